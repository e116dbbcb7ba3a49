#include "ui/overview/overviewpage.h"

#include "core/alerts/alertengine.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/model/baseosnodesmodel.h"
#include "core/preflight/receiptstore.h"
#include "ui/charts/sparkline.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/overview/overviewnumbers.h"

#include <QDateTime>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using R = core::InventoryRefresher;

OverviewPage::OverviewPage(core::InventoryRefresher* refresher, core::MetricsFeed* metrics,
                           core::preflight::ReceiptStore* receipts, core::AlertEngine* alerts,
                           QWidget* parent)
    : QWidget(parent), m_refresher(refresher), m_metrics(metrics), m_receipts(receipts), m_alerts(alerts)
{
    setObjectName(QStringLiteral("overviewPage"));
    auto* intro = new QLabel(tr("What needs attention right now. Every number opens the list it counts, "
                                "with the filter that produced it."),
                             this);
    intro->setObjectName(QStringLiteral("overviewIntro"));
    intro->setWordWrap(true);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_grid = new QWidget;
    m_grid->setObjectName(QStringLiteral("overviewTiles"));
    auto* grid = new QGridLayout(m_grid);
    grid->setSpacing(12);
    scroll->setWidget(m_grid);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(scroll, 1);

    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &OverviewPage::refresh);
    connect(refresher, &R::deploymentsUpdated, this, &OverviewPage::scheduleRefresh);
    connect(refresher, &R::clustersUpdated, this, &OverviewPage::scheduleRefresh);
    connect(refresher, &R::freshnessChanged, this, [this] {
        updateFreshness();
        scheduleRefresh(); // "not loaded yet" → numbers
    });
    if (receipts) {
        connect(receipts, &core::preflight::ReceiptStore::receiptSaved, this, [this] {
            reloadReceipts();
            scheduleRefresh();
        });
        connect(receipts, &core::preflight::ReceiptStore::receiptRemoved, this, [this] {
            reloadReceipts();
            scheduleRefresh();
        });
    }
    if (alerts) {
        connect(alerts, &core::AlertEngine::alertAdded, this, &OverviewPage::scheduleRefresh);
        connect(alerts, &core::AlertEngine::alertsCleared, this, &OverviewPage::scheduleRefresh);
    }
    if (metrics)
        connect(metrics, &core::MetricsFeed::updated, this, &OverviewPage::updateSparklines);
    reloadReceipts();
    refresh();
}

void OverviewPage::attachHub(core::InventoryHub* hub)
{
    m_hub = hub;
    connect(hub, &core::InventoryHub::coverageChanged, this, &OverviewPage::scheduleRefresh);
    for (core::FeatureFeed* feed : {hub->backupsFeed(), hub->baseOsNodesFeed()}) {
        connect(feed, &core::FeatureFeed::stateChanged, this, &OverviewPage::scheduleRefresh);
        connect(feed, &core::FeatureFeed::freshnessChanged, this, [this] {
            updateFreshness();
            scheduleRefresh();
        });
    }
    const auto reload = [this] {
        m_fleetNodes.clear();
        core::BaseOsNodesModel* nodes = m_hub->baseOsNodes();
        for (int row = 0; row < nodes->rowCount(); ++row)
            m_fleetNodes << nodes->nodeAt(row);
        scheduleRefresh();
    };
    core::BaseOsNodesModel* model = hub->baseOsNodes();
    connect(model, &QAbstractItemModel::modelReset, this, reload);
    connect(model, &QAbstractItemModel::rowsInserted, this, reload);
    connect(model, &QAbstractItemModel::rowsRemoved, this, reload);
    connect(model, &QAbstractItemModel::dataChanged, this, reload);
    reload();
    refresh();
}

