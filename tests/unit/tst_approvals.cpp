// Approvals (core/approval): the subject, the canonical statement, SSHSIG signatures made and checked with
// the real OpenSSH tools in both directions, the allowed_signers file, every verdict, passphrase and
// ssh-agent signing, the store, and the release-authorization attestation against our port of Cloudly's
// evidence rules. Keys are made fresh with ssh-keygen for every run.
#include "approvaltestkit.h"

#include "core/approval/allowedsigners.h"
#include "core/approval/approvalcheck.h"
#include "core/approval/approvalstore.h"
#include "core/approval/canonicaljson.h"
#include "core/approval/releaseauthorization.h"
#include "core/approval/signingkey.h"
#include "core/approval/sshsig.h"
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/demo/demopreflight.h"
#include "core/preflight/digest.h"
#include "core/preflight/receipt.h"
#include "core/preflight/validators.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

using namespace cloudly;
using namespace cloudly::core;
using namespace cloudly::core::approval;
using test::makeSshKey;
using test::readAll;
using test::runTool;
using test::writeAll;

namespace {
QJsonObject fixtureRequest(const QString& name)
{
    QFile f(QStringLiteral(":/fixtures/%1").arg(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}
const QString kNs = QStringLiteral("cloudly-approval");
} // namespace

class TestApprovals : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    DemoData m_data;
    std::unique_ptr<DemoAuth> m_auth;
    std::unique_ptr<DemoPreflight> m_engine;
    preflight::Receipt m_go;
    ApprovalSubject m_subject;
    QString m_alice, m_bob, m_carol, m_mallory;
    AllowedSigners m_signers;
    QDateTime m_now = QDateTime::currentDateTimeUtc();

    preflight::Receipt receiptFor(const QJsonObject& request)
    {
        return preflight::Receipt::create(QStringLiteral("ws://user:secret@127.0.0.1:4711/path"),
                                          QStringLiteral("deployer"), request,
                                          m_engine->evaluate(request, QStringLiteral("u-admin")).report);
    }

    ApprovalStatement
    statement(const QString& principal,
              ApprovalStatement::Verdict verdict = ApprovalStatement::Verdict::Approve) const
    {
        ApprovalStatement s;
        s.verdict = verdict;
        s.subject = m_subject;
        s.principal = principal;
        s.reason = QStringLiteral("checked the release notes");
        s.createdAt = QDateTime::fromSecsSinceEpoch(m_now.toSecsSinceEpoch(), Qt::UTC);
        s.receiptId = m_go.id;
        return s;
    }

    // Signed through our signer (ssh-keygen run by core/approval/signingkey).
    QByteArray sign(const ApprovalStatement& s, const QString& keyPath, const QByteArray& passphrase = {})
    {
        QString error;
        const std::optional<SigningKey> key = SigningKey::inspect(keyPath, &error);
        if (!key) {
            qWarning() << error;
            return {};
        }
        ApprovalFile file;
        file.statement = s.toCanonicalJson();
        const std::optional<QByteArray> sig =
            signWithSshKeygen(file.statement, *key, kNs, passphrase, &error);
        if (!sig) {
            qWarning() << error;
            return {};
        }
        file.signature = *sig;
        return file.toJson();
    }

    ApprovalCheck check(const QList<QByteArray>& files, int required = 1, const QString& identity = {})
    {
        QList<ApprovalInput> inputs;
        for (qsizetype i = 0; i < files.size(); ++i)
            inputs << ApprovalInput{QStringLiteral("a%1.approval.json").arg(i), files.at(i)};
        return checkApprovals(m_subject, identity.isEmpty() ? m_go.identityName : identity, inputs, m_signers,
                              required, m_now);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
        m_auth = std::make_unique<DemoAuth>(m_data.users());
        m_engine = std::make_unique<DemoPreflight>(m_data, *m_auth);
        m_go = receiptFor(fixtureRequest(QStringLiteral("preflight-go.json")));
        QVERIFY(m_go.isGo());
        const std::optional<ApprovalSubject> subject = ApprovalSubject::fromReceipt(m_go, &error);
        QVERIFY2(subject, qPrintable(error));
        m_subject = *subject;
        m_alice = makeSshKey(m_dir.path(), QStringLiteral("alice"), QStringLiteral("alice@example.com"));
        m_bob = makeSshKey(m_dir.path(), QStringLiteral("bob"), QStringLiteral("bob@example.com"),
                           QStringLiteral("ecdsa"));
        m_carol = makeSshKey(m_dir.path(), QStringLiteral("carol"), QStringLiteral("carol@example.com"),
                             QStringLiteral("rsa"));
        m_mallory =
            makeSshKey(m_dir.path(), QStringLiteral("mallory"), QStringLiteral("mallory@example.com"));
        QVERIFY(!m_alice.isEmpty() && !m_bob.isEmpty() && !m_carol.isEmpty() && !m_mallory.isEmpty());
        const QByteArray signers =
            "# release managers\n" + test::allowedSignersLine(QStringLiteral("alice@example.com"), m_alice) +
            test::allowedSignersLine(QStringLiteral("bob@example.com"), m_bob,
                                     QStringLiteral("namespaces=\"cloudly-approval\"")) +
            test::allowedSignersLine(QStringLiteral("carol@example.com"), m_carol) +
            test::allowedSignersLine(QStringLiteral("deployer"), m_mallory);
        QVERIFY(writeAll(m_dir.filePath(QStringLiteral("allowed_signers")), signers));
        const std::optional<AllowedSigners> parsed = AllowedSigners::parse(signers, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->entries().size(), 4);
        m_signers = *parsed;
    }

    void canonicalJsonIsSortedCompactUtf8()
    {
        const QJsonObject o{{QStringLiteral("b"), 1},
                            {QStringLiteral("a"), QJsonObject{{QStringLiteral("z"), true},
                                                              {QStringLiteral("y"), QJsonValue::Null}}},
                            {QStringLiteral("c"), QStringLiteral("Grüße \"x\"\n")}};
        const QByteArray text = canonicalJson(o);
        QCOMPARE(text, QByteArray("{\"a\":{\"y\":null,\"z\":true},\"b\":1,\"c\":\"Gr\xc3\xbc\xc3\x9f"
                                  "e \\\"x\\\"\\n\"}"));
        QVERIFY(parseCanonicalJson(text));
        QVERIFY(!parseCanonicalJson("{\"b\":1, \"a\":2}"));
        QVERIFY(!parseCanonicalJson("{\"a\":1,\"a\":2}"));
        QVERIFY(!parseCanonicalJson("{\"b\":1,\"a\":2}"));
    }

    void subjectComesFromTheReportWithoutUserInfoOrTime()
    {
        QCOMPARE(m_subject.server, QStringLiteral("ws://127.0.0.1:4711"));
        QCOMPARE(m_subject.serviceId, QStringLiteral("svc-web"));
        QCOMPARE(m_subject.version, QStringLiteral("1.4.0"));
        QCOMPARE(m_subject.revision, QStringLiteral("bc15ac2defb2e18c6c22ad0e0c418be7e5407e69"));
        QVERIFY(preflight::isCanonicalSha256(m_subject.configurationDigest));
        QCOMPARE(m_subject.imageDigest.toString(),
                 QStringLiteral("sha256:023b105fc42fd7c4d08bdca11f1e897246906c6e02962dacbcf915d3879ea12a"));
        const QByteArray text = statement(QStringLiteral("alice@example.com")).toCanonicalJson();
        QVERIFY(!text.contains("secret"));
        QVERIFY(!text.contains("generatedAt"));
        QVERIFY(!text.contains("requestId"));
        // The same deployment checked again later has the same subject.
        QString error;
        const auto again = ApprovalSubject::fromReceipt(
            receiptFor(fixtureRequest(QStringLiteral("preflight-go.json"))), &error);
        QVERIFY(again);
        QCOMPARE(*again, m_subject);
        QCOMPARE(ApprovalSubject::serverOf(QStringLiteral("wss://Cloudly.example.com/")),
                 QStringLiteral("wss://cloudly.example.com:443"));
    }

    void noGoReceiptCannotBeApproved()
    {
        const preflight::Receipt nogo = receiptFor(fixtureRequest(QStringLiteral("preflight-nogo.json")));
        QVERIFY(!nogo.isGo());
        QString error;
        QVERIFY(!ApprovalSubject::fromReceipt(nogo, &error));
        QVERIFY2(error.contains(QStringLiteral("NO-GO")), qPrintable(error));
    }

    void statementRoundTripsStrictly()
    {
        ApprovalStatement s = statement(QStringLiteral("alice@example.com"));
        s.expiresAt = s.createdAt.addSecs(3600);
        const QByteArray text = s.toCanonicalJson();
        QString error;
        const auto back = ApprovalStatement::parse(text, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->toCanonicalJson(), text);
        QVERIFY(text.startsWith("{\"createdAt\":"));
        QVERIFY(text.contains("\"kind\":\"cloudly.approval\""));
        QVERIFY(text.contains("\"version\":1"));
        QByteArray extra = text;
        extra.insert(1, "\"aaa\":1,");
        QVERIFY(!ApprovalStatement::parse(extra, &error));
        QVERIFY(error.contains(QStringLiteral("unknown key")));
        QByteArray spaced = text;
        spaced.replace(",", ", ");
        QVERIFY(!ApprovalStatement::parse(spaced, &error));
        // Times only in the one form we write: Qt alone would read these and write them differently.
        const QByteArray created = "\"createdAt\":\"" + s.createdAt.toString(Qt::ISODate).toLatin1() + "\"";
        QVERIFY(text.contains(created));
        for (const QByteArray& odd :
             {QByteArrayLiteral("2026-12)07T15:42:21Z"), QByteArrayLiteral("2026-12-07T15:42:21.000Z"),
              QByteArrayLiteral("2026-12-07T15:42Z")}) {
            QByteArray other = text;
            other.replace(created, "\"createdAt\":\"" + odd + "\"");
            QVERIFY(other != text);
            QVERIFY2(!ApprovalStatement::parse(other, &error), odd.constData());
            QVERIFY2(error.contains(QStringLiteral("createdAt")), qPrintable(error));
        }
    }

    void ourSignatureVerifiesWithSshKeygen()
    {
        const QByteArray file = sign(statement(QStringLiteral("alice@example.com")), m_alice);
        QVERIFY(!file.isEmpty());
        const auto parsed = ApprovalFile::parse(file, nullptr);
        QVERIFY(parsed);
        const QString sigPath = m_dir.filePath(QStringLiteral("ours.sig"));
        QVERIFY(writeAll(sigPath, parsed->signature));
        const test::ToolRun r = runTool(QStringLiteral("ssh-keygen"),
                                        {QStringLiteral("-Y"), QStringLiteral("verify"), QStringLiteral("-f"),
                                         m_dir.filePath(QStringLiteral("allowed_signers")),
                                         QStringLiteral("-I"), QStringLiteral("alice@example.com"),
                                         QStringLiteral("-n"), kNs, QStringLiteral("-s"), sigPath},
                                        parsed->statement);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("Good \"cloudly-approval\" signature for alice@example.com"));
        // ... and ssh-keygen refuses it for another principal or namespace, as we do.
        const test::ToolRun other = runTool(
            QStringLiteral("ssh-keygen"),
            {QStringLiteral("-Y"), QStringLiteral("verify"), QStringLiteral("-f"),
             m_dir.filePath(QStringLiteral("allowed_signers")), QStringLiteral("-I"),
             QStringLiteral("bob@example.com"), QStringLiteral("-n"), kNs, QStringLiteral("-s"), sigPath},
            parsed->statement);
        QVERIFY(other.exitCode != 0);
        const ApprovalCheck c = check({file});
        QCOMPARE(verdictName(c.results.first().verdict), QStringLiteral("valid"));
        QVERIFY(c.ok());
    }

