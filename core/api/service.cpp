#include "api/service.h"

#include "api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

void writeMap(QJsonObject& o, QStringView key, const QMap<QString, QString>& map)
{
    if (map.isEmpty() && !o.contains(key))
        return;
    QJsonObject m;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        m.insert(it.key(), it.value());
    o.insert(key, m);
}

QMap<QString, QString> readMap(JsonReader& r, QStringView key)
{
    QMap<QString, QString> out;
    if (const std::optional<QJsonObject> m = r.optionalStringMap(key)) {
        for (auto it = m->constBegin(); it != m->constEnd(); ++it)
            out.insert(it.key(), it.value().toString());
    }
    return out;
}

} // namespace

const QStringList& knownServiceCategories()
{
    static const QStringList v{QStringLiteral("base"), QStringLiteral("distributed"),
                               QStringLiteral("workload")};
    return v;
}

const QStringList& knownDeploymentStrategies()
{
    static const QStringList v{QStringLiteral("all-nodes"), QStringLiteral("limited-replicas"),
                               QStringLiteral("custom")};
    return v;
}

const QStringList& knownBalancingStrategies()
{
    static const QStringList v{QStringLiteral("round-robin"), QStringLiteral("least-connections")};
    return v;
}

const QStringList& knownDomainProtocols()
{
    static const QStringList v{QStringLiteral("http"), QStringLiteral("https"), QStringLiteral("ssh")};
    return v;
}

// ---- ServicePorts

std::optional<ServicePorts> ServicePorts::fromJson(const QJsonValue& value, const QString& path,
                                                   DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServicePorts out;
    out.web = r->optionalInteger(u"web");
    out.custom = readMap(*r, u"custom");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServicePorts::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"web", web);
    writeMap(o, u"custom", custom);
    return o;
}

// ---- ServiceVolume

std::optional<ServiceVolume> ServiceVolume::fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceVolume out;
    out.name = r->optionalString(u"name");
    out.source = r->optionalString(u"source");
    out.mountPath = r->requiredString(u"mountPath");
    out.driver = r->optionalString(u"driver");
    out.readOnly = r->optionalBool(u"readOnly");
    out.backup = r->optionalBool(u"backup");
    out.options = readMap(*r, u"options");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceVolume::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"name", name);
    writeOptional(o, u"source", source);
    o.insert(u"mountPath", mountPath);
    writeOptional(o, u"driver", driver);
    writeOptional(o, u"readOnly", readOnly);
    writeOptional(o, u"backup", backup);
    writeMap(o, u"options", options);
    return o;
}

// ---- ServiceResources

std::optional<ServiceResources> ServiceResources::fromJson(const QJsonValue& value, const QString& path,
                                                           DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceResources out;
    out.cpuLimit = r->optionalNumber(u"cpuLimit");
    out.cpuReservation = r->optionalNumber(u"cpuReservation");
    out.memorySizeLimitMB = r->optionalNumber(u"memorySizeLimitMB");
    out.memorySizeReservationMB = r->optionalNumber(u"memorySizeReservationMB");
    out.volumeMounts = r->optionalArray(u"volumeMounts").value_or(QJsonArray());
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceResources::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"cpuLimit", cpuLimit);
    writeOptional(o, u"cpuReservation", cpuReservation);
    writeOptional(o, u"memorySizeLimitMB", memorySizeLimitMB);
    writeOptional(o, u"memorySizeReservationMB", memorySizeReservationMB);
    writeList(o, u"volumeMounts", volumeMounts);
    return o;
}

// ---- ServiceDomain

std::optional<ServiceDomain> ServiceDomain::fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceDomain out;
    out.name = r->requiredString(u"name");
    out.port = r->optionalInteger(u"port");
    out.protocol = r->optionalString(u"protocol");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceDomain::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"name", name);
    writeOptional(o, u"port", port);
    writeOptional(o, u"protocol", protocol);
    return o;
}

// ---- ServiceData

std::optional<ServiceData> ServiceData::fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceData out;
    out.name = r->requiredString(u"name");
    out.description = r->optionalString(u"description");
    out.imageId = r->optionalString(u"imageId");
    out.imageVersion = r->optionalString(u"imageVersion");
    out.environment = readMap(*r, u"environment");
    out.secretBundleId = r->optionalString(u"secretBundleId");
    out.additionalSecretBundleIds = r->stringList(u"additionalSecretBundleIds", false);
    out.serviceCategory = r->optionalString(u"serviceCategory");
    out.deploymentStrategy = r->optionalString(u"deploymentStrategy");
    out.maxReplicas = r->optionalInteger(u"maxReplicas");
    out.antiAffinity = r->optionalBool(u"antiAffinity");
    out.scaleFactor = r->optionalNumber(u"scaleFactor");
    out.balancingStrategy = r->optionalString(u"balancingStrategy");
    out.ports = optionalChild<ServicePorts>(*r, u"ports", errors);
    out.volumes = childList<ServiceVolume>(*r, u"volumes", false, errors);
    out.resources = optionalChild<ServiceResources>(*r, u"resources", errors);
    out.domains = childList<ServiceDomain>(*r, u"domains", false, errors);
    out.deploymentIds = r->stringList(u"deploymentIds", false);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceData::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"name", name);
    writeOptional(o, u"description", description);
    writeOptional(o, u"imageId", imageId);
    writeOptional(o, u"imageVersion", imageVersion);
    writeMap(o, u"environment", environment);
    writeOptional(o, u"secretBundleId", secretBundleId);
    writeList(o, u"additionalSecretBundleIds", QJsonArray::fromStringList(additionalSecretBundleIds));
    writeOptional(o, u"serviceCategory", serviceCategory);
    writeOptional(o, u"deploymentStrategy", deploymentStrategy);
    writeOptional(o, u"maxReplicas", maxReplicas);
    writeOptional(o, u"antiAffinity", antiAffinity);
    writeOptional(o, u"scaleFactor", scaleFactor);
    writeOptional(o, u"balancingStrategy", balancingStrategy);
    writeOptionalObject(o, u"ports", ports);
    writeList(o, u"volumes", toArray(volumes));
    writeOptionalObject(o, u"resources", resources);
    writeList(o, u"domains", toArray(domains));
    writeList(o, u"deploymentIds", QJsonArray::fromStringList(deploymentIds));
    return o;
}

// ---- Service

std::optional<Service> Service::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    Service out;
    out.id = r->requiredString(u"id");
    if (std::optional<ServiceData> d = optionalChild<ServiceData>(*r, u"data", errors))
        out.data = std::move(*d);
    else if (!r->has(u"data"))
        r->fail(u"data", QStringLiteral("required object is missing"));
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject Service::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

QList<Service> decodeServices(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return childList<Service>(r, u"services", true, errors);
}

std::optional<Service> decodeService(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    if (!r.has(u"service")) {
        r.fail(u"service", QStringLiteral("required object is missing"));
        return std::nullopt;
    }
    return optionalChild<Service>(r, u"service", errors);
}

} // namespace core
} // namespace cloudly