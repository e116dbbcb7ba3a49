// Metrics over time in the console (issue 15): the console records a history of every live poll for the
// active profile (ConsoleServices::metrics, following profile switches), and the node detail pane charts it,
// drawing a disconnected stretch as a gap.
#include "consoletestbed.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/metrics/metricshistory.h"
#include "core/util/timefmt.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/charts/detailcharts.h"
#include "ui/charts/metricchart.h"
#include "ui/charts/sparkline.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/detail/detailpane.h"
#include "ui/inventory/clustersview.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QLineSeries>
#include <QTest>

using cloudly::core::DemoServer;
using cloudly::core::InventoryRefresher;
using cloudly::core::MetricsFeed;
using cloudly::ui::ConsoleApp;

namespace {
cloudly::ui::ConnectDialog::Request demoRequest(const DemoServer& server)
{
    cloudly::ui::ConnectDialog::Request request = cloudly::test::ConsoleTestBed::adminRequest(server.url());
    return request;
}

qsizetype pointCount(const cloudly::core::MetricSeries& series)
{
    qsizetype n = 0;
    for (const auto& segment : series)
        n += segment.size();
    return n;
}
} // namespace

class TestMetricsCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void consoleRecordsPollsOfTheActiveProfile();
    void nodeDetailChartsTheHistoryWithGapsAsGaps();
    void sparklineDrawsEachSegment();
    void chartScaleAndTimeLabelsFitThePane();
};

void TestMetricsCharts::consoleRecordsPollsOfTheActiveProfile()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(200));
    QVERIFY(console.start());
    MetricsFeed* feed = console.window()->services().metrics.get();
    QVERIFY(feed);
    QVERIFY(!feed->history()); // no profile yet: nothing is recorded
    console.window()->sessionController()->connectTo(demoRequest(server));
    QCOMPARE(feed->profile(), console.window()->sessionController()->profileKey());
    QVERIFY(feed->history());

    // A few polls: task counts and node metrics of the demo inventory.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            feed->flush();
            return pointCount(feed->history()->countSeries(QStringLiteral("tasks"))) >= 3;
        }(),
        15000);
    const auto tasks = feed->history()->countSeries(QStringLiteral("tasks"));
    QCOMPARE(tasks.last().last().value,
             static_cast<double>(console.window()->services().refresher.get()->deployments().size()));
    const QString nodeId = QStringLiteral("n-prod-1"); // reports metrics in the fixture
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            feed->flush();
            return pointCount(feed->history()->nodeSeries(nodeId, cloudly::core::NodeMetric::CpuPercent)) >=
                   2;
        }(),
        15000);
}

void TestMetricsCharts::nodeDetailChartsTheHistoryWithGapsAsGaps()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(200));
    QVERIFY(console.start());
    MetricsFeed* feed = console.window()->services().metrics.get();
    const QString nodeId = QStringLiteral("n-prod-1");
    const auto cpu = [&] {
        feed->flush();
        return feed->history()->nodeSeries(nodeId, cloudly::core::NodeMetric::CpuPercent);
    };
    console.window()->sessionController()->connectTo(demoRequest(server));
    QTRY_VERIFY_WITH_TIMEOUT(pointCount(cpu()) >= 2, 15000);
    // Disconnected for a while: a gap; then connected again: a second segment.
    console.window()->sessionController()->disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(console.window()
                                 ->services()
                                 .refresher.get()
                                 ->freshness(InventoryRefresher::Resource::Clusters)
                                 .isStale(),
                             5000);
    QTest::qWait(300);
    console.window()->sessionController()->connectTo(demoRequest(server));
    QTRY_VERIFY_WITH_TIMEOUT(cpu().size() == 2 && cpu().last().size() >= 2, 15000);
    console.window()->sessionController()->disconnectFromServer(); // no more samples while we look
    QTRY_VERIFY_WITH_TIMEOUT(console.window()
                                 ->services()
                                 .refresher.get()
                                 ->freshness(InventoryRefresher::Resource::Clusters)
                                 .isStale(),
                             5000);
    const cloudly::core::MetricSeries recorded = cpu();
    QCOMPARE(recorded.size(), 2);

    cloudly::ui::ClustersView* clusters = console.window()->pages()->clustersView();
    clusters->showNode(nodeId);
    QCoreApplication::processEvents();
    auto* tabs = qobject_cast<cloudly::ui::MetricTabs*>(clusters->detail()->chart());
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 4); // CPU, memory, disk, containers
    cloudly::ui::MetricChart* chart = tabs->chart(QStringLiteral("cpu"));
    QVERIFY(chart);
    // One line series per segment: nothing is drawn across the gap.
    const QList<QLineSeries*> lines = chart->lineSeries();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0)->count(), recorded.at(0).size());
    QCOMPARE(lines.at(1)->count(), recorded.at(1).size());
    QCOMPARE(chart->pointCount(), pointCount(recorded));
    QVERIFY(lines.at(0)->points().last().x() < lines.at(1)->points().first().x());
    QCOMPARE(lines.at(1)->points().last().y(), recorded.at(1).last().value);
    // Hover: the nearest sample's value and time.
    const cloudly::core::MetricPoint last = recorded.at(1).last();
    Q_EMIT lines.at(1)->hovered(QPointF(static_cast<double>(last.at) + 10, last.value), true);
    QVERIFY2(chart->lastHoverText().contains(QString::number(last.value, 'f', 1)),
             qPrintable(chart->lastHoverText()));
    QVERIFY(chart->lastHoverText().contains(cloudly::core::displayTime(last.at)));
    QVERIFY(tabs->chart(QStringLiteral("disk"))->pointCount() > 0);

    // Another object: the chart goes.
    clusters->showCluster(QStringLiteral("c-prod"));
    QCoreApplication::processEvents();
    QVERIFY(!clusters->detail()->chart());
}

