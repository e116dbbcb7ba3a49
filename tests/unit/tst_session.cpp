// Session: the identity's lifetime, and above all the automatic re-login when the server no longer
// accepts the identity (a restarted server forgot the JWTs it issued). Against a scripted in-process
// Cloudly (exact control over which identity is accepted, how logins answer and when) and against the
// in-process demo server restarted on the same port.
#include "core/demo/demoserver.h"
#include "core/net/envelope.h"
#include "core/session/session.h"
#include "logcapture.h"
#include "testutil.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QMutex>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace cloudly;
using core::CallError;
using core::CallResult;
using core::Session;
using core::TypedSocketClient;

namespace {
const QString kPassword = QStringLiteral("pw-SECRET-4711");
const QString kToken = QStringLiteral("tok-SECRET-0815");
const QString kRejected = QStringLiteral("identity missing or invalid");

// A small Cloudly: password/token logins issue opaque JWTs; every other method needs a JWT it issued
// and still remembers, else error "identity missing or invalid" (like the peer and the demo server).
class FakeCloudly : public QObject
{
public:
    QString password = kPassword;
    QString token = kToken;
    bool rejectEveryIdentity = false; // even the ones it has just issued
    int loginDelayMs = 0;
    int delayedLoginsSent = 0; // delayed login answers actually sent (a test waits for them, not a sleep)
    bool answerLogins = true;
    QHash<QString, int> counts; // method -> requests received
    QList<QJsonObject> calls;   // requests of non-login, non-tag methods, oldest first

    FakeCloudly() : m_server(QStringLiteral("fake-cloudly"), QWebSocketServer::NonSecureMode)
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            QWebSocket* s = m_server.nextPendingConnection();
            s->setParent(this);
            connect(s, &QWebSocket::textMessageReceived, this,
                    [this, s](const QString& text) { onFrame(s, core::Envelope::decode(text.toUtf8())); });
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server.serverPort())); }
    // What a restart does to the identities: all forgotten.
    void forgetIdentities() { m_valid.clear(); }
    int logins() const { return counts.value(Session::loginMethod()) + counts.value(Session::tokenMethod()); }
    QStringList issued() const { return m_issuedAll; }
    QString jwtOf(int call) const
    {
        return calls.at(call)
            .value(QStringLiteral("identity"))
            .toObject()
            .value(QStringLiteral("jwt"))
            .toString();
    }

