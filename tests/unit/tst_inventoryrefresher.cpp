// InventoryRefresher and Freshness against the in-process demo server: polling, unchanged replies, no
// overlapping calls, server pushes, a stopped server (stale, data kept), a restarted one (fresh again),
// a reply that breaks the contract (stale with the JSON path, data kept), pause/resume and slow replies.
#include "core/api/methods.h"
#include "core/demo/demoserver.h"
#include "core/inventory/freshness.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;
using R = InventoryRefresher::Resource;

namespace {

constexpr R kAll[] = {R::Services, R::Deployments, R::Clusters, R::Images};

// One client + session logged in to a demo server.
struct Connection
{
    std::unique_ptr<TypedSocketClient> client;
    std::unique_ptr<Session> session;

    explicit Connection(const QUrl& url)
    {
        TypedSocketClient::Options options;
        options.initialBackoffMs = 50;
        options.maxBackoffMs = 200;
        options.jitter = 0;
        options.requestTimeoutMs = 5000;
        client = std::make_unique<TypedSocketClient>(options);
        session = std::make_unique<Session>(client.get());
        client->open(url);
    }

    bool login()
    {
        if (!cloudly::test::waitForState(*client, TypedSocketClient::State::Connected))
            return false;
        bool done = false;
        CallError error;
        session->loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), client.get(),
                                   [&](const CallError& e) {
                                       error = e;
                                       done = true;
                                   });
        return QTest::qWaitFor([&] { return done; }, 10000) && !error.isError();
    }
};

bool allLoaded(const InventoryRefresher& r)
{
    for (R resource : kAll) {
        if (!r.freshness(resource).isLoaded())
            return false;
    }
    return true;
}

