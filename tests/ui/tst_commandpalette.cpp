// The command palette: the fuzzy ranking on its own (no widgets), the index over live models (lazy
// rebuilds, top-50 cap, 100 000 tasks measured), and the real console: Ctrl+K, type, Enter opens the
// view / selects the service, task or node / runs the command.
#include "core/model/backupsmodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/clustertreemodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/model/tasksmodel.h"
#include "core/model/volumesmodel.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/backups/backupspage.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/fleet/fleetpage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/rowselection.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/fuzzymatcher.h"
#include "ui/shell/paletteindex.h"
#include "ui/shell/shell.h"
#include "ui/volumes/volumespage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using cloudly::ui::ConsoleApp;
using cloudly::ui::FuzzyMatcher;
using cloudly::ui::PaletteIndex;
using cloudly::ui::PaletteItem;

namespace {

int scoreOf(const QString& query, const QString& text)
{
    return FuzzyMatcher(query).score(text).value_or(-1000000);
}

PaletteItem item(PaletteItem::Kind kind, const QString& title, const QString& detail = {})
{
    PaletteItem result;
    result.kind = kind;
    result.id = title;
    result.title = title;
    result.detail = detail;
    return result;
}

QList<cloudly::core::Deployment> syntheticDeployments(int count)
{
    static const QStringList statuses = {QStringLiteral("running"), QStringLiteral("failed"),
                                         QStringLiteral("starting"), QStringLiteral("stopped")};
    QList<cloudly::core::Deployment> result;
    result.reserve(count);
    for (int i = 0; i < count; ++i) {
        cloudly::core::Deployment d;
        d.id = QStringLiteral("d-bulk-%1").arg(i);
        d.serviceId = QStringLiteral("svc-bulk-%1").arg(i % 500);
        d.nodeId = QStringLiteral("n-bulk-%1").arg(i % 64);
        d.status = statuses.at(i % statuses.size());
        result.append(d);
    }
    return result;
}

} // namespace

