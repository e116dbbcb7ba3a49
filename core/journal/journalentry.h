#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

class QSqlQuery;

namespace cloudly {
namespace core {
// One thing this console saw change. Cloudly pushes no change events: the journal is what the console
// observed between two polls, and says so. Values of environment variables and secrets are never
// recorded, only that they changed (`before`/`after` are then "(hidden)").
struct JournalEntry
{
    qint64 at = 0; // ms since epoch, when the console saw it
    // task.appeared, task.disappeared, task.status, task.health, node.status, service.appeared,
    // service.disappeared, service.changed, observation.started (the console began watching: anything
    // before it on the time line was not seen)
    QString kind;
    QString objectId; // task, node or service id
    QString serviceId;
    QString nodeId;
    QString field; // service.changed: the changed field (data.imageVersion, data.environment.API_KEY)
    QString before;
    QString after;

    friend bool operator==(const JournalEntry&, const JournalEntry&) = default;

    QString summary() const; // one line for people
    QJsonObject toJson() const;
    // The filter language's fields, in this order (filterTexts() gives the values).
    static QStringList filterFieldNames();
    QStringList filterTexts() const;
};

inline const QString hiddenValue = QStringLiteral("(hidden)");

// The entry in the current row of a query that selected, in this order, at, kind, object_id, service_id,
// node_id, field, before, after (the journal's entries table).
JournalEntry journalEntryOfRow(const QSqlQuery& query);

} // namespace core
} // namespace cloudly
