// The metrics history kept across restarts in the profile's journal file (core/journal/metricsarchive,
// historytable): a real SQLite file is written, a "restart" (a new archive and a new history on the same
// file) reads back the values and times with the restart as a gap, the window bounds what comes back, one
// row is kept however often it is saved, and a damaged, unknown-format or non-database file gives a clear
// message, restores nothing and loses none of the journal's entries.
#include "core/journal/historytable.h"
#include "core/journal/journalstore.h"
#include "core/journal/metricsarchive.h"
#include "core/metrics/metricshistory.h"
#include "metricsfixture.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <QVariant>

#include <cstring>

using namespace cloudly::core;

namespace {
constexpr qint64 kPoll = 5000;

using cloudly::test::metricsClusters;

Deployment task(const QString& id, double cpu, double mem)
{
    return cloudly::test::metricsTask(id, QStringLiteral("running"), cpu, mem);
}

QList<JournalEntry> someEntries(qint64 at)
{
    QList<JournalEntry> out;
    for (int i = 0; i < 3; ++i) {
        JournalEntry e;
        e.at = at + i;
        e.kind = QStringLiteral("task.status");
        e.objectId = QStringLiteral("t-%1").arg(i);
        e.before = QStringLiteral("running");
        e.after = QStringLiteral("failed");
        out << e;
    }
    return out;
}

qsizetype entryCount(const QString& path)
{
    QString error;
    const auto entries = JournalStore::read(path, std::nullopt, &error);
    return entries ? entries->size() : -1;
}

// Runs `sql` on the file (to damage the saved snapshot the way a disk or another program could).
void exec(const QString& path, const QString& sql, const QVariant& bind = {})
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.prepare(sql));
        if (bind.isValid())
            q.addBindValue(bind);
        QVERIFY(q.exec());
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QVariant scalar(const QString& path, const QString& sql)
{
    const QString name = QUuid::createUuid().toString();
    QVariant out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                out = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

QList<MetricPoint> points(const MetricSeries& series)
{
    QList<MetricPoint> out;
    for (const MetricSegment& s : series)
        out += s;
    return out;
}
} // namespace

