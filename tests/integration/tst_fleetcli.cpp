// cloudlyctl backups / backups check / volumes / baseos nodes|builds / settings / settings test against BOTH
// real servers (our cloudly-demo-server and the Node reference peer, separate processes serving
// resources/fixtures/demo.json), and against both without these methods (--without-fleet): the commands say
// the feature is not offered, naming the method, and the rest keeps working. Also a profile that renames a
// method and sets its own maximum backup age (settings file).
#include "core/api/methods.h"
#include "core/session/profilestore.h"
#include "core/settings/appsettings.h"
#include "ctlprocess.h"
#include "jsontestutil.h"
#include "serverprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using cloudly::test::CtlRun;
using cloudly::test::ServerProcess;

namespace {

const QStringList kTimeKeys{"createdAt", "updatedAt",       "completedAt", "restoredAt",
                            "checkedAt", "lastHeartbeatAt", "startedAt",   "expiresAt"};

// `value` without its time keys (the servers move them to "now").
QJsonValue withoutTimes(const QJsonValue& value)
{
    if (value.isArray()) {
        QJsonArray a;
        for (const QJsonValue& v : value.toArray())
            a.append(withoutTimes(v));
        return a;
    }
    if (!value.isObject())
        return value;
    QJsonObject o;
    const QJsonObject in = value.toObject();
    for (auto it = in.begin(); it != in.end(); ++it)
        if (!kTimeKeys.contains(it.key()))
            o.insert(it.key(), withoutTimes(it.value()));
    return o;
}

QJsonObject parseObject(const QByteArray& out)
{
    return QJsonDocument::fromJson(out).object();
}

} // namespace

class TestFleetCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_demo, m_peer, m_demoBare, m_peerBare;
    std::unique_ptr<QTemporaryDir> m_home;
    QJsonObject m_fixture;

    ServerProcess* server(const QString& name) const
    {
        if (name == QLatin1String("demo"))
            return m_demo.get();
        if (name == QLatin1String("peer"))
            return m_peer.get();
        if (name == QLatin1String("demo-bare"))
            return m_demoBare.get();
        return m_peerBare.get();
    }
    QMap<QString, QString> env(const QString& name) const
    {
        return {{QStringLiteral("CLOUDLY_URL"), server(name)->url().toString()},
                {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")},
                {QStringLiteral("CLOUDLY_DATA_DIR"), m_home->filePath(QStringLiteral("data"))},
                {QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config"))}};
    }
    CtlRun ctl(const QString& name, const QStringList& args) const
    {
        return cloudly::test::runCloudlyctl(args, env(name));
    }
    static void servers()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("demo server") << QStringLiteral("demo");
        QTest::newRow("node peer") << QStringLiteral("peer");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
        m_fixture = cloudly::test::demoFixture();
        QVERIFY(!m_fixture.isEmpty());
        m_demo = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer);
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        m_demoBare = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer,
                                                     QStringList{QStringLiteral("--without-fleet")});
        m_peerBare = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer,
                                                     QStringList{QStringLiteral("--without-fleet")});
        for (ServerProcess* s : {m_demo.get(), m_peer.get(), m_demoBare.get(), m_peerBare.get()})
            QVERIFY2(s->start(), qPrintable(s->error()));
    }

    void backupsAsJsonAreTheRecordsAsSent_data() { servers(); }
    void backupsAsJsonAreTheRecordsAsSent()
    {
        QFETCH(QString, server);
        const CtlRun r =
            ctl(server, {QStringLiteral("backups"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray got = cloudly::test::parseJsonArray(r.out);
        QCOMPARE(withoutTimes(got), withoutTimes(m_fixture.value(u"backups")));
        // Ages survive the move to now: the replicated cores3 backup is about 3 h old.
        const double age = static_cast<double>(QDateTime::currentMSecsSinceEpoch()) -
                           got.first().toObject().value(u"createdAt").toDouble();
        QVERIFY2(age > 2.9 * 3600e3 && age < 3.2 * 3600e3, qPrintable(QString::number(age)));
    }

    void backupsByServiceAndFilter_data() { servers(); }
    void backupsByServiceAndFilter()
    {
        QFETCH(QString, server);
        CtlRun r =
            ctl(server, {QStringLiteral("backups"), QStringLiteral("--service"), QStringLiteral("svc-api"),
                         QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QStringList ids;
        for (const QJsonValue& v : cloudly::test::parseJsonArray(r.out))
            ids << v.toObject().value(u"id").toString();
        QCOMPARE(ids, (QStringList{QStringLiteral("bk-api-0002"), QStringLiteral("bk-api-0001")}));
        r = ctl(server, {QStringLiteral("backups"), QStringLiteral("--filter"),
                         QStringLiteral("status:failed,running")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList rows = cloudly::test::tableRows(r.out);
        QCOMPARE(rows.size(), 2);
        QVERIFY(rows.at(0).startsWith(QLatin1String("bk-api-0002")));
        QVERIFY(rows.at(1).startsWith(QLatin1String("bk-shared-b-0001")));
        r = ctl(server,
                {QStringLiteral("backups"), QStringLiteral("--filter"), QStringLiteral("colour:red")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("colour"));
    }

    void coverageCheck_data() { servers(); }
    void coverageCheck()
    {
        QFETCH(QString, server);
        CtlRun r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check"),
                                QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 3);
        const QJsonObject report = parseObject(r.out);
        QCOMPARE(report.keys(), (QStringList{QStringLiteral("ok"), QStringLiteral("services")}));
        QCOMPARE(report.value(u"ok").toBool(true), false);
        QHash<QString, QString> verdicts;
        for (const QJsonValue& v : report.value(u"services").toArray()) {
            const QJsonObject s = v.toObject();
            verdicts.insert(s.value(u"serviceId").toString(), s.value(u"verdict").toString());
            QVERIFY(s.value(u"reasons").isArray());
            if (s.value(u"verdict").toString() != QLatin1String("ok"))
                QVERIFY(!s.value(u"reasons").toArray().isEmpty());
        }
        const QHash<QString, QString> expected{{"svc-cores3", "ok"},
                                               {"svc-coremongo", "uncovered"},
                                               {"svc-api", "failed"},
                                               {"svc-shared-a", "stale"},
                                               {"svc-shared-b", "none"}};
        QCOMPARE(verdicts, expected);

        r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.out.contains("coremongo-config")); // the missing volume is named

        r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check"), QStringLiteral("--service"),
                         QStringLiteral("svc-cores3")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check"), QStringLiteral("--service"),
                         QStringLiteral("svc-shared-a"), QStringLiteral("--max-age"), QStringLiteral("7d")});
        QVERIFY2(r.exitCode == 0, r.out + r.err); // 3 days old is fine within a week
        // Nothing to check (a service without volumes) is not "ok": NO-GO saying so, unless --allow-empty.
        r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check"), QStringLiteral("--service"),
                         QStringLiteral("svc-web"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 3, r.out + r.err);
        QVERIFY2(r.err.contains("nothing to check"), r.err.constData());
        QCOMPARE(parseObject(r.out).value(u"ok").toBool(true), false);
        r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check"), QStringLiteral("--service"),
                         QStringLiteral("svc-web"), QStringLiteral("--allow-empty")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY2(r.err.contains("nothing to check"), r.err.constData());
        for (const char* bad : {"5", "soon", "0s"}) {
            r = ctl(server, {QStringLiteral("backups"), QStringLiteral("check"), QStringLiteral("--max-age"),
                             QString::fromLatin1(bad)});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.err.contains("--max-age"));
        }
    }

    void volumesWithEffectiveValues_data() { servers(); }
    void volumesWithEffectiveValues()
    {
        QFETCH(QString, server);
        const CtlRun r =
            ctl(server, {QStringLiteral("volumes"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray volumes = cloudly::test::parseJsonArray(r.out);
        QCOMPARE(volumes.size(), 7);
        QJsonObject sharedB;
        for (const QJsonValue& v : volumes) {
            const QJsonObject o = v.toObject();
            for (const char* key : {"serviceId", "serviceName", "mountPath", "name", "source", "driver",
                                    "readOnly", "backup", "options"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            if (o.value(u"serviceId").toString() == QLatin1String("svc-shared-b"))
                sharedB = o;
        }
        QCOMPARE(sharedB.value(u"name").toString(), QStringLiteral("shared-media"));
        QCOMPARE(sharedB.value(u"source").toString(), QStringLiteral("shared-media"));
        QCOMPARE(sharedB.value(u"driver").toString(), QStringLiteral("corestore")); // default applied
        QCOMPARE(sharedB.value(u"readOnly").toBool(), true);
        QCOMPARE(sharedB.value(u"backup").toBool(false), true); // default applied
        const CtlRun shared =
            ctl(server, {QStringLiteral("volumes"), QStringLiteral("--filter"), QStringLiteral("backup:no")});
        QCOMPARE(cloudly::test::tableRows(shared.out).size(), 1); // worker-templates
    }

    void fleet_data() { servers(); }
    void fleet()
    {
        QFETCH(QString, server);
        CtlRun r = ctl(server, {QStringLiteral("baseos"), QStringLiteral("nodes"), QStringLiteral("--format"),
                                QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(cloudly::test::parseJsonArray(r.out).size(), 4);
        QVERIFY(!r.out.contains("nodeToken"));
        QVERIFY(!r.out.contains("demo-node-credential-not-real"));
        QVERIFY(r.err.contains("left out"));
        r = ctl(server, {QStringLiteral("baseos"), QStringLiteral("nodes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("update failed"));
        QVERIFY(r.out.contains("stale"));
        QVERIFY(r.out.contains("downloading 47%"));
        QVERIFY(!r.out.contains("demo-node-credential-not-real"));
        r = ctl(server, {QStringLiteral("baseos"), QStringLiteral("nodes"), QStringLiteral("--filter"),
                         QStringLiteral("stale:yes")});
        QCOMPARE(cloudly::test::tableRows(r.out).size(), 1);
        QVERIFY(r.out.contains("bos-edge-02"));

        r = ctl(server, {QStringLiteral("baseos"), QStringLiteral("builds"), QStringLiteral("--format"),
                         QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(withoutTimes(cloudly::test::parseJsonArray(r.out)),
                 withoutTimes(m_fixture.value(u"baseosImageBuilds")));
        r = ctl(server, {QStringLiteral("baseos"), QStringLiteral("builds"), QStringLiteral("--filter"),
                         QStringLiteral("expired:yes")});
        QCOMPARE(cloudly::test::tableRows(r.out).size(), 1);
        QVERIFY(r.out.contains("bld-0003"));
        QVERIFY(r.out.contains("expired"));
    }

    void settings_data() { servers(); }
    void settings()
    {
        QFETCH(QString, server);
        CtlRun r =
            ctl(server, {QStringLiteral("settings"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(parseObject(r.out), m_fixture.value(u"settings").toObject());
        r = ctl(server, {QStringLiteral("settings"), QStringLiteral("test"), QStringLiteral("hetzner")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY(r.out.contains("valid"));
        for (const char* invalid : {"aws", "scaleway"}) {
            r = ctl(server,
                    {QStringLiteral("settings"), QStringLiteral("test"), QString::fromLatin1(invalid)});
            QCOMPARE(r.exitCode, 3);
        }
        r = ctl(server, {QStringLiteral("settings"), QStringLiteral("test"), QStringLiteral("ionos")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(
            "hetzner, cloudflare, aws, digitalocean, azure, google, vultr, linode, ovh, scaleway"));
        // Not an admin: the server refuses.
        QMap<QString, QString> machine = env(server);
        machine.remove(QStringLiteral("CLOUDLY_USER"));
        machine.remove(QStringLiteral("CLOUDLY_PASSWORD"));
        machine.insert(QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token"));
        r = cloudly::test::runCloudlyctl({QStringLiteral("settings")}, machine);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("admin role required"));
    }

    void serverWithoutTheMethods_data()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("demo server --without-fleet") << QStringLiteral("demo-bare");
        QTest::newRow("node peer --without-fleet") << QStringLiteral("peer-bare");
    }
    void serverWithoutTheMethods()
    {
        QFETCH(QString, server);
        const QList<std::pair<QStringList, QByteArray>> cases{
            {{QStringLiteral("backups")}, "getBackups"},
            {{QStringLiteral("backups"), QStringLiteral("check")}, "getBackups"},
            {{QStringLiteral("baseos"), QStringLiteral("nodes")}, "getBaseOsNodes"},
            {{QStringLiteral("baseos"), QStringLiteral("builds")}, "getBaseOsImageBuilds"},
            {{QStringLiteral("settings")}, "getSettings"},
            {{QStringLiteral("settings"), QStringLiteral("test"), QStringLiteral("hetzner")},
             "testProviderConnection"},
        };
        for (const auto& [args, method] : cases) {
            const CtlRun r = ctl(server, args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("does not offer") && r.err.contains("\"" + method + "\""),
                     r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        // The rest is unaffected.
        CtlRun r = ctl(server, {QStringLiteral("services")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = ctl(server, {QStringLiteral("volumes")}); // from getServices: still there
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void profileRenamesMethodsAndSetsMaxAge()
    {
        const QString ini = m_home->filePath(QStringLiteral("config/cloudly-console/cloudly-console.ini"));
        {
            cloudly::core::ProfileStore profiles(ini);
            cloudly::core::Profile p;
            p.name = QStringLiteral("edge");
            p.url = m_peer->url();
            p.username = QStringLiteral("admin");
            QVERIFY(!profiles.add(p).isError());
            cloudly::core::AppSettings settings(ini);
            QVERIFY(settings.setMethodOverride(QStringLiteral("edge"), cloudly::core::methods::getBaseOsNodes,
                                               QStringLiteral("listBaseOsNodes")));
            settings.setBackupMaxAgeMs(QStringLiteral("edge"), 7LL * 24 * 3600 * 1000);
            QVERIFY(settings.sync());
        }
        QMap<QString, QString> e = env(QStringLiteral("peer"));
        e.remove(QStringLiteral("CLOUDLY_URL"));
        CtlRun r = cloudly::test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("edge"),
                                                 QStringLiteral("baseos"), QStringLiteral("nodes")},
                                                e);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("\"listBaseOsNodes\""),
                 r.err.constData()); // the renamed method was asked for
        r = cloudly::test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("edge"),
                                          QStringLiteral("backups"), QStringLiteral("check"),
                                          QStringLiteral("--service"), QStringLiteral("svc-shared-a")},
                                         e);
        QVERIFY2(r.exitCode == 0, r.out + r.err); // the profile's 7d maximum age
        r = cloudly::test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("edge"),
                                          QStringLiteral("backups"), QStringLiteral("check"),
                                          QStringLiteral("--service"), QStringLiteral("svc-shared-a"),
                                          QStringLiteral("--max-age"), QStringLiteral("1d")},
                                         e);
        QCOMPARE(r.exitCode, 3); // --max-age wins over the profile
    }
};

QTEST_GUILESS_MAIN(TestFleetCli)
#include "tst_fleetcli.moc"
