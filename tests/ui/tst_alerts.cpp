// Alerts end to end: a service is watched from the services page's context menu (persisted for the
// profile), the server's runtime tasks of that service turn failed/unhealthy (the in-process demo server
// is replaced, on the same port, by one serving a changed fixture), and the console raises alerts: listed
// on the alerts page with time, service and what changed, and one desktop notification for the burst —
// with no system tray (offscreen) the list is where they show.
#include "consoletestbed.h"
#include "core/alerts/alertengine.h"
#include "core/alerts/alertlistmodel.h"
#include "core/alerts/watchstore.h"
#include "core/demo/demodata.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/servicesmodel.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "ui/alerts/alertnotifier.h"
#include "ui/alerts/alertspage.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/servicesview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/preflight/preflightcontroller.h"
#include "ui/services/consoleservices.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using cloudly::core::Alert;
using cloudly::core::AlertListModel;
using cloudly::core::DemoServer;
using cloudly::core::InventoryRefresher;
using cloudly::ui::ConsoleApp;

namespace {

// The bundled fixture with two of svc-web's tasks broken: d-web-prod-2 failed, d-web-edge-1 unhealthy.
QString writeBrokenFixture(const QTemporaryDir& dir)
{
    QFile in(cloudly::core::DemoData::defaultFixturePath());
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray deployments = root.value(QStringLiteral("deployments")).toArray();
    for (qsizetype i = 0; i < deployments.size(); ++i) {
        QJsonObject d = deployments.at(i).toObject();
        const QString id = d.value(QStringLiteral("id")).toString();
        if (id == QLatin1String("d-web-prod-2")) {
            d.insert(QStringLiteral("status"), QStringLiteral("failed"));
            d.insert(QStringLiteral("healthStatus"), QStringLiteral("unhealthy"));
        } else if (id == QLatin1String("d-web-edge-1")) {
            d.insert(QStringLiteral("healthStatus"), QStringLiteral("unhealthy"));
        } else if (id == QLatin1String("d-api-prod-1")) {
            d.insert(QStringLiteral("status"), QStringLiteral("failed")); // not watched: no alert
        }
        deployments.replace(i, d);
    }
    root.insert(QStringLiteral("deployments"), deployments);
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QJsonDocument(root).toJson());
    return path;
}

bool deploymentsLive(const ConsoleApp& console)
{
    const auto f =
        console.window()->services().refresher.get()->freshness(InventoryRefresher::Resource::Deployments);
    return f.isLoaded() && !f.isStale();
}

} // namespace

class TestAlerts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }
    void taskTurningFailedRaisesAnAlert();
    void watchedPreflightTurningNoGoRaisesAnAlert();
};

