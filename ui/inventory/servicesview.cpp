#include "ui/inventory/servicesview.h"

#include "core/inventory/inventoryrefresher.h"
#include "core/model/filterproxymodel.h"
#include "core/model/servicesmodel.h"
#include "ui/inventory/detailpane.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/rowselection.h"

#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLocale>
#include <QMenu>
#include <QStyle>
#include <QTableView>
#include <QTreeWidget>

namespace cloudly {
namespace ui {
using core::ServicesModel;

namespace {

// Marks watched services (alerts) with an icon and a tooltip in the name column.
class WatchMarkProxy : public core::FilterProxyModel
{
public:
    WatchMarkProxy(const QSet<QString>* watched, QObject* parent)
        : FilterProxyModel(parent), m_watched(watched)
    {}

    QVariant data(const QModelIndex& index, int role) const override
    {
        if (index.column() == ServicesModel::Name &&
            (role == Qt::DecorationRole || role == Qt::ToolTipRole ||
             role == Qt::AccessibleDescriptionRole) &&
            m_watched->contains(index.data(ServicesModel::IdRole).toString())) {
            if (role == Qt::DecorationRole)
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
            return ServicesView::tr("Watched: failed or unhealthy tasks raise an alert");
        }
        return FilterProxyModel::data(index, role);
    }

private:
    const QSet<QString>* m_watched;
};

} // namespace

ServicesView::ServicesView(core::InventoryRefresher* refresher, ServicesModel* model,
                           core::AppSettings* settings, const QString& profile, QWidget* parent)
    : InventoryPage(parent), m_model(model), m_proxy(new WatchMarkProxy(&m_watched, this)),
      m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("servicesView"));
    m_proxy->setObjectName(QStringLiteral("servicesProxy"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ServicesModel::SortRole);

    m_table->setObjectName(QStringLiteral("servicesTable"));
    m_table->setAccessibleName(tr("Services"));
    m_table->setAccessibleDescription(tr("Enter or double-click shows the runtime tasks of the service"));
    // Connected before the view's selection model so these run first: selection changes Qt makes while rows
    // leave or move (filtered out, removed) are not taken for the user's choice.
    const auto beginChange = [this] { ++m_structureChanges; };
    const auto endChange = [this] {
        m_structureChanges = std::max(0, m_structureChanges - 1);
        if (m_structureChanges == 0)
            syncSelection();
    };
    using M = QAbstractItemModel;
    connect(m_proxy, &M::rowsAboutToBeRemoved, this, beginChange);
    connect(m_proxy, &M::rowsAboutToBeInserted, this, beginChange);
    connect(m_proxy, &M::rowsAboutToBeMoved, this, beginChange);
    connect(m_proxy, &M::layoutAboutToBeChanged, this, beginChange);
    connect(m_proxy, &M::modelAboutToBeReset, this, beginChange);
    connect(m_proxy, &M::rowsRemoved, this, endChange);
    connect(m_proxy, &M::rowsInserted, this, endChange);
    connect(m_proxy, &M::rowsMoved, this, endChange);
    connect(m_proxy, &M::layoutChanged, this, endChange);
    connect(m_proxy, &M::modelReset, this, endChange);
    m_table->setModel(m_proxy);
    setUpTable(m_table);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->horizontalHeader()->setStretchLastSection(true);

    Parts parts;
    parts.name = viewName();
    parts.view = m_table;
    parts.proxy = m_proxy;
    parts.filter = m_proxy->filterState();
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n service(s)", nullptr, total)
                              : tr("%1 of %n service(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter services, e.g. category:workload replicas:>1 image:app* web");
    parts.columnIds = ServicesModel::filterFieldNames();
    parts.pinnedColumn = QStringLiteral("name");
    parts.back = false;
    parts.copy = [](const QModelIndex& index) {
        QList<CopyEntry> entries;
        if (index.isValid())
            entries << CopyEntry{tr("Copy service ID"), index.data(ServicesModel::IdRole).toString()}
                    << CopyEntry{tr("Copy service name"),
                                 index.siblingAtColumn(ServicesModel::Name).data().toString()}
                    << CopyEntry{tr("Copy cell text"), index.data(Qt::DisplayRole).toString()};
        return entries;
    };
    buildPage(parts, settings, profile);
    // Only now: sorting changes the layout, and syncSelection() needs the detail pane.
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ServicesModel::Name, Qt::AscendingOrder);
    m_detail->setObjectName(QStringLiteral("serviceDetail"));
    m_detail->setAccessibleName(tr("Service details"));
    m_copy->setMenuExtender([this](QMenu* menu, const QModelIndex& index) {
        menu->addSeparator();
        addActions(menu, index.data(ServicesModel::IdRole).toString());
    });

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ServicesView::onSelectionChanged);
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        Q_EMIT tasksRequested(index.data(ServicesModel::IdRole).toString());
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                const int row = m_model->rowOf(m_detail->currentKey());
                if (row >= topLeft.row() && row <= bottomRight.row())
                    showService(m_detail->currentKey());
            });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ServicesView::fitColumnsOnce);
    if (refresher) {
        const auto updateFreshness = [this, refresher] {
            setFreshness(refresher->freshness(core::InventoryRefresher::Resource::Services));
        };
        connect(refresher, &core::InventoryRefresher::freshnessChanged, this, updateFreshness);
        updateFreshness();
    }
    fitColumnsOnce();
    syncSelection();
}

