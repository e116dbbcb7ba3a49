// The demo inventory: the bundled fixture, the generated large inventory, and the cached serialization.
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <ctime>

using namespace cloudly::core;

class TestDemoData : public QObject
{
    Q_OBJECT

private:
    static DemoData fixture()
    {
        DemoData data;
        QString error;
        if (!data.loadFile(DemoData::defaultFixturePath(), &error))
            qFatal("fixture did not load: %s", qPrintable(error));
        return data;
    }

    // Every service's deploymentIds equals the set of deployments naming it, and every deployment's
    // service and node exist.
    static void checkConsistency(const DemoData& data)
    {
        QHash<QString, QSet<QString>> byService;
        const QJsonArray deployments = data.deployments().toJsonArray();
        QCOMPARE(deployments.size(), data.deployments().size());
        QSet<QString> ids;
        for (const QJsonValue& d : deployments) {
            const QJsonObject o = d.toObject();
            const QString id = o.value(QLatin1String("id")).toString();
            QVERIFY2(!ids.contains(id), qPrintable(id));
            ids.insert(id);
            const QString serviceId = o.value(QLatin1String("serviceId")).toString();
            const QString nodeId = o.value(QLatin1String("nodeId")).toString();
            QVERIFY2(data.services().contains(serviceId), qPrintable(id));
            QVERIFY2(data.nodes().contains(nodeId), qPrintable(id));
            byService[serviceId].insert(id);
        }
        for (int i = 0; i < data.services().size(); ++i) {
            const QJsonObject service = data.services().objectAt(i);
            QSet<QString> listed;
            for (const QJsonValue& v : service.value(QLatin1String("data"))
                                           .toObject()
                                           .value(QLatin1String("deploymentIds"))
                                           .toArray())
                listed.insert(v.toString());
            QCOMPARE(listed, byService.value(data.services().idAt(i)));
            QCOMPARE(static_cast<qsizetype>(data.deploymentsOfService(data.services().idAt(i)).size()),
                     qsizetype(listed.size()));
        }
        qsizetype perNode = 0;
        for (const QString& nodeId : data.nodes().ids())
            perNode += data.deploymentsOfNode(nodeId).size();
        QCOMPARE(perNode, data.deployments().size());
    }

private Q_SLOTS:
    void fixtureLoads()
    {
        const DemoData data = fixture();
        QCOMPARE(data.clusters().size(), 3);
        QCOMPARE(data.nodes().size(), 7);
        QCOMPARE(data.services().size(), 12);
        QVERIFY(data.deployments().size() >= 16);
        QCOMPARE(data.images().size(), 3);
        QCOMPARE(data.users().size(), 6);
        QVERIFY(data.ociIndexes().toArray().size() >= 5);
        QVERIFY(data.preflight().toObject().contains(QLatin1String("services")));
        QCOMPARE(data.generatedServiceCount(), 0);
        QCOMPARE(data.generatedDeploymentCount(), 0);
        QCOMPARE(data.nodesOfCluster(QStringLiteral("c-prod")).size(), 3);
        QCOMPARE(data.clusterOfNode(QStringLiteral("n-edge-2")), QStringLiteral("c-edge"));
        QVERIFY(data.services().contains(QStringLiteral("svc-web")));
        QCOMPARE(data.deploymentsOfService(QStringLiteral("svc-legacy")).size(), 0);
        checkConsistency(data);
    }

    void cachedArrayMatchesItems()
    {
        const DemoData data = fixture();
        const QJsonArray services = data.services().toJsonArray();
        QCOMPARE(services.size(), 12);
        QCOMPARE(services.at(3).toObject(), data.services().objectAt(3));
        QCOMPARE(data.services().object(QStringLiteral("svc-web")).value(QLatin1String("id")).toString(),
                 QStringLiteral("svc-web"));
        QVERIFY(data.services().object(QStringLiteral("svc-nope")).isEmpty());
        const QList<int> subset = data.deploymentsOfNode(QStringLiteral("n-prod-1"));
        QVERIFY(subset.size() >= 4);
        const QJsonArray nodeDeployments =
            QJsonDocument::fromJson(data.deployments().serializedArray(subset)).array();
        QCOMPARE(nodeDeployments.size(), subset.size());
        for (const QJsonValue& d : nodeDeployments)
            QCOMPARE(d.toObject().value(QLatin1String("nodeId")).toString(), QStringLiteral("n-prod-1"));
        QCOMPARE(QJsonDocument::fromJson(data.deployments().serializedArray({})).array().size(), 0);
    }

    void rejectsBrokenFixtures()
    {
        DemoData data;
        QString error;
        QVERIFY(!data.loadJson("not json", &error));
        QVERIFY(error.contains(QLatin1String("not valid JSON")));
        QVERIFY(!data.loadJson("[]", &error));
        QVERIFY(!data.loadJson(R"({"services": {"id": "x"}})", &error));
        QVERIFY(error.contains(QLatin1String("services")));
        QVERIFY(!data.loadJson(R"({"services": [{"name": "no id"}]})", &error));
        QVERIFY(!data.loadFile(QStringLiteral("/nonexistent/demo.json"), &error));
        QVERIFY(data.loadJson("{}", &error));
        QCOMPARE(data.services().size(), 0);
        QCOMPARE(data.services().serializedArray(), QByteArray("[]"));
    }

