#pragma once

#include "core/session/profile.h"
#include "ui/mainwindow/navigationgroup.h"

#include <QHash>
#include <QIcon>
#include <QMainWindow>

#include <functional>

class QAction;
class QStackedWidget;
class QToolBar;

namespace cloudly {
namespace ui {
class ActionRegistry;
class StageBand;
class NavigationModel;
class NavigationSidebar;

// The shell: hosts the pages in a stack behind a grouped navigation sidebar (NavigationSidebar over a
// NavigationModel; compact = icons only, View menu), builds the menus and the tool bar from the
// ActionRegistry (every command and shortcut is defined in ui/actions/shellactions.cpp) and turns the
// connection actions into signals. It holds no business logic; the composition root (ConsoleWindow) and the
// Shell controller connect the signals and the other actions.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Adds a page at the end of its group in the sidebar. Pages are numbered in sidebar order (Ctrl+<n>
    // shows the n-th; a page added to an earlier group renumbers the ones after it).
    // `iconName`: resources/icons/{light,dark}/<iconName>.svg.
    void addPage(QWidget* page, const QString& title, NavigationGroup group, const QString& iconName = {});
    // A page built the first time it is shown (sidebar, Ctrl+<n>, the palette's "go to" items, showPage())
    // or asked for (ensurePage()): until then a bare placeholder holds its place in the stack, while its
    // sidebar entry, number, icon, badge and tooltip exist from the start. Returns the placeholder; every
    // page API takes it (and, once built, the page itself) for that entry.
    using PageFactory = std::function<QWidget*()>;
    QWidget* addLazyPage(const QString& title, NavigationGroup group, const QString& iconName,
                         PageFactory factory);
    // The page of `page`'s entry, built now when it is a placeholder (no-op for a built page).
    QWidget* ensurePage(QWidget* page);
    bool isPageBuilt(QWidget* page) const;
    void setPageIcon(QWidget* page, const QString& iconName);
    // The attention count on the page's sidebar entry (e.g. new alerts); 0 hides it.
    void setPageBadge(QWidget* page, int count);
    int pageBadge(QWidget* page) const;
    QWidget* currentPage() const;
    void showPage(QWidget* page);
    QList<QWidget*> pageWidgets() const;    // in sidebar order
    int pageIndex(QWidget* page) const;     // position in pageWidgets() (Ctrl+<index + 1>); -1 if unknown
    QString pageTitle(QWidget* page) const; // without mnemonics
    QIcon pageIcon(QWidget* page) const;    // for the current palette; null without one
    NavigationGroup pageGroup(QWidget* page) const;
    NavigationModel* navigationModel() const { return m_navigation; }
    NavigationSidebar* navigationSidebar() const { return m_sidebar; }

    // Icons only in the sidebar (View ▸ Compact sidebar).
    void setNavigationCompact(bool compact);
    bool isNavigationCompact() const;
    // saveState() plus what it does not cover (the compact sidebar); restoreLayout() also takes a bare
    // saveState() of older versions. False when the data is not a layout.
    QByteArray saveLayout() const;
    bool restoreLayout(const QByteArray& layout);
    // The connection indicator, on the left of the status bar.
    void setStatusWidget(QWidget* widget);
    // A permanent widget on the right of the status bar (data freshness).
    void addPermanentStatusWidget(QWidget* widget);
    void setActionsEnabled(bool canDisconnect, bool canRefresh);
    // The profile connected to: the stage band across the window and the title ("[PRODUCTION] prod-eu —
    // Cloudly Console").
    void setProfile(const core::Profile& profile);
    StageBand* stageBand() const { return m_band; }

    ActionRegistry* actions() const { return m_actions; }
    QAction* connectAction() const;
    QAction* disconnectAction() const;
    QAction* refreshAction() const;
    QToolBar* toolBar() const { return m_toolBar; }
    // The Window menu (New window, Close window; the composition root lists the open windows after them).
    QMenu* windowMenu() const { return m_windowMenu; }

Q_SIGNALS:
    void connectRequested();
    void disconnectRequested();
    void refreshRequested();
    // Window ▸ New window, and "Copy link to this view" (the composition root acts on them).
    void newWindowRequested();
    void copyLinkRequested();
    // A lazy page was built (and took its placeholder's place in the stack and in pageWidgets()).
    void pageBuilt(QWidget* page);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void updateIcons();
    void showAbout();
    void showPageAt(int index);
    void focusPage(int index);
    // The sidebar entries' tooltips and the "go to page" actions from `first` on (after a renumbering).
    void describePages(int first);

    ActionRegistry* m_actions;
    NavigationModel* m_navigation;
    NavigationSidebar* m_sidebar;
    QStackedWidget* m_stack;
    StageBand* m_band = nullptr;
    // `page` itself, or the page built in place of the placeholder `page`.
    QWidget* resolvePage(QWidget* page) const;

    QList<QWidget*> m_pageList;             // in sidebar order (placeholders for lazy pages not built yet)
    QHash<QWidget*, PageFactory> m_unbuilt; // placeholder -> factory
    QHash<QWidget*, QWidget*> m_builtFrom;  // placeholder -> the page built in its place
    QToolBar* m_toolBar = nullptr;
    QMenu* m_goMenu = nullptr;
    QMenu* m_windowMenu = nullptr;
    QAction* m_goSeparator = nullptr;
};

} // namespace ui
} // namespace cloudly
