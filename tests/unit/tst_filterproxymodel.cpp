// FilterProxyModel's incremental behaviour over a flat source: rows entering and leaving the filter on
// dataChanged, inserts and removes while filtered, sorting kept across changes, persistent indexes, and
// that small changes never turn into a reset, a layout change or a re-filter of every row.
#include "core/filter/filterfields.h"
#include "core/filter/filterproxymodel.h"
#include "core/filter/treefilterproxymodel.h"

#include <QAbstractItemModelTester>
#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using cloudly::core::FilterProxyModel;
using cloudly::core::TreeFilterProxyModel;

namespace {

struct Row
{
    QString name;
    QString status;
    int cpu = 0;
};

// A plain table (name, status, cpu) whose changes are reported row by row, like TasksModel's.
// Qt::UserRole is the numeric sort key of the cpu column.
class RowsModel : public QAbstractTableModel
{
public:
    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : 3; }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (!index.isValid())
            return {};
        ++m_displayReads;
        const Row& row = m_rows.at(index.row());
        if (role == Qt::UserRole)
            return index.column() == 2 ? QVariant(row.cpu) : QVariant(row.name);
        if (role != Qt::DisplayRole)
            return {};
        switch (index.column()) {
        case 0:
            return row.name;
        case 1:
            return row.status;
        default:
            return QString::number(row.cpu);
        }
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        static const QStringList names{QStringLiteral("name"), QStringLiteral("status"),
                                       QStringLiteral("cpu")};
        if (orientation == Qt::Horizontal && role == cloudly::core::FilterFieldNameRole)
            return names.value(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }

    void reset(const QList<Row>& rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }
    void set(int row, const Row& value)
    {
        m_rows[row] = value;
        Q_EMIT dataChanged(index(row, 0), index(row, 2));
    }
    void insert(int at, const QList<Row>& rows)
    {
        beginInsertRows({}, at, at + static_cast<int>(rows.size()) - 1);
        for (int i = 0; i < rows.size(); ++i)
            m_rows.insert(at + i, rows.at(i));
        endInsertRows();
    }
    // Several consecutive rows changed, reported as one dataChanged (like a column refresh).
    void setRange(int first, const QList<Row>& values)
    {
        for (int i = 0; i < values.size(); ++i)
            m_rows[first + i] = values.at(i);
        Q_EMIT dataChanged(index(first, 0), index(first + static_cast<int>(values.size()) - 1, 2));
    }
    void remove(int first, int last)
    {
        beginRemoveRows({}, first, last);
        m_rows.remove(first, last - first + 1);
        endRemoveRows();
    }
    const Row& at(int row) const { return m_rows.at(row); }
    qint64 displayReads() const { return m_displayReads; }

private:
    QList<Row> m_rows;
    mutable qint64 m_displayReads = 0;
};

QList<Row> makeRows(int count)
{
    QList<Row> rows;
    for (int i = 0; i < count; ++i)
        rows.append({QStringLiteral("task-%1").arg(i, 5, 10, QLatin1Char('0')),
                     i % 3 == 0 ? QStringLiteral("running") : QStringLiteral("stopped"), (i * 37) % 101});
    return rows;
}

QStringList proxyNames(const QAbstractItemModel& proxy)
{
    QStringList names;
    for (int row = 0; row < proxy.rowCount(); ++row)
        names << proxy.index(row, 0).data().toString();
    return names;
}

// The rows the filter `status:running` must show, in source order.
QStringList runningNames(const RowsModel& model)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.at(row).status == QLatin1String("running"))
            names << model.at(row).name;
    }
    return names;
}

struct Spies
{
    explicit Spies(QAbstractItemModel* proxy)
        : inserted(proxy, &QAbstractItemModel::rowsInserted),
          removed(proxy, &QAbstractItemModel::rowsRemoved), changed(proxy, &QAbstractItemModel::dataChanged),
          layout(proxy, &QAbstractItemModel::layoutChanged), reset(proxy, &QAbstractItemModel::modelReset)
    {}
    void clear()
    {
        inserted.clear();
        removed.clear();
        changed.clear();
        layout.clear();
        reset.clear();
    }
    QSignalSpy inserted;
    QSignalSpy removed;
    QSignalSpy changed;
    QSignalSpy layout;
    QSignalSpy reset;
};

} // namespace

// Tasks-like rows for the typed filter language: service (name and id through FilterValueRole), health
// ("" value when none is reported, "—" shown) and cpu (a number with "%" shown).
struct TypedRow
{
    QString serviceName;
    QString serviceId;
    QString health; // empty: none reported
    double cpu = 0;
};

