// The overview (issue 15) is the first page; its numbers are links that open the list they count with
// the filter that produced them, and the list then shows exactly that many rows.
#include "consoletestbed.h"
#include "core/cache/offlinecache.h"
#include "core/demo/demoserver.h"
#include "core/filter/filterproxymodel.h"
#include "core/filter/treefilterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/charts/sparkline.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewnumbers.h"
#include "ui/overview/overviewpage.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using cloudly::core::DemoServer;
using cloudly::core::InventoryRefresher;
using cloudly::ui::ConsoleApp;
using cloudly::ui::OverviewPage;

class TestOverview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void numbersOpenTheirListsWithTheirFilter();
};

void TestOverview::numbersOpenTheirListsWithTheirFilter()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(300));
    QVERIFY(console.start());
    OverviewPage* overview = console.window()->pages()->overviewPage();
    QVERIFY(overview);
    QCOMPARE(console.window()->mainWindow()->pageIndex(overview), 0);
    QCOMPARE(console.window()->mainWindow()->currentPage(), overview);
    QVERIFY(overview->numbers(QStringLiteral("tasks.status"))->text().contains(QStringLiteral("Not loaded")));

    cloudly::ui::ConnectDialog::Request request = cloudly::test::ConsoleTestBed::adminRequest(server.url());
    console.window()->sessionController()->connectTo(request);
    InventoryRefresher* refresher = console.window()->services().refresher.get();
    QTRY_VERIFY_WITH_TIMEOUT(refresher->freshness(InventoryRefresher::Resource::Deployments).isLoaded() &&
                                 refresher->freshness(InventoryRefresher::Resource::Clusters).isLoaded(),
                             15000);
    QTRY_VERIFY(overview->counts().tile(QStringLiteral("tasks.status"))->numbers.size() > 1);
    QTRY_VERIFY(!overview->counts().tile(QStringLiteral("nodes"))->numbers.isEmpty());

    // Freshness on the polled tiles; the failed count is a link.
    QVERIFY(overview->freshnessBar(QStringLiteral("tasks.status")));
    QVERIFY(!overview->freshnessBar(QStringLiteral("tasks.status"))->text().isEmpty());
    const cloudly::core::OverviewTile* byStatus = overview->counts().tile(QStringLiteral("tasks.status"));
    int failedIndex = -1;
    for (int i = 0; i < byStatus->numbers.size(); ++i)
        if (byStatus->numbers.at(i).link.filter == QLatin1String("status:failed"))
            failedIndex = i;
    QVERIFY(failedIndex >= 0);
    const qint64 failed = byStatus->numbers.at(failedIndex).value;
    QVERIFY(failed > 0); // the fixture has failed tasks
    const QList<QPushButton*> buttons = overview->numbers(QStringLiteral("tasks.status"))->buttons();
    QCOMPARE(buttons.size(), byStatus->numbers.size());
    QPushButton* failedButton = buttons.at(failedIndex);
    QCOMPARE(failedButton->text(), QString::number(failed));
    // Each number is a control of its own that says what it counts and where it leads, and bad news is
    // said in words (and bold), not by colour alone.
    QVERIFY(failedButton->focusPolicy() & Qt::TabFocus);
    QCOMPARE(
        failedButton->accessibleName(),
        QStringLiteral("%1 failed (needs attention), Runtime tasks by status; opens the Runtime tasks list "
                       "filtered by status:failed")
            .arg(failed));
    QVERIFY(failedButton->font().bold());

    // Clicking it opens the tasks page with that filter and that many rows.
    failedButton->click();
    cloudly::ui::TasksView* tasks = console.window()->pages()->tasksView();
    QCOMPARE(console.window()->mainWindow()->currentPage(), tasks);
    QCOMPARE(tasks->filterEdit()->text(), QStringLiteral("status:failed"));
    QTRY_COMPARE(static_cast<qint64>(tasks->proxy()->rowCount()), failed);

    // Offline nodes open the clusters page filtered.
    console.window()->mainWindow()->showPage(overview);
    const cloudly::core::OverviewTile* nodes = overview->counts().tile(QStringLiteral("nodes"));
    QCOMPARE(nodes->numbers.at(1).link.filter, QStringLiteral("status:offline"));
    overview->activate(QStringLiteral("nodes"), 1);
    QCOMPARE(console.window()->mainWindow()->currentPage(), console.window()->pages()->clustersView());
    QCOMPARE(console.window()->pages()->clustersView()->filterEdit()->text(),
             QStringLiteral("status:offline"));

    // The sparklines fill from the metrics history.
    cloudly::ui::Sparkline* spark = overview->sparkline(QStringLiteral("tasks.status"));
    QVERIFY(spark);
    QTRY_VERIFY_WITH_TIMEOUT(spark->segmentCount() >= 1, 10000);
}

QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
