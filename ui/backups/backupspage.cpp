#include "ui/backups/backupspage.h"

#include "core/filter/filterproxymodel.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "core/model/backupsmodel.h"
#include "core/settings/appsettings.h"
#include "ui/backups/backupdetail.h"
#include "ui/backups/coverageview.h"
#include "ui/detail/detailpane.h"
#include "ui/features/columnfit.h"
#include "ui/features/featurenotice.h"
#include "ui/features/featureseverity.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/rowselection.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using core::BackupsModel;

BackupsPage::BackupsPage(core::InventoryHub* hub, const QString& profile, QWidget* parent)
    : InventoryPage(parent), m_hub(hub), m_model(hub->backups()), m_proxy(hub->backupsProxy()),
      m_table(new QTableView(this)), m_coverage(new CoverageView(this)), m_feed(hub->backupsFeed()),
      m_notice(new FeatureNotice(m_feed, tr("backups"), this))
{
    setObjectName(QStringLiteral("backupsPage"));
    m_notice->setObjectName(QStringLiteral("backupsNotOffered"));
    m_table->setObjectName(QStringLiteral("backupsTable"));
    m_table->setAccessibleName(tr("Backups"));
    m_table->setModel(m_proxy);
    setUpTable(m_table);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(BackupsModel::Age, Qt::AscendingOrder); // youngest first
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setItemDelegateForColumn(BackupsModel::Status,
                                      new StatusDelegate(
                                          [](const QModelIndex& index) -> std::optional<Severity> {
                                              return backupStatusSeverity(
                                                  index.data(BackupsModel::StatusRole).toString());
                                          },
                                          m_table));

    auto* content = new QWidget(this);
    auto* split = new QSplitter(Qt::Vertical, content);
    split->addWidget(m_coverage);
    split->addWidget(m_table);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notice);
    layout->addWidget(split, 1);

    Parts parts;
    parts.name = viewName();
    parts.view = m_table;
    parts.setProxy(m_proxy);
    parts.content = content;
    parts.back = false;
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n backup(s)", nullptr, total)
                              : tr("%1 of %n backup(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter backups, e.g. status:failed service:web age:<1d");
    parts.columnIds = m_model->fields();
    parts.pinnedColumn = QStringLiteral("service");
    parts.copy = [](const QModelIndex& index) {
        return QList<CopyEntry>{{tr("Copy backup ID"), index.data(BackupsModel::IdRole).toString()},
                                {tr("Copy service ID"), index.data(BackupsModel::ServiceIdRole).toString()},
                                {tr("Copy cell text"), index.data().toString()}};
    };
    buildPage(parts, hub->settings(), profile);
    fitColumnsOnFirstRows(m_table);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BackupsPage::showSelected);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &BackupsPage::showSelected);
    connect(m_feed, &core::FeatureFeed::freshnessChanged, this,
            [this] { setFreshness(m_feed->freshness()); });
    connect(m_feed, &core::FeatureFeed::stateChanged, this, [this](core::FeatureFeed::State state) {
        m_freshness->setVisible(state != core::FeatureFeed::State::NotOffered); // the notice says it all
    });
    connect(m_hub, &core::InventoryHub::backupsChanged, this, [this] { m_filterBar->updateCount(); });
    connect(m_hub, &core::InventoryHub::coverageChanged, this, &BackupsPage::showCoverage);
    setFreshness(m_feed->freshness());
    showCoverage();
    showSelected();
}

BackupsPage::~BackupsPage() = default;

void BackupsPage::showCoverage()
{
    switch (m_hub->coverageGap()) {
    case core::InventoryHub::CoverageGap::NotOffered:
        m_coverage->showUnavailable(tr("No coverage check: this server does not offer backups."));
        return;
    case core::InventoryHub::CoverageGap::NotLoaded:
        m_coverage->showUnavailable(tr("The coverage check runs once services and backups are loaded."));
        return;
    case core::InventoryHub::CoverageGap::None:
        break;
    }
    m_coverage->setCoverage(m_hub->coverage().value_or(QList<core::BackupCoverage>()));
}

void BackupsPage::showSelected()
{
    const QString id = selectedRowData(m_table, BackupsModel::IdRole);
    const int row = m_model->rowOf(id);
    if (row < 0) {
        m_detail->showPlaceholder(tr("Select a backup to see its snapshots, replication and restores."));
        return;
    }
    const core::BackupRecord& r = m_model->recordAt(row);
    BackupDetail::show(m_detail, r, m_model->cellText(row, BackupsModel::Service),
                       QDateTime::currentMSecsSinceEpoch());
}

} // namespace ui
} // namespace cloudly