private:
    void onFrame(QWebSocket* s, const core::Envelope& env)
    {
        if (env.kind != core::Envelope::Kind::Request)
            return;
        ++counts[env.method];
        QPointer<QWebSocket> socket = s;
        auto send = [socket](const QByteArray& frame) {
            if (socket)
                socket->sendTextMessage(QString::fromUtf8(frame));
        };
        if (env.method == Session::loginMethod() || env.method == Session::tokenMethod()) {
            if (!answerLogins)
                return;
            QByteArray frame;
            const bool byPassword = env.method == Session::loginMethod();
            const bool good =
                byPassword
                    ? env.request.value(QStringLiteral("username")).toString() == QLatin1String("admin") &&
                          env.request.value(QStringLiteral("password")).toString() == password
                    : env.request.value(QStringLiteral("token")).toString() == token;
            if (good) {
                const QString jwt = QStringLiteral("jwt-SECRET-%1").arg(++m_serial);
                m_valid.insert(jwt);
                m_issuedAll << jwt;
                const QJsonObject identity{
                    {QStringLiteral("name"), byPassword ? QStringLiteral("admin") : QStringLiteral("ci-web")},
                    {QStringLiteral("userId"),
                     byPassword ? QStringLiteral("u-admin") : QStringLiteral("mu-ci-web")},
                    {QStringLiteral("type"),
                     byPassword ? QStringLiteral("human") : QStringLiteral("machine")},
                    {QStringLiteral("role"), byPassword ? QStringLiteral("admin") : QStringLiteral("api")},
                    {QStringLiteral("expiresAt"), QDateTime::currentMSecsSinceEpoch() + 3600 * 1000},
                    {QStringLiteral("jwt"), jwt}};
                frame = core::envelope::encodeResponse(env.raw, {{QStringLiteral("identity"), identity}});
            } else {
                frame = byPassword
                            ? core::envelope::encodeError(
                                  env.raw, QStringLiteral("login failed"),
                                  QJsonObject{{QStringLiteral("reason"), QStringLiteral("bad credentials")}})
                            : core::envelope::encodeError(env.raw, QStringLiteral("invalid token"));
            }
            if (loginDelayMs > 0)
                QTimer::singleShot(loginDelayMs, this, [this, send, frame] {
                    send(frame);
                    ++delayedLoginsSent;
                });
            else
                send(frame);
            return;
        }
        if (env.method.startsWith(QLatin1String("__typedsocket_"))) {
            send(core::envelope::encodeResponse(env.raw, {{QStringLiteral("success"), true}}));
            return;
        }
        calls << env.request;
        const QString jwt =
            env.request.value(QStringLiteral("identity")).toObject().value(QStringLiteral("jwt")).toString();
        if (rejectEveryIdentity || !m_valid.contains(jwt)) {
            send(core::envelope::encodeError(env.raw, kRejected));
            return;
        }
        if (env.method == QLatin1String("notFound")) {
            send(
                core::envelope::encodeError(env.raw, QStringLiteral("service not found"),
                                            QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("x")}}));
            return;
        }
        if (env.method == QLatin1String("neverAnswer"))
            return;
        send(core::envelope::encodeResponse(env.raw, {{QStringLiteral("ok"), env.method}}));
    }

    QWebSocketServer m_server;
    QSet<QString> m_valid;
    QStringList m_issuedAll;
    int m_serial = 0;
};

struct Flight
{
    bool done = false;
    CallResult result;
};

std::shared_ptr<Flight> fire(Session& session, const QString& method, QObject* context = nullptr)
{
    auto f = std::make_shared<Flight>();
    session.call(method, {}, context, [f](const CallResult& r) {
        f->result = r;
        f->done = true;
    });
    return f;
}

CallResult callAndWait(Session& session, const QString& method)
{
    auto f = fire(session, method);
    if (!QTest::qWaitFor([&] { return f->done; }, 15000))
        f->result.error = CallError::make(CallError::Kind::Cancelled, method, QStringLiteral("test gave up"));
    return f->result;
}

