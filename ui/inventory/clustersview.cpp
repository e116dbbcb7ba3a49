#include "ui/inventory/clustersview.h"
#include "ui/inventory/rowselection.h"

#include "core/filter/treefilterproxymodel.h"
#include "core/metrics/metricsfeed.h"
#include "core/model/clustertreemodel.h"
#include "core/util/timefmt.h"
#include "ui/charts/charteventsource.h"
#include "ui/charts/detailcharts.h"
#include "ui/detail/detailpane.h"
#include "ui/features/statusdelegate.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/inventorytext.h"
#include "ui/inventory/nodesparkdelegate.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

namespace cloudly {
namespace ui {
using core::ClusterTreeModel;

namespace {

std::optional<Severity> statusSeverity(const QModelIndex& index)
{
    const QString kind = index.data(ClusterTreeModel::KindRole).toString();
    const QString status = index.data(ClusterTreeModel::StatusRole).toString();
    if (kind == QLatin1String("cluster"))
        return clusterStatusSeverity(status);
    if (kind == QLatin1String("node"))
        return nodeStatusSeverity(status);
    if (kind == QLatin1String("task")) {
        const QJsonObject raw = index.data(ClusterTreeModel::RawJsonRole).toJsonObject();
        const Severity s = taskStatusSeverity(status);
        if (!raw.contains(QLatin1String("healthStatus")))
            return s;
        return worse(s, healthSeverity(raw.value(QLatin1String("healthStatus")).toString()));
    }
    return std::nullopt;
}

QString platformCell(const core::OciPlatformDescriptorSummary& p)
{
    QString state;
    if (p.runnable && p.manifestPresent)
        state = ClustersView::tr("runnable");
    else if (p.runnable)
        state = ClustersView::tr("manifest missing");
    else
        state = ClustersView::tr("not runnable");
    return p.digest ? ClustersView::tr("%1, %2").arg(state, shortDigest(*p.digest)) : state;
}

} // namespace

ClustersView::ClustersView(core::InventoryRefresher* refresher, core::AppSettings* settings,
                           const QString& profile, QWidget* parent)
    : InventoryPage(parent), m_refresher(refresher), m_model(new ClusterTreeModel(this)),
      m_proxy(new core::TreeFilterProxyModel(this)), m_tree(new QTreeView(this))
{
    setObjectName(QStringLiteral("clustersView"));
    m_proxy->setObjectName(QStringLiteral("clustersProxy"));
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setAutoAcceptChildRows(true);
    // An empty model with the same columns until attachProxy(): the header has its sections for the
    // column setup below and the chooser's restored state, and keeps them when the source is swapped.
    m_proxy->setSourceModel(new ClusterTreeModel(m_proxy));
    m_proxy->setSortRole(ClusterTreeModel::SortRole);

    m_tree->setObjectName(QStringLiteral("clustersTree"));
    m_tree->setAccessibleName(tr("Clusters, nodes and tasks"));
    m_tree->setAccessibleDescription(tr("Enter or double-click on a node shows its runtime tasks"));
    m_tree->setModel(m_proxy);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(ClusterTreeModel::Name, Qt::AscendingOrder);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setExpandsOnDoubleClick(false);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->header()->setStretchLastSection(false);
    auto* nameDelegate =
        new StatusDelegate([](const QModelIndex&) { return std::optional<Severity>(); }, m_tree);
    nameDelegate->setWarningRole(ClusterTreeModel::WarningRole, false);
    m_tree->setItemDelegateForColumn(ClusterTreeModel::Name, nameDelegate);
    m_tree->setItemDelegateForColumn(ClusterTreeModel::Status, new StatusDelegate(statusSeverity, m_tree));
    // Node rows add a sparkline of the last hour's CPU use (setMetrics()).
    auto* detailDelegate =
        new NodeSparkDelegate([](const QModelIndex&) { return std::optional<Severity>(); }, m_tree);
    m_sparkDelegate = detailDelegate;
    detailDelegate->setWarningRole(ClusterTreeModel::WarningRole, true);
    m_tree->setItemDelegateForColumn(ClusterTreeModel::Detail, detailDelegate);
    const int w = fontMetrics().averageCharWidth();
    m_tree->setColumnWidth(ClusterTreeModel::Name, w * 28);
    m_tree->setColumnWidth(ClusterTreeModel::Status, w * 18); // "maintenance", "2/3 online" and an icon
    m_tree->setColumnWidth(ClusterTreeModel::Count, w * 24);
    // The role / platform column gets the room: flagged rows append the platform warning there.
    m_tree->header()->setSectionResizeMode(ClusterTreeModel::Detail, QHeaderView::Stretch);
    m_tree->setTextElideMode(Qt::ElideRight);

    Parts parts;
    parts.name = viewName();
    parts.view = m_tree;
    parts.setProxy(m_proxy);
    parts.countText = [this](int, int) {
        int nodes = 0;
        for (const core::Cluster& c : std::as_const(m_clusters))
            nodes += static_cast<int>(c.data.nodes.size());
        return tr("%n cluster(s)", nullptr, int(m_clusters.size())) + QStringLiteral(", ") +
               tr("%n node(s)", nullptr, nodes);
    };
    parts.placeholder = tr("Filter clusters, nodes and tasks, e.g. status:offline role:*arm64* name:edge-*");
    parts.columnIds = ClusterTreeModel::filterFieldNames();
    parts.pinnedColumn = QStringLiteral("name");
    parts.copy = [](const QModelIndex& index) {
        QList<CopyEntry> entries;
        if (!index.isValid())
            return entries;
        const QString kind = index.data(ClusterTreeModel::KindRole).toString();
        const QString id = index.data(ClusterTreeModel::IdRole).toString();
        const QString label = kind == QLatin1String("cluster") ? tr("Copy cluster ID")
                              : kind == QLatin1String("node")  ? tr("Copy node ID")
                                                               : tr("Copy task ID");
        entries << CopyEntry{label, id};
        const QString name = index.siblingAtColumn(ClusterTreeModel::Name).data().toString();
        entries << CopyEntry{tr("Copy name"), name};
        const QString platform = index.data(ClusterTreeModel::PlatformRole).toString();
        if (!platform.isEmpty())
            entries << CopyEntry{tr("Copy platform"), platform};
        const QString warning = index.data(ClusterTreeModel::WarningRole).toString();
        if (!warning.isEmpty())
            entries << CopyEntry{tr("Copy warning"), warning};
        return entries;
    };
    buildPage(parts, settings, profile);
    m_copy->setMenuExtender([this](QMenu* menu, const QModelIndex& index) {
        const QString kind = index.data(ClusterTreeModel::KindRole).toString();
        const QString id = index.data(ClusterTreeModel::IdRole).toString();
        if (kind == QLatin1String("node")) {
            connect(menu->addAction(tr("Show tasks on this node")), &QAction::triggered, this,
                    [this, id] { Q_EMIT nodeTasksRequested(id); });
        } else if (kind == QLatin1String("task")) {
            const QString serviceId = index.data(ClusterTreeModel::RawJsonRole)
                                          .toJsonObject()
                                          .value(QLatin1String("serviceId"))
                                          .toString();
            connect(menu->addAction(tr("Show all tasks of service %1").arg(m_labels.serviceLabel(serviceId))),
                    &QAction::triggered, this,
                    [this, serviceId] { Q_EMIT serviceTasksRequested(serviceId); });
        }
        menu->addSeparator();
        connect(menu->addAction(tr("Expand all")), &QAction::triggered, m_tree, &QTreeView::expandAll);
        connect(menu->addAction(tr("Collapse to clusters")), &QAction::triggered, m_tree,
                &QTreeView::collapseAll);
    });

    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ClustersView::onSelectionChanged);
    connect(m_tree, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        const QString kind = index.data(ClusterTreeModel::KindRole).toString();
        if (kind == QLatin1String("node"))
            Q_EMIT nodeTasksRequested(index.data(ClusterTreeModel::IdRole).toString());
        else if (kind == QLatin1String("cluster"))
            m_tree->setExpanded(index.siblingAtColumn(0), !m_tree->isExpanded(index.siblingAtColumn(0)));
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ClustersView::onModelDataChanged);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ClustersView::onRowsInserted);
    showItem(QString(), QString());

