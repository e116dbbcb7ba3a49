#include "core/fleet/fleetqueries.h"

#include "core/session/session.h"
#include "core/util/logging.h"

#include <QCoreApplication>

namespace cloudly {
namespace core {

FleetQueries::FleetQueries(Session* session, MethodNames names, QObject* parent)
    : QObject(parent), m_session(session), m_names(std::move(names))
{}

void FleetQueries::fetch(const QString& defaultMethod, const QString& feature, const QJsonObject& request,
                         QObject* context, std::function<void(const FeatureResult<QJsonObject>&)> done)
{
    const QString name = m_names(defaultMethod);
    if (!m_session) {
        FeatureResult<QJsonObject> result;
        result.method = name;
        result.error = CallError::make(CallError::Kind::NotConnected, name, QStringLiteral("no session"));
        result.message = result.error.message();
        done(result);
        return;
    }
    QPointer<QObject> guard(context);
    const bool guarded = context != nullptr;
    // Method and outcome only: settings values are never logged.
    qCDebug(lcApi) << "fleet query" << name;
    m_session->call(
        name, request, context,
        [name, feature, done = std::move(done), guard, guarded](const CallResult& r) {
            if (guarded && !guard)
                return;
            FeatureResult<QJsonObject> result;
            result.method = name;
            if (r.error.isNoMethod()) {
                result.notOffered = true;
                result.error = r.error;
                result.message = featureNotOfferedMessage(feature, name);
            } else if (!r.ok()) {
                result.error = r.error;
                result.message = r.error.message();
            } else {
                result.value = r.response;
            }
            done(result);
        },
        m_timeoutMs);
}

QString FleetQueries::featureName(const QString& defaultMethod)
{
    if (defaultMethod == methods::getBackups)
        return QCoreApplication::translate("FleetQueries", "backups");
    if (defaultMethod == methods::getBaseOsNodes)
        return QCoreApplication::translate("FleetQueries", "BaseOS nodes");
    if (defaultMethod == methods::getBaseOsImageBuilds)
        return QCoreApplication::translate("FleetQueries", "BaseOS image builds");
    if (defaultMethod == methods::getSettings)
        return QCoreApplication::translate("FleetQueries", "server settings");
    if (defaultMethod == methods::testProviderConnection)
        return QCoreApplication::translate("FleetQueries", "provider connection tests");
    return defaultMethod;
}

template <typename T>
void FleetQueries::query(const QString& method, const QString& feature, const QJsonObject& request,
                         QObject* context, std::function<void(const FeatureResult<T>&)> done)
{
    fetch(method, feature, request, context, [done = std::move(done)](const FeatureResult<QJsonObject>& raw) {
        FeatureResult<T> result;
        result.notOffered = raw.notOffered;
        result.method = raw.method;
        result.message = raw.message;
        result.error = raw.error;
        if (raw.value) {
            DecodeErrors errors;
            result.value = T::fromJson(*raw.value, errors);
            if (!result.value) {
                result.error = CallError::make(CallError::Kind::Decode, raw.method, joinDecodeErrors(errors));
                result.message = result.error.message();
            }
        }
        done(result);
    });
}

void FleetQueries::fetchBackups(const std::optional<QString>& serviceId, QObject* context,
                                std::function<void(const FeatureResult<BackupsResponse>&)> done)
{
    QJsonObject request;
    if (serviceId)
        request.insert(QStringLiteral("serviceId"), *serviceId);
    query<BackupsResponse>(methods::getBackups, featureName(methods::getBackups), request, context,
                           std::move(done));
}

void FleetQueries::fetchBaseOsNodes(QObject* context,
                                    std::function<void(const FeatureResult<BaseOsNodesResponse>&)> done)
{
    query<BaseOsNodesResponse>(methods::getBaseOsNodes, featureName(methods::getBaseOsNodes), {}, context,
                               std::move(done));
}

void FleetQueries::fetchBaseOsImageBuilds(
    QObject* context, std::function<void(const FeatureResult<BaseOsImageBuildsResponse>&)> done)
{
    query<BaseOsImageBuildsResponse>(methods::getBaseOsImageBuilds,
                                     featureName(methods::getBaseOsImageBuilds), {}, context,
                                     std::move(done));
}

void FleetQueries::fetchSettings(QObject* context,
                                 std::function<void(const FeatureResult<SettingsResponse>&)> done)
{
    query<SettingsResponse>(methods::getSettings, featureName(methods::getSettings), {}, context,
                            std::move(done));
}

void FleetQueries::testProvider(const QString& provider, QObject* context,
                                std::function<void(const FeatureResult<ProviderConnectionResult>&)> done)
{
    if (!isSettingsProvider(provider)) {
        FeatureResult<ProviderConnectionResult> result;
        result.method = m_names(methods::testProviderConnection);
        result.message =
            QCoreApplication::translate("FleetQueries", "unknown provider \"%1\" (use one of %2)")
                .arg(provider, allSettingsProviders().join(QStringLiteral(", ")));
        result.error = CallError::make(CallError::Kind::Protocol, result.method, result.message);
        done(result);
        return;
    }
    query<ProviderConnectionResult>(methods::testProviderConnection,
                                    featureName(methods::testProviderConnection),
                                    {{QStringLiteral("provider"), provider}}, context, std::move(done));
}

} // namespace core
} // namespace cloudly
