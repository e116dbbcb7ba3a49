#pragma once

#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// Durations as operators write them on command lines and in filters: one or more `<number><unit>` parts,
// units ms, s, m, h, d (`500ms`, `30s`, `5m`, `1h30m`, `7d`). A bare number is refused: `5` could be
// seconds or minutes, and a gate that guesses is worse than one that asks. Returns milliseconds, or
// nothing (and an English reason in `error`) for text that is not such a duration.
std::optional<qint64> parseDuration(const QString& text, QString* error = nullptr);

// The inverse for messages: 90000 -> "1m30s", 500 -> "500ms".
QString formatDuration(qint64 ms);

} // namespace core
} // namespace cloudly
