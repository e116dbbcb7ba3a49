#pragma once

// The tasks and clusters the metrics tests record (tst_metricshistory, tst_metricsarchive): one shared
// fixture instead of a copy per test.
#include "core/api/cluster.h"
#include "core/api/deployment.h"

#include <QList>
#include <QString>

#include <optional>
#include <tuple>

namespace cloudly {
namespace test {

// A task of `service` on node n-1 with that status, health (empty: not reported) and usage (both
// nullopt: no resourceUsage).
inline core::Deployment metricsTask(const QString& id, const QString& status, std::optional<double> cpu,
                                    std::optional<double> mem,
                                    const QString& service = QStringLiteral("svc-web"),
                                    const QString& health = {})
{
    core::Deployment d;
    d.id = id;
    d.serviceId = service;
    d.nodeId = QStringLiteral("n-1");
    d.status = status;
    if (!health.isEmpty())
        d.healthStatus = health;
    if (cpu || mem) {
        core::DeploymentResourceUsage u;
        u.cpuUsagePercent = cpu;
        u.memoryUsedMB = mem;
        d.resourceUsage = u;
    }
    return d;
}

// Cluster c-1 with these nodes (id, status, CPU %); memory is ten times the CPU, disk 20 GB used of 80,
// three containers.
inline QList<core::Cluster> metricsClusters(const QList<std::tuple<QString, QString, double>>& nodes)
{
    core::Cluster c;
    c.id = QStringLiteral("c-1");
    for (const auto& [id, status, cpu] : nodes) {
        core::ClusterNode n;
        n.id = id;
        n.data.status = status;
        core::ClusterNodeMetrics m;
        m.cpuUsagePercent = cpu;
        m.memoryUsedMB = cpu * 10;
        m.diskUsedGB = 20;
        m.diskAvailableGB = 60;
        m.containerCount = 3;
        n.data.metrics = m;
        c.data.nodes << n;
    }
    return {c};
}

// The same with one online node n-1.
inline QList<core::Cluster> metricsClusters(double cpu)
{
    return metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), cpu}});
}

} // namespace test
} // namespace cloudly
