#pragma once

#include <QMainWindow>

class QAction;
class QTabWidget;
class QToolBar;

namespace cloudly {
namespace ui {
class ActionRegistry;

// The shell: hosts pages as tabs, builds the menus and the tool bar from the ActionRegistry (every
// command and shortcut is defined in ui/shell/shellactions.cpp) and turns the connection actions into
// signals. It holds no business logic; the composition root (ConsoleApp) and the Shell controller connect
// the signals and the other actions.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Adds a page (Ctrl+<n> shows it). `iconName`: resources/icons/{light,dark}/<iconName>.svg.
    void addPage(QWidget* page, const QString& title, const QString& iconName = {});
    void setPageIcon(QWidget* page, const QString& iconName);
    QWidget* currentPage() const;
    void showPage(QWidget* page);
    QTabWidget* pages() const { return m_pages; }
    QList<QWidget*> pageWidgets() const;
    QString pageTitle(QWidget* page) const; // without mnemonics
    // The connection indicator, on the left of the status bar.
    void setStatusWidget(QWidget* widget);
    // A permanent widget on the right of the status bar (data freshness).
    void addPermanentStatusWidget(QWidget* widget);
    void setActionsEnabled(bool canDisconnect, bool canRefresh);

    ActionRegistry* actions() const { return m_actions; }
    QAction* connectAction() const;
    QAction* disconnectAction() const;
    QAction* refreshAction() const;
    QToolBar* toolBar() const { return m_toolBar; }

Q_SIGNALS:
    void connectRequested();
    void disconnectRequested();
    void refreshRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void updateIcons();
    void showAbout();

    ActionRegistry* m_actions;
    QTabWidget* m_pages;
    QToolBar* m_toolBar = nullptr;
    QMenu* m_goMenu = nullptr;
    QAction* m_goSeparator = nullptr;
    QStringList m_pageIcons; // per tab
};

} // namespace ui
} // namespace cloudly
