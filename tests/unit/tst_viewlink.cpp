// Links to a view (core/links): the text form round-trips, and every malformed link is refused with a
// message that names what is wrong.
#include "core/links/viewlink.h"

#include <QTest>

using cloudly::core::formatViewLink;
using cloudly::core::isPageKey;
using cloudly::core::looksLikeViewLink;
using cloudly::core::parseViewLink;
using cloudly::core::ViewLink;

class TestViewLink : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("select");
        QTest::newRow("bare") << "prod-eu"
                              << "services"
                              << ""
                              << "";
        QTest::newRow("filter") << "prod-eu"
                                << "tasks"
                                << "status:failed node:edge-2 -health:healthy"
                                << "";
        QTest::newRow("select") << "staging"
                                << "tasks"
                                << ""
                                << "d-web-1";
        QTest::newRow("both") << "staging"
                              << "clusters"
                              << "name:\"edge 2\""
                              << "node-7";
        QTest::newRow("capitals and spaces") << "Prod EU (old)"
                                             << "services"
                                             << "a+b & c=d?#"
                                             << "x/y";
        QTest::newRow("unicode") << "Bühne ☁"
                                 << "journal"
                                 << "größe:>5 😀"
                                 << "ü";
        QTest::newRow("percent") << "100%"
                                 << "images"
                                 << "%41"
                                 << "%";
    }
    void roundTrip()
    {
        QFETCH(QString, profile);
        QFETCH(QString, page);
        QFETCH(QString, filter);
        QFETCH(QString, select);
        const ViewLink link{profile, page, filter, select};
        const QString text = formatViewLink(link);
        QVERIFY2(text.startsWith(QLatin1String("cloudly://")), qPrintable(text));
        for (const QChar c : text)
            QVERIFY2(c.unicode() > 0x20 && c.unicode() < 0x7f, qPrintable(text)); // plain ASCII, no spaces
        const auto parsed = parseViewLink(text);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QVERIFY(parsed.error.isEmpty());
        QCOMPARE(parsed.link->profile, profile);
        QCOMPARE(parsed.link->page, page);
        QCOMPARE(parsed.link->filter, filter);
        QCOMPARE(parsed.link->select, select);
        QCOMPARE(formatViewLink(*parsed.link), text);
    }

    void readsWhatOthersWrite()
    {
        // Browsers and chat clients: '+' for spaces, upper-case scheme, unescaped non-ASCII, a trailing
        // slash.
        auto parsed =
            parseViewLink(QStringLiteral("  CLOUDLY://prod/tasks/?filter=status:failed+node:edge-2  "));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.link->filter, QStringLiteral("status:failed node:edge-2"));
        QCOMPARE(parsed.link->profile, QStringLiteral("prod"));
        parsed = parseViewLink(QStringLiteral("cloudly://Bühne/services?select=ü&filter="));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.link->profile, QStringLiteral("Bühne")); // not lower-cased like a URL host
        QCOMPARE(parsed.link->select, QStringLiteral("ü"));
        QVERIFY(parsed.link->filter.isEmpty());
        parsed = parseViewLink(QStringLiteral("cloudly://p/tasks?"));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named"); // a part of the message that says what is wrong
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("other scheme") << "https://prod/tasks"
                                      << "https:";
        QTest::newRow("no scheme") << "prod/tasks"
                                   << "cloudly://";
        QTest::newRow("no slashes") << "cloudly:prod/tasks"
                                    << "slashes";
        QTest::newRow("no profile") << "cloudly:///tasks"
                                    << "no profile";
        QTest::newRow("blank profile") << "cloudly://%20/tasks"
                                       << "no profile";
        QTest::newRow("no page") << "cloudly://prod"
                                 << "no page";
        QTest::newRow("empty page") << "cloudly://prod/?filter=a"
                                    << "no page";
        QTest::newRow("bad page") << "cloudly://prod/Tasks"
                                  << "“Tasks” is not a page name";
        QTest::newRow("page with dot") << "cloudly://prod/a.b"
                                       << "“a.b”";
        QTest::newRow("deeper path") << "cloudly://prod/tasks/extra"
                                     << "“/extra”";
        QTest::newRow("fragment") << "cloudly://prod/tasks#x"
                                  << "fragment";
        QTest::newRow("space") << "cloudly://prod/tasks?filter=a b"
                               << "position 30";
        QTest::newRow("control") << QStringLiteral("cloudly://prod/tasks\u0001") << "position 21";
        QTest::newRow("bad escape") << "cloudly://prod/tasks?filter=%zz"
                                    << "position 29";
        QTest::newRow("short escape") << "cloudly://prod/tasks?filter=ab%4"
                                      << "position 31";
        QTest::newRow("bad utf8") << "cloudly://prod/tasks?select=%C3%28"
                                  << "UTF-8";
        QTest::newRow("control in value") << "cloudly://prod/tasks?filter=%0A"
                                          << "control character";
        QTest::newRow("control in profile") << "cloudly://a%00/tasks"
                                            << "the profile contains";
        QTest::newRow("unknown parameter") << "cloudly://prod/tasks?run=deploy"
                                           << "“run”";
        QTest::newRow("action parameter") << "cloudly://prod/grants?action=revoke"
                                          << "“action”";
        QTest::newRow("no value") << "cloudly://prod/tasks?filter"
                                  << "“filter” has no value";
        QTest::newRow("twice") << "cloudly://prod/tasks?select=a&select=b"
                               << "“select” is given twice";
        QTest::newRow("empty parameter") << "cloudly://prod/tasks?filter=a&&select=b"
                                         << "position 31";
        QTest::newRow("too long") << "cloudly://prod/tasks?filter=" + QString(9000, QLatin1Char('a'))
                                  << "longer than 8192";
        QTest::newRow("long value") << "cloudly://prod/tasks?filter=" + QString(5000, QLatin1Char('a'))
                                    << "parameter “filter” is longer";
    }
    void refusals()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        const auto parsed = parseViewLink(text);
        QVERIFY2(!parsed.ok(), qPrintable(text));
        QVERIFY(!parsed.link.has_value());
        QVERIFY2(parsed.error.contains(named), qPrintable(parsed.error));
    }

    void pageKeysAndArguments()
    {
        QVERIFY(isPageKey(QStringLiteral("tasks")));
        QVERIFY(isPageKey(QStringLiteral("server-settings2")));
        QVERIFY(!isPageKey(QStringLiteral("2tasks")));
        QVERIFY(!isPageKey(QStringLiteral("-tasks")));
        QVERIFY(!isPageKey(QString()));
        QVERIFY(!isPageKey(QString(65, QLatin1Char('a'))));
        QVERIFY(looksLikeViewLink(QStringLiteral("Cloudly://x")));
        QVERIFY(looksLikeViewLink(QStringLiteral("cloudly:broken")));
        QVERIFY(!looksLikeViewLink(QStringLiteral("--demo")));
        QVERIFY(!looksLikeViewLink(QStringLiteral("/tmp/cloudly:x")));
    }
};

QTEST_GUILESS_MAIN(TestViewLink)
#include "tst_viewlink.moc"
