#include "core/api/deployment.h"

#include "core/api/contractfields_p.h"
#include "core/api/deployment_p.h"

#include <QCborArray>
#include <QCborMap>
#include <QCborValue>
#include <QJsonDocument>

#include <cmath>

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER

// The JSON path of the object being decoded, only turned into a string when an error is reported
// (list decoding would otherwise format "$.deployments[12345]" for every element). A path is a base
// string, optionally followed by an array index and/or a member key; `parent` chains nested objects.
struct LazyPath
{
    const LazyPath* parent = nullptr; // when set, `base` is unused
    const QString* base = nullptr;
    qsizetype index = -1;  // >= 0: element `index` of the array
    QLatin1StringView key; // non-empty: member `key` (after the index)

    QString resolve() const
    {
        QString s = parent ? parent->resolve() : *base;
        if (index >= 0)
            s += QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
        if (!key.isEmpty())
            s += QLatin1Char('.') + key;
        return s;
    }
    QString child(QLatin1StringView k) const { return resolve() + QLatin1Char('.') + k; }

    static LazyPath root(const QString& base, qsizetype index = -1)
    {
        LazyPath p;
        p.base = &base;
        p.index = index;
        return p;
    }
    static LazyPath member(const LazyPath& parent, QLatin1StringView key)
    {
        LazyPath p;
        p.parent = &parent;
        p.key = key;
        return p;
    }
};

QByteArray sliceBytes(const JsonSlice& slice)
{
    return QByteArray::fromRawData(slice.source.constData() + slice.offset, slice.length);
}

// `raw` as an object without keeping the parsed copy in it: toJson() of every task (the offline cache
// writes 100k of them) must not turn each task's kept bytes into a resident QJsonObject.
QJsonObject readOnce(const LazyJsonObject& raw)
{
    if (const JsonSlice* slice = raw.slice())
        return QJsonDocument::fromJson(sliceBytes(*slice)).object();
    return raw.object();
}

QString typeName(const QCborValue& value)
{
    return jsonTypeName(value.toJsonValue());
}

// A minimal reader for the hot path. Qt stores QJsonObject and QCborMap in the same container, so the
// object is viewed as a QCborMap without copying; its lookups by Latin-1 key are markedly cheaper than
// QJsonObject's (measured ~2x). One lookup per field, no QJsonValue copies, and error messages identical
// to JsonReader's.
class FastReader
{
public:
    FastReader(const QCborMap& map, const LazyPath& path, DecodeErrors& errors)
        : m_map(map), m_path(path), m_errors(errors), m_before(errors.size())
    {}

    bool ok() const { return m_errors.size() == m_before; }

    QString requiredString(QLatin1StringView key)
    {
        const auto it = m_map.constFind(key);
        if (it == m_map.constEnd()) {
            fail(key, QStringLiteral("required string is missing"));
            return {};
        }
        const QCborValue v = it.value();
        if (!v.isString()) {
            wrongType(key, "a string", v);
            return {};
        }
        return v.toString();
    }

    std::optional<QString> optionalString(QLatin1StringView key)
    {
        const auto it = m_map.constFind(key);
        if (it == m_map.constEnd())
            return std::nullopt;
        const QCborValue v = it.value();
        if (!v.isString()) {
            wrongType(key, "a string", v);
            return std::nullopt;
        }
        return v.toString();
    }

    std::optional<double> optionalNumber(QLatin1StringView key)
    {
        const auto it = m_map.constFind(key);
        if (it == m_map.constEnd())
            return std::nullopt;
        const QCborValue v = it.value();
        if (v.isInteger())
            return static_cast<double>(v.toInteger());
        if (!v.isDouble()) {
            wrongType(key, "a number", v);
            return std::nullopt;
        }
        return v.toDouble();
    }