    if (m_refresher) {
        connect(m_refresher, &core::InventoryRefresher::clustersUpdated, this, &ClustersView::setClusters);
        connect(m_refresher, &core::InventoryRefresher::deploymentsUpdated, this,
                &ClustersView::setDeployments);
        connect(m_refresher, &core::InventoryRefresher::labelsUpdated, this, &ClustersView::applyLabels);
        connect(m_refresher, &core::InventoryRefresher::imagePlatformsUpdated, this,
                [this] { setImagePlatforms(m_refresher->imagePlatforms()); });
        const auto updateFreshness = [this] {
            using R = core::InventoryRefresher::Resource;
            setFreshness(core::Freshness::combine(
                {m_refresher->freshness(R::Clusters), m_refresher->freshness(R::Deployments)}));
        };
        connect(m_refresher, &core::InventoryRefresher::freshnessChanged, this, updateFreshness);
        applyLabels();
        setImagePlatforms(m_refresher->imagePlatforms());
        setClusters(m_refresher->clusters());
        setDeployments(m_refresher->deployments());
        updateFreshness();
    }
}

ClustersView::~ClustersView()
{
    // ~QWidget deletes the children after this view's members are gone: the model dying would reset the
    // proxy, and the filter bar's count callback would read m_clusters, already destroyed (ASan: use after
    // free). The filter bar and the proxy go first, while every member is still alive.
    delete m_filterBar;
    m_filterBar = nullptr;
    delete m_proxy;
    m_proxy = nullptr;
}

