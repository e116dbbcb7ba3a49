// cloudlyctl against a real wss:// server process (cloudly-demo-server --tls-cert/--tls-key) with a
// throw-away CA made by openssl: --pin-sha256 (plain, with colons, upper case), CLOUDLY_PIN_SHA256,
// --ca-file, CLOUDLY_CA_FILE, `profiles add --pin-sha256/--ca-file`, and the refusals: a CA-valid certificate
// with a wrong pin, an unknown CA, a self-signed certificate (the message says how to pin it from the CLI),
// and usage errors (exit 2) that name the bad value or file.
#include "ctlprocess.h"
#include "serverprocess.h"
#include "testpki.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;
using test::TestPki;

class TestTlsCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    TestPki m_pki;
    std::unique_ptr<ServerProcess> m_caSigned;   // leaf signed by the test CA
    std::unique_ptr<ServerProcess> m_selfSigned; // self-signed

    static QString wss(const ServerProcess& server)
    {
        return QStringLiteral("wss://127.0.0.1:%1").arg(server.port());
    }
    QMap<QString, QString> env(QMap<QString, QString> extra = {}) const
    {
        extra.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        extra.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        if (!extra.contains(QStringLiteral("CLOUDLY_TOKEN")))
            extra.insert(QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token"));
        return extra;
    }
    CtlRun whoami(const QString& url, const QStringList& before, const QMap<QString, QString>& extraEnv = {})
    {
        return test::runCloudlyctl(
            QStringList{QStringLiteral("--url"), url, QStringLiteral("--timeout"), QStringLiteral("15000")} +
                before +
                QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("whoami")},
            env(extraEnv));
    }
    static bool isMachineIdentity(const CtlRun& r)
    {
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("type")).toString() ==
               QLatin1String("machine");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_pki.make(m_dir.filePath(QStringLiteral("pki")), &error), qPrintable(error));
        m_caSigned = std::make_unique<ServerProcess>(
            ServerProcess::Kind::DemoServer, QStringList{QStringLiteral("--tls-cert"), m_pki.leafFile,
                                                         QStringLiteral("--tls-key"), m_pki.leafKeyFile});
        QVERIFY2(m_caSigned->start(), qPrintable(m_caSigned->error()));
        m_selfSigned = std::make_unique<ServerProcess>(
            ServerProcess::Kind::DemoServer, QStringList{QStringLiteral("--tls-cert"), m_pki.selfFile,
                                                         QStringLiteral("--tls-key"), m_pki.selfKeyFile});
        QVERIFY2(m_selfSigned->start(), qPrintable(m_selfSigned->error()));
    }

    void demoServerServesWssOnly()
    {
        // The server really speaks TLS: plain ws:// to it does not get through.
        const CtlRun plain = test::runCloudlyctl(
            {QStringLiteral("--url"), QStringLiteral("ws://127.0.0.1:%1").arg(m_selfSigned->port()),
             QStringLiteral("--timeout"), QStringLiteral("5000"), QStringLiteral("whoami")},
            env());
        QCOMPARE(plain.exitCode, 1);
        // A half pair of TLS options is a usage error of the server.
        ServerProcess half(ServerProcess::Kind::DemoServer, {QStringLiteral("--tls-cert"), m_pki.selfFile});
        QVERIFY(!half.start(0, 5000));
    }

    void selfSignedRefusalTellsHowToPinFromTheCli()
    {
        const CtlRun r = whoami(wss(*m_selfSigned), {});
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(m_pki.selfSha256), r.err.constData());
        QVERIFY2(err.contains(QStringLiteral("--pin-sha256 ") + m_pki.selfSha256), r.err.constData());
        QVERIFY2(err.contains(QStringLiteral("profiles add")), r.err.constData());
        QVERIFY2(!err.contains(QStringLiteral("pin it in a profile")), r.err.constData());
    }

    void selfSignedWithPinIsAccepted_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("--pin-sha256 hex") << QStringLiteral("option");
        QTest::newRow("--pin-sha256 AB:CD upper case") << QStringLiteral("colons");
        QTest::newRow("--pin-sha256=lower:case:colons") << QStringLiteral("equals");
        QTest::newRow("CLOUDLY_PIN_SHA256") << QStringLiteral("env");
    }
    void selfSignedWithPinIsAccepted()
    {
        QFETCH(QString, how);
        const QString sha = m_pki.selfSha256;
        CtlRun r;
        if (how == QLatin1String("option"))
            r = whoami(wss(*m_selfSigned), {QStringLiteral("--pin-sha256"), sha});
        else if (how == QLatin1String("colons"))
            r = whoami(wss(*m_selfSigned), {QStringLiteral("--pin-sha256"), TestPki::withColonsUpper(sha)});
        else if (how == QLatin1String("equals"))
            r = whoami(wss(*m_selfSigned),
                       {QStringLiteral("--pin-sha256=") + TestPki::withColonsUpper(sha).toLower()});
        else
            r = whoami(wss(*m_selfSigned), {},
                       {{QStringLiteral("CLOUDLY_PIN_SHA256"), TestPki::withColonsUpper(sha)}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(isMachineIdentity(r), r.out.constData());
    }

    void wrongPinIsRefusedNamingBothFingerprints()
    {
        // CA-valid (the CA file makes the chain verify) but not the pinned certificate.
        const CtlRun r = whoami(wss(*m_caSigned), {QStringLiteral("--ca-file"), m_pki.caFile,
                                                   QStringLiteral("--pin-sha256"), m_pki.otherSha256});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(m_pki.leafSha256.toUtf8()) && r.err.contains(m_pki.otherSha256.toUtf8()),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        // And through the environment.
        const CtlRun e = whoami(wss(*m_caSigned), {},
                                {{QStringLiteral("CLOUDLY_CA_FILE"), m_pki.caFile},
                                 {QStringLiteral("CLOUDLY_PIN_SHA256"), m_pki.otherSha256}});
        QCOMPARE(e.exitCode, 1);
        QVERIFY2(e.err.contains(m_pki.otherSha256.toUtf8()), e.err.constData());
    }

    void caFileIsTrusted_data()
    {
        QTest::addColumn<bool>("viaEnvironment");
        QTest::addColumn<bool>("withPin");
        QTest::newRow("--ca-file") << false << false;
        QTest::newRow("CLOUDLY_CA_FILE") << true << false;
        QTest::newRow("--ca-file + its pin") << false << true;
    }
    void caFileIsTrusted()
    {
        QFETCH(bool, viaEnvironment);
        QFETCH(bool, withPin);
        QStringList args;
        QMap<QString, QString> extra;
        if (viaEnvironment)
            extra.insert(QStringLiteral("CLOUDLY_CA_FILE"), m_pki.caFile);
        else
            args << QStringLiteral("--ca-file") << m_pki.caFile;
        if (withPin)
            args << QStringLiteral("--pin-sha256") << TestPki::withColonsUpper(m_pki.leafSha256);
        const CtlRun r = whoami(wss(*m_caSigned), args, extra);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(isMachineIdentity(r), r.out.constData());
    }

    void unknownCaIsRefused()
    {
        const CtlRun r = whoami(wss(*m_caSigned), {});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(m_pki.leafSha256.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("--ca-file"), r.err.constData());
    }

    void badValuesAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("env");
        QTest::addColumn<QString>("named");
        QTest::newRow("pin too short")
            << QStringList{QStringLiteral("--pin-sha256"), QStringLiteral("ABCD:12")} << QString()
            << QStringLiteral("ABCD:12");
        QTest::newRow("pin not hex") << QStringList{QStringLiteral("--pin-sha256"),
                                                    QString(64, QLatin1Char('x'))}
                                     << QString() << QString(64, QLatin1Char('x'));
        QTest::newRow("pin of SHA-1 length")
            << QStringList{QStringLiteral("--pin-sha256"), QString(40, QLatin1Char('a'))} << QString()
            << QString(40, QLatin1Char('a'));
        QTest::newRow("CLOUDLY_PIN_SHA256 bad")
            << QStringList{} << QStringLiteral("PIN=nothex") << QStringLiteral("nothex");
        QTest::newRow("ca file missing")
            << QStringList{QStringLiteral("--ca-file"), QStringLiteral("/nonexistent/ca.pem")} << QString()
            << QStringLiteral("/nonexistent/ca.pem");
        QTest::newRow("ca file not PEM") << QStringList{QStringLiteral("--ca-file"), QStringLiteral("NOTPEM")}
                                         << QString() << QStringLiteral("NOTPEM");
        QTest::newRow("CLOUDLY_CA_FILE not PEM")
            << QStringList{} << QStringLiteral("CA=NOTPEM") << QStringLiteral("NOTPEM");
    }
    void badValuesAreUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, env);
        QFETCH(QString, named);
        const auto resolve = [&](QString s) { return s.replace(QStringLiteral("NOTPEM"), m_pki.notPemFile); };
        for (QString& a : args)
            a = resolve(a);
        named = resolve(named);
        QMap<QString, QString> extra;
        if (env.startsWith(QLatin1String("PIN=")))
            extra.insert(QStringLiteral("CLOUDLY_PIN_SHA256"), env.mid(4));
        else if (env.startsWith(QLatin1String("CA=")))
            extra.insert(QStringLiteral("CLOUDLY_CA_FILE"), resolve(env.mid(3)));
        const CtlRun r = whoami(wss(*m_selfSigned), args, extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(named.toUtf8()), r.err.constData());
    }

    void profilesAddPinsTheCertificate()
    {
        const QString name = QStringLiteral("selfsigned");
        // The option after `profiles add` is the profile's pin (written as a browser shows it).
        const CtlRun add = test::runCloudlyctl(
            {QStringLiteral("profiles"), QStringLiteral("add"), name, QStringLiteral("--url"),
             wss(*m_selfSigned), QStringLiteral("--pin-sha256"), TestPki::withColonsUpper(m_pki.selfSha256)},
            env({{QStringLiteral("CLOUDLY_TOKEN"), QString()}}));
        QVERIFY2(add.exitCode == 0, add.err.constData());

        const CtlRun list = test::runCloudlyctl(
            {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("profiles")}, env());
        QCOMPARE(list.exitCode, 0);
        bool found = false;
        for (const QJsonValue& v : QJsonDocument::fromJson(list.out).array()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("name")).toString() != name)
                continue;
            found = true;
            QCOMPARE(o.value(QStringLiteral("pinnedCertificateSha256")).toString(), m_pki.selfSha256);
        }
        QVERIFY2(found, list.out.constData());

        // A later run with only --profile reaches the self-signed server.
        const CtlRun who = test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("--format"),
                                                QStringLiteral("json"), QStringLiteral("whoami")},
                                               env());
        QVERIFY2(who.exitCode == 0, who.err.constData());
        QVERIFY(isMachineIdentity(who));

        // The profile's pin is the one that counts for it: a wrong pin in the environment does not override
        // it, a wrong one on the command line does (and is refused).
        const CtlRun envPin =
            test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("whoami")},
                                env({{QStringLiteral("CLOUDLY_PIN_SHA256"), m_pki.leafSha256}}));
        QVERIFY2(envPin.exitCode == 0, envPin.err.constData());
        const CtlRun optionPin =
            test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("--pin-sha256"),
                                 m_pki.leafSha256, QStringLiteral("whoami")},
                                env());
        QCOMPARE(optionPin.exitCode, 1);
        QVERIFY2(optionPin.err.contains(m_pki.selfSha256.toUtf8()), optionPin.err.constData());
    }

    void profilesAddWithCaFile()
    {
        const QString name = QStringLiteral("privateca");
        const CtlRun add =
            test::runCloudlyctl({QStringLiteral("profiles"), QStringLiteral("add"), name,
                                 QStringLiteral("--url"), wss(*m_caSigned), QStringLiteral("--ca-file"),
                                 m_pki.caFile, QStringLiteral("--pin-sha256"), m_pki.leafSha256},
                                env({{QStringLiteral("CLOUDLY_TOKEN"), QString()}}));
        QVERIFY2(add.exitCode == 0, add.err.constData());
        const CtlRun list = test::runCloudlyctl({QStringLiteral("profiles")}, env());
        QVERIFY2(list.out.contains(m_pki.caFile.toUtf8()), list.out.constData());
        const CtlRun who =
            test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("whoami")}, env());
        QVERIFY2(who.exitCode == 0, who.err.constData());

        // Bad input to `profiles add` is refused and nothing is saved.
        const CtlRun badPin =
            test::runCloudlyctl({QStringLiteral("profiles"), QStringLiteral("add"), QStringLiteral("bad"),
                                 QStringLiteral("--url"), wss(*m_caSigned), QStringLiteral("--pin-sha256"),
                                 QStringLiteral("12345")},
                                env());
        QCOMPARE(badPin.exitCode, 2);
        QVERIFY2(badPin.err.contains("12345"), badPin.err.constData());
        const CtlRun badCa = test::runCloudlyctl(
            {QStringLiteral("profiles"), QStringLiteral("add"), QStringLiteral("bad"),
             QStringLiteral("--url"), wss(*m_caSigned), QStringLiteral("--ca-file"), m_pki.notPemFile},
            env());
        QCOMPARE(badCa.exitCode, 2);
        QVERIFY2(badCa.err.contains(m_pki.notPemFile.toUtf8()), badCa.err.constData());
        const CtlRun after = test::runCloudlyctl({QStringLiteral("profiles")}, env());
        QVERIFY(!after.out.contains("bad "));
    }
};

QTEST_GUILESS_MAIN(TestTlsCli)
#include "tst_tlscli.moc"
