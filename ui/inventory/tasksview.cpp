#include "ui/inventory/tasksview.h"

#include "ui/inventory/rowselection.h"
#include "ui/logs/logwindow.h"

#include "core/filter/filterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/model/tasksmodel.h"
#include "ui/charts/charteventsource.h"
#include "ui/charts/detailcharts.h"
#include "ui/detail/detailpane.h"
#include "ui/features/statusdelegate.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/inventorytext.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QScopedValueRollback>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>

namespace cloudly {
namespace ui {
using core::Deployment;
using core::TasksModel;

TasksView::TasksView(core::InventoryRefresher* refresher, core::AppSettings* settings, const QString& profile,
                     QWidget* parent)
    : InventoryPage(parent), m_refresher(refresher), m_model(new TasksModel(this)),
      m_proxy(new core::FilterProxyModel(this)), m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("tasksView"));
    m_proxy->setObjectName(QStringLiteral("tasksProxy"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(TasksModel::SortRole);

    m_table->setObjectName(QStringLiteral("tasksTable"));
    m_table->setAccessibleName(tr("Runtime tasks"));
    m_table->setAccessibleDescription(tr("Enter or double-click shows the node of the task"));
    m_table->setModel(m_proxy);
    setUpTable(m_table);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(TasksModel::Status, Qt::AscendingOrder); // failed first
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int logical) {
        if (!m_fitting && m_columnsFitted && (logical == TasksModel::Service || logical == TasksModel::Node))
            m_labelColumnsSized = true;
    });
    m_table->setItemDelegateForColumn(
        TasksModel::Status, new StatusDelegate(
                                [](const QModelIndex& index) -> std::optional<Severity> {
                                    return taskStatusSeverity(index.data(TasksModel::StatusRole).toString());
                                },
                                m_table));
    m_table->setItemDelegateForColumn(
        TasksModel::Health, new StatusDelegate(
                                [](const QModelIndex& index) -> std::optional<Severity> {
                                    const QJsonObject raw =
                                        index.data(TasksModel::RawJsonRole).toJsonObject();
                                    if (!raw.contains(QLatin1String("healthStatus")))
                                        return std::nullopt; // "—": nothing reported
                                    return healthSeverity(index.data(TasksModel::HealthRole).toString());
                                },
                                m_table));

