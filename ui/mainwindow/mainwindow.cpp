#include "ui/mainwindow/mainwindow.h"

#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/mainwindow/navigationmodel.h"
#include "ui/mainwindow/navigationsidebar.h"
#include "ui/safety/stageband.h"
#include "ui/style/theme.h"

#include <QAction>
#include <QApplication>
#include <QDataStream>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QIODevice>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {
QString id(const char* name)
{
    return QString::fromLatin1(name);
}

// saveLayout(): this magic, a version, the compact flag, then QMainWindow::saveState(). A bare saveState()
// (before the sidebar) starts with Qt's own marker, never with this.
constexpr quint32 kLayoutMagic = 0x434c4e56; // "CLNV"
constexpr quint32 kLayoutVersion = 1;
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_actions(new ActionRegistry(this)), m_navigation(new NavigationModel(this)),
      m_sidebar(new NavigationSidebar(m_navigation)), m_stack(new QStackedWidget)
{
    setWindowTitle(tr("Cloudly Console"));
    setObjectName(QStringLiteral("mainWindow"));
    m_stack->setObjectName(QStringLiteral("pages"));
    m_stack->setAccessibleName(tr("Current view"));
    m_sidebar->setAccessibleName(tr("Views"));
    m_sidebar->setAccessibleDescription(
        tr("Arrow keys move between the views, Enter moves into the view; Ctrl+1 to Ctrl+9 show a view "
           "directly"));
    auto* rule = new QFrame;
    rule->setFrameShape(QFrame::VLine);
    rule->setFrameShadow(QFrame::Plain);
    rule->setForegroundRole(QPalette::Mid);
    auto* central = new QWidget;
    auto* outer = new QVBoxLayout(central);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_band = new StageBand(central);
    outer->addWidget(m_band);
    auto* layout = new QHBoxLayout;
    outer->addLayout(layout, 1);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_sidebar);
    layout->addWidget(rule);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);
    connect(m_sidebar, &NavigationSidebar::pageSelected, this, &MainWindow::showPageAt);
    connect(m_sidebar, &NavigationSidebar::pageActivated, this, &MainWindow::focusPage);
    connect(m_stack, &QStackedWidget::currentChanged, this, [this] {
        QWidget* current = m_stack->currentWidget();
        if (m_unbuilt.contains(current)) { // made current by the stack itself (showPage() builds first)
            ensurePage(current);
            return;
        }
        m_sidebar->setCurrentPage(pageIndex(current));
    });
    registerShellActions(*m_actions);
    createMenus();
    statusBar()->setSizeGripEnabled(true);
    resize(1280, 800);
}

void MainWindow::setProfile(const core::Profile& profile)
{
    m_band->setProfile(profile);
    setWindowTitle(stageWindowTitle(profile, tr("Cloudly Console")));
}

