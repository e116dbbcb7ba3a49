#pragma once

#include "core/api/backup.h"
#include "core/api/deploymenttable.h"
#include "core/history/timelineevents.h"
#include "core/preflight/receipt.h"

#include <QObject>

namespace cloudly {
namespace core {
class JournalModel;
namespace preflight {
class ReceiptStore;
} // namespace preflight
} // namespace core
namespace ui {
class DetailPane;

// Where the event marks of the node and task charts come from: the journal's entries (the Journal page's
// model), the preflight receipts and the latest backup records (setBackups, from the hub). apply() marks
// the charts a detail pane shows; a click on a mark is passed on as eventActivated() (the pages open it).
class ChartEventSource : public QObject
{
    Q_OBJECT
public:
    // Either may be null (no events of that kind).
    ChartEventSource(const core::JournalModel* journal, const core::preflight::ReceiptStore* receipts,
                     QObject* parent = nullptr);

    void setBackups(const QList<core::BackupRecord>& backups) { m_backups = backups; }
    void receiptsChanged() { m_receiptsRead = false; } // read again at the next apply()

    // A task's subject (its node and service), or a node's (the services of its tasks), from `tasks`.
    static core::TimelineSubject taskSubject(const QString& taskId, const QString& nodeId,
                                             const QString& serviceId);
    static core::TimelineSubject nodeSubject(const QString& nodeId, const core::DeploymentTable& tasks);

    QList<core::TimelineEvent> eventsFor(const core::TimelineSubject& subject);
    // Marks every MetricChart of the charts `pane` shows with the events of `subject`.
    void apply(DetailPane* pane, const core::TimelineSubject& subject);

Q_SIGNALS:
    void eventActivated(const cloudly::core::TimelineEvent& event);

private:
    const core::JournalModel* m_journal;
    const core::preflight::ReceiptStore* m_receipts;
    QList<core::preflight::Receipt> m_receiptList;
    bool m_receiptsRead = false;
    QList<core::BackupRecord> m_backups;
};

} // namespace ui
} // namespace cloudly
