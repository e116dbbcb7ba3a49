// backups [--service ID] [--filter EXPR] and backups check [--service ID] [--max-age DURATION]
// [--allow-empty].
#include "ctlcontext.h"
#include "featurecalls.h"

#include "core/api/backup.h"
#include "core/api/methods.h"
#include "core/api/service.h"
#include "core/backup/backuprows.h"
#include "core/backup/coveragecheck.h"
#include "core/util/duration.h"
#include "core/util/texttable.h"

#include <QDateTime>
#include <QJsonArray>

namespace cloudly {
namespace ctl {
namespace {

const QString kFeature = QStringLiteral("backups");

QJsonObject backupsRequest(const Context& ctx)
{
    QJsonObject request;
    if (!ctx.options.service.isEmpty())
        request.insert(QStringLiteral("serviceId"), ctx.options.service);
    return request;
}

bool backupsOffline(Context& ctx)
{
    return !checkListing(ctx, QStringLiteral("backups"), 0) ||
           !checkFilter(ctx, QStringLiteral("backups"), core::backuprows::fields(),
                        core::backuprows::kinds());
}

void backups(Context& ctx)
{
    callFeature(
        ctx, kFeature, core::methods::getBackups, backupsRequest(ctx), [ctx](const QJsonObject& response) {
            core::DecodeErrors errors;
            const std::optional<core::BackupsResponse> decoded =
                core::BackupsResponse::fromJson(response, errors);
            if (!decoded)
                return failDecode(ctx, core::methods::getBackups, errors);
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            QJsonArray json;
            core::TextTable table(upperHeaders(core::backuprows::fields()), 120);
            int total = 0;
            for (const core::BackupRecord& r : decoded->backups) {
                ++total;
                if (!rowMatches(ctx, core::backuprows::fields(), core::backuprows::kinds(),
                                core::backuprows::filterCells(r, now)))
                    continue;
                json.append(r.toJson()); // the record as sent, unknown keys included
                table.addRow(core::backuprows::cells(r, now));
            }
            if (ctx.options.format == Format::Json)
                ctx.printJson(json);
            else
                ctx.printTable(table);
            if (json.isEmpty() && total > 0)
                ctx.err(QStringLiteral("cloudlyctl: nothing matches (%1 backup(s) in total)").arg(total));
            ctx.finish(ExitOk);
        });
}

// --- backups check -------------------------------------------------------------------------------------

bool checkOffline(Context& ctx)
{
    if (!checkListing(ctx, QStringLiteral("backups check"), 0))
        return true;
    if (!ctx.options.filter.isEmpty()) {
        ctx.usage(QStringLiteral("backups check does not support --filter"));
        return true;
    }
    qint64 ms = 0;
    return !ctx.positiveDuration(QStringLiteral("max-age"), &ms);
}

void check(Context& ctx)
{
    qint64 maxAge = featureSettings(ctx).backupMaxAgeMs;
    if (!ctx.positiveDuration(QStringLiteral("max-age"), &maxAge))
        return;
    ctx.session->call(
        core::methods::getServices, {}, nullptr,
        [ctx, maxAge](const core::CallResult& r) {
            if (!r.ok())
                return ctx.failCall(r.error);
            core::DecodeErrors errors;
            QList<core::Service> services = core::decodeServices(r.response, errors);
            if (!errors.isEmpty())
                return failDecode(ctx, core::methods::getServices, errors);
            const QString only = ctx.options.service;
            if (!only.isEmpty()) {
                services.removeIf([&](const core::Service& s) { return s.id != only; });
                if (services.isEmpty()) {
                    ctx.err(QStringLiteral("cloudlyctl: backups check: no service \"%1\"").arg(only));
                    return ctx.finish(ExitError);
                }
            }
            callFeature(
                ctx, kFeature, core::methods::getBackups, backupsRequest(ctx),
                [ctx, services, maxAge](const QJsonObject& response) {
                    const bool allowEmpty = ctx.local.isSet(QStringLiteral("allow-empty"));
                    core::DecodeErrors backupErrors;
                    const std::optional<core::BackupsResponse> decoded =
                        core::BackupsResponse::fromJson(response, backupErrors);
                    if (!decoded)
                        return failDecode(ctx, core::methods::getBackups, backupErrors);
                    const QList<core::BackupCoverage> coverage = core::checkBackupCoverage(
                        services, decoded->backups, QDateTime::currentMSecsSinceEpoch(), maxAge);
                    bool allOk = !coverage.isEmpty() || allowEmpty; // nothing checked is not ok
                    QJsonArray list;
                    core::TextTable table(upperHeaders(core::coveragerows::fields()),
                                          400); // reasons whole
                    for (const core::BackupCoverage& c : coverage) {
                        allOk = allOk && c.isOk();
                        list.append(core::coveragerows::toJson(c));
                        table.addRow(core::coveragerows::cells(c));
                    }
                    if (ctx.options.format == Format::Json)
                        ctx.printJson(
                            QJsonObject{{QStringLiteral("ok"), allOk}, {QStringLiteral("services"), list}});
                    else
                        ctx.printTable(table);
                    if (coverage.isEmpty())
                        ctx.err(QStringLiteral("cloudlyctl: backups check: nothing to check: none of the "
                                               "%1 service(s) has a volume to back up (or the server "
                                               "sent no volumes)%2")
                                    .arg(services.size())
                                    .arg(allowEmpty ? QStringLiteral("; --allow-empty: exit 0")
                                                    : QStringLiteral("; NO-GO (--allow-empty accepts it)")));
                    ctx.finish(allOk ? ExitOk : ExitNoGo);
                });
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> backupCommands()
{
    Command check_{
        QStringLiteral("backups check"),
        QStringLiteral("backups check [--service ID] [--max-age DURATION]   can each service be "
                       "restored? verdict ok/failed/stale/uncovered/none per service with volumes; "
                       "0 all ok, 3 any not or nothing to check (--allow-empty: 0), a backup dated in "
                       "the future is not fresh (max age: the profile's, default 24h)"),
        true, check, checkOffline};
    check_.options = {QCommandLineOption(QStringLiteral("max-age"), QString(), QStringLiteral("DURATION")),
                      QCommandLineOption(QStringLiteral("allow-empty"))};
    return {
        {QStringLiteral("backups"),
         QStringLiteral(
             "backups [--service ID] [--filter EXPR]   backup records (json: as sent), e.g. --filter "
             "'status:failed age:<1d'"),
         true, backups, backupsOffline},
        check_,
    };
}

} // namespace ctl
} // namespace cloudly
