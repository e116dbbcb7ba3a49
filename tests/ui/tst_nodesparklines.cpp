// Sparklines in the clusters tree (issue 15): node rows of the Clusters page draw the last hour of their CPU
// use from the console's metrics history (ui/inventory/nodesparkdelegate), next to the node's details;
// hovering the sparkline tells the value and time of the nearest sample.
#include "consoletestbed.h"
#include "core/demo/demoserver.h"
#include "core/filter/treefilterproxymodel.h"
#include "core/metrics/metricsfeed.h"
#include "core/metrics/metricshistory.h"
#include "core/model/clustertreemodel.h"
#include "core/util/timefmt.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/nodesparkdelegate.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QImage>
#include <QTest>
#include <QTreeView>

using cloudly::core::DemoServer;
using cloudly::core::MetricsFeed;
using cloudly::ui::ConsoleApp;

namespace {
qsizetype pointCount(const cloudly::core::MetricSeries& series)
{
    qsizetype n = 0;
    for (const auto& segment : series)
        n += segment.size();
    return n;
}

// Pixels of `image` inside `rect` within `tolerance` of `color` (per channel, summed).
int pixelsLike(const QImage& image, const QRect& rect, const QColor& color, int tolerance = 90)
{
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - color.red()) + std::abs(c.green() - color.green()) +
                    std::abs(c.blue() - color.blue()) <=
                tolerance)
                ++n;
        }
    }
    return n;
}
} // namespace

class TestNodeSparklines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void nodeRowsPaintTheirCpuHistory();
};

void TestNodeSparklines::nodeRowsPaintTheirCpuHistory()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(200));
    QVERIFY(console.start());
    cloudly::ui::ConnectDialog::Request request = cloudly::test::ConsoleTestBed::adminRequest(server.url());
    console.window()->sessionController()->connectTo(request);
    MetricsFeed* feed = console.window()->services().metrics.get();
    const QString nodeId = QStringLiteral("n-prod-1"); // reports metrics in the fixture
    const auto cpu = [&] {
        feed->flush();
        return feed->history()->nodeSeries(nodeId, cloudly::core::NodeMetric::CpuPercent);
    };
    QTRY_VERIFY_WITH_TIMEOUT(pointCount(cpu()) >= 3, 15000);

    cloudly::ui::ClustersView* clusters = console.window()->pages()->clustersView();
    console.window()->mainWindow()->resize(1280, 800);
    console.window()->mainWindow()->show();
    QVERIFY(QTest::qWaitForWindowExposed(console.window()->mainWindow()));
    clusters->showNode(nodeId);
    console.window()->mainWindow()->showPage(clusters);
    QTreeView* tree = clusters->tree();
    tree->clearSelection(); // the line in its unselected colour
    QCoreApplication::processEvents();
    cloudly::ui::NodeSparkDelegate* delegate = clusters->sparkDelegate();
    QVERIFY(delegate);
    QCOMPARE(tree->itemDelegateForColumn(cloudly::core::ClusterTreeModel::Detail), delegate);

    // The node's Detail cell: the delegate draws the series the history has for it.
    const QModelIndex source = [&] {
        QModelIndex found;
        for (QModelIndex i = tree->model()->index(0, 0); i.isValid(); i = tree->indexBelow(i))
            if (i.data(cloudly::core::ClusterTreeModel::MetricsNodeRole).toString() == nodeId)
                found = i;
        return found;
    }();
    QVERIFY(source.isValid());
    const QModelIndex cell = source.siblingAtColumn(cloudly::core::ClusterTreeModel::Detail);
    const QRect cellRect = tree->visualRect(cell);
    QVERIFY(cellRect.width() > 100);
    const cloudly::core::MetricSeries drawn = delegate->seriesFor(nodeId);
    QVERIFY(pointCount(drawn) >= 3);
    bool fromHistory = false; // the newest point drawn is one of the history's samples
    for (const cloudly::core::MetricSegment& segment : cpu())
        fromHistory = fromHistory || segment.contains(drawn.last().last());
    QVERIFY(fromHistory);

    const int before = delegate->paintedCount();
    const QImage image = tree->viewport()->grab().toImage();
    QVERIFY(delegate->paintedCount() > before);
    const QRect spark = delegate->sparkRect(cellRect);
    QVERIFY(!spark.isEmpty());
    QVERIFY(cellRect.contains(spark));
    const QColor line = tree->palette().color(QPalette::Highlight);
    const int onLine = pixelsLike(image, spark.adjusted(0, 0, 1, 1), line);
    QVERIFY2(onLine >= 3, qPrintable(QString::number(onLine)));
    // Outside node rows nothing of the sort is drawn: the cluster row's cell has no line.
    const QRect clusterCell =
        tree->visualRect(source.parent().siblingAtColumn(cloudly::core::ClusterTreeModel::Detail));
    QCOMPARE(pixelsLike(image, delegate->sparkRect(clusterCell), line, 30), 0);

    // Hover at the right edge: the newest sample's value and time.
    const cloudly::core::MetricPoint last = drawn.last().last();
    const QString tip = delegate->toolTipFor(nodeId, cellRect, spark.right());
    QVERIFY2(tip.contains(QString::number(last.value, 'f', 1)), qPrintable(tip));
    QVERIFY2(tip.contains(cloudly::core::displayTime(last.at)), qPrintable(tip));
    QVERIFY(delegate->toolTipFor(nodeId, cellRect, spark.left() - 10).isEmpty()); // beside it: the usual
}

QTEST_MAIN(TestNodeSparklines)
#include "tst_nodesparklines.moc"
