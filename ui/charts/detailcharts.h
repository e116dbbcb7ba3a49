#pragma once

#include <QString>
#include <QTabWidget>

namespace cloudly {
namespace core {
class MetricsHistory;
} // namespace core
namespace ui {
class ChartPage;
class DetailPane;
class MetricChart;

// The metrics of one node or task over time in a detail pane: a tab per metric, each a ChartPage (a
// MetricChart of the history of the current profile, the chart in words and as a table). show*Charts() puts
// the tabs into the pane (DetailPane::setChart) or updates the ones shown for the same object, keeping the
// chosen tab; without a history, or before the object has a sample, nothing is shown.
class MetricTabs : public QTabWidget
{
    Q_OBJECT
public:
    explicit MetricTabs(QWidget* parent = nullptr);
    MetricChart* addChart(const QString& id, const QString& title, const QString& unit);
    MetricChart* chart(const QString& id) const;
    ChartPage* page(const QString& id) const;
    QString subject() const { return m_subject; } // "node:<id>" / "task:<id>"
    void setSubject(const QString& subject) { m_subject = subject; }

private:
    QString m_subject;
};

void showNodeCharts(DetailPane* pane, const core::MetricsHistory* history, const QString& nodeId);
void showTaskCharts(DetailPane* pane, const core::MetricsHistory* history, const QString& taskId);

} // namespace ui
} // namespace cloudly
