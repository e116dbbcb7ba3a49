#include "core/metrics/metricsfeed.h"

#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsrecorder.h"

#include <QDateTime>

namespace cloudly {
namespace core {
using R = InventoryRefresher;

MetricsFeed::MetricsFeed(InventoryRefresher* refresher, MetricsHistory::Options options, QObject* parent)
    : QObject(parent), m_refresher(refresher), m_options(options), m_recorder(new MetricsRecorder(this))
{
    connect(m_recorder, &MetricsRecorder::recorded, this, &MetricsFeed::updated);
    if (m_options.maxSampleGapMs <= 0) // a missed poll is a gap (the poll interval may change later)
        m_options.maxSampleGapMs = std::max<qint64>(3LL * refresher->interval(), 30000);
    connect(refresher, &R::freshnessChanged, this, &MetricsFeed::onFreshness);
}

MetricsFeed::~MetricsFeed()
{
    for (const std::shared_ptr<MetricsHistory>& h : std::as_const(m_histories))
        h->setRestoredHandler({}); // waits for a call in progress: none posts to this feed afterwards
}

void MetricsFeed::flush()
{
    m_recorder->flush();
}

void MetricsFeed::setCounts(const QString& group, const QHash<QString, qint32>& counts)
{
    if (counts.isEmpty())
        m_counts.remove(group);
    else
        m_counts.insert(group, counts);
}

void MetricsFeed::setProfile(const QString& profile)
{
    if (profile == m_profile)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_current)
        m_recorder->markGap(m_current, now); // not watched from here on
    m_profile = profile;
    m_current.reset();
    m_counts.clear(); // the other profile's
    m_tasksAt = m_clustersAt = 0;
    if (!profile.isEmpty()) {
        std::shared_ptr<MetricsHistory>& h = m_histories[profile];
        if (!h) {
            // An archive restores it on its own thread, later: the charts hear of it then.
            h = std::make_shared<MetricsHistory>(m_options);
            h->setRestoredHandler([this] {
                QMetaObject::invokeMethod(
                    this, [this] { Q_EMIT updated(); }, Qt::QueuedConnection);
            });
        } else
            m_recorder->markGap(h, now);
        m_current = h;
    }
    Q_EMIT updated();
}

void MetricsFeed::onFreshness()
{
    if (!m_current)
        return;
    const auto follow = [&](R::Resource resource, qint64& lastAt, bool& wasStale, auto record) {
        const Freshness f = m_refresher->freshness(resource);
        if (f.isStale() || m_refresher->isCached(resource)) {
            if (!wasStale && lastAt > 0) {
                m_recorder->markGap(m_current, f.staleSince.isValid() ? f.staleSince.toMSecsSinceEpoch()
                                                                      : QDateTime::currentMSecsSinceEpoch());
            }
            wasStale = true;
            return;
        }
        wasStale = false;
        if (!f.isLoaded())
            return;
        const qint64 at = f.lastSuccess.toMSecsSinceEpoch();
        if (at <= lastAt)
            return;
        lastAt = at;
        record(at);
    };
    follow(R::Resource::Deployments, m_tasksAt, m_tasksStale, [this](qint64 at) {
        m_recorder->recordTasks(m_current, m_refresher->deployments(), at);
        QHash<QString, qint32> counts;
        for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
            counts.insert(it.value());
        if (!counts.isEmpty())
            m_recorder->recordCounts(m_current, counts, at);
    });
    follow(R::Resource::Clusters, m_clustersAt, m_clustersStale,
           [this](qint64 at) { m_recorder->recordClusters(m_current, m_refresher->clusters(), at); });
}

} // namespace core
} // namespace cloudly
