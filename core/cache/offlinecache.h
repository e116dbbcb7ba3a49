#pragma once

#include "core/cache/inventorycache.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <mutex>

namespace cloudly {
namespace core {
class FeatureFeed;
class InventoryRefresher;

// Keeps the offline cache of the current profile in step with an InventoryRefresher:
// - after successful live refreshes it writes the last good inventory (throttled: at most once per
//   minimumInterval(), on a writer thread; and at once, synchronously, on flush(), e.g. on quit or before
//   switching profiles); when no list changed since the last write (only the "last refreshed" times
//   moved), it is rewritten at most once per UnchangedRewriteFactor × minimumInterval() (5 min by
//   default), so an idle console does not re-serialise an unchanged 100k inventory every 30 s; the
//   saved time can then lag the last refresh by up to that much (flush() always writes it exactly);
// - restore() puts the saved inventory into the refresher when the server cannot be reached, marked stale
//   with "offline — cached 3 h ago", until live data comes back (showingCache() turns false).
// Nothing is written while cached data is shown (a cache never re-saves itself with a new date).
// The optional interfaces-5.8 lists (backups, BaseOS nodes and image builds) join through addFeature(): their
// last good replies are written and restored with the inventory (volumes are the services'); a feed of any
// other method (server settings) is refused, so masked settings never reach the file.
class OfflineCache : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultMinimumIntervalMs = 30000;
    static constexpr int UnchangedRewriteFactor = 10;

    OfflineCache(InventoryRefresher* refresher, InventoryCache cache, QObject* parent = nullptr);
    ~OfflineCache() override;

    // The profile whose cache is read and written; flushes the previous one first. Empty: no caching.
    void setProfile(const QString& profile, const QUrl& server);
    QString profile() const { return m_profile; }
    const InventoryCache& store() const { return m_cache; }

    void setMinimumInterval(int ms) { m_minimumIntervalMs = ms; }
    int minimumInterval() const { return m_minimumIntervalMs; }
    // Test seam: the clock used for throttling and ages.
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }

    // Caches `feed`'s replies too; false (and nothing kept) unless InventoryCache::isCacheableFeature() of
    // its default method.
    bool addFeature(FeatureFeed* feed);
    QList<FeatureFeed*> features() const;

    // Loads the profile's cache into the refresher and the features (resources already loaded live are left
    // alone). Returns false when there is nothing to show; a corrupt or foreign file raises problem().
    bool restore();
    // Writes the live data not saved yet now: synchronously (after any write in flight), or with
    // wait = false from a snapshot taken now on the writer thread. False when nothing was (to be) written.
    bool flush(bool wait = true);

    bool showingCache() const { return m_showing; }
    // "offline — cached 3 h ago" while showingCache(), else empty.
    QString statusText() const;
    int writeCount() const { return m_writes; }
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void showingCacheChanged(bool showing);
    void problem(const QString& message); // translated; corrupt/foreign file or a write failure
    void saved(const QString& path);

private:
    void onFreshnessChanged();
    void schedule();
    bool write(bool background);
    void finished(const QString& path, bool ok, const QString& error);
    // Queued by the writer thread: the results it left in m_results (under m_resultsMutex, which
    // ThreadSanitizer sees, unlike the locks of Qt's own event queue).
    Q_INVOKABLE void deliverResults();
    struct Result
    {
        QString path;
        bool ok = false;
        QString error;
    };
    std::mutex m_resultsMutex;
    QList<Result> m_results;
    QDateTime now() const { return m_clock ? m_clock() : QDateTime::currentDateTime(); }
    CachedInventory snapshot() const;
    void setShowing(bool showing);

    struct Sources; // the freshness of every cached source, live or cached
    Sources sources() const;

    QPointer<InventoryRefresher> m_refresher;
    QList<QPointer<FeatureFeed>> m_features;
    InventoryCache m_cache;
    QString m_profile;
    QUrl m_server;
    QTimer m_timer;
    std::function<QDateTime()> m_clock;
    int m_minimumIntervalMs = DefaultMinimumIntervalMs;
    QDateTime m_lastWrite;
    QDateTime m_lastSavedLive; // the newest live lastSuccess written so far
    bool m_dirty = false;
    bool m_dataChanged = true; // a list was emitted since the last write (not just a freshness move)
    bool m_showing = false;
    QDateTime m_cachedAt;
    int m_writes = 0;
    QThreadPool m_pool;
    QString m_lastError;
};

} // namespace core
} // namespace cloudly
