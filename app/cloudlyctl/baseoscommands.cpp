// baseos nodes [--filter EXPR] and baseos builds [--filter EXPR]: the BaseOS fleet (never a node or join
// token).
#include "ctlcontext.h"
#include "featurecalls.h"

#include "core/api/baseos.h"
#include "core/api/methods.h"
#include "core/fleet/fleetrows.h"
#include "core/util/texttable.h"

#include <QDateTime>
#include <QJsonArray>

namespace cloudly {
namespace ctl {
namespace {

const QString kFeature = QStringLiteral("the BaseOS fleet");

bool nodesOffline(Context& ctx)
{
    return !checkListing(ctx, QStringLiteral("baseos nodes"), 0) ||
           !checkFilter(ctx, QStringLiteral("baseos nodes"), core::fleetnoderows::fields(),
                        core::fleetnoderows::kinds());
}

bool buildsOffline(Context& ctx)
{
    return !checkListing(ctx, QStringLiteral("baseos builds"), 0) ||
           !checkFilter(ctx, QStringLiteral("baseos builds"), core::imagebuildrows::fields(),
                        core::imagebuildrows::kinds());
}

void noteDropped(const Context& ctx, int dropped)
{
    if (dropped > 0)
        ctx.err(QStringLiteral(
                    "cloudlyctl: note: %1 token/password value(s) left out (secrets are never printed)")
                    .arg(dropped));
}

void nodes(Context& ctx)
{
    callFeature(ctx, kFeature, core::methods::getBaseOsNodes, {}, [ctx](const QJsonObject& response) {
        core::DecodeErrors errors;
        const std::optional<core::BaseOsNodesResponse> decoded =
            core::BaseOsNodesResponse::fromJson(response, errors);
        if (!decoded)
            return failDecode(ctx, core::methods::getBaseOsNodes, errors);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qint64 staleAfter = featureSettings(ctx).heartbeatStaleAfterMs;
        QJsonArray json;
        core::TextTable table(upperHeaders(core::fleetnoderows::fields()));
        int dropped = 0;
        for (const core::BaseOsNode& n : decoded->nodes) {
            if (!rowMatches(ctx, core::fleetnoderows::fields(), core::fleetnoderows::kinds(),
                            core::fleetnoderows::filterCells(n, now, staleAfter)))
                continue;
            dropped += n.droppedSecrets;
            json.append(n.toJson());
            table.addRow(core::fleetnoderows::cells(n, now, staleAfter));
        }
        if (ctx.options.format == Format::Json)
            ctx.printJson(json);
        else
            ctx.printTable(table);
        noteDropped(ctx, dropped);
        ctx.finish(ExitOk);
    });
}

void builds(Context& ctx)
{
    callFeature(ctx, kFeature, core::methods::getBaseOsImageBuilds, {}, [ctx](const QJsonObject& response) {
        core::DecodeErrors errors;
        const std::optional<core::BaseOsImageBuildsResponse> decoded =
            core::BaseOsImageBuildsResponse::fromJson(response, errors);
        if (!decoded)
            return failDecode(ctx, core::methods::getBaseOsImageBuilds, errors);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QJsonArray json;
        core::TextTable table(upperHeaders(core::imagebuildrows::fields()), 80); // SHA-256 whole
        int dropped = 0;
        for (const core::BaseOsImageBuild& b : decoded->builds) {
            if (!rowMatches(ctx, core::imagebuildrows::fields(), core::imagebuildrows::kinds(),
                            core::imagebuildrows::filterCells(b, now)))
                continue;
            dropped += b.droppedSecrets;
            json.append(b.toJson());
            table.addRow(core::imagebuildrows::cells(b, now));
        }
        if (ctx.options.format == Format::Json)
            ctx.printJson(json);
        else
            ctx.printTable(table);
        noteDropped(ctx, dropped);
        ctx.finish(ExitOk);
    });
}

} // namespace

QList<Command> baseOsCommands()
{
    return {
        {QStringLiteral("baseos nodes"),
         QStringLiteral("baseos nodes [--filter EXPR]   BaseOS nodes: connection, update state, releases, "
                        "heartbeat (stale after the profile's time, default 10m)"),
         true, nodes, nodesOffline},
        {QStringLiteral("baseos builds"),
         QStringLiteral(
             "baseos builds [--filter EXPR]   BaseOS image builds: status, artifact size and SHA-256, "
             "expiry"),
         true, builds, buildsOffline},
    };
}

} // namespace ctl
} // namespace cloudly