    Parts parts;
    parts.name = viewName();
    parts.view = m_table;
    parts.setProxy(m_proxy);
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n task(s)", nullptr, total)
                              : tr("%1 of %n task(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter tasks, e.g. status:failed,stopping node:edge-* -health:healthy cpu:>80");
    parts.columnIds = TasksModel::filterFieldNames();
    parts.pinnedColumn = QStringLiteral("id");
    parts.detailChars = 52; // ten columns: the service and node labels need the width more than the fields
    parts.copy = [](const QModelIndex& index) {
        QList<CopyEntry> entries;
        if (!index.isValid())
            return entries;
        const QJsonObject raw = index.data(TasksModel::RawJsonRole).toJsonObject();
        entries << CopyEntry{tr("Copy task ID"), index.data(TasksModel::IdRole).toString()}
                << CopyEntry{tr("Copy container ID"), raw.value(QLatin1String("containerId")).toString()}
                << CopyEntry{tr("Copy service ID"), index.data(TasksModel::ServiceIdRole).toString()}
                << CopyEntry{tr("Copy node ID"), index.data(TasksModel::NodeIdRole).toString()}
                << CopyEntry{tr("Copy cell text"), index.data(Qt::DisplayRole).toString()};
        return entries;
    };
    buildPage(parts, settings, profile);
    m_copy->setMenuExtender([this](QMenu* menu, const QModelIndex& index) {
        const QString nodeId = index.data(TasksModel::NodeIdRole).toString();
        const QString serviceId = index.data(TasksModel::ServiceIdRole).toString();
        connect(menu->addAction(tr("Show node %1 in Clusters && nodes").arg(m_labels.nodeLabel(nodeId))),
                &QAction::triggered, this, [this, nodeId] { Q_EMIT nodeRequested(nodeId); });
        connect(menu->addAction(tr("Show service %1").arg(m_labels.serviceLabel(serviceId))),
                &QAction::triggered, this, [this, serviceId] { Q_EMIT serviceRequested(serviceId); });
        menu->addSeparator();
        connect(
            menu->addAction(tr("Only tasks of this service")), &QAction::triggered, this,
            [this, serviceId] { setFilterText(QStringLiteral("service:") + quoteFilterValue(serviceId)); });
        connect(menu->addAction(tr("Only tasks on this node")), &QAction::triggered, this,
                [this, nodeId] { setFilterText(QStringLiteral("node:") + quoteFilterValue(nodeId)); });
        menu->addSeparator();
        const QString taskId = index.data(TasksModel::IdRole).toString();
        connect(menu->addAction(tr("Show log of this task")), &QAction::triggered, this, [this, taskId] {
            (new LogWindow(m_refresher, LogWindow::Scope::Task, taskId, taskId, window()))->show();
        });
        connect(menu->addAction(tr("Show logs of all tasks of %1").arg(m_labels.serviceLabel(serviceId))),
                &QAction::triggered, this, [this, serviceId] {
                    (new LogWindow(m_refresher, LogWindow::Scope::Service, serviceId,
                                   m_labels.serviceLabel(serviceId), window()))
                        ->show();
                });
    });

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TasksView::onCurrentChanged);
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        const QString nodeId = index.data(TasksModel::NodeIdRole).toString();
        if (!nodeId.isEmpty())
            Q_EMIT nodeRequested(nodeId);
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TasksView::onModelDataChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &TasksView::onRowsRemoved);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &TasksView::fitColumnsOnce);
    showTask(QString());

    if (m_refresher) {
        connect(m_refresher, &core::InventoryRefresher::deploymentsUpdated, this, &TasksView::setDeployments);
        connect(m_refresher, &core::InventoryRefresher::labelsUpdated, this, &TasksView::applyLabels);
        const auto updateFreshness = [this] {
            setFreshness(m_refresher->freshness(core::InventoryRefresher::Resource::Deployments));
        };
        connect(m_refresher, &core::InventoryRefresher::freshnessChanged, this, updateFreshness);
        applyLabels();
        setDeployments(m_refresher->deployments());
        updateFreshness();
    }
}

TasksView::~TasksView() = default;

QLabel* TasksView::filterErrorLabel() const
{
    return m_filterBar->errorLabel();
}

void TasksView::showTasksForService(const QString& serviceId)
{
    setFilterText(QStringLiteral("service:") + quoteFilterValue(serviceId));
    showBack();
    m_table->setFocus();
}

void TasksView::showTasksForNode(const QString& nodeId)
{
    setFilterText(QStringLiteral("node:") + quoteFilterValue(nodeId));
    showBack();
    m_table->setFocus();
}

void TasksView::setDeployments(const core::DeploymentTable& deployments)
{
    // A refresh is one batch for the proxy: a big change (10 % of 100k rows) becomes one layout change for
    // the table instead of one signal per row entering, leaving or moving.
    m_proxy->beginBatch();
    m_model->setDeployments(deployments);
    m_proxy->endBatch();
    m_filterBar->updateCount();
}

void TasksView::applyLabels()
{
    // The refresher builds the labels once per refresh; a map that did not change is the same shared hash,
    // so only the column whose labels changed is touched.
    const core::InventoryLabels& labels = m_refresher->labels();
    if (!m_labels.serviceLabels().isSharedWith(labels.serviceLabels()))
        m_model->setServiceNames(labels.serviceLabels(), labels.serviceNames());
    if (!m_labels.nodeLabels().isSharedWith(labels.nodeLabels()))
        m_model->setNodeNames(labels.nodeLabels(), labels.nodeNames());
    if (!m_labels.imageNames().isSharedWith(labels.imageNames()))
        m_model->setImageNames(labels.imageNames()); // names only: image ids are long and rarely searched for
    const bool namesChanged = !m_labels.serviceLabels().isSharedWith(labels.serviceLabels()) ||
                              !m_labels.nodeLabels().isSharedWith(labels.nodeLabels());
    m_labels = labels;
    if (namesChanged)
        fitLabelColumns();
}