core::TreeFilterProxyModel* ClustersView::proxy() const
{
    attachProxy();
    return m_proxy;
}

QTreeView* ClustersView::tree() const
{
    attachProxy();
    return m_tree;
}

void ClustersView::showEvent(QShowEvent* event)
{
    attachProxy();
    QWidget::showEvent(event);
}

void ClustersView::attachProxy() const
{
    if (m_proxyAttached)
        return;
    m_proxyAttached = true;
    QAbstractItemModel* placeholder = m_proxy->sourceModel();
    m_proxy->setSourceModel(m_model); // a reset: same column count, so the header keeps its sections
    delete placeholder;
    auto* self = const_cast<ClustersView*>(this); // NOLINT: lazy initialisation behind const accessors
    self->m_filterBar->updateCount();
    self->onRowsInserted(); // expand the clusters once, select a pending node
}

void ClustersView::setClusters(const QList<core::Cluster>& clusters)
{
    m_clusters = clusters;
    m_model->setClusters(clusters);
    m_filterBar->updateCount();
    expandClustersOnce();
    if (!m_shownId.isEmpty())
        showItem(m_shownKind, m_shownId);
}

void ClustersView::setDeployments(const core::DeploymentTable& deployments)
{
    m_deployments = deployments;
    m_deploymentsChanged = true;
    applyDeployments();
}

void ClustersView::applyLabels()
{
    // The refresher builds the labels once per refresh; an unchanged map is the same shared hash.
    const core::InventoryLabels& labels = m_refresher->labels();
    const bool services = !m_labels.serviceNames().isSharedWith(labels.serviceNames());
    const bool images = !m_labels.imageNames().isSharedWith(labels.imageNames());
    m_labels = labels;
    if (services)
        m_model->setServiceNames(m_labels.serviceNames());
    if (images)
        applyDeployments();
}

void ClustersView::setImagePlatforms(const QList<core::ImagePlatformInfo>& platforms)
{
    m_platforms = platforms;
    m_platformsChanged = true;
    applyDeployments();
}

void ClustersView::applyDeployments()
{
    m_check = core::preparePlatformCheck(m_deployments, m_platforms, m_labels.imageNames());
    m_model->setImageNames(m_check.names);
    m_model->setServiceImages(m_check.imageOfService);
    if (m_platformsChanged) { // setPlatformsByImage() always rebuilds the tree: only when they changed
        m_platformsChanged = false;
        m_model->setPlatformsByImage(m_check.platformsByImage);
    }
    if (m_deploymentsChanged) { // new images or platforms alone: the setters above rebuilt what changed
        m_deploymentsChanged = false;
        m_model->setDeployments(m_deployments);
    }
    if (!m_shownId.isEmpty())
        showItem(m_shownKind, m_shownId);
}

void ClustersView::expandClustersOnce()
{
    if (m_expanded || m_proxy->rowCount() == 0)
        return;
    m_expanded = true;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        m_tree->expand(m_proxy->index(row, 0));
}

