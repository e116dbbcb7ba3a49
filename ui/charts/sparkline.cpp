#include "ui/charts/sparkline.h"

#include "core/util/timefmt.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cloudly {
namespace ui {

Sparkline::Sparkline(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sparkline"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    updateToolTip();
}

QSize Sparkline::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 16, fontMetrics().height() + 6};
}

QSize Sparkline::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 6, fontMetrics().height()};
}

void Sparkline::setSeries(const core::MetricSeries& series)
{
    if (series == m_series)
        return;
    m_series = series;
    updateToolTip();
    update();
}

void Sparkline::setRange(qint64 from, qint64 to)
{
    m_from = from;
    m_to = to;
    update();
}

int Sparkline::segmentCount() const
{
    return static_cast<int>(
        std::count_if(m_series.cbegin(), m_series.cend(), [](const auto& s) { return !s.isEmpty(); }));
}

void Sparkline::updateToolTip()
{
    const core::MetricPoint* first = nullptr;
    const core::MetricPoint* last = nullptr;
    for (const core::MetricSegment& s : m_series) {
        if (s.isEmpty())
            continue;
        if (!first)
            first = &s.first();
        last = &s.last();
    }
    if (!first) {
        setToolTip(tr("No history yet"));
        return;
    }
    setToolTip(tr("%1 … %2: now %3")
                   .arg(core::displayTime(first->at), core::displayTime(last->at))
                   .arg(last->value, 0, 'f', 0));
}

void Sparkline::paintEvent(QPaintEvent*)
{
    qint64 from = m_from;
    qint64 to = m_to;
    double maxValue = 0;
    qint64 seriesFrom = std::numeric_limits<qint64>::max();
    qint64 seriesTo = std::numeric_limits<qint64>::min();
    for (const core::MetricSegment& s : m_series) {
        for (const core::MetricPoint& p : s) {
            if (std::isfinite(p.value))
                maxValue = std::max(maxValue, p.value);
            seriesFrom = std::min(seriesFrom, p.at);
            seriesTo = std::max(seriesTo, p.at);
        }
    }
    if (seriesFrom > seriesTo)
        return;
    if (from >= to) {
        from = seriesFrom;
        to = seriesTo;
    }
    if (to <= from)
        to = from + 1;
    if (maxValue <= 0)
        maxValue = 1;

    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    const auto map = [&](const core::MetricPoint& p) {
        const double x =
            area.left() + area.width() * static_cast<double>(p.at - from) / static_cast<double>(to - from);
        const double v = std::isfinite(p.value) ? p.value : 0;
        return QPointF(x, area.bottom() - area.height() * v / maxValue);
    };
    const QColor color = palette().color(QPalette::Highlight);
    QPen pen(color);
    pen.setWidthF(1.5);
    painter.setPen(pen);
    for (const core::MetricSegment& s : m_series) {
        if (s.isEmpty())
            continue;
        if (s.size() == 1) {
            painter.setBrush(color);
            painter.drawEllipse(map(s.first()), 1.5, 1.5);
            painter.setBrush(Qt::NoBrush);
            continue;
        }
        QPainterPath path(map(s.first()));
        for (qsizetype i = 1; i < s.size(); ++i)
            path.lineTo(map(s.at(i)));
        painter.drawPath(path);
    }
}

} // namespace ui
} // namespace cloudly
