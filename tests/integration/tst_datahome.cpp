// The one data home, as users get it: only XDG_DATA_HOME and HOME are set (no CLOUDLY_DATA_DIR). What the
// core classes write through their default paths (the console's), the real cloudlyctl reads; the folders
// earlier versions kept per binary (serve.zone/cloudly-console, serve.zone/cloudlyctl) are moved in once,
// merged where both hold a journal or an audit log, a differing copy kept aside, nothing lost; running it
// again (as after a crash part way) changes nothing; everything ends up 0600 / 0700.
#include "core/grants/auditlog.h"
#include "core/journal/historytable.h"
#include "core/journal/journalstore.h"
#include "core/util/datadir.h"
#include "ctlprocess.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace cloudly;
namespace g = cloudly::core::grants;

namespace {
const qint64 kNow = QDateTime::currentMSecsSinceEpoch();

core::JournalEntry entry(qint64 ago, const QString& id)
{
    core::JournalEntry e;
    e.at = kNow - ago;
    e.kind = QStringLiteral("task.status");
    e.objectId = id;
    e.serviceId = QStringLiteral("svc-web");
    e.before = QStringLiteral("starting");
    e.after = QStringLiteral("running");
    return e;
}

void writeJournal(const QString& path, const QList<core::JournalEntry>& entries)
{
    core::JournalStore store(path);
    store.append(entries);
    store.flush();
}

g::AuditEntry grant(qint64 ago, const QString& user)
{
    g::AuditEntry e;
    e.at = QDateTime::fromMSecsSinceEpoch(kNow - ago, Qt::UTC);
    e.actor = QStringLiteral("admin");
    e.server = QStringLiteral("wss://cloudly.example/");
    e.userId = user;
    e.serviceId = QStringLiteral("svc-api");
    e.before = QStringList{};
    e.after = QStringList{QStringLiteral("deployment:preflight")};
    e.result = QStringLiteral("ok");
    return e;
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

// Every path below `root` that is not 0600 (file) or 0700 (folder), and how many were looked at.
QStringList notPrivate(const QString& root, int* count)
{
    QStringList out;
    *count = 0;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st
        {};
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
            continue;
        ++*count;
        const mode_t want = S_ISDIR(st.st_mode) ? 0700 : 0600;
        if ((st.st_mode & 07777) != want)
            out << QStringLiteral("%1 %2").arg(QString::number(st.st_mode & 07777, 8), path);
    }
    return out;
}
} // namespace

class TestDataHome : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_root;
    QString m_data; // XDG_DATA_HOME

    QString home() const { return m_data + QStringLiteral("/serve.zone/cloudly"); }
    QString legacy(const char* name) const
    {
        return m_data + QStringLiteral("/serve.zone/") + QLatin1String(name);
    }

    test::CtlRun ctl(const QStringList& args) const { return test::runCloudlyctl(args); }
    QList<QJsonObject> journal(const QString& profile) const
    {
        const test::CtlRun r = ctl({QStringLiteral("--profile"), profile, QStringLiteral("--format"),
                                    QStringLiteral("json"), QStringLiteral("journal")});
        if (r.exitCode != 0)
            qWarning().noquote() << r.err;
        QList<QJsonObject> out;
        for (const QByteArray& line : r.out.trimmed().split('\n'))
            if (!line.isEmpty())
                out << QJsonDocument::fromJson(line).object();
        return out;
    }
    QJsonArray audit() const
    {
        const test::CtlRun r = ctl({QStringLiteral("grants"), QStringLiteral("audit"),
                                    QStringLiteral("--format"), QStringLiteral("json")});
        return r.exitCode == 0 ? QJsonDocument::fromJson(r.out).array() : QJsonArray();
    }

