#pragma once

#include "core/metrics/metricshistory.h"

#include <QWidget>

namespace cloudly {
namespace ui {
// A tiny chart of one series without axes, e.g. the last hour of a count on an overview tile: each
// connected segment is its own polyline (a gap stays a gap; a lone sample is a dot), scaled from 0 to the
// series' maximum with some headroom, and at least to a minimum span (setMinimumSpan(); a flat or tiny
// series is not drawn as a full-height swing), over the time range given (default: the series' own). The tool
// tip says the value and time of the sample under the mouse (else the range and the newest value). Painted
// directly (a QChartView per tile would cost far more than the few points it shows); draw() paints one into
// any rectangle (the clusters tree's node rows, ui/inventory/nodesparkdelegate).
class Sparkline : public QWidget
{
    Q_OBJECT
public:
    explicit Sparkline(QWidget* parent = nullptr);

    void setSeries(const core::MetricSeries& series);
    // The time range drawn (ms since epoch); from >= to: the series' own.
    void setRange(qint64 from, qint64 to);
    core::MetricSeries series() const { return m_series; }
    // The least top of the vertical scale (default kCountSpan; 100 for a percentage).
    void setMinimumSpan(double span);
    double minimumSpan() const { return m_minimumSpan; }
    int segmentCount() const; // the non-empty segments drawn (tests)
    // The tool tip for the mouse at `x` (widget coordinates): the nearest sample's time and value.
    QString toolTipAt(int x) const;

    // The least top of a count's scale: 0..10 for a series of 0s and 1s, so it reads low, not as a swing.
    static constexpr double kCountSpan = 10;
    // A count's largest value is drawn at 80 % of the height: a flat series reads as a level, not as a box
    // filled to its top edge.
    static constexpr double kCountHeadroom = 1.25;
    // The top of the scale for `series`: its largest finite value times `headroom`, at least `minimumSpan`
    // (and > 0).
    static double ceilingFor(const core::MetricSeries& series, double minimumSpan, double headroom = 1);

    // Paints `series` into `area` over [from, to] (from >= to: the series' own range), scaled from 0 to
    // `ceiling` (<= 0: ceilingFor(series, kCountSpan, kCountHeadroom)); each segment's area under the line is
    // shaded faintly (the level reads at a glance even a few pixels high); a gap stays a gap, a lone sample
    // is a dot (also when it is the only one: then at the right edge, "now"). False: nothing to draw.
    static bool draw(QPainter& painter, const QRectF& area, const core::MetricSeries& series, qint64 from,
                     qint64 to, const QColor& color, double ceiling = 0);
    // The points of `series` at or after `from` (segments left empty are dropped).
    static core::MetricSeries since(const core::MetricSeries& series, qint64 from);
    // The sample of `series` nearest to time `at` (null: none).
    static const core::MetricPoint* nearest(const core::MetricSeries& series, qint64 at);
    // The time at x of `area` when [from, to] is drawn there (from >= to: the series' own range).
    static qint64 timeAt(const core::MetricSeries& series, const QRectF& area, qint64 from, qint64 to,
                         double x);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void updateToolTip();

    core::MetricSeries m_series;
    qint64 m_from = 0;
    qint64 m_to = 0;
    double m_minimumSpan = kCountSpan;
};

} // namespace ui
} // namespace cloudly
