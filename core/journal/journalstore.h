#pragma once

#include "core/journal/journalentry.h"
#include "core/journal/revisionstate.h"

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
    // One services poll's revisions (core/journal/revisiontable.h), queued the same way, in order with
    // the entries.
    void appendRevisions(const RevisionBatch& batch);
    // Blocks until every append so far is written (tests, shutdown).
    void flush();

    // Entries at or after `sinceMs` (all with nullopt), oldest first. A file that does not exist reads as
    // empty; one that cannot be read gives nullopt and `error`.
    static std::optional<QList<JournalEntry>> read(const QString& path, std::optional<qint64> sinceMs,
                                                   QString* error);
    // The file of `profile`: "<profile>.sqlite" when the name is safe as it is (letters, digits, - _ .),
    // else the name with those characters replaced by '_', a '+' and a hash of the real name
    // ("prod/eu" -> "prod_eu+1a2b3c4d5e6f.sqlite"), so no two profiles share a file. Empty: "default".
    static QString fileNameFor(const QString& profile);
    // `directory`/fileNameFor(profile). When that file does not exist but the name an earlier version used
    // (without the hash) does, this profile gets a copy of it first (that file may be another profile's too).
    static QString pathIn(const QString& directory, const QString& profile);
    // pathIn(dataPath("journal"), profile): in the one data home (core/util/datadir.h).
    static QString defaultPath(const QString& profile);
    // Moves the journal `from` to `to` (which must not exist) with what its write-ahead log holds: the log
    // is checkpointed into the file, then the file is renamed (one step: a crash leaves it at one place).
    static bool relocate(const QString& from, const QString& to, QString* error);
    // Adds to the journal `into` (created when missing) every entry of `from` it does not hold yet, oldest
    // first, in one transaction; the metrics history of `from` is taken when it was saved later. Returns the
    // number of entries added (0 on a second run), -1 and `error` on failure. `from` is left as it is.
    static qint64 mergeInto(const QString& into, const QString& from, QString* error);

Q_SIGNALS:
    void writeFailed(const QString& message);
    void revisionsWritten(); // a poll's revisions are in the file (readers may look again)

private:
    Q_INVOKABLE void deliverFailures(); // queued by the writer thread after a failed write
    Q_INVOKABLE void deliverRevisionsWritten();

    QString m_path;
    QThread* m_thread;
    JournalWriter* m_writer;
};

} // namespace core
} // namespace cloudly