QJsonObject fixture()
{
    QFile f(QStringLiteral(":/fixtures/demo.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestInventoryRefresher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freshnessDescribesAgeAndStaleness()
    {
        const QDateTime now = QDateTime::currentDateTime();
        Freshness f;
        QCOMPARE(f.describe(now), QStringLiteral("not loaded yet"));
        f.lastSuccess = now.addSecs(-4);
        QCOMPARE(f.describe(now), QStringLiteral("updated 4 s ago"));
        f.lastSuccess = now.addSecs(-185);
        QCOMPARE(f.describe(now), QStringLiteral("updated 3 min ago"));
        f.paused = true;
        QVERIFY(f.describe(now).contains(QStringLiteral("auto-refresh paused")));
        f.paused = false;

        f.lastSuccess = QDateTime(now.date(), QTime(12, 2, 58));
        f.reason = Freshness::StaleReason::Disconnected;
        f.error = QStringLiteral("remote host closed");
        f.staleSince = QDateTime(now.date(), QTime(12, 3, 10));
        const QString text = f.describe(QDateTime(now.date(), QTime(12, 5, 0)));
        QVERIFY2(text.startsWith(QStringLiteral("stale since 12:03:10: connection lost: remote host closed")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("data from 12:02:58")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2 min old")), qPrintable(text));

        f.lastSuccess = QDateTime();
        f.reason = Freshness::StaleReason::RefreshFailed;
        f.error = QStringLiteral("boom");
        QCOMPARE(f.describe(now), QStringLiteral("not loaded: refresh failed: boom"));
    }

    void freshnessCombineTakesTheWorst()
    {
        const QDateTime now = QDateTime::currentDateTime();
        Freshness a;
        a.lastSuccess = now.addSecs(-2);
        Freshness b;
        b.lastSuccess = now.addSecs(-10);
        QCOMPARE(Freshness::combine({a, b}).lastSuccess, b.lastSuccess);
        QVERIFY(!Freshness::combine({a, b}).isStale());
        b.reason = Freshness::StaleReason::NoReply;
        b.error = QStringLiteral("slow");
        b.staleSince = now.addSecs(-1);
        Freshness c = a;
        c.reason = Freshness::StaleReason::Disconnected;
        c.error = QStringLiteral("gone");
        c.staleSince = now.addSecs(-5);
        const Freshness combined = Freshness::combine({a, b, c});
        QCOMPARE(combined.reason, Freshness::StaleReason::Disconnected);
        QCOMPARE(combined.error, QStringLiteral("gone"));
        QCOMPARE(combined.staleSince, c.staleSince);
        QVERIFY(!Freshness::combine({a, Freshness()}).isLoaded());
    }

    void loadsEverythingOnceAndSkipsUnchangedReplies()
    {
        DemoServer server;
        QVERIFY(server.listen());
        Connection c(server.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(100);
        QSignalSpy services(&refresher, &InventoryRefresher::servicesUpdated);
        QSignalSpy deployments(&refresher, &InventoryRefresher::deploymentsUpdated);
        QSignalSpy clusters(&refresher, &InventoryRefresher::clustersUpdated);
        QSignalSpy images(&refresher, &InventoryRefresher::imagesUpdated);
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
        QCOMPARE(refresher.services().size(), 12);
        QCOMPARE(refresher.deployments().size(), 29);
        QCOMPARE(refresher.clusters().size(), 3);
        QCOMPARE(refresher.images().size(), 3);
        QCOMPARE(deployments.count(), 1);
        QCOMPARE(deployments.first().first().value<DeploymentTable>().size(), 29);
        // getDeployments is read as bytes (the production path for big replies): rows keep their JSON as
        // slices of the reply and a hash of it, and read back exactly what the server sent.
        const DeploymentTable& table = refresher.deployments();
        for (qsizetype row = 0; row < table.size(); ++row) {
            const Deployment d = table.at(row);
            QVERIFY(d.raw.slice() != nullptr);
            QVERIFY(d.sourceHash != 0);
            QCOMPARE(table.id(row), d.id);
            QCOMPARE(QJsonDocument::fromJson(table.rawJson(row)).object(), d.raw.object());
        }
        QCOMPARE(table.rawObject(0).value(QStringLiteral("id")).toString(), table.id(0));
        QVERIFY(!refresher.freshness().isStale());
        QVERIFY(refresher.freshness()
                    .describe(QDateTime::currentDateTime())
                    .startsWith(QStringLiteral("updated")));

        // More polls of the same data: nothing is decoded or emitted again, but the data stays fresh.
        const int calls = refresher.callCount(R::Deployments);
        const QDateTime first = refresher.freshness(R::Deployments).lastSuccess;
        QVERIFY(QTest::qWaitFor([&] { return refresher.replyCount(R::Deployments) >= calls + 2; }, 5000));
        QCOMPARE(services.count(), 1);
        QCOMPARE(deployments.count(), 1);
        QCOMPARE(clusters.count(), 1);
        QCOMPARE(images.count(), 1);
        QVERIFY(refresher.freshness(R::Deployments).lastSuccess > first);
        // The demo server has no getImagePlatforms: asked once, then never again.
        QCOMPARE(refresher.imagePlatformsSupport(), InventoryRefresher::Support::Unsupported);
    }

    void neverTwoCallsOfOneMethodInFlight()
    {
        DemoOptions options;
        options.responseDelayMs = 250;
        DemoServer server(options);
        QVERIFY(server.listen());
        Connection c(server.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(20);
        // Polled every 20 ms against replies that take 250 ms: however slow the machine, a method is never
        // asked again while its call is in flight, and it is still polled one call after the other.
        int worst = 0;
        QElapsedTimer timer;
        timer.start();
        while (refresher.replyCount(R::Deployments) < 3 && timer.elapsed() < 30000) {
            for (R r : kAll)
                worst = std::max(worst, refresher.callCount(r) - refresher.replyCount(r));
            QTest::qWait(5);
        }
        QCOMPARE(worst, 1);
        QVERIFY2(refresher.replyCount(R::Deployments) >= 3, "polling stopped");
        // Each call waits for the one before, so no more calls than 250 ms replies fit into the time taken.
        const qint64 elapsed = timer.elapsed();
        QVERIFY2(
            refresher.callCount(R::Deployments) <= elapsed / 250 + 2,
            qPrintable(
                QStringLiteral("%1 calls in %2 ms").arg(refresher.callCount(R::Deployments)).arg(elapsed)));
    }

    void serverPushTriggersARefresh()
    {
        DemoServer server;
        QVERIFY(server.listen());
        Connection c(server.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(60000);
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
        const int before = refresher.callCount(R::Deployments);
        QTest::qWait(300);
        QCOMPARE(refresher.callCount(R::Deployments), before); // no poll due for a minute
        c.client->call(QStringLiteral("triggerPush"), {}, c.client.get(), [](const CallResult&) {});
        QVERIFY(QTest::qWaitFor([&] { return refresher.callCount(R::Deployments) > before; }, 3000));
        QVERIFY(QTest::qWaitFor([&] { return !refresher.isInFlight(R::Deployments); }, 3000));
        QVERIFY(!refresher.freshness().isStale());
    }

    void stoppedServerMakesDataStaleButKeepsIt_restartMakesItFresh()
    {
        DemoServer server;
        QVERIFY(server.listen());
        const quint16 port = server.port();
        Connection c(server.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(100);
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
        QSignalSpy freshness(&refresher, &InventoryRefresher::freshnessChanged);

        server.close();
        QVERIFY(QTest::qWaitFor([&] { return refresher.freshness().isStale(); }, 5000));
        const Freshness stale = refresher.freshness(R::Deployments);
        QCOMPARE(stale.reason, Freshness::StaleReason::Disconnected);
        QVERIFY(stale.isLoaded());
        QVERIFY(!stale.error.isEmpty());
        const QString text = refresher.freshness().describe(QDateTime::currentDateTime());
        QVERIFY2(text.startsWith(QStringLiteral("stale since")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("connection lost")), qPrintable(text));
        // The last good data is still there.
        QCOMPARE(refresher.deployments().size(), 29);
        QCOMPARE(refresher.services().size(), 12);
        QVERIFY(freshness.count() > 0);

        // Polls while down do not clear anything either.
        QTest::qWait(400);
        QCOMPARE(refresher.deployments().size(), 29);
        QVERIFY(refresher.freshness().isStale());

        QVERIFY(server.listen(QHostAddress::LocalHost, port));
        QVERIFY(QTest::qWaitFor([&] { return !refresher.freshness().isStale(); }, 10000));
        QVERIFY(refresher.freshness().lastSuccess > stale.lastSuccess);
        QVERIFY(refresher.freshness()
                    .describe(QDateTime::currentDateTime())
                    .startsWith(QStringLiteral("updated")));
    }

    void replyThatBreaksTheContractKeepsTheLastGoodData()
    {
        DemoServer good;
        QVERIFY(good.listen());
        const quint16 port = good.port();
        Connection c(good.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(100);
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
        QCOMPARE(refresher.deployments().status(3), QStringLiteral("running"));

        // Another server on the same address whose 4th deployment has a numeric status.
        QJsonObject data = fixture();
        QJsonArray deployments = data.value(QStringLiteral("deployments")).toArray();
        QJsonObject broken = deployments.at(3).toObject();
        broken.insert(QStringLiteral("status"), 42);
        deployments.replace(3, broken);
        data.insert(QStringLiteral("deployments"), deployments);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(data).toJson());
        file.close();
        DemoOptions options;
        options.fixturePath = file.fileName();
        DemoServer bad(options);
        good.close();
        QVERIFY(
            QTest::qWaitFor([&] { return c.client->state() != TypedSocketClient::State::Connected; }, 5000));
        QVERIFY(bad.listen(QHostAddress::LocalHost, port));
        QSignalSpy failed(&refresher, &InventoryRefresher::refreshFailed);
        QVERIFY(cloudly::test::waitForState(*c.client, TypedSocketClient::State::Connected));
        QVERIFY(c.login()); // the new server does not know the old identity

        QVERIFY(QTest::qWaitFor(
            [&] {
                const Freshness f = refresher.freshness(R::Deployments);
                return f.reason == Freshness::StaleReason::RefreshFailed &&
                       f.error.contains(QStringLiteral("$.deployments[3].status"));
            },
            10000));
        const Freshness f = refresher.freshness(R::Deployments);
        QVERIFY2(f.error.contains(QStringLiteral("getDeployments")), qPrintable(f.error));
        QVERIFY(failed.count() > 0);
        // Kept: all 29, including the element the new reply broke.
        QCOMPARE(refresher.deployments().size(), 29);
        QCOMPARE(refresher.deployments().status(3), QStringLiteral("running"));
        // The other resources are fine on the new server.
        QVERIFY(QTest::qWaitFor([&] { return !refresher.freshness(R::Services).isStale(); }, 5000));
        QVERIFY(refresher.freshness().isStale());
    }

    void changedDataIsEmittedAgain()
    {
        DemoServer first;
        QVERIFY(first.listen());
        const quint16 port = first.port();
        Connection c(first.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(100);
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
        QSignalSpy deployments(&refresher, &InventoryRefresher::deploymentsUpdated);
        QSignalSpy services(&refresher, &InventoryRefresher::servicesUpdated);

        // The same inventory, except that d-web-edge-1 has failed.
        QJsonObject data = fixture();
        QJsonArray list = data.value(QStringLiteral("deployments")).toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            QJsonObject d = list.at(i).toObject();
            if (d.value(QStringLiteral("id")).toString() == QLatin1String("d-web-edge-1")) {
                d.insert(QStringLiteral("status"), QStringLiteral("failed"));
                list.replace(i, d);
            }
        }
        data.insert(QStringLiteral("deployments"), list);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("changed.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(data).toJson());
        file.close();
        DemoOptions options;
        options.fixturePath = file.fileName();
        DemoServer second(options);
        first.close();
        QVERIFY(
            QTest::qWaitFor([&] { return c.client->state() != TypedSocketClient::State::Connected; }, 5000));
        QVERIFY(second.listen(QHostAddress::LocalHost, port));
        QVERIFY(cloudly::test::waitForState(*c.client, TypedSocketClient::State::Connected));
        QVERIFY(c.login());
        QVERIFY(QTest::qWaitFor([&] { return deployments.count() == 1; }, 10000));
        const QList<Deployment> updated = deployments.first().first().value<DeploymentTable>().toList();
        QCOMPARE(updated.size(), 29);
        const auto it = std::find_if(updated.begin(), updated.end(), [](const Deployment& d) {
            return d.id == QLatin1String("d-web-edge-1");
        });
        QVERIFY(it != updated.end());
        QCOMPARE(it->status, QStringLiteral("failed"));
        QVERIFY(QTest::qWaitFor([&] { return !refresher.freshness().isStale(); }, 5000));
        QCOMPARE(services.count(), 0); // the services did not change
    }

    void pauseStopsPollingAndResumeRefreshes()
    {
        DemoServer server;
        QVERIFY(server.listen());
        Connection c(server.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(50);
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
        QSignalSpy paused(&refresher, &InventoryRefresher::pausedChanged);
        refresher.pause();
        QVERIFY(refresher.isPaused());
        QCOMPARE(paused.count(), 1);
        QVERIFY(QTest::qWaitFor([&] { return !refresher.isInFlight(R::Deployments); }, 3000));
        const int calls = refresher.callCount(R::Deployments);
        QTest::qWait(400);
        QCOMPARE(refresher.callCount(R::Deployments), calls);
        QVERIFY(refresher.freshness().paused);
        QVERIFY(
            refresher.freshness().describe(QDateTime::currentDateTime()).contains(QStringLiteral("paused")));
        refresher.resume();
        QVERIFY(!refresher.freshness().paused);
        QVERIFY(QTest::qWaitFor([&] { return refresher.callCount(R::Deployments) > calls; }, 2000));
    }

    void slowReplyMarksStaleUntilItArrives()
    {
        DemoOptions options;
        options.responseDelayMs = 1200;
        DemoServer server(options);
        QVERIFY(server.listen());
        Connection c(server.url());
        QVERIFY(c.login());
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(100);
        refresher.setNoReplyThreshold(300);
        QVERIFY(QTest::qWaitFor(
            [&] { return refresher.freshness(R::Deployments).reason == Freshness::StaleReason::NoReply; },
            3000));
        QVERIFY(refresher.freshness(R::Deployments).error.contains(QStringLiteral("getDeployments")));
        QVERIFY(QTest::qWaitFor([&] { return refresher.freshness(R::Deployments).isLoaded(); }, 5000));
        QVERIFY(!refresher.freshness(R::Deployments).isStale());
    }

    void notLoggedInIsNotStale()
    {
        DemoServer server;
        QVERIFY(server.listen());
        Connection c(server.url());
        QVERIFY(cloudly::test::waitForState(*c.client, TypedSocketClient::State::Connected));
        InventoryRefresher refresher(c.session.get());
        refresher.setInterval(50);
        QTest::qWait(200);
        QCOMPARE(refresher.callCount(R::Services), 0);
        QVERIFY(!refresher.freshness().isStale());
        QVERIFY(!refresher.freshness().isLoaded());
        // Logging in starts the refresh at once.
        QVERIFY(c.login());
        QVERIFY(QTest::qWaitFor([&] { return allLoaded(refresher); }, 10000));
    }

    void preflightReportsFeedThePlatforms()
    {
        DemoServer server;
        QVERIFY(server.listen());
        Connection c(server.url());
        InventoryRefresher refresher(c.session.get());
        QSignalSpy spy(&refresher, &InventoryRefresher::imagePlatformsUpdated);
        DeploymentPreflightReport report;
        report.service.serviceId = QStringLiteral("svc-web");
        report.service.serviceName = QStringLiteral("web");
        report.currentImage.tag = QStringLiteral("1.3.0");
        report.currentImage.digest = QStringLiteral("sha256:") + QString(64, QLatin1Char('a'));
        OciPlatformDescriptorSummary amd64;
        amd64.os = QStringLiteral("linux");
        amd64.architecture = QStringLiteral("amd64");
        amd64.runnable = true;
        amd64.manifestPresent = true;
        report.currentImage.platforms = {amd64};
        refresher.addPreflightReport(report);
        QCOMPARE(spy.count(), 1);
        QList<ImagePlatformInfo> infos = refresher.imagePlatforms();
        QCOMPARE(infos.size(), 1); // no requested image in this report
        QCOMPARE(infos.first().serviceId, QStringLiteral("svc-web"));
        QVERIFY(infos.first().current);
        QCOMPARE(infos.first().image.label, QStringLiteral("web current (1.3.0)"));
        QCOMPARE(infos.first().image.platforms.size(), 1);
        // A newer report replaces the older one of the same service.
        report.currentImage.platforms.append(amd64);
        report.currentImage.platforms.last().architecture = QStringLiteral("arm64");
        refresher.addPreflightReport(report);
        infos = refresher.imagePlatforms();
        QCOMPARE(infos.size(), 1);
        QCOMPARE(infos.first().image.platforms.size(), 2);
    }

    void decodesImagePlatformReplies()
    {
        const QJsonObject platform{{QStringLiteral("os"), QStringLiteral("linux")},
                                   {QStringLiteral("architecture"), QStringLiteral("arm64")},
                                   {QStringLiteral("runnable"), true},
                                   {QStringLiteral("manifestPresent"), true}};
        DecodeErrors errors;
        QList<ImagePlatformInfo> list = decodeImagePlatforms(
            QJsonObject{{QStringLiteral("images"),
                         QJsonArray{QJsonObject{{QStringLiteral("imageId"), QStringLiteral("img-webapp")},
                                                {QStringLiteral("platforms"), QJsonArray{platform}}}}}},
            errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().imageId, QStringLiteral("img-webapp"));
        QCOMPARE(list.first().source, ImagePlatformInfo::Source::Server);
        QCOMPARE(list.first().image.platforms.first().platform(), QStringLiteral("linux/arm64"));

        list = decodeImagePlatforms(QJsonObject{{QStringLiteral("platforms"), QJsonArray{platform}}}, errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(list.size(), 1);

        decodeImagePlatforms(QJsonObject{{QStringLiteral("images"),
                                          QJsonArray{QJsonObject{{QStringLiteral("platforms"), 5}}}}},
                             errors);
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.first().path.startsWith(QStringLiteral("$.images[0].platforms")),
                 qPrintable(errors.first().toString()));
    }
};

QTEST_GUILESS_MAIN(TestInventoryRefresher)
#include "tst_inventoryrefresher.moc"
