// ServicesModel: QAbstractItemModelTester plus the row-level diff of setServices() (insert, remove,
// change, reorder) and that persistent indexes and selections follow their service across refreshes.
#include "core/model/servicesmodel.h"

#include "core/filter/filterfields.h"
#include "core/filter/filterproxymodel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using cloudly::core::DecodeErrors;
using cloudly::core::FilterFieldKindRole;
using cloudly::core::FilterFieldNameRole;
using cloudly::core::FilterProxyModel;
using cloudly::core::FilterValueRole;
using cloudly::core::Service;
using cloudly::core::ServicesModel;

namespace {

Service makeService(const QString& id, const QString& name, const QJsonObject& extra = {})
{
    QJsonObject data{{QStringLiteral("name"), name},
                     {QStringLiteral("imageId"), QStringLiteral("img-") + name},
                     {QStringLiteral("imageVersion"), QStringLiteral("1.0.0")},
                     {QStringLiteral("serviceCategory"), QStringLiteral("workload")},
                     {QStringLiteral("deploymentStrategy"), QStringLiteral("limited-replicas")},
                     {QStringLiteral("scaleFactor"), 2},
                     {QStringLiteral("ports"), QJsonObject{{QStringLiteral("web"), 3000}}},
                     {QStringLiteral("domains"), QJsonArray{}}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        data.insert(it.key(), it.value());
    DecodeErrors errors;
    const std::optional<Service> s = Service::fromJson(
        QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}}, QStringLiteral("$"), errors);
    if (!s || !errors.isEmpty())
        qFatal("bad test service %s: %s", qPrintable(id),
               qPrintable(cloudly::core::joinDecodeErrors(errors)));
    return *s;
}

QList<Service> makeList(const QStringList& ids)
{
    QList<Service> list;
    for (const QString& id : ids)
        list.append(makeService(id, QStringLiteral("name-") + id));
    return list;
}

QStringList idsOf(const ServicesModel& model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, 0).data(ServicesModel::IdRole).toString();
    return ids;
}

} // namespace

class TestServicesModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstFillInsertsRows();
    void unchangedEmitsNothing();
    void insertsInTheMiddle();
    void removesRanges();
    void changeEmitsDataChangedForThatRowOnly();
    void reorderMovesRows();
    void duplicateIdsFirstWins();
    void selectionSurvivesRefresh();
    void randomSequencesKeepIndexesOnTheirService();
    void roles();
    void holdsTheGivenListWithoutCopies();
    void compactRawsCompareByBytes();
    void filterFieldsAndValues();
    void coverageColumnAndFilter();
};

void TestServicesModel::firstFillInsertsRows()
{
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setServices(makeList({"a", "b", "c"}));
    QCOMPARE(idsOf(model), QStringList({"a", "b", "c"}));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 2);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(model.columnCount(), int(ServicesModel::ColumnCount));
    QCOMPARE(model.rowOf(QStringLiteral("c")), 2);
    QCOMPARE(model.rowOf(QStringLiteral("zzz")), -1);
}

