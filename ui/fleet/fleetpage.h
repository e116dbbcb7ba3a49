#pragma once

#include "ui/inventory/inventorypage.h"

class QTableView;

namespace cloudly {
namespace core {
class FilterProxyModel;
class BaseOsNodesModel;
class FeatureFeed;
class ImageBuildsModel;
class InventoryHub;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class FeatureNotice;

// "BaseOS fleet": the BaseOS nodes (getBaseOsNodes) above the image builds (getBaseOsImageBuilds), both the
// InventoryHub's (fetched under the profile's method name). Nodes silent for longer than the profile's
// heartbeat limit are marked stale, builds past expiresAt expired, in words. The detail pane shows the node
// or build selected last (a build with its log); a build's SHA-256 is copied with Ctrl+C. Each list that the
// server does not offer gets its own notice; the other still works.
class FleetPage : public InventoryPage
{
    Q_OBJECT
public:
    FleetPage(core::InventoryHub* hub, const QString& profile, QWidget* parent = nullptr);
    ~FleetPage() override;

    core::BaseOsNodesModel* nodesModel() const { return m_nodes; }
    core::ImageBuildsModel* buildsModel() const { return m_builds; }
    core::FeatureFeed* nodesFeed() const { return m_nodesFeed; }
    core::FeatureFeed* buildsFeed() const { return m_buildsFeed; }
    QTableView* nodesTable() const { return m_nodesTable; }
    QTableView* buildsTable() const { return m_buildsTable; }
    FeatureNotice* nodesNotice() const { return m_nodesNotice; }
    FeatureNotice* buildsNotice() const { return m_buildsNotice; }
    CopySupport* buildsCopy() const { return m_buildsCopy; }
    static QString viewName() { return QStringLiteral("fleet"); }

public Q_SLOTS:
    void setProfile(const QString& profile) override;

private:
    void placeGlanceColumns();
    void showNode();
    void showBuild();

    core::InventoryHub* m_hub;
    core::BaseOsNodesModel* m_nodes;
    core::ImageBuildsModel* m_builds;
    core::FilterProxyModel* m_nodesProxy;
    core::FilterProxyModel* m_buildsProxy;
    QTableView* m_nodesTable;
    QTableView* m_buildsTable;
    core::FeatureFeed* m_nodesFeed;
    core::FeatureFeed* m_buildsFeed;
    FeatureNotice* m_nodesNotice;
    FeatureNotice* m_buildsNotice;
    CopySupport* m_buildsCopy = nullptr;
};

} // namespace ui
} // namespace cloudly
