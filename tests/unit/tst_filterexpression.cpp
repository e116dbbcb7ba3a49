#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

#include <ctime>

using namespace cloudly::core;

namespace {

const QStringList kFields{QStringLiteral("status"), QStringLiteral("node"), QStringLiteral("health"),
                          QStringLiteral("service"), QStringLiteral("name")};

FilterExpression parseOk(const QString& text, const QStringList& fields = kFields)
{
    const FilterParseResult result = FilterExpression::parse(text, fields);
    if (!result.ok())
        qWarning() << "unexpected errors for" << text << result.errors;
    return result.expression.value_or(FilterExpression());
}

using Term = FilterExpression::Term;

Term term(int field, const QString& needle, bool negated = false)
{
    Term t;
    t.field = field;
    t.needle = needle;
    t.negated = negated;
    if (field >= 0)
        t.patterns = needle.split(u',');
    return t;
}

// Columns: status, node, health, service, name (same order as kFields).
bool rowMatches(const FilterExpression& e, const QStringList& columns)
{
    return FilterFields(columns).matches(e);
}

// The language of issue 13 §1 on a task-like list with reference, numeric and time fields.
const QStringList kTaskFields{
    QStringLiteral("id"),       QStringLiteral("service"),   QStringLiteral("node"),
    QStringLiteral("status"),   QStringLiteral("health"),    QStringLiteral("image"),
    QStringLiteral("deployed"), QStringLiteral("heartbeat"), QStringLiteral("cpu"),
    QStringLiteral("memory"),   QStringLiteral("replicas")};
using Kind = FilterExpression::FieldKind;
const QList<Kind> kTaskKinds{Kind::Text,   Kind::Text,   Kind::Text,     Kind::Text,
                             Kind::Text,   Kind::Text,   Kind::Duration, Kind::Duration,
                             Kind::Number, Kind::Number, Kind::Number};
constexpr qint64 kNow = 1800000000; // the reference time of every duration below

struct TaskRow
{
    QStringList display; // what the columns show
    QStringList values;  // FilterValueRole (null: none)
    QStringList cells() const
    {
        QStringList out;
        for (qsizetype c = 0; c < display.size(); ++c)
            out << filterCellText(display.at(c), values.value(c));
        return out;
    }
};

QString ago(qint64 seconds)
{
    return QString::number(kNow - seconds);
}

const QHash<QString, TaskRow>& taskRows()
{
    const QChar mark = FilterExpression::kAlternative;
    static const QHash<QString, TaskRow> rows{
        {QStringLiteral("edge1"),
         {{QStringLiteral("t-1"), QStringLiteral("orbit-api"), QStringLiteral("edge-1"),
           QStringLiteral("running"), QStringLiteral("healthy"), QStringLiteral("acme/webapp:2"),
           QStringLiteral("30 min ago"), QStringLiteral("5 min ago"), QStringLiteral("85.0"),
           QStringLiteral("512"), QStringLiteral("2")},
          {QString(), QStringLiteral("orbit-api") + mark + QStringLiteral("svc-acc-022"),
           QStringLiteral("edge-1") + mark + QStringLiteral("node-e1"), QString(), QStringLiteral("healthy"),
           QStringLiteral("acme/webapp:2") + mark + QStringLiteral("img-7"), ago(30 * 60), ago(5 * 60),
           QString(), QString(), QString()}}},
        {QStringLiteral("edge10"),
         {{QStringLiteral("t-2"), QStringLiteral("api-gateway"), QStringLiteral("edge-10"),
           QStringLiteral("failed"), QStringLiteral("unhealthy"), QStringLiteral("acme/worker:1"),
           QStringLiteral("2 h ago"), QStringLiteral("20 min ago"), QStringLiteral("12.5"),
           QStringLiteral("2048"), QStringLiteral("5")},
          {QString(), QStringLiteral("api-gateway") + mark + QStringLiteral("svc-gw"),
           QStringLiteral("edge-10") + mark + QStringLiteral("node-e10"), QString(),
           QStringLiteral("unhealthy"), QStringLiteral("acme/worker:1") + mark + QStringLiteral("img-8"),
           ago(2 * 3600), ago(20 * 60), QString(), QString(), QString()}}},
        {QStringLiteral("bare"), // reports no health, no image, no usage, not deployed
         {{QStringLiteral("t-3"), QStringLiteral("api"), QStringLiteral("core-3"), QStringLiteral("stopping"),
           QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"),
           QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("1")},
          {QString(), QStringLiteral("api") + mark + QStringLiteral("svc-api"),
           QStringLiteral("core-3") + mark + QStringLiteral("node-c3"), QString(), QStringLiteral(""),
           QStringLiteral(""), QStringLiteral(""), QStringLiteral(""), QStringLiteral(""), QStringLiteral(""),
           QString()}}},
    };
    return rows;
}

// What the language answered before issue 13: every field term a case-insensitive substring of the field's
// display text (operators and globs were plain characters), free text as now.
bool oldSubstringVerdict(const FilterExpression& e, const TaskRow& row)
{
    for (const Term& t : e.terms()) {
        bool found = false;
        if (t.field >= 0) {
            static const char* const ops[] = {"", "<", "<=", ">", ">="};
            const QString needle = QLatin1String(ops[static_cast<int>(t.compare)]) + t.needle;
            found = FilterExpression::contains(FilterExpression::normalize(row.display.at(t.field)), needle);
        } else {
            for (const QString& column : row.display)
                found = found || FilterExpression::contains(FilterExpression::normalize(column), t.needle);
        }
        if (found == t.negated)
            return false;
    }
    return true;
}

} // namespace

