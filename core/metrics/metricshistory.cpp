#include "core/metrics/metricshistory.h"

#include <QHashFunctions>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace cloudly {
namespace core {
namespace {
constexpr quint32 kAbsentPair = 0xffffffffu;
constexpr size_t kHashSeed = 0x5eed'c10d;

quint16 packCpu(const std::optional<double>& cpu)
{
    if (!cpu || !std::isfinite(*cpu) || *cpu < 0)
        return 0xffff;
    const double hundredths = std::round(*cpu * 100);
    return hundredths < 65535 ? quint16(hundredths) : quint16(0xffff); // too large: unknown, not clamped
}

quint16 packMemory(const std::optional<double>& mb)
{
    if (!mb || !std::isfinite(*mb) || *mb < 0)
        return 0xffff;
    const double rounded = std::round(*mb);
    return rounded < 65535 ? quint16(rounded) : quint16(0xffff);
}

quint16 mergeHalf(quint16 a, quint32 aPolls, quint16 b, quint32 bPolls)
{
    if (a == 0xffff)
        return b;
    if (b == 0xffff)
        return a;
    const double mean = (double(a) * aPolls + double(b) * bPolls) / double(aPolls + bPolls);
    return quint16(std::min(65534.0, std::round(mean)));
}

float nodeValue(const std::optional<ClusterNodeMetrics>& metrics, int metric)
{
    constexpr float nan = std::numeric_limits<float>::quiet_NaN();
    if (!metrics)
        return nan;
    switch (static_cast<NodeMetric>(metric)) {
    case NodeMetric::CpuPercent:
        return metrics->cpuUsagePercent ? float(*metrics->cpuUsagePercent) : nan;
    case NodeMetric::MemoryUsedMB:
        return metrics->memoryUsedMB ? float(*metrics->memoryUsedMB) : nan;
    case NodeMetric::DiskUsedGB:
        return metrics->diskUsedGB ? float(*metrics->diskUsedGB) : nan;
    case NodeMetric::ContainerCount:
        return metrics->containerCount ? float(*metrics->containerCount) : nan;
    case NodeMetric::DiskUsedPercent: {
        if (!metrics->diskUsedGB || !metrics->diskAvailableGB)
            return nan;
        const double total = *metrics->diskUsedGB + *metrics->diskAvailableGB;
        return total > 0 ? static_cast<float>(100.0 * *metrics->diskUsedGB / total) : nan;
    }
    }
    return nan;
}
} // namespace

MetricsHistory::MetricsHistory(Options options) : m_options(options)
{
    m_options.taskFrames = std::max(4, m_options.taskFrames);
    if (m_options.windowMs <= 0)
        m_options.windowMs = Options{}.windowMs;
    if (m_options.archive)
        m_options.archive->attached(*this);
}

MetricsHistory::~MetricsHistory()
{
    if (m_options.archive)
        m_options.archive->detached(*this);
}

quint64 MetricsHistory::revision() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_revision;
}

quint64 MetricsHistory::idHash(QByteArrayView id)
{
    const quint64 h = quint64(qHash(id, kHashSeed));
    return h == 0 ? 1 : h; // 0 marks a free slot
}

void MetricsHistory::noteSample(qint64 at)
{
    ++m_revision;
    m_lastAt = std::max(m_lastAt, at);
}

void MetricsHistory::markGap(qint64 at)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    ++m_revision;
    if (m_gaps.empty() || m_gaps.back() < at)
        m_gaps.push_back(at);
}

void MetricsHistory::clear()
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    ++m_revision;
    m_lastAt = 0;
    m_gaps.clear();
    m_frames.clear();
    m_slots.clear();
    m_slotLastSeen.clear();
    m_previous = DeploymentTable();
    m_previousSlots.clear();
    m_previousAt = 0;
    m_previousCounts.clear();
    m_nodes.clear();
    m_counts.clear();
}

qint64 MetricsHistory::lastSampleAt() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_lastAt;
}

qsizetype MetricsHistory::taskFrameCount() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return qsizetype(m_frames.size());
}

qsizetype MetricsHistory::trackedTaskCount() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return qsizetype(m_slots.size());
}

