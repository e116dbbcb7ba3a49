#include "ui/backups/backupdetail.h"

#include "core/backup/backuprows.h"
#include "ui/detail/detailpane.h"
#include "ui/features/featureseverity.h"

#include <QTreeWidgetItem>

#include <algorithm>

namespace cloudly {
namespace ui {
namespace {

QString timeText(std::optional<double> ms)
{
    return ms && *ms > 0 ? DetailPane::formatTimestamp(static_cast<qint64>(*ms)) : QStringLiteral("—");
}

} // namespace

void BackupDetail::addSnapshot(DetailPane* pane, QTreeWidgetItem* parent, const core::BackupSnapshot& s)
{
    QString what;
    switch (s.type) {
    case core::BackupSnapshot::Type::Volume:
        what = tr("volume %1 at %2").arg(s.volumeName, s.mountPath);
        break;
    case core::BackupSnapshot::Type::Database:
        what = tr("database %1 of %2").arg(s.databaseName, s.resourceName);
        break;
    case core::BackupSnapshot::Type::ObjectStorage:
        what = tr("bucket %1 of %2").arg(s.bucketName, s.resourceName);
        break;
    }
    QTreeWidgetItem* item = pane->addRow(parent, s.snapshotName.value_or(s.snapshotId), what);
    pane->addRow(item, tr("Snapshot ID"), s.snapshotId);
    pane->addRow(item, tr("Original size"), core::formatBytes(s.originalSize));
    pane->addRow(item, tr("Stored size"), core::formatBytes(s.storedSize));
    pane->addRow(item, tr("Taken"), timeText(s.createdAt));
}

void BackupDetail::show(DetailPane* pane, const core::BackupRecord& r, const QString& serviceLabel,
                        qint64 nowMs)
{
    const Severity status = backupStatusSeverity(r.status);
    pane->begin(r.id, tr("Backup %1").arg(r.id), severityIcon(status));
    QTreeWidgetItem* main = pane->section(tr("Backup"));
    pane->addRow(main, tr("ID"), r.id);
    pane->addRow(main, tr("Service"), serviceLabel);
    pane->addStatusRow(main, tr("Status"), core::unionValueText(r.status, core::allBackupStatuses()), status);
    pane->addRow(main, tr("Trigger"), core::unionValueText(r.trigger, core::allBackupTriggers()));
    pane->addRow(main, tr("Requested by"), r.requestedBy.value_or(QStringLiteral("—")));
    pane->addRow(main, tr("Created"),
                 r.createdAt > 0
                     ? tr("%1 (%2)").arg(timeText(r.createdAt), core::formatAge(r.createdAt, nowMs))
                     : QStringLiteral("—"));
    pane->addRow(main, tr("Completed"), timeText(r.completedAt));
    double original = 0;
    double stored = 0;
    for (const core::BackupSnapshot& s : r.snapshots) {
        original += s.originalSize;
        stored += s.storedSize;
    }
    pane->addRow(main, tr("Original size"), core::formatBytes(original));
    pane->addRow(main, tr("Stored size"), core::formatBytes(stored));
    if (r.errorText)
        pane->addStatusRow(main, tr("Error"), *r.errorText, Severity::Error);

    QTreeWidgetItem* snaps = pane->section(tr("Snapshots (%1)").arg(r.snapshots.size()));
    for (const core::BackupSnapshot& s : r.snapshots)
        addSnapshot(pane, snaps, s);
    if (r.snapshots.isEmpty())
        pane->addRow(snaps, tr("(none)"), QString());

    QTreeWidgetItem* rep = pane->section(tr("Replication evidence"));
    if (r.replication) {
        const core::BackupReplicationResult& x = *r.replication;
        pane->addRow(rep, tr("Target type"),
                     core::unionValueText(x.targetType, core::allBackupReplicationTargetTypes()));
        pane->addRow(rep, tr("Target path"), x.targetPath);
        pane->addRow(rep, tr("Manifest"), x.manifestPath);
        pane->addRow(rep, tr("Manifest SHA-256"), x.manifestSha256);
        pane->addRow(rep, tr("Objects"), QString::number(static_cast<qint64>(x.objectCount)));
        pane->addRow(rep, tr("Total size"), core::formatBytes(x.totalSize));
        pane->addRow(rep, tr("Completed"), timeText(x.completedAt));
    } else {
        pane->addRow(rep, tr("(not replicated)"), QString());
    }

    QList<core::BackupRestoreEvent> events = r.restoreHistory;
    std::stable_sort(events.begin(), events.end(),
                     [](const auto& a, const auto& b) { return a.restoredAt < b.restoredAt; });
    QTreeWidgetItem* history = pane->section(tr("Restore history (%1)").arg(events.size()));
    for (const core::BackupRestoreEvent& e : events) {
        const QString word = core::unionValueText(e.status, core::allBackupRestoreEventStatuses());
        pane->addStatusRow(history, timeText(e.restoredAt),
                           e.errorText ? tr("%1: %2").arg(word, *e.errorText) : word,
                           restoreStatusSeverity(e.status));
    }
    if (events.isEmpty())
        pane->addRow(history, tr("(never restored)"), QString());

    QTreeWidgetItem* all = pane->section(tr("All fields, as sent by the server"));
    pane->addJson(all, r.toJson());
    all->setExpanded(false);
    pane->end();
}

} // namespace ui
} // namespace cloudly
