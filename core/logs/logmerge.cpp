#include "logs/logmerge.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <limits>

namespace cloudly {
namespace core {
namespace {
bool digitsAt(QStringView s, qsizetype from, qsizetype count)
{
    if (from + count > s.size())
        return false;
    for (qsizetype i = from; i < from + count; ++i)
        if (!s.at(i).isDigit())
            return false;
    return true;
}
} // namespace

std::optional<qint64> leadingTimestamp(QStringView line)
{
    // YYYY-MM-DD[T ]HH:MM:SS
    if (!digitsAt(line, 0, 4) || line.size() < 19 || line.at(4) != u'-' || !digitsAt(line, 5, 2) ||
        line.at(7) != u'-' || !digitsAt(line, 8, 2) || (line.at(10) != u'T' && line.at(10) != u' ') ||
        !digitsAt(line, 11, 2) || line.at(13) != u':' || !digitsAt(line, 14, 2) || line.at(16) != u':' ||
        !digitsAt(line, 17, 2))
        return std::nullopt;
    qsizetype end = 19;
    if (end < line.size() && (line.at(end) == u'.' || line.at(end) == u',')) {
        qsizetype d = end + 1;
        while (d < line.size() && line.at(d).isDigit())
            ++d;
        if (d == end + 1)
            return std::nullopt;
        end = d;
    }
    QString text = line.left(end).toString();
    text[10] = u'T';
    text.replace(u',', u'.');
    // Qt reads at most milliseconds.
    const qsizetype dot = text.indexOf(u'.');
    if (dot > 0 && text.size() - dot > 4)
        text.truncate(dot + 4);
    QTimeZone zone = QTimeZone::utc();
    if (end < line.size()) {
        const QChar z = line.at(end);
        if (z == u'Z' || z == u'z') {
            ++end;
        } else if ((z == u'+' || z == u'-') && digitsAt(line, end + 1, 2)) {
            const int hours = line.mid(end + 1, 2).toInt();
            int minutes = 0;
            qsizetype after = end + 3;
            if (after < line.size() && line.at(after) == u':' && digitsAt(line, after + 1, 2)) {
                minutes = line.mid(after + 1, 2).toInt();
                after += 3;
            } else if (digitsAt(line, after, 2)) {
                minutes = line.mid(after, 2).toInt();
                after += 2;
            }
            if (hours > 23 || minutes > 59)
                return std::nullopt;
            zone = QTimeZone((z == u'-' ? -1 : 1) * (hours * 3600 + minutes * 60));
            end = after;
        }
    }
    // The stamp must end the first word, so "2025-12-31T06:07:00abc" is not read as a time.
    if (end < line.size() && !line.at(end).isSpace() && line.at(end) != u']' && line.at(end) != u'|')
        return std::nullopt;
    const QDateTime local = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!local.isValid())
        return std::nullopt;
    return QDateTime(local.date(), local.time(), zone).toMSecsSinceEpoch();
}

QList<LogLine> taskLog(const Deployment& task)
{
    QList<LogLine> lines;
    const qsizetype n = task.deploymentLog.size();
    lines.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const QString text = task.deploymentLog.at(i);
        lines.append({task.id, task.nodeId, text, leadingTimestamp(text), int(i)});
    }
    return lines;
}

QList<LogLine> mergeTaskLogs(const QList<Deployment>& tasks)
{
    struct Keyed
    {
        qint64 time;
        int task;
        int index;
        LogLine line;
    };
    QList<Keyed> all;
    for (int t = 0; t < tasks.size(); ++t) {
        qint64 carried = std::numeric_limits<qint64>::min();
        for (LogLine& line : taskLog(tasks.at(t))) {
            if (line.at)
                carried = *line.at;
            all.append({carried, t, line.index, std::move(line)});
        }
    }
    std::stable_sort(all.begin(), all.end(), [](const Keyed& a, const Keyed& b) {
        if (a.time != b.time)
            return a.time < b.time;
        if (a.task != b.task)
            return a.task < b.task;
        return a.index < b.index;
    });
    QList<LogLine> out;
    out.reserve(all.size());
    for (Keyed& k : all)
        out.append(std::move(k.line));
    return out;
}

} // namespace core
} // namespace cloudly