void ClustersView::onRowsInserted()
{
    expandClustersOnce();
    if (!m_pendingNode.isEmpty()) {
        const QString node = m_pendingNode;
        if (m_model->findIndex(QStringLiteral("node"), node).isValid())
            showNode(node);
    }
}

QString ClustersView::selectedId() const
{
    const QModelIndexList rows = m_tree->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(ClusterTreeModel::IdRole).toString();
}

QString ClustersView::selectedKind() const
{
    const QModelIndexList rows = m_tree->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(ClusterTreeModel::KindRole).toString();
}

void ClustersView::select(const QString& kind, const QString& id)
{
    attachProxy();
    const QModelIndex source = m_model->findIndex(kind, id);
    if (!source.isValid())
        return;
    QModelIndex index = m_proxy->mapFromSource(source);
    if (!index.isValid() && !m_proxy->filterText().isEmpty()) {
        setFilterText(QString()); // the filter hides it: show everything rather than nothing
        index = m_proxy->mapFromSource(source);
    }
    if (!index.isValid())
        return;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        m_tree->expand(p);
    selectRow(m_tree, index, QAbstractItemView::PositionAtCenter);
    m_tree->setFocus();
}

void ClustersView::showNode(const QString& nodeId)
{
    attachProxy(); // a node still to come is selected from the proxy's rowsInserted
    m_back->setVisible(true);
    if (!m_model->findIndex(QStringLiteral("node"), nodeId).isValid()) {
        m_pendingNode = nodeId; // selected when the clusters arrive
        m_detail->showPlaceholder(tr("Node %1 is not in the inventory (yet).").arg(nodeId));
        return;
    }
    m_pendingNode.clear();
    select(QStringLiteral("node"), nodeId);
}

void ClustersView::showCluster(const QString& clusterId)
{
    select(QStringLiteral("cluster"), clusterId);
}

void ClustersView::onSelectionChanged()
{
    const QString id = selectedId();
    const QString kind = selectedKind();
    if (!kind.isEmpty()) {
        showItem(kind, id);
        return;
    }
    if (!m_shownKind.isEmpty() && m_model->findIndex(m_shownKind, m_shownId).isValid()) {
        const QString hidden = m_shownId;
        m_shownKind.clear();
        m_shownId.clear();
        m_detail->showPlaceholder(tr("The selected item %1 is hidden by the filter.").arg(hidden));
        return;
    }
    showItem(QString(), QString());
}

void ClustersView::onModelDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    if (m_shownKind.isEmpty())
        return;
    const QModelIndex shown = m_model->findIndex(m_shownKind, m_shownId);
    if (shown.isValid() && shown.parent() == topLeft.parent() && shown.row() >= topLeft.row() &&
        shown.row() <= bottomRight.row())
        showItem(m_shownKind, m_shownId);
}

void ClustersView::showItem(const QString& kind, const QString& id)
{
    const QModelIndex index = kind.isEmpty() ? QModelIndex() : m_model->findIndex(kind, id);
    if (!index.isValid()) {
        const bool gone = !kind.isEmpty();
        m_shownKind.clear();
        m_shownId.clear();
        m_detail->showPlaceholder(gone ? tr("%1 is no longer on the server.").arg(id)
                                       : tr("Select a cluster, node or task to see all of its fields. "
                                            "Double-click a node to list its tasks."));
        return;
    }
    m_shownKind = kind;
    m_shownId = id;
    if (kind == QLatin1String("cluster")) {
        for (const core::Cluster& c : std::as_const(m_clusters)) {
            if (c.id == id)
                return showClusterDetail(c);
        }
    } else if (kind == QLatin1String("node")) {
        for (const core::Cluster& c : std::as_const(m_clusters)) {
            for (const core::ClusterNode& n : c.data.nodes) {
                if (n.id == id)
                    return showNodeDetail(n, c.data.name, index);
            }
        }
        // A node only known from tasks (in no cluster).
        m_detail->begin(id, tr("Node %1 (in no known cluster)").arg(id), severityIcon(Severity::Neutral));
        m_detail->addWarning(tr("Tasks run on this node, but no cluster lists it."));
        m_detail->end();
        return;
    } else if (kind == QLatin1String("task")) {
        const QByteArray wanted = id.toUtf8();
        for (qsizetype row = 0; row < m_deployments.size(); ++row) {
            if (m_deployments.idUtf8(row) == wanted)
                return showTaskDetail(m_deployments.at(row), index);
        }
    }
    m_detail->showPlaceholder(tr("%1 is no longer on the server.").arg(id));
}

