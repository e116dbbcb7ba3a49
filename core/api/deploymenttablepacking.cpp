// DeploymentTable::packed(): the console's inventory without the 40 MB reply it was decoded from. Each byte
// row's element is kept as one zstd frame compressed with a dictionary trained on the table's own
// elements (a deployment is ~400 bytes: alone it hardly compresses, against a dictionary of what every
// deployment repeats — keys, service and node names, the log's wording — it takes about a quarter), next
// to its id in plain bytes (the keyed diffs read every id of every poll). zstd (Debian: libzstd-dev) is
// fast both ways: a row decompresses in about a microsecond when the detail pane or the offline cache
// asks for it.
#include "core/api/deploymenttable.h"

#include "core/api/deploymenttable_p.h"
#include "core/json/jsonbytes.h"
#include "core/util/logging.h"

#include <QHash>

#include <zdict.h>
#include <zstd.h>

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace cloudly {
namespace core {

// The dictionary of packed tables, shared by a table, its selections and the tables packed after it.
struct DeploymentPackDictionary
{
    ZSTD_CDict* compress = nullptr;
    ZSTD_DDict* decompress = nullptr;
    DeploymentPackDictionary() = default;
    DeploymentPackDictionary(const DeploymentPackDictionary&) = delete;
    DeploymentPackDictionary& operator=(const DeploymentPackDictionary&) = delete;
    ~DeploymentPackDictionary()
    {
        ZSTD_freeCDict(compress);
        ZSTD_freeDDict(decompress);
    }
};

namespace {

// Level 1: against zstd's default (3) the same size here (11.65 vs 11.63 MB at 100k) and a quarter
// faster at the first load; the dictionary is trained on up to 500 elements spread over the table (2000
// gave the same size).
constexpr int kLevel = 1;
constexpr size_t kDictionaryBytes = 16 * 1024;
constexpr qsizetype kSampleRows = 500;

std::shared_ptr<const DeploymentPackDictionary> makeDictionary(const DeploymentTable::Data& d,
                                                               const QList<DeploymentRow>& rows)
{
    std::string samples;
    std::vector<size_t> sizes;
    const qsizetype n = rows.size();
    const qsizetype step = std::max<qsizetype>(1, n / kSampleRows);
    for (qsizetype i = 0; i < n; i += step) {
        const DeploymentRow& r = rows.at(i);
        if (r.isValue())
            continue;
        samples.append(d.source.constData() + r.offset, r.length);
        sizes.push_back(r.length);
    }
    std::string dictionary(kDictionaryBytes, '\0');
    size_t size = ZDICT_trainFromBuffer(dictionary.data(), dictionary.size(), samples.data(), sizes.data(),
                                        static_cast<unsigned>(sizes.size()));
    if (ZDICT_isError(size)) {
        // Too few or too alike samples to train on: the samples themselves are the dictionary (zstd takes
        // any bytes as raw content to match against).
        dictionary = samples.substr(samples.size() - std::min(samples.size(), kDictionaryBytes));
        size = dictionary.size();
    }
    auto out = std::make_shared<DeploymentPackDictionary>();
    out->compress = ZSTD_createCDict(dictionary.data(), size, kLevel);
    out->decompress = ZSTD_createDDict(dictionary.data(), size);
    if (!out->compress || !out->decompress)
        return nullptr;
    return out;
}

// One compression context for a packing pass: no checksum (the bytes stay in memory), no content size and
// no dictionary id in the frames (the row knows both), so a frame carries only what it must.
class Compressor
{
public:
    explicit Compressor(const DeploymentPackDictionary& dictionary) : m_cctx(ZSTD_createCCtx())
    {
        m_ok = m_cctx && !ZSTD_isError(ZSTD_CCtx_setParameter(m_cctx, ZSTD_c_checksumFlag, 0)) &&
               !ZSTD_isError(ZSTD_CCtx_setParameter(m_cctx, ZSTD_c_contentSizeFlag, 0)) &&
               !ZSTD_isError(ZSTD_CCtx_setParameter(m_cctx, ZSTD_c_dictIDFlag, 0)) &&
               !ZSTD_isError(ZSTD_CCtx_refCDict(m_cctx, dictionary.compress));
    }
    ~Compressor() { ZSTD_freeCCtx(m_cctx); }
    Compressor(const Compressor&) = delete;
    Compressor& operator=(const Compressor&) = delete;
    bool isOk() const { return m_ok; }

    // Appends `bytes` as one frame to `out`. False on a zstd error (named in `error`).
    bool append(QByteArrayView bytes, QByteArray& out, QString* error)
    {
        const qsizetype at = out.size();
        const size_t bound = ZSTD_compressBound(static_cast<size_t>(bytes.size()));
        if (out.capacity() < at + static_cast<qsizetype>(bound))
            out.reserve(std::max(out.capacity() * 2, at + static_cast<qsizetype>(bound)));
        out.resize(at + static_cast<qsizetype>(bound));
        const size_t size =
            ZSTD_compress2(m_cctx, out.data() + at, bound, bytes.data(), size_t(bytes.size()));
        if (ZSTD_isError(size)) {
            *error = QString::fromLatin1(ZSTD_getErrorName(size));
            out.resize(at);
            return false;
        }
        out.resize(at + static_cast<qsizetype>(size));
        return true;
    }

private:
    ZSTD_CCtx* m_cctx;
    bool m_ok = false;
};

// The record of a packed row as bytes of `d.packed`: its id, a NUL, then its zstd frame (`frame`, the
// record's tail). Empty when the frame is not whole (only a bug gets there).
struct PackedRecord
{
    QByteArrayView record;
    QByteArrayView frame;
};

PackedRecord recordOf(const DeploymentTable::Data& d, const DeploymentRow& r)
{
    const QByteArrayView rest = d.packed.from(r.offset);
    const qsizetype idLength = r.idLength != DeploymentRow::kLong8
                                   ? static_cast<qsizetype>(r.idLength)
                                   : static_cast<qsizetype>(std::strlen(rest.data()));
    const QByteArrayView afterId = rest.sliced(idLength + 1);
    const size_t frameSize = ZSTD_findFrameCompressedSize(afterId.data(), size_t(afterId.size()));
    if (ZSTD_isError(frameSize))
        return {};
    return {rest.first(idLength + 1 + static_cast<qsizetype>(frameSize)),
            afterId.first(static_cast<qsizetype>(frameSize))};
}

// A slice of `frame` as bytes of their own (a value row must not keep the reply alive).
JsonSlice detached(const JsonSlice& slice, const QByteArray& frame)
{
    if (slice.isNull() || slice.source.constData() != frame.constData())
        return slice;
    return json::padded(JsonSlice{slice.view().toByteArray(), 0, slice.length});
}

Deployment detachedValue(Deployment value, const QByteArray& frame)
{
    if (const JsonSlice* raw = value.raw.slice())
        value.raw = LazyJsonObject::fromSlice(detached(*raw, frame));
    if (const JsonSlice* log = value.deploymentLog.slice())
        value.deploymentLog = LazyStringList::fromSlice(detached(*log, frame), value.deploymentLog.size());
    if (value.resourceUsage) {
        if (const JsonSlice* usage = value.resourceUsage->raw.slice())
            value.resourceUsage->raw = LazyJsonObject::fromSlice(detached(*usage, frame));
    }
    return value;
}

// The rows of `previous` by fingerprint, built when a row is not found at its own position.
class PreviousRows
{
public:
    explicit PreviousRows(const DeploymentTable::Data& previous) : m_previous(previous) {}

    // The row of `previous` that is `r` unchanged (same id `id`, same fingerprint and length), looked for
    // at `row` first; null when there is none.
    const DeploymentRow* find(const DeploymentRow& r, QByteArrayView id, qsizetype row)
    {
        if (row < m_previous.rows.size()) {
            const DeploymentRow& p = m_previous.rows.at(row);
            if (same(p, r, id))
                return &p;
            if (!p.isValue() && m_previous.idOf(p) == id)
                return nullptr; // the same task at the same place, changed (the usual poll: no lookup)
        }
        if (!m_indexed) {
            m_indexed = true;
            m_byHash.reserve(m_previous.rows.size());
            for (qsizetype i = 0; i < m_previous.rows.size(); ++i) {
                if (!m_previous.rows.at(i).isValue())
                    m_byHash.insert(m_previous.rows.at(i).hash, i);
            }
        }
        for (auto it = m_byHash.constFind(r.hash); it != m_byHash.cend() && it.key() == r.hash; ++it) {
            if (same(m_previous.rows.at(it.value()), r, id))
                return &m_previous.rows.at(it.value());
        }
        return nullptr;
    }

private:
    bool same(const DeploymentRow& p, const DeploymentRow& r, QByteArrayView id) const
    {
        return !p.isValue() && p.hash == r.hash && p.length == r.length && m_previous.idOf(p) == id;
    }

    const DeploymentTable::Data& m_previous;
    QMultiHash<quint64, qsizetype> m_byHash;
    bool m_indexed = false;
};

// The records of the given rows (elements in `d.source`) compressed into one new segment; their offsets
// are set relative to the segment's start.
struct NewSegment
{
    QByteArray bytes;
    qsizetype written = 0;
    QString error; // set: it failed
};

NewSegment compressRows(const DeploymentTable::Data& d, DeploymentRow* rows, const qsizetype* which,
                        qsizetype count, const DeploymentPackDictionary& dictionary)
{
    NewSegment out;
    Compressor compressor(dictionary);
    if (!compressor.isOk()) {
        out.error = QStringLiteral("no zstd context");
        return out;
    }
    qsizetype elementBytes = 0;
    for (qsizetype i = 0; i < count; ++i)
        elementBytes += rows[which[i]].length;
    out.bytes.reserve(elementBytes / 3 + 4096);
    for (qsizetype i = 0; i < count; ++i) {
        DeploymentRow& r = rows[which[i]];
        const QByteArrayView id = d.idOf(r);
        if (out.bytes.size() > 0x7fffffffLL) {
            out.error = QStringLiteral("packed rows exceed 2 GiB");
            return out;
        }
        const auto offset = static_cast<quint32>(out.bytes.size());
        out.bytes.append(id).append('\0');
        if (!compressor.append(QByteArrayView(d.source.constData() + r.offset, r.length), out.bytes,
                               &out.error)) {
            out.error = QStringLiteral("row %1 does not compress: %2")
                            .arg(QString::fromUtf8(id.data(), id.size()), out.error);
            return out;
        }
        r.offset = offset;
        ++out.written;
    }
    out.bytes.squeeze();
    return out;
}

// Rows [0, n) of `rows` whose records are in `segments`, copied into one segment that starts at 0.
bool repack(const DeploymentTable::Data& from, DeploymentRow* rows, qsizetype n, PackedSegments& out)
{
    QByteArray bytes;
    qsizetype total = 0;
    for (const QByteArray& segment : from.packed.bytes)
        total += segment.size();
    bytes.reserve(total);
    qsizetype written = 0;
    for (qsizetype row = 0; row < n; ++row) {
        DeploymentRow& r = rows[row];
        if (r.isValue())
            continue;
        const QByteArrayView record = recordOf(from, r).record;
        if (record.isEmpty() || bytes.size() > 0x7fffffffLL)
            return false;
        r.offset = static_cast<quint32>(bytes.size());
        bytes.append(record);
        ++written;
    }
    bytes.squeeze();
    out = PackedSegments();
    out.bytes.append(bytes);
    out.bases.append(0);
    out.written.append(written);
    return true;
}

} // namespace

JsonSlice DeploymentTable::Data::element(const DeploymentRow& r) const
{
    if (!isPacked())
        return JsonSlice{source, r.offset, r.length};
    // A decompression context per thread: reads are const and may come from any thread.
    thread_local std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx*)> context(ZSTD_createDCtx(), ZSTD_freeDCtx);
    const QByteArrayView frame = recordOf(*this, r).frame;
    QByteArray out;
    out.reserve(static_cast<qsizetype>(r.length) + json::kPadding);
    out.resize(r.length);
    const size_t size = frame.isEmpty()
                            ? 0
                            : ZSTD_decompress_usingDDict(context.get(), out.data(), r.length, frame.data(),
                                                         size_t(frame.size()), dictionary->decompress);
    if (frame.isEmpty() || ZSTD_isError(size) || size != r.length) {
        // The table's own bytes in memory: only a bug gets here. Say so; the row reads as an empty object.
        qCCritical(lcApi) << "packed row" << idOf(r) << "does not decompress:"
                          << (frame.isEmpty()      ? "not a whole frame"
                              : ZSTD_isError(size) ? ZSTD_getErrorName(size)
                                                   : "wrong size");
        return JsonSlice{QByteArrayLiteral("{}"), 0, 2};
    }
    return JsonSlice{out, 0, r.length};
}

bool DeploymentTable::isPacked() const
{
    return d->isPacked();
}

qsizetype DeploymentTable::elementBytes() const
{
    if (!d->isPacked())
        return d->source.size();
    qsizetype bytes = 0;
    for (const QByteArray& segment : d->packed.bytes)
        bytes += segment.size();
    return bytes;
}

DeploymentTable DeploymentTable::packed(const DeploymentTable& previous) const&
{
    return packTable(*d, d->rows, previous);
}

DeploymentTable DeploymentTable::packed(const DeploymentTable& previous) &&
{
    // The only holder of a decoded table (the refresher's): its rows are moved, not copied (6.4 MB at 100k).
    if (d->ref.loadRelaxed() == 1 && !d->isPacked())
        return packTable(*d, std::move(const_cast<Data&>(*d).rows), previous);
    return packTable(*d, d->rows, previous);
}

DeploymentTable DeploymentTable::packTable(const Data& d, QList<DeploymentRow> rows,
                                           const DeploymentTable& previous)
{
    const auto unpacked = [&] {
        auto* data = new Data(d);
        data->rows = std::move(rows);
        return Data::make(data);
    };
    if (d.isPacked() || d.values.size() == rows.size())
        return unpacked();
    std::shared_ptr<const DeploymentPackDictionary> dictionary =
        previous.d->isPacked() ? previous.d->dictionary : makeDictionary(d, rows);
    if (!dictionary) {
        qCWarning(lcApi) << "no zstd dictionary: the table keeps its reply";
        return unpacked();
    }
    QExplicitlySharedDataPointer<Data> out(new Data);
    out->pools = d.pools;
    out->valueIds = d.valueIds;
    out->values.reserve(d.values.size());
    for (const Deployment& value : d.values)
        out->values.append(detachedValue(value, d.source));
    out->rows = std::move(rows);
    out->dictionary = dictionary;
    const Data* same = previous.d->dictionary == dictionary ? previous.d.data() : nullptr;

    // Rows the previous table holds unchanged point into its segments; the others are compressed into a
    // new segment — two at once (two threads) when there are many (~2 µs a row: 100k rows would hold the
    // GUI thread 0.2 s).
    DeploymentRow* rowData = out->rows.data();
    const qsizetype n = out->rows.size();
    std::vector<qsizetype> fresh;
    fresh.reserve(same ? static_cast<size_t>(n / 16) : static_cast<size_t>(n));
    qsizetype reused = 0;
    {
        std::optional<PreviousRows> previousRows;
        if (same)
            previousRows.emplace(*same);
        for (qsizetype row = 0; row < n; ++row) {
            DeploymentRow& r = rowData[row];
            if (r.isValue())
                continue;
            const DeploymentRow* kept = previousRows ? previousRows->find(r, d.idOf(r), row) : nullptr;
            if (kept) {
                r.offset = kept->offset;
                ++reused;
            } else {
                fresh.push_back(row);
            }
        }
    }
    const auto count = static_cast<qsizetype>(fresh.size());
    const qsizetype half = count >= 20000 ? count / 2 : count;
    NewSegment second;
    std::thread worker;
    if (half < count)
        worker = std::thread(
            [&] { second = compressRows(d, rowData, fresh.data() + half, count - half, *dictionary); });
    NewSegment first = compressRows(d, rowData, fresh.data(), half, *dictionary);
    if (worker.joinable())
        worker.join();
    const QString error = !first.error.isEmpty() ? first.error : second.error;
    if (!error.isEmpty()) {
        qCWarning(lcApi) << "the table keeps its reply:" << error;
        return unpacked();
    }

    // The segments: the previous table's that rows still point into, then the new ones.
    PackedSegments segments;
    if (same)
        segments = same->packed;
    quint64 base = segments.next();
    bool compact = false;
    for (NewSegment* segment : {&first, &second}) {
        if (segment->written == 0)
            continue;
        if (base + static_cast<quint64>(segment->bytes.size()) > 0xffffffffULL)
            compact = true; // the address space is used up: pack into one segment below
        const auto shift = static_cast<quint32>(base);
        const qsizetype from = segment == &first ? 0 : half;
        const qsizetype to = segment == &first ? half : count;
        for (qsizetype i = from; i < to; ++i)
            rowData[fresh[static_cast<size_t>(i)]].offset += shift;
        segments.bytes.append(segment->bytes);
        segments.bases.append(shift);
        segments.written.append(segment->written);
        base += static_cast<quint64>(segment->bytes.size());
    }
    std::vector<qsizetype> live(static_cast<size_t>(segments.bytes.size()), 0);
    for (qsizetype row = 0; row < n && !compact; ++row) {
        if (!rowData[row].isValue())
            ++live[static_cast<size_t>(segments.segmentOf(rowData[row].offset))];
    }
    PackedSegments kept;
    qsizetype unused = 0;
    qsizetype liveRows = 0;
    for (qsizetype i = 0; i < segments.bytes.size(); ++i) {
        if (live[static_cast<size_t>(i)] == 0)
            continue; // no row points into it any more
        kept.bytes.append(segments.bytes.at(i));
        kept.bases.append(segments.bases.at(i));
        kept.written.append(segments.written.at(i));
        unused += segments.written.at(i) - live[static_cast<size_t>(i)];
        liveRows += live[static_cast<size_t>(i)];
    }
    out->packed = std::move(kept);
    // Too many records nobody uses (a third), or too many segments: one segment again.
    if (compact || unused * 2 > liveRows || out->packed.bytes.size() > 32) {
        Data withAll; // the records as the rows point at them now
        withAll.packed = std::move(segments);
        withAll.dictionary = dictionary;
        if (!repack(withAll, rowData, n, out->packed)) {
            qCWarning(lcApi) << "the table keeps its reply: its records do not repack";
            return unpacked();
        }
    }
    qCDebug(lcApi) << "packed" << n << "rows:" << d.source.size() << "reply bytes," << count << "compressed,"
                   << reused << "kept from the previous table," << out->packed.bytes.size() << "segments";
    return DeploymentTable(QExplicitlySharedDataPointer<const Data>(out.data()));
}

} // namespace core
} // namespace cloudly
