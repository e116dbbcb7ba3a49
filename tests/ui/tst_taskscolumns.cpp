// The Runtime tasks page at the default 1280×800 with the sidebar (issue 15 polish): the demo's service and
// node labels ("api (svc-api)", "prod-1 (node-prod-1)") are shown unelided — the columns are as wide as the
// longest label shown by the font's metrics, also when the labels arrive after the first rows (they used to
// be fitted to the bare ids) — and lie inside the table's viewport, in English and German; the detail pane
// leaves the table most of the width and shows its hint wrapped; a saved column layout still wins.
#include "core/model/tasksmodel.h"
#include "core/settings/appsettings.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/detail/detailpane.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using cloudly::core::TasksModel;
using cloudly::ui::ConsoleApp;
using cloudly::ui::TasksView;

namespace {
ConsoleApp::Options demoOptions(const QTemporaryDir& dir)
{
    ConsoleApp::Options options;
    options.demo = true;
    options.refreshIntervalMs = 600000;
    options.dataDirectory = dir.filePath(QStringLiteral("data"));
    options.settingsPath = dir.filePath(QStringLiteral("settings.ini"));
    return options;
}

// The demo's tasks page at 1280×800, its 29 rows loaded with their service and node labels.
TasksView* showTasks(ConsoleApp& console)
{
    cloudly::ui::MainWindow* window = console.window()->mainWindow();
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return nullptr;
    TasksView* tasks = console.window()->pages()->tasksView();
    window->showPage(tasks);
    QAbstractItemModel* model = tasks->table()->model();
    const bool loaded = QTest::qWaitFor(
        [&] {
            if (model->rowCount() != 29)
                return false;
            for (int r = 0; r < model->rowCount(); ++r)
                if (!model->index(r, TasksModel::Service).data().toString().contains(QLatin1String(" (")) ||
                    !model->index(r, TasksModel::Node).data().toString().contains(QLatin1String(" (")))
                    return false;
            return true;
        },
        20000);
    QTest::qWait(50); // a label update lands in the same turn of the event loop as the columns' refit
    return loaded ? tasks : nullptr;
}

// Every service and node label of the rows shown fits its column (the style's text margins included) and
// both columns lie inside the viewport.
void verifyLabelsUnelided(TasksView* tasks)
{
    QTableView* table = tasks->table();
    const QFontMetrics metrics(table->font());
    const int margins = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    for (const int column : {int(TasksModel::Service), int(TasksModel::Node)}) {
        QString longest;
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QString text = table->model()->index(r, column).data().toString();
            if (metrics.horizontalAdvance(text) > metrics.horizontalAdvance(longest))
                longest = text;
        }
        const int needed = metrics.horizontalAdvance(longest) + margins;
        const int width = table->columnWidth(column);
        QVERIFY2(width >= needed, qPrintable(QStringLiteral("column %1 is %2 px, \"%3\" needs %4 px")
                                                 .arg(column)
                                                 .arg(width)
                                                 .arg(longest)
                                                 .arg(needed)));
        const int right = table->horizontalHeader()->sectionViewportPosition(column) + width;
        QVERIFY2(right <= table->viewport()->width(),
                 qPrintable(QStringLiteral("column %1 ends at %2 of %3 px")
                                .arg(column)
                                .arg(right)
                                .arg(table->viewport()->width())));
    }
    // The table has most of the page; the detail pane's hint wraps instead of being elided.
    QVERIFY2(
        table->width() > 2 * tasks->detail()->width(),
        qPrintable(
            QStringLiteral("table %1 px, detail %2 px").arg(table->width()).arg(tasks->detail()->width())));
    QLabel* hint = tasks->detail()->hintLabel();
    QVERIFY(hint->isVisible() && hint->wordWrap() && !hint->text().isEmpty());
    QVERIFY(!tasks->detail()->tree()->isVisible());
}
} // namespace

class TestTasksColumns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void serviceAndNodeLabelsAreUnelidedAt1280()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        TasksView* tasks = showTasks(console);
        QVERIFY(tasks);
        QVERIFY(tasks->table()->model()->index(0, TasksModel::Service).data().toString().contains(u'('));
        verifyLabelsUnelided(tasks);
        // Selecting a task replaces the hint by the task's fields.
        QVERIFY(tasks->selectTask(QStringLiteral("d-api-prod-1")));
        QTRY_VERIFY(tasks->detail()->tree()->isVisible());
        QVERIFY(!tasks->detail()->hintLabel()->isVisible());
    }

    void serviceAndNodeLabelsAreUnelidedInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/cloudly_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        QTemporaryDir dir;
        {
            ConsoleApp console(demoOptions(dir));
            QVERIFY2(console.start(), qPrintable(console.errorString()));
            TasksView* tasks = showTasks(console);
            QVERIFY(tasks);
            // The positive control: the page is the German one.
            QCOMPARE(tasks->table()->model()->headerData(TasksModel::Node, Qt::Horizontal).toString(),
                     QStringLiteral("Knoten"));
            verifyLabelsUnelided(tasks);
        }
        QCoreApplication::removeTranslator(&german);
    }

    void savedColumnWidthsStillRestore()
    {
        QTemporaryDir dir;
        int fitted = 0;
        {
            ConsoleApp console(demoOptions(dir));
            QVERIFY2(console.start(), qPrintable(console.errorString()));
            TasksView* tasks = showTasks(console);
            QVERIFY(tasks);
            QVERIFY(!tasks->columnChooser()->hasSavedLayout());
            fitted = tasks->table()->columnWidth(TasksModel::Service);
            // The user makes the service column narrow: kept, also when the labels change again.
            tasks->table()->horizontalHeader()->resizeSection(TasksModel::Service, 60);
            tasks->columnChooser()->saveLayout();
        }
        QVERIFY(fitted > 60);
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        TasksView* tasks = showTasks(console);
        QVERIFY(tasks);
        QVERIFY(tasks->columnChooser()->hasSavedLayout());
        QCOMPARE(tasks->table()->columnWidth(TasksModel::Service), 60);
    }
};

QTEST_MAIN(TestTasksColumns)
#include "tst_taskscolumns.moc"
