// wss:// trust, with a throw-away CA made by openssl for each run (tests/support/testpki): the pin is checked
// on every connection against the leaf certificate, before anything is sent, whether or not a CA vouches for
// the certificate; a private CA is trusted through the CA-file option for that connection only; a refusal
// names both fingerprints and is not retried. The servers (tests/support/tlstestserver) count, server side,
// TLS connection attempts and received frames; tests/support/rawwsserver counts every application byte.
#include "core/net/typedsocketclient.h"
#include "rawwsserver.h"
#include "testpki.h"
#include "testutil.h"
#include "tlstestserver.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace cloudly;
using core::CertificateRefusal;
using core::TypedSocketClient;
using test::RawWsServer;
using test::TestPki;
using test::TlsTestServer;

namespace {
TypedSocketClient::Options noReconnect()
{
    TypedSocketClient::Options o;
    o.autoReconnect = false;
    return o;
}

// Records whether the client was ever Connected (a refusal must happen before that state).
struct StateLog
{
    QList<TypedSocketClient::State> states;
    explicit StateLog(TypedSocketClient& c)
    {
        QObject::connect(&c, &TypedSocketClient::stateChanged, &c,
                         [this](TypedSocketClient::State s) { states << s; });
    }
    bool everConnected() const { return states.contains(TypedSocketClient::State::Connected); }
};
} // namespace

