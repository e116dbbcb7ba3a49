#pragma once

#include "core/api/deployment.h"
#include "core/logs/logline.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace cloudly {
namespace core {
// The leading timestamp of a log line, when it starts with one in ISO 8601 form
// (`2025-12-31T06:07:00Z`, `2025-12-31 06:07:00.123+01:00`; no zone means UTC). Nothing otherwise.
std::optional<qint64> leadingTimestamp(QStringView line);

// The lines of one task, in the order the server keeps them.
QList<LogLine> taskLog(const Deployment& task);

// The logs of several tasks merged into one: ordered by each line's own timestamp; a line without one
// stays right after the line before it in its task (it takes that line's time), lines before any stamped
// line come first. Ties keep task order, then line order, so the merge is stable and deterministic.
QList<LogLine> mergeTaskLogs(const QList<Deployment>& tasks);

// The order of that merge without building the lines: per merged line its task (index into `tasks`), its
// position in the task's log and its time (its own when `stamped`, else the one carried from before).
struct MergedLine
{
    qint64 time;
    qint32 task;
    qint32 index;
    bool stamped;
};
std::vector<MergedLine> mergeOrder(const QList<Deployment>& tasks);

} // namespace core
} // namespace cloudly
