// The overview's feature tiles and links (issue 15): the backup coverage and BaseOS fleet tiles count what
// the Backups and Fleet pages hold, and each of their numbers, applied as its link says to the real
// Services / Fleet page, shows exactly that many rows; the preflight and alert numbers open the receipt
// history and the alerts page filtered to exactly what was counted. A server without the seed-004 methods
// gets a plain "does not offer" text on those tiles. Every tile has a sparkline fed by the metrics history.
#include "consoletestbed.h"
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/demo/demopreflight.h"
#include "core/demo/demoserver.h"
#include "core/filter/filterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/preflight/receiptstore.h"
#include "ui/alerts/alertspage.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/backups/backupspage.h"
#include "ui/charts/sparkline.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/fleet/fleetpage.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/servicesview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewnumbers.h"
#include "ui/overview/overviewpage.h"
#include "ui/pages/featurepages.h"
#include "ui/preflight/receipthistoryview.h"
#include "ui/services/consoleservices.h"

#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace cloudly;
using cloudly::core::DemoServer;
using cloudly::core::OverviewTile;
using cloudly::ui::ConsoleApp;
using cloudly::ui::OverviewPage;

namespace {
ui::ConnectDialog::Request demoRequest(const DemoServer& server)
{
    cloudly::ui::ConnectDialog::Request request = cloudly::test::ConsoleTestBed::adminRequest(server.url());
    return request;
}

QJsonObject fixture(const QString& name)
{
    QFile f(QStringLiteral(":/fixtures/") + name);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

// An overview beside the console's own, on the console's inventory hub.
std::unique_ptr<OverviewPage> attachedOverview(ConsoleApp& console)
{
    auto overview = std::make_unique<OverviewPage>(
        console.window()->services().refresher.get(), console.window()->services().metrics.get(),
        console.window()->services().receipts.get(), console.window()->services().alerts.get());
    overview->attachHub(console.window()->services().hub.get());
    return overview;
}

// The (page, filter) a number's link asks for, as the page's signal says it.
std::pair<QString, QString> linkOf(OverviewPage& overview, const QString& tile, int index)
{
    QSignalSpy spy(&overview, &OverviewPage::linkActivated);
    overview.activate(tile, index);
    if (spy.count() != 1)
        return {};
    return {spy.first().at(0).toString(), spy.first().at(1).toString()};
}
} // namespace

class TestOverviewLinks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void backupAndFleetNumbersAreWhatTheirPagesShow();
    void preflightAndAlertNumbersOpenWhatWasCounted();
    void serverWithoutTheMethodsSaysSo();
};

