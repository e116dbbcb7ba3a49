// decodeDeploymentsJson(): `response.deployments` straight from the reply bytes with simdjson's On-Demand
// API. One pass over the bytes, no DOM, no QJsonObject per element: typed fields are read in place,
// repeated strings are shared, and each element's JSON, log and resource usage stay slices of the reply.
// Anything the fast reader is not sure about (escapes, wrong types, missing keys, odd numbers) is decoded
// by the QJsonObject decoder instead, so errors and results never differ from decodeDeployments().
#include "api/deployment.h"
#include "api/deployment_p.h"
#include "ingest/simdjson_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace cloudly {
namespace core {
namespace ingest {

JsonSlice padded(const JsonSlice& slice)
{
    if (!slice.source.isNull() && slice.offset + slice.length + kPadding <= slice.source.capacity())
        return slice;
    QByteArray copy;
    copy.reserve(slice.length + kPadding);
    copy.append(slice.view());
    return {copy, 0, slice.length};
}

namespace {
inline quint64 load64(const char* p)
{
    quint64 v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
inline quint64 mix(quint64 h, quint64 v)
{
    h = (h ^ v) * 0x9e3779b97f4a7c15ULL;
    return h ^ (h >> 29);
}
} // namespace

// Four independent multiply/xor-shift lanes over 8-byte words (several GB/s; qHashBits' SipHash/Murmur
// path is several times slower and this runs over every byte of a 40 MB reply), the tail by one
// overlapping read.
quint64 hashBytes(QByteArrayView bytes)
{
    const char* p = bytes.data();
    size_t n = size_t(bytes.size());
    quint64 a = 0x243f6a8885a308d3ULL ^ n, b = 0x13198a2e03707344ULL, c = 0xa4093822299f31d0ULL,
            d = 0x082efa98ec4e6c89ULL;
    for (; n >= 32; n -= 32, p += 32) {
        a = mix(a, load64(p));
        b = mix(b, load64(p + 8));
        c = mix(c, load64(p + 16));
        d = mix(d, load64(p + 24));
    }
    for (; n >= 8; n -= 8, p += 8)
        a = mix(a, load64(p));
    if (n > 0) {
        quint64 tail = 0;
        std::memcpy(&tail, p, n);
        b = mix(b, tail);
    }
    return mix(mix(mix(a, b), c), d);
}

std::unique_ptr<ScannedFrame>& scannedFrame()
{
    thread_local std::unique_ptr<ScannedFrame> frame;
    return frame;
}

} // namespace ingest

namespace {
using namespace ingest;

constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER

// The values of one field, shared: 100k deployments name a few dozen nodes, a few statuses and versions.
// An open-addressing table owned by the decoder: a full 64-bit hash and the length are compared first, the
// bytes then against the decoder's own copy of the key (never against the reply: an earlier position in a
// 40 MB reply is a cache miss), and the previous lookup is checked before the table (neighbouring tasks
// often name the same service or node).
class Interner
{
public:
    explicit Interner(size_t slots) : m_entries(slots), m_mask(slots - 1) {} // slots: a power of two

    QString get(std::string_view bytes)
    {
        const quint64 h = hashKey(bytes);
        if (m_last != nullptr && m_last->hash == h && sameKey(*m_last, bytes))
            return m_last->value;
        size_t i = size_t(h) & m_mask;
        for (;; i = (i + 1) & m_mask) {
            Entry& e = m_entries[i];
            if (!e.used)
                break;
            if (e.hash == h && sameKey(e, bytes)) {
                m_last = &e;
                return e.value;
            }
        }
        if ((m_used + 1) * 2 > m_entries.size()) {
            grow();
            return get(bytes);
        }
        Entry& e = m_entries[i];
        e.hash = h;
        e.offset = m_keys.size();
        e.length = bytes.size();
        m_keys.append(bytes);
        e.value = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
        e.used = true;
        ++m_used;
        m_last = &e;
        return e.value;
    }

private:
    struct Entry
    {
        quint64 hash = 0;
        size_t offset = 0;
        size_t length = 0;
        QString value;
        bool used = false;
    };
    bool sameKey(const Entry& e, std::string_view bytes) const
    {
        return e.length == bytes.size() &&
               std::memcmp(m_keys.data() + e.offset, bytes.data(), bytes.size()) == 0;
    }
    static quint64 hashKey(std::string_view s)
    {
        const char* p = s.data();
        size_t n = s.size();
        quint64 h = 0x9e3779b97f4a7c15ULL ^ n;
        for (; n >= 8; n -= 8, p += 8)
            h = mix(h, load64(p));
        if (n > 0) {
            quint64 tail = 0;
            std::memcpy(&tail, p, n);
            h = mix(h, tail);
        }
        return mix(h, 0x243f6a8885a308d3ULL);
    }
    void grow()
    {
        std::vector<Entry> old(m_entries.size() * 2);
        old.swap(m_entries);
        m_mask = m_entries.size() - 1;
        for (Entry& e : old) {
            if (!e.used)
                continue;
            size_t i = size_t(e.hash) & m_mask;
            while (m_entries[i].used)
                i = (i + 1) & m_mask;
            m_entries[i] = std::move(e);
        }
        m_last = nullptr;
    }

