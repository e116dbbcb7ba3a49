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
class DemoServer;
class ServicesModel;
class Session;
class TypedSocketClient;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ConnectionIndicator;
class FeaturePages;
class MainWindow;
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
        bool showConnectDialog = true; // without demo: ask where to connect on start
        int refreshIntervalMs = 5000;
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

Q_SIGNALS:
    // The first successful getServices after a connect.
    void servicesLoaded();

private:
    bool ensureDemoServer();
    void showConnectDialog();
    void onConnected();
    void onDisconnected(const QString& reason);
    void login();
    void setStale(const QString& reason);

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
    QPointer<ConnectDialog> m_dialog;
    QTimer m_refreshTimer;
    std::optional<ConnectDialog::Request> m_pendingLogin; // until the socket is up; secret in memory only
    core::Profile m_profile;
    QDateTime m_lastUpdated;
    bool m_refreshing = false;
    bool m_loadedSinceConnect = false;
    QString m_error;
};

} // namespace ui
} // namespace cloudly