void TestOverviewLinks::backupAndFleetNumbersAreWhatTheirPagesShow()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(300));
    QVERIFY(console.start());
    std::unique_ptr<OverviewPage> overview = attachedOverview(console);
    QVERIFY(overview->counts().tile(QStringLiteral("backups")));
    QVERIFY(overview->counts().tile(QStringLiteral("fleet")));
    console.window()->sessionController()->connectTo(demoRequest(server));
    QTRY_VERIFY_WITH_TIMEOUT(!overview->counts().tile(QStringLiteral("backups"))->numbers.isEmpty(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(!overview->counts().tile(QStringLiteral("fleet"))->numbers.isEmpty(), 15000);
    overview->refresh();

    // Backups: each verdict's number is the Services page's row count under its filter.
    ui::ServicesView* services = console.window()->pages()->servicesView();
    const OverviewTile* backups = overview->counts().tile(QStringLiteral("backups"));
    QCOMPARE(backups->numbers.size(), 5);
    qint64 failed = -1;
    for (int i = 0; i < backups->numbers.size(); ++i) {
        const core::OverviewNumber number = backups->numbers.at(i);
        const auto [page, filter] = linkOf(*overview, QStringLiteral("backups"), i);
        QCOMPARE(page, QStringLiteral("services"));
        QCOMPARE(filter, QStringLiteral("backup:") + number.label);
        services->setFilterText(filter);
        QVERIFY2(services->proxy()->rowCount() == number.value,
                 qPrintable(QStringLiteral("%1: Services shows %2, tile says %3")
                                .arg(filter)
                                .arg(services->proxy()->rowCount())
                                .arg(number.value)));
        if (number.label == QLatin1String("failed"))
            failed = number.value;
    }
    QVERIFY(failed > 0); // the demo's api service
    QVERIFY(
        overview->numbers(QStringLiteral("backups"))->text().contains(QStringLiteral("(needs attention)")));
    QVERIFY(overview->freshnessBar(QStringLiteral("backups")));
    QVERIFY(overview->freshnessBar(QStringLiteral("backups"))->freshness().isLoaded());

    // Fleet: each number is the Fleet page's node rows under its filter.
    ui::FleetPage* fleet = console.window()->pages()->fleetPage();
    const OverviewTile* fleetTile = overview->counts().tile(QStringLiteral("fleet"));
    bool sawStale = false;
    for (int i = 0; i < fleetTile->numbers.size(); ++i) {
        const core::OverviewNumber number = fleetTile->numbers.at(i);
        const auto [page, filter] = linkOf(*overview, QStringLiteral("fleet"), i);
        QCOMPARE(page, QStringLiteral("fleet"));
        fleet->setFilterText(filter);
        const int shown = fleet->nodesTable()->model()->rowCount();
        QVERIFY2(shown == number.value, qPrintable(QStringLiteral("%1 (%2): Fleet shows %3, tile says %4")
                                                       .arg(number.label, filter)
                                                       .arg(shown)
                                                       .arg(number.value)));
        sawStale = sawStale || (filter == QLatin1String("stale:yes") && shown > 0);
    }
    QVERIFY(sawStale);
    QVERIFY(overview->freshnessBar(QStringLiteral("fleet"))->freshness().isLoaded());

    // Their counts reach the metrics history with the task polls: the sparklines fill.
    core::MetricsFeed* metrics = console.window()->services().metrics.get();
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            metrics->flush();
            return !metrics->history()->countSeries(QStringLiteral("backup.attention")).isEmpty() &&
                   !metrics->history()->countSeries(QStringLiteral("fleet.attention")).isEmpty();
        }(),
        15000);
    const core::MetricSeries attention = metrics->history()->countSeries(QStringLiteral("backup.attention"));
    qint64 notOk = 0;
    for (const core::OverviewNumber& n : overview->counts().tile(QStringLiteral("backups"))->numbers)
        notOk += n.attention ? n.value : 0;
    QCOMPARE(attention.last().last().value, static_cast<double>(notOk));
    for (const OverviewTile& tile : overview->counts().tiles)
        QVERIFY2(overview->sparkline(tile.id), qPrintable(tile.id));
    QTRY_VERIFY_WITH_TIMEOUT(overview->sparkline(QStringLiteral("backups"))->segmentCount() >= 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(overview->sparkline(QStringLiteral("fleet"))->segmentCount() >= 1, 10000);

    // With CLOUDLY_SCREENSHOT_DIR set: the overview at 1280 px, to look at.
    const QString dir = qEnvironmentVariable("CLOUDLY_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        overview->resize(1280, 760);
        overview->show();
        QVERIFY(QTest::qWaitForWindowExposed(overview.get()));
        QTest::qWait(300);
        QVERIFY(overview->grab().save(dir + QStringLiteral("/overview-1280.png")));
    }
}