class TestTlsPinning : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    TestPki m_pki;
    std::unique_ptr<TlsTestServer> m_caServer;   // leaf certificate signed by the test CA
    std::unique_ptr<TlsTestServer> m_selfServer; // self-signed certificate

    // Opens `c` to `url` and waits until it is connected or has given up.
    static void openAndSettle(TypedSocketClient& c, const QUrl& url)
    {
        c.open(url);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return c.state() == TypedSocketClient::State::Connected ||
                       (c.state() == TypedSocketClient::State::Disconnected && !c.lastError().isEmpty());
            },
            15000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_pki.make(m_dir.path(), &error), qPrintable(error));
        QVERIFY(m_pki.leafSha256 != m_pki.otherSha256);
        m_caServer = std::make_unique<TlsTestServer>(TestPki::serverConfiguration(m_pki.leaf, m_pki.leafKey));
        m_selfServer =
            std::make_unique<TlsTestServer>(TestPki::serverConfiguration(m_pki.self, m_pki.selfKey));
        QVERIFY(m_caServer->listen());
        QVERIFY(m_selfServer->listen());
    }

    void init()
    {
        m_caServer->setConfiguration(TestPki::serverConfiguration(m_pki.leaf, m_pki.leafKey));
        m_caServer->resetCounts();
        m_selfServer->resetCounts();
    }

    // --- the bug of issue 13 §2: a certificate a CA vouches for bypassed the pin -------------------------

    void caValidCertificateWithAWrongPinIsRefused()
    {
        TypedSocketClient::Options o = noReconnect();
        o.caCertificateFile = m_pki.caFile;            // the chain verifies
        o.pinnedCertificateSha256 = m_pki.otherSha256; // but it is not the pinned certificate
        TypedSocketClient c(o);
        StateLog log(c);
        // A tag set before connecting is sent on connect: it must not reach a refused server either.
        c.setTag(QStringLiteral("identity"), QJsonObject{{QStringLiteral("jwt"), QStringLiteral("secret")}});
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, m_caServer->url());
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().at(0).toString(), m_pki.leafSha256);
        const QString reason = rejected.first().at(1).toString();
        QVERIFY2(reason.contains(m_pki.leafSha256) && reason.contains(m_pki.otherSha256), qPrintable(reason));
        QVERIFY2(c.lastError().contains(m_pki.leafSha256) && c.lastError().contains(m_pki.otherSha256),
                 qPrintable(c.lastError()));
        QVERIFY(!log.everConnected());
        QVERIFY(c.isCertificateRefused());
        QTest::qWait(200);
        QCOMPARE(m_caServer->framesReceived(), 0);
        const core::CallResult r = test::callAndWait(c, QStringLiteral("ping"));
        QVERIFY(!r.ok());
        QCOMPARE(m_caServer->framesReceived(), 0);
    }

    void certificateTrustedByTheSystemWithAWrongPinIsRefused()
    {
        // As if a public CA had signed it: the process-wide default configuration trusts the test CA.
        const QSslConfiguration saved = QSslConfiguration::defaultConfiguration();
        QSslConfiguration trusting = saved;
        trusting.addCaCertificate(m_pki.ca);
        QSslConfiguration::setDefaultConfiguration(trusting);
        const auto restore = qScopeGuard([&] { QSslConfiguration::setDefaultConfiguration(saved); });

        {
            // Control: the system trust really makes the chain valid (accepted without a pin).
            TypedSocketClient control(noReconnect());
            openAndSettle(control, m_caServer->url());
            QVERIFY2(control.state() == TypedSocketClient::State::Connected, qPrintable(control.lastError()));
        }
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 = m_pki.otherSha256;
        TypedSocketClient c(o);
        StateLog log(c);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        m_caServer->resetCounts();
        openAndSettle(c, m_caServer->url());
        QVERIFY2(!log.everConnected(), "a CA-valid certificate that is not the pinned one was accepted");
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().at(0).toString(), m_pki.leafSha256);
        QTest::qWait(200);
        QCOMPARE(m_caServer->framesReceived(), 0);
    }

    void caValidCertificateWithItsPinIsAccepted()
    {
        TypedSocketClient::Options o = noReconnect();
        o.caCertificateFile = m_pki.caFile;
        o.pinnedCertificateSha256 = m_pki.leafSha256;
        TypedSocketClient c(o);
        openAndSettle(c, m_caServer->url());
        QVERIFY2(c.state() == TypedSocketClient::State::Connected, qPrintable(c.lastError()));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("ping"));
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QVERIFY(r.response.value(QStringLiteral("ok")).toBool());
        QCOMPARE(m_caServer->framesReceived(), 1);
    }

    void unknownCaIsRefusedShowingTheFingerprint()
    {
        TypedSocketClient c(noReconnect());
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, m_caServer->url());
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().at(0).toString(), m_pki.leafSha256);
        QVERIFY2(c.lastError().contains(m_pki.leafSha256), qPrintable(c.lastError()));
        QVERIFY(c.isCertificateRefused());
        QCOMPARE(m_caServer->framesReceived(), 0);
    }

    void caFileIsTrusted()
    {
        TypedSocketClient::Options o = noReconnect();
        o.caCertificateFile = m_pki.caFile;
        TypedSocketClient c(o);
        openAndSettle(c, m_caServer->url());
        QVERIFY2(c.state() == TypedSocketClient::State::Connected, qPrintable(c.lastError()));
        QVERIFY(test::callAndWait(c, QStringLiteral("ping")).ok());
        // Only that connection trusts the CA: a client without the option still refuses the server.
        TypedSocketClient other(noReconnect());
        openAndSettle(other, m_caServer->url());
        QCOMPARE(other.state(), TypedSocketClient::State::Disconnected);
        QVERIFY(other.isCertificateRefused());
    }

    void caFileDoesNotMakeASelfSignedCertificateValid()
    {
        TypedSocketClient::Options o = noReconnect();
        o.caCertificateFile = m_pki.caFile;
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, m_selfServer->url());
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().at(0).toString(), m_pki.selfSha256);
    }

    // --- self-signed certificates -------------------------------------------------------------------------

    void selfSignedIsRefusedByDefault()
    {
        TypedSocketClient c(noReconnect());
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, m_selfServer->url());
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().at(0).toString(), m_pki.selfSha256);
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QVERIFY2(c.lastError().contains(m_pki.selfSha256), qPrintable(c.lastError()));
    }

    void selfSignedWithItsPinIsAccepted_data()
    {
        QTest::addColumn<bool>("colonsUpper");
        QTest::newRow("plain hex") << false;
        QTest::newRow("AB:CD:… upper case") << true;
    }
    void selfSignedWithItsPinIsAccepted()
    {
        QFETCH(bool, colonsUpper);
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 =
            colonsUpper ? TestPki::withColonsUpper(m_pki.selfSha256) : m_pki.selfSha256;
        TypedSocketClient c(o);
        openAndSettle(c, m_selfServer->url());
        QVERIFY2(c.state() == TypedSocketClient::State::Connected, qPrintable(c.lastError()));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("ping"));
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
    }

    void selfSignedWithAnotherPinIsRefused()
    {
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 = m_pki.leafSha256;
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, m_selfServer->url());
        QCOMPARE(rejected.size(), 1);
        const QString reason = rejected.first().at(1).toString();
        QVERIFY2(reason.contains(m_pki.selfSha256) && reason.contains(m_pki.leafSha256), qPrintable(reason));
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
    }

    // --- a refusal is permanent ---------------------------------------------------------------------------

    void refusalIsNotRetried_data()
    {
        QTest::addColumn<bool>("chainValid");
        QTest::newRow("CA-valid, wrong pin (checked once connected)") << true;
        QTest::newRow("self-signed, wrong pin (checked on TLS errors)") << false;
    }
    void refusalIsNotRetried()
    {
        QFETCH(bool, chainValid);
        TlsTestServer& server = chainValid ? *m_caServer : *m_selfServer;
        TypedSocketClient::Options o;
        o.autoReconnect = true;
        o.initialBackoffMs = 20;
        o.maxBackoffMs = 50;
        o.caCertificateFile = m_pki.caFile;
        o.pinnedCertificateSha256 = m_pki.otherSha256;
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        c.open(server.url());
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 15000);
        // With a 20-50 ms backoff a reconnect loop would have made dozens of attempts by now.
        QTest::qWait(1500);
        QCOMPARE(server.handshakesStarted(), 1);
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QVERIFY(c.isCertificateRefused());
        // A new explicit open() tries again (the user may have fixed the pin), once.
        c.open(server.url());
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 2, 15000);
        QTest::qWait(500);
        QCOMPARE(server.handshakesStarted(), 2);
    }

    void pinIsCheckedOnEveryReconnect()
    {
        TypedSocketClient::Options o;
        o.autoReconnect = true;
        o.initialBackoffMs = 20;
        o.maxBackoffMs = 50;
        o.caCertificateFile = m_pki.caFile;
        o.pinnedCertificateSha256 = m_pki.leafSha256;
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        c.open(m_caServer->url());
        QVERIFY2(test::waitForState(c, TypedSocketClient::State::Connected), qPrintable(c.lastError()));
        // The server now presents another certificate of the same CA; the link drops and comes back.
        m_caServer->setConfiguration(TestPki::serverConfiguration(m_pki.other, m_pki.otherKey));
        StateLog log(c);
        c.abortForTest();
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 15000);
        QCOMPARE(rejected.first().at(0).toString(), m_pki.otherSha256);
        QTest::qWait(500);
        QVERIFY(!log.everConnected());
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QCOMPARE(m_caServer->handshakesStarted(), 2);
    }

    // --- the pin before the first byte -------------------------------------------------------------------

    // A CA-valid impostor that answers anything but 101: the pin is checked once TLS is up, so it reads not
    // one byte (no upgrade request), the refusal names both fingerprints, and nothing is retried.
    void caValidImpostorReadsNothing()
    {
        RawWsServer impostor(TestPki::serverConfiguration(m_pki.leaf, m_pki.leafKey));
        impostor.setResponder([](QTcpSocket* s, const QByteArray&) {
            s->write("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n");
        });
        QVERIFY(impostor.listen());
        TypedSocketClient::Options o;
        o.autoReconnect = true;
        o.initialBackoffMs = 20;
        o.maxBackoffMs = 50;
        o.caCertificateFile = m_pki.caFile;            // the chain verifies
        o.pinnedCertificateSha256 = m_pki.otherSha256; // but it is not the pinned certificate
        TypedSocketClient c(o);
        StateLog log(c);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        c.open(impostor.url());
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 15000);
        QTest::qWait(1500); // a reconnect loop would have made dozens of attempts by now
        QCOMPARE(impostor.bytesReceived(), 0);
        QCOMPARE(impostor.attempts(), 1);
        QCOMPARE(rejected.size(), 1);
        QVERIFY(!log.everConnected());
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QCOMPARE(c.certificateRefusal().kind, CertificateRefusal::Kind::PinMismatch);
        QCOMPARE(c.certificateRefusal().presentedSha256, m_pki.leafSha256);
        QCOMPARE(c.certificateRefusal().pinnedSha256, m_pki.otherSha256);
        QVERIFY2(c.lastError().contains(m_pki.leafSha256) && c.lastError().contains(m_pki.otherSha256) &&
                     c.lastError().contains(QLatin1String("changed")),
                 qPrintable(c.lastError()));
        QVERIFY2(!c.lastError().contains(QLatin1String("upgrade")), qPrintable(c.lastError()));

        // Control: with the right pin the same server is sent the upgrade (and refuses it with its 403).
        TypedSocketClient::Options right = noReconnect();
        right.caCertificateFile = m_pki.caFile;
        right.pinnedCertificateSha256 = m_pki.leafSha256;
        TypedSocketClient control(right);
        openAndSettle(control, impostor.url());
        QTRY_VERIFY(impostor.bytesReceived() > 0);
        QVERIFY2(impostor.received().last().startsWith("GET / HTTP/1.1\r\n"),
                 impostor.received().last().constData());
        QVERIFY2(control.lastError().contains(QLatin1String("403")), qPrintable(control.lastError()));
        QVERIFY(!control.isCertificateRefused());
    }

    // With a pin, ws:// is refused before any connection: not even TCP.
    void pinOverPlainWebSocketConnectsNowhere()
    {
        RawWsServer plain;
        QVERIFY(plain.listen());
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 = m_pki.selfSha256;
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        c.open(plain.url());
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(c.certificateRefusal().kind, CertificateRefusal::Kind::PinWithoutEncryption);
        QTest::qWait(300);
        QCOMPARE(plain.attempts(), 0);
        QCOMPARE(plain.bytesReceived(), 0);
    }

    // A matching pin replaces the CA, nothing else: the pinned certificate expired, or naming another host,
    // is refused (and says so).
    void pinnedButInvalidIsRefused_data()
    {
        QTest::addColumn<bool>("expired");
        QTest::newRow("expired on 2 January 2020") << true;
        QTest::newRow("for cloudly.invalid, not localhost") << false;
    }
    void pinnedButInvalidIsRefused()
    {
        QFETCH(bool, expired);
        const QSslCertificate& cert = expired ? m_pki.expired : m_pki.otherHost;
        const QString sha = expired ? m_pki.expiredSha256 : m_pki.otherHostSha256;
        TlsTestServer server(
            TestPki::serverConfiguration(cert, expired ? m_pki.expiredKey : m_pki.otherHostKey));
        QVERIFY(server.listen());
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 = sha;
        TypedSocketClient c(o);
        StateLog log(c);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, server.url());
        QCOMPARE(rejected.size(), 1);
        QVERIFY(!log.everConnected());
        QCOMPARE(c.certificateRefusal().kind, CertificateRefusal::Kind::PinnedButInvalid);
        QCOMPARE(c.certificateRefusal().presentedSha256, sha);
        const QString reason = c.certificateRefusal().reason;
        QVERIFY2(reason.contains(sha), qPrintable(reason));
        QVERIFY2(reason.contains(expired ? QLatin1String("expired") : QLatin1String("host name")),
                 qPrintable(reason));
        QCOMPARE(server.framesReceived(), 0);
    }

    // A private CA vouches for the chain, not for the name: a certificate of that CA for another host is
    // refused (hostname verification stays on with a CA file).
    void privateCaCertificateForAnotherHostIsRefused()
    {
        TlsTestServer server(TestPki::serverConfiguration(m_pki.caHost, m_pki.caHostKey));
        QVERIFY(server.listen());
        TypedSocketClient::Options o = noReconnect();
        o.caCertificateFile = m_pki.caFile;
        TypedSocketClient c(o);
        StateLog log(c);
        openAndSettle(c, server.url());
        QVERIFY(!log.everConnected());
        QVERIFY(c.isCertificateRefused());
        QCOMPARE(c.certificateRefusal().kind, CertificateRefusal::Kind::Untrusted);
        QCOMPARE(c.certificateRefusal().presentedSha256, m_pki.caHostSha256);
        QVERIFY2(c.certificateRefusal().reason.contains(QLatin1String("host name")),
                 qPrintable(c.certificateRefusal().reason));
        QCOMPARE(server.framesReceived(), 0);
    }

    // --- unusable settings fail closed, naming what is wrong ----------------------------------------------

    void unusableCaFileIsNamed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("missing") << QStringLiteral("/nonexistent/ca.pem");
        QTest::newRow("not PEM") << QStringLiteral("NOTPEM");
        QTest::newRow("a directory") << QStringLiteral("DIR");
    }
    void unusableCaFileIsNamed()
    {
        QFETCH(QString, file);
        if (file == QLatin1String("NOTPEM"))
            file = m_pki.notPemFile;
        else if (file == QLatin1String("DIR"))
            file = m_pki.dir;
        TypedSocketClient::Options o;
        o.autoReconnect = true;
        o.initialBackoffMs = 20;
        o.caCertificateFile = file;
        TypedSocketClient c(o);
        QSignalSpy disconnected(&c, &TypedSocketClient::disconnected);
        c.open(m_caServer->url());
        QCOMPARE(disconnected.size(), 1);
        QVERIFY2(disconnected.first().at(0).toString().contains(file), qPrintable(c.lastError()));
        QVERIFY2(c.lastError().contains(file), qPrintable(c.lastError()));
        QTest::qWait(300);
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QCOMPARE(m_caServer->handshakesStarted(), 0);
    }

    void malformedPinIsRefusedBeforeConnecting()
    {
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 = QStringLiteral("12:34:zz");
        TypedSocketClient c(o);
        c.open(m_selfServer->url());
        QCOMPARE(c.state(), TypedSocketClient::State::Disconnected);
        QVERIFY2(c.lastError().contains(QStringLiteral("12:34:zz")), qPrintable(c.lastError()));
        QTest::qWait(200);
        QCOMPARE(m_selfServer->handshakesStarted(), 0);
    }

    void pinOverPlainWebSocketIsRefused()
    {
        QWebSocketServer plain(QStringLiteral("plain"), QWebSocketServer::NonSecureMode);
        QVERIFY(plain.listen(QHostAddress::LocalHost, 0));
        int frames = 0;
        connect(&plain, &QWebSocketServer::newConnection, this, [&] {
            QWebSocket* s = plain.nextPendingConnection();
            s->setParent(&plain);
            connect(s, &QWebSocket::textMessageReceived, s, [&](const QString&) { ++frames; });
        });
        TypedSocketClient::Options o = noReconnect();
        o.pinnedCertificateSha256 = m_pki.selfSha256;
        TypedSocketClient c(o);
        StateLog log(c);
        c.setTag(QStringLiteral("identity"), QJsonObject{});
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        openAndSettle(c, QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(plain.serverPort())));
        QVERIFY(!log.everConnected());
        QCOMPARE(rejected.size(), 1);
        QVERIFY2(c.lastError().contains(QStringLiteral("wss://")), qPrintable(c.lastError()));
        QTest::qWait(200);
        QCOMPARE(frames, 0);
    }
};

QTEST_GUILESS_MAIN(TestTlsPinning)
#include "tst_tlspinning.moc"
