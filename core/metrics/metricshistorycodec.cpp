// MetricsHistory::snapshot() and restore(): the history as bytes, for the journal file (MetricsArchive).
//
// Layout (format 1), integers and floats in the machine's byte order (checked by a marker):
//   "CLMH", u32 format, u32 0x01020304, u64 idHash("cloudly") (task ids are kept as hashes: a snapshot
//   from a build that hashes differently restores no task series), i64 savedAt, i64 lastAt,
//   u32 n + n × i64 gap marks,
//   u32 slots + slots × u64 id hash (0: free) + slots × i64 last seen,
//   u32 frames + per frame: i64 from, i64 to, u32 polls, u32 n + n × u32 values,
//   u32 nodes + per node: u32 bytes + UTF-8 id, u32 n + n × i64 at + 5 × (n × f32),
//   u32 counts + per series: u32 bytes + UTF-8 key, u32 n + n × i64 at + n × i32.
#include "core/metrics/metricshistory.h"

#include <QSet>

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace cloudly {
namespace core {
namespace {
constexpr char kMagic[4] = {'C', 'L', 'M', 'H'};
constexpr quint32 kByteOrder = 0x01020304u;
constexpr qint64 kHeaderBytes = 4 + 4 + 4;

template <typename T> void put(QByteArray& out, const T& v)
{
    static_assert(std::is_trivially_copyable_v<T>);
    out.append(reinterpret_cast<const char*>(&v), sizeof(T));
}
template <typename C> void putAll(QByteArray& out, const C& values)
{
    for (const auto& v : values)
        put(out, v);
}
template <typename T> void putAll(QByteArray& out, const std::vector<T>& values)
{
    out.append(reinterpret_cast<const char*>(values.data()),
               static_cast<qsizetype>(values.size() * sizeof(T)));
}
void putText(QByteArray& out, const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    put(out, static_cast<quint32>(utf8.size()));
    out.append(utf8);
}

// Reads what put() wrote; every read checks that the bytes are there (a count can never make it allocate
// more than the snapshot could hold).
class Reader
{
public:
    explicit Reader(const QByteArray& bytes) : m_data(bytes.constData()), m_left(bytes.size()) {}
    template <typename T> bool get(T& v)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        if (m_left < static_cast<qint64>(sizeof(T)))
            return false;
        std::memcpy(&v, m_data, sizeof(T));
        m_data += sizeof(T);
        m_left -= static_cast<qint64>(sizeof(T));
        return true;
    }
    // A count of items of `itemBytes` each that the rest can hold.
    bool count(quint32& n, qint64 itemBytes)
    {
        return get(n) && static_cast<qint64>(n) * itemBytes <= m_left;
    }
    template <typename C> bool getAll(C& values, quint32 n)
    {
        values.resize(n);
        for (auto& v : values)
            if (!get(v))
                return false;
        return true;
    }
    template <typename T> bool getAll(std::vector<T>& values, quint32 n)
    {
        const qint64 bytes = static_cast<qint64>(n) * static_cast<qint64>(sizeof(T));
        if (m_left < bytes)
            return false;
        values.resize(n);
        if (bytes > 0) // an empty vector's data() may be null, which memcpy must not get
            std::memcpy(values.data(), m_data, static_cast<size_t>(bytes));
        m_data += bytes;
        m_left -= bytes;
        return true;
    }
    bool text(QString& out)
    {
        quint32 n = 0;
        if (!count(n, 1))
            return false;
        out = QString::fromUtf8(m_data, n);
        m_data += n;
        m_left -= n;
        return true;
    }
    bool atEnd() const { return m_left == 0; }

private:
    const char* m_data;
    qint64 m_left;
};

template <typename C> bool ascending(const C& at)
{
    return std::is_sorted(at.begin(), at.end());
}
} // namespace

quint32 MetricsHistory::snapshotFormat(const QByteArray& bytes)
{
    if (bytes.size() < kHeaderBytes || std::memcmp(bytes.constData(), kMagic, 4) != 0)
        return 0;
    quint32 format = 0;
    std::memcpy(&format, bytes.constData() + 4, sizeof(format));
    return format;
}

QByteArray MetricsHistory::snapshot(qint64 savedAt) const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    QByteArray out;
    size_t bytes = 64 + m_gaps.size() * 8 + m_slots.slotCount() * 16;
    for (const Frame& f : m_frames)
        bytes += 24 + f.values.size() * 4;
    out.reserve(static_cast<qsizetype>(bytes));
    out.append(kMagic, 4);
    put(out, kSnapshotFormat);
    put(out, kByteOrder);
    put(out, idHash("cloudly"));
    put(out, savedAt);
    put(out, m_lastAt);
    put(out, static_cast<quint32>(m_gaps.size()));
    putAll(out, m_gaps);
    put(out, static_cast<quint32>(m_slots.slotCount()));
    putAll(out, m_slots.hashes());
    putAll(out, m_slotLastSeen);
    put(out, static_cast<quint32>(m_frames.size()));
    for (const Frame& f : m_frames) {
        put(out, f.from);
        put(out, f.to);
        put(out, f.polls);
        put(out, static_cast<quint32>(f.values.size()));
        putAll(out, f.values.read());
    }
    put(out, static_cast<quint32>(m_nodes.size()));
    for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it) {
        putText(out, it.key());
        put(out, static_cast<quint32>(it->at.size()));
        putAll(out, it->at);
        for (const std::deque<float>& v : it->values)
            putAll(out, v);
    }
    put(out, static_cast<quint32>(m_counts.size()));
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        putText(out, it.key());
        put(out, static_cast<quint32>(it->at.size()));
        putAll(out, it->at);
        putAll(out, it->values);
    }
    return out;
}

