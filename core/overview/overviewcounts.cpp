#include "core/overview/overviewcounts.h"

#include "core/api/deployment.h"
#include "core/api/methods.h"
#include "core/fleet/fleetrows.h"
#include "core/overview/overviewfilters.h"

#include <QSet>

#include <algorithm>
#include <array>
#include <memory>

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
    // Data pointers already seen, and their index in `counts`: a table's pool may hold one text more than
    // once, so one value can have a few pointers. Bounded: unpooled strings fall back to comparing text.
    std::vector<std::pair<const QChar*, qsizetype>> aliases;

    // The index of `value` in `counts` (added with 0 when new).
    qsizetype indexOf(const QString& value)
    {
        const QChar* data = value.constData();
        for (const auto& [pointer, index] : aliases) {
            if (pointer == data)
                return index;
        }
        qsizetype found = -1;
        for (size_t i = 0; i < counts.size() && found < 0; ++i) {
            if (counts[i].first == value)
                found = static_cast<qsizetype>(i);
        }
        if (found < 0) {
            counts.emplace_back(value, 0);
            found = static_cast<qsizetype>(counts.size() - 1);
        }
        if (aliases.size() < 64)
            aliases.emplace_back(data, found);
        return found;
    }
    void add(const QString& value, qint64 n = 1) { counts[static_cast<size_t>(indexOf(value))].second += n; }
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

// "This server does not offer backups (…)", "Not loaded yet", "Could not be loaded: …": what a feature
// tile says instead of numbers; empty when it has data to count.
QString featureEmptyText(const OverviewFeature& feature, const QString& noun)
{
    switch (feature.state) {
    case FeatureFeed::State::NotOffered:
        return featureNotOfferedMessage(noun, feature.method);
    case FeatureFeed::State::Failed:
        if (!feature.hasData)
            return OverviewCounts::tr("Could not be loaded: %1").arg(feature.error);
        break;
    case FeatureFeed::State::Idle:
    case FeatureFeed::State::Loading:
        if (!feature.hasData)
            return OverviewCounts::tr("Not loaded yet");
        break;
    case FeatureFeed::State::Loaded:
        break;
    }
    return {};
}

OverviewTile backupTile(const std::optional<QList<BackupCoverage>>& coverage, const OverviewFeature& feature)
{
    OverviewTile tile;
    tile.id = QStringLiteral("backups");
    tile.title = OverviewCounts::tr("Backup coverage");
    tile.source = OverviewTile::Source::Backups;
    tile.sparkKey = QStringLiteral("backup.attention");
    tile.sparkLabel = OverviewCounts::tr("not ok");
    tile.emptyText = featureEmptyText(feature, OverviewCounts::tr("backups"));
    if (!tile.emptyText.isEmpty())
        return tile;
    if (!coverage) {
        tile.emptyText = OverviewCounts::tr("Not checked yet: the services are not loaded");
        return tile;
    }
    using V = BackupCoverage::Verdict;
    const QList<V> order{V::Failed, V::None, V::Stale, V::Uncovered, V::Ok};
    QList<qint64> counts(order.size(), 0);
    for (const BackupCoverage& c : *coverage)
        ++counts[order.indexOf(c.verdict)];
    qint32 attention = 0;
    for (qsizetype i = 0; i < order.size(); ++i) {
        const QString word = BackupCoverage::verdictName(order.at(i));
        const bool bad = order.at(i) != V::Ok;
        tile.numbers << OverviewNumber{
            word, counts.at(i),
            OverviewLink{QStringLiteral("services"),
                         QStringLiteral("backup:") + OverviewCounts::filterValue(word),
                         {}},
            bad};
        if (!feature.stale)
            tile.record.insert(QStringLiteral("backup.verdict:") + word, static_cast<qint32>(counts.at(i)));
        if (bad)
            attention += static_cast<qint32>(counts.at(i));
    }
    if (!feature.stale)
        tile.record.insert(QStringLiteral("backup.attention"), attention);
    if (coverage->isEmpty())
        tile.details << OverviewCounts::tr("No service has a volume with backups enabled");
    return tile;
}