    std::optional<qint64> optionalInteger(QLatin1StringView key)
    {
        const auto it = m_map.constFind(key);
        if (it == m_map.constEnd())
            return std::nullopt;
        const QCborValue v = it.value();
        if (v.isInteger()) {
            const qint64 i = v.toInteger();
            if (i <= static_cast<qint64>(kMaxSafeInteger) && i >= -static_cast<qint64>(kMaxSafeInteger))
                return i;
            fail(key, QStringLiteral("expected a whole number, got %1").arg(static_cast<double>(i)));
            return std::nullopt;
        }
        if (!v.isDouble()) {
            wrongType(key, "a number", v);
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d) || std::floor(d) != d || std::fabs(d) > kMaxSafeInteger) {
            fail(key, QStringLiteral("expected a whole number, got %1").arg(d));
            return std::nullopt;
        }
        return static_cast<qint64>(d);
    }

    QStringList optionalStringList(QLatin1StringView key)
    {
        QStringList out;
        const auto it = m_map.constFind(key);
        if (it == m_map.constEnd())
            return out;
        const QCborValue v = it.value();
        if (!v.isArray()) {
            wrongType(key, "an array", v);
            return out;
        }
        const QCborArray array = v.toArray();
        out.reserve(array.size());
        qsizetype i = 0;
        for (auto at = array.constBegin(); at != array.constEnd(); ++at, ++i) {
            const QCborValue item = *at;
            if (!item.isString()) {
                m_errors.append({m_path.child(key) + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'),
                                 QStringLiteral("expected a string, got %1").arg(typeName(item))});
                continue;
            }
            out.append(item.toString());
        }
        return out;
    }

    // The nested object at `key` (nullopt when absent; an error when not an object).
    std::optional<QCborMap> optionalObject(QLatin1StringView key)
    {
        const auto it = m_map.constFind(key);
        if (it == m_map.constEnd())
            return std::nullopt;
        const QCborValue v = it.value();
        if (!v.isMap()) {
            wrongType(key, "an object", v);
            return std::nullopt;
        }
        return v.toMap();
    }

    LazyPath childPath(QLatin1StringView key) const { return LazyPath::member(m_path, key); }

private:
    void fail(QLatin1StringView key, const QString& message)
    {
        m_errors.append({m_path.child(key), message});
    }
    void wrongType(QLatin1StringView key, const char* expected, const QCborValue& got)
    {
        fail(key, QStringLiteral("expected %1, got %2").arg(QLatin1String(expected), typeName(got)));
    }

    const QCborMap& m_map;
    const LazyPath& m_path;
    DecodeErrors& m_errors;
    qsizetype m_before;
};

// `object` and `map` are the same object (JSON for `raw`, the CBOR view for reading).
std::optional<DeploymentResourceUsage> decodeUsage(const QJsonObject& object, const QCborMap& map,
                                                   const LazyPath& path, DecodeErrors& errors)
{
    FastReader r(map, path, errors);
    DeploymentResourceUsage out;
    out.cpuUsagePercent = r.optionalNumber(QLatin1StringView("cpuUsagePercent"));
    out.memoryUsedMB = r.optionalNumber(QLatin1StringView("memoryUsedMB"));
    out.lastUpdated = r.optionalInteger(QLatin1StringView("lastUpdated"));
    if (!r.ok())
        return std::nullopt;
    out.raw = object;
    return out;
}

std::optional<Deployment> decodeDeploymentObject(const QJsonObject& object, const LazyPath& path,
                                                 DecodeErrors& errors)
{
    const QCborMap map = QCborMap::fromJsonObject(object); // shares the container, no copy
    FastReader r(map, path, errors);
    Deployment out;
    out.id = r.requiredString(QLatin1StringView("id"));
    out.serviceId = r.requiredString(QLatin1StringView("serviceId"));
    out.nodeId = r.requiredString(QLatin1StringView("nodeId"));
    out.status = r.requiredString(QLatin1StringView("status"));
    out.containerId = r.optionalString(QLatin1StringView("containerId"));
    out.usedImageId = r.optionalString(QLatin1StringView("usedImageId"));
    out.version = r.optionalString(QLatin1StringView("version"));
    out.deployedAt = r.optionalInteger(QLatin1StringView("deployedAt"));
    out.deploymentLog = r.optionalStringList(QLatin1StringView("deploymentLog"));
    out.healthStatus = r.optionalString(QLatin1StringView("healthStatus"));
    constexpr QLatin1StringView usageKey("resourceUsage");
    if (const std::optional<QCborMap> usage = r.optionalObject(usageKey))
        out.resourceUsage =
            decodeUsage(object.value(usageKey).toObject(), *usage, r.childPath(usageKey), errors);
    if (!r.ok())
        return std::nullopt;
    out.raw = object;
    return out;
}

} // namespace

