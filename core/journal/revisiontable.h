#pragma once

#include "core/journal/journalentry.h"
#include "core/journal/revisionstate.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

class QSqlDatabase;

namespace cloudly {
namespace core {
// The revisions of the services in a profile's journal file, next to the change entries:
//   revisions (id INTEGER PRIMARY KEY, service_id TEXT, first_seen INTEGER, last_seen INTEGER,
//              current INTEGER, whole INTEGER, state_hash BLOB, state TEXT)
//   observations (id INTEGER PRIMARY KEY, started INTEGER, last INTEGER)
// One row per distinct state a service was seen in; a poll that saw nothing new writes one row (the
// observation's last poll time), not one per service. A revision that is still current has no last_seen
// of its own: it was seen at every poll since, so it is the latest observation's last.
class RevisionTable
{
public:
    // Creates the tables when needed and loads the current revisions (on the writer's connection).
    bool open(QSqlDatabase& db, QString* error);
    // One poll's batch, inside the caller's transaction. Closed revisions last seen before `pruneBefore`
    // and observations that ended before it are deleted (the journal's age bound).
    bool write(QSqlDatabase& db, const RevisionBatch& batch, qint64 pruneBefore, QString* error);

    // What the file holds for one service, for rebuilding its revisions (core/history): its revision rows
    // oldest first (a current one's lastSeen filled in), every observation, and its service entries from
    // before the revisions were recorded (from older versions of the console, which kept only the changed
    // fields). A file or table that does not exist reads as empty.
    struct ServiceRecords
    {
        QList<RevisionRecord> revisions;
        QList<ObservationSpan> observations;
        QList<JournalEntry> earlierEntries;
        bool known = false; // the journal has anything about the service
    };
    static std::optional<ServiceRecords> read(const QString& path, const QString& serviceId, QString* error);

private:
    struct Current
    {
        qint64 id = 0;
        QByteArray hash;
    };
    bool close(QSqlDatabase& db, const QString& serviceId, qint64 at, QString* error);

    QHash<QString, Current> m_current;
    qint64 m_observation = -1; // the row of the observation going on
    qint64 m_lastPoll = 0;     // the last poll written (0: none)
};

} // namespace core
} // namespace cloudly