bool MetricsHistory::restore(const QByteArray& bytes, qint64 now, QString* error)
{
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    const quint32 format = snapshotFormat(bytes);
    if (format == 0)
        return fail(QStringLiteral("not a metrics history snapshot"));
    if (format != kSnapshotFormat)
        return fail(QStringLiteral("unknown metrics history format %1 (this console reads format %2)")
                        .arg(format)
                        .arg(kSnapshotFormat));
    Reader in(bytes);
    char magic[4];
    quint32 formatAgain = 0;
    quint32 order = 0;
    quint64 hashCheck = 0;
    qint64 savedAt = 0;
    qint64 lastAt = 0;
    in.get(magic);
    in.get(formatAgain);
    if (!in.get(order) || order != kByteOrder)
        return fail(QStringLiteral("the metrics history was written on a machine of another byte order"));
    const auto corrupt = [&fail](const char* where) {
        return fail(
            QStringLiteral("the metrics history snapshot is damaged (at %1)").arg(QLatin1String(where)));
    };
    if (!in.get(hashCheck) || !in.get(savedAt) || !in.get(lastAt))
        return corrupt("the header");
    const bool sameHashes = hashCheck == idHash("cloudly");

    quint32 n = 0;
    std::vector<qint64> gaps;
    if (!in.count(n, 8) || !in.getAll(gaps, n) || !ascending(gaps))
        return corrupt("the gap marks");
    std::vector<quint64> slotHash;
    std::vector<qint64> slotLastSeen;
    if (!in.count(n, 16) || !in.getAll(slotHash, n) || !in.getAll(slotLastSeen, n))
        return corrupt("the task slots");
    std::deque<Frame> frames;
    if (!in.count(n, 24))
        return corrupt("the task frames");
    for (quint32 i = 0; i < n; ++i) {
        Frame f;
        quint32 values = 0;
        if (!in.get(f.from) || !in.get(f.to) || !in.get(f.polls) || !in.count(values, 4) ||
            values > slotHash.size() || !in.getAll(f.values.edit(), values) || f.from > f.to ||
            f.polls == 0 || (!frames.empty() && frames.back().to > f.from))
            return corrupt("a task frame");
        frames.push_back(std::move(f));
    }
    QHash<QString, NodeTrack> nodes;
    if (!in.count(n, 8))
        return corrupt("the nodes");
    for (quint32 i = 0; i < n; ++i) {
        QString id;
        quint32 samples = 0;
        NodeTrack t;
        if (!in.text(id) || !in.count(samples, 8 + 4 * kNodeMetricCount) || !in.getAll(t.at, samples) ||
            !ascending(t.at) || nodes.contains(id))
            return corrupt("a node");
        for (std::deque<float>& v : t.values)
            if (!in.getAll(v, samples))
                return corrupt("a node");
        nodes.insert(id, std::move(t));
    }
    QHash<QString, CountTrack> counts;
    if (!in.count(n, 8))
        return corrupt("the counts");
    for (quint32 i = 0; i < n; ++i) {
        QString key;
        quint32 samples = 0;
        CountTrack t;
        if (!in.text(key) || !in.count(samples, 12) || !in.getAll(t.at, samples) ||
            !in.getAll(t.values, samples) || !ascending(t.at) || counts.contains(key))
            return corrupt("a count series");
        counts.insert(key, std::move(t));
    }
    if (!in.atEnd())
        return corrupt("the end");
    std::optional<SlotTable> slots = SlotTable::fromHashes(std::move(slotHash));
    if (!slots)
        return corrupt("the task slots");

    const std::lock_guard<std::mutex> lock(m_mutex);
    if (m_lastAt != 0 || !m_frames.empty() || !m_nodes.isEmpty() || !m_counts.isEmpty())
        return fail(QStringLiteral("the metrics history already has samples; a snapshot is restored only "
                                   "into an empty one"));
    ++m_revision;
    m_lastAt = lastAt;
    m_gaps = std::move(gaps);
    m_nodes = std::move(nodes);
    m_counts = std::move(counts);
    if (sameHashes) {
        m_slots = std::move(*slots);
        m_slotLastSeen = std::move(slotLastSeen);
        m_frames = std::move(frames);
    }
    // Not running from the snapshot until the next sample: a gap, never a line across the restart.
    const qint64 gapAt = std::max(lastAt + 1, std::min(savedAt, now));
    if (m_gaps.empty() || m_gaps.back() < gapAt)
        m_gaps.push_back(gapAt);
    trimTasks(now);
    trimNodes(now);
    trimCounts(now);
    return true;
}

} // namespace core
} // namespace cloudly
