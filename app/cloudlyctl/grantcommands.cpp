#include "core/api/methods.h"
#include "core/grants/auditlog.h"
#include "core/grants/grantchange.h"
#include "core/util/texttable.h"
#include "ctlcontext.h"

#include <QDateTime>
#include <QJsonArray>

namespace cloudly {
namespace ctl {
namespace {

namespace g = core::grants;

// The last state this machine recorded for (user, service), if any (an empty list: revoked).
std::optional<QStringList> lastKnown(const QString& user, const QString& service)
{
    std::optional<QStringList> state;
    for (const g::AuditEntry& e : g::AuditLog(g::AuditLog::defaultPath()).readAll().entries)
        if (e.result == QLatin1String("ok") && e.userId == user && e.serviceId == service)
            state = e.after;
    return state;
}

// Checks --user/--service/--cap and builds the change; on a problem reports it (exit 2).
std::optional<g::GrantChange> buildChange(Context& ctx, bool revoke)
{
    const Options& o = ctx.options;
    if (o.user.trimmed().isEmpty() || o.service.trimmed().isEmpty()) {
        ctx.usage(revoke ? QStringLiteral(
                               "usage: cloudlyctl grants revoke --user USER_ID --service SERVICE_ID --yes")
                         : QStringLiteral("usage: cloudlyctl grants set --user USER_ID --service SERVICE_ID "
                                          "--cap CAPABILITY [--cap …] [--yes]"));
        return std::nullopt;
    }
    g::GrantChange change;
    change.userId = o.user.trimmed();
    change.serviceId = o.service.trimmed();
    if (!revoke) {
        if (o.capabilities.isEmpty()) {
            ctx.usage(QStringLiteral("give at least one --cap (allowed: %1); to remove every capability use "
                                     "grants revoke")
                          .arg(g::allCapabilities().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        QString error;
        const std::optional<QStringList> caps = g::normalizeCapabilities(o.capabilities, &error);
        if (!caps) {
            ctx.usage(error);
            return std::nullopt;
        }
        change.after = *caps;
    } else if (!o.capabilities.isEmpty()) {
        ctx.usage(QStringLiteral("grants revoke takes no --cap: it removes every capability"));
        return std::nullopt;
    }
    change.before = lastKnown(change.userId, change.serviceId);
    return change;
}

bool grantOffline(Context& ctx, bool revoke)
{
    if (!ctx.args.isEmpty()) {
        ctx.usage(QStringLiteral("unexpected argument \"%1\"").arg(ctx.args.first()));
        return true;
    }
    const std::optional<g::GrantChange> change = buildChange(ctx, revoke);
    if (!change)
        return true;
    if (!ctx.options.yes) {
        // A dry run: show exactly what would change, send nothing.
        ctx.out(change->describe() + QLatin1Char('\n'));
        ctx.err(revoke ? QStringLiteral(
                             "cloudlyctl: not sent. Revoking removes every deployment capability of this "
                             "machine user on this service; repeat with --yes to do it.")
                       : QStringLiteral("cloudlyctl: not sent; repeat with --yes to apply this change."));
        ctx.finish(ExitUsage);
        return true;
    }
    return false;
}

void applyGrant(Context& ctx, bool revoke)
{
    const std::optional<g::GrantChange> built = buildChange(ctx, revoke);
    if (!built)
        return;
    const g::GrantChange change = *built;
    const QString server = ctx.session->client()->url().toString();
    const QString actor = ctx.session->identity().name;
    ctx.session->call(
        core::methods::configureGrant, change.requestJson(), nullptr,
        [ctx, change, server, actor](const core::CallResult& r) mutable {
            if (r.error.kind == core::CallError::Kind::Refused) {
                // Held back by the profile's safety rules: nothing was sent, nothing to audit.
                ctx.err(QStringLiteral("cloudlyctl: %1").arg(r.error.text));
                return ctx.finish(ExitUsage);
            }
            g::AuditEntry entry;
            entry.at = QDateTime::currentDateTimeUtc();
            entry.actor = actor;
            entry.server = server;
            entry.userId = change.userId;
            entry.serviceId = change.serviceId;
            entry.before = change.before;
            entry.after = change.after;
            int code = ExitOk;
            if (!r.ok()) {
                entry.result = QStringLiteral("error");
                entry.error = r.error.message();
                code = ExitError;
            } else {
                const g::EchoCheck check = g::verifyEcho(change, r.response);
                entry.result = check.ok ? QStringLiteral("ok") : QStringLiteral("mismatch");
                entry.error = check.problem;
                code = check.ok ? ExitOk : ExitError;
            }
            g::AuditLog log(g::AuditLog::defaultPath());
            QString auditError;
            if (!log.append(entry, &auditError))
                ctx.err(QStringLiteral("cloudlyctl: warning: the audit trail could not be written: %1")
                            .arg(auditError));
            if (code != ExitOk) {
                ctx.err(QStringLiteral("cloudlyctl: %1").arg(entry.error));
                return ctx.finish(code);
            }
            if (ctx.options.format == Format::Json)
                ctx.printJson(r.response);
            else
                ctx.out(change.describe() + QStringLiteral("\nverified: Cloudly stored exactly this "
                                                           "grant (token roles normalized)\n"));
            ctx.finish(ExitOk);
        },
        ctx.options.timeoutMs);
}

bool showGrants(Context& ctx)
{
    const g::AuditLog log(g::AuditLog::defaultPath());
    const g::AuditLog::ReadResult read = log.readAll();
    for (const QString& p : read.problems)
        ctx.err(QStringLiteral("cloudlyctl: audit trail: %1").arg(p));
    QJsonArray json;
    core::TextTable table({QStringLiteral("USER"), QStringLiteral("SERVICE"), QStringLiteral("CAPABILITIES"),
                           QStringLiteral("SINCE")},
                          120);
    for (const g::EffectiveGrant& e : g::effectiveGrants(read.entries)) {
        if ((!ctx.options.user.isEmpty() && e.userId != ctx.options.user) ||
            (!ctx.options.service.isEmpty() && e.serviceId != ctx.options.service))
            continue;
        json.append(QJsonObject{{QStringLiteral("userId"), e.userId},
                                {QStringLiteral("serviceId"), e.serviceId},
                                {QStringLiteral("capabilities"), QJsonArray::fromStringList(e.capabilities)},
                                {QStringLiteral("since"), e.since.toString(Qt::ISODateWithMs)}});
        table.addRow({e.userId, e.serviceId, e.capabilities.join(QStringLiteral(", ")),
                      e.since.toString(Qt::ISODate)});
    }
    if (ctx.options.format == Format::Json)
        ctx.printJson(json);
    else
        ctx.out(table.render());
    ctx.err(QStringLiteral("cloudlyctl: effective grants as last recorded on this machine (%1)")
                .arg(log.filePath()));
    ctx.finish(ExitOk);
    return true;
}

bool auditTrail(Context& ctx)
{
    const g::AuditLog log(g::AuditLog::defaultPath());
    const g::AuditLog::ReadResult read = log.readAll();
    for (const QString& p : read.problems)
        ctx.err(QStringLiteral("cloudlyctl: audit trail: %1").arg(p));
    switch (ctx.options.format) {
    case Format::Json:
        ctx.printJson(g::AuditLog::exportJson(read.entries));
        break;
    case Format::Csv:
        ctx.out(g::AuditLog::exportCsv(read.entries));
        break;
    default: {
        core::TextTable table({QStringLiteral("WHEN"), QStringLiteral("ACTOR"), QStringLiteral("USER"),
                               QStringLiteral("SERVICE"), QStringLiteral("BEFORE"), QStringLiteral("AFTER"),
                               QStringLiteral("RESULT"), QStringLiteral("ERROR")});
        for (const g::AuditEntry& e : read.entries)
            table.addRow({e.at.toString(Qt::ISODate), e.actor, e.userId, e.serviceId,
                          e.before ? e.before->join(QLatin1Char(',')) : QStringLiteral("unknown"),
                          e.after.join(QLatin1Char(',')), e.result, e.error});
        ctx.out(table.render());
    }
    }
    ctx.finish(read.problems.isEmpty() ? ExitOk : ExitError);
    return true;
}

} // namespace

QList<Command> grantCommands()
{
    return {
        {QStringLiteral("grants set"),
         QStringLiteral("grants set --user U --service S --cap CAP [--cap …] [--yes]   set a machine user's "
                        "deployment capabilities (dry run without --yes)"),
         true, [](Context& c) { applyGrant(c, false); }, [](Context& c) { return grantOffline(c, false); }},
        {QStringLiteral("grants revoke"),
         QStringLiteral("grants revoke --user U --service S --yes   remove every capability"), true,
         [](Context& c) { applyGrant(c, true); }, [](Context& c) { return grantOffline(c, true); }},
        {QStringLiteral("grants show"),
         QStringLiteral("grants show [--user U] [--service S]   effective grants as last recorded here"),
         false, [](Context& c) { showGrants(c); }, showGrants},
        {QStringLiteral("grants audit"),
         QStringLiteral("grants audit [--format json|csv|table]   the local audit trail of grant changes"),
         false, [](Context& c) { auditTrail(c); }, auditTrail},
    };
}

} // namespace ctl
} // namespace cloudly