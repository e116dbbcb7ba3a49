#include "api/deployment.h"

#include <cmath>

namespace cloudly::core {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER

// The JSON path of the object being decoded, only turned into a string when an error is reported
// (list decoding would otherwise format "$.deployments[12345]" for every element).
struct LazyPath
{
    const QString* base = nullptr;
    qsizetype index = -1; // >= 0: element `index` of the array at `base`

    QString resolve() const
    {
        if (index < 0)
            return *base;
        return *base + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
    }
    QString child(QStringView key) const { return resolve() + QLatin1Char('.') + key.toString(); }
};

// A minimal reader for the hot path: one constFind per field, values read through the const reference
// (no QJsonValue copies), error messages identical to JsonReader's.
class FastReader
{
public:
    FastReader(const QJsonObject& object, LazyPath path, DecodeErrors& errors)
        : m_object(object), m_path(path), m_errors(errors), m_before(errors.size())
    {
    }

    bool ok() const { return m_errors.size() == m_before; }
    const LazyPath& path() const { return m_path; }

    QString requiredString(QStringView key)
    {
        const auto it = m_object.constFind(key);
        if (it == m_object.constEnd()) {
            fail(key, QStringLiteral("required string is missing"));
            return {};
        }
        if (!it->isString()) {
            wrongType(key, "a string", *it);
            return {};
        }
        return it->toString();
    }

    std::optional<QString> optionalString(QStringView key)
    {
        const auto it = m_object.constFind(key);
        if (it == m_object.constEnd())
            return std::nullopt;
        if (!it->isString()) {
            wrongType(key, "a string", *it);
            return std::nullopt;
        }
        return it->toString();
    }

    std::optional<double> optionalNumber(QStringView key)
    {
        const auto it = m_object.constFind(key);
        if (it == m_object.constEnd())
            return std::nullopt;
        if (!it->isDouble()) {
            wrongType(key, "a number", *it);
            return std::nullopt;
        }
        return it->toDouble();
    }

    std::optional<qint64> optionalInteger(QStringView key)
    {
        const std::optional<double> d = optionalNumber(key);
        if (!d)
            return std::nullopt;
        if (!std::isfinite(*d) || std::floor(*d) != *d || std::fabs(*d) > kMaxSafeInteger) {
            fail(key, QStringLiteral("expected a whole number, got %1").arg(*d));
            return std::nullopt;
        }
        return static_cast<qint64>(*d);
    }

    QStringList optionalStringList(QStringView key)
    {
        QStringList out;
        const auto it = m_object.constFind(key);
        if (it == m_object.constEnd())
            return out;
        if (!it->isArray()) {
            wrongType(key, "an array", *it);
            return out;
        }
        const QJsonArray array = it->toArray();
        out.reserve(array.size());
        const auto begin = array.constBegin();
        for (auto at = begin; at != array.constEnd(); ++at) {
            const qsizetype i = at - begin;
            const QJsonValueConstRef item = *at;
            if (!item.isString()) {
                m_errors.append({m_path.child(key) + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'),
                                 QStringLiteral("expected a string, got %1").arg(jsonTypeName(item))});
                continue;
            }
            out.append(item.toString());
        }
        return out;
    }

    // Decodes an optional nested object with T::fromJson.
    template <typename T>
    std::optional<T> optionalChild(QStringView key)
    {
        const auto it = m_object.constFind(key);
        if (it == m_object.constEnd())
            return std::nullopt;
        return T::fromJson(*it, m_path.child(key), m_errors);
    }

private:
    void fail(QStringView key, const QString& message) { m_errors.append({m_path.child(key), message}); }
    void wrongType(QStringView key, const char* expected, const QJsonValue& got)
    {
        fail(key, QStringLiteral("expected %1, got %2").arg(QLatin1String(expected), jsonTypeName(got)));
    }

