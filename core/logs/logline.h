#pragma once

#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// One line of a task's log, tagged with where it came from.
struct LogLine
{
    QString deploymentId;
    QString nodeId;
    QString text;
    std::optional<qint64> at; // the line's own leading timestamp (ms since epoch), when it has one
    int index = 0;            // position in its task's log

    friend bool operator==(const LogLine&, const LogLine&) = default;
};

} // namespace core
} // namespace cloudly
