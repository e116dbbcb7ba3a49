// The journal's file names and its writers: "prod/eu" and "prod_eu" keep different journals (the older,
// shared name stays readable), and two consoles writing one profile's journal at once lose no entry.
#include "core/journal/journalstore.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

namespace {
QList<JournalEntry> batch(const QString& writer, int round, int size)
{
    QList<JournalEntry> out;
    for (int k = 0; k < size; ++k) {
        JournalEntry e;
        e.at = QDateTime::currentMSecsSinceEpoch() - 100000 + round;
        e.kind = QStringLiteral("task.status");
        e.objectId = QStringLiteral("%1-%2-%3").arg(writer).arg(round).arg(k);
        e.before = QStringLiteral("starting");
        e.after = QStringLiteral("running");
        out << e;
    }
    return out;
}
} // namespace

class TestStorageConcurrency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void profileNamesNeverShareAJournal()
    {
        QCOMPARE(JournalStore::fileNameFor(QStringLiteral("prod")), QStringLiteral("prod.sqlite"));
        QCOMPARE(JournalStore::fileNameFor(QStringLiteral("prod_eu")), QStringLiteral("prod_eu.sqlite"));
        const QString slash = JournalStore::fileNameFor(QStringLiteral("prod/eu"));
        const QString space = JournalStore::fileNameFor(QStringLiteral("prod eu"));
        QVERIFY(slash != QStringLiteral("prod_eu.sqlite"));
        QVERIFY(space != slash);
        QVERIFY2(slash.startsWith(QStringLiteral("prod_eu+")) && slash.endsWith(QStringLiteral(".sqlite")),
                 qPrintable(slash));
        QVERIFY(!slash.contains(u'/'));
        // The hashed form can never be a name kept as it is: its '+' is always replaced.
        const QString lookalike = JournalStore::fileNameFor(slash.chopped(7));
        QVERIFY2(lookalike != slash && lookalike.startsWith(QStringLiteral("prod_eu_")),
                 qPrintable(lookalike));

        // Written through both names, each reads only its own.
        QTemporaryDir dir;
        const QString a = JournalStore::pathIn(dir.path(), QStringLiteral("prod/eu"));
        const QString b = JournalStore::pathIn(dir.path(), QStringLiteral("prod_eu"));
        QVERIFY(a != b);
        {
            JournalStore sa(a), sb(b);
            sa.append(batch(QStringLiteral("a"), 1, 3));
            sb.append(batch(QStringLiteral("b"), 1, 5));
            sa.flush();
            sb.flush();
        }
        QString error;
        QCOMPARE(JournalStore::read(a, std::nullopt, &error)->size(), 3);
        QCOMPARE(JournalStore::read(b, std::nullopt, &error)->size(), 5);
    }

    void theOlderSharedNameStaysReadable()
    {
        // An earlier version kept "prod/eu" in prod_eu.sqlite: that profile gets a copy, the file stays.
        QTemporaryDir dir;
        const QString legacy = dir.filePath(QStringLiteral("prod_eu.sqlite"));
        {
            JournalStore old(legacy);
            old.append(batch(QStringLiteral("old"), 1, 4));
            old.flush();
        }
        const QString path = JournalStore::pathIn(dir.path(), QStringLiteral("prod/eu"));
        QVERIFY(path != legacy);
        QVERIFY(QFileInfo::exists(path));
        QString error;
        QCOMPARE(JournalStore::read(path, std::nullopt, &error)->size(), 4);
        QCOMPARE(JournalStore::read(legacy, std::nullopt, &error)->size(), 4);
        QCOMPARE(QFileInfo(path).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        // Once only: what the profile writes afterwards is not replaced by the old file again.
        {
            JournalStore store(path);
            store.append(batch(QStringLiteral("new"), 2, 2));
            store.flush();
        }
        QCOMPARE(JournalStore::pathIn(dir.path(), QStringLiteral("prod/eu")), path);
        QCOMPARE(JournalStore::read(path, std::nullopt, &error)->size(), 6);
    }

    void twoWritersOnOneJournalLoseNothing()
    {
        // Two consoles on one profile: each its own store (connection and writer thread) on the same file,
        // many small writes at the same time. Every entry of both is there afterwards, none failed.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("journal/shared.sqlite"));
        constexpr int kRounds = 150;
        constexpr int kSize = 20;
        int failures = 0;
        {
            JournalStore one(path), two(path);
            QSignalSpy failedOne(&one, &JournalStore::writeFailed);
            QSignalSpy failedTwo(&two, &JournalStore::writeFailed);
            for (int round = 0; round < kRounds; ++round) {
                one.append(batch(QStringLiteral("one"), round, kSize));
                two.append(batch(QStringLiteral("two"), round, kSize));
            }
            one.flush();
            two.flush();
            QCoreApplication::processEvents(); // the queued writeFailed signals
            failures = static_cast<int>(failedOne.size() + failedTwo.size());
            if (failures)
                qWarning() << "write failures:" << failedOne.value(0) << failedTwo.value(0);
        }
        QCOMPARE(failures, 0);
        QString error;
        const auto entries = JournalStore::read(path, std::nullopt, &error);
        QVERIFY2(entries, qPrintable(error));
        QCOMPARE(entries->size(), 2 * kRounds * kSize);
    }

    void aWriterWaitsOutAnotherConsolesLongWrite()
    {
        // The other console holds the write lock for 6 s (a large poll, a checkpoint on a slow disk): this
        // console's entries wait for it instead of failing with "database is locked" (Qt's default wait
        // is 5 s).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("held.sqlite"));
        JournalStore store(path);
        store.append(batch(QStringLiteral("first"), 0, 1));
        store.flush();
        QSignalSpy failed(&store, &JournalStore::writeFailed);
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(path);
            QVERIFY(other.open());
            QSqlQuery hold(other);
            QVERIFY2(hold.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(hold.lastError().text()));
            QVERIFY(hold.exec(QStringLiteral("INSERT INTO entries (at, kind) VALUES (1, 'other')")));
            store.append(batch(QStringLiteral("waiting"), 1, 7));
            QTest::qWait(6000);
            QVERIFY(hold.exec(QStringLiteral("COMMIT")));
            hold.finish();
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        store.flush();
        QCoreApplication::processEvents();
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QString error;
        QCOMPARE(JournalStore::read(path, std::nullopt, &error)->size(), 1 + 7); // "other" is at 1: pruned
    }
};

QTEST_GUILESS_MAIN(TestStorageConcurrency)
#include "tst_storageconcurrency.moc"