void MainWindow::createMenus()
{
    QAction* connectAct = m_actions->action(id(actionid::connect));
    QAction* disconnectAct = m_actions->action(id(actionid::disconnect));
    QAction* refreshAct = m_actions->action(id(actionid::refresh));
    QObject::connect(connectAct, &QAction::triggered, this, &MainWindow::connectRequested);
    QObject::connect(disconnectAct, &QAction::triggered, this, &MainWindow::disconnectRequested);
    QObject::connect(refreshAct, &QAction::triggered, this, &MainWindow::refreshRequested);
    setActionsEnabled(false, false);
    // Quit closes every window (each disconnects on its own); Close window only this one.
    QObject::connect(m_actions->action(id(actionid::quit)), &QAction::triggered, qApp,
                     &QApplication::closeAllWindows);
    QObject::connect(m_actions->action(id(actionid::closeWindow)), &QAction::triggered, this,
                     &QWidget::close);
    QObject::connect(m_actions->action(id(actionid::newWindow)), &QAction::triggered, this,
                     &MainWindow::newWindowRequested);
    QObject::connect(m_actions->action(id(actionid::copyLink)), &QAction::triggered, this,
                     &MainWindow::copyLinkRequested);
    QObject::connect(m_actions->action(id(actionid::about)), &QAction::triggered, this,
                     &MainWindow::showAbout);
    QObject::connect(m_actions->action(id(actionid::aboutQt)), &QAction::triggered, qApp,
                     &QApplication::aboutQt);
    QObject::connect(m_actions->action(id(actionid::nextPage)), &QAction::triggered, this, [this] {
        const int count = static_cast<int>(m_pageList.size());
        if (count > 0)
            showPageAt((pageIndex(currentPage()) + 1) % count);
    });
    QObject::connect(m_actions->action(id(actionid::previousPage)), &QAction::triggered, this, [this] {
        const int count = static_cast<int>(m_pageList.size());
        if (count > 0)
            showPageAt((pageIndex(currentPage()) + count - 1) % count);
    });
    QObject::connect(m_actions->action(id(actionid::compactNavigation)), &QAction::toggled, this,
                     &MainWindow::setNavigationCompact);

    // Menus in registry order; the Go menu gets the pages as they are added.
    for (const QString& category : m_actions->categories()) {
        QString title = category;
        if (category == ActionRegistry::plainText(ShellMenus::connection()))
            title = ShellMenus::connection();
        else if (category == ActionRegistry::plainText(ShellMenus::view()))
            title = ShellMenus::view();
        else if (category == ActionRegistry::plainText(ShellMenus::go()))
            title = ShellMenus::go();
        else if (category == ActionRegistry::plainText(ShellMenus::window()))
            title = ShellMenus::window();
        else if (category == ActionRegistry::plainText(ShellMenus::help()))
            title = ShellMenus::help();
        QMenu* menu = menuBar()->addMenu(title);
        for (const ActionRegistry::Entry& entry : m_actions->entries(category)) {
            if (entry.id == id(actionid::quit) || entry.id == id(actionid::copyId) ||
                entry.id == id(actionid::toggleTheme))
                menu->addSeparator();
            menu->addAction(entry.action);
        }
        if (title == ShellMenus::window())
            m_windowMenu = menu;
        if (title == ShellMenus::go()) {
            m_goMenu = menu;
            m_goSeparator = menu->insertSeparator(menu->actions().value(0));
        }
    }

    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setAccessibleName(tr("Main tool bar"));
    m_toolBar->setMovable(false);
    m_toolBar->setIconSize(QSize(20, 20));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char* name : {actionid::connect, actionid::disconnect, actionid::refresh})
        m_toolBar->addAction(m_actions->action(id(name)));
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_actions->action(id(actionid::commandPalette)));
    m_toolBar->addAction(m_actions->action(id(actionid::shortcuts)));
}

void MainWindow::addPage(QWidget* page, const QString& title, NavigationGroup group, const QString& iconName)
{
    const int index = m_navigation->addPage(group, title, iconName);
    m_pageList.insert(index, page);
    m_stack->addWidget(page);
    if (page->accessibleName().isEmpty())
        page->setAccessibleName(ActionRegistry::plainText(title));
    // One more "go to page" action; the pages from `index` on (re)take their numbers.
    const int number = static_cast<int>(m_pageList.size());
    const QString actionId = registerPageAction(*m_actions, number, m_navigation->title(number - 1),
                                                m_navigation->iconName(number - 1));
    QAction* action = m_actions->action(actionId);
    connect(action, &QAction::triggered, this, [this, number] { showPageAt(number - 1); });
    if (m_goMenu)
        m_goMenu->insertAction(m_goSeparator, action);
    describePages(index);
    if (m_pageList.size() == 1)
        m_sidebar->setCurrentPage(0);
}

QWidget* MainWindow::addLazyPage(const QString& title, NavigationGroup group, const QString& iconName,
                                 PageFactory factory)
{
    auto* placeholder = new QWidget;
    placeholder->setObjectName(QStringLiteral("lazyPage"));
    m_unbuilt.insert(placeholder, std::move(factory));
    addPage(placeholder, title, group, iconName);
    return placeholder;
}

QWidget* MainWindow::resolvePage(QWidget* page) const
{
    return m_builtFrom.value(page, page);
}

bool MainWindow::isPageBuilt(QWidget* page) const
{
    return !m_unbuilt.contains(page);
}

QWidget* MainWindow::ensurePage(QWidget* page)
{
    page = resolvePage(page);
    const auto it = m_unbuilt.find(page);
    if (it == m_unbuilt.end())
        return page;
    QWidget* placeholder = page;
    const PageFactory factory = std::move(it.value());
    m_unbuilt.erase(it);
    QWidget* built = factory();
    m_builtFrom.insert(placeholder, built);
    const qsizetype index = m_pageList.indexOf(placeholder);
    m_pageList[index] = built;
    if (built->accessibleName().isEmpty())
        built->setAccessibleName(placeholder->accessibleName());
    m_stack->insertWidget(m_stack->indexOf(placeholder), built);
    if (m_stack->currentWidget() == placeholder)
        m_stack->setCurrentWidget(built);
    m_stack->removeWidget(placeholder);
    // Kept (hidden, still the window's) so that a pointer to it taken before stays valid and keeps
    // naming this entry (resolvePage()).
    placeholder->hide();
    Q_EMIT pageBuilt(built);
    return built;
}