bool MetricsHistory::gapBetween(qint64 a, qint64 b) const
{
    if (m_options.maxSampleGapMs > 0 && b - a > m_options.maxSampleGapMs)
        return true;
    // A mark in (a, b].
    const auto it = std::upper_bound(m_gaps.begin(), m_gaps.end(), a);
    return it != m_gaps.end() && *it <= b;
}

qint32 MetricsHistory::slotFor(quint64 hash)
{
    const SlotTable::Acquired acquired = m_slots.acquire(hash);
    if (acquired.fresh) {
        const size_t slot = static_cast<size_t>(acquired.slot);
        if (slot < m_slotLastSeen.size())
            m_slotLastSeen[slot] = 0;
        else
            m_slotLastSeen.resize(slot + 1, 0);
    }
    return acquired.slot;
}

void MetricsHistory::recordTasks(const DeploymentTable& tasks, qint64 at)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    noteSample(at);
    // The usual idle poll hands over the very table of the last one (an unchanged reply is not decoded
    // again): its frame and its counts are the last ones at a new time, without a pass over the rows.
    if (m_previous.isSharedWith(tasks) && !m_frames.empty() && m_frames.back().polls == 1 &&
        m_frames.back().from == m_previousAt && at > m_previousAt) {
        Frame frame;
        frame.from = frame.to = at;
        frame.values = m_frames.back().values; // shared: the same values
        if (frame.values.size() != m_slots.slotCount())
            frame.values.edit().resize(m_slots.slotCount(), kAbsentPair);
        for (const qint32 slot : m_previousSlots)
            m_slotLastSeen[static_cast<size_t>(slot)] = at;
        m_frames.push_back(std::move(frame));
        m_previousAt = at;
        recordTaskCounts(m_previousCounts, at);
        trimTasks(at);
        thinFrames();
        trimCounts(at);
        return;
    }
    const qsizetype rows = tasks.size();
    std::vector<qint32> rowSlots(static_cast<size_t>(rows));
    const bool samePrefix = !m_previous.isEmpty();
    const qsizetype previousRows = m_previous.size();

    // Counts by status and health: the table's pool shares each distinct text, so a short list compares
    // pointers first.
    struct Tally
    {
        const QString* text;
        QString key;
        qint32 count;
    };
    std::vector<Tally> statuses;
    std::vector<Tally> healths;
    // `identity`: the text's address when it lives in the table's pool (compared first), else null.
    const auto tally = [](std::vector<Tally>& list, const QString& text, const QString* identity) {
        for (Tally& t : list) {
            if ((identity && t.text == identity) || t.key == text) {
                ++t.count;
                return;
            }
        }
        list.push_back({identity, text, 1});
    };
    static const QString none = QStringLiteral("none");
    static const QString failed = QStringLiteral("failed");
    QSet<QString> failingServices;

    Frame frame;
    frame.from = frame.to = at;
    std::vector<quint32>& slotValues = frame.values.edit();
    for (qsizetype row = 0; row < rows; ++row) {
        const QByteArrayView id = tasks.idUtf8(row);
        qint32 slot;
        if (samePrefix && row < previousRows && m_previous.idUtf8(row) == id)
            slot = m_previousSlots[static_cast<size_t>(row)];
        else
            slot = slotFor(idHash(id));
        rowSlots[static_cast<size_t>(row)] = slot;
        const quint32 packed = static_cast<quint32>(packCpu(tasks.cpuUsagePercent(row))) |
                               (static_cast<quint32>(packMemory(tasks.memoryUsedMB(row))) << 16);
        if (static_cast<size_t>(slot) >= slotValues.size())
            slotValues.resize(m_slots.slotCount(), kAbsentPair);
        slotValues[static_cast<size_t>(slot)] = packed;
        m_slotLastSeen[static_cast<size_t>(slot)] = at;

        const QString& status = tasks.status(row);
        tally(statuses, status, &status);
        const std::optional<QString> health = tasks.healthStatus(row);
        tally(healths, health ? *health : none, nullptr);
        if (status.compare(failed, Qt::CaseInsensitive) == 0)
            failingServices.insert(tasks.serviceId(row));
    }
    slotValues.resize(m_slots.slotCount(), kAbsentPair);
    m_frames.push_back(std::move(frame));
    m_previous = tasks;
    m_previousSlots = std::move(rowSlots);
    m_previousAt = at;

    // Every count series of the tasks gets a value (0 when nothing had that status this time).
    QHash<QString, qint32> values;
    for (const Tally& t : statuses)
        values[QStringLiteral("task.status:") + t.key.toLower()] += t.count;
    for (const Tally& t : healths)
        values[QStringLiteral("task.health:") + t.key.toLower()] += t.count;
    values[QStringLiteral("services.failing")] = static_cast<qint32>(failingServices.size());
    values[QStringLiteral("tasks")] = static_cast<qint32>(rows);
    recordTaskCounts(values, at);
    m_previousCounts = std::move(values);

    trimTasks(at);
    thinFrames();
    trimCounts(at);
}