class TypedModel : public QAbstractTableModel
{
public:
    explicit TypedModel(QList<TypedRow> rows) : m_rows(std::move(rows)) {}
    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : 3; }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (!index.isValid())
            return {};
        const TypedRow& row = m_rows.at(index.row());
        if (role == Qt::DisplayRole) {
            switch (index.column()) {
            case 0:
                return row.serviceName;
            case 1:
                return row.health.isEmpty() ? QStringLiteral("—") : row.health;
            default:
                return QStringLiteral("%1 %").arg(row.cpu);
            }
        }
        if (role == cloudly::core::FilterValueRole) {
            switch (index.column()) {
            case 0:
                return row.serviceName + cloudly::core::FilterExpression::kAlternative + row.serviceId;
            case 1:
                return row.health.isNull() ? QStringLiteral("") : row.health;
            default:
                return QString::number(row.cpu);
            }
        }
        return {};
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        static const QStringList names{QStringLiteral("service"), QStringLiteral("health"),
                                       QStringLiteral("cpu")};
        if (orientation == Qt::Horizontal && role == cloudly::core::FilterFieldNameRole)
            return names.value(section);
        if (orientation == Qt::Horizontal && role == cloudly::core::FilterFieldKindRole && section == 2)
            return QStringLiteral("number");
        if (orientation == Qt::Horizontal && role == cloudly::core::FilterFieldUnitRole && section == 2)
            return QStringLiteral("%");
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    // Only the values change (a service renamed keeps its display text here): dataChanged(FilterValueRole).
    void setServiceId(int row, const QString& id)
    {
        m_rows[row].serviceId = id;
        Q_EMIT dataChanged(index(row, 0), index(row, 0), {cloudly::core::FilterValueRole});
    }

private:
    QList<TypedRow> m_rows;
};

class TestFilterProxyModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void typedLanguageThroughTheValueRole();
    void rowsEnterAndLeaveOnDataChanged();
    void changeOfVisibleRowIsOnlyDataChanged();
    void insertsAndRemovesWhileFiltered();
    void sortingKeptAcrossChanges();
    void scatteredRefreshMatchesReference();
    void changedRowsAreReMatchedOnly();
    void randomChangesMatchReference_data();
    void randomChangesMatchReference();
    void bigBatchIsOneLayoutChange();
    void rowByRowGrowAndShrink_data();
    void rowByRowGrowAndShrink();
    void treeProxyFiltersLikeTheFlatOne();
    void treeEngineSortsStably();
    void batchAppliesChangesAtTheEnd();
    void refreshOfHundredThousandRows();
    void bigInsertSortedLikeThePlainSort_data();
    void bigInsertSortedLikeThePlainSort();
};

