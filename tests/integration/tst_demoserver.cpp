// The demo server, in-process (DemoServer) and as the cloudly-demo-server process, driven through the
// real TypedSocketClient: protocol behaviour (errors, ordering, pushes, tags), the Cloudly methods on the
// fixture, the preflight engine and the grant editor.
#include "core/demo/demopreflight.h"
#include "core/demo/demoserver.h"
#include "core/net/typedsocketclient.h"
#include "logcapture.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QMutex>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QWebSocket>

#include <memory>

using namespace cloudly::core;
using cloudly::test::callAndWait;
using cloudly::test::ServerProcess;
using cloudly::test::waitForState;

namespace {

const QString kInProcess = QStringLiteral("in-process");
const QString kProcess = QStringLiteral("process");
const QString kNodePeer = QStringLiteral("node-peer");

// One server under test: the in-process DemoServer or the cloudly-demo-server executable.
struct Server
{
    std::unique_ptr<DemoServer> inProcess;
    std::unique_ptr<ServerProcess> process;
    QUrl url;
    QString error;

    bool start(const QString& mode, const DemoOptions& options = {}, const QStringList& args = {})
    {
        if (mode == kInProcess) {
            inProcess = std::make_unique<DemoServer>(options);
            if (!inProcess->listen()) {
                error = inProcess->errorString();
                return false;
            }
            url = inProcess->url();
            return true;
        }
        process = std::make_unique<ServerProcess>(
            mode == kNodePeer ? ServerProcess::Kind::NodePeer : ServerProcess::Kind::DemoServer, args);
        if (!process->start()) {
            error = process->error();
            return false;
        }
        url = process->url();
        return true;
    }
};

TypedSocketClient::Options clientOptions()
{
    TypedSocketClient::Options o;
    o.requestTimeoutMs = 20000;
    o.initialBackoffMs = 50;
    o.maxBackoffMs = 200;
    o.pingIntervalMs = 0;
    return o;
}

QJsonObject fixtureJson(const QString& name)
{
    QFile file(QStringLiteral(":/fixtures/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList blockerCodes(const QJsonObject& report)
{
    QStringList codes;
    for (const QJsonValue& b : report.value(QLatin1String("compatibilityBlockers")).toArray())
        codes << b.toObject().value(QLatin1String("code")).toString();
    return codes;
}

QStringList ids(const QJsonArray& items)
{
    QStringList out;
    for (const QJsonValue& item : items)
        out << item.toObject().value(QLatin1String("id")).toString();
    return out;
}

} // namespace

class TestDemoServer : public QObject
{
    Q_OBJECT

    // Opens `client` on `server`; QVERIFY-style failures are reported by the caller.
    static bool connectTo(TypedSocketClient& client, const Server& server)
    {
        client.open(server.url);
        return waitForState(client, TypedSocketClient::State::Connected);
    }

    static QJsonObject login(TypedSocketClient& client, const QString& user = QStringLiteral("admin"),
                             const QString& password = QStringLiteral("demo"))
    {
        const CallResult r =
            callAndWait(client, QStringLiteral("adminLoginWithUsernameAndPassword"),
                        {{QStringLiteral("username"), user}, {QStringLiteral("password"), password}});
        return r.response.value(QLatin1String("identity")).toObject();
    }

    static QJsonObject tokenLogin(TypedSocketClient& client, const QString& token)
    {
        const CallResult r =
            callAndWait(client, QStringLiteral("getIdentityByToken"), {{QStringLiteral("token"), token}});
        return r.response.value(QLatin1String("identity")).toObject();
    }

    static CallResult preflight(TypedSocketClient& client, QJsonObject request, const QJsonObject& identity)
    {
        request.insert(QStringLiteral("identity"), identity);
        return callAndWait(client, QStringLiteral("getDeploymentPreflight"), request);
    }

    static void modes()
    {
        QTest::addColumn<QString>("mode");
        QTest::newRow("in-process") << kInProcess;
        QTest::newRow("process") << kProcess;
        // The same checks against the Node reference peer prove both servers behave alike.
        QTest::newRow("node-peer") << kNodePeer;
    }

#define START_SERVER(server, ...)                                                                            \
    QFETCH(QString, mode);                                                                                   \
    Server server;                                                                                           \
    QVERIFY2(server.start(mode, ##__VA_ARGS__), qPrintable(server.error));                                   \
    TypedSocketClient client(clientOptions());                                                               \
    QVERIFY2(connectTo(client, server), qPrintable(client.lastError()))

private Q_SLOTS:
    void listenBasics()
    {
        DemoServer server;
        QCOMPARE(server.port(), quint16(0));
        QVERIFY2(server.listen(), qPrintable(server.errorString()));
        QVERIFY(server.port() > 0);
        QCOMPARE(server.url(), QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server.port())));
        QCOMPARE(server.connectionCount(), 0);
        QVERIFY(server.methods().contains(QStringLiteral("getDeploymentPreflight")));
        QVERIFY(server.methods().contains(QStringLiteral("__typedsocket_setTag")));

        // A second server cannot take the same port.
        DemoServer other;
        QVERIFY(!other.listen(QHostAddress::LocalHost, server.port()));
        QVERIFY(!other.errorString().isEmpty());

        // A missing fixture makes listen() fail with a reason.
        DemoOptions broken;
        broken.fixturePath = QStringLiteral("/nonexistent/fixture.json");
        DemoServer missing(broken);
        QVERIFY(!missing.listen());
        QVERIFY(missing.errorString().contains(QLatin1String("/nonexistent/fixture.json")));

        QSignalSpy countSpy(&server, &DemoServer::connectionCountChanged);
        {
            TypedSocketClient client(clientOptions());
            client.open(server.url());
            QVERIFY(waitForState(client, TypedSocketClient::State::Connected));
            QTRY_COMPARE(server.connectionCount(), 1);
            client.close();
            QTRY_COMPARE(server.connectionCount(), 0);
        }
        QVERIFY(countSpy.size() >= 2);
    }

    void login_data()
    {
        modes();
    }
    void login()
    {
        START_SERVER(server);
        const QJsonObject identity = this->login(client);
        QCOMPARE(identity.value(QLatin1String("name")).toString(), QStringLiteral("admin"));
        QCOMPARE(identity.value(QLatin1String("userId")).toString(), QStringLiteral("u-admin"));
        QCOMPARE(identity.value(QLatin1String("type")).toString(), QStringLiteral("human"));
        QCOMPARE(identity.value(QLatin1String("role")).toString(), QStringLiteral("admin"));
        QVERIFY(identity.value(QLatin1String("jwt")).toString().size() >= 32);
        const qint64 expiresAt = static_cast<qint64>(identity.value(QLatin1String("expiresAt")).toDouble());
        const qint64 in24h = QDateTime::currentMSecsSinceEpoch() + 24ll * 3600 * 1000;
        QVERIFY(qAbs(expiresAt - in24h) < 60000);

        const CallResult bad = callAndWait(client, QStringLiteral("adminLoginWithUsernameAndPassword"),
                                           {{QStringLiteral("username"), QStringLiteral("admin")},
                                            {QStringLiteral("password"), QStringLiteral("wrong")}});
        QCOMPARE(bad.error.kind, CallError::Kind::Server);
        QCOMPARE(bad.error.text, QStringLiteral("login failed"));
        QCOMPARE(bad.error.data.toObject().value(QLatin1String("reason")).toString(),
                 QStringLiteral("bad credentials"));

        // Machine tokens.
        const QJsonObject machine = tokenLogin(client, QStringLiteral("demo-machine-token"));
        QCOMPARE(machine.value(QLatin1String("userId")).toString(), QStringLiteral("mu-ci-web"));
        QCOMPARE(machine.value(QLatin1String("name")).toString(), QStringLiteral("ci-web"));
        QCOMPARE(machine.value(QLatin1String("type")).toString(), QStringLiteral("machine"));
        QCOMPARE(machine.value(QLatin1String("role")).toString(), QStringLiteral("api"));
        QVERIFY(machine.value(QLatin1String("jwt")) != identity.value(QLatin1String("jwt")));
        const CallResult unknown = callAndWait(client, QStringLiteral("getIdentityByToken"),
                                               {{QStringLiteral("token"), QStringLiteral("nope")}});
        QCOMPARE(unknown.error.text, QStringLiteral("invalid token"));
        QVERIFY(unknown.error.data.isUndefined() || unknown.error.data.isNull());
        const CallResult expired =
            callAndWait(client, QStringLiteral("getIdentityByToken"),
                        {{QStringLiteral("token"), QStringLiteral("demo-expired-token")}});
        QCOMPARE(expired.error.text, QStringLiteral("token expired"));
    }

    void identityRequired_data()
    {
        modes();
    }
    void identityRequired()
    {
        START_SERVER(server);
        const QJsonObject identity = login(client);
        const CallResult ok =
            callAndWait(client, QStringLiteral("getServices"), {{QStringLiteral("identity"), identity}});
        QVERIFY2(ok.ok(), qPrintable(ok.error.message()));
        QCOMPARE(ok.response.value(QLatin1String("services")).toArray().size(), 12);

        const CallResult missing = callAndWait(client, QStringLiteral("getServices"));
        QCOMPARE(missing.error.kind, CallError::Kind::Server);
        QCOMPARE(missing.error.text, QStringLiteral("identity missing or invalid"));

        // Only jwts this server issued count; the other identity fields are never trusted.
        QJsonObject forged = identity;
        forged.insert(QStringLiteral("jwt"), QStringLiteral("eyJ.forged"));
        const CallResult bad =
            callAndWait(client, QStringLiteral("getDeployments"), {{QStringLiteral("identity"), forged}});
        QCOMPARE(bad.error.text, QStringLiteral("identity missing or invalid"));
        for (const QString& method : {QStringLiteral("getClusters"), QStringLiteral("getNodeDeployments"),
                                      QStringLiteral("getDeploymentPreflight"),
                                      QStringLiteral("configureServiceDeploymentMachineUser")}) {
            const CallResult r =
                callAndWait(client, method, {{QStringLiteral("nodeId"), QStringLiteral("n-prod-1")}});
            QCOMPARE(r.error.text, QStringLiteral("identity missing or invalid"));
        }
    }

    void identityExpires()
    {
        Server server;
        QVERIFY(server.start(kInProcess));
        TypedSocketClient client(clientOptions());
        QVERIFY(connectTo(client, server));
        const QJsonObject identity = login(client);
        QVERIFY(callAndWait(client, QStringLiteral("getClusters"), {{QStringLiteral("identity"), identity}})
                    .ok());
        const qint64 later = QDateTime::currentMSecsSinceEpoch() + 25ll * 3600 * 1000;
        server.inProcess->auth().setClock([later] { return later; });
        const CallResult r =
            callAndWait(client, QStringLiteral("getClusters"), {{QStringLiteral("identity"), identity}});
        QCOMPARE(r.error.text, QStringLiteral("identity missing or invalid"));
    }

    void protocolErrors_data()
    {
        modes();
    }
    void protocolErrors()
    {
        START_SERVER(server);
        const CallResult none = callAndWait(client, QStringLiteral("noSuchMethod"));
        QCOMPARE(none.error.kind, CallError::Kind::NoMethod);
        QCOMPARE(none.error.text, noMethodText());
        const CallResult plain = callAndWait(client, QStringLiteral("failPlain"));
        QCOMPARE(plain.error.kind, CallError::Kind::EmptyResponse);
        const CallResult never = callAndWait(client, QStringLiteral("neverAnswer"), {}, 300);
        QCOMPARE(never.error.kind, CallError::Kind::Timeout);
        // The connection is still fine afterwards.
        QVERIFY(callAndWait(client, QStringLiteral("listTags")).ok());
    }

    void outOfOrder_data()
    {
        modes();
    }
    void outOfOrder()
    {
        START_SERVER(server);
        QStringList order;
        int slow = 0, fast = 0;
        client.call(QStringLiteral("sleep"), {{QStringLiteral("ms"), 300}}, this, [&](const CallResult& r) {
            order << QStringLiteral("slow");
            slow = r.response.value(QLatin1String("slept")).toInt();
        });
        client.call(QStringLiteral("sleep"), {{QStringLiteral("ms"), 10}}, this, [&](const CallResult& r) {
            order << QStringLiteral("fast");
            fast = r.response.value(QLatin1String("slept")).toInt();
        });
        // Other calls are answered while both sleep.
        QVERIFY(callAndWait(client, QStringLiteral("listTags")).ok());
        QTRY_COMPARE_WITH_TIMEOUT(order.size(), 2, 10000);
        QCOMPARE(order, (QStringList{QStringLiteral("fast"), QStringLiteral("slow")}));
        QCOMPARE(slow, 300);
        QCOMPARE(fast, 10);
    }

    void serverPush_data()
    {
        modes();
    }
    void serverPush()
    {
        START_SERVER(server);
        QJsonObject received;
        client.registerHandler(QStringLiteral("pushClusterConfig"),
                               [&](const QJsonObject& request, QString*) {
                                   received = request;
                                   return QJsonObject{{QStringLiteral("ok"), true}};
                               });
        client.registerHandler(QStringLiteral("failingPush"), [](const QJsonObject&, QString* error) {
            *error = QStringLiteral("handler refused");
            return QJsonObject();
        });
        const CallResult answered = callAndWait(client, QStringLiteral("triggerPush"));
        QVERIFY2(answered.ok(), qPrintable(answered.error.message()));
        QCOMPARE(answered.response.value(QLatin1String("clientAnswered")).toObject(),
                 (QJsonObject{{QStringLiteral("ok"), true}}));
        // The default payload: {configData: {hello: "from server"}} ("from peer" on the Node peer).
        QVERIFY(received.value(QLatin1String("configData"))
                    .toObject()
                    .value(QLatin1String("hello"))
                    .toString()
                    .startsWith(QLatin1String("from ")));

        const QJsonObject payload{
            {QStringLiteral("configData"), QJsonObject{{QStringLiteral("id"), QStringLiteral("c-prod")}}}};
        const CallResult custom =
            callAndWait(client, QStringLiteral("triggerPush"),
                        {{QStringLiteral("method"), QStringLiteral("pushClusterConfig")},
                         {QStringLiteral("payload"), payload}});
        QVERIFY(custom.ok());
        QCOMPARE(received, payload);

        const CallResult unknown = callAndWait(client, QStringLiteral("triggerPush"),
                                               {{QStringLiteral("method"), QStringLiteral("noSuchPush")}});
        QVERIFY(unknown.ok());
        QCOMPARE(unknown.response.value(QLatin1String("clientError")).toString(), noMethodText());
        QVERIFY(!unknown.response.contains(QLatin1String("clientAnswered")));

        const CallResult failing = callAndWait(client, QStringLiteral("triggerPush"),
                                               {{QStringLiteral("method"), QStringLiteral("failingPush")}});
        QCOMPARE(failing.response.value(QLatin1String("clientError")).toString(),
                 QStringLiteral("handler refused"));
    }

    void tags_data()
    {
        modes();
    }
    void tags()
    {
        START_SERVER(server);
        const QJsonObject payload{{QStringLiteral("name"), QStringLiteral("ci")},
                                  {QStringLiteral("role"), QStringLiteral("api")}};
        client.setTag(QStringLiteral("identity"), payload);
        client.setTag(QStringLiteral("console"), true);
        CallResult r = callAndWait(client, QStringLiteral("listTags"));
        QVERIFY(r.ok());
        QJsonArray tags = r.response.value(QLatin1String("tags")).toArray();
        QCOMPARE(tags.size(), 2);
        QCOMPARE(tags.at(0).toObject().value(QLatin1String("name")).toString(), QStringLiteral("identity"));
        QCOMPARE(tags.at(0).toObject().value(QLatin1String("payload")).toObject(), payload);

        client.removeTag(QStringLiteral("console"));
        r = callAndWait(client, QStringLiteral("listTags"));
        QCOMPARE(r.response.value(QLatin1String("tags")).toArray().size(), 1);

        // Tags live on the server's connection: a fresh connection starts without them...
        TypedSocketClient other(clientOptions());
        QVERIFY(connectTo(other, server));
        QCOMPARE(callAndWait(other, QStringLiteral("listTags"))
                     .response.value(QLatin1String("tags"))
                     .toArray()
                     .size(),
                 0);

        // ...and the client re-sends its tags after a reconnect.
        QSignalSpy reconnected(&client, &TypedSocketClient::connected);
        client.abortForTest();
        QVERIFY(reconnected.wait(10000) || reconnected.size() > 0);
        QVERIFY(waitForState(client, TypedSocketClient::State::Connected));
        r = callAndWait(client, QStringLiteral("listTags"));
        QVERIFY(r.ok());
        tags = r.response.value(QLatin1String("tags")).toArray();
        QCOMPARE(tags.size(), 1);
        QCOMPARE(tags.at(0).toObject().value(QLatin1String("payload")).toObject(), payload);
    }

    void inventory_data()
    {
        modes();
    }
    void inventory()
    {
        START_SERVER(server);
        const QJsonObject identity = login(client);
        const QJsonObject id{{QStringLiteral("identity"), identity}};
        const auto with = [&](const char* key, const QString& value) {
            QJsonObject request = id;
            request.insert(QLatin1String(key), value);
            return request;
        };

        const QJsonArray deployments = callAndWait(client, QStringLiteral("getDeployments"), id)
                                           .response.value(QLatin1String("deployments"))
                                           .toArray();
        QVERIFY(deployments.size() >= 16);
        const QJsonArray clusters = callAndWait(client, QStringLiteral("getClusters"), id)
                                        .response.value(QLatin1String("clusters"))
                                        .toArray();
        QCOMPARE(ids(clusters),
                 (QStringList{QStringLiteral("c-prod"), QStringLiteral("c-edge"), QStringLiteral("c-lab")}));
        QCOMPARE(callAndWait(client, QStringLiteral("getAllImages"), id)
                     .response.value(QLatin1String("images"))
                     .toArray()
                     .size(),
                 3);

        CallResult r = callAndWait(client, QStringLiteral("getServiceById"),
                                   with("serviceId", QStringLiteral("svc-web")));
        QCOMPARE(r.response.value(QLatin1String("service")).toObject().value(QLatin1String("id")).toString(),
                 QStringLiteral("svc-web"));
        r = callAndWait(client, QStringLiteral("getServiceById"),
                        with("serviceId", QStringLiteral("svc-nope")));
        QCOMPARE(r.error.text, QStringLiteral("service not found"));
        QCOMPARE(r.error.data.toObject().value(QLatin1String("serviceId")).toString(),
                 QStringLiteral("svc-nope"));
        r = callAndWait(client, QStringLiteral("getDeploymentById"),
                        with("deploymentId", QStringLiteral("d-web-prod-1")));
        QCOMPARE(r.response.value(QLatin1String("deployment"))
                     .toObject()
                     .value(QLatin1String("serviceId"))
                     .toString(),
                 QStringLiteral("svc-web"));
        r = callAndWait(client, QStringLiteral("getDeploymentById"),
                        with("deploymentId", QStringLiteral("d-nope")));
        QCOMPARE(r.error.text, QStringLiteral("deployment not found"));
        r = callAndWait(client, QStringLiteral("getClusterById"),
                        with("clusterId", QStringLiteral("c-edge")));
        QCOMPARE(r.response.value(QLatin1String("cluster"))
                     .toObject()
                     .value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("nodes"))
                     .toArray()
                     .size(),
                 2);
        r = callAndWait(client, QStringLiteral("getClusterById"),
                        with("clusterId", QStringLiteral("c-nope")));
        QCOMPARE(r.error.text, QStringLiteral("cluster not found"));
        r = callAndWait(client, QStringLiteral("getNodesByCluster"),
                        with("clusterId", QStringLiteral("c-prod")));
        QCOMPARE(ids(r.response.value(QLatin1String("nodes")).toArray()),
                 (QStringList{QStringLiteral("n-prod-1"), QStringLiteral("n-prod-2"),
                              QStringLiteral("n-prod-3")}));
        r = callAndWait(client, QStringLiteral("getImage"), with("imageId", QStringLiteral("img-webapp")));
        QCOMPARE(r.response.value(QLatin1String("image")).toObject().value(QLatin1String("id")).toString(),
                 QStringLiteral("img-webapp"));
        r = callAndWait(client, QStringLiteral("getImage"), with("imageId", QStringLiteral("img-nope")));
        QCOMPARE(r.error.text, QStringLiteral("image not found"));

        // The filtered lists are consistent with getDeployments.
        QHash<QString, QStringList> byService, byNode;
        for (const QJsonValue& d : deployments) {
            const QJsonObject o = d.toObject();
            byService[o.value(QLatin1String("serviceId")).toString()]
                << o.value(QLatin1String("id")).toString();
            byNode[o.value(QLatin1String("nodeId")).toString()] << o.value(QLatin1String("id")).toString();
        }
        for (const QString& serviceId :
             {QStringLiteral("svc-web"), QStringLiteral("svc-coreflow"), QStringLiteral("svc-legacy")}) {
            r = callAndWait(client, QStringLiteral("getDeploymentsByService"), with("serviceId", serviceId));
            QVERIFY2(r.ok(), qPrintable(r.error.message()));
            QCOMPARE(ids(r.response.value(QLatin1String("deployments")).toArray()),
                     byService.value(serviceId));
        }
        for (const QString& method :
             {QStringLiteral("getDeploymentsByNode"), QStringLiteral("getNodeDeployments")}) {
            r = callAndWait(client, method, with("nodeId", QStringLiteral("n-prod-3")));
            QVERIFY2(r.ok(), qPrintable(r.error.message()));
            QCOMPARE(ids(r.response.value(QLatin1String("deployments")).toArray()),
                     byNode.value(QStringLiteral("n-prod-3")));
            QVERIFY(!byNode.value(QStringLiteral("n-prod-3")).isEmpty());
        }
        // The request is echoed with the reply (the client matched it by correlation id).
        QCOMPARE(
            callAndWait(client, QStringLiteral("getDeploymentsByNode"), with("nodeId", QStringLiteral("n-x")))
                .error.text,
            QStringLiteral("node not found"));
    }

    void preflightGoNoGo_data()
    {
        modes();
    }
    void preflightGoNoGo()
    {
        START_SERVER(server);
        const QJsonObject go = fixtureJson(QStringLiteral("preflight-go.json"));
        const QJsonObject nogo = fixtureJson(QStringLiteral("preflight-nogo.json"));
        QVERIFY(!go.isEmpty());
        QVERIFY(!nogo.isEmpty());
        const QJsonObject admin = login(client);

        CallResult r = preflight(client, go, admin);
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QJsonObject report = r.response.value(QLatin1String("report")).toObject();
        QCOMPARE(report.value(QLatin1String("decision")).toString(), QStringLiteral("GO"));
        QCOMPARE(blockerCodes(report), QStringList());
        QCOMPARE(report.value(QLatin1String("schemaVersion")).toInt(), 2);
        QCOMPARE(report.value(QLatin1String("mutationPerformed")).toBool(true), false);
        QCOMPARE(report.value(QLatin1String("service"))
                     .toObject()
                     .value(QLatin1String("serviceName"))
                     .toString()
                     .isEmpty(),
                 false);
        QCOMPARE(report.value(QLatin1String("authorizationChecks")).toArray().size(), 4);
        QCOMPARE(report.value(QLatin1String("requestedImage"))
                     .toObject()
                     .value(QLatin1String("tagReserved"))
                     .toBool(),
                 true);
        QCOMPARE(report.value(QLatin1String("proposed"))
                     .toObject()
                     .value(QLatin1String("namespaceBlank"))
                     .toBool(),
                 true);

        r = preflight(client, nogo, admin);
        report = r.response.value(QLatin1String("report")).toObject();
        QCOMPARE(report.value(QLatin1String("decision")).toString(), QStringLiteral("NO-GO"));
        QCOMPARE(blockerCodes(report), (QStringList{QStringLiteral("CURRENT_REFERENCE_MUTABLE"),
                                                    QStringLiteral("CURRENT_RUNTIME_DIGEST_MISSING"),
                                                    QStringLiteral("RUNTIME_ATTESTATION_MISMATCH")}));
        QCOMPARE(
            report.value(QLatin1String("compatibilityBlockers"))
                .toArray()
                .at(2)
                .toObject()
                .value(QLatin1String("message"))
                .toString(),
            QStringLiteral(
                "Runtime attestation mismatch for svc-api: 1 of 3 required replicas verified, 0 mismatched, "
                "digests consistent."));

        // Grants: the machine user with all capabilities on svc-web gets GO, the partial one does not.
        r = preflight(client, go, tokenLogin(client, QStringLiteral("demo-machine-token")));
        QCOMPARE(
            r.response.value(QLatin1String("report")).toObject().value(QLatin1String("decision")).toString(),
            QStringLiteral("GO"));
        r = preflight(client, go, tokenLogin(client, QStringLiteral("demo-partial-token")));
        QCOMPARE(
            blockerCodes(r.response.value(QLatin1String("report")).toObject()),
            (QStringList{QStringLiteral("AUTHORIZATION_MISSING"), QStringLiteral("AUTHORIZATION_MISSING")}));

        QJsonObject unknown = go;
        unknown.insert(QStringLiteral("serviceId"), QStringLiteral("svc-nope"));
        r = preflight(client, unknown, admin);
        QCOMPARE(r.error.text, QStringLiteral("service not found"));
        QCOMPARE(r.error.data.toObject().value(QLatin1String("serviceId")).toString(),
                 QStringLiteral("svc-nope"));
    }

    // The regression table of docs/DEMO_PREFLIGHT.md §5 (in-process: same engine either way).
    void preflightRegression_data()
    {
        QTest::addColumn<QJsonObject>("changes");
        QTest::addColumn<QStringList>("remove");
        QTest::addColumn<QStringList>("codes");
        const auto digest = [](const char* hex) { return QString::fromLatin1(hex); };
        const QString amd64Only =
            digest("sha256:fa1bd930f44bf362bda83c361be198b1d2d0e5f4fafb0a76673a6304cca2e5ab");
        const QString missingManifest =
            digest("sha256:84e44093e3b2626b963aed7f7581d7d0688d0064582b2f166d51240f6f909faf");
        const QString single =
            digest("sha256:d8421be9a863e8c8d71c78956072bc5c4e71fc8f4a406fa0fd20de2cbfc9701c");
        const QString dockerList =
            digest("sha256:22da19e60f6e71e83252f1e9af0a5c18ea51d9f0e4597f7707aea88a2f7bc704");
        const QString E = QStringLiteral("RELEASE_EVIDENCE_INVALID");
        const QStringList sixInvalid{E, E, E, E, E, E};
        const auto ch = [](const char* key, const QJsonValue& value) {
            return QJsonObject{{QLatin1String(key), value}};
        };
        QTest::newRow("amd64-only") << ch("ociIndexDigest", amd64Only) << QStringList()
                                    << (QStringList{QStringLiteral("OCI_PLATFORM_MISSING")} + sixInvalid);
        QTest::newRow("missing-manifest")
            << ch("ociIndexDigest", missingManifest) << QStringList()
            << (QStringList{QStringLiteral("OCI_PLATFORM_MANIFEST_MISSING")} + sixInvalid);
        QTest::newRow("img-single") << ch("ociIndexDigest", single) << QStringList()
                                    << (QStringList{QStringLiteral("OCI_INDEX_MEDIA_TYPE_REQUIRED")} +
                                        sixInvalid);
        QTest::newRow("docker-list") << ch("ociIndexDigest", dockerList) << QStringList() << sixInvalid;
        QTest::newRow("not-found") << ch("ociIndexDigest",
                                         QStringLiteral("sha256:") + QString(64, QLatin1Char('0')))
                                   << QStringList()
                                   << (QStringList{QStringLiteral("OCI_INDEX_NOT_FOUND")} + sixInvalid);
        QTest::newRow("no-digest") << QJsonObject() << QStringList{QStringLiteral("ociIndexDigest")}
                                   << (QStringList{QStringLiteral("OCI_INDEX_DIGEST_REQUIRED")} + sixInvalid);
        QTest::newRow("bad-digest") << ch("ociIndexDigest", QStringLiteral("sha256:xyz")) << QStringList()
                                    << (QStringList{QStringLiteral("OCI_INDEX_DIGEST_REQUIRED")} +
                                        sixInvalid);
        QTest::newRow("released-version") << ch("version", QStringLiteral("1.3.0")) << QStringList()
                                          << QStringList{E, QStringLiteral("VERSION_COLLISION")};
        QTest::newRow("foreign-namespace")
            << ch("proposedNamespace", QStringLiteral("api-2-0-0")) << QStringList()
            << QStringList{QStringLiteral("NAMESPACE_COLLISION")};
        QTest::newRow("own-namespace")
            << ch("proposedNamespace", QStringLiteral("web-1-3-0")) << QStringList()
            << QStringList{QStringLiteral("WOULD_REPLACE_EXISTING_STATE")};
        QTest::newRow("unproven-namespace")
            << ch("proposedNamespace", QStringLiteral("web-scratch")) << QStringList()
            << QStringList{QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK")};
        QTest::newRow("not-greenfield") << ch("greenfield", false) << QStringList()
                                        << QStringList{QStringLiteral("WOULD_REPLACE_EXISTING_STATE")};
        QTest::newRow("svc-legacy") << ch("serviceId", QStringLiteral("svc-legacy")) << QStringList()
                                    << QStringList{QStringLiteral("CONFIGURATION_DIGEST_INVALID"), E};
        QTest::newRow("svc-worker") << ch("serviceId", QStringLiteral("svc-worker")) << QStringList()
                                    << QStringList{E, QStringLiteral("CORESTORE_INVENTORY_UNAVAILABLE"),
                                                   QStringLiteral("RUNTIME_ATTESTATION_MISMATCH")};
        QTest::newRow("long-service-id") << ch("serviceId", QString(201, QLatin1Char('x'))) << QStringList()
                                         << QStringList{QStringLiteral("INVALID_REQUEST")};
        QTest::newRow("no-release-tag") << QJsonObject() << QStringList{QStringLiteral("releaseTag")}
                                        << QStringList{QStringLiteral("IMMUTABLE_RELEASE_TAG_REQUIRED")};
        QTest::newRow("unreserved-tag") << ch("releaseTag", QStringLiteral("9.9.9")) << QStringList()
                                        << QStringList{QStringLiteral("IMMUTABLE_RELEASE_TAG_NOT_RESERVED")};
        QTest::newRow("no-evidence") << QJsonObject() << QStringList{QStringLiteral("releaseEvidence")}
                                     << QStringList{QStringLiteral("RELEASE_EVIDENCE_MISSING")};
        QTest::newRow("everything-wrong")
            << QJsonObject{{QStringLiteral("requestId"), QStringLiteral(" ")},
                           {QStringLiteral("serviceId"), QStringLiteral("svc-api")},
                           {QStringLiteral("sourceRevision"), QStringLiteral("ABC")},
                           {QStringLiteral("sourceDirty"), true},
                           {QStringLiteral("version"), QStringLiteral("v1")},
                           {QStringLiteral("proposedNamespace"), QStringLiteral("Web_1")},
                           {QStringLiteral("intentDigest"), QStringLiteral("md5:abc")},
                           {QStringLiteral("proposedCorestoreResources"),
                            QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                                   {QStringLiteral("resourceName"), QStringLiteral("x")}},
                                       QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                                   {QStringLiteral("resourceName"), QStringLiteral("x")}}}},
                           {QStringLiteral("greenfield"), false}}
            << QStringList{QStringLiteral("ociIndexDigest"), QStringLiteral("releaseTag"),
                           QStringLiteral("releaseEvidence")}
            << QStringList{QStringLiteral("INVALID_REQUEST"),
                           QStringLiteral("SOURCE_REVISION_INVALID"),
                           QStringLiteral("SOURCE_WORKTREE_DIRTY"),
                           QStringLiteral("VERSION_NOT_RESERVED"),
                           QStringLiteral("NAMESPACE_NOT_RESERVED"),
                           QStringLiteral("INTENT_DIGEST_INVALID"),
                           QStringLiteral("INVALID_REQUEST"),
                           QStringLiteral("WOULD_REPLACE_EXISTING_STATE"),
                           QStringLiteral("AUTHORIZATION_MISSING"),
                           QStringLiteral("AUTHORIZATION_MISSING"),
                           QStringLiteral("CURRENT_REFERENCE_MUTABLE"),
                           QStringLiteral("CURRENT_RUNTIME_DIGEST_MISSING"),
                           QStringLiteral("OCI_INDEX_DIGEST_REQUIRED"),
                           QStringLiteral("IMMUTABLE_RELEASE_TAG_REQUIRED"),
                           QStringLiteral("RELEASE_EVIDENCE_MISSING"),
                           QStringLiteral("RUNTIME_ATTESTATION_MISMATCH")};
    }
    void preflightRegression()
    {
        QFETCH(QJsonObject, changes);
        QFETCH(QStringList, remove);
        QFETCH(QStringList, codes);
        Server server;
        QVERIFY(server.start(kInProcess));
        TypedSocketClient client(clientOptions());
        QVERIFY(connectTo(client, server));
        QJsonObject request = fixtureJson(QStringLiteral("preflight-go.json"));
        for (const QString& key : remove)
            request.remove(key);
        for (auto it = changes.constBegin(); it != changes.constEnd(); ++it)
            request.insert(it.key(), it.value());
        // The "everything wrong" row is evaluated for mu-none, the rest for the admin.
        const QJsonObject caller = QTest::currentDataTag() == QByteArray("everything-wrong")
                                       ? tokenLogin(client, QStringLiteral("demo-none-token"))
                                       : login(client);
        const CallResult r = preflight(client, request, caller);
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        const QJsonObject report = r.response.value(QLatin1String("report")).toObject();
        QCOMPARE(blockerCodes(report), codes);
        QCOMPARE(report.value(QLatin1String("decision")).toString(), QStringLiteral("NO-GO"));
    }

