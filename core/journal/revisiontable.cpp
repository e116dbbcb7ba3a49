#include "core/journal/revisiontable.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

#include <limits>

namespace cloudly {
namespace core {
namespace {
const char* const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS revisions (id INTEGER PRIMARY KEY, service_id TEXT NOT NULL, "
    "first_seen INTEGER NOT NULL, last_seen INTEGER NOT NULL, current INTEGER NOT NULL, whole INTEGER NOT "
    "NULL, "
    "state_hash BLOB, state TEXT)",
    "CREATE INDEX IF NOT EXISTS revisions_service ON revisions(service_id, id)",
    "CREATE INDEX IF NOT EXISTS revisions_last ON revisions(last_seen)",
    "CREATE TABLE IF NOT EXISTS observations (id INTEGER PRIMARY KEY, started INTEGER NOT NULL, "
    "last INTEGER NOT NULL)",
};

QByteArray hashOf(const QByteArray& state)
{
    return QCryptographicHash::hash(state, QCryptographicHash::Sha256);
}

bool failed(const QSqlQuery& q, QString* error)
{
    if (error)
        *error = q.lastError().text();
    return false;
}
} // namespace

bool RevisionTable::open(QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    for (const char* statement : kSchema)
        if (!q.exec(QLatin1String(statement)))
            return failed(q, error);
    m_current.clear();
    if (!q.exec(QStringLiteral("SELECT service_id, id, state_hash FROM revisions WHERE current = 1")))
        return failed(q, error);
    while (q.next())
        m_current.insert(q.value(0).toString(), {q.value(1).toLongLong(), q.value(2).toByteArray()});
    if (!q.exec(QStringLiteral("SELECT id, last FROM observations ORDER BY id DESC LIMIT 1")))
        return failed(q, error);
    m_observation = -1; // a new writer: the next batch starts an observation of its own
    m_lastPoll = q.next() ? q.value(1).toLongLong() : 0;
    return true;
}

bool RevisionTable::close(QSqlDatabase& db, const QString& serviceId, qint64 at, QString* error)
{
    const auto it = m_current.constFind(serviceId);
    if (it == m_current.cend())
        return true;
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("UPDATE revisions SET current = 0, last_seen = max(first_seen, ?) WHERE id = ?"));
    q.addBindValue(at);
    q.addBindValue(it->id);
    if (!q.exec())
        return failed(q, error);
    m_current.erase(it);
    return true;
}

bool RevisionTable::write(QSqlDatabase& db, const RevisionBatch& batch, qint64 pruneBefore, QString* error)
{
    QSqlQuery q(db);
    if (batch.sessionStarted || m_observation < 0) {
        q.prepare(QStringLiteral("INSERT INTO observations (started, last) VALUES (?, ?)"));
        q.addBindValue(batch.at);
        q.addBindValue(batch.at);
        if (!q.exec())
            return failed(q, error);
        m_observation = q.lastInsertId().toLongLong();
    } else {
        q.prepare(QStringLiteral("UPDATE observations SET last = ? WHERE id = ?"));
        q.addBindValue(batch.at);
        q.addBindValue(m_observation);
        if (!q.exec())
            return failed(q, error);
    }
    // A revision that ends now was last seen at the poll before this one.
    const qint64 endedAt = m_lastPoll > 0 ? m_lastPoll : batch.at;
    if (batch.baseline) {
        const QStringList ids = m_current.keys();
        for (const QString& id : ids)
            if (!batch.services.contains(id) && !close(db, id, endedAt, error))
                return false;
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO revisions (service_id, first_seen, last_seen, current, whole, "
                                  "state_hash, state) VALUES (?, ?, ?, 1, ?, ?, ?)"));
    for (auto it = batch.services.cbegin(); it != batch.services.cend(); ++it) {
        const QByteArray state = revisionStateBytes(it.value().view());
        const QByteArray hash = hashOf(state);
        const auto was = m_current.constFind(it.key());
        if (was != m_current.cend() && was->hash == hash)
            continue; // the same state (only hidden values changed, or the console restarted)
        if (!close(db, it.key(), endedAt, error))
            return false;
        const bool whole = state.size() <= kMaxStateBytes;
        insert.addBindValue(it.key());
        insert.addBindValue(batch.at);
        insert.addBindValue(batch.at);
        insert.addBindValue(whole ? 1 : 0);
        insert.addBindValue(hash);
        insert.addBindValue(whole ? QString::fromUtf8(state) : QString());
        if (!insert.exec())
            return failed(insert, error);
        m_current.insert(it.key(), {insert.lastInsertId().toLongLong(), hash});
    }
    for (const QString& id : batch.gone)
        if (!close(db, id, endedAt, error))
            return false;
    m_lastPoll = batch.at;
    q.prepare(QStringLiteral("DELETE FROM revisions WHERE current = 0 AND last_seen < ?"));
    q.addBindValue(pruneBefore);
    if (!q.exec())
        return failed(q, error);
    q.prepare(QStringLiteral("DELETE FROM observations WHERE last < ? AND id <> ?"));
    q.addBindValue(pruneBefore);
    q.addBindValue(m_observation);
    if (!q.exec())
        return failed(q, error);
    return true;
}

std::optional<RevisionTable::ServiceRecords> RevisionTable::read(const QString& path,
                                                                 const QString& serviceId, QString* error)
{
    ServiceRecords out;
    if (!QFileInfo::exists(path))
        return out;
    const QString name =
        QStringLiteral("cloudly-revisions-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=30000"));
        const auto fail = [&](const QString& why) {
            if (error)
                *error = QStringLiteral("cannot read the journal %1: %2").arg(path, why);
            ok = false;
        };
        if (!db.open()) {
            fail(db.lastError().text());
        } else {
            const QStringList tables = db.tables();
            const bool haveRevisions = tables.contains(QStringLiteral("revisions")) &&
                                       tables.contains(QStringLiteral("observations"));
            QSqlQuery q(db);
            qint64 recordingSince = std::numeric_limits<qint64>::max();
            if (haveRevisions) {
                if (!q.exec(QStringLiteral("SELECT started, last FROM observations ORDER BY started, id"))) {
                    fail(q.lastError().text());
                } else {
                    while (q.next())
                        out.observations.append({q.value(0).toLongLong(), q.value(1).toLongLong()});
                }
                if (!out.observations.isEmpty())
                    recordingSince = out.observations.first().started;
                q.prepare(
                    QStringLiteral("SELECT id, first_seen, last_seen, current, whole, state FROM revisions "
                                   "WHERE service_id = ? ORDER BY id"));
                q.addBindValue(serviceId);
                if (ok && !q.exec())
                    fail(q.lastError().text());
                while (ok && q.next()) {
                    RevisionRecord r;
                    r.id = q.value(0).toLongLong();
                    r.serviceId = serviceId;
                    r.firstSeen = q.value(1).toLongLong();
                    r.lastSeen = q.value(2).toLongLong();
                    r.current = q.value(3).toInt() != 0;
                    r.whole = q.value(4).toInt() != 0;
                    r.state = q.value(5).toString().toUtf8();
                    if (r.current && !out.observations.isEmpty())
                        r.lastSeen = std::max(r.firstSeen, out.observations.last().last);
                    out.revisions.append(r);
                }
            }
            // The service's entries from before the revisions were recorded (on the time index).
            if (ok && tables.contains(QStringLiteral("entries"))) {
                q.prepare(
                    QStringLiteral("SELECT at, kind, object_id, service_id, node_id, field, before, after "
                                   "FROM entries WHERE at < ? AND service_id = ? AND kind LIKE 'service.%' "
                                   "ORDER BY at, id"));
                q.addBindValue(recordingSince);
                q.addBindValue(serviceId);
                if (!q.exec())
                    fail(q.lastError().text());
                while (ok && q.next()) {
                    out.earlierEntries.append(journalEntryOfRow(q));
                }
            }
            out.known = !out.revisions.isEmpty() || !out.earlierEntries.isEmpty();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!ok)
        return std::nullopt;
    return out;
}

} // namespace core
} // namespace cloudly
