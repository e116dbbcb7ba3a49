// A profile's stage, protection and read-only flag in cloudlyctl, checked where it matters: at the server.
// The Node reference peer records every request it receives (`__peer_received`), so "nothing sent" is
// what the server saw, not what cloudlyctl says.
#include "ctlprocess.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

class TestSafetyCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_peer;
    std::unique_ptr<QTemporaryDir> m_home;

    // The default locations (XDG_CONFIG_HOME, XDG_DATA_HOME): where a user's profiles live.
    QMap<QString, QString> env(bool credentials = true) const
    {
        QMap<QString, QString> e{
            {QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config"))},
            {QStringLiteral("XDG_DATA_HOME"), m_home->filePath(QStringLiteral("data"))}};
        if (credentials) {
            e.insert(QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin"));
            e.insert(QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo"));
        }
        return e;
    }
    QJsonArray received(const QString& method)
    {
        core::TypedSocketClient c;
        c.open(m_peer->url());
        if (!test::waitForState(c, core::TypedSocketClient::State::Connected))
            return {};
        return test::callAndWait(c, QStringLiteral("__peer_received"), {{QStringLiteral("method"), method}})
            .response.value(QStringLiteral("requests"))
            .toArray();
    }
    void addProfile(const QString& name, const QStringList& flags)
    {
        const CtlRun r = test::runCloudlyctl(
            QStringList{QStringLiteral("profiles"), QStringLiteral("add"), name, QStringLiteral("--url"),
                        m_peer->url().toString(), QStringLiteral("--user"), QStringLiteral("admin")} +
                flags,
            env(false));
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    static QStringList grantSet(const QString& profile, const QStringList& extra = {})
    {
        return QStringList{QStringLiteral("--profile"), profile,
                           QStringLiteral("grants"),    QStringLiteral("set"),
                           QStringLiteral("--user"),    QStringLiteral("mu-ci-partial"),
                           QStringLiteral("--service"), QStringLiteral("svc-api"),
                           QStringLiteral("--cap"),     QStringLiteral("deployment:preflight"),
                           QStringLiteral("--yes")} +
               extra;
    }
    QJsonObject listed(const QString& name)
    {
        const CtlRun r = test::runCloudlyctl(
            {QStringLiteral("profiles"), QStringLiteral("--format"), QStringLiteral("json")}, env(false));
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).array())
            if (v.toObject().value(QStringLiteral("name")).toString() == name)
                return v.toObject();
        return {};
    }

private Q_SLOTS:
    void init()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));
        m_home = std::make_unique<QTemporaryDir>();
    }
    void cleanup() { m_peer.reset(); }

    void profilesListStageProtectionAndReadOnly()
    {
        addProfile(QStringLiteral("prod-eu"), {QStringLiteral("--stage"), QStringLiteral("production")});
        addProfile(QStringLiteral("prod-open"), {QStringLiteral("--stage"), QStringLiteral("production"),
                                                 QStringLiteral("--unprotected")});
        addProfile(QStringLiteral("stage-ro"),
                   {QStringLiteral("--stage"), QStringLiteral("staging"), QStringLiteral("--read-only")});
        addProfile(QStringLiteral("plain"), {});
        const QJsonObject prod = listed(QStringLiteral("prod-eu"));
        QCOMPARE(prod.value(QStringLiteral("stage")).toString(), QStringLiteral("production"));
        QCOMPARE(prod.value(QStringLiteral("protected")), QJsonValue(true));
        QCOMPARE(prod.value(QStringLiteral("readOnly")), QJsonValue(false));
        QCOMPARE(listed(QStringLiteral("prod-open")).value(QStringLiteral("protected")), QJsonValue(false));
        const QJsonObject ro = listed(QStringLiteral("stage-ro"));
        QCOMPARE(ro.value(QStringLiteral("stage")).toString(), QStringLiteral("staging"));
        QCOMPARE(ro.value(QStringLiteral("protected")), QJsonValue(false));
        QCOMPARE(ro.value(QStringLiteral("readOnly")), QJsonValue(true));
        const QJsonObject plain = listed(QStringLiteral("plain"));
        QCOMPARE(plain.value(QStringLiteral("stage")).toString(), QStringLiteral("none"));
        QCOMPARE(plain.value(QStringLiteral("protected")), QJsonValue(false));

        const CtlRun bad = test::runCloudlyctl(
            {QStringLiteral("profiles"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("--url"),
             m_peer->url().toString(), QStringLiteral("--stage"), QStringLiteral("prod")},
            env(false));
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("prod"));
        QVERIFY(listed(QStringLiteral("x")).isEmpty());
    }

    void readOnlyProfileSendsNoChange()
    {
        addProfile(QStringLiteral("prod-ro"),
                   {QStringLiteral("--stage"), QStringLiteral("production"), QStringLiteral("--read-only")});
        // Even naming the profile does not let a change through a read-only profile.
        const CtlRun r =
            test::runCloudlyctl(grantSet(QStringLiteral("prod-ro"),
                                         {QStringLiteral("--confirm-profile"), QStringLiteral("prod-ro")}),
                                env());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("profile prod-ro is read-only"), r.err.constData());
        QCOMPARE(received(QStringLiteral("configureServiceDeploymentMachineUser")).size(), 0);
        // Reading still works on it.
        const CtlRun read = test::runCloudlyctl(
            {QStringLiteral("--profile"), QStringLiteral("prod-ro"), QStringLiteral("services")}, env());
        QVERIFY2(read.exitCode == 0, read.err.constData());
    }

    void protectedProfileNeedsItsNameConfirmed()
    {
        addProfile(QStringLiteral("prod-eu"), {QStringLiteral("--stage"), QStringLiteral("production")});
        const QString method = QStringLiteral("configureServiceDeploymentMachineUser");

        const CtlRun bare = test::runCloudlyctl(grantSet(QStringLiteral("prod-eu")), env());
        QCOMPARE(bare.exitCode, 2);
        QVERIFY2(bare.err.contains("--confirm-profile prod-eu"), bare.err.constData());
        QCOMPARE(received(method).size(), 0);

        const CtlRun wrong =
            test::runCloudlyctl(grantSet(QStringLiteral("prod-eu"),
                                         {QStringLiteral("--confirm-profile"), QStringLiteral("prod-us")}),
                                env());
        QCOMPARE(wrong.exitCode, 2);
        QCOMPARE(received(method).size(), 0);

        const CtlRun right =
            test::runCloudlyctl(grantSet(QStringLiteral("prod-eu"),
                                         {QStringLiteral("--confirm-profile"), QStringLiteral("prod-eu")}),
                                env());
        QVERIFY2(right.exitCode == 0, right.err.constData());
        QCOMPARE(received(method).size(), 1);
    }

    void unprotectedProfileSendsWithoutConfirmation()
    {
        addProfile(QStringLiteral("dev"), {QStringLiteral("--stage"), QStringLiteral("development")});
        const CtlRun r = test::runCloudlyctl(grantSet(QStringLiteral("dev")), env());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(received(QStringLiteral("configureServiceDeploymentMachineUser")).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSafetyCli)
#include "tst_safetycli.moc"
