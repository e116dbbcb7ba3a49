#pragma once

#include "core/metrics/metricshistory.h"
#include "ui/features/statusdelegate.h"

#include <QHash>
#include <QPointer>

#include <functional>

namespace cloudly {
namespace core {
class MetricsFeed;
} // namespace core
namespace ui {
// The clusters tree's Detail column: the status delegate's text, and on node rows
// (ClusterTreeModel::MetricsNodeRole) a sparkline of the node's CPU use over the last hour (or since the
// history began, when younger) from the metrics history, at the cell's right edge (0–100 %, gaps stay gaps).
// Hovering the sparkline shows the value and time of the nearest sample. The series are read once per history
// update (MetricsFeed::updated), not per paint.
class NodeSparkDelegate : public StatusDelegate
{
    Q_OBJECT
public:
    explicit NodeSparkDelegate(Classifier classify, QObject* parent = nullptr);

    void setMetrics(core::MetricsFeed* feed);
    // The clock of "the last hour" (tests); default: the current time.
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }

    // The series drawn for `nodeId` (the last hour of CPU %; empty: none) and where, for a cell `rect`.
    core::MetricSeries seriesFor(const QString& nodeId) const;
    QRect sparkRect(const QRect& cell) const;
    // What hovering x (within the cell) says: "CPU 34 % at 13:42:10"; empty when there is no sample.
    QString toolTipFor(const QString& nodeId, const QRect& cell, int x) const;
    // How many node sparklines the last paints drew (tests: it really paints from the history).
    int paintedCount() const { return m_painted; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;

private:
    qint64 now() const { return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch(); }

    QPointer<core::MetricsFeed> m_metrics;
    std::function<qint64()> m_clock;
    mutable QHash<QString, core::MetricSeries> m_cache; // node id -> last hour, until the next update
    mutable qint64 m_cacheNow = 0;
    mutable int m_painted = 0;
};

} // namespace ui
} // namespace cloudly