class TestFilterExpression : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesGoodExpressions_data();
    void parsesGoodExpressions();
    void reportsErrors_data();
    void reportsErrors();
    void collectsAllErrorsInOrder();
    void canonicalTextRoundTrips_data();
    void canonicalTextRoundTrips();
    void substringSearch();
    void matchesRows();
    void freeTextDoesNotSpanColumns();
    void matchingIsCaseInsensitiveBeyondAscii();
    void filterFieldsLayout();
    void filterFieldsCutsVeryLongRows();
    void syntaxHelpListsFields();
    void hundredThousandRows();
    void semanticsTable_data();
    void semanticsTable();
    void typedErrors_data();
    void typedErrors();
    void globs();
    void durationsAndNumbers();
    void typedTermsRoundTrip();
    void meaningChangeIsDetected();
};

void TestFilterExpression::parsesGoodExpressions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<Term>>("terms");

    QTest::newRow("empty") << QString() << QList<Term>{};
    QTest::newRow("blanks") << QStringLiteral("   \t ") << QList<Term>{};
    QTest::newRow("free text") << QStringLiteral("api") << QList<Term>{term(-1, QStringLiteral("api"))};
    QTest::newRow("free text is folded")
        << QStringLiteral("EdGe") << QList<Term>{term(-1, QStringLiteral("edge"))};
    QTest::newRow("four fields") << QStringLiteral("status:failed node:edge-2 health:unhealthy service:api")
                                 << QList<Term>{
                                        term(0, QStringLiteral("failed")), term(1, QStringLiteral("edge-2")),
                                        term(2, QStringLiteral("unhealthy")), term(3, QStringLiteral("api"))};
    QTest::newRow("negations") << QStringLiteral("-status:running -edge")
                               << QList<Term>{term(0, QStringLiteral("running"), true),
                                              term(-1, QStringLiteral("edge"), true)};
    QTest::newRow("quoted value") << QStringLiteral("name:\"my app\"")
                                  << QList<Term>{term(4, QStringLiteral("my app"))};
    QTest::newRow("quoted free text, negated")
        << QStringLiteral("\"a b\"  -\"c d\"")
        << QList<Term>{term(-1, QStringLiteral("a b")), term(-1, QStringLiteral("c d"), true)};
    QTest::newRow("escapes in quotes") << QStringLiteral(R"(name:"say \"hi\" \\o/")")
                                       << QList<Term>{term(4, QStringLiteral(R"(say "hi" \o/)"))};
    QTest::newRow("colon in value") << QStringLiteral("service:registry:5000/app")
                                    << QList<Term>{term(3, QStringLiteral("registry:5000/app"))};
    QTest::newRow("quoted colon is free text")
        << QStringLiteral("\"10:30\"") << QList<Term>{term(-1, QStringLiteral("10:30"))};
    QTest::newRow("quote before colon is free text")
        << QStringLiteral("\"status\":x") << QList<Term>{term(-1, QStringLiteral("status:x"))};
    QTest::newRow("field names are case-insensitive")
        << QStringLiteral("STATUS:Failed") << QList<Term>{term(0, QStringLiteral("failed"))};
    QTest::newRow("dash inside a word")
        << QStringLiteral("edge-2 a-")
        << QList<Term>{term(-1, QStringLiteral("edge-2")), term(-1, QStringLiteral("a-"))};
    QTest::newRow("double dash") << QStringLiteral("--x")
                                 << QList<Term>{term(-1, QStringLiteral("-x"), true)};
    QTest::newRow("partly quoted value")
        << QStringLiteral("name:my\" \"app") << QList<Term>{term(4, QStringLiteral("my app"))};
}

