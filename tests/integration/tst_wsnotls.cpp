// A plain ws:// connection never touches TLS (core/net/websocketconnection builds its TLS configuration only
// for wss://): reading QSslConfiguration::defaultConfiguration() loads Qt's TLS backend plugin and OpenSSL
// and reads the system's CA store, a visible share of a short cloudlyctl run. Observed for real: the
// libraries mapped into this process after a ws:// connection to cloudly-demo-server, and the libraries the
// dynamic loader reports (LD_DEBUG=files) for whole cloudlyctl runs, over ws:// and, as the probe's own
// check, over wss:// (there they must load).
#include "core/net/typedsocketclient.h"
#include "ctlprocess.h"
#include "serverprocess.h"
#include "testpki.h"

#include <QFile>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using core::TypedSocketClient;
using test::CtlRun;
using test::ServerProcess;

namespace {
// The TLS libraries in the text (a /proc/PID/maps listing or the loader's LD_DEBUG=files log): Qt's TLS
// backend plugins and OpenSSL's TLS library. OpenSSL's libcrypto alone is not TLS: cloudlyctl links it to
// verify approval signatures (core/approval), so it is mapped at start (about 0.3 M cycles of the loader's
// work, measured with LD_DEBUG=statistics); what a ws:// run must not do is start TLS.
QStringList tlsLibraries(const QByteArray& text)
{
    QStringList found;
    for (const char* name : {"libqopensslbackend", "libqcertonlybackend", "libssl.so"})
        if (text.contains(name))
            found << QString::fromLatin1(name);
    return found;
}

QByteArray ownMaps()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) ? maps.readAll() : QByteArray();
}
} // namespace

class TestWsNoTls : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<ServerProcess> m_plain;

    QMap<QString, QString> env() const
    {
        return {{QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config"))},
                {QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data"))},
                {QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token")},
                {QStringLiteral("LD_DEBUG"), QStringLiteral("files")}};
    }
    CtlRun whoami(const QString& url, const QStringList& extra = {})
    {
        return test::runCloudlyctl(
            QStringList{QStringLiteral("--url"), url, QStringLiteral("--timeout"), QStringLiteral("15000")} +
                extra +
                QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("whoami")},
            env());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_plain = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer);
        QVERIFY2(m_plain->start(), qPrintable(m_plain->error()));
    }

    // First: nothing in this process may have touched TLS before (the PKI of the wss:// case comes later).
    void wsConnectionInThisProcessLoadsNoTls()
    {
        const QByteArray before = ownMaps();
        QVERIFY2(before.contains("libQt6Network"), "the probe reads this process's mapped libraries");
        QVERIFY2(tlsLibraries(before).isEmpty(), qPrintable(tlsLibraries(before).join(u' ')));

        TypedSocketClient::Options options;
        options.autoReconnect = false;
        TypedSocketClient client(options);
        QSignalSpy connected(&client, &TypedSocketClient::connected);
        client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_plain->port())));
        QVERIFY2(connected.wait(15000), qPrintable(client.lastError()));
        QCOMPARE(client.state(), TypedSocketClient::State::Connected);
        const QByteArray after = ownMaps();
        QVERIFY2(tlsLibraries(after).isEmpty(),
                 qPrintable(QStringLiteral("ws:// loaded %1").arg(tlsLibraries(after).join(u' '))));
        client.close();

        // The probe sees TLS when it is touched: the same process after reading the default configuration.
        (void)QSslConfiguration::defaultConfiguration();
        QVERIFY2(!tlsLibraries(ownMaps()).isEmpty(), "defaultConfiguration() loads a TLS backend");
    }

    void cloudlyctlOverWsLoadsNoTls()
    {
        const CtlRun r = whoami(QStringLiteral("ws://127.0.0.1:%1").arg(m_plain->port()));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("calling init:") || r.err.contains("file="),
                 "LD_DEBUG=files reports the loader's work");
        const QStringList loaded = tlsLibraries(r.err);
        QVERIFY2(loaded.isEmpty(), qPrintable(QStringLiteral("ws:// loaded %1").arg(loaded.join(u' '))));
    }

    void cloudlyctlOverWssLoadsTlsAndStillChecksThePin()
    {
        test::TestPki pki;
        QString error;
        QVERIFY2(pki.make(m_dir.filePath(QStringLiteral("pki")), &error), qPrintable(error));
        ServerProcess tls(ServerProcess::Kind::DemoServer, {QStringLiteral("--tls-cert"), pki.selfFile,
                                                            QStringLiteral("--tls-key"), pki.selfKeyFile});
        QVERIFY2(tls.start(), qPrintable(tls.error()));
        const QString url = QStringLiteral("wss://127.0.0.1:%1").arg(tls.port());
        const CtlRun pinned = whoami(url, {QStringLiteral("--pin-sha256"), pki.selfSha256});
        QCOMPARE(pinned.exitCode, 0);
        QVERIFY2(tlsLibraries(pinned.err).contains(QStringLiteral("libqopensslbackend")),
                 "wss:// loads the OpenSSL backend (the probe is not blind)");
        // The lazy configuration changes nothing about trust: a wrong pin, no pin, and a pin over ws:// fail.
        QCOMPARE(whoami(url, {QStringLiteral("--pin-sha256"), pki.leafSha256}).exitCode, 1);
        QCOMPARE(whoami(url).exitCode, 1);
        const CtlRun plainPinned = whoami(QStringLiteral("ws://127.0.0.1:%1").arg(m_plain->port()),
                                          {QStringLiteral("--pin-sha256"), pki.selfSha256});
        QCOMPARE(plainPinned.exitCode, 1);
        QVERIFY2(plainPinned.err.contains("wss://"), plainPinned.err.right(2000).constData());
    }
};

QTEST_GUILESS_MAIN(TestWsNoTls)
#include "tst_wsnotls.moc"
