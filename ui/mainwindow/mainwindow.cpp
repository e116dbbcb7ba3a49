#include "ui/mainwindow/mainwindow.h"

#include "ui/shell/actionregistry.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/theme.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>

namespace cloudly {
namespace ui {
namespace {
QString id(const char* name)
{
    return QString::fromLatin1(name);
}
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_actions(new ActionRegistry(this)), m_pages(new QTabWidget(this))
{
    setWindowTitle(tr("Cloudly Console"));
    setObjectName(QStringLiteral("mainWindow"));
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->setAccessibleName(tr("Views"));
    m_pages->tabBar()->setAccessibleName(tr("Views"));
    m_pages->tabBar()->setAccessibleDescription(tr("Ctrl+1 to Ctrl+9 show a view directly"));
    setCentralWidget(m_pages);
    registerShellActions(*m_actions);
    createMenus();
    statusBar()->setSizeGripEnabled(true);
    resize(1280, 800);
}

void MainWindow::createMenus()
{
    QAction* connectAct = m_actions->action(id(actionid::connect));
    QAction* disconnectAct = m_actions->action(id(actionid::disconnect));
    QAction* refreshAct = m_actions->action(id(actionid::refresh));
    QObject::connect(connectAct, &QAction::triggered, this, &MainWindow::connectRequested);
    QObject::connect(disconnectAct, &QAction::triggered, this, &MainWindow::disconnectRequested);
    QObject::connect(refreshAct, &QAction::triggered, this, &MainWindow::refreshRequested);
    disconnectAct->setEnabled(false);
    refreshAct->setEnabled(false);
    QObject::connect(m_actions->action(id(actionid::quit)), &QAction::triggered, this, &QWidget::close);
    QObject::connect(m_actions->action(id(actionid::about)), &QAction::triggered, this,
                     &MainWindow::showAbout);
    QObject::connect(m_actions->action(id(actionid::aboutQt)), &QAction::triggered, qApp,
                     &QApplication::aboutQt);
    QObject::connect(m_actions->action(id(actionid::nextPage)), &QAction::triggered, this, [this] {
        if (m_pages->count() > 0)
            m_pages->setCurrentIndex((m_pages->currentIndex() + 1) % m_pages->count());
    });
    QObject::connect(m_actions->action(id(actionid::previousPage)), &QAction::triggered, this, [this] {
        if (m_pages->count() > 0)
            m_pages->setCurrentIndex((m_pages->currentIndex() + m_pages->count() - 1) % m_pages->count());
    });

    // Menus in registry order; the Go menu gets the pages as they are added.
    for (const QString& category : m_actions->categories()) {
        QString title = category;
        if (category == ActionRegistry::plainText(ShellMenus::connection()))
            title = ShellMenus::connection();
        else if (category == ActionRegistry::plainText(ShellMenus::view()))
            title = ShellMenus::view();
        else if (category == ActionRegistry::plainText(ShellMenus::go()))
            title = ShellMenus::go();
        else if (category == ActionRegistry::plainText(ShellMenus::help()))
            title = ShellMenus::help();
        QMenu* menu = menuBar()->addMenu(title);
        for (const ActionRegistry::Entry& entry : m_actions->entries(category)) {
            if (entry.id == id(actionid::quit) || entry.id == id(actionid::copyId) ||
                entry.id == id(actionid::toggleTheme))
                menu->addSeparator();
            menu->addAction(entry.action);
        }
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

void MainWindow::addPage(QWidget* page, const QString& title, const QString& iconName)
{
    const int index = m_pages->addTab(page, title);
    if (page->accessibleName().isEmpty())
        page->setAccessibleName(ActionRegistry::plainText(title));
    m_pageIcons.insert(index, iconName);
    if (!iconName.isEmpty())
        m_pages->setTabIcon(index, themedIcon(iconName, palette()));
    const QString actionId = registerPageAction(*m_actions, index + 1, title, iconName);
    QAction* action = m_actions->action(actionId);
    connect(action, &QAction::triggered, this, [this, page] { showPage(page); });
    if (m_goMenu)
        m_goMenu->insertAction(m_goSeparator, action);
    m_pages->setTabToolTip(index, action->toolTip());
}

void MainWindow::setPageIcon(QWidget* page, const QString& iconName)
{
    const int index = m_pages->indexOf(page);
    if (index < 0)
        return;
    while (m_pageIcons.size() <= index)
        m_pageIcons.append(QString());
    m_pageIcons[index] = iconName;
    m_pages->setTabIcon(index, iconName.isEmpty() ? QIcon() : themedIcon(iconName, palette()));
    m_actions->setIconName(actionid::page(index + 1), iconName);
}

QList<QWidget*> MainWindow::pageWidgets() const
{
    QList<QWidget*> result;
    for (int i = 0; i < m_pages->count(); ++i)
        result.append(m_pages->widget(i));
    return result;
}

QString MainWindow::pageTitle(QWidget* page) const
{
    const int index = m_pages->indexOf(page);
    return index < 0 ? QString() : ActionRegistry::plainText(m_pages->tabText(index));
}

void MainWindow::showPage(QWidget* page)
{
    const int index = m_pages->indexOf(page);
    if (index >= 0)
        m_pages->setCurrentIndex(index);
}

QWidget* MainWindow::currentPage() const
{
    return m_pages->currentWidget();
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
    disconnectAction()->setEnabled(canDisconnect);
    refreshAction()->setEnabled(canRefresh);
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
    for (int i = 0; i < m_pages->count() && i < m_pageIcons.size(); ++i) {
        if (!m_pageIcons.at(i).isEmpty())
            m_pages->setTabIcon(i, themedIcon(m_pageIcons.at(i), palette()));
    }
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