void TestFilterExpression::parsesGoodExpressions()
{
    QFETCH(QString, text);
    QFETCH(QList<Term>, terms);
    const FilterParseResult result = FilterExpression::parse(text, kFields);
    QVERIFY2(result.ok(), qPrintable(result.errorText()));
    QVERIFY(result.errors.isEmpty());
    QCOMPARE(result.expression->terms(), terms);
    QCOMPARE(result.expression->isEmpty(), terms.isEmpty());
}

void TestFilterExpression::reportsErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QString>("error");

    const QStringList four{QStringLiteral("status"), QStringLiteral("node"), QStringLiteral("health"),
                           QStringLiteral("service")};
    QTest::newRow("unknown field") << QStringLiteral("nod:edge-2") << four
                                   << QStringLiteral(
                                          "unknown field \"nod\" (known: status, node, health, service)");
    QTest::newRow("unknown negated field")
        << QStringLiteral("-Stat:x") << four
        << QStringLiteral("unknown field \"Stat\" (known: status, node, health, service)");
    QTest::newRow("no fields at all")
        << QStringLiteral("sha256:abc") << QStringList()
        << QStringLiteral("unknown field \"sha256\" (this list has no fields; quote text that "
                          "contains \":\")");
    QTest::newRow("missing value") << QStringLiteral("status:") << four
                                   << QStringLiteral("missing value after \"status:\"");
    QTest::newRow("empty quoted value")
        << QStringLiteral("status:\"\"") << four << QStringLiteral("missing value after \"status:\"");
    QTest::newRow("missing field") << QStringLiteral(":x") << four
                                   << QStringLiteral("missing field name before \":x\"");
    QTest::newRow("missing negated field")
        << QStringLiteral("-:x") << four << QStringLiteral("missing field name before \":x\"");
    QTest::newRow("unbalanced quote") << QStringLiteral("name:\"my app") << kFields
                                      << QStringLiteral("unbalanced quote (opened at column 6)");
    QTest::newRow("unbalanced escaped quote")
        << QStringLiteral(R"(x "a\")") << kFields << QStringLiteral("unbalanced quote (opened at column 3)");
    QTest::newRow("lone dash") << QStringLiteral("api - edge") << kFields
                               << QStringLiteral("\"-\" at column 5 must be followed by a term");
    QTest::newRow("trailing dash") << QStringLiteral("api -") << kFields
                                   << QStringLiteral("\"-\" at column 5 must be followed by a term");
    QTest::newRow("empty quotes") << QStringLiteral("a \"\"") << kFields
                                  << QStringLiteral("empty search text \"\" at column 3");
}

void TestFilterExpression::reportsErrors()
{
    QFETCH(QString, text);
    QFETCH(QStringList, fields);
    QFETCH(QString, error);
    const FilterParseResult result = FilterExpression::parse(text, fields);
    QVERIFY(!result.ok());
    QVERIFY(!result.expression.has_value());
    QCOMPARE(result.errors, QStringList{error});
    QCOMPARE(result.errorText(), error);
}

void TestFilterExpression::collectsAllErrorsInOrder()
{
    const FilterParseResult result =
        FilterExpression::parse(QStringLiteral("nod:x status: api :y health:ok"), kFields);
    QVERIFY(!result.ok());
    QCOMPARE(
        result.errors,
        (QStringList{QStringLiteral("unknown field \"nod\" (known: status, node, health, service, name)"),
                     QStringLiteral("missing value after \"status:\""),
                     QStringLiteral("missing field name before \":y\"")}));
    QCOMPARE(result.errorText(), result.errors.join(QStringLiteral("; ")));
}

void TestFilterExpression::canonicalTextRoundTrips_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("plain") << QStringLiteral("Status:Failed  api") << QStringLiteral("status:failed api");
    QTest::newRow("quotes") << QStringLiteral("name:\"My App\" -\"a:b\"")
                            << QStringLiteral("name:\"my app\" -\"a:b\"");
    QTest::newRow("escapes") << QStringLiteral(R"(name:"x\"y")") << QStringLiteral(R"(name:"x\"y")");
    QTest::newRow("dash free text") << QStringLiteral("\"-x\"") << QStringLiteral("\"-x\"");
    QTest::newRow("value with colon") << QStringLiteral("service:a:b") << QStringLiteral("service:a:b");
}