core::Freshness OverviewPage::freshnessOf(core::OverviewTile::Source source) const
{
    using Source = core::OverviewTile::Source;
    switch (source) {
    case Source::Tasks:
        return m_refresher->freshness(R::Resource::Deployments);
    case Source::Nodes:
        return m_refresher->freshness(R::Resource::Clusters);
    case Source::Backups:
        return m_hub ? m_hub->backupsFeed()->freshness() : core::Freshness();
    case Source::Fleet:
        return m_hub ? m_hub->baseOsNodesFeed()->freshness() : core::Freshness();
    case Source::Receipts:
    case Source::Alerts:
        break;
    }
    return {};
}

void OverviewPage::updateFreshness()
{
    for (const core::OverviewTile& tile : std::as_const(m_counts.tiles)) {
        const TileWidgets& w = m_tiles.value(tile.id);
        if (w.freshness)
            w.freshness->setFreshness(freshnessOf(tile.source));
    }
}

void OverviewPage::scheduleRefresh()
{
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void OverviewPage::reloadReceipts()
{
    m_receiptList = m_receipts ? m_receipts->list().receipts : QList<core::preflight::Receipt>();
}

void OverviewPage::refresh()
{
    m_coalesce.stop();
    core::OverviewCounts::Input input;
    input.tasks = &m_refresher->deployments();
    input.clusters = &m_refresher->clusters();
    input.receipts = &m_receiptList;
    input.alerts = m_alerts ? &m_alerts->alerts() : nullptr;
    input.tasksLoaded = m_refresher->freshness(R::Resource::Deployments).isLoaded();
    input.clustersLoaded = m_refresher->freshness(R::Resource::Clusters).isLoaded();
    const auto feature = [](const core::FeatureFeed* feed) {
        core::OverviewFeature f;
        f.state = feed->state();
        f.method = feed->method();
        f.hasData = feed->freshness().isLoaded();
        f.stale = feed->freshness().isStale() || feed->isCached();
        f.error = feed->lastError();
        return f;
    };
    std::optional<QList<core::BackupCoverage>> coverage;
    if (m_hub) {
        coverage = m_hub->coverage();
        input.coverage = &coverage;
        input.backups = feature(m_hub->backupsFeed());
    }
    if (m_hub) {
        input.fleetNodes = &m_fleetNodes;
        input.fleet = feature(m_hub->baseOsNodesFeed());
        input.fleetNowMs = m_hub->baseOsNodes()->now();
        input.fleetStaleAfterMs = m_hub->baseOsNodes()->staleAfter();
    }
    input.previous = &m_counts; // an unchanged task table is not counted again
    m_counts = core::OverviewCounts::compute(input);
    using Source = core::OverviewTile::Source;
    for (const core::OverviewTile& tile : std::as_const(m_counts.tiles)) {
        showTile(tile);
        if (m_metrics && tile.source != Source::Tasks && tile.source != Source::Nodes)
            m_metrics->setCounts(tile.id, tile.record);
    }
    updateSparklines();
}

OverviewPage::TileWidgets& OverviewPage::tileWidgets(const core::OverviewTile& tile)
{
    auto it = m_tiles.find(tile.id);
    if (it != m_tiles.end())
        return *it;
    TileWidgets w;
    auto* frame = new QFrame(m_grid);
    frame->setObjectName(QStringLiteral("overviewTile_") + tile.id);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAccessibleName(tile.title);
    auto* box = new QVBoxLayout(frame);
    w.frame = frame;
    w.title = new QLabel(tile.title, frame);
    QFont bold = w.title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    w.title->setFont(bold);
    box->addWidget(w.title);
    using Source = core::OverviewTile::Source;
    if (tile.source != Source::Receipts && tile.source != Source::Alerts) {
        w.freshness = new FreshnessBar(frame);
        w.freshness->setObjectName(QStringLiteral("overviewFreshness_") + tile.id);
        w.freshness->setFreshness(freshnessOf(tile.source));
        box->addWidget(w.freshness);
    } else {
        w.source =
            new QLabel(tile.source == Source::Receipts ? tr("From the preflight receipts on this computer")
                                                       : tr("Raised by this console while it ran"),
                       frame);
        w.source->setWordWrap(true);
        QPalette pal = w.source->palette();
        pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
        w.source->setPalette(pal);
        box->addWidget(w.source);
    }
    w.numbers = new OverviewNumbers(tile.title, frame);
    w.numbers->setObjectName(QStringLiteral("overviewNumbers_") + tile.id);
    const QString id = tile.id;
    connect(w.numbers, &OverviewNumbers::activated, this, [this, id](int index) { activate(id, index); });
    box->addWidget(w.numbers);
    w.details = new QLabel(frame);
    w.details->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    w.details->setWordWrap(true);
    w.details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->addWidget(w.details);
    box->addStretch(1);
    if (!tile.sparkKey.isEmpty()) {
        auto* row = new QHBoxLayout;
        w.spark = new Sparkline(frame);
        w.spark->setObjectName(QStringLiteral("overviewSpark_") + tile.id);
        w.spark->setAccessibleName(tr("%1, last hour").arg(tile.title));
        w.sparkCaption = new QLabel(frame);
        row->addWidget(w.spark, 1);
        row->addWidget(w.sparkCaption);
        box->addLayout(row);
    }
    auto* grid = static_cast<QGridLayout*>(m_grid->layout());
    const int index = static_cast<int>(m_tiles.size());
    grid->addWidget(frame, index / 3, index % 3);
    grid->setRowStretch(index / 3 + 1, 1);
    return *m_tiles.insert(tile.id, w);
}

void OverviewPage::showTile(const core::OverviewTile& tile)
{
    TileWidgets& w = tileWidgets(tile);
    w.numbers->setNumbers(tile.numbers, tile.emptyText);
    w.details->setText(tile.details.join(QLatin1Char('\n')));
    w.details->setVisible(!tile.details.isEmpty());
}

void OverviewPage::updateSparklines()
{
    const core::MetricsHistory* history = m_metrics ? m_metrics->history() : nullptr;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const core::OverviewTile& tile : std::as_const(m_counts.tiles)) {
        const TileWidgets w = m_tiles.value(tile.id);
        if (!w.spark)
            continue;
        const core::MetricSeries series =
            history ? history->countSeries(tile.sparkKey) : core::MetricSeries();
        const core::MetricSeries recent = Sparkline::since(series, now - 3600 * 1000);
        // The last hour, or since the history began when it is younger (else it all sits at the right edge).
        const qint64 first = recent.isEmpty() ? now : recent.first().first().at;
        const bool fullHour = first <= now - 3500 * 1000;
        w.spark->setSeries(recent);
        w.spark->setRange(fullHour ? now - 3600 * 1000 : first, now);
        const QString since = QDateTime::fromMSecsSinceEpoch(first).toString(QStringLiteral("HH:mm"));
        w.sparkCaption->setText(recent.isEmpty() ? tr("%1: no trend yet").arg(tile.sparkLabel)
                                : fullHour       ? tr("%1, last hour").arg(tile.sparkLabel)
                                                 : tr("%1, since %2").arg(tile.sparkLabel, since));
    }
}

OverviewNumbers* OverviewPage::numbers(const QString& tileId) const
{
    return m_tiles.value(tileId).numbers;
}

Sparkline* OverviewPage::sparkline(const QString& tileId) const
{
    return m_tiles.value(tileId).spark;
}

FreshnessBar* OverviewPage::freshnessBar(const QString& tileId) const
{
    return m_tiles.value(tileId).freshness;
}

void OverviewPage::activate(const QString& tileId, int index)
{
    const core::OverviewTile* tile = m_counts.tile(tileId);
    if (!tile || index < 0 || index >= tile->numbers.size())
        return;
    const core::OverviewLink& link = tile->numbers.at(index).link;
    Q_EMIT linkActivated(link.page, link.filter);
}

} // namespace ui
} // namespace cloudly
