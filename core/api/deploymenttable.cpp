#include "core/api/deploymenttable.h"

#include "core/api/deploymenttable_p.h"
#include "core/json/jsonscan_p.h"

#include <QJsonDocument>

#include <bit>
#include <charconv>
#include <cstring>

namespace cloudly {
namespace core {
namespace {

// A fast 64-bit hash for change detection only (no seed, not for hash tables). Strings are read 8 bytes
// at a time in two independent lanes of multiply/xor-shift steps, the tail by one overlapping read: about
// twice as fast as qHash() on the short strings of a deployment.
class Hasher
{
public:
    void add(quint64 value) { m_h = step(m_h, value); }
    void add(QStringView text)
    {
        const uchar* p = reinterpret_cast<const uchar*>(text.utf16());
        size_t n = static_cast<size_t>(text.size()) * sizeof(char16_t);
        quint64 a = m_h ^ n;
        quint64 b = 0xc2b2ae3d27d4eb4fULL ^ n;
        if (n >= 8) {
            for (; n > 16; n -= 16, p += 16) {
                a = step(a, read<quint64>(p));
                b = step(b, read<quint64>(p + 8));
            }
            if (n > 8) {
                a = step(a, read<quint64>(p));
                b = step(b, read<quint64>(p + n - 8));
            } else {
                a = step(a, read<quint64>(p + n - 8));
            }
        } else if (n >= 4) {
            a = step(a, read<quint32>(p) | (static_cast<quint64>(read<quint32>(p + n - 4)) << 32));
        } else if (n == 2) {
            a = step(a, read<quint16>(p));
        }
        m_h = step(a, b);
    }
    void addNumber(double value) { add(std::bit_cast<quint64>(value)); }
    quint64 result() const { return m_h; }

private:
    template <typename T> static quint64 read(const uchar* p)
    {
        T v;
        std::memcpy(&v, p, sizeof(T));
        return v;
    }
    static quint64 step(quint64 h, quint64 v)
    {
        h = (h ^ v) * 0x9e3779b97f4a7c15ULL;
        return h ^ (h >> 29);
    }

