#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/metrics/slottable.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace cloudly {
namespace core {
// One value of a series at a time (ms since epoch).
struct MetricPoint
{
    qint64 at = 0;
    double value = 0;
    friend bool operator==(const MetricPoint&, const MetricPoint&) = default;
};
// The points of one connected stretch; a series is a list of them, split where the console was not
// connected (or a poll was missing): a chart draws each segment as its own line, never across a gap.
using MetricSegment = QList<MetricPoint>;
using MetricSeries = QList<MetricSegment>;

class MetricsHistory;

// Where histories are kept across restarts (core/journal/metricsarchive: the profile's journal file). A
// history with one in its options tells it when it is made (the archive may restore() what it kept) and
// when it goes (the archive may keep a last snapshot()).
class MetricsHistoryArchive
{
public:
    virtual ~MetricsHistoryArchive() = default;
    virtual void attached(MetricsHistory& history) = 0;
    virtual void detached(MetricsHistory& history) = 0;
};

enum class NodeMetric : quint8
{
    CpuPercent,
    MemoryUsedMB,
    DiskUsedGB,
    ContainerCount,
    DiskUsedPercent, // used / (used + available)
};
inline constexpr int kNodeMetricCount = 5;
enum class TaskMetric : quint8
{
    CpuPercent,
    MemoryUsedMB,
};

// The bounded, in-memory history of what the polls brought, for one profile: node CPU, memory and disk use
// and container count, task CPU and memory, and counts (tasks by status and health, nodes by status,
// services with failed tasks). Only what the console saw while connected: markGap() (disconnected, a
// restored cache, a failed poll) and any pause longer than Options::maxSampleGapMs split a series, so a
// chart shows a gap there instead of a line.
//
// Node metrics and counts keep every poll of the window (default 2 h): a few hundred nodes cost little.
// Task metrics at 100k tasks would not (1440 polls × 100k tasks), so they are kept in at most
// Options::taskFrames frames shared by all tasks, thinned with age: when a frame too many arrives, the two
// adjacent frames of the older three quarters that span the least time are merged (values averaged), so
// the newest polls keep their own frame and older ones cover ever longer stretches. A task value takes
// 4 bytes per frame (CPU in 0.01 %, memory in MB; larger values are stored as unknown, never clamped), and
// tasks are keyed by a 64-bit hash of their id. Budget (bench/metrics): ≤ 30 MB at 100k tasks.
//
// Thread-safe: every public member locks, so a worker thread can record (MetricsRecorder) while the GUI
// thread reads series for its charts.
class MetricsHistory
{
public:
    struct Options
    {
        qint64 windowMs = 2LL * 3600 * 1000; // what is kept
        int taskFrames = 48;                 // task frames at most (≥ 4)
        qint64 maxSampleGapMs = 0;           // > 0: two samples further apart are split (a missed poll)
        std::shared_ptr<MetricsHistoryArchive> archive; // null: in memory only
    };

    MetricsHistory() : MetricsHistory(Options{}) {}
    explicit MetricsHistory(Options options);
    ~MetricsHistory();
    MetricsHistory(const MetricsHistory&) = delete;
    MetricsHistory& operator=(const MetricsHistory&) = delete;

    const Options& options() const { return m_options; }

    // One poll of the runtime tasks at `at` (ms since epoch; at least the previous sample's time).
    void recordTasks(const DeploymentTable& tasks, qint64 at);
    // One poll of the clusters (their nodes' metrics and status) at `at`.
    void recordClusters(const QList<Cluster>& clusters, qint64 at);
    // Counts the polls do not carry (the overview's receipts, alerts, backup verdicts, fleet states), taken
    // with a poll at `at`: each key's series gets that value (countSeries()).
    void recordCounts(const QHash<QString, qint32>& counts, qint64 at);
    // The console was not connected (or the data was not live) from `at` until the next sample.
    void markGap(qint64 at);
    void clear();

    MetricSeries nodeSeries(const QString& nodeId, NodeMetric metric) const;
    MetricSeries taskSeries(const QString& taskId, TaskMetric metric) const;
    // Counts per poll: "task.status:<status>", "task.health:<health>" (absent health: "none"),
    // "node.status:<status>", "services.failing" (services with at least one failed task), "tasks", "nodes".
    // Statuses are lower-cased; a status never seen has no series.
    MetricSeries countSeries(const QString& key) const;
    QStringList countKeys() const;
    // The newest sample time of any kind (0: none).
    qint64 lastSampleAt() const;

    qsizetype taskFrameCount() const;
    qsizetype trackedTaskCount() const;
    // Approximate heap bytes held.
    qsizetype memoryBytes() const;
    // Counts every change (a sample, a gap, a restore): a snapshot of an unchanged revision is the same.
    quint64 revision() const;

