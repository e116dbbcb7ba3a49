// Metrics over time in the console (issue 15): the console records a history of every live poll for the
// active profile (ConsoleServices::metrics, following profile switches), and the node detail pane charts it,
// drawing a disconnected stretch as a gap.
#include "consoletestbed.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/metrics/metricshistory.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consoleservices.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"

#include <QTest>

using cloudly::core::DemoServer;
using cloudly::core::InventoryRefresher;
using cloudly::core::MetricsFeed;
using cloudly::ui::ConsoleApp;

namespace {
cloudly::ui::ConnectDialog::Request demoRequest(const DemoServer& server)
{
    cloudly::ui::ConnectDialog::Request request;
    request.profile.url = server.url();
    request.profile.username = QStringLiteral("admin");
    request.secret = QStringLiteral("demo");
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
};

void TestMetricsCharts::consoleRecordsPollsOfTheActiveProfile()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(200));
    QVERIFY(console.start());
    MetricsFeed* feed = console.services().metrics.get();
    QVERIFY(feed);
    QVERIFY(!feed->history()); // no profile yet: nothing is recorded
    console.connectTo(demoRequest(server));
    QCOMPARE(feed->profile(), console.sessionController()->profileKey());
    QVERIFY(feed->history());

    // A few polls: task counts and node metrics of the demo inventory.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            feed->flush();
            return pointCount(feed->history()->countSeries(QStringLiteral("tasks"))) >= 3;
        }(),
        15000);
    const auto tasks = feed->history()->countSeries(QStringLiteral("tasks"));
    QCOMPARE(tasks.last().last().value, static_cast<double>(console.refresher()->deployments().size()));
    const QString nodeId = QStringLiteral("n-prod-1"); // reports metrics in the fixture
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            feed->flush();
            return pointCount(feed->history()->nodeSeries(nodeId, cloudly::core::NodeMetric::CpuPercent)) >=
                   2;
        }(),
        15000);
}

QTEST_MAIN(TestMetricsCharts)
#include "tst_metricscharts.moc"