void TestAlerts::taskTurningFailedRaisesAnAlert()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString broken = writeBrokenFixture(dir);
    QVERIFY(!broken.isEmpty());

    auto healthy = std::make_unique<DemoServer>();
    QVERIFY2(healthy->listen(), qPrintable(healthy->errorString()));
    const quint16 port = healthy->port();

    cloudly::core::MemorySecretStore secrets;
    ConsoleApp::Options options;
    options.showConnectDialog = false;
    options.refreshIntervalMs = 200;
    options.dataDirectory = dir.filePath(QStringLiteral("data"));
    options.settingsPath = dir.filePath(QStringLiteral("settings.ini"));
    options.secretStore = &secrets;
    ConsoleApp console(options);
    QVERIFY(console.start());
    cloudly::ui::ConnectDialog::Request request =
        cloudly::test::ConsoleTestBed::adminRequest(healthy->url(), QStringLiteral("alerts-test"));
    console.window()->sessionController()->connectTo(request);
    QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                              20000);
    QTRY_VERIFY_WITH_TIMEOUT(deploymentsLive(console), 10000);
    cloudly::core::AlertEngine* engine = console.window()->services().alerts.get();
    QVERIFY(engine->alerts().isEmpty()); // d-worker-prod-3 was already failed: the baseline, no alert

    // Watch svc-web from the services page's context menu.
    cloudly::ui::ServicesView* view = console.window()->pages()->servicesView();
    std::unique_ptr<QMenu> menu(view->createContextMenu(QStringLiteral("svc-web"), nullptr));
    QAction* watch = menu->findChild<QAction*>(QStringLiteral("watchService"));
    QVERIFY(watch);
    QCOMPARE(watch->text(), QStringLiteral("Watch service"));
    watch->trigger();
    QVERIFY(engine->isWatched(QStringLiteral("svc-web")));
    QVERIFY(view->isWatched(QStringLiteral("svc-web")));
    QCOMPARE(cloudly::core::WatchStore(options.settingsPath).watchedServices(QStringLiteral("alerts-test")),
             QStringList{QStringLiteral("svc-web")});
    QListWidget* watchedList = console.window()->pages()->alertsPage()->watchedList();
    QCOMPARE(watchedList->count(), 1);
    QCOMPARE(watchedList->item(0)->text(), QStringLiteral("web (svc-web)"));
    // The row is marked in the table.
    QAbstractItemModel* proxy = view->table()->model();
    bool marked = false;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const QModelIndex name = proxy->index(row, cloudly::core::ServicesModel::Name);
        if (name.data(cloudly::core::ServicesModel::IdRole).toString() == QLatin1String("svc-web"))
            marked = !name.data(Qt::DecorationRole).isNull();
    }
    QVERIFY(marked);
    std::unique_ptr<QMenu> again(view->createContextMenu(QStringLiteral("svc-web"), nullptr));
    QCOMPARE(again->findChild<QAction*>(QStringLiteral("watchService"))->text(),
             QStringLiteral("Stop watching service"));

    // The server now reports two of svc-web's tasks broken (and one of svc-api, which is not watched).
    healthy->close();
    healthy.reset();
    cloudly::core::DemoOptions brokenOptions;
    brokenOptions.fixturePath = broken;
    DemoServer changed(brokenOptions);
    QVERIFY2(changed.listen(QHostAddress::LocalHost, port), qPrintable(changed.errorString()));
    QSignalSpy notified(console.window()->pages()->notifier(), &cloudly::ui::AlertNotifier::notified);
    // No manual reconnect: the console reconnects by itself, and as the restarted server no longer accepts
    // the old identity, the session logs in again once on its own and the refresh goes on.
    QTRY_COMPARE_WITH_TIMEOUT(engine->alerts().size(), 2, 20000);
    QCOMPARE(console.window()->services().session.get()->renewalCount(), 1);
    QVERIFY(console.window()->services().session.get()->isAuthenticated());

    const Alert failed = engine->alerts().at(0);
    QCOMPARE(failed.kind, Alert::Kind::TaskFailed);
    QCOMPARE(failed.serviceId, QStringLiteral("svc-web"));
    QCOMPARE(failed.serviceName, QStringLiteral("web"));
    QCOMPARE(failed.subject, QStringLiteral("d-web-prod-2"));
    QCOMPARE(failed.before, QStringLiteral("running"));
    QCOMPARE(failed.after, QStringLiteral("failed"));
    QVERIFY(failed.time.secsTo(QDateTime::currentDateTime()) < 60);
    const Alert unhealthy = engine->alerts().at(1);
    QCOMPARE(unhealthy.kind, Alert::Kind::TaskUnhealthy);
    QCOMPARE(unhealthy.subject, QStringLiteral("d-web-edge-1"));

    // One notification for the burst; no tray offscreen, so the page says where alerts are.
    QCOMPARE(notified.count(), 1);
    QCOMPARE(console.window()->pages()->notifier()->shownCount(), 1);
    QCOMPARE(console.window()->pages()->notifier()->lastNotification().title,
             QStringLiteral("web: Task failed"));
    QVERIFY2(console.window()->pages()->notifier()->lastNotification().body.endsWith(
                 QStringLiteral(" and 1 more")),
             qPrintable(console.window()->pages()->notifier()->lastNotification().body));
    if (!console.window()->pages()->notifier()->trayAvailable()) {
        auto* status =
            console.window()->pages()->alertsPage()->findChild<QLabel*>(QStringLiteral("notificationStatus"));
        QVERIFY(status);
        QVERIFY(status->text().startsWith(QStringLiteral("No system tray is available")));
    }

    // Listed on the alerts page, newest first, with time, service and what changed.
    AlertListModel* model = console.window()->pages()->alertsPage()->model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(1, AlertListModel::Service).data().toString(), QStringLiteral("web"));
    QCOMPARE(model->index(1, AlertListModel::Event).data().toString(), QStringLiteral("Task failed"));
    QVERIFY2(model->index(1, AlertListModel::Change)
                 .data()
                 .toString()
                 .contains(QStringLiteral("d-web-prod-2 on node ")),
             qPrintable(model->index(1, AlertListModel::Change).data().toString()));
    QVERIFY(model->index(1, AlertListModel::Change)
                .data()
                .toString()
                .endsWith(QStringLiteral("running → failed")));
    QVERIFY(!model->index(1, AlertListModel::Time).data().toString().isEmpty());
    QCOMPARE(model->index(0, AlertListModel::Notified).data().toString(), QStringLiteral("yes"));

    if (const QString shots = qEnvironmentVariable("CLOUDLY_SCREENSHOT_DIR"); !shots.isEmpty()) {
        console.window()->mainWindow()->showPage(console.window()->pages()->alertsPage());
        QTest::qWait(300);
        console.window()->mainWindow()->grab().save(shots + QStringLiteral("/alerts.png"));
    }

    // Still broken on the next refreshes: no new alerts.
    QTest::qWait(800);
    QCOMPARE(engine->alerts().size(), 2);

    // Unwatch from the alerts page.
    watchedList->item(0)->setSelected(true);
    auto* unwatch =
        console.window()->pages()->alertsPage()->findChild<QPushButton*>(QStringLiteral("unwatch"));
    QVERIFY(unwatch && unwatch->isEnabled());
    unwatch->click();
    QVERIFY(!engine->isWatched(QStringLiteral("svc-web")));
    QVERIFY(cloudly::core::WatchStore(options.settingsPath)
                .watchedServices(QStringLiteral("alerts-test"))
                .isEmpty());
}

