#include "core/history/timelineevents.h"

#include <QCoreApplication>

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
QString quoted(const QString& value)
{
    // A filter term's value: quoted when it holds a space or a quote.
    if (!value.contains(QLatin1Char(' ')) && !value.contains(QLatin1Char('"')))
        return value;
    QString v = value;
    v.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + v + QLatin1Char('"');
}

QString journalFilter(const JournalEntry& e)
{
    return QStringLiteral("id:%1 kind:%2").arg(quoted(e.objectId), e.kind);
}
} // namespace

QList<TimelineEvent> journalEvents(const QList<JournalEntry>& entries, const TimelineSubject& subject)
{
    QList<TimelineEvent> out;
    for (const JournalEntry& e : entries) {
        TimelineEvent t;
        t.at = e.at;
        t.page = QStringLiteral("journal");
        t.filter = journalFilter(e);
        if (e.kind == QLatin1String("service.changed") && e.field == QLatin1String("data.imageVersion") &&
            subject.serviceIds.contains(e.serviceId)) {
            t.kind = TimelineEvent::Kind::VersionChanged;
            t.title = QCoreApplication::translate("cloudly::core::TimelineEvent", "%1: version %2 → %3")
                          .arg(e.serviceId, e.before, e.after);
        } else if (e.kind == QLatin1String("task.status") && e.after == QLatin1String("failed") &&
                   ((!subject.taskId.isEmpty() && e.objectId == subject.taskId) ||
                    (subject.taskId.isEmpty() && !subject.nodeId.isEmpty() && e.nodeId == subject.nodeId))) {
            t.kind = TimelineEvent::Kind::TaskFailed;
            t.title = QCoreApplication::translate("cloudly::core::TimelineEvent", "task %1 failed (was %2)")
                          .arg(e.objectId, e.before);
        } else if (e.kind == QLatin1String("node.status") && subject.taskId.isEmpty() &&
                   !subject.nodeId.isEmpty() && e.objectId == subject.nodeId) { // a node's own chart
            t.kind = TimelineEvent::Kind::NodeStatus;
            t.title = QCoreApplication::translate("cloudly::core::TimelineEvent", "node %1: %2 → %3")
                          .arg(e.objectId, e.before, e.after);
        } else {
            continue;
        }
        out.append(t);
    }
    return out;
}

QList<TimelineEvent> receiptEvents(const QList<preflight::Receipt>& receipts, const TimelineSubject& subject)
{
    QList<TimelineEvent> out;
    for (const preflight::Receipt& r : receipts) {
        if (!subject.serviceIds.contains(r.serviceId()))
            continue;
        TimelineEvent t;
        t.at = r.createdAt.toMSecsSinceEpoch();
        t.kind = r.isGo() ? TimelineEvent::Kind::PreflightGo : TimelineEvent::Kind::PreflightNoGo;
        t.title = QCoreApplication::translate("cloudly::core::TimelineEvent", "preflight %1 for %2")
                      .arg(r.decisionText(), r.serviceId());
        t.page = QStringLiteral("preflight");
        t.select = r.id;
        out.append(t);
    }
    return out;
}

QList<TimelineEvent> backupEvents(const QList<BackupRecord>& backups, const TimelineSubject& subject)
{
    QList<TimelineEvent> out;
    for (const BackupRecord& b : backups) {
        if (b.statusValue() != BackupStatus::Failed || !subject.serviceIds.contains(b.serviceId))
            continue;
        TimelineEvent t;
        t.at = static_cast<qint64>(b.completedAt.value_or(b.updatedAt > 0 ? b.updatedAt : b.createdAt));
        t.kind = TimelineEvent::Kind::BackupFailed;
        t.title = QCoreApplication::translate("cloudly::core::TimelineEvent", "backup %1 of %2 failed")
                      .arg(b.id, b.serviceId);
        t.page = QStringLiteral("backups");
        t.filter = QStringLiteral("id:%1").arg(quoted(b.id));
        out.append(t);
    }
    return out;
}

QList<TimelineEvent> timelineEvents(const QList<JournalEntry>& entries,
                                    const QList<preflight::Receipt>& receipts,
                                    const QList<BackupRecord>& backups, const TimelineSubject& subject)
{
    QList<TimelineEvent> out = journalEvents(entries, subject);
    out << receiptEvents(receipts, subject) << backupEvents(backups, subject);
    std::stable_sort(out.begin(), out.end(),
                     [](const TimelineEvent& a, const TimelineEvent& b) { return a.at < b.at; });
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace core
} // namespace cloudly