void TestFilterProxyModel::typedLanguageThroughTheValueRole()
{
    TypedModel model(
        {{QStringLiteral("api"), QStringLiteral("svc-1"), QStringLiteral("healthy"), 85},
         {QStringLiteral("api-gateway"), QStringLiteral("svc-2"), QStringLiteral("unhealthy"), 12.5},
         {QStringLiteral("orbit-api"), QStringLiteral("svc-acc-022"), QString(), 50}});
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QCOMPARE(proxy.fieldKinds().at(2), cloudly::core::FilterExpression::FieldKind::Number);
    QCOMPARE(proxy.fieldUnits().at(2), QStringLiteral("%"));
    const auto shown = [&] {
        QStringList names;
        for (int row = 0; row < proxy.rowCount(); ++row)
            names << proxy.index(row, 0).data().toString();
        return names;
    };
    QVERIFY(proxy.setFilterText(QStringLiteral("service:api")));
    QCOMPARE(shown(), QStringList{QStringLiteral("api")}); // not api-gateway, not orbit-api
    QVERIFY(proxy.setFilterText(QStringLiteral("service:svc-acc-022")));
    QCOMPARE(shown(), QStringList{QStringLiteral("orbit-api")});
    QVERIFY(proxy.setFilterText(QStringLiteral("service:*api*,svc-2 -health:healthy")));
    QCOMPARE(shown(), (QStringList{QStringLiteral("api-gateway"), QStringLiteral("orbit-api")}));
    QVERIFY(proxy.setFilterText(QStringLiteral("-health:*")));
    QCOMPARE(shown(), QStringList{QStringLiteral("orbit-api")});
    QVERIFY(proxy.setFilterText(QStringLiteral("health:*")));
    QCOMPARE(shown(), (QStringList{QStringLiteral("api"), QStringLiteral("api-gateway")}));
    QVERIFY(proxy.setFilterText(QStringLiteral("cpu:>=50")));
    QCOMPARE(shown(), (QStringList{QStringLiteral("api"), QStringLiteral("orbit-api")}));
    QVERIFY(proxy.setFilterText(QStringLiteral("svc")));
    QCOMPARE(shown(), QStringList{}); // free text searches what the columns show, not the ids

    // Typed errors: the previous filter stays, the message names the term.
    QVERIFY(proxy.setFilterText(QStringLiteral("cpu:<60")));
    QCOMPARE(shown(), (QStringList{QStringLiteral("api-gateway"), QStringLiteral("orbit-api")}));
    QVERIFY(!proxy.setFilterText(QStringLiteral("health:>3")));
    QVERIFY2(proxy.filterError().contains(QStringLiteral("\"health:>3\": health is a text field")),
             qPrintable(proxy.filterError()));
    QVERIFY(!proxy.setFilterText(QStringLiteral("cpu:>lots")));
    QVERIFY2(proxy.filterError().contains(QStringLiteral("\"lots\" is not a number")),
             qPrintable(proxy.filterError()));
    QCOMPARE(shown().size(), 2);

    // A change of the values alone (dataChanged with FilterValueRole) re-matches the row.
    QVERIFY(proxy.setFilterText(QStringLiteral("service:svc-9")));
    QCOMPARE(proxy.rowCount(), 0);
    model.setServiceId(1, QStringLiteral("svc-9"));
    QCOMPARE(shown(), QStringList{QStringLiteral("api-gateway")});
}

void TestFilterProxyModel::rowsEnterAndLeaveOnDataChanged()
{
    RowsModel model;
    model.reset(makeRows(30));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    QCOMPARE(proxyNames(proxy), runningNames(model));
    Spies spies(&proxy);

    // Row 4 starts running: exactly one row enters, at its sorted (here: source) position.
    Row row = model.at(4);
    row.status = QStringLiteral("running");
    model.set(4, row);
    QCOMPARE(spies.inserted.size(), 1);
    QCOMPARE(spies.inserted.first().at(1).toInt(), 2); // after task-00000 and task-00003
    QCOMPARE(spies.inserted.first().at(2).toInt(), 2);
    QCOMPARE(spies.removed.size(), 0);
    QCOMPARE(spies.layout.size(), 0);
    QCOMPARE(spies.reset.size(), 0);
    QCOMPARE(proxyNames(proxy), runningNames(model));

    // Row 9 stops: exactly that row leaves.
    spies.clear();
    const QPersistentModelIndex later = proxy.mapFromSource(model.index(12, 0)); // stays visible
    QVERIFY(later.isValid());
    row = model.at(9);
    row.status = QStringLiteral("failed");
    model.set(9, row);
    QCOMPARE(spies.removed.size(), 1);
    QCOMPARE(spies.removed.first().at(1).toInt(), 4); // 0, 3, 4, 6, [9], 12, ...
    QCOMPARE(spies.removed.first().at(2).toInt(), 4);
    QCOMPARE(spies.inserted.size(), 0);
    QCOMPARE(spies.layout.size(), 0);
    QCOMPARE(spies.reset.size(), 0);
    QCOMPARE(proxyNames(proxy), runningNames(model));
    QVERIFY(later.isValid());
    QCOMPARE(later.data().toString(), QStringLiteral("task-00012"));
    QCOMPARE(later.row(), 4);
}

void TestFilterProxyModel::changeOfVisibleRowIsOnlyDataChanged()
{
    RowsModel model;
    model.reset(makeRows(30));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    Spies spies(&proxy);

    Row row = model.at(6);
    row.cpu = 99;
    model.set(6, row); // still running
    QCOMPARE(spies.changed.size(), 1);
    const QModelIndex topLeft = spies.changed.first().at(0).value<QModelIndex>();
    const QModelIndex bottomRight = spies.changed.first().at(1).value<QModelIndex>();
    QCOMPARE(topLeft.row(), 2);
    QCOMPARE(bottomRight.row(), 2);
    QCOMPARE(proxy.index(2, 2).data().toString(), QStringLiteral("99"));
    QCOMPARE(spies.inserted.size() + spies.removed.size() + spies.layout.size() + spies.reset.size(), 0);

    // A hidden row that stays hidden: nothing at all.
    spies.clear();
    row = model.at(7);
    row.cpu = 1;
    model.set(7, row);
    QCOMPARE(spies.changed.size() + spies.inserted.size() + spies.removed.size() + spies.layout.size() +
                 spies.reset.size(),
             0);
}