bool login(Session& session, bool byToken = false, const QString& password = kPassword)
{
    bool done = false;
    CallError error;
    auto finish = [&](const CallError& e) {
        error = e;
        done = true;
    };
    if (byToken)
        session.loginWithToken(kToken, nullptr, finish);
    else
        session.loginWithPassword(QStringLiteral("admin"), password, nullptr, finish);
    (void)QTest::qWaitFor([&] { return done; }, 15000);
    return done && !error.isError();
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

    struct Rig
    {
        FakeCloudly server;
        TypedSocketClient client;
        Session session{&client};
        explicit Rig(TypedSocketClient::Options options = {}) : client(options) {}
        bool open()
        {
            client.open(server.url());
            return test::waitForState(client, TypedSocketClient::State::Connected);
        }
    };

private Q_SLOTS:
    // Only the server's "identity no longer accepted" answer counts; everything else is passed through.
    void recognisesOnlyTheIdentityRejection()
    {
        using K = CallError::Kind;
        QVERIFY(Session::isIdentityRejected(
            CallError::make(K::Server, QStringLiteral("getServices"), kRejected)));
        QVERIFY(Session::isIdentityRejected(CallError::make(K::Server, QStringLiteral("getServices"),
                                                            QStringLiteral(" Identity missing or invalid"))));
        QVERIFY(!Session::isIdentityRejected(
            CallError::make(K::Server, QStringLiteral("getServices"), QStringLiteral("service not found"))));
        QVERIFY(!Session::isIdentityRejected(
            CallError::make(K::Server, QStringLiteral("getServices"), QStringLiteral("identity missing"))));
        QVERIFY(!Session::isIdentityRejected(CallError::make(K::Server, Session::loginMethod(), kRejected)));
        QVERIFY(!Session::isIdentityRejected(CallError::make(K::Server, Session::tokenMethod(), kRejected)));
        for (K kind : {K::NotConnected, K::ConnectionLost, K::Timeout, K::NoMethod, K::EmptyResponse,
                       K::Protocol, K::Cancelled, K::NotAuthenticated, K::Decode, K::Overloaded})
            QVERIFY(!Session::isIdentityRejected(
                CallError::make(kind, QStringLiteral("getServices"), kRejected)));
    }

    void rejectedIdentityLogsInAgainOnceAndRetries_data()
    {
        QTest::addColumn<bool>("byToken");
        QTest::newRow("password") << false;
        QTest::newRow("machine-token") << true;
    }
    void rejectedIdentityLogsInAgainOnceAndRetries()
    {
        QFETCH(bool, byToken);
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session, byToken));
        QVERIFY(callAndWait(rig.session, QStringLiteral("getServices")).ok());
        QCOMPARE(rig.server.logins(), 1);

        QSignalSpy renewed(&rig.session, &Session::identityRenewed);
        QSignalSpy changed(&rig.session, &Session::identityChanged);
        QSignalSpy signedOut(&rig.session, &Session::signedOut);
        rig.server.forgetIdentities();
        const CallResult r = callAndWait(rig.session, QStringLiteral("getServices"));
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(r.response.value(QStringLiteral("ok")).toString(), QStringLiteral("getServices"));
        QCOMPARE(rig.server.logins(), 2);
        QCOMPARE(rig.server.counts.value(byToken ? Session::tokenMethod() : Session::loginMethod()), 2);
        QCOMPARE(rig.session.renewalCount(), 1);
        // Sent twice: first with the forgotten JWT, then with the new one.
        QCOMPARE(rig.server.calls.size(), 3);
        QCOMPARE(rig.server.jwtOf(1), rig.server.issued().at(0));
        QCOMPARE(rig.server.jwtOf(2), rig.server.issued().at(1));
        QCOMPARE(rig.session.identity().jwt, rig.server.issued().at(1));
        QCOMPARE(renewed.count(), 1);
        QCOMPARE(changed.count(), 0); // same user: no "new login" for the views
        QCOMPARE(signedOut.count(), 0);
        QVERIFY(rig.session.isAuthenticated());
        QVERIFY(!rig.session.isRenewing());
        // And later calls just work with the new identity.
        QVERIFY(callAndWait(rig.session, QStringLiteral("getClusters")).ok());
        QCOMPARE(rig.server.logins(), 2);
    }

    // Five calls failing at the same moment plus one made while the re-login runs: one login for all.
    void concurrentFailuresShareOneRelogin()
    {
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        rig.server.forgetIdentities();
        rig.server.loginDelayMs = 200;
        const QString oldJwt = rig.session.identity().jwt;
        QList<std::shared_ptr<Flight>> flights;
        const QStringList methods{QStringLiteral("getServices"), QStringLiteral("getDeployments"),
                                  QStringLiteral("getClusters"), QStringLiteral("getAllImages"),
                                  QStringLiteral("getDeploymentPreflight")};
        for (const QString& m : methods)
            flights << fire(rig.session, m);
        QTRY_VERIFY_WITH_TIMEOUT(rig.session.isRenewing(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(rig.server.calls.size(), 5, 5000);
        flights << fire(rig.session, QStringLiteral("getImage")); // made during the re-login: waits for it
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(flights.cbegin(), flights.cend(), [](auto& f) { return f->done; }), 10000);
        for (const auto& f : std::as_const(flights))
            QVERIFY2(f->result.ok(), qPrintable(f->result.error.message()));
        QCOMPARE(rig.server.logins(), 2);
        QCOMPARE(rig.session.renewalCount(), 1);
        // 5 refused + 5 retries + the waiting one, which was never sent with the refused identity.
        QCOMPARE(rig.server.calls.size(), 11);
        int withOld = 0;
        for (int i = 0; i < rig.server.calls.size(); ++i)
            withOld += rig.server.jwtOf(i) == oldJwt;
        QCOMPARE(withOld, 5);
    }

    // Logging in again is refused: every waiting call and every later one gets "signed out: …", the
    // credential is dropped and nothing is sent any more — no loop.
    void wrongPasswordOnReloginSignsOutWithoutLooping()
    {
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        QSignalSpy signedOut(&rig.session, &Session::signedOut);
        QSignalSpy changed(&rig.session, &Session::identityChanged);
        rig.server.forgetIdentities();
        rig.server.password = QStringLiteral("changed-on-the-server");
        QList<std::shared_ptr<Flight>> flights;
        for (int i = 0; i < 3; ++i)
            flights << fire(rig.session, QStringLiteral("getServices"));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(flights.cbegin(), flights.cend(), [](auto& f) { return f->done; }), 10000);
        for (const auto& f : std::as_const(flights)) {
            QCOMPARE(f->result.error.kind, CallError::Kind::NotAuthenticated);
            QCOMPARE(f->result.error.method, QStringLiteral("getServices"));
            QCOMPARE(f->result.error.text,
                     QStringLiteral("signed out: logging in again failed: login failed"));
        }
        QCOMPARE(rig.server.logins(), 2);
        QCOMPARE(signedOut.count(), 1);
        QCOMPARE(signedOut.at(0).at(0).toString(),
                 QStringLiteral("signed out: logging in again failed: login failed"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(!rig.session.isAuthenticated());
        QCOMPARE(rig.session.authKind(), Session::AuthKind::None);
        QCOMPARE(rig.session.signedOutReason(), QStringLiteral("logging in again failed: login failed"));

        // Later calls fail at once, without touching the server.
        const int sent = rig.server.calls.size();
        for (int i = 0; i < 5; ++i) {
            const CallResult r = callAndWait(rig.session, QStringLiteral("getClusters"));
            QCOMPARE(r.error.kind, CallError::Kind::NotAuthenticated);
            QVERIFY2(r.error.message().contains(
                         QLatin1String("signed out: logging in again failed: login failed")),
                     qPrintable(r.error.message()));
        }
        QTest::qWait(200);
        QCOMPARE(rig.server.logins(), 2);
        QCOMPARE(rig.server.calls.size(), sent);
        QCOMPARE(rig.session.renewalCount(), 1);

        // An explicit login with the right password ends the signed-out state.
        rig.server.password = kPassword;
        QVERIFY(login(rig.session));
        QVERIFY(rig.session.signedOutReason().isEmpty());
        QVERIFY(callAndWait(rig.session, QStringLiteral("getClusters")).ok());
    }

    void revokedTokenOnReloginSignsOut()
    {
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session, true));
        rig.server.forgetIdentities();
        rig.server.token = QStringLiteral("rotated");
        const CallResult r = callAndWait(rig.session, QStringLiteral("getServices"));
        QCOMPARE(r.error.kind, CallError::Kind::NotAuthenticated);
        QCOMPARE(r.error.text, QStringLiteral("signed out: logging in again failed: invalid token"));
        QCOMPARE(rig.server.counts.value(Session::tokenMethod()), 2);
        QVERIFY(!rig.session.isAuthenticated());
    }

    // The server refuses even the identity it has just issued: one re-login, one retry, then signed out.
    void freshIdentityRefusedAgainSignsOut()
    {
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        rig.server.rejectEveryIdentity = true;
        QSignalSpy signedOut(&rig.session, &Session::signedOut);
        const CallResult r = callAndWait(rig.session, QStringLiteral("getServices"));
        QCOMPARE(r.error.kind, CallError::Kind::NotAuthenticated);
        QVERIFY2(r.error.text.startsWith(
                     QLatin1String("signed out: the server refused the identity it had just issued")),
                 qPrintable(r.error.text));
        QCOMPARE(rig.server.logins(), 2);
        QCOMPARE(rig.server.calls.size(), 2);
        QCOMPARE(signedOut.count(), 1);
        QTest::qWait(200);
        QVERIFY(!callAndWait(rig.session, QStringLiteral("getServices")).ok());
        QCOMPARE(rig.server.logins(), 2);
        QCOMPARE(rig.server.calls.size(), 2);
    }

    // Other errors are the caller's business: no login, no retry.
    void otherErrorsAreNotRetried()
    {
        TypedSocketClient::Options options;
        options.requestTimeoutMs = 2000; // long enough that a normal reply on a loaded machine never hits it
        Rig rig(options);
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        const CallResult notFound = callAndWait(rig.session, QStringLiteral("notFound"));
        QCOMPARE(notFound.error.kind, CallError::Kind::Server);
        QCOMPARE(notFound.error.text, QStringLiteral("service not found"));
        const CallResult timeout = callAndWait(rig.session, QStringLiteral("neverAnswer"));
        QCOMPARE(timeout.error.kind, CallError::Kind::Timeout);
        QCOMPARE(rig.server.logins(), 1);
        QCOMPARE(rig.server.calls.size(), 2);
        QCOMPARE(rig.session.renewalCount(), 0);
    }

    // A re-login that only failed for transport reasons keeps the credential: the calls fail with that
    // reason, and the next call logs in again first (never sending the refused identity again).
    void reloginTimeoutKeepsCredentialAndTriesOnNextCall()
    {
        TypedSocketClient::Options options;
        options.requestTimeoutMs = 2000; // long enough that a normal reply on a loaded machine never hits it
        Rig rig(options);
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        QSignalSpy signedOut(&rig.session, &Session::signedOut);
        rig.server.forgetIdentities();
        rig.server.answerLogins = false;
        const CallResult r = callAndWait(rig.session, QStringLiteral("getServices"));
        QCOMPARE(r.error.kind, CallError::Kind::Timeout);
        QVERIFY2(r.error.text.contains(QLatin1String("logging in again failed")), qPrintable(r.error.text));
        QCOMPARE(signedOut.count(), 0);
        QVERIFY(rig.session.isAuthenticated());
        QCOMPARE(rig.server.calls.size(), 1);

        rig.server.answerLogins = true;
        const CallResult next = callAndWait(rig.session, QStringLiteral("getServices"));
        QVERIFY2(next.ok(), qPrintable(next.error.message()));
        QCOMPARE(rig.server.logins(), 3);
        QCOMPARE(rig.server.calls.size(), 2); // sent once, with the new identity
        QCOMPARE(rig.server.jwtOf(1), rig.session.identity().jwt);
    }

    // logout() while the re-login runs: the waiting calls fail, the late login answer is ignored.
    void logoutDuringReloginCancelsIt()
    {
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        rig.server.forgetIdentities();
        rig.server.loginDelayMs = 300;
        auto f = fire(rig.session, QStringLiteral("getServices"));
        QTRY_VERIFY_WITH_TIMEOUT(rig.session.isRenewing(), 5000);
        rig.session.logout();
        QTRY_VERIFY_WITH_TIMEOUT(f->done, 5000);
        QCOMPARE(f->result.error.kind, CallError::Kind::NotAuthenticated);
        // The late login answer arrives (no sleep): wait until the server sent it, then a call on the same
        // socket is the barrier, since its answer comes after the login answer.
        QTRY_COMPARE_WITH_TIMEOUT(rig.server.delayedLoginsSent, 1, 5000);
        QVERIFY(test::callAndWait(rig.client, QStringLiteral("__typedsocket_barrier")).ok());
        QVERIFY(!rig.session.isAuthenticated());
        QVERIFY(!rig.session.isRenewing());
        QCOMPARE(rig.server.calls.size(), 1);
    }

    // A caller that went away while its call waited for the re-login is not called back.
    void destroyedContextIsNotCalledBack()
    {
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        rig.server.forgetIdentities();
        rig.server.loginDelayMs = 200;
        auto context = std::make_unique<QObject>();
        auto f = fire(rig.session, QStringLiteral("getServices"), context.get());
        QTRY_VERIFY_WITH_TIMEOUT(rig.session.isRenewing(), 5000);
        context.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!rig.session.isRenewing(), 5000);
        QTest::qWait(100);
        QVERIFY(!f->done);
        QCOMPARE(rig.server.calls.size(), 1); // not retried for nobody
        QVERIFY(rig.session.isAuthenticated());
    }

    // Nothing secret in any log line of a login, a re-login and a sign-out, even at debug level.
    void noCredentialOrJwtInTheLog()
    {
        test::LogCapture capture;
        test::LogCapture::plant(QStringLiteral("planted-debug-canary"));
        Rig rig;
        QVERIFY(rig.open());
        QVERIFY(login(rig.session));
        rig.server.forgetIdentities();
        QVERIFY(callAndWait(rig.session, QStringLiteral("getServices")).ok());
        rig.server.forgetIdentities();
        rig.server.password = QStringLiteral("other-SECRET");
        QVERIFY(!callAndWait(rig.session, QStringLiteral("getServices")).ok());
        const QString log = test::LogCapture::all();
        // Positive controls: the capture really records debug lines, including the client's frame log.
        QVERIFY2(log.contains(QLatin1String("planted-debug-canary")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("C>S")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("adminLoginWithUsernameAndPassword")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("logging in again")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("signed out")), qPrintable(log));
        QVERIFY(!log.contains(QLatin1String("SECRET")));
        QVERIFY(!log.contains(kPassword));
        for (const QString& jwt : rig.server.issued())
            QVERIFY(!log.contains(jwt));
    }

    // The embedded demo server restarted on the same port forgets its identities: the next call
    // succeeds after exactly one login on the new server.
    void demoServerRestartOnSamePort()
    {
        auto server = std::make_unique<core::DemoServer>();
        QVERIFY2(server->listen(), qPrintable(server->errorString()));
        const quint16 port = server->port();
        TypedSocketClient::Options options;
        options.initialBackoffMs = 100;
        TypedSocketClient client(options);
        Session session(&client);
        client.open(server->url());
        QVERIFY(test::waitForState(client, TypedSocketClient::State::Connected));
        QVERIFY(login(session, false, QStringLiteral("demo")));
        QVERIFY(callAndWait(session, QStringLiteral("getServices")).ok());

        server->close();
        server.reset();
        QVERIFY(test::waitForState(client, TypedSocketClient::State::Reconnecting));
        server = std::make_unique<core::DemoServer>();
        QVERIFY2(server->listen(QHostAddress::LocalHost, port), qPrintable(server->errorString()));
        QVERIFY(test::waitForState(client, TypedSocketClient::State::Connected));

        QList<std::shared_ptr<Flight>> flights;
        for (const QString& m : {QStringLiteral("getServices"), QStringLiteral("getClusters"),
                                 QStringLiteral("getAllImages"), QStringLiteral("getDeployments")})
            flights << fire(session, m);
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(flights.cbegin(), flights.cend(), [](auto& f) { return f->done; }), 10000);
        for (const auto& f : std::as_const(flights))
            QVERIFY2(f->result.ok(), qPrintable(f->result.error.message()));
        QVERIFY(flights.at(0)->result.response.value(QStringLiteral("services")).toArray().size() > 0);
        const CallResult received = test::callAndWait(client, QStringLiteral("__peer_received"),
                                                      {{QStringLiteral("method"), Session::loginMethod()}});
        QVERIFY(received.ok());
        QCOMPARE(received.response.value(QStringLiteral("requests")).toArray().size(), 1);
        QCOMPARE(session.renewalCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
