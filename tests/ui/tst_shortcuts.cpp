// Shortcuts: every command's shortcut is unique (also against the lists' own Ctrl+C and Alt+Left), shown
// in its menu and tooltip, and actually triggers it; Ctrl+<n> shows page n, Ctrl+F focuses the current
// view's filter, Ctrl+Shift+C copies the selected id; F1 — or ? outside a text field — shows the cheat
// sheet, which lists every registered shortcut.
#include "core/model/tasksmodel.h"
#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/navigationsidebar.h"
#include "ui/pages/featurepages.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shell.h"
#include "ui/shell/shortcutsheet.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using cloudly::ui::ActionRegistry;
using cloudly::ui::ConsoleApp;
using cloudly::ui::MainWindow;

namespace {

QList<QAction*> menuActions(QMenuBar* bar)
{
    QList<QAction*> result;
    for (QAction* top : bar->actions()) {
        if (QMenu* menu = top->menu())
            result << menu->actions();
    }
    return result;
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void everyShortcutIsUniqueAndShown()
    {
        MainWindow window;
        for (const QString& title : {QStringLiteral("One"), QStringLiteral("Two"), QStringLiteral("Three")})
            window.addPage(new QWidget, title, cloudly::ui::NavigationGroup::Workloads);
        ActionRegistry* registry = window.actions();
        QVERIFY2(registry->conflicts().isEmpty(), qPrintable(registry->conflicts().join(QLatin1Char('\n'))));
        // Nor do they take the keys the lists and tables handle themselves.
        const QList<QKeySequence> local = {QKeySequence(QKeySequence::Copy), QKeySequence(QKeySequence::Back),
                                           QKeySequence(QKeySequence::SelectAll)};
        const QList<QAction*> inMenus = menuActions(window.menuBar());
        int withShortcut = 0;
        for (const ActionRegistry::Entry& entry : registry->entries()) {
            QVERIFY2(inMenus.contains(entry.action), qPrintable(entry.id + QStringLiteral(" is in no menu")));
            QVERIFY2(!ActionRegistry::plainText(entry.action).isEmpty(), qPrintable(entry.id));
            for (const QKeySequence& key : entry.action->shortcuts()) {
                QVERIFY2(!local.contains(key), qPrintable(entry.id));
                // The tooltip names the shortcut.
                QVERIFY2(entry.action->toolTip().contains(key.toString(QKeySequence::NativeText)),
                         qPrintable(entry.action->toolTip()));
                ++withShortcut;
            }
        }
        QVERIFY(withShortcut >= 15);
        QCOMPARE(registry->action(cloudly::ui::actionid::page(2))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_2));
        // Not connected yet: the tooltip also says why Refresh is not available.
        QVERIFY(registry->action(QString::fromLatin1(cloudly::ui::actionid::refresh))
                    ->toolTip()
                    .startsWith(QStringLiteral("Refresh (F5, Ctrl+R) — not available: ")));

        // A duplicate is reported.
        registry->add(QStringLiteral("test.duplicate"), QStringLiteral("Test"), QStringLiteral("Dup"),
                      {QKeySequence(Qt::Key_F5)});
        QCOMPARE(registry->conflicts(), QStringList{QStringLiteral("F5 (view.refresh, test.duplicate)")});
    }

