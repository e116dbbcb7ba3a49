// The navigation sidebar: the model (groups in the declared order, pages numbered in sidebar order, checked
// by QAbstractItemModelTester), and the console's real sidebar — every page reachable by click and by the
// keyboard, Ctrl+<n> shows the n-th, the current entry follows showPage(), every entry visible and unelided
// at the default 1280×800 in English and German, the compact (icons only) mode kept in the profile's
// layout, and the Alerts entry counting the alerts.
#include "core/alerts/alertengine.h"
#include "core/settings/appsettings.h"
#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/alerts/alertspage.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/backups/backupspage.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/fleet/fleetpage.h"
#include "ui/grants/granteditor.h"
#include "ui/grants/grantspage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/journal/journalpage.h"
#include "ui/mainwindow/layoutstore.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/navigationmodel.h"
#include "ui/mainwindow/navigationsidebar.h"
#include "ui/overview/overviewpage.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"
#include "ui/settings/settingspage.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/paletteindex.h"
#include "ui/shell/shell.h"
#include "ui/style/theme.h"
#include "ui/volumes/volumespage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using cloudly::ui::ConsoleApp;
using cloudly::ui::MainWindow;
using cloudly::ui::NavigationGroup;
using cloudly::ui::NavigationGroups;
using cloudly::ui::NavigationModel;
using cloudly::ui::NavigationSidebar;

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

