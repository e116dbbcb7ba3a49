#include "core/overview/overviewcounts.h"

#include "core/api/deployment.h"

#include <QSet>

#include <utility>
#include <vector>

namespace cloudly {
namespace core {
namespace {
// A handful of distinct values, counted by linear search: statuses are few and short, and a row's value
// usually equals the previous row's (one compare instead of a hash per row).
struct Tally
{
    std::vector<std::pair<QString, qint64>> counts;
    qsizetype last = -1;

    void add(const QString& value)
    {
        // Pooled strings share their data: a pointer compare settles the usual row.
        if (last >= 0 && counts[static_cast<size_t>(last)].first.constData() == value.constData()) {
            ++counts[static_cast<size_t>(last)].second;
            return;
        }
        if (last >= 0 && counts[static_cast<size_t>(last)].first == value) {
            ++counts[static_cast<size_t>(last)].second;
            return;
        }
        for (size_t i = 0; i < counts.size(); ++i) {
            if (counts[i].first == value) {
                ++counts[i].second;
                last = static_cast<qsizetype>(i);
                return;
            }
        }
        counts.emplace_back(value, 1);
        last = static_cast<qsizetype>(counts.size() - 1);
    }
    qint64 count(const QString& value) const
    {
        for (const auto& [v, n] : counts)
            if (v == value)
                return n;
        return 0;
    }
    // `known` in its order, then every other value seen, in the order first seen.
    QStringList order(QStringList known) const
    {
        for (const auto& [value, n] : counts)
            if (!known.contains(value))
                known << value;
        return known;
    }
};

bool needsQuotes(const QString& value)
{
    for (const QChar c : value) {
        if (c.isSpace() || c == QLatin1Char('"') || c == QLatin1Char(',') || c == QLatin1Char(':') ||
            c == QLatin1Char('*') || c == QLatin1Char('?') || c == QLatin1Char('\\'))
            return true;
    }
    return value.isEmpty() || value.startsWith(QLatin1Char('-')) || value.startsWith(QLatin1Char('<')) ||
           value.startsWith(QLatin1Char('>'));
}

bool isBadTaskStatus(const QString& status)
{
    return status == QLatin1String("failed");
}
} // namespace

QString OverviewCounts::filterValue(const QString& value)
{
    if (!needsQuotes(value))
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

const OverviewTile* OverviewCounts::tile(const QString& id) const
{
    for (const OverviewTile& t : tiles)
        if (t.id == id)
            return &t;
    return nullptr;
}

OverviewCounts OverviewCounts::compute(const Input& input)
{
    OverviewCounts out;
    const QString tasksPage = QStringLiteral("tasks");

    // Tasks by status and by health, and the services with failed tasks: one pass.
    Tally statuses;
    Tally healths;
    qint64 noHealth = 0;
    QSet<QString> failingServices;
    const DeploymentTable* tasks = input.tasks;
    const qsizetype rows = tasks ? tasks->size() : 0;
    const QString* lastFailingService = nullptr;
    for (qsizetype r = 0; r < rows; ++r) {
        const QString& status = tasks->status(r);
        statuses.add(status);
        const std::optional<QString> health = tasks->healthStatus(r);
        if (health && !health->isEmpty())
            healths.add(*health);
        else
            ++noHealth;
        if (isBadTaskStatus(status)) {
            const QString& service = tasks->serviceId(r);
            if (!lastFailingService || *lastFailingService != service) {
                failingServices.insert(service);
                lastFailingService = &service;
            }
        }
    }

    OverviewTile byStatus;
    byStatus.id = QStringLiteral("tasks.status");
    byStatus.title = tr("Runtime tasks by status");
    byStatus.source = OverviewTile::Source::Tasks;
    byStatus.sparkKey = QStringLiteral("task.status:failed");
    byStatus.sparkLabel = tr("failed");
    // The known statuses in their lifecycle order first (failed and running always), then any other.
    const QStringList order = statuses.order(knownDeploymentStatuses());
    for (const QString& status : std::as_const(order)) {
        const qint64 n = statuses.count(status);
        if (n == 0 && status != QLatin1String("failed") && status != QLatin1String("running"))
            continue;
        byStatus.numbers << OverviewNumber{
            status.isEmpty() ? tr("(no status)") : status, n,
            OverviewLink{tasksPage, QStringLiteral("status:") + filterValue(status), {}},
            isBadTaskStatus(status)};
    }
    byStatus.emptyText = input.tasksLoaded ? tr("No runtime tasks") : tr("Not loaded yet");
    if (!input.tasksLoaded)
        byStatus.numbers.clear();
    out.tiles << byStatus;

    OverviewTile byHealth;
    byHealth.id = QStringLiteral("tasks.health");
    byHealth.title = tr("Runtime tasks by health");
    byHealth.source = OverviewTile::Source::Tasks;
    byHealth.sparkKey = QStringLiteral("task.health:unhealthy");
    byHealth.sparkLabel = tr("unhealthy");
    const QStringList healthOrder = healths.order({QStringLiteral("unhealthy"), QStringLiteral("healthy")});
    for (const QString& health : std::as_const(healthOrder)) {
        byHealth.numbers << OverviewNumber{
            health, healths.count(health),
            OverviewLink{tasksPage, QStringLiteral("health:") + filterValue(health), {}},
            health == QLatin1String("unhealthy")};
    }
    byHealth.numbers << OverviewNumber{tr("not reported"), noHealth,
                                       OverviewLink{tasksPage, QStringLiteral("-health:*"), {}}, false};
    byHealth.emptyText = tr("Not loaded yet");
    if (!input.tasksLoaded)
        byHealth.numbers.clear();
    out.tiles << byHealth;

    // Nodes by status.
    OverviewTile nodes;
    nodes.id = QStringLiteral("nodes");
    nodes.title = tr("Nodes");
    nodes.source = OverviewTile::Source::Nodes;
    nodes.sparkKey = QStringLiteral("node.status:offline");
    nodes.sparkLabel = tr("offline");
    Tally nodeStatuses;
    if (input.clusters) {
        for (const Cluster& c : *input.clusters)
            for (const ClusterNode& n : c.data.nodes)
                if (n.data.status && knownNodeStatuses().contains(*n.data.status))
                    nodeStatuses.add(*n.data.status);
    }
    const QStringList nodeOrder = nodeStatuses.order(
        {QStringLiteral("online"), QStringLiteral("offline"), QStringLiteral("maintenance")});
    for (const QString& status : std::as_const(nodeOrder)) {
        nodes.numbers << OverviewNumber{
            status, nodeStatuses.count(status),
            OverviewLink{QStringLiteral("clusters"), QStringLiteral("status:") + filterValue(status), {}},
            status == QLatin1String("offline")};
    }
    nodes.emptyText = tr("Not loaded yet");
    if (!input.clustersLoaded)
        nodes.numbers.clear();
    out.tiles << nodes;

    // Services whose tasks are failing: the distinct services of the failed tasks.
    OverviewTile failing;
    failing.id = QStringLiteral("services.failing");
    failing.title = tr("Services with failed tasks");
    failing.source = OverviewTile::Source::Tasks;
    failing.sparkKey = QStringLiteral("services.failing");
    failing.sparkLabel = tr("services");
    failing.emptyText = tr("Not loaded yet");
    if (input.tasksLoaded) {
        failing.numbers << OverviewNumber{
            tr("service(s)", nullptr, static_cast<int>(failingServices.size())),
            static_cast<qint64>(failingServices.size()),
            OverviewLink{tasksPage, QStringLiteral("status:failed"), QStringLiteral("service")}, true};
        QStringList ids(failingServices.cbegin(), failingServices.cend());
        ids.sort();
        if (ids.size() > 5) {
            const qsizetype more = ids.size() - 5;
            ids = ids.mid(0, 5);
            ids << tr("… and %n more", nullptr, static_cast<int>(more));
        }
        failing.details = ids;
    }
    out.tiles << failing;

    // The latest preflight decision per service (receipts on this computer).
    OverviewTile preflightTile;
    preflightTile.id = QStringLiteral("preflight");
    preflightTile.title = tr("Latest preflight per service");
    preflightTile.source = OverviewTile::Source::Receipts;
    preflightTile.emptyText = tr("No preflight receipts on this computer");
    if (input.receipts && !input.receipts->isEmpty()) {
        QSet<QString> seen;
        qint64 go = 0;
        qint64 noGo = 0;
        QStringList noGoServices;
        for (const preflight::Receipt& r : *input.receipts) {
            const QString service = r.serviceId();
            if (seen.contains(service))
                continue;
            seen.insert(service);
            if (r.isGo()) {
                ++go;
            } else {
                ++noGo;
                noGoServices << tr("%1: NO-GO (%2)")
                                    .arg(r.serviceName().isEmpty() ? service : r.serviceName(),
                                         r.createdAt.toLocalTime().toString(
                                             QStringLiteral("yyyy-MM-dd HH:mm")));
            }
        }
        const OverviewLink receipts{QStringLiteral("preflight"), {}, {}};
        preflightTile.numbers << OverviewNumber{tr("GO"), go, receipts, false}
                              << OverviewNumber{tr("NO-GO"), noGo, receipts, true};
        preflightTile.details = noGoServices.mid(0, 5);
    }
    out.tiles << preflightTile;

    // Alerts this console raised.
    OverviewTile alerts;
    alerts.id = QStringLiteral("alerts");
    alerts.title = tr("Alerts");
    alerts.source = OverviewTile::Source::Alerts;
    alerts.emptyText = tr("No alerts");
    if (input.alerts && !input.alerts->isEmpty()) {
        qint64 counts[3] = {0, 0, 0};
        for (const Alert& a : *input.alerts)
            ++counts[static_cast<int>(a.kind)];
        const OverviewLink page{QStringLiteral("alerts"), {}, {}};
        alerts.numbers << OverviewNumber{tr("task failed"), counts[0], page, true}
                       << OverviewNumber{tr("task unhealthy"), counts[1], page, true}
                       << OverviewNumber{tr("preflight NO-GO"), counts[2], page, true};
    }
    out.tiles << alerts;
    return out;
}

} // namespace core
} // namespace cloudly
