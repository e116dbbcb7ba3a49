// "Export view…" and named saved filters on the InventoryPage skeleton: the export writes exactly the
// visible rows (filtered, in sort order) and visible columns (in header order) as RFC 4180 CSV or JSON,
// masked values stay masked; the action is on every page and in the table's context menu. Saved filters
// are kept per view and profile in the settings INI (never one that looks like a secret), offered in the
// filter line's completer, the "Saved filters" menu and the command palette of the real console.
#include "core/cache/offlinecache.h"
#include "core/filter/filterproxymodel.h"
#include "core/journal/journalentry.h"
#include "core/journal/journalmodel.h"
#include "core/model/tasksmodel.h"
#include "core/settings/appsettings.h"
#include "core/util/timefmt.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/savedfilters.h"
#include "ui/inventory/tasksview.h"
#include "ui/journal/journalpage.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/shell/shell.h"

#include <QAction>
#include <QApplication>
#include <QCompleter>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::ui::JournalPage;
using cloudly::ui::ViewExport;

namespace {
const qint64 kT1 = 1767225600000; // 2026-01-01 00:00:00 UTC
JournalEntry entry(qint64 at, const char* kind, const char* object, const char* field, const char* before,
                   const char* after, const char* node = "")
{
    JournalEntry e;
    e.at = at;
    e.kind = QString::fromUtf8(kind);
    e.objectId = QString::fromUtf8(object);
    e.field = QString::fromUtf8(field);
    e.before = QString::fromUtf8(before);
    e.after = QString::fromUtf8(after);
    e.nodeId = QString::fromUtf8(node);
    e.serviceId = QStringLiteral("svc-web");
    return e;
}
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestSavedViews : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
    }

    void exportWritesExactlyTheVisibleRowsAndColumns()
    {
        AppSettings settings(m_dir.filePath(QStringLiteral("export.ini")));
        JournalPage page(nullptr, &settings, QStringLiteral("prod"));
        page.resize(1200, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.model()->setProfile(QStringLiteral("prod"));
        page.model()->setEntries(
            {entry(kT1, "task.status", "t-1", "", "running", "failed", "n-1"),
             entry(kT1 + 1000, "task.health", "t-2", "", "", "healthy", "n-2"),
             entry(kT1 + 2000, "node.status", "n-1", "", "online", "offline", "n-1"),
             entry(kT1 + 3000, "service.changed", "svc-web", "data.environment.API_KEY", "(hidden)",
                   "(hidden)"),
             entry(kT1 + 4000, "service.changed", "svc-web", "data.command", "run \"a, b\"", "x")});
        // Filtered, sorted oldest first, three columns hidden, Object moved to the front.
        page.setFilterText(QStringLiteral("-kind:node.status"));
        QCOMPARE(page.proxy()->rowCount(), 4);
        page.table()->sortByColumn(JournalModel::Time, Qt::AscendingOrder);
        for (const char* id : {"node", "service", "profile"})
            QVERIFY(page.columnChooser()->setColumnHidden(QString::fromLatin1(id), true));
        QHeaderView* header = page.table()->horizontalHeader();
        header->moveSection(header->visualIndex(JournalModel::Object), 0);

        const QString csvPath = m_dir.filePath(QStringLiteral("view.csv"));
        QString error;
        QVERIFY2(page.exportView(csvPath, ViewExport::Format::Csv, &error), qPrintable(error));
        const auto t = [](qint64 offset) { return displayTime(kT1 + offset).toUtf8(); };
        const QByteArray expectedCsv = "Object,Seen at,Kind,Field,Before → after\r\n"
                                       "t-1," +
                                       t(0) +
                                       ",task status,,running → failed\r\n"
                                       "t-2," +
                                       t(1000) +
                                       ",task health,,— → healthy\r\n"
                                       "svc-web," +
                                       t(3000) +
                                       ",service changed,data.environment.API_KEY,(hidden) → (hidden)\r\n"
                                       "svc-web," +
                                       t(4000) + ",service changed,data.command,\"run \"\"a, b\"\" → x\"\r\n";
        QCOMPARE(readAll(csvPath), expectedCsv);

        const QString jsonPath = m_dir.filePath(QStringLiteral("view.json"));
        QVERIFY2(page.exportView(jsonPath, ViewExport::Format::Json, &error), qPrintable(error));
        const QByteArray json = readAll(jsonPath);
        QJsonParseError parseError;
        const QJsonArray rows = QJsonDocument::fromJson(json, &parseError).array();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).toObject(),
                 (QJsonObject{{QStringLiteral("object"), QStringLiteral("t-1")},
                              {QStringLiteral("age"), QString::fromUtf8(t(0))},
                              {QStringLiteral("kind"), QStringLiteral("task status")},
                              {QStringLiteral("field"), QString()},
                              {QStringLiteral("change"), QStringLiteral("running → failed")}}));
        QCOMPARE(rows.at(3).toObject().value(QStringLiteral("change")).toString(),
                 QStringLiteral("run \"a, b\" → x"));
        // Keys in view order (the stable column ids), not sorted.
        QVERIFY2(json.indexOf("\"object\"") < json.indexOf("\"age\"") &&
                     json.indexOf("\"age\"") < json.indexOf("\"kind\""),
                 json.constData());
        QVERIFY(!json.contains("\"node\"") && !json.contains("\"profile\""));

        // The action is on the page (its button) and in the table's context menu.
        QVERIFY(page.exportAction());
        QCOMPARE(page.exportAction()->text(), QStringLiteral("Export view…"));
        auto* button = page.findChild<QToolButton*>(QStringLiteral("journalExportButton"));
        QVERIFY(button && button->isVisible());
        QMenu* menu = page.copySupport()->createMenu(page.proxy()->index(0, 0), &page);
        QVERIFY(menu->actions().contains(page.exportAction()));
        delete menu;
    }

    void savedFiltersPerViewAndProfileNeverSecrets()
    {
        const QString ini = m_dir.filePath(QStringLiteral("saved.ini"));
        AppSettings settings(ini);
        JournalPage page(nullptr, &settings, QStringLiteral("prod"));
        page.model()->setEntries({entry(kT1, "task.status", "t-1", "", "running", "failed", "n-1"),
                                  entry(kT1 + 1000, "task.health", "t-2", "", "", "healthy", "n-2")});
        ui::SavedFilters* saved = page.savedFilters();
        QVERIFY(saved);
        QVERIFY(
            saved->save(QStringLiteral("Failed tasks"), QStringLiteral("kind:task.status change:failed")));
        QVERIFY(!saved->save(QStringLiteral("bad"), QStringLiteral("password:hunter2")));
        QVERIFY(
            !saved->save(QStringLiteral("jwt"),
                         QStringLiteral("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijkl")));
        QVERIFY(!saved->save(QString(), QStringLiteral("kind:gap")));
        QCOMPARE(saved->filters().size(), 1);
        QVERIFY(settings.sync());
        const QByteArray file = readAll(ini);
        QVERIFY2(file.contains("savedFilters") && file.contains("kind:task.status change:failed"),
                 file.constData());
        QVERIFY(!file.contains("hunter2") && !file.contains("eyJhbGci"));

        // The completer offers it; applying it filters.
        auto* texts = qobject_cast<QStringListModel*>(page.filterEdit()->completer()->model());
        QVERIFY(texts);
        QCOMPARE(texts->stringList(), QStringList{QStringLiteral("kind:task.status change:failed")});
        QVERIFY(saved->apply(QStringLiteral("Failed tasks")));
        QCOMPARE(page.proxy()->rowCount(), 1);
        // The "Saved filters" menu lists it.
        QToolButton* button = saved->button();
        Q_EMIT button->menu()->aboutToShow();
        QStringList entries;
        for (QAction* a : button->menu()->actions())
            entries << a->text();
        QVERIFY2(entries.contains(QStringLiteral("Failed tasks — kind:task.status change:failed")),
                 qPrintable(entries.join(u'|')));

        // Per profile: another profile has none; the first keeps its own.
        page.setProfile(QStringLiteral("staging"));
        QVERIFY(saved->filters().isEmpty());
        QVERIFY(texts->stringList().isEmpty());
        page.setProfile(QStringLiteral("prod"));
        QCOMPARE(saved->filters().size(), 1);
        // A second page of the same view and profile (a restart) reads it back.
        JournalPage again(nullptr, &settings, QStringLiteral("prod"));
        QCOMPARE(again.savedFilters()->textOf(QStringLiteral("Failed tasks")),
                 QStringLiteral("kind:task.status change:failed"));
        saved->remove(QStringLiteral("Failed tasks"));
        QVERIFY(saved->filters().isEmpty());
    }

    void paletteOffersSavedFiltersOfTheConsole()
    {
        ui::ConsoleApp::Options options;
        options.demo = true;
        options.refreshIntervalMs = 600000;
        ui::ConsoleApp console(options);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow* window = console.window()->mainWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        ui::TasksView* tasks = console.window()->pages()->tasksView();
        QTRY_COMPARE_WITH_TIMEOUT(tasks->model()->rowCount(), 29, 20000);
        // The Journal page is one of the console's pages.
        QVERIFY(console.window()->pages()->journalPage());
        QCOMPARE(window->pageTitle(console.window()->pages()->journalPage()), QStringLiteral("Journal"));

        QVERIFY(
            tasks->savedFilters()->save(QStringLiteral("Broken workers"), QStringLiteral("status:failed")));
        const QList<ui::PaletteResult> results =
            console.window()->shell()->paletteIndex()->search(QStringLiteral("Broken workers"));
        QVERIFY(!results.isEmpty());
        const ui::PaletteItem item = results.first().item;
        QCOMPARE(item.title, QStringLiteral("Filter: Broken workers"));
        QVERIFY2(item.detail.contains(QStringLiteral("status:failed")), qPrintable(item.detail));
        window->showPage(console.window()->pages()->journalPage());
        QVERIFY(console.window()->shell()->activate(item));
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(tasks));
        QCOMPARE(tasks->filterEdit()->text(), QStringLiteral("status:failed"));
        QCOMPARE(tasks->proxy()->rowCount(), 1);
        tasks->savedFilters()->remove(QStringLiteral("Broken workers"));
    }
};

QTEST_MAIN(TestSavedViews)
#include "tst_savedviews.moc"
