#include "ui/charts/metricchart.h"

#include "core/metrics/seriessummary.h"
#include "core/util/timefmt.h"

#include <QChart>
#include <QCursor>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace cloudly {
namespace ui {
namespace {
bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}
} // namespace

MetricChart::MetricChart(QWidget* parent)
    : QChartView(new QChart, parent), m_time(new QDateTimeAxis(this)), m_values(new QValueAxis(this))
{
    setObjectName(QStringLiteral("metricChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart* c = chart();
    c->setMargins(QMargins(2, 2, 2, 2));
    c->setBackgroundRoundness(0);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setAnimationOptions(QChart::NoAnimation);
    m_time->setFormat(QStringLiteral("HH:mm"));
    m_time->setTickCount(5);
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    m_values->setTickCount(3);
    c->addAxis(m_time, Qt::AlignBottom);
    c->addAxis(m_values, Qt::AlignLeft);
    applyPalette();
    rebuild();
}

QSize MetricChart::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 60, fontMetrics().height() * 12};
}

QSize MetricChart::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 24, fontMetrics().height() * 8};
}

void MetricChart::setTitle(const QString& title)
{
    chart()->setTitle(title);
    setAccessibleName(title);
}

QString MetricChart::title() const
{
    return chart()->title();
}

void MetricChart::setUnit(const QString& unit)
{
    m_unit = unit;
    m_values->setTitleText(unit);
    if (!m_lines.isEmpty())
        rebuild(); // the description names the unit
}

void MetricChart::setLines(const QList<Line>& lines)
{
    m_lines = lines;
    rebuild();
}

QList<QLineSeries*> MetricChart::lineSeries() const
{
    QList<QLineSeries*> out;
    for (QAbstractSeries* s : chart()->series())
        if (auto* line = qobject_cast<QLineSeries*>(s))
            out << line;
    return out;
}

qsizetype MetricChart::pointCount() const
{
    qsizetype n = 0;
    for (QLineSeries* s : lineSeries())
        n += s->count();
    return n;
}

QColor MetricChart::lineColor(int line) const
{
    // Distinguishable on both backgrounds (the dark variants are lighter).
    static const QColor light[] = {QColor(0x1f, 0x6f, 0xc5), QColor(0xc2, 0x5b, 0x00),
                                   QColor(0x2e, 0x8b, 0x57), QColor(0x8e, 0x44, 0xad)};
    static const QColor dark[] = {QColor(0x6c, 0xb6, 0xff), QColor(0xff, 0xa6, 0x57),
                                  QColor(0x7e, 0xe7, 0x87), QColor(0xd2, 0xa8, 0xff)};
    const int i = line % 4;
    return isDark(palette()) ? dark[i] : light[i];
}