void MetricsHistory::recordTaskCounts(const QHash<QString, qint32>& values, qint64 at)
{
    QStringList absent;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("task.")) && !values.contains(it.key()))
            absent.append(it.key());
    }
    for (const QString& key : std::as_const(absent))
        recordCount(key, at, 0);
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        recordCount(it.key(), at, it.value());
}

void MetricsHistory::recordClusters(const QList<Cluster>& clusters, qint64 at)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    noteSample(at);
    QSet<QString> seen;
    QHash<QString, qint32> values;
    qint32 nodes = 0;
    for (const Cluster& cluster : clusters) {
        for (const ClusterNode& node : cluster.data.nodes) {
            if (seen.contains(node.id))
                continue;
            seen.insert(node.id);
            ++nodes;
            values[QStringLiteral("node.status:") +
                   node.data.status.value_or(QStringLiteral("unknown")).toLower()] += 1;
            NodeTrack& track = m_nodes[node.id];
            track.at.push_back(at);
            for (int m = 0; m < kNodeMetricCount; ++m)
                track.values[static_cast<size_t>(m)].push_back(nodeValue(node.data.metrics, m));
        }
    }
    // A node no longer listed: not reported (a hole in its series).
    for (auto it = m_nodes.begin(); it != m_nodes.end(); ++it) {
        if (seen.contains(it.key()))
            continue;
        it->at.push_back(at);
        for (auto& v : it->values)
            v.push_back(std::numeric_limits<float>::quiet_NaN());
    }
    values[QStringLiteral("nodes")] = nodes;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("node.")) && !values.contains(it.key()))
            values.insert(it.key(), 0);
    }
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        recordCount(it.key(), at, it.value());

    trimNodes(at);
    trimCounts(at);
}

// Window: drop old samples, and nodes left with nothing reported.
void MetricsHistory::trimNodes(qint64 now)
{
    const qint64 oldest = now - m_options.windowMs;
    for (auto it = m_nodes.begin(); it != m_nodes.end();) {
        NodeTrack& t = *it;
        while (!t.at.empty() && t.at.front() < oldest) {
            t.at.pop_front();
            for (auto& v : t.values)
                v.pop_front();
        }
        const bool anything = std::any_of(t.values.begin(), t.values.end(), [](const std::deque<float>& v) {
            return std::any_of(v.begin(), v.end(), [](float f) { return !std::isnan(f); });
        });
        it = anything ? std::next(it) : m_nodes.erase(it);
    }
}

void MetricsHistory::recordCounts(const QHash<QString, qint32>& counts, qint64 at)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    noteSample(at);
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        recordCount(it.key(), at, it.value());
    trimCounts(at);
}

void MetricsHistory::recordCount(const QString& key, qint64 at, qint32 value)
{
    CountTrack& t = m_counts[key];
    t.at.push_back(at);
    t.values.push_back(value);
}

void MetricsHistory::trimCounts(qint64 now)
{
    const qint64 oldest = now - m_options.windowMs;
    for (auto it = m_counts.begin(); it != m_counts.end();) {
        while (!it->at.empty() && it->at.front() < oldest) {
            it->at.pop_front();
            it->values.pop_front();
        }
        it = it->at.empty() ? m_counts.erase(it) : std::next(it);
    }
    const auto firstKept = std::lower_bound(m_gaps.begin(), m_gaps.end(), oldest);
    m_gaps.erase(m_gaps.begin(), firstKept);
}

