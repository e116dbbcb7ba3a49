// settings and settings test PROVIDER (admins): the server's masked settings, never cached or logged.
#include "ctlcontext.h"
#include "featurecalls.h"

#include "core/api/cloudlysettings.h"
#include "core/api/methods.h"
#include "core/util/texttable.h"

namespace cloudly {
namespace ctl {
namespace {

const QString kFeature = QStringLiteral("server settings");

bool settingsOffline(Context& ctx)
{
    if (!checkListing(ctx, QStringLiteral("settings"), 0))
        return true;
    if (!ctx.options.filter.isEmpty()) {
        ctx.usage(QStringLiteral("settings does not support --filter"));
        return true;
    }
    return false;
}

void settings(Context& ctx)
{
    callFeature(ctx, kFeature, core::methods::getSettings, {}, [ctx](const QJsonObject& response) {
        core::DecodeErrors errors;
        const std::optional<core::SettingsResponse> decoded =
            core::SettingsResponse::fromJson(response, errors);
        if (!decoded)
            return failDecode(ctx, core::methods::getSettings, errors);
        if (ctx.options.format == Format::Json) {
            ctx.printJson(decoded->settings.toJson()); // the masked object as sent
        } else {
            core::TextTable table({QStringLiteral("KEY"), QStringLiteral("VALUE (AS SENT, MASKED)")});
            for (auto it = decoded->settings.values.constBegin(); it != decoded->settings.values.constEnd();
                 ++it)
                table.addRow({it.key(), it.value()});
            ctx.printTable(table);
        }
        ctx.finish(ExitOk);
    });
}

QString providerList()
{
    return core::allSettingsProviders().join(QStringLiteral(", "));
}

bool testOffline(Context& ctx)
{
    if (ctx.args.size() != 1) {
        ctx.usage(QStringLiteral("usage: cloudlyctl settings test PROVIDER (one of %1)").arg(providerList()));
        return true;
    }
    if (!core::isSettingsProvider(ctx.args.first())) {
        ctx.usage(QStringLiteral("settings test: unknown provider \"%1\" (use one of %2)")
                      .arg(ctx.args.first(), providerList()));
        return true;
    }
    if (ctx.options.format != Format::Table && ctx.options.format != Format::Json) {
        ctx.usage(QStringLiteral("settings test prints table or json, not %1").arg(ctx.options.formatName));
        return true;
    }
    return false;
}

void test(Context& ctx)
{
    const QString provider = ctx.args.first();
    callFeature(ctx, kFeature, core::methods::testProviderConnection,
                {{QStringLiteral("provider"), provider}}, [ctx, provider](const QJsonObject& response) {
                    core::DecodeErrors errors;
                    const std::optional<core::ProviderConnectionResult> decoded =
                        core::ProviderConnectionResult::fromJson(response, errors);
                    if (!decoded)
                        return failDecode(ctx, core::methods::testProviderConnection, errors);
                    if (ctx.options.format == Format::Json) {
                        ctx.printJson(decoded->toJson());
                    } else {
                        core::TextTable table({QStringLiteral("PROVIDER"), QStringLiteral("CONNECTION"),
                                               QStringLiteral("MESSAGE")});
                        table.addRow({provider,
                                      decoded->isValid() ? QStringLiteral("valid")
                                      : decoded->success ? QStringLiteral("invalid")
                                                         : QStringLiteral("not tested"),
                                      decoded->message});
                        ctx.printTable(table);
                    }
                    ctx.finish(decoded->isValid() ? ExitOk : ExitNoGo);
                });
}

} // namespace

QList<Command> settingsCommands()
{
    return {
        {QStringLiteral("settings test"),
         QStringLiteral("settings test PROVIDER   test a provider connection (hetzner, cloudflare, aws, "
                        "digitalocean, azure, google, vultr, linode, ovh, scaleway): 0 valid, 3 not"),
         true, test, testOffline},
        {QStringLiteral("settings"),
         QStringLiteral("settings               the server's settings, masked exactly as sent (admins)"),
         true, settings, settingsOffline},
    };
}

} // namespace ctl
} // namespace cloudly
