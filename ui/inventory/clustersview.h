#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/inventory/freshness.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/rules/platformcheck.h"
#include "ui/inventory/inventorypage.h"
#include "ui/inventory/inventorytext.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QLineEdit;
class QModelIndex;
class QToolButton;
class QTreeView;

namespace cloudly {
namespace core {
class AppSettings;
class ClusterTreeModel;
class MetricsFeed;
class TreeFilterProxyModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ChartEventSource;
class ColumnChooser;
class CopySupport;
class DetailPane;
class FilterBar;
class FreshnessBar;
class NodeSparkDelegate;

// "Clusters & nodes": cluster -> node -> task tree (ClusterTreeModel) with a filter line (inline parse
// errors), status as icon + text + colour, and a detail pane with every field of the selected cluster,
// node or task (never acmeInfo.serverSecret). The architecture cross-check: a node whose platform has no
// runnable platform in the OCI image one of its tasks runs is flagged with a warning icon on its name and
// the warning text in its Role / platform column (and on top of the detail pane). Platform data comes from
// the refresher's ImagePlatformInfo (preflight reports, or getImagePlatforms where a server has it).
class ClustersView : public InventoryPage
{
    Q_OBJECT
public:
    ClustersView(core::InventoryRefresher* refresher, core::AppSettings* settings, const QString& profile,
                 QWidget* parent = nullptr);
    ~ClustersView() override;

    core::ClusterTreeModel* model() const { return m_model; }
    // Both connect the proxy to the model first (see attachProxy()).
    core::TreeFilterProxyModel* proxy() const;
    QTreeView* tree() const;

    QString selectedId() const;   // cluster, node or deployment id ("" when nothing is selected)
    QString selectedKind() const; // "cluster" | "node" | "task" | ""
    static QString viewName() { return QStringLiteral("clusters"); }

public Q_SLOTS:
    // Selects the node (expanding its cluster, clearing a filter that hides it) and offers Back. A node
    // that is not loaded yet is selected as soon as it arrives.
    void showNode(const QString& nodeId);
    void showCluster(const QString& clusterId);

    void setClusters(const QList<cloudly::core::Cluster>& clusters);
    void setDeployments(const cloudly::core::DeploymentTable& deployments);
    void setImagePlatforms(const QList<cloudly::core::ImagePlatformInfo>& platforms);
    // The metrics history: the node and task detail show their charts (updated on each recorded poll).
    void setMetrics(cloudly::core::MetricsFeed* feed);
    // The event marks of the charts (ui/charts/charteventsource.h); null: none.
    void setChartEvents(ChartEventSource* events) { m_chartEvents = events; }
    NodeSparkDelegate* sparkDelegate() const { return m_sparkDelegate; } // node rows' CPU sparklines

protected:
    void showEvent(QShowEvent* event) override;

Q_SIGNALS:
    void nodeTasksRequested(const QString& nodeId);       // double-click / Enter on a node
    void serviceTasksRequested(const QString& serviceId); // "Show tasks of this service" on a task

private:
    void applyLabels(); // the refresher's labels changed
    void select(const QString& kind, const QString& id);
    void applyDeployments();
    void onSelectionChanged();
    void onModelDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void onRowsInserted();
    void showItem(const QString& kind, const QString& id);
    void showClusterDetail(const core::Cluster& cluster);
    void showNodeDetail(const core::ClusterNode& node, const QString& clusterName, const QModelIndex& index);
    void showTaskDetail(const core::Deployment& deployment, const QModelIndex& index);
    void expandClustersOnce();
    void updateCharts();
    // The tree proxy gets its source model only when the page is first shown or something needs the tree
    // (a drill-down, a test): until then the model's updates (every task row changes when image names
    // arrive) cost no proxy mapping or sorting.
    void attachProxy() const;

    core::InventoryRefresher* m_refresher;
    core::MetricsFeed* m_metrics = nullptr;
    ChartEventSource* m_chartEvents = nullptr;
    NodeSparkDelegate* m_sparkDelegate = nullptr;
    core::ClusterTreeModel* m_model;
    core::TreeFilterProxyModel* m_proxy;
    QTreeView* m_tree;

    QList<core::Cluster> m_clusters;
    core::DeploymentTable m_deployments; // shared with the refresher
    QList<core::ImagePlatformInfo> m_platforms;
    core::InventoryLabels m_labels;   // the refresher's, as last applied
    core::PlatformCheckInput m_check; // the architecture check's input, for the detail pane
    QString m_shownKind;
    QString m_shownId;
    QString m_pendingNode;
    bool m_expanded = false;
    mutable bool m_proxyAttached = false;
    bool m_platformsChanged = false;
    bool m_deploymentsChanged = false; // m_deployments not given to the model yet
};

} // namespace ui
} // namespace cloudly