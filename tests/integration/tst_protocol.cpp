// The TypedSocket checklist (docs/PROTOCOL.md, "Checklist the tests cover"), run against two real server
// processes over real sockets: the Node reference peer (real @api.global/typedrequest +
// @push.rocks/smartserve) and our own cloudly-demo-server. Every test runs once per server.
#include "core/api/identity.h"
#include "core/net/typedsocketclient.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTest>

using namespace cloudly;
using core::CallError;
using core::TypedSocketClient;
using test::ServerProcess;

class TestProtocol : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ServerProcess> m_peer;
    std::unique_ptr<ServerProcess> m_demo;

    ServerProcess* serverNamed(const QString& name)
    {
        return name == QLatin1String("peer") ? m_peer.get() : m_demo.get();
    }

    std::unique_ptr<TypedSocketClient> connectTo(ServerProcess* s, TypedSocketClient::Options o = {})
    {
        o.initialBackoffMs = 100;
        o.maxBackoffMs = 400;
        auto client = std::make_unique<TypedSocketClient>(o);
        client->open(s->url());
        if (!test::waitForState(*client, TypedSocketClient::State::Connected))
            return nullptr;
        return client;
    }

    QJsonObject login(TypedSocketClient& c)
    {
        const core::CallResult r = test::callAndWait(c, QStringLiteral("adminLoginWithUsernameAndPassword"),
                                                     {{QStringLiteral("username"), QStringLiteral("admin")},
                                                      {QStringLiteral("password"), QStringLiteral("demo")}});
        return r.response.value(QStringLiteral("identity")).toObject();
    }

    void servers()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("node-peer") << QStringLiteral("peer");
        QTest::newRow("demo-server") << QStringLiteral("demo");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));
        m_demo = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer);
        QVERIFY2(m_demo->start(), qPrintable(m_demo->error()));
    }

    void loginAndAuthenticatedCall_data() { servers(); }
    void loginAndAuthenticatedCall()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const QJsonObject identity = login(*c);
        core::DecodeErrors errors;
        const auto id = core::Identity::fromJson(identity, QStringLiteral("$.identity"), errors);
        QVERIFY2(id, qPrintable(core::joinDecodeErrors(errors)));
        QCOMPARE(id->name, QStringLiteral("admin"));
        QCOMPARE(id->role, QStringLiteral("admin"));
        QVERIFY(!id->jwt.isEmpty());

        const core::CallResult ok =
            test::callAndWait(*c, QStringLiteral("getServices"), {{QStringLiteral("identity"), identity}});
        QVERIFY2(ok.ok(), qPrintable(ok.error.message()));
        QVERIFY(ok.response.value(QStringLiteral("services")).toArray().size() >= 12);

        const core::CallResult denied = test::callAndWait(*c, QStringLiteral("getServices"), {});
        QCOMPARE(denied.error.kind, CallError::Kind::Server);
        QVERIFY(!denied.error.text.isEmpty());
    }

    void badLogin_data() { servers(); }
    void badLogin()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const core::CallResult r = test::callAndWait(*c, QStringLiteral("adminLoginWithUsernameAndPassword"),
                                                     {{QStringLiteral("username"), QStringLiteral("admin")},
                                                      {QStringLiteral("password"), QStringLiteral("wrong")}});
        QCOMPARE(r.error.kind, CallError::Kind::Server);
        QCOMPARE(r.error.text, QStringLiteral("login failed"));
        QCOMPARE(r.error.data.toObject().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("bad credentials"));
        // The error message shown to people never contains the password.
        QVERIFY(!r.error.message().contains(QStringLiteral("wrong")));
    }

    void noMethod_data() { servers(); }
    void noMethod()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const core::CallResult r = test::callAndWait(*c, QStringLiteral("noSuchMethod"), {});
        QVERIFY(r.error.isNoMethod());
        QCOMPARE(r.error.text, core::noMethodText());
    }

    void emptyResponse_data() { servers(); }
    void emptyResponse()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const core::CallResult r = test::callAndWait(*c, QStringLiteral("failPlain"), {});
        QCOMPARE(r.error.kind, CallError::Kind::EmptyResponse);
    }

    void outOfOrder_data() { servers(); }
    void outOfOrder()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        QStringList order;
        int slow = 0, fast = 0;
        c->call(QStringLiteral("sleep"), {{QStringLiteral("ms"), 300}}, c.get(),
                [&](const core::CallResult& r) {
                    order << QStringLiteral("slow");
                    slow = r.response.value(QStringLiteral("slept")).toInt();
                });
        c->call(QStringLiteral("sleep"), {{QStringLiteral("ms"), 10}}, c.get(),
                [&](const core::CallResult& r) {
                    order << QStringLiteral("fast");
                    fast = r.response.value(QStringLiteral("slept")).toInt();
                });
        QTRY_COMPARE_WITH_TIMEOUT(order.size(), 2, 5000);
        QCOMPARE(order, (QStringList{QStringLiteral("fast"), QStringLiteral("slow")}));
        QCOMPARE(slow, 300);
        QCOMPARE(fast, 10);
    }

    void pushAnswered_data() { servers(); }
    void pushAnswered()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        QJsonObject seen;
        c->registerHandler(QStringLiteral("pushClusterConfig"), [&](const QJsonObject& request, QString*) {
            seen = request;
            return QJsonObject{{QStringLiteral("ok"), true}};
        });
        const QJsonObject payload{
            {QStringLiteral("configData"), QJsonObject{{QStringLiteral("id"), QStringLiteral("c1")}}}};
        const core::CallResult r =
            test::callAndWait(*c, QStringLiteral("triggerPush"),
                              {{QStringLiteral("method"), QStringLiteral("pushClusterConfig")},
                               {QStringLiteral("payload"), payload}});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(seen.value(QStringLiteral("configData")).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("c1"));
        QCOMPARE(r.response.value(QStringLiteral("clientAnswered"))
                     .toObject()
                     .value(QStringLiteral("ok"))
                     .toBool(),
                 true);
    }

    void unknownPushGetsNoMethodError_data() { servers(); }
    void unknownPushGetsNoMethodError()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const core::CallResult r =
            test::callAndWait(*c, QStringLiteral("triggerPush"),
                              {{QStringLiteral("method"), QStringLiteral("triggerServerAction")},
                               {QStringLiteral("payload"),
                                QJsonObject{{QStringLiteral("actionName"), QStringLiteral("reboot")}}}});
        // The server's own call got our no-method error back; the trigger reports it.
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(r.response.value(QStringLiteral("clientError")).toString(), core::noMethodText());
    }

    void tagsResentAfterRestart_data() { servers(); }
    void tagsResentAfterRestart()
    {
        QFETCH(QString, server);
        ServerProcess* s = serverNamed(server);
        auto c = connectTo(s);
        QVERIFY(c);
        c->setTag(QStringLiteral("role"), QJsonObject{{QStringLiteral("console"), true}});
        c->setTag(QStringLiteral("tmp"), 1);
        c->removeTag(QStringLiteral("tmp"));
        auto tagNames = [&] {
            const core::CallResult r = test::callAndWait(*c, QStringLiteral("listTags"), {});
            QStringList names;
            for (const QJsonValue& t : r.response.value(QStringLiteral("tags")).toArray())
                names << t.toObject().value(QStringLiteral("name")).toString();
            return names;
        };
        QCOMPARE(tagNames(), QStringList{QStringLiteral("role")});

        const quint16 port = s->port();
        s->stop();
        QVERIFY(test::waitForState(*c, TypedSocketClient::State::Reconnecting, 5000));
        QVERIFY2(s->start(port), qPrintable(s->error()));
        QVERIFY(test::waitForState(*c, TypedSocketClient::State::Connected, 10000));
        QTRY_COMPARE_WITH_TIMEOUT(tagNames(), QStringList{QStringLiteral("role")}, 5000);
    }

    void serverKilledMidCall_data() { servers(); }
    void serverKilledMidCall()
    {
        QFETCH(QString, server);
        ServerProcess* s = serverNamed(server);
        auto c = connectTo(s);
        QVERIFY(c);
        core::CallResult result;
        bool done = false;
        c->call(QStringLiteral("sleep"), {{QStringLiteral("ms"), 20000}}, c.get(),
                [&](const core::CallResult& r) {
                    result = r;
                    done = true;
                });
        QTest::qWait(200);
        const quint16 port = s->port();
        QElapsedTimer t;
        t.start();
        s->stop();
        QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
        // Promptly relative to the alternative (the call sleeps 20 s), with room for a loaded machine.
        QVERIFY2(t.elapsed() < 10000, "the in-flight call must fail promptly");
        QCOMPARE(result.error.kind, CallError::Kind::ConnectionLost);
        QVERIFY2(s->start(port), qPrintable(s->error()));
        QVERIFY(test::waitForState(*c, TypedSocketClient::State::Connected, 10000));
        const core::CallResult after =
            test::callAndWait(*c, QStringLiteral("sleep"), {{QStringLiteral("ms"), 1}});
        QVERIFY2(after.ok(), qPrintable(after.error.message()));
    }

    void timeout_data() { servers(); }
    void timeout()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const core::CallResult r =
            test::callAndWait(*c, QStringLiteral("sleep"), {{QStringLiteral("ms"), 1500}}, 300);
        QCOMPARE(r.error.kind, CallError::Kind::Timeout);
        QCOMPARE(c->pendingCount(), 0);
        // The late reply arrives after ~1.2 s more and must be dropped without effect.
        QTest::qWait(1500);
        const core::CallResult next =
            test::callAndWait(*c, QStringLiteral("sleep"), {{QStringLiteral("ms"), 5}});
        QVERIFY2(next.ok(), qPrintable(next.error.message()));
        QCOMPARE(next.response.value(QStringLiteral("slept")).toInt(), 5);
    }

    void neverAnsweringHandlerTimesOut_data() { servers(); }
    void neverAnsweringHandlerTimesOut()
    {
        QFETCH(QString, server);
        auto c = connectTo(serverNamed(server));
        QVERIFY(c);
        const core::CallResult r = test::callAndWait(*c, QStringLiteral("neverAnswer"), {}, 400);
        QCOMPARE(r.error.kind, CallError::Kind::Timeout);
    }

    void notConnectedFailsFast()
    {
        TypedSocketClient c;
        const core::CallResult r = test::callAndWait(c, QStringLiteral("getServices"), {});
        QCOMPARE(r.error.kind, CallError::Kind::NotConnected);
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