void TestServicesModel::unchangedEmitsNothing()
{
    ServicesModel model;
    model.setServices(makeList({"a", "b", "c"}));
    QSignalSpy anySignal(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    model.setServices(makeList({"a", "b", "c"}));
    QCOMPARE(anySignal.count() + inserted.count() + removed.count() + moved.count() + layout.count(), 0);
}

void TestServicesModel::insertsInTheMiddle()
{
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setServices(makeList({"a", "d"}));
    const QPersistentModelIndex d = model.index(1, ServicesModel::Name);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setServices(makeList({"a", "b", "c", "d", "e"}));
    QCOMPARE(idsOf(model), QStringList({"a", "b", "c", "d", "e"}));
    QCOMPARE(inserted.count(), 2); // one block b..c, one block e
    QCOMPARE(inserted.at(0).at(1).toInt(), 1);
    QCOMPARE(inserted.at(0).at(2).toInt(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 4);
    QCOMPARE(inserted.at(1).at(2).toInt(), 4);
    QCOMPARE(changed.count(), 0);
    QVERIFY(d.isValid());
    QCOMPARE(d.row(), 3);
    QCOMPARE(d.data(ServicesModel::IdRole).toString(), QStringLiteral("d"));
}

void TestServicesModel::removesRanges()
{
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setServices(makeList({"a", "b", "c", "d", "e", "f"}));
    const QPersistentModelIndex c = model.index(2, 0);
    const QPersistentModelIndex f = model.index(5, 0);
    const QPersistentModelIndex gone = model.index(1, 0);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.setServices(makeList({"a", "c", "f"}));
    QCOMPARE(idsOf(model), QStringList({"a", "c", "f"}));
    QCOMPARE(removed.count(), 2); // d..e, then b
    QCOMPARE(removed.at(0).at(1).toInt(), 3);
    QCOMPARE(removed.at(0).at(2).toInt(), 4);
    QCOMPARE(removed.at(1).at(1).toInt(), 1);
    QCOMPARE(removed.at(1).at(2).toInt(), 1);
    QVERIFY(!gone.isValid());
    QCOMPARE(c.row(), 1);
    QCOMPARE(f.row(), 2);

    model.setServices({});
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!c.isValid());
}

void TestServicesModel::changeEmitsDataChangedForThatRowOnly()
{
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setServices(makeList({"a", "b", "c"}));
    QList<Service> next = makeList({"a", "b", "c"});
    next[1] = makeService(QStringLiteral("b"), QStringLiteral("renamed"),
                          {{QStringLiteral("maxReplicas"), 4}, {QStringLiteral("scaleFactor"), 3}});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.setServices(next);
    QCOMPARE(changed.count(), 1);
    const QModelIndex topLeft = changed.at(0).at(0).value<QModelIndex>();
    const QModelIndex bottomRight = changed.at(0).at(1).value<QModelIndex>();
    QCOMPARE(topLeft.row(), 1);
    QCOMPARE(bottomRight.row(), 1);
    QCOMPARE(topLeft.column(), 0);
    QCOMPARE(bottomRight.column(), ServicesModel::ColumnCount - 1);
    QCOMPARE(inserted.count() + removed.count(), 0);
    QCOMPARE(model.index(1, ServicesModel::Name).data().toString(), QStringLiteral("renamed"));
    QCOMPARE(model.index(1, ServicesModel::Replicas).data().toString(), QStringLiteral("3 (max 4)"));
}

void TestServicesModel::reorderMovesRows()
{
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setServices(makeList({"a", "b", "c", "d"}));
    QList<QPersistentModelIndex> persistent;
    for (int row = 0; row < 4; ++row)
        persistent << QPersistentModelIndex(model.index(row, ServicesModel::Image));
    QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setServices(makeList({"d", "c", "b", "a"}));
    QCOMPARE(idsOf(model), QStringList({"d", "c", "b", "a"}));
    QVERIFY(moved.count() > 0);
    QCOMPARE(inserted.count() + removed.count() + reset.count(), 0);
    const QStringList ids{"a", "b", "c", "d"};
    for (int i = 0; i < 4; ++i) {
        QVERIFY(persistent[i].isValid());
        QCOMPARE(persistent[i].column(), int(ServicesModel::Image));
        QCOMPARE(persistent[i].data(ServicesModel::IdRole).toString(), ids[i]);
        QCOMPARE(persistent[i].row(), 3 - i);
    }
}

void TestServicesModel::duplicateIdsFirstWins()
{
    ServicesModel model;
    QList<Service> list = makeList({"a", "b"});
    list.append(makeService(QStringLiteral("a"), QStringLiteral("second a")));
    model.setServices(list);
    QCOMPARE(idsOf(model), QStringList({"a", "b"}));
    QCOMPARE(model.index(0, ServicesModel::Name).data().toString(), QStringLiteral("name-a"));
}

void TestServicesModel::selectionSurvivesRefresh()
{
    ServicesModel model;
    QItemSelectionModel selection(&model);
    model.setServices(makeList({"a", "b", "c"}));
    selection.select(model.index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection.setCurrentIndex(model.index(1, 0), QItemSelectionModel::NoUpdate);

    // New services before it, one removed after it, it changes, and the order shifts.
    QList<Service> next = makeList({"x", "c", "y"});
    next.insert(1, makeService(QStringLiteral("b"), QStringLiteral("b changed")));
    model.setServices(next);
    QCOMPARE(idsOf(model), QStringList({"x", "b", "c", "y"}));
    const QModelIndexList rows = selection.selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().data(ServicesModel::IdRole).toString(), QStringLiteral("b"));
    QCOMPARE(selection.currentIndex().data(ServicesModel::IdRole).toString(), QStringLiteral("b"));
    QCOMPARE(selection.currentIndex().data().toString(), QStringLiteral("b changed"));
}

void TestServicesModel::randomSequencesKeepIndexesOnTheirService()
{
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QRandomGenerator random(20240607); // fixed seed: reproducible
    QStringList pool;
    for (int i = 0; i < 30; ++i)
        pool << QStringLiteral("svc-%1").arg(i);
    for (int round = 0; round < 200; ++round) {
        // Persistent index on every current row, remembering which service it belongs to.
        QList<std::pair<QPersistentModelIndex, QString>> watched;
        for (int row = 0; row < model.rowCount(); ++row)
            watched.append({QPersistentModelIndex(model.index(row, round % ServicesModel::ColumnCount)),
                            model.index(row, 0).data(ServicesModel::IdRole).toString()});
        QStringList ids = pool;
        std::shuffle(ids.begin(), ids.end(), random);
        ids = ids.mid(0, random.bounded(0, 31));
        QList<Service> next;
        for (const QString& id : std::as_const(ids)) {
            // Some services change their content from round to round.
            const bool changed = random.bounded(4) == 0;
            next.append(makeService(id, changed ? QStringLiteral("%1 r%2").arg(id).arg(round) : id));
        }
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        model.setServices(next);
        QCOMPARE(idsOf(model), ids);
        QCOMPARE(reset.count() + layout.count(), 0);
        for (int row = 0; row < next.size(); ++row)
            QCOMPARE(model.index(row, ServicesModel::Name).data().toString(), next[row].data.name);
        for (const auto& [index, id] : std::as_const(watched)) {
            if (ids.contains(id)) {
                QVERIFY(index.isValid());
                QCOMPARE(index.data(ServicesModel::IdRole).toString(), id);
            } else {
                QVERIFY(!index.isValid());
            }
        }
    }
}

void TestServicesModel::roles()
{
    ServicesModel model;
    const QJsonObject extra{
        {QStringLiteral("description"), QStringLiteral("Public website")},
        {QStringLiteral("maxReplicas"), 3},
        {QStringLiteral("environment"), QJsonObject{{QStringLiteral("API_KEY"), QStringLiteral("s3cr3t")}}},
        {QStringLiteral("ports"),
         QJsonObject{
             {QStringLiteral("web"), 8080},
             {QStringLiteral("custom"), QJsonObject{{QStringLiteral("m.example"), QStringLiteral("9100")}}}}},
        {QStringLiteral("domains"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("a.example")},
                                {QStringLiteral("protocol"), QStringLiteral("https")},
                                {QStringLiteral("port"), 443}},
                    QJsonObject{{QStringLiteral("name"), QStringLiteral("b.example")}}}},
        {QStringLiteral("futureField"), QStringLiteral("kept")}};
    const Service web = makeService(QStringLiteral("svc-web"), QStringLiteral("web"), extra);
    model.setServices({web, makeService(QStringLiteral("svc-b"), QStringLiteral("b"))});

    const auto cell = [&](int column, int role = Qt::DisplayRole) {
        return model.index(0, column).data(role);
    };
    QCOMPARE(cell(ServicesModel::Name).toString(), QStringLiteral("web"));
    QCOMPARE(cell(ServicesModel::Name, Qt::ToolTipRole).toString(), QStringLiteral("Public website"));
    QCOMPARE(cell(ServicesModel::Id).toString(), QStringLiteral("svc-web"));
    QCOMPARE(cell(ServicesModel::Category).toString(), QStringLiteral("workload"));
    QCOMPARE(cell(ServicesModel::Strategy).toString(), QStringLiteral("limited-replicas"));
    QCOMPARE(cell(ServicesModel::Image).toString(), QStringLiteral("img-web:1.0.0"));
    QCOMPARE(cell(ServicesModel::Replicas).toString(), QStringLiteral("2 (max 3)"));
    QCOMPARE(cell(ServicesModel::Domains).toInt(), 2);
    QCOMPARE(cell(ServicesModel::Domains, Qt::ToolTipRole).toString(),
             QStringLiteral("https://a.example:443\nb.example"));
    QCOMPARE(cell(ServicesModel::Ports).toString(), QStringLiteral("8080 (+1 custom)"));
    QVERIFY(
        cell(ServicesModel::Ports, Qt::ToolTipRole).toString().contains(QStringLiteral("m.example: 9100")));
    QCOMPARE(cell(ServicesModel::Ports, ServicesModel::SortRole).toLongLong(), 8080);
    QCOMPARE(cell(ServicesModel::Domains, ServicesModel::SortRole).toInt(), 2);
    QCOMPARE(cell(ServicesModel::Category, ServicesModel::IdRole).toString(), QStringLiteral("svc-web"));
    const QJsonObject raw = cell(ServicesModel::Name, ServicesModel::RawJsonRole).toJsonObject();
    QCOMPARE(raw, web.raw);
    QCOMPARE(raw.value(QStringLiteral("data")).toObject().value(QStringLiteral("futureField")).toString(),
             QStringLiteral("kept"));
    // Nothing in the table's text shows an environment value.
    for (int c = 0; c < ServicesModel::ColumnCount; ++c) {
        QVERIFY(!cell(c).toString().contains(QStringLiteral("s3cr3t")));
        QVERIFY(!cell(c, Qt::ToolTipRole).toString().contains(QStringLiteral("s3cr3t")));
    }
    QCOMPARE(model.headerData(ServicesModel::Name, Qt::Horizontal).toString(), QStringLiteral("Name"));
    QVERIFY(!model.headerData(ServicesModel::ColumnCount, Qt::Horizontal).isValid());
    QVERIFY(!model.index(0, 0).data(Qt::DecorationRole).isValid());
}

