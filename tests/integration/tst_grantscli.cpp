// `cloudlyctl grants` against the Node reference peer, which records the exact requests it received.
#include "ctlprocess.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

class TestGrantsCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_peer;
    std::unique_ptr<QTemporaryDir> m_data;

    QMap<QString, QString> adminEnv() const
    {
        return {{QStringLiteral("CLOUDLY_URL"), m_peer->url().toString()},
                {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")},
                {QStringLiteral("CLOUDLY_DATA_DIR"), m_data->path()}};
    }
    QJsonArray received()
    {
        core::TypedSocketClient c;
        c.open(m_peer->url());
        if (!test::waitForState(c, core::TypedSocketClient::State::Connected))
            return {};
        return test::callAndWait(
                   c, QStringLiteral("__peer_received"),
                   {{QStringLiteral("method"), QStringLiteral("configureServiceDeploymentMachineUser")}})
            .response.value(QStringLiteral("requests"))
            .toArray();
    }
    static QStringList setArgs(const QStringList& caps, bool yes)
    {
        QStringList a{QStringLiteral("grants"),    QStringLiteral("set"),
                      QStringLiteral("--user"),    QStringLiteral("mu-ci-partial"),
                      QStringLiteral("--service"), QStringLiteral("svc-api")};
        for (const QString& c : caps)
            a << QStringLiteral("--cap") << c;
        if (yes)
            a << QStringLiteral("--yes");
        return a;
    }

private Q_SLOTS:
    void init()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));
        m_data = std::make_unique<QTemporaryDir>();
    }
    void cleanup() { m_peer.reset(); }

    void dryRunPrintsTheChangeAndSendsNothing()
    {
        const CtlRun r = test::runCloudlyctl(
            setArgs({QStringLiteral("deployment:preflight"), QStringLiteral("deployment:create-greenfield")},
                    false),
            adminEnv());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.contains("mu-ci-partial"));
        QVERIFY(r.out.contains("deployment:create-greenfield"));
        QVERIFY(r.err.contains("--yes"));
        QCOMPARE(received().size(), 0);
    }

    void unknownCapabilityListsTheAllowedOnes()
    {
        const CtlRun r =
            test::runCloudlyctl(setArgs({QStringLiteral("deployment:everything")}, true), adminEnv());
        QCOMPARE(r.exitCode, 2);
        for (const char* cap : {"deployment:preflight", "deployment:create-greenfield",
                                "deployment:promote-route", "deployment:rollback-route"})
            QVERIFY2(r.err.contains(cap), r.err.constData());
        QCOMPARE(received().size(), 0);
    }

    void setSendsExactRequestVerifiesAndAudits()
    {
        const CtlRun r = test::runCloudlyctl(
            setArgs({QStringLiteral("deployment:create-greenfield"), QStringLiteral("deployment:preflight")},
                    true),
            adminEnv());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("verified"));
        const QJsonArray got = received();
        QCOMPARE(got.size(), 1);
        QJsonObject req = got.first().toObject();
        QCOMPARE(req.value(QStringLiteral("identity")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("admin"));
        req.remove(QStringLiteral("identity"));
        QCOMPARE(req, (QJsonObject{{QStringLiteral("userId"), QStringLiteral("mu-ci-partial")},
                                   {QStringLiteral("serviceId"), QStringLiteral("svc-api")},
                                   {QStringLiteral("capabilities"),
                                    QJsonArray{QStringLiteral("deployment:preflight"),
                                               QStringLiteral("deployment:create-greenfield")}}}));

        const CtlRun audit = test::runCloudlyctl({QStringLiteral("grants"), QStringLiteral("audit"),
                                                  QStringLiteral("--format"), QStringLiteral("json")},
                                                 adminEnv());
        QCOMPARE(audit.exitCode, 0);
        const QJsonArray entries = QJsonDocument::fromJson(audit.out).array();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().toObject().value(QStringLiteral("result")).toString(), QStringLiteral("ok"));
        QCOMPARE(entries.first().toObject().value(QStringLiteral("actor")).toString(),
                 QStringLiteral("admin"));

        const CtlRun show = test::runCloudlyctl({QStringLiteral("grants"), QStringLiteral("show"),
                                                 QStringLiteral("--user"), QStringLiteral("mu-ci-partial")},
                                                adminEnv());
        QCOMPARE(show.exitCode, 0);
        QVERIFY(show.out.contains("svc-api"));
        QVERIFY(show.out.contains("deployment:create-greenfield"));

        const CtlRun csv = test::runCloudlyctl({QStringLiteral("grants"), QStringLiteral("audit"),
                                                QStringLiteral("--format"), QStringLiteral("csv")},
                                               adminEnv());
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.out.count('\n'), 2); // header + one entry
        // No secret ever reaches the audit trail, in either format: neither the password ("demo", as a whole
        // value or field) nor any JWT the peer issued (they start with "peer.").
        QVERIFY2(!audit.out.contains("peer."), audit.out.constData());
        QVERIFY2(!csv.out.contains("peer."), csv.out.constData());
        std::function<void(const QJsonValue&, QStringList&)> strings = [&](const QJsonValue& v,
                                                                           QStringList& out) {
            if (v.isString())
                out << v.toString();
            for (const QJsonValue& child : v.isArray() ? v.toArray() : QJsonArray())
                strings(child, out);
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                out << it.key();
                strings(it.value(), out);
            }
        };
        QStringList jsonValues;
        strings(QJsonValue(entries), jsonValues);
        QVERIFY(jsonValues.size() > 4); // the walk saw the entry
        QVERIFY2(!jsonValues.contains(QStringLiteral("demo")), audit.out.constData());
        QStringList csvFields;
        for (const QByteArray& line : csv.out.split('\n')) {
            for (const QByteArray& field : line.split(','))
                csvFields << QString::fromUtf8(field).trimmed().remove(QLatin1Char('"'));
        }
        QVERIFY(csvFields.contains(QStringLiteral("admin"))); // the split saw the actor field
        QVERIFY2(!csvFields.contains(QStringLiteral("demo")), csv.out.constData());
    }

    void revokeNeedsYesAndThenRemoves()
    {
        const QStringList base{QStringLiteral("grants"),    QStringLiteral("revoke"),
                               QStringLiteral("--user"),    QStringLiteral("mu-ci-web"),
                               QStringLiteral("--service"), QStringLiteral("svc-web")};
        const CtlRun dry = test::runCloudlyctl(base, adminEnv());
        QCOMPARE(dry.exitCode, 2);
        QVERIFY(dry.out.contains("REVOKE"));
        QCOMPARE(received().size(), 0);
        const CtlRun r = test::runCloudlyctl(base + QStringList{QStringLiteral("--yes")}, adminEnv());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray got = received();
        QCOMPARE(got.size(), 1);
        QCOMPARE(got.first().toObject().value(QStringLiteral("capabilities")).toArray(), QJsonArray());
    }

    void nonAdminIsRefusedAndTheFailureIsAudited()
    {
        QMap<QString, QString> env = adminEnv();
        env.remove(QStringLiteral("CLOUDLY_USER"));
        env.remove(QStringLiteral("CLOUDLY_PASSWORD"));
        env.insert(QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token"));
        const CtlRun r = test::runCloudlyctl(setArgs({QStringLiteral("deployment:preflight")}, true), env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("admin role required"), r.err.constData());
        const CtlRun audit = test::runCloudlyctl({QStringLiteral("grants"), QStringLiteral("audit"),
                                                  QStringLiteral("--format"), QStringLiteral("json")},
                                                 env);
        const QJsonArray entries = QJsonDocument::fromJson(audit.out).array();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().toObject().value(QStringLiteral("result")).toString(),
                 QStringLiteral("error"));
    }
};

QTEST_GUILESS_MAIN(TestGrantsCli)
#include "tst_grantscli.moc"