QString TasksView::selectedTaskId() const
{
    return selectedRowData(m_table, TasksModel::IdRole);
}

bool TasksView::selectTask(const QString& deploymentId)
{
    const int row = m_model->rowOf(deploymentId);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    selectRow(m_table, index);
    return true;
}

namespace {
// The widest a fitted column gets, in average characters: service and node labels ("coretraffic
// (svc-coretraffic)") are worth more room than an image reference.
int fitCap(int column)
{
    return column == TasksModel::Service || column == TasksModel::Node ? 40 : 30;
}
} // namespace

void TasksView::fitColumnsOnce()
{
    if (m_columnsFitted || m_proxy->rowCount() == 0)
        return;
    m_columnsFitted = true;
    if (m_columns->hasSavedLayout())
        return; // the user's widths
    const QScopedValueRollback fitting(m_fitting, true);
    // The visible rows and 200 more decide the widths (Qt's default, 1000 rows × 7 columns of size hints,
    // was ~40 ms before the first 100k tasks counted as shown).
    m_table->verticalHeader()->setResizeContentsPrecision(200);
    m_table->resizeColumnsToContents();
    const int w = fontMetrics().averageCharWidth();
    for (int c = 0; c < TasksModel::ColumnCount; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c) + 8, w * fitCap(c)));
}

void TasksView::fitLabelColumns()
{
    if (!m_columnsFitted || m_labelColumnsSized || m_columns->hasSavedLayout() || m_proxy->rowCount() == 0)
        return;
    const QScopedValueRollback fitting(m_fitting, true);
    const int w = fontMetrics().averageCharWidth();
    for (const int c : {static_cast<int>(TasksModel::Service), int(TasksModel::Node)}) {
        const int before = m_table->columnWidth(c);
        m_table->resizeColumnToContents(c);
        const int fitted = std::min(m_table->columnWidth(c) + 8, w * fitCap(c));
        m_table->setColumnWidth(c, std::max(before, fitted)); // wider only: no jumping back and forth
    }
}

void TasksView::onCurrentChanged()
{
    const QString id = selectedTaskId();
    if (!id.isEmpty()) {
        showTask(id);
        return;
    }
    if (!m_shownId.isEmpty() && m_model->rowOf(m_shownId) >= 0) {
        m_detail->showPlaceholder(tr("The selected task %1 is hidden by the filter.").arg(m_shownId));
        m_shownId.clear();
        return;
    }
    showTask(QString());
}

void TasksView::onModelDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    const int row = m_shownId.isEmpty() ? -1 : m_model->rowOf(m_shownId);
    if (row >= topLeft.row() && row <= bottomRight.row())
        showTask(m_shownId);
}

void TasksView::onRowsRemoved()
{
    if (!m_shownId.isEmpty() && m_model->rowOf(m_shownId) < 0) {
        const QString gone = m_shownId;
        m_shownId.clear();
        m_detail->showPlaceholder(tr("The selected task %1 is no longer on the server.").arg(gone));
    }
}