    std::vector<Entry> m_entries;
    size_t m_mask;
    size_t m_used = 0;
    std::string m_keys;
    const Entry* m_last = nullptr;
};

enum class Outcome
{
    Ok,    // decoded
    Slow,  // decode this element with the QJsonObject decoder
    Fatal, // simdjson cannot go on: decode the whole reply with QJsonDocument
};

struct Context
{
    const JsonSlice& response;
    Interner serviceIds, nodeIds, statuses, healths, images, versions;

    JsonSlice slice(std::string_view bytes) const
    {
        return {response.source, qsizetype(bytes.data() - response.source.constData()),
                qsizetype(bytes.size())};
    }
};

// Key comparisons with a compile-time length: two word compares, no memcmp call per key.
template <size_t N> bool keyIs(std::string_view key, const char (&name)[N])
{
    constexpr size_t n = N - 1;
    static_assert(n >= 2 && n <= 16);
    if (key.size() != n)
        return false;
    const char* k = key.data();
    if constexpr (n >= 8) {
        return load64(k) == load64(name) && load64(k + n - 8) == load64(name + n - 8);
    } else if constexpr (n >= 4) {
        quint32 a, b, c, d;
        std::memcpy(&a, k, 4);
        std::memcpy(&b, name, 4);
        std::memcpy(&c, k + n - 4, 4);
        std::memcpy(&d, name + n - 4, 4);
        return a == b && c == d;
    } else {
        return std::memcmp(k, name, n) == 0;
    }
}

// The statuses of the contract as string literals: copies of a QStringLiteral share static data without
// a reference count, so the 100k copies cost no atomic operation (each one drains the store buffer).
QString knownValue(std::string_view text, Interner& others)
{
    switch (text.size()) {
    case 6:
        if (text == "failed")
            return QStringLiteral("failed");
        break;
    case 7:
        if (text == "running")
            return QStringLiteral("running");
        if (text == "stopped")
            return QStringLiteral("stopped");
        if (text == "healthy")
            return QStringLiteral("healthy");
        if (text == "unknown")
            return QStringLiteral("unknown");
        break;
    case 8:
        if (text == "starting")
            return QStringLiteral("starting");
        if (text == "stopping")
            return QStringLiteral("stopping");
        break;
    case 9:
        if (text == "scheduled")
            return QStringLiteral("scheduled");
        if (text == "unhealthy")
            return QStringLiteral("unhealthy");
        break;
    default:
        break;
    }
    return others.get(text);
}

bool readNumber(od::value& value, std::optional<double>& out)
{
    double d = 0;
    if (!readDouble(value, d))
        return false;
    out = d;
    return true;
}

bool readInteger(od::value& value, std::optional<qint64>& out)
{
    double d = 0;
    if (!readDouble(value, d) || !std::isfinite(d) || std::floor(d) != d || std::fabs(d) > kMaxSafeInteger)
        return false; // the QJsonObject decoder words the error
    out = static_cast<qint64>(d);
    return true;
}

Outcome decodeUsage(od::value& value, Context& ctx, DeploymentResourceUsage& out)
{
    od::object object;
    if (value.get_object().get(object))
        return Outcome::Slow;
    std::string_view raw;
    bool notEmpty = false;
    if (object.raw_json().get(raw) || object.reset().get(notEmpty))
        return Outcome::Fatal;
    for (auto member : object) {
        od::field field;
        std::string_view key;
        if (std::move(member).get(field))
            return Outcome::Fatal;
        if (!plainKey(field.key(), key))
            return Outcome::Slow;
        od::value& v = field.value();
        bool ok = true;
        if (keyIs(key, "cpuUsagePercent"))
            ok = readNumber(v, out.cpuUsagePercent);
        else if (keyIs(key, "memoryUsedMB"))
            ok = readNumber(v, out.memoryUsedMB);
        else if (keyIs(key, "lastUpdated"))
            ok = readInteger(v, out.lastUpdated);
        else
            ok = validate(v);
        if (!ok)
            return Outcome::Slow;
    }
    out.raw = LazyJsonObject::fromSlice(ctx.slice(raw));
    return Outcome::Ok;
}

Outcome decodeLog(od::value& value, Context& ctx, Deployment& out)
{
    od::array array;
    if (value.get_array().get(array))
        return Outcome::Slow;
    std::string_view raw;
    bool notEmpty = false;
    if (array.raw_json().get(raw) || array.reset().get(notEmpty))
        return Outcome::Fatal;
    qsizetype count = 0;
    for (auto element : array) {
        od::value item;
        std::string_view text;
        if (element.get(item))
            return Outcome::Fatal;
        if (!plainString(item, text))
            return Outcome::Slow;
        ++count;
    }
    // Assigned either way: of duplicate keys the last one counts (as in QJsonDocument).
    out.deploymentLog = count > 0 ? LazyStringList::fromSlice(ctx.slice(raw), count) : LazyStringList();
    return Outcome::Ok;
}

Outcome decodeElement(od::object& object, std::string_view raw, Context& ctx, Deployment& out)
{
    bool hasId = false, hasService = false, hasNode = false, hasStatus = false;
    for (auto member : object) {
        od::field field;
        std::string_view key;
        if (std::move(member).get(field))
            return Outcome::Fatal;
        if (!plainKey(field.key(), key))
            return Outcome::Slow;
        od::value& v = field.value();
        std::string_view text;
        bool ok = true;
        switch (key.size()) {
        case 2:
            if (keyIs(key, "id")) {
                ok = hasId = plainString(v, text);
                if (ok)
                    out.id = QString::fromUtf8(text.data(), qsizetype(text.size()));
                break;
            }
            ok = validate(v);
            break;
        case 6:
            if (keyIs(key, "nodeId")) {
                ok = hasNode = plainString(v, text);
                if (ok)
                    out.nodeId = ctx.nodeIds.get(text);
            } else if (keyIs(key, "status")) {
                ok = hasStatus = plainString(v, text);
                if (ok)
                    out.status = knownValue(text, ctx.statuses);
            } else {
                ok = validate(v);
            }
            break;
        case 7:
            if (keyIs(key, "version")) {
                ok = plainString(v, text);
                if (ok)
                    out.version = ctx.versions.get(text);
            } else {
                ok = validate(v);
            }
            break;
        case 9:
            if (keyIs(key, "serviceId")) {
                ok = hasService = plainString(v, text);
                if (ok)
                    out.serviceId = ctx.serviceIds.get(text);
            } else {
                ok = validate(v);
            }
            break;
        case 10:
            if (keyIs(key, "deployedAt"))
                ok = readInteger(v, out.deployedAt);
            else
                ok = validate(v);
            break;
        case 11:
            if (keyIs(key, "containerId")) {
                ok = plainString(v, text);
                if (ok)
                    out.containerId = QString::fromUtf8(text.data(), qsizetype(text.size()));
            } else if (keyIs(key, "usedImageId")) {
                ok = plainString(v, text);
                if (ok)
                    out.usedImageId = ctx.images.get(text);
            } else {
                ok = validate(v);
            }
            break;
        case 12:
            if (keyIs(key, "healthStatus")) {
                ok = plainString(v, text);
                if (ok)
                    out.healthStatus = knownValue(text, ctx.healths);
            } else {
                ok = validate(v);
            }
            break;
        case 13:
            if (keyIs(key, "deploymentLog")) {
                const Outcome o = decodeLog(v, ctx, out);
                if (o != Outcome::Ok)
                    return o;
            } else if (keyIs(key, "resourceUsage")) {
                DeploymentResourceUsage usage;
                const Outcome o = decodeUsage(v, ctx, usage);
                if (o != Outcome::Ok)
                    return o;
                out.resourceUsage = std::move(usage);
            } else {
                ok = validate(v);
            }
            break;
        default:
            ok = validate(v);
            break;
        }
        if (!ok)
            return Outcome::Slow;
    }
    if (!hasId || !hasService || !hasNode || !hasStatus)
        return Outcome::Slow;
    out.raw = LazyJsonObject::fromSlice(ctx.slice(raw));
    out.sourceHash = hashBytes(QByteArrayView(raw.data(), qsizetype(raw.size())));
    return Outcome::Ok;
}

// The QJsonObject decoder for one element whose bytes are `raw`. False: the bytes are not JSON.
bool decodeSlow(std::string_view raw, qsizetype index, QList<Deployment>& out, DecodeErrors& errors)
{
    QByteArray wrapped;
    wrapped.reserve(qsizetype(raw.size()) + 2);
    wrapped.append('[').append(raw.data(), qsizetype(raw.size())).append(']');
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray() || doc.array().size() != 1)
        return false;
    if (std::optional<Deployment> d = decodeDeploymentElement(doc.array().at(0), index, errors)) {
        d->sourceHash = hashBytes(QByteArrayView(raw.data(), qsizetype(raw.size())));
        out.append(std::move(*d));
    }
    return true;
}

// 100k deployments are ~50 MB of fresh memory: with 4 KiB pages that is ~12k zero-fill page faults (a
// sixth of the decode). Transparent huge pages, where the kernel offers them on request, make it a few dozen.
void adviseHugePages(void* begin, size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr uintptr_t kHuge = 2 * 1024 * 1024;
    const auto first = (reinterpret_cast<uintptr_t>(begin) + kHuge - 1) & ~(kHuge - 1);
    const auto last = (reinterpret_cast<uintptr_t>(begin) + bytes) & ~(kHuge - 1);
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
    Q_UNUSED(begin);
    Q_UNUSED(bytes);
#endif
}

Outcome decodeArray(od::value& value, Context& ctx, QList<Deployment>& out, DecodeErrors& errors)
{
    od::array array;
    if (value.get_array().get(array))
        return Outcome::Fatal;
    // Reserved by an upper estimate instead of count_elements() (a second walk over the whole array): an
    // element of the contract is more than 96 bytes, and pages of the reservation that are never written
    // are never faulted in.
    out.reserve(qsizetype(ctx.response.length / 96) + 16);
    adviseHugePages(out.data(), size_t(out.capacity()) * sizeof(Deployment));
    qsizetype index = 0;
    for (auto element : array) {
        od::value item;
        od::json_type type;
        if (element.get(item) || item.type().get(type))
            return Outcome::Fatal;
        if (type != od::json_type::object) {
            if (!validate(item))
                return Outcome::Fatal;
            errors.append(
                {QStringLiteral("$.deployments[%1]").arg(index),
                 QStringLiteral("expected an object, got %1").arg(QLatin1StringView(typeName(type)))});
            ++index;
            continue;
        }
        od::object object;
        std::string_view raw;
        bool notEmpty = false;
        if (item.get_object().get(object) || object.raw_json().get(raw) || object.reset().get(notEmpty))
            return Outcome::Fatal;
        // Decoded in place (a Deployment is ~0.5 KB: no temporary, no move).
        const Outcome o = decodeElement(object, raw, ctx, out.emplaceBack());
        if (o == Outcome::Fatal)
            return o;
        if (o == Outcome::Slow) {
            out.removeLast();
            if (!decodeSlow(raw, index, out, errors))
                return Outcome::Fatal;
        }
        ++index;
    }
    return Outcome::Ok;
}

// The members of the response object.
Outcome decodeResponse(od::object& root, Context& ctx, QList<Deployment>& out, DecodeErrors& errors)
{
    bool found = false;
    for (auto member : root) {
        od::field field;
        std::string_view key;
        if (std::move(member).get(field) || !plainKey(field.key(), key))
            return Outcome::Fatal;
        od::value& v = field.value();
        if (!keyIs(key, "deployments")) {
            if (!validate(v))
                return Outcome::Fatal;
            continue;
        }
        if (found)
            return Outcome::Fatal; // QJsonDocument keeps the last of duplicate keys: it decides
        found = true;
        od::json_type type;
        if (v.type().get(type))
            return Outcome::Fatal;
        if (type != od::json_type::array) {
            if (!validate(v))
                return Outcome::Fatal;
            errors.append(
                {QStringLiteral("$.deployments"),
                 QStringLiteral("expected an array, got %1").arg(QLatin1StringView(typeName(type)))});
            continue;
        }
        const Outcome o = decodeArray(v, ctx, out, errors);
        if (o != Outcome::Ok)
            return o;
    }
    if (!found)
        errors.append({QStringLiteral("$.deployments"), QStringLiteral("required array is missing")});
    return Outcome::Ok;
}

// Slots per field: 100k tasks of the demo name ~10k services, ~900 versions, a handful of the rest (the
// tables grow when needed).
Context makeContext(const JsonSlice& response)
{
    return Context{response,     Interner(32768), Interner(256), Interner(64),
                   Interner(64), Interner(1024),  Interner(4096)};
}

// The response of the frame Envelope::scan() just indexed: the same document, rewound, walked to the
// first `response` member (the one scan() sliced). Nullopt: `response` is not that frame's response.
std::optional<Outcome> decodeScanned(const JsonSlice& response, QList<Deployment>& out, DecodeErrors& errors)
{
    std::unique_ptr<ScannedFrame> scanned = std::move(scannedFrame());
    if (!scanned || scanned->source.constData() != response.source.constData() ||
        scanned->responseOffset != response.offset || scanned->responseLength != response.length)
        return std::nullopt;
    od::document& doc = scanned->doc;
    doc.rewind();
    od::object envelope;
    if (doc.get_object().get(envelope))
        return Outcome::Fatal;
    for (auto member : envelope) {
        od::field field;
        std::string_view key;
        if (std::move(member).get(field) || !plainKey(field.key(), key))
            return Outcome::Fatal;
        if (key != "response")
            continue;
        od::object root;
        std::string_view raw;
        if (field.value().get_object().get(root) || root.raw_json().get(raw) ||
            raw.data() != response.source.constData() + response.offset)
            return Outcome::Fatal;
        bool notEmpty = false;
        if (root.reset().get(notEmpty))
            return Outcome::Fatal;
        Context ctx = makeContext(response);
        return decodeResponse(root, ctx, out, errors);
    }
    return Outcome::Fatal;
}

Outcome decodeFast(const JsonSlice& response, QList<Deployment>& out, DecodeErrors& errors)
{
    if (const std::optional<Outcome> o = decodeScanned(response, out, errors))
        return *o;
    od::parser parser;
    od::document doc;
    const char* json = response.source.constData() + response.offset;
    if (parser.iterate(json, size_t(response.length), size_t(response.length + kPadding)).get(doc))
        return Outcome::Fatal;
    od::object root;
    if (doc.get_object().get(root))
        return Outcome::Fatal;
    Context ctx = makeContext(response);
    const Outcome o = decodeResponse(root, ctx, out, errors);
    if (o != Outcome::Ok)
        return o;
    const char* rest = nullptr;
    if (!doc.current_location().get(rest))
        return Outcome::Fatal; // something after the object
    return Outcome::Ok;
}

} // namespace

QList<Deployment> decodeDeploymentsJson(const JsonSlice& response, DecodeErrors& errors)
{
    const JsonSlice input = ingest::padded(response);
    QList<Deployment> out;
    DecodeErrors found;
    if (decodeFast(input, out, found) == Outcome::Ok) {
        errors += found;
        return out;
    }
    // Not JSON simdjson can read to the end: QJsonDocument decides, and names the offset when it fails.
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(input.source.constData() + input.offset, input.length), &error);
    if (error.error != QJsonParseError::NoError) {
        errors.append(
            {QStringLiteral("$"),
             QStringLiteral("invalid JSON at offset %1: %2").arg(error.offset).arg(error.errorString())});
        return {};
    }
    if (!doc.isObject()) {
        errors.append({QStringLiteral("$"), QStringLiteral("expected an object, got array")});
        return {};
    }
    return decodeDeployments(doc.object(), errors);
}

} // namespace core
} // namespace cloudly