void TestServicesModel::filterFieldsAndValues()
{
    ServicesModel model;
    const Service web = makeService(QStringLiteral("svc-web"), QStringLiteral("web"),
                                    QJsonObject{{QStringLiteral("maxReplicas"), 3}});
    const Service b = makeService(QStringLiteral("svc-b"), QStringLiteral("b"),
                                  QJsonObject{{QStringLiteral("scaleFactor"), 1},
                                              {QStringLiteral("imageId"), QStringLiteral("img-b")},
                                              {QStringLiteral("imageVersion"), QStringLiteral("2.0")}});
    model.setServices({web, b});
    QStringList names;
    for (int c = 0; c < ServicesModel::ColumnCount; ++c)
        names << model.headerData(c, Qt::Horizontal, FilterFieldNameRole).toString();
    QCOMPARE(names, ServicesModel::filterFieldNames());
    QCOMPARE(model.headerData(ServicesModel::Replicas, Qt::Horizontal, FilterFieldKindRole).toString(),
             QStringLiteral("number"));
    QCOMPARE(model.headerData(ServicesModel::Domains, Qt::Horizontal, FilterFieldKindRole).toString(),
             QStringLiteral("number"));
    QVERIFY(model.headerData(ServicesModel::Name, Qt::Horizontal, FilterFieldKindRole).toString().isEmpty());
    QCOMPARE(model.index(0, ServicesModel::Replicas).data(FilterValueRole).toString(), QStringLiteral("2"));
    QVERIFY(!model.index(0, ServicesModel::Name).data(FilterValueRole).isValid()); // the display text

    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    const auto ids = [&] {
        QStringList result;
        for (int row = 0; row < proxy.rowCount(); ++row)
            result << proxy.index(row, 0).data(ServicesModel::IdRole).toString();
        return result;
    };
    QVERIFY(proxy.setFilterText(QStringLiteral("replicas:>1")));
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-web")});
    QVERIFY(proxy.setFilterText(QStringLiteral("image:2.0"))); // the version alone
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-b")});
    QVERIFY(proxy.setFilterText(QStringLiteral("image:img-b:2.0"))); // as the column shows it
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-b")});
    QVERIFY(proxy.setFilterText(QStringLiteral("-name:web")));
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-b")});
    QVERIFY(!proxy.setFilterText(QStringLiteral("replicas:many")));
    QVERIFY(!proxy.filterError().isEmpty());
    QVERIFY(!proxy.setFilterText(QStringLiteral("version:2.0"))); // unknown field: an error, not ignored
    QVERIFY2(proxy.filterError().contains(QStringLiteral("version")), qPrintable(proxy.filterError()));
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-b")}); // the last valid filter stays
    QVERIFY(proxy.setFilterText(QStringLiteral("WEB")));   // free text: any column, any case
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-web")});
}

