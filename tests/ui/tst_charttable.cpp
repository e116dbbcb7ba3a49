// A chart as data: ChartTableModel (checked by QAbstractItemModelTester) gives one row per sample time,
// latest first, a value cell per line with its unit, "no sample" where a line has none, and a note where a
// line starts again after a gap; ChartPage shows the chart's words under it and switches to the table and
// back with one button, which says what it does.
#include "ui/charts/chartpage.h"
#include "ui/charts/charttablemodel.h"
#include "ui/charts/metricchart.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <cmath>

using cloudly::core::MetricSeries;
using cloudly::ui::ChartTableModel;

class TestChartTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsLatestFirstWithGaps()
    {
        ChartTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 2); // Time, Note
        const qint64 t0 = 1'700'000'000'000;
        // Two segments: 3 samples, then 5 minutes not connected, then 2 samples.
        const MetricSeries cpu = {{{t0, 10}, {t0 + 5000, 12.5}, {t0 + 10000, 11}},
                                  {{t0 + 310000, 40}, {t0 + 315000, 42}}};
        model.setLines({{QStringLiteral("CPU"), cpu}}, QStringLiteral("%"));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Time"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("CPU (%)"));
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Note"));
        // Latest first.
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("42 %"));
        QCOMPARE(model.data(model.index(0, 1), ChartTableModel::SortRole).toDouble(), 42.0);
        QCOMPARE(model.data(model.index(0, 0), ChartTableModel::SortRole).toLongLong(), t0 + 315000);
        QCOMPARE(model.data(model.index(3, 1)).toString(), QStringLiteral("12.5 %"));
        // The first sample after the gap says so; the others have no note, and read "none", never nothing.
        const QString gap = model.data(model.index(1, 2)).toString();
        QVERIFY2(gap.contains(QStringLiteral("gap")) && gap.contains(QStringLiteral("not connected")),
                 qPrintable(gap));
        QCOMPARE(model.data(model.index(0, 2)).toString(), QString());
        QCOMPARE(model.data(model.index(0, 2), Qt::AccessibleTextRole).toString(), QStringLiteral("none"));
        for (int row = 0; row < model.rowCount(); ++row)
            for (int column = 0; column < model.columnCount(); ++column)
                QVERIFY(!model.data(model.index(row, column), Qt::AccessibleTextRole).toString().isEmpty());
    }

    void linesWithoutASampleAtATime()
    {
        ChartTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const qint64 t0 = 1'700'000'000'000;
        model.setLines({{QStringLiteral("Used"), {{{t0, 100}, {t0 + 1000, 200}}}},
                        {QStringLiteral("Limit"), {{{t0 + 1000, 512}}}}},
                       QStringLiteral("MB"));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.data(model.index(0, 2)).toString(), QStringLiteral("512 MB"));
        QCOMPARE(model.data(model.index(1, 2)).toString(), QStringLiteral("no sample"));
        QVERIFY(std::isnan(model.data(model.index(1, 2), ChartTableModel::SortRole).toDouble()));
        model.setLines({}, QString());
        QCOMPARE(model.rowCount(), 0);
    }

    void pageShowsWordsAndTable()
    {
        cloudly::ui::ChartPage page(QStringLiteral("cpu"), QStringLiteral("CPU"));
        page.setUnit(QStringLiteral("%"));
        const qint64 t0 = 1'700'000'000'000;
        page.setSeries(QStringLiteral("CPU"), {{{t0, 4}, {t0 + 5000, 6}}});
        QVERIFY2(page.summary()->text().contains(QStringLiteral("latest 6 %")),
                 qPrintable(page.summary()->text()));
        QCOMPARE(page.chart()->accessibleDescription(), page.summary()->text());
        QCOMPARE(page.tableModel()->rowCount(), 2);
        QVERIFY(!page.isShowingTable());
        QCOMPARE(page.tableToggle()->accessibleName(), QStringLiteral("Show CPU samples as a table"));
        page.tableToggle()->click();
        QVERIFY(page.isShowingTable());
        QCOMPARE(page.tableToggle()->accessibleName(), QStringLiteral("Show CPU as a chart"));
        QCOMPARE(page.table()->model(), page.tableModel());
        page.tableToggle()->click();
        QVERIFY(!page.isShowingTable());
    }
};

QTEST_MAIN(TestChartTable)
#include "tst_charttable.moc"
