#include "ui/fleet/fleetpage.h"

#include "core/filter/filterproxymodel.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"
#include "ui/detail/detailpane.h"
#include "ui/features/columnfit.h"
#include "ui/features/featurenotice.h"
#include "ui/features/featureseverity.h"
#include "ui/fleet/fleetdetail.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using core::BaseOsNodesModel;
using core::ImageBuildsModel;

namespace {

QTableView* makeTable(QWidget* parent, const QString& name, const QString& accessible,
                      core::FilterProxyModel* proxy)
{
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setAccessibleName(accessible);
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

} // namespace

FleetPage::FleetPage(core::InventoryHub* hub, const QString& profile, QWidget* parent)
    : InventoryPage(parent), m_hub(hub), m_nodes(hub->baseOsNodes()), m_builds(hub->imageBuilds()),
      m_nodesProxy(hub->baseOsNodesProxy()), m_buildsProxy(hub->imageBuildsProxy()),
      m_nodesTable(makeTable(this, QStringLiteral("fleetNodesTable"), tr("BaseOS nodes"), m_nodesProxy)),
      m_buildsTable(makeTable(this, QStringLiteral("fleetBuildsTable"), tr("Image builds"), m_buildsProxy)),
      m_nodesFeed(hub->baseOsNodesFeed()), m_buildsFeed(hub->imageBuildsFeed()),
      m_nodesNotice(new FeatureNotice(m_nodesFeed, tr("BaseOS nodes"), this)),
      m_buildsNotice(new FeatureNotice(m_buildsFeed, tr("BaseOS image builds"), this))
{
    setObjectName(QStringLiteral("fleetPage"));
    m_nodesNotice->setObjectName(QStringLiteral("fleetNodesNotOffered"));
    m_buildsNotice->setObjectName(QStringLiteral("fleetBuildsNotOffered"));
    setUpTable(m_nodesTable);
    setUpTable(m_buildsTable);
    m_nodesTable->setItemDelegateForColumn(BaseOsNodesModel::Connection,
                                           new StatusDelegate(
                                               [](const QModelIndex& i) -> std::optional<Severity> {
                                                   return connectionSeverity(
                                                       i.data(BaseOsNodesModel::ConnectionRole).toString());
                                               },
                                               m_nodesTable));
    m_nodesTable->setItemDelegateForColumn(BaseOsNodesModel::Heartbeat,
                                           new StatusDelegate(
                                               [](const QModelIndex& i) -> std::optional<Severity> {
                                                   return i.data(BaseOsNodesModel::StaleRole).toBool()
                                                              ? Severity::Warning
                                                              : Severity::Ok;
                                               },
                                               m_nodesTable));
    m_nodesTable->setItemDelegateForColumn(BaseOsNodesModel::Update,
                                           new StatusDelegate(
                                               [](const QModelIndex& i) -> std::optional<Severity> {
                                                   if (i.data(BaseOsNodesModel::UpdateFailedRole).toBool())
                                                       return Severity::Error;
                                                   return std::nullopt;
                                               },
                                               m_nodesTable));
    m_buildsTable->setItemDelegateForColumn(ImageBuildsModel::Status,
                                            new StatusDelegate(
                                                [](const QModelIndex& i) -> std::optional<Severity> {
                                                    return buildStatusSeverity(
                                                        i.data(ImageBuildsModel::StatusRole).toString());
                                                },
                                                m_buildsTable));
    m_buildsTable->setItemDelegateForColumn(ImageBuildsModel::Expires,
                                            new StatusDelegate(
                                                [](const QModelIndex& i) -> std::optional<Severity> {
                                                    if (i.data(ImageBuildsModel::ExpiredRole).toBool())
                                                        return Severity::Warning;
                                                    return std::nullopt;
                                                },
                                                m_buildsTable));

    auto* content = new QWidget(this);
    auto* split = new QSplitter(Qt::Vertical, content);
    auto* buildsBox = new QWidget(split);
    auto* buildsLayout = new QVBoxLayout(buildsBox);
    buildsLayout->setContentsMargins(0, 0, 0, 0);
    buildsLayout->addWidget(new QLabel(tr("Image builds"), buildsBox));
    buildsLayout->addWidget(m_buildsNotice);
    buildsLayout->addWidget(m_buildsTable, 1);
    split->addWidget(m_nodesTable);
    split->addWidget(buildsBox);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_nodesNotice);
    layout->addWidget(split, 1);

