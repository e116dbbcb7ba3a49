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

// Level 3 (zstd's default): against level 1 the same size here, and fast enough for 100k rows at the
// first load; the dictionary is trained on up to 2000 elements spread over the table.
constexpr int kLevel = 1;
constexpr size_t kDictionaryBytes = 16 * 1024;
constexpr qsizetype kSampleRows = 500;

std::shared_ptr<const DeploymentPackDictionary> makeDictionary(const DeploymentTable::Data& d)
{
    std::string samples;
    std::vector<size_t> sizes;
    const qsizetype n = d.rows.size();
    const qsizetype step = std::max<qsizetype>(1, n / kSampleRows);
    for (qsizetype i = 0; i < n; i += step) {
        const DeploymentRow& r = d.rows.at(i);
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
        if (out.capacity() < at + qsizetype(bound))
            out.reserve(std::max(out.capacity() * 2, at + qsizetype(bound)));
        out.resize(at + qsizetype(bound));
        const size_t size =
            ZSTD_compress2(m_cctx, out.data() + at, bound, bytes.data(), size_t(bytes.size()));
        if (ZSTD_isError(size)) {
            *error = QString::fromLatin1(ZSTD_getErrorName(size));
            out.resize(at);
            return false;
        }
        out.resize(at + qsizetype(size));
        return true;
    }

private:
    ZSTD_CCtx* m_cctx;
    bool m_ok = false;
};

// The record of a packed row (its id, a NUL, its frame) as bytes of `d.packed`.
QByteArrayView recordOf(const DeploymentTable::Data& d, const DeploymentRow& r)
{
    const qsizetype idLength = d.idOf(r).size();
    const char* frame = d.packed.constData() + r.offset + idLength + 1;
    const size_t available = static_cast<size_t>(d.packed.constData() + d.packed.size() - frame);
    const size_t frameSize = ZSTD_findFrameCompressedSize(frame, available);
    if (ZSTD_isError(frameSize))
        return {};
    return QByteArrayView(d.packed.constData() + r.offset, idLength + 1 + qsizetype(frameSize));
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

    // The record of `previous` for an unchanged row `r` (id `id`) expected at `row`, or empty.
    QByteArrayView find(const DeploymentRow& r, QByteArrayView id, qsizetype row)
    {
        if (row < m_previous.rows.size() && same(m_previous.rows.at(row), r, id))
            return recordOf(m_previous, m_previous.rows.at(row));
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
                return recordOf(m_previous, m_previous.rows.at(it.value()));
        }
        return {};
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

} // namespace

JsonSlice DeploymentTable::Data::element(const DeploymentRow& r) const
{
    if (!isPacked())
        return JsonSlice{source, r.offset, r.length};
    // A decompression context per thread: reads are const and may come from any thread.
    thread_local std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx*)> context(ZSTD_createDCtx(), ZSTD_freeDCtx);
    const qsizetype idLength = idOf(r).size();
    const char* frame = packed.constData() + r.offset + idLength + 1;
    const size_t available = static_cast<size_t>(packed.constData() + packed.size() - frame);
    QByteArray out;
    out.reserve(qsizetype(r.length) + json::kPadding);
    out.resize(r.length);
    const size_t frameSize = ZSTD_findFrameCompressedSize(frame, available);
    const size_t size = ZSTD_isError(frameSize)
                            ? frameSize
                            : ZSTD_decompress_usingDDict(context.get(), out.data(), r.length, frame,
                                                         frameSize, dictionary->decompress);
    if (ZSTD_isError(size) || size != r.length) {
        // The table's own bytes in memory: only a bug gets here. Say so; the row reads as an empty object.
        qCCritical(lcApi) << "packed row" << idOf(r) << "does not decompress:"
                          << (ZSTD_isError(size) ? ZSTD_getErrorName(size) : "wrong size");
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
    return d->isPacked() ? d->packed.size() : d->source.size();
}