class TestMetricsArchive : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("journal/p%1.sqlite").arg(++m_files)); }

    // A history of `polls` polls ending a little before now, kept in `path` through an archive.
    std::shared_ptr<MetricsArchive> archiveFor(const QString& path)
    {
        return std::make_shared<MetricsArchive>([path] { return path; }, 3600 * 1000);
    }
    static MetricsHistory::Options optionsWith(std::shared_ptr<MetricsArchive> archive, qint64 windowMs = 0)
    {
        MetricsHistory::Options o;
        o.archive = std::move(archive);
        o.maxSampleGapMs = 3 * kPoll;
        if (windowMs > 0)
            o.windowMs = windowMs;
        return o;
    }
    static qint64 record(MetricsHistory& h, qint64 from, int polls)
    {
        qint64 at = from;
        for (int i = 0; i < polls; ++i, at += kPoll) {
            h.recordClusters(metricsClusters(10 + i), at);
            h.recordTasks(DeploymentTable::fromList({task(QStringLiteral("t-1"), 1.5 + i, 100 + i),
                                                     task(QStringLiteral("t-2"), 3, 200)}),
                          at);
        }
        return at - kPoll; // the last sample
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void restartRestoresValuesTimesAndTheGap()
    {
        const QString path = freshPath();
        // The last sample just before now: the next one comes sooner than a missed poll would split.
        const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - 6 * kPoll;
        {
            JournalStore store(path); // the journal's own entries, in the same file
            store.append(someEntries(t0));
            store.flush();
        }
        MetricSeries nodeBefore;
        MetricSeries taskBefore;
        MetricSeries countBefore;
        qint64 last = 0;
        {
            auto archive = archiveFor(path);
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores(); // read and decoded on its thread
            last = record(history, t0, 6);
            nodeBefore = history.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent);
            taskBefore = history.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB);
            countBefore = history.countSeries(QStringLiteral("tasks"));
            QCOMPARE(nodeBefore.size(), 1);
            QCOMPARE(points(nodeBefore).size(), 6);
        } // the history goes (shutdown): the archive saves it
        QVERIFY(QFile::exists(path));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM metrics_history")).toInt(), 1);
        QCOMPARE(entryCount(path), 3); // the journal's entries untouched

        // The restart: a new archive and a new history on the same file.
        auto archive = archiveFor(path);
        MetricsHistory restored(optionsWith(archive));
        archive->waitForRestores(); // read and decoded on its thread
        QVERIFY2(archive->lastError().isEmpty(), qPrintable(archive->lastError()));
        QCOMPARE(restored.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent), nodeBefore);
        QCOMPARE(restored.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB), taskBefore);
        QCOMPARE(restored.countSeries(QStringLiteral("tasks")), countBefore);
        QCOMPARE(restored.lastSampleAt(), last);
        QCOMPARE(points(restored.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent)).first().at, t0);
        QCOMPARE(points(restored.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent)).last().value,
                 15.0);

        // The next poll comes right after (sooner than a missed poll would split): still a gap, because the
        // console was not running in between — never a line across the restart.
        const qint64 next = std::max(last + kPoll, QDateTime::currentMSecsSinceEpoch());
        QVERIFY(next + 1 - last < 3 * kPoll); // not split for being far apart
        restored.recordClusters(metricsClusters(50), next + 1);
        restored.recordTasks(DeploymentTable::fromList({task(QStringLiteral("t-1"), 9, 900)}), next + 1);
        const MetricSeries node = restored.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent);
        QCOMPARE(node.size(), 2);
        QCOMPARE(node.first(), nodeBefore.first());
        QCOMPARE(node.last().size(), 1);
        QCOMPARE(node.last().first().value, 50.0);
        QCOMPARE(restored.countSeries(QStringLiteral("tasks")).size(), 2);
        const MetricSeries taskNow = restored.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB);
        QCOMPARE(taskNow.size(), 2);
        QCOMPARE(taskNow.last().last().value, 900.0);
        QCOMPARE(entryCount(path), 3);
    }

    void windowBoundsWhatComesBackAndOneRowIsKept()
    {
        const QString path = freshPath();
        const qint64 window = 60 * 1000;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        auto archive = archiveFor(path);
        {
            MetricsHistory history(optionsWith(archive, window));
            archive->waitForRestores(); // read and decoded on its thread
            // 30 polls (150 s) ending now: the first 18 or so are older than the 60 s window at restore.
            record(history, now - 29 * kPoll, 30);
            for (int i = 0; i < 5; ++i) { // saved again and again: still one row
                history.markGap(now + i);
                archive->saveNow();
            }
            QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM metrics_history")).toInt(), 1);
            QCOMPARE(scalar(path, QStringLiteral("SELECT format FROM metrics_history")).toUInt(),
                     MetricsHistory::kSnapshotFormat);
        }
        auto again = archiveFor(path);
        MetricsHistory restored(optionsWith(again, window));
        again->waitForRestores(); // read and decoded on its thread
        const QList<MetricPoint> node =
            points(restored.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent));
        QVERIFY(!node.isEmpty());
        QVERIFY(node.size() <= 13);
        for (const MetricPoint& p : node)
            QVERIFY(p.at >= QDateTime::currentMSecsSinceEpoch() - window - 1000);
        QVERIFY(restored.taskFrameCount() <= 13);

        // Saved a day later (nothing in the window): nothing comes back, and that is no error.
        const QByteArray bytes = restored.snapshot(now);
        MetricsHistory later;
        QString error;
        QVERIFY2(later.restore(bytes, now + 24LL * 3600 * 1000, &error), qPrintable(error));
        QVERIFY(later.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent).isEmpty());
        QCOMPARE(later.taskFrameCount(), 0);
        QVERIFY(later.countKeys().isEmpty());
    }

    void damagedSnapshotIsReportedAndTheJournalKept()
    {
        const QString path = freshPath();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        {
            JournalStore store(path);
            store.append(someEntries(now));
            store.flush();
            auto archive = archiveFor(path);
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores(); // read and decoded on its thread
            record(history, now - 5 * kPoll, 5);
        }
        QByteArray data = scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray();
        QVERIFY(data.size() > 100);
        data.truncate(data.size() / 2); // cut short
        exec(path, QStringLiteral("UPDATE metrics_history SET data = ?"), data);

        auto archive = archiveFor(path);
        MetricsHistory history(optionsWith(archive));
        archive->waitForRestores(); // read and decoded on its thread
        QVERIFY2(archive->lastError().contains(QStringLiteral("damaged")), qPrintable(archive->lastError()));
        QVERIFY2(archive->lastError().contains(path), qPrintable(archive->lastError()));
        QVERIFY(history.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent).isEmpty());
        QCOMPARE(history.lastSampleAt(), 0);
        QCOMPARE(entryCount(path), 3);
        // The history works as a new one, and the next save replaces the damaged row.
        record(history, now, 2);
        archive->saveNow();
        QVERIFY(MetricsHistory::snapshotFormat(
                    scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray()) ==
                MetricsHistory::kSnapshotFormat);
        QCOMPARE(entryCount(path), 3);

        // Garbage, not a snapshot at all.
        MetricsHistory plain;
        QString error;
        QVERIFY(!plain.restore(QByteArray("hello"), now, &error));
        QVERIFY2(error.contains(QStringLiteral("not a metrics history snapshot")), qPrintable(error));
    }

    void unknownFormatIsReportedAndNotOverwritten()
    {
        const QString path = freshPath();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        {
            auto archive = archiveFor(path);
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores(); // read and decoded on its thread
            record(history, now - 5 * kPoll, 5);
        }
        QByteArray data = scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray();
        const quint32 future = 99;
        std::memcpy(data.data() + 4, &future, sizeof(future)); // a newer console's format
        exec(path, QStringLiteral("UPDATE metrics_history SET data = ?"), data);
        exec(path, QStringLiteral("UPDATE metrics_history SET format = 99"));

        auto archive = archiveFor(path);
        {
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores(); // read and decoded on its thread
            QVERIFY2(archive->lastError().contains(QStringLiteral("unknown metrics history format 99")),
                     qPrintable(archive->lastError()));
            QVERIFY(history.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent).isEmpty());
            record(history, now, 2);
        } // saving now would overwrite the newer console's row: it is left as it is, and that is said
        QVERIFY2(archive->lastError().contains(QStringLiteral("newer console")),
                 qPrintable(archive->lastError()));
        QCOMPARE(scalar(path, QStringLiteral("SELECT format FROM metrics_history")).toInt(), 99);
        QCOMPARE(scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray(), data);
    }

    void notADatabaseIsReportedWithoutACrash()
    {
        const QString path = freshPath();
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray junk(4096, 'x');
        f.write(junk);
        f.close();
        auto archive = archiveFor(path);
        {
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores(); // read and decoded on its thread
            QVERIFY2(archive->lastError().contains(QStringLiteral("cannot be read")),
                     qPrintable(archive->lastError()));
            QVERIFY2(archive->lastError().contains(path), qPrintable(archive->lastError()));
            record(history, QDateTime::currentMSecsSinceEpoch(), 2); // works, in memory
            QCOMPARE(points(history.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent)).size(), 2);
        }
        QVERIFY2(archive->lastError().contains(QStringLiteral("cannot be saved")),
                 qPrintable(archive->lastError()));
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), junk); // never overwritten
    }

    void savedOnItsOwnThreadWhileRunning()
    {
        const QString path = freshPath();
        auto archive = std::make_shared<MetricsArchive>([path] { return path; }, 1000);
        MetricsHistory history(optionsWith(archive));
        archive->waitForRestores(); // read and decoded on its thread
        record(history, QDateTime::currentMSecsSinceEpoch() - 2 * kPoll, 2);
        // Not shut down: the archive's thread saves it within its interval.
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(path, QStringLiteral("SELECT COUNT(*) FROM metrics_history")).toInt() == 1, 10000);
        QVERIFY2(archive->lastError().isEmpty(), qPrintable(archive->lastError()));
        MetricsHistory check;
        QString error;
        QVERIFY2(check.restore(scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray(),
                               QDateTime::currentMSecsSinceEpoch(), &error),
                 qPrintable(error));
        QCOMPARE(points(check.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent)).size(), 2);
    }

    // The restore is read and decoded on the archive's thread: polls recorded before it arrives are kept,
    // the restored samples go before them, the restart between is a gap.
    void pollsRecordedBeforeTheRestoreArrivesAreKept()
    {
        const QString path = freshPath();
        const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - 20 * kPoll;
        qint64 last = 0;
        {
            auto archive = archiveFor(path);
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores();
            last = record(history, t0, 6);
        }
        auto archive = archiveFor(path);
        MetricsHistory history(optionsWith(archive));
        // Recorded at once: before or after the restore lands, depending on the threads.
        const qint64 now = std::max(last + kPoll, QDateTime::currentMSecsSinceEpoch());
        history.recordClusters(metricsClusters(70), now);
        history.recordTasks(DeploymentTable::fromList({task(QStringLiteral("t-1"), 7, 700)}), now);
        archive->waitForRestores();
        QVERIFY2(archive->lastError().isEmpty(), qPrintable(archive->lastError()));
        const MetricSeries node = history.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent);
        QCOMPARE(node.size(), 2); // the restart is a gap
        QCOMPARE(node.first().size(), 6);
        QCOMPARE(node.first().first().at, t0);
        QCOMPARE(node.last().size(), 1);
        QCOMPARE(node.last().first().value, 70.0);
        const MetricSeries taskNow = history.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB);
        QCOMPARE(taskNow.size(), 2);
        QCOMPARE(taskNow.first().first().value, 100.0);
        QCOMPARE(taskNow.last().last().value, 700.0);
        QCOMPARE(points(history.countSeries(QStringLiteral("tasks"))).size(), 7);
        QCOMPARE(history.lastSampleAt(), now);

        // The same, deterministically: a decoded history adopted after a poll was recorded.
        MetricsHistory::Options options = optionsWith(nullptr);
        MetricsHistory live(options);
        live.recordClusters(metricsClusters(80), now);
        live.recordTasks(DeploymentTable::fromList(
                             {task(QStringLiteral("t-3"), 8, 800), task(QStringLiteral("t-1"), 8, 801)}),
                         now);
        MetricsHistory decoded(options);
        QString error;
        QVERIFY2(
            decoded.restore(scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray(),
                            now, &error),
            qPrintable(error));
        int handled = 0;
        live.setRestoredHandler([&handled] { ++handled; });
        live.adopt(decoded);
        QCOMPARE(handled, 1);
        QCOMPARE(decoded.lastSampleAt(), 0); // moved out
        QCOMPARE(decoded.taskFrameCount(), 0);
        const MetricSeries liveNode = live.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent);
        QCOMPARE(liveNode.size(), 2);
        QCOMPARE(liveNode.first().size(), 6);
        QCOMPARE(liveNode.last().first().value, 80.0);
        const MetricSeries t1 = live.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB);
        QCOMPARE(t1.size(), 2);
        QCOMPARE(t1.first().size(), 6);
        QCOMPARE(t1.last().last().value, 801.0);
        QCOMPARE(points(live.taskSeries(QStringLiteral("t-2"), TaskMetric::MemoryUsedMB)).size(), 6);
        QCOMPARE(points(live.taskSeries(QStringLiteral("t-3"), TaskMetric::MemoryUsedMB)).size(), 1);
        QCOMPARE(live.lastSampleAt(), now);
        live.setRestoredHandler({});
    }

    // A history that goes before its restore was applied leaves the file's snapshot as it is.
    void aHistoryGoneBeforeItsRestoreDoesNotOverwriteTheFile()
    {
        const QString path = freshPath();
        const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - 10 * kPoll;
        {
            auto archive = archiveFor(path);
            MetricsHistory history(optionsWith(archive));
            archive->waitForRestores();
            record(history, t0, 6);
        }
        const QByteArray saved =
            scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray();
        for (int i = 0; i < 5; ++i) {
            auto archive = archiveFor(path);
            {
                MetricsHistory history(optionsWith(archive));
                record(history, QDateTime::currentMSecsSinceEpoch(), 1);
            } // restored or not: either the file's snapshot stays or the saved one holds both
            archive->waitForRestores();
            MetricsHistory check;
            QString error;
            QVERIFY2(
                check.restore(scalar(path, QStringLiteral("SELECT data FROM metrics_history")).toByteArray(),
                              QDateTime::currentMSecsSinceEpoch(), &error),
                qPrintable(error));
            QVERIFY(points(check.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent)).size() >= 6);
        }
        QVERIFY(!saved.isEmpty());
    }

    void noArchivePathKeepsNothing()
    {
        auto archive = std::make_shared<MetricsArchive>([] { return QString(); });
        MetricsHistory history(optionsWith(archive));
        archive->waitForRestores(); // read and decoded on its thread
        record(history, QDateTime::currentMSecsSinceEpoch(), 2);
        archive->saveNow();
        QVERIFY(archive->lastError().isEmpty());
    }

    void snapshotHoldsNoTaskIdsOrTexts()
    {
        MetricsHistory history;
        record(history, QDateTime::currentMSecsSinceEpoch(), 3);
        const QByteArray bytes = history.snapshot(QDateTime::currentMSecsSinceEpoch());
        QVERIFY(!bytes.contains("t-1")); // task ids only as hashes
        QVERIFY(!bytes.contains("svc-web"));
        QVERIFY(bytes.contains("n-1")); // node ids and count keys are kept as they are
    }
};

QTEST_GUILESS_MAIN(TestMetricsArchive)
#include "tst_metricsarchive.moc"
