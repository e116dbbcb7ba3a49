// The offline inventory cache: what is written (the server's JSON without a secret), atomic save and
// load round trip, corrupt and foreign files (a message, the file kept aside, no crash), and the
// OfflineCache controller against the in-process demo server: throttled writes after live refreshes,
// restore into a refresher that cannot reach its server (marked stale, "offline — cached … ago"), and
// live data replacing the cache.
#include "core/api/methods.h"
#include "core/cache/inventorycache.h"
#include "core/cache/offlinecache.h"
#include "core/demo/demoserver.h"
#include "core/ingest/deploymentingest.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "core/util/processmemory.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;
using R = InventoryRefresher::Resource;

namespace {

// A getDeployments response object as the server sends it, decoded the way the refresher does.
DeploymentTable tableOf(const QByteArray& response)
{
    DecodeErrors errors;
    DeploymentTable table = decodeDeploymentTable(JsonSlice{response, 0, response.size()}, errors);
    if (!errors.isEmpty())
        qWarning() << joinDecodeErrors(errors);
    return table;
}

// `count` tasks like deploymentJson() (with a log, resource usage and a nested credential), as reply bytes.
QByteArray manyTasks(int count)
{
    QByteArray out = "{\"deployments\":[";
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            out += ',';
        out += QStringLiteral(R"({"id":"d-%1","serviceId":"svc-%2","nodeId":"n-%3","usedImageId":"img",)"
                              R"("version":"1.2.%4","deployedAt":1714000000000,"status":"running",)"
                              R"("healthStatus":"healthy","containerId":"c0ffee%1",)"
                              R"("resourceUsage":{"cpuUsagePercent":12.5,"memoryUsedMB":256,)"
                              R"("lastUpdated":1714000000000},"labels":{"team":"core","apiToken":"tok-%1"},)"
                              R"("deploymentLog":["pulling image","export DB_PASSWORD=hunter2","started"]})")
                   .arg(i)
                   .arg(i % 500)
                   .arg(i % 64)
                   .arg(i % 7)
                   .toUtf8();
    }
    return out + "]}";
}

QJsonObject serviceJson()
{
    return QJsonDocument::fromJson(R"({"id":"svc-a","data":{"name":"a","imageId":"img","imageVersion":"1",
        "environment":{"DB_PASSWORD":"hunter2","NODE_ENV":"production"},"secretBundleId":"sb-1",
        "additionalSecretBundleIds":["sb-2"],"serviceCategory":"workload","deploymentStrategy":"custom",
        "scaleFactor":1,"balancingStrategy":"round-robin","ports":{"web":80},"domains":[],"deploymentIds":[],
        "apiToken":"tok-123","futureField":{"nested":{"privateKey":"-----BEGIN"}, "kept":1}}})")
        .object();
}

QJsonObject clusterJson()
{
    return QJsonDocument::fromJson(R"({"id":"c-1","data":{"name":"prod","userId":"u","nodes":[],
        "acmeInfo":{"serverAddress":"acme.example","serverSecret":"acme-secret-value"},"sshKeys":[]}})")
        .object();
}

QJsonObject deploymentJson()
{
    return QJsonDocument::fromJson(R"({"id":"d-1","serviceId":"svc-a","nodeId":"n-1","usedImageId":"img",
        "version":"1","deployedAt":1,"deploymentLog":["export DB_PASSWORD=hunter2"],"status":"running",
        "healthStatus":"healthy"})")
        .object();
}

template <typename T, typename Decode>
QList<T> decodeOne(const QString& key, const QJsonObject& o, Decode decode)
{
    DecodeErrors errors;
    QList<T> out = decode(QJsonObject{{key, QJsonArray{o}}}, errors);
    if (!errors.isEmpty())
        qWarning() << joinDecodeErrors(errors);
    return out;
}

CachedInventory sample(const QString& profile, const QUrl& server)
{
    CachedInventory inv;
    inv.profile = profile;
    inv.server = server;
    inv.savedAt = QDateTime::currentDateTimeUtc();
    const QDateTime t = QDateTime::currentDateTimeUtc().addSecs(-3 * 3600);
    inv.services = CachedInventory::Part<Service>{
        t, decodeOne<Service>(QStringLiteral("services"), serviceJson(), decodeServices)};
    inv.clusters = CachedInventory::Part<Cluster>{
        t, decodeOne<Cluster>(QStringLiteral("clusters"), clusterJson(), decodeClusters)};
    inv.deployments = CachedInventory::DeploymentsPart{
        t.addSecs(60), DeploymentTable::fromList(decodeOne<Deployment>(QStringLiteral("deployments"),
                                                                       deploymentJson(), decodeDeployments))};
    return inv;
}

struct Connection
{
    TypedSocketClient client;
    Session session{&client};

    explicit Connection(const QUrl& url)
    {
        TypedSocketClient::Options options;
        options.initialBackoffMs = 50;
        options.maxBackoffMs = 200;
        options.jitter = 0;
        client.setOptions(options);
        client.open(url);
    }
    bool login()
    {
        if (!cloudly::test::waitForState(client, TypedSocketClient::State::Connected))
            return false;
        bool done = false;
        CallError error;
        session.loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), &client,
                                  [&](const CallError& e) {
                                      error = e;
                                      done = true;
                                  });
        return QTest::qWaitFor([&] { return done; }, 10000) && !error.isError();
    }
};

