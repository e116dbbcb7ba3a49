// The log viewer (ui/logs) and its model (core/logs/logviewmodel): search with highlight ranges, next /
// previous with wrap, only matching, invalid regular expressions, follow with appended lines (and its
// pause while scrolled up), a service's merged and tagged log, saving exactly the lines shown.
#include "core/api/deployment.h"
#include "core/logs/logmerge.h"
#include "core/logs/logviewmodel.h"
#include "docsgate.h"
#include "ui/logs/logviewer.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPoint>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;

namespace {
core::Deployment task(const QString& id, const QStringList& log)
{
    core::Deployment d;
    d.id = id;
    d.serviceId = QStringLiteral("svc-api");
    d.nodeId = QStringLiteral("n-") + id;
    d.status = QStringLiteral("running");
    d.deploymentLog = log;
    return d;
}
QStringList numbered(int n, const QString& word = QStringLiteral("GET /health 200"))
{
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("2026-01-01T10:00:%1Z %2 #%3")
                   .arg(i % 60, 2, 10, QLatin1Char('0'))
                   .arg(word)
                   .arg(i);
    return out;
}
} // namespace

class TestLogViewer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelSearchesAndFilters()
    {
        core::LogViewModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<core::LogLine> lines;
        const QStringList texts{QStringLiteral("start"), QStringLiteral("Error: disk full"),
                                QStringLiteral("ok"), QStringLiteral("error again, error twice"),
                                QStringLiteral("done")};
        for (int i = 0; i < texts.size(); ++i)
            lines.append({QStringLiteral("d-1"), QStringLiteral("n-1"), texts.at(i), std::nullopt, i});
        model.setLines(lines, false);
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(model.setSearch({QStringLiteral("error"), false, false}));
        QCOMPARE(model.matchCount(), 2);
        QCOMPARE(model.data(model.index(1), core::LogViewModel::IsMatchRole).toBool(), true);
        QCOMPARE(model.data(model.index(2), core::LogViewModel::IsMatchRole).toBool(), false);
        const QVariantList ranges = model.data(model.index(3), core::LogViewModel::MatchRangesRole).toList();
        QCOMPARE(ranges.size(), 2); // both occurrences highlighted
        QCOMPARE(ranges.at(1).toPoint(), QPoint(13, 5));
        // Next / previous wrap around.
        QCOMPARE(model.nextMatch(-1), 1);
        QCOMPARE(model.nextMatch(1), 3);
        QCOMPARE(model.nextMatch(3), 1);
        QCOMPARE(model.previousMatch(1), 3);
        // Case-sensitive: only the lower-case line.
        QVERIFY(model.setSearch({QStringLiteral("error"), false, true}));
        QCOMPARE(model.matchCount(), 1);
        // Regex; an invalid one is refused with its reason and the previous search stays.
        QVERIFY(model.setSearch({QStringLiteral("^(Error|done)"), true, false}));
        QCOMPARE(model.matchCount(), 3);
        QString error;
        QVERIFY(!model.setSearch({QStringLiteral("("), true, false}, &error));
        QVERIFY2(error.contains(QLatin1String("offset")), qPrintable(error));
        QCOMPARE(model.matchCount(), 3);
        // Only matching lines, then new lines while filtered.
        model.setOnlyMatching(true);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.data(model.index(0)).toString(), QStringLiteral("Error: disk full"));
        model.appendLines(
            {{QStringLiteral("d-1"), QStringLiteral("n-1"), QStringLiteral("noise"), std::nullopt, 5},
             {QStringLiteral("d-1"), QStringLiteral("n-1"), QStringLiteral("done 2"), std::nullopt, 6}});
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.lineCount(), 7);
        QCOMPARE(model.data(model.index(3)).toString(), QStringLiteral("done 2"));
        QCOMPARE(model.visibleText(),
                 QStringLiteral("Error: disk full\nerror again, error twice\ndone\ndone 2\n"));
        model.setOnlyMatching(false);
        QCOMPARE(model.rowCount(), 7);
        // An empty search matches nothing and hides nothing.
        model.setOnlyMatching(true);
        QVERIFY(model.setSearch({}));
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.matchCount(), 0);
        QCOMPARE(model.nextMatch(0), -1);
    }

    // setTaskLogs (no LogLine per line) shows exactly what setLines(mergeTaskLogs / taskLog) shows: runs in
    // time order (k-way merge), a task whose stamps go back (sorted), lines without a stamp, the same task
    // twice, one task untagged; searches and appends work alike.
    void taskLogsEqualTheMergedLines()
    {
        core::Deployment a, b, c;
        a.id = QStringLiteral("d-a");
        a.nodeId = QStringLiteral("n-1");
        a.deploymentLog = QStringList{QStringLiteral("boot"), QStringLiteral("2026-01-01T10:00:01Z a1 error"),
                                      QStringLiteral("2026-01-01T10:00:03Z a2"), QStringLiteral("a2 cont")};
        b.id = QStringLiteral("d-b");
        b.nodeId = QStringLiteral("n-2");
        b.deploymentLog = QStringList{QStringLiteral("2026-01-01T10:00:02Z b1"),
                                      QStringLiteral("2026-01-01T10:00:03Z b2 error")};
        c.id = QStringLiteral("d-c");
        c.nodeId = QStringLiteral("n-1");
        c.deploymentLog = QStringList{QStringLiteral("2026-01-01T10:00:05Z c1"),
                                      QStringLiteral("2026-01-01T10:00:00Z c0 (went back)")};
        const auto texts = [](const core::LogViewModel& m) {
            QStringList out;
            for (int r = 0; r < m.rowCount(); ++r)
                out << m.data(m.index(r)).toString();
            return out;
        };
        const QList<QList<core::Deployment>> cases{{a, b}, {a, b, c}, {a, a}, {c}};
        for (const QList<core::Deployment>& tasks : cases) {
            core::LogViewModel lines, direct;
            QAbstractItemModelTester tester(&direct, QAbstractItemModelTester::FailureReportingMode::QtTest);
            lines.setLines(core::mergeTaskLogs(tasks), true);
            direct.setTaskLogs(tasks, true);
            QCOMPARE(texts(direct), texts(lines));
            const core::LogLine x = direct.line(1), y = lines.line(1);
            QCOMPARE(x.deploymentId, y.deploymentId);
            QCOMPARE(x.nodeId, y.nodeId);
            QCOMPARE(x.text, y.text);
            QCOMPARE(x.at, y.at);
            QCOMPARE(x.index, y.index);
            QVERIFY(direct.setSearch({QStringLiteral("ERROR"), false, false}));
            QVERIFY(lines.setSearch({QStringLiteral("ERROR"), false, false}));
            QCOMPARE(direct.matchCount(), lines.matchCount());
            QCOMPARE(direct.nextMatch(-1), lines.nextMatch(-1));
        }
        core::LogViewModel one;
        one.setTaskLogs({a, b}, false); // not merged: the first task as it is, untagged
        QCOMPARE(texts(one), a.deploymentLog.list());
        QCOMPARE(one.data(one.index(0), core::LogViewModel::DeploymentIdRole).toString(), a.id);
        one.appendLines({{a.id, a.nodeId, QStringLiteral("later"), std::nullopt, 4}});
        QCOMPARE(one.lineCount(), 5);
        QCOMPARE(one.line(4).index, 4);
        QCOMPARE(a.deploymentLog.size(), 4); // the task's own list is not touched
    }

    void serviceLogIsMergedAndTagged()
    {
        ui::LogViewer viewer;
        const core::Deployment a =
            task(QStringLiteral("d-a"), {QStringLiteral("2026-01-01T10:00:02Z a-second"),
                                         QStringLiteral("2026-01-01T10:00:04Z a-fourth")});
        const core::Deployment b =
            task(QStringLiteral("d-b"), {QStringLiteral("2026-01-01T10:00:01Z b-first"),
                                         QStringLiteral("2026-01-01T10:00:03Z b-third")});
        viewer.setTasks({a, b}, true);
        core::LogViewModel* m = viewer.model();
        QCOMPARE(m->rowCount(), 4);
        QCOMPARE(m->data(m->index(0)).toString(), QStringLiteral("[d-b@n-d-b] 2026-01-01T10:00:01Z b-first"));
        QCOMPARE(m->data(m->index(3)).toString(),
                 QStringLiteral("[d-a@n-d-a] 2026-01-01T10:00:04Z a-fourth"));
        // A search for a task id finds its lines (the tag is part of what is searched).
        viewer.searchField()->setText(QStringLiteral("d-b@"));
        QCOMPARE(m->matchCount(), 2);
    }

    void followAppendsAndPausesWhileScrolledUp()
    {
        ui::LogViewer viewer;
        viewer.resize(700, 300);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QStringList log = numbered(500);
        viewer.setTasks({task(QStringLiteral("d-1"), log)}, false);
        QCOMPARE(viewer.model()->rowCount(), 500);
        QVERIFY(viewer.isFollowing());
        QVERIFY2(viewer.statusText().contains(QLatin1String("follows by polling every 5 s")),
                 qPrintable(viewer.statusText()));
        QScrollBar* bar = viewer.view()->verticalScrollBar();
        QTRY_COMPARE(bar->value(), bar->maximum());
        // A poll brings two lines: appended (no reset), still at the bottom.
        QSignalSpy resets(viewer.model(), &QAbstractItemModel::modelReset);
        QSignalSpy inserts(viewer.model(), &QAbstractItemModel::rowsInserted);
        log << QStringLiteral("new line 1") << QStringLiteral("new line 2");
        viewer.setTasks({task(QStringLiteral("d-1"), log)}, false);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(viewer.model()->rowCount(), 502);
        QTRY_COMPARE(bar->value(), bar->maximum());
        // The user scrolls up: following pauses and says so; new lines do not move the view.
        bar->setValue(10);
        QVERIFY(!viewer.isFollowing());
        QVERIFY2(viewer.statusText().contains(QLatin1String("paused")), qPrintable(viewer.statusText()));
        log << QStringLiteral("new line 3");
        viewer.setTasks({task(QStringLiteral("d-1"), log)}, false);
        QCOMPARE(bar->value(), 10);
        // Back at the bottom: following again.
        bar->setValue(bar->maximum());
        QVERIFY(viewer.isFollowing());
        // The same lines again: nothing changes.
        viewer.setTasks({task(QStringLiteral("d-1"), log)}, false);
        QCOMPARE(viewer.model()->rowCount(), 503);
        // A log that got shorter (the task restarted) is shown again from its start.
        viewer.setTasks({task(QStringLiteral("d-1"), {QStringLiteral("restarted")})}, false);
        QCOMPARE(viewer.model()->rowCount(), 1);
    }

    void searchFieldDrivesTheModelAndErrorsShowInline()
    {
        ui::LogViewer viewer;
        viewer.setTasks(
            {task(QStringLiteral("d-1"), numbered(10) + numbered(3, QStringLiteral("POST /login 500")))},
            false);
        viewer.searchField()->setText(QStringLiteral("500"));
        QCOMPARE(viewer.model()->matchCount(), 3);
        QVERIFY2(viewer.statusText().contains(QLatin1String("3 match")), qPrintable(viewer.statusText()));
        viewer.findNext();
        QCOMPARE(viewer.view()->currentIndex().row(), 10);
        viewer.findNext();
        QCOMPARE(viewer.view()->currentIndex().row(), 11);
        viewer.findPrevious();
        viewer.findPrevious();
        QCOMPARE(viewer.view()->currentIndex().row(), 12); // wrapped to the last match
        auto* regex = viewer.findChild<QCheckBox*>();
        QVERIFY(regex);
        QCOMPARE(regex->text(), QStringLiteral("Regex"));
        regex->setChecked(true);
        viewer.searchField()->setText(QStringLiteral("POST (/login"));
        auto* error = viewer.findChild<QLabel*>(QStringLiteral("logSearchError"));
        QVERIFY(error && !error->isHidden());
        QVERIFY2(error->text().contains(QLatin1String("invalid regular expression")),
                 qPrintable(error->text()));
        QCOMPARE(viewer.model()->matchCount(), 3); // the last good search stays
        viewer.searchField()->setText(QStringLiteral("POST (/login)"));
        QVERIFY(error->isHidden());
    }

    void saveWritesExactlyTheLinesShown()
    {
        ui::LogViewer viewer;
        viewer.setTasks(
            {task(QStringLiteral("d-1"), {QStringLiteral("one"), QStringLiteral("two ERROR"),
                                          QStringLiteral("three"), QStringLiteral("four ERROR")})},
            false);
        viewer.searchField()->setText(QStringLiteral("error"));
        viewer.model()->setOnlyMatching(true);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("log.txt"));
        QString error;
        QVERIFY2(viewer.saveTo(path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("two ERROR\nfour ERROR\n"));
        QVERIFY(!viewer.saveTo(dir.filePath(QStringLiteral("no/such/dir/log.txt")), &error));
        QVERIFY(!error.isEmpty());
    }

    // Docs only (CLOUDLY_LOGVIEWER_SCREENSHOTS=DIR): a service's merged log with a search.
    void screenshot()
    {
        ui::LogViewer viewer;
        viewer.resize(1100, 520);
        QStringList a, b;
        for (int i = 0; i < 40; ++i) {
            a << QStringLiteral("2026-01-01T10:%1:00Z GET /api/v1/items/%2 200 12ms")
                     .arg(i, 2, 10, QLatin1Char('0'))
                     .arg(1000 + i);
            b << QStringLiteral("2026-01-01T10:%1:30Z %2")
                     .arg(i, 2, 10, QLatin1Char('0'))
                     .arg(i % 7 == 3 ? QStringLiteral("ERROR upstream timeout after 30000 ms")
                                     : QStringLiteral("worker heartbeat ok"));
        }
        viewer.setTasks({task(QStringLiteral("d-api-prod-1"), a), task(QStringLiteral("d-api-prod-2"), b)},
                        true);
        viewer.searchField()->setText(QStringLiteral("timeout"));
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        viewer.findNext();
        QTest::qWait(100);
        const QString dir = qEnvironmentVariable("CLOUDLY_LOGVIEWER_SCREENSHOTS");
        QVERIFY(viewer.grab().save(dir + QStringLiteral("/logviewer.png")));
    }
};

CLOUDLY_QTEST_MAIN_WITHOUT_DOCS(TestLogViewer, "CLOUDLY_LOGVIEWER_SCREENSHOTS", "screenshot")
#include "tst_logviewer.moc"