void MetricChart::rebuild()
{
    QChart* c = chart();
    c->removeAllSeries(); // deletes them
    m_eventSeries = nullptr;
    m_lineOf.clear();
    qint64 minAt = std::numeric_limits<qint64>::max();
    qint64 maxAt = std::numeric_limits<qint64>::min();
    double maxValue = 0;
    for (int li = 0; li < m_lines.size(); ++li) {
        const Line& line = m_lines.at(li);
        const QColor color = lineColor(li);
        bool first = true;
        for (const core::MetricSegment& segment : line.series) {
            if (segment.isEmpty())
                continue;
            auto* s = new QLineSeries;
            s->setName(line.name);
            QList<QPointF> points;
            points.reserve(segment.size());
            for (const core::MetricPoint& p : segment) {
                points << QPointF(static_cast<double>(p.at), p.value);
                minAt = std::min(minAt, p.at);
                maxAt = std::max(maxAt, p.at);
                if (std::isfinite(p.value))
                    maxValue = std::max(maxValue, p.value);
            }
            s->replace(points);
            QPen pen(color);
            pen.setWidthF(1.8);
            s->setPen(pen);
            s->setColor(color);
            s->setPointsVisible(segment.size() == 1); // a lone sample: a dot, not nothing
            s->setMarkerSize(6);
            c->addSeries(s);
            s->attachAxis(m_time);
            s->attachAxis(m_values);
            m_lineOf.insert(s, li);
            // One legend entry per line, not per segment.
            const QList<QLegendMarker*> markers = c->legend()->markers(s);
            for (QLegendMarker* marker : markers)
                marker->setVisible(first);
            first = false;
            connect(s, &QLineSeries::hovered, this, [this, s](const QPointF& point, bool state) {
                if (!state) {
                    QToolTip::hideText();
                    return;
                }
                m_lastHover = hoverText(s, point);
                QToolTip::showText(QCursor::pos(), m_lastHover, this);
            });
        }
    }
    if (minAt > maxAt) { // nothing yet: the last few minutes
        maxAt = QDateTime::currentMSecsSinceEpoch();
        minAt = maxAt - 5 * 60 * 1000;
    } else {
        // A little room at both ends so the first and last samples are not on the frame.
        const qint64 pad = std::max<qint64>(2000, (maxAt - minAt) / 50);
        minAt -= pad;
        maxAt += pad;
    }
    m_time->setRange(QDateTime::fromMSecsSinceEpoch(minAt), QDateTime::fromMSecsSinceEpoch(maxAt));
    m_time->setFormat(maxAt - minAt < 5 * 60 * 1000 ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm"));
    const double top = std::max(maxValue <= 0 ? 1.0 : maxValue * 1.1, m_minimumTop);
    m_values->setRange(0, top);
    m_values->setLabelFormat(top < 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    m_shownFrom = minAt;
    m_shownTo = maxAt;
    addEventMarks(minAt, maxAt, top);
    c->legend()->setVisible(m_lines.size() > 1);
    fitTimeTicks();
    // The chart in words for a screen reader (and its tooltip's reader): each line's latest, lowest and
    // highest value and its gaps; the chart has no other text.
    QStringList words;
    for (const Line& line : std::as_const(m_lines))
        words << core::describeSeries(line.name, line.series, m_unit);
    if (m_eventSeries)
        words << tr("%1 events marked").arg(m_eventSeries->count());
    const QString description = words.join(QStringLiteral(". "));
    if (description != accessibleDescription())
        setAccessibleDescription(description);
}

void MetricChart::setEvents(const QList<core::TimelineEvent>& events)
{
    if (events == m_events)
        return;
    m_events = events;
    rebuild();
}

void MetricChart::addEventMarks(qint64 from, qint64 to, double top)
{
    if (m_lines.isEmpty())
        return;
    QList<QPointF> points;
    for (const core::TimelineEvent& e : std::as_const(m_events))
        if (e.at >= from && e.at <= to)
            points << QPointF(static_cast<double>(e.at), top);
    if (points.isEmpty())
        return;
    QChart* c = chart();
    m_eventSeries = new QScatterSeries;
    m_eventSeries->setObjectName(QStringLiteral("chartEvents"));
    m_eventSeries->setName(tr("Events"));
    m_eventSeries->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_eventSeries->setMarkerSize(11);
    const QColor mark = isDark(palette()) ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1c, 0x28);
    m_eventSeries->setColor(mark);
    m_eventSeries->setBorderColor(palette().color(QPalette::Base));
    m_eventSeries->replace(points);
    c->addSeries(m_eventSeries);
    m_eventSeries->attachAxis(m_time);
    m_eventSeries->attachAxis(m_values);
    for (QLegendMarker* marker : c->legend()->markers(m_eventSeries))
        marker->setVisible(false);
    connect(m_eventSeries, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        m_lastHover = eventHoverText(point);
        QToolTip::showText(QCursor::pos(), m_lastHover, this);
    });
    connect(m_eventSeries, &QScatterSeries::clicked, this, &MetricChart::activateEventNear);
}

