#pragma once

#include "core/api/methods.h"
#include "core/fleet/fleetqueries.h"
#include "core/inventory/freshness.h"
#include "core/net/callerror.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <functional>

namespace cloudly {
namespace core {
class Session;
class TypedSocketClient;

// Fetches one optional interfaces-5.8 list (getBackups, getBaseOsNodes, getBaseOsImageBuilds, getSettings)
// through FleetQueries::fetch() — the call path cloudlyctl uses too — under the name the profile gives it
// (MethodNames), and keeps its freshness the way InventoryRefresher does for the inventory:
// - one call in flight at a time; refresh() while one waits is folded into one follow-up call;
// - polled every interval() ms while connected and logged in (0: only on refresh(), connect and login);
// - the reply goes to the page's `apply` (decode + show); an error it returns (a contract mismatch naming
//   the JSON path) or a failed call keeps the last good data and marks it stale with the reason;
// - "no available method": the server does not offer the feature. state() is NotOffered and notOffered()
//   names the method sent; polling stops until the method name changes or the connection is new. Nothing
//   else of the console is affected.
// Replies are held in memory only by the page; this class keeps no copy and logs no response content.
class FeatureFeed : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Idle,       // not asked yet (not connected / not logged in)
        Loading,    // first call in flight
        Loaded,     // a good reply was applied
        NotOffered, // the server answered "no available method"
        Failed,     // the last call failed (the last good data, if any, is stale)
    };
    Q_ENUM(State)
    // Decodes and shows a reply; false with a message (the JSON path) when it does not match the contract.
    using Apply = std::function<bool(const QJsonObject& response, QString* error)>;

    FeatureFeed(Session* session, QString defaultMethod, Apply apply, QObject* parent = nullptr);
    ~FeatureFeed() override;

    QString defaultMethod() const { return m_defaultMethod; }
    QString method() const { return m_queries->methodNames()(m_defaultMethod); } // the name sent
    void setMethodNames(const MethodNames& names);
    // Fields sent besides `identity` (e.g. {serviceId}).
    void setRequest(const QJsonObject& request) { m_request = request; }
    int interval() const { return m_timer.interval(); }
    void setInterval(int ms); // 0: no polling

    State state() const { return m_state; }
    Freshness freshness() const { return m_freshness; }
    QString lastError() const { return m_freshness.error; }
    int callCount() const { return m_calls; }

    // The offline cache (core/cache/offlinecache): the last good reply as sent (empty until one was
    // applied, and while cached data is shown), and restoring a saved one while the server cannot be
    // reached: applied like a reply, then marked stale with `reason` ("offline — …") and isCached() until
    // the first live reply replaces it. A feed with live data ignores the cache (false), as does a reply
    // that no longer matches the contract.
    QJsonObject lastGoodReply() const { return m_lastGood; }
    bool isCached() const { return m_cached; }
    bool restoreCached(const QJsonObject& reply, const QDateTime& savedAt, const QString& reason);
    // The shown rows were dropped (another profile, a logout): the next reply is applied even when it
    // equals the last one.
    void forgetReply() { m_lastGood = {}; }

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void stateChanged(cloudly::core::FeatureFeed::State state);
    void freshnessChanged();
    void notOffered(const QString& method);
    void replyApplied(); // a reply with new content was applied (live, not from the cache)

private:
    bool canCall() const;
    void onReply(quint64 generation, const FeatureResult<QJsonObject>& result);
    void setState(State state);
    void markStale(Freshness::StaleReason reason, const QString& error);
    void onConnectionChanged();

    Session* m_session;
    TypedSocketClient* m_client;
    FleetQueries* m_queries; // the call path (method names, "not offered")
    QString m_defaultMethod;
    Apply m_apply;
    QJsonObject m_request;
    QTimer m_timer;
    State m_state = State::Idle;
    Freshness m_freshness;
    QJsonObject m_lastGood;
    bool m_inFlight = false;
    bool m_again = false;
    bool m_cached = false;
    quint64 m_generation = 0;
    int m_calls = 0;
};

} // namespace core
} // namespace cloudly
