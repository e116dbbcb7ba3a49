// The log viewer's plain-text search (core/logs/logsearch, LogViewModel::scanPlain): the same lines match
// as "the display text contains the pattern" (case-folded when case-insensitive) — at every position of
// short and long lines (the SIMD blocks and their tails), across the "[task@node] " tag into the text,
// with non-ASCII text (a character that folds to an ASCII one), and when a large log is split across
// threads.
#include "core/logs/logsearch.h"
#include "core/logs/logviewmodel.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace cloudly::core;

namespace {
// What a line matching means: its display text contains the pattern.
QList<qsizetype> expected(const LogViewModel& model, const QString& pattern, bool caseSensitive)
{
    QList<qsizetype> out;
    for (qsizetype i = 0; i < model.lineCount(); ++i) {
        const QString text = model.displayText(i);
        const bool match =
            caseSensitive ? text.contains(pattern) : text.toCaseFolded().contains(pattern.toCaseFolded());
        if (match)
            out << i;
    }
    return out;
}

QList<qsizetype> found(const LogViewModel& model)
{
    QList<qsizetype> out;
    int row = -1;
    for (qsizetype n = 0; n < model.matchCount(); ++n) {
        row = model.nextMatch(row);
        out << model.lineIndex(row);
    }
    std::sort(out.begin(), out.end());
    return out;
}

LogLine line(const QString& task, const QString& text, int index)
{
    return {task, QStringLiteral("n-1"), text, std::nullopt, index};
}
} // namespace

class TestLogSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void needleAtEveryPosition()
    {
        for (bool cs : {true, false}) {
            for (const QString& needle :
                 {QStringLiteral("x"), QStringLiteral("Ab"), QStringLiteral("tImEoUt"),
                  QStringLiteral("a-much-longer-needle-of-thirty")}) {
                const LogNeedle n(needle, cs);
                QVERIFY(n.usable());
                for (int length = 0; length < 70; ++length) {
                    const QString filler(length, QLatin1Char('.'));
                    QCOMPARE(n.find(filler), LogNeedle::Result::NotFound);
                    for (int at = 0; at + needle.size() <= length; ++at) {
                        QString text = filler;
                        const QString put = cs ? needle : needle.toUpper();
                        text.replace(at, needle.size(), put);
                        QVERIFY2(n.find(text) == LogNeedle::Result::Found,
                                 qPrintable(QStringLiteral("%1 in %2").arg(needle, text)));
                        // One character off: no match (except where a letter differs only in case).
                        QString off = text;
                        off[at + needle.size() - 1] = QLatin1Char('#');
                        QVERIFY(n.find(off) != LogNeedle::Result::Found);
                    }
                }
            }
        }
        QCOMPARE(LogNeedle(QStringLiteral("AB"), true).find(u"xxabxx"), LogNeedle::Result::NotFound);
        QCOMPARE(LogNeedle(QStringLiteral("ab"), false).find(u"xxABxx"), LogNeedle::Result::Found);
        QCOMPARE(LogNeedle(QStringLiteral("ab"), false).find(u"xx\u00e9xx-ABSENT-on-purpose..."),
                 LogNeedle::Result::Found);
        QCOMPARE(LogNeedle(QStringLiteral("zz"), false).find(u"\u00e9xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
                 LogNeedle::Result::NotFoundNonAscii);
        QCOMPARE(LogNeedle(QStringLiteral("zz"), false).find(u"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\u00e9"),
                 LogNeedle::Result::NotFoundNonAscii);
        QVERIFY(!LogNeedle(QStringLiteral("\u00e9"), false).usable()); // the model then folds chunks
    }

    void modelMatchesTheDisplayTexts_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("caseSensitive");
        QTest::newRow("word") << QStringLiteral("error") << false;
        QTest::newRow("word, case") << QStringLiteral("Error") << true;
        QTest::newRow("tag") << QStringLiteral("@n-1]") << false;
        QTest::newRow("tag into text") << QStringLiteral("] boot") << false;
        QTest::newRow("tag into text, case") << QStringLiteral("1] Boot") << true;
        QTest::newRow("kelvin folds to k") << QStringLiteral("kb") << false;
        QTest::newRow("non-ascii needle") << QStringLiteral("\u00c9t\u00e9") << false;
        QTest::newRow("one character") << QStringLiteral("z") << false;
        QTest::newRow("longer than lines") << QString(200, QLatin1Char('a')) << false;
    }

    void modelMatchesTheDisplayTexts()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, caseSensitive);
        QList<LogLine> lines;
        const QStringList texts{QStringLiteral("boot ok"),
                                QStringLiteral("Boot again"),
                                QStringLiteral("ERROR disk full"),
                                QStringLiteral("an error, lower case"),
                                QStringLiteral("size 3 \u212a"
                                               "B (Kelvin sign)"),
                                QStringLiteral("\u00e9t\u00e9 \u00c9T\u00c9 summer"),
                                QStringLiteral("zzz"),
                                QString(),
                                QString(150, QLatin1Char('a'))};
        for (int i = 0; i < 400; ++i)
            lines << line(QStringLiteral("d-%1").arg(i % 3), texts.at(i % texts.size()), i / 3);
        for (bool tagged : {true, false}) {
            LogViewModel model;
            model.setLines(lines, tagged);
            QVERIFY(model.setSearch({pattern, false, caseSensitive}));
            QCOMPARE(found(model), expected(model, pattern, caseSensitive));
        }
    }

    void requiredLiteralOfARegularExpression()
    {
        QCOMPARE(requiredRegexLiteral(QStringLiteral("ERROR .*timeout")), QStringLiteral("ERROR "));
        QCOMPARE(requiredRegexLiteral(QStringLiteral("^\\[d-1@n-1\\] GET")), QStringLiteral("[d-1@n-1] GET"));
        QCOMPARE(requiredRegexLiteral(QStringLiteral("errors?")), QStringLiteral("error"));
        QCOMPARE(requiredRegexLiteral(QStringLiteral("ab{2}")), QStringLiteral("a"));
        QCOMPARE(requiredRegexLiteral(QStringLiteral("ERROR (timeout|refused)")), QStringLiteral("ERROR "));
        QCOMPARE(requiredRegexLiteral(QStringLiteral("boot|zzz")), QString()); // neither side required
        QCOMPARE(requiredRegexLiteral(QStringLiteral("[|]x")), QString());
        QCOMPARE(requiredRegexLiteral(QStringLiteral("\\d+ms")), QString());
        QCOMPARE(requiredRegexLiteral(QStringLiteral("(?i)error")), QString());
        QCOMPARE(requiredRegexLiteral(QStringLiteral("a\\|b")), QStringLiteral("a|b")); // escaped: literal
    }

    void regexMatchesEachLineAsItsOwnSubject_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("caseSensitive");
        QTest::newRow("literal then any") << QStringLiteral("ERROR .*full") << true;
        QTest::newRow("anchored tag") << QStringLiteral("^\\[d-1@n-1\\] boot") << false;
        QTest::newRow("group alternative") << QStringLiteral("err(or|OR)") << true;
        QTest::newRow("top-level alternative") << QStringLiteral("boot|zzz") << false;
        QTest::newRow("caseless kelvin") << QStringLiteral("3 kb") << false;
        QTest::newRow("optional last") << QStringLiteral("summers?") << false;
        QTest::newRow("end anchor") << QStringLiteral("ok$") << true;
    }

    void regexMatchesEachLineAsItsOwnSubject()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, caseSensitive);
        const QStringList texts{QStringLiteral("boot ok"),
                                QStringLiteral("Boot again"),
                                QStringLiteral("ERROR disk full"),
                                QStringLiteral("an error, lower case"),
                                QStringLiteral("size 3 \u212a"
                                               "B (Kelvin sign)"),
                                QStringLiteral("summer \u00e9t\u00e9"),
                                QStringLiteral("zzz")};
        QList<LogLine> lines;
        for (int i = 0; i < 300; ++i)
            lines << line(QStringLiteral("d-%1").arg(i % 3), texts.at(i % texts.size()), i / 3);
        const QRegularExpression re(pattern, caseSensitive ? QRegularExpression::NoPatternOption
                                                           : QRegularExpression::CaseInsensitiveOption);
        for (bool tagged : {true, false}) {
            LogViewModel model;
            model.setLines(lines, tagged);
            QVERIFY(model.setSearch({pattern, true, caseSensitive}));
            QList<qsizetype> want;
            for (qsizetype i = 0; i < model.lineCount(); ++i)
                if (re.match(model.displayText(i)).hasMatch())
                    want << i;
            QVERIFY(!want.isEmpty() || !tagged); // (the tag is only there when tagged)
            QCOMPARE(found(model), want);
        }
    }

    void largeLogSplitAcrossThreadsMatchesTheSameLines()
    {
        QList<LogLine> lines;
        QRandomGenerator random(15);
        const QStringList words{QStringLiteral("GET"),     QStringLiteral("timeout"),
                                QStringLiteral("TimeOut"), QStringLiteral("\u00fcber"),
                                QStringLiteral("ok"),      QStringLiteral("[x]")};
        for (int i = 0; i < 120000; ++i) {
            QString text;
            const int n = static_cast<int>(random.bounded(6));
            for (int w = 0; w < n; ++w)
                text += words.at(static_cast<int>(random.bounded(words.size()))) + QLatin1Char(' ');
            lines << line(QStringLiteral("d-%1").arg(i % 7), text, i / 7);
        }
        LogViewModel model;
        model.setLines(lines, true);
        for (bool cs : {false, true}) {
            QVERIFY(model.setSearch({QStringLiteral("timeout"), false, cs}));
            const QList<qsizetype> want = expected(model, QStringLiteral("timeout"), cs);
            QVERIFY(want.size() > 1000);
            QCOMPARE(found(model), want);
        }
        // A regular expression, split the same way.
        QVERIFY(model.setSearch({QStringLiteral("^\\[d-3@n-1\\] GET"), true, true}));
        qsizetype regexCount = 0;
        for (qsizetype i = 0; i < model.lineCount(); ++i)
            regexCount += model.displayText(i).startsWith(QStringLiteral("[d-3@n-1] GET")) ? 1 : 0;
        QVERIFY(regexCount > 1000);
        QCOMPARE(model.matchCount(), regexCount);
    }
};

QTEST_GUILESS_MAIN(TestLogSearch)
#include "tst_logsearch.moc"
