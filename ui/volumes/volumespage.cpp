#include "ui/volumes/volumespage.h"

#include "core/filter/filterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/volumesmodel.h"
#include "ui/detail/detailpane.h"
#include "ui/features/columnfit.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/rowselection.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTreeWidgetItem>

namespace cloudly {
namespace ui {
using core::VolumesModel;

VolumesPage::VolumesPage(core::InventoryRefresher* refresher, core::AppSettings* settings,
                         const QString& profile, QWidget* parent)
    : InventoryPage(parent), m_model(new VolumesModel(this)), m_proxy(new core::FilterProxyModel(this)),
      m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("volumesPage"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(VolumesModel::SortRole);
    m_table->setObjectName(QStringLiteral("volumesTable"));
    m_table->setAccessibleName(tr("Volumes"));
    m_table->setModel(m_proxy);
    setUpTable(m_table);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(VolumesModel::Name, Qt::AscendingOrder); // shared volumes side by side
    m_table->horizontalHeader()->setStretchLastSection(true);

    Parts parts;
    parts.name = viewName();
    parts.view = m_table;
    parts.setProxy(m_proxy);
    parts.back = false;
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n volume(s)", nullptr, total)
                              : tr("%1 of %n volume(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter volumes, e.g. shared:yes backup:no driver:local");
    parts.columnIds = m_model->fields();
    parts.pinnedColumn = QStringLiteral("mount");
    parts.copy = [](const QModelIndex& index) {
        return QList<CopyEntry>{{tr("Copy volume name"), index.data(VolumesModel::NameRole).toString()},
                                {tr("Copy service ID"), index.data(VolumesModel::ServiceIdRole).toString()},
                                {tr("Copy cell text"), index.data().toString()}};
    };
    buildPage(parts, settings, profile);
    fitColumnsOnFirstRows(m_table, 32);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &VolumesPage::showSelected);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &VolumesPage::showSelected);
    if (refresher) {
        connect(refresher, &core::InventoryRefresher::servicesUpdated, this, &VolumesPage::setServices);
        const auto updateFreshness = [this, refresher] {
            setFreshness(refresher->freshness(core::InventoryRefresher::Resource::Services));
        };
        connect(refresher, &core::InventoryRefresher::freshnessChanged, this, updateFreshness);
        setServices(refresher->services());
        updateFreshness();
    }
    showSelected();
}

VolumesPage::~VolumesPage() = default;

void VolumesPage::setServices(const QList<core::Service>& services)
{
    m_proxy->beginBatch();
    m_model->setServices(services);
    m_proxy->endBatch();
    m_filterBar->updateCount();
}

void VolumesPage::showSelected()
{
    const QModelIndex current = m_table->selectionModel()->selectedRows().value(0);
    if (!current.isValid()) {
        m_detail->showPlaceholder(tr("Select a volume to see where its name comes from and who shares it."));
        return;
    }
    const int row = m_proxy->mapToSource(current).row();
    const core::VolumeEntry& v = m_model->entryAt(row);
    m_detail->begin(VolumesModel::keyOf(v), tr("Volume %1").arg(v.name));
    QTreeWidgetItem* main = m_detail->section(tr("Volume"));
    for (int column = 0; column < VolumesModel::ColumnCount; ++column) {
        if (column != VolumesModel::Shared && column != VolumesModel::Options)
            m_detail->addRow(main, m_model->headerData(column, Qt::Horizontal).toString(),
                             m_model->cellText(row, column));
    }
    m_detail->addRow(main, tr("Name origin"), VolumesModel::originText(v.nameOrigin));
    QTreeWidgetItem* users = m_detail->section(tr("Other services mounting %1").arg(v.name));
    for (const QString& id : v.sharedWith)
        m_detail->addRow(users, id, QString());
    if (v.sharedWith.isEmpty())
        m_detail->addRow(users, tr("(none: not shared)"), QString());
    QTreeWidgetItem* options = m_detail->section(tr("Driver options"));
    for (auto it = v.options.cbegin(); it != v.options.cend(); ++it)
        m_detail->addRow(options, it.key(), it.value());
    if (v.options.isEmpty())
        m_detail->addRow(options, tr("(none)"), QString());
    m_detail->end();
}

} // namespace ui
} // namespace cloudly