bool allFresh(const InventoryRefresher& r)
{
    for (R res : {R::Services, R::Deployments, R::Clusters, R::Images}) {
        if (!r.freshness(res).isLoaded() || r.freshness(res).isStale() || r.isCached(res))
            return false;
    }
    return true;
}

} // namespace

class TestInventoryCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scrubDropsEverySecret();
    void saveAndLoadRoundTrip();
    void corruptFileIsKeptAsideWithAMessage();
    void foreignFilesAreKeptAside();
    void profileNamesBecomeSafeFileNames();
    void writesAreThrottledAndRestoreShowsTheCache();
    void featureRepliesAreCachedButSettingsNever();
    void unchangedInventoryIsRewrittenOnlyNowAndThen();
    void largeInventoryRoundTrip();
    void scrubsRowBytesLikeTheObjectRule();
    void tasksFromBytesRoundTripWithoutSecrets();
    void manyServicesAreStreamedLikeTheObjectRule();
    void rowByteFilterResistsAdversarialRows();
};

void TestInventoryCache::scrubDropsEverySecret()
{
    const QJsonObject s = InventoryCache::scrub(InventoryCache::Kind::Service, serviceJson());
    const QJsonObject data = s.value(QStringLiteral("data")).toObject();
    const QJsonObject env = data.value(QStringLiteral("environment")).toObject();
    QCOMPARE(env.keys(), (QStringList{QStringLiteral("DB_PASSWORD"), QStringLiteral("NODE_ENV")}));
    QCOMPARE(env.value(QStringLiteral("DB_PASSWORD")).toString(), QString());
    QCOMPARE(env.value(QStringLiteral("NODE_ENV")).toString(), QString());
    QVERIFY(!data.contains(QStringLiteral("apiToken")));
    QCOMPARE(data.value(QStringLiteral("secretBundleId")).toString(), QStringLiteral("sb-1"));
    QVERIFY(data.contains(QStringLiteral("additionalSecretBundleIds")));
    const QJsonObject future = data.value(QStringLiteral("futureField")).toObject();
    QVERIFY(future.value(QStringLiteral("nested")).toObject().isEmpty());
    QCOMPARE(future.value(QStringLiteral("kept")).toInt(), 1);

    const QJsonObject c = InventoryCache::scrub(InventoryCache::Kind::Cluster, clusterJson());
    const QJsonObject acme =
        c.value(QStringLiteral("data")).toObject().value(QStringLiteral("acmeInfo")).toObject();
    QCOMPARE(acme.value(QStringLiteral("serverAddress")).toString(), QStringLiteral("acme.example"));
    QVERIFY(!acme.contains(QStringLiteral("serverSecret")));

    const QJsonObject d = InventoryCache::scrub(InventoryCache::Kind::Deployment, deploymentJson());
    QVERIFY(!d.contains(QStringLiteral("deploymentLog")));
    QCOMPARE(d.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
}

void TestInventoryCache::saveAndLoadRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    InventoryCache cache(dir.filePath(QStringLiteral("cache")));
    const QUrl server(QStringLiteral("wss://cloudly.example.com"));
    const CachedInventory inv = sample(QStringLiteral("prod"), server);
    QString error;
    QVERIFY2(cache.save(inv, &error), qPrintable(error));
    const QString path = cache.pathFor(QStringLiteral("prod"));
    QVERIFY(QFile::exists(path));
    QCOMPARE(QFile::permissions(path) & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
             QFileDevice::Permissions());

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    for (const char* secret : {"hunter2", "acme-secret-value", "tok-123", "BEGIN", "production"})
        QVERIFY2(!bytes.contains(secret), secret);
    QVERIFY(bytes.contains("DB_PASSWORD")); // the name only

    const InventoryCache::LoadResult loaded = cache.load(QStringLiteral("prod"), server);
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    QCOMPARE(loaded.inventory.profile, QStringLiteral("prod"));
    QVERIFY(loaded.inventory.services && loaded.inventory.clusters && loaded.inventory.deployments);
    QVERIFY(!loaded.inventory.images);
    QCOMPARE(loaded.inventory.services->items.size(), 1);
    QCOMPARE(loaded.inventory.services->items.first().id, QStringLiteral("svc-a"));
    QCOMPARE(loaded.inventory.services->items.first().data.environment.value(QStringLiteral("NODE_ENV")),
             QString());
    QCOMPARE(loaded.inventory.deployments->items.status(0), QStringLiteral("running"));
    QCOMPARE(loaded.inventory.services->savedAt, inv.services->savedAt);
    QCOMPARE(loaded.inventory.oldestPart(), inv.services->savedAt);
    QVERIFY(!loaded.inventory.clusters->items.first().data.acmeInfo->serverSecret);

    // A second save replaces the file (no temporary left behind).
    QVERIFY(cache.save(inv));
    QCOMPARE(QDir(cache.directory()).entryList(QDir::Files).size(), 1);
    QCOMPARE(cache.load(QStringLiteral("missing")).status, InventoryCache::LoadResult::Status::Missing);
}

