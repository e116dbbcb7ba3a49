#include "core/api/methods.h"
#include "core/preflight/blockercatalog.h"
#include "core/preflight/decision.h"
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

void printDecision(Context& ctx, const core::preflight::Decision& d, const QJsonValue& report)
{
    const bool go = d.verdict == core::preflight::Verdict::Go;
    QList<Blocker> client = d.clientBlockers;
    for (const auto& r : d.reasons)
        client.append({r.code, r.message});
    switch (ctx.options.format) {
    case Format::Json:
        ctx.printJson(
            QJsonObject{{QStringLiteral("decision"), go ? QStringLiteral("GO") : QStringLiteral("NO-GO")},
                        {QStringLiteral("clientBlockers"), blockersJson(client)},
                        {QStringLiteral("report"), report}});
        break;
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

// Client-side validation before anything is sent: invalid → blockers and exit 2; --validate-only → done.
bool preflightOffline(Context& ctx)
{
    if (ctx.args.size() != 1) {
        ctx.usage(QStringLiteral("usage: cloudlyctl preflight [--validate-only] REQUEST.json"));
        return true;
    }
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
            const core::preflight::Decision d = core::preflight::decide(sent, report);
            printDecision(ctx, d, report);
            ctx.finish(d.verdict == core::preflight::Verdict::Go ? ExitOk : ExitNoGo);
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> preflightCommands()
{
    return {
        {QStringLiteral("preflight"),
         QStringLiteral("preflight REQUEST.json  GO/NO-GO for a greenfield deployment (exit 0 GO, 3 NO-GO); "
                        "--validate-only checks offline"),
         true, preflight, preflightOffline}};
}

} // namespace ctl
} // namespace cloudly