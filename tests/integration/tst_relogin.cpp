// Automatic re-login against real server processes (the Node reference peer and cloudly-demo-server):
// log in, restart the server process on the same port (it forgets every JWT it issued), and the next
// calls succeed after exactly one login on the new process; when the password no longer works there,
// the calls end in a clear "signed out: …" and the server sees no further login — no retry loop.
#include "core/session/session.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QTemporaryDir>

using namespace cloudly;
using core::CallError;
using core::CallResult;
using core::Session;
using core::TypedSocketClient;
using test::ServerProcess;

namespace {
struct Flight
{
    bool done = false;
    CallResult result;
};

const QStringList& inventoryMethods()
{
    static const QStringList m{QStringLiteral("getServices"), QStringLiteral("getDeployments"),
                               QStringLiteral("getClusters"), QStringLiteral("getAllImages")};
    return m;
}

// The requests the server process received for `method` (recorded by both servers).
int received(TypedSocketClient& client, const QString& method)
{
    const CallResult r =
        test::callAndWait(client, QStringLiteral("__peer_received"), {{QStringLiteral("method"), method}});
    return r.ok() ? static_cast<int>(r.response.value(QStringLiteral("requests")).toArray().size()) : -1;
}

int receivedInventoryCalls(TypedSocketClient& client)
{
    int n = 0;
    for (const QString& m : inventoryMethods())
        n += received(client, m);
    return n;
}

// Fires every inventory method at once through the session and waits for all answers.
QList<CallResult> inventoryAtOnce(Session& session)
{
    QList<std::shared_ptr<Flight>> flights;
    for (const QString& m : inventoryMethods()) {
        auto f = std::make_shared<Flight>();
        session.call(m, {}, nullptr, [f](const CallResult& r) {
            f->result = r;
            f->done = true;
        });
        flights << f;
    }
    (void)QTest::qWaitFor(
        [&] { return std::all_of(flights.cbegin(), flights.cend(), [](auto& f) { return f->done; }); },
        20000);
    QList<CallResult> out;
    for (const auto& f : std::as_const(flights)) {
        if (!f->done)
            f->result.error = CallError::make(CallError::Kind::Cancelled, {}, QStringLiteral("test gave up"));
        out << f->result;
    }
    return out;
}

// The bundled fixture with the admin password changed (as if it was rotated while the server was down).
QString fixtureWithNewAdminPassword(const QTemporaryDir& dir)
{
    QFile in(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray users = root.value(QStringLiteral("users")).toArray();
    for (qsizetype i = 0; i < users.size(); ++i) {
        QJsonObject user = users.at(i).toObject();
        if (user.value(QStringLiteral("id")).toString() != QLatin1String("u-admin"))
            continue;
        QJsonObject data = user.value(QStringLiteral("data")).toObject();
        data.insert(QStringLiteral("password"), QStringLiteral("rotated-password"));
        user.insert(QStringLiteral("data"), data);
        users.replace(i, user);
    }
    root.insert(QStringLiteral("users"), users);
    const QString path = dir.filePath(QStringLiteral("rotated.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(root).toJson()) < 0)
        return {};
    return path;
}

ServerProcess::Kind kindOf(const QString& server)
{
    return server == QLatin1String("peer") ? ServerProcess::Kind::NodePeer : ServerProcess::Kind::DemoServer;
}
} // namespace

class TestRelogin : public QObject
{
    Q_OBJECT

    struct Connection
    {
        TypedSocketClient client;
        Session session{&client};
        static TypedSocketClient::Options options()
        {
            TypedSocketClient::Options o;
            o.initialBackoffMs = 200;
            o.maxBackoffMs = 1000;
            return o;
        }
        Connection() : client(options()) {}
    };

    static bool login(Session& session, bool byToken)
    {
        bool done = false;
        CallError error;
        auto finish = [&](const CallError& e) {
            error = e;
            done = true;
        };
        if (byToken)
            session.loginWithToken(QStringLiteral("demo-machine-token"), nullptr, finish);
        else
            session.loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), nullptr, finish);
        return QTest::qWaitFor([&] { return done; }, 15000) && !error.isError();
    }

    // Logs in on a fresh server process, then stops it and starts `next` on the same port.
    static bool restartUnderLoggedInSession(ServerProcess& first, ServerProcess& next, Connection& c,
                                            bool byToken)
    {
        if (!first.start()) {
            qWarning("first server: %s", qPrintable(first.error()));
            return false;
        }
        c.client.open(first.url());
        if (!test::waitForState(c.client, TypedSocketClient::State::Connected) || !login(c.session, byToken))
            return false;
        for (const CallResult& r : inventoryAtOnce(c.session)) {
            if (!r.ok()) {
                qWarning("before restart: %s", qPrintable(r.error.message()));
                return false;
            }
        }
        const quint16 port = first.port();
        first.stop();
        if (!test::waitForState(c.client, TypedSocketClient::State::Reconnecting, 5000))
            return false;
        if (!next.start(port)) {
            qWarning("restarted server: %s", qPrintable(next.error()));
            return false;
        }
        return test::waitForState(c.client, TypedSocketClient::State::Connected, 10000);
    }

private Q_SLOTS:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("cloudly.net.info=false")); }

    void restartedServerNeedsOneRelogin_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<bool>("byToken");
        QTest::newRow("node-peer/password") << QStringLiteral("peer") << false;
        QTest::newRow("node-peer/machine-token") << QStringLiteral("peer") << true;
        QTest::newRow("demo-server/password") << QStringLiteral("demo") << false;
        QTest::newRow("demo-server/machine-token") << QStringLiteral("demo") << true;
    }
    void restartedServerNeedsOneRelogin()
    {
        QFETCH(QString, server);
        QFETCH(bool, byToken);
        ServerProcess first(kindOf(server));
        ServerProcess restarted(kindOf(server));
        Connection c;
        QVERIFY(restartUnderLoggedInSession(first, restarted, c, byToken));
        const QString oldJwt = c.session.identity().jwt;
        QSignalSpy renewed(&c.session, &Session::identityRenewed);
        QSignalSpy signedOut(&c.session, &Session::signedOut);

        // Four calls at once, all with the identity the old process issued.
        const QList<CallResult> results = inventoryAtOnce(c.session);
        for (const CallResult& r : results)
            QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QVERIFY(!results.at(0).response.value(QStringLiteral("services")).toArray().isEmpty());

        const QString loginMethod = byToken ? Session::tokenMethod() : Session::loginMethod();
        QCOMPARE(received(c.client, loginMethod), 1);
        QCOMPARE(received(c.client, byToken ? Session::loginMethod() : Session::tokenMethod()), 0);
        QCOMPARE(receivedInventoryCalls(c.client), 8); // each refused once, then retried once
        QCOMPARE(c.session.renewalCount(), 1);
        QCOMPARE(renewed.count(), 1);
        QCOMPARE(signedOut.count(), 0);
        QVERIFY(c.session.identity().jwt != oldJwt);

        // Business as usual afterwards.
        for (const CallResult& r : inventoryAtOnce(c.session))
            QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(received(c.client, loginMethod), 1);
        QCOMPARE(receivedInventoryCalls(c.client), 12);
    }

    void wrongPasswordOnReloginSignsOut_data()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("node-peer") << QStringLiteral("peer");
        QTest::newRow("demo-server") << QStringLiteral("demo");
    }
    void wrongPasswordOnReloginSignsOut()
    {
        QFETCH(QString, server);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString rotated = fixtureWithNewAdminPassword(dir);
        QVERIFY(!rotated.isEmpty());
        ServerProcess first(kindOf(server));
        ServerProcess restarted(kindOf(server), {QStringLiteral("--fixture"), rotated});
        Connection c;
        QVERIFY(restartUnderLoggedInSession(first, restarted, c, false));
        QSignalSpy signedOut(&c.session, &Session::signedOut);

        const QString expected = QStringLiteral("signed out: logging in again failed: login failed");
        for (const CallResult& r : inventoryAtOnce(c.session)) {
            QCOMPARE(r.error.kind, CallError::Kind::NotAuthenticated);
            QCOMPARE(r.error.text, expected);
            QVERIFY2(r.error.message().endsWith(QLatin1String(": not logged in: ") + expected),
                     qPrintable(r.error.message()));
        }
        QCOMPARE(signedOut.count(), 1);
        QCOMPARE(signedOut.at(0).at(0).toString(), expected);
        QVERIFY(!c.session.isAuthenticated());
        QCOMPARE(received(c.client, Session::loginMethod()), 1);
        QCOMPARE(receivedInventoryCalls(c.client), 4);

        // No loop: later calls (as a poller would make them) fail at once and reach nobody.
        for (int round = 0; round < 3; ++round) {
            QTest::qWait(300);
            for (const CallResult& r : inventoryAtOnce(c.session))
                QCOMPARE(r.error.text, expected);
        }
        QCOMPARE(received(c.client, Session::loginMethod()), 1);
        QCOMPARE(receivedInventoryCalls(c.client), 4);
        QCOMPARE(c.session.renewalCount(), 1);
        QCOMPARE(signedOut.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRelogin)
#include "tst_relogin.moc"