    quint64 m_h = 0x243f6a8885a308d3ULL;
};

const DeploymentTable::Data& emptyData()
{
    static const DeploymentTable::Data* empty = [] {
        auto* d = new DeploymentTable::Data;
        d->ref.ref(); // never freed
        return d;
    }();
    return *empty;
}

// `resourceUsage.lastUpdated` of a usage object that starts at `p` (validated, no escapes; the decoder
// checked that the last `lastUpdated` member is a whole number within the safe range).
std::optional<qint64> usageLastUpdated(const char* p, const char* limit)
{
    std::optional<qint64> out;
    ++p; // '{'
    for (;;) {
        while (json::isSpace(*p) || *p == ',')
            ++p;
        if (*p != '"')
            return out; // '}'
        const char* key = p + 1;
        const char* keyEnd = static_cast<const char*>(std::memchr(key, '"', size_t(limit - key)));
        p = keyEnd + 1;
        while (json::isSpace(*p) || *p == ':')
            ++p;
        const char* valueStart = p;
        if (*p == '"')
            p = static_cast<const char*>(std::memchr(p + 1, '"', size_t(limit - p - 1))) + 1;
        else if (*p == '{' || *p == '[')
            p = json::valueEnd(p, limit);
        else
            while (*p != ',' && *p != '}' && !json::isSpace(*p))
                ++p;
        if (keyEnd - key == 11 && std::memcmp(key, "lastUpdated", 11) == 0) {
            double d = 0;
            const char* from = valueStart;
            std::from_chars(from, p, d);
            out = static_cast<qint64>(d);
        }
    }
}

// The number of lines of a byte row's log (the strings of its array; no escapes): from the row unless
// there are 255 or more.
qsizetype rowLogCount(const DeploymentTable::Data& d, const DeploymentRow& r)
{
    if (r.logOffset == 0)
        return 0;
    if (r.logCount != DeploymentRow::kLong8)
        return r.logCount;
    const JsonSlice e = d.element(r);
    const char* element = e.source.constData() + e.offset;
    const char* p = element + r.logOffset;
    const char* end = json::valueEnd(p, element + r.length);
    qsizetype quotes = 0;
    for (; p < end; ++p)
        quotes += *p == '"' ? 1 : 0;
    return quotes / 2;
}

// The container id of a byte row whose element starts at `element` (it has one: containerOffset != 0).
QString rowContainerId(const char* element, const DeploymentRow& r)
{
    const char* begin = element + r.containerOffset;
    const auto* end = static_cast<const char*>(std::memchr(begin, '"', r.length - r.containerOffset));
    return QString::fromUtf8(begin, end - begin);
}

qsizetype checkedRow(const DeploymentTable::Data& d, qsizetype row)
{
    Q_ASSERT(row >= 0 && row < d.rows.size());
    return row;
}

} // namespace

quint64 deploymentFingerprint(const Deployment& d)
{
    // Decoded from bytes and not edited since: the hash of those bytes says it all (unknown keys included).
    if (d.sourceHash != 0 && d.raw.slice())
        return d.sourceHash;
    // The id is left out: rows are matched by id before fingerprints are compared.
    Hasher h;
    h.add(d.serviceId);
    h.add(d.nodeId);
    h.add(d.status);
    quint64 present = 0;
    int knownKeys = 4; // id, serviceId, nodeId, status
    const auto text = [&](const std::optional<QString>& value, int bit) {
        if (value) {
            present |= 1u << bit;
            ++knownKeys;
            h.add(*value);
        }
    };
    text(d.containerId, 0);
    text(d.usedImageId, 1);
    text(d.version, 2);
    if (d.deployedAt) {
        present |= 1u << 3;
        ++knownKeys;
        h.add(static_cast<quint64>(*d.deployedAt));
    }
    text(d.healthStatus, 4);
    const qsizetype logLines = d.deploymentLog.size();
    h.add(static_cast<quint64>(logLines));
    if (logLines > 0) {
        h.add(d.deploymentLog.constFirst());
        h.add(d.deploymentLog.constLast());
    }
    if (d.resourceUsage) {
        present |= 1u << 5;
        ++knownKeys;
        const DeploymentResourceUsage& usage = *d.resourceUsage;
        int usageKeys = 0;
        if (usage.cpuUsagePercent) {
            present |= 1u << 6;
            ++usageKeys;
            h.addNumber(*usage.cpuUsagePercent);
        }
        if (usage.memoryUsedMB) {
            present |= 1u << 7;
            ++usageKeys;
            h.addNumber(*usage.memoryUsedMB);
        }
        if (usage.lastUpdated) {
            present |= 1u << 8;
            ++usageKeys;
            h.add(static_cast<quint64>(*usage.lastUpdated));
        }
        if (usage.raw.size() != usageKeys)
            h.add(static_cast<quint64>(
                qHash(usage.raw.object(), 0))); // keys the console does not model: include them
    }
    // Keys beyond the modelled ones: hash the whole object so a change there still refreshes the row
    // (RawJsonRole shows it). `deploymentLog` is not counted above: present when it has lines, and an
    // empty one is told apart from an absent one by a lookup only when the key count leaves room for it.
    qsizetype extra = d.raw.size() - knownKeys;
    const bool logKeyPresent = logLines > 0 || (extra == 1 && d.raw.contains(QLatin1String("deploymentLog")));
    if (logKeyPresent) {
        present |= 1u << 9;
        --extra;
    }
    h.add(present);
    if (extra != 0)
        h.add(static_cast<quint64>(qHash(d.raw.object(), 0)));
    return h.result();
}

QByteArrayView DeploymentTable::Data::idOf(const DeploymentRow& r) const
{
    if (isPacked()) { // the record starts with the id and a NUL
        const char* begin = packed.from(r.offset).data();
        if (r.idLength != DeploymentRow::kLong8)
            return QByteArrayView(begin, r.idLength);
        return QByteArrayView(begin, qsizetype(std::strlen(begin)));
    }
    const char* begin = source.constData() + r.offset + r.idOffset;
    if (r.idLength != DeploymentRow::kLong8)
        return QByteArrayView(begin, r.idLength);
    const auto* end = static_cast<const char*>(std::memchr(begin, '"', r.length - r.idOffset));
    return QByteArrayView(begin, end - begin);
}

void DeploymentTable::Data::appendValue(const Deployment& deployment)
{
    DeploymentRow row;
    row.offset = static_cast<quint32>(values.size());
    row.length = 0;
    row.hash = deploymentFingerprint(deployment);
    values.append(deployment);
    valueIds.append(deployment.id.toUtf8());
    rows.append(row);
}

DeploymentTable::DeploymentTable() : d(&emptyData()) {}
DeploymentTable::~DeploymentTable() = default;
DeploymentTable::DeploymentTable(const DeploymentTable& other) = default;
DeploymentTable::DeploymentTable(DeploymentTable&& other) noexcept = default;
DeploymentTable& DeploymentTable::operator=(const DeploymentTable& other) = default;
DeploymentTable& DeploymentTable::operator=(DeploymentTable&& other) noexcept = default;
DeploymentTable::DeploymentTable(QExplicitlySharedDataPointer<const Data> data) : d(std::move(data)) {}

DeploymentTable DeploymentTable::fromList(const QList<Deployment>& deployments)
{
    auto* data = new Data;
    data->rows.reserve(deployments.size());
    data->values.reserve(deployments.size());
    data->valueIds.reserve(deployments.size());
    for (const Deployment& deployment : deployments)
        data->appendValue(deployment);
    return Data::make(data);
}

qsizetype DeploymentTable::size() const
{
    return d ? d->rows.size() : 0;
}

// Shorthands for the accessors: the row, its value.
#define CLOUDLY_ROW const DeploymentRow& r = d->rows.at(checkedRow(*d, row))
#define CLOUDLY_VALUE (d->values.at(r.offset))

Deployment DeploymentTable::at(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE;
    const JsonSlice e = d->element(r);
    const char* element = e.source.constData() + e.offset;
    const auto slice = [&](const char* begin, const char* end) {
        return JsonSlice{e.source, qsizetype(begin - e.source.constData()), qsizetype(end - begin)};
    };
    Deployment out;
    const QByteArrayView idBytes = d->idOf(r);
    out.id = QString::fromUtf8(idBytes.data(), idBytes.size());
    out.serviceId = d->pools.services.at(r.service);
    out.nodeId = d->pools.nodes.at(r.node);
    out.status = d->pools.statuses.at(r.status);
    if (r.containerOffset != 0)
        out.containerId = rowContainerId(element, r);
    if (r.image != DeploymentRow::kNone24)
        out.usedImageId = d->pools.images.at(r.image);
    if (r.version != DeploymentRow::kNone24)
        out.version = d->pools.versions.at(r.version);
    if (r.deployedAt != DeploymentRow::kNoInteger)
        out.deployedAt = r.deployedAt;
    if (const qsizetype lines = rowLogCount(*d, r); lines > 0) {
        const char* begin = element + r.logOffset;
        out.deploymentLog =
            LazyStringList::fromSlice(slice(begin, json::valueEnd(begin, element + r.length)), lines);
    }
    if (r.health != DeploymentRow::kNone8)
        out.healthStatus = d->pools.healths.at(r.health);
    if (r.usageOffset != 0) {
        const char* begin = element + r.usageOffset;
        DeploymentResourceUsage usage;
        if (!std::isnan(r.cpu))
            usage.cpuUsagePercent = r.cpu;
        if (!std::isnan(r.memory))
            usage.memoryUsedMB = r.memory;
        usage.lastUpdated = usageLastUpdated(begin, element + r.length);
        usage.raw = LazyJsonObject::fromSlice(slice(begin, json::valueEnd(begin, element + r.length)));
        out.resourceUsage = std::move(usage);
    }
    out.raw = LazyJsonObject::fromSlice(slice(element, element + r.length));
    out.sourceHash = r.hash;
    return out;
}

QList<Deployment> DeploymentTable::toList() const
{
    QList<Deployment> out;
    const qsizetype count = size();
    out.reserve(count);
    for (qsizetype row = 0; row < count; ++row)
        out.append(at(row));
    return out;
}

QString DeploymentTable::id(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE.id;
    const QByteArrayView bytes = d->idOf(r);
    return QString::fromUtf8(bytes.data(), bytes.size());
}

QByteArrayView DeploymentTable::idUtf8(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return d->valueIds.at(r.offset);
    return d->idOf(r);
}

const QString& DeploymentTable::serviceId(qsizetype row) const
{
    CLOUDLY_ROW;
    return r.isValue() ? CLOUDLY_VALUE.serviceId : d->pools.services.at(r.service);
}

const QString& DeploymentTable::nodeId(qsizetype row) const
{
    CLOUDLY_ROW;
    return r.isValue() ? CLOUDLY_VALUE.nodeId : d->pools.nodes.at(r.node);
}

const QString& DeploymentTable::status(qsizetype row) const
{
    CLOUDLY_ROW;
    return r.isValue() ? CLOUDLY_VALUE.status : d->pools.statuses.at(r.status);
}

std::optional<QString> DeploymentTable::healthStatus(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE.healthStatus;
    if (r.health == DeploymentRow::kNone8)
        return std::nullopt;
    return d->pools.healths.at(r.health);
}

const QString* DeploymentTable::healthStatusIfSet(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue()) {
        const std::optional<QString>& health = CLOUDLY_VALUE.healthStatus;
        return health ? &*health : nullptr;
    }
    if (r.health == DeploymentRow::kNone8)
        return nullptr;
    return &d->pools.healths.at(r.health);
}

std::optional<QString> DeploymentTable::version(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE.version;
    if (r.version == DeploymentRow::kNone24)
        return std::nullopt;
    return d->pools.versions.at(r.version);
}

std::optional<QString> DeploymentTable::usedImageId(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE.usedImageId;
    if (r.image == DeploymentRow::kNone24)
        return std::nullopt;
    return d->pools.images.at(r.image);
}

std::optional<QString> DeploymentTable::containerId(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE.containerId;
    if (r.containerOffset == 0)
        return std::nullopt;
    const JsonSlice e = d->element(r);
    return rowContainerId(e.source.constData() + e.offset, r);
}

std::optional<qint64> DeploymentTable::deployedAt(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue())
        return CLOUDLY_VALUE.deployedAt;
    if (r.deployedAt == DeploymentRow::kNoInteger)
        return std::nullopt;
    return r.deployedAt;
}