    const QJsonObject& m_object;
    LazyPath m_path;
    DecodeErrors& m_errors;
    qsizetype m_before;
};

template <typename T>
void writeOptional(QJsonObject& o, QStringView key, const std::optional<T>& v)
{
    if (v)
        o.insert(key, QJsonValue(*v));
    else
        o.remove(key);
}

std::optional<Deployment> decodeDeploymentObject(const QJsonObject& object, LazyPath path, DecodeErrors& errors)
{
    FastReader r(object, path, errors);
    Deployment out;
    out.id = r.requiredString(u"id");
    out.serviceId = r.requiredString(u"serviceId");
    out.nodeId = r.requiredString(u"nodeId");
    out.status = r.requiredString(u"status");
    out.containerId = r.optionalString(u"containerId");
    out.usedImageId = r.optionalString(u"usedImageId");
    out.version = r.optionalString(u"version");
    out.deployedAt = r.optionalInteger(u"deployedAt");
    out.deploymentLog = r.optionalStringList(u"deploymentLog");
    out.healthStatus = r.optionalString(u"healthStatus");
    out.resourceUsage = r.optionalChild<DeploymentResourceUsage>(u"resourceUsage");
    if (!r.ok())
        return std::nullopt;
    out.raw = object;
    return out;
}

} // namespace

const QStringList& knownDeploymentStatuses()
{
    static const QStringList v{QStringLiteral("scheduled"), QStringLiteral("starting"), QStringLiteral("running"),
                               QStringLiteral("stopping"),  QStringLiteral("stopped"),  QStringLiteral("failed")};
    return v;
}

const QStringList& knownDeploymentHealthStatuses()
{
    static const QStringList v{QStringLiteral("healthy"), QStringLiteral("unhealthy"), QStringLiteral("unknown")};
    return v;
}

std::optional<DeploymentResourceUsage> DeploymentResourceUsage::fromJson(const QJsonValue& value, const QString& path,
                                                                         DecodeErrors& errors)
{
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    FastReader r(object, LazyPath{&path}, errors);
    DeploymentResourceUsage out;
    out.cpuUsagePercent = r.optionalNumber(u"cpuUsagePercent");
    out.memoryUsedMB = r.optionalNumber(u"memoryUsedMB");
    out.lastUpdated = r.optionalInteger(u"lastUpdated");
    if (!r.ok())
        return std::nullopt;
    out.raw = object;
    return out;
}

QJsonObject DeploymentResourceUsage::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"cpuUsagePercent", cpuUsagePercent);
    writeOptional(o, u"memoryUsedMB", memoryUsedMB);
    writeOptional(o, u"lastUpdated", lastUpdated);
    return o;
}

std::optional<Deployment> Deployment::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    return decodeDeploymentObject(value.toObject(), LazyPath{&path}, errors);
}

QJsonObject Deployment::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"serviceId", serviceId);
    o.insert(u"nodeId", nodeId);
    o.insert(u"status", status);
    writeOptional(o, u"containerId", containerId);
    writeOptional(o, u"usedImageId", usedImageId);
    writeOptional(o, u"version", version);
    writeOptional(o, u"deployedAt", deployedAt);
    if (!deploymentLog.isEmpty() || o.contains(u"deploymentLog"))
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
    const auto it = response.constFind(u"deployments");
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
    const auto begin = array.constBegin();
    for (auto at = begin; at != array.constEnd(); ++at) {
        const qsizetype i = at - begin;
        const QJsonValueConstRef item = *at;
        if (!item.isObject()) {
            errors.append({LazyPath{&base, i}.resolve(),
                           QStringLiteral("expected an object, got %1").arg(jsonTypeName(item))});
            continue;
        }
        if (std::optional<Deployment> d = decodeDeploymentObject(item.toObject(), LazyPath{&base, i}, errors))
            out.append(std::move(*d));
    }
    return out;
}

std::optional<Deployment> decodeDeployment(const QJsonObject& response, DecodeErrors& errors)
{
    static const QString path = QStringLiteral("$.deployment");
    const auto it = response.constFind(u"deployment");
    if (it == response.constEnd()) {
        errors.append({path, QStringLiteral("required object is missing")});
        return std::nullopt;
    }
    return Deployment::fromJson(*it, path, errors);
}

} // namespace cloudly::core