void TestFilterProxyModel::insertsAndRemovesWhileFiltered()
{
    RowsModel model;
    model.reset(makeRows(30));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    QCOMPARE(proxy.cachedRowCount(), 30);
    Spies spies(&proxy);

    // Three new rows in the middle, one of them running: one row enters.
    model.insert(10, {{QStringLiteral("new-a"), QStringLiteral("stopped"), 1},
                      {QStringLiteral("new-b"), QStringLiteral("running"), 2},
                      {QStringLiteral("new-c"), QStringLiteral("failed"), 3}});
    QCOMPARE(spies.inserted.size(), 1);
    QCOMPARE(spies.inserted.first().at(2).toInt() - spies.inserted.first().at(1).toInt(), 0);
    QCOMPARE(proxyNames(proxy), runningNames(model));
    QVERIFY(proxyNames(proxy).contains(QStringLiteral("new-b")));

    // Removing a block with visible and hidden rows removes just the visible ones from the proxy.
    spies.clear();
    const int visibleBefore = proxy.rowCount();
    int visibleInBlock = 0;
    for (int r = 5; r <= 14; ++r)
        visibleInBlock += model.at(r).status == QLatin1String("running") ? 1 : 0;
    model.remove(5, 14);
    QCOMPARE(proxy.rowCount(), visibleBefore - visibleInBlock);
    QCOMPARE(spies.inserted.size() + spies.layout.size() + spies.reset.size(), 0);
    QCOMPARE(proxyNames(proxy), runningNames(model));

    // The row cache follows: a later change of a shifted row is matched with its own text.
    QCOMPARE(proxy.cachedRowCount(), model.rowCount());
    Row row = model.at(20);
    row.status = QStringLiteral("running");
    model.set(20, row);
    QCOMPARE(proxyNames(proxy), runningNames(model));
    QVERIFY(proxy.setFilterText(QStringLiteral("name:new-")));
    QCOMPARE(proxyNames(proxy), QStringList{});
    QVERIFY(proxy.setFilterText(QStringLiteral("name:") + model.at(20).name));
    QCOMPARE(proxy.rowCount(), 1);
}

void TestFilterProxyModel::sortingKeptAcrossChanges()
{
    RowsModel model;
    model.reset(makeRows(60));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(2, Qt::AscendingOrder);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));

    const auto checkSorted = [&] {
        // By cpu, and rows with equal cpu in source order (stable).
        for (int r = 1; r < proxy.rowCount(); ++r) {
            const int before = proxy.index(r - 1, 2).data(Qt::UserRole).toInt();
            const int now = proxy.index(r, 2).data(Qt::UserRole).toInt();
            if (before > now)
                return false;
            if (before == now &&
                proxy.mapToSource(proxy.index(r - 1, 0)).row() > proxy.mapToSource(proxy.index(r, 0)).row())
                return false;
        }
        return true;
    };
    QVERIFY(checkSorted());

    // A visible row's key changes: it moves to its new place, its persistent index follows it.
    const QPersistentModelIndex moved = proxy.mapFromSource(model.index(3, 0));
    QVERIFY(moved.isValid());
    Row row = model.at(3);
    row.cpu = 1000;
    model.set(3, row);
    QVERIFY(checkSorted());
    QCOMPARE(moved.data().toString(), model.at(3).name);
    QCOMPARE(moved.row(), proxy.rowCount() - 1);

    // Rows entering while sorted go to their sorted place; equal keys keep source order.
    for (int r : {1, 2, 4, 5}) {
        row = model.at(r);
        row.status = QStringLiteral("running");
        row.cpu = 50;
        model.set(r, row);
        QVERIFY(checkSorted());
    }
    QCOMPARE(proxyNames(proxy).size(), runningNames(model).size());
    QVERIFY(proxy.setFilterText(QString()));
    QVERIFY(checkSorted());
    QCOMPARE(proxy.rowCount(), 60);
}