bool DeploymentTable::hasResourceUsage(qsizetype row) const
{
    CLOUDLY_ROW;
    return r.isValue() ? CLOUDLY_VALUE.resourceUsage.has_value() : r.usageOffset != 0;
}

std::optional<double> DeploymentTable::cpuUsagePercent(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue()) {
        const auto& usage = CLOUDLY_VALUE.resourceUsage;
        return usage ? usage->cpuUsagePercent : std::nullopt;
    }
    if (r.usageOffset == 0 || std::isnan(r.cpu))
        return std::nullopt;
    return r.cpu;
}

std::optional<double> DeploymentTable::memoryUsedMB(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue()) {
        const auto& usage = CLOUDLY_VALUE.resourceUsage;
        return usage ? usage->memoryUsedMB : std::nullopt;
    }
    if (r.usageOffset == 0 || std::isnan(r.memory))
        return std::nullopt;
    return r.memory;
}

qsizetype DeploymentTable::logLineCount(qsizetype row) const
{
    CLOUDLY_ROW;
    return r.isValue() ? CLOUDLY_VALUE.deploymentLog.size() : rowLogCount(*d, r);
}

quint64 DeploymentTable::fingerprint(qsizetype row) const
{
    CLOUDLY_ROW;
    return r.hash;
}

