#include "core/journal/journalstore.h"

#include "core/util/datadir.h"
#include "core/util/logging.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <QVariant>

namespace cloudly {
namespace core {
namespace {
const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, "
    "kind TEXT NOT NULL, object_id TEXT, service_id TEXT, node_id TEXT, field TEXT, "
    "before TEXT, after TEXT)";
const char* const kIndex = "CREATE INDEX IF NOT EXISTS entries_at ON entries(at)";

QString connectionName()
{
    return QStringLiteral("cloudly-journal-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}
} // namespace

// Owns the write connection; lives on the store's thread.
class JournalWriter : public QObject
{
    Q_OBJECT
public:
    JournalWriter(QString path, JournalStore::Limits limits) : m_path(std::move(path)), m_limits(limits) {}
    ~JournalWriter() override { close(); }

    void write(const QList<JournalEntry>& entries, JournalStore* store)
    {
        if (!open(store))
            return;
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.transaction();
        QSqlQuery insert(db);
        insert.prepare(
            QStringLiteral("INSERT INTO entries (at, kind, object_id, service_id, node_id, field, before, "
                           "after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const JournalEntry& e : entries) {
            insert.addBindValue(e.at);
            insert.addBindValue(e.kind);
            insert.addBindValue(e.objectId);
            insert.addBindValue(e.serviceId);
            insert.addBindValue(e.nodeId);
            insert.addBindValue(e.field);
            insert.addBindValue(e.before);
            insert.addBindValue(e.after);
            if (!insert.exec()) {
                db.rollback();
                return fail(store, insert.lastError().text());
            }
        }
        // Two statements, each on an index (time, id): one with OR would scan the whole table per write.
        QSqlQuery prune(db);
        prune.prepare(QStringLiteral("DELETE FROM entries WHERE at < ?"));
        prune.addBindValue(QDateTime::currentMSecsSinceEpoch() - m_limits.maxAgeMs);
        QSqlQuery pruneCount(db);
        pruneCount.prepare(
            QStringLiteral("DELETE FROM entries WHERE id <= (SELECT MAX(id) FROM entries) - ?"));
        pruneCount.addBindValue(m_limits.maxEntries);
        for (QSqlQuery* q : {&prune, &pruneCount}) {
            if (!q->exec()) {
                db.rollback();
                return fail(store, q->lastError().text());
            }
        }
        if (!db.commit())
            fail(store, db.lastError().text());
    }

private:
    bool open(JournalStore* store)
    {
        if (!m_name.isEmpty())
            return true;
        QDir().mkpath(QFileInfo(m_path).absolutePath());
        m_name = connectionName();
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(m_path);
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
        return true;
    }
    void close()
    {
        if (m_name.isEmpty())
            return;
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
        QMetaObject::invokeMethod(
            store, [store, message] { Q_EMIT store->writeFailed(message); }, Qt::QueuedConnection);
    }

    QString m_path;
    JournalStore::Limits m_limits;
    QString m_name;
};

JournalStore::JournalStore(QString path, Limits limits, QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_thread(new QThread(this)),
      m_writer(new JournalWriter(m_path, limits))
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
}

void JournalStore::append(const QList<JournalEntry>& entries)
{
    if (entries.isEmpty())
        return;
    JournalWriter* writer = m_writer;
    QMetaObject::invokeMethod(
        writer, [writer, entries, this] { writer->write(entries, this); }, Qt::QueuedConnection);
}

void JournalStore::flush()
{
    QMetaObject::invokeMethod(
        m_writer, [] {}, Qt::BlockingQueuedConnection);
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
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
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
            JournalEntry e;
            e.at = q.value(0).toLongLong();
            e.kind = q.value(1).toString();
            e.objectId = q.value(2).toString();
            e.serviceId = q.value(3).toString();
            e.nodeId = q.value(4).toString();
            e.field = q.value(5).toString();
            e.before = q.value(6).toString();
            e.after = q.value(7).toString();
            out.append(e);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!ok)
        return std::nullopt;
    return out;
}

QString JournalStore::defaultPath(const QString& profile)
{
    QString safe = profile.isEmpty() ? QStringLiteral("default") : profile;
    for (QChar& c : safe)
        if (!c.isLetterOrNumber() && c != u'-' && c != u'_' && c != u'.')
            c = u'_';
    return dataPath(QStringLiteral("journal/%1.sqlite").arg(safe));
}

} // namespace core
} // namespace cloudly

#include "journalstore.moc"
