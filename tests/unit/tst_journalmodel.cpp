// JournalModel: the journal as a table (time, kind, object, field, before → after, service, node,
// profile) under QAbstractItemModelTester, gap rows where observing resumed after earlier entries, live
// appends as row inserts, the History selection of one object, and the filter fields through
// FilterProxyModel (kind:, object:, field:, change:, age:<1h, profile:).

#include "core/filter/filterfields.h"
#include "core/filter/filterproxymodel.h"
#include "core/journal/journalmodel.h"
#include "core/journal/journalstore.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

namespace {
JournalEntry entry(qint64 at, const char* kind, const char* object, const char* field = "",
                   const char* before = "", const char* after = "")
{
    JournalEntry e;
    e.at = at;
    e.kind = QString::fromUtf8(kind);
    e.objectId = QString::fromUtf8(object);
    e.field = QString::fromUtf8(field);
    e.before = QString::fromUtf8(before);
    e.after = QString::fromUtf8(after);
    if (e.kind.startsWith(QLatin1String("task."))) {
        e.serviceId = QStringLiteral("svc-web");
        e.nodeId = QStringLiteral("node-1");
    }
    if (e.kind.startsWith(QLatin1String("service.")))
        e.serviceId = e.objectId;
    return e;
}
} // namespace

class TestJournalModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Gap rows and entries without a field, service or node have blank cells; a screen reader reads each
    // as "none" (Qt::AccessibleTextRole), never as an empty cell.
    void noCellIsReadAsNothing()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        JournalModel model;
        model.setProfile(QStringLiteral("prod"));
        model.setEntries({entry(now - 7200000, "observation.started", "prod", "", "", "prod"),
                          entry(now - 3600000, "observation.started", "prod", "", "", "prod"),
                          entry(now - 1000, "task.status", "t-1", "", "running", "failed")});
        QVERIFY(model.rowCount() >= 4);
        int blanks = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            for (int c = 0; c < model.columnCount(); ++c) {
                const QModelIndex i = model.index(r, c);
                const QString spoken = i.data(Qt::AccessibleTextRole).toString();
                QVERIFY2(!spoken.isEmpty(), qPrintable(QStringLiteral("row %1 column %2").arg(r).arg(c)));
                if (i.data().toString().isEmpty()) {
                    QCOMPARE(spoken, QStringLiteral("none"));
                    ++blanks;
                } else {
                    QCOMPARE(spoken, i.data().toString());
                }
            }
        }
        QVERIFY(blanks > 0); // the fixture has blank cells, so the check above saw some
    }

    // A row limit keeps the newest rows, as row removals at the top (selections on kept rows survive), and
    // counts the entries it dropped; without a limit nothing is dropped.
    void aRowLimitKeepsTheNewest()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        JournalModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<JournalEntry> first;
        for (int i = 0; i < 8; ++i)
            first << entry(now + i, "task.status", "t-1", "", "running", "failed");
        model.setEntries(first);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.droppedEntries(), 0);
        model.setRowLimit(5);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.droppedEntries(), 3);
        QCOMPARE(model.rowAt(0).entry.at, now + 3);
        const QPersistentModelIndex kept = model.index(4, 0);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.appendEntries({entry(now + 8, "task.status", "t-2", "", "running", "failed"),
                             entry(now + 9, "task.status", "t-2", "", "failed", "running")});
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.droppedEntries(), 5);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowAt(4).entry.at, now + 9);
        QVERIFY(kept.isValid());
        QCOMPARE(kept.row(), 2); // the same row, moved up by the two dropped above it
        // A reload starts counting again; no limit keeps everything.
        model.setRowLimit(0);
        model.setEntries(first);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.droppedEntries(), 0);
    }

    void rowsGapsAndAppends()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qint64 h = 3600 * 1000;
        JournalModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(QStringLiteral("prod"));
        model.setEntries({entry(now - 5 * h, "observation.started", "prod", "", "", "prod"),
                          entry(now - 5 * h + 1000, "task.status", "t-1", "", "running", "failed"),
                          entry(now - 2 * h, "observation.started", "prod", "", "", "prod"),
                          entry(now - 2 * h + 5000, "service.changed", "svc-web", "data.environment.API_KEY",
                                "(hidden)", "(hidden)")});
        // A gap row before the second observation.started, none before the first.
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.entryCount(), 4);
        QCOMPARE(model.columnCount(), static_cast<int>(JournalModel::ColumnCount));
        const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QVERIFY(!model.index(0, 0).data(JournalModel::IsGapRole).toBool());
        QVERIFY(model.index(2, 0).data(JournalModel::IsGapRole).toBool());
        QCOMPARE(model.index(2, 0).data(JournalModel::GapFromRole).toLongLong(), now - 5 * h + 1000);
        QCOMPARE(text(2, JournalModel::Kind), QStringLiteral("not observed"));
        QCOMPARE(text(2, JournalModel::Change), QStringLiteral("up to 2 h not seen"));
        QCOMPARE(text(0, JournalModel::Change), QString()); // observing started: no before/after
        QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("not seen")));
        QCOMPARE(text(1, JournalModel::Object), QStringLiteral("t-1"));
        QCOMPARE(text(1, JournalModel::Change), QStringLiteral("running → failed"));
        QCOMPARE(model.index(1, 0).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Task t-1 of svc-web on node-1: status running → failed."));
        QCOMPARE(model.index(4, 0).data(Qt::ToolTipRole).toString(),
                 QStringLiteral(
                     "Service svc-web: data.environment.API_KEY changed (the value is never recorded)."));
        QCOMPARE(text(1, JournalModel::Service), QStringLiteral("svc-web"));
        QCOMPARE(text(1, JournalModel::Node), QStringLiteral("node-1"));
        QCOMPARE(text(1, JournalModel::Profile), QStringLiteral("prod"));
        QCOMPARE(text(4, JournalModel::Field), QStringLiteral("data.environment.API_KEY"));
        QCOMPARE(text(4, JournalModel::Change), QStringLiteral("(hidden) → (hidden)"));
        QCOMPARE(model.headerData(0, Qt::Horizontal, FilterFieldNameRole).toString(), QStringLiteral("age"));
        QCOMPARE(model.headerData(0, Qt::Horizontal, FilterFieldKindRole).toString(),
                 QStringLiteral("duration"));

        // Live appends are inserts at the end; a persistent index survives; no reset.
        const QPersistentModelIndex kept = model.index(1, 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.appendEntries({entry(now - 1000, "task.health", "t-1", "", "healthy", "unhealthy"),
                             entry(now - 500, "node.status", "node-1", "", "online", "offline")});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(kept.row(), 1);
        // Observing restarted live (the profile was switched back): a gap first.
        model.appendEntries({entry(now, "observation.started", "prod", "", "", "prod")});
        QCOMPARE(model.rowCount(), 9);
        QVERIFY(model.index(7, 0).data(JournalModel::IsGapRole).toBool());

        // History of one object: newest first, tasks by id, services and nodes also through their tasks.
        QList<JournalEntry> history = model.entriesFor(QStringLiteral("t-1"));
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).kind, QStringLiteral("task.health"));
        QCOMPARE(history.at(1).kind, QStringLiteral("task.status"));
        QCOMPARE(model.entriesFor(QStringLiteral("node-1")).size(), 3);
        QCOMPARE(model.entriesFor(QStringLiteral("svc-web")).size(), 3);
        QVERIFY(model.entriesFor(QString()).isEmpty());
    }

    void filterFields_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("rows");
        QTest::newRow("all") << QString() << 6;
        QTest::newRow("kind exact") << QStringLiteral("kind:task.status") << 1;
        QTest::newRow("kind glob") << QStringLiteral("kind:task.*") << 2;
        QTest::newRow("gaps") << QStringLiteral("kind:gap") << 1;
        QTest::newRow("no gaps") << QStringLiteral("-kind:gap") << 5;
        QTest::newRow("object") << QStringLiteral("object:t-1") << 2;
        QTest::newRow("field") << QStringLiteral("field:data.imageVersion") << 1;
        QTest::newRow("change either side") << QStringLiteral("change:failed") << 1;
        QTest::newRow("change before") << QStringLiteral("change:1.4") << 1;
        QTest::newRow("service") << QStringLiteral("service:svc-web") << 3;
        QTest::newRow("node") << QStringLiteral("node:node-1") << 2;
        QTest::newRow("age within 1h") << QStringLiteral("age:<1h") << 4;
        QTest::newRow("age older") << QStringLiteral("age:>1h") << 2;
        QTest::newRow("profile") << QStringLiteral("profile:prod") << 6;
        QTest::newRow("free text") << QStringLiteral("imageVersion") << 1;
        QTest::newRow("and") << QStringLiteral("object:t-1 kind:task.health") << 1;
    }

    void filterFields()
    {
        QFETCH(QString, filter);
        QFETCH(int, rows);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qint64 h = 3600 * 1000;
        JournalModel model;
        model.setProfile(QStringLiteral("prod"));
        model.setEntries(
            {entry(now - 3 * h, "observation.started", "prod", "", "", "prod"),
             entry(now - 3 * h + 10, "task.status", "t-1", "", "running", "failed"),
             entry(now - 30 * 60 * 1000, "observation.started", "prod", "", "", "prod"),
             entry(now - 20 * 60 * 1000, "task.health", "t-1", "", "", "healthy"),
             entry(now - 10 * 60 * 1000, "service.changed", "svc-web", "data.imageVersion", "1.4", "1.5")});
        FilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        QVERIFY2(proxy.setFilterText(filter), qPrintable(proxy.filterError()));
        QCOMPARE(proxy.rowCount(), rows);
    }

    void preparedRowsAreTheSameAsSetEntries()
    {
        // The Journal page prepares the rows on a worker (prepareRows) and swaps them in (setRows).
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const QList<JournalEntry> entries{entry(now - 3000, "observation.started", "prod", "", "", "prod"),
                                          entry(now - 2000, "task.status", "t-1", "", "running", "failed"),
                                          entry(now - 1000, "observation.started", "prod", "", "", "prod"),
                                          entry(now, "task.health", "t-1", "", "healthy", "unhealthy")};
        JournalModel direct;
        direct.setEntries(entries);
        JournalModel prepared;
        QAbstractItemModelTester tester(&prepared, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&prepared, &QAbstractItemModel::modelReset);
        prepared.setRows(JournalModel::prepareRows(entries));
        QCOMPARE(resets.size(), 1);
        QCOMPARE(prepared.rowCount(), 5); // one gap before the second observation.started
        QCOMPARE(prepared.rowCount(), direct.rowCount());
        for (int row = 0; row < prepared.rowCount(); ++row)
            for (int column = 0; column < prepared.columnCount(); ++column)
                QCOMPARE(prepared.index(row, column).data(), direct.index(row, column).data());
        QVERIFY(prepared.rowAt(1).gap == false && prepared.rowAt(2).gap);
        // A live append after the swap gets a new row id, and its gap logic continues from the last row.
        prepared.appendEntries({entry(now + 1000, "observation.started", "prod", "", "", "prod")});
        QCOMPARE(prepared.rowCount(), 7);
        QSet<qint64> ids;
        for (int row = 0; row < prepared.rowCount(); ++row)
            ids.insert(prepared.rowAt(row).seq);
        QCOMPARE(ids.size(), 7);
        QCOMPARE(prepared.rowOf(QString::number(prepared.rowAt(6).seq)), 6);
    }

    void hundredThousandEntriesMeasured()
    {
        // What opening the Journal page costs the GUI thread at 100k entries: the read and the model.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("big.sqlite"));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QList<JournalEntry> entries;
        entries.reserve(100000);
        for (int i = 0; i < 100000; ++i) {
            const QByteArray id = "d-bulk-" + QByteArray::number(i % 5000);
            entries << entry(now - (100000 - i) * 1000, i % 2 ? "task.status" : "task.health", id.constData(),
                             "", "running", "failed");
        }
        {
            JournalStore store(path);
            store.append(entries);
            store.flush();
        }
        QElapsedTimer timer;
        timer.start();
        QString error;
        const auto read = JournalStore::read(path, std::nullopt, &error);
        const qint64 readMs = timer.restart();
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->size(), 100000);
        JournalModel model;
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setEntries(*read);
        const qint64 modelMs = timer.restart();
        QVERIFY(proxy.setFilterText(QStringLiteral("object:d-bulk-42 kind:task.health")));
        const qint64 filterMs = timer.elapsed();
        QCOMPARE(proxy.rowCount(), 20); // i = 42 + 5000 k: even, health
        qInfo("100k journal entries: read %lld ms, model + proxy %lld ms, filter %lld ms", readMs, modelMs,
              filterMs);
        QVERIFY(readMs + modelMs + filterMs < 10000);
    }

    void unknownFieldIsAnError()
    {
        JournalModel model;
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QVERIFY(!proxy.setFilterText(QStringLiteral("nod:x")));
        QVERIFY(proxy.filterError().contains(QStringLiteral("object")));
    }
};

QTEST_GUILESS_MAIN(TestJournalModel)
#include "tst_journalmodel.moc"
