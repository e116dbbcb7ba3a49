// The two output rules with one home each: control characters made visible for a terminal
// (core/util/terminaltext.h) and the CSV writer's formula neutralisation (core/util/csv.h), which every
// CSV (cloudlyctl --format csv, the console's Export view, the grants audit) goes through.
#include "core/util/csv.h"
#include "core/util/terminaltext.h"
#include "core/util/texttable.h"

#include <QTest>

using namespace cloudly::core;

class TestTextSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void terminalSafe_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QStringLiteral("plain ü €") << QStringLiteral("plain ü €");
        QTest::newRow("osc52") << QStringLiteral("\x1b]52;c;SGk=\x07")
                               << QStringLiteral("\\x1b]52;c;SGk=\\x07");
        QTest::newRow("erase") << QStringLiteral("\x1b[2K\rx") << QStringLiteral("\\x1b[2K\\x0dx");
        QTest::newRow("newline kept") << QStringLiteral("a\nb") << QStringLiteral("a\nb");
        QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("a\\x09b");
        QTest::newRow("nul") << QString(QChar(0)) << QStringLiteral("\\x00");
        QTest::newRow("del") << QStringLiteral("\x7f") << QStringLiteral("\\x7f");
        QTest::newRow("c1 csi") << QStringLiteral("\u009b31m") << QStringLiteral("\\u009b31m");
        QTest::newRow("c1 first") << QStringLiteral("\u0080") << QStringLiteral("\\u0080");
        QTest::newRow("nbsp kept") << QStringLiteral("\u00a0") << QStringLiteral("\u00a0");
        QTest::newRow("bidi") << QStringLiteral("a\u202eb\u2066c") << QStringLiteral("a\\u202eb\\u2066c");
    }
    void terminalSafe()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(cloudly::core::terminalSafe(text), shown);
    }

    void keepsWhatItIsTold()
    {
        QCOMPARE(cloudly::core::terminalSafe(QStringLiteral("a\r\n\tb\x1b"), u"\r\n\t"),
                 QStringLiteral("a\r\n\tb\\x1b"));
        QCOMPARE(cloudly::core::terminalSafe(QStringLiteral("a\nb"), {}), QStringLiteral("a\\x0ab"));
    }

    // A table cell is one line, its escapes visible, cut after escaping; CSV cells stay whole.
    void tableCells()
    {
        TextTable table({QStringLiteral("A"), QStringLiteral("B")}, 10);
        table.addRow({QStringLiteral("x\x1b[31my"), QStringLiteral("0123456789abcdef")});
        const QString text = table.render();
        QVERIFY(!text.contains(QChar(0x1b)));
        QVERIFY2(text.contains(QStringLiteral("x\\x1b[31my")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("012345678…")), qPrintable(text));
        QVERIFY(table.renderCsv().contains(QStringLiteral("0123456789abcdef")));
    }

    void csvFormulas_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("written");
        QTest::newRow("equals") << QStringLiteral("=1+1") << QStringLiteral("\"'=1+1\"");
        QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")
                                   << QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
        QTest::newRow("plus") << QStringLiteral("+cmd") << QStringLiteral("\"'+cmd\"");
        QTest::newRow("minus formula") << QStringLiteral("-2+3") << QStringLiteral("\"'-2+3\"");
        QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("\"'@SUM(A1)\"");
        QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("\"'\t=1\"");
        QTest::newRow("cr") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
        QTest::newRow("minus alone") << QStringLiteral("-") << QStringLiteral("\"'-\"");
        QTest::newRow("minus text") << QStringLiteral("-flag") << QStringLiteral("\"'-flag\"");
        // Plain negative numbers cannot be formulas: numeric columns stay numbers.
        QTest::newRow("-5") << QStringLiteral("-5") << QStringLiteral("-5");
        QTest::newRow("-0.25") << QStringLiteral("-0.25") << QStringLiteral("-0.25");
        QTest::newRow("-1e3") << QStringLiteral("-1e3") << QStringLiteral("-1e3");
        QTest::newRow("-1e+3") << QStringLiteral("-1E+3") << QStringLiteral("-1E+3");
        QTest::newRow("inner equals") << QStringLiteral("a=b") << QStringLiteral("a=b");
        QTest::newRow("leading space") << QStringLiteral(" =1") << QStringLiteral(" =1");
        QTest::newRow("empty") << QString() << QString();
    }
    void csvFormulas()
    {
        QFETCH(QString, cell);
        QFETCH(QString, written);
        QCOMPARE(csvField(cell), written);
    }
};

QTEST_GUILESS_MAIN(TestTextSafety)
#include "tst_textsafety.moc"
