#pragma once

#include "ui/services/consoleservices.h"

#include <QObject>
#include <QTimer>
#include <QUrl>

#include <memory>

class QLabel;

namespace cloudly {
namespace core {
struct ViewLink;
} // namespace core
namespace ui {
class ConnectionIndicator;
class FeaturePages;
class LayoutStore;
class MainWindow;
class ProfileSwitcher;
class SessionController;
class Shell;
class ViewLinkNavigator;
class VisibilityThrottle;

// One main window with everything it shows and the session behind it: its own services (ConsoleServices:
// connection, session, the InventoryHub, offline cache, journal …), its pages (FeaturePages), its
// connect/login/profile controller (SessionController), its per-profile layout (LayoutStore), its keyboard
// shell (palette and shortcuts act on this window only) and its links (ViewLinkNavigator). Windows share
// nothing but the settings file and the secret store, so each stays live on its own profile; ConsoleApp
// holds the list.
class ConsoleWindow : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        ConsoleServices::Options services;
        int demoTasks = 0; // the embedded demo server's generated tasks (0: the bundled fixture)
        QUrl url;          // prefills the connect dialog
    };

    explicit ConsoleWindow(const Options& options, QObject* parent = nullptr);
    ~ConsoleWindow() override;

    ConsoleServices& services() const { return *m_services; }
    MainWindow* mainWindow() const { return m_window.get(); }
    FeaturePages* pages() const { return m_features.get(); }
    SessionController* sessionController() const { return m_controller.get(); }
    Shell* shell() const { return m_shell.get(); }
    ConnectionIndicator* indicator() const { return m_indicator; }
    ProfileSwitcher* profileSwitcher() const { return m_switcher; }
    // Slower polling while the window is minimised or hidden (said in the status bar).
    VisibilityThrottle* visibilityThrottle() const { return m_throttle; }
    ViewLinkNavigator* links() const { return m_links; }

    // The profile this window shows (empty before the first connect).
    QString profileName() const;
    // The saved profile this window shows: the one it connected as, or the saved profile of the server it is
    // connected to without a name (--demo-server, a connect without saving). Empty for none or the embedded
    // demo (a link cannot name it).
    QString savedProfileName() const;
    // Whether the window shows the saved profile `name` (by its name or its server).
    bool showsProfile(const QString& name) const;
    // Not connected to anything yet (a link may use this window rather than open another).
    bool showsNothing() const;
    // "Copy link to this view": the link to what the window shows now, on the clipboard. Returns it (empty
    // when the window shows no saved profile; the status bar says why).
    QString copyLink();
    // Shows a link's page, filter and selection in this window, switching to its profile first when the
    // window shows another one. Returns what was wrong (empty: shown); the status bar says it too.
    QString openLink(const core::ViewLink& link);
    void showMessage(const QString& text, int timeoutMs = 15000);
    // Shows the window in front (also from minimised).
    void bringToFront();

Q_SIGNALS:
    // The first successful getServices after a connect.
    void servicesLoaded();
    // Window ▸ New window.
    void newWindowRequested();
    // The window was closed (ConsoleApp lets it go unless it is the last one).
    void closed();
    // A link was opened here and its view is shown: `view` is the link to what the window now shows.
    void linkShown(const QString& view);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildStatusBar();
    void buildProfileBar();
    void updateOfflineStatus();
    void updateLinkAction();

    // Declaration order is construction order; destruction runs in reverse (after the window is gone).
    std::unique_ptr<ConsoleServices> m_services;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<FeaturePages> m_features;
    std::unique_ptr<SessionController> m_controller;
    std::unique_ptr<LayoutStore> m_layout;
    std::unique_ptr<Shell> m_shell;
    ConnectionIndicator* m_indicator = nullptr;
    QLabel* m_dataStatus = nullptr;
    QLabel* m_offlineStatus = nullptr;
    ProfileSwitcher* m_switcher = nullptr;
    VisibilityThrottle* m_throttle = nullptr; // a child of the window
    ViewLinkNavigator* m_links = nullptr;     // a child of this
    QTimer m_offlineTick;                     // keeps "cached 3 h ago" current
};

} // namespace ui
} // namespace cloudly
