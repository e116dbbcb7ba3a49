#include "core/logs/logmerge.h"

#include <QDate>

#include <algorithm>
#include <limits>
#include <vector>

namespace cloudly {
namespace core {
namespace {
bool digitsAt(QStringView s, qsizetype from, qsizetype count)
{
    if (from + count > s.size())
        return false;
    for (qsizetype i = from; i < from + count; ++i)
        if (s.at(i).unicode() < u'0' || s.at(i).unicode() > u'9') // ASCII only: num() reads them
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
        while (d < line.size() && line.at(d).unicode() >= u'0' && line.at(d).unicode() <= u'9')
            ++d;
        if (d == end + 1)
            return std::nullopt;
        end = d;
    }
    const auto num = [&](qsizetype from, qsizetype count) {
        int v = 0;
        for (qsizetype k = from; k < from + count; ++k)
            v = v * 10 + (line.at(k).unicode() - u'0');
        return v;
    };
    int millis = 0;
    if (end > 20) { // fraction: the first three digits are milliseconds
        const qsizetype digits = qMin<qsizetype>(3, end - 20);
        millis = num(20, digits);
        for (qsizetype k = digits; k < 3; ++k)
            millis *= 10;
    }
    int offsetSeconds = 0;
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
            offsetSeconds = (z == u'-' ? -1 : 1) * (hours * 3600 + minutes * 60);
            end = after;
        }
    }
    // The stamp must end the first word, so "2025-12-31T06:07:00abc" is not read as a time.
    if (end < line.size() && !line.at(end).isSpace() && line.at(end) != u']' && line.at(end) != u'|')
        return std::nullopt;
    // Computed by hand: QDateTime::fromString costs about a microsecond a line, too much at a million.
    const int year = num(0, 4), month = num(5, 2), day = num(8, 2);
    const int hour = num(11, 2), minute = num(14, 2), second = num(17, 2);
    if (!QDate::isValid(year, month, day) || hour > 23 || minute > 59 || second > 60)
        return std::nullopt;
    const qint64 days = QDate(year, month, day).toJulianDay() - QDate(1970, 1, 1).toJulianDay();
    return ((days * 24 + hour) * 60 + minute) * 60000LL + second * 1000LL + millis - offsetSeconds * 1000LL;
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

std::vector<MergedLine> mergeOrder(const QList<Deployment>& tasks)
{
    // Each task's lines get a key (time, task, line); the keys are a total order, so the merge is the
    // sorted keys. A task's keys are usually ascending already (its lines come in time order): then the
    // runs are merged k-way, O(n log k), instead of sorting a million keys.
    qsizetype total = 0;
    for (const Deployment& t : tasks)
        total += t.deploymentLog.size();
    std::vector<MergedLine> keys;
    keys.reserve(static_cast<size_t>(total));
    std::vector<size_t> runStart;
    runStart.reserve(static_cast<size_t>(tasks.size()) + 1);
    bool runsSorted = true;
    for (qint32 t = 0; t < static_cast<qint32>(tasks.size()); ++t) {
        runStart.push_back(keys.size());
        qint64 carried = std::numeric_limits<qint64>::min();
        const QStringList& log = tasks.at(t).deploymentLog.list();
        const qsizetype n = log.size();
        for (qsizetype i = 0; i < n; ++i) {
            const std::optional<qint64> at = leadingTimestamp(log.at(i));
            if (at) {
                runsSorted = runsSorted && *at >= carried;
                carried = *at;
            }
            keys.push_back({carried, t, static_cast<qint32>(i), at.has_value()});
        }
    }
    runStart.push_back(keys.size());
    const auto less = [](const MergedLine& x, const MergedLine& y) {
        if (x.time != y.time)
            return x.time < y.time;
        if (x.task != y.task)
            return x.task < y.task;
        return x.index < y.index;
    };
    if (!runsSorted) {
        std::sort(keys.begin(), keys.end(), less);
        return keys;
    }
    // k-way merge of the ascending runs: a heap of the runs' heads.
    std::vector<MergedLine> out;
    out.reserve(keys.size());
    std::vector<std::pair<size_t, size_t>> heads; // (next, end) per non-empty run
    for (size_t r = 0; r + 1 < runStart.size(); ++r)
        if (runStart[r] < runStart[r + 1])
            heads.push_back({runStart[r], runStart[r + 1]});
    const auto later = [&](const std::pair<size_t, size_t>& a, const std::pair<size_t, size_t>& b) {
        return less(keys[b.first], keys[a.first]);
    };
    std::make_heap(heads.begin(), heads.end(), later);
    while (!heads.empty()) {
        std::pop_heap(heads.begin(), heads.end(), later);
        std::pair<size_t, size_t>& h = heads.back();
        out.push_back(keys[h.first]);
        if (++h.first < h.second)
            std::push_heap(heads.begin(), heads.end(), later);
        else
            heads.pop_back();
    }
    return out;
}

QList<LogLine> mergeTaskLogs(const QList<Deployment>& tasks)
{
    const std::vector<MergedLine> order = mergeOrder(tasks);
    QList<LogLine> out;
    out.reserve(static_cast<qsizetype>(order.size()));
    for (const MergedLine& k : order) {
        const Deployment& t = tasks.at(k.task);
        out.append({t.id, t.nodeId, t.deploymentLog.at(k.index),
                    k.stamped ? std::optional<qint64>(k.time) : std::nullopt, static_cast<int>(k.index)});
    }
    return out;
}

} // namespace core
} // namespace cloudly
