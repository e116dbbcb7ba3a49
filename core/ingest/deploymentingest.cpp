// decodeDeploymentTable(): `response.deployments` straight from the reply bytes with simdjson's On-Demand
// API, as the compact rows of a DeploymentTable (core/api/deploymenttable_p.h). One pass over the bytes, no
// DOM, no QJsonObject and no Deployment per element: typed fields are read in place, repeated strings become
// indexes into the table's pools, and each element's JSON, id, container id, log and resource usage stay in
// the reply (offsets). decodeDeploymentsJson() is that table's toList().
// Anything the fast reader is not sure about (escapes, wrong types, missing keys, odd numbers) is decoded
// by the QJsonObject decoder instead (a value row of the table), so errors and results never differ from
// decodeDeployments().
#include "core/ingest/deploymentingest.h"

#include "core/json/hashmix_p.h"

#include "core/api/deployment_p.h"
#include "core/api/deploymenttable_p.h"
#include "core/json/jsonindex_p.h"
#include "core/json/jsonscan_p.h"
#include "core/json/simdjson_p.h"
#include "core/util/logging.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

namespace cloudly {
namespace core {
namespace {
using namespace json;

constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER

// The values of one field, as indexes into a pool: 100k deployments name ~10k services, a few dozen nodes,
// a few statuses and versions. An open-addressing table owned by the decoder, 8 bytes a slot (a 32-bit tag of
// the 64-bit hash and the value's index), so the table of 10k services stays in the cache; the bytes of a
// candidate are compared against the decoder's own copy of the key (never against the reply: an earlier
// position in a 40 MB reply is a cache miss), and the previous lookup is checked first (neighbouring tasks
// often name the same service or node).
class Interner
{
public:
    explicit Interner(size_t slots) : m_slots(slots), m_mask(slots - 1) {} // slots: a power of two

    // The index of `bytes` in the pool (added when new).
    quint32 get(std::string_view bytes)
    {
        const quint64 h = hashKey(bytes);
        if (m_lastHash == h && m_lastIndex < m_keys.size() && sameKey(m_lastIndex, bytes))
            return m_lastIndex;
        const auto tag = static_cast<quint32>(h >> 32);
        size_t i = static_cast<size_t>(h) & m_mask;
        for (;; i = (i + 1) & m_mask) {
            const Slot slot = m_slots[i];
            if (slot.indexPlusOne == 0)
                break;
            if (slot.tag == tag && sameKey(slot.indexPlusOne - 1, bytes)) {
                m_lastHash = h;
                m_lastIndex = slot.indexPlusOne - 1;
                return m_lastIndex;
            }
        }
        if ((m_keys.size() + 1) * 2 > m_slots.size()) {
            grow();
            return get(bytes);
        }
        return insert(i, h, bytes, QString::fromUtf8(bytes.data(), qsizetype(bytes.size())));
    }
    // Adds a value given as a string literal (the contract's statuses: copies need no reference count).
    void seed(std::string_view bytes, const QString& value)
    {
        const quint64 h = hashKey(bytes);
        size_t i = static_cast<size_t>(h) & m_mask;
        while (m_slots[i].indexPlusOne != 0)
            i = (i + 1) & m_mask;
        insert(i, h, bytes, value);
    }
    QList<QString> takeValues() { return std::move(m_values); }

private:
    struct Slot
    {
        quint32 tag = 0;
        quint32 indexPlusOne = 0; // 0: free
    };
    struct Key
    {
        size_t offset;
        size_t length;
        quint64 hash;
    };
    bool sameKey(quint32 index, std::string_view bytes) const
    {
        const Key& k = m_keys[index];
        return k.length == bytes.size() &&
               std::memcmp(m_bytes.data() + k.offset, bytes.data(), bytes.size()) == 0;
    }
    quint32 insert(size_t slot, quint64 h, std::string_view bytes, const QString& value)
    {
        const auto index = static_cast<quint32>(m_keys.size());
        m_slots[slot] = Slot{static_cast<quint32>(h >> 32), index + 1};
        m_keys.push_back(Key{m_bytes.size(), bytes.size(), h});
        m_bytes.append(bytes);
        m_values.append(value);
        m_lastHash = h;
        m_lastIndex = index;
        return index;
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
        m_slots.assign(m_slots.size() * 2, Slot{});
        m_mask = m_slots.size() - 1;
        for (quint32 index = 0; index < m_keys.size(); ++index) {
            const quint64 h = m_keys[index].hash;
            size_t i = static_cast<size_t>(h) & m_mask;
            while (m_slots[i].indexPlusOne != 0)
                i = (i + 1) & m_mask;
            m_slots[i] = Slot{static_cast<quint32>(h >> 32), index + 1};
        }
    }