bool DeploymentTable::isSameRow(qsizetype row, const DeploymentTable& other, qsizetype otherRow) const
{
    CLOUDLY_ROW;
    const DeploymentRow& o = other.d->rows.at(checkedRow(*other.d, otherRow));
    if (r.hash != o.hash)
        return false;
    if (!r.isValue() && !o.isValue())
        return r.length == o.length && r.idLength == o.idLength && r.idOffset == o.idOffset;
    return idUtf8(row) == other.idUtf8(otherRow);
}

QByteArray DeploymentTable::rawJson(qsizetype row) const
{
    CLOUDLY_ROW;
    if (!r.isValue()) {
        const JsonSlice e = d->element(r); // a packed row's element is already a buffer of its own
        return e.offset == 0 && e.length == e.source.size() ? e.source : e.view().toByteArray();
    }
    const LazyJsonObject raw = CLOUDLY_VALUE.raw; // a copy: reads never materialise the stored value
    if (const JsonSlice* slice = raw.slice())
        return slice->view().toByteArray();
    return QJsonDocument(raw.object()).toJson(QJsonDocument::Compact);
}

QByteArrayView DeploymentTable::sourceJson(qsizetype row) const
{
    CLOUDLY_ROW;
    if (r.isValue() || d->isPacked())
        return QByteArrayView();
    return QByteArrayView(d->source.constData() + r.offset, r.length);
}