private Q_SLOTS:
    void init()
    {
        ::umask(022); // what most users have: files would be 0644 and folders 0755 if we did not care
        m_root = std::make_unique<QTemporaryDir>();
        QVERIFY(m_root->isValid());
        m_data = m_root->filePath(QStringLiteral("data"));
        qunsetenv("CLOUDLY_DATA_DIR");
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_root->filePath(QStringLiteral("config"))));
        qputenv("HOME", QFile::encodeName(m_root->filePath(QStringLiteral("home"))));
    }
    void cleanup() { m_root.reset(); }

    void cloudlyctlReadsWhatTheConsoleRecorded()
    {
        // The console's journal goes through JournalStore::defaultPath (JournalFeed); written here the same
        // way.
        const QString path = core::JournalStore::defaultPath(QStringLiteral("demo"));
        QCOMPARE(path, home() + QStringLiteral("/journal/demo.sqlite"));
        writeJournal(path, {entry(60000, QStringLiteral("d-1")), entry(30000, QStringLiteral("d-2"))});
        const QList<QJsonObject> lines = journal(QStringLiteral("demo"));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(1).value(QStringLiteral("objectId")).toString(), QStringLiteral("d-2"));
        // And the grants audit log: one file for both.
        QCOMPARE(g::AuditLog::defaultPath(), home() + QStringLiteral("/grants-audit.jsonl"));
        QVERIFY(
            g::AuditLog(g::AuditLog::defaultPath()).append(grant(1000, QStringLiteral("mu-ci")), nullptr));
        QCOMPARE(audit().size(), 1);
        int count = 0;
        const QStringList loose = notPrivate(home(), &count);
        QVERIFY2(loose.isEmpty(), qPrintable(loose.join(u'\n')));
        QVERIFY(count >= 4); // journal/, demo.sqlite, the audit log and its lock
    }

    void migratesBothOldFoldersWithoutLosingAnything()
    {
        const QString console = legacy("cloudly-console");
        const QString cli = legacy("cloudlyctl");
        // The console's old folder: two journals with a metrics history, an audit log, a receipt, a cache.
        writeJournal(console + QStringLiteral("/journal/demo.sqlite"),
                     {entry(90000, QStringLiteral("c-1")), entry(60000, QStringLiteral("both")),
                      entry(50000, QStringLiteral("c-2"))});
        QString error;
        QVERIFY(core::HistoryTable::save(console + QStringLiteral("/journal/demo.sqlite"), 1, kNow - 5000,
                                         "console-history", &error));
        writeJournal(console + QStringLiteral("/journal/prod.sqlite"), {entry(1000, QStringLiteral("p-1"))});
        const g::AuditEntry first = grant(30000, QStringLiteral("mu-1"));
        const g::AuditEntry third = grant(10000, QStringLiteral("mu-3"));
        QVERIFY(g::AuditLog(console + QStringLiteral("/grants-audit.jsonl")).append(first, &error));
        QVERIFY(g::AuditLog(console + QStringLiteral("/grants-audit.jsonl")).append(third, &error));
        const QString receiptA = QStringLiteral("receipts/preflight-20261201T101010000Z-aaaa.json");
        const QString receiptB = QStringLiteral("receipts/preflight-20261202T101010000Z-bbbb.json");
        const QString cache = QStringLiteral("inventory-cache/inventory-demo-0123456789ab.json");
        QVERIFY(writeBytes(console + QLatin1Char('/') + receiptA, "{\"receipt\":\"a\"}"));
        QVERIFY(writeBytes(console + QLatin1Char('/') + cache, "{\"cache\":\"console\"}"));
        // cloudlyctl's old folder: the same journal with one entry both saw and one more; an audit log with
        // a line both hold and one in between; another receipt; the same cache file with other content.
        writeJournal(cli + QStringLiteral("/journal/demo.sqlite"),
                     {entry(60000, QStringLiteral("both")), entry(40000, QStringLiteral("cli-1"))});
        QVERIFY(core::HistoryTable::save(cli + QStringLiteral("/journal/demo.sqlite"), 1, kNow - 9000,
                                         "older-history", &error));
        QVERIFY(g::AuditLog(cli + QStringLiteral("/grants-audit.jsonl")).append(first, &error));
        QVERIFY(g::AuditLog(cli + QStringLiteral("/grants-audit.jsonl"))
                    .append(grant(20000, QStringLiteral("mu-2")), &error));
        QVERIFY(writeBytes(cli + QLatin1Char('/') + receiptB, "{\"receipt\":\"b\"}"));
        QVERIFY(writeBytes(cli + QLatin1Char('/') + cache, "{\"cache\":\"cloudlyctl\"}"));
        // A copy of both, for the second run below.
        const QString before = m_root->filePath(QStringLiteral("before"));
        QVERIFY(QDir().mkpath(before));
        QCOMPARE(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), console, cli, before}), 0);

        // The first command of the new version moves everything in.
        test::CtlRun r = ctl({QStringLiteral("--profile"), QStringLiteral("demo"), QStringLiteral("--format"),
                              QStringLiteral("json"), QStringLiteral("journal")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("kept as inventory-cache/inventory-demo-0123456789ab.json.from-cloudlyctl"),
                 r.err.constData());
        const auto check = [&] {
            const QList<QJsonObject> lines = journal(QStringLiteral("demo"));
            QStringList ids;
            for (const QJsonObject& o : lines)
                ids << o.value(QStringLiteral("objectId")).toString();
            QCOMPARE(ids, (QStringList{QStringLiteral("c-1"), QStringLiteral("both"), QStringLiteral("c-2"),
                                       QStringLiteral("cli-1")}));
            QCOMPARE(journal(QStringLiteral("prod")).size(), 1);
            QString why;
            const auto history =
                core::HistoryTable::load(home() + QStringLiteral("/journal/demo.sqlite"), &why);
            QVERIFY2(history, qPrintable(why));
            QCOMPARE(history->data, QByteArray("console-history")); // the newer one
            const QJsonArray grants = audit();
            QStringList users;
            for (const QJsonValue& v : grants)
                users << v.toObject().value(QStringLiteral("userId")).toString();
            QCOMPARE(users,
                     (QStringList{QStringLiteral("mu-1"), QStringLiteral("mu-2"), QStringLiteral("mu-3")}));
            QCOMPARE(readBytes(home() + QLatin1Char('/') + receiptA), QByteArray("{\"receipt\":\"a\"}"));
            QCOMPARE(readBytes(home() + QLatin1Char('/') + receiptB), QByteArray("{\"receipt\":\"b\"}"));
            QCOMPARE(readBytes(home() + QLatin1Char('/') + cache), QByteArray("{\"cache\":\"console\"}"));
            QCOMPARE(readBytes(home() + QLatin1Char('/') + cache + QStringLiteral(".from-cloudlyctl")),
                     QByteArray("{\"cache\":\"cloudlyctl\"}"));
            QVERIFY2(!QFileInfo::exists(console) && !QFileInfo::exists(cli),
                     "the old folders are emptied and removed");
            int count = 0;
            const QStringList loose = notPrivate(home(), &count);
            QVERIFY2(loose.isEmpty(), qPrintable(loose.join(u'\n')));
            QVERIFY(count >= 10);
        };
        check();
        if (QTest::currentTestFailed())
            return;
        const QStringList files = [&] {
            QStringList out;
            QDirIterator it(home(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext())
                out << it.next();
            out.sort();
            return out;
        }();

        // As after a crash between a merge and the removal of what it merged: the old folders are back as
        // they were. The next run merges them again: nothing doubles, nothing new is kept aside.
        QCOMPARE(QProcess::execute(QStringLiteral("cp"),
                                   {QStringLiteral("-a"), before + QStringLiteral("/cloudly-console"),
                                    before + QStringLiteral("/cloudlyctl"),
                                    m_data + QStringLiteral("/serve.zone/")}),
                 0);
        r = ctl({QStringLiteral("grants"), QStringLiteral("audit")});
        QCOMPARE(r.exitCode, 0);
        check();
        QStringList after;
        QDirIterator it(home(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            after << it.next();
        after.sort();
        QCOMPARE(after, files);
    }
};

QTEST_GUILESS_MAIN(TestDataHome)
#include "tst_datahome.moc"