void TestServicesModel::coverageColumnAndFilter()
{
    using cloudly::core::BackupCoverage;
    ServicesModel model;
    const QJsonArray volume{QJsonObject{{QStringLiteral("mountPath"), QStringLiteral("/data")}}};
    const QJsonArray noBackup{QJsonObject{{QStringLiteral("mountPath"), QStringLiteral("/tmp")},
                                          {QStringLiteral("backup"), false}}};
    model.setServices({makeService(QStringLiteral("svc-db"), QStringLiteral("db"),
                                   QJsonObject{{QStringLiteral("volumes"), volume}}),
                       makeService(QStringLiteral("svc-s3"), QStringLiteral("s3"),
                                   QJsonObject{{QStringLiteral("volumes"), volume}}),
                       makeService(QStringLiteral("svc-web"), QStringLiteral("web"),
                                   QJsonObject{{QStringLiteral("volumes"), noBackup}})});
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    const auto cell = [&](int row, int role = Qt::DisplayRole) {
        return model.index(row, ServicesModel::Backup).data(role).toString();
    };
    const auto ids = [&] {
        QStringList result;
        for (int row = 0; row < proxy.rowCount(); ++row)
            result << proxy.index(row, 0).data(ServicesModel::IdRole).toString();
        return result;
    };
    QCOMPARE(model.headerData(ServicesModel::Backup, Qt::Horizontal, FilterFieldNameRole).toString(),
             QStringLiteral("backup"));
    // Not known yet: empty for checked services, "—" for one with nothing to back up.
    QVERIFY(!model.isCoverageKnown());
    QCOMPARE(cell(0), QString());
    QVERIFY(cell(0, Qt::ToolTipRole).contains(QStringLiteral("not loaded")));
    QCOMPARE(cell(2), QStringLiteral("—"));
    QVERIFY(cell(2, Qt::ToolTipRole).contains(QStringLiteral("Nothing to back up")));

    BackupCoverage stale;
    stale.serviceId = QStringLiteral("svc-db");
    stale.verdict = BackupCoverage::Verdict::Stale;
    stale.reasons = {QStringLiteral("latest good backup bk-1 is 2d old")};
    BackupCoverage ok;
    ok.serviceId = QStringLiteral("svc-s3");
    ok.verdict = BackupCoverage::Verdict::Ok;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setCoverage(QList<BackupCoverage>{stale, ok});
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().column(), int(ServicesModel::Backup));
    QCOMPARE(changed.at(0).at(1).toModelIndex().column(), int(ServicesModel::Backup));
    QCOMPARE(cell(0), QStringLiteral("stale"));
    QCOMPARE(cell(0, ServicesModel::CoverageRole), QStringLiteral("stale"));
    QVERIFY2(cell(0, Qt::ToolTipRole).contains(QStringLiteral("bk-1 is 2d old")), qPrintable(cell(0, 3)));
    QCOMPARE(cell(1), QStringLiteral("ok"));
    QCOMPARE(cell(2), QStringLiteral("—"));
    QCOMPARE(cell(2, ServicesModel::CoverageRole), QString());
    QVERIFY(model.index(0, ServicesModel::Backup).data(ServicesModel::SortRole).toInt() <
            model.index(1, ServicesModel::Backup).data(ServicesModel::SortRole).toInt()); // worst first

    QVERIFY(proxy.setFilterText(QStringLiteral("backup:stale")));
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-db")});
    // Services with nothing to back up are not counted: no verdict matches them, "none" neither.
    QVERIFY(proxy.setFilterText(QStringLiteral("backup:none")));
    QCOMPARE(ids(), QStringList());
    QVERIFY(proxy.setFilterText(QStringLiteral("backup:*")));
    QCOMPARE(ids(), QStringList({QStringLiteral("svc-db"), QStringLiteral("svc-s3")}));
    QVERIFY(proxy.setFilterText(QStringLiteral("-backup:ok backup:*")));
    QCOMPARE(ids(), QStringList{QStringLiteral("svc-db")});

    // The same verdicts again: no change signalled; not known any more: the column empties again.
    model.setCoverage(QList<BackupCoverage>{stale, ok});
    QCOMPARE(changed.count(), 1);
    model.setCoverage(std::nullopt);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(cell(0), QString());
}