void TestFilterProxyModel::scatteredRefreshMatchesReference()
{
    constexpr int kRows = 20000;
    RowsModel model;
    model.reset(makeRows(kRows));
    FilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    QCOMPARE(proxyNames(proxy), runningNames(model));
    Spies spies(&proxy);

    // A 1 % refresh: every 100th row flips between running and stopped, reported row by row.
    for (int r = 0; r < kRows; r += 100) {
        Row row = model.at(r);
        row.status =
            row.status == QLatin1String("running") ? QStringLiteral("stopped") : QStringLiteral("running");
        model.set(r, row);
    }
    QCOMPARE(proxyNames(proxy), runningNames(model));
    QCOMPARE(spies.reset.size(), 0);
    QCOMPARE(spies.inserted.size() + spies.removed.size() + spies.layout.size() > 0, true);
}

void TestFilterProxyModel::changedRowsAreReMatchedOnly()
{
    constexpr int kRows = 5000;
    RowsModel model;
    model.reset(makeRows(kRows));
    FilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    QCOMPARE(proxyNames(proxy), runningNames(model)); // mapped, as with a view attached
    QCOMPARE(proxy.cachedRowCount(), kRows);

    // Ten changed rows read ten rows' texts from the source, not the whole table.
    const qint64 before = model.displayReads();
    for (int r = 0; r < 10; ++r) {
        Row row = model.at(r * 400);
        row.status = QStringLiteral("failed");
        model.set(r * 400, row);
    }
    const qint64 reads = model.displayReads() - before;
    QVERIFY2(reads <= 10 * 3 * 2, qPrintable(QStringLiteral("%1 reads").arg(reads)));
    QCOMPARE(proxyNames(proxy), runningNames(model));
}

// The rows the proxy must show, in order: filter `status:running` (or all), sorted by cpu (UserRole) with
// ties in source order, or in source order when unsorted.
QStringList expectedNames(const RowsModel& model, bool filtered, int sortColumn, Qt::SortOrder order)
{
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (!filtered || model.at(row).status == QLatin1String("running"))
            rows << row;
    }
    if (sortColumn == 2) {
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
            return order == Qt::AscendingOrder ? model.at(a).cpu < model.at(b).cpu
                                               : model.at(a).cpu > model.at(b).cpu;
        });
    }
    QStringList names;
    for (const int row : std::as_const(rows))
        names << model.at(row).name;
    return names;
}

void TestFilterProxyModel::randomChangesMatchReference_data()
{
    QTest::addColumn<int>("sortColumn");
    QTest::addColumn<int>("order");
    QTest::newRow("source order") << -1 << int(Qt::AscendingOrder);
    QTest::newRow("cpu ascending") << 2 << int(Qt::AscendingOrder);
    QTest::newRow("cpu descending") << 2 << int(Qt::DescendingOrder);
}

// Random single-row and range changes, inserts, removes and filter switches; after every step the proxy
// (checked by QAbstractItemModelTester throughout) shows exactly the reference rows in the reference order,
// and a persistent index of a visible row still points at the same row.
void TestFilterProxyModel::randomChangesMatchReference()
{
    QFETCH(int, sortColumn);
    QFETCH(int, order);
    const auto sortOrder = Qt::SortOrder(order);
    QRandomGenerator random(4711 + static_cast<quint32>(sortColumn) * 7 + static_cast<quint32>(order));
    RowsModel model;
    model.reset(makeRows(400));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(sortColumn, sortOrder);
    bool filtered = true;
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    Spies spies(&proxy);
    int counter = 0;
    const auto randomRow = [&] {
        Row row{QStringLiteral("new-%1").arg(++counter, 5, 10, QLatin1Char('0')),
                random.bounded(2) ? QStringLiteral("running") : QStringLiteral("stopped"),
                int(random.bounded(20))};
        return row;
    };

    for (int step = 0; step < 600; ++step) {
        QPersistentModelIndex watched;
        QString watchedName;
        if (proxy.rowCount() > 0) {
            watched = proxy.index(static_cast<int>(random.bounded(proxy.rowCount())), 0);
            watchedName = watched.data().toString();
        }
        const int action = static_cast<int>(random.bounded(100));
        const int rows = model.rowCount();
        if (action < 50 && rows > 0) { // one row: status and/or cpu
            const int r = static_cast<int>(random.bounded(rows));
            Row row = model.at(r);
            if (random.bounded(2))
                row.status = row.status == QLatin1String("running") ? QStringLiteral("stopped")
                                                                    : QStringLiteral("running");
            if (random.bounded(2))
                row.cpu = static_cast<int>(random.bounded(20));
            model.set(r, row);
        } else if (action < 65 && rows > 10) { // a range
            const int first = static_cast<int>(random.bounded(rows - 10));
            QList<Row> values;
            for (int i = 0; i < 1 + static_cast<int>(random.bounded(10)); ++i) {
                Row row = model.at(first + i);
                row.status = random.bounded(2) ? QStringLiteral("running") : QStringLiteral("stopped");
                row.cpu = static_cast<int>(random.bounded(20));
                values << row;
            }
            model.setRange(first, values);
        } else if (action < 80) { // insert 1..5 rows
            QList<Row> values;
            for (int i = 0; i < 1 + static_cast<int>(random.bounded(5)); ++i)
                values << randomRow();
            model.insert(static_cast<int>(random.bounded(rows + 1)), values);
        } else if (action < 95 && rows > 5) { // remove 1..5 rows
            const int first = static_cast<int>(random.bounded(rows - 5));
            model.remove(first, first + static_cast<int>(random.bounded(5)));
        } else { // switch the filter
            filtered = !filtered;
            QVERIFY(proxy.setFilterText(filtered ? QStringLiteral("status:running") : QString()));
        }
        QCOMPARE(proxyNames(proxy), expectedNames(model, filtered, sortColumn, sortOrder));
        if (watched.isValid())
            QCOMPARE(watched.data().toString(), watchedName);
        for (int row = 0; row < proxy.rowCount(); row += 37) {
            const QModelIndex source = proxy.mapToSource(proxy.index(row, 1));
            QCOMPARE(proxy.mapFromSource(source), proxy.index(row, 1));
        }
    }
    QCOMPARE(spies.reset.size(), 0);
}