void TestInventoryCache::corruptFileIsKeptAsideWithAMessage()
{
    QTemporaryDir dir;
    InventoryCache cache(dir.path());
    QVERIFY(cache.save(sample(QStringLiteral("prod"), QUrl(QStringLiteral("wss://a.example")))));
    const QString path = cache.pathFor(QStringLiteral("prod"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"cloudly-console.inventory-cache\", \"vers");
    }
    const InventoryCache::LoadResult r = cache.load(QStringLiteral("prod"));
    QCOMPARE(r.status, InventoryCache::LoadResult::Status::Corrupt);
    QVERIFY2(r.message.startsWith(QStringLiteral("The offline cache could not be read (not JSON")),
             qPrintable(r.message));
    QVERIFY(!QFile::exists(path));
    QVERIFY(QFile::exists(r.keptAsidePath));
    QVERIFY(r.keptAsidePath.contains(QStringLiteral(".corrupt-")));
    QVERIFY(r.message.contains(r.keptAsidePath));

    // Valid JSON that does not decode (a service without its data): corrupt too, with the JSON path.
    QJsonObject root = InventoryCache::toJson(sample(QStringLiteral("prod"), QUrl()));
    QJsonObject resources = root.value(QStringLiteral("resources")).toObject();
    resources.insert(
        QStringLiteral("services"),
        QJsonObject{{QStringLiteral("savedAt"), QStringLiteral("2026-01-01T00:00:00.000Z")},
                    {QStringLiteral("items"), QJsonArray{QJsonObject{{QStringLiteral("id"), 5}}}}});
    root.insert(QStringLiteral("resources"), resources);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(root).toJson());
    }
    const InventoryCache::LoadResult r2 = cache.load(QStringLiteral("prod"));
    QCOMPARE(r2.status, InventoryCache::LoadResult::Status::Corrupt);
    QVERIFY2(r2.message.contains(QStringLiteral("$.services[0]")), qPrintable(r2.message));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // both kept
}

void TestInventoryCache::foreignFilesAreKeptAside()
{
    QTemporaryDir dir;
    InventoryCache cache(dir.path());
    const QString path = cache.pathFor(QStringLiteral("prod"));
    const auto write = [&](const QJsonObject& o) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
    };
    write(QJsonObject{{QStringLiteral("format"), QStringLiteral("something-else")}});
    InventoryCache::LoadResult r = cache.load(QStringLiteral("prod"));
    QCOMPARE(r.status, InventoryCache::LoadResult::Status::Foreign);
    QVERIFY2(r.message.contains(QStringLiteral("not an inventory cache file")), qPrintable(r.message));
    QVERIFY(r.keptAsidePath.contains(QStringLiteral(".foreign-")));

    QJsonObject future = InventoryCache::toJson(sample(QStringLiteral("prod"), QUrl()));
    future.insert(QStringLiteral("version"), 99);
    write(future);
    r = cache.load(QStringLiteral("prod"));
    QCOMPARE(r.status, InventoryCache::LoadResult::Status::Foreign);
    QVERIFY(r.message.contains(QStringLiteral("unsupported version 99")));

    // Saved for another server (the profile was pointed elsewhere): never shown as this server's data.
    QVERIFY(cache.save(sample(QStringLiteral("prod"), QUrl(QStringLiteral("wss://old.example")))));
    r = cache.load(QStringLiteral("prod"), QUrl(QStringLiteral("wss://new.example")));
    QCOMPARE(r.status, InventoryCache::LoadResult::Status::Foreign);
    QVERIFY(r.message.contains(QStringLiteral("wss://old.example")));
    QVERIFY(!QFile::exists(path));
    QVERIFY(cache.save(sample(QStringLiteral("prod"), QUrl(QStringLiteral("wss://new.example/")))));
    QVERIFY(cache.load(QStringLiteral("prod"), QUrl(QStringLiteral("wss://new.example"))).ok());
}

void TestInventoryCache::profileNamesBecomeSafeFileNames()
{
    InventoryCache cache(QStringLiteral("/tmp/x"));
    const QString a = QFileInfo(cache.pathFor(QStringLiteral("../../etc/passwd"))).fileName();
    QVERIFY(!a.contains(QLatin1Char('/')));
    QVERIFY(a.startsWith(QStringLiteral("inventory-")));
    QVERIFY(cache.pathFor(QStringLiteral("a/b")) != cache.pathFor(QStringLiteral("a_b")));
    QCOMPARE(QFileInfo(cache.pathFor(QStringLiteral("a/b"))).path(), QStringLiteral("/tmp/x"));
}

