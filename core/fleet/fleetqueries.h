#pragma once

#include "core/api/backup.h"
#include "core/api/baseos.h"
#include "core/api/cloudlysettings.h"
#include "core/api/methods.h"
#include "core/net/callerror.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace cloudly {
namespace core {
class Session;

// The answer of one interfaces-5.8 query: the decoded value, or why there is none. `notOffered`: the server
// has no such method ("no available method") — show `message` (featureNotOfferedMessage, naming the method
// sent) and keep the rest of the console going; `error`: any other failure (a decode error names its JSON
// path).
template <typename T> struct FeatureResult
{
    std::optional<T> value;
    bool notOffered = false;
    QString method;  // the name that was sent (after the profile's renames)
    QString message; // translated, for notOffered and errors
    CallError error;

    bool ok() const { return value.has_value(); }
};

// Read-only calls of the interfaces-5.8 features through a Session, with the profile's method names — the one
// call path of them all: the pages' feeds (FeatureFeed), the settings page's provider tests and cloudlyctl
// (backups, baseos, settings) go through fetch(), which sends the profile's name for the method, tells "no
// available method" (notOffered, featureNotOfferedMessage naming the name sent) from other failures and
// logs the method and outcome only. The typed fetchers decode on top of it.
// Results arrive on the caller's thread through the callbacks (dropped when `context` is gone; a null
// context: never dropped). Settings are passed on and never stored here.
class FleetQueries : public QObject
{
    Q_OBJECT
public:
    FleetQueries(Session* session, MethodNames names, QObject* parent = nullptr);

    void setMethodNames(MethodNames names) { m_names = std::move(names); }
    const MethodNames& methodNames() const { return m_names; }
    // The call timeout in ms (-1: the client's default).
    void setTimeout(int ms) { m_timeoutMs = ms; }

    // `defaultMethod` (the profile's name for it is sent) with `request` (+ identity); the reply as sent.
    // `feature` names it in the "does not offer" message ("backups").
    void fetch(const QString& defaultMethod, const QString& feature, const QJsonObject& request,
               QObject* context, std::function<void(const FeatureResult<QJsonObject>&)> done);
    // The feature word of a default method name ("backups", "BaseOS nodes", …; translated).
    static QString featureName(const QString& defaultMethod);

    // getBackups {serviceId?}
    void fetchBackups(const std::optional<QString>& serviceId, QObject* context,
                      std::function<void(const FeatureResult<BackupsResponse>&)> done);
    void fetchBaseOsNodes(QObject* context,
                          std::function<void(const FeatureResult<BaseOsNodesResponse>&)> done);
    void fetchBaseOsImageBuilds(QObject* context,
                                std::function<void(const FeatureResult<BaseOsImageBuildsResponse>&)> done);
    void fetchSettings(QObject* context, std::function<void(const FeatureResult<SettingsResponse>&)> done);
    // testProviderConnection {provider}; an unknown provider fails at once (error Kind::Protocol, no call).
    void testProvider(const QString& provider, QObject* context,
                      std::function<void(const FeatureResult<ProviderConnectionResult>&)> done);

private:
    template <typename T>
    void query(const QString& method, const QString& feature, const QJsonObject& request, QObject* context,
               std::function<void(const FeatureResult<T>&)> done);

    QPointer<Session> m_session;
    MethodNames m_names;
    int m_timeoutMs = -1;
};

} // namespace core
} // namespace cloudly