void MetricsHistory::trimTasks(qint64 now)
{
    const qint64 oldest = now - m_options.windowMs;
    while (!m_frames.empty() && m_frames.front().to < oldest)
        m_frames.pop_front();
    // Slots of tasks no frame holds a value of any more are free for new tasks (never one of the previous
    // table's: those were seen in the last frame).
    const qint64 firstFrom = m_frames.empty() ? std::numeric_limits<qint64>::max() : m_frames.front().from;
    for (size_t slot = 0; slot < m_slots.slotCount(); ++slot) {
        if (m_slots.hashOf(slot) != 0 && m_slotLastSeen[slot] < firstFrom)
            m_slots.release(static_cast<qint32>(slot));
    }
}

void MetricsHistory::thinFrames()
{
    while (m_frames.size() > static_cast<size_t>(m_options.taskFrames)) {
        // Among the older three quarters, the adjacent pair spanning the least time (never across a gap).
        const size_t older = std::max<size_t>(2, m_frames.size() * 3 / 4);
        size_t best = SIZE_MAX;
        qint64 bestSpan = std::numeric_limits<qint64>::max();
        for (size_t i = 0; i + 1 < older; ++i) {
            if (gapBetween(m_frames[i].to, m_frames[i + 1].from))
                continue;
            const qint64 span = m_frames[i + 1].to - m_frames[i].from;
            if (span < bestSpan) {
                bestSpan = span;
                best = i;
            }
        }
        if (best == SIZE_MAX) { // only separated frames: the oldest goes
            m_frames.pop_front();
            continue;
        }
        Frame& a = m_frames[best];
        Frame& b = m_frames[best + 1];
        // Frames of unchanged polls share their values: their mean is those values.
        if (!a.values.isSharedWith(b.values)) {
            const size_t n = std::max(a.values.size(), b.values.size());
            std::vector<quint32>& merged = a.values.edit();
            merged.resize(n, kAbsentPair);
            for (size_t s = 0; s < n; ++s) {
                const quint32 va = merged[s];
                const quint32 vb = s < b.values.size() ? b.values[s] : kAbsentPair;
                if (vb == kAbsentPair)
                    continue;
                if (va == kAbsentPair) {
                    merged[s] = vb;
                    continue;
                }
                merged[s] =
                    static_cast<quint32>(mergeHalf(static_cast<quint16>(va), a.polls, quint16(vb), b.polls)) |
                    (static_cast<quint32>(
                         mergeHalf(static_cast<quint16>(va >> 16), a.polls, quint16(vb >> 16), b.polls))
                     << 16);
            }
        }
        a.to = b.to;
        a.polls += b.polls;
        m_frames.erase(m_frames.begin() + static_cast<qsizetype>(best) + 1);
    }
}

void MetricsHistory::setRestoredHandler(std::function<void()> handler)
{
    const std::lock_guard<std::mutex> lock(m_handlerMutex);
    m_restoredHandler = std::move(handler);
}