ServicesView::~ServicesView() = default;

QLabel* ServicesView::filterErrorLabel() const
{
    return m_filterBar->errorLabel();
}

void ServicesView::setWatchedServices(const QStringList& ids)
{
    const QSet<QString> next(ids.begin(), ids.end());
    if (next == m_watched)
        return;
    m_watched = next;
    if (m_proxy->rowCount() > 0)
        Q_EMIT m_proxy->dataChanged(m_proxy->index(0, ServicesModel::Name),
                                    m_proxy->index(m_proxy->rowCount() - 1, ServicesModel::Name));
}

QMenu* ServicesView::createContextMenu(const QString& serviceId, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    addActions(menu, serviceId);
    return menu;
}

void ServicesView::addActions(QMenu* menu, const QString& serviceId)
{
    QAction* watch =
        menu->addAction(isWatched(serviceId) ? tr("Stop watching service") : tr("Watch service"));
    watch->setObjectName(QStringLiteral("watchService"));
    watch->setCheckable(true);
    watch->setChecked(isWatched(serviceId));
    watch->setToolTip(tr("Raise an alert (and a desktop notification) when a task of this service fails or "
                         "turns unhealthy, or its preflight turns NO-GO"));
    connect(watch, &QAction::triggered, this,
            [this, serviceId](bool checked) { Q_EMIT watchToggled(serviceId, checked); });
    QAction* tasks = menu->addAction(tr("Show runtime tasks"));
    tasks->setObjectName(QStringLiteral("showTasks"));
    connect(tasks, &QAction::triggered, this, [this, serviceId] { Q_EMIT tasksRequested(serviceId); });
}

void ServicesView::fitColumnsOnce()
{
    if (m_columnsFitted || m_proxy->rowCount() == 0)
        return;
    m_columnsFitted = true;
    m_table->resizeColumnsToContents();
    // Keep long ids and image names from pushing the other columns out of view.
    const int cap = fontMetrics().averageCharWidth() * 28;
    for (int c = 0; c < ServicesModel::ColumnCount; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), cap));
}

QString ServicesView::selectedServiceId() const
{
    return selectedRowData(m_table, ServicesModel::IdRole);
}

bool ServicesView::selectService(const QString& id)
{
    const int row = m_model->rowOf(id);
    const QModelIndex index = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    selectRow(m_table, index);
    return true;
}

bool ServicesView::isShown(const QString& id) const
{
    const int row = m_model->rowOf(id);
    return row >= 0 && m_proxy->mapFromSource(m_model->index(row, 0)).isValid();
}