void TestInventoryCache::unchangedInventoryIsRewrittenOnlyNowAndThen()
{
    // An idle console: the demo inventory does not change, only the refresh times move. The cache is then
    // rewritten at most once per UnchangedRewriteFactor × minimumInterval, not once per minimumInterval.
    QTemporaryDir dir;
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    Connection live(server.url());
    QVERIFY(live.login());
    InventoryRefresher refresher(&live.session);
    refresher.setInterval(50);
    OfflineCache offline(&refresher, InventoryCache(dir.path()));
    const int minimumMs = 150;
    offline.setMinimumInterval(minimumMs);
    offline.setProfile(QStringLiteral("idle-profile"), server.url());
    QSignalSpy saved(&offline, &OfflineCache::saved);
    QTRY_VERIFY_WITH_TIMEOUT(allFresh(refresher), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(saved.count() >= 1, 5000);
    QSignalSpy deployments(&refresher, &InventoryRefresher::deploymentsUpdated);
    const int writesBefore = offline.writeCount();
    const int refreshesBefore = refresher.replyCount(InventoryRefresher::Resource::Deployments);
    QElapsedTimer timer;
    timer.start();
    // At least 8 minimum intervals of unchanged refreshes (without the rule: about one write per interval).
    QTRY_VERIFY_WITH_TIMEOUT(timer.elapsed() >= 8 * minimumMs &&
                                 refresher.replyCount(InventoryRefresher::Resource::Deployments) >=
                                     refreshesBefore + 10,
                             20000);
    QCOMPARE(deployments.count(), 0); // the lists really did not change
    const qint64 elapsed = timer.elapsed();
    const int writes = offline.writeCount() - writesBefore;
    QVERIFY2(
        writes <= elapsed / (OfflineCache::UnchangedRewriteFactor * minimumMs) + 1,
        qPrintable(QStringLiteral("%1 writes of an unchanged inventory in %2 ms").arg(writes).arg(elapsed)));
}

void TestInventoryCache::writesAreThrottledAndRestoreShowsTheCache()
{
    QTemporaryDir dir;
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    const InventoryCache store(dir.path());
    const QUrl url = server.url();
    {
        Connection live(server.url());
        QVERIFY(live.login());
        InventoryRefresher refresher(&live.session);
        refresher.setInterval(50);
        OfflineCache offline(&refresher, store);
        offline.setMinimumInterval(400);
        offline.setProfile(QStringLiteral("demo-profile"), server.url());
        QSignalSpy saved(&offline, &OfflineCache::saved);
        QTRY_VERIFY_WITH_TIMEOUT(allFresh(refresher), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(saved.count() >= 1, 5000);
        // Refreshes every 50 ms, but at most one write per 400 ms: count both over the time it takes to see
        // three more refreshes than writes and two more writes (relative, so a slow machine cannot fail it).
        const int writesBefore = offline.writeCount();
        const int refreshesBefore = refresher.replyCount(InventoryRefresher::Resource::Deployments);
        QElapsedTimer timer;
        timer.start();
        QTRY_VERIFY_WITH_TIMEOUT(offline.writeCount() >= writesBefore + 2, 20000);
        const qint64 elapsed = timer.elapsed();
        const int writes = offline.writeCount() - writesBefore;
        const int refreshes =
            refresher.replyCount(InventoryRefresher::Resource::Deployments) - refreshesBefore;
        QVERIFY2(writes <= elapsed / 400 + 1,
                 qPrintable(QStringLiteral("%1 writes in %2 ms").arg(writes).arg(elapsed)));
        QVERIFY2(refreshes > writes,
                 qPrintable(QStringLiteral("%1 refreshes, %2 writes").arg(refreshes).arg(writes)));
        QVERIFY(!offline.showingCache());
        QVERIFY(store.load(QStringLiteral("demo-profile"), server.url()).ok());
    } // flushed on destruction

    const InventoryCache::LoadResult onDisk = store.load(QStringLiteral("demo-profile"), server.url());
    QVERIFY(onDisk.ok());
    QVERIFY(onDisk.inventory.services && onDisk.inventory.deployments && onDisk.inventory.clusters &&
            onDisk.inventory.images);
    QCOMPARE(onDisk.inventory.services->items.size(), int(server.data().services().size()));

    // The server is gone: a new session cannot reach it, the cache fills the refresher, marked.
    const quint16 port = server.port();
    server.close();
    Connection dead(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    InventoryRefresher refresher(&dead.session);
    OfflineCache offline(&refresher, store);
    offline.setProfile(QStringLiteral("demo-profile"), url);
    QSignalSpy services(&refresher, &InventoryRefresher::servicesUpdated);
    QSignalSpy showing(&offline, &OfflineCache::showingCacheChanged);
    QVERIFY(offline.restore());
    QCOMPARE(services.count(), 1);
    QCOMPARE(refresher.services().size(), onDisk.inventory.services->items.size());
    QVERIFY(offline.showingCache());
    QCOMPARE(showing.count(), 1);
    for (R r : {R::Services, R::Deployments, R::Clusters, R::Images}) {
        QVERIFY(refresher.isCached(r));
        QVERIFY(refresher.freshness(r).isStale());
        QVERIFY(
            refresher.freshness(r).error.startsWith(QStringLiteral("offline — showing the cache saved ")));
    }
    offline.setClock([] { return QDateTime::currentDateTime().addSecs(3 * 3600); });
    QCOMPARE(offline.statusText(), QStringLiteral("offline — cached 3 h ago"));
    offline.setClock({});
    // Cached data is never written back as if it were live.
    QCOMPARE(offline.flush(), false);
    QCOMPARE(offline.writeCount(), 0);

    // The server is back: live data replaces the cache.
    QVERIFY(server.listen(QHostAddress::LocalHost, port));
    QVERIFY(dead.login());
    refresher.refreshNow();
    QTRY_VERIFY_WITH_TIMEOUT(allFresh(refresher), 15000);
    QTRY_VERIFY(!offline.showingCache());
    QVERIFY(offline.statusText().isEmpty());
    QCOMPARE(showing.count(), 2);
}

void TestInventoryCache::featureRepliesAreCachedButSettingsNever()
{
    // Backups and the BaseOS fleet are kept with the inventory; server settings (masked values) never:
    // not through OfflineCache (their feed is refused) and not through InventoryCache (a getSettings part
    // is neither written nor read back).
    QTemporaryDir dir;
    DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    const InventoryCache store(dir.path());
    const QUrl url = server.url();
    const auto shown = [](QJsonObject* into) {
        return [into](const QJsonObject& response, QString*) {
            *into = response;
            return true;
        };
    };
    const QStringList masked{QStringLiteral("****3f9a"), QStringLiteral("3f9a"), QStringLiteral("****c21d"),
                             QStringLiteral("hetznerToken")};
    {
        Connection live(url);
        QVERIFY(live.login());
        InventoryRefresher refresher(&live.session);
        OfflineCache offline(&refresher, store);
        offline.setMinimumInterval(200);
        offline.setProfile(QStringLiteral("fleet"), url);
        QJsonObject backups, nodes, builds, settings;
        FeatureFeed backupsFeed(&live.session, methods::getBackups, shown(&backups));
        FeatureFeed nodesFeed(&live.session, methods::getBaseOsNodes, shown(&nodes));
        FeatureFeed buildsFeed(&live.session, methods::getBaseOsImageBuilds, shown(&builds));
        FeatureFeed settingsFeed(&live.session, methods::getSettings, shown(&settings));
        QVERIFY(offline.addFeature(&backupsFeed));
        QVERIFY(offline.addFeature(&nodesFeed));
        QVERIFY(offline.addFeature(&buildsFeed));
        QVERIFY(!offline.addFeature(&settingsFeed)); // never cached
        QVERIFY(!offline.addFeature(&backupsFeed));  // once
        QCOMPARE(offline.features().size(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(allFresh(refresher), 10000);
        for (FeatureFeed* feed : {&backupsFeed, &nodesFeed, &buildsFeed, &settingsFeed})
            QTRY_COMPARE_WITH_TIMEOUT(feed->state(), FeatureFeed::State::Loaded, 10000);
        QVERIFY(QJsonDocument(settings).toJson().contains("****3f9a"));            // the server did send them
        QVERIFY(QJsonDocument(builds).toJson().contains("injecting config.json")); // and build logs
        QVERIFY(offline.flush() || offline.writeCount() >= 1);
    }
    QFile file(store.pathFor(QStringLiteral("fleet")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();
    for (const char* expected : {"bk-api-0002", "bos-edge-01", "bld-0002", "getBackups", "getBaseOsNodes"})
        QVERIFY2(bytes.contains(expected), expected);
    for (const QString& value : masked)
        QVERIFY2(!bytes.contains(value.toUtf8()), qPrintable(value));
    QVERIFY(!bytes.contains("nodeToken"));
    // BaseOS build logs may echo what the builder injects (Wi-Fi key, join token): never cached.
    QVERIFY(!bytes.contains("injecting config.json"));
    QVERIFY(bytes.contains("\"logs\":[]") ||
            bytes.contains("\"logs\": []")); // emptied: the contract requires it

    // A getSettings part handed to the store directly is not written, and not read back from a file
    // someone else wrote.
    InventoryCache::LoadResult loaded = store.load(QStringLiteral("fleet"), url);
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    QCOMPARE(loaded.inventory.features.keys(),
             (QStringList{methods::getBackups, methods::getBaseOsImageBuilds, methods::getBaseOsNodes}));
    CachedInventory withSettings = loaded.inventory;
    withSettings.features.insert(
        methods::getSettings,
        CachedInventory::PartOf<QJsonObject>{
            QDateTime::currentDateTime(),
            QJsonObject{{QStringLiteral("settings"),
                         QJsonObject{{QStringLiteral("hetznerToken"), QStringLiteral("****3f9a")}}}}});
    QVERIFY(!QJsonDocument(InventoryCache::toJson(withSettings)).toJson().contains("3f9a"));
    QVERIFY(store.save(withSettings));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("3f9a"));
    file.close();
    QJsonObject forged = InventoryCache::toJson(loaded.inventory);
    QJsonObject resources = forged.value(QStringLiteral("resources")).toObject();
    QJsonObject features = resources.value(QStringLiteral("features")).toObject();
    features.insert(
        methods::getSettings,
        QJsonObject{{QStringLiteral("savedAt"), QStringLiteral("2026-01-01T00:00:00.000Z")},
                    {QStringLiteral("reply"),
                     QJsonObject{{QStringLiteral("settings"), QJsonObject{{QStringLiteral("x"), 1}}}}}});
    resources.insert(QStringLiteral("features"), features);
    forged.insert(QStringLiteral("resources"), resources);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(forged).toJson());
    file.close();
    loaded = store.load(QStringLiteral("fleet"), url);
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    QVERIFY(!loaded.inventory.features.contains(methods::getSettings));

    // The server is gone: the cached replies are shown, marked offline; live data replaces them.
    const quint16 port = server.port();
    server.close();
    Connection dead(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    InventoryRefresher refresher(&dead.session);
    OfflineCache offline(&refresher, store);
    offline.setProfile(QStringLiteral("fleet"), url);
    QJsonObject backups, nodes, builds;
    FeatureFeed backupsFeed(&dead.session, methods::getBackups, shown(&backups));
    FeatureFeed nodesFeed(&dead.session, methods::getBaseOsNodes, shown(&nodes));
    FeatureFeed buildsFeed(&dead.session, methods::getBaseOsImageBuilds, shown(&builds));
    for (FeatureFeed* feed : {&backupsFeed, &nodesFeed, &buildsFeed})
        QVERIFY(offline.addFeature(feed));
    QVERIFY(offline.restore());
    QVERIFY(offline.showingCache());
    for (FeatureFeed* feed : {&backupsFeed, &nodesFeed, &buildsFeed}) {
        QVERIFY(feed->isCached());
        QCOMPARE(feed->state(), FeatureFeed::State::Loaded);
        QVERIFY(feed->freshness().isStale());
        QVERIFY2(feed->freshness().error.startsWith(QStringLiteral("offline — showing the cache saved ")),
                 qPrintable(feed->freshness().error));
    }
    QCOMPARE(backups.value(QStringLiteral("backups")).toArray().size(), 8);
    QVERIFY(!nodes.value(QStringLiteral("nodes")).toArray().isEmpty());
    QVERIFY(!builds.value(QStringLiteral("builds")).toArray().isEmpty());
    QCOMPARE(offline.flush(), false); // cached data is never written back as if it were live

    QVERIFY(server.listen(QHostAddress::LocalHost, port));
    QVERIFY(dead.login());
    refresher.refreshNow();
    for (FeatureFeed* feed : {&backupsFeed, &nodesFeed, &buildsFeed})
        feed->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(allFresh(refresher), 15000);
    for (FeatureFeed* feed : {&backupsFeed, &nodesFeed, &buildsFeed}) {
        QTRY_VERIFY_WITH_TIMEOUT(!feed->isCached(), 10000);
        QVERIFY(!feed->freshness().isStale());
    }
    QTRY_VERIFY(!offline.showingCache());
}

void TestInventoryCache::largeInventoryRoundTrip()
{
    // Sizing: save and load time of a big inventory (CLOUDLY_CACHE_TASKS, default 20k runtime tasks).
    const int tasks = qEnvironmentVariableIntValue("CLOUDLY_CACHE_TASKS") > 0
                          ? qEnvironmentVariableIntValue("CLOUDLY_CACHE_TASKS")
                          : 20000;
    QTemporaryDir dir;
    InventoryCache cache(dir.path());
    CachedInventory inv = sample(QStringLiteral("big"), QUrl(QStringLiteral("wss://big.example")));
    inv.deployments->items = tableOf(manyTasks(tasks)); // as the refresher holds them
    // The peak memory of the save beyond what is resident before it (VmHWM reset via clear_refs).
    const auto resetPeak = [] {
        QFile refs(QStringLiteral("/proc/self/clear_refs"));
        return refs.open(QIODevice::WriteOnly) && refs.write("5") == 1;
    };
    trimHeap();
    const bool peakReset = resetPeak();
    const qint64 before = readProcessMemory().rssKiB;
    QElapsedTimer timer;
    timer.start();
    QVERIFY(cache.save(inv));
    const qint64 saveMs = timer.restart();
    const qint64 savePeak = readProcessMemory().hwmKiB - before;
    trimHeap();
    resetPeak();
    const qint64 beforeLoad = readProcessMemory().rssKiB;
    timer.restart();
    const InventoryCache::LoadResult loaded = cache.load(QStringLiteral("big"));
    const qint64 loadMs = timer.elapsed();
    const qint64 loadPeak = readProcessMemory().hwmKiB - beforeLoad;
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    const DeploymentTable& back = loaded.inventory.deployments->items;
    QCOMPARE(back.size(), tasks);
    QCOMPARE(back.id(tasks - 1), QStringLiteral("d-%1").arg(tasks - 1));
    QCOMPARE(back.logLineCount(tasks - 1), 0); // logs are never cached
    qInfo("%d tasks: %lld bytes, save %lld ms (peak +%lld KiB), load %lld ms (peak +%lld KiB)%s", tasks,
          QFileInfo(cache.pathFor(QStringLiteral("big"))).size(), saveMs, savePeak, loadMs, loadPeak,
          peakReset ? "" : " (peak not measurable here)");
}

void TestInventoryCache::scrubsRowBytesLikeTheObjectRule()
{
    // The byte-level filter of the streamed writer must drop exactly what the QJsonObject rule drops.
    const QList<QByteArray> inputs = {
        R"({"id":"d-1","deploymentLog":["export DB_PASSWORD=hunter2"],"status":"running"})",
        R"({"id":"d-2","labels":{"apiToken":"tok","team":"core","inner":{"PASSWORD":"x","ok":[1,2]}},)"
        R"("list":[{"secret":"s","keep":true},[{"jwt":"j"}],"token-as-a-value"],"secretBundleId":"sb"})",
        R"({"id":"d-3","sshPrivateKey":"k","private_key":"k","Credentials":{"a":1},"passphrase":"p"})",
        // Nested deploymentLog is not the task's log: kept (as the object rule does).
        R"({"id":"d-4","nested":{"deploymentLog":["kept"]},"deploymentLog":[]})",
        // Whitespace, escapes in values, unicode, exact numbers.
        " { \"id\" : \"d-5\" , \"note\":\"a \\\"quoted\\\" \\u00e9 }\",\"n\": 1.25e3, \"ü\" : [ ] ,\"e\":{} "
        "} ",
        // A key with an escape: the QJsonObject rule decides.
        R"({"id":"d-6","api\u0054oken":"tok","x":1})",
        R"({})",
    };
    for (const QByteArray& input : inputs) {
        const QJsonObject object = QJsonDocument::fromJson(input).object();
        QVERIFY2(!object.isEmpty() || input == "{}", input.constData());
        const QByteArray scrubbed = InventoryCache::scrubDeploymentJson(input);
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(scrubbed, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, scrubbed.constData());
        QCOMPARE(doc.object(), InventoryCache::scrub(InventoryCache::Kind::Deployment, object));
        QVERIFY2(!scrubbed.contains(' ') || scrubbed.contains("a \\\"quoted"),
                 scrubbed.constData()); // compact
    }
    // Numbers are copied as sent (not through a double).
    QCOMPARE(InventoryCache::scrubDeploymentJson(
                 R"({"id":"d","big":12345678901234567890123,"f":0.1000000000000000055511})"),
             QByteArray(R"({"id":"d","big":12345678901234567890123,"f":0.1000000000000000055511})"));
    QCOMPARE(InventoryCache::scrubDeploymentJson("[1]"), QByteArray());
    QCOMPARE(InventoryCache::scrubDeploymentJson("not json"), QByteArray());
}

void TestInventoryCache::tasksFromBytesRoundTripWithoutSecrets()
{
    QTemporaryDir dir;
    InventoryCache cache(dir.path());
    CachedInventory inv = sample(QStringLiteral("prod"), QUrl());
    const DeploymentTable table = tableOf(manyTasks(50));
    inv.deployments->items = table;
    QVERIFY(cache.save(inv));
    QFile file(cache.pathFor(QStringLiteral("prod")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    for (const char* secret : {"hunter2", "tok-", "apiToken", "deploymentLog", "pulling image"})
        QVERIFY2(!bytes.contains(secret), secret);
    // The same document as the QJsonObject rule writes.
    QJsonObject written = QJsonDocument::fromJson(bytes).object();
    QJsonObject expected = InventoryCache::toJson(inv);
    QCOMPARE(written.take(QStringLiteral("savedAt")).isString(), true);
    expected.remove(QStringLiteral("savedAt"));
    QCOMPARE(written, expected);

    const InventoryCache::LoadResult loaded = cache.load(QStringLiteral("prod"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    const DeploymentTable& back = loaded.inventory.deployments->items;
    QCOMPARE(back.size(), 50);
    for (qsizetype row = 0; row < back.size(); ++row) {
        QCOMPARE(back.id(row), table.id(row));
        QCOMPARE(back.status(row), table.status(row));
        QCOMPARE(back.memoryUsedMB(row), table.memoryUsedMB(row));
        QCOMPARE(back.logLineCount(row), 0);
        QCOMPARE(back.rawObject(row),
                 InventoryCache::scrub(InventoryCache::Kind::Deployment, table.rawObject(row)));
    }

    // A cached task that does not decode: corrupt, with its JSON path.
    QByteArray broken = bytes;
    broken.replace("\"status\":\"running\"", "\"status\":7");
    {
        QFile f(cache.pathFor(QStringLiteral("prod")));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(broken);
    }
    const InventoryCache::LoadResult corrupt = cache.load(QStringLiteral("prod"));
    QCOMPARE(corrupt.status, InventoryCache::LoadResult::Status::Corrupt);
    QVERIFY2(corrupt.message.contains(QStringLiteral("$.deployments[0].status")),
             qPrintable(corrupt.message));
}

void TestInventoryCache::manyServicesAreStreamedLikeTheObjectRule()
{
    // The services are written one by one, in chunks of 1 MiB (no QJsonArray of the whole list): the file
    // holds the same document as the QJsonObject rule, across chunk boundaries, without their secrets.
    QTemporaryDir dir;
    InventoryCache cache(dir.path());
    CachedInventory inv = sample(QStringLiteral("prod"), QUrl());
    QJsonArray list;
    for (int i = 0; i < 4000; ++i) {
        QJsonObject service = serviceJson();
        service.insert(QStringLiteral("id"), QStringLiteral("svc-%1").arg(i));
        list.append(service);
    }
    DecodeErrors errors;
    inv.services->items = decodeServices(QJsonObject{{QStringLiteral("services"), list}}, errors);
    QVERIFY(errors.isEmpty());
    QVERIFY(cache.save(inv));
    QFile file(cache.pathFor(QStringLiteral("prod")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.size() > 1024 * 1024, qPrintable(QString::number(bytes.size()))); // more than one chunk
    for (const char* secret : {"hunter2", "tok-123", "BEGIN", "production"})
        QVERIFY2(!bytes.contains(secret), secret);
    QJsonObject written = QJsonDocument::fromJson(bytes).object();
    QJsonObject expected = InventoryCache::toJson(inv);
    QVERIFY(written.take(QStringLiteral("savedAt")).isString());
    expected.remove(QStringLiteral("savedAt"));
    QCOMPARE(written, expected);
    const InventoryCache::LoadResult loaded = cache.load(QStringLiteral("prod"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    QCOMPARE(loaded.inventory.services->items.size(), 4000);
    QCOMPARE(loaded.inventory.services->items.last().id, QStringLiteral("svc-3999"));

    // Only services: the resources object starts with them.
    CachedInventory only;
    only.profile = QStringLiteral("solo");
    only.savedAt = QDateTime::currentDateTimeUtc();
    only.services = inv.services;
    QVERIFY(cache.save(only));
    QFile soloFile(cache.pathFor(QStringLiteral("solo")));
    QVERIFY(soloFile.open(QIODevice::ReadOnly));
    QJsonObject solo = QJsonDocument::fromJson(soloFile.readAll()).object();
    QJsonObject soloExpected = InventoryCache::toJson(only);
    solo.remove(QStringLiteral("savedAt"));
    soloExpected.remove(QStringLiteral("savedAt"));
    QCOMPARE(solo, soloExpected);
}

void TestInventoryCache::rowByteFilterResistsAdversarialRows()
{
    // Rows built to slip a secret past the byte-level filter: escaped keys, key text inside strings,
    // whitespace, duplicates, deep nesting, long keys and values, non-ASCII keys. Every SECRETn marker is
    // in a value the QJsonObject rule drops; none may survive, and the result must equal that rule's.
    const QByteArray longValue(200000, 'v');
    const QByteArray longKey = QByteArray(70, 'a') + "Token" + QByteArray(70, 'b');
    const QList<QByteArray> inputs = {
        R"({"id":"a","pass\u0077ord":"SECRET1","deployment\u004cog":["SECRET2"]})",
        R"({"id":"a","note":"\"password\":\"x\", \"token\":","x":{"token":"SECRET3"}})",
        "{ \"id\" : \"a\" ,\n\t\"Password\"\r\n:\n\"SECRET4\" , \"k\" : [ 1 , { \"jwt\" : \"SECRET5\" } ] }",
        R"({"id":"a","jwt":"SECRET6","jwt":"SECRET7","deploymentLog":["SECRET8"],"deploymentLog":["SECRET9"]})",
        R"({"id":"a","x":[[[{"y":[{"clientSecret":"SECRET10"}],"z":[]}]]],"acmeInfo":{"serverSecret":"SECRET11"}})",
        R"({"id":"a","v":")" + longValue + R"(","privateKey":"SECRET12",")" + longKey + R"(":"SECRET13"})",
        "{\"id\":\"a\",\"pa\xc5\xbf\xc5\xbfword\":\"SECRET14\",\"\xc3\xbc\":1}",
        R"({"id":"a","v":"C:\\","secret":"SECRET15","w":"a\",\"token\":\"","private_key":{"k":"SECRET16"}})",
        R"({"id":"a","v":"}]}","":"e","API\/TOKEN":"SECRET17","n":[-0,1e-7,2E+30]})",
        R"({"id":"a","credentials":[{"user":"u","pass":"SECRET18"}],"deploymentLog":null})",
    };
    for (const QByteArray& input : inputs) {
        QJsonParseError inputError{};
        const QJsonObject object = QJsonDocument::fromJson(input, &inputError).object();
        QVERIFY2(inputError.error == QJsonParseError::NoError, input.left(200).constData());
        const QJsonObject expected = InventoryCache::scrub(InventoryCache::Kind::Deployment, object);
        const QByteArray scrubbed = InventoryCache::scrubDeploymentJson(input);
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(scrubbed, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, scrubbed.left(200).constData());
        QCOMPARE(doc.object(), expected);
        QVERIFY2(!scrubbed.contains("SECRET"), scrubbed.left(300).constData());
    }
}

QTEST_GUILESS_MAIN(TestInventoryCache)
#include "tst_inventorycache.moc"
