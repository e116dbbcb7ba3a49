#pragma once

#include "core/api/backup.h"
#include "core/journal/journalentry.h"
#include "core/preflight/receipt.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// Something that happened to what a node's or task's metrics chart shows, to mark on its time axis: from
// the change journal (a version changed, a task failed, a node's status changed), the preflight receipts
// (GO / NO-GO) and the backup records (a backup failed). Each names itself and says where it is shown in
// full: a page and a filter for it, or the receipt to select.
struct TimelineEvent
{
    enum class Kind
    {
        VersionChanged,
        TaskFailed,
        NodeStatus,
        PreflightGo,
        PreflightNoGo,
        BackupFailed
    };
    qint64 at = 0; // ms since epoch
    Kind kind = Kind::VersionChanged;
    QString title;  // "svc-web: version 1.0.0 → 1.1.0"
    QString page;   // "journal", "preflight", "backups"
    QString filter; // the page's filter that shows it ("id:dep-1 kind:task.status")
    QString select; // a receipt id to select (page "preflight")
    friend bool operator==(const TimelineEvent&, const TimelineEvent&) = default;
};

// Whose chart: a task (with its node and service) or a node (with the services of its tasks).
struct TimelineSubject
{
    QString taskId;
    QString nodeId;
    QStringList serviceIds;
};

QList<TimelineEvent> journalEvents(const QList<JournalEntry>& entries, const TimelineSubject& subject);
QList<TimelineEvent> receiptEvents(const QList<preflight::Receipt>& receipts, const TimelineSubject& subject);
QList<TimelineEvent> backupEvents(const QList<BackupRecord>& backups, const TimelineSubject& subject);
// All three, in time order, each event once.
QList<TimelineEvent> timelineEvents(const QList<JournalEntry>& entries,
                                    const QList<preflight::Receipt>& receipts,
                                    const QList<BackupRecord>& backups, const TimelineSubject& subject);

} // namespace core
} // namespace cloudly
