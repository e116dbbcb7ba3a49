#pragma once

#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/imageplatforms.h"
#include "core/api/methods.h"
#include "core/api/preflightcontract.h"
#include "core/api/service.h"
#include "core/inventory/freshness.h"
#include "core/model/inventorylabels.h"
#include "core/net/typedsocketclient.h"

#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QTimer>

#include <array>
#include <optional>

namespace cloudly {
namespace core {
class Session;

// `getImagePlatforms` is NOT a known Cloudly request (docs/CONTRACTS.md, "Images"). The console asks
// for it once per connection and uses it only when a server answers; the accepted reply shapes are a
// console-side assumption [INF]:
//   { images: [ { imageId, digest?, mediaType?, tag?, platforms: IOciPlatformDescriptorSummary[] } ] }
//   { imageId?, digest?, mediaType?, tag?, platforms: IOciPlatformDescriptorSummary[] }
inline const QString& imagePlatformsMethod()
{
    return methods::getImagePlatforms;
}
QList<ImagePlatformInfo> decodeImagePlatforms(const QJsonObject& response, DecodeErrors& errors);

// Keeps the inventory of one session current: polls getServices, getDeployments, getClusters and
// getAllImages every interval() ms, decodes each reply with the contract decoders and emits the lists.
//
// - Never two calls of the same method in flight. A timer tick skips a method still waiting for its reply
//   (a slow server is not polled back to back); refreshNow() and server pushes that find it waiting are
//   folded into one follow-up call made as soon as the reply arrives.
// - A reply identical to the last good one is not decoded or emitted again (only its freshness moves).
// - A failed call or a reply that does not match the contract (the error names the JSON path) keeps the
//   data of the last good refresh and marks the resource stale with the reason; so does a lost
//   connection. Nothing is cleared: stale data stays visible and says that it is stale.
// - Any server push (TypedSocketClient::pushReceived) triggers an immediate refresh (bursts coalesce).
// - After a reconnect or a new login everything is refreshed at once.
class InventoryRefresher : public QObject
{
    Q_OBJECT
public:
    enum class Resource
    {
        Services,
        Deployments,
        Clusters,
        Images,
    };
    Q_ENUM(Resource)
    static constexpr int ResourceCount = 4;
    static constexpr int DefaultIntervalMs = 5000;

    explicit InventoryRefresher(Session* session, QObject* parent = nullptr);
    ~InventoryRefresher() override;

    Session* session() const { return m_session; }
    static QString methodFor(Resource resource);
    static QString resourceName(Resource resource); // translated: "services", "runtime tasks", ...

    int interval() const { return m_intervalMs; }
    void setInterval(int ms); // <= 0: DefaultIntervalMs
    bool isPaused() const { return m_paused; }

    // The data of the last good refresh (empty until the first one).
    const QList<Service>& services() const { return m_services; }
    const DeploymentTable& deployments() const { return m_deployments; }
    const QList<Cluster>& clusters() const { return m_clusters; }
    const QList<Image>& images() const { return m_images; }
    // The labels of this refresh ("name (id)", names, newest versions), rebuilt once when services,
    // clusters or images change and read by every view (and by nothing that recomputes them).
    const InventoryLabels& labels() const { return m_labels; }

    Freshness freshness(Resource resource) const;
    Freshness freshness() const; // all four combined (Freshness::combine)
    bool isInFlight(Resource resource) const;
    int callCount(Resource resource) const;  // calls sent
    int replyCount(Resource resource) const; // replies (or failures) received

    // OCI platform knowledge (see ImagePlatformInfo): a preflight report's current and requested image
    // replace what was known for that service. `observedAt` invalid: now.
    void addPreflightReport(const DeploymentPreflightReport& report, const QDateTime& observedAt = {});
    QList<ImagePlatformInfo> imagePlatforms() const; // preflight (by service id), then server entries
    // Whether the server answers getImagePlatforms: unknown until asked (once per connection).
    enum class Support
    {
        Unknown,
        Supported,
        Unsupported
    };
    Support imagePlatformsSupport() const { return m_platformSupport; }

