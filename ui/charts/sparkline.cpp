#include "ui/charts/sparkline.h"

#include "core/util/timefmt.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

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

void Sparkline::setMinimumSpan(double span)
{
    m_minimumSpan = span;
    update();
}

double Sparkline::ceilingFor(const core::MetricSeries& series, double minimumSpan, double headroom)
{
    double top = 0;
    for (const core::MetricSegment& s : series)
        for (const core::MetricPoint& p : s)
            if (std::isfinite(p.value))
                top = std::max(top, p.value);
    top *= std::isfinite(headroom) && headroom >= 1 ? headroom : 1;
    if (std::isfinite(minimumSpan))
        top = std::max(top, minimumSpan);
    return top > 0 ? top : 1;
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

namespace {
// The time range drawn: [from, to], or the series' own when from >= to; false when the series is empty.
bool drawnRange(const core::MetricSeries& series, qint64& from, qint64& to)
{
    qint64 seriesFrom = std::numeric_limits<qint64>::max();
    qint64 seriesTo = std::numeric_limits<qint64>::min();
    for (const core::MetricSegment& s : series) {
        if (s.isEmpty())
            continue;
        seriesFrom = std::min(seriesFrom, s.first().at);
        seriesTo = std::max(seriesTo, s.last().at);
    }
    if (seriesFrom > seriesTo)
        return false;
    if (from >= to) {
        from = seriesFrom;
        to = seriesTo;
    }
    if (to <= from)
        to = from + 1;
    return true;
}
} // namespace

bool Sparkline::draw(QPainter& painter, const QRectF& area, const core::MetricSeries& series, qint64 from,
                     qint64 to, const QColor& color, double ceiling)
{
    const bool givenRange = from < to;
    if (!drawnRange(series, from, to))
        return false;
    const double maxValue = ceiling > 0 ? ceiling : ceilingFor(series, kCountSpan, kCountHeadroom);
    // One sample and no range of its own: it is the newest, at the right edge (not at the left one, which
    // reads as "an hour ago").
    const bool lone = !givenRange && to == from + 1;
    const auto map = [&](const core::MetricPoint& p) {
        const double x = lone ? area.right() - 2
                              : area.left() + area.width() * static_cast<double>(p.at - from) /
                                                  static_cast<double>(to - from);
        const double v = std::isfinite(p.value) ? std::clamp(p.value, 0.0, maxValue) : 0;
        return QPointF(x, area.bottom() - area.height() * v / maxValue);
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(color);
    pen.setWidthF(1.5);
    painter.setPen(pen);
    for (const core::MetricSegment& s : series) {
        if (s.isEmpty())
            continue;
        if (s.size() == 1) {
            painter.setBrush(color);
            painter.drawEllipse(map(s.first()), 2, 2);
            painter.setBrush(Qt::NoBrush);
            continue;
        }
        QPainterPath path(map(s.first()));
        for (qsizetype i = 1; i < s.size(); ++i)
            path.lineTo(map(s.at(i)));
        QPainterPath under = path;
        under.lineTo(map(s.last()).x(), area.bottom());
        under.lineTo(map(s.first()).x(), area.bottom());
        under.closeSubpath();
        QColor shade = color;
        shade.setAlpha(60);
        painter.fillPath(under, shade);
        painter.drawPath(path);
    }
    painter.restore();
    return true;
}

core::MetricSeries Sparkline::since(const core::MetricSeries& series, qint64 from)
{
    core::MetricSeries out;
    for (const core::MetricSegment& segment : series) {
        const auto first = std::find_if(segment.cbegin(), segment.cend(),
                                        [from](const core::MetricPoint& p) { return p.at >= from; });
        if (first == segment.cbegin())
            out << segment;
        else if (first != segment.cend())
            out << core::MetricSegment(first, segment.cend());
    }
    return out;
}

const core::MetricPoint* Sparkline::nearest(const core::MetricSeries& series, qint64 at)
{
    const core::MetricPoint* best = nullptr;
    qint64 bestDistance = std::numeric_limits<qint64>::max();
    for (const core::MetricSegment& s : series) {
        for (const core::MetricPoint& p : s) {
            const qint64 distance = p.at > at ? p.at - at : at - p.at;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = &p;
            }
        }
    }
    return best;
}

qint64 Sparkline::timeAt(const core::MetricSeries& series, const QRectF& area, qint64 from, qint64 to,
                         double x)
{
    if (!drawnRange(series, from, to) || area.width() <= 0)
        return from;
    const double f = std::clamp((x - area.left()) / area.width(), 0.0, 1.0);
    return from + static_cast<qint64>(f * static_cast<double>(to - from));
}

QString Sparkline::toolTipAt(int x) const
{
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    const core::MetricPoint* p = nearest(m_series, timeAt(m_series, area, m_from, m_to, x));
    if (!p)
        return toolTip();
    return tr("%1: %2").arg(core::displayTime(p->at)).arg(p->value, 0, 'f', 0);
}

bool Sparkline::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        QToolTip::showText(help->globalPos(), toolTipAt(help->pos().x()), this);
        return true;
    }
    return QWidget::event(event);
}

void Sparkline::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    draw(painter, QRectF(rect()).adjusted(2, 2, -2, -2), m_series, m_from, m_to,
         palette().color(QPalette::Highlight), ceilingFor(m_series, m_minimumSpan, kCountHeadroom));
}

} // namespace ui
} // namespace cloudly
