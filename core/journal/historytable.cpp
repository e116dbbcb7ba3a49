#include "core/journal/historytable.h"

#include "core/util/privatefile.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

#include <functional>

namespace cloudly {
namespace core {
namespace HistoryTable {
namespace {
const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS metrics_history (id INTEGER PRIMARY KEY CHECK (id = 1), "
    "format INTEGER NOT NULL, saved_at INTEGER NOT NULL, data BLOB NOT NULL)";

// Runs `work` on a connection of its own to `path`; the connection is removed afterwards.
bool withDatabase(const QString& path, bool readOnly, QString* error,
                  const std::function<bool(QSqlDatabase&, QString*)>& work)
{
    const QString name =
        QStringLiteral("cloudly-history-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                      : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            if (error)
                *error = db.lastError().text();
        } else {
            ok = work(db, error);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QString describe(const QString& path, const QString& what)
{
    return QStringLiteral("metrics history in %1: %2").arg(path, what);
}
} // namespace

std::optional<Saved> load(const QString& path, QString* error)
{
    if (error)
        error->clear();
    if (!QFileInfo::exists(path))
        return std::nullopt;
    std::optional<Saved> out;
    QString why;
    const bool ok = withDatabase(path, true, &why, [&out](QSqlDatabase& db, QString* e) {
        QSqlQuery q(db);
        // Not there yet (a journal written before the history was kept): nothing saved.
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name = "
                                   "'metrics_history'"))) {
            *e = q.lastError().text();
            return false;
        }
        if (!q.next())
            return true;
        if (!q.exec(QStringLiteral("SELECT format, saved_at, data FROM metrics_history WHERE id = 1"))) {
            *e = q.lastError().text();
            return false;
        }
        if (q.next())
            out = Saved{q.value(0).toUInt(), q.value(1).toLongLong(), q.value(2).toByteArray()};
        return true;
    });
    if (!ok) {
        if (error)
            *error = describe(path, QStringLiteral("cannot be read (%1)").arg(why));
        return std::nullopt;
    }
    return out;
}

bool save(const QString& path, quint32 format, qint64 savedAt, const QByteArray& data, QString* error)
{
    QString why;
    // Private like the journal it shares: 0600 before SQLite opens it (its -wal and -shm take that mode).
    if (!privatefs::makeDirectory(QFileInfo(path).absolutePath(), &why) || !privatefs::makeFile(path, &why)) {
        if (error)
            *error = describe(path, QStringLiteral("cannot be saved (%1)").arg(why));
        return false;
    }
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        privatefs::tighten(path + suffix);
    bool newer = false;
    const bool ok = withDatabase(path, false, &why, [&](QSqlDatabase& db, QString* e) {
        QSqlQuery q(db);
        if (!q.exec(QLatin1String(kSchema))) {
            *e = q.lastError().text();
            return false;
        }
        if (!db.transaction()) {
            *e = db.lastError().text();
            return false;
        }
        if (!q.exec(QStringLiteral("SELECT format FROM metrics_history WHERE id = 1"))) {
            *e = q.lastError().text();
            db.rollback();
            return false;
        }
        if (q.next() && q.value(0).toUInt() > format) {
            newer = true;
            db.rollback();
            return false;
        }
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO metrics_history (id, format, saved_at, data) VALUES "
                                 "(1, ?, ?, ?)"));
        q.addBindValue(format);
        q.addBindValue(savedAt);
        q.addBindValue(data);
        if (!q.exec()) {
            *e = q.lastError().text();
            db.rollback();
            return false;
        }
        if (!db.commit()) {
            *e = db.lastError().text();
            return false;
        }
        return true;
    });
    if (!ok && error)
        *error = newer ? describe(path, QStringLiteral("kept by a newer console (a format newer than %1); "
                                                       "left as it is, this console's history is not saved")
                                            .arg(format))
                       : describe(path, QStringLiteral("cannot be saved (%1)").arg(why));
    return ok;
}

} // namespace HistoryTable
} // namespace core
} // namespace cloudly