    Parts parts;
    parts.name = viewName();
    parts.view = m_nodesTable;
    parts.setProxy(m_nodesProxy);
    parts.content = content;
    parts.back = false;
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n node(s)", nullptr, total)
                              : tr("%1 of %n node(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter nodes, e.g. stale:yes connection:connected progress:>0 \"update failed\"");
    parts.columnIds = m_nodes->fields();
    parts.pinnedColumn = QStringLiteral("id");
    parts.copy = [](const QModelIndex& index) {
        return QList<CopyEntry>{{tr("Copy node ID"), index.data(BaseOsNodesModel::IdRole).toString()},
                                {tr("Copy cell text"), index.data().toString()}};
    };
    buildPage(parts, hub->settings(), profile);
    placeGlanceColumns();
    fitColumnsOnFirstRows(m_nodesTable, 22);
    fitColumnsOnFirstRows(m_buildsTable, 22);
    m_buildsCopy = new CopySupport(
        m_buildsTable,
        [](const QModelIndex& index) {
            QList<CopyEntry> entries;
            const QString sha = index.data(ImageBuildsModel::Sha256Role).toString();
            if (!sha.isEmpty())
                entries << CopyEntry{tr("Copy SHA-256"), sha};
            entries << CopyEntry{tr("Copy build ID"), index.data(ImageBuildsModel::IdRole).toString()}
                    << CopyEntry{tr("Copy cell text"), index.data().toString()};
            return entries;
        },
        this);

    connect(m_nodesTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &FleetPage::showNode);
    connect(m_buildsTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &FleetPage::showBuild);
    const auto freshness = [this] {
        setFreshness(core::Freshness::combine({m_nodesFeed->freshness(), m_buildsFeed->freshness()}));
    };
    connect(m_nodesFeed, &core::FeatureFeed::freshnessChanged, this, freshness);
    const auto offered = [this] {
        m_freshness->setVisible(m_nodesFeed->state() != core::FeatureFeed::State::NotOffered ||
                                m_buildsFeed->state() != core::FeatureFeed::State::NotOffered);
    };
    connect(m_nodesFeed, &core::FeatureFeed::stateChanged, this, offered);
    connect(m_buildsFeed, &core::FeatureFeed::stateChanged, this, offered);
    connect(m_buildsFeed, &core::FeatureFeed::freshnessChanged, this, freshness);
    connect(m_hub, &core::InventoryHub::baseOsNodesChanged, this, [this] { m_filterBar->updateCount(); });
    freshness();
    offered();
    m_detail->showPlaceholder(tr("Select a node or an image build to see all of its fields."));
}

FleetPage::~FleetPage() = default;

void FleetPage::placeGlanceColumns()
{
    // What matters at a glance first, right after the id: a silent node, a failed update, an expired
    // artifact (the columns keep their ids). Again after every layout restore: a layout saved before these
    // moved (model order) would put "Update" seventh, off the right edge at 1280 px; the user's order of
    // the other columns is kept.
    const auto place = [](QHeaderView* header, const QList<int>& columns) {
        for (int at = 0; at < columns.size(); ++at) {
            const int from = header->visualIndex(columns.at(at));
            if (from >= 0 && from != at)
                header->moveSection(from, at);
        }
    };
    place(m_nodesTable->horizontalHeader(), {BaseOsNodesModel::Id, BaseOsNodesModel::Heartbeat,
                                             BaseOsNodesModel::Stale, BaseOsNodesModel::Update});
    place(m_buildsTable->horizontalHeader(), {ImageBuildsModel::Id, ImageBuildsModel::Status,
                                              ImageBuildsModel::Expires, ImageBuildsModel::Expired});
}

void FleetPage::setProfile(const QString& profile)
{
    InventoryPage::setProfile(profile); // may restore that profile's saved column layout
    placeGlanceColumns();
}

void FleetPage::showNode()
{
    const QModelIndex current = m_nodesTable->selectionModel()->selectedRows().value(0);
    if (!current.isValid())
        return;
    m_buildsTable->clearSelection();
    FleetDetail::showNode(m_detail, *m_nodes, m_nodesProxy->mapToSource(current).row());
}

void FleetPage::showBuild()
{
    const QModelIndex current = m_buildsTable->selectionModel()->selectedRows().value(0);
    if (!current.isValid())
        return;
    m_nodesTable->clearSelection();
    FleetDetail::showBuild(m_detail, *m_builds, m_buildsProxy->mapToSource(current).row());
}

} // namespace ui
} // namespace cloudly
