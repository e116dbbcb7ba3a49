#pragma once

#include "core/api/jsonreader.h"
#include "core/api/lazyjson.h"

namespace cloudly {
namespace core {
// IDeployment: one runtime task (container) of a service on a node. Flat object, no `data` wrapper
// (docs/CONTRACTS.md, Runtime tasks; 5.3.0). Required: id, serviceId, nodeId, status; everything else is
// optional and unknown keys survive in `raw`. `status` and `healthStatus` stay strings: unknown values
// are accepted (the UI shows them as unknown).
//
// Decoding is the hot path (100k deployments per poll): it does one lookup per field and builds JSON
// paths only when an error is reported.

const QStringList& knownDeploymentStatuses();       // scheduled, starting, running, stopping, stopped, failed
const QStringList& knownDeploymentHealthStatuses(); // healthy, unhealthy, unknown

struct DeploymentResourceUsage
{
    std::optional<double> cpuUsagePercent;
    std::optional<double> memoryUsedMB;
    std::optional<qint64> lastUpdated; // ms since epoch
    LazyJsonObject raw;

    static std::optional<DeploymentResourceUsage> fromJson(const QJsonValue& value, const QString& path,
                                                           DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct Deployment
{
    QString id;
    QString serviceId;
    QString nodeId;
    QString status; // "scheduled" | "starting" | "running" | "stopping" | "stopped" | "failed" | unknown
    std::optional<QString> containerId;
    std::optional<QString> usedImageId;
    std::optional<QString> version;
    std::optional<qint64> deployedAt;    // ms since epoch
    LazyStringList deploymentLog;        // absent == empty; read like a QStringList
    std::optional<QString> healthStatus; // "healthy" | "unhealthy" | "unknown" | other
    std::optional<DeploymentResourceUsage> resourceUsage;
    LazyJsonObject raw; // read like a QJsonObject (parsed on first read when decoded from bytes)
    // A hash of the JSON bytes this deployment was decoded from (decodeDeploymentsJson), 0 otherwise.
    // TasksModel takes it as the row's content fingerprint: equal bytes, equal row. Code that edits the
    // typed fields of a decoded deployment must reset it to 0 (edits through `raw` need not: the model
    // only trusts it while `raw` still is the decoded slice).
    quint64 sourceHash = 0;

    static std::optional<Deployment> fromJson(const QJsonValue& value, const QString& path,
                                              DecodeErrors& errors);
    QJsonObject toJson() const;
    bool hasKnownStatus() const { return knownDeploymentStatuses().contains(status); }
};

// `response.deployments` (getDeployments, getDeploymentsByService, getDeploymentsByNode,
// getNodeDeployments). Elements that fail are skipped, their errors appended (`$.deployments[i]...`).
QList<Deployment> decodeDeployments(const QJsonObject& response, DecodeErrors& errors);
// The same straight from the reply bytes: decodeDeploymentsJson() in ingest/deploymentingest.h.
// `response.deployment` (getDeploymentById).
std::optional<Deployment> decodeDeployment(const QJsonObject& response, DecodeErrors& errors);

} // namespace core
} // namespace cloudly