// Verifying approvals against a receipt (core/approval): 100 approvals by 100 principals, each an Ed25519
// SSHSIG over its statement, judged against one GO receipt and a 100-line allowed_signers file — what
// `cloudlyctl approvals verify` and the CI gate do after reading the files. Target: under 50 ms.
// The signatures are made once, before timing, by the real `ssh-keygen -Y sign` (one run for all files).
// CLOUDLY_BENCH_SMALL=1: 10 approvals.
#include "benchsupport.h"

#include "core/approval/approvalcheck.h"
#include "core/preflight/receipt.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace cloudly::core;
using namespace cloudly::core::approval;

namespace {

struct Fixture
{
    preflight::Receipt receipt;
    AllowedSigners signers;
    QList<ApprovalInput> inputs;
    bool ok = false;
};

preflight::Receipt goReceipt()
{
    preflight::Receipt r;
    r.id = QStringLiteral("bench-receipt");
    r.serverUrl = QStringLiteral("wss://cloudly.example.com/");
    r.identityName = QStringLiteral("ci-deployer");
    r.decision.verdict = preflight::Verdict::Go;
    const QString digest = QStringLiteral("sha256:") + QString(64, QLatin1Char('a'));
    r.report = QJsonObject{
        {QStringLiteral("decision"), QStringLiteral("GO")},
        {QStringLiteral("service"), QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-web")}}},
        {QStringLiteral("source"), QJsonObject{{QStringLiteral("revision"), QString(40, QLatin1Char('b'))},
                                               {QStringLiteral("version"), QStringLiteral("1.4.0")},
                                               {QStringLiteral("intentDigest"), digest},
                                               {QStringLiteral("configurationDigest"), digest}}},
        {QStringLiteral("requestedImage"), QJsonObject{{QStringLiteral("digest"), digest}}}};
    return r;
}

const Fixture& fixture()
{
    static const Fixture f = [] {
        Fixture out;
        const int count = cloudly::bench::smallRun() ? 10 : 100;
        static QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("key"));
        if (QProcess::execute(QStringLiteral("ssh-keygen"),
                              {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                               QStringLiteral("-N"), QString(), QStringLiteral("-f"), key}) != 0)
            return out;
        QFile pubFile(key + QStringLiteral(".pub"));
        pubFile.open(QIODevice::ReadOnly);
        const QByteArray pub = pubFile.readAll().trimmed();
        out.receipt = goReceipt();
        const ApprovalSubject subject = *ApprovalSubject::fromReceipt(out.receipt, nullptr);
        QByteArray signers;
        QStringList files;
        QList<QByteArray> statements;
        for (int i = 0; i < count; ++i) {
            ApprovalStatement s;
            s.subject = subject;
            s.principal = QStringLiteral("rm%1@example.com").arg(i);
            s.reason = QStringLiteral("checked");
            s.createdAt = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC);
            s.receiptId = out.receipt.id;
            statements << s.toCanonicalJson();
            const QString path = dir.filePath(QStringLiteral("s%1").arg(i));
            QFile statementFile(path);
            statementFile.open(QIODevice::WriteOnly);
            statementFile.write(statements.last());
            files << path;
            signers += s.principal.toUtf8() + ' ' + pub + '\n';
        }
        if (QProcess::execute(QStringLiteral("ssh-keygen"),
                              QStringList{QStringLiteral("-q"), QStringLiteral("-Y"), QStringLiteral("sign"),
                                          QStringLiteral("-n"), QStringLiteral("cloudly-approval"),
                                          QStringLiteral("-f"), key} +
                                  files) != 0)
            return out;
        for (int i = 0; i < count; ++i) {
            QFile sig(files.at(i) + QStringLiteral(".sig"));
            sig.open(QIODevice::ReadOnly);
            ApprovalFile file;
            file.statement = statements.at(i);
            file.signature = sig.readAll();
            out.inputs << ApprovalInput{files.at(i), file.toJson()};
        }
        out.signers = *AllowedSigners::parse(signers, nullptr);
        out.ok = true;
        return out;
    }();
    return f;
}

void BM_VerifyApprovals(benchmark::State& state)
{
    const Fixture& f = fixture();
    if (!f.ok) {
        state.SkipWithError("ssh-keygen could not make the approvals");
        return;
    }
    int valid = 0;
    for (auto _ : state) {
        const ApprovalSubject subject = *ApprovalSubject::fromReceipt(f.receipt, nullptr);
        const ApprovalCheck check = checkApprovals(subject, f.receipt.identityName, f.inputs, f.signers,
                                                   static_cast<int>(f.inputs.size()));
        valid = check.valid;
        benchmark::DoNotOptimize(valid);
    }
    if (valid != f.inputs.size())
        state.SkipWithError("not every approval was valid");
    state.counters["approvals"] = static_cast<double>(f.inputs.size());
}
BENCHMARK(BM_VerifyApprovals)->Unit(benchmark::kMillisecond);

} // namespace
