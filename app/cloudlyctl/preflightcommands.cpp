#include "approvalsupport.h"

#include "core/api/methods.h"
#include "core/approval/approvalsubject.h"
#include "core/preflight/blockercatalog.h"
#include "core/preflight/decision.h"
#include "core/preflight/receipt.h"
#include "core/preflight/receiptexport.h"
#include "core/preflight/validators.h"
#include "core/util/texttable.h"
#include "ctlcontext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cloudly {
namespace ctl {
namespace {

using core::preflight::Blocker;

QJsonArray blockersJson(const QList<Blocker>& blockers)
{
    QJsonArray out;
    for (const Blocker& b : blockers)
        out.append(QJsonObject{{QStringLiteral("code"), b.code}, {QStringLiteral("message"), b.message}});
    return out;
}

// Reads and parses the request file; on failure reports why (exit 2) and returns nullopt.
std::optional<QJsonValue> readRequest(Context& ctx, const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        ctx.usage(QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
        return std::nullopt;
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError) {
        ctx.usage(QStringLiteral("%1 is not valid JSON (at byte %2: %3)")
                      .arg(path)
                      .arg(pe.offset)
                      .arg(pe.errorString()));
        return std::nullopt;
    }
    if (doc.isObject())
        return QJsonValue(doc.object());
    if (doc.isArray())
        return QJsonValue(doc.array());
    return QJsonValue();
}

void printBlockerTable(Context& ctx, const QList<Blocker>& blockers)
{
    core::TextTable table({QStringLiteral("CODE"), QStringLiteral("MESSAGE")}, 100);
    for (const Blocker& b : blockers)
        table.addRow({b.code, b.message});
    ctx.out(table.render());
}

void printValidation(Context& ctx, const QList<Blocker>& blockers)
{
    if (ctx.options.format == Format::Json) {
        ctx.printJson(QJsonObject{{QStringLiteral("valid"), blockers.isEmpty()},
                                  {QStringLiteral("blockers"), blockersJson(blockers)}});
        return;
    }
    if (blockers.isEmpty()) {
        ctx.out(QStringLiteral("VALID: the request passes every client-side preflight rule.\n"));
        return;
    }
    ctx.out(QStringLiteral("INVALID: %1 blocker(s); nothing was sent.\n").arg(blockers.size()));
    printBlockerTable(ctx, blockers);
}

QString markdownReport(const core::preflight::Decision& d, const QJsonObject& report)
{
    const bool go = d.verdict == core::preflight::Verdict::Go;
    QString md = QStringLiteral("# Deployment preflight: %1\n\n")
                     .arg(go ? QStringLiteral("GO") : QStringLiteral("NO-GO"));
    const QJsonObject service = report.value(QStringLiteral("service")).toObject();
    const QJsonObject source = report.value(QStringLiteral("source")).toObject();
    md += QStringLiteral("- Service: `%1` (%2)\n")
              .arg(service.value(QStringLiteral("serviceId")).toString(),
                   service.value(QStringLiteral("serviceName")).toString());
    md += QStringLiteral("- Version: `%1`, revision `%2`\n")
              .arg(source.value(QStringLiteral("version")).toString(),
                   source.value(QStringLiteral("revision")).toString());
    md += QStringLiteral("- Server decision: `%1`, schemaVersion %2\n\n")
              .arg(report.value(QStringLiteral("decision")).toString())
              .arg(report.value(QStringLiteral("schemaVersion")).toVariant().toString());
    if (!d.reasons.isEmpty()) {
        md += QStringLiteral("## Why the console says NO-GO\n\n");
        for (const auto& r : d.reasons)
            md += QStringLiteral("- **%1**: %2\n").arg(r.code, r.message);
        md += QLatin1Char('\n');
    }
    const QList<Blocker> all = d.clientBlockers + d.serverBlockers;
    if (!all.isEmpty()) {
        md += QStringLiteral("## Blockers\n\n");
        for (const Blocker& b : all) {
            const auto info = core::preflight::blockerInfo(b.code);
            md +=
                QStringLiteral("### %1 — %2\n\n%3\n\n- Why it matters: %4\n- How to fix: %5\n- Area: %6\n\n")
                    .arg(b.code, info.title, b.message, info.explanation, info.remediation,
                         core::preflight::areaDisplayName(info.area));
        }
    }
    return md;
}

void printDecision(Context& ctx, const core::preflight::Decision& d, const QJsonValue& report,
                   const std::optional<QJsonObject>& approvals = std::nullopt)
{
    const bool go = d.verdict == core::preflight::Verdict::Go;
    QList<Blocker> client = d.clientBlockers;
    for (const auto& r : d.reasons)
        client.append({r.code, r.message});
    switch (ctx.options.format) {
    case Format::Json: {
        QJsonObject out{{QStringLiteral("decision"), go ? QStringLiteral("GO") : QStringLiteral("NO-GO")},
                        {QStringLiteral("clientBlockers"), blockersJson(client)},
                        {QStringLiteral("report"), report}};
        if (approvals)
            out.insert(QStringLiteral("approvals"), *approvals);
        ctx.printJson(out);
        break;
    }
    case Format::Markdown:
        ctx.out(markdownReport(d, report.toObject()));
        break;
    default: {
        ctx.out(go ? QStringLiteral("GO\n") : QStringLiteral("NO-GO\n"));
        if (client.isEmpty() && d.serverBlockers.isEmpty())
            break;
        core::TextTable table({QStringLiteral("FROM"), QStringLiteral("CODE"), QStringLiteral("MESSAGE")},
                              110);
        for (const Blocker& b : d.serverBlockers)
            table.addRow({QStringLiteral("cloudly"), b.code, b.message});
        for (const Blocker& b : client)
            table.addRow({QStringLiteral("console"), b.code, b.message});
        ctx.out(table.render());
        break;
    }
    }
}

const QString kRequireApprovals = QStringLiteral("require-approvals");
const QString kApprovals = QStringLiteral("approvals");
const QString kAllowedSigners = QStringLiteral("allowed-signers");

// The CI gate's options belong together; their files are read once before anything is sent, so a typo
// fails fast with exit 2.
bool gateOptionsValid(Context& ctx)
{
    const bool any =
        ctx.local.isSet(kRequireApprovals) || ctx.local.isSet(kApprovals) || ctx.local.isSet(kAllowedSigners);
    if (!any)
        return true;
    if (!ctx.local.isSet(kRequireApprovals) || !ctx.local.isSet(kApprovals) ||
        !ctx.local.isSet(kAllowedSigners)) {
        ctx.usage(QStringLiteral("the approval gate needs --require-approvals N, --approvals PATH and "
                                 "--allowed-signers FILE together"));
        return false;
    }
    int required = 1;
    if (!requiredCount(ctx, kRequireApprovals, &required))
        return false;
    QString error;
    if (!core::approval::AllowedSigners::load(ctx.local.value(kAllowedSigners), &error) ||
        !loadApprovalPaths(ctx.local.values.value(kApprovals), &error)) {
        ctx.usage(error);
        return false;
    }
    return true;
}

// Approvals judged against the live report's subject; nullopt when the gate is not asked for.
std::optional<core::approval::ApprovalCheck> gate(Context& ctx, const QString& serverUrl,
                                                  const QString& identity, const QJsonValue& report, bool go,
                                                  QString* problem)
{
    if (!ctx.local.isSet(kRequireApprovals))
        return std::nullopt;
    int required = 1;
    requiredCount(ctx, kRequireApprovals, &required);
    QString error;
    const auto signers = core::approval::AllowedSigners::load(ctx.local.value(kAllowedSigners), &error);
    const auto inputs = loadApprovalPaths(ctx.local.values.value(kApprovals), &error);
    const auto subject = core::approval::ApprovalSubject::observed(serverUrl, report, go, &error);
    if (!signers || !inputs || !subject) {
        *problem = error;
        core::approval::ApprovalCheck none;
        none.required = required;
        return none;
    }
    return core::approval::checkApprovals(*subject, identity, *inputs, *signers, required);
}

// Client-side validation before anything is sent: invalid → blockers and exit 2; --validate-only → done.
bool preflightOffline(Context& ctx)
{
    if (ctx.args.size() != 1) {
        ctx.usage(
            QStringLiteral("usage: cloudlyctl preflight [--validate-only] REQUEST.json [--receipt FILE] "
                           "[--require-approvals N --approvals PATH… --allowed-signers FILE]"));
        return true;
    }
    if (!gateOptionsValid(ctx))
        return true;
    if (ctx.options.format == Format::Csv) {
        ctx.usage(QStringLiteral("preflight prints table, json or markdown"));
        return true;
    }
    const std::optional<QJsonValue> request = readRequest(ctx, ctx.args.first());
    if (!request)
        return true;
    const QList<Blocker> blockers = core::preflight::validateRequest(*request);
    if (blockers.isEmpty() && !ctx.options.validateOnly)
        return false;
    printValidation(ctx, blockers);
    ctx.finish(blockers.isEmpty() ? ExitOk : ExitUsage);
    return true;
}

void preflight(Context& ctx)
{
    const std::optional<QJsonValue> request = readRequest(ctx, ctx.args.first());
    if (!request)
        return;
    QJsonObject wire = request->toObject();
    wire.remove(QStringLiteral("identity")); // the session adds the logged-in identity
    const QJsonObject sent = wire;
    ctx.session->call(
        core::methods::getDeploymentPreflight, wire, nullptr,
        [ctx, sent](const core::CallResult& r) mutable {
            if (!r.ok())
                return ctx.failCall(r.error);
            const QJsonValue report = r.response.value(QStringLiteral("report"));
            const QString serverUrl = ctx.session->client()->url().toString(QUrl::RemoveUserInfo);
            const QString identity = ctx.session->identity().name;
            const core::preflight::Decision d = core::preflight::decide(sent, report);
            const bool go = d.verdict == core::preflight::Verdict::Go;
            if (ctx.local.isSet(QStringLiteral("receipt"))) {
                const core::preflight::Receipt receipt =
                    core::preflight::Receipt::create(serverUrl, identity, sent, report);
                QString error;
                const QString path = ctx.local.value(QStringLiteral("receipt"));
                if (!core::preflight::writeFileAtomically(path, core::preflight::receiptToJsonBytes(receipt),
                                                          &error)) {
                    ctx.err(QStringLiteral("cloudlyctl: %1").arg(error));
                    return ctx.finish(ExitError);
                }
            }
            QString problem;
            const std::optional<core::approval::ApprovalCheck> approvals =
                gate(ctx, serverUrl, identity, report, go, &problem);
            printDecision(ctx, d, report,
                          approvals ? std::optional<QJsonObject>(approvalCheckJson(*approvals))
                                    : std::nullopt);
            if (approvals && ctx.options.format != Format::Json) {
                if (!problem.isEmpty())
                    ctx.out(QStringLiteral("NOT APPROVED: %1\n").arg(problem));
                else
                    printApprovalCheck(ctx, *approvals);
            }
            const bool approved = !approvals || (problem.isEmpty() && approvals->ok());
            ctx.finish(go && approved ? ExitOk : ExitNoGo);
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> preflightCommands()
{
    return {{QStringLiteral("preflight"),
             QStringLiteral(
                 "preflight REQUEST.json  GO/NO-GO for a greenfield deployment (exit 0 GO, 3 NO-GO); "
                 "--validate-only checks offline; --receipt FILE keeps the receipt; --require-approvals N "
                 "--approvals PATH --allowed-signers FILE also needs N valid approvals of this report"),
             true,
             preflight,
             preflightOffline,
             {QCommandLineOption(QStringLiteral("receipt"), QString(), QStringLiteral("FILE")),
              QCommandLineOption(kRequireApprovals, QString(), QStringLiteral("N")),
              QCommandLineOption(kApprovals, QString(), QStringLiteral("PATH")),
              QCommandLineOption(kAllowedSigners, QString(), QStringLiteral("FILE"))}}};
}

} // namespace ctl
} // namespace cloudly