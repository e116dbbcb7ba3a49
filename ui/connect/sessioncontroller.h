#pragma once

#include "ui/connect/connectdialog.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>

class QWidget;

namespace cloudly {
namespace core {
class DemoServer;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
struct ConsoleServices;

// Connect, login and profile switching: opens the socket for a profile, logs in once it is up, remembers
// the profile (its secret in the SecretStore), switches between saved profiles in one step, asks for what
// is missing in the connect dialog, and starts the embedded demo server on request. It also decides what
// the services' data status says (live, stale and why, or offline from the cache) and when the offline
// cache is shown. No widgets of its own besides the connect dialog; the window reacts to its signals.
class SessionController : public QObject
{
    Q_OBJECT
public:
    // `dialogParent`: the window the connect dialog belongs to. `demoTasks` > 0: the embedded demo server
    // generates that many tasks (and a tenth as many services). `defaultUrl`: prefills the connect dialog.
    SessionController(ConsoleServices& services, QWidget* dialogParent, int demoTasks, QUrl defaultUrl,
                      QObject* parent = nullptr);
    ~SessionController() override;

    void connectTo(const ConnectDialog::Request& request);
    void disconnectFromServer();
    // Connects to the saved profile `name` with its secret from the SecretStore; asks for the secret when
    // none is stored. False for an unknown profile.
    bool switchProfile(const QString& name);
    void showConnectDialog();

    // Starts the embedded demo server once; false (errorString() says why) when it cannot listen.
    bool ensureDemoServer();
    core::DemoServer* demoServer() const { return m_demo; }
    QString errorString() const { return m_error; }

    const core::Profile& profile() const { return m_profile; }
    // The key of the current profile for per-profile state: its name, else its URL.
    QString profileKey() const;

    // Recomputes the services' data status (also on every freshness change and offline tick).
    void updateServicesStatus();

Q_SIGNALS:
    // The first successful getServices after a connect.
    void servicesLoaded();
    // What the services page should say about its data (reason empty: live).
    void dataStatusChanged(const QDateTime& lastSuccess, const QString& reason);
    // The last connection/login error for the indicator (empty: cleared).
    void lastErrorChanged(const QString& message);
    // The profile shown in the profile switcher.
    void currentProfileNameChanged(const QString& name);
    // Another server: emitted with the old key before its data is cleared, and with the new key after the
    // new profile's watched services are in place (layouts are saved and applied on these).
    void leavingProfile(const QString& key);
    // The profile being connected to, with its stage, protection and read-only flag (the band, the title,
    // the actions offered). The session's request guard is set to it before this is emitted.
    void profileChanged(const core::Profile& profile);
    void enteredProfile(const QString& key);

private:
    void showConnectDialogFor(const core::Profile& profile, const QString& secretMessage);
    void onConnected();
    void onDisconnected(const QString& reason);
    void login();
    void setStale(const QString& reason);
    void maybeRestoreCache();
    void rememberProfile(const ConnectDialog::Request& request);
    bool isEmbeddedDemo(const core::Profile& profile) const;

    ConsoleServices& m_services;
    QWidget* m_dialogParent;
    int m_demoTasks;
    QUrl m_defaultUrl;
    core::DemoServer* m_demo = nullptr;
    QPointer<ConnectDialog> m_dialog;
    std::optional<ConnectDialog::Request> m_pendingLogin; // until the socket is up; secret in memory only
    core::Profile m_profile;
    QString m_staleOverride; // a reason that explains staleness better than the refresher's (user, login)
    bool m_loadedSinceConnect = false;
    bool m_restoreTried = false;
    QString m_error;
};

} // namespace ui
} // namespace cloudly