    // Persistence (metricshistorycodec.cpp). snapshot(): everything held, as bytes of format
    // kSnapshotFormat (numbers, node ids, count keys and 64-bit hashes of task ids: nothing secret).
    // restore(): into an empty history, what a snapshot saved at `savedAt` held, less what is older than
    // the window at `now`; the time from the snapshot to the next sample is a gap (the console was not
    // running). False, with an error naming the problem, for bytes that are not a snapshot of this format
    // (the history then stays empty).
    static constexpr quint32 kSnapshotFormat = 1;
    QByteArray snapshot(qint64 savedAt) const;
    bool restore(const QByteArray& bytes, qint64 now, QString* error);
    // The format of a snapshot's bytes (0: not a snapshot).
    static quint32 snapshotFormat(const QByteArray& bytes);
    // Takes what `restored` holds (a history restore() filled, decoded on another thread): into an empty
    // history one move; into one that recorded polls meanwhile, its samples older than this one's first of
    // each series go before them (nothing recorded here is lost), the gaps of both are kept.
    // `restored` is left empty. Then calls the restored handler, if one is set.
    void adopt(MetricsHistory& restored);
    // Called (on the adopting thread) after adopt(); cleared with an empty function, which returns only
    // once a call in progress has finished.
    void setRestoredHandler(std::function<void()> handler);

    // The series split at gaps: points, the gap times, the longest pause between two points of a segment.
    static MetricSeries split(const QList<MetricPoint>& points, const std::vector<qint64>& gaps,
                              qint64 maxSampleGapMs);

private:
    // A frame's values per slot (low 16 bits CPU in 0.01 %, high 16 bits memory in MB). Copies share them
    // until one is written: the frame of an unchanged poll (the idle console's every poll) costs no copy
    // of 100k values.
    class FrameValues
    {
    public:
        size_t size() const { return m_data->size(); }
        size_t capacity() const { return m_data->capacity(); }
        quint32 operator[](size_t slot) const { return (*m_data)[slot]; }
        const std::vector<quint32>& read() const { return *m_data; }
        std::vector<quint32>& edit()
        {
            if (m_data.use_count() > 1)
                m_data = std::make_shared<std::vector<quint32>>(*m_data);
            return *m_data;
        }
        bool isSharedWith(const FrameValues& other) const { return m_data == other.m_data; }

    private:
        std::shared_ptr<std::vector<quint32>> m_data = std::make_shared<std::vector<quint32>>();
    };
    struct Frame
    {
        qint64 from = 0; // the first and last poll merged into it
        qint64 to = 0;
        quint32 polls = 1;
        FrameValues values;
    };
    struct NodeTrack
    {
        std::deque<qint64> at;
        std::array<std::deque<float>, kNodeMetricCount> values; // NaN: not reported in that poll
    };
    struct CountTrack
    {
        std::deque<qint64> at;
        std::deque<qint32> values;
    };

    static constexpr quint16 kAbsent = 0xffff;
    static quint64 idHash(QByteArrayView id);
    qint32 slotFor(quint64 hash);
    void thinFrames();
    void trimTasks(qint64 now);
    void trimCounts(qint64 now);
    void recordCount(const QString& key, qint64 at, qint32 value);
    // A poll's task counts, and 0 for every task.* series it did not have.
    void recordTaskCounts(const QHash<QString, qint32>& values, qint64 at);
    bool gapBetween(qint64 a, qint64 b) const;
    void noteSample(qint64 at);
    void trimNodes(qint64 now);

    mutable std::mutex m_mutex;
    std::mutex m_handlerMutex; // m_restoredHandler, held while it runs
    std::function<void()> m_restoredHandler;
    Options m_options;
    quint64 m_revision = 0;
    qint64 m_lastAt = 0;
    std::vector<qint64> m_gaps; // gap marks, oldest first

    // Tasks: frames (oldest first), slot per id hash, the previous table's row -> slot (the usual poll
    // lists the same ids in the same order: one comparison per row instead of a lookup).
    std::deque<Frame> m_frames;
    SlotTable m_slots;
    std::vector<qint64> m_slotLastSeen; // slot -> the last frame time it had a value
    DeploymentTable m_previous;
    std::vector<qint32> m_previousSlots;
    qint64 m_previousAt = 0;                 // the time of the frame m_previous made
    QHash<QString, qint32> m_previousCounts; // its task.* / services.failing / tasks counts

    QHash<QString, NodeTrack> m_nodes;
    QHash<QString, CountTrack> m_counts;
};

} // namespace core
} // namespace cloudly