void ClustersView::showClusterDetail(const core::Cluster& cluster)
{
    const QModelIndex index = m_model->findIndex(QStringLiteral("cluster"), cluster.id);
    const QString status = index.data(ClusterTreeModel::StatusRole).toString();
    const Severity severity = clusterStatusSeverity(status);
    m_detail->begin(cluster.id, tr("Cluster %1").arg(cluster.data.name), severityIcon(severity));
    m_detail->addWarning(index.data(ClusterTreeModel::WarningRole).toString());
    QTreeWidgetItem* s = m_detail->section(tr("Cluster"));
    m_detail->addRow(s, tr("Name"), cluster.data.name);
    m_detail->addRow(s, tr("ID"), cluster.id);
    m_detail->addStatusRow(s, tr("Status"), index.siblingAtColumn(ClusterTreeModel::Status).data().toString(),
                           severity);
    m_detail->addRow(s, tr("Setup mode"),
                     cluster.effectiveSetupMode() + (cluster.data.setupMode ? QString() : tr(" (default)")));
    m_detail->addRow(s, tr("Machine user"), cluster.data.userId.value_or(QStringLiteral("—")));
    m_detail->addRow(s, tr("Cloudly URL"), cluster.data.cloudlyUrl.value_or(QStringLiteral("—")));
    m_detail->addRow(s, tr("Contents"), index.siblingAtColumn(ClusterTreeModel::Count).data().toString());
    QTreeWidgetItem* acme = m_detail->section(tr("ACME"));
    if (cluster.data.acmeInfo) {
        m_detail->addRow(acme, tr("Server address"),
                         cluster.data.acmeInfo->serverAddress.value_or(QStringLiteral("—")));
        m_detail->addRow(acme, tr("Server secret"),
                         cluster.data.acmeInfo->hasServerSecret() ? tr("set (never shown)") : tr("not set"));
    } else {
        m_detail->addRow(acme, tr("(not configured)"), QString());
    }
    QTreeWidgetItem* nodes = m_detail->section(tr("Nodes (%1)").arg(cluster.data.nodes.size()));
    for (const core::ClusterNode& n : cluster.data.nodes)
        m_detail->addStatusRow(nodes, n.displayName(), n.data.status.value_or(tr("unknown")),
                               nodeStatusSeverity(n.data.status.value_or(QString())));
    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server (secrets hidden)"));
    m_detail->addJson(all, cluster.redactedJson());
    all->setExpanded(false);
    m_detail->end();
}