    std::vector<Slot> m_slots;
    size_t m_mask;
    std::vector<Key> m_keys; // per index
    std::string m_bytes;     // the keys' bytes
    QList<QString> m_values; // per index
    quint64 m_lastHash = 0;
    quint32 m_lastIndex = 0;
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
    // The bytes simdjson walks: the reply itself (`walked` == `reply`), or a copy of a piece of it (the
    // chunked decoder) that starts at `walked` and is the reply's bytes from `reply` on; `limit` is their
    // end.
    const char* walked = nullptr;
    const char* reply = nullptr;
    const char* limit = nullptr;
    const char* inReply(const char* p) const { return reply + (p - walked); }
};

// What decodeArray() fills: the table's rows and value rows.
using Table = DeploymentTable::Data;

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

// Offsets of a row relative to its element (the element is shorter than 64 KiB).
inline quint16 offsetIn(const char* element, const char* at)
{
    return static_cast<quint16>(at -
                                element); // truncated when the element is 64 KiB or more: decodeArray checks
}

// The object's and the array's end are not looked up here (that would be a second walk over them): the
// table finds them when it reads the slice.
Outcome decodeUsage(od::value& value, const char* element, DeploymentRow& out)
{
    const char* begin = value.raw_json_token().data();
    od::object object;
    if (value.get_object().get(object))
        return Outcome::Slow;
    std::optional<double> cpu, memory;
    std::optional<qint64> lastUpdated; // checked here, read back from the bytes by DeploymentTable::at()
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
            ok = readNumber(v, cpu);
        else if (keyIs(key, "memoryUsedMB"))
            ok = readNumber(v, memory);
        else if (keyIs(key, "lastUpdated"))
            ok = readInteger(v, lastUpdated);
        else
            ok = validate(v);
        if (!ok)
            return Outcome::Slow;
    }
    out.cpu = cpu.value_or(std::numeric_limits<double>::quiet_NaN());
    out.memory = memory.value_or(std::numeric_limits<double>::quiet_NaN());
    out.usageOffset = offsetIn(element, begin);
    return Outcome::Ok;
}

Outcome decodeLog(od::value& value, const char* element, DeploymentRow& out)
{
    const char* begin = value.raw_json_token().data();
    od::array array;
    if (value.get_array().get(array))
        return Outcome::Slow;
    qsizetype count = 0;
    for (auto item : array) {
        od::value line;
        std::string_view text;
        if (item.get(line))
            return Outcome::Fatal;
        if (!plainString(line, text))
            return Outcome::Slow;
        ++count;
    }
    out.logOffset = offsetIn(element, begin);
    out.logCount = static_cast<quint32>(qMin<qsizetype>(count, DeploymentRow::kLong8));
    return Outcome::Ok;
}

// The contract's statuses and health values without a pool lookup (their indexes are the seed order of
// makeContext()); others through the pool.
inline bool statusIndex(Interner& pool, std::string_view text, quint32& index)
{
    switch (text.size()) {
    case 6:
        if (keyIs(text, "failed"))
            return index = 5, true;
        break;
    case 7:
        if (keyIs(text, "running"))
            return index = 2, true;
        if (keyIs(text, "stopped"))
            return index = 4, true;
        break;
    case 8:
        if (keyIs(text, "starting"))
            return index = 1, true;
        if (keyIs(text, "stopping"))
            return index = 3, true;
        break;
    case 9:
        if (keyIs(text, "scheduled"))
            return index = 0, true;
        break;
    default:
        break;
    }
    index = pool.get(text);
    return index < DeploymentRow::kNone8;
}

inline bool healthIndex(Interner& pool, std::string_view text, quint32& index)
{
    if (text.size() == 7 && keyIs(text, "healthy"))
        return index = 0, true;
    if (text.size() == 9 && keyIs(text, "unhealthy"))
        return index = 1, true;
    if (text.size() == 7 && keyIs(text, "unknown"))
        return index = 2, true;
    index = pool.get(text);
    return index < DeploymentRow::kNone8;
}

// An index of a pool when it fits the row's field.
inline bool pooled(Interner& pool, std::string_view text, quint32 limit, quint32& index)
{
    index = pool.get(text);
    return index < limit;
}

// The members of the object that starts at `raw` (its `{`). The caller sets the row's offset, length and
// hash once the object is read to its end.
Outcome decodeElement(od::object& object, const char* raw, Context& ctx, DeploymentRow& out)
{
    constexpr quint32 k24 = DeploymentRow::kNone24;
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
        quint32 index = 0;
        bool ok = true;
        switch (key.size()) {
        case 2:
            if (keyIs(key, "id")) {
                ok = hasId = plainString(v, text);
                if (ok) {
                    out.idOffset = offsetIn(raw, text.data());
                    out.idLength = static_cast<quint32>(qMin<size_t>(text.size(), DeploymentRow::kLong8));
                }
                break;
            }
            ok = validate(v);
            break;
        case 6:
            if (keyIs(key, "nodeId")) {
                ok = hasNode = plainString(v, text) && pooled(ctx.nodeIds, text, k24, index);
                out.node = index;
            } else if (keyIs(key, "status")) {
                ok = hasStatus = plainString(v, text) && statusIndex(ctx.statuses, text, index);
                out.status = index;
            } else {
                ok = validate(v);
            }
            break;
        case 7:
            if (keyIs(key, "version")) {
                ok = plainString(v, text) && pooled(ctx.versions, text, k24, index);
                out.version = index;
            } else {
                ok = validate(v);
            }
            break;
        case 9:
            if (keyIs(key, "serviceId")) {
                ok = hasService = plainString(v, text) && pooled(ctx.serviceIds, text, k24, index);
                out.service = index;
            } else {
                ok = validate(v);
            }
            break;
        case 10:
            if (keyIs(key, "deployedAt")) {
                std::optional<qint64> deployedAt;
                ok = readInteger(v, deployedAt);
                out.deployedAt = deployedAt.value_or(DeploymentRow::kNoInteger);
            } else {
                ok = validate(v);
            }
            break;
        case 11:
            if (keyIs(key, "containerId")) {
                ok = plainString(v, text);
                if (ok)
                    out.containerOffset = offsetIn(raw, text.data());
            } else if (keyIs(key, "usedImageId")) {
                ok = plainString(v, text) && pooled(ctx.images, text, k24, index);
                out.image = index;
            } else {
                ok = validate(v);
            }
            break;
        case 12:
            if (keyIs(key, "healthStatus")) {
                ok = plainString(v, text) && healthIndex(ctx.healths, text, index);
                out.health = index;
            } else {
                ok = validate(v);
            }
            break;
        case 13:
            if (keyIs(key, "deploymentLog")) {
                const Outcome o = decodeLog(v, raw, out);
                if (o != Outcome::Ok)
                    return o;
            } else if (keyIs(key, "resourceUsage")) {
                const Outcome o = decodeUsage(v, raw, out);
                if (o != Outcome::Ok)
                    return o;
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
    return Outcome::Ok;
}

// The QJsonObject decoder for one element whose bytes are `raw` (inside `source`), kept as a value row
// whose raw JSON stays those bytes (key order and numbers as sent; the fingerprint is their hash, so a
// change anywhere in them is a change). False: the bytes are not JSON.
bool decodeSlow(const QByteArray& source, std::string_view raw, qsizetype index, Table& out,
                DecodeErrors& errors)
{
    QByteArray wrapped;
    wrapped.reserve(static_cast<qsizetype>(raw.size()) + 2);
    wrapped.append('[').append(raw.data(), qsizetype(raw.size())).append(']');
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray() || doc.array().size() != 1)
        return false;
    if (std::optional<Deployment> d = decodeDeploymentElement(doc.array().at(0), index, errors)) {
        d->sourceHash = hashBytes(QByteArrayView(raw.data(), qsizetype(raw.size())));
        d->raw = LazyJsonObject::fromSlice(
            JsonSlice{source, qsizetype(raw.data() - source.constData()), qsizetype(raw.size())});
        out.appendValue(*d);
    }
    return true;
}

// The elements of `array`, the first of them number `index` of the deployments.
Outcome decodeElements(od::array& array, Context& ctx, Table& out, DecodeErrors& errors, qsizetype& index)
{
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
        // The element's bytes: from its `{` to the `}` before the token that follows it once it is read
        // (a `,` or the array's `]`), without a separate walk to find its end.
        const char* begin = item.raw_json_token().data();
        od::object object;
        if (item.get_object().get(object))
            return Outcome::Fatal;
        DeploymentRow row;
        Outcome o = decodeElement(object, begin, ctx, row);
        if (o == Outcome::Fatal)
            return o;
        std::string_view raw;
        if (o == Outcome::Ok) {
            const char* next = nullptr;
            if (item.current_location().get(next) || next <= begin)
                return Outcome::Fatal;
            const char* end = next;
            while (end > begin && end[-1] != '}')
                --end;
            raw = std::string_view(begin, size_t(end - begin));
            const size_t offset = static_cast<size_t>(ctx.inReply(begin) - ctx.response.source.constData());
            // Offsets of the row are 16 bits into the element and 32 bits into the reply: bigger ones are
            // values.
            if (raw.size() > 0xffff || offset > 0xffffffffu) {
                o = Outcome::Slow;
            } else {
                row.offset = static_cast<quint32>(offset);
                row.length = static_cast<quint32>(raw.size());
                row.hash = hashBytes(QByteArrayView(raw.data(), qsizetype(raw.size())));
                out.rows.append(row);
            }
        } else {
            // Not through the iterator: after an error it must not be used again (and skipping validates
            // nothing). The QJsonObject decoder judges the bytes; when they are not JSON, the whole reply is
            // decided by QJsonDocument.
            const char* end = json::valueEnd(begin, ctx.limit);
            if (end == nullptr)
                return Outcome::Fatal;
            raw = std::string_view(begin, size_t(end - begin));
        }
        if (o == Outcome::Slow &&
            !decodeSlow(ctx.response.source, std::string_view(ctx.inReply(raw.data()), raw.size()), index,
                        out, errors))
            return Outcome::Fatal;
        ++index;
    }
    return Outcome::Ok;
}

// Reserved by an upper estimate instead of count_elements() (a second walk over the whole array): an
// element of the contract is more than 96 bytes; pages of the reservation that are never written are
// never faulted in, and the rest is returned at the end.
void reserveRows(const Context& ctx, Table& out)
{
    out.rows.reserve(static_cast<qsizetype>(ctx.response.length / 96) + 16);
}

Outcome decodeArray(od::value& value, Context& ctx, Table& out, DecodeErrors& errors)
{
    od::array array;
    if (value.get_array().get(array))
        return Outcome::Fatal;
    reserveRows(ctx, out);
    qsizetype index = 0;
    return decodeElements(array, ctx, out, errors, index);
}

void takePools(Context& ctx, Table& out)
{
    out.pools.services = ctx.serviceIds.takeValues();
    out.pools.nodes = ctx.nodeIds.takeValues();
    out.pools.statuses = ctx.statuses.takeValues();
    out.pools.healths = ctx.healths.takeValues();
    out.pools.versions = ctx.versions.takeValues();
    out.pools.images = ctx.images.takeValues();
}

// The members of the response object.
Outcome decodeResponse(od::object& root, Context& ctx, Table& out, DecodeErrors& errors)
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
    takePools(ctx, out);
    return Outcome::Ok;
}

// Slots per field: 100k tasks of the demo name ~10k services, ~900 versions, a handful of the rest (the
// tables grow when needed).
Context makeContext(const JsonSlice& response)
{
    Context ctx{response,     Interner(32768), Interner(256), Interner(64),
                Interner(64), Interner(1024),  Interner(4096)};
    ctx.walked = ctx.reply = response.source.constData();
    ctx.limit = response.source.constData() + response.offset + response.length;
    ctx.statuses.seed("scheduled", QStringLiteral("scheduled"));
    ctx.statuses.seed("starting", QStringLiteral("starting"));
    ctx.statuses.seed("running", QStringLiteral("running"));
    ctx.statuses.seed("stopping", QStringLiteral("stopping"));
    ctx.statuses.seed("stopped", QStringLiteral("stopped"));
    ctx.statuses.seed("failed", QStringLiteral("failed"));
    ctx.healths.seed("healthy", QStringLiteral("healthy"));
    ctx.healths.seed("unhealthy", QStringLiteral("unhealthy"));
    ctx.healths.seed("unknown", QStringLiteral("unknown"));
    return ctx;
}

// `response` from the index of its frame (Envelope::scan): the same document, rewound, walked to the member
// of the root object whose value is `response`. Nullopt: no index, or `response` is not in that frame.
std::optional<Outcome> decodeScanned(const JsonSlice& response, JsonIndex* index, Table& out,
                                     DecodeErrors& errors)
{
    if (!index || index->source.constData() != response.source.constData())
        return std::nullopt;
    const char* const begin = response.source.constData() + response.offset;
    od::document& doc = index->doc;
    doc.rewind();
    od::object envelope;
    if (doc.get_object().get(envelope))
        return std::nullopt;
    for (auto member : envelope) {
        od::field field;
        if (std::move(member).get(field))
            return std::nullopt;
        // The value's first byte identifies it (raw_json() would walk the whole value to its end).
        od::value& value = field.value();
        if (value.raw_json_token().data() != begin)
            continue;
        od::object root;
        if (value.get_object().get(root))
            return Outcome::Fatal;
        Context ctx = makeContext(response);
        return decodeResponse(root, ctx, out, errors);
    }
    return std::nullopt;
}

// A big response piece by piece: the usual shape — an object whose `deployments` array holds objects —
// is cut between elements into pieces of about kPieceBytes, and simdjson indexes and walks one piece at a
// time (a copy of it as an array, in a buffer and a parser that are reused), so what is resident besides the
// reply is one piece's index instead of the whole reply's (~35 MB at 40 MB). The rows are those of the
// whole-reply walk. Nullopt: another shape (a second `deployments`, one that is not an array, an element
// that is not an object, an escaped key): the whole-reply walk decides it.
constexpr size_t kPieceBytes = 256 * 1024;

std::optional<Outcome> decodeInPieces(const JsonSlice& response, Table& out, DecodeErrors& errors)
{
    // One walk over the response: its members, the elements of `deployments` (cut into pieces) among
    // them. The other members are judged as the whole-reply walk judges them: JSON or not (QJsonDocument).
    struct Piece
    {
        const char* begin;
        const char* end;
    };
    std::vector<Piece> pieces;
    const char* const begin = response.source.constData() + response.offset;
    const char* const end = begin + response.length;
    const char* p = json::skipSpace(begin, end);
    if (p == end || *p != '{')
        return std::nullopt;
    p = json::skipSpace(p + 1, end);
    bool found = false;
    while (p < end && *p != '}') {
        std::string_view key;
        if (!json::scanKey(p, end, key))
            return std::nullopt;
        if (key != "deployments") {
            const char* valueEnd = json::valueEnd(p, end);
            if (valueEnd == nullptr || valueEnd == p)
                return Outcome::Fatal;
            QByteArray wrapped;
            wrapped.reserve(static_cast<qsizetype>(valueEnd - p) + 2);
            wrapped.append('[').append(p, qsizetype(valueEnd - p)).append(']');
            QJsonParseError error{};
            QJsonDocument::fromJson(wrapped, &error);
            if (error.error != QJsonParseError::NoError)
                return Outcome::Fatal;
            p = valueEnd;
        } else {
            if (found || *p != '[')
                return std::nullopt; // a second `deployments`, or not an array: the whole-reply walk words it
            found = true;
            p = json::skipSpace(p + 1, end);
            const char* pieceBegin = nullptr;
            const char* lastEnd = nullptr;
            while (p < end && *p != ']') {
                if (*p != '{')
                    return std::nullopt; // an element that is not an object
                const char* elementEnd = json::valueEnd(p, end);
                if (elementEnd == nullptr)
                    return Outcome::Fatal;
                if (pieceBegin == nullptr)
                    pieceBegin = p;
                lastEnd = elementEnd;
                if (static_cast<size_t>(elementEnd - pieceBegin) >= kPieceBytes) {
                    pieces.push_back({pieceBegin, elementEnd});
                    pieceBegin = nullptr;
                }
                p = json::skipSpace(elementEnd, end);
                if (p < end && *p == ',') {
                    p = json::skipSpace(p + 1, end);
                    if (p < end && *p == ']')
                        return Outcome::Fatal; // a trailing comma
                } else if (p < end && *p != ']') {
                    return Outcome::Fatal;
                }
            }
            if (p == end)
                return Outcome::Fatal;
            ++p; // the array's ']'
            if (pieceBegin != nullptr)
                pieces.push_back({pieceBegin, lastEnd});
        }
        p = json::skipSpace(p, end);
        if (p < end && *p == ',') {
            p = json::skipSpace(p + 1, end);
            if (p < end && *p == '}')
                return Outcome::Fatal; // a trailing comma
        } else if (p < end && *p != '}') {
            return Outcome::Fatal;
        }
    }
    if (p == end || json::skipSpace(p + 1, end) != end)
        return Outcome::Fatal;
    if (!found)
        return std::nullopt; // the whole-reply walk says it is missing

    Context ctx = makeContext(response);
    reserveRows(ctx, out);
    od::parser parser;
    QByteArray buffer;
    qsizetype index = 0;
    for (const Piece& piece : pieces) {
        const auto length = static_cast<qsizetype>(piece.end - piece.begin);
        buffer.clear();
        buffer.reserve(length + 2 + kPadding);
        buffer.append('[').append(piece.begin, length).append(']');
        ctx.walked = buffer.constData() + 1;
        ctx.reply = piece.begin;
        ctx.limit = buffer.constData() + buffer.size();
        od::document doc;
        od::array array;
        if (parser.iterate(buffer.constData(), size_t(buffer.size()), size_t(buffer.capacity())).get(doc) ||
            doc.get_array().get(array))
            return Outcome::Fatal;
        const Outcome o = decodeElements(array, ctx, out, errors, index);
        if (o != Outcome::Ok)
            return o;
        const char* rest = nullptr;
        if (!doc.current_location().get(rest))
            return Outcome::Fatal; // the piece was not one array
    }
    takePools(ctx, out);
    qCDebug(lcApi) << "decoded" << index << "deployments in" << pieces.size() << "pieces";
    return Outcome::Ok;
}

Outcome decodeFast(const JsonSlice& response, JsonIndex* index, Table& out, DecodeErrors& errors)
{
    if (const std::optional<Outcome> o = decodeScanned(response, index, out, errors))
        return *o;
    if (static_cast<size_t>(response.length) >= json::kScanInsteadOfIndexBytes) {
        if (const std::optional<Outcome> o = decodeInPieces(response, out, errors))
            return *o;
    }
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

namespace {
// The table's data from the fast reader (`fast`), or, when simdjson cannot read the bytes to the end, the
// table the QJsonObject decoder made (`slow`).
struct Decoded
{
    QExplicitlySharedDataPointer<Table> fast;
    DeploymentTable slow;
};

Decoded decodeTable(const JsonSlice& response, JsonIndex* index, DecodeErrors& errors)
{
    const JsonSlice input = json::padded(response);
    QExplicitlySharedDataPointer<Table> out(new Table);
    DecodeErrors found;
    if (decodeFast(input, index, *out, found) == Outcome::Ok) {
        errors += found;
        if (!out->rows.isEmpty() && out->values.size() < out->rows.size())
            out->source = input.source;
        out->rows.squeeze();
        return {out, {}};
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
    return {{}, DeploymentTable::fromList(decodeDeployments(doc.object(), errors))};
}
} // namespace

DeploymentTable decodeDeploymentTable(const JsonSlice& response, DecodeErrors& errors)
{
    Decoded decoded = decodeTable(response, nullptr, errors);
    if (decoded.fast)
        return DeploymentTable(QExplicitlySharedDataPointer<const Table>(decoded.fast.data()));
    return decoded.slow;
}

DeploymentTable decodeDeploymentTable(const ScannedJson& response, DecodeErrors& errors)
{
    Decoded decoded = decodeTable(response.bytes, response.index.get(), errors);
    json::releaseIndex(response); // walked once: not resident while the table's consumers run
    if (decoded.fast)
        return DeploymentTable(QExplicitlySharedDataPointer<const Table>(decoded.fast.data()));
    return decoded.slow;
}

QList<Deployment> decodeDeploymentsJson(const JsonSlice& response, DecodeErrors& errors)
{
    return decodeDeploymentTable(response, errors).toList();
}

QList<Deployment> decodeDeploymentsJson(const ScannedJson& response, DecodeErrors& errors)
{
    return decodeDeploymentTable(response, errors).toList();
}

} // namespace core
} // namespace cloudly
