// DemoServer: the interfaces-5.8 methods (backups, BaseOS fleet, settings), read-only like in the Node peer
// (tests/peer/server.mjs). The backup/baseos method names are the console's documented assumptions
// (core/api/methods.h).
#include "core/api/cloudlysettings.h"
#include "core/api/methods.h"
#include "core/demo/demofleet.h"
#include "core/demo/demoserver_p.h"
#include "core/net/envelope.h"

#include <QDateTime>
#include <QJsonArray>

namespace cloudly {
namespace core {

const QJsonObject& DemoServer::liveSections()
{
    if (!m_live)
        m_live = demoLiveSections(m_data.fixture(), QDateTime::currentMSecsSinceEpoch());
    return *m_live;
}

void DemoServer::registerFleetHandlers()
{
    const auto adminOnly = [this](const DemoIdentity& caller) {
        return m_auth.userRole(caller.userId) == QLatin1String("admin");
    };
    addAuthed(methods::getBackups, [this](Connection&, const Envelope& env, const DemoIdentity&) {
        const QJsonArray all = liveSections().value(QLatin1String("backups")).toArray();
        const QJsonValue serviceId = env.request.value(QLatin1String("serviceId"));
        if (serviceId.isUndefined())
            return Reply::ok({{QStringLiteral("backups"), all}});
        if (!m_data.services().contains(serviceId.toString()))
            return Reply::error(QStringLiteral("service not found"),
                                QJsonObject{{QStringLiteral("serviceId"), serviceId}});
        QJsonArray matching;
        for (const QJsonValue& b : all)
            if (b.toObject().value(QLatin1String("serviceId")) == serviceId)
                matching.append(b);
        return Reply::ok({{QStringLiteral("backups"), matching}});
    });
    addAuthed(methods::getBaseOsNodes, [this](Connection&, const Envelope&, const DemoIdentity&) {
        return Reply::ok({{QStringLiteral("nodes"), liveSections().value(QLatin1String("baseosNodes"))}});
    });
    addAuthed(methods::getBaseOsImageBuilds, [this](Connection&, const Envelope&, const DemoIdentity&) {
        return Reply::ok(
            {{QStringLiteral("builds"), liveSections().value(QLatin1String("baseosImageBuilds"))}});
    });
    addAuthed(
        methods::getSettings, [this, adminOnly](Connection&, const Envelope&, const DemoIdentity& caller) {
            if (!adminOnly(caller))
                return Reply::error(QStringLiteral("admin role required"));
            return Reply::ok({{QStringLiteral("settings"), liveSections().value(QLatin1String("settings"))}});
        });
    addAuthed(methods::testProviderConnection, [this, adminOnly](Connection&, const Envelope& env,
                                                                 const DemoIdentity& caller) {
        if (!adminOnly(caller))
            return Reply::error(QStringLiteral("admin role required"));
        const QJsonValue provider = env.request.value(QLatin1String("provider"));
        if (!provider.isString() || !isSettingsProvider(provider.toString()))
            return Reply::error(
                QStringLiteral("unknown provider"),
                QJsonObject{{QStringLiteral("provider"),
                             provider.isUndefined() ? QJsonValue(QJsonValue::Null) : provider}});
        const QJsonValue answer =
            liveSections().value(QLatin1String("providerTests")).toObject().value(provider.toString());
        if (answer.isObject())
            return Reply::ok(answer.toObject());
        return Reply::ok({{QStringLiteral("success"), false},
                          {QStringLiteral("message"),
                           QStringLiteral("no %1 credentials configured").arg(provider.toString())},
                          {QStringLiteral("connectionValid"), false}});
    });
}

void DemoServer::registerUserListing()
{
    addAuthed(methods::getUsers, [this](Connection&, const Envelope&, const DemoIdentity& caller) {
        if (m_auth.userRole(caller.userId) != QLatin1String("admin"))
            return Reply::error(QStringLiteral("admin role required"));
        return Reply::ok({{QStringLiteral("users"), m_auth.listedUsers()}});
    });
}

} // namespace core
} // namespace cloudly
