#include "core/cache/offlinecache.h"

#include "core/inventory/featurefeed.h"
#include "core/inventory/freshness.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/util/logging.h"
#include "core/util/processmemory.h"
#include "core/util/threadhandoff.h"

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
using Resource = InventoryRefresher::Resource;
constexpr int kFirstWriteDelayMs = 1000;
constexpr Resource kResources[] = {Resource::Services, Resource::Deployments, Resource::Clusters,
                                   Resource::Images};
} // namespace

OfflineCache::OfflineCache(InventoryRefresher* refresher, InventoryCache cache, QObject* parent)
    : QObject(parent), m_refresher(refresher), m_cache(std::move(cache))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { write(true); });
    // One writer thread: a big inventory (100k tasks ≈ 15 MB) takes a while to write, and the files
    // of one profile must be written in order.
    m_pool.setMaxThreadCount(1);
    connect(m_refresher, &InventoryRefresher::freshnessChanged, this, &OfflineCache::onFreshnessChanged);
    // The refresher emits a list only when it changed (an identical reply only moves its freshness).
    const auto changed = [this] { m_dataChanged = true; };
    connect(m_refresher, &InventoryRefresher::servicesUpdated, this, changed);
    connect(m_refresher, &InventoryRefresher::deploymentsUpdated, this, changed);
    connect(m_refresher, &InventoryRefresher::clustersUpdated, this, changed);
    connect(m_refresher, &InventoryRefresher::imagesUpdated, this, changed);
}

struct OfflineCache::Sources
{
    bool anyCached = false;
    bool anyLive = false;    // loaded live and current
    QDateTime newestLive;    // the newest live lastSuccess (current or not)
    QDateTime newestCurrent; // the newest lastSuccess of live, current data
};

OfflineCache::Sources OfflineCache::sources() const
{
    Sources s;
    const auto consider = [&s](bool cached, const Freshness& f) {
        if (cached) {
            s.anyCached = true;
            return;
        }
        if (f.lastSuccess.isValid() && (!s.newestLive.isValid() || f.lastSuccess > s.newestLive))
            s.newestLive = f.lastSuccess;
        if (f.isLoaded() && !f.isStale()) {
            s.anyLive = true;
            if (!s.newestCurrent.isValid() || f.lastSuccess > s.newestCurrent)
                s.newestCurrent = f.lastSuccess;
        }
    };
    for (Resource r : kResources)
        consider(m_refresher->isCached(r), m_refresher->freshness(r));
    for (const QPointer<FeatureFeed>& feed : m_features) {
        if (feed)
            consider(feed->isCached(), feed->freshness());
    }
    return s;
}

bool OfflineCache::addFeature(FeatureFeed* feed)
{
    if (!feed || !InventoryCache::isCacheableFeature(feed->defaultMethod()) || m_features.contains(feed))
        return false;
    m_features.append(feed);
    connect(feed, &FeatureFeed::freshnessChanged, this, &OfflineCache::onFreshnessChanged);
    connect(feed, &FeatureFeed::replyApplied, this, [this] { m_dataChanged = true; });
    return true;
}

QList<FeatureFeed*> OfflineCache::features() const
{
    QList<FeatureFeed*> out;
    for (const QPointer<FeatureFeed>& feed : m_features) {
        if (feed)
            out.append(feed);
    }
    return out;
}

OfflineCache::~OfflineCache()
{
    flush();
    m_pool.waitForDone();
    handOffAcquire(this);
}

void OfflineCache::setProfile(const QString& profile, const QUrl& server)
{
    if (profile == m_profile && server == m_server)
        return;
    flush(false);
    m_timer.stop();
    m_profile = profile;
    m_server = server;
    m_dirty = false;
    m_dataChanged = true;
    m_lastWrite = QDateTime();
    m_lastSavedLive = QDateTime();
    setShowing(false);
}

CachedInventory OfflineCache::snapshot() const
{
    CachedInventory inv;
    inv.profile = m_profile;
    inv.server = m_server;
    inv.savedAt = now();
    const auto live = [this](Resource r) {
        return m_refresher->freshness(r).isLoaded() && !m_refresher->isCached(r);
    };
    const auto when = [this](Resource r) { return m_refresher->freshness(r).lastSuccess; };
    if (live(Resource::Services))
        inv.services = CachedInventory::Part<Service>{when(Resource::Services), m_refresher->services()};
    if (live(Resource::Deployments))
        inv.deployments =
            CachedInventory::DeploymentsPart{when(Resource::Deployments), m_refresher->deployments()};
    if (live(Resource::Clusters))
        inv.clusters = CachedInventory::Part<Cluster>{when(Resource::Clusters), m_refresher->clusters()};
    if (live(Resource::Images))
        inv.images = CachedInventory::Part<Image>{when(Resource::Images), m_refresher->images()};
    for (const QPointer<FeatureFeed>& feed : m_features) {
        if (feed && !feed->isCached() && feed->freshness().isLoaded() && !feed->lastGoodReply().isEmpty())
            inv.features.insert(
                feed->defaultMethod(),
                CachedInventory::PartOf<QJsonObject>{feed->freshness().lastSuccess, feed->lastGoodReply()});
    }
    return inv;
}

void OfflineCache::onFreshnessChanged()
{
    const Sources live = sources();
    const bool anyCached = live.anyCached;
    const bool anyLive = live.anyLive;
    const QDateTime newestLive = live.newestCurrent;
    if (m_showing && !anyCached)
        setShowing(false); // live data replaced every cached part
    if (m_profile.isEmpty() || !anyLive)
        return;
    if (m_lastSavedLive.isValid() && newestLive <= m_lastSavedLive)
        return;
    // Nothing but the refresh times moved: rewriting the same lists is worth it only now and then.
    if (!m_dataChanged && m_lastWrite.isValid() &&
        m_lastWrite.msecsTo(now()) < static_cast<qint64>(UnchangedRewriteFactor) * m_minimumIntervalMs)
        return;
    m_dirty = true;
    schedule();
}

