#pragma once

#include "core/metrics/metricshistory.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <memory>

namespace cloudly {
namespace core {
class InventoryRefresher;
class MetricsRecorder;

// Feeds the metrics history of the current profile from the poller: every live poll of the runtime tasks
// and of the clusters is a sample (also when the reply did not change: the refresher then only moves its
// freshness), a stale resource (disconnected, failed poll) is a gap, a restored offline cache is neither.
// One history per profile, kept in memory while the console runs (switching back shows the gap). Recorded
// on a worker thread (MetricsRecorder); updated() follows each recorded poll. setCounts() adds the counts
// of what is not polled here (the overview's receipts, alerts, backup and fleet tiles) to each task poll.
class MetricsFeed : public QObject
{
    Q_OBJECT
public:
    explicit MetricsFeed(InventoryRefresher* refresher, MetricsHistory::Options options = {},
                         QObject* parent = nullptr);
    ~MetricsFeed() override;

    void setProfile(const QString& profile); // empty: record nothing
    QString profile() const { return m_profile; }
    // The current profile's history (null without a profile).
    const MetricsHistory* history() const { return m_current.get(); }
    InventoryRefresher* refresher() const { return m_refresher; }
    // Counts the polls do not carry, under `group` (the overview's tiles: receipts, alerts, backup
    // verdicts, fleet states): recorded with every live poll of the runtime tasks, so their series share
    // its times and its gaps. Empty: not known now (not loaded, stale, not offered), nothing is
    // recorded for the group and its series show a gap.
    void setCounts(const QString& group, const QHash<QString, qint32>& counts);
    QHash<QString, qint32> counts(const QString& group) const { return m_counts.value(group); }
    void flush(); // waits until every poll so far is recorded (tests)

Q_SIGNALS:
    void updated(); // a sample or a gap was recorded

private:
    void onFreshness();

    InventoryRefresher* m_refresher;
    MetricsHistory::Options m_options;
    QString m_profile;
    QHash<QString, std::shared_ptr<MetricsHistory>> m_histories;
    std::shared_ptr<MetricsHistory> m_current;
    MetricsRecorder* m_recorder;
    QHash<QString, QHash<QString, qint32>> m_counts; // group -> key -> value
    qint64 m_tasksAt = 0;
    qint64 m_clustersAt = 0;
    bool m_tasksStale = false;
    bool m_clustersStale = false;
};

} // namespace core
} // namespace cloudly
