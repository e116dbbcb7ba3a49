// The CI gate: `cloudlyctl preflight` against the Node reference peer — client validation before
// sending, GO/NO-GO exit codes, the JSON shape, and the exact request the server received.
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

namespace {
QString fixture(const char* name)
{
    return QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/") + QLatin1String(name);
}
QJsonObject readJson(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}
} // namespace

class TestPreflightCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_peer;
    QTemporaryDir m_dir;

    QMap<QString, QString> machineEnv() const
    {
        return {{QStringLiteral("CLOUDLY_URL"), m_peer->url().toString()},
                {QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token")}};
    }

    // What the peer recorded for getDeploymentPreflight since the last reset.
    QJsonArray received()
    {
        core::TypedSocketClient c;
        c.open(m_peer->url());
        if (!test::waitForState(c, core::TypedSocketClient::State::Connected))
            return {};
        return test::callAndWait(c, QStringLiteral("__peer_received"),
                                 {{QStringLiteral("method"), QStringLiteral("getDeploymentPreflight")}})
            .response.value(QStringLiteral("requests"))
            .toArray();
    }
    void resetPeer()
    {
        core::TypedSocketClient c;
        c.open(m_peer->url());
        QVERIFY(test::waitForState(c, core::TypedSocketClient::State::Connected));
        QVERIFY(test::callAndWait(c, QStringLiteral("__peer_reset")).ok());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));
    }
    void init() { resetPeer(); }

    void goExitsZeroAndSendsTheExactRequest()
    {
        const CtlRun r = test::runCloudlyctl({QStringLiteral("preflight"), QStringLiteral("--format"),
                                              QStringLiteral("json"), fixture("preflight-go.json")},
                                             machineEnv());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject out = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(out.value(QStringLiteral("decision")).toString(), QStringLiteral("GO"));
        QCOMPARE(out.value(QStringLiteral("clientBlockers")).toArray().size(), 0);
        const QJsonObject report = out.value(QStringLiteral("report")).toObject();
        QCOMPARE(report.value(QStringLiteral("schemaVersion")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("decision")).toString(), QStringLiteral("GO"));

        const QJsonArray got = received();
        QCOMPARE(got.size(), 1);
        QJsonObject sent = got.first().toObject();
        // The identity travels inside the request (jwt redacted by the peer's recorder) ...
        QCOMPARE(sent.value(QStringLiteral("identity")).toObject().value(QStringLiteral("userId")).toString(),
                 QStringLiteral("mu-ci-web"));
        // ... and every field of the file arrives flattened next to it, unchanged.
        sent.remove(QStringLiteral("identity"));
        QCOMPARE(sent, readJson(fixture("preflight-go.json")));
    }

    void noGoExitsThreeWithBlockers()
    {
        const CtlRun r = test::runCloudlyctl({QStringLiteral("preflight"), fixture("preflight-nogo.json")},
                                             {{QStringLiteral("CLOUDLY_URL"), m_peer->url().toString()},
                                              {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                                              {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.out.startsWith("NO-GO"));
        QVERIFY(r.out.contains("CURRENT_REFERENCE_MUTABLE"));
    }

    void missingGrantIsNoGo()
    {
        QMap<QString, QString> env = machineEnv();
        env.insert(QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-none-token"));
        const CtlRun r = test::runCloudlyctl({QStringLiteral("preflight"), QStringLiteral("--format"),
                                              QStringLiteral("markdown"), fixture("preflight-go.json")},
                                             env);
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.out.contains("# Deployment preflight: NO-GO"));
        QVERIFY(r.out.contains("AUTHORIZATION_MISSING"));
        QVERIFY(r.out.contains("How to fix:"));
    }

    void invalidRequestExitsTwoWithoutSending()
    {
        QJsonObject bad = readJson(fixture("preflight-go.json"));
        bad.insert(QStringLiteral("sourceRevision"), QStringLiteral("ABC"));
        bad.insert(QStringLiteral("ociIndexDigest"), QJsonValue::Null);
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(bad).toJson());
        f.close();
        const CtlRun r = test::runCloudlyctl(
            {QStringLiteral("preflight"), QStringLiteral("--format"), QStringLiteral("json"), path},
            machineEnv());
        QCOMPARE(r.exitCode, 2);
        const QJsonObject out = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(out.value(QStringLiteral("valid")).toBool(true), false);
        const QJsonArray blockers = out.value(QStringLiteral("blockers")).toArray();
        QCOMPARE(blockers.size(), 2);
        QCOMPARE(blockers.at(0).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("SOURCE_REVISION_INVALID"));
        QCOMPARE(blockers.at(1).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("OCI_INDEX_DIGEST_REQUIRED"));
        QCOMPARE(received().size(), 0);
    }

    void validateOnlyWorksOffline()
    {
        const CtlRun ok = test::runCloudlyctl({QStringLiteral("preflight"), QStringLiteral("--validate-only"),
                                               QStringLiteral("--format"), QStringLiteral("json"),
                                               fixture("preflight-go.json")});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(ok.out).object(),
                 (QJsonObject{{QStringLiteral("valid"), true}, {QStringLiteral("blockers"), QJsonArray()}}));
        const CtlRun notJson =
            test::runCloudlyctl({QStringLiteral("preflight"), QStringLiteral("--validate-only"),
                                 QStringLiteral(CLOUDLY_SOURCE_DIR "/README.md")});
        QCOMPARE(notJson.exitCode, 2);
        QVERIFY(notJson.err.contains("not valid JSON"));
        const CtlRun missing =
            test::runCloudlyctl({QStringLiteral("preflight"), QStringLiteral("--validate-only"),
                                 QStringLiteral("/nonexistent.json")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("cannot read"));
    }
};

QTEST_GUILESS_MAIN(TestPreflightCli)
#include "tst_preflightcli.moc"