QJsonObject DeploymentTable::rawObject(qsizetype row) const
{
    CLOUDLY_ROW;
    if (!r.isValue()) {
        const JsonSlice e = d->element(r);
        return QJsonDocument::fromJson(QByteArray::fromRawData(e.view().data(), e.length)).object();
    }
    const LazyJsonObject raw = CLOUDLY_VALUE.raw;
    return raw.object();
}

#undef CLOUDLY_ROW
#undef CLOUDLY_VALUE

DeploymentTable DeploymentTable::select(const QList<qsizetype>& rows) const
{
    auto* data = new Data;
    data->source = d->source;
    data->packed = d->packed;
    data->dictionary = d->dictionary;
    data->pools = d->pools;
    data->rows.resize(rows.size());
    qsizetype valueRows = 0;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const DeploymentRow& r = d->rows.at(checkedRow(*d, rows.at(i)));
        data->rows[i] = r;
        valueRows += r.isValue() ? 1 : 0;
    }
    if (valueRows == d->values.size()) {
        data->values = d->values; // shared
        data->valueIds = d->valueIds;
    } else if (valueRows > 0) { // only the selected ones, so dropped rows are released
        data->values.reserve(valueRows);
        data->valueIds.reserve(valueRows);
        for (DeploymentRow& r : data->rows) {
            if (!r.isValue())
                continue;
            data->values.append(d->values.at(r.offset));
            data->valueIds.append(d->valueIds.at(r.offset));
            r.offset = static_cast<quint32>(data->values.size() - 1);
        }
    }
    if (valueRows == data->rows.size()) { // no byte rows: the reply (or the packed records) is not needed
        data->source.clear();
        data->packed = PackedSegments();
        data->dictionary.reset();
    }
    return Data::make(data);
}

qsizetype DeploymentTable::poolIndexes(qsizetype first, PoolIndexes* out, qsizetype count) const
{
    if (first < 0 || count <= 0 || first >= d->rows.size())
        return 0;
    const qsizetype n = std::min(d->rows.size() - first, count);
    const DeploymentRow* rows = d->rows.constData() + first;
    for (qsizetype i = 0; i < n; ++i) {
        const DeploymentRow& r = rows[i];
        out[i].service = r.isValue() ? PoolIndexes::kValueRow : r.service;
        out[i].status = static_cast<quint8>(r.status);
        out[i].health = static_cast<quint8>(r.health);
    }
    return n;
}

DeploymentTable::PoolStrings DeploymentTable::poolStrings() const
{
    return {&d->pools.statuses, &d->pools.healths, &d->pools.services};
}

} // namespace core
} // namespace cloudly