    // Parity with the reference engine (tests/peer/lib/preflight.mjs, run by node): same report, field
    // for field, apart from generatedAt, for a spread of requests and callers.
    void preflightParityWithNodeEngine()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        const QString engine = QStringLiteral(CLOUDLY_SOURCE_DIR "/tests/peer/lib/preflight.mjs");
        if (node.isEmpty() || !QFile::exists(engine))
            QSKIP("node or tests/peer/lib/preflight.mjs not available");

        DemoData data;
        QVERIFY(data.loadFile(DemoData::defaultFixturePath()));
        DemoAuth auth(data.users());
        const DemoPreflight engineCpp(data, auth);

        const QJsonObject go = fixtureJson(QStringLiteral("preflight-go.json"));
        const QJsonObject nogo = fixtureJson(QStringLiteral("preflight-nogo.json"));
        const auto variant = [&go](std::initializer_list<std::pair<const char*, QJsonValue>> changes,
                                   QStringList remove = {}) {
            QJsonObject r = go;
            for (const QString& key : remove)
                r.remove(key);
            for (const auto& [key, value] : changes)
                r.insert(QLatin1String(key), value);
            return r;
        };
        QJsonObject evidence = go.value(QLatin1String("releaseEvidence")).toObject();
        QJsonArray attestations = evidence.value(QLatin1String("attestations")).toArray();
        QJsonObject oddAttestation = attestations.at(1).toObject();
        oddAttestation.insert(QStringLiteral("verifiedAt"), 5.0);
        oddAttestation.insert(QStringLiteral("verifier"), QStringLiteral("  "));
        attestations.replace(1, oddAttestation);
        attestations.append(42);
        attestations.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("bogus")}});
        QJsonObject oddEvidence = evidence;
        oddEvidence.insert(QStringLiteral("attestations"), attestations);
        oddEvidence.insert(QStringLiteral("releaseAuthorized"), QStringLiteral("yes"));
        QJsonObject nullDigestEvidence = evidence;
        nullDigestEvidence.insert(QStringLiteral("configurationDigest"), QJsonValue::Null);

        QJsonArray requests{
            go,
            nogo,
            variant({{"serviceId", QStringLiteral("svc-legacy")}}),
            variant({{"serviceId", QStringLiteral("svc-legacy")}, {"releaseEvidence", nullDigestEvidence}}),
            variant({{"serviceId", QStringLiteral("svc-worker")}}),
            variant({{"serviceId", QStringLiteral("svc-corelog")}}),
            variant({{"serviceId", QStringLiteral("svc-shared-b")}}),
            variant({{"serviceId", QStringLiteral("svc-coreflow")},
                     {"proposedNamespace", QStringLiteral("api-scratch")}}),
            variant({{"serviceId", 42}}),
            variant({{"serviceId", QString(201, QLatin1Char('y'))}}),
            variant({{"requestId", QStringLiteral("\u00a0\ufeff")}, {"sourceDirty", QStringLiteral("no")}}),
            variant({{"proposedCorestoreResources", QStringLiteral("none")}}),
            variant({{"proposedCorestoreResources",
                      QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                             {QStringLiteral("resourceName"), QStringLiteral("ok-db")}},
                                 7, QJsonObject{{QStringLiteral("capability"), QStringLiteral("cache")}}}}}),
            variant({{"ociIndexDigest", QJsonValue::Null}}),
            variant(
                {{"ociIndexDigest",
                  QStringLiteral("sha256:fa1bd930f44bf362bda83c361be198b1d2d0e5f4fafb0a76673a6304cca2e5ab")},
                 {"releaseTag", QStringLiteral("1.4.0-amd64")}}),
            variant({{"ociIndexDigest",
                      QStringLiteral(
                          "sha256:84e44093e3b2626b963aed7f7581d7d0688d0064582b2f166d51240f6f909faf")}}),
            variant({{"ociIndexDigest",
                      QStringLiteral(
                          "sha256:d8421be9a863e8c8d71c78956072bc5c4e71fc8f4a406fa0fd20de2cbfc9701c")}}),
            variant({{"ociIndexDigest", QStringLiteral("sha256:") + QString(64, QLatin1Char('a'))}}),
            variant({{"releaseTag", QStringLiteral("   ")}}),
            variant({{"releaseTag", 3}}),
            variant({{"releaseEvidence", QJsonValue::Null}}),
            variant({{"releaseEvidence", QJsonArray()}}),
            variant({{"releaseEvidence", oddEvidence}}),
            variant(
                {{"version", QStringLiteral("1.2.0")}, {"proposedNamespace", QStringLiteral("web-1-2-0")}}),
            variant(
                {{"version", QStringLiteral("1.4.0-rc.1+build.5")}, {"greenfield", QStringLiteral("true")}}),
            variant({{"proposedNamespace", QStringLiteral("worker-0-9-1")}}),
            variant({}, {QStringLiteral("sourceRevision"), QStringLiteral("version"),
                         QStringLiteral("proposedNamespace")}),
            QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-web")}},
        };
        const QStringList callers{QStringLiteral("u-admin"), QStringLiteral("mu-ci-web"),
                                  QStringLiteral("mu-ci-partial"), QStringLiteral("mu-none"),
                                  QStringLiteral("mu-cluster-prod")};

        QFile fixtureFile(DemoData::defaultFixturePath());
        QVERIFY(fixtureFile.open(QIODevice::ReadOnly));
        const QJsonObject input{
            {QStringLiteral("fixture"), QJsonDocument::fromJson(fixtureFile.readAll()).object()},
            {QStringLiteral("requests"), requests},
            {QStringLiteral("callers"), QJsonArray::fromStringList(callers)}};
        const QString script =
            QStringLiteral(R"(
            import { evaluatePreflight, PreflightServiceNotFound } from %1;
            let text = '';
            process.stdin.on('data', (c) => { text += c; });
            process.stdin.on('end', () => {
              const { fixture, requests, callers } = JSON.parse(text);
              const out = [];
              for (const callerId of callers) {
                const caller = fixture.users.find((u) => u.id === callerId) ?? null;
                for (const req of requests) {
                  try { out.push({ report: evaluatePreflight(fixture, req, caller, 0) }); }
                  catch (e) {
                    if (e instanceof PreflightServiceNotFound) out.push({ notFound: e.serviceId });
                    else out.push({ crash: String(e) });
                  }
                }
              }
              process.stdout.write(JSON.stringify(out));
            });
        )")
                .arg(QString::fromUtf8(QJsonDocument(QJsonArray{QUrl::fromLocalFile(engine).toString()})
                                           .toJson(QJsonDocument::Compact))
                         .mid(1)
                         .chopped(1));
        QProcess nodeProcess;
        nodeProcess.start(node, {QStringLiteral("--input-type=module"), QStringLiteral("-e"), script});
        QVERIFY(nodeProcess.waitForStarted(10000));
        nodeProcess.write(QJsonDocument(input).toJson(QJsonDocument::Compact));
        nodeProcess.closeWriteChannel();
        QVERIFY(nodeProcess.waitForFinished(60000));
        QCOMPARE(nodeProcess.exitCode(), 0);
        const QJsonArray expected = QJsonDocument::fromJson(nodeProcess.readAllStandardOutput()).array();
        QCOMPARE(expected.size(), requests.size() * callers.size());

        int i = 0;
        for (const QString& caller : callers) {
            for (const QJsonValue& request : std::as_const(requests)) {
                const QJsonObject want = expected.at(i++).toObject();
                const QString where =
                    QStringLiteral("caller %1, request #%2").arg(caller).arg((i - 1) % requests.size());
                QVERIFY2(
                    !want.contains(QLatin1String("crash")),
                    qPrintable(where + QStringLiteral(": ") + want.value(QLatin1String("crash")).toString()));
                const DemoPreflight::Result got = engineCpp.evaluate(request.toObject(), caller, 0);
                if (want.contains(QLatin1String("notFound"))) {
                    QVERIFY2(got.serviceNotFound, qPrintable(where));
                    QCOMPARE(got.serviceId, want.value(QLatin1String("notFound")).toString());
                    continue;
                }
                QVERIFY2(!got.serviceNotFound, qPrintable(where));
                const QJsonObject wantReport = want.value(QLatin1String("report")).toObject();
                if (got.report != wantReport) {
                    qWarning().noquote()
                        << where << "\n  node:" << QJsonDocument(wantReport).toJson(QJsonDocument::Compact)
                        << "\n  c++ :" << QJsonDocument(got.report).toJson(QJsonDocument::Compact);
                }
                QVERIFY2(got.report == wantReport, qPrintable(where));
            }
        }
    }

    void preflightCapabilityFlags()
    {
        // A fixture with the capability flags off: the three *_UNAVAILABLE blockers.
        QFile file(QStringLiteral(":/fixtures/demo.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject fixture = QJsonDocument::fromJson(file.readAll()).object();
        QJsonObject pre = fixture.value(QLatin1String("preflight")).toObject();
        pre.insert(QStringLiteral("capabilities"),
                   QJsonObject{{QStringLiteral("routePromotionFence"), true}});
        fixture.insert(QStringLiteral("preflight"), pre);
        const QString path = QDir::temp().filePath(
            QStringLiteral("cloudly-demo-flags-%1.json").arg(QCoreApplication::applicationPid()));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(fixture).toJson());
        out.close();
        DemoOptions options;
        options.fixturePath = path;
        Server server;
        QVERIFY(server.start(kInProcess, options));
        QFile::remove(path);
        TypedSocketClient client(clientOptions());
        QVERIFY(connectTo(client, server));
        const CallResult r =
            preflight(client, fixtureJson(QStringLiteral("preflight-go.json")), login(client));
        QCOMPARE(blockerCodes(r.response.value(QLatin1String("report")).toObject()),
                 (QStringList{QStringLiteral("GREENFIELD_EXECUTION_UNAVAILABLE"),
                              QStringLiteral("POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE")}));
    }

    void grants_data()
    {
        modes();
    }
    void grants()
    {
        START_SERVER(server);
        const QJsonObject admin = login(client);
        const QJsonObject none = tokenLogin(client, QStringLiteral("demo-none-token"));
        const QJsonObject go = fixtureJson(QStringLiteral("preflight-go.json"));
        const auto configure = [&](const QJsonObject& identity, const QString& userId,
                                   const QJsonValue& capabilities) {
            return callAndWait(client, QStringLiteral("configureServiceDeploymentMachineUser"),
                               {{QStringLiteral("identity"), identity},
                                {QStringLiteral("userId"), userId},
                                {QStringLiteral("serviceId"), QStringLiteral("svc-web")},
                                {QStringLiteral("capabilities"), capabilities}});
        };
        QCOMPARE(blockerCodes(preflight(client, go, none).response.value(QLatin1String("report")).toObject())
                     .size(),
                 2);

        // Set (de-duplicated, canonical order) and echo.
        CallResult r = configure(admin, QStringLiteral("mu-none"),
                                 QJsonArray{QStringLiteral("deployment:create-greenfield"),
                                            QStringLiteral("deployment:preflight"),
                                            QStringLiteral("deployment:create-greenfield")});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(r.response, (QJsonObject{{QStringLiteral("userId"), QStringLiteral("mu-none")},
                                          {QStringLiteral("serviceId"), QStringLiteral("svc-web")},
                                          {QStringLiteral("capabilities"),
                                           QJsonArray{QStringLiteral("deployment:preflight"),
                                                      QStringLiteral("deployment:create-greenfield")}},
                                          {QStringLiteral("tokenRolesNormalized"), true}}));
        // Grants are server state: the existing identity of mu-none now passes.
        QJsonObject report = preflight(client, go, none).response.value(QLatin1String("report")).toObject();
        QCOMPARE(report.value(QLatin1String("decision")).toString(), QStringLiteral("GO"));
        const QJsonArray checks = report.value(QLatin1String("authorizationChecks")).toArray();
        QCOMPARE(checks.at(1).toObject().value(QLatin1String("granted")).toBool(), true);
        QCOMPARE(checks.at(2).toObject().value(QLatin1String("granted")).toBool(), false);

        // An empty list removes the grant.
        r = configure(admin, QStringLiteral("mu-none"), QJsonArray());
        QVERIFY(r.ok());
        QCOMPARE(r.response.value(QLatin1String("capabilities")).toArray().size(), 0);
        QCOMPARE(
            blockerCodes(preflight(client, go, none).response.value(QLatin1String("report")).toObject()),
            (QStringList{QStringLiteral("AUTHORIZATION_MISSING"), QStringLiteral("AUTHORIZATION_MISSING")}));

        // Errors.
        QCOMPARE(configure(none, QStringLiteral("mu-none"), QJsonArray()).error.text,
                 QStringLiteral("admin role required"));
        r = configure(admin, QStringLiteral("mu-nobody"), QJsonArray());
        QCOMPARE(r.error.text, QStringLiteral("user not found"));
        QCOMPARE(r.error.data.toObject().value(QLatin1String("userId")).toString(),
                 QStringLiteral("mu-nobody"));
        r = configure(admin, QStringLiteral("mu-none"), QJsonArray{QStringLiteral("deployment:everything")});
        QCOMPARE(r.error.text, QStringLiteral("unknown capability"));
        QCOMPARE(r.error.data.toObject().value(QLatin1String("capability")).toString(),
                 QStringLiteral("deployment:everything"));
        r = configure(admin, QStringLiteral("mu-none"), QStringLiteral("deployment:preflight"));
        QCOMPARE(r.error.text, QStringLiteral("unknown capability"));
        QVERIFY(r.error.data.toObject().value(QLatin1String("capability")).isNull());
    }

    // The Node peer's test helpers and fault switches, for client tests that run against either server.
    void peerTestMethods_data()
    {
        modes();
    }
    void peerTestMethods()
    {
        START_SERVER(server);
        const QJsonObject admin = login(client);
        const QJsonObject id{{QStringLiteral("identity"), admin}};

        CallResult r = callAndWait(client, QStringLiteral("bigPayload"), {{QStringLiteral("bytes"), 100000}});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(r.response.value(QLatin1String("bytes")).toInt(), 100000);
        QCOMPARE(r.response.value(QLatin1String("data")).toString(), QString(100000, QLatin1Char('x')));
        QCOMPARE(
            callAndWait(client, QStringLiteral("bigPayload"), {{QStringLiteral("bytes"), -1}}).error.kind,
            CallError::Kind::Server);

        r = callAndWait(
            client, QStringLiteral("getNodeConfig"),
            {{QStringLiteral("identity"), admin}, {QStringLiteral("nodeId"), QStringLiteral("n-edge-1")}});
        QCOMPARE(
            r.response.value(QLatin1String("configData")).toObject().value(QLatin1String("id")).toString(),
            QStringLiteral("n-edge-1"));
        r = callAndWait(client, QStringLiteral("getNodeConfig"), id);
        QCOMPARE(r.error.text, QStringLiteral("node not found"));
        QVERIFY(r.error.data.toObject().value(QLatin1String("nodeId")).isNull());

        QVERIFY(callAndWait(client, QStringLiteral("getServices"), id).ok());
        r = callAndWait(client, QStringLiteral("__peer_received"),
                        {{QStringLiteral("method"), QStringLiteral("getServices")}});
        const QJsonArray requests = r.response.value(QLatin1String("requests")).toArray();
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.at(0)
                     .toObject()
                     .value(QLatin1String("identity"))
                     .toObject()
                     .value(QLatin1String("jwt"))
                     .toString(),
                 QStringLiteral("<redacted>"));
        const QJsonArray keys = r.response.value(QLatin1String("envelopeKeys")).toArray().at(0).toArray();
        QCOMPARE(keys.size(), 4);
        QVERIFY(keys.contains(QStringLiteral("correlation")));

        // __peer_reset restores the fixture grants; identities stay valid.
        const QJsonObject none = tokenLogin(client, QStringLiteral("demo-none-token"));
        QVERIFY(callAndWait(client, QStringLiteral("configureServiceDeploymentMachineUser"),
                            {{QStringLiteral("identity"), admin},
                             {QStringLiteral("userId"), QStringLiteral("mu-none")},
                             {QStringLiteral("serviceId"), QStringLiteral("svc-web")},
                             {QStringLiteral("capabilities"),
                              QJsonArray{QStringLiteral("deployment:preflight"),
                                         QStringLiteral("deployment:create-greenfield")}}})
                    .ok());
        const QJsonObject go = fixtureJson(QStringLiteral("preflight-go.json"));
        QCOMPARE(blockerCodes(preflight(client, go, none).response.value(QLatin1String("report")).toObject())
                     .size(),
                 0);
        QCOMPARE(callAndWait(client, QStringLiteral("__peer_reset"))
                     .response.value(QLatin1String("reset"))
                     .toBool(),
                 true);
        QCOMPARE(blockerCodes(preflight(client, go, none).response.value(QLatin1String("report")).toObject())
                     .size(),
                 2);
        r = callAndWait(client, QStringLiteral("__peer_received"),
                        {{QStringLiteral("method"), QStringLiteral("getServices")}});
        QCOMPARE(r.response.value(QLatin1String("requests")).toArray().size(), 0);

        // Fault switches.
        r = callAndWait(client, QStringLiteral("sendUnknownIdResponse"));
        QVERIFY(r.response.value(QLatin1String("sentStrayId"))
                    .toString()
                    .startsWith(QLatin1String("peer-unknown-")));
        r = callAndWait(client, QStringLiteral("sendDuplicateResponse"));
        QCOMPARE(r.response.value(QLatin1String("duplicated")).toBool(), true);
        QVERIFY(
            callAndWait(client, QStringLiteral("listTags")).ok()); // the duplicate is dropped by the client

        client.registerHandler(QStringLiteral("pushClusterConfig"),
                               [](const QJsonObject&, QString*) { return QJsonObject(); });
        r = callAndWait(client, QStringLiteral("pushFlood"), {{QStringLiteral("count"), 50}});
        QCOMPARE(r.response, (QJsonObject{{QStringLiteral("sent"), 50},
                                          {QStringLiteral("answered"), 50},
                                          {QStringLiteral("errors"), 0},
                                          {QStringLiteral("timedOut"), false}}));
        r = callAndWait(
            client, QStringLiteral("pushFlood"),
            {{QStringLiteral("count"), 5}, {QStringLiteral("method"), QStringLiteral("noSuchPush")}});
        QCOMPARE(r.response.value(QLatin1String("errors")).toInt(), 5);

        QCOMPARE(
            callAndWait(client, QStringLiteral("closeWithCode"), {{QStringLiteral("code"), 999}}).error.text,
            QStringLiteral("invalid close code"));
        QSignalSpy dropped(&client, &TypedSocketClient::disconnected);
        r = callAndWait(client, QStringLiteral("closeWithCode"), {{QStringLiteral("code"), 4001}});
        QCOMPARE(r.response.value(QLatin1String("closing")).toInt(), 4001);
        QVERIFY(dropped.wait(5000) || dropped.size() > 0);
        QVERIFY(waitForState(client, TypedSocketClient::State::Connected));

        // Every identity issued so far becomes invalid.
        QVERIFY(callAndWait(client, QStringLiteral("__peer_expireIdentities"))
                    .response.value(QLatin1String("expired"))
                    .toInt() >= 2);
        QCOMPARE(callAndWait(client, QStringLiteral("getServices"), id).error.text,
                 QStringLiteral("identity missing or invalid"));
    }

    // Raw frames: drops, binary requests, echo of the envelope.
    void rawFrames()
    {
        Server server;
        QVERIFY(server.start(kInProcess));
        QWebSocket socket;
        QList<QString> texts;
        int binaries = 0;
        connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString& m) { texts << m; });
        connect(&socket, &QWebSocket::binaryMessageReceived, this, [&](const QByteArray&) { ++binaries; });
        QSignalSpy connectedSpy(&socket, &QWebSocket::connected);
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/some/path").arg(server.inProcess->port())));
        QVERIFY(connectedSpy.wait(5000));

        socket.sendTextMessage(QStringLiteral("not json"));
        socket.sendTextMessage(QStringLiteral(R"({"method":"listTags","request":{}})"));
        socket.sendTextMessage(QStringLiteral(
            R"({"method":"listTags","request":{},"correlation":{"phase":"response","id":"zzz"}})"));
        socket.sendBinaryMessage(QByteArrayLiteral(
            R"({"method":"listTags","request":{"x":1},"response":null,"correlation":{"id":"b1","phase":"request"},"authInfo":{"jwt":"x"},"localData":{"z":1}})"));
        QTRY_COMPARE(texts.size(), 1);
        QTest::qWait(100);
        QCOMPARE(texts.size(), 1); // the three malformed/unsolicited frames got no reply
        QCOMPARE(binaries, 0);     // every reply is a text frame
        const QJsonObject reply = QJsonDocument::fromJson(texts.at(0).toUtf8()).object();
        QCOMPARE(reply.value(QLatin1String("correlation")).toObject(),
                 (QJsonObject{{QStringLiteral("id"), QStringLiteral("b1")},
                              {QStringLiteral("phase"), QStringLiteral("response")}}));
        QCOMPARE(reply.value(QLatin1String("request")).toObject(), (QJsonObject{{QStringLiteral("x"), 1}}));
        QCOMPARE(reply.value(QLatin1String("authInfo")).toObject().value(QLatin1String("jwt")).toString(),
                 QStringLiteral("x"));
        QVERIFY(!reply.contains(QLatin1String("error")));
        QVERIFY(reply.value(QLatin1String("response")).toObject().value(QLatin1String("tags")).isArray());
        QCOMPARE(server.inProcess->connectionCount(), 1);
    }

    void responseDelay()
    {
        DemoOptions options;
        options.responseDelayMs = 250;
        Server server;
        QVERIFY(server.start(kInProcess, options));
        TypedSocketClient client(clientOptions());
        QVERIFY(connectTo(client, server));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(callAndWait(client, QStringLiteral("listTags")).ok());
        QVERIFY2(timer.elapsed() >= 240, qPrintable(QString::number(timer.elapsed())));
    }

    // Secrets never reach the log, even with debug logging on.
    void noSecretsInLogs()
    {
        auto capture = std::make_unique<cloudly::test::LogCapture>();
        cloudly::test::LogCapture::plant(QStringLiteral("planted-debug-canary"));
        QJsonObject identity;
        {
            Server server;
            QVERIFY(server.start(kInProcess));
            TypedSocketClient client(clientOptions());
            QVERIFY(connectTo(client, server));
            identity = login(client);
            tokenLogin(client, QStringLiteral("demo-machine-token"));
            callAndWait(client, QStringLiteral("getServices"), {{QStringLiteral("identity"), identity}});
            callAndWait(client, QStringLiteral("adminLoginWithUsernameAndPassword"),
                        {{QStringLiteral("username"), QStringLiteral("admin")},
                         {QStringLiteral("password"), QStringLiteral("s3cret-wrong-pw")}});
        }
        const QStringList messages = cloudly::test::LogCapture::lines();
        capture.reset();
        // Positive controls: debug lines were recorded, the planted one and the demo server's frame log.
        const QString all = messages.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("planted-debug-canary")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("C>S")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("adminLoginWithUsernameAndPassword")), qPrintable(all));
        const QString jwt = identity.value(QLatin1String("jwt")).toString();
        QVERIFY(!jwt.isEmpty());
        for (const QString& m : std::as_const(messages)) {
            QVERIFY2(!m.contains(jwt), qPrintable(m));
            QVERIFY2(!m.contains(QLatin1String("demo-machine-token")), qPrintable(m));
            QVERIFY2(!m.contains(QLatin1String("s3cret-wrong-pw")), qPrintable(m));
            QVERIFY2(!m.contains(QLatin1String("\"password\"")), qPrintable(m));
        }
    }

    // The large generated inventory: 2000 services, 100k deployments (~40 MB per getDeployments).
    void largeInventory()
    {
        DemoOptions options;
        options.services = 2000;
        options.tasks = 100000;
        QElapsedTimer timer;
        timer.start();
        Server server;
        QVERIFY(server.start(kInProcess, options));
        const qint64 startMs = timer.elapsed();
        QCOMPARE(server.inProcess->data().deployments().size(), 100000);

        TypedSocketClient client(clientOptions());
        QVERIFY(connectTo(client, server));
        const QJsonObject identity = login(client);
        timer.restart();
        const CallResult r = callAndWait(client, QStringLiteral("getDeployments"),
                                         {{QStringLiteral("identity"), identity}}, -1, 60000);
        const qint64 callMs = timer.elapsed();
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        const QJsonArray deployments = r.response.value(QLatin1String("deployments")).toArray();
        QCOMPARE(deployments.size(), 100000);
        qInfo("server start with 100k deployments: %lld ms; getDeployments round trip incl. client parse: "
              "%lld ms",
              startMs, callMs);
        // Cached: the second call must not rebuild anything and still be consistent.
        const CallResult again = callAndWait(client, QStringLiteral("getServices"),
                                             {{QStringLiteral("identity"), identity}}, -1, 60000);
        QCOMPARE(again.response.value(QLatin1String("services")).toArray().size(), 2000);
        const CallResult one = callAndWait(client, QStringLiteral("getDeploymentsByService"),
                                           {{QStringLiteral("identity"), identity},
                                            {QStringLiteral("serviceId"), QStringLiteral("svc-gen-0042")}});
        QVERIFY(one.ok());
        QVERIFY(!one.response.value(QLatin1String("deployments")).toArray().isEmpty());

        // The server frames its replies itself (a 64-bit length for the 40 MB one, 16-bit and 7-bit ones for
        // the others): Qt's own WebSocket reads each as one valid text message, in request order.
        QWebSocket socket;
        socket.setMaxAllowedIncomingMessageSize(256 * 1024 * 1024);
        QList<QByteArray> texts;
        connect(&socket, &QWebSocket::textMessageReceived, this,
                [&](const QString& m) { texts << m.toUtf8(); });
        QSignalSpy connectedSpy(&socket, &QWebSocket::connected);
        socket.open(server.url);
        QVERIFY(connectedSpy.wait(5000));
        const QJsonObject identityRequest{{QStringLiteral("identity"), identity}};
        const auto request = [&](const QString& method, const QString& id) {
            return QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("method"), method},
                                                               {QStringLiteral("request"), identityRequest},
                                                               {QStringLiteral("correlation"),
                                                                QJsonObject{{QStringLiteral("id"), id},
                                                                            {QStringLiteral("phase"),
                                                                             QStringLiteral("request")}}}})
                                         .toJson(QJsonDocument::Compact));
        };
        socket.sendTextMessage(request(QStringLiteral("getDeployments"), QStringLiteral("big")));
        socket.sendTextMessage(request(QStringLiteral("getServices"), QStringLiteral("mid")));
        socket.sendTextMessage(request(QStringLiteral("listTags"), QStringLiteral("small")));
        QTRY_COMPARE_WITH_TIMEOUT(texts.size(), 3, 60000);
        const QStringList ids = {QStringLiteral("big"), QStringLiteral("mid"), QStringLiteral("small")};
        for (int i = 0; i < 3; ++i) {
            QJsonParseError error{};
            const QJsonObject reply = QJsonDocument::fromJson(texts.at(i), &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(
                reply.value(QLatin1String("correlation")).toObject().value(QLatin1String("id")).toString(),
                ids.at(i));
        }
        QVERIFY(texts.at(0).size() > 65535);
        QCOMPARE(QJsonDocument::fromJson(texts.at(0))
                     .object()
                     .value(QLatin1String("response"))
                     .toObject()
                     .value(QLatin1String("deployments"))
                     .toArray()
                     .size(),
                 100000);
        QVERIFY(texts.at(1).size() > 125);
        QVERIFY(texts.at(2).size() > 125 && texts.at(2).size() <= 65535);
    }

    void processArguments()
    {
        // --services/--tasks reach the process; bad values are refused.
        Server server;
        QVERIFY2(server.start(kProcess, {},
                              {QStringLiteral("--services"), QStringLiteral("40"), QStringLiteral("--tasks"),
                               QStringLiteral("500")}),
                 qPrintable(server.error));
        TypedSocketClient client(clientOptions());
        QVERIFY(connectTo(client, server));
        const QJsonObject identity = login(client);
        QCOMPARE(
            callAndWait(client, QStringLiteral("getDeployments"), {{QStringLiteral("identity"), identity}})
                .response.value(QLatin1String("deployments"))
                .toArray()
                .size(),
            500);
        QCOMPARE(callAndWait(client, QStringLiteral("getServices"), {{QStringLiteral("identity"), identity}})
                     .response.value(QLatin1String("services"))
                     .toArray()
                     .size(),
                 40);

        QProcess bad;
        bad.start(ServerProcess::binary(QStringLiteral("cloudly-demo-server")),
                  {QStringLiteral("--tasks"), QStringLiteral("many")});
        QVERIFY(bad.waitForFinished(10000));
        QCOMPARE(bad.exitCode(), 2);
        QProcess version;
        version.start(ServerProcess::binary(QStringLiteral("cloudly-demo-server")),
                      {QStringLiteral("--version")});
        QVERIFY(version.waitForFinished(10000));
        QVERIFY(version.readAllStandardOutput().contains(CLOUDLY_VERSION));
    }
};

QTEST_GUILESS_MAIN(TestDemoServer)
#include "tst_demoserver.moc"
