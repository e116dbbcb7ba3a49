#pragma once

#include "core/history/timelineevents.h"
#include "core/metrics/metricshistory.h"

#include <QChartView>
#include <QColor>
#include <QList>
#include <QString>

class QDateTimeAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace cloudly {
namespace ui {
// A line chart (Qt Charts) of one or more metric series over time: a time axis, a value axis from 0, a
// legend with one entry per line. A series is drawn segment by segment — one QLineSeries per connected
// stretch, all in the line's colour — so a stretch where the console was not connected is a gap, never a
// line across it (a single-point segment is drawn as a dot). Hovering a line shows the value and time of
// the nearest sample. Colours follow the light/dark palette.
// Events (setEvents: a version changed, a task failed, a preflight GO / NO-GO, a failed backup) are marked
// along the top of the plot inside the time shown; hovering a mark names the events there, clicking it
// emits eventActivated() for the nearest one (the caller opens it).
class MetricChart : public QChartView
{
    Q_OBJECT
public:
    struct Line
    {
        QString name;
        core::MetricSeries series;
    };

    explicit MetricChart(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    QString title() const;
    void setUnit(const QString& unit); // "%", "MB": on the value axis and in the hover text
    void setLines(const QList<Line>& lines);
    void setSeries(const QString& name, const core::MetricSeries& series) { setLines({{name, series}}); }
    // The least top of the value axis (100 for a percentage, a few for a count): a flat or tiny series is
    // not stretched to the full height. Default 0: the data's largest value plus 10 %.
    void setMinimumTop(double top);
    double valueAxisTop() const; // (tests)
    int timeTickCount() const;   // (tests)

    // What is drawn (tests): one QLineSeries per segment.
    QList<QLineSeries*> lineSeries() const;
    qsizetype pointCount() const;
    // The hover text for a point of `series` near `point` (x in ms since epoch): the nearest sample.
    QString hoverText(QLineSeries* series, const QPointF& point) const;
    QString lastHoverText() const { return m_lastHover; }

    void setEvents(const QList<core::TimelineEvent>& events);
    const QList<core::TimelineEvent>& events() const { return m_events; }
    QScatterSeries* eventSeries() const { return m_eventSeries; } // null when no event is in view
    // The events marked near `point` (x in ms since epoch), one per line; what hovering shows.
    QString eventHoverText(const QPointF& point) const;
    // As a click on the mark near `point`: emits eventActivated() for the nearest event in view.
    void activateEventNear(const QPointF& point);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void eventActivated(const cloudly::core::TimelineEvent& event);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void fitTimeTicks(); // as many time labels as fit unelided
    void applyPalette();
    void addEventMarks(qint64 from, qint64 to, double top);
    QList<const core::TimelineEvent*> eventsNear(const QPointF& point) const;
    QColor lineColor(int line) const;

    QString m_unit;
    double m_minimumTop = 0;
    QList<Line> m_lines;
    QDateTimeAxis* m_time;
    QValueAxis* m_values;
    QHash<QLineSeries*, int> m_lineOf; // segment series -> index in m_lines
    QString m_lastHover;
    QList<core::TimelineEvent> m_events;
    QScatterSeries* m_eventSeries = nullptr;
    qint64 m_shownFrom = 0, m_shownTo = 0; // the time axis' range
};

} // namespace ui
} // namespace cloudly
