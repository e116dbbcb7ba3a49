#include "ui/charts/detailcharts.h"
#include "ui/charts/chartpage.h"
#include "ui/charts/sparkline.h"

#include "core/metrics/metricshistory.h"
#include "ui/charts/metricchart.h"
#include "ui/detail/detailpane.h"

namespace cloudly {
namespace ui {
namespace {
bool hasPoints(const core::MetricSeries& series)
{
    for (const core::MetricSegment& s : series)
        if (!s.isEmpty())
            return true;
    return false;
}

// The pane's tabs for `subject`, made by `make` when the pane shows none for it.
template <typename Make> MetricTabs* tabsFor(DetailPane* pane, const QString& subject, Make make)
{
    auto* tabs = qobject_cast<MetricTabs*>(pane->chart());
    if (tabs && tabs->subject() == subject)
        return tabs;
    tabs = new MetricTabs;
    tabs->setSubject(subject);
    make(tabs);
    pane->setChart(tabs);
    return tabs;
}
} // namespace

MetricTabs::MetricTabs(QWidget* parent) : QTabWidget(parent)
{
    setObjectName(QStringLiteral("metricTabs"));
    setDocumentMode(true);
    setAccessibleName(tr("Metrics over time"));
}

MetricChart* MetricTabs::addChart(const QString& id, const QString& title, const QString& unit)
{
    auto* page = new ChartPage(id, title);
    page->setUnit(unit);
    addTab(page, title);
    return page->chart();
}

ChartPage* MetricTabs::page(const QString& id) const
{
    return findChild<ChartPage*>(QStringLiteral("chartPage_") + id);
}

MetricChart* MetricTabs::chart(const QString& id) const
{
    return findChild<MetricChart*>(QStringLiteral("metricChart_") + id);
}

void showNodeCharts(DetailPane* pane, const core::MetricsHistory* history, const QString& nodeId)
{
    using core::NodeMetric;
    if (!history)
        return pane->setChart(nullptr);
    const core::MetricSeries cpu = history->nodeSeries(nodeId, NodeMetric::CpuPercent);
    const core::MetricSeries memory = history->nodeSeries(nodeId, NodeMetric::MemoryUsedMB);
    const core::MetricSeries disk = history->nodeSeries(nodeId, NodeMetric::DiskUsedPercent);
    const core::MetricSeries containers = history->nodeSeries(nodeId, NodeMetric::ContainerCount);
    if (!hasPoints(cpu) && !hasPoints(memory) && !hasPoints(disk) && !hasPoints(containers))
        return pane->setChart(nullptr);
    MetricTabs* tabs = tabsFor(pane, QStringLiteral("node:") + nodeId, [](MetricTabs* t) {
        t->addChart(QStringLiteral("cpu"), MetricTabs::tr("CPU"), MetricTabs::tr("%"))->setMinimumTop(100);
        t->addChart(QStringLiteral("memory"), MetricTabs::tr("Memory"), MetricTabs::tr("MB"));
        t->addChart(QStringLiteral("disk"), MetricTabs::tr("Disk"), MetricTabs::tr("%"))->setMinimumTop(100);
        t->addChart(QStringLiteral("containers"), MetricTabs::tr("Containers"), QString())
            ->setMinimumTop(Sparkline::kCountSpan);
    });
    tabs->page(QStringLiteral("cpu"))->setSeries(MetricTabs::tr("CPU"), cpu);
    tabs->page(QStringLiteral("memory"))->setSeries(MetricTabs::tr("Memory used"), memory);
    tabs->page(QStringLiteral("disk"))->setSeries(MetricTabs::tr("Disk used"), disk);
    tabs->page(QStringLiteral("containers"))->setSeries(MetricTabs::tr("Containers"), containers);
}

void showTaskCharts(DetailPane* pane, const core::MetricsHistory* history, const QString& taskId)
{
    using core::TaskMetric;
    if (!history)
        return pane->setChart(nullptr);
    const core::MetricSeries cpu = history->taskSeries(taskId, TaskMetric::CpuPercent);
    const core::MetricSeries memory = history->taskSeries(taskId, TaskMetric::MemoryUsedMB);
    if (!hasPoints(cpu) && !hasPoints(memory))
        return pane->setChart(nullptr);
    MetricTabs* tabs = tabsFor(pane, QStringLiteral("task:") + taskId, [](MetricTabs* t) {
        t->addChart(QStringLiteral("cpu"), MetricTabs::tr("CPU"), MetricTabs::tr("%"))->setMinimumTop(100);
        t->addChart(QStringLiteral("memory"), MetricTabs::tr("Memory"), MetricTabs::tr("MB"));
    });
    tabs->page(QStringLiteral("cpu"))->setSeries(MetricTabs::tr("CPU"), cpu);
    tabs->page(QStringLiteral("memory"))->setSeries(MetricTabs::tr("Memory used"), memory);
}

} // namespace ui
} // namespace cloudly
