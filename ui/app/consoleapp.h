#pragma once

#include "connect/connectdialog.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <memory>

class QApplication;
class QLabel;

namespace cloudly {
namespace core {
class AlertEngine;
class AppSettings;
class DemoServer;
class InventoryRefresher;
class OfflineCache;
class JournalFeed;
class ProfileStore;
class SecretStore;
class ServicesModel;
class Session;
class WatchStore;
class TypedSocketClient;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class AlertNotifier;
class AlertsPage;
class ConnectionIndicator;
class FeaturePages;
class MainWindow;
class ProfileSwitcher;
class ServicesView;
class Shell;

// The composition root of the console: builds the transport, the session, the models, the optional
// embedded demo server and the window, and connects them. It owns the connect/login flow and the
// services refresh; widgets only display.
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

    MainWindow* window() const { return m_window.get(); }
    ServicesView* servicesView() const { return m_servicesView; }
    ConnectionIndicator* indicator() const { return m_indicator; }
    core::ServicesModel* servicesModel() const { return m_services; }
    core::Session* session() const { return m_session; }
    core::TypedSocketClient* client() const { return m_client; }
    core::DemoServer* demoServer() const { return m_demo; }
    FeaturePages* features() const { return m_features; }
    Shell* shell() const { return m_shell; }
    core::InventoryRefresher* refresher() const;
    core::OfflineCache* offlineCache() const { return m_offline; }
    core::JournalFeed* journal() const { return m_journal; }
    // "offline — cached 3 h ago" while the cache is shown, else empty (also in the status bar).
    QString offlineText() const;

    // Profiles: the saved servers, switched in one step (toolbar combo box, Profiles menu). Window geometry
    // and state, column choices and watched services are remembered per profile.
    core::ProfileStore* profileStore() const { return m_profiles; }
    ProfileSwitcher* profileSwitcher() const { return m_switcher; }
    // Connects to the saved profile `name` with its secret from the SecretStore; asks for the secret when
    // none is stored. False for an unknown profile.
    bool switchProfile(const QString& name);
    // The key of the current profile for per-profile state: its name, else its URL.
    QString profileKey() const;

    // Alerts: watched services, the alert list page and desktop notifications.
    core::AlertEngine* alerts() const { return m_alerts; }
    AlertsPage* alertsPage() const { return m_alertsPage; }
    AlertNotifier* notifier() const { return m_notifier; }

Q_SIGNALS:
    // The first successful getServices after a connect.
    void servicesLoaded();

private:
    bool ensureDemoServer();
    void showConnectDialog();
    void showConnectDialogFor(const core::Profile& profile, const QString& secretMessage);
    void onConnected();
    void onDisconnected(const QString& reason);
    void login();
    void setStale(const QString& reason);
    void updateServicesStatus();
    void updateOfflineStatus();
    void maybeRestoreCache();
    void saveLayout(const QString& key);
    void applyLayout(const QString& key);
    void rememberProfile(const ConnectDialog::Request& request);
    bool isEmbeddedDemo(const core::Profile& profile) const;

    Options m_options;
    FeaturePages* m_features = nullptr;
    Shell* m_shell = nullptr;
    core::TypedSocketClient* m_client;
    core::Session* m_session;
    core::ServicesModel* m_services;
    core::DemoServer* m_demo = nullptr;
    std::unique_ptr<MainWindow> m_window;
    ServicesView* m_servicesView = nullptr;
    ConnectionIndicator* m_indicator = nullptr;
    QLabel* m_dataStatus = nullptr;
    QLabel* m_offlineStatus = nullptr;
    core::OfflineCache* m_offline = nullptr;
    core::JournalFeed* m_journal = nullptr;
    QTimer m_offlineTick;    // keeps "cached 3 h ago" current
    QString m_staleOverride; // a reason that explains staleness better than the refresher's (user, login)
    bool m_restoreTried = false;
    core::AppSettings* m_settings = nullptr; // FeaturePages' settings (same INI)
    std::unique_ptr<core::WatchStore> m_watchStore;
    core::ProfileStore* m_profiles = nullptr;
    core::SecretStore* m_secrets = nullptr;
    ProfileSwitcher* m_switcher = nullptr;
    core::AlertEngine* m_alerts = nullptr;
    AlertNotifier* m_notifier = nullptr;
    AlertsPage* m_alertsPage = nullptr;
    QPointer<ConnectDialog> m_dialog;
    std::optional<ConnectDialog::Request> m_pendingLogin; // until the socket is up; secret in memory only
    core::Profile m_profile;
    bool m_loadedSinceConnect = false;
    QString m_error;
};

} // namespace ui
} // namespace cloudly