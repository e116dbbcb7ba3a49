#pragma once

#include "ui/connect/connectdialog.h"

#include <QObject>
#include <QTimer>
#include <QUrl>

#include <memory>

class QApplication;
class QLabel;

namespace cloudly {
namespace core {
class AlertEngine;
class DemoServer;
class InventoryRefresher;
class OfflineCache;
class JournalFeed;
class ProfileStore;
class SecretStore;
class ServicesModel;
class Session;
class TypedSocketClient;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class AlertNotifier;
class AlertsPage;
class ConnectionIndicator;
class FeaturePages;
class LayoutStore;
class MainWindow;
class ProfileSwitcher;
class ServicesView;
class SessionController;
class Shell;
class VisibilityThrottle;
struct ConsoleServices;

// The composition root of the console: builds the services (ConsoleServices), the window and its pages
// (FeaturePages), the connect/login/profile controller (SessionController), the per-profile layout
// (LayoutStore) and the keyboard shell, and connects them. It owns no flow of its own; widgets only display.
class ConsoleApp : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        // With demo: generate this many tasks (and a tenth as many services); 0: the bundled fixture.
        int demoTasks = 0;
        bool demo = false;             // start the embedded demo server and log in as admin/demo
        QUrl url;                      // prefill the connect dialog with this server
        bool showConnectDialog = true; // without demo: connect to the last used profile, or ask where
        int refreshIntervalMs = 0;     // inventory refresh period; 0: the settings' value (5 s by default)
        QString dataDirectory;         // offline inventory cache; empty: InventoryCache::defaultDirectory()
        int cacheWriteIntervalMs = 30000; // the offline cache is written at most this often (and on quit)
        QString settingsPath; // profiles, window/column state, watched services; empty: defaultSettingsPath()
        core::SecretStore* secretStore = nullptr; // profile secrets; null: system keychain, memory fallback
    };

    explicit ConsoleApp(Options options, QObject* parent = nullptr);
    ~ConsoleApp() override;

    // Application-wide look: Fusion style and its palette. Call once after QApplication exists.
    static void applyStyle(QApplication& app);

    // Shows the window and starts connecting (demo) or asks where to connect. False if the demo server
    // could not start (errorString() says why).
    bool start();
    QString errorString() const { return m_error; }

    void connectTo(const ConnectDialog::Request& request);
    void disconnectFromServer();
    void refresh();

    ConsoleServices& services() const { return *m_services; }
    SessionController* sessionController() const { return m_controller.get(); }
    MainWindow* window() const { return m_window.get(); }
    ServicesView* servicesView() const;
    ConnectionIndicator* indicator() const { return m_indicator; }
    core::ServicesModel* servicesModel() const;
    core::Session* session() const;
    core::TypedSocketClient* client() const;
    core::DemoServer* demoServer() const;
    FeaturePages* features() const { return m_features.get(); }
    Shell* shell() const { return m_shell.get(); }
    // Slower polling while the window is minimised or hidden (said in the status bar).
    VisibilityThrottle* visibilityThrottle() const { return m_throttle; }
    core::InventoryRefresher* refresher() const;
    core::OfflineCache* offlineCache() const;
    core::JournalFeed* journal() const;
    // "offline — cached 3 h ago" while the cache is shown, else empty (also in the status bar).
    QString offlineText() const;

    // Profiles: the saved servers, switched in one step (toolbar combo box, Profiles menu). Window geometry
    // and state, column choices and watched services are remembered per profile.
    core::ProfileStore* profileStore() const;
    ProfileSwitcher* profileSwitcher() const { return m_switcher; }
    // Connects to the saved profile `name` with its secret from the SecretStore; asks for the secret when
    // none is stored. False for an unknown profile.
    bool switchProfile(const QString& name);
    // The key of the current profile for per-profile state: its name, else its URL.
    QString profileKey() const;

    // Alerts: watched services, the alert list page and desktop notifications.
    core::AlertEngine* alerts() const;
    AlertsPage* alertsPage() const;
    AlertNotifier* notifier() const;

Q_SIGNALS:
    // The first successful getServices after a connect.
    void servicesLoaded();

private:
    void buildStatusBar();
    void buildProfileBar();
    void updateOfflineStatus();

    Options m_options;
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
    QTimer m_offlineTick;                     // keeps "cached 3 h ago" current
    QString m_error;
};

} // namespace ui
} // namespace cloudly
