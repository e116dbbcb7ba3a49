// FilterRowCache (FilterProxyModel's compact row cache): every match equals FilterFields::matches() on the
// same texts — interned and inline columns, case folding beyond ASCII, the column separator inside a text,
// fields without a column, negation — also after rows are changed, inserted and removed (id reuse, arena
// compaction) and when the expression changes.
#include "core/filter/filterfields.h"
#include "core/filter/filterrowcache.h"

#include <QRandomGenerator>
#include <QTest>

using cloudly::core::FilterExpression;
using cloudly::core::FilterFields;
using cloudly::core::FilterRowCache;

namespace {

const QStringList kFields{QStringLiteral("id"), QStringLiteral("service"), QStringLiteral("status"),
                          QStringLiteral("node")};

FilterExpression parse(const QString& text, const QStringList& fields = kFields)
{
    const auto result = FilterExpression::parse(text, fields);
    if (!result.ok())
        qFatal("bad test filter %s: %s", qPrintable(text), qPrintable(result.errorText()));
    return *result.expression;
}

// Rows: a unique id (goes inline), a service from 40, a status from 4, a node with some non-ASCII text.
QStringList makeRow(QRandomGenerator& rng, int serial)
{
    static const QStringList statuses{QStringLiteral("Running"), QStringLiteral("FAILED"),
                                      QStringLiteral("stopped"), QStringLiteral("Pending")};
    static const QStringList nodes{QStringLiteral("Edge-1"), QStringLiteral("STRASSE-2"),
                                   QStringLiteral("Straße-3"),
                                   QStringLiteral("edge\x1f"
                                                  "4"),
                                   QString()};
    return {QStringLiteral("Deployment-%1").arg(serial, 6, 10, QLatin1Char('0')),
            QStringLiteral("Svc-%1").arg(rng.bounded(40)), statuses.at(rng.bounded(statuses.size())),
            nodes.at(rng.bounded(nodes.size()))};
}

} // namespace

class TestFilterRowCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesLikeFilterFields();
    void fieldsWithoutColumnAndMappedColumns();
    void textsReadBack();
    void readsOnlyTheColumnsTheFilterNeeds();
};

void TestFilterRowCache::matchesLikeFilterFields()
{
    QRandomGenerator rng(42);
    const QList<FilterExpression> expressions{
        parse(QStringLiteral("status:running")),
        parse(QStringLiteral("-status:failed node:edge")),
        parse(QStringLiteral("strasse")), // ß folds to ss
        parse(QStringLiteral("svc-1 -deployment-0001")),
        parse(QStringLiteral("\"edge 4\"")), // the separator inside a text reads as a space
        parse(QStringLiteral("id:00042")),
    };
    QList<QStringList> rows;
    FilterRowCache cache;
    const int count = 5000; // enough distinct ids to move the id column inline
    cache.activate(count, 4);
    int serial = 0;
    for (int row = 0; row < count; ++row)
        rows.append(makeRow(rng, serial++));
    const auto check = [&](const char* stage) {
        QCOMPARE(cache.rowCount(), rows.size());
        for (const FilterExpression& e : expressions) {
            for (int row = 0; row < rows.size(); ++row) {
                const bool expected = FilterFields(rows.at(row)).matches(e);
                if (cache.matches(row, e, {}, [&](int column) { return rows.at(row).at(column); }) !=
                    expected) {
                    QFAIL(qPrintable(QStringLiteral("%1: row %2 (%3) with %4: expected %5")
                                         .arg(QLatin1String(stage))
                                         .arg(row)
                                         .arg(rows.at(row).join(QLatin1Char('|')), e.toString())
                                         .arg(expected)));
                }
            }
        }
    };
    check("filled");
    QCOMPARE(cache.cachedRowCount(), qsizetype(count));

    // Changes: new texts for many rows (old interned texts are released, inline ones become dead space).
    for (int round = 0; round < 6; ++round) {
        for (int k = 0; k < 1500; ++k) {
            const int row = static_cast<int>(rng.bounded(rows.size()));
            rows[row] = makeRow(rng, serial++);
            cache.invalidate(row);
            if (rng.bounded(2) == 0)
                cache.set(row, [&](int column) { return rows.at(row).at(column); });
        }
        const int at = static_cast<int>(rng.bounded(rows.size()));
        const int n = static_cast<int>(rng.bounded(300));
        cache.insertRows(at, n);
        for (int k = 0; k < n; ++k)
            rows.insert(at + k, makeRow(rng, serial++));
        const int from = static_cast<int>(rng.bounded(rows.size() - 400));
        const int removed = static_cast<int>(rng.bounded(400));
        cache.removeRows(from, removed);
        rows.remove(from, removed);
        check("changed");
    }

    cache.clear();
    QVERIFY(!cache.isActive());
    QCOMPARE(cache.rowCount(), 0);
}

