#include "core/api/methods.h"
#include "core/api/service.h"
#include "core/util/texttable.h"
#include "ctlcontext.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

namespace cloudly {
namespace ctl {
namespace {

QString serviceImage(const QJsonObject& data)
{
    return data.value(QStringLiteral("imageId")).toString();
}

void printServices(Context& ctx, const QJsonArray& services)
{
    if (ctx.options.format == Format::Json) {
        ctx.printJson(services); // exactly what the server sent, unknown fields included
        return;
    }
    core::TextTable table({QStringLiteral("ID"), QStringLiteral("NAME"), QStringLiteral("CATEGORY"),
                           QStringLiteral("STRATEGY"), QStringLiteral("IMAGE"), QStringLiteral("VERSION"),
                           QStringLiteral("SCALE"), QStringLiteral("DOMAINS")});
    for (const QJsonValue& v : services) {
        const QJsonObject s = v.toObject();
        const QJsonObject data = s.value(QStringLiteral("data")).toObject();
        QStringList domains;
        for (const QJsonValue& d : data.value(QStringLiteral("domains")).toArray())
            domains << d.toObject().value(QStringLiteral("name")).toString();
        const QJsonValue scale = data.value(QStringLiteral("scaleFactor"));
        table.addRow({s.value(QStringLiteral("id")).toString(), data.value(QStringLiteral("name")).toString(),
                      data.value(QStringLiteral("serviceCategory")).toString(),
                      data.value(QStringLiteral("deploymentStrategy")).toString(), serviceImage(data),
                      data.value(QStringLiteral("imageVersion")).toString(),
                      scale.isDouble() ? QString::number(scale.toDouble()) : QString(),
                      domains.join(QStringLiteral(","))});
    }
    ctx.printTable(table);
}

// Decodes the reply against the contract before printing anything: a wrong type or missing field is an
// error naming its JSON path, never silently printed as blank.
bool checkServices(Context& ctx, const QJsonArray& services, const QString& method)
{
    core::DecodeErrors errors;
    for (qsizetype i = 0; i < services.size(); ++i)
        core::Service::fromJson(services.at(i), QStringLiteral("$.services[%1]").arg(i), errors);
    if (errors.isEmpty())
        return true;
    ctx.failCall(
        core::CallError::make(core::CallError::Kind::Decode, method, core::joinDecodeErrors(errors)));
    return false;
}

void whoami(Context& ctx)
{
    const core::Identity& id = ctx.session->identity();
    if (ctx.options.format == Format::Json) {
        ctx.printJson(id.redactedJson()); // never the jwt
    } else {
        const QString expires = QDateTime::fromMSecsSinceEpoch(id.expiresAt, Qt::UTC).toString(Qt::ISODate);
        core::TextTable table({QStringLiteral("FIELD"), QStringLiteral("VALUE")});
        table.addRow({QStringLiteral("name"), id.name});
        table.addRow({QStringLiteral("userId"), id.userId});
        table.addRow({QStringLiteral("type"), id.type});
        table.addRow({QStringLiteral("role"), id.role});
        table.addRow({QStringLiteral("expiresAt"), QStringLiteral("%1 (%2)").arg(expires).arg(id.expiresAt)});
        ctx.printTable(table);
    }
    ctx.finish(ExitOk);
}

void listServices(Context& ctx)
{
    if (!ctx.args.isEmpty()) {
        ctx.usage(QStringLiteral("unexpected argument \"%1\" (did you mean: services get ID?)")
                      .arg(ctx.args.first()));
        return;
    }
    ctx.session->call(
        core::methods::getServices, {}, nullptr,
        [ctx](const core::CallResult& r) mutable {
            if (!r.ok())
                return ctx.failCall(r.error);
            const QJsonValue services = r.response.value(QStringLiteral("services"));
            if (!services.isArray())
                return ctx.failCall(core::CallError::make(core::CallError::Kind::Decode,
                                                          core::methods::getServices,
                                                          QStringLiteral("$.services: expected an array")));
            if (!checkServices(ctx, services.toArray(), core::methods::getServices))
                return;
            printServices(ctx, services.toArray());
            ctx.finish(ExitOk);
        },
        ctx.options.timeoutMs);
}

void getService(Context& ctx)
{
    if (ctx.args.size() != 1 || ctx.args.first().trimmed().isEmpty()) {
        ctx.usage(QStringLiteral("usage: cloudlyctl services get SERVICE_ID"));
        return;
    }
    const QJsonObject request{{QStringLiteral("serviceId"), ctx.args.first()}};
    ctx.session->call(
        core::methods::getServiceById, request, nullptr,
        [ctx](const core::CallResult& r) mutable {
            if (!r.ok())
                return ctx.failCall(r.error);
            const QJsonValue service = r.response.value(QStringLiteral("service"));
            if (!checkServices(ctx, QJsonArray{service}, core::methods::getServiceById))
                return;
            if (ctx.options.format == Format::Json)
                ctx.printJson(service);
            else
                printServices(ctx, QJsonArray{service});
            ctx.finish(ExitOk);
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> serviceCommands()
{
    return {
        {QStringLiteral("whoami"),
         QStringLiteral("whoami                 the logged-in identity (never its jwt)"), true, whoami},
        {QStringLiteral("services get"), QStringLiteral("services get ID        one service"), true,
         getService},
        {QStringLiteral("services"), QStringLiteral("services               all services"), true,
         listServices},
    };
}

} // namespace ctl
} // namespace cloudly