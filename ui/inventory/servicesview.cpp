#include "ui/inventory/servicesview.h"

#include "core/backup/backuprows.h"
#include "core/filter/filterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/model/servicesmodel.h"
#include "ui/detail/detailpane.h"
#include "ui/features/featureseverity.h"
#include "ui/history/revisionspanel.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/rowselection.h"

#include <QApplication>
#include <QDateTime>
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
            return ServicesView::tr(
                "Watched: failed or unhealthy tasks and backup coverage that is not ok raise an alert");
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
    m_table->setItemDelegateForColumn(
        ServicesModel::Backup, new StatusDelegate(
                                   [](const QModelIndex& index) -> std::optional<Severity> {
                                       // "" ("—": nothing to back up, or not known yet) is drawn plainly.
                                       const QString verdict =
                                           index.data(ServicesModel::CoverageRole).toString();
                                       using V = core::BackupCoverage::Verdict;
                                       for (const V v : {V::Ok, V::Failed, V::Stale, V::Uncovered, V::None}) {
                                           if (core::BackupCoverage::verdictName(v) == verdict)
                                               return coverageSeverity(v);
                                       }
                                       return std::nullopt;
                                   },
                                   m_table));

    Parts parts;
    parts.name = viewName();
    parts.view = m_table;
    parts.setProxy(m_proxy);
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n service(s)", nullptr, total)
                              : tr("%1 of %n service(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter services, e.g. category:workload replicas:>1 image:app* backup:stale web");
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

void ServicesView::setBackups(const QList<core::BackupRecord>& backups)
{
    m_backups = backups;
    m_backupsKnown = true;
    if (!m_detail->currentKey().isEmpty())
        showService(m_detail->currentKey());
}

void ServicesView::setCoverage(const std::optional<QList<core::BackupCoverage>>& coverage)
{
    m_model->setCoverage(coverage); // dataChanged of the selected row shows it again
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
                         "turns unhealthy, its preflight turns NO-GO, or its backup coverage is not ok"));
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
    // The verdicts usually arrive after the first rows: room for the widest one with its icon.
    int verdict = 0;
    for (const auto v : {core::BackupCoverage::Verdict::Uncovered, core::BackupCoverage::Verdict::Failed})
        verdict = std::max(verdict, fontMetrics().horizontalAdvance(ServicesModel::verdictText(v)));
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_table);
    m_table->setColumnWidth(ServicesModel::Backup,
                            std::max(m_table->columnWidth(ServicesModel::Backup), verdict + icon + 20));
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
    addBackupSection(s);
    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server"));
    m_detail->addJson(all, s.raw); // environment values and secrets are redacted (core::isSecretKey)
    m_detail->end();
    if (m_journal)
        showServiceRevisions(m_detail, m_journal->path(), s.id); // the Revisions tab
}

void ServicesView::setJournal(core::JournalFeed* journal)
{
    m_journal = journal;
    if (!journal)
        return;
    const auto refresh = [this] { refreshServiceRevisions(m_detail, m_journal->path()); };
    connect(journal, &core::JournalFeed::revisionsWritten, this, refresh); // a poll is in the file
    connect(journal, &core::JournalFeed::profileChanged, this, refresh);   // another file
}

void ServicesView::addBackupSection(const core::Service& service)
{
    QList<const core::BackupRecord*> records;
    for (const core::BackupRecord& r : std::as_const(m_backups)) {
        if (r.serviceId == service.id)
            records.append(&r);
    }
    const core::BackupCoverage* coverage = m_model->coverageOf(service.id);
    if (!ServicesModel::hasBackupVolumes(service) && records.isEmpty())
        return; // nothing to back up and nothing backed up: no section
    std::sort(records.begin(), records.end(), [](const core::BackupRecord* a, const core::BackupRecord* b) {
        return a->createdAt > b->createdAt;
    });
    QTreeWidgetItem* section = m_detail->section(tr("Backups (%1)").arg(records.size()));
    if (coverage) {
        const Severity severity = coverageSeverity(coverage->verdict);
        m_detail->addStatusRow(section, tr("Coverage"), ServicesModel::verdictText(coverage->verdict),
                               severity);
        for (const QString& reason : coverage->reasons)
            m_detail->addRow(section, tr("Reason"), reason);
    } else if (!ServicesModel::hasBackupVolumes(service)) {
        m_detail->addRow(section, tr("Coverage"), tr("— (nothing to back up)"));
    } else {
        m_detail->addRow(section, tr("Coverage"),
                         m_backupsKnown ? tr("not checked yet") : tr("unknown: backups are not loaded"));
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // backuprows' fields: id, service, status, trigger, age, size, stored, snapshots, replication,
    // requestedby, error
    for (const core::BackupRecord* r : std::as_const(records)) {
        const QStringList cells = core::backuprows::cells(*r, now);
        const auto cell = [&](const QString& field) {
            return cells.value(static_cast<int>(core::backuprows::fields().indexOf(field)));
        };
        QTreeWidgetItem* item =
            m_detail->addStatusRow(section, tr("Backup %1").arg(r->id), cell(QStringLiteral("status")),
                                   backupStatusSeverity(r->status));
        m_detail->addRow(item, tr("Trigger"), cell(QStringLiteral("trigger")));
        m_detail->addRow(item, tr("Age"), cell(QStringLiteral("age")));
        m_detail->addRow(item, tr("Original size"), cell(QStringLiteral("size")));
        m_detail->addRow(item, tr("Stored size"), cell(QStringLiteral("stored")));
        m_detail->addRow(item, tr("Snapshots"), cell(QStringLiteral("snapshots")));
        const QString error = cell(QStringLiteral("error"));
        if (!error.isEmpty() && error != QLatin1String("—"))
            m_detail->addRow(item, tr("Error"), error);
    }
    if (records.isEmpty())
        m_detail->addRow(section, tr("Records"),
                         m_backupsKnown ? tr("no backup of this service") : tr("backups are not loaded"));
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
