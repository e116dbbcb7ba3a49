#pragma once

#include "core/alerts/alertengine.h"
#include "core/api/baseos.h"
#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/backup/coveragecheck.h"
#include "core/inventory/featurefeed.h"
#include "core/preflight/receipt.h"

#include <QHash>

#include <memory>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {

// Where a number of the overview comes from: the page that lists what it counts and the filter-language
// expression that selects it there ("tasks", "status:failed"). Clicking the number opens that page with
// that filter, so the overview and the lists cannot disagree (tests/unit/tst_overviewcounts.cpp applies
// each filter in the page's real filter proxy and compares).
struct OverviewLink
{
    // "tasks", "clusters", "services", "fleet" (the BaseOS nodes), "preflight" (the receipt history),
    // "alerts".
    QString page;
    // The filter-language text of the list pages; for "preflight" a ReceiptFilter ("latest
    // decision:no-go"), for "alerts" an AlertFilter ("kind:task-failed") (core/overview/overviewfilters.h).
    // Empty: the page unfiltered.
    QString filter;
    // How the page's visible rows give the number: their count, or the number of distinct values of
    // this filter field among them (services with failed tasks: distinct "service" of status:failed).
    QString distinctField;
    friend bool operator==(const OverviewLink&, const OverviewLink&) = default;
};

struct OverviewNumber
{
    QString label; // translated: "failed", "unhealthy", "offline"
    qint64 value = 0;
    OverviewLink link;
    bool attention = false; // a number that is bad news when > 0 (failed, offline, NO-GO)
};

// One tile: a title, its numbers, what its freshness follows, and the count series of the metrics history
// its sparkline shows (MetricsHistory::countSeries keys).
struct OverviewTile
{
    enum class Source : quint8
    {
        Tasks,    // the runtime-task poll
        Nodes,    // the clusters poll
        Receipts, // preflight receipts on this computer
        Alerts,   // what this console raised
        Backups,  // the Backups page's feed (getBackups) and coverage check
        Fleet,    // the Fleet page's BaseOS nodes feed (getBaseOsNodes)
    };
    // "tasks.status", "tasks.health", "nodes", "services.failing", "preflight", "alerts", "backups", "fleet"
    QString id;
    QString title;
    Source source = Source::Tasks;
    QList<OverviewNumber> numbers;
    QString sparkKey;    // "" : no sparkline
    QString sparkLabel;  // what it counts ("failed")
    QStringList details; // a few lines under the numbers (e.g. the NO-GO services)
    QString emptyText;   // shown when there are no numbers
    // Count series the metrics history cannot take from the polls itself (receipts, alerts, backup verdicts,
    // fleet states): what this tile counts now, for MetricsFeed::setCounts(). Empty: not known now (not
    // loaded, stale, not offered), so nothing is recorded and the sparkline shows a gap.
    QHash<QString, qint32> record;
};

// What an optional interfaces-5.8 feed (FeatureFeed) gave the overview.
struct OverviewFeature
{
    FeatureFeed::State state = FeatureFeed::State::Idle;
    QString method;       // the name sent (named when the server does not offer it)
    bool hasData = false; // a reply (live or from the offline cache) is shown
    bool stale = false;   // its freshness is stale
    QString error;        // why the last call failed
};

// What the overview shows, computed from the same data the pages list. Plain values; no Qt models.
// compute() is one pass over the tasks' pool indexes (a few array increments per row; bench "overview",
// docs/PERFORMANCE.md), none when Input::previous counted the same table.
struct OverviewCounts
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::OverviewCounts)
public:
    struct Input
    {
        const DeploymentTable* tasks = nullptr;
        const QList<Cluster>* clusters = nullptr;
        const QList<preflight::Receipt>* receipts = nullptr; // newest first (ReceiptStore::list())
        const QList<Alert>* alerts = nullptr;
        bool tasksLoaded = false;
        bool clustersLoaded = false;
        // Backup coverage as the Backups page checked it (BackupsPage::coverageChanged; nullopt: the check
        // could not run); null: no Backups page (the tile is left out).
        const std::optional<QList<BackupCoverage>>* coverage = nullptr;
        OverviewFeature backups;
        // The Fleet page's BaseOS nodes, judged at `fleetNowMs` with its stale limit (BaseOsNodesModel's
        // now() and staleAfter(), so the tile and the list agree); null: no Fleet page.
        const QList<BaseOsNode>* fleetNodes = nullptr;
        OverviewFeature fleet;
        qint64 fleetNowMs = 0;
        qint64 fleetStaleAfterMs = 10LL * 60 * 1000;
        // The previous refresh's result (may be null): when `tasks` is the very table it counted (the same
        // shared data, nothing changed since), its task pass is taken instead of counting again.
        const OverviewCounts* previous = nullptr;
    };

    QList<OverviewTile> tiles;
    struct TaskTally; // what the task pass counted (overviewcounts.cpp)
    std::shared_ptr<const TaskTally> taskTally;

    static OverviewCounts compute(const Input& input);
    const OverviewTile* tile(const QString& id) const;
    // A filter-language value, quoted when it needs to be ("my app" → "\"my app\"").
    static QString filterValue(const QString& value);
};

} // namespace core
} // namespace cloudly