void TestFilterProxyModel::bigBatchIsOneLayoutChange()
{
    constexpr int kRows = 6000;
    RowsModel model;
    model.reset(makeRows(kRows));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(2, Qt::AscendingOrder);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    const QPersistentModelIndex kept = proxy.mapFromSource(model.index(kRows - 3, 0)); // not in the batch
    QVERIFY(kept.isValid());
    Spies spies(&proxy);

    // One dataChanged over 3000 rows, every one of them flips: one layout change, no row signals.
    QList<Row> values;
    for (int r = 0; r < kRows / 2; ++r) {
        Row row = model.at(r);
        row.status =
            row.status == QLatin1String("running") ? QStringLiteral("stopped") : QStringLiteral("running");
        values << row;
    }
    model.setRange(0, values);
    QCOMPARE(spies.layout.size(), 1);
    QCOMPARE(spies.inserted.size() + spies.removed.size() + spies.reset.size(), 0);
    QCOMPARE(proxyNames(proxy), expectedNames(model, true, 2, Qt::AscendingOrder));
    QVERIFY(kept.isValid());
    QCOMPARE(kept.data().toString(), model.at(kRows - 3).name);
}

void TestFilterProxyModel::rowByRowGrowAndShrink_data()
{
    QTest::addColumn<int>("sortColumn");
    QTest::newRow("source order") << -1;
    QTest::newRow("cpu") << 2;
}

// Thousands of rows entering one by one, then leaving one by one (the proxy's row blocks split and empty):
// the order stays exact and mapFromSource / mapToSource agree.
void TestFilterProxyModel::rowByRowGrowAndShrink()
{
    QFETCH(int, sortColumn);
    constexpr int kRows = 3000;
    RowsModel model;
    model.reset(makeRows(kRows));
    FilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(sortColumn, Qt::AscendingOrder);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    Spies spies(&proxy);
    const auto check = [&] {
        if (proxyNames(proxy) != expectedNames(model, true, sortColumn, Qt::AscendingOrder))
            return false;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex mapped = proxy.mapFromSource(model.index(row, 0));
            if (mapped.isValid() != (model.at(row).status == QLatin1String("running")))
                return false;
            if (mapped.isValid() && proxy.mapToSource(mapped).row() != row)
                return false;
        }
        return true;
    };
    for (const QString& status : {QStringLiteral("running"), QStringLiteral("stopped")}) {
        for (int k = 0; k < kRows; ++k) {
            const int r = (k * 7919) % kRows; // scattered
            Row row = model.at(r);
            row.status = status;
            model.set(r, row);
            if (k % 500 == 0)
                QVERIFY(check());
        }
        QVERIFY(check());
    }
    QCOMPARE(proxy.rowCount(), 0);
    QCOMPARE(spies.layout.size() + spies.reset.size(), 0);
}