    void everyShortcutTriggersItsAction()
    {
        MainWindow window;
        QList<QWidget*> pages;
        for (int i = 0; i < 6; ++i) {
            pages << new QWidget;
            window.addPage(pages.last(), QStringLiteral("Page %1").arg(i + 1),
                           cloudly::ui::NavigationGroup::Workloads);
        }
        window.setActionsEnabled(true, true);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.navigationSidebar()->setFocus(); // not a text field: "?" is a shortcut here
        int checked = 0;
        for (const ActionRegistry::Entry& entry : window.actions()->entries()) {
            for (const QKeySequence& key : entry.action->shortcuts()) {
                if (!window.isVisible()) {
                    window.show();
                    QVERIFY(QTest::qWaitForWindowActive(&window));
                }
                QSignalSpy triggered(entry.action, &QAction::triggered);
                QTest::keySequence(&window, key);
                QVERIFY2(triggered.count() == 1,
                         qPrintable(QStringLiteral("%1 did not trigger %2").arg(key.toString(), entry.id)));
                ++checked;
            }
        }
        QVERIFY(checked >= 15);
        // The page shortcuts show their page.
        QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), pages.at(3));
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), pages.at(4));
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), pages.at(0));
        QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), pages.at(5));
    }

    void consoleShortcutsActOnTheCurrentView()
    {
        ConsoleApp::Options options;
        options.demo = true;
        options.refreshIntervalMs = 600000;
        ConsoleApp console(options);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        cloudly::ui::TasksView* tasks = console.window()->pages()->tasksView();
        QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                                  20000);
        QTRY_COMPARE_WITH_TIMEOUT(tasks->model()->rowCount(), 29, 20000);
        QVERIFY(window->actions()->conflicts().isEmpty());
        // Nor with what other parts of the window put in the menus (e.g. the profiles menu).
        QHash<QKeySequence, QString> seen;
        for (QAction* action : menuActions(window->menuBar())) {
            for (const QKeySequence& key : action->shortcuts()) {
                QVERIFY2(!seen.contains(key),
                         qPrintable(key.toString() + QStringLiteral(": ") + seen.value(key) +
                                    QStringLiteral(" and ") + action->text()));
                seen.insert(key, action->text());
            }
        }

        // Ctrl+<n> and Ctrl+F on every page that has a filter.
        const QList<std::pair<QWidget*, QLineEdit*>> filters = {
            {console.window()->pages()->servicesView(),
             console.window()->pages()->servicesView()->filterEdit()},
            {tasks, tasks->filterEdit()},
            {console.window()->pages()->clustersView(),
             console.window()->pages()->clustersView()->filterEdit()},
            {console.window()->pages()->imagesView(), console.window()->pages()->imagesView()->filterEdit()},
        };
        for (const auto& [page, edit] : filters) {
            const int number = window->pageIndex(page) + 1;
            QTest::keyClick(window, static_cast<Qt::Key>(Qt::Key_0 + number), Qt::ControlModifier);
            QCOMPARE(window->currentPage(), page);
            QVERIFY(!edit->hasFocus());
            QTest::keyClick(window, Qt::Key_F, Qt::ControlModifier);
            QTRY_VERIFY2(edit->hasFocus(), qPrintable(window->pageTitle(page)));
        }

        // Ctrl+K opens the palette even from a line edit (where it would delete to the end of the line).
        tasks->filterEdit()->setText(QStringLiteral("web"));
        tasks->filterEdit()->setFocus();
        tasks->filterEdit()->setCursorPosition(0);
        QTest::keyClick(tasks->filterEdit(), Qt::Key_K, Qt::ControlModifier);
        QTRY_VERIFY(console.window()->shell()->commandPalette()->isVisible());
        QCOMPARE(tasks->filterEdit()->text(), QStringLiteral("web"));
        QTest::keyClick(console.window()->shell()->commandPalette()->lineEdit(), Qt::Key_Escape);
        QVERIFY(!console.window()->shell()->commandPalette()->isVisible());
        tasks->filterEdit()->clear();

        // Ctrl+Shift+C copies the id of the selected task (Ctrl+3: runtime tasks, after the overview and
        // services).
        QTest::keyClick(window, Qt::Key_3, Qt::ControlModifier);
        QVERIFY(tasks->selectTask(QStringLiteral("d-web-prod-2")));
        tasks->table()->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::clipboard()->text(), QStringLiteral("d-web-prod-2"));

        // F1 shows the cheat sheet; it lists every registered shortcut.
        cloudly::ui::Shell* shell = console.window()->shell();
        QVERIFY(!shell->shortcutSheet());
        QTest::keyClick(window, Qt::Key_F1);
        QTRY_VERIFY(shell->shortcutSheet() && shell->shortcutSheet()->isVisible());
        const QStringList rows = shell->shortcutSheet()->rows();
        for (const ActionRegistry::Entry& entry : window->actions()->entries()) {
            const QString keys = ActionRegistry::shortcutText(entry.action);
            if (keys.isEmpty())
                continue;
            const QString row = ActionRegistry::plainText(entry.action) + QLatin1Char('\t') + keys;
            QVERIFY2(rows.contains(row), qPrintable(row));
        }
        QVERIFY(rows.contains(QStringLiteral("Keyboard shortcuts\tF1, ?")));
        QVERIFY(rows.contains(QStringLiteral("Command palette\tCtrl+K, Ctrl+Shift+P")));
        QVERIFY(rows.contains(QStringLiteral("Runtime tasks\tCtrl+3")));
        shell->shortcutSheet()->close();
        QTRY_VERIFY(!shell->shortcutSheet()->isVisible());
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));

        // "?" in a text field is just a character ...
        tasks->filterEdit()->setFocus();
        tasks->filterEdit()->clear();
        QTest::keyClick(tasks->filterEdit(), '?');
        QCOMPARE(tasks->filterEdit()->text(), QStringLiteral("?"));
        QVERIFY(!shell->shortcutSheet()->isVisible());
        tasks->filterEdit()->clear();
        // ... and the cheat sheet anywhere else.
        tasks->table()->setFocus();
        QTest::keyClick(tasks->table(), '?');
        QTRY_VERIFY(shell->shortcutSheet()->isVisible());
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