    void generatedInventory()
    {
        DemoData data = fixture();
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpuStart = std::clock();
        data.generate(2000, 100000);
        const qint64 ms = timer.elapsed();
        const double cpuMs = static_cast<double>(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
        qInfo("generated 2000 services / 100000 deployments in %lld ms wall, %.0f ms CPU (%.1f MB of "
              "deployments)",
              ms, cpuMs, double(data.deployments().serializedArray().size()) / 1e6);
        QCOMPARE(data.services().size(), 2000);
        QCOMPARE(data.deployments().size(), 100000);
        QCOMPARE(data.generatedServiceCount(), 2000 - 12);
        QCOMPARE(data.generatedDeploymentCount(), 100000 - data.fixtureDeploymentCount());
        // The speed target lives in the benchmarks (docs/PERFORMANCE.md), not in a timed unit test.
        // The fixture stays intact in front of the generated items.
        QCOMPARE(data.services().idAt(0), fixture().services().idAt(0));
        QVERIFY(data.services().contains(QStringLiteral("svc-gen-0001")));
        QVERIFY(data.deployments().contains(QStringLiteral("dep-gen-000001")));
        // Roughly the ~35 MB the console has to cope with.
        QVERIFY(data.deployments().serializedArray().size() > 25'000'000);
        checkConsistency(data);

        // Realistic variety: every status occurs, generated deployments run on every fixture node.
        QSet<QString> statuses;
        QSet<QString> nodes;
        const QJsonArray all = data.deployments().toJsonArray();
        for (const QJsonValue& d : all) {
            statuses.insert(d.toObject().value(QLatin1String("status")).toString());
            nodes.insert(d.toObject().value(QLatin1String("nodeId")).toString());
        }
        QCOMPARE(statuses.size(), 6);
        QCOMPARE(nodes.size(), 7);
    }

    void generationIsDeterministic()
    {
        DemoData a = fixture();
        DemoData b = fixture();
        a.generate(150, 5000);
        b.generate(150, 5000);
        QCOMPARE(a.deployments().serializedArray(), b.deployments().serializedArray());
        QCOMPARE(a.services().serializedArray(), b.services().serializedArray());
        // Generating again on the same object starts from the fixture.
        a.generate(150, 5000);
        QCOMPARE(a.deployments().serializedArray(), b.deployments().serializedArray());
        QCOMPARE(a.services().size(), 150);
        QCOMPARE(a.deployments().size(), 5000);
        a.generate(200, 5000);
        QVERIFY(a.services().serializedArray() != b.services().serializedArray());
    }

    void tasksWithoutServicesStillGetServices()
    {
        DemoData data = fixture();
        data.generate(0, 1000);
        QCOMPARE(data.deployments().size(), 1000);
        QVERIFY(data.generatedServiceCount() >= 1);
        checkConsistency(data);
        DemoData fewer = fixture();
        fewer.generate(5, 10); // below the fixture: nothing is generated or removed
        QCOMPARE(fewer.services().size(), 12);
        QCOMPARE(fewer.deployments().size(), fewer.fixtureDeploymentCount());
    }

    void authLoginsAndGrants()
    {
        const DemoData data = fixture();
        DemoAuth auth(data.users());
        DemoAuth::Failure failure{};
        QVERIFY(!auth.loginWithPassword(QStringLiteral("admin"), QStringLiteral("wrong"), &failure));
        QCOMPARE(failure, DemoAuth::Failure::BadCredentials);
        const auto admin = auth.loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), &failure);
        QVERIFY(admin);
        QCOMPARE(admin->role, QStringLiteral("admin"));
        QCOMPARE(admin->userId, QStringLiteral("u-admin"));
        QVERIFY(admin->jwt.size() > 32);
        QVERIFY(auth.verify(admin->toJson()));
        QVERIFY(!auth.verify(QJsonObject{{QStringLiteral("jwt"), QStringLiteral("forged")}}));
        QVERIFY(!auth.verify(QJsonValue()));

        const auto machine = auth.loginWithToken(QStringLiteral("demo-machine-token"), &failure);
        QVERIFY(machine);
        QCOMPARE(machine->name, QStringLiteral("ci-web"));
        QCOMPARE(machine->type, QStringLiteral("machine"));
        QVERIFY(admin->jwt != machine->jwt);
        QVERIFY(!auth.loginWithToken(QStringLiteral("demo-expired-token"), &failure));
        QCOMPARE(failure, DemoAuth::Failure::TokenExpired);
        QVERIFY(!auth.loginWithToken(QStringLiteral("nope"), &failure));
        QCOMPARE(failure, DemoAuth::Failure::InvalidToken);

        // Identities expire after 24 h.
        const qint64 start = auth.now();
        auth.setClock([start] { return start + DemoAuth::kIdentityLifetimeMs + 1; });
        QVERIFY(!auth.verify(admin->toJson()));

        QCOMPARE(auth.grant(QStringLiteral("mu-ci-partial"), QStringLiteral("svc-api")),
                 QStringList{QStringLiteral("deployment:preflight")});
        auth.setGrant(QStringLiteral("mu-none"), QStringLiteral("svc-web"),
                      {QStringLiteral("deployment:preflight")});
        QCOMPARE(auth.grants(QStringLiteral("mu-none")).size(), 1);
        auth.setGrant(QStringLiteral("mu-none"), QStringLiteral("svc-web"), {});
        QVERIFY(auth.grants(QStringLiteral("mu-none")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDemoData)
#include "tst_demodata.moc"