void TestFilterExpression::canonicalTextRoundTrips()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const FilterExpression e = parseOk(text);
    QCOMPARE(e.toString(), canonical);
    const FilterParseResult again = FilterExpression::parse(e.toString(), kFields);
    QVERIFY(again.ok());
    QCOMPARE(again.expression->terms(), e.terms());
}

void TestFilterExpression::substringSearch()
{
    const auto has = [](const char* hay, const char* needle) {
        return FilterExpression::contains(QString::fromUtf8(hay), QString::fromUtf8(needle));
    };
    QVERIFY(has("abc", ""));
    QVERIFY(has("", ""));
    QVERIFY(!has("", "a"));
    QVERIFY(has("abc", "abc"));
    QVERIFY(has("abc", "c"));
    QVERIFY(has("xxabc", "bc"));
    QVERIFY(!has("abc", "abcd"));
    QVERIFY(has("aaab", "aab")); // a partial match at the first 'a' must not hide the real one
    QVERIFY(!has("aaaa", "aab"));
    QVERIFY(!has("ab", "b c"));
    QVERIFY(has("edge-2\x1fweb", "web"));
    QVERIFY(!has("edge-2", "Edge")); // case-sensitive: callers pass normalized texts
}

void TestFilterExpression::matchesRows()
{
    const QStringList failedEdge{QStringLiteral("failed"), QStringLiteral("edge-2"),
                                 QStringLiteral("unhealthy"), QStringLiteral("API Gateway"),
                                 QStringLiteral("My App")};
    const QStringList runningProd{QStringLiteral("running"), QStringLiteral("prod-1"),
                                  QStringLiteral("healthy"), QStringLiteral("web"), QStringLiteral("other")};

    QVERIFY(rowMatches(parseOk(QString()), failedEdge));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("status:fail")), failedEdge)); // the whole field
    QVERIFY(rowMatches(parseOk(QStringLiteral("status:fail*")), failedEdge));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("status:fail*")), runningProd));
    QVERIFY(rowMatches(
        parseOk(QStringLiteral("status:failed node:edge-2 health:unhealthy service:\"api gateway\"")),
        failedEdge));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("status:failed node:edge-3")), failedEdge));
    // "healthy" is a substring of "unhealthy", but a field term compares the whole field.
    QVERIFY(!rowMatches(parseOk(QStringLiteral("health:healthy")), failedEdge));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("-health:unhealthy")), failedEdge));
    QVERIFY(rowMatches(parseOk(QStringLiteral("-health:unhealthy")), runningProd));
    QVERIFY(rowMatches(parseOk(QStringLiteral("gateway")), failedEdge)); // free text, any column
    QVERIFY(!rowMatches(parseOk(QStringLiteral("-gateway")), failedEdge));
    QVERIFY(rowMatches(parseOk(QStringLiteral("name:\"my app\"")), failedEdge));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("name:\"my  app\"")), failedEdge));
    // A field term only looks at its field: "web" is the service of runningProd, not its name.
    QVERIFY(!rowMatches(parseOk(QStringLiteral("name:web")), runningProd));
    QVERIFY(rowMatches(parseOk(QStringLiteral("service:web")), runningProd));

    // A mapping of fields to columns.
    const FilterExpression e = parseOk(QStringLiteral("node:edge*"));
    const FilterFields row(failedEdge);
    QVERIFY(!row.matches(e, QList<int>{0, 0, 0, 0, 0})); // field "node" mapped to the status column
    QVERIFY(row.matches(e, QList<int>{0, 1, 2, 3, 4}));
}

void TestFilterExpression::freeTextDoesNotSpanColumns()
{
    const QStringList row{QStringLiteral("ab"), QStringLiteral("cd"), QString(), QString(), QString()};
    QVERIFY(rowMatches(parseOk(QStringLiteral("ab")), row));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("bc")), row));
    QVERIFY(!rowMatches(parseOk(QStringLiteral("\"ab cd\"")), row));
}

void TestFilterExpression::matchingIsCaseInsensitiveBeyondAscii()
{
    const QStringList row{QStringLiteral("ÄPFEL"), QStringLiteral("Knoten-Ω"), QString(), QString(),
                          QString()};
    QVERIFY(rowMatches(parseOk(QStringLiteral("äpfel")), row));
    QVERIFY(rowMatches(parseOk(QStringLiteral("node:knoten-ω")), row));
    QVERIFY(rowMatches(parseOk(QStringLiteral("NODE:KNOTEN-Ω")), row));
}

