#include "core/journal/journalstore.h"

#include "core/journal/historytable.h"
#include "core/journal/revisiontable.h"
#include "core/util/datadir.h"
#include "core/util/logging.h"
#include "core/util/privatefile.h"
#include "core/util/threadhandoff.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <QVariant>

#include <limits>
#include <mutex>
#include <optional>
#include <utility>

namespace cloudly {
namespace core {
namespace {
const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, "
    "kind TEXT NOT NULL, object_id TEXT, service_id TEXT, node_id TEXT, field TEXT, "
    "before TEXT, after TEXT)";
const char* const kIndex = "CREATE INDEX IF NOT EXISTS entries_at ON entries(at)";

// Another console on the same profile holds the write lock (its poll of 100k tasks, a checkpoint): wait for
// it up to this long instead of failing with SQLITE_BUSY and losing this poll's entries (Qt's default is
// 5 s). Only the writer thread waits, never the GUI.
const QString kBusyTimeout = QStringLiteral("QSQLITE_BUSY_TIMEOUT=30000");

QString connectionName()
{
    return QStringLiteral("cloudly-journal-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// The journal file and its companions (SQLite creates -wal and -shm with the mode of the file itself).
void tightenJournal(const QString& path)
{
    privatefs::tighten(path);
    privatefs::tighten(path + QStringLiteral("-wal"));
    privatefs::tighten(path + QStringLiteral("-shm"));
}

// Runs `work` on a connection of its own to `path` (read-write); the connection is removed afterwards.
template <typename Work> bool withConnection(const QString& path, QString* error, Work&& work)
{
    const QString name = connectionName();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(kBusyTimeout);
        if (!db.open()) {
            if (error)
                *error = db.lastError().text();
        } else {
            ok = work(db);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QString safeName(const QString& profile, bool* changed)
{
    QString safe = profile.isEmpty() ? QStringLiteral("default") : profile;
    *changed = false;
    for (QChar& c : safe)
        if (!c.isLetterOrNumber() && c != u'-' && c != u'_' && c != u'.') {
            c = u'_';
            *changed = true;
        }
    return safe;
}
} // namespace

// Owns the write connection; lives on the store's thread.
class JournalWriter : public QObject
{
    Q_OBJECT
public:
    // `token`: what the store waits on (its thread object), for the hand-off at the end (threadhandoff.h).
    JournalWriter(QString path, JournalStore::Limits limits, const void* token, JournalStore* store)
        : m_path(std::move(path)), m_limits(limits), m_token(token), m_store(store)
    {}

    // Batches go from the store to this thread through a queue under a std::mutex (which ThreadSanitizer
    // sees), and the queued call that wakes the writer carries no data of ours: Qt's own event queue is
    // ordered by locks inside Qt Core, which a sanitizer build of our code cannot see.
    void post(QList<JournalEntry> entries)
    {
        const std::lock_guard<std::mutex> lock(m_queueMutex);
        m_queue.append({std::move(entries), std::nullopt});
    }
    void post(RevisionBatch batch)
    {
        const std::lock_guard<std::mutex> lock(m_queueMutex);
        m_queue.append({{}, std::move(batch)});
    }
    Q_INVOKABLE void drain()
    {
        QList<Work> batches;
        {
            const std::lock_guard<std::mutex> lock(m_queueMutex);
            batches.swap(m_queue);
        }
        for (const Work& work : std::as_const(batches)) {
            if (work.revisions)
                writeRevisions(*work.revisions, m_store);
            else
                write(work.entries, m_store);
        }
    }
    Q_INVOKABLE void sync() { drain(); }
    // The failures so far, for the store's thread.
    QStringList takeFailures()
    {
        const std::lock_guard<std::mutex> lock(m_queueMutex);
        return std::exchange(m_failures, {});
    }
    ~JournalWriter() override
    {
        close();
        handOffRelease(m_token); // the store's destructor goes on after its thread's wait()
    }

    // One poll's revisions (revisiontable.h), in a transaction of their own.
    void writeRevisions(const RevisionBatch& batch, JournalStore* store)
    {
        if (!open(store))
            return;
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        {
            QSqlQuery begin(db);
            if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
                return fail(store, begin.lastError().text());
        }
        QString error;
        if (!m_revisions.write(db, batch, QDateTime::currentMSecsSinceEpoch() - m_limits.maxAgeMs, &error)) {
            db.rollback();
            m_revisions.open(db, &error); // back to what the file holds
            return fail(store, error);
        }
        if (!db.commit())
            return fail(store, db.lastError().text());
        QMetaObject::invokeMethod(store, "deliverRevisionsWritten", Qt::QueuedConnection);
    }

    void write(const QList<JournalEntry>& entries, JournalStore* store)
    {
        if (!open(store))
            return;
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        // IMMEDIATE: the write lock is taken at the start, waiting out another writer (the busy timeout).
        // A deferred transaction would read first and could then fail at once (SQLITE_BUSY_SNAPSHOT) when
        // the other console committed in between, losing this write.
        {
            QSqlQuery begin(db);
            if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
                return fail(store, begin.lastError().text());
        }
        // Rows go in kRowsPerInsert at a time through one prepared multi-row INSERT (kept across writes),
        // the rest one by one: a statement step per 64 entries instead of one per entry.
        qsizetype done = 0;
        const qsizetype n = entries.size();
        qint64 lastId = 0;
        // Named placeholders, their names made once: Qt's positional bindValue() formats a name (":%1")
        // for every value it binds, which cost more than SQLite's own work here.
        const auto bindRow = [this](QSqlQuery& q, qsizetype row, const JournalEntry& e) {
            const QString* name = m_placeholders.constData() + row * kColumns;
            q.bindValue(name[0], e.at);
            q.bindValue(name[1], e.kind);
            q.bindValue(name[2], e.objectId);
            q.bindValue(name[3], e.serviceId);
            q.bindValue(name[4], e.nodeId);
            q.bindValue(name[5], e.field);
            q.bindValue(name[6], e.before);
            q.bindValue(name[7], e.after);
        };
        while (done < n) {
            const bool many = n - done >= kRowsPerInsert;
            QSqlQuery& insert = many ? *m_insertMany : *m_insertOne;
            const qsizetype rows = many ? kRowsPerInsert : 1;
            for (qsizetype k = 0; k < rows; ++k)
                bindRow(insert, k, entries.at(done + k));
            if (!insert.exec()) {
                const QString error = insert.lastError().text();
                db.rollback();
                return fail(store, error);
            }
            done += rows;
            lastId = insert.lastInsertId().toLongLong(); // the last row's id: the newest
        }
        // Two statements, each on an index (time, id): one with OR would scan the whole table per write.
        // The count bound deletes ids up to the newest id less the limit; skipped while that is below what
        // was already deleted (nothing older is left to go).
        m_pruneAge->bindValue(0, QDateTime::currentMSecsSinceEpoch() - m_limits.maxAgeMs);
        if (!m_pruneAge->exec()) {
            const QString error = m_pruneAge->lastError().text();
            db.rollback();
            return fail(store, error);
        }
        const qint64 keepFrom = lastId - m_limits.maxEntries;
        if (keepFrom > m_prunedUpTo) {
            m_pruneCount->bindValue(0, keepFrom);
            if (!m_pruneCount->exec()) {
                const QString error = m_pruneCount->lastError().text();
                db.rollback();
                return fail(store, error);
            }
        }
        if (!db.commit())
            return fail(store, db.lastError().text());
        m_prunedUpTo = std::max(m_prunedUpTo, keepFrom);
    }

private:
    bool open(JournalStore* store)
    {
        if (!m_name.isEmpty())
            return true;
        QString why;
        // Created 0600 before SQLite opens it, so its -wal and -shm are 0600 too (SQLite gives them the
        // file's mode); an existing journal is tightened to the same.
        if (!privatefs::makeDirectory(QFileInfo(m_path).absolutePath(), &why) ||
            !privatefs::makeFile(m_path, &why)) {
            fail(store, why);
            return false;
        }
        tightenJournal(m_path);
        m_name = connectionName();
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(kBusyTimeout);
        if (!db.open()) {
            const QString error = db.lastError().text();
            close();
            fail(store, error);
            return false;
        }
        QSqlQuery q(db);
        if (!q.exec(QLatin1String(kSchema)) || !q.exec(QLatin1String(kIndex)) ||
            !q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) ||
            // WAL with NORMAL: a commit is not synced to disk each time (a power cut may lose the last
            // polls' entries, never the file's consistency); FULL costs a sync per poll.
            !q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"))) {
            const QString error = q.lastError().text();
            close();
            fail(store, error);
            return false;
        }
        QString revisionError;
        if (!m_revisions.open(db, &revisionError)) {
            close();
            fail(store, revisionError);
            return false;
        }
        // The statements of every write, prepared once per connection.
        m_placeholders.clear();
        QString many = QStringLiteral("INSERT INTO entries (at, kind, object_id, service_id, node_id, field, "
                                      "before, after) VALUES ");
        QString one = many;
        for (qsizetype k = 0; k < kRowsPerInsert; ++k) {
            QString row = QStringLiteral("(");
            for (qsizetype c = 0; c < kColumns; ++c) {
                m_placeholders << QStringLiteral(":r%1c%2").arg(k).arg(c);
                row += (c ? QStringLiteral(", ") : QString()) + m_placeholders.last();
            }
            row += QLatin1Char(')');
            many += (k ? QStringLiteral(", ") : QString()) + row;
            if (k == 0)
                one += row;
        }
        m_insertOne.emplace(db);
        m_insertMany.emplace(db);
        m_pruneAge.emplace(db);
        m_pruneCount.emplace(db);
        if (!m_insertOne->prepare(one) || !m_insertMany->prepare(many) ||
            !m_pruneAge->prepare(QStringLiteral("DELETE FROM entries WHERE at < ?")) ||
            !m_pruneCount->prepare(QStringLiteral("DELETE FROM entries WHERE id <= ?"))) {
            QString error;
            for (QSqlQuery* s : {&*m_insertOne, &*m_insertMany, &*m_pruneAge, &*m_pruneCount})
                if (error.isEmpty())
                    error = s->lastError().text();
            close();
            fail(store, error);
            return false;
        }
        m_prunedUpTo = std::numeric_limits<qint64>::min();
        return true;
    }
    void close()
    {
        if (m_name.isEmpty())
            return;
        m_insertOne.reset(); // the statements go before their connection
        m_insertMany.reset();
        m_pruneAge.reset();
        m_pruneCount.reset();
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
        m_name.clear();
    }
    void fail(JournalStore* store, const QString& error)
    {
        const QString message = QStringLiteral("journal %1: %2").arg(m_path, error);
        qCWarning(lcJournal).noquote() << message;
        {
            const std::lock_guard<std::mutex> lock(m_queueMutex);
            m_failures.append(message);
        }
        QMetaObject::invokeMethod(store, "deliverFailures", Qt::QueuedConnection);
    }

    static constexpr qsizetype kColumns = 8;
    static constexpr qsizetype kRowsPerInsert = 64; // 512 parameters (SQLite's old limit: 999)

    QString m_path;
    JournalStore::Limits m_limits;
    const void* m_token;
    JournalStore* m_store;
    struct Work
    {
        QList<JournalEntry> entries;
        std::optional<RevisionBatch> revisions;
    };
    std::mutex m_queueMutex; // m_queue, m_failures
    QList<Work> m_queue;
    RevisionTable m_revisions;
    QStringList m_failures;
    QString m_name;
    std::optional<QSqlQuery> m_insertOne, m_insertMany, m_pruneAge, m_pruneCount;
    QStringList m_placeholders;                               // ":r<row>c<column>" of the inserts, row by row
    qint64 m_prunedUpTo = std::numeric_limits<qint64>::min(); // ids up to here are deleted (count bound)
};

JournalStore::JournalStore(QString path, Limits limits, QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_thread(new QThread(this)),
      m_writer(new JournalWriter(m_path, limits, m_thread, this))
{
    m_thread->setObjectName(QStringLiteral("journal"));
    m_writer->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_writer, &QObject::deleteLater);
    m_thread->start(QThread::LowPriority);
}

JournalStore::~JournalStore()
{
    m_thread->quit(); // queued writes run before the loop ends
    m_thread->wait();
    handOffAcquire(m_thread);
}

void JournalStore::append(const QList<JournalEntry>& entries)
{
    if (entries.isEmpty())
        return;
    m_writer->post(entries);
    QMetaObject::invokeMethod(m_writer, "drain", Qt::QueuedConnection);
}

void JournalStore::appendRevisions(const RevisionBatch& batch)
{
    m_writer->post(batch);
    QMetaObject::invokeMethod(m_writer, "drain", Qt::QueuedConnection);
}

void JournalStore::flush()
{
    QMetaObject::invokeMethod(m_writer, "sync", Qt::BlockingQueuedConnection);
}

void JournalStore::deliverRevisionsWritten()
{
    Q_EMIT revisionsWritten();
}

void JournalStore::deliverFailures()
{
    for (const QString& message : m_writer->takeFailures())
        Q_EMIT writeFailed(message);
}

std::optional<QList<JournalEntry>> JournalStore::read(const QString& path, std::optional<qint64> sinceMs,
                                                      QString* error)
{
    QList<JournalEntry> out;
    if (!QFileInfo::exists(path))
        return out;
    const QString name = connectionName();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;") + kBusyTimeout);
        QSqlQuery q(db);
        if (!db.open() ||
            !q.prepare(
                QStringLiteral("SELECT at, kind, object_id, service_id, node_id, field, before, after FROM "
                               "entries WHERE at >= ? ORDER BY at, id")) ||
            (q.addBindValue(sinceMs.value_or(std::numeric_limits<qint64>::min())), !q.exec())) {
            if (error)
                *error = QStringLiteral("cannot read the journal %1: %2")
                             .arg(path, db.isOpen() ? q.lastError().text() : db.lastError().text());
            ok = false;
        }
        while (ok && q.next()) {
            out.append(journalEntryOfRow(q));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!ok)
        return std::nullopt;
    return out;
}

QString JournalStore::fileNameFor(const QString& profile)
{
    bool changed = false;
    const QString safe = safeName(profile, &changed);
    if (!changed)
        return safe + QStringLiteral(".sqlite");
    // A name whose characters had to be replaced gets a hash of the real name, after a '+' (a character the
    // unchanged names never contain): "prod/eu" and "prod_eu" keep different journals.
    const QByteArray hash =
        QCryptographicHash::hash(profile.toUtf8(), QCryptographicHash::Sha256).toHex().left(12);
    return safe + QLatin1Char('+') + QString::fromLatin1(hash) + QStringLiteral(".sqlite");
}

QString JournalStore::pathIn(const QString& directory, const QString& profile)
{
    const QString path = QDir(directory).filePath(fileNameFor(profile));
    bool changed = false;
    const QString legacy = QDir(directory).filePath(safeName(profile, &changed) + QStringLiteral(".sqlite"));
    if (!changed || QFileInfo::exists(path) || !QFileInfo::exists(legacy))
        return path;
    // Earlier versions kept this profile under the name without the hash, which another profile may share
    // ("prod/eu" and "prod_eu" both wrote prod_eu.sqlite): this profile gets a copy of it (a consistent
    // snapshot, made under a temporary name and renamed), the file stays for the other one.
    const QString partial = path + QStringLiteral(".partial");
    QFile::remove(partial);
    QString error;
    const bool copied = withConnection(legacy, &error, [&](QSqlDatabase& db) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("VACUUM INTO ?"));
        q.addBindValue(partial);
        if (!q.exec()) {
            error = q.lastError().text();
            return false;
        }
        return true;
    });
    privatefs::tighten(partial);
    if (copied && QFile::rename(partial, path)) {
        qCInfo(lcJournal).noquote() << "journal of profile" << profile << "copied from" << legacy << "to"
                                    << path;
    } else {
        QFile::remove(partial);
        qCWarning(lcJournal).noquote()
            << "journal" << legacy << "could not be copied to" << path << ":" << error;
    }
    return path;
}

QString JournalStore::defaultPath(const QString& profile)
{
    return pathIn(dataPath(QStringLiteral("journal")), profile);
}

bool JournalStore::relocate(const QString& from, const QString& to, QString* error)
{
    // What the write-ahead log holds goes into the file first: then the one file is all there is to move.
    const bool checkpointed = withConnection(from, error, [error](QSqlDatabase& db) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"))) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
        return true;
    });
    if (!checkpointed)
        return false;
    if (QFileInfo::exists(to) || !QFile::rename(from, to)) {
        if (error)
            *error = QStringLiteral("cannot rename %1 to %2").arg(from, to);
        return false;
    }
    QFile::remove(from + QStringLiteral("-wal")); // empty after the checkpoint
    QFile::remove(from + QStringLiteral("-shm"));
    tightenJournal(to);
    return true;
}

qint64 JournalStore::mergeInto(const QString& into, const QString& from, QString* error)
{
    if (!privatefs::makeFile(into, error))
        return -1;
    tightenJournal(into);
    qint64 added = -1;
    const bool ok = withConnection(into, error, [&](QSqlDatabase& db) {
        QSqlQuery q(db);
        const auto fail = [&] {
            if (error)
                *error = q.lastError().text();
            db.rollback();
            return false;
        };
        if (!q.exec(QLatin1String(kSchema)) || !q.exec(QLatin1String(kIndex)))
            return fail();
        q.prepare(QStringLiteral("ATTACH DATABASE ? AS other"));
        q.addBindValue(from);
        if (!q.exec())
            return fail();
        if (!db.transaction())
            return fail();
        // Oldest first, each entry once: one both files hold (same time, kind, ids, field and values) is not
        // added again, so a second run adds nothing.
        if (!q.exec(QStringLiteral(
                "INSERT INTO main.entries (at, kind, object_id, service_id, node_id, field, before, after) "
                "SELECT o.at, o.kind, o.object_id, o.service_id, o.node_id, o.field, o.before, o.after "
                "FROM other.entries o WHERE NOT EXISTS (SELECT 1 FROM main.entries m WHERE m.at = o.at AND "
                "m.kind = o.kind AND m.object_id IS o.object_id AND m.service_id IS o.service_id AND "
                "m.node_id IS o.node_id AND m.field IS o.field AND m.before IS o.before AND "
                "m.after IS o.after) ORDER BY o.at, o.id")))
            return fail();
        added = q.numRowsAffected();
        if (!db.commit())
            return fail();
        q.finish();
        q.exec(QStringLiteral("DETACH DATABASE other"));
        return true;
    });
    if (!ok)
        return -1;
    // The metrics history (one snapshot per file): the newer one stays.
    QString why;
    const std::optional<HistoryTable::Saved> theirs = HistoryTable::load(from, &why);
    const std::optional<HistoryTable::Saved> ours = HistoryTable::load(into, &why);
    if (theirs && (!ours || theirs->savedAt > ours->savedAt) &&
        !HistoryTable::save(into, theirs->format, theirs->savedAt, theirs->data, &why))
        qCWarning(lcJournal).noquote() << why;
    return added;
}

} // namespace core
} // namespace cloudly

#include "journalstore.moc"
