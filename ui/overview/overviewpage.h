#pragma once

#include "core/overview/overviewcounts.h"
#include "core/preflight/receipt.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

class QLabel;

namespace cloudly {
namespace core {
class AlertEngine;
class InventoryRefresher;
class MetricsFeed;
namespace preflight {
class ReceiptStore;
} // namespace preflight
} // namespace core
namespace ui {
class FreshnessBar;
class Sparkline;

// The page the console opens on: what is wrong right now, in tiles (core::OverviewCounts — tasks by status
// and health, nodes, services with failed tasks, the latest preflight per service, alerts). Every number is
// a link that opens the list it counts with the filter that produced it (linkActivated), so the overview and
// the lists cannot disagree. Each tile says how fresh its data is (a FreshnessBar for polled data) and shows
// the last hour of its count as a sparkline (the metrics history). Recomputed, coalesced, whenever a poll,
// a receipt or an alert arrives.
class OverviewPage : public QWidget
{
    Q_OBJECT
public:
    OverviewPage(core::InventoryRefresher* refresher, core::MetricsFeed* metrics,
                 core::preflight::ReceiptStore* receipts, core::AlertEngine* alerts,
                 QWidget* parent = nullptr);

    const core::OverviewCounts& counts() const { return m_counts; }
    // Recomputes at once (normally coalesced after the data changed).
    void refresh();
    // The numbers of a tile as rich text links (tests activate them by their index).
    QLabel* numbersLabel(const QString& tileId) const;
    Sparkline* sparkline(const QString& tileId) const;
    FreshnessBar* freshnessBar(const QString& tileId) const;
    // Opens the link of `tileId`'s number `index` (as clicking it does).
    void activate(const QString& tileId, int index);

Q_SIGNALS:
    // Open `page` ("tasks", "clusters", "preflight", "alerts") with `filter` (filter language; may be empty).
    void linkActivated(const QString& page, const QString& filter);

private:
    struct TileWidgets
    {
        QWidget* frame = nullptr;
        QLabel* title = nullptr;
        FreshnessBar* freshness = nullptr;
        QLabel* source = nullptr;
        QLabel* numbers = nullptr;
        QLabel* details = nullptr;
        Sparkline* spark = nullptr;
        QLabel* sparkCaption = nullptr;
    };
    void scheduleRefresh();
    void reloadReceipts();
    void updateSparklines();
    TileWidgets& tileWidgets(const core::OverviewTile& tile);
    void showTile(const core::OverviewTile& tile);

    core::InventoryRefresher* m_refresher;
    core::MetricsFeed* m_metrics;
    core::preflight::ReceiptStore* m_receipts;
    core::AlertEngine* m_alerts;
    QList<core::preflight::Receipt> m_receiptList; // newest first
    core::OverviewCounts m_counts;
    QHash<QString, TileWidgets> m_tiles;
    QWidget* m_grid = nullptr;
    QTimer m_coalesce;
};

} // namespace ui
} // namespace cloudly