class TestCommandPalette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void fuzzyMatchesSubsequencesOnly()
    {
        FuzzyMatcher matcher(QStringLiteral("rtk"));
        QVERIFY(matcher.score(QStringLiteral("Runtime tasks")).has_value());
        QVERIFY(!matcher.score(QStringLiteral("Tasks runtime")).has_value()); // order matters
        QVERIFY(!FuzzyMatcher(QStringLiteral("xyz")).score(QStringLiteral("Services")).has_value());
        QVERIFY(FuzzyMatcher(QStringLiteral("SERV")).score(QStringLiteral("services")).has_value());
        // Every term must match, in any order.
        QVERIFY(FuzzyMatcher(QStringLiteral("edge web")).score(QStringLiteral("d-web-edge-1")).has_value());
        QVERIFY(!FuzzyMatcher(QStringLiteral("edge lab")).score(QStringLiteral("d-web-edge-1")).has_value());
        QCOMPARE(FuzzyMatcher(QStringLiteral("   ")).isEmpty(), true);
        QCOMPARE(FuzzyMatcher().score(QStringLiteral("anything")), std::optional<int>(0));
    }

    void fuzzyRanksPrefixWordStartAndRuns()
    {
        // Prefix beats the same letters later on.
        QVERIFY(scoreOf(QStringLiteral("ser"), QStringLiteral("services")) >
                scoreOf(QStringLiteral("ser"), QStringLiteral("observer")));
        // A word start beats the middle of a word.
        QVERIFY(scoreOf(QStringLiteral("nod"), QStringLiteral("clusters nodes")) >
                scoreOf(QStringLiteral("nod"), QStringLiteral("clustersnodes")));
        // camelCase humps count as word starts.
        QVERIFY(scoreOf(QStringLiteral("fi"), QStringLiteral("focusFilter")) >
                scoreOf(QStringLiteral("fi"), QStringLiteral("focusafilter")));
        // A consecutive run beats scattered letters.
        QVERIFY(scoreOf(QStringLiteral("task"), QStringLiteral("runtime tasks")) >
                scoreOf(QStringLiteral("task"), QStringLiteral("the alpha stock")));
        // The whole text beats a longer one.
        QVERIFY(scoreOf(QStringLiteral("web"), QStringLiteral("web")) >
                scoreOf(QStringLiteral("web"), QStringLiteral("webapp")));
        // The DP finds the better alignment, not the first greedy one: "ct" in "cat cluster tree"
        // should use the word starts c(luster) t(ree) rather than c(a)t.
        QVERIFY(scoreOf(QStringLiteral("clt"), QStringLiteral("cat clusters")) >
                scoreOf(QStringLiteral("clt"), QStringLiteral("cxlxt")));
        QCOMPARE(FuzzyMatcher(QStringLiteral("rt")).matchedPositions(QStringLiteral("Runtime tasks")),
                 (QList<int>{0, 8}));
        QCOMPARE(FuzzyMatcher(QStringLiteral("task")).matchedPositions(QStringLiteral("Runtime tasks")),
                 (QList<int>{8, 9, 10, 11}));
    }

    void indexRanksByKindAndCapsResults()
    {
        PaletteIndex index;
        index.addSource(QStringLiteral("fixed"), [] {
            return QList<PaletteItem>{
                item(PaletteItem::Kind::Task, QStringLiteral("tasks-a"), QStringLiteral("web on edge-1")),
                item(PaletteItem::Kind::View, QStringLiteral("Runtime tasks")),
                item(PaletteItem::Kind::Action, QStringLiteral("Refresh"), QStringLiteral("reload now")),
                item(PaletteItem::Kind::Service, QStringLiteral("web"), QStringLiteral("svc-web")),
            };
        });
        QList<cloudly::ui::PaletteResult> results = index.search(QStringLiteral("tasks"));
        QCOMPARE(results.size(), 2);
        // The same run of letters at the start of a task and at a word start in a view: the kind bonus
        // puts the view first.
        QCOMPARE(results.at(0).item.title, QStringLiteral("Runtime tasks"));
        QCOMPARE(results.at(1).item.title, QStringLiteral("tasks-a"));
        results = index.search(QStringLiteral("web"));
        QCOMPARE(results.first().item.kind, PaletteItem::Kind::Service);
        // Empty query: views and commands only, in the order they were registered.
        results = index.search(QString());
        QCOMPARE(results.size(), 2);
        QCOMPARE(results.at(0).item.kind, PaletteItem::Kind::View);
        QCOMPARE(results.at(1).item.kind, PaletteItem::Kind::Action);

        // The cap.
        PaletteIndex big;
        big.addSource(QStringLiteral("many"), [] {
            QList<PaletteItem> items;
            for (int i = 0; i < 500; ++i)
                items.append(item(PaletteItem::Kind::Task, QStringLiteral("task-%1").arg(i)));
            return items;
        });
        QCOMPARE(big.search(QStringLiteral("task")).size(), PaletteIndex::DefaultLimit);
        QCOMPARE(big.search(QStringLiteral("task"), 7).size(), 7);
        QCOMPARE(big.search(QStringLiteral("task-499")).first().item.title, QStringLiteral("task-499"));
    }

    void indexRebuildsOnlyAfterTheModelChanged()
    {
        QStandardItemModel model;
        model.appendRow(new QStandardItem(QStringLiteral("alpha")));
        PaletteIndex index;
        int calls = 0;
        index.addSource(QStringLiteral("model"),
                        [&] {
                            ++calls;
                            QList<PaletteItem> items;
                            for (int r = 0; r < model.rowCount(); ++r)
                                items.append(item(PaletteItem::Kind::Node, model.item(r)->text()));
                            return items;
                        },
                        {&model});
        QCOMPARE(index.search(QStringLiteral("al")).size(), 1);
        QCOMPARE(index.search(QStringLiteral("alp")).size(), 1);
        QCOMPARE(calls, 1); // typing does not rebuild
        model.appendRow(new QStandardItem(QStringLiteral("alpine")));
        QCOMPARE(index.search(QStringLiteral("alp")).size(), 2);
        QCOMPARE(calls, 2);
        model.item(0)->setText(QStringLiteral("beta"));
        QCOMPARE(index.search(QStringLiteral("alp")).size(), 1);
        QCOMPARE(calls, 3);
    }

    void hundredThousandItemsWidgetFree()
    {
        const QList<cloudly::core::Deployment> deployments = syntheticDeployments(100000);
        PaletteIndex index;
        index.addSource(QStringLiteral("tasks"),
                        [&] {
                            QList<PaletteItem> items;
                            items.reserve(deployments.size());
                            for (const auto& d : deployments)
                                items.append(item(PaletteItem::Kind::Task, d.id,
                                                  d.serviceId + QStringLiteral(" on ") + d.nodeId +
                                                      QStringLiteral(" · ") + d.status));
                            return items;
                        },
                        {new QStandardItemModel(&index)});
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(index.itemCount(), 100000);
        const qint64 buildMs = timer.elapsed();
        const QStringList queries = {QStringLiteral("d"), QStringLiteral("bulk 4711"),
                                     QStringLiteral("fail n-bulk-7"), QStringLiteral("zzz")};
        for (const QString& query : queries) {
            timer.restart();
            const auto results = index.search(query);
            const qint64 us = timer.nsecsElapsed() / 1000;
            qInfo(
                "palette index, 100000 tasks: query \"%s\" -> %d results in %.1f ms (index built in %lld ms)",
                qPrintable(query), int(results.size()), double(us) / 1000.0, buildMs);
            QVERIFY(results.size() <= PaletteIndex::DefaultLimit);
            // Behaviour, not speed (the speed target lives in the benchmarks): a query of words that occur
            // in the index finds something.
            if (query != QStringLiteral("zzz"))
                QVERIFY2(!results.isEmpty(), qPrintable(query));
        }
        QCOMPARE(index.search(QStringLiteral("d-bulk-4711")).first().item.title,
                 QStringLiteral("d-bulk-4711"));
    }

    void ctrlKFindsAndOpens()
    {
        ConsoleApp::Options options;
        options.demo = true;
        options.refreshIntervalMs = 600000; // one load; the test feeds the models itself afterwards
        ConsoleApp console(options);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        cloudly::ui::MainWindow* window = console.window()->mainWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        window->activateWindow();
        cloudly::ui::TasksView* tasks = console.window()->pages()->tasksView();
        cloudly::ui::ClustersView* clusters = console.window()->pages()->clustersView();
        QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                                  20000);
        QTRY_COMPARE_WITH_TIMEOUT(tasks->model()->rowCount(), 29, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(clusters->model()->rowCount() >= 3, 20000);

        cloudly::ui::Shell* shell = console.window()->shell();
        QVERIFY(shell);
        cloudly::ui::CommandPalette* palette = shell->commandPalette();
        QVERIFY(!palette->isVisible());

        const auto open = [&](const QString& query) -> bool {
            QTest::keyClick(window, Qt::Key_K, Qt::ControlModifier);
            if (!QTest::qWaitFor([&] { return palette->isVisible() && palette->lineEdit()->hasFocus(); }))
                return false;
            QTest::keyClicks(palette->lineEdit(), query);
            return true;
        };

        // A view.
        QVERIFY(open(QStringLiteral("runtime")));
        QList<cloudly::ui::PaletteResult> results = palette->results();
        QVERIFY(!results.isEmpty());
        QCOMPARE(results.first().item.kind, PaletteItem::Kind::View);
        QCOMPARE(results.first().item.title, QStringLiteral("Runtime tasks"));
        QCOMPARE(results.first().item.shortcut,
                 QKeySequence(Qt::CTRL | Qt::Key_3).toString(QKeySequence::NativeText));
        QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(tasks));

        // A service: selected on the services page.
        QVERIFY(open(QStringLiteral("coremongo")));
        results = palette->results();
        QCOMPARE(results.first().item.kind, PaletteItem::Kind::Service);
        QCOMPARE(results.first().item.id, QStringLiteral("svc-coremongo"));
        QTest::keyClick(palette->lineEdit(), Qt::Key_Enter);
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(console.window()->pages()->servicesView()));
        QCOMPARE(console.window()->pages()->servicesView()->selectedServiceId(),
                 QStringLiteral("svc-coremongo"));

        // A task, even when the tasks filter hides it: the filter is cleared.
        tasks->setFilterText(QStringLiteral("service:svc-web"));
        QVERIFY(open(QStringLiteral("coreflow edge")));
        results = palette->results();
        QCOMPARE(results.first().item.kind, PaletteItem::Kind::Task);
        QCOMPARE(results.first().item.id, QStringLiteral("d-coreflow-edge-1"));
        QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(tasks));
        QCOMPARE(tasks->selectedTaskId(), QStringLiteral("d-coreflow-edge-1"));

        // A node: Down moves to the second match, Enter selects it in the cluster tree.
        QVERIFY(open(QStringLiteral("edge-")));
        results = palette->results();
        QStringList nodeIds;
        for (const auto& r : results) {
            if (r.item.kind == PaletteItem::Kind::Node)
                nodeIds << r.item.id;
        }
        QCOMPARE(nodeIds, (QStringList{QStringLiteral("n-edge-1"), QStringLiteral("n-edge-2")}));
        palette->lineEdit()->clear();
        QTest::keyClicks(palette->lineEdit(), QStringLiteral("node edge"));
        results = palette->results();
        QCOMPARE(results.at(0).item.kind, PaletteItem::Kind::Node);
        QCOMPARE(results.at(1).item.kind, PaletteItem::Kind::Node);
        QTest::keyClick(palette->lineEdit(), Qt::Key_Down);
        const QString second = results.at(1).item.id;
        QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(clusters));
        QCOMPARE(clusters->selectedId(), second);

        // A command: "Copy ID" copies the selected node's id.
        QVERIFY(open(QStringLiteral("copy id")));
        results = palette->results();
        QCOMPARE(results.first().item.kind, PaletteItem::Kind::Action);
        QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
        QTRY_COMPARE(QApplication::clipboard()->text(), second);

        // A button of the current view: "New ID" on the preflight page gives the request a new id.
        QWidget* preflight = console.window()->pages()->preflightPage();
        window->showPage(preflight);
        auto* requestId = preflight->findChild<QLineEdit*>(QStringLiteral("requestId"));
        QVERIFY(requestId);
        const QString before = requestId->text();
        QVERIFY(open(QStringLiteral("new id")));
        results = palette->results();
        QCOMPARE(results.first().item.title, QStringLiteral("New ID"));
        QVERIFY(results.first().item.id.startsWith(QStringLiteral("button:")));
        QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
        QVERIFY(requestId->text() != before);
        QVERIFY(requestId->text().startsWith(QStringLiteral("console-")));
        window->showPage(clusters);

        // Escape closes and gives nothing.
        QVERIFY(open(QStringLiteral("web")));
        QTest::keyClick(palette->lineEdit(), Qt::Key_Escape);
        QVERIFY(!palette->isVisible());
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(clusters));

        // A backup record (even when the page's filter hides it), a volume, a BaseOS node and an image build:
        // each opens its page with that row selected.
        cloudly::ui::FeaturePages* fleet = console.window()->pages();
        QTRY_VERIFY_WITH_TIMEOUT(fleet->backupsPage()->model()->rowCount() >= 8, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->fleetPage()->nodesModel()->rowCount() >= 4, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->fleetPage()->buildsModel()->rowCount() >= 4, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->volumesPage()->model()->rowCount() >= 7, 20000);
        const auto selected = [](QAbstractItemView* view) {
            return cloudly::ui::selectedRowData(view, cloudly::core::KeyedTableModel::IdRole);
        };
        const struct
        {
            QString query;
            PaletteItem::Kind kind;
            QString id;
            QWidget* page;
            QAbstractItemView* view;
        } rows[] = {
            {QStringLiteral("bk-api-0002"), PaletteItem::Kind::Backup, QStringLiteral("bk-api-0002"),
             fleet->backupsPage(), fleet->backupsPage()->table()},
            {QStringLiteral("coremongo-config"), PaletteItem::Kind::Volume,
             QStringLiteral("svc-coremongo\n/data/configdb"), fleet->volumesPage(),
             fleet->volumesPage()->table()},
            {QStringLiteral("bos-edge-02"), PaletteItem::Kind::BaseOsNode, QStringLiteral("bos-edge-02"),
             fleet->fleetPage(), fleet->fleetPage()->nodesTable()},
            {QStringLiteral("bld-0002"), PaletteItem::Kind::ImageBuild, QStringLiteral("bld-0002"),
             fleet->fleetPage(), fleet->fleetPage()->buildsTable()},
        };
        fleet->backupsPage()->setFilterText(QStringLiteral("status:ready"));
        for (const auto& row : rows) {
            QVERIFY(open(row.query));
            results = palette->results();
            QVERIFY2(!results.isEmpty(), qPrintable(row.query));
            QCOMPARE(results.first().item.kind, row.kind);
            QCOMPARE(results.first().item.id, row.id);
            QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
            QVERIFY(!palette->isVisible());
            QCOMPARE(window->currentPage(), row.page);
            QCOMPARE(selected(row.view), row.id);
        }
        QVERIFY(open(QStringLiteral("backup api")));
        results = palette->results();
        QCOMPARE(results.first().item.kind, PaletteItem::Kind::Backup); // found by its kind's name too
        QTest::keyClick(palette->lineEdit(), Qt::Key_Escape);
        window->showPage(clusters);

        // 100 000 tasks in the live model: the index is rebuilt once, each key stays fast.
        tasks->model()->setDeployments(syntheticDeployments(100000));
        QCOMPARE(tasks->model()->rowCount(), 100000);
        QElapsedTimer timer;
        timer.start();
        results = shell->paletteIndex()->search(QStringLiteral("bulk 99999"));
        const qint64 firstMs = timer.elapsed();
        QCOMPARE(results.first().item.id, QStringLiteral("d-bulk-99999"));
        QVERIFY(open(QString()));
        QStringList timings;
        for (const QChar c : QStringLiteral("fail 4711")) {
            QTest::keyClick(palette->lineEdit(), c.toLatin1());
            timings << QString::number(static_cast<double>(palette->lastSearchMicroseconds()) / 1000.0, 'f',
                                       1);
        }
        qInfo("palette over the live TasksModel, 100000 tasks: first search (index rebuild + query) %lld ms; "
              "per key while typing \"fail 4711\": %s ms",
              firstMs, qPrintable(timings.join(QStringLiteral(", "))));
        QVERIFY(palette->results().size() <= PaletteIndex::DefaultLimit);
        QVERIFY(!palette->results().isEmpty());
        QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(tasks));
        QVERIFY(tasks->selectedTaskId().startsWith(QStringLiteral("d-bulk-")));
    }
};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"
