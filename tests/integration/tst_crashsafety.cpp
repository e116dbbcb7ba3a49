// Crash safety: a process writing the journal, the metrics history (in the journal file), receipts and the
// grants audit log through the real storage classes at their default paths (tests/crash/crashdriver.cpp)
// is killed with SIGKILL at 50 random points. Afterwards every file opens (PRAGMA integrity_check = ok),
// everything the driver reported as committed is there, the audit log reads back whole (no torn entry),
// every receipt reads, and everything is still 0600 / 0700.
#include "core/grants/auditlog.h"
#include "core/journal/historytable.h"
#include "core/journal/journalstore.h"
#include "core/preflight/receiptstore.h"

#include <QDirIterator>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

using namespace cloudly::core;

class TestCrashSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedFiftyTimesLosesNothingCommitted()
    {
        ::umask(022);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const QString data = root.filePath(QStringLiteral("data"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("CLOUDLY_DATA_DIR"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
        env.insert(QStringLiteral("HOME"), root.filePath(QStringLiteral("home")));
        const quint32 seed = QRandomGenerator::system()->generate();
        qInfo() << "kill points from seed" << seed;
        QRandomGenerator random(seed);

        QSet<QString> journal, audit;
        QStringList receipts;
        qint64 lastHistory = -1;
        int killedMidway = 0;
        for (int run = 1; run <= 50; ++run) {
            QProcess driver;
            driver.setProcessEnvironment(env);
            driver.start(QStringLiteral(CLOUDLY_CRASH_DRIVER), {QString::number(run)});
            QVERIFY2(driver.waitForStarted(), qPrintable(driver.errorString()));
            // 20 to 400 ms: from before the first write (opening the files) to many writes in.
            QTest::qWait(20 + static_cast<int>(random.bounded(380)));
            QVERIFY2(driver.state() == QProcess::Running,
                     qPrintable(QStringLiteral("driver ended by itself (exit %1): %2")
                                    .arg(driver.exitCode())
                                    .arg(QString::fromLocal8Bit(driver.readAllStandardError()))));
            ::kill(static_cast<pid_t>(driver.processId()), SIGKILL);
            QVERIFY(driver.waitForFinished(5000));
            QCOMPARE(driver.exitStatus(), QProcess::CrashExit);
            const QList<QByteArray> lines = driver.readAllStandardOutput().split('\n');
            for (const QByteArray& line : lines) {
                if (line.size() < 3)
                    continue; // the unterminated last line was being printed: not counted
                const QString value = QString::fromUtf8(line.mid(2));
                switch (line.at(0)) {
                case 'J':
                    journal.insert(value);
                    break;
                case 'M':
                    lastHistory = std::max(lastHistory, value.toLongLong());
                    break;
                case 'R':
                    receipts << value;
                    break;
                case 'A':
                    audit.insert(value);
                    break;
                }
            }
            if (!lines.isEmpty() && !lines.last().isEmpty())
                ++killedMidway;
        }
        qInfo() << journal.size() << "journal batches," << receipts.size() << "receipts," << audit.size()
                << "audit entries committed over 50 kills";
        QVERIFY2(journal.size() >= 50 && audit.size() >= 20,
                 "the driver got too little done to test anything");

        const QString home = data + QStringLiteral("/serve.zone/cloudly");
        const QString journalPath = home + QStringLiteral("/journal/crash.sqlite");
        // The file opens and is consistent.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
            db.setDatabaseName(journalPath);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
        // Every committed journal batch, whole.
        QString error;
        const auto entries = JournalStore::read(journalPath, std::nullopt, &error);
        QVERIFY2(entries, qPrintable(error));
        QHash<QString, int> perBatch;
        for (const JournalEntry& e : *entries)
            ++perBatch[e.objectId.section(u'-', 1, 2)];
        for (const QString& batch : std::as_const(journal))
            QVERIFY2(perBatch.value(batch) == 50,
                     qPrintable(
                         QStringLiteral("batch %1: %2 of 50 entries").arg(batch).arg(perBatch.value(batch))));
        for (auto it = perBatch.cbegin(); it != perBatch.cend(); ++it)
            QVERIFY2(
                it.value() == 50,
                qPrintable(QStringLiteral("batch %1 is torn: %2 entries").arg(it.key()).arg(it.value())));
        // The metrics history: at least as new as the last committed save, and whole.
        const auto history = HistoryTable::load(journalPath, &error);
        QVERIFY2(history, qPrintable(error));
        QVERIFY(history->savedAt >= lastHistory);
        QCOMPARE(history->data.size(), 64 * 1024);
        QCOMPARE(history->data.count(history->data.at(0)), 64 * 1024);
        // Receipts: every committed one reads, and nothing in the folder is broken.
        preflight::ReceiptStore store(home + QStringLiteral("/receipts"), 100000);
        const preflight::ReceiptStore::Listing listing = store.list();
        QStringList broken;
        for (const auto& problem : listing.problems)
            broken << problem.fileName;
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u' ')));
        QSet<QString> listed;
        for (const preflight::Receipt& r : listing.receipts)
            listed.insert(preflight::ReceiptStore::fileNameFor(r));
        for (const QString& name : std::as_const(receipts))
            QVERIFY2(listed.contains(name), qPrintable(name));
        // The audit log: no torn or half-written entry, every committed one there.
        const grants::AuditLog::ReadResult read =
            grants::AuditLog(home + QStringLiteral("/grants-audit.jsonl")).readAll();
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join(u'\n')));
        QSet<QString> users;
        for (const grants::AuditEntry& e : read.entries)
            users.insert(e.userId.mid(2));
        for (const QString& id : std::as_const(audit))
            QVERIFY2(users.contains(id), qPrintable(id));
        // Still private after all that.
        QDirIterator it(home, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            struct stat st
            {};
            QCOMPARE(::lstat(QFile::encodeName(path).constData(), &st), 0);
            QVERIFY2((st.st_mode & 07777) == (S_ISDIR(st.st_mode) ? 0700u : 0600u),
                     qPrintable(QStringLiteral("%1 %2").arg(QString::number(st.st_mode & 07777, 8), path)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
