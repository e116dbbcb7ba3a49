// `cloudlyctl can CAPABILITY --service ID [--user USER_ID]`: whether a machine user holds a deployment
// capability on a service, from the same rule as the console's who-can-deploy matrix
// (core::checkCapability). Exit 0 holds, 3 not, 1 cannot be determined, 2 unknown capability.
#include "core/api/methods.h"
#include "core/api/user.h"
#include "core/rules/permission.h"
#include "ctlcontext.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cloudly {
namespace ctl {
namespace {

QString usageText()
{
    return QStringLiteral(
               "usage: cloudlyctl can CAPABILITY --service SERVICE_ID [--user USER_ID] (capabilities: %1)")
        .arg(core::allDeploymentCapabilities().join(QStringLiteral(", ")));
}

bool canOffline(Context& ctx)
{
    if (ctx.args.size() != 1 || ctx.options.service.trimmed().isEmpty()) {
        ctx.usage(usageText());
        return true;
    }
    const core::CapabilityAnswer answer =
        core::checkCapability(std::nullopt, {}, {}, ctx.options.service, ctx.args.first());
    if (answer.outcome == core::CapabilityAnswer::Outcome::UnknownCapability) {
        ctx.usage(answer.message);
        return true;
    }
    return false;
}

void report(const Context& ctx, const QString& user, const core::CapabilityAnswer& answer)
{
    using O = core::CapabilityAnswer::Outcome;
    const int code = answer.outcome == O::Holds ? ExitOk : answer.outcome == O::Lacks ? ExitNoGo : ExitError;
    if (ctx.options.format == Format::Json) {
        ctx.printJson(QJsonObject{{QStringLiteral("userId"), user},
                                  {QStringLiteral("serviceId"), ctx.options.service.trimmed()},
                                  {QStringLiteral("capability"), ctx.args.first()},
                                  {QStringLiteral("holds"), answer.outcome == O::Unknown
                                                                ? QJsonValue(QJsonValue::Null)
                                                                : QJsonValue(answer.outcome == O::Holds)},
                                  {QStringLiteral("grants"), QJsonArray::fromStringList(answer.held)},
                                  {QStringLiteral("reason"), answer.message}});
    } else if (answer.outcome != O::Unknown) {
        ctx.out(answer.message + QLatin1Char('\n'));
    }
    if (answer.outcome == O::Unknown)
        ctx.err(QStringLiteral("cloudlyctl: %1").arg(answer.message));
    ctx.finish(code);
}

void runCan(Context& ctx)
{
    const QString user =
        ctx.options.user.trimmed().isEmpty() ? ctx.session->identity().userId : ctx.options.user.trimmed();
    const QString service = ctx.options.service.trimmed();
    const QString capability = ctx.args.first();
    ctx.session->call(
        core::methods::getUsers, {}, nullptr,
        [ctx, user, service, capability](const core::CallResult& r) {
            if (r.error.isNoMethod())
                return report(ctx, user,
                              core::checkCapability(std::nullopt,
                                                    QStringLiteral("this server does not list its users "
                                                                   "(it has no method %1)")
                                                        .arg(core::methods::getUsers),
                                                    user, service, capability));
            if (!r.ok())
                return ctx.failCall(r.error);
            core::DecodeErrors errors;
            const QList<core::User> users = core::decodeUsers(r.response, errors);
            if (!errors.isEmpty()) {
                ctx.err(QStringLiteral("cloudlyctl: %1: %2")
                            .arg(core::methods::getUsers, core::joinDecodeErrors(errors)));
                return ctx.finish(ExitError);
            }
            report(ctx, user, core::checkCapability(users, {}, user, service, capability));
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> canCommands()
{
    return {
        {QStringLiteral("can"),
         QStringLiteral("can CAPABILITY --service S [--user U]   whether a machine user (default: the one "
                        "logged in) holds a deployment capability; exit 0 yes, 3 no, 1 unknown"),
         true, runCan, canOffline}};
}

} // namespace ctl
} // namespace cloudly
