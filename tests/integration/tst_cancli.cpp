// `cloudlyctl can`: answered from the users' grants the server lists (core::checkCapability, the rule of the
// console's who-can-deploy matrix), against our demo server with its user listing and against the Node
// reference peer, which lists no users.
#include "ctlprocess.h"
#include "serverprocess.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

class TestCanCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;

    QMap<QString, QString> env(const ServerProcess& server) const
    {
        return {{QStringLiteral("CLOUDLY_URL"), server.url().toString()},
                {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")},
                {QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config"))},
                {QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data"))}};
    }
    static QStringList can(const QString& capability, const QString& user = {})
    {
        QStringList a{QStringLiteral("can"), capability, QStringLiteral("--service"),
                      QStringLiteral("svc-api")};
        if (!user.isEmpty())
            a << QStringLiteral("--user") << user;
        return a;
    }

private Q_SLOTS:
    void demoServerAnswersFromTheGrants()
    {
        ServerProcess demo(ServerProcess::Kind::DemoServer, {QStringLiteral("--list-users")});
        QVERIFY2(demo.start(), qPrintable(demo.error()));

        const CtlRun holds = test::runCloudlyctl(
            can(QStringLiteral("deployment:preflight"), QStringLiteral("mu-ci-partial")), env(demo));
        QVERIFY2(holds.exitCode == 0, holds.err.constData());
        QVERIFY(holds.out.contains("holds deployment:preflight"));

        const CtlRun lacks = test::runCloudlyctl(
            can(QStringLiteral("deployment:promote-route"), QStringLiteral("mu-ci-partial")), env(demo));
        QCOMPARE(lacks.exitCode, 3);
        // Says what the user does hold on that service.
        QVERIFY2(lacks.out.contains("holds only deployment:preflight"), lacks.out.constData());

        const CtlRun nobody = test::runCloudlyctl(
            can(QStringLiteral("deployment:preflight"), QStringLiteral("mu-ghost")), env(demo));
        QCOMPARE(nobody.exitCode, 1);
        QVERIFY(nobody.err.contains("mu-ghost"));

        // The logged-in identity by default (the demo admin holds no deployment grant).
        const CtlRun self =
            test::runCloudlyctl(QStringList{QStringLiteral("--format"), QStringLiteral("json")} +
                                    can(QStringLiteral("deployment:preflight")),
                                env(demo));
        QCOMPARE(self.exitCode, 3);
        const QJsonObject json = QJsonDocument::fromJson(self.out).object();
        QCOMPARE(json.value(QStringLiteral("userId")).toString(), QStringLiteral("u-admin"));
        QCOMPARE(json.value(QStringLiteral("holds")), QJsonValue(false));

        // A grant change is seen by the next answer: the same server state, the same rule.
        const CtlRun set = test::runCloudlyctl(
            {QStringLiteral("grants"), QStringLiteral("set"), QStringLiteral("--user"),
             QStringLiteral("mu-ci-partial"), QStringLiteral("--service"), QStringLiteral("svc-api"),
             QStringLiteral("--cap"), QStringLiteral("deployment:preflight"), QStringLiteral("--cap"),
             QStringLiteral("deployment:promote-route"), QStringLiteral("--yes")},
            env(demo));
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QCOMPARE(
            test::runCloudlyctl(
                can(QStringLiteral("deployment:promote-route"), QStringLiteral("mu-ci-partial")), env(demo))
                .exitCode,
            0);
    }

    void unknownCapabilityIsAUsageError()
    {
        ServerProcess demo(ServerProcess::Kind::DemoServer, {QStringLiteral("--list-users")});
        QVERIFY2(demo.start(), qPrintable(demo.error()));
        const CtlRun r = test::runCloudlyctl(
            can(QStringLiteral("deployment:everything"), QStringLiteral("mu-ci-partial")), env(demo));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("deployment:rollback-route")); // names the known ones
    }

    void serverWithoutUserListingCannotTell()
    {
        ServerProcess peer(ServerProcess::Kind::NodePeer);
        QVERIFY2(peer.start(), qPrintable(peer.error()));
        const CtlRun r = test::runCloudlyctl(
            can(QStringLiteral("deployment:preflight"), QStringLiteral("mu-ci-partial")), env(peer));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("does not list its users"), r.err.constData());
        // The demo server without --list-users is such a server too.
        ServerProcess plain(ServerProcess::Kind::DemoServer);
        QVERIFY2(plain.start(), qPrintable(plain.error()));
        QCOMPARE(test::runCloudlyctl(
                     can(QStringLiteral("deployment:preflight"), QStringLiteral("mu-ci-partial")), env(plain))
                     .exitCode,
                 1);
    }
};

QTEST_GUILESS_MAIN(TestCanCli)
#include "tst_cancli.moc"