    // Offline cache (core/cache): shows lists saved earlier as if they were the last good data, marked
    // stale (Disconnected, `reason`) with lastSuccess = the time each was saved, until a live refresh
    // replaces them. Only resources not loaded live yet take a part; nullopt parts are skipped.
    void restoreCached(const std::optional<QList<Service>>& services,
                       const std::optional<DeploymentTable>& deployments,
                       const std::optional<QList<Cluster>>& clusters,
                       const std::optional<QList<Image>>& images, const QMap<Resource, QDateTime>& savedAt,
                       const QString& reason);
    // True while `resource` shows restored (cached) data rather than a live reply.
    bool isCached(Resource resource) const { return state(resource).cached; }
    // Forgets every list (another server): empty, not loaded; emits the *Updated signals.
    void clear();

    // A refresh counts as overdue (stale, NoReply) when its reply takes longer than this (default:
    // max(2 × interval, 15 s)). 0 restores the default.
    void setNoReplyThreshold(int ms) { m_noReplyMs = ms; }
    int noReplyThreshold() const;

public Q_SLOTS:
    void pause();
    void resume();
    // Refreshes every resource now (a resource still waiting for its reply refreshes once more after it).
    void refreshNow();

Q_SIGNALS:
    void servicesUpdated(const QList<cloudly::core::Service>& services);
    void deploymentsUpdated(const cloudly::core::DeploymentTable& deployments);
    void clustersUpdated(const QList<cloudly::core::Cluster>& clusters);
    void imagesUpdated(const QList<cloudly::core::Image>& images);
    void imagePlatformsUpdated();
    // labels() changed (after servicesUpdated, clustersUpdated or imagesUpdated).
    void labelsUpdated();
    void freshnessChanged();
    void pausedChanged(bool paused);
    // A refresh of `resource` failed; `message` is one translated line (the data was kept).
    void refreshFailed(cloudly::core::InventoryRefresher::Resource resource, const QString& message);

private:
    struct State
    {
        Freshness freshness;
        bool inFlight = false;
        bool again = false; // refresh once more when the reply arrives
        QDateTime startedAt;
        // The last good reply, to skip unchanged ones: its list as sent (clusters, images, deployments
        // decoded from an object) or the hash of its bytes (services, deployments read as bytes).
        QJsonValue lastGood;
        std::optional<quint64> lastHash;
        int calls = 0;
        int replies = 0;
        int unchangedSinceDecode = 0; // heap trims after unchanged replies back off (1st, 2nd, 4th, …)
        quint64 generation = 0;       // replies of calls made before a disconnect are ignored
        bool cached = false;          // showing restoreCached() data, not a live reply
    };

    bool canCall() const;
    void poll(Resource resource, bool queueIfBusy);
    void pollPlatforms();
    void onTick();
    void onReply(Resource resource, quint64 generation, const CallResult& result);
    bool apply(Resource resource, const CallResult& result, QString* error);
    bool applyDeploymentBytes(const ScannedJson& response, QString* error); // getDeployments as bytes
    void markFresh(Resource resource);
    void markStale(Resource resource, Freshness::StaleReason reason, const QString& error);
    void setFreshness(Resource resource, const Freshness& freshness);
    void onClientStateChanged(TypedSocketClient::State state);
    void onIdentityChanged();
    void onPush(const QString& method);
    State& state(Resource resource) { return m_state[static_cast<size_t>(resource)]; }
    const State& state(Resource resource) const { return m_state[static_cast<size_t>(resource)]; }

    Session* m_session;
    TypedSocketClient* m_client;
    QTimer m_timer;
    QTimer m_pushDebounce;
    int m_intervalMs = DefaultIntervalMs;
    int m_noReplyMs = 0;
    bool m_paused = false;
    bool m_wasConnected = false;
    QString m_disconnectReason;
    std::array<State, ResourceCount> m_state;

    QList<Service> m_services;
    DeploymentTable m_deployments;
    QList<Cluster> m_clusters;
    QList<Image> m_images;
    InventoryLabels m_labels;

    QList<ImagePlatformInfo> m_preflightPlatforms; // in the order first seen, keyed by ImagePlatformInfo::key
    QList<ImagePlatformInfo> m_serverPlatforms;
    QJsonValue m_lastPlatformsReply;
    Support m_platformSupport = Support::Unknown;
    bool m_platformsInFlight = false;
};

} // namespace core
} // namespace cloudly