void TestFilterProxyModel::treeProxyFiltersLikeTheFlatOne()
{
    // The same table under both proxies: the same rows for the same filter, the same error for a bad one
    // (with the last valid filter still in force), and the same field names.
    RowsModel model;
    model.reset(makeRows(50));
    FilterProxyModel flat;
    TreeFilterProxyModel tree;
    QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
    flat.setSourceModel(&model);
    tree.setSourceModel(&model);
    QCOMPARE(tree.fieldNames(), flat.fieldNames());
    QVERIFY(flat.setFilterText(QStringLiteral("status:running")));
    QVERIFY(tree.setFilterText(QStringLiteral("status:running")));
    QCOMPARE(proxyNames(tree), runningNames(model));
    QCOMPARE(proxyNames(tree), proxyNames(flat));
    QSignalSpy errors(&tree, &TreeFilterProxyModel::filterErrorChanged);
    QVERIFY(!tree.setFilterText(QStringLiteral("nosuchfield:x")));
    QVERIFY(!flat.setFilterText(QStringLiteral("nosuchfield:x")));
    QCOMPARE(errors.size(), 1);
    QVERIFY(!tree.filterError().isEmpty());
    QCOMPARE(tree.filterError(), flat.filterError());
    QCOMPARE(proxyNames(tree), runningNames(model));
    Row row = model.at(4);
    row.status =
        row.status == QLatin1String("running") ? QStringLiteral("stopped") : QStringLiteral("running");
    model.set(4, row); // the tree proxy's row cache follows the change
    QCOMPARE(proxyNames(tree), runningNames(model));
}

void TestFilterProxyModel::treeEngineSortsStably()
{
    // The tree proxy compares each side's sort key once; the order is still the default one (numbers
    // numerically), with equal keys in source order in both directions, also after a key changes.
    RowsModel model;
    model.reset(makeRows(200));
    TreeFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setRecursiveFilteringEnabled(true);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        proxy.sort(2, order);
        QCOMPARE(proxyNames(proxy), expectedNames(model, false, 2, order));
        Row row = model.at(7);
        row.cpu = (row.cpu + 37) % 101;
        model.set(7, row);
        QCOMPARE(proxyNames(proxy), expectedNames(model, false, 2, order));
    }
}

void TestFilterProxyModel::batchAppliesChangesAtTheEnd()
{
    constexpr int kRows = 20000;
    RowsModel model;
    model.reset(makeRows(kRows));
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(2, Qt::AscendingOrder);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    const QPersistentModelIndex kept = proxy.mapFromSource(model.index(3, 0)); // running, not changed
    QVERIFY(kept.isValid());
    Spies spies(&proxy);
    const auto flip = [&](int r) {
        Row row = model.at(r);
        row.status =
            row.status == QLatin1String("running") ? QStringLiteral("stopped") : QStringLiteral("running");
        row.cpu = (row.cpu + 13) % 101;
        model.set(r, row);
    };

    // 10 % of the rows, one dataChanged each: nothing happens until endBatch(), then one layout change.
    proxy.beginBatch();
    for (int r = 10; r < kRows; r += 10)
        flip(r);
    QCOMPARE(spies.inserted.size() + spies.removed.size() + spies.layout.size() + spies.changed.size(), 0);
    proxy.endBatch();
    QCOMPARE(spies.layout.size(), 1);
    QCOMPARE(spies.inserted.size() + spies.removed.size() + spies.reset.size(), 0);
    QCOMPARE(proxyNames(proxy), expectedNames(model, true, 2, Qt::AscendingOrder));
    QCOMPARE(kept.data().toString(), model.at(3).name);

    // A small batch: row signals as without a batch.
    spies.clear();
    proxy.beginBatch();
    for (int r = 1; r < 6; ++r)
        flip(r);
    proxy.endBatch();
    QCOMPARE(spies.layout.size() + spies.reset.size(), 0);
    QVERIFY(spies.inserted.size() + spies.removed.size() > 0);
    QCOMPARE(proxyNames(proxy), expectedNames(model, true, 2, Qt::AscendingOrder));

    // Inserts, removes and a filter change inside a batch apply the pending rows first.
    proxy.beginBatch();
    flip(100);
    model.insert(50, {{QStringLiteral("new-a"), QStringLiteral("running"), 7}});
    QCOMPARE(proxyNames(proxy), expectedNames(model, true, 2, Qt::AscendingOrder));
    flip(200);
    model.remove(40, 45);
    QCOMPARE(proxyNames(proxy), expectedNames(model, true, 2, Qt::AscendingOrder));
    flip(300);
    QVERIFY(proxy.setFilterText(QString()));
    QCOMPARE(proxyNames(proxy), expectedNames(model, false, 2, Qt::AscendingOrder));
    flip(400);
    proxy.endBatch();
    QCOMPARE(proxyNames(proxy), expectedNames(model, false, 2, Qt::AscendingOrder));
    QCOMPARE(spies.reset.size(), 0);
}

