#include "core/util/duration.h"

#include <limits>

namespace cloudly {
namespace core {
std::optional<qint64> parseDuration(const QString& text, QString* error)
{
    const auto fail = [&](const QString& why) -> std::optional<qint64> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString t = text.trimmed().toLower();
    if (t.isEmpty())
        return fail(QStringLiteral("empty duration (use e.g. 30s, 5m, 24h, 7d)"));
    qint64 total = 0;
    qsizetype i = 0;
    while (i < t.size()) {
        const qsizetype digitsStart = i;
        while (i < t.size() && t.at(i).isDigit())
            ++i;
        if (i == digitsStart)
            return fail(QStringLiteral("\"%1\" is not a duration (use e.g. 30s, 5m, 24h, 7d)").arg(text));
        bool ok = false;
        const qint64 number = QStringView(t).mid(digitsStart, i - digitsStart).toLongLong(&ok);
        const qsizetype unitStart = i;
        while (i < t.size() && t.at(i).isLetter())
            ++i;
        const QStringView unit = QStringView(t).mid(unitStart, i - unitStart);
        qint64 factor = 0;
        if (unit == u"ms")
            factor = 1;
        else if (unit == u"s")
            factor = 1000;
        else if (unit == u"m")
            factor = 60 * 1000;
        else if (unit == u"h")
            factor = 3600 * 1000;
        else if (unit == u"d")
            factor = 24 * 3600 * 1000;
        else if (unit.isEmpty())
            return fail(
                QStringLiteral("\"%1\" has no unit (use ms, s, m, h or d, e.g. 30s or 5m)").arg(text));
        else
            return fail(QStringLiteral("\"%1\": unknown unit \"%2\" (use ms, s, m, h or d)")
                            .arg(text, unit.toString()));
        if (!ok || number > (std::numeric_limits<qint64>::max() - total) / factor)
            return fail(QStringLiteral("\"%1\" is too long a duration").arg(text));
        total += number * factor;
    }
    return total;
}

QString formatDuration(qint64 ms)
{
    if (ms < 1000)
        return QStringLiteral("%1ms").arg(ms);
    QString out;
    qint64 s = ms / 1000;
    const qint64 days = s / 86400;
    s %= 86400;
    const qint64 hours = s / 3600;
    s %= 3600;
    const qint64 minutes = s / 60;
    s %= 60;
    if (days)
        out += QStringLiteral("%1d").arg(days);
    if (hours)
        out += QStringLiteral("%1h").arg(hours);
    if (minutes)
        out += QStringLiteral("%1m").arg(minutes);
    if (s || out.isEmpty())
        out += QStringLiteral("%1s").arg(s);
    return out;
}

} // namespace core
} // namespace cloudly