void TestFilterRowCache::fieldsWithoutColumnAndMappedColumns()
{
    // Field i of the expression is column fieldColumns[i]; a field beyond the list reads as empty text.
    const QStringList fields{QStringLiteral("status"), QStringLiteral("node"), QStringLiteral("extra")};
    const QList<int> fieldColumns{2, 0};
    const QStringList row{QStringLiteral("edge-1"), QStringLiteral("api"), QStringLiteral("Running")};
    FilterRowCache cache;
    cache.activate(1, 3);
    const auto textAt = [&](int column) { return row.at(column); };
    for (const QString& text :
         {QStringLiteral("status:run"), QStringLiteral("node:edge"), QStringLiteral("node:api"),
          QStringLiteral("-extra:x"), QStringLiteral("extra:x"), QStringLiteral("api status:running"),
          QStringLiteral("-api")}) {
        const FilterExpression e = parse(text, fields);
        QCOMPARE(cache.matches(0, e, fieldColumns, textAt), FilterFields(row).matches(e, fieldColumns));
    }
    QVERIFY(
        cache.matches(0, parse(QStringLiteral("status:running node:edge*"), fields), fieldColumns, textAt));
    QVERIFY(!cache.matches(0, parse(QStringLiteral("status:edge"), fields), fieldColumns, textAt));
}

void TestFilterRowCache::textsReadBack()
{
    FilterRowCache cache;
    cache.activate(2, 2);
    QVERIFY(!cache.isCached(0));
    cache.set(1, [](int column) { return column == 0 ? QStringLiteral("ÄPFEL") : QString(); });
    QVERIFY(cache.isCached(1));
    QCOMPARE(cache.text(1, 0).toString(), QStringLiteral("äpfel"));
    QVERIFY(cache.text(1, 1).isEmpty());
    QCOMPARE(cache.cachedRowCount(), qsizetype(1));
    cache.invalidate(1);
    QVERIFY(!cache.isCached(1));
    QVERIFY(cache.memoryBytes() > 0);
}

void TestFilterRowCache::readsOnlyTheColumnsTheFilterNeeds()
{
    const QStringList row{QStringLiteral("dep-1"), QStringLiteral("api"), QStringLiteral("Running"),
                          QStringLiteral("edge-1")};
    QList<int> reads;
    const auto textAt = [&](int column) {
        reads << column;
        return row.at(column);
    };
    FilterRowCache cache;
    cache.activate(1, 4);
    QVERIFY(cache.matches(0, parse(QStringLiteral("status:run*")), {}, textAt));
    QCOMPARE(reads, QList<int>{2});
    QVERIFY(cache.isCached(0));
    QVERIFY(cache.text(0, 0).isEmpty()); // not read
    QVERIFY(cache.matches(0, parse(QStringLiteral("status:running node:edge*")), {}, textAt));
    QCOMPARE(reads, (QList<int>{2, 3}));                                 // status is stored already
    QVERIFY(cache.matches(0, parse(QStringLiteral("api")), {}, textAt)); // free text: every column
    QCOMPARE(reads, (QList<int>{2, 3, 0, 1}));
    cache.invalidate(0);
    QVERIFY(!cache.isCached(0));
    QVERIFY(!cache.matches(0, parse(QStringLiteral("-id:dep*")), {}, textAt));
    QCOMPARE(reads, (QList<int>{2, 3, 0, 1, 0}));
}

QTEST_GUILESS_MAIN(TestFilterRowCache)
#include "tst_filterrowcache.moc"
