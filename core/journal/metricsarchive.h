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
// options (MetricsFeed makes one when a profile connects) is restored from the journal that is open then,
// with the restart as a gap: the file is read and decoded on the archive's thread (not the thread that
// made the history, the GUI thread), then the decoded history is moved into it (MetricsHistory::adopt():
// polls recorded meanwhile are kept, the restored samples go before them). The archive then saves it on
// its thread every `saveIntervalMs` while it changes, and once more when it goes (profile switch,
// shutdown); never before its restore was applied (that would replace the file's snapshot with the few
// polls since the start).
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
    // Blocks until every restore queued so far is applied or dropped (tests, benchmarks).
    void waitForRestores();
    QString lastError() const;

private:
    struct Kept
    {
        MetricsHistory* history;
        QString path;
        quint64 savedRevision;
        quint64 serial;        // which attachment (an address may be reused by a later history)
        bool restored = false; // its restore was applied (or had nothing to apply): it may be saved
    };
    void save(Kept& kept);
    void setError(const QString& error);
    void restore(std::unique_lock<std::mutex>& lock);
    void run();

    std::function<QString()> m_pathFor;
    qint64 m_intervalMs;
    mutable std::mutex m_mutex; // m_kept, m_stop, m_error; held while saving
    std::condition_variable m_wake;
    std::condition_variable m_restoredCv;
    std::vector<Kept> m_kept;
    std::vector<quint64> m_restores; // serials of m_kept entries waiting for their restore, oldest first
    quint64 m_serials = 0;
    int m_restoring = 0; // restores being read and decoded now (without m_mutex)
    bool m_stop = false;
    QString m_error;
    std::thread m_thread;
};

} // namespace core
} // namespace cloudly
