#pragma once

#include <QMainWindow>

class QAction;
class QTabWidget;

namespace cloudly {
namespace ui {
// The shell: hosts pages as tabs, owns the menus and the status bar, and turns actions into signals.
// It holds no business logic; the composition root (ConsoleApp) connects the signals.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    void addPage(QWidget* page, const QString& title);
    QWidget* currentPage() const;
    void showPage(QWidget* page);
    // The connection indicator, on the left of the status bar.
    void setStatusWidget(QWidget* widget);
    // A permanent widget on the right of the status bar (data freshness).
    void addPermanentStatusWidget(QWidget* widget);
    void setActionsEnabled(bool canDisconnect, bool canRefresh);

    QAction* connectAction() const { return m_connect; }
    QAction* disconnectAction() const { return m_disconnect; }
    QAction* refreshAction() const { return m_refresh; }

Q_SIGNALS:
    void connectRequested();
    void disconnectRequested();
    void refreshRequested();

private:
    void createActions();
    void showAbout();

    QTabWidget* m_pages;
    QAction* m_connect = nullptr;
    QAction* m_disconnect = nullptr;
    QAction* m_refresh = nullptr;
    QAction* m_quit = nullptr;
};

} // namespace ui
} // namespace cloudly