#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>

class QApplication;

namespace cloudly {
namespace core {
class SecretStore;
} // namespace core
namespace ui {
class ConsoleWindow;
class InstanceServer;

// The console process: the list of its windows (each a ConsoleWindow with its own session, pages and
// shell), Window ▸ New window, and links to a view (`cloudly://PROFILE/PAGE?…`), given on the command line
// or handed over by a second start through the per-user instance socket (InstanceServer), opened in the
// window that shows that profile or in a new one. Closing a window lets its session go; the last window
// closed ends the application.
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
        // A link to open at start (instead of the last used profile); empty: none.
        QString link;
        // Receive links from later starts through the per-user instance socket (the application does; tests
        // that do not test it leave it off). The socket's directory; empty: InstanceServer's default.
        bool acceptLinks = false;
        QString instanceDirectory;
    };

    explicit ConsoleApp(Options options, QObject* parent = nullptr);
    ~ConsoleApp() override;

    // Application-wide look: Fusion style and its palette. Call once after QApplication exists.
    static void applyStyle(QApplication& app);

    // Shows the first window and starts connecting (demo, the link's profile, the last used one) or asks
    // where to connect. False if the demo server could not start (errorString() says why).
    bool start();
    QString errorString() const { return m_error; }

    // The open windows, oldest first; window(0) is the first one (never null while the console runs).
    QList<ConsoleWindow*> windows() const;
    ConsoleWindow* window(int index = 0) const;
    // Opens another window, shown at once: on the saved profile `profile`, or (empty or unknown) unconnected,
    // asking where to connect when `askWhereToConnect`.
    ConsoleWindow* newWindow(const QString& profile = {}, bool askWhereToConnect = true);
    // Opens a link in the window that shows its profile, else in a window that shows none yet, else in a new
    // one. Returns what was wrong (translated; empty: shown). Never sends anything but the profile's
    // connect and reads.
    QString openLink(const QString& text);
    InstanceServer* instanceServer() const { return m_instance.get(); }

Q_SIGNALS:
    // The first window's first successful getServices after a connect.
    void servicesLoaded();
    void windowOpened(ConsoleWindow* window);

private:
    ConsoleWindow* addWindow();
    void onWindowClosed(ConsoleWindow* window);
    // The open windows at the end of every window's Window menu (by their titles), the active one checked.
    void updateWindowMenus();

    Options m_options;
    QList<ConsoleWindow*> m_windows; // owned (children of this)
    std::unique_ptr<InstanceServer> m_instance;
    bool m_relayingProfiles = false;
    QString m_error;
};

} // namespace ui
} // namespace cloudly
