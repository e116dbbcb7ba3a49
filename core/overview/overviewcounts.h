#pragma once

#include "core/alerts/alertengine.h"
#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/preflight/receipt.h"

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
    QString page;   // "tasks", "clusters", "preflight", "alerts"
    QString filter; // filter-language text; empty: the page as it is (preflight, alerts have no filter)
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
    };
    QString id; // "tasks.status", "tasks.health", "nodes", "services.failing", "preflight", "alerts"
    QString title;
    Source source = Source::Tasks;
    QList<OverviewNumber> numbers;
    QString sparkKey;    // "" : no sparkline
    QString sparkLabel;  // what it counts ("failed")
    QStringList details; // a few lines under the numbers (e.g. the NO-GO services)
    QString emptyText;   // shown when there are no numbers
};

// What the overview shows, computed from the same data the pages list. Plain values; no Qt models.
// compute() is one pass over the tasks (a handful of short string compares per row: ~1 ms at 100k tasks,
// bench "overview").
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
    };

    QList<OverviewTile> tiles;

    static OverviewCounts compute(const Input& input);
    const OverviewTile* tile(const QString& id) const;
    // A filter-language value, quoted when it needs to be ("my app" → "\"my app\"").
    static QString filterValue(const QString& value);
};

} // namespace core
} // namespace cloudly
