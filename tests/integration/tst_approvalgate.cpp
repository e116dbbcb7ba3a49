// Sign-off end to end against our demo server process: a GO preflight kept as a receipt by
// `cloudlyctl preflight --receipt`, one approval made the way the console's dialog makes it (core API,
// passphrase-protected key, kept in the receipt store), one by `cloudlyctl approve`, one by plain
// `ssh-keygen -Y sign`; the CI gate passes with them and fails after the request or the image changes, on a
// rejection and on a self-approval; `approvals attest --request` yields a request Cloudly's evidence rules
// accept (our port of them, and the demo server's preflight).
#include "approvaltestkit.h"
#include "ctlprocess.h"
#include "serverprocess.h"

#include "core/approval/approvalsigning.h"
#include "core/approval/approvalstore.h"
#include "core/preflight/receipt.h"
#include "core/preflight/validators.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace cloudly;
using namespace cloudly::core::approval;
using test::CtlRun;
using test::ServerProcess;

namespace {
QString fixture(const char* name)
{
    return QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/") + QLatin1String(name);
}
QJsonObject readJson(const QString& path)
{
    return QJsonDocument::fromJson(test::readAll(path)).object();
}
} // namespace

class TestApprovalGate : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_server;
    QTemporaryDir m_dir;
    QString m_receipt;
    QString m_approvals; // the folder CI reads
    QString m_signers;
    QString m_alice, m_bob, m_carol, m_dave, m_self;
    QString m_identity;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    QMap<QString, QString> env() const
    {
        return {{QStringLiteral("CLOUDLY_URL"), m_server->url().toString()},
                {QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("demo-machine-token")},
                {QStringLiteral("CLOUDLY_DATA_DIR"), path(QStringLiteral("data"))}};
    }
    CtlRun gate(const QString& request, int required = 2, const QString& approvals = {})
    {
        return test::runCloudlyctl(
            {QStringLiteral("preflight"), request, QStringLiteral("--require-approvals"),
             QString::number(required), QStringLiteral("--approvals"),
             approvals.isEmpty() ? m_approvals : approvals, QStringLiteral("--allowed-signers"), m_signers},
            env());
    }
    // The GO fixture with one change, written to a file.
    QString changedRequest(const QString& name, const std::function<void(QJsonObject&)>& change)
    {
        QJsonObject r = readJson(fixture("preflight-go.json"));
        change(r);
        const QString p = path(name);
        test::writeAll(p, QJsonDocument(r).toJson());
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer);
        QVERIFY2(m_server->start(), qPrintable(m_server->error()));
        m_alice = test::makeSshKey(m_dir.path(), QStringLiteral("alice"), QStringLiteral("alice@example.com"),
                                   QStringLiteral("ed25519"), QStringLiteral("alice's passphrase"));
        m_bob = test::makeSshKey(m_dir.path(), QStringLiteral("bob"), QStringLiteral("bob@example.com"));
        m_carol = test::makeSshKey(m_dir.path(), QStringLiteral("carol"), QStringLiteral("carol@example.com"),
                                   QStringLiteral("ecdsa"));
        m_dave = test::makeSshKey(m_dir.path(), QStringLiteral("dave"), QStringLiteral("dave@example.com"));
        QVERIFY(!m_alice.isEmpty() && !m_bob.isEmpty() && !m_carol.isEmpty() && !m_dave.isEmpty());

        // 1. The GO preflight, kept as a receipt.
        m_receipt = path(QStringLiteral("receipt.json"));
        const CtlRun pre = test::runCloudlyctl({QStringLiteral("preflight"), fixture("preflight-go.json"),
                                                QStringLiteral("--receipt"), m_receipt},
                                               env());
        QVERIFY2(pre.exitCode == 0, pre.err.constData());
        QString error;
        const auto receipt = core::preflight::Receipt::fromJson(readJson(m_receipt), &error);
        QVERIFY2(receipt, qPrintable(error));
        QVERIFY(receipt->isGo());
        m_identity = receipt->identityName;
        QVERIFY(!m_identity.isEmpty());
        m_self = test::makeSshKey(m_dir.path(), QStringLiteral("self"), m_identity);

        m_signers = path(QStringLiteral("allowed_signers"));
        QVERIFY(test::writeAll(m_signers,
                               test::allowedSignersLine(QStringLiteral("alice@example.com"), m_alice) +
                                   test::allowedSignersLine(QStringLiteral("bob@example.com"), m_bob) +
                                   test::allowedSignersLine(QStringLiteral("carol@example.com"), m_carol) +
                                   test::allowedSignersLine(QStringLiteral("dave@example.com"), m_dave) +
                                   test::allowedSignersLine(m_identity, m_self)));
        m_approvals = path(QStringLiteral("approvals"));
        QVERIFY(QDir().mkpath(m_approvals));

        // 2. Alice approves in the console: the dialog's core calls, her key's passphrase in memory only,
        //    the approval kept beside the receipt in the receipt store.
        const auto key = SigningKey::inspect(m_alice, &error);
        QVERIFY2(key && key->encrypted, qPrintable(error));
        const auto statement =
            statementForReceipt(*receipt, ApprovalStatement::Verdict::Approve, key->comment,
                                QStringLiteral("release notes read"), 0, &error);
        QVERIFY2(statement, qPrintable(error));
        const auto file = signStatement(*statement, *key, "alice's passphrase", &error);
        QVERIFY2(file, qPrintable(error));
        ApprovalStore store(path(QStringLiteral("data/receipts")));
        const QString stored = store.save(receipt->id, *file, &error);
        QVERIFY2(!stored.isEmpty(), qPrintable(error));
        QVERIFY(QFile::copy(store.directoryFor(receipt->id) + QLatin1Char('/') + stored,
                            m_approvals + QStringLiteral("/alice.approval.json")));

        // 3. Bob approves with cloudlyctl (the principal is his key's comment).
        const CtlRun bob =
            test::runCloudlyctl({QStringLiteral("approve"), m_receipt, QStringLiteral("--key"), m_bob,
                                 QStringLiteral("--reason"), QStringLiteral("ok"), QStringLiteral("--out"),
                                 m_approvals + QStringLiteral("/bob.approval.json")});
        QVERIFY2(bob.exitCode == 0, bob.err.constData());
    }

    void gatePassesWithTwoApprovals()
    {
        const CtlRun r = gate(fixture("preflight-go.json"));
        QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
        QVERIFY(r.out.startsWith("GO"));
        QVERIFY(r.out.contains("APPROVED: 2 of 2 required approvals are valid"));
        // Three required: not enough.
        const CtlRun three = gate(fixture("preflight-go.json"), 3);
        QCOMPARE(three.exitCode, 3);
        QVERIFY(three.out.contains("NOT APPROVED: 2 of 3 required approvals are valid"));
    }

    void verifyPrintsJson()
    {
        const CtlRun r = test::runCloudlyctl(
            {QStringLiteral("approvals"), QStringLiteral("verify"), m_receipt,
             QStringLiteral("--allowed-signers"), m_signers, QStringLiteral("--require"), QStringLiteral("2"),
             QStringLiteral("--format"), QStringLiteral("json"), m_approvals});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("approvals"), QStringLiteral("ok"),
                                        QStringLiteral("required"), QStringLiteral("valid")}));
        QCOMPARE(o.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("valid")).toInt(), 2);
        const QJsonObject first = o.value(QStringLiteral("approvals")).toArray().first().toObject();
        QCOMPARE(first.keys(), (QStringList{QStringLiteral("file"), QStringLiteral("principal"),
                                            QStringLiteral("reason"), QStringLiteral("verdict")}));
        QCOMPARE(first.value(QStringLiteral("principal")).toString(), QStringLiteral("alice@example.com"));
        QCOMPARE(first.value(QStringLiteral("verdict")).toString(), QStringLiteral("valid"));
        // Usage errors exit 2.
        QCOMPARE(
            test::runCloudlyctl({QStringLiteral("approvals"), QStringLiteral("verify"), m_receipt}).exitCode,
            2);
    }

    void gateFailsAfterTheRequestChanges()
    {
        const QString other = changedRequest(QStringLiteral("rev.json"), [](QJsonObject& r) {
            const QString rev =
                QStringLiteral("9c1d") + r.value(QStringLiteral("sourceRevision")).toString().mid(4);
            r.insert(QStringLiteral("sourceRevision"), rev);
            QJsonObject e = r.value(QStringLiteral("releaseEvidence")).toObject();
            e.insert(QStringLiteral("sourceRevision"), rev);
            r.insert(QStringLiteral("releaseEvidence"), e);
        });
        const CtlRun r = gate(other);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains("other-subject"), r.out.constData());
        QVERIFY(r.out.contains("approved revision bc15ac2d"));
        QVERIFY(r.out.contains("this one 9c1dac2d"));
        QVERIFY(r.out.contains("revision changed since approval"));
    }

    void gateFailsAfterTheImageChanges()
    {
        const QString digest = QStringLiteral("sha256:") + QString(64, QLatin1Char('1'));
        const QString other = changedRequest(QStringLiteral("img.json"), [&digest](QJsonObject& r) {
            r.insert(QStringLiteral("ociIndexDigest"), digest);
        });
        const CtlRun r = gate(other);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains("approved imageDigest sha256:023b105f"), r.out.constData());
        QVERIFY(r.out.contains("image changed"));
    }

    void gateFailsOnARejection()
    {
        const QString dir = path(QStringLiteral("with-rejection"));
        QVERIFY(QDir().mkpath(dir));
        for (const QString& n : {QStringLiteral("alice"), QStringLiteral("bob")})
            QVERIFY(QFile::copy(m_approvals + QLatin1Char('/') + n + QStringLiteral(".approval.json"),
                                dir + QLatin1Char('/') + n + QStringLiteral(".approval.json")));
        const CtlRun noReason =
            test::runCloudlyctl({QStringLiteral("reject"), m_receipt, QStringLiteral("--key"), m_carol});
        QCOMPARE(noReason.exitCode, 2);
        const CtlRun carol =
            test::runCloudlyctl({QStringLiteral("reject"), m_receipt, QStringLiteral("--key"), m_carol,
                                 QStringLiteral("--reason"), QStringLiteral("change freeze"),
                                 QStringLiteral("--out"), dir + QStringLiteral("/carol.approval.json")});
        QVERIFY2(carol.exitCode == 0, carol.err.constData());
        const CtlRun r = gate(fixture("preflight-go.json"), 2, dir);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains("rejected by carol@example.com: change freeze"), r.out.constData());
    }

    void gateFailsOnASelfApproval()
    {
        const QString dir = path(QStringLiteral("with-self"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::copy(m_approvals + QStringLiteral("/alice.approval.json"),
                            dir + QStringLiteral("/alice.approval.json")));
        const CtlRun self =
            test::runCloudlyctl({QStringLiteral("approve"), m_receipt, QStringLiteral("--key"), m_self,
                                 QStringLiteral("--out"), dir + QStringLiteral("/self.approval.json")});
        QVERIFY2(self.exitCode == 0, self.err.constData());
        const CtlRun r = gate(fixture("preflight-go.json"), 2, dir);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains("self-approval"), r.out.constData());
    }

    void plainSshKeygenApprovalCounts()
    {
        const QString statement = path(QStringLiteral("dave.statement"));
        const CtlRun s =
            test::runCloudlyctl({QStringLiteral("approvals"), QStringLiteral("statement"), m_receipt,
                                 QStringLiteral("--principal"), QStringLiteral("dave@example.com")});
        QVERIFY2(s.exitCode == 0, s.err.constData());
        QVERIFY(test::writeAll(statement, s.out));
        const test::ToolRun sign =
            test::runTool(QStringLiteral("ssh-keygen"),
                          {QStringLiteral("-Y"), QStringLiteral("sign"), QStringLiteral("-n"),
                           QStringLiteral("cloudly-approval"), QStringLiteral("-f"), m_dave, statement});
        QVERIFY2(sign.exitCode == 0, sign.err.constData());
        const QString dir = path(QStringLiteral("with-dave"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::copy(m_approvals + QStringLiteral("/alice.approval.json"),
                            dir + QStringLiteral("/alice.approval.json")));
        const CtlRun pack =
            test::runCloudlyctl({QStringLiteral("approvals"), QStringLiteral("pack"), statement,
                                 statement + QStringLiteral(".sig"), QStringLiteral("--out"),
                                 dir + QStringLiteral("/dave.approval.json")});
        QVERIFY2(pack.exitCode == 0, pack.err.constData());
        const CtlRun r = gate(fixture("preflight-go.json"), 2, dir);
        QVERIFY2(r.exitCode == 0, r.out.constData());
    }

    void approveNeedsAGoReceiptAKeyAndAPrincipal()
    {
        const QString nogo = path(QStringLiteral("nogo-receipt.json"));
        const CtlRun pre = test::runCloudlyctl(
            {QStringLiteral("preflight"), fixture("preflight-nogo.json"), QStringLiteral("--receipt"), nogo},
            env());
        QCOMPARE(pre.exitCode, 3);
        const CtlRun r =
            test::runCloudlyctl({QStringLiteral("approve"), nogo, QStringLiteral("--key"), m_bob});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("NO-GO"), r.err.constData());
        const CtlRun noKey = test::runCloudlyctl(
            {QStringLiteral("approve"), m_receipt, QStringLiteral("--key"), path(QStringLiteral("missing"))});
        QCOMPARE(noKey.exitCode, 2);
        QVERIFY(noKey.err.contains("unreadable key"));
        const QString bare = test::makeSshKey(m_dir.path(), QStringLiteral("bare"), QString());
        const CtlRun noPrincipal =
            test::runCloudlyctl({QStringLiteral("approve"), m_receipt, QStringLiteral("--key"), bare});
        QCOMPARE(noPrincipal.exitCode, 2);
        QVERIFY2(noPrincipal.err.contains("no principal"), noPrincipal.err.constData());
    }

    void approveReadsThePassphraseFromStdinWithoutATerminal()
    {
        QProcess p;
        p.setChildProcessModifier([] { ::setsid(); }); // no controlling terminal, as in CI
        p.start(ServerProcess::binary(QStringLiteral("cloudlyctl")),
                {QStringLiteral("approve"), m_receipt, QStringLiteral("--key"), m_alice,
                 QStringLiteral("--expires"), QStringLiteral("24h")});
        QVERIFY(p.waitForStarted());
        p.write("alice's passphrase\n");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY(!out.contains("passphrase"));
        const auto file = ApprovalFile::parse(out, nullptr);
        QVERIFY(file);
        QVERIFY(file->statement.contains("\"expiresAt\""));
    }

    void attestedRequestPassesTheEvidenceRules()
    {
        // Without enough approvals: exit 3 and nothing on stdout.
        const CtlRun fail =
            test::runCloudlyctl({QStringLiteral("approvals"), QStringLiteral("attest"), m_receipt,
                                 QStringLiteral("--allowed-signers"), m_signers, QStringLiteral("--require"),
                                 QStringLiteral("3"), m_approvals});
        QCOMPARE(fail.exitCode, 3);
        QVERIFY(fail.out.isEmpty());

        // The fixture without its release authorization.
        const QString request = changedRequest(QStringLiteral("unauthorized.json"), [](QJsonObject& r) {
            QJsonObject e = r.value(QStringLiteral("releaseEvidence")).toObject();
            QJsonArray kept;
            for (const QJsonValue a : e.value(QStringLiteral("attestations")).toArray())
                if (a.toObject().value(QStringLiteral("kind")) != QStringLiteral("release-authorization"))
                    kept.append(a);
            e.insert(QStringLiteral("attestations"), kept);
            e.insert(QStringLiteral("releaseAuthorized"), false);
            r.insert(QStringLiteral("releaseEvidence"), e);
        });
        QCOMPARE(test::runCloudlyctl({QStringLiteral("preflight"), request}, env()).exitCode, 3);

        const CtlRun r =
            test::runCloudlyctl({QStringLiteral("approvals"), QStringLiteral("attest"), m_receipt,
                                 QStringLiteral("--allowed-signers"), m_signers, QStringLiteral("--require"),
                                 QStringLiteral("2"), m_approvals, QStringLiteral("--request"), request});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject attested = QJsonDocument::fromJson(r.out).object();
        const QJsonObject evidence = attested.value(QStringLiteral("releaseEvidence")).toObject();
        QCOMPARE(evidence.value(QStringLiteral("releaseAuthorized")).toBool(), true);
        const QJsonObject receipt = readJson(m_receipt);
        const QJsonObject report = receipt.value(QStringLiteral("report")).toObject();
        const QList<core::preflight::Blocker> blockers = core::preflight::validateReleaseEvidence(
            evidence, attested.value(QStringLiteral("sourceRevision")),
            attested.value(QStringLiteral("version")),
            report.value(QStringLiteral("source")).toObject().value(QStringLiteral("configurationDigest")),
            report.value(QStringLiteral("requestedImage")).toObject().value(QStringLiteral("digest")));
        QVERIFY(blockers.isEmpty());
        bool found = false;
        for (const QJsonValue a : evidence.value(QStringLiteral("attestations")).toArray())
            if (a.toObject().value(QStringLiteral("kind")) == QStringLiteral("release-authorization")) {
                found = true;
                QCOMPARE(a.toObject().value(QStringLiteral("verifier")).toString(),
                         QStringLiteral("cloudly-approvals:alice@example.com,bob@example.com"));
            }
        QVERIFY(found);
        // ... and the server's own preflight says GO for it.
        const QString attestedPath = path(QStringLiteral("attested.json"));
        QVERIFY(test::writeAll(attestedPath, r.out));
        const CtlRun live = gate(attestedPath);
        QVERIFY2(live.exitCode == 0, (live.out + live.err).constData());
    }
};

QTEST_GUILESS_MAIN(TestApprovalGate)
#include "tst_approvalgate.moc"
