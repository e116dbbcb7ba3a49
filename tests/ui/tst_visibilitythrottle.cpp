// Issue 17: the console polls less while its window is minimised or hidden, says so in the status bar, and
// catches up at once when the window is shown again.
#include "consoletestbed.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryrefresher.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/app/visibilitythrottle.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QLabel>
#include <QTest>

using cloudly::core::InventoryRefresher;
using cloudly::ui::ConsoleApp;
using cloudly::ui::VisibilityThrottle;

class TestVisibilityThrottle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void hiddenOrMinimisedWindowPollsLessAndCatchesUpWhenShown();
};

void TestVisibilityThrottle::hiddenOrMinimisedWindowPollsLessAndCatchesUpWhenShown()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    cloudly::core::DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    const int visibleMs = 20000; // long: a call soon after showing can only be the catch-up
    ConsoleApp console(bed.options(visibleMs));
    QVERIFY(console.start());
    cloudly::ui::ConnectDialog::Request request = cloudly::test::ConsoleTestBed::adminRequest(server.url());
    console.window()->sessionController()->connectTo(request);
    InventoryRefresher* refresher = console.window()->services().refresher.get();
    QTRY_VERIFY_WITH_TIMEOUT(refresher->freshness(InventoryRefresher::Resource::Services).isLoaded(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(!refresher->isInFlight(InventoryRefresher::Resource::Services), 5000);

    VisibilityThrottle* throttle = console.window()->visibilityThrottle();
    QVERIFY(throttle);
    auto* label = console.window()->mainWindow()->findChild<QLabel*>(QStringLiteral("pollingStatus"));
    QVERIFY(label);
    QVERIFY(!throttle->isThrottled());
    QCOMPARE(refresher->interval(), visibleMs);
    QVERIFY(label->isHidden());

    // Hidden: the slow interval, and the status bar says so.
    console.window()->mainWindow()->hide();
    QTRY_VERIFY(throttle->isThrottled());
    QCOMPARE(refresher->interval(), VisibilityThrottle::DefaultHiddenIntervalMs);
    QCOMPARE(label->text(), QStringLiteral("Hidden: polling every 60 s"));
    QVERIFY(!label->isHidden());

    // Shown again: the old interval and one refresh at once.
    const int callsBefore = refresher->callCount(InventoryRefresher::Resource::Services);
    console.window()->mainWindow()->show();
    QTRY_VERIFY(!throttle->isThrottled());
    QCOMPARE(refresher->interval(), visibleMs);
    QVERIFY(label->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(refresher->callCount(InventoryRefresher::Resource::Services) > callsBefore,
                             5000);

    // Minimised counts as not visible too.
    console.window()->mainWindow()->showMinimized();
    QTRY_VERIFY(throttle->isThrottled());
    QCOMPARE(refresher->interval(), VisibilityThrottle::DefaultHiddenIntervalMs);
    QCOMPARE(label->text(), QStringLiteral("Minimised: polling every 60 s"));
    console.window()->mainWindow()->showNormal();
    QTRY_VERIFY(!throttle->isThrottled());
    QCOMPARE(refresher->interval(), visibleMs);
}

QTEST_MAIN(TestVisibilityThrottle)
#include "tst_visibilitythrottle.moc"