QList<const core::TimelineEvent*> MetricChart::eventsNear(const QPointF& point) const
{
    // The events at the mark nearest to `point`: marks closer than a few pixels are one.
    QList<const core::TimelineEvent*> out;
    const core::TimelineEvent* nearest = nullptr;
    for (const core::TimelineEvent& e : m_events)
        if (e.at >= m_shownFrom && e.at <= m_shownTo &&
            (!nearest || std::abs(static_cast<double>(e.at) - point.x()) <
                             std::abs(static_cast<double>(nearest->at) - point.x())))
            nearest = &e;
    if (!nearest)
        return out;
    const qreal width = chart()->plotArea().width() > 0 ? chart()->plotArea().width() : 400;
    const double slack = static_cast<double>(m_shownTo - m_shownFrom) / width * 4;
    for (const core::TimelineEvent& e : m_events)
        if (std::abs(static_cast<double>(e.at - nearest->at)) <= slack)
            out << &e;
    return out;
}

QString MetricChart::eventHoverText(const QPointF& point) const
{
    QStringList lines;
    for (const core::TimelineEvent* e : eventsNear(point))
        lines << tr("%1 at %2").arg(e->title, core::displayTime(e->at));
    return lines.join(QLatin1Char('\n'));
}

void MetricChart::activateEventNear(const QPointF& point)
{
    const QList<const core::TimelineEvent*> near = eventsNear(point);
    if (near.isEmpty())
        return;
    const core::TimelineEvent* nearest = near.first();
    for (const core::TimelineEvent* e : near)
        if (std::abs(static_cast<double>(e->at) - point.x()) <
            std::abs(static_cast<double>(nearest->at) - point.x()))
            nearest = e;
    Q_EMIT eventActivated(*nearest);
}

void MetricChart::setMinimumTop(double top)
{
    m_minimumTop = std::isfinite(top) ? top : 0;
    rebuild();
}

double MetricChart::valueAxisTop() const
{
    return m_values->max();
}

int MetricChart::timeTickCount() const
{
    return m_time->tickCount();
}

void MetricChart::fitTimeTicks()
{
    // Each label ("17:42:10") with a gap of two of its characters; 2 to 5 of them over the plot's width.
    const QFontMetrics metrics(m_time->labelsFont());
    const int label = metrics.horizontalAdvance(QStringLiteral("00:00:00")) + metrics.averageCharWidth() * 2;
    const qreal plot = chart()->plotArea().width() > 0 ? chart()->plotArea().width() : width() * 0.8;
    m_time->setTickCount(std::clamp(static_cast<int>(plot / label) + 1, 2, 5));
}

void MetricChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    fitTimeTicks();
}

QString MetricChart::hoverText(QLineSeries* series, const QPointF& point) const
{
    if (!series || series->count() == 0)
        return {};
    const QList<QPointF> points = series->points();
    const auto nearest =
        std::min_element(points.cbegin(), points.cend(), [&](const QPointF& a, const QPointF& b) {
            return std::abs(a.x() - point.x()) < std::abs(b.x() - point.x());
        });
    const QString value = std::abs(nearest->y()) < 10 ? QString::number(nearest->y(), 'f', 2)
                                                      : QString::number(nearest->y(), 'f', 1);
    const QString when = core::displayTime(static_cast<qint64>(nearest->x()));
    const QString withUnit = m_unit.isEmpty() ? value : tr("%1 %2").arg(value, m_unit);
    return tr("%1: %2 at %3").arg(series->name(), withUnit, when);
}

void MetricChart::applyPalette()
{
    QChart* c = chart();
    const QPalette pal = palette();
    c->setBackgroundBrush(pal.color(QPalette::Base));
    c->setPlotAreaBackgroundVisible(false);
    c->setTitleBrush(pal.color(QPalette::Text));
    c->legend()->setLabelColor(pal.color(QPalette::Text));
    const QColor grid = isDark(pal) ? QColor(0x44, 0x48, 0x4e) : QColor(0xdd, 0xdd, 0xdd);
    for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(m_time), static_cast<QAbstractAxis*>(m_values)}) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
    setBackgroundBrush(pal.color(QPalette::Base));
}

void MetricChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        applyPalette();
        rebuild(); // line colours
    }
}

} // namespace ui
} // namespace cloudly