void MetricsHistory::adopt(MetricsHistory& restored)
{
    if (&restored == this)
        return;
    {
        const std::scoped_lock lock(m_mutex, restored.m_mutex);
        MetricsHistory& r = restored;
        ++m_revision;
        ++r.m_revision;
        std::vector<qint64> gaps;
        gaps.reserve(m_gaps.size() + r.m_gaps.size());
        std::merge(r.m_gaps.begin(), r.m_gaps.end(), m_gaps.begin(), m_gaps.end(), std::back_inserter(gaps));
        gaps.erase(std::unique(gaps.begin(), gaps.end()), gaps.end());
        m_gaps = std::move(gaps);
        r.m_gaps.clear();
        const bool empty = m_lastAt == 0 && m_frames.empty() && m_nodes.isEmpty() && m_counts.isEmpty();
        m_lastAt = std::max(m_lastAt, r.m_lastAt);
        if (empty) { // the usual case: the restore came before the first poll
            m_frames = std::move(r.m_frames);
            m_slots = std::move(r.m_slots);
            m_slotLastSeen = std::move(r.m_slotLastSeen);
            m_nodes = std::move(r.m_nodes);
            m_counts = std::move(r.m_counts);
        } else {
            // Polls were recorded first: each series keeps them, and gets the restored samples that are
            // older than its first one in front.
            const auto prepend = [](auto& into, auto& from, auto&& moveTrack) {
                for (auto it = from.begin(); it != from.end(); ++it) {
                    auto found = into.find(it.key());
                    if (found == into.end())
                        into.insert(it.key(), std::move(*it));
                    else
                        moveTrack(*it, *found);
                }
                from.clear();
            };
            prepend(m_nodes, r.m_nodes, [](NodeTrack& older, NodeTrack& live) {
                const qint64 first = live.at.empty() ? std::numeric_limits<qint64>::max() : live.at.front();
                const size_t keep = static_cast<size_t>(
                    std::lower_bound(older.at.begin(), older.at.end(), first) - older.at.begin());
                live.at.insert(live.at.begin(), older.at.begin(),
                               older.at.begin() + static_cast<qsizetype>(keep));
                for (size_t m = 0; m < live.values.size(); ++m)
                    live.values[m].insert(live.values[m].begin(), older.values[m].begin(),
                                          older.values[m].begin() + static_cast<qsizetype>(keep));
            });
            prepend(m_counts, r.m_counts, [](CountTrack& older, CountTrack& live) {
                const qint64 first = live.at.empty() ? std::numeric_limits<qint64>::max() : live.at.front();
                const size_t keep = static_cast<size_t>(
                    std::lower_bound(older.at.begin(), older.at.end(), first) - older.at.begin());
                live.at.insert(live.at.begin(), older.at.begin(),
                               older.at.begin() + static_cast<qsizetype>(keep));
                live.values.insert(live.values.begin(), older.values.begin(),
                                   older.values.begin() + static_cast<qsizetype>(keep));
            });
            // Task frames: the restored ones that end before the first live frame, their slots mapped to
            // this history's (the same task hash, the same slot).
            const qint64 firstLive =
                m_frames.empty() ? std::numeric_limits<qint64>::max() : m_frames.front().from;
            std::vector<qint32> slotMap(r.m_slots.slotCount(), -1);
            bool anyFrame = false;
            for (const Frame& f : r.m_frames)
                anyFrame = anyFrame || f.to < firstLive;
            if (anyFrame) {
                for (size_t s = 0; s < r.m_slots.slotCount(); ++s) {
                    if (r.m_slots.hashOf(s) == 0)
                        continue;
                    const qint32 slot = slotFor(r.m_slots.hashOf(s));
                    slotMap[s] = slot;
                    qint64& seen = m_slotLastSeen[static_cast<size_t>(slot)];
                    seen = std::max(seen, r.m_slotLastSeen[s]);
                }
            }
            std::deque<Frame> older;
            for (Frame& f : r.m_frames) {
                if (f.to >= firstLive)
                    break;
                Frame mapped;
                mapped.from = f.from;
                mapped.to = f.to;
                mapped.polls = f.polls;
                std::vector<quint32>& values = mapped.values.edit();
                values.assign(m_slots.slotCount(), kAbsentPair);
                for (size_t s = 0; s < f.values.size() && s < slotMap.size(); ++s) {
                    if (slotMap[s] >= 0)
                        values[static_cast<size_t>(slotMap[s])] = f.values[s];
                }
                older.push_back(std::move(mapped));
            }
            m_frames.insert(m_frames.begin(), std::make_move_iterator(older.begin()),
                            std::make_move_iterator(older.end()));
            r.m_frames.clear();
            r.m_slots.clear();
            r.m_slotLastSeen.clear();
            thinFrames();
        }
        r.m_lastAt = 0;
        trimTasks(m_lastAt);
        trimNodes(m_lastAt);
        trimCounts(m_lastAt);
    }
    const std::lock_guard<std::mutex> lock(m_handlerMutex);
    if (m_restoredHandler)
        m_restoredHandler();
}