void TestFilterExpression::filterFieldsLayout()
{
    const FilterFields null;
    QVERIFY(null.isNull());

    const FilterFields fields(QStringList{QStringLiteral("Running"), QString(),
                                          QStringLiteral("A\x1f"
                                                         "B"),
                                          QStringLiteral("Last")});
    QVERIFY(!fields.isNull());
    QCOMPARE(fields.count(), 4);
    QCOMPARE(fields.field(0).toString(), QStringLiteral("running"));
    QCOMPARE(fields.field(1).toString(), QString());
    QCOMPARE(fields.field(2).toString(), QStringLiteral("a b")); // a separator inside a text is replaced
    QCOMPARE(fields.field(3).toString(), QStringLiteral("last"));
    QCOMPARE(fields.field(4).toString(), QString());
    QCOMPARE(fields.field(-1).toString(), QString());
    QCOMPARE(fields.all().toString(), QStringLiteral("running\x1f\x1f"
                                                     "a b\x1flast"));

    const FilterFields empty(QStringList{});
    QVERIFY(!empty.isNull());
    QCOMPARE(empty.count(), 0);
    QVERIFY(empty.all().isEmpty());
}

void TestFilterExpression::filterFieldsCutsVeryLongRows()
{
    const QString longText(70000, QLatin1Char('x'));
    const FilterFields fields(QStringList{QStringLiteral("a"), longText, QStringLiteral("tail")});
    QCOMPARE(fields.count(), 3);
    QCOMPARE(fields.field(0).toString(), QStringLiteral("a"));
    QVERIFY(fields.field(1).size() >= 65000);
    QCOMPARE(fields.field(2).toString(), QString()); // beyond the cut
    QCOMPARE(fields.all().size(), qsizetype(FilterFields::kMaxTextLength));
}

void TestFilterExpression::syntaxHelpListsFields()
{
    const QString help = FilterExpression::syntaxHelp(kFields);
    QVERIFY(help.contains(QStringLiteral("status:failed")));
    QVERIFY(help.endsWith(QStringLiteral("Fields: status, node, health, service, name")));
}

void TestFilterExpression::hundredThousandRows()
{
    // 100k rows of realistic task texts; the filter result must equal a plain, independent implementation.
    constexpr int kRows = 100000;
    const QStringList statuses{QStringLiteral("scheduled"), QStringLiteral("starting"),
                               QStringLiteral("running"),   QStringLiteral("stopping"),
                               QStringLiteral("stopped"),   QStringLiteral("failed")};
    const QStringList healths{QStringLiteral("healthy"), QStringLiteral("unhealthy"),
                              QStringLiteral("unknown"), QStringLiteral("—")};
    const QStringList services{QStringLiteral("api"), QStringLiteral("web"), QStringLiteral("coreflow"),
                               QStringLiteral("worker"), QStringLiteral("API-Gateway")};
    QRandomGenerator random(42);
    QList<QStringList> raw;
    QList<FilterFields> cache;
    raw.reserve(kRows);
    cache.reserve(kRows);
    for (int i = 0; i < kRows; ++i) {
        QStringList row{statuses.at(random.bounded(static_cast<int>(statuses.size()))),
                        QStringLiteral("edge-%1").arg(random.bounded(12)),
                        healths.at(random.bounded(static_cast<int>(healths.size()))),
                        services.at(random.bounded(static_cast<int>(services.size()))),
                        QStringLiteral("Task %1").arg(i)};
        cache.append(FilterFields(row));
        raw.append(std::move(row));
    }

    const QString text = QStringLiteral("status:failed,stopping node:edge-1* -health:unhealthy api");
    const FilterExpression e = parseOk(text);
    const auto reference = [&](const QStringList& row) {
        const auto has = [](const QString& hay, const QString& needle) {
            return hay.contains(needle, Qt::CaseInsensitive);
        };
        const auto is = [](const QString& value, const QString& wanted) {
            return value.compare(wanted, Qt::CaseInsensitive) == 0;
        };
        return (is(row.at(0), QStringLiteral("failed")) || is(row.at(0), QStringLiteral("stopping"))) &&
               row.at(1).startsWith(QStringLiteral("edge-1")) &&
               !is(row.at(2), QStringLiteral("unhealthy")) &&
               std::any_of(row.cbegin(), row.cend(),
                           [&](const QString& c) { return has(c, QStringLiteral("api")); });
    };
    int expected = 0;
    for (const QStringList& row : std::as_const(raw))
        expected += reference(row) ? 1 : 0;
    QVERIFY(expected > 100); // the data set really exercises the filter

    int matched = 0;
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpuStart = std::clock();
    for (const FilterFields& row : std::as_const(cache))
        matched += row.matches(e) ? 1 : 0;
    const double cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    const qint64 ns = timer.nsecsElapsed();
    QCOMPARE(matched, expected);

    // A free-text-only filter scans every row's whole text: the worst case.
    const FilterExpression freeText = parseOk(QStringLiteral("gateway -stopp"));
    int freeMatched = 0;
    QElapsedTimer freeTimer;
    freeTimer.start();
    const std::clock_t freeCpuStart = std::clock();
    for (const FilterFields& row : std::as_const(cache))
        freeMatched += row.matches(freeText) ? 1 : 0;
    const double freeCpuMs = 1000.0 * static_cast<double>(std::clock() - freeCpuStart) / CLOCKS_PER_SEC;
    const qint64 freeNs = freeTimer.nsecsElapsed();
    int freeExpected = 0;
    for (const QStringList& row : std::as_const(raw)) {
        const QString joined = row.join(QLatin1Char('\x1f'));
        freeExpected += joined.contains(QStringLiteral("gateway"), Qt::CaseInsensitive) &&
                                !joined.contains(QStringLiteral("stopp"), Qt::CaseInsensitive)
                            ? 1
                            : 0;
    }
    QCOMPARE(freeMatched, freeExpected);

    qInfo("matching %d cached rows: fields + free text %.2f ms wall / %.2f ms CPU; free text only %.2f ms "
          "wall / "
          "%.2f ms CPU",
          kRows, ns / 1e6, cpuMs, freeNs / 1e6, freeCpuMs);
    // Speed is checked by the benchmark (tests/bench, FilterChange), not here: this test checks answers.
}

