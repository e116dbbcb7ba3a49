// FleetQueries (the pages' read-only calls of the seed-004 features) against an in-process demo server:
// decoded answers, a server without the methods (not offered, naming the method sent), a profile's renamed
// method, a non-admin refused settings, an unknown provider refused before any call.

#include "core/demo/demoserver.h"
#include "core/fleet/fleetqueries.h"

#include <QJsonArray>
#include <QTest>

#include "testutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {
template <typename T> struct Waiter
{
    std::optional<FeatureResult<T>> result;
    std::function<void(const FeatureResult<T>&)> callback()
    {
        return [this](const FeatureResult<T>& r) { result = r; };
    }
    bool wait()
    {
        return QTest::qWaitFor([this] { return result.has_value(); }, 10000);
    }
};
} // namespace

class TestFleetQueries : public QObject
{
    Q_OBJECT
    std::unique_ptr<DemoServer> m_full;
    std::unique_ptr<DemoServer> m_bare;

private Q_SLOTS:
    void initTestCase()
    {
        m_full = std::make_unique<DemoServer>(DemoOptions{});
        DemoOptions bare;
        bare.fleetMethods = false;
        m_bare = std::make_unique<DemoServer>(bare);
        QVERIFY(m_full->listen());
        QVERIFY(m_bare->listen());
    }

    void answersDecode()
    {
        const auto c = loginTo(m_full->url(), true);
        QVERIFY(c);
        FleetQueries q(&c->session, MethodNames());
        Waiter<BackupsResponse> backups;
        q.fetchBackups(QStringLiteral("svc-api"), this, backups.callback());
        Waiter<BaseOsNodesResponse> nodes;
        q.fetchBaseOsNodes(this, nodes.callback());
        Waiter<BaseOsImageBuildsResponse> builds;
        q.fetchBaseOsImageBuilds(this, builds.callback());
        Waiter<SettingsResponse> settings;
        q.fetchSettings(this, settings.callback());
        Waiter<ProviderConnectionResult> test;
        q.testProvider(QStringLiteral("cloudflare"), this, test.callback());
        QVERIFY(backups.wait() && nodes.wait() && builds.wait() && settings.wait() && test.wait());
        QVERIFY2(backups.result->ok(), qPrintable(backups.result->message));
        QCOMPARE(backups.result->value->backups.size(), 2);
        QCOMPARE(nodes.result->value->nodes.size(), 4);
        QCOMPARE(builds.result->value->builds.size(), 4);
        QCOMPARE(settings.result->value->settings.values.value(QStringLiteral("hetznerToken")),
                 QStringLiteral("****3f9a"));
        QVERIFY(test.result->value->isValid());
        QCOMPARE(test.result->method, QStringLiteral("testProviderConnection"));
    }

    void notOfferedNamesTheMethod()
    {
        const auto c = loginTo(m_bare->url(), true);
        QVERIFY(c);
        MethodNames names;
        QVERIFY(names.setOverride(methods::getBaseOsImageBuilds, QStringLiteral("listImageBuilds")));
        FleetQueries q(&c->session, names);
        Waiter<BackupsResponse> backups;
        q.fetchBackups(std::nullopt, this, backups.callback());
        Waiter<BaseOsImageBuildsResponse> builds;
        q.fetchBaseOsImageBuilds(this, builds.callback());
        QVERIFY(backups.wait() && builds.wait());
        QVERIFY(!backups.result->ok());
        QVERIFY(backups.result->notOffered);
        QVERIFY2(backups.result->message.contains(QStringLiteral("\"getBackups\"")),
                 qPrintable(backups.result->message));
        QVERIFY(builds.result->notOffered);
        QCOMPARE(builds.result->method, QStringLiteral("listImageBuilds"));
        QVERIFY(builds.result->message.contains(QStringLiteral("\"listImageBuilds\"")));
        // The rest is unaffected: the same session still answers other calls.
        bool servicesOk = false;
        c->session.call(methods::getServices, {}, this, [&](const CallResult& r) { servicesOk = r.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(servicesOk, 10000);
    }

    void fetchIsTheOnePathOfFeedsAndCli()
    {
        // fetch(): the reply exactly as sent, under the profile's name; "not offered" told apart. The
        // console's FeatureFeed and cloudlyctl's callFeature both go through it.
        const auto full = loginTo(m_full->url(), true);
        const auto bare = loginTo(m_bare->url(), true);
        QVERIFY(full && bare);
        MethodNames names;
        QVERIFY(names.setOverride(methods::getBackups, QStringLiteral("listBackupRecords")));
        FleetQueries renamed(&bare->session, names);
        Waiter<QJsonObject> notOffered;
        renamed.fetch(methods::getBackups, FleetQueries::featureName(methods::getBackups), {}, nullptr,
                      notOffered.callback());
        FleetQueries plain(&full->session, MethodNames());
        plain.setTimeout(5000);
        Waiter<QJsonObject> raw;
        plain.fetch(methods::getBaseOsNodes, FleetQueries::featureName(methods::getBaseOsNodes), {}, this,
                    raw.callback());
        QVERIFY(notOffered.wait() && raw.wait());
        QVERIFY(notOffered.result->notOffered);
        QCOMPARE(notOffered.result->method, QStringLiteral("listBackupRecords"));
        QVERIFY2(notOffered.result->message.contains(QStringLiteral("\"listBackupRecords\"")) &&
                     notOffered.result->message.contains(QStringLiteral("backups")),
                 qPrintable(notOffered.result->message));
        QVERIFY2(raw.result->ok(), qPrintable(raw.result->message));
        QCOMPARE(raw.result->value->value(QStringLiteral("nodes")).toArray().size(), 4);
    }

    void nonAdminAndUnknownProvider()
    {
        const auto c = loginTo(m_full->url(), false);
        QVERIFY(c);
        FleetQueries q(&c->session, MethodNames());
        Waiter<SettingsResponse> settings;
        q.fetchSettings(this, settings.callback());
        QVERIFY(settings.wait());
        QVERIFY(!settings.result->ok());
        QVERIFY(!settings.result->notOffered);
        QVERIFY(settings.result->message.contains(QStringLiteral("admin role required")));
        Waiter<ProviderConnectionResult> test;
        q.testProvider(QStringLiteral("ionos"), this, test.callback());
        QVERIFY(test.result); // at once, nothing sent
        QVERIFY(test.result->message.contains(QStringLiteral("scaleway")));
    }
};

QTEST_GUILESS_MAIN(TestFleetQueries)
#include "tst_fleetqueries.moc"
