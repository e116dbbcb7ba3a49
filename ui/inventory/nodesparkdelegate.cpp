#include "ui/inventory/nodesparkdelegate.h"

#include "core/metrics/metricsfeed.h"
#include "core/model/clustertreemodel.h"
#include "core/util/timefmt.h"
#include "ui/charts/sparkline.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace cloudly {
namespace ui {
namespace {
constexpr qint64 kHourMs = 3600LL * 1000;

// The time drawn: the last hour, or since the history began when it is younger (else it would all sit at
// the right edge), as on the overview.
qint64 drawnFrom(const core::MetricSeries& series, qint64 now)
{
    if (series.isEmpty() || series.first().isEmpty())
        return now - kHourMs;
    return std::clamp(series.first().first().at, now - kHourMs, now - 1);
}
} // namespace

NodeSparkDelegate::NodeSparkDelegate(Classifier classify, QObject* parent)
    : StatusDelegate(std::move(classify), parent)
{}

void NodeSparkDelegate::setMetrics(core::MetricsFeed* feed)
{
    if (m_metrics)
        disconnect(m_metrics, nullptr, this, nullptr);
    m_metrics = feed;
    m_cache.clear();
    if (feed)
        connect(feed, &core::MetricsFeed::updated, this, [this] { m_cache.clear(); });
}

core::MetricSeries NodeSparkDelegate::seriesFor(const QString& nodeId) const
{
    const core::MetricsHistory* history = m_metrics ? m_metrics->history() : nullptr;
    if (nodeId.isEmpty() || !history)
        return {};
    const qint64 t = now();
    if (t - m_cacheNow > 5000) { // "the last hour" moves on even without an update
        m_cache.clear();
        m_cacheNow = t;
    }
    const auto it = m_cache.constFind(nodeId);
    if (it != m_cache.constEnd())
        return *it;
    const core::MetricSeries recent =
        Sparkline::since(history->nodeSeries(nodeId, core::NodeMetric::CpuPercent), t - kHourMs);
    m_cache.insert(nodeId, recent);
    return recent;
}

QRect NodeSparkDelegate::sparkRect(const QRect& cell) const
{
    const int width = std::min(cell.width() / 4, 90); // the role and platform text keeps the most
    if (width < 24)
        return {};
    return QRect(cell.right() - width - 3, cell.top() + 3, width, std::max(cell.height() - 6, 4));
}

void NodeSparkDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const
{
    const QString nodeId = index.data(core::ClusterTreeModel::MetricsNodeRole).toString();
    const core::MetricSeries series = seriesFor(nodeId);
    const QRect spark = series.isEmpty() ? QRect() : sparkRect(option.rect);
    if (spark.isEmpty()) {
        StatusDelegate::paint(painter, option, index);
        return;
    }
    // The cell's background (selection, alternate rows) over the whole cell, then the text ending before
    // the sparkline (elided there, never drawn under it).
    QStyleOptionViewItem background(option);
    initStyleOption(&background, index);
    background.text.clear();
    background.icon = QIcon();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
    QStyleOptionViewItem textOption(option);
    textOption.rect.setRight(spark.left() - 6);
    StatusDelegate::paint(painter, textOption, index);
    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    const QColor line = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight);
    const qint64 t = now();
    if (Sparkline::draw(*painter, QRectF(spark), series, drawnFrom(series, t), t, line,
                        Sparkline::ceilingFor(series, 100)))
        ++m_painted;
    painter->restore();
}

QString NodeSparkDelegate::toolTipFor(const QString& nodeId, const QRect& cell, int x) const
{
    const core::MetricSeries series = seriesFor(nodeId);
    const QRect spark = sparkRect(cell);
    if (series.isEmpty() || spark.isEmpty() || x < spark.left() || x > spark.right())
        return {};
    const qint64 t = now();
    const core::MetricPoint* p =
        Sparkline::nearest(series, Sparkline::timeAt(series, QRectF(spark), drawnFrom(series, t), t, x));
    if (!p)
        return {};
    return tr("CPU %1 % at %2").arg(p->value, 0, 'f', 1).arg(core::displayTime(p->at));
}

bool NodeSparkDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view,
                                  const QStyleOptionViewItem& option, const QModelIndex& index)
{
    if (event && event->type() == QEvent::ToolTip) {
        const QString text = toolTipFor(index.data(core::ClusterTreeModel::MetricsNodeRole).toString(),
                                        option.rect, event->pos().x());
        if (!text.isEmpty()) {
            QToolTip::showText(event->globalPos(), text, view);
            return true;
        }
    }
    return StatusDelegate::helpEvent(event, view, option, index);
}

} // namespace ui
} // namespace cloudly
