#pragma once

#include "core/inventory/freshness.h"
#include "core/overview/overviewcounts.h"
#include "core/preflight/receipt.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

class QLabel;

namespace cloudly {
namespace core {
class AlertEngine;
class InventoryHub;
class InventoryRefresher;
class MetricsFeed;
namespace preflight {
class ReceiptStore;
} // namespace preflight
} // namespace core
namespace ui {
class FreshnessBar;
class OverviewNumbers;
class Sparkline;

// The page the console opens on: what is wrong right now, in tiles (core::OverviewCounts — tasks by status
// and health, nodes, services with failed tasks, the latest preflight per service, alerts, and with
// attachHub() the backup coverage verdicts and the BaseOS fleet). Every number is
// a button that opens the list it counts with the filter that produced it (linkActivated), so the overview
// and the lists cannot disagree. Each tile says how fresh its data is (a FreshnessBar for polled data) and
// shows the last hour of its count as a sparkline (the metrics history). Recomputed, coalesced, whenever a
// poll, a receipt, an alert, a coverage check or a fleet reply arrives. The counts the polls do not carry
// (receipts, alerts, backups, fleet) are handed to the metrics feed (MetricsFeed::setCounts) so their
// sparklines have a history too.
class OverviewPage : public QWidget
{
    Q_OBJECT
public:
    OverviewPage(core::InventoryRefresher* refresher, core::MetricsFeed* metrics,
                 core::preflight::ReceiptStore* receipts, core::AlertEngine* alerts,
                 QWidget* parent = nullptr);

    // The hub's backup coverage verdicts and BaseOS nodes, with their feeds' freshness and "not offered"
    // state.
    void attachHub(core::InventoryHub* hub);

    const core::OverviewCounts& counts() const { return m_counts; }
    // Recomputes at once (normally coalesced after the data changed).
    void refresh();
    // The numbers of a tile, each a button that opens its list (tests activate them by their index).
    OverviewNumbers* numbers(const QString& tileId) const;
    Sparkline* sparkline(const QString& tileId) const;
    FreshnessBar* freshnessBar(const QString& tileId) const;
    // Opens the link of `tileId`'s number `index` (as clicking it does).
    void activate(const QString& tileId, int index);

Q_SIGNALS:
    // Open `page` ("tasks", "clusters", "services", "fleet", "preflight", "alerts") with `filter`
    // (core::OverviewLink::filter; may be empty).
    void linkActivated(const QString& page, const QString& filter);

private:
    struct TileWidgets
    {
        QWidget* frame = nullptr;
        QLabel* title = nullptr;
        FreshnessBar* freshness = nullptr;
        QLabel* source = nullptr;
        OverviewNumbers* numbers = nullptr;
        QLabel* details = nullptr;
        Sparkline* spark = nullptr;
        QLabel* sparkCaption = nullptr;
    };
    void scheduleRefresh();
    void reloadReceipts();
    void updateSparklines();
    TileWidgets& tileWidgets(const core::OverviewTile& tile);
    void showTile(const core::OverviewTile& tile);
    void updateFreshness();
    core::Freshness freshnessOf(core::OverviewTile::Source source) const;

    core::InventoryRefresher* m_refresher;
    core::MetricsFeed* m_metrics;
    core::preflight::ReceiptStore* m_receipts;
    core::AlertEngine* m_alerts;
    QList<core::preflight::Receipt> m_receiptList; // newest first
    core::InventoryHub* m_hub = nullptr;
    QList<core::BaseOsNode> m_fleetNodes;
    core::OverviewCounts m_counts;
    QHash<QString, TileWidgets> m_tiles;
    QWidget* m_grid = nullptr;
    QTimer m_coalesce;
};

} // namespace ui
} // namespace cloudly