void OfflineCache::schedule()
{
    if (!m_dirty || m_timer.isActive())
        return;
    // The first write waits a moment, so the other resources of the same refresh round are in it.
    const qint64 delay = m_lastWrite.isValid() ? m_minimumIntervalMs - m_lastWrite.msecsTo(now())
                                               : qMin(kFirstWriteDelayMs, m_minimumIntervalMs);
    m_timer.start(static_cast<int>(std::clamp<qint64>(delay, 0, m_minimumIntervalMs)));
}

bool OfflineCache::flush(bool wait)
{
    if (wait)
        return write(false);
    m_pool.waitForDone(); // rarely waits: a throttled write in flight
    handOffAcquire(this);
    return write(true);
}

bool OfflineCache::write(bool background)
{
    m_timer.stop();
    if (!background) {
        m_pool.waitForDone(); // a write in flight finishes first (files stay in order)
        handOffAcquire(this);
    } else if (m_pool.activeThreadCount() > 0)
        return false; // written again when the one in flight is done (see finished())
    if (!m_dirty || m_profile.isEmpty() || !m_refresher)
        return false;
    const CachedInventory inv = snapshot();
    if (inv.isEmpty())
        return false;
    m_dirty = false;
    m_dataChanged = false;
    m_lastWrite = now();
    m_lastSavedLive = sources().newestLive;
    const QString path = m_cache.pathFor(m_profile);
    if (!background) {
        QString error;
        const bool ok = m_cache.save(inv, &error);
        finished(path, ok, error);
        return ok;
    }
    // The lists are implicitly shared copies: safe to read on the writer thread.
    const InventoryCache cache = m_cache;
    handOffRelease(this); // the pool's queue orders this; ThreadSanitizer cannot see it (threadhandoff.h)
    m_pool.start([this, cache, inv, path] {
        handOffAcquire(this);
        QString error;
        const bool ok = cache.save(inv, &error);
        // The write's buffers were freed in this thread's arena: hand them back now, not at the next
        // changed poll's trim on the GUI thread.
        trimHeap();
        {
            const std::lock_guard<std::mutex> lock(m_resultsMutex);
            m_results.append({path, ok, error});
        }
        QMetaObject::invokeMethod(this, "deliverResults", Qt::QueuedConnection);
    });
    return true;
}

void OfflineCache::deliverResults()
{
    QList<Result> results;
    {
        const std::lock_guard<std::mutex> lock(m_resultsMutex);
        results.swap(m_results);
    }
    for (const Result& r : std::as_const(results))
        finished(r.path, r.ok, r.error);
}

void OfflineCache::finished(const QString& path, bool ok, const QString& error)
{
    if (!ok) {
        m_dataChanged = true; // try again at the next refresh, not minutes later
        m_lastError = error;
        Q_EMIT problem(tr("The offline cache was not saved: %1").arg(error));
    } else {
        m_lastError.clear();
        ++m_writes;
        qCDebug(lcModel) << "offline cache saved for profile" << m_profile;
        Q_EMIT saved(path);
    }
    schedule(); // live data that arrived meanwhile
}

bool OfflineCache::restore()
{
    if (m_profile.isEmpty() || !m_refresher)
        return false;
    const InventoryCache::LoadResult result = m_cache.load(m_profile, m_server);
    if (!result.ok()) {
        if (!result.message.isEmpty()) {
            m_lastError = result.message;
            Q_EMIT problem(result.message);
        }
        return false;
    }
    const CachedInventory& inv = result.inventory;
    if (inv.isEmpty())
        return false;
    QMap<Resource, QDateTime> savedAt;
    const auto part = [&savedAt](Resource r, const auto& p) {
        using Items = std::decay_t<decltype(p->items)>;
        if (!p)
            return std::optional<Items>();
        savedAt.insert(r, p->savedAt);
        return std::optional<Items>(p->items);
    };
    const auto services = part(Resource::Services, inv.services);
    const auto deployments = part(Resource::Deployments, inv.deployments);
    const auto clusters = part(Resource::Clusters, inv.clusters);
    const auto images = part(Resource::Images, inv.images);
    m_cachedAt = inv.oldestPart();
    m_refresher->restoreCached(
        services, deployments, clusters, images, savedAt,
        tr("offline — showing the cache saved %1").arg(Freshness::formatTime(m_cachedAt, now())));
    bool any = false;
    for (Resource r : kResources)
        any = any || m_refresher->isCached(r);
    const QString reason =
        tr("offline — showing the cache saved %1").arg(Freshness::formatTime(m_cachedAt, now()));
    for (const QPointer<FeatureFeed>& feed : m_features) {
        const auto saved = feed ? inv.features.constFind(feed->defaultMethod()) : inv.features.cend();
        if (saved != inv.features.cend() && feed->restoreCached(saved->items, saved->savedAt, reason))
            any = true;
    }
    if (any)
        setShowing(true);
    return any;
}

QString OfflineCache::statusText() const
{
    if (!m_showing)
        return {};
    return tr("offline — cached %1 ago").arg(Freshness::formatAge(m_cachedAt.secsTo(now())));
}

void OfflineCache::setShowing(bool showing)
{
    if (m_showing == showing)
        return;
    m_showing = showing;
    Q_EMIT showingCacheChanged(showing);
}

} // namespace core
} // namespace cloudly
