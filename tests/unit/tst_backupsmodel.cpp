// BackupsModel: QAbstractItemModelTester over fills and keyed updates (kept rows keep their persistent
// index, changed rows get dataChanged, no reset), unknown status/trigger shown as unknown, sizes summed over
// the snapshots, the age relative to setNow(), and the filter fields (status:unknown, age:<2h, stored:>1).

#include "core/filter/filterfields.h"
#include "core/filter/filterproxymodel.h"
#include "core/model/backupsmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace cloudly::core;

namespace {
constexpr qint64 kNow = 1'800'000'000'000;
constexpr qint64 kHour = 3'600'000;

BackupRecord record(const QString& id, const QString& status, qint64 ageMs, double original = 3 << 20,
                    const QString& trigger = QStringLiteral("scheduled"))
{
    const QJsonObject snapshot{
        {"type", "volume"},           {"snapshotId", id + "-s1"},          {"originalSize", original},
        {"storedSize", original / 2}, {"createdAt", double(kNow - ageMs)}, {"volumeName", "data"},
        {"mountPath", "/data"}};
    const QJsonObject json{{"id", id},
                           {"serviceId", "svc-" + id},
                           {"serviceName", "name-" + id},
                           {"status", status},
                           {"trigger", trigger},
                           {"snapshots", QJsonArray{snapshot, snapshot}},
                           {"createdAt", double(kNow - ageMs)},
                           {"updatedAt", double(kNow - ageMs)},
                           {"requestedBy", "admin"}};
    DecodeErrors errors;
    std::optional<BackupRecord> r = BackupRecord::fromJson(json, QStringLiteral("$"), errors);
    if (!r)
        qFatal("bad test record: %s", qPrintable(joinDecodeErrors(errors)));
    return *r;
}

QString cell(const BackupsModel& model, int row, int column)
{
    return model.index(row, column).data().toString();
}

} // namespace

class TestBackupsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fillAndKeyedUpdates()
    {
        BackupsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNow(kNow);
        model.setBackups({record("a", "ready", kHour), record("b", "failed", 3 * kHour)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(BackupsModel::ColumnCount));
        QCOMPARE(cell(model, 0, BackupsModel::Status), QStringLiteral("ready"));
        QCOMPARE(cell(model, 0, BackupsModel::Service), QStringLiteral("name-a (svc-a)"));
        QCOMPARE(cell(model, 1, BackupsModel::Age), QStringLiteral("3h ago"));
        QCOMPARE(cell(model, 0, BackupsModel::RequestedBy), QStringLiteral("admin"));
        QCOMPARE(cell(model, 0, BackupsModel::Size), QStringLiteral("6.0 MiB")); // summed over the snapshots
        QCOMPARE(cell(model, 0, BackupsModel::Snapshots), QStringLiteral("2"));

        const QPersistentModelIndex kept = model.index(1, BackupsModel::Status);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        // a gone, b changed, c new.
        model.setBackups({record("b", "ready", 3 * kHour), record("c", "pending", 0)});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 1);
        QVERIFY(kept.isValid());
        QCOMPARE(kept.row(), 0);
        QCOMPARE(kept.data().toString(), QStringLiteral("ready"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.rowOf(QStringLiteral("c")), 1);

        changed.clear();
        model.setBackups({record("b", "ready", 3 * kHour), record("c", "pending", 0)});
        QCOMPARE(changed.count(), 0); // unchanged: no signal

        model.setNow(kNow + 2 * kHour); // the clock moved: the age column only
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().column(), int(BackupsModel::Age));
        QCOMPARE(cell(model, 0, BackupsModel::Age), QStringLiteral("5h ago"));

        model.setBackups({});
        QCOMPARE(model.rowCount(), 0);
    }

    void duplicatesFirstWins()
    {
        BackupsModel model;
        model.setBackups({record("a", "ready", 0), record("a", "failed", 0)});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, BackupsModel::Status).data(BackupsModel::StatusRole).toString(),
                 QStringLiteral("ready"));
    }

    void unknownStatusAndTriggerShownAsUnknown()
    {
        BackupsModel model;
        model.setBackups({record("x", "frozen", 0, 1, "cron")});
        QCOMPARE(cell(model, 0, BackupsModel::Status), QStringLiteral("unknown (frozen)"));
        QCOMPARE(model.index(0, 0).data(BackupsModel::StatusRole).toString(), QStringLiteral("unknown"));
        QCOMPARE(cell(model, 0, BackupsModel::Trigger), QStringLiteral("unknown (cron)"));
        // The record goes back out as sent.
        QCOMPARE(model.index(0, 0).data(BackupsModel::RawJsonRole).toJsonObject().value("status").toString(),
                 QStringLiteral("frozen"));
    }

    void filterFields()
    {
        BackupsModel model;
        model.setNow(kNow);
        model.setBackups({record("a", "ready", kHour, 4 << 20), record("b", "frozen", 5 * kHour, 1 << 10),
                          record("c", "failed", 30 * kHour, 8 << 20)});
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QCOMPARE(proxy.headerData(BackupsModel::Age, Qt::Horizontal, FilterFieldNameRole).toString(),
                 QStringLiteral("age"));
        QCOMPARE(model.headerData(BackupsModel::Stored, Qt::Horizontal, FilterFieldKindRole).toString(),
                 QStringLiteral("number"));
        QVERIFY(proxy.setFilterText(QStringLiteral("status:frozen"))); // the wire value of an unknown status
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, BackupsModel::Id).data().toString(), QStringLiteral("b"));
        QVERIFY(proxy.setFilterText(QStringLiteral("stored:>3"))); // MiB, summed: a = 4, c = 8
        QCOMPARE(proxy.rowCount(), 2);
        QVERIFY(proxy.setFilterText(QStringLiteral("service:svc-c")));
        QCOMPARE(proxy.rowCount(), 1);
        QVERIFY(!proxy.setFilterText(QStringLiteral("stored:>lots")));
        QVERIFY(!proxy.filterError().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBackupsModel)
#include "tst_backupsmodel.moc"
