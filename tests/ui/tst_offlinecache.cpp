// The offline cache end to end against the Node reference peer: the console connects and loads the
// inventory, the cache is written (no secret in it), the peer is stopped and the console objects are built
// again — the cached inventory is shown, read-only and marked "offline — cached … ago" — and when the peer
// comes back on the same port, live data replaces the cache.
#include "consoletestbed.h"
#include "core/cache/inventorycache.h"
#include "core/cache/offlinecache.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/backupsmodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/model/volumesmodel.h"
#include "core/net/typedsocketclient.h"
#include "core/session/profilestore.h"
#include "core/session/secretstore.h"
#include "serverprocess.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/backups/backupspage.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/fleet/fleetpage.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/servicesview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/preflight/preflightcontroller.h"
#include "ui/services/consoleservices.h"
#include "ui/settings/settingspage.h"
#include "ui/volumes/volumespage.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using cloudly::core::InventoryRefresher;
using cloudly::test::ServerProcess;
using cloudly::ui::ConsoleApp;
using R = InventoryRefresher::Resource;

namespace {

bool allLive(const InventoryRefresher* r)
{
    for (R res : {R::Services, R::Deployments, R::Clusters, R::Images}) {
        if (!r->freshness(res).isLoaded() || r->freshness(res).isStale() || r->isCached(res))
            return false;
    }
    return true;
}

void fastReconnect(ConsoleApp& console)
{
    cloudly::core::TypedSocketClient::Options options = console.window()->services().client.get()->options();
    options.initialBackoffMs = 200;
    options.maxBackoffMs = 800;
    console.window()->services().client.get()->setOptions(options);
}

} // namespace

class TestOfflineCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void cachedInventoryShownWhileThePeerIsGone();
};

