// Sign-off: `approve`, `reject`, and `approvals verify|attest|statement|pack`. Approvals are files made and
// checked here and in the console, signed with the approver's SSH key through OpenSSH's ssh-keygen;
// Cloudly itself records none of them.
#include "approvalsupport.h"

#include "core/approval/approvalsigning.h"
#include "core/approval/releaseauthorization.h"
#include "core/approval/signingkey.h"
#include "core/approval/sshsig.h"
#include "core/preflight/receiptexport.h"
#include "core/util/duration.h"
#include "ctlcontext.h"

#include <QFile>
#include <QJsonDocument>

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace cloudly {
namespace ctl {
namespace {

using namespace core::approval;

QCommandLineOption valueOption(const char* name, const char* valueName)
{
    return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(valueName));
}

// One line from `fd` without the newline, at most 1 KiB.
QByteArray readLine(int fd)
{
    QByteArray line;
    char c = 0;
    while (line.size() < 1024 && ::read(fd, &c, 1) == 1 && c != '\n')
        line.append(c);
    if (line.endsWith('\r'))
        line.chop(1);
    return line;
}

// The key's passphrase: asked on the terminal with echo off, or, without a terminal (CI), the first line
// of standard input. Kept in memory only.
QByteArray askPassphrase(const QString& keyPath)
{
    const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY);
    if (tty < 0)
        return readLine(STDIN_FILENO);
    const QByteArray prompt = QStringLiteral("Enter passphrase for %1: ").arg(keyPath).toUtf8();
    (void)!::write(tty, prompt.constData(), static_cast<size_t>(prompt.size()));
    termios saved{};
    const bool haveTermios = ::tcgetattr(tty, &saved) == 0;
    if (haveTermios) {
        termios quiet = saved;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        ::tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    QByteArray passphrase = readLine(tty);
    if (haveTermios)
        ::tcsetattr(tty, TCSAFLUSH, &saved);
    (void)!::write(tty, "\n", 1);
    ::close(tty);
    return passphrase;
}

bool writeOutput(Context& ctx, const QByteArray& bytes, const QString& what)
{
    if (!ctx.local.isSet(QStringLiteral("out"))) {
        ctx.out(QString::fromUtf8(bytes));
        return true;
    }
    const QString path = ctx.local.value(QStringLiteral("out"));
    QString error;
    if (!core::preflight::writeFileAtomically(path, bytes, &error)) {
        ctx.err(QStringLiteral("cloudlyctl: %1").arg(error));
        ctx.finish(ExitError);
        return false;
    }
    ctx.err(QStringLiteral("%1 written to %2").arg(what, path));
    return true;
}

// The statement `approve`/`reject`/`approvals statement` sign; nullopt after a usage error.
std::optional<ApprovalStatement> statementFor(Context& ctx, ApprovalStatement::Verdict verdict,
                                              const QString& defaultPrincipal)
{
    QString error;
    const std::optional<core::preflight::Receipt> receipt = loadReceiptFile(ctx.args.first(), &error);
    if (!receipt) {
        ctx.usage(error);
        return std::nullopt;
    }
    qint64 expiresMs = 0;
    if (!ctx.positiveDuration(QStringLiteral("expires"), &expiresMs))
        return std::nullopt;
    const QString principal = ctx.local.isSet(QStringLiteral("principal"))
                                  ? ctx.local.value(QStringLiteral("principal"))
                                  : defaultPrincipal;
    std::optional<ApprovalStatement> s = statementForReceipt(
        *receipt, verdict, principal, ctx.local.value(QStringLiteral("reason")), expiresMs, &error);
    if (!s)
        ctx.usage(QStringLiteral("%1: %2").arg(ctx.args.first(), error));
    return s;
}

void sign(Context& ctx, ApprovalStatement::Verdict verdict)
{
    const QString name =
        verdict == ApprovalStatement::Verdict::Approve ? QStringLiteral("approve") : QStringLiteral("reject");
    if (ctx.args.size() != 1 || !ctx.local.isSet(QStringLiteral("key")))
        return ctx.usage(
            QStringLiteral("usage: cloudlyctl %1 RECEIPT --key KEY%2")
                .arg(name, verdict == ApprovalStatement::Verdict::Reject
                               ? QStringLiteral(" --reason TEXT [--out FILE]")
                               : QStringLiteral(" [--principal NAME] [--reason TEXT] [--expires 24h] "
                                                "[--out FILE]")));
    QString error;
    const std::optional<SigningKey> key = SigningKey::inspect(ctx.local.value(QStringLiteral("key")), &error);
    if (!key)
        return ctx.usage(QStringLiteral("unreadable key: %1").arg(error));
    const std::optional<ApprovalStatement> statement = statementFor(ctx, verdict, key->comment);
    if (!statement)
        return;
    QByteArray passphrase = key->encrypted ? askPassphrase(key->path) : QByteArray();
    const std::optional<ApprovalFile> file = signStatement(*statement, *key, passphrase, &error);
    passphrase.fill('\0');
    if (!file)
        return ctx.usage(QStringLiteral("unreadable key: %1").arg(error));
    if (!writeOutput(ctx, file->toJson(),
                     QStringLiteral("%1 by %2")
                         .arg(verdict == ApprovalStatement::Verdict::Approve ? QStringLiteral("approval")
                                                                             : QStringLiteral("rejection"),
                              statement->principal)))
        return;
    ctx.finish(ExitOk);
}

// verify / attest: the check of APPROVAL… against RECEIPT; nullopt after the command already finished.
struct Checked
{
    ApprovalCheck check;
    ApprovalSubject subject;
};

std::optional<Checked> checkFromArgs(Context& ctx, const QString& usage)
{
    if (ctx.args.size() < 2 || !ctx.local.isSet(QStringLiteral("allowed-signers"))) {
        ctx.usage(usage);
        return std::nullopt;
    }
    int required = 1;
    if (!requiredCount(ctx, QStringLiteral("require"), &required))
        return std::nullopt;
    QString error;
    const std::optional<core::preflight::Receipt> receipt = loadReceiptFile(ctx.args.first(), &error);
    if (!receipt) {
        ctx.usage(error);
        return std::nullopt;
    }
    const std::optional<AllowedSigners> signers =
        AllowedSigners::load(ctx.local.value(QStringLiteral("allowed-signers")), &error);
    if (!signers) {
        ctx.usage(error);
        return std::nullopt;
    }
    const std::optional<QList<ApprovalInput>> inputs = loadApprovalPaths(ctx.args.mid(1), &error);
    if (!inputs) {
        ctx.usage(error);
        return std::nullopt;
    }
    const std::optional<ApprovalSubject> subject = ApprovalSubject::fromReceipt(*receipt, &error);
    if (!subject) {
        ctx.err(QStringLiteral("cloudlyctl: %1: %2").arg(ctx.args.first(), error));
        ctx.finish(ExitNoGo);
        return std::nullopt;
    }
    return Checked{checkApprovals(*subject, receipt->identityName, *inputs, *signers, required), *subject};
}

void verify(Context& ctx)
{
    const std::optional<Checked> c = checkFromArgs(
        ctx, QStringLiteral("usage: cloudlyctl approvals verify RECEIPT --allowed-signers FILE [--require N] "
                            "APPROVAL…"));
    if (!c)
        return;
    if (ctx.options.format == Format::Json)
        ctx.printJson(approvalCheckJson(c->check));
    else
        printApprovalCheck(ctx, c->check);
    ctx.finish(c->check.ok() ? ExitOk : ExitNoGo);
}

void attest(Context& ctx)
{
    const std::optional<Checked> c = checkFromArgs(
        ctx, QStringLiteral("usage: cloudlyctl approvals attest RECEIPT --allowed-signers FILE [--require N] "
                            "APPROVAL… [--request REQUEST.json]"));
    if (!c)
        return;
    QString error;
    const std::optional<QJsonObject> attestation =
        releaseAuthorizationAttestation(c->check, c->subject, QDateTime::currentMSecsSinceEpoch(), &error);
    if (!attestation) {
        ctx.err(QStringLiteral("cloudlyctl: not approved: %1").arg(error));
        return ctx.finish(ExitNoGo);
    }
    if (!ctx.local.isSet(QStringLiteral("request"))) {
        ctx.printJson(*attestation);
        return ctx.finish(ExitOk);
    }
    const QString path = ctx.local.value(QStringLiteral("request"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return ctx.usage(QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return ctx.usage(QStringLiteral("%1 is not a JSON object").arg(path));
    const std::optional<QJsonObject> request =
        requestWithAuthorization(doc.object(), *attestation, c->subject, &error);
    if (!request) {
        ctx.err(QStringLiteral("cloudlyctl: %1 is not the approved deployment: %2").arg(path, error));
        return ctx.finish(ExitNoGo);
    }
    ctx.printJson(*request);
    ctx.finish(ExitOk);
}

// The statement alone, for signing with plain `ssh-keygen -Y sign -n cloudly-approval` (exact bytes,
// no newline).
void statementCommand(Context& ctx)
{
    if (ctx.args.size() != 1 || !ctx.local.isSet(QStringLiteral("principal")))
        return ctx.usage(QStringLiteral("usage: cloudlyctl approvals statement RECEIPT --principal NAME "
                                        "[--reason TEXT] [--reject] [--expires 24h]"));
    const std::optional<ApprovalStatement> s =
        statementFor(ctx,
                     ctx.local.isSet(QStringLiteral("reject")) ? ApprovalStatement::Verdict::Reject
                                                               : ApprovalStatement::Verdict::Approve,
                     {});
    if (!s)
        return;
    ctx.out(QString::fromUtf8(s->toCanonicalJson()));
    ctx.finish(ExitOk);
}

// STATEMENT + the .sig ssh-keygen wrote → an approval file.
void pack(Context& ctx)
{
    if (ctx.args.size() != 2)
        return ctx.usage(QStringLiteral("usage: cloudlyctl approvals pack STATEMENT SIGNATURE [--out FILE]"));
    ApprovalFile file;
    for (int i = 0; i < 2; ++i) {
        QFile f(ctx.args.at(i));
        if (!f.open(QIODevice::ReadOnly))
            return ctx.usage(QStringLiteral("cannot read %1: %2").arg(ctx.args.at(i), f.errorString()));
        (i == 0 ? file.statement : file.signature) = f.read(ApprovalFile::kMaxFileBytes);
    }
    QString error;
    if (!ApprovalStatement::parse(file.statement, &error))
        return ctx.usage(QStringLiteral("%1: %2").arg(ctx.args.at(0), error));
    const std::optional<SshSignature> sig = SshSignature::fromArmored(file.signature, &error);
    if (!sig || !sig->verify(file.statement, QString::fromLatin1(kApprovalNamespace), &error))
        return ctx.usage(QStringLiteral("%1: %2").arg(ctx.args.at(1), error));
    if (writeOutput(ctx, file.toJson(), QStringLiteral("approval")))
        ctx.finish(ExitOk);
}

} // namespace

QList<Command> approvalCommands()
{
    const QCommandLineOption key = valueOption("key", "KEY");
    const QCommandLineOption principal = valueOption("principal", "NAME");
    const QCommandLineOption reason = valueOption("reason", "TEXT");
    const QCommandLineOption expires = valueOption("expires", "DURATION");
    const QCommandLineOption out = valueOption("out", "FILE");
    const QCommandLineOption signers = valueOption("allowed-signers", "FILE");
    const QCommandLineOption require = valueOption("require", "N");
    const QCommandLineOption request = valueOption("request", "REQUEST.json");
    const QCommandLineOption reject(QStringLiteral("reject"));
    return {
        {QStringLiteral("approve"),
         QStringLiteral(
             "approve RECEIPT --key KEY [--principal NAME] [--reason TEXT] [--expires 24h] [--out FILE]  "
             "sign an approval of a GO receipt with an SSH key (recorded here, not by Cloudly)"),
         false,
         [](Context& ctx) { sign(ctx, ApprovalStatement::Verdict::Approve); },
         {},
         {key, principal, reason, expires, out}},
        {QStringLiteral("reject"),
         QStringLiteral("reject RECEIPT --key KEY --reason TEXT [--out FILE]  sign a rejection"),
         false,
         [](Context& ctx) { sign(ctx, ApprovalStatement::Verdict::Reject); },
         {},
         {key, principal, reason, out}},
        {QStringLiteral("approvals verify"),
         QStringLiteral(
             "approvals verify RECEIPT --allowed-signers FILE [--require N] APPROVAL…  each approval's "
             "verdict (exit 0 approved, 3 not)"),
         false,
         verify,
         {},
         {signers, require}},
        {QStringLiteral("approvals attest"),
         QStringLiteral("approvals attest RECEIPT --allowed-signers FILE [--require N] APPROVAL… [--request "
                        "REQUEST.json]  the release-authorization attestation"),
         false,
         attest,
         {},
         {signers, require, request}},
        {QStringLiteral("approvals statement"),
         QStringLiteral(
             "approvals statement RECEIPT --principal NAME [--reason TEXT] [--reject] [--expires 24h]  "
             "the statement to sign with ssh-keygen -Y sign -n cloudly-approval"),
         false,
         statementCommand,
         {},
         {principal, reason, reject, expires}},
        {QStringLiteral("approvals pack"),
         QStringLiteral(
             "approvals pack STATEMENT SIGNATURE [--out FILE]  an approval file from ssh-keygen's .sig"),
         false,
         pack,
         {},
         {out}},
    };
}

} // namespace ctl
} // namespace cloudly
