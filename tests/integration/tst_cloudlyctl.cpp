// cloudlyctl as a user or CI pipeline runs it: a real process, real servers, exit codes and output.
#include "ctlprocess.h"
#include "serverprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using cloudly::test::ServerProcess;

namespace {
using Run = cloudly::test::CtlRun;
Run cloudlyctl(const QStringList& args, const QMap<QString, QString>& env = {})
{
    return cloudly::test::runCloudlyctl(args, env);
}
} // namespace

class TestCloudlyctl : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_peer;
    // A second peer whose admin password is distinctive (the demo's "demo" is part of every demo URL and
    // message), so the exit-code table can check that no password is ever echoed, with no exemption.
    std::unique_ptr<ServerProcess> m_distinctPeer;
    QTemporaryDir m_fixtureDir;
    static constexpr const char* kDistinctPassword = "Pw-NotEchoed-7f3q";

private Q_SLOTS:
    void initTestCase()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));

        QFile demo(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
        QVERIFY(demo.open(QIODevice::ReadOnly));
        QJsonObject fixture = QJsonDocument::fromJson(demo.readAll()).object();
        QJsonArray users = fixture.value(QStringLiteral("users")).toArray();
        QJsonObject admin = users.at(0).toObject();
        QCOMPARE(admin.value(QStringLiteral("id")).toString(), QStringLiteral("u-admin"));
        QJsonObject data = admin.value(QStringLiteral("data")).toObject();
        data.insert(QStringLiteral("password"), QString::fromLatin1(kDistinctPassword));
        admin.insert(QStringLiteral("data"), data);
        users.replace(0, admin);
        fixture.insert(QStringLiteral("users"), users);
        const QString path = m_fixtureDir.filePath(QStringLiteral("distinct.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(fixture).toJson());
        out.close();
        m_distinctPeer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer,
                                                         QStringList{QStringLiteral("--fixture"), path});
        QVERIFY2(m_distinctPeer->start(), qPrintable(m_distinctPeer->error()));
    }

    void demoServicesAsJsonAreLossless()
    {
        const Run r = cloudlyctl({QStringLiteral("--demo"), QStringLiteral("--format"),
                                  QStringLiteral("json"), QStringLiteral("services")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError pe{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 12);
        // Compare with the fixture the demo serves: every object exactly as served.
        QFile fixture(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QJsonArray expected =
            QJsonDocument::fromJson(fixture.readAll()).object().value(QStringLiteral("services")).toArray();
        QCOMPARE(doc.array(), expected);
    }

    void whoamiAgainstPeerWithPassword()
    {
        const Run r = cloudlyctl({QStringLiteral("whoami")},
                                 {{QStringLiteral("CLOUDLY_URL"), m_peer->url().toString()},
                                  {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                                  {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("admin"));
        QVERIFY(r.out.contains("u-admin"));
        QVERIFY(r.out.contains("expiresAt"));
        QVERIFY2(!r.out.contains("peer.") && !r.err.contains("peer."), "the jwt must never be printed");
        QVERIFY(!r.err.contains("demo"));
    }

    void whoamiJsonWithMachineTokenHasNoJwt()
    {
        const Run r =
            cloudlyctl({QStringLiteral("--url"), m_peer->url().toString(), QStringLiteral("--format"),
                        QStringLiteral("json"), QStringLiteral("whoami")},
                       {{QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token")}});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("machine"));
        QVERIFY(!o.contains(QStringLiteral("jwt")));
        QVERIFY(!r.out.contains("demo-machine-token"));
    }

    void serviceGet()
    {
        const Run r =
            cloudlyctl({QStringLiteral("--url"), m_peer->url().toString(), QStringLiteral("services"),
                        QStringLiteral("get"), QStringLiteral("svc-web")},
                       {{QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token")}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("svc-web"));
        QVERIFY(!r.out.contains("svc-api"));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("message");
        const QString url = QStringLiteral("DISTINCT_PEER");
        QTest::newRow("bad password")
            << QStringList{QStringLiteral("--url"), url, QStringLiteral("whoami")} << "admin"
            << "nope" << 1 << "login failed";
        QTest::newRow("unknown service")
            << QStringList{QStringLiteral("--url"), url, QStringLiteral("services"), QStringLiteral("get"),
                           QStringLiteral("svc-nope")}
            << "admin" << kDistinctPassword << 1 << "service not found";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << ""
                                         << "" << 2 << "unknown command";
        QTest::newRow("no url") << QStringList{QStringLiteral("services")} << "admin" << kDistinctPassword
                                << 2 << "no Cloudly URL";
        QTest::newRow("no credentials")
            << QStringList{QStringLiteral("--url"), url, QStringLiteral("services")} << ""
            << "" << 2 << "no credentials";
        QTest::newRow("bad format") << QStringList{QStringLiteral("--format"), QStringLiteral("xml"),
                                                   QStringLiteral("services")}
                                    << ""
                                    << "" << 2 << "unknown --format";
        QTest::newRow("bad timeout") << QStringList{QStringLiteral("--timeout"), QStringLiteral("soon"),
                                                    QStringLiteral("services")}
                                     << ""
                                     << "" << 2 << "--timeout";
        QTest::newRow("nothing listening")
            << QStringList{QStringLiteral("--url"), QStringLiteral("ws://127.0.0.1:1"),
                           QStringLiteral("services")}
            << "admin" << kDistinctPassword << 1 << "connection to";
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, user);
        QFETCH(QString, password);
        QFETCH(int, expected);
        QFETCH(QString, message);
        args.replaceInStrings(QStringLiteral("DISTINCT_PEER"), m_distinctPeer->url().toString());
        QMap<QString, QString> env;
        if (!user.isEmpty())
            env.insert(QStringLiteral("CLOUDLY_USER"), user);
        if (!password.isEmpty())
            env.insert(QStringLiteral("CLOUDLY_PASSWORD"), password);
        const Run r = cloudlyctl(args, env);
        QCOMPARE(r.exitCode, expected);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
        if (!password.isEmpty())
            QVERIFY2(!r.err.contains(password.toUtf8()) && !r.out.contains(password.toUtf8()),
                     "the password must not be echoed");
    }

    void version()
    {
        const Run r = cloudlyctl({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("cloudlyctl "));
    }
};

QTEST_GUILESS_MAIN(TestCloudlyctl)
#include "tst_cloudlyctl.moc"
