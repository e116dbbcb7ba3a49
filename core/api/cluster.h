#pragma once

#include "core/api/jsonreader.h"

namespace cloudly {
namespace core {
// ICluster / IClusterNode / IClusterNodeMetrics (docs/CONTRACTS.md, Clusters; 5.3.0). Required:
// `id`, `data` and (clusters) `data.name`; everything else is optional because the 12.0.0 shape is not
// fully known, and unknown keys survive in `raw`. Enumerated values (nodeType, status, role, setupMode)
// stay strings: unknown values are accepted and shown as unknown. Lists: absent == empty.

const QStringList& knownNodeTypes();         // baremetal, vm, container
const QStringList& knownNodeStatuses();      // initializing, online, offline, maintenance
const QStringList& knownNodeRoles();         // master, worker
const QStringList& knownClusterSetupModes(); // manual, hetzner, aws, digitalocean

struct ClusterNodeMetrics
{
    std::optional<double> cpuUsagePercent;
    std::optional<double> memoryUsedMB;
    std::optional<double> memoryAvailableMB;
    std::optional<double> diskUsedGB;
    std::optional<double> diskAvailableGB;
    std::optional<qint64> containerCount;
    std::optional<qint64> timestamp; // ms since epoch
    QJsonObject raw;

    static std::optional<ClusterNodeMetrics> fromJson(const QJsonValue& value, const QString& path,
                                                      DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct ClusterNodeData
{
    std::optional<QString> clusterId;
    std::optional<QString> baremetalId;
    std::optional<QString> nodeType; // "baremetal" | "vm" | "container" | unknown
    std::optional<QString> status;   // "initializing" | "online" | "offline" | "maintenance" | unknown
    std::optional<QString> role;     // "master" | "worker" | unknown
    std::optional<qint64> joinedAt;
    std::optional<qint64> lastHealthCheck;
    std::optional<ClusterNodeMetrics> metrics;
    std::optional<QString> swarmNodeId;
    QJsonArray sshKeys; // tsclass ISshKey[]: shape unseen, kept as JSON
    QStringList requiredDebianPackages;
    // Console-side fields (not in 5.3.0; a node name exists by 11.x [INF]). Read from `data`.
    std::optional<QString> name;
    std::optional<QString> os;           // e.g. "linux"
    std::optional<QString> architecture; // OCI spelling, e.g. "amd64", "arm64"
    QJsonObject raw;

    static std::optional<ClusterNodeData> fromJson(const QJsonValue& value, const QString& path,
                                                   DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct ClusterNode
{
    QString id;
    ClusterNodeData data;
    QJsonObject raw;

    static std::optional<ClusterNode> fromJson(const QJsonValue& value, const QString& path,
                                               DecodeErrors& errors);
    QJsonObject toJson() const;
    QString displayName() const { return data.name.value_or(id); }
    // "linux/amd64" when both are known, else empty.
    QString platform() const;
};

// `acmeInfo`: { serverAddress; serverSecret }.
struct AcmeInfo
{
    std::optional<QString> serverAddress;
    // SECRET: the ACME server secret of the cluster. Kept only for lossless round trips; never display,
    // print or log it: use redactedJson() for anything a person or a log sees.
    std::optional<QString> serverSecret;
    QJsonObject raw;

    static std::optional<AcmeInfo> fromJson(const QJsonValue& value, const QString& path,
                                            DecodeErrors& errors);
    QJsonObject toJson() const;
    QJsonObject redactedJson() const; // without serverSecret
    bool hasServerSecret() const { return serverSecret.has_value() && !serverSecret->isEmpty(); }
};

struct ClusterData
{
    QString name;                  // required
    std::optional<QString> userId; // the cluster's machine user
    std::optional<QString> cloudlyUrl;
    std::optional<QString> setupMode; // "manual" (default) | "hetzner" | "aws" | "digitalocean" | unknown
    QList<ClusterNode> nodes;
    std::optional<AcmeInfo> acmeInfo;
    QJsonArray sshKeys; // tsclass ISshKey[]: shape unseen, kept as JSON
    QJsonObject raw;

    static std::optional<ClusterData> fromJson(const QJsonValue& value, const QString& path,
                                               DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct Cluster
{
    QString id;
    ClusterData data;
    QJsonObject raw;

    static std::optional<Cluster> fromJson(const QJsonValue& value, const QString& path,
                                           DecodeErrors& errors);
    // Lossless: contains acmeInfo.serverSecret. Only for sending back to the server.
    QJsonObject toJson() const;
    // Safe for display, logs and exports: data.acmeInfo without serverSecret.
    QJsonObject redactedJson() const;
    QString effectiveSetupMode() const { return data.setupMode.value_or(QStringLiteral("manual")); }
};

// `response.clusters` (getClusters). Elements that fail are skipped, their errors appended.
QList<Cluster> decodeClusters(const QJsonObject& response, DecodeErrors& errors);
// `response.cluster` (getClusterById).
std::optional<Cluster> decodeCluster(const QJsonObject& response, DecodeErrors& errors);
// `response.nodes` (getNodesByCluster).
QList<ClusterNode> decodeClusterNodes(const QJsonObject& response, DecodeErrors& errors);

} // namespace core
} // namespace cloudly