#pragma once

#include <QDateTime>
#include <QString>

namespace cloudly {
namespace core {
// The one way a point in time is shown to a person (tables, detail panes, exports, CLI text). Each
// function formats the time in the time spec it is given: convert first (toLocalTime(), toUTC()) to
// choose local or UTC. Machine formats (ISO 8601 in files and JSON) are not display and stay Qt::ISODate*.
inline constexpr char16_t kDisplayTimeFormat[] = u"yyyy-MM-dd HH:mm:ss";

// "2026-01-31 14:05:09"; "" for an invalid time.
QString displayTime(const QDateTime& time);
// A time in ms since the epoch, in local time.
QString displayTime(qint64 msecsSinceEpoch);
// "2026-01-31 14:05" (compact columns and one-line summaries).
QString displayTimeMinutes(const QDateTime& time);
// "2026-01-31 14:05:09 UTC", converted to UTC first (receipts and exports read the same everywhere).
QString displayTimeUtc(const QDateTime& time);
// "14:05:09" (times of today).
QString displayClock(const QDateTime& time);
// Short for narrow rows: "14:05:09" when `time` falls on the same day as `now` (both in `time`'s spec),
// else "2026-01-31 14:05". Show displayTime() beside it (a tooltip) where the seconds of an older day matter.
QString displayTimeNear(const QDateTime& time, const QDateTime& now);

} // namespace core
} // namespace cloudly