void ClustersView::showNodeDetail(const core::ClusterNode& node, const QString& clusterName,
                                  const QModelIndex& index)
{
    const QString status = node.data.status.value_or(QString());
    const Severity severity = nodeStatusSeverity(status);
    m_detail->begin(node.id, tr("Node %1").arg(node.displayName()), severityIcon(severity));
    const QString warning = index.data(ClusterTreeModel::WarningRole).toString();
    for (const QString& line : warning.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        m_detail->addWarning(tr("Architecture check: %1").arg(line));
    const core::ClusterNodeData& d = node.data;
    QTreeWidgetItem* s = m_detail->section(tr("Node"));
    m_detail->addRow(s, tr("Name"), node.displayName());
    m_detail->addRow(s, tr("ID"), node.id);
    m_detail->addRow(s, tr("Cluster"), nameWithId(clusterName, d.clusterId.value_or(QString())));
    m_detail->addStatusRow(s, tr("Status"), status.isEmpty() ? tr("unknown") : status, severity);
    m_detail->addRow(s, tr("Role"), d.role.value_or(QStringLiteral("—")));
    m_detail->addRow(s, tr("Type"), d.nodeType.value_or(QStringLiteral("—")));
    const QString platform = core::PlatformCheck::nodePlatform(node);
    m_detail->addRow(s, tr("Platform"),
                     platform.isEmpty() ? tr("unknown (no architecture reported)") : platform);
    m_detail->addRow(s, tr("Bare metal"), d.baremetalId.value_or(QStringLiteral("—")));
    m_detail->addRow(s, tr("Swarm node"), d.swarmNodeId.value_or(QStringLiteral("—")));
    m_detail->addRow(s, tr("Joined"),
                     d.joinedAt ? DetailPane::formatTimestamp(*d.joinedAt) : QStringLiteral("—"));
    m_detail->addRow(s, tr("Last health check"),
                     d.lastHealthCheck ? DetailPane::formatTimestamp(*d.lastHealthCheck)
                                       : QStringLiteral("—"));

    QTreeWidgetItem* m = m_detail->section(tr("Metrics"));
    if (d.metrics) {
        const core::ClusterNodeMetrics& x = *d.metrics;
        const auto num = [](const std::optional<double>& v, int decimals) {
            return v ? QString::number(*v, 'f', decimals) : QStringLiteral("—");
        };
        m_detail->addRow(m, tr("CPU"),
                         x.cpuUsagePercent ? tr("%1 %").arg(num(x.cpuUsagePercent, 1)) : QStringLiteral("—"));
        m_detail->addRow(
            m, tr("Memory"),
            tr("%1 MB used, %2 MB available").arg(num(x.memoryUsedMB, 0), num(x.memoryAvailableMB, 0)));
        m_detail->addRow(
            m, tr("Disk"),
            tr("%1 GB used, %2 GB available").arg(num(x.diskUsedGB, 1), num(x.diskAvailableGB, 1)));
        m_detail->addRow(m, tr("Containers"),
                         x.containerCount ? QString::number(*x.containerCount) : QStringLiteral("—"));
        m_detail->addRow(m, tr("Reported"),
                         x.timestamp ? DetailPane::formatTimestamp(*x.timestamp) : QStringLiteral("—"));
    } else {
        m_detail->addRow(m, tr("(no metrics reported)"), QString());
    }

    // The images this node's tasks run and what the console knows about their platforms.
    QTreeWidgetItem* check = m_detail->section(tr("Architecture check"));
    QStringList keys;
    for (qsizetype row = 0; row < m_deployments.size() && !m_check.sources.isEmpty(); ++row) {
        if (m_deployments.nodeId(row) != node.id)
            continue;
        const QString key = m_check.sourceKeyOf(m_deployments.serviceId(row), m_deployments.usedImageId(row));
        if (!key.isEmpty() && !keys.contains(key))
            keys << key;
    }
    if (platform.isEmpty()) {
        m_detail->addRow(check, tr("(not possible: the node reports no architecture)"), QString());
    } else if (keys.isEmpty()) {
        m_detail->addRow(
            check, tr("(no platform data for the images of its tasks: run a preflight for their services)"),
            QString());
    }
    for (const QString& key : std::as_const(keys)) {
        const core::ImagePlatformInfo info = m_check.sources.value(key);
        const QString source = info.source == core::ImagePlatformInfo::Source::Server
                                   ? tr("getImagePlatforms")
                                   : tr("preflight report of %1").arg(m_labels.serviceLabel(info.serviceId));
        bool runnable = false;
        for (const core::OciPlatformDescriptorSummary& p : info.image.platforms)
            runnable = runnable || (p.platform() == platform && p.runnable && p.manifestPresent);
        QTreeWidgetItem* image = m_detail->addRow(check, tr("Image"), info.image.label);
        if (!runnable)
            image->setIcon(1, severityIcon(Severity::Warning));
        m_detail->addStatusRow(image, tr("Runs on %1").arg(platform), runnable ? tr("yes") : tr("no"),
                               runnable ? Severity::Ok : Severity::Warning);
        m_detail->addRow(image, tr("Source"), tr("%1, %2").arg(source, core::displayTime(info.observedAt)));
        m_detail->addRow(image, tr("Index digest"),
                         info.image.digest.isEmpty() ? QStringLiteral("—") : info.image.digest);
        for (const core::OciPlatformDescriptorSummary& p : info.image.platforms) {
            QTreeWidgetItem* row = m_detail->addRow(image, p.platform(), platformCell(p));
            if (p.platform() == platform)
                row->setIcon(1,
                             severityIcon(p.runnable && p.manifestPresent ? Severity::Ok : Severity::Error));
        }
        image->setExpanded(true);
    }

    QTreeWidgetItem* tasks = m_detail->section(
        tr("Tasks (%1)").arg(index.siblingAtColumn(ClusterTreeModel::Count).data().toString()));
    for (qsizetype r = 0; r < m_deployments.size(); ++r) {
        if (m_deployments.nodeId(r) != node.id)
            continue;
        const QString& taskStatus = m_deployments.status(r);
        const QString& serviceId = m_deployments.serviceId(r);
        const std::optional<QString> health = m_deployments.healthStatus(r);
        const QString state = health ? taskStatus + QStringLiteral(" · ") + *health : taskStatus;
        QTreeWidgetItem* row =
            m_detail->addStatusRow(tasks, m_labels.serviceNames().value(serviceId, serviceId),
                                   tr("%1 (%2)").arg(state, m_deployments.id(r)),
                                   health ? worse(taskStatusSeverity(taskStatus), healthSeverity(*health))
                                          : taskStatusSeverity(taskStatus));
        row->setToolTip(0, m_labels.serviceLabel(serviceId));
    }
    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server"));
    m_detail->addJson(all, node.raw);
    all->setExpanded(false);
    m_detail->end();
    updateCharts();
}

void ClustersView::showTaskDetail(const core::Deployment& d, const QModelIndex& index)
{
    const Severity severity = statusSeverity(index).value_or(Severity::Neutral);
    m_detail->begin(d.id, tr("Task %1").arg(d.id), severityIcon(severity));
    m_detail->addWarning(index.data(ClusterTreeModel::WarningRole).toString());
    QTreeWidgetItem* s = m_detail->section(tr("Runtime task"));
    m_detail->addRow(s, tr("ID"), d.id);
    m_detail->addRow(s, tr("Service"), m_labels.serviceLabel(d.serviceId));
    m_detail->addRow(s, tr("Node"), d.nodeId);
    m_detail->addStatusRow(s, tr("Status"), d.status, taskStatusSeverity(d.status));
    if (d.healthStatus)
        m_detail->addStatusRow(s, tr("Health"), *d.healthStatus, healthSeverity(*d.healthStatus));
    m_detail->addRow(s, tr("Image"),
                     d.usedImageId ? nameWithId(m_labels.imageNames().value(*d.usedImageId), *d.usedImageId)
                                   : tr("not reported"));
    m_detail->addRow(s, tr("Version"), d.version.value_or(QStringLiteral("—")));
    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server"));
    m_detail->addJson(all, d.raw);
    m_detail->end();
    if (!d.deploymentLog.isEmpty())
        m_detail->setText(tr("Deployment log"), d.deploymentLog.join(QLatin1Char('\n')));
    updateCharts();
}

void ClustersView::setMetrics(core::MetricsFeed* feed)
{
    if (m_metrics)
        disconnect(m_metrics, nullptr, this, nullptr);
    m_metrics = feed;
    m_sparkDelegate->setMetrics(feed);
    if (feed) {
        connect(feed, &core::MetricsFeed::updated, this, &ClustersView::updateCharts);
        connect(feed, &core::MetricsFeed::updated, m_tree->viewport(), qOverload<>(&QWidget::update));
    }
    updateCharts();
}

void ClustersView::updateCharts()
{
    if (m_shownId.isEmpty() || m_detail->currentKey() != m_shownId)
        return;
    const core::MetricsHistory* history = m_metrics ? m_metrics->history() : nullptr;
    if (m_shownKind == QLatin1String("node"))
        showNodeCharts(m_detail, history, m_shownId);
    else if (m_shownKind == QLatin1String("task"))
        showTaskCharts(m_detail, history, m_shownId);
    if (!m_chartEvents)
        return;
    if (m_shownKind == QLatin1String("node")) {
        m_chartEvents->apply(m_detail, ChartEventSource::nodeSubject(m_shownId, m_deployments));
        return;
    }
    for (qsizetype i = 0; m_shownKind == QLatin1String("task") && i < m_deployments.size(); ++i)
        if (m_deployments.id(i) == m_shownId)
            return m_chartEvents->apply(m_detail,
                                        ChartEventSource::taskSubject(m_shownId, m_deployments.nodeId(i),
                                                                      m_deployments.serviceId(i)));
}

} // namespace ui
} // namespace cloudly