void ServicesView::onSelectionChanged()
{
    if (m_structureChanges > 0)
        return; // decided in syncSelection() once the rows have settled
    const QString selected = selectedServiceId();
    if (selected.isEmpty() && !m_wantedId.isEmpty() && !isShown(m_wantedId)) {
        syncSelection(); // Qt dropped a row a filter hid or the server removed: not the user's choice
        return;
    }
    m_wantedId = selected;
    showService(selected);
}

void ServicesView::syncSelection()
{
    // The user's choice stays selected while it is visible, comes back when a filter stops hiding it, and
    // is never replaced by a neighbouring row behind the user's back.
    if (m_wantedId.isEmpty() || selectedServiceId() == m_wantedId) {
        showService(m_wantedId);
        return;
    }
    if (selectService(m_wantedId))
        return; // onSelectionChanged() shows it
    {
        const QSignalBlocker blocker(m_table->selectionModel());
        m_table->selectionModel()->clear();
    }
    m_table->viewport()->update();
    const bool exists = m_model->rowOf(m_wantedId) >= 0;
    m_detail->showPlaceholder(
        exists ? tr("The selected service %1 is hidden by the filter.").arg(m_wantedId)
               : tr("The selected service %1 is no longer on the server.").arg(m_wantedId));
}

void ServicesView::showService(const QString& id)
{
    const int row = id.isEmpty() ? -1 : m_model->rowOf(id);
    if (row < 0) {
        m_detail->showPlaceholder(tr("Select a service to see all of its fields. Double-click it to show its "
                                     "runtime tasks."));
        return;
    }
    const core::Service& s = m_model->serviceAt(row);
    const core::ServiceData& d = s.data;
    const auto cell = [&](int column) { return m_model->index(row, column).data().toString(); };
    m_detail->begin(s.id, tr("Service %1").arg(d.name));
    QTreeWidgetItem* general = m_detail->section(tr("Service"));
    m_detail->addRow(general, tr("Name"), d.name);
    m_detail->addRow(general, tr("ID"), s.id);
    m_detail->addRow(general, tr("Category"), cell(ServicesModel::Category));
    m_detail->addRow(general, tr("Deployment strategy"), cell(ServicesModel::Strategy));
    m_detail->addRow(general, tr("Image"), cell(ServicesModel::Image));
    m_detail->addRow(general, tr("Scale"), cell(ServicesModel::Replicas));
    m_detail->addRow(general, tr("Ports"), cell(ServicesModel::Ports));
    if (!d.domains.isEmpty()) { // "https://www.example.com:443", one per line in the column's tooltip
        QTreeWidgetItem* domains = m_detail->section(tr("Domains (%1)").arg(d.domains.size()));
        const QString lines = m_model->index(row, ServicesModel::Domains).data(Qt::ToolTipRole).toString();
        for (const QString& line : lines.split(QLatin1Char('\n')))
            m_detail->addRow(domains, tr("Domain"), line);
    }
    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server"));
    m_detail->addJson(all, s.raw); // environment values and secrets are redacted (core::isSecretKey)
    m_detail->end();
}

void ServicesView::setDataStatus(const QDateTime& lastUpdated, const QString& staleReason)
{
    if (m_lastUpdated == lastUpdated && m_staleReason == staleReason)
        return;
    m_lastUpdated = lastUpdated;
    m_staleReason = staleReason;
    Q_EMIT dataStatusChanged();
}

QString ServicesView::dataStatusText() const
{
    if (!m_lastUpdated.isValid()) {
        return m_staleReason.isEmpty() ? tr("Services not loaded yet")
                                       : tr("Services not loaded: %1").arg(m_staleReason);
    }
    const QString time = QLocale().toString(m_lastUpdated.time(), QStringLiteral("HH:mm:ss"));
    return m_staleReason.isEmpty() ? tr("Services last updated %1").arg(time)
                                   : tr("Services last updated %1, stale: %2").arg(time, m_staleReason);
}

} // namespace ui
} // namespace cloudly