OverviewTile fleetTile(const QList<BaseOsNode>& nodes, const OverviewFeature& feature, qint64 nowMs,
                       qint64 staleAfterMs)
{
    OverviewTile tile;
    tile.id = QStringLiteral("fleet");
    tile.title = OverviewCounts::tr("BaseOS fleet");
    tile.source = OverviewTile::Source::Fleet;
    tile.sparkKey = QStringLiteral("fleet.attention");
    tile.sparkLabel = OverviewCounts::tr("need attention");
    tile.emptyText = featureEmptyText(feature, OverviewCounts::tr("BaseOS nodes"));
    if (!tile.emptyText.isEmpty())
        return tile;
    const QString updateFailed = QCoreApplication::translate("FleetRows", "update failed");
    qint64 connected = 0, failedConnection = 0, fresh = 0, stale = 0, failedUpdate = 0;
    qint32 attention = 0;
    for (const BaseOsNode& node : nodes) {
        const FleetNodeState s = fleetNodeState(node, nowMs, staleAfterMs);
        const BaseOsRuntimeInfo::Connection c = node.runtimeInfo.connection();
        connected += c == BaseOsRuntimeInfo::Connection::Connected;
        failedConnection += c == BaseOsRuntimeInfo::Connection::Failed;
        (s.stale ? stale : fresh) += 1;
        const bool updateBad = s.update == updateFailed;
        failedUpdate += updateBad;
        attention += (s.stale || updateBad || c == BaseOsRuntimeInfo::Connection::Failed) ? 1 : 0;
    }
    const QString page = QStringLiteral("fleet");
    tile.numbers << OverviewNumber{OverviewCounts::tr("nodes"), static_cast<qint64>(nodes.size()),
                                   OverviewLink{page, {}, {}}, false}
                 << OverviewNumber{OverviewCounts::tr("connected to Cloudly"), connected,
                                   OverviewLink{page, QStringLiteral("connection:connected"), {}}, false}
                 << OverviewNumber{OverviewCounts::tr("connection failed"), failedConnection,
                                   OverviewLink{page, QStringLiteral("connection:failed"), {}}, true}
                 << OverviewNumber{OverviewCounts::tr("heartbeat recent"), fresh,
                                   OverviewLink{page, QStringLiteral("stale:no"), {}}, false}
                 << OverviewNumber{OverviewCounts::tr("heartbeat stale"), stale,
                                   OverviewLink{page, QStringLiteral("stale:yes"), {}}, true}
                 << OverviewNumber{
                        updateFailed, failedUpdate,
                        OverviewLink{
                            page, QStringLiteral("update:") + OverviewCounts::filterValue(updateFailed), {}},
                        true};
    if (!feature.stale) {
        tile.record.insert(QStringLiteral("fleet.attention"), attention);
        tile.record.insert(QStringLiteral("fleet.stale"), static_cast<qint32>(stale));
        tile.record.insert(QStringLiteral("fleet.update-failed"), static_cast<qint32>(failedUpdate));
        tile.record.insert(QStringLiteral("fleet.connected"), static_cast<qint32>(connected));
    }
    if (nodes.isEmpty())
        tile.details << OverviewCounts::tr("This server lists no BaseOS nodes");
    return tile;
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

// What the task pass counted, kept with the result so a refresh over the same table does not count again.
struct OverviewCounts::TaskTally
{
    DeploymentTable table; // what was counted (a copy: one reference count)
    std::vector<std::pair<QString, qint64>> statuses;
    std::vector<std::pair<QString, qint64>> healths;
    qint64 noHealth = 0;
    qsizetype failingServices = 0;
    QStringList firstFailingServices; // the first five ids in order
};

namespace {
// Tasks by status and by health, and the services with failed tasks: one pass over the rows' pool indexes
// (a few array increments per row, no string read, no hash insert), the texts read once per pool entry.
// Value rows (no pool indexes) are counted by their strings.
std::shared_ptr<const OverviewCounts::TaskTally> countTasks(const DeploymentTable* tasks)
{
    auto out = std::make_shared<OverviewCounts::TaskTally>();
    if (!tasks)
        return out;
    out->table = *tasks;
    using Indexes = DeploymentTable::PoolIndexes;
    const DeploymentTable::PoolStrings pools = tasks->poolStrings();
    const qsizetype statusPool = std::min<qsizetype>(pools.statuses->size(), 256);
    const qsizetype healthPool = std::min<qsizetype>(pools.healths->size(), Indexes::kNoHealth);
    std::array<qint64, 256> statusRows{};
    std::array<qint64, 256> healthRows{}; // [kNoHealth]: absent
    std::array<quint8, 256> bad{};
    for (qsizetype i = 0; i < statusPool; ++i)
        bad[static_cast<size_t>(i)] = isBadTaskStatus(pools.statuses->at(i)) ? 1 : 0;
    std::vector<quint8> failing(static_cast<size_t>(pools.services->size()), 0);

    Tally statuses;
    Tally healths;
    qint64 noHealth = 0;
    QSet<QStringView> failingServices;
    constexpr qsizetype kChunk = 512;
    std::array<Indexes, kChunk> chunk;
    const qsizetype rows = tasks->size();
    for (qsizetype first = 0; first < rows; first += kChunk) {
        const qsizetype n = tasks->poolIndexes(first, chunk.data(), kChunk);
        for (qsizetype i = 0; i < n; ++i) {
            const Indexes p = chunk[static_cast<size_t>(i)];
            if (p.service == Indexes::kValueRow) {
                const qsizetype r = first + i;
                const QString& status = tasks->status(r);
                statuses.add(status);
                const QString* health = tasks->healthStatusIfSet(r);
                if (!health || health->isEmpty())
                    ++noHealth;
                else
                    healths.add(*health);
                if (isBadTaskStatus(status))
                    failingServices.insert(QStringView(tasks->serviceId(r)));
                continue;
            }
            ++statusRows[p.status];
            ++healthRows[p.health];
            failing[p.service] |= bad[p.status];
        }
    }
    for (qsizetype i = 0; i < statusPool; ++i) {
        if (const qint64 n = statusRows[static_cast<size_t>(i)])
            statuses.add(pools.statuses->at(i), n);
    }
    noHealth += healthRows[Indexes::kNoHealth];
    for (qsizetype i = 0; i < healthPool; ++i) {
        const qint64 n = healthRows[static_cast<size_t>(i)];
        if (n == 0)
            continue;
        if (pools.healths->at(i).isEmpty())
            noHealth += n;
        else
            healths.add(pools.healths->at(i), n);
    }
    // A pool holds each text once (the decoder interns them): its marked entries are distinct services.
    // Only the value rows' services (usually none) are checked against them.
    std::vector<QStringView> ids;
    for (size_t i = 0; i < failing.size(); ++i) {
        if (failing[i])
            ids.push_back(QStringView(pools.services->at(static_cast<qsizetype>(i))));
    }
    if (!failingServices.isEmpty()) {
        for (const QStringView id : ids)
            failingServices.remove(id);
        ids.insert(ids.end(), failingServices.cbegin(), failingServices.cend());
    }
    out->statuses = std::move(statuses.counts);
    out->healths = std::move(healths.counts);
    out->noHealth = noHealth;
    out->failingServices = static_cast<qsizetype>(ids.size());
    // The first five ids in order (a partial sort: there may be thousands).
    const size_t shown = std::min<size_t>(ids.size(), 5);
    std::partial_sort(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(shown), ids.end());
    for (size_t i = 0; i < shown; ++i)
        out->firstFailingServices << ids[i].toString();
    return out;
}
} // namespace

OverviewCounts OverviewCounts::compute(const Input& input)
{
    OverviewCounts out;
    const QString tasksPage = QStringLiteral("tasks");

    // The task pass, or the previous refresh's when it counted this very table (nothing changed since).
    if (input.previous && input.previous->taskTally && input.tasks &&
        input.previous->taskTally->table.isSharedWith(*input.tasks))
        out.taskTally = input.previous->taskTally;
    else
        out.taskTally = countTasks(input.tasks);
    const TaskTally& tally = *out.taskTally;
    Tally statuses;
    statuses.counts = tally.statuses;
    Tally healths;
    healths.counts = tally.healths;
    const qint64 noHealth = tally.noHealth;

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
            tr("service(s)", nullptr, static_cast<int>(tally.failingServices)),
            static_cast<qint64>(tally.failingServices),
            OverviewLink{tasksPage, QStringLiteral("status:failed"), QStringLiteral("service")}, true};
        failing.details = tally.firstFailingServices;
        if (tally.failingServices > tally.firstFailingServices.size())
            failing.details << tr(
                "… and %n more", nullptr,
                static_cast<int>(tally.failingServices - tally.firstFailingServices.size()));
    }
    out.tiles << failing;

    // The latest preflight decision per service (receipts on this computer); the links open the receipt
    // history filtered to exactly those receipts.
    OverviewTile preflightTile;
    preflightTile.id = QStringLiteral("preflight");
    preflightTile.title = tr("Latest preflight per service");
    preflightTile.source = OverviewTile::Source::Receipts;
    preflightTile.sparkKey = QStringLiteral("preflight.no-go");
    preflightTile.sparkLabel = tr("NO-GO");
    preflightTile.emptyText = tr("No preflight receipts on this computer");
    if (input.receipts) {
        qint64 go = 0;
        qint64 noGo = 0;
        QStringList noGoServices;
        for (const qsizetype i : latestReceiptPerService(*input.receipts)) {
            const preflight::Receipt& r = input.receipts->at(i);
            if (r.isGo()) {
                ++go;
            } else {
                ++noGo;
                noGoServices << tr("%1: NO-GO (%2)")
                                    .arg(r.serviceName().isEmpty() ? r.serviceId() : r.serviceName(),
                                         r.createdAt.toLocalTime().toString(
                                             QStringLiteral("yyyy-MM-dd HH:mm")));
            }
        }
        preflightTile.record.insert(QStringLiteral("preflight.no-go"), static_cast<qint32>(noGo));
        preflightTile.record.insert(QStringLiteral("preflight.go"), static_cast<qint32>(go));
        if (!input.receipts->isEmpty()) {
            const QString page = QStringLiteral("preflight");
            ReceiptFilter goFilter{true, true};
            ReceiptFilter noGoFilter{true, false};
            preflightTile.numbers << OverviewNumber{tr("GO"), go, OverviewLink{page, goFilter.text(), {}},
                                                    false}
                                  << OverviewNumber{tr("NO-GO"), noGo,
                                                    OverviewLink{page, noGoFilter.text(), {}}, true};
            preflightTile.details = noGoServices.mid(0, 5);
        }
    }
    out.tiles << preflightTile;

    // Alerts this console raised, per kind; the links open the alerts page showing that kind.
    OverviewTile alerts;
    alerts.id = QStringLiteral("alerts");
    alerts.title = tr("Alerts");
    alerts.source = OverviewTile::Source::Alerts;
    alerts.sparkKey = QStringLiteral("alerts");
    alerts.sparkLabel = tr("alerts");
    alerts.emptyText = tr("No alerts");
    if (input.alerts) {
        const QList<Alert::Kind>& kinds = AlertFilter::kinds();
        QList<qint64> perKind(kinds.size(), 0);
        for (const Alert& a : *input.alerts) {
            const qsizetype k = kinds.indexOf(a.kind);
            if (k >= 0)
                ++perKind[k];
        }
        alerts.record.insert(QStringLiteral("alerts"), static_cast<qint32>(input.alerts->size()));
        if (!input.alerts->isEmpty()) {
            const QStringList labels{tr("task failed"), tr("task unhealthy"), tr("preflight NO-GO"),
                                     tr("backup coverage")};
            for (qsizetype k = 0; k < kinds.size(); ++k) {
                alerts.numbers << OverviewNumber{
                    labels.value(k), perKind.at(k),
                    OverviewLink{QStringLiteral("alerts"), AlertFilter{kinds.at(k)}.text(), {}}, true};
            }
        }
    }
    out.tiles << alerts;

    if (input.coverage)
        out.tiles << backupTile(*input.coverage, input.backups);
    if (input.fleetNodes)
        out.tiles << fleetTile(*input.fleetNodes, input.fleet, input.fleetNowMs, input.fleetStaleAfterMs);
    return out;
}

} // namespace core
} // namespace cloudly
