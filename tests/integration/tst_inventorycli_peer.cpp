// cloudlyctl tasks / clusters / nodes / images / platforms / --watch against the Node reference peer as a
// separate process (tst_inventorycli runs them with --demo, where our own demo server sits on both ends).
// The peer serves resources/fixtures/demo.json: the JSON output must be that fixture, object for object.
#include "ctlprocess.h"
#include "jsontestutil.h"
#include "serverprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using cloudly::test::CtlRun;
using cloudly::test::ServerProcess;

namespace {

QStringList ids(const QJsonArray& objects)
{
    QStringList result;
    for (const QJsonValue& v : objects)
        result << v.toObject().value(QStringLiteral("id")).toString();
    return result;
}

} // namespace

class TestInventoryCliPeer : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_peer;
    std::unique_ptr<QTemporaryDir> m_data;

    QMap<QString, QString> env() const
    {
        return {{QStringLiteral("CLOUDLY_URL"), m_peer->url().toString()},
                {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")},
                {QStringLiteral("CLOUDLY_DATA_DIR"), m_data->path()}};
    }
    CtlRun ctl(const QStringList& args) const { return cloudly::test::runCloudlyctl(args, env()); }

private Q_SLOTS:
    void initTestCase()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));
        m_data = std::make_unique<QTemporaryDir>();
        QVERIFY(m_data->isValid());
    }

    void tasksAsJsonAreThePeersDeploymentsLosslessly()
    {
        const CtlRun r = ctl({QStringLiteral("tasks"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray expected =
            cloudly::test::demoFixture().value(QStringLiteral("deployments")).toArray();
        QVERIFY(expected.size() > 10);
        QCOMPARE(cloudly::test::parseJsonArray(r.out), expected); // every object as sent, in server order
        // Written object by object: "[", one object per line (its bytes as received), "]".
        QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.takeLast(), QByteArray()); // ends with a newline
        QCOMPARE(lines.takeFirst(), QByteArray("["));
        QCOMPARE(lines.takeLast(), QByteArray("]"));
        QCOMPARE(lines.size(), expected.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QByteArray line = lines.at(i);
            if (i + 1 < lines.size()) {
                QVERIFY(line.endsWith(','));
                line.chop(1);
            }
            QCOMPARE(QJsonDocument::fromJson(line).object(), expected.at(i).toObject());
        }

        const CtlRun table = ctl({QStringLiteral("tasks")});
        QCOMPARE(table.exitCode, 0);
        QCOMPARE(cloudly::test::tableRows(table.out).size(), expected.size());
    }

    void tasksOfAServiceAndOnANode()
    {
        const CtlRun r = ctl({QStringLiteral("tasks"), QStringLiteral("--service"), QStringLiteral("svc-web"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonArray expected;
        for (const QJsonValue& d :
             cloudly::test::demoFixture().value(QStringLiteral("deployments")).toArray()) {
            if (d.toObject().value(QStringLiteral("serviceId")).toString() == QLatin1String("svc-web"))
                expected.append(d);
        }
        QCOMPARE(expected.size(), 3);
        QCOMPARE(cloudly::test::parseJsonArray(r.out), expected);

        const CtlRun node =
            ctl({QStringLiteral("tasks"), QStringLiteral("--node"), QStringLiteral("n-prod-3"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(node.exitCode, 0);
        const QJsonArray onNode = cloudly::test::parseJsonArray(node.out);
        QCOMPARE(onNode.size(), 2);
        for (const QJsonValue& d : onNode)
            QCOMPARE(d.toObject().value(QStringLiteral("nodeId")).toString(), QStringLiteral("n-prod-3"));
    }

    void clustersNeverShowTheAcmeSecret()
    {
        const QJsonArray expected = cloudly::test::demoFixture().value(QStringLiteral("clusters")).toArray();
        const CtlRun table = ctl({QStringLiteral("clusters")});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        QCOMPARE(cloudly::test::tableRows(table.out).size(), expected.size());
        for (const QString& id : ids(expected))
            QVERIFY2(table.out.contains(id.toUtf8()), table.out.constData());
        QVERIFY(!table.out.contains("MUST-NOT-BE-SHOWN") && !table.err.contains("MUST-NOT-BE-SHOWN"));
        const CtlRun json =
            ctl({QStringLiteral("clusters"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(!json.out.contains("MUST-NOT-BE-SHOWN") && !json.err.contains("MUST-NOT-BE-SHOWN"));
        QCOMPARE(ids(cloudly::test::parseJsonArray(json.out)), ids(expected));
    }

    void nodesAllAndOfACluster()
    {
        const CtlRun all = ctl({QStringLiteral("nodes")});
        QVERIFY2(all.exitCode == 0, all.err.constData());
        QCOMPARE(cloudly::test::tableRows(all.out).size(), 7);
        const CtlRun json =
            ctl({QStringLiteral("nodes"), QStringLiteral("--cluster"), QStringLiteral("c-edge"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray expected = cloudly::test::demoFixture()
                                        .value(QStringLiteral("clusters"))
                                        .toArray()
                                        .at(1)
                                        .toObject()
                                        .value(QStringLiteral("data"))
                                        .toObject()
                                        .value(QStringLiteral("nodes"))
                                        .toArray();
        QCOMPARE(expected.size(), 2);
        QCOMPARE(cloudly::test::parseJsonArray(json.out), expected);
    }

    void imagesAndPlatforms()
    {
        const QJsonArray expected = cloudly::test::demoFixture().value(QStringLiteral("images")).toArray();
        const CtlRun table = ctl({QStringLiteral("images")});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        QCOMPARE(cloudly::test::tableRows(table.out).size(), expected.size());
        QVERIFY(table.out.contains("img-webapp"));
        const CtlRun json =
            ctl({QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(cloudly::test::parseJsonArray(json.out), expected);

        const CtlRun platforms = ctl({QStringLiteral("platforms"), QStringLiteral("img-webapp")});
        QVERIFY2(platforms.exitCode == 0, platforms.err.constData());
        QVERIFY(platforms.out.contains("1.3.1"));
        QVERIFY(!platforms.out.contains("img-scratch"));
        const CtlRun platformsJson =
            ctl({QStringLiteral("platforms"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(platformsJson.exitCode, 0);
        QCOMPARE(cloudly::test::parseJsonArray(platformsJson.out), expected);
    }

    void watchPrintsFromThePeerAndEndsCleanly()
    {
        QProcess p;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        const QMap<QString, QString> vars = env();
        for (auto it = vars.begin(); it != vars.end(); ++it)
            environment.insert(it.key(), it.value());
        p.setProcessEnvironment(environment);
        p.start(ServerProcess::binary(QStringLiteral("cloudlyctl")),
                {QStringLiteral("tasks"), QStringLiteral("--watch"), QStringLiteral("--filter"),
                 QStringLiteral("status:failed")});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p.readAllStandardOutput();
                return out.contains("d-worker-prod-3");
            },
            20000));
        QVERIFY(out.startsWith("--- "));
        p.terminate();
        QVERIFY(p.waitForFinished(5000));
        out += p.readAllStandardOutput();
        QCOMPARE(out.count("d-worker-prod-3"), 1); // one failed task, printed once
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestInventoryCliPeer)
#include "tst_inventorycli_peer.moc"
