// wss:// with a certificate from a test CA the system does not trust: rejected by default (showing the
// SHA-256 fingerprint), accepted when the profile pins exactly that fingerprint, rejected when the pin
// differs. The certificate is made fresh by openssl for each run.
#include "net/typedsocketclient.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace cloudly;
using core::TypedSocketClient;

class TestTlsPinning : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<QWebSocketServer> m_server;
    QString m_fingerprint;

    QUrl url() const { return QUrl(QStringLiteral("wss://localhost:%1").arg(m_server->serverPort())); }

private Q_SLOTS:
    void initTestCase()
    {
        const QString key = m_dir.filePath(QStringLiteral("key.pem"));
        const QString cert = m_dir.filePath(QStringLiteral("cert.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"), key,
                       QStringLiteral("-out"), cert, QStringLiteral("-days"), QStringLiteral("2"),
                       QStringLiteral("-subj"), QStringLiteral("/CN=localhost"), QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1")});
        QVERIFY(openssl.waitForFinished(60000));
        QCOMPARE(openssl.exitCode(), 0);
        QFile certFile(cert);
        QFile keyFile(key);
        QVERIFY(certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly));
        const QSslCertificate certificate(&certFile, QSsl::Pem);
        const QSslKey privateKey(&keyFile, QSsl::Rsa, QSsl::Pem);
        QVERIFY(!certificate.isNull() && !privateKey.isNull());
        m_fingerprint = QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex());

        m_server = std::make_unique<QWebSocketServer>(QStringLiteral("tls"), QWebSocketServer::SecureMode);
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(certificate);
        config.setPrivateKey(privateKey);
        config.setPeerVerifyMode(QSslSocket::VerifyNone);
        m_server->setSslConfiguration(config);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        connect(m_server.get(), &QWebSocketServer::newConnection, this, [this] {
            QWebSocket* s = m_server->nextPendingConnection();
            s->setParent(m_server.get()); // parentless otherwise: deleted with the server
            connect(s, &QWebSocket::textMessageReceived, s, [s](const QString& text) {
                QString reply = text;
                reply.replace(QStringLiteral("\"phase\":\"request\""),
                              QStringLiteral("\"phase\":\"response\""));
                reply.replace(QStringLiteral("\"response\":null"),
                              QStringLiteral("\"response\":{\"ok\":true}"));
                s->sendTextMessage(reply);
            });
        });
    }

    void rejectedByDefaultShowingTheFingerprint()
    {
        TypedSocketClient::Options o;
        o.autoReconnect = false;
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        c.open(url());
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 10000);
        QCOMPARE(rejected.first().at(0).toString(), m_fingerprint);
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Disconnected, 10000));
        QVERIFY2(c.lastError().contains(m_fingerprint), qPrintable(c.lastError()));
    }

    void acceptedWhenPinned()
    {
        TypedSocketClient::Options o;
        o.autoReconnect = false;
        o.pinnedCertificateSha256 = m_fingerprint.toUpper(); // case does not matter
        TypedSocketClient c(o);
        c.open(url());
        QVERIFY2(test::waitForState(c, TypedSocketClient::State::Connected, 10000),
                 qPrintable(c.lastError()));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("ping"), {});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QVERIFY(r.response.value(QStringLiteral("ok")).toBool());
    }

    void rejectedWhenThePinDiffers()
    {
        TypedSocketClient::Options o;
        o.autoReconnect = false;
        o.pinnedCertificateSha256 = QString(64, QLatin1Char('a'));
        TypedSocketClient c(o);
        QSignalSpy rejected(&c, &TypedSocketClient::certificateRejected);
        c.open(url());
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 10000);
        QVERIFY(rejected.first().at(1).toString().contains(QStringLiteral("does not match")));
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Disconnected, 10000));
        QVERIFY(c.state() != TypedSocketClient::State::Connected);
    }
};

QTEST_GUILESS_MAIN(TestTlsPinning)
#include "tst_tlspinning.moc"
