// TaskTextFilter (the CLI's `tasks --filter` on the table's fields) answers exactly like the reference paths
// for a set of filter expressions (globs, alternatives, negation, numbers, times, reference fields, free
// text): the whole row's texts in FilterFields (what cloudlyctl built for every row before), and the console
// (TasksModel behind a FilterProxyModel). Rows decoded from bytes, value rows (escapes) and a row too big for
// the shortcut are all part of the fixture, so a divergence in any path fails.
#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/demo/demodata.h"
#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/filter/filterproxymodel.h"
#include "core/ingest/deploymentingest.h"
#include "core/model/inventorylabels.h"
#include "core/model/tasksmodel.h"
#include "core/model/tasktext.h"
#include "core/model/tasktextfilter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace cloudly::core;

namespace {

QJsonObject listOf(const char* key, const DemoCollection& items)
{
    return {{QLatin1String(key), items.toJsonArray()}};
}

struct Fixture
{
    InventoryLabels labels;
    DeploymentTable table;
};

// The demo fixture grown to 3000 generated tasks, decoded from bytes as the CLI decodes a reply, plus rows
// the shortcut must leave to the reference: escaped strings (value rows) and one element of 20 KB (its texts
// might reach FilterFields' length limit).
Fixture makeFixture()
{
    DemoData data;
    QString error;
    if (!data.loadFile(DemoData::defaultFixturePath(), &error))
        qFatal("demo fixture: %s", qPrintable(error));
    data.generate(200, 3000);
    DecodeErrors errors;
    const QList<Service> services = decodeServices(listOf("services", data.services()), errors);
    const QList<Cluster> clusters = decodeClusters(listOf("clusters", data.clusters()), errors);
    const QList<Image> images = decodeImages(listOf("images", data.images()), errors);
    QByteArray array = data.deployments().serializedArray();
    array.chop(1); // ']'
    array += R"(,{"id":"dep-esc\"aped","serviceId":"svc-web","nodeId":"n-edge-1","status":"failed",)"
             R"("healthStatus":"unhealthy","resourceUsage":{"cpuUsagePercent":75.5,"memoryUsedMB":64}})";
    array += R"(,{"id":"dep-esc-2","serviceId":"svc-w\u0065b","nodeId":"n-prod-3","status":"Running",)"
             R"("version":"1.2.3"})";
    array += R"(,{"id":"dep-huge","serviceId":"svc-api","nodeId":"n-edge-1","status":"failed","note":")" +
             QByteArray(20000, 'x') + R"("})";
    array += ']';
    const QByteArray reply = "{\"deployments\":" + array + "}";
    Fixture f;
    f.table = decodeDeploymentTable(JsonSlice{reply, 0, reply.size()}, errors);
    if (!errors.isEmpty())
        qFatal("decode: %s", qPrintable(joinDecodeErrors(errors)));
    f.labels = InventoryLabels(services, clusters, images);
    return f;
}

FilterExpression parsed(const QString& text)
{
    const FilterParseResult r =
        FilterExpression::parse(text, TaskText::filterFieldNames(), TaskText::filterFieldKinds());
    if (!r.ok())
        qFatal("%s: %s", qPrintable(text), qPrintable(r.errorText()));
    return *r.expression;
}

QStringList expressions()
{
    return {QStringLiteral("status:failed"),
            QStringLiteral("status:FAILED,stopping"),
            QStringLiteral("-status:running,stopped"),
            QStringLiteral("status:run*"),
            QStringLiteral("node:edge-*"),
            QStringLiteral("node:n-edge-1"),
            QStringLiteral("node:edge-1"),
            QStringLiteral("service:api"),
            QStringLiteral("service:SVC-WEB"),
            QStringLiteral("service:svc-gen-00?1"),
            QStringLiteral("service:*gen*,web -service:core*"),
            QStringLiteral("service:\"web (svc-web)\""),
            QStringLiteral("health:*"),
            QStringLiteral("-health:*"),
            QStringLiteral("health:healthy"),
            QStringLiteral("-health:healthy"),
            QStringLiteral("version:1.*"),
            QStringLiteral("-version:*"),
            QStringLiteral("image:*"),
            QStringLiteral("-image:*"),
            QStringLiteral("cpu:>60"),
            QStringLiteral("cpu:75.5"),
            QStringLiteral("cpu:*"),
            QStringLiteral("-cpu:*"),
            QStringLiteral("memory:<=100"),
            QStringLiteral("memory:>=512 cpu:<30"),
            QStringLiteral("deployed:<7d"),
            QStringLiteral("deployed:>30d"),
            QStringLiteral("-deployed:*"),
            QStringLiteral("id:dep-*"),
            QStringLiteral("id:*1?"),
            QStringLiteral("-id:*0"),
            QStringLiteral("api"),
            QStringLiteral("edge failed"),
            QStringLiteral("-api status:failed"),
            QStringLiteral("—"),
            QStringLiteral("\"svc-web)\""),
            QStringLiteral("node:prod-* cpu:<30 -service:core*"),
            QStringLiteral("status:failed,stopping node:edge-* health:*")};
}

} // namespace

class TestTaskTextFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = makeFixture();
        QVERIFY(m_fixture.table.size() > 3000);
        // All three kinds of rows are there: decoded from bytes, value rows, and the oversized one.
        qsizetype valueRows = 0;
        qsizetype hugeRows = 0;
        for (qsizetype row = 0; row < m_fixture.table.size(); ++row) {
            valueRows += m_fixture.table.sourceJson(row).isEmpty() ? 1 : 0;
            hugeRows += m_fixture.table.sourceJson(row).size() > 15000 ? 1 : 0;
        }
        QCOMPARE(valueRows, 2);
        QCOMPARE(hugeRows, 1);
    }

    // The CLI's configuration: names and labels shown, names and ids compared.
    void sameAsTheWholeRow_data()
    {
        QTest::addColumn<QString>("filter");
        for (const QString& filter : expressions())
            QTest::newRow(qPrintable(filter)) << filter;
    }

    void sameAsTheWholeRow()
    {
        QFETCH(QString, filter);
        TaskText texts;
        texts.setServiceNames(m_fixture.labels.serviceLabels());
        texts.setNodeNames(m_fixture.labels.nodeLabels());
        texts.setImageNames(m_fixture.labels.imageNames());
        TaskText values;
        values.setServiceNames(m_fixture.labels.serviceNames());
        values.setNodeNames(m_fixture.labels.nodeNames());
        values.setImageNames(m_fixture.labels.imageNames());
        const FilterExpression expression = parsed(filter);
        const TaskTextFilter fast(expression, texts, values);
        const DeploymentTable& table = m_fixture.table;
        qsizetype matched = 0;
        for (qsizetype row = 0; row < table.size(); ++row) {
            const bool reference = TaskTextFilter::rowFields(texts, values, table, row).matches(expression);
            if (fast.matches(table, row) != reference)
                QFAIL(qPrintable(QStringLiteral("row %1 (%2): fast %3, whole row %4")
                                     .arg(row)
                                     .arg(table.id(row))
                                     .arg(!reference)
                                     .arg(reference)));
            matched += reference ? 1 : 0;
        }
        m_selective += matched > 0 && matched < table.size() ? 1 : 0;
    }

    // The set above is not vacuous: most expressions select some rows but not all.
    void expressionsAreSelective() { QVERIFY(m_selective >= expressions().size() - 4); }

    // The console: TasksModel (one set of names) behind a FilterProxyModel selects the same tasks.
    void sameAsTheConsole_data() { sameAsTheWholeRow_data(); }

    void sameAsTheConsole()
    {
        QFETCH(QString, filter);
        TasksModel model;
        model.setServiceNames(m_fixture.labels.serviceLabels());
        model.setNodeNames(m_fixture.labels.nodeLabels());
        model.setImageNames(m_fixture.labels.imageNames());
        model.setDeployments(m_fixture.table);
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QVERIFY(proxy.setFilterText(filter));
        QStringList shown;
        for (int row = 0; row < proxy.rowCount(); ++row)
            shown << proxy.index(row, 0).data(TasksModel::IdRole).toString();

        TaskText texts; // the model's names, for display and values alike
        texts.setServiceNames(m_fixture.labels.serviceLabels());
        texts.setNodeNames(m_fixture.labels.nodeLabels());
        texts.setImageNames(m_fixture.labels.imageNames());
        const TaskTextFilter fast(proxy.expression(), texts, texts);
        QStringList matched;
        for (qsizetype row = 0; row < m_fixture.table.size(); ++row) {
            if (fast.matches(m_fixture.table, row))
                matched << m_fixture.table.id(row);
        }
        shown.sort();
        matched.sort();
        QCOMPARE(matched, shown);
    }

    // What the CLI asks the server for depends on this: names are fetched only for the columns read.
    void readsOnlyTheColumnsOfItsTerms()
    {
        const FilterExpression status = parsed(QStringLiteral("status:failed -cpu:>90"));
        for (int column = 0; column < TaskText::ColumnCount; ++column)
            QCOMPARE(TaskTextFilter::readsColumn(status, column),
                     column == TaskText::Status || column == TaskText::Cpu);
        const FilterExpression freeText = parsed(QStringLiteral("status:failed web"));
        for (int column = 0; column < TaskText::ColumnCount; ++column)
            QVERIFY(TaskTextFilter::readsColumn(freeText, column));
        for (int column = 0; column < TaskText::ColumnCount; ++column)
            QVERIFY(!TaskTextFilter::readsColumn(FilterExpression(), column));
    }

    // Rows are answered alike in any order and repeatedly (the per-row and per-value caches).
    void orderDoesNotMatter()
    {
        TaskText texts;
        texts.setServiceNames(m_fixture.labels.serviceLabels());
        const FilterExpression expression = parsed(QStringLiteral("service:*web* cpu:>10 id:*1*"));
        const TaskTextFilter forward(expression, texts, texts);
        const TaskTextFilter backward(expression, texts, texts);
        const DeploymentTable& table = m_fixture.table;
        QList<bool> ahead;
        for (qsizetype row = 0; row < table.size(); ++row)
            ahead << forward.matches(table, row);
        for (qsizetype row = table.size() - 1; row >= 0; --row) {
            QCOMPARE(backward.matches(table, row), ahead.at(row));
            QCOMPARE(forward.matches(table, row), ahead.at(row));
        }
        QVERIFY(ahead.contains(true));
        QVERIFY(ahead.contains(false));
    }

private:
    Fixture m_fixture;
    int m_selective = 0;
};

QTEST_GUILESS_MAIN(TestTaskTextFilter)
#include "tst_tasktextfilter.moc"
