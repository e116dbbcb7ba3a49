#include "ui/charts/charteventsource.h"

#include "core/journal/journalmodel.h"
#include "core/preflight/receiptstore.h"
#include "ui/charts/metricchart.h"
#include "ui/detail/detailpane.h"

namespace cloudly {
namespace ui {

ChartEventSource::ChartEventSource(const core::JournalModel* journal,
                                   const core::preflight::ReceiptStore* receipts, QObject* parent)
    : QObject(parent), m_journal(journal), m_receipts(receipts)
{}

core::TimelineSubject ChartEventSource::taskSubject(const QString& taskId, const QString& nodeId,
                                                    const QString& serviceId)
{
    core::TimelineSubject s;
    s.taskId = taskId;
    s.nodeId = nodeId;
    if (!serviceId.isEmpty())
        s.serviceIds << serviceId;
    return s;
}

core::TimelineSubject ChartEventSource::nodeSubject(const QString& nodeId, const core::DeploymentTable& tasks)
{
    core::TimelineSubject s;
    s.nodeId = nodeId;
    for (qsizetype i = 0; i < tasks.size(); ++i)
        if (tasks.nodeId(i) == nodeId && !s.serviceIds.contains(tasks.serviceId(i)))
            s.serviceIds << tasks.serviceId(i);
    return s;
}

QList<core::TimelineEvent> ChartEventSource::eventsFor(const core::TimelineSubject& subject)
{
    QList<core::JournalEntry> entries;
    if (m_journal) {
        QStringList keys = subject.serviceIds;
        if (!subject.taskId.isEmpty())
            keys << subject.taskId;
        else if (!subject.nodeId.isEmpty())
            keys << subject.nodeId;
        for (const QString& key : std::as_const(keys))
            entries << m_journal->entriesFor(key);
    }
    if (m_receipts && !m_receiptsRead) {
        m_receiptList = m_receipts->list().receipts; // read once, again after receiptsChanged()
        m_receiptsRead = true;
    }
    return core::timelineEvents(entries, m_receiptList, m_backups, subject);
}

void ChartEventSource::apply(DetailPane* pane, const core::TimelineSubject& subject)
{
    QWidget* charts = pane ? pane->chart() : nullptr;
    if (!charts)
        return;
    const QList<MetricChart*> shown = charts->findChildren<MetricChart*>();
    if (shown.isEmpty())
        return;
    const QList<core::TimelineEvent> events = eventsFor(subject);
    for (MetricChart* chart : shown) {
        chart->setEvents(events);
        connect(chart, &MetricChart::eventActivated, this, &ChartEventSource::eventActivated,
                Qt::UniqueConnection);
    }
}

} // namespace ui
} // namespace cloudly