void TestFilterExpression::semanticsTable_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("row");
    QTest::addColumn<bool>("expected");
    // Whether the old substring rule gives the other answer (asserted both ways: a case marked false
    // must agree with the old rule, so the column cannot be filled in carelessly).
    QTest::addColumn<bool>("oldRuleWrong");

    const auto row = [](const char* name, const char* text, const char* on, bool expected, bool oldWrong) {
        QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(on) << expected << oldWrong;
    };
    // field:value is the whole field
    row("node:edge-1 on edge-1", "node:edge-1", "edge1", true, false);
    row("node:edge-1 not edge-10", "node:edge-1", "edge10", false, true);
    row("-health:healthy keeps unhealthy", "-health:healthy", "edge10", true, true);
    row("-health:healthy hides healthy", "-health:healthy", "edge1", false, false);
    row("health:healthy not unhealthy", "health:healthy", "edge10", false, true);
    row("health:healthy on healthy", "health:healthy", "edge1", true, false);
    row("service:api not api-gateway", "service:api", "edge10", false, true);
    row("service:api on api", "service:api", "bare", true, false);
    row("case-insensitive", "STATUS:Running", "edge1", true, false);
    // reference fields: name or id
    row("service by id", "service:svc-acc-022", "edge1", true, true);
    row("service by name", "service:orbit-api", "edge1", true, false);
    row("node by id", "node:NODE-E10", "edge10", true, true);
    row("image by id", "image:img-7", "edge1", true, true);
    row("no partial id", "service:svc-acc", "edge1", false, false);
    // globs
    row("node:edge-* on edge-10", "node:edge-*", "edge10", true, true);
    row("node:edge-* not core-3", "node:edge-*", "bare", false, false);
    row("node:edge-? on edge-1", "node:edge-?", "edge1", true, true);
    row("node:edge-? not edge-10", "node:edge-?", "edge10", false, false);
    row("image:*webapp*", "image:*webapp*", "edge1", true, true);
    row("image:*webapp* not worker", "image:*webapp*", "edge10", false, false);
    row("health:* has a value", "health:*", "edge1", true, true);
    row("health:* not when none", "health:*", "bare", false, false);
    row("-health:* reports none", "-health:*", "bare", true, false);
    row("-health:* not when reported", "-health:*", "edge1", false, true);
    // alternatives
    row("status:failed,stopping failed", "status:failed,stopping", "edge10", true, true);
    row("status:failed,stopping stopping", "status:failed,stopping", "bare", true, true);
    row("status:failed,stopping not running", "status:failed,stopping", "edge1", false, false);
    row("-status:running,stopped hides running", "-status:running,stopped", "edge1", false, true);
    row("-status:running,stopped keeps failed", "-status:running,stopped", "edge10", true, false);
    // numbers
    row("cpu:>80 on 85", "cpu:>80", "edge1", true, true);
    row("cpu:>80 not 12.5", "cpu:>80", "edge10", false, false);
    row("cpu:>80 not without usage", "cpu:>80", "bare", false, false);
    row("-cpu:>80 without usage", "-cpu:>80", "bare", true, false);
    row("cpu:>=85", "cpu:>=85", "edge1", true, true);
    row("cpu:<12.5 not 12.5", "cpu:<12.5", "edge10", false, false);
    row("cpu:<=12.5", "cpu:<=12.5", "edge10", true, true);
    row("cpu:85 is numeric equality", "cpu:85", "edge1", true, false);
    row("memory:<=512", "memory:<=512", "edge1", true, true);
    row("memory:<=512 not 2048", "memory:<=512", "edge10", false, false);
    row("memory:512 not 2048 (old substring? no)", "memory:512", "edge10", false, false);
    row("replicas:<3 on 2", "replicas:<3", "edge1", true, true);
    row("replicas:<3 not 5", "replicas:<3", "edge10", false, false);
    row("replicas:<3 on 1", "replicas:<3", "bare", true, true);
    row("replicas:1 not 10 etc", "replicas:5", "edge10", true, false);
    // durations, relative to now
    row("deployed:<1h on 30 min ago", "deployed:<1h", "edge1", true, true);
    row("deployed:<1h not 2 h ago", "deployed:<1h", "edge10", false, false);
    row("deployed:<1h not undeployed", "deployed:<1h", "bare", false, false);
    row("deployed:>90m on 2 h ago", "deployed:>90m", "edge10", true, true);
    row("heartbeat:>10m on 20 min", "heartbeat:>10m", "edge10", true, true);
    row("heartbeat:>10m not 5 min", "heartbeat:>10m", "edge1", false, false);
    row("deployed:* has a time", "deployed:*", "edge1", true, true);
    // free text stays a substring over the visible columns
    row("free text", "gate", "edge10", true, false);
    row("free text other row", "gate", "edge1", false, false);
    row("negated free text", "-gate", "edge1", true, false);
    row("free text sees display only", "svc-acc", "edge1", false, false);
    row("free text keeps substring", "edge-1", "edge10", true, false);
    // combined
    row("combined", "status:failed,stopping node:edge-* -health:healthy cpu:<50 deployed:>1h", "edge10", true,
        true);
}

