#pragma once

#include "core/journal/journalentry.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QThread;

namespace cloudly {
namespace core {
class JournalWriter;

// The change journal of one profile: an SQLite file (Qt SQL) written on a worker thread, so a poll that
// changed 1 % of 100k tasks costs the GUI thread only a queued call. Bounded by age and by entry count;
// the oldest entries go first. Reading (the Journal page, `cloudlyctl journal`) opens its own connection.
class JournalStore : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        qint64 maxAgeMs = 30LL * 24 * 3600 * 1000; // 30 days
        qint64 maxEntries = 500000;
    };
    JournalStore(QString path, Limits limits, QObject* parent = nullptr);
    explicit JournalStore(QString path, QObject* parent = nullptr)
        : JournalStore(std::move(path), Limits{}, parent)
    {}
    ~JournalStore() override; // waits for pending writes

    const QString& path() const { return m_path; }
    // Queued to the writer thread; returns at once.
    void append(const QList<JournalEntry>& entries);
    // Blocks until every append so far is written (tests, shutdown).
    void flush();

    // Entries at or after `sinceMs` (all with nullopt), oldest first. A file that does not exist reads as
    // empty; one that cannot be read gives nullopt and `error`.
    static std::optional<QList<JournalEntry>> read(const QString& path, std::optional<qint64> sinceMs,
                                                   QString* error);
    // `$CLOUDLY_DATA_DIR/journal/<profile>.sqlite`, else AppDataLocation + "/journal/<profile>.sqlite".
    static QString defaultPath(const QString& profile);

Q_SIGNALS:
    void writeFailed(const QString& message);

private:
    QString m_path;
    QThread* m_thread;
    JournalWriter* m_writer;
};

} // namespace core
} // namespace cloudly
