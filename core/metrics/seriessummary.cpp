#include "core/metrics/seriessummary.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cmath>
#include <limits>

namespace cloudly {
namespace core {

namespace {
QString clock(qint64 at)
{
    return QDateTime::fromMSecsSinceEpoch(at).toString(QStringLiteral("HH:mm:ss"));
}

QString valueText(double value, const QString& unit)
{
    // Whole numbers as they are (counts, "58 %"), others to one decimal ("61.3 %").
    const QString number = QString::number(value, 'f', value == std::floor(value) ? 0 : 1);
    return unit.isEmpty() ? number : number + QLatin1Char(' ') + unit;
}
} // namespace

QString describeSeries(const QString& name, const MetricSeries& series, const QString& unit)
{
    const auto tr = [](const char* text) { return QCoreApplication::translate("SeriesSummary", text); };
    double lowest = std::numeric_limits<double>::infinity();
    double highest = -std::numeric_limits<double>::infinity();
    const MetricPoint* latest = nullptr;
    qint64 first = 0;
    int segments = 0;
    for (const MetricSegment& segment : series) {
        bool counted = false;
        for (const MetricPoint& p : segment) {
            if (!std::isfinite(p.value))
                continue;
            if (!latest)
                first = p.at;
            latest = &p;
            lowest = std::min(lowest, p.value);
            highest = std::max(highest, p.value);
            counted = true;
        }
        segments += counted ? 1 : 0;
    }
    if (!latest)
        return tr("%1: no data yet").arg(name);
    const int gaps = std::max(segments - 1, 0);
    const QString gapText = gaps == 0   ? tr("no gaps")
                            : gaps == 1 ? tr("1 gap (not connected)")
                                        : tr("%1 gaps (not connected)").arg(gaps);
    return tr("%1: latest %2 at %3; lowest %4, highest %5 from %6 to %7; %8")
        .arg(name, valueText(latest->value, unit), clock(latest->at), valueText(lowest, unit),
             valueText(highest, unit), clock(first), clock(latest->at), gapText);
}

} // namespace core
} // namespace cloudly