void TestFilterExpression::semanticsTable()
{
    QFETCH(QString, text);
    QFETCH(QString, row);
    QFETCH(bool, expected);
    QFETCH(bool, oldRuleWrong);
    const FilterParseResult parsed = FilterExpression::parse(text, kTaskFields, kTaskKinds, kNow);
    QVERIFY2(parsed.ok(), qPrintable(parsed.errorText()));
    const TaskRow& r = taskRows().value(row);
    QCOMPARE(r.display.size(), kTaskFields.size());
    QCOMPARE(r.values.size(), kTaskFields.size());
    QCOMPARE(FilterFields(r.cells()).matches(*parsed.expression), expected);
    const bool old = oldSubstringVerdict(*parsed.expression, r);
    QCOMPARE(old != expected, oldRuleWrong);
}

void TestFilterExpression::typedErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("comparison on a text field")
        << QStringLiteral("status:>3")
        << QStringLiteral(
               "\"status:>3\": status is a text field, < and > compare numbers (numeric: deployed, "
               "heartbeat, cpu, memory, replicas)");
    QTest::newRow("not a number") << QStringLiteral("cpu:>lots")
                                  << QStringLiteral("\"cpu:>lots\": \"lots\" is not a number");
    QTest::newRow("equality, not a number")
        << QStringLiteral("memory:big") << QStringLiteral("\"memory:big\": \"big\" is not a number");
    QTest::newRow("not a duration")
        << QStringLiteral("deployed:<soon")
        << QStringLiteral("\"deployed:<soon\": \"soon\" is not a duration (e.g. 30s, 10m, 1h, 2d)");
    QTest::newRow("negative duration")
        << QStringLiteral("deployed:<-1h")
        << QStringLiteral("\"deployed:<-1h\": \"-1h\" is not a duration (e.g. 30s, 10m, 1h, 2d)");
    QTest::newRow("time without comparison")
        << QStringLiteral("deployed:today")
        << QStringLiteral(
               "\"deployed:today\": deployed is a time, compare it with < or > (e.g. deployed:<1h)");
    QTest::newRow("missing bound") << QStringLiteral("cpu:>")
                                   << QStringLiteral("\"cpu:>\": missing a number after the comparison");
    QTest::newRow("empty alternative") << QStringLiteral("status:failed,")
                                       << QStringLiteral("\"status:failed,\": empty alternative (write a,b)");
    QTest::newRow("unknown field names the term")
        << QStringLiteral("nod:edge-1")
        << QStringLiteral("unknown field \"nod\" (known: id, service, node, status, health, image, deployed, "
                          "heartbeat, cpu, memory, replicas)");
}