void TestOfflineCache::cachedInventoryShownWhileThePeerIsGone()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    ServerProcess peer(ServerProcess::Kind::NodePeer);
    QVERIFY2(peer.start(), qPrintable(peer.error()));
    const quint16 port = peer.port();

    ConsoleApp::Options options = bed.options();
    cloudly::ui::ConnectDialog::Request request =
        cloudly::test::ConsoleTestBed::adminRequest(peer.url(), QStringLiteral("peer-prod"));

    int liveRows = 0;
    {
        ConsoleApp console(options);
        QVERIFY(console.start());
        console.window()->sessionController()->connectTo(request);
        QTableView* table = console.window()->pages()->servicesView()->table();
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 12, 20000);
        liveRows = table->model()->rowCount();
        QTRY_VERIFY_WITH_TIMEOUT(allLive(console.window()->services().refresher.get()), 15000);
        // Backups, the BaseOS fleet and the (masked) server settings are loaded live too.
        cloudly::ui::FeaturePages* fleet = console.window()->pages();
        QTRY_COMPARE_WITH_TIMEOUT(fleet->backupsPage()->model()->rowCount(), 8, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(fleet->fleetPage()->nodesModel()->rowCount(), 4, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(fleet->fleetPage()->buildsModel()->rowCount(), 4, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(fleet->serverSettingsPage()->feed()->state(),
                                  cloudly::core::FeatureFeed::State::Loaded, 15000);
        QCOMPARE(console.window()->services().offline.get()->features().size(),
                 3); // never the settings' feed
        QTRY_VERIFY_WITH_TIMEOUT(console.window()->services().offline.get()->writeCount() >= 1,
                                 10000); // first write ~1 s in
        QVERIFY(!console.window()->services().offline.get()->showingCache());
        QVERIFY(console.window()->services().offline->statusText().isEmpty());
        auto* offline = console.window()->mainWindow()->findChild<QLabel*>(QStringLiteral("offlineStatus"));
        QVERIFY(offline && !offline->isVisible());
    } // quit: flushed

    // On disk: the peer's inventory, without a secret.
    const cloudly::core::InventoryCache store(options.dataDirectory);
    QFile file(store.pathFor(QStringLiteral("peer-prod")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("svc-web"));
    QVERIFY(bytes.contains("NODE_ENV"));
    for (const char* value :
         {"https://www.demo.serve.zone", "search,export", "rs0", "STORAGE_CLASS\":\"standard"})
        QVERIFY2(!bytes.contains(value), value);     // environment values
    QVERIFY(bytes.contains("STORAGE_CLASS\":\"\"")); // the name, with an empty value
    QVERIFY(!bytes.contains("demo-acme-secret"));    // acmeInfo.serverSecret
    QVERIFY(!bytes.contains("\"jwt\""));
    QVERIFY(!bytes.contains("deploymentLog"));
    // Backups and the BaseOS fleet are in it; the masked server settings never are.
    for (const char* kept : {"bk-api-0002", "bk-cores3-0001", "bos-edge-01", "bld-0002"})
        QVERIFY2(bytes.contains(kept), kept);
    for (const char* masked : {"****3f9a", "3f9a", "****c21d", "hetznerToken", "cloudflareToken"})
        QVERIFY2(!bytes.contains(masked), masked);
    QVERIFY(!bytes.contains("nodeToken"));
    file.close();

    // The peer is gone; the console starts again (with the profile used last, its secret from the store)
    // and cannot reach it.
    peer.stop();
    options.showConnectDialog = true;
    ConsoleApp console(options);
    QCOMPARE(console.window()->services().profiles.get()->lastUsed(), QStringLiteral("peer-prod"));
    fastReconnect(console);
    QVERIFY(console.start());
    QTRY_VERIFY_WITH_TIMEOUT(console.window()->services().offline.get()->showingCache(), 15000);
    QCOMPARE(console.window()->sessionController()->profileKey(), QStringLiteral("peer-prod"));
    QVERIFY(!console.window()->mainWindow()->findChild<cloudly::ui::ConnectDialog*>()); // not asked: one step
    QTableView* table = console.window()->pages()->servicesView()->table();
    QCOMPARE(table->model()->rowCount(), liveRows);
    QVERIFY(console.window()->pages()->servicesView()->isStale());
    QVERIFY2(console.window()->pages()->servicesView()->dataStatusText().contains(
                 QStringLiteral(", stale: offline — cached ")),
             qPrintable(console.window()->pages()->servicesView()->dataStatusText()));
    QVERIFY(
        console.window()->services().offline->statusText().startsWith(QStringLiteral("offline — cached ")));
    QVERIFY(console.window()->services().offline->statusText().endsWith(QStringLiteral(" ago")));
    auto* offline = console.window()->mainWindow()->findChild<QLabel*>(QStringLiteral("offlineStatus"));
    QVERIFY(offline);
    QVERIFY(offline->isVisible());
    QVERIFY2(offline->text().contains(QStringLiteral("(read-only)")), qPrintable(offline->text()));
    if (const QString shots = qEnvironmentVariable("CLOUDLY_SCREENSHOT_DIR"); !shots.isEmpty()) {
        QTest::qWait(300);
        console.window()->mainWindow()->grab().save(QDir(shots).filePath(QStringLiteral("offline.png")));
    }
    InventoryRefresher* refresher = console.window()->services().refresher.get();
    for (R r : {R::Services, R::Deployments, R::Clusters, R::Images}) {
        QVERIFY(refresher->isCached(r));
        QVERIFY(refresher->freshness(r).isStale());
    }
    QVERIFY(!refresher->deployments().isEmpty());
    QVERIFY(!refresher->clusters().isEmpty());
    // Backups, volumes (the cached services') and the BaseOS fleet are shown from the cache, marked offline
    // like the other pages; the server settings page has nothing (never cached).
    cloudly::ui::FeaturePages* fleet = console.window()->pages();
    QCOMPARE(fleet->backupsPage()->model()->rowCount(), 8);
    QVERIFY(fleet->backupsPage()->feed()->isCached());
    QVERIFY(fleet->backupsPage()->freshnessBar()->isStale());
    QVERIFY2(fleet->backupsPage()->freshnessBar()->text().contains(QStringLiteral("offline")),
             qPrintable(fleet->backupsPage()->freshnessBar()->text()));
    QVERIFY(fleet->volumesPage()->model()->rowCount() >= 7);
    QCOMPARE(fleet->fleetPage()->nodesModel()->rowCount(), 4);
    QCOMPARE(fleet->fleetPage()->buildsModel()->rowCount(), 4);
    QVERIFY(fleet->fleetPage()->freshnessBar()->isStale());
    QVERIFY(!fleet->serverSettingsPage()->feed()->freshness().isLoaded());
    // Read-only: nothing can be sent to a server that is not there.
    QVERIFY(!console.window()->pages()->preflight()->blockedReason().isEmpty());
    QVERIFY(!console.window()->mainWindow()->refreshAction()->isEnabled());
    // The cache was not re-saved as if it were live.
    QCOMPARE(console.window()->services().offline.get()->writeCount(), 0);

    // The peer is back on the same port: live data replaces the cache.
    ServerProcess again(ServerProcess::Kind::NodePeer);
    QVERIFY2(again.start(port), qPrintable(again.error()));
    QTRY_VERIFY_WITH_TIMEOUT(!console.window()->services().offline.get()->showingCache(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(allLive(refresher), 15000);
    QVERIFY(!console.window()->pages()->servicesView()->isStale());
    QVERIFY(console.window()->services().offline->statusText().isEmpty());
    QVERIFY(!offline->isVisible());
    QCOMPARE(table->model()->rowCount(), liveRows);
    QTRY_VERIFY_WITH_TIMEOUT(!fleet->backupsPage()->feed()->isCached(), 15000);
    QVERIFY(!fleet->backupsPage()->freshnessBar()->isStale());
    QCOMPARE(fleet->backupsPage()->model()->rowCount(), 8);
}

QTEST_MAIN(TestOfflineCache)
#include "tst_offlinecache.moc"