void TestMetricsCharts::sparklineDrawsEachSegment()
{
    cloudly::ui::Sparkline spark;
    QCOMPARE(spark.segmentCount(), 0);
    spark.setSeries({{{1000, 1}, {2000, 2}}, {{5000, 3}}});
    QCOMPARE(spark.segmentCount(), 2);
    spark.resize(120, 20);
    spark.grab(); // paints without crashing, a lone point included
    QVERIFY(spark.toolTip().contains(QStringLiteral("now 3")));
}

void TestMetricsCharts::chartScaleAndTimeLabelsFitThePane()
{
    // A flat 4 % CPU: the percentage chart spans 0..100 %, not 0..4.4 (a flat line at the top).
    cloudly::core::MetricSegment cpu;
    for (int i = 0; i <= 10; ++i)
        cpu << cloudly::core::MetricPoint{1'000'000 + i * 5000LL, 4};
    cloudly::ui::MetricChart plain;
    plain.setSeries(QStringLiteral("CPU"), {cpu});
    QVERIFY(plain.valueAxisTop() < 5);
    cloudly::ui::MetricChart percent;
    percent.setMinimumTop(100);
    percent.setSeries(QStringLiteral("CPU"), {cpu});
    QCOMPARE(percent.valueAxisTop(), 100.0);
    cpu << cloudly::core::MetricPoint{1'060'000, 180}; // a task may use more than one core
    percent.setSeries(QStringLiteral("CPU"), {cpu});
    QVERIFY(percent.valueAxisTop() >= 180);

    // The node charts: CPU and disk as percentages, containers as a count of at least 0..10.
    cloudly::ui::DetailPane pane;
    cloudly::core::MetricsHistory history;
    cloudly::core::Cluster cluster;
    cluster.id = QStringLiteral("c-1");
    cloudly::core::ClusterNode node;
    node.id = QStringLiteral("n-1");
    node.data.status = QStringLiteral("online");
    cloudly::core::ClusterNodeMetrics m;
    m.cpuUsagePercent = 4;
    m.memoryUsedMB = 100;
    m.diskUsedGB = 3;
    m.diskAvailableGB = 97;
    m.containerCount = 1;
    node.data.metrics = m;
    cluster.data.nodes << node;
    history.recordClusters({cluster}, 1'000'000);
    history.recordClusters({cluster}, 1'005'000);
    cloudly::ui::showNodeCharts(&pane, &history, QStringLiteral("n-1"));
    auto* tabs = qobject_cast<cloudly::ui::MetricTabs*>(pane.chart());
    QVERIFY(tabs);
    QCOMPARE(tabs->chart(QStringLiteral("cpu"))->valueAxisTop(), 100.0);
    // The chart in words for a screen reader: the latest value, the range, the gaps.
    const QString words = tabs->chart(QStringLiteral("cpu"))->accessibleDescription();
    QVERIFY2(words.contains(QStringLiteral("latest 4 %")) && words.contains(QStringLiteral("no gaps")),
             qPrintable(words));
    QCOMPARE(tabs->chart(QStringLiteral("disk"))->valueAxisTop(), 100.0);
    QCOMPARE(tabs->chart(QStringLiteral("containers"))->valueAxisTop(), cloudly::ui::Sparkline::kCountSpan);

    // A narrow pane shows fewer time labels (they were elided to "17:2…" at 300 px), a wide one five.
    percent.resize(220, 160);
    percent.show();
    QVERIFY(QTest::qWaitForWindowExposed(&percent));
    QTRY_VERIFY(percent.timeTickCount() < 5);
    const int narrow = percent.timeTickCount();
    QVERIFY(narrow >= 2);
    percent.resize(900, 300);
    QTRY_COMPARE(percent.timeTickCount(), 5);
}

QTEST_MAIN(TestMetricsCharts)
#include "tst_metricscharts.moc"