void MainWindow::describePages(int first)
{
    for (int i = first; i < m_pageList.size(); ++i) {
        describePageAction(*m_actions, i + 1, m_navigation->title(i), m_navigation->iconName(i));
        m_navigation->setToolTip(i, m_actions->action(actionid::page(i + 1))->toolTip());
    }
}

void MainWindow::setPageIcon(QWidget* page, const QString& iconName)
{
    const int index = pageIndex(page);
    if (index < 0)
        return;
    m_navigation->setIconName(index, iconName);
    m_actions->setIconName(actionid::page(index + 1), iconName);
}

void MainWindow::setPageBadge(QWidget* page, int count)
{
    m_navigation->setBadge(pageIndex(page), count);
}

int MainWindow::pageBadge(QWidget* page) const
{
    return m_navigation->badge(pageIndex(page));
}

QList<QWidget*> MainWindow::pageWidgets() const
{
    return m_pageList;
}

int MainWindow::pageIndex(QWidget* page) const
{
    return page ? static_cast<int>(m_pageList.indexOf(resolvePage(page))) : -1;
}

QString MainWindow::pageTitle(QWidget* page) const
{
    const int index = pageIndex(page);
    return index < 0 ? QString() : ActionRegistry::plainText(m_navigation->title(index));
}

QIcon MainWindow::pageIcon(QWidget* page) const
{
    return m_navigation->icon(pageIndex(page));
}

NavigationGroup MainWindow::pageGroup(QWidget* page) const
{
    return m_navigation->group(pageIndex(page));
}

void MainWindow::showPage(QWidget* page)
{
    if (pageIndex(page) >= 0)
        m_stack->setCurrentWidget(ensurePage(page));
}

void MainWindow::showPageAt(int index)
{
    showPage(m_pageList.value(index));
}

void MainWindow::focusPage(int index)
{
    QWidget* page = m_pageList.value(index);
    if (!page)
        return;
    showPage(page);
    page = ensurePage(page);
    // The first widget of the page that takes the keyboard focus (its filter line, its table …).
    for (QWidget* w = page->nextInFocusChain(); w && w != page; w = w->nextInFocusChain()) {
        if (!page->isAncestorOf(w))
            break;
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
            w->setFocus(Qt::TabFocusReason);
            return;
        }
    }
}

QWidget* MainWindow::currentPage() const
{
    return m_stack->currentWidget();
}

void MainWindow::setNavigationCompact(bool compact)
{
    m_sidebar->setCompact(compact);
    QAction* action = m_actions->action(id(actionid::compactNavigation));
    if (action->isChecked() != compact)
        action->setChecked(compact);
}

bool MainWindow::isNavigationCompact() const
{
    return m_sidebar->isCompact();
}

QByteArray MainWindow::saveLayout() const
{
    QByteArray layout;
    QDataStream out(&layout, QIODevice::WriteOnly);
    out << kLayoutMagic << kLayoutVersion << isNavigationCompact() << saveState();
    return layout;
}

bool MainWindow::restoreLayout(const QByteArray& layout)
{
    QDataStream in(layout);
    quint32 magic = 0;
    quint32 version = 0;
    in >> magic >> version;
    if (magic != kLayoutMagic)
        return restoreState(layout); // saved before the sidebar existed
    bool compact = false;
    QByteArray state;
    in >> compact >> state;
    if (version != kLayoutVersion || in.status() != QDataStream::Ok)
        return false;
    setNavigationCompact(compact);
    return restoreState(state);
}

QAction* MainWindow::connectAction() const
{
    return m_actions->action(id(actionid::connect));
}

QAction* MainWindow::disconnectAction() const
{
    return m_actions->action(id(actionid::disconnect));
}

QAction* MainWindow::refreshAction() const
{
    return m_actions->action(id(actionid::refresh));
}

void MainWindow::setStatusWidget(QWidget* widget)
{
    statusBar()->addWidget(widget, 1);
}

void MainWindow::addPermanentStatusWidget(QWidget* widget)
{
    statusBar()->addPermanentWidget(widget);
}

void MainWindow::setActionsEnabled(bool canDisconnect, bool canRefresh)
{
    m_actions->setAvailability(id(actionid::disconnect),
                               canDisconnect ? core::Permission::allow()
                                             : core::Permission::deny(tr("not connected to a server")));
    m_actions->setAvailability(id(actionid::refresh),
                               canRefresh ? core::Permission::allow()
                                          : core::Permission::deny(tr("not connected and logged in: "
                                                                      "there is nothing to refresh from")));
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ThemeChange)
        updateIcons();
}

void MainWindow::updateIcons()
{
    m_actions->updateIcons(palette());
    m_navigation->setPalette(palette());
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Cloudly Console"),
        tr("<h3>Cloudly Console %1</h3><p>A native operations console for serve.zone Cloudly.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace ui
} // namespace cloudly
