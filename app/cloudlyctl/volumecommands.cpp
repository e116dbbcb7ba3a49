// volumes [--service ID] [--filter EXPR]: every service volume with its effective values.
#include "ctlcontext.h"
#include "featurecalls.h"

#include "core/api/methods.h"
#include "core/api/service.h"
#include "core/backup/backuprows.h"
#include "core/util/texttable.h"

#include <QJsonArray>

namespace cloudly {
namespace ctl {
namespace {

bool volumesOffline(Context& ctx)
{
    return !checkListing(ctx, QStringLiteral("volumes"), 0) ||
           !checkFilter(ctx, QStringLiteral("volumes"), core::volumerows::fields(),
                        core::volumerows::kinds());
}

void volumes(Context& ctx)
{
    ctx.session->call(
        core::methods::getServices, {}, nullptr,
        [ctx](const core::CallResult& r) {
            if (!r.ok())
                return ctx.failCall(r.error);
            core::DecodeErrors errors;
            const QList<core::Service> services = core::decodeServices(r.response, errors);
            if (!errors.isEmpty())
                return failDecode(ctx, core::methods::getServices, errors);
            QJsonArray json;
            core::TextTable table(upperHeaders(core::volumerows::fields()));
            for (const core::VolumeEntry& v : core::volumeEntries(services)) {
                if (!ctx.options.service.isEmpty() && v.serviceId != ctx.options.service)
                    continue;
                if (!rowMatches(ctx, core::volumerows::fields(), core::volumerows::kinds(),
                                core::volumerows::filterCells(v)))
                    continue;
                json.append(v.toJson());
                table.addRow(core::volumerows::cells(v));
            }
            if (ctx.options.format == Format::Json)
                ctx.printJson(json);
            else
                ctx.printTable(table);
            ctx.finish(ExitOk);
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> volumeCommands()
{
    return {{QStringLiteral("volumes"),
             QStringLiteral(
                 "volumes [--service ID] [--filter EXPR]   service volumes with effective name, driver, "
                 "read-only and backup (defaults applied)"),
             true, volumes, volumesOffline}};
}

} // namespace ctl
} // namespace cloudly