    void plainSshKeygenSignatureCountsForEveryKeyType()
    {
        const QList<QPair<QString, QString>> keys{{QStringLiteral("alice@example.com"), m_alice},
                                                  {QStringLiteral("bob@example.com"), m_bob},
                                                  {QStringLiteral("carol@example.com"), m_carol}};
        QList<QByteArray> files;
        for (const auto& [principal, key] : keys) {
            files << test::sshKeygenApproval(m_dir.path(), statement(principal).toCanonicalJson(), key);
            QVERIFY(!files.last().isEmpty());
        }
        const ApprovalCheck c = check(files, 3);
        for (const ApprovalResult& r : c.results)
            QVERIFY2(r.verdict == ApprovalVerdict::Valid,
                     qPrintable(r.principal + QStringLiteral(": ") + r.reason));
        QCOMPARE(c.valid, 3);
        QVERIFY(c.ok());
        QCOMPARE(c.statusText(), QStringLiteral("3 of 3 approved"));
    }

    void tamperedStatementIsBadSignature()
    {
        const QByteArray file = sign(statement(QStringLiteral("alice@example.com")), m_alice);
        QJsonObject o = QJsonDocument::fromJson(file).object();
        o.insert(QStringLiteral("statement"), o.value(QStringLiteral("statement"))
                                                  .toString()
                                                  .replace(QStringLiteral("1.4.0"), QStringLiteral("1.4.1")));
        const ApprovalCheck c = check({QJsonDocument(o).toJson()});
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::BadSignature);
        QVERIFY2(c.results.first().reason.contains(QStringLiteral("does not match")),
                 qPrintable(c.results.first().reason));
        QVERIFY(!c.ok());
    }

    void tamperedSignatureIsBadSignature()
    {
        const QByteArray file = sign(statement(QStringLiteral("alice@example.com")), m_alice);
        auto parsed = ApprovalFile::parse(file, nullptr);
        QVERIFY(parsed);
        // Flip one bit inside the signature bytes (the last bytes of the blob).
        QList<QByteArray> lines = parsed->signature.split('\n');
        QByteArray body;
        for (qsizetype i = 1; i < lines.size() && !lines.at(i).startsWith("-----END"); ++i)
            body += lines.at(i);
        QByteArray blob = QByteArray::fromBase64(body);
        blob[blob.size() - 3] = static_cast<char>(blob.at(blob.size() - 3) ^ 0x01);
        parsed->signature =
            "-----BEGIN SSH SIGNATURE-----\n" + blob.toBase64() + "\n-----END SSH SIGNATURE-----\n";
        const ApprovalCheck c = check({parsed->toJson()});
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::BadSignature);
        // Not an approval file at all.
        QCOMPARE(check({QByteArray("{\"statement\":1}")}).results.first().verdict,
                 ApprovalVerdict::BadSignature);
        QCOMPARE(check({QByteArray("garbage")}).results.first().verdict, ApprovalVerdict::BadSignature);
    }

    void wrongNamespaceIsBadSignature()
    {
        const QByteArray file = test::sshKeygenApproval(
            m_dir.path(), statement(QStringLiteral("alice@example.com")).toCanonicalJson(), m_alice,
            QStringLiteral("git"));
        QVERIFY(!file.isEmpty());
        const ApprovalCheck c = check({file});
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::BadSignature);
        QVERIFY2(c.results.first().reason.contains(QStringLiteral("namespace \"git\"")),
                 qPrintable(c.results.first().reason));
    }

    void keyOfAnotherPrincipalIsUnknownSigner()
    {
        // Mallory signs a statement that names alice.
        const QByteArray file = sign(statement(QStringLiteral("alice@example.com")), m_mallory);
        const ApprovalCheck c = check({file});
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::UnknownSigner);
        QVERIFY(c.results.first().reason.contains(QStringLiteral("alice@example.com")));
        // A principal that is not in the file at all.
        QCOMPARE(check({sign(statement(QStringLiteral("eve@example.com")), m_alice)}).results.first().verdict,
                 ApprovalVerdict::UnknownSigner);
    }

    void otherSubjectNamesTheFieldsThatDiffer()
    {
        ApprovalStatement s = statement(QStringLiteral("alice@example.com"));
        s.subject.revision = QStringLiteral("4f2a000000000000000000000000000000000000");
        s.subject.imageDigest = QStringLiteral("sha256:") + QString(64, QLatin1Char('9'));
        const ApprovalCheck c = check({sign(s, m_alice)});
        const ApprovalResult& r = c.results.first();
        QCOMPARE(r.verdict, ApprovalVerdict::OtherSubject);
        QVERIFY2(r.reason.contains(QStringLiteral("approved revision 4f2a0000")), qPrintable(r.reason));
        QVERIFY2(r.reason.contains(QStringLiteral("this one bc15ac2d")), qPrintable(r.reason));
        QVERIFY(r.reason.contains(QStringLiteral("approved imageDigest sha256:99999999")));
        QCOMPARE(c.statusText(), QStringLiteral("void: revision changed"));
    }

    void expiredStatementAndKeyValidBefore()
    {
        ApprovalStatement s = statement(QStringLiteral("alice@example.com"));
        s.expiresAt = s.createdAt.addSecs(-60);
        QCOMPARE(check({sign(s, m_alice)}).results.first().verdict, ApprovalVerdict::Expired);
        s.expiresAt = s.createdAt.addSecs(3600);
        QCOMPARE(check({sign(s, m_alice)}).results.first().verdict, ApprovalVerdict::Valid);

        // The signer's key is only valid before yesterday in allowed_signers.
        const QString yesterday = m_now.addDays(-1).toString(QStringLiteral("yyyyMMdd")) + QLatin1Char('Z');
        QString error;
        const auto signers = AllowedSigners::parse(
            test::allowedSignersLine(QStringLiteral("alice@example.com"), m_alice,
                                     QStringLiteral("valid-before=\"%1\"").arg(yesterday)),
            &error);
        QVERIFY2(signers, qPrintable(error));
        const ApprovalCheck c = checkApprovals(
            m_subject, QStringLiteral("deployer"),
            {{QStringLiteral("x"), sign(statement(QStringLiteral("alice@example.com")), m_alice)}}, *signers,
            1, m_now);
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::Expired);
        QVERIFY(c.results.first().reason.contains(QStringLiteral("valid only until")));
    }

    void selfApprovalDoesNotCount()
    {
        // "deployer" ran the preflight (the receipt's identity name) and has a key in allowed_signers.
        const ApprovalCheck c = check({sign(statement(QStringLiteral("deployer")), m_mallory)});
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::SelfApproval);
        QVERIFY(!c.ok());
    }

    void samePrincipalCountsOnce()
    {
        const QByteArray first = sign(statement(QStringLiteral("alice@example.com")), m_alice);
        ApprovalStatement again = statement(QStringLiteral("alice@example.com"));
        again.reason = QStringLiteral("once more");
        const ApprovalCheck c = check({first, sign(again, m_alice)}, 2);
        QCOMPARE(c.results.at(0).verdict, ApprovalVerdict::Valid);
        QCOMPARE(c.results.at(1).verdict, ApprovalVerdict::Duplicate);
        QCOMPARE(c.valid, 1);
        QVERIFY(!c.ok());
        QCOMPARE(c.shortfallText(), QStringLiteral("1 of 2 required approvals are valid"));
    }

    void aValidRejectionOutweighsAnyApprovals()
    {
        ApprovalStatement no =
            statement(QStringLiteral("carol@example.com"), ApprovalStatement::Verdict::Reject);
        no.reason = QStringLiteral("load test failed");
        const ApprovalCheck c =
            check({sign(statement(QStringLiteral("alice@example.com")), m_alice),
                   sign(statement(QStringLiteral("bob@example.com")), m_bob), sign(no, m_carol)},
                  2);
        QCOMPARE(c.valid, 2);
        QCOMPARE(c.results.at(2).verdict, ApprovalVerdict::Rejected);
        QVERIFY(c.rejected);
        QVERIFY(!c.ok());
        QCOMPARE(c.statusText(), QStringLiteral("rejected"));
        QVERIFY(c.shortfallText().contains(QStringLiteral("load test failed")));
        // A rejection signed by an unknown key is not a valid rejection.
        const ApprovalCheck forged =
            check({sign(statement(QStringLiteral("alice@example.com")), m_alice), sign(no, m_mallory)});
        QCOMPARE(forged.results.at(1).verdict, ApprovalVerdict::UnknownSigner);
        QVERIFY(forged.ok());
    }

    void passphraseGoesToSshKeygenOnStdin()
    {
        const QString key =
            makeSshKey(m_dir.path(), QStringLiteral("locked"), QStringLiteral("locked@example.com"),
                       QStringLiteral("ed25519"), QStringLiteral("correct horse"));
        QVERIFY(!key.isEmpty());
        QString error;
        const std::optional<SigningKey> k = SigningKey::inspect(key, &error);
        QVERIFY2(k, qPrintable(error));
        QVERIFY(k->encrypted);
        QCOMPARE(k->comment, QStringLiteral("locked@example.com"));
        const QByteArray message = statement(QStringLiteral("locked@example.com")).toCanonicalJson();
        QVERIFY(!signWithSshKeygen(message, *k, kNs, {}, &error));
        QVERIFY2(error.contains(QStringLiteral("passphrase")), qPrintable(error));
        QVERIFY(!signWithSshKeygen(message, *k, kNs, "wrong", &error));
        const std::optional<QByteArray> sig = signWithSshKeygen(message, *k, kNs, "correct horse", &error);
        QVERIFY2(sig, qPrintable(error));
        const auto parsed = SshSignature::fromArmored(*sig, &error);
        QVERIFY(parsed && parsed->verify(message, kNs, &error));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("statement"))));
        QVERIFY(!SigningKey::inspect(m_alice, &error)->encrypted);
    }

    void sshAgentSignsForAPublicKey()
    {
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), socket});
        QVERIFY(agent.waitForStarted());
        QTRY_VERIFY(QFileInfo::exists(socket));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        const QString key =
            makeSshKey(m_dir.path(), QStringLiteral("agentkey"), QStringLiteral("alice@example.com"));
        const test::ToolRun add = runTool(QStringLiteral("ssh-add"), {QStringLiteral("-q"), key}, {}, env);
        QVERIFY2(add.exitCode == 0, add.err.constData());
        // Only the public half stays on disk: the signature can come from the agent alone.
        QVERIFY(QFile::remove(key));
        const QByteArray previous = qgetenv("SSH_AUTH_SOCK");
        qputenv("SSH_AUTH_SOCK", socket.toUtf8());
        QString error;
        const std::optional<SigningKey> k = SigningKey::inspect(key + QStringLiteral(".pub"), &error);
        QVERIFY2(k, qPrintable(error));
        QVERIFY(k->publicOnly);
        const QByteArray message = statement(QStringLiteral("alice@example.com")).toCanonicalJson();
        const std::optional<QByteArray> sig = signWithSshKeygen(message, *k, kNs, {}, &error);
        qputenv("SSH_AUTH_SOCK", previous);
        agent.kill();
        agent.waitForFinished();
        QVERIFY2(sig, qPrintable(error));
        QString line = QString::fromUtf8(readAll(key + QStringLiteral(".pub")));
        const auto signers = AllowedSigners::parse("alice@example.com " + line.toUtf8(), &error);
        QVERIFY(signers);
        ApprovalFile f;
        f.statement = message;
        f.signature = *sig;
        const ApprovalCheck c = checkApprovals(m_subject, QStringLiteral("deployer"),
                                               {{QStringLiteral("x"), f.toJson()}}, *signers, 1, m_now);
        QCOMPARE(c.results.first().verdict, ApprovalVerdict::Valid);
    }

    void allowedSignersFormat()
    {
        QString error;
        const QByteArray pub = readAll(m_alice + QStringLiteral(".pub")).trimmed();
        const auto key = SshPublicKey::fromOpenSshLine(QString::fromUtf8(pub), &error);
        QVERIFY(key);
        const auto parsed = AllowedSigners::parse(
            "\n# comment\n\"alice@example.com,*@ops.example.com,!intern@ops.example.com\" "
            "namespaces=\"git,cloudly-*\",valid-after=20200101 " +
                pub + "\r\n",
            &error);
        QVERIFY2(parsed, qPrintable(error));
        const AllowedSigner& e = parsed->entries().first();
        QCOMPARE(e.line, 3);
        QVERIFY(e.matchesPrincipal(QStringLiteral("alice@example.com")));
        QVERIFY(e.matchesPrincipal(QStringLiteral("rm@ops.example.com")));
        QVERIFY(!e.matchesPrincipal(QStringLiteral("intern@ops.example.com")));
        QVERIFY(!e.matchesPrincipal(QStringLiteral("alice@example.org")));
        QCOMPARE(parsed->check(QStringLiteral("rm@ops.example.com"), *key, kNs, m_now, nullptr),
                 AllowedSigners::Match::Allowed);
        QCOMPARE(
            parsed->check(QStringLiteral("rm@ops.example.com"), *key, QStringLiteral("file"), m_now, nullptr),
            AllowedSigners::Match::UnknownSigner);
        const auto future = AllowedSigners::parse("a valid-after=29990101Z " + pub, &error);
        QVERIFY(future);
        QCOMPARE(future->check(QStringLiteral("a"), *key, kNs, m_now, nullptr),
                 AllowedSigners::Match::UnknownSigner);

        QVERIFY(!AllowedSigners::parse("a cert-authority " + pub, &error));
        QVERIFY2(error.contains(QStringLiteral("cert-authority")) &&
                     error.startsWith(QStringLiteral("line 1")),
                 qPrintable(error));
        QVERIFY(!AllowedSigners::parse("ok " + pub + "\nb no-touch-required " + pub, &error));
        QVERIFY2(error.contains(QStringLiteral("line 2")), qPrintable(error));
        QVERIFY(!AllowedSigners::parse("a valid-before=2020 " + pub, &error));
        QVERIFY(!AllowedSigners::parse("a ssh-ed25519 AAAA", &error));
        QVERIFY(!AllowedSigners::parse("\"a " + pub, &error));
        QVERIFY(!AllowedSigners::parse("a ssh-ed25519", &error));
        QVERIFY(sshPatternMatch(QStringLiteral("abc"), QStringLiteral("a*c")));
        QVERIFY(sshPatternMatch(QStringLiteral("abc"), QStringLiteral("a?c")));
        QVERIFY(!sshPatternMatch(QStringLiteral("abcd"), QStringLiteral("a?c")));
        QVERIFY(sshPatternMatch(QString(200, QLatin1Char('a')), QStringLiteral("*a*a*a*a*a*a*a*a*")));
    }

    void storeKeepsApprovalsOwnerOnlyAcrossRestarts()
    {
        const QString receipts = m_dir.filePath(QStringLiteral("receipts"));
        const QByteArray bytes = sign(statement(QStringLiteral("alice@example.com")), m_alice);
        QString error;
        {
            ApprovalStore store(receipts);
            const QString name = store.save(m_go.id, *ApprovalFile::parse(bytes, nullptr), &error);
            QVERIFY2(!name.isEmpty(), qPrintable(error));
            QCOMPARE(QFileInfo(store.directoryFor(m_go.id) + QLatin1Char('/') + name).permissions() & 0x0777,
                     QFileDevice::ReadUser | QFileDevice::WriteUser); // 0600: nobody but the owner
            // Importing the same approval again keeps one file.
            QCOMPARE(store.save(m_go.id, *ApprovalFile::parse(bytes, nullptr), &error), name);
            QVERIFY(
                store.save(QStringLiteral("../x"), *ApprovalFile::parse(bytes, nullptr), &error).isEmpty());
        }
        ApprovalStore reopened(receipts);
        const QList<ApprovalInput> kept = reopened.list(m_go.id);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(checkApprovals(m_subject, m_go.identityName, kept, m_signers, 1, m_now).valid, 1);
        QVERIFY(reopened.removeAll(m_go.id));
        QCOMPARE(reopened.list(m_go.id).size(), 0);
    }

    void attestationPassesCloudlysEvidenceRules()
    {
        const ApprovalCheck c = check({sign(statement(QStringLiteral("bob@example.com")), m_bob),
                                       sign(statement(QStringLiteral("alice@example.com")), m_alice)},
                                      2);
        QVERIFY(c.ok());
        QString error;
        const qint64 now = m_now.toMSecsSinceEpoch();
        const auto attestation = releaseAuthorizationAttestation(c, m_subject, now, &error);
        QVERIFY2(attestation, qPrintable(error));
        QCOMPARE(attestation->value(QStringLiteral("verifier")).toString(),
                 QStringLiteral("cloudly-approvals:alice@example.com,bob@example.com"));
        QCOMPARE(attestation->value(QStringLiteral("subjectDigest")), m_subject.imageDigest);
        QCOMPARE(attestation->value(QStringLiteral("verifiedAt")).toInteger(), now);
        QCOMPARE(principalsOfVerifier(attestation->value(QStringLiteral("verifier")).toString()).size(), 2);

        // The fixture request's evidence minus its release-authorization, and a stale fence.
        QJsonObject request = fixtureRequest(QStringLiteral("preflight-go.json"));
        QJsonObject evidence = request.value(QStringLiteral("releaseEvidence")).toObject();
        evidence.insert(QStringLiteral("releaseAuthorized"), false);
        evidence.insert(QStringLiteral("configurationDigest"),
                        QStringLiteral("sha256:") + QString(64, QLatin1Char('0')));
        QJsonArray kept;
        for (const QJsonValue a : evidence.value(QStringLiteral("attestations")).toArray())
            if (a.toObject().value(QStringLiteral("kind")) != QStringLiteral("release-authorization"))
                kept.append(a);
        evidence.insert(QStringLiteral("attestations"), kept);
        request.insert(QStringLiteral("releaseEvidence"), evidence);
        const QJsonValue und(QJsonValue::Undefined);
        QVERIFY(!preflight::validateReleaseEvidence(request.value(QStringLiteral("releaseEvidence")),
                                                    request.value(QStringLiteral("sourceRevision")),
                                                    request.value(QStringLiteral("version")),
                                                    m_subject.configurationDigest, m_subject.imageDigest)
                     .isEmpty());

        const auto updated = requestWithAuthorization(request, *attestation, m_subject, &error);
        QVERIFY2(updated, qPrintable(error));
        const QList<preflight::Blocker> blockers = preflight::validateReleaseEvidence(
            updated->value(QStringLiteral("releaseEvidence")),
            updated->value(QStringLiteral("sourceRevision")), updated->value(QStringLiteral("version")),
            m_subject.configurationDigest, m_subject.imageDigest);
        for (const auto& b : blockers)
            qWarning() << b.code << b.message;
        QVERIFY(blockers.isEmpty());
        QCOMPARE(preflight::validateRequest(*updated).size(), 0);
        int authorizations = 0;
        for (const QJsonValue a : updated->value(QStringLiteral("releaseEvidence"))
                                      .toObject()
                                      .value(QStringLiteral("attestations"))
                                      .toArray())
            authorizations +=
                a.toObject().value(QStringLiteral("kind")) == QStringLiteral("release-authorization");
        QCOMPARE(authorizations, 1);

        // A request for another version is refused; a failed check makes no attestation.
        QJsonObject other = request;
        other.insert(QStringLiteral("version"), QStringLiteral("1.4.1"));
        QVERIFY(!requestWithAuthorization(other, *attestation, m_subject, &error));
        QVERIFY(error.contains(QStringLiteral("version")));
        QVERIFY(!releaseAuthorizationAttestation(check({}), m_subject, now, &error));
    }
};

QTEST_GUILESS_MAIN(TestApprovals)
#include "tst_approvals.moc"
