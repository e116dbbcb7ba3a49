#pragma once

#include "core/metrics/metricshistory.h"

#include <QString>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cloudly {
namespace core {
class JournalFeed;

// Keeps the metrics history of each profile across restarts in that profile's journal file
// (HistoryTable: one snapshot row next to the change entries). A history made with this archive in its
// options (MetricsFeed makes one when a profile connects) is restored at once from the journal that is
// open then, with the restart as a gap; the archive then saves it on a thread of its own every
// `saveIntervalMs` while it changes, and once more when it goes (profile switch, shutdown).
//
// Bounds: what is saved is what the history holds, so the history's own bounds apply (its window,
// default 2 h; node and count samples at every poll in it; task values in at most Options::taskFrames
// frames, thinned with age by merging the adjacent frames of the older three quarters that span the
// least time; ≤ 30 MB at 100k tasks). On restore, anything older than the window at that moment is
// dropped. A snapshot that cannot be read (damaged, unknown format, not a database) restores nothing and
// leaves the journal's entries as they are; a snapshot of a newer format is not overwritten. lastError()
// and the lcJournal log say what was wrong.
class MetricsArchive : public MetricsHistoryArchive
{
public:
    // `pathForNewHistory`: the journal file a history made now belongs to (empty: not kept).
    explicit MetricsArchive(std::function<QString()> pathForNewHistory, qint64 saveIntervalMs = 120000);
    ~MetricsArchive() override;
    MetricsArchive(const MetricsArchive&) = delete;
    MetricsArchive& operator=(const MetricsArchive&) = delete;

    // Options for MetricsFeed: the defaults, kept in the journal `feed` has open when a profile connects.
    static MetricsHistory::Options historyOptions(JournalFeed* feed);

    void attached(MetricsHistory& history) override;
    void detached(MetricsHistory& history) override;

    // Saves every changed history now, on the calling thread (tests, benchmarks).
    void saveNow();
    QString lastError() const;

private:
    struct Kept
    {
        MetricsHistory* history;
        QString path;
        quint64 savedRevision;
    };
    void save(Kept& kept);
    void setError(const QString& error);
    void run();

    std::function<QString()> m_pathFor;
    qint64 m_intervalMs;
    mutable std::mutex m_mutex; // m_kept, m_stop, m_error; held while saving
    std::condition_variable m_wake;
    std::vector<Kept> m_kept;
    bool m_stop = false;
    QString m_error;
    std::thread m_thread;
};

} // namespace core
} // namespace cloudly
