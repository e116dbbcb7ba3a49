#include "core/util/timefmt.h"

#include <QTimeZone>

namespace cloudly {
namespace core {

QString displayTime(const QDateTime& time)
{
    return time.toString(QString::fromUtf16(kDisplayTimeFormat));
}

QString displayTime(qint64 msecsSinceEpoch)
{
    return displayTime(QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch));
}

QString displayTimeMinutes(const QDateTime& time)
{
    return time.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString displayTimeUtc(const QDateTime& time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
}

QString displayClock(const QDateTime& time)
{
    return time.toString(QStringLiteral("HH:mm:ss"));
}

QString displayTimeNear(const QDateTime& time, const QDateTime& now)
{
    if (time.date() == now.toTimeZone(time.timeZone()).date())
        return displayClock(time);
    return displayTimeMinutes(time);
}

} // namespace core
} // namespace cloudly
