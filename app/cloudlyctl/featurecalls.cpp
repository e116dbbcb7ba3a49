#include "featurecalls.h"

#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/fleet/fleetqueries.h"
#include "core/net/callerror.h"
#include "core/settings/appsettings.h"

namespace cloudly {
namespace ctl {

FeatureSettings featureSettings(const Context& ctx)
{
    FeatureSettings s;
    s.backupMaxAgeMs = core::AppSettings::DefaultBackupMaxAgeMs;
    s.heartbeatStaleAfterMs = core::AppSettings::DefaultHeartbeatStaleAfterMs;
    if (ctx.options.profile.isEmpty())
        return s;
    const core::AppSettings settings(core::defaultSettingsPath());
    s.names = settings.methodNames(ctx.options.profile);
    s.backupMaxAgeMs = settings.backupMaxAgeMs(ctx.options.profile);
    s.heartbeatStaleAfterMs = settings.heartbeatStaleAfterMs(ctx.options.profile);
    return s;
}

void callFeature(const Context& ctx, const QString& feature, const QString& method,
                 const QJsonObject& request, std::function<void(const QJsonObject& response)> ok)
{
    // The console's call path (core::FleetQueries::fetch): the profile's name, "not offered" told apart.
    core::FleetQueries queries(ctx.session, featureSettings(ctx).names);
    queries.setTimeout(ctx.options.timeoutMs);
    queries.fetch(method, feature, request, nullptr, [ctx, ok](const core::FeatureResult<QJsonObject>& r) {
        if (r.notOffered) {
            ctx.err(QStringLiteral("cloudlyctl: %1").arg(r.message));
            return ctx.finish(ExitError);
        }
        if (!r.ok())
            return ctx.failCall(r.error);
        ok(*r.value);
    });
}

void failDecode(const Context& ctx, const QString& method, const core::DecodeErrors& errors)
{
    ctx.failCall(
        core::CallError::make(core::CallError::Kind::Decode, method, core::joinDecodeErrors(errors)));
}

QStringList upperHeaders(const QStringList& fields)
{
    QStringList out;
    for (const QString& f : fields)
        out << f.toUpper();
    return out;
}

bool checkFilter(const Context& ctx, const QString& command, const QStringList& fields,
                 const QList<core::FilterExpression::FieldKind>& kinds)
{
    if (ctx.options.filter.trimmed().isEmpty())
        return true;
    const core::FilterParseResult parsed = core::FilterExpression::parse(ctx.options.filter, fields, kinds);
    if (parsed.ok())
        return true;
    ctx.usage(QStringLiteral("%1: invalid --filter \"%2\": %3")
                  .arg(command, ctx.options.filter, parsed.errorText()));
    return false;
}

bool rowMatches(const Context& ctx, const QStringList& fields,
                const QList<core::FilterExpression::FieldKind>& kinds, const QStringList& filterCells)
{
    if (ctx.options.filter.trimmed().isEmpty())
        return true;
    const core::FilterParseResult parsed = core::FilterExpression::parse(ctx.options.filter, fields, kinds);
    return parsed.ok() && parsed.expression && core::FilterFields(filterCells).matches(*parsed.expression);
}

bool checkListing(const Context& ctx, const QString& command, int maxArgs)
{
    if (ctx.args.size() > maxArgs) {
        ctx.usage(QStringLiteral("%1: unexpected argument \"%2\"").arg(command, ctx.args.at(maxArgs)));
        return false;
    }
    if (ctx.options.format == Format::Markdown) {
        ctx.usage(
            QStringLiteral("%1 prints table, json or csv, not %2").arg(command, ctx.options.formatName));
        return false;
    }
    if (ctx.options.watch) {
        ctx.usage(QStringLiteral("%1 does not support --watch").arg(command));
        return false;
    }
    return true;
}

} // namespace ctl
} // namespace cloudly