void TestOverviewLinks::preflightAndAlertNumbersOpenWhatWasCounted()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    ConsoleApp console(bed.options(300));
    QVERIFY(console.start());
    OverviewPage* overview = console.window()->pages()->overviewPage();

    // Receipts: svc-web GO over an older svc-web NO-GO; svc-api NO-GO; an unknown service NO-GO.
    core::DemoData data;
    QString error;
    QVERIFY2(data.loadFile(core::DemoData::defaultFixturePath(), &error), qPrintable(error));
    core::DemoAuth auth(data.users());
    core::DemoPreflight engine(data, auth);
    const QDateTime base = QDateTime::currentDateTimeUtc().addSecs(-600);
    const auto receipt = [&](QJsonObject request, const QString& service, int minutes) {
        if (!service.isEmpty())
            request.insert(QStringLiteral("serviceId"), service);
        const QJsonObject report = engine.evaluate(request, QStringLiteral("u-admin"), 1767225600000).report;
        return core::preflight::Receipt::create(QStringLiteral("ws://127.0.0.1:1/"), QStringLiteral("admin"),
                                                request, report, base.addSecs(60 * minutes));
    };
    core::preflight::ReceiptStore* store = console.window()->services().receipts.get();
    const QJsonObject go = fixture(QStringLiteral("preflight-go.json"));
    const QJsonObject noGo = fixture(QStringLiteral("preflight-nogo.json"));
    QVERIFY(!go.isEmpty() && !noGo.isEmpty());
    const QList<core::preflight::Receipt> made{receipt(noGo, QStringLiteral("svc-web"), 1),
                                               receipt(go, {}, 2), receipt(noGo, {}, 3),
                                               receipt(go, QStringLiteral("svc-nope"), 4)};
    QVERIFY(!made.at(0).isGo());
    QVERIFY(made.at(1).isGo());
    QVERIFY(!made.at(3).isGo());
    for (const core::preflight::Receipt& r : made)
        QVERIFY(store->save(r).ok);

    // Alerts of every kind, raised by the console's engine as the pages would.
    core::AlertEngine* alerts = console.window()->services().alerts.get();
    alerts->setWatched(QStringLiteral("svc-web"), true);
    alerts->setWatched(QStringLiteral("svc-api"), true);
    alerts->addPreflightResult(QStringLiteral("svc-api"), QStringLiteral("api"), false, made.at(2).id,
                               QStringLiteral("SOME_BLOCKER"));
    core::BackupCoverage bad;
    bad.serviceId = QStringLiteral("svc-web");
    bad.verdict = core::BackupCoverage::Verdict::Failed;
    core::BackupCoverage stale = bad;
    stale.serviceId = QStringLiteral("svc-api");
    stale.verdict = core::BackupCoverage::Verdict::Stale;
    alerts->updateBackupCoverage({bad, stale});
    QTRY_VERIFY(!overview->counts().tile(QStringLiteral("alerts"))->numbers.isEmpty());
    overview->refresh();

    // Preflight: the receipt history, filtered as the link says, lists exactly the counted receipts.
    auto* history = console.window()->mainWindow()->findChild<ui::ReceiptHistoryView*>();
    QVERIFY(history);
    history->refresh();
    const OverviewTile* preflight = overview->counts().tile(QStringLiteral("preflight"));
    QCOMPARE(preflight->numbers.size(), 2);
    for (int i = 0; i < preflight->numbers.size(); ++i) {
        const auto [page, filter] = linkOf(*overview, QStringLiteral("preflight"), i);
        QCOMPARE(page, QStringLiteral("preflight"));
        QVERIFY2(history->setFilterText(filter, &error), qPrintable(error));
        QCOMPARE(static_cast<qint64>(history->shownCount()), preflight->numbers.at(i).value);
        QCOMPARE(history->filterBox()->currentData().toString(), filter); // the box says what is shown
    }
    QVERIFY(preflight->numbers.at(1).value >= 2); // NO-GO: svc-api, svc-nope (svc-web's latest is GO)
    QVERIFY(!history->setFilterText(QStringLiteral("decision:perhaps"), &error));
    QVERIFY2(error.contains(QStringLiteral("decision:perhaps")), qPrintable(error));
    QVERIFY(history->setFilterText(QString()));
    QCOMPARE(history->shownCount(), history->list()->topLevelItemCount());

    // Alerts: the alerts page, filtered as the link says, shows exactly that many.
    ui::AlertsPage* alertsPage = console.window()->pages()->alertsPage();
    const OverviewTile* alertTile = overview->counts().tile(QStringLiteral("alerts"));
    QCOMPARE(alertTile->numbers.size(), 4);
    qint64 total = 0;
    for (int i = 0; i < alertTile->numbers.size(); ++i) {
        const auto [page, filter] = linkOf(*overview, QStringLiteral("alerts"), i);
        QCOMPARE(page, QStringLiteral("alerts"));
        QVERIFY(filter.startsWith(QStringLiteral("kind:")));
        QVERIFY2(alertsPage->setFilterText(filter, &error), qPrintable(error));
        QCOMPARE(static_cast<qint64>(alertsPage->shownCount()), alertTile->numbers.at(i).value);
        QCOMPARE(alertsPage->kindBox()->currentData().toString(), filter);
        total += alertTile->numbers.at(i).value;
    }
    QCOMPARE(alertTile->numbers.at(3).value, 2); // backup coverage: failed and stale
    QCOMPARE(alertTile->numbers.at(2).value, 1); // preflight NO-GO
    QCOMPARE(total, static_cast<qint64>(alerts->alerts().size()));
    QVERIFY(!alertsPage->setFilterText(QStringLiteral("kind:nonsense"), &error));
    QVERIFY(alertsPage->setFilterText(QString()));
    QCOMPARE(alertsPage->shownCount(), static_cast<int>(alerts->alerts().size()));
}

void TestOverviewLinks::serverWithoutTheMethodsSaysSo()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    core::DemoOptions options;
    options.fleetMethods = false;
    DemoServer server(options);
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp console(bed.options(300));
    QVERIFY(console.start());
    std::unique_ptr<OverviewPage> overview = attachedOverview(console);
    console.window()->sessionController()->connectTo(demoRequest(server));
    QTRY_VERIFY_WITH_TIMEOUT(overview->counts()
                                 .tile(QStringLiteral("backups"))
                                 ->emptyText.contains(QStringLiteral("does not offer backups")),
                             15000);
    QTRY_VERIFY_WITH_TIMEOUT(overview->counts()
                                 .tile(QStringLiteral("fleet"))
                                 ->emptyText.contains(QStringLiteral("does not offer BaseOS nodes")),
                             15000);
    overview->refresh();
    const QString shown = overview->numbers(QStringLiteral("backups"))->text();
    QVERIFY2(shown.contains(QStringLiteral("does not offer backups")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("getBackups")), qPrintable(shown));
    QVERIFY(overview->counts().tile(QStringLiteral("backups"))->numbers.isEmpty());
    QVERIFY(!overview->freshnessBar(QStringLiteral("backups"))->isStale()); // not an error of the data
    // The rest of the overview works.
    QTRY_VERIFY_WITH_TIMEOUT(!overview->counts().tile(QStringLiteral("tasks.status"))->numbers.isEmpty(),
                             15000);
}

QTEST_MAIN(TestOverviewLinks)
#include "tst_overviewlinks.moc"