void TestFilterExpression::typedErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const FilterParseResult result = FilterExpression::parse(text, kTaskFields, kTaskKinds, kNow);
    QVERIFY(!result.ok());
    QCOMPARE(result.errors, QStringList{error});
}

void TestFilterExpression::globs()
{
    const auto glob = [](const char* text, const char* pattern) {
        return FilterExpression::globMatches(QString::fromUtf8(text), QString::fromUtf8(pattern));
    };
    QVERIFY(glob("edge-10", "edge-*"));
    QVERIFY(glob("edge-", "edge-*"));
    QVERIFY(!glob("edge", "edge-*"));
    QVERIFY(glob("edge-1", "edge-?"));
    QVERIFY(!glob("edge-10", "edge-?"));
    QVERIFY(glob("acme/webapp:2", "*webapp*"));
    QVERIFY(glob("abcabcabd", "*abd"));
    QVERIFY(glob("aaa", "a*a*a"));
    QVERIFY(!glob("aa", "a*a*a"));
    QVERIFY(glob("", "*"));
    QVERIFY(!glob("", "?"));
    QVERIFY(glob("x", "**"));
    QVERIFY(!glob("abc", "ab"));
    QVERIFY(!glob("ab", "abc"));
    QVERIFY(glob("abc", "abc"));
}

void TestFilterExpression::durationsAndNumbers()
{
    QCOMPARE(FilterExpression::parseDuration(u"90"), std::optional<double>(90));
    QCOMPARE(FilterExpression::parseDuration(u"30s"), std::optional<double>(30));
    QCOMPARE(FilterExpression::parseDuration(u"10m"), std::optional<double>(600));
    QCOMPARE(FilterExpression::parseDuration(u"1.5h"), std::optional<double>(5400));
    QCOMPARE(FilterExpression::parseDuration(u"2d"), std::optional<double>(172800));
    QCOMPARE(FilterExpression::parseDuration(u"1w"), std::optional<double>(604800));
    QVERIFY(!FilterExpression::parseDuration(u"h"));
    QVERIFY(!FilterExpression::parseDuration(u"1y"));
    QVERIFY(!FilterExpression::parseDuration(u""));
    QCOMPARE(FilterExpression::leadingNumber(u"512 MiB"), std::optional<double>(512));
    QCOMPARE(FilterExpression::leadingNumber(u"-1.5"), std::optional<double>(-1.5));
    QCOMPARE(FilterExpression::leadingNumber(u"85.0"), std::optional<double>(85));
    QVERIFY(!FilterExpression::leadingNumber(u"—"));
    QVERIFY(!FilterExpression::leadingNumber(u""));
    // Without an explicit reference time, durations are relative to the current time.
    const FilterParseResult live =
        FilterExpression::parse(QStringLiteral("deployed:<1h"), kTaskFields, kTaskKinds);
    QVERIFY(live.ok());
    QVERIFY(qAbs(live.expression->terms().at(0).now - QDateTime::currentSecsSinceEpoch()) < 60);
}

void TestFilterExpression::typedTermsRoundTrip()
{
    for (const char* text : {"cpu:>80 memory:<=512 replicas:<3", "deployed:<1h -heartbeat:>=10m",
                             "status:failed,stopping -status:running,stopped node:edge-* image:*web?pp*",
                             "cpu:85,9* -health:*"}) {
        const FilterParseResult first =
            FilterExpression::parse(QString::fromUtf8(text), kTaskFields, kTaskKinds, kNow);
        QVERIFY2(first.ok(), qPrintable(first.errorText()));
        QCOMPARE(first.expression->toString(), QString::fromUtf8(text));
        const FilterParseResult again =
            FilterExpression::parse(first.expression->toString(), kTaskFields, kTaskKinds, kNow);
        QVERIFY(again.ok());
        QCOMPARE(*again.expression, *first.expression);
    }
}

void TestFilterExpression::meaningChangeIsDetected()
{
    QVERIFY(FilterExpression::meaningChangedSinceSubstringRule(parseOk(QStringLiteral("node:edge-1"))));
    QVERIFY(FilterExpression::meaningChangedSinceSubstringRule(parseOk(QStringLiteral("api -health:ok"))));
    QVERIFY(!FilterExpression::meaningChangedSinceSubstringRule(parseOk(QStringLiteral("api -edge"))));
    QVERIFY(!FilterExpression::meaningChangedSinceSubstringRule(parseOk(QString())));
}

QTEST_GUILESS_MAIN(TestFilterExpression)
#include "tst_filterexpression.moc"