QTEST_GUILESS_MAIN(TestServicesModel)
void TestServicesModel::holdsTheGivenListWithoutCopies()
{
    // The model holds the refresher's list itself (implicitly shared), not a copy of its elements.
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<Service> first = makeList({"a", "b", "c"});
    model.setServices(first);
    QCOMPARE(model.services().constData(), first.constData());

    QList<Service> second = makeList({"a", "c", "d"});
    second[0] = makeService(QStringLiteral("a"), QStringLiteral("renamed"));
    model.setServices(second);
    QCOMPARE(idsOf(model), QStringList({"a", "c", "d"}));
    QCOMPARE(model.services().constData(), second.constData());
    QCOMPARE(model.index(0, ServicesModel::Name).data().toString(), QStringLiteral("renamed"));

    // With duplicates the model keeps its own list (the first of each id).
    QList<Service> duplicates = makeList({"a", "c", "d"});
    duplicates.append(makeService(QStringLiteral("c"), QStringLiteral("second-c")));
    model.setServices(duplicates);
    QVERIFY(model.services().constData() != duplicates.constData());
    QCOMPARE(idsOf(model), QStringList({"a", "c", "d"}));
    QCOMPARE(model.index(1, ServicesModel::Name).data().toString(), QStringLiteral("name-c"));
}

void TestServicesModel::compactRawsCompareByBytes()
{
    // Services decoded from two replies live in two buffers: equal bytes are no change, other bytes are.
    const auto reply = [](const QString& webImage) {
        QJsonArray list;
        for (const QString& id : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}) {
            list.append(QJsonObject{
                {QStringLiteral("id"), id},
                {QStringLiteral("data"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("name-") + id},
                             {QStringLiteral("imageId"), id == QLatin1String("b") ? webImage : id}}}});
        }
        DecodeErrors errors;
        const QList<Service> services =
            cloudly::core::decodeServices(QJsonObject{{QStringLiteral("services"), list}}, errors);
        if (!errors.isEmpty() || !services.at(0).raw.slice())
            qFatal("test reply did not decode into compact raws");
        return services;
    };
    ServicesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setServices(reply(QStringLiteral("img-1")));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setServices(reply(QStringLiteral("img-1")));
    QCOMPARE(changed.count(), 0);
    model.setServices(reply(QStringLiteral("img-2")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 1);
    QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 1);
    QCOMPARE(model.index(1, ServicesModel::Image).data().toString().contains(QStringLiteral("img-2")), true);
}

#include "tst_servicesmodel.moc"