void TestAlerts::watchedPreflightTurningNoGoRaisesAnAlert()
{
    // A real preflight through the console's PreflightController against the demo server: svc-api's
    // NO-GO request (resources/fixtures/preflight-nogo.json), with svc-api watched.
    QTemporaryDir dir;
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    cloudly::core::MemorySecretStore secrets;
    ConsoleApp::Options options;
    options.showConnectDialog = false;
    options.refreshIntervalMs = 500;
    options.dataDirectory = dir.filePath(QStringLiteral("data"));
    options.settingsPath = dir.filePath(QStringLiteral("settings.ini"));
    options.secretStore = &secrets;
    ConsoleApp console(options);
    QVERIFY(console.start());
    cloudly::ui::ConnectDialog::Request request =
        cloudly::test::ConsoleTestBed::adminRequest(server.url(), QStringLiteral("preflight-alerts"));
    console.window()->sessionController()->connectTo(request);
    QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                              20000);
    cloudly::core::AlertEngine* engine = console.window()->services().alerts.get();
    QSignalSpy added(engine, &cloudly::core::AlertEngine::alertAdded);

    QFile file(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/preflight-nogo.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject nogo = QJsonDocument::fromJson(file.readAll()).object();
    cloudly::ui::PreflightController* preflight = console.window()->pages()->preflight();
    QSignalSpy receipts(preflight, &cloudly::ui::PreflightController::receiptCreated);

    // Not watched yet: the NO-GO is remembered, but it is no alert.
    preflight->run(nogo);
    QTRY_COMPARE_WITH_TIMEOUT(receipts.count(), 1, 15000);
    QVERIFY(!preflight->lastReceipt()->isGo());
    QCOMPARE(added.count(), 0);

    // Watched, and a GO in between: the next NO-GO is a change and raises an alert.
    std::unique_ptr<QMenu> menu(
        console.window()->pages()->servicesView()->createContextMenu(QStringLiteral("svc-api"), nullptr));
    menu->findChild<QAction*>(QStringLiteral("watchService"))->trigger();
    QVERIFY(engine->isWatched(QStringLiteral("svc-api")));
    engine->addPreflightResult(QStringLiteral("svc-api"), QString(), true, QStringLiteral("earlier-go"));
    QTRY_VERIFY(!preflight->isRunning());
    preflight->run(nogo);
    QTRY_COMPARE_WITH_TIMEOUT(receipts.count(), 2, 15000);
    QCOMPARE(added.count(), 1);
    const Alert alert = engine->alerts().last();
    QCOMPARE(alert.kind, Alert::Kind::PreflightNoGo);
    QCOMPARE(alert.serviceId, QStringLiteral("svc-api"));
    QCOMPARE(alert.subject, preflight->lastReceipt()->id);
    QCOMPARE(alert.before, QStringLiteral("GO"));
    QVERIFY2(!alert.detail.isEmpty(), "the first blocker is named");
    QVERIFY2(alert.changeText().startsWith(QStringLiteral("preflight: GO → NO-GO (")),
             qPrintable(alert.changeText()));
    QCOMPARE(console.window()->pages()->notifier()->lastNotification().title,
             QStringLiteral("api: Preflight NO-GO"));
    QCOMPARE(
        console.window()->pages()->alertsPage()->model()->index(0, AlertListModel::Event).data().toString(),
        QStringLiteral("Preflight NO-GO"));
}

QTEST_MAIN(TestAlerts)
#include "tst_alerts.moc"