const QStringList& knownDeploymentStatuses()
{
    static const QStringList v{QStringLiteral("scheduled"), QStringLiteral("starting"),
                               QStringLiteral("running"),   QStringLiteral("stopping"),
                               QStringLiteral("stopped"),   QStringLiteral("failed")};
    return v;
}

const QStringList& knownDeploymentHealthStatuses()
{
    static const QStringList v{QStringLiteral("healthy"), QStringLiteral("unhealthy"),
                               QStringLiteral("unknown")};
    return v;
}

std::optional<DeploymentResourceUsage>
DeploymentResourceUsage::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    const LazyPath p = LazyPath::root(path);
    const QJsonObject object = value.toObject();
    return decodeUsage(object, QCborMap::fromJsonObject(object), p, errors);
}

QJsonObject DeploymentResourceUsage::toJson() const
{
    QJsonObject o = readOnce(raw);
    writeOptional(o, u"cpuUsagePercent", cpuUsagePercent);
    writeOptional(o, u"memoryUsedMB", memoryUsedMB);
    writeOptional(o, u"lastUpdated", lastUpdated);
    return o;
}

std::optional<Deployment> Deployment::fromJson(const QJsonValue& value, const QString& path,
                                               DecodeErrors& errors)
{
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    const LazyPath p = LazyPath::root(path);
    return decodeDeploymentObject(value.toObject(), p, errors);
}

QJsonObject Deployment::toJson() const
{
    QJsonObject o = readOnce(raw);
    o.insert(u"id", id);
    o.insert(u"serviceId", serviceId);
    o.insert(u"nodeId", nodeId);
    o.insert(u"status", status);
    writeOptional(o, u"containerId", containerId);
    writeOptional(o, u"usedImageId", usedImageId);
    writeOptional(o, u"version", version);
    writeOptional(o, u"deployedAt", deployedAt);
    if (const JsonSlice* log = deploymentLog.slice())
        o.insert(u"deploymentLog", QJsonDocument::fromJson(sliceBytes(*log)).array()); // as sent
    else if (!deploymentLog.isEmpty() || o.contains(u"deploymentLog"))
        o.insert(u"deploymentLog", QJsonArray::fromStringList(deploymentLog));
    writeOptional(o, u"healthStatus", healthStatus);
    if (resourceUsage)
        o.insert(u"resourceUsage", resourceUsage->toJson());
    else
        o.remove(u"resourceUsage");
    return o;
}

QList<Deployment> decodeDeployments(const QJsonObject& response, DecodeErrors& errors)
{
    static const QString base = QStringLiteral("$.deployments");
    QList<Deployment> out;
    const auto it = response.constFind(QLatin1StringView("deployments"));
    if (it == response.constEnd()) {
        errors.append({base, QStringLiteral("required array is missing")});
        return out;
    }
    if (!it->isArray()) {
        errors.append({base, QStringLiteral("expected an array, got %1").arg(jsonTypeName(*it))});
        return out;
    }
    const QJsonArray array = it->toArray();
    out.reserve(array.size());
    qsizetype i = 0;
    for (auto at = array.constBegin(); at != array.constEnd(); ++at, ++i) {
        if (std::optional<Deployment> d = decodeDeploymentElement(*at, i, errors))
            out.append(std::move(*d));
    }
    return out;
}

std::optional<Deployment> decodeDeploymentElement(const QJsonValue& item, qsizetype index,
                                                  DecodeErrors& errors)
{
    static const QString base = QStringLiteral("$.deployments");
    const LazyPath path = LazyPath::root(base, index);
    if (!item.isObject()) {
        errors.append({path.resolve(), QStringLiteral("expected an object, got %1").arg(jsonTypeName(item))});
        return std::nullopt;
    }
    return decodeDeploymentObject(item.toObject(), path, errors);
}

std::optional<Deployment> decodeDeployment(const QJsonObject& response, DecodeErrors& errors)
{
    static const QString path = QStringLiteral("$.deployment");
    const auto it = response.constFind(QLatin1StringView("deployment"));
    if (it == response.constEnd()) {
        errors.append({path, QStringLiteral("required object is missing")});
        return std::nullopt;
    }
    return Deployment::fromJson(*it, path, errors);
}

} // namespace core
} // namespace cloudly