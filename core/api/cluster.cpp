#include "core/api/cluster.h"

#include "core/api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {} // namespace

const QStringList& knownNodeTypes()
{
    static const QStringList v{QStringLiteral("baremetal"), QStringLiteral("vm"),
                               QStringLiteral("container")};
    return v;
}

const QStringList& knownNodeStatuses()
{
    static const QStringList v{QStringLiteral("initializing"), QStringLiteral("online"),
                               QStringLiteral("offline"), QStringLiteral("maintenance")};
    return v;
}

const QStringList& knownNodeRoles()
{
    static const QStringList v{QStringLiteral("master"), QStringLiteral("worker")};
    return v;
}

const QStringList& knownClusterSetupModes()
{
    static const QStringList v{QStringLiteral("manual"), QStringLiteral("hetzner"), QStringLiteral("aws"),
                               QStringLiteral("digitalocean")};
    return v;
}

// ---- ClusterNodeMetrics

std::optional<ClusterNodeMetrics> ClusterNodeMetrics::fromJson(const QJsonValue& value, const QString& path,
                                                               DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ClusterNodeMetrics out;
    out.cpuUsagePercent = r->optionalNumber(u"cpuUsagePercent");
    out.memoryUsedMB = r->optionalNumber(u"memoryUsedMB");
    out.memoryAvailableMB = r->optionalNumber(u"memoryAvailableMB");
    out.diskUsedGB = r->optionalNumber(u"diskUsedGB");
    out.diskAvailableGB = r->optionalNumber(u"diskAvailableGB");
    out.containerCount = r->optionalInteger(u"containerCount");
    out.timestamp = r->optionalInteger(u"timestamp");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ClusterNodeMetrics::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"cpuUsagePercent", cpuUsagePercent);
    writeOptional(o, u"memoryUsedMB", memoryUsedMB);
    writeOptional(o, u"memoryAvailableMB", memoryAvailableMB);
    writeOptional(o, u"diskUsedGB", diskUsedGB);
    writeOptional(o, u"diskAvailableGB", diskAvailableGB);
    writeOptional(o, u"containerCount", containerCount);
    writeOptional(o, u"timestamp", timestamp);
    return o;
}

// ---- ClusterNodeData / ClusterNode

std::optional<ClusterNodeData> ClusterNodeData::fromJson(const QJsonValue& value, const QString& path,
                                                         DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ClusterNodeData out;
    out.clusterId = r->optionalString(u"clusterId");
    out.baremetalId = r->optionalString(u"baremetalId");
    out.nodeType = r->optionalString(u"nodeType");
    out.status = r->optionalString(u"status");
    out.role = r->optionalString(u"role");
    out.joinedAt = r->optionalInteger(u"joinedAt");
    out.lastHealthCheck = r->optionalInteger(u"lastHealthCheck");
    out.metrics = optionalChild<ClusterNodeMetrics>(*r, u"metrics", errors);
    out.swarmNodeId = r->optionalString(u"swarmNodeId");
    out.sshKeys = r->optionalArray(u"sshKeys").value_or(QJsonArray());
    out.requiredDebianPackages = r->stringList(u"requiredDebianPackages", false);
    out.name = r->optionalString(u"name");
    out.os = r->optionalString(u"os");
    out.architecture = r->optionalString(u"architecture");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ClusterNodeData::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"clusterId", clusterId);
    writeOptional(o, u"baremetalId", baremetalId);
    writeOptional(o, u"nodeType", nodeType);
    writeOptional(o, u"status", status);
    writeOptional(o, u"role", role);
    writeOptional(o, u"joinedAt", joinedAt);
    writeOptional(o, u"lastHealthCheck", lastHealthCheck);
    writeOptionalObject(o, u"metrics", metrics);
    writeOptional(o, u"swarmNodeId", swarmNodeId);
    writeList(o, u"sshKeys", sshKeys);
    writeList(o, u"requiredDebianPackages", QJsonArray::fromStringList(requiredDebianPackages));
    writeOptional(o, u"name", name);
    writeOptional(o, u"os", os);
    writeOptional(o, u"architecture", architecture);
    return o;
}

std::optional<ClusterNode> ClusterNode::fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ClusterNode out;
    out.id = r->requiredString(u"id");
    if (std::optional<ClusterNodeData> d = requiredChild<ClusterNodeData>(*r, u"data", errors))
        out.data = std::move(*d);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ClusterNode::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

QString ClusterNode::platform() const
{
    if (!data.os || !data.architecture || data.os->isEmpty() || data.architecture->isEmpty())
        return {};
    return *data.os + QLatin1Char('/') + *data.architecture;
}

// ---- AcmeInfo

std::optional<AcmeInfo> AcmeInfo::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    AcmeInfo out;
    out.serverAddress = r->optionalString(u"serverAddress");
    out.serverSecret = r->optionalString(u"serverSecret");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject AcmeInfo::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"serverAddress", serverAddress);
    writeOptional(o, u"serverSecret", serverSecret);
    return o;
}

QJsonObject AcmeInfo::redactedJson() const
{
    // The ACME server secret lets anyone issue certificates for the cluster: it must never reach a
    // screen, a log line or an exported file.
    QJsonObject o = toJson();
    o.remove(u"serverSecret");
    return o;
}

// ---- ClusterData / Cluster

std::optional<ClusterData> ClusterData::fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ClusterData out;
    out.name = r->requiredString(u"name");
    out.userId = r->optionalString(u"userId");
    out.cloudlyUrl = r->optionalString(u"cloudlyUrl");
    out.setupMode = r->optionalString(u"setupMode");
    out.nodes = childList<ClusterNode>(*r, u"nodes", false, errors);
    out.acmeInfo = optionalChild<AcmeInfo>(*r, u"acmeInfo", errors);
    out.sshKeys = r->optionalArray(u"sshKeys").value_or(QJsonArray());
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ClusterData::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"name", name);
    writeOptional(o, u"userId", userId);
    writeOptional(o, u"cloudlyUrl", cloudlyUrl);
    writeOptional(o, u"setupMode", setupMode);
    QJsonArray nodeArray;
    for (const ClusterNode& n : nodes)
        nodeArray.append(n.toJson());
    writeList(o, u"nodes", nodeArray);
    writeOptionalObject(o, u"acmeInfo", acmeInfo);
    writeList(o, u"sshKeys", sshKeys);
    return o;
}

std::optional<Cluster> Cluster::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    Cluster out;
    out.id = r->requiredString(u"id");
    if (std::optional<ClusterData> d = requiredChild<ClusterData>(*r, u"data", errors))
        out.data = std::move(*d);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject Cluster::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

QJsonObject Cluster::redactedJson() const
{
    QJsonObject d = data.toJson();
    if (data.acmeInfo)
        d.insert(u"acmeInfo", data.acmeInfo->redactedJson());
    QJsonObject o = toJson();
    o.insert(u"data", d);
    return o;
}

QList<Cluster> decodeClusters(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return childList<Cluster>(r, u"clusters", true, errors);
}

std::optional<Cluster> decodeCluster(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return requiredChild<Cluster>(r, u"cluster", errors);
}

QList<ClusterNode> decodeClusterNodes(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return childList<ClusterNode>(r, u"nodes", true, errors);
}

} // namespace core
} // namespace cloudly