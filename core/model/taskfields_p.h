#pragma once

#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"

namespace cloudly {
namespace core {
namespace taskfields {
// The fields of a deployment value and of a table row, read alike by the display texts and sort keys.
struct ValueFields
{
    const Deployment& d;
    const QString& serviceId() const { return d.serviceId; }
    const QString& nodeId() const { return d.nodeId; }
    const QString& status() const { return d.status; }
    const std::optional<QString>& healthStatus() const { return d.healthStatus; }
    const std::optional<QString>& version() const { return d.version; }
    const std::optional<QString>& usedImageId() const { return d.usedImageId; }
    std::optional<qint64> deployedAt() const { return d.deployedAt; }
    std::optional<double> cpu() const
    {
        return d.resourceUsage ? d.resourceUsage->cpuUsagePercent : std::nullopt;
    }
    std::optional<double> memory() const
    {
        return d.resourceUsage ? d.resourceUsage->memoryUsedMB : std::nullopt;
    }
    QString id() const { return d.id; }
};

struct TableFields
{
    const DeploymentTable& t;
    qsizetype r;
    const QString& serviceId() const { return t.serviceId(r); }
    const QString& nodeId() const { return t.nodeId(r); }
    const QString& status() const { return t.status(r); }
    std::optional<QString> healthStatus() const { return t.healthStatus(r); }
    std::optional<QString> version() const { return t.version(r); }
    std::optional<QString> usedImageId() const { return t.usedImageId(r); }
    std::optional<qint64> deployedAt() const { return t.deployedAt(r); }
    std::optional<double> cpu() const { return t.cpuUsagePercent(r); }
    std::optional<double> memory() const { return t.memoryUsedMB(r); }
    QString id() const { return t.id(r); }
};

} // namespace taskfields
} // namespace core
} // namespace cloudly
