#pragma once

#include "core/metrics/metricshistory.h"

#include <QWidget>

namespace cloudly {
namespace ui {
// A tiny chart of one series without axes, e.g. the last hour of a count on an overview tile: each
// connected segment is its own polyline (a gap stays a gap; a lone sample is a dot), scaled from 0 to the
// series' maximum over the time range given (default: the series' own). The tool tip says the range and the
// newest value. Painted directly (a QChartView per tile would cost far more than the few points it shows).
class Sparkline : public QWidget
{
    Q_OBJECT
public:
    explicit Sparkline(QWidget* parent = nullptr);

    void setSeries(const core::MetricSeries& series);
    // The time range drawn (ms since epoch); from >= to: the series' own.
    void setRange(qint64 from, qint64 to);
    core::MetricSeries series() const { return m_series; }
    int segmentCount() const; // the non-empty segments drawn (tests)

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void updateToolTip();

    core::MetricSeries m_series;
    qint64 m_from = 0;
    qint64 m_to = 0;
};

} // namespace ui
} // namespace cloudly