QString rectText(const QRect& r)
{
    return QStringLiteral("(%1,%2 %3×%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

QStringList titlesInOrder(const NavigationModel& model)
{
    QStringList titles;
    for (int g = 0; g < model.rowCount(); ++g) {
        const QModelIndex group = model.index(g, 0);
        for (int p = 0; p < model.rowCount(group); ++p)
            titles << model.index(p, 0, group).data().toString();
    }
    return titles;
}

// Every entry lies inside the sidebar's viewport, below the previous one, and its label fits unelided.
void verifyAllEntriesVisible(MainWindow* window)
{
    NavigationSidebar* sidebar = window->navigationSidebar();
    const QRect viewport = sidebar->viewport()->rect();
    QVERIFY(!sidebar->verticalScrollBar()->isVisible());
    const int pages = static_cast<int>(window->pageWidgets().size());
    QRect previous;
    for (int i = 0; i < pages; ++i) {
        const QRect entry = sidebar->entryRect(i);
        const QString what = window->pageTitle(window->pageWidgets().at(i)) + QStringLiteral(" at ") +
                             rectText(entry) + QStringLiteral(" in ") + rectText(viewport);
        QVERIFY2(!entry.isEmpty() && viewport.contains(entry), qPrintable(what));
        QVERIFY2(previous.isNull() || entry.top() >= previous.bottom(), qPrintable(what));
        const QModelIndex index = window->navigationModel()->indexOfPage(i);
        QVERIFY2(sidebar->sizeHintForIndex(index).width() <= viewport.width(), qPrintable(what));
        previous = entry;
    }
}

} // namespace

class TestNavigation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void modelKeepsGroupsInDeclaredOrder()
    {
        NavigationModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Added out of order: each page goes to the end of its group, the groups keep the declared order.
        QCOMPARE(
            model.addPage(NavigationGroup::Workloads, QStringLiteral("Services"), QStringLiteral("services")),
            0);
        const QPersistentModelIndex services = model.indexOfPage(0);
        QCOMPARE(model.addPage(NavigationGroup::Server, QStringLiteral("Settings")), 1);
        QCOMPARE(model.addPage(NavigationGroup::Home, QStringLiteral("Overview")), 0);
        QCOMPARE(model.addPage(NavigationGroup::Workloads, QStringLiteral("Runtime tasks"),
                               QStringLiteral("tasks")),
                 2);
        QCOMPARE(model.addPage(NavigationGroup::Activity, QStringLiteral("Alerts"), QStringLiteral("alerts")),
                 3);
        QCOMPARE(model.addPage(NavigationGroup::Infrastructure, QStringLiteral("Clusters && nodes")), 3);
        QCOMPARE(model.pageCount(), 6);
        QCOMPARE(titlesInOrder(model),
                 (QStringList{QStringLiteral("Overview"), QStringLiteral("Services"),
                              QStringLiteral("Runtime tasks"), QStringLiteral("Clusters & nodes"),
                              QStringLiteral("Alerts"), QStringLiteral("Settings")}));
        QCOMPARE(model.groups(),
                 (QList<NavigationGroup>{NavigationGroup::Home, NavigationGroup::Workloads,
                                         NavigationGroup::Infrastructure, NavigationGroup::Activity,
                                         NavigationGroup::Server}));
        // A page index held across the insertions of groups before it still names that page.
        QVERIFY(services.isValid());
        QCOMPARE(services.data().toString(), QStringLiteral("Services"));
        QCOMPARE(model.pageAt(services), 1);

        for (int page = 0; page < model.pageCount(); ++page) {
            const QModelIndex index = model.indexOfPage(page);
            QCOMPARE(model.pageAt(index), page);
            QCOMPARE(index.data(NavigationModel::PageRole).toInt(), page);
            QCOMPARE(index.data(NavigationModel::GroupRole).toInt(), static_cast<int>(model.group(page)));
            QVERIFY(model.flags(index).testFlag(Qt::ItemIsSelectable));
        }
        QCOMPARE(model.title(3), QStringLiteral("Clusters && nodes")); // as given
        // Headings: named (Home has none), not enabled (the arrow keys skip them), no page.
        for (int g = 0; g < model.rowCount(); ++g) {
            const QModelIndex group = model.index(g, 0);
            QCOMPARE(model.flags(group), Qt::NoItemFlags);
            QCOMPARE(model.pageAt(group), -1);
            QCOMPARE(group.data().toString(), NavigationGroups::title(model.groups().at(g)));
        }
        QVERIFY(NavigationGroups::title(NavigationGroup::Home).isEmpty());
        QCOMPARE(model.pageAt({}), -1);
        QVERIFY(!model.indexOfPage(6).isValid());
        QVERIFY(!model.indexOfPage(-1).isValid());

        // Badges and tooltips change one entry.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const QModelIndex alerts = model.indexOfPage(4);
        model.setBadge(4, 3);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), alerts);
        QCOMPARE(alerts.data(NavigationModel::BadgeRole).toInt(), 3);
        QVERIFY2(alerts.data(Qt::AccessibleTextRole).toString().contains(QLatin1Char('3')),
                 qPrintable(alerts.data(Qt::AccessibleTextRole).toString()));
        model.setBadge(4, 3); // no change, no signal
        QCOMPARE(changed.count(), 1);
        model.setBadge(4, -2);
        QCOMPARE(model.badge(4), 0);
        QCOMPARE(alerts.data(Qt::AccessibleTextRole).toString(), QStringLiteral("Alerts"));
        model.setToolTip(4, QStringLiteral("Alerts (Ctrl+5)"));
        QCOMPARE(alerts.data(Qt::ToolTipRole).toString(), QStringLiteral("Alerts (Ctrl+5)"));

        // Icons: the variant of the palette; none for an unknown name.
        QVERIFY(!model.icon(1).isNull());
        QVERIFY(model.icon(0).isNull());
        model.setPalette(cloudly::ui::darkPalette());
        const qint64 dark = model.icon(1).cacheKey();
        model.setPalette(cloudly::ui::lightPalette());
        QVERIFY(model.icon(1).cacheKey() != dark);
        model.setIconName(0, QStringLiteral("no-such-icon"));
        QVERIFY(model.icon(0).isNull());
        QCOMPARE(model.iconName(0), QStringLiteral("no-such-icon"));
        model.setIconName(0, QStringLiteral("overview"));
        QVERIFY(!model.icon(0).isNull());
    }

    void consolePagesAreGroupedInOrder()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        cloudly::ui::FeaturePages* f = console.window()->pages();
        cloudly::ui::FeaturePages* fleet = f;
        using G = NavigationGroup;
        const QList<std::tuple<QWidget*, QString, NavigationGroup>> expected = {
            {f->overviewPage(), QStringLiteral("Overview"), G::Home},
            {f->servicesView(), QStringLiteral("Services"), G::Workloads},
            {f->tasksView(), QStringLiteral("Runtime tasks"), G::Workloads},
            {f->imagesView(), QStringLiteral("Images & platforms"), G::Workloads},
            {fleet->volumesPage(), QStringLiteral("Volumes"), G::Workloads},
            {f->clustersView(), QStringLiteral("Clusters & nodes"), G::Infrastructure},
            {fleet->fleetPage(), QStringLiteral("BaseOS fleet"), G::Infrastructure},
            {f->alertsPage(), QStringLiteral("Alerts"), G::Activity},
            {f->journalPage(), QStringLiteral("Journal"), G::Activity},
            {f->preflightPage(), QStringLiteral("Deployment preflight"), G::Delivery},
            {f->grantsPage(), QStringLiteral("Grants"), G::Delivery},
            {fleet->backupsPage(), QStringLiteral("Backups"), G::Delivery},
            {fleet->serverSettingsPage(), QStringLiteral("Server settings"), G::Server},
        };
        const QList<QWidget*> pages = window->pageWidgets();
        QCOMPARE(pages.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            const auto& [page, title, group] = expected.at(i);
            QCOMPARE(pages.at(i), page);
            QCOMPARE(window->pageIndex(page), i);
            QCOMPARE(window->pageTitle(page), title);
            QCOMPARE(window->pageGroup(page), group);
            QVERIFY2(!window->pageIcon(page).isNull(), qPrintable(title));
            // The Go menu's action for the page: its title, icon and Ctrl+<n>.
            QAction* go = window->actions()->action(cloudly::ui::actionid::page(i + 1));
            QVERIFY(go);
            QCOMPARE(cloudly::ui::ActionRegistry::plainText(go), title);
            QVERIFY(!go->icon().isNull());
            if (i < 9)
                QCOMPARE(go->shortcut(), QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
            // The entry's tooltip names its shortcut (the compact sidebar shows only icons).
            QCOMPARE(window->navigationModel()->indexOfPage(i).data(Qt::ToolTipRole).toString(),
                     go->toolTip());
        }
        // Every declared group is used, in the declared order.
        QCOMPARE(window->navigationModel()->groups(), NavigationGroups::all());
        QVERIFY(window->pageIndex(nullptr) < 0);
        QVERIFY(window->pageIndex(window) < 0);
    }

    void everyPageIsReachableByClickAndKeyboard()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        NavigationSidebar* sidebar = window->navigationSidebar();
        const QList<QWidget*> pages = window->pageWidgets();
        QCOMPARE(window->currentPage(), window->ensurePage(pages.first()));
        QCOMPARE(sidebar->currentPage(), 0);

        // Click: from the last entry up to the first.
        for (int i = static_cast<int>(pages.size()) - 1; i >= 0; --i) {
            QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, sidebar->entryRect(i).center());
            QCOMPARE(window->currentPage(), window->ensurePage(pages.at(i)));
            QCOMPARE(sidebar->currentPage(), i);
        }
        // A click on a heading changes nothing.
        const QModelIndex heading = window->navigationModel()->index(1, 0);
        QVERIFY(!heading.data().toString().isEmpty());
        QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, sidebar->visualRect(heading).center());
        QCOMPARE(window->currentPage(), window->ensurePage(pages.first()));

        // Keyboard: Tab-less, from the sidebar; Down walks every page (skipping the headings), Up back.
        sidebar->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(sidebar->hasFocus());
        for (int i = 1; i < pages.size(); ++i) {
            QTest::keyClick(sidebar, Qt::Key_Down);
            QCOMPARE(window->currentPage(), window->ensurePage(pages.at(i)));
        }
        QTest::keyClick(sidebar, Qt::Key_Down); // the last stays
        QCOMPARE(window->currentPage(), window->ensurePage(pages.last()));
        for (int i = static_cast<int>(pages.size()) - 2; i >= 0; --i) {
            QTest::keyClick(sidebar, Qt::Key_Up);
            QCOMPARE(window->currentPage(), window->ensurePage(pages.at(i)));
        }
        QTest::keyClick(sidebar, Qt::Key_End);
        QCOMPARE(window->currentPage(), window->ensurePage(pages.last()));
        QTest::keyClick(sidebar, Qt::Key_Home);
        QCOMPARE(window->currentPage(), window->ensurePage(pages.first()));

        // Enter moves the focus into the page (services: its first focusable widget).
        QTest::keyClick(sidebar, Qt::Key_Down);
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(console.window()->pages()->servicesView()));
        QTest::keyClick(sidebar, Qt::Key_Return);
        QTRY_VERIFY(!sidebar->hasFocus());
        QVERIFY(QApplication::focusWidget());
        QVERIFY2(console.window()->pages()->servicesView()->isAncestorOf(QApplication::focusWidget()),
                 QApplication::focusWidget()->metaObject()->className());
    }

    void ctrlNumberAndNextPreviousShowTheirPage()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        const QList<QWidget*> pages = window->pageWidgets();
        QVERIFY(pages.size() >= 9);
        window->navigationSidebar()->setFocus();
        for (int n = 9; n >= 1; --n) {
            QTest::keyClick(window, static_cast<Qt::Key>(Qt::Key_0 + n), Qt::ControlModifier);
            QCOMPARE(window->currentPage(), window->ensurePage(pages.at(n - 1)));
            QCOMPARE(window->navigationSidebar()->currentPage(), n - 1);
        }
        // The Alerts page is within Ctrl+1…9 (the tab strip hid it behind a scroll arrow).
        QVERIFY(window->pageIndex(console.window()->pages()->alertsPage()) < 9);
        // Next/previous follow the sidebar order and wrap.
        QTest::keyClick(window, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(window->currentPage(), window->ensurePage(pages.last()));
        QTest::keyClick(window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(window->currentPage(), window->ensurePage(pages.first()));
        QTest::keyClick(window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(window->currentPage(), window->ensurePage(pages.at(1)));
    }

    void currentEntryFollowsShowPage()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        NavigationSidebar* sidebar = window->navigationSidebar();
        const QList<QWidget*> pages = window->pageWidgets();
        for (int i = static_cast<int>(pages.size()) - 1; i >= 0; --i) {
            window->showPage(pages.at(i));
            QCOMPARE(window->currentPage(), window->ensurePage(pages.at(i)));
            QCOMPARE(sidebar->currentPage(), i);
            const QModelIndexList selected = sidebar->selectionModel()->selectedIndexes();
            QCOMPARE(selected.size(), 1);
            QCOMPARE(window->navigationModel()->pageAt(selected.first()), i);
        }
        // A widget that is no page changes nothing.
        QWidget stranger;
        window->showPage(&stranger);
        QCOMPARE(window->currentPage(), window->ensurePage(pages.first()));
        QCOMPARE(sidebar->currentPage(), 0);
    }

    void everyEntryIsVisibleAt1280x800()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        window->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTRY_COMPARE(window->size(), QSize(1280, 800));
        verifyAllEntriesVisible(window);
        // The pages keep most of the width.
        QVERIFY2(window->navigationSidebar()->width() < 1280 / 4,
                 qPrintable(QString::number(window->navigationSidebar()->width())));
    }

    void everyEntryIsVisibleInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/cloudly_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        window->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        // The positive control: the titles are the German ones.
        QCOMPARE(window->pageTitle(console.window()->pages()->clustersView()),
                 QStringLiteral("Cluster & Knoten"));
        verifyAllEntriesVisible(window);
        QCoreApplication::removeTranslator(&german);
    }

    void compactSidebarIsKeptInTheLayout()
    {
        QTemporaryDir dir;
        cloudly::core::AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window;
        for (const QString& title : {QStringLiteral("One"), QStringLiteral("Two"), QStringLiteral("Three")})
            window.addPage(new QWidget, title, NavigationGroup::Workloads, QStringLiteral("services"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        NavigationSidebar* sidebar = window.navigationSidebar();
        const int wide = sidebar->width();
        QAction* compact =
            window.actions()->action(QString::fromLatin1(cloudly::ui::actionid::compactNavigation));
        QVERIFY(compact && compact->isCheckable() && !compact->isChecked());
        compact->trigger();
        QVERIFY(window.isNavigationCompact());
        QTRY_VERIFY2(sidebar->width() < wide / 2,
                     qPrintable(QStringLiteral("%1 → %2").arg(wide).arg(sidebar->width())));
        for (int i = 0; i < 3; ++i)
            QTRY_VERIFY2(sidebar->viewport()->rect().contains(sidebar->entryRect(i)),
                         qPrintable(rectText(sidebar->entryRect(i)) + QStringLiteral(" in ") +
                                    rectText(sidebar->viewport()->rect())));

        // Saved per profile, restored into another window.
        cloudly::ui::LayoutStore(&settings, &window, {}).save(QStringLiteral("prod"));
        MainWindow other;
        other.addPage(new QWidget, QStringLiteral("One"), NavigationGroup::Workloads);
        QVERIFY(!other.isNavigationCompact());
        cloudly::ui::LayoutStore(&settings, &other, {}).apply(QStringLiteral("prod"));
        QVERIFY(other.isNavigationCompact());
        QVERIFY(other.actions()
                    ->action(QString::fromLatin1(cloudly::ui::actionid::compactNavigation))
                    ->isChecked());

        // Off again; a bare saveState() (a layout saved before the sidebar) still restores; junk does not.
        compact->trigger();
        QVERIFY(!window.isNavigationCompact());
        QTRY_COMPARE(sidebar->width(), wide);
        QVERIFY(other.restoreLayout(window.saveLayout()));
        QVERIFY(!other.isNavigationCompact());
        QVERIFY(other.restoreLayout(window.saveState()));
        QVERIFY(!other.restoreLayout(QByteArray("not a layout")));
    }

    void alertsEntryCountsTheAlerts()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        QWidget* alertsPage = console.window()->pages()->alertsPage();
        cloudly::core::AlertEngine* alerts = console.window()->services().alerts.get();
        alerts->clearAlerts();
        QCOMPARE(window->pageBadge(alertsPage), 0);
        alerts->setWatched(QStringLiteral("svc-a"), true);
        alerts->setWatched(QStringLiteral("svc-b"), true);
        alerts->addPreflightResult(QStringLiteral("svc-a"), QStringLiteral("a"), false, QStringLiteral("r1"));
        QCOMPARE(alerts->alerts().size(), 1);
        QCOMPARE(window->pageBadge(alertsPage), 1);
        alerts->addPreflightResult(QStringLiteral("svc-b"), QStringLiteral("b"), false, QStringLiteral("r2"));
        QCOMPARE(window->pageBadge(alertsPage), 2);
        const QModelIndex entry = window->navigationModel()->indexOfPage(window->pageIndex(alertsPage));
        QVERIFY2(entry.data(Qt::AccessibleTextRole).toString().contains(QLatin1Char('2')),
                 qPrintable(entry.data(Qt::AccessibleTextRole).toString()));
        // Only the Alerts entry has a badge.
        for (QWidget* page : window->pageWidgets()) {
            if (page != alertsPage)
                QCOMPARE(window->pageBadge(page), 0);
        }
        alerts->clearAlerts();
        QCOMPARE(window->pageBadge(alertsPage), 0);
    }

    // The grants page is built the first time it is shown, not with the window; each way there builds it,
    // in its sidebar place, with the inventory it would have had.
    void lazyPageIsBuiltWhenFirstShown_data()
    {
        QTest::addColumn<QString>("way");
        QTest::newRow("sidebar click") << QStringLiteral("sidebar");
        QTest::newRow("keyboard (Go menu action, Ctrl+PageDown)") << QStringLiteral("keyboard");
        QTest::newRow("command palette") << QStringLiteral("palette");
    }

    void lazyPageIsBuiltWhenFirstShown()
    {
        QFETCH(QString, way);
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        MainWindow* window = console.window()->mainWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        cloudly::ui::FeaturePages* features = console.window()->pages();
        QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                                  20000);

        // Not built: a placeholder holds its entry, with its title, number, icon and no badge.
        QVERIFY(!features->isGrantsPageBuilt());
        QVERIFY(window->findChildren<cloudly::ui::GrantsPage*>().isEmpty());
        const QList<QWidget*> pages = window->pageWidgets();
        int index = -1;
        for (int i = 0; i < pages.size(); ++i) {
            if (window->pageTitle(pages.at(i)) == QLatin1String("Grants"))
                index = i;
        }
        QVERIFY(index > 0);
        QWidget* placeholder = pages.at(index);
        QVERIFY(!window->isPageBuilt(placeholder));
        QCOMPARE(window->pageIndex(placeholder), index);
        QVERIFY(!window->pageIcon(placeholder).isNull());
        QCOMPARE(window->pageBadge(placeholder), 0);
        QSignalSpy built(window, &MainWindow::pageBuilt);

        if (way == QLatin1String("sidebar")) {
            NavigationSidebar* sidebar = window->navigationSidebar();
            QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, sidebar->entryRect(index).center());
        } else if (way == QLatin1String("keyboard")) {
            // Ctrl+<n> reaches the first nine pages; the grants page is past them: its Go menu action, and
            // Ctrl+PageDown from the page before it.
            window->showPage(pages.at(index - 1));
            QTest::keyClick(window, Qt::Key_PageDown, Qt::ControlModifier);
            QCOMPARE(built.size(), 1);
            window->showPage(pages.first());
            window->actions()->action(cloudly::ui::actionid::page(index + 1))->trigger();
        } else {
            cloudly::ui::CommandPalette* palette = console.window()->shell()->commandPalette();
            QTest::keyClick(window, Qt::Key_K, Qt::ControlModifier);
            QVERIFY(QTest::qWaitFor([&] { return palette->isVisible() && palette->lineEdit()->hasFocus(); }));
            QTest::keyClicks(palette->lineEdit(), QStringLiteral("grants"));
            QVERIFY(!palette->results().isEmpty());
            QCOMPARE(palette->results().first().item.title, QStringLiteral("Grants"));
            QTest::keyClick(palette->lineEdit(), Qt::Key_Return);
            QVERIFY(!palette->isVisible());
        }

        // Built once, shown, in the placeholder's place, and the same page from then on.
        QCOMPARE(built.size(), 1);
        QVERIFY(features->isGrantsPageBuilt());
        auto* grants = qobject_cast<cloudly::ui::GrantsPage*>(window->currentPage());
        QVERIFY(grants);
        QCOMPARE(static_cast<QWidget*>(features->grantsPage()), static_cast<QWidget*>(grants));
        QCOMPARE(window->pageWidgets().at(index), static_cast<QWidget*>(grants));
        QCOMPARE(window->pageIndex(grants), index);
        QCOMPARE(window->pageIndex(placeholder), index); // the old handle still names the entry
        QCOMPARE(window->navigationSidebar()->currentPage(), index);
        QCOMPARE(window->pageTitle(grants), QStringLiteral("Grants"));
        QCOMPARE(grants->accessibleName(), QStringLiteral("Grants"));
        QVERIFY(grants->isVisible());
        QCOMPARE(window->findChildren<cloudly::ui::GrantsPage*>().size(), 1);
        // With the inventory loaded before it existed: the services to grant on, and later ones too.
        QTRY_VERIFY(grants->editor()->serviceCombo()->count() >= 12);
        window->showPage(pages.first());
        window->showPage(placeholder);
        QCOMPARE(window->currentPage(), static_cast<QWidget*>(grants));
        QCOMPARE(built.size(), 1);
    }

    // Asking for a lazy page builds it without showing it.
    void lazyPageIsBuiltWhenAskedFor()
    {
        QTemporaryDir dir;
        ConsoleApp console(demoOptions(dir));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(!console.window()->pages()->isGrantsPageBuilt());
        QWidget* overview = console.window()->mainWindow()->currentPage();
        cloudly::ui::GrantsPage* grants = console.window()->pages()->grantsPage();
        QVERIFY(grants);
        QVERIFY(console.window()->pages()->isGrantsPageBuilt());
        QCOMPARE(console.window()->mainWindow()->currentPage(), overview);
        QCOMPARE(console.window()->pages()->grantsPage(), grants);
    }
};

QTEST_MAIN(TestNavigation)
#include "tst_navigation.moc"