MetricSeries MetricsHistory::split(const QList<MetricPoint>& points, const std::vector<qint64>& gaps,
                                   qint64 maxSampleGapMs)
{
    MetricSeries out;
    MetricSegment current;
    for (const MetricPoint& p : points) {
        if (!current.isEmpty()) {
            const qint64 previous = current.back().at;
            const auto it = std::upper_bound(gaps.begin(), gaps.end(), previous);
            const bool gap =
                (it != gaps.end() && *it <= p.at) || (maxSampleGapMs > 0 && p.at - previous > maxSampleGapMs);
            if (gap) {
                out.append(current);
                current.clear();
            }
        }
        current.append(p);
    }
    if (!current.isEmpty())
        out.append(current);
    return out;
}

MetricSeries MetricsHistory::nodeSeries(const QString& nodeId, NodeMetric metric) const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    const auto it = m_nodes.constFind(nodeId);
    if (it == m_nodes.constEnd())
        return {};
    const std::deque<float>& values = it->values[static_cast<size_t>(metric)];
    MetricSeries out;
    MetricSegment current;
    qint64 previous = 0;
    for (size_t i = 0; i < values.size(); ++i) {
        const qint64 at = it->at[i];
        const bool hole = std::isnan(values[i]);
        if (!current.isEmpty() && (hole || gapBetween(previous, at))) {
            out.append(current);
            current.clear();
        }
        if (!hole) {
            current.append({at, double(values[i])});
            previous = at;
        }
    }
    if (!current.isEmpty())
        out.append(current);
    return out;
}

MetricSeries MetricsHistory::taskSeries(const QString& taskId, TaskMetric metric) const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    const qint32 found = m_slots.find(idHash(taskId.toUtf8()));
    if (found < 0)
        return {};
    const size_t slot = static_cast<size_t>(found);
    const int shift = metric == TaskMetric::CpuPercent ? 0 : 16;
    const double scale = metric == TaskMetric::CpuPercent ? 0.01 : 1.0;
    MetricSeries out;
    MetricSegment current;
    const Frame* previous = nullptr;
    for (const Frame& f : m_frames) {
        const quint16 v = slot < f.values.size() ? static_cast<quint16>(f.values[slot] >> shift) : kAbsent;
        const bool hole = v == kAbsent;
        if (!current.isEmpty() && (hole || (previous && gapBetween(previous->to, f.from)))) {
            out.append(current);
            current.clear();
        }
        if (!hole)
            current.append({f.from + (f.to - f.from) / 2, double(v) * scale});
        previous = &f;
    }
    if (!current.isEmpty())
        out.append(current);
    return out;
}

MetricSeries MetricsHistory::countSeries(const QString& key) const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    const auto it = m_counts.constFind(key);
    if (it == m_counts.constEnd())
        return {};
    QList<MetricPoint> points;
    points.reserve(static_cast<qsizetype>(it->at.size()));
    for (size_t i = 0; i < it->at.size(); ++i)
        points.append({it->at[i], double(it->values[i])});
    return split(points, m_gaps, m_options.maxSampleGapMs);
}

QStringList MetricsHistory::countKeys() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    QStringList keys = m_counts.keys();
    keys.sort();
    return keys;
}

qsizetype MetricsHistory::memoryBytes() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    qsizetype bytes = 0;
    const Frame* before = nullptr;
    for (const Frame& f : m_frames) { // values shared with the frame before are counted once
        bytes += static_cast<qsizetype>(sizeof(Frame));
        if (!before || !before->values.isSharedWith(f.values))
            bytes += static_cast<qsizetype>(f.values.capacity() * sizeof(quint32));
        before = &f;
    }
    bytes += static_cast<qsizetype>(m_slots.bytes() + m_slotLastSeen.capacity() * sizeof(qint64) +
                                    m_previousSlots.capacity() * sizeof(qint32));
    for (const NodeTrack& t : m_nodes)
        bytes += static_cast<qsizetype>(t.at.size() * (sizeof(qint64) + kNodeMetricCount * sizeof(float)));
    for (const CountTrack& t : m_counts)
        bytes += static_cast<qsizetype>(t.at.size() * (sizeof(qint64) + sizeof(qint32)));
    bytes += static_cast<qsizetype>(m_gaps.capacity() * sizeof(qint64));
    return bytes;
}

} // namespace core
} // namespace cloudly