void TasksView::showTask(const QString& deploymentId)
{
    const int row = deploymentId.isEmpty() ? -1 : m_model->rowOf(deploymentId);
    if (row < 0) {
        m_shownId.clear();
        m_detail->showPlaceholder(
            tr("Select a task to see all of its fields. Double-click it to show its node."));
        return;
    }
    m_shownId = deploymentId;
    const Deployment d = m_model->deploymentAt(row); // built from the table
    const Severity status = taskStatusSeverity(d.hasKnownStatus() ? d.status : QString());
    m_detail->begin(d.id, tr("Task %1").arg(d.id), severityIcon(status));

    QTreeWidgetItem* task = m_detail->section(tr("Runtime task"));
    m_detail->addRow(task, tr("ID"), d.id);
    m_detail->addRow(task, tr("Service"), m_labels.serviceLabel(d.serviceId));
    m_detail->addRow(task, tr("Node"), m_labels.nodeLabel(d.nodeId));
    m_detail->addStatusRow(task, tr("Status"),
                           d.hasKnownStatus() ? d.status : tr("unknown (\"%1\")").arg(d.status), status);
    if (d.healthStatus)
        m_detail->addStatusRow(task, tr("Health"), *d.healthStatus, healthSeverity(*d.healthStatus));
    else
        m_detail->addRow(task, tr("Health"), tr("not reported"));
    m_detail->addRow(task, tr("Version"), d.version.value_or(QStringLiteral("—")));
    m_detail->addRow(task, tr("Image"),
                     d.usedImageId ? nameWithId(m_labels.imageNames().value(*d.usedImageId), *d.usedImageId)
                                   : tr("not reported"));
    m_detail->addRow(task, tr("Container"), d.containerId.value_or(tr("none yet")));
    m_detail->addRow(task, tr("Deployed"),
                     d.deployedAt ? DetailPane::formatTimestamp(*d.deployedAt) : tr("not deployed yet"));

    QTreeWidgetItem* usage = m_detail->section(tr("Resource usage"));
    if (d.resourceUsage) {
        const core::DeploymentResourceUsage& u = *d.resourceUsage;
        m_detail->addRow(usage, tr("CPU"),
                         u.cpuUsagePercent ? tr("%1 %").arg(*u.cpuUsagePercent, 0, 'f', 1)
                                           : QStringLiteral("—"));
        m_detail->addRow(usage, tr("Memory"),
                         u.memoryUsedMB ? tr("%1 MB").arg(*u.memoryUsedMB, 0, 'f', 0) : QStringLiteral("—"));
        m_detail->addRow(usage, tr("Reported"),
                         u.lastUpdated ? DetailPane::formatTimestamp(*u.lastUpdated) : QStringLiteral("—"));
    } else {
        m_detail->addRow(usage, tr("(not reported)"), QString());
    }

    QTreeWidgetItem* log =
        m_detail->section(tr("Deployment log (%n line(s))", nullptr, int(d.deploymentLog.size())));
    for (qsizetype i = 0; i < d.deploymentLog.size(); ++i)
        m_detail->addRow(log, QString::number(i + 1), d.deploymentLog.at(i));

    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server"));
    m_detail->addJson(all, d.raw);
    all->setExpanded(false);
    log->setExpanded(false); // shown in full, wrapped, under the tree
    m_detail->end();
    if (!d.deploymentLog.isEmpty())
        m_detail->setText(tr("Deployment log"), d.deploymentLog.join(QLatin1Char('\n')));
    updateCharts();
}

void TasksView::setMetrics(core::MetricsFeed* feed)
{
    if (m_metrics)
        disconnect(m_metrics, nullptr, this, nullptr);
    m_metrics = feed;
    if (feed)
        connect(feed, &core::MetricsFeed::updated, this, &TasksView::updateCharts);
    updateCharts();
}

void TasksView::updateCharts()
{
    if (m_shownId.isEmpty() || m_detail->currentKey() != m_shownId)
        return;
    showTaskCharts(m_detail, m_metrics ? m_metrics->history() : nullptr, m_shownId);
    if (const int row = m_chartEvents ? m_model->rowOf(m_shownId) : -1; row >= 0) {
        const Deployment d = m_model->deploymentAt(row);
        m_chartEvents->apply(m_detail, ChartEventSource::taskSubject(d.id, d.nodeId, d.serviceId));
    }
}

} // namespace ui
} // namespace cloudly