namespace {
// The records of rows [begin, end) of `rows` (whose elements are in `d.source`), their offsets relative
// to `bytes`. `previous`: a packed table with the same dictionary whose unchanged rows are copied, or null.
struct PackedPart
{
    QByteArray bytes;
    qsizetype reused = 0;
    QString error; // set: the part failed
};

PackedPart packRows(const DeploymentTable::Data& d, DeploymentRow* rows, qsizetype begin, qsizetype end,
                    const DeploymentPackDictionary& dictionary, const DeploymentTable::Data* previous,
                    qsizetype sizeHint)
{
    PackedPart part;
    Compressor compressor(dictionary);
    if (!compressor.isOk()) {
        part.error = QStringLiteral("no zstd context");
        return part;
    }
    std::optional<PreviousRows> previousRows;
    if (previous)
        previousRows.emplace(*previous);
    part.bytes.reserve(sizeHint);
    for (qsizetype row = begin; row < end; ++row) {
        DeploymentRow& r = rows[row];
        if (r.isValue())
            continue;
        const QByteArrayView id = d.idOf(r);
        const QByteArrayView element(d.source.constData() + r.offset, r.length);
        if (part.bytes.size() > 0xffffffffLL) {
            part.error = QStringLiteral("packed rows exceed 4 GiB");
            return part;
        }
        const auto offset = static_cast<quint32>(part.bytes.size());
        if (const QByteArrayView record = previousRows ? previousRows->find(r, id, row) : QByteArrayView();
            !record.isEmpty()) {
            part.bytes.append(record);
            ++part.reused;
        } else {
            part.bytes.append(id).append('\0');
            if (!compressor.append(element, part.bytes, &part.error)) {
                part.error = QStringLiteral("row %1 does not compress: %2")
                                 .arg(QString::fromUtf8(id.data(), id.size()), part.error);
                return part;
            }
        }
        r.offset = offset;
    }
    return part;
}
} // namespace

DeploymentTable DeploymentTable::packed(const DeploymentTable& previous) const
{
    if (d->isPacked() || d->values.size() == d->rows.size())
        return *this;
    std::shared_ptr<const DeploymentPackDictionary> dictionary =
        previous.d->isPacked() ? previous.d->dictionary : makeDictionary(*d);
    if (!dictionary) {
        qCWarning(lcApi) << "no zstd dictionary: the table keeps its reply";
        return *this;
    }
    QExplicitlySharedDataPointer<Data> out(new Data);
    out->pools = d->pools;
    out->valueIds = d->valueIds;
    out->values.reserve(d->values.size());
    for (const Deployment& value : d->values)
        out->values.append(detachedValue(value, d->source));
    out->rows = d->rows;
    out->dictionary = dictionary;
    const Data* same = previous.d->dictionary == dictionary ? previous.d.data() : nullptr;
    const qsizetype sizeHint = same ? same->packed.size() + same->packed.size() / 8 : d->source.size() / 3;

    // A big first load is compressed in two halves at once (~2 µs a row: 100k rows would hold the GUI
    // thread 0.2 s); a poll against the previous table compresses only what changed, on this thread.
    DeploymentRow* rows = out->rows.data();
    const qsizetype n = out->rows.size();
    const qsizetype split = !same && n >= 20000 ? n / 2 : n;
    PackedPart second;
    std::thread worker;
    if (split < n)
        worker = std::thread([&] { second = packRows(*d, rows, split, n, *dictionary, same, sizeHint / 2); });
    PackedPart first = packRows(*d, rows, 0, split, *dictionary, same, split < n ? sizeHint / 2 : sizeHint);
    if (worker.joinable())
        worker.join();
    const QString error = !first.error.isEmpty() ? first.error : second.error;
    if (!error.isEmpty() || first.bytes.size() + second.bytes.size() > 0xffffffffLL) {
        qCWarning(lcApi) << "the table keeps its reply:"
                         << (error.isEmpty() ? QStringLiteral("packed rows exceed 4 GiB") : error);
        return *this;
    }
    const auto shift = static_cast<quint32>(first.bytes.size());
    for (qsizetype row = split; row < n; ++row) {
        if (!rows[row].isValue())
            rows[row].offset += shift;
    }
    out->packed = std::move(first.bytes);
    out->packed.append(second.bytes);
    out->packed.squeeze();
    qCDebug(lcApi) << "packed" << n << "rows:" << d->source.size() << "->" << out->packed.size() << "bytes,"
                   << first.reused + second.reused << "kept from the previous table";
    return DeploymentTable(QExplicitlySharedDataPointer<const Data>(out.data()));
}

} // namespace core
} // namespace cloudly
