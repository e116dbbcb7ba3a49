#pragma once

#include "core/api/backup.h"
#include "core/backup/coveragecheck.h"
#include "ui/inventory/inventorypage.h"

class QLabel;
class QTableView;

namespace cloudly {
namespace core {
class FilterProxyModel;
class BackupsModel;
class FeatureFeed;
class InventoryHub;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class CoverageView;
class FeatureNotice;

// "Backups": every backup record (getBackups, the profile's name for it) in a filterable table, the
// coverage verdict per service above it, and the selected record in the detail pane (snapshots,
// replication evidence, restore history). Rows, feed and verdicts are the InventoryHub's; the page only
// shows them. A server without getBackups gets a plain "does not offer" notice naming the method.
class BackupsPage : public InventoryPage
{
    Q_OBJECT
public:
    BackupsPage(core::InventoryHub* hub, const QString& profile, QWidget* parent = nullptr);
    ~BackupsPage() override;

    core::BackupsModel* model() const { return m_model; }
    core::FeatureFeed* feed() const { return m_feed; }
    QTableView* table() const { return m_table; }
    CoverageView* coverage() const { return m_coverage; }
    FeatureNotice* notice() const { return m_notice; }
    static QString viewName() { return QStringLiteral("backups"); }

private:
    void showCoverage();
    void showSelected();

    core::InventoryHub* m_hub;
    core::BackupsModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
    CoverageView* m_coverage;
    core::FeatureFeed* m_feed;
    FeatureNotice* m_notice;
};

} // namespace ui
} // namespace cloudly
