#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// The metrics history's table in a profile's journal file (next to the change entries, which it never
// touches): one row, the latest MetricsHistory::snapshot(), replaced on each save.
//   metrics_history (id INTEGER PRIMARY KEY CHECK (id = 1), format INTEGER, saved_at INTEGER, data BLOB)
// Each call opens its own connection on the calling thread (Qt SQL connections are per thread) and closes
// it again, so any thread may call.
namespace HistoryTable {
struct Saved
{
    quint32 format = 0;
    qint64 savedAt = 0;
    QByteArray data;
};
// nullopt with `error` empty: nothing saved yet (no file, no table, no row); with `error`: unreadable.
std::optional<Saved> load(const QString& path, QString* error);
// Replaces the saved snapshot; a row of a newer format (a newer console's) is left as it is (false, and
// `error` says so). Creates the file and the table when needed.
bool save(const QString& path, quint32 format, qint64 savedAt, const QByteArray& data, QString* error);
} // namespace HistoryTable

} // namespace core
} // namespace cloudly