// The benchmark's refresh shape (every 100th / 10th row flips in or out of `status:running`, one
// dataChanged per row) over 100k rows; prints the proxy's share (model changes are trivial here).
void TestFilterProxyModel::refreshOfHundredThousandRows()
{
    constexpr int kRows = 100000;
    RowsModel model;
    model.reset(makeRows(kRows));
    FilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    QVERIFY(proxy.setFilterText(QStringLiteral("status:running")));
    const auto refresh = [&](int step, bool batch) {
        QElapsedTimer timer;
        timer.start();
        if (batch)
            proxy.beginBatch();
        for (int r = 0; r < kRows; r += step) {
            Row row = model.at(r);
            row.status = row.status == QLatin1String("running") ? QStringLiteral("stopped")
                                                                : QStringLiteral("running");
            row.cpu = (row.cpu + 1) % 101;
            model.set(r, row);
        }
        if (batch)
            proxy.endBatch();
        return static_cast<double>(timer.nsecsElapsed()) / 1e6;
    };
    for (const int column : {-1, 2}) {
        proxy.sort(column, Qt::AscendingOrder);
        const double one = refresh(100, false);
        const double ten = refresh(10, false);
        const double oneBatch = refresh(100, true);
        const double tenBatch = refresh(10, true);
        QCOMPARE(proxyNames(proxy), expectedNames(model, true, column, Qt::AscendingOrder));
        qInfo("100k rows, %s: 1 %% refresh %.1f ms (batched %.1f), 10 %% refresh %.1f ms (batched %.1f)",
              column < 0 ? "source order" : "sorted by cpu", one, oneBatch, ten, tenBatch);
    }
}

void TestFilterProxyModel::bigInsertSortedLikeThePlainSort_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("order");
    QTest::addColumn<bool>("caseSensitive");
    // The status column has 5 distinct texts (the counting pass), the names are all distinct (the plain
    // sort).
    QTest::newRow("status ascending") << 1 << int(Qt::AscendingOrder) << true;
    QTest::newRow("status descending") << 1 << int(Qt::DescendingOrder) << true;
    QTest::newRow("status, case-insensitive") << 1 << int(Qt::AscendingOrder) << false;
    QTest::newRow("name (every key distinct)") << 0 << int(Qt::DescendingOrder) << true;
}

// A first fill of many rows (TasksModel's 100k) sorted by a column with few values: the same order as
// sorting by key, then source row.
void TestFilterProxyModel::bigInsertSortedLikeThePlainSort()
{
    QFETCH(int, column);
    QFETCH(int, order);
    QFETCH(bool, caseSensitive);
    const QStringList statuses = {QStringLiteral("running"), QStringLiteral("stopped"),
                                  QStringLiteral("failed"), QStringLiteral("Running"),
                                  QStringLiteral("pending")};
    QList<Row> rows = makeRows(10000);
    for (int i = 0; i < rows.size(); ++i)
        rows[i].status = statuses.at(static_cast<int>((i * 7919) % 31) % statuses.size());
    RowsModel model;
    FilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::DisplayRole);
    const Qt::CaseSensitivity cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    proxy.setSortCaseSensitivity(cs);
    proxy.sort(column, static_cast<Qt::SortOrder>(order));
    model.insert(0, rows);
    QCOMPARE(proxy.rowCount(), rows.size());

    std::vector<int> expected(static_cast<size_t>(rows.size()));
    for (int i = 0; i < rows.size(); ++i)
        expected[static_cast<size_t>(i)] = i;
    const auto key = [&](int row) { return model.index(row, column).data(Qt::DisplayRole).toString(); };
    std::stable_sort(expected.begin(), expected.end(), [&](int a, int b) {
        const int c = QString::compare(key(a), key(b), cs);
        return order == Qt::AscendingOrder ? c < 0 : c > 0;
    });
    for (int r = 0; r < proxy.rowCount(); ++r)
        QCOMPARE(proxy.mapToSource(proxy.index(r, 0)).row(), expected[static_cast<size_t>(r)]);
}

QTEST_GUILESS_MAIN(TestFilterProxyModel)
#include "tst_filterproxymodel.moc"
