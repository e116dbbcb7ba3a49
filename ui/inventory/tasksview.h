#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/inventory/freshness.h"
#include "core/model/inventorylabels.h"
#include "ui/inventory/inventorypage.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;

namespace cloudly {
namespace core {
class AppSettings;
class FilterProxyModel;
class InventoryRefresher;
class MetricsFeed;
class TasksModel;
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

// "Runtime tasks": every deployment (IDeployment) of the server in a sortable, filterable table
// (TasksModel + FilterProxyModel), status and health as icon + text + colour, a detail pane with every
// field of the selected task, and a freshness bar. Filter parse errors are shown inline in red.
//
// Navigation: showTasksForService()/showTasksForNode() set the filter `service:<id>` / `node:<id>` and
// offer a Back button (navigateBack()). Double-click or Enter on a task asks for its node
// (nodeRequested) so the main window can select it in the clusters view.
class TasksView : public InventoryPage
{
    Q_OBJECT
public:
    // `refresher` may be null (then feed the set*() slots). `settings` may be null (columns in memory).
    TasksView(core::InventoryRefresher* refresher, core::AppSettings* settings, const QString& profile,
              QWidget* parent = nullptr);
    ~TasksView() override;

    core::TasksModel* model() const { return m_model; }
    core::FilterProxyModel* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QLabel* filterErrorLabel() const;

    QString selectedTaskId() const;
    bool selectTask(const QString& deploymentId);
    static QString viewName() { return QStringLiteral("tasks"); }

public Q_SLOTS:
    void showTasksForService(const QString& serviceId);
    void showTasksForNode(const QString& nodeId);

    void setDeployments(const cloudly::core::DeploymentTable& deployments);
    // The metrics history: the task detail shows its CPU and memory charts (updated on each recorded poll).
    void setMetrics(cloudly::core::MetricsFeed* feed);
    // The event marks of the charts (ui/charts/charteventsource.h); null: none.
    void setChartEvents(ChartEventSource* events) { m_chartEvents = events; }

Q_SIGNALS:
    void nodeRequested(const QString& nodeId);       // double-click / Enter / "Show node"
    void serviceRequested(const QString& serviceId); // "Show service"

private:
    void applyLabels(); // the refresher's labels changed
    void onCurrentChanged();
    void onModelDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void onRowsRemoved();
    void showTask(const QString& deploymentId);
    void fitColumnsOnce();
    // Widens the service and node columns to their labels (they arrive after the first rows: the columns
    // were fitted to the bare ids), unless a saved layout was restored or the user sized them.
    void fitLabelColumns();
    void updateCharts();

    core::InventoryRefresher* m_refresher;
    core::MetricsFeed* m_metrics = nullptr;
    ChartEventSource* m_chartEvents = nullptr;
    core::TasksModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
    core::InventoryLabels m_labels; // the refresher's, as last applied to the model
    QString m_shownId;
    bool m_columnsFitted = false;
    bool m_fitting = false;           // our own resizes, not the user's
    bool m_labelColumnsSized = false; // the user resized the service or node column
};

} // namespace ui
} // namespace cloudly