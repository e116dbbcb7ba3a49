#include "app/consoleapp.h"

#include "app/featurepages.h"

#include <QTableView>

#include "api/methods.h"
#include "api/service.h"
#include "connect/connectionindicator.h"
#include "demo/demoserver.h"
#include "mainwindow/mainwindow.h"
#include "model/servicesmodel.h"
#include "net/typedsocketclient.h"
#include "services/servicesview.h"
#include "session/session.h"
#include "shell/shell.h"
#include "util/logging.h"

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QStyle>
#include <QStyleFactory>

namespace cloudly {
namespace ui {
using core::CallError;
using core::CallResult;
using core::TypedSocketClient;

ConsoleApp::ConsoleApp(Options options, QObject* parent)
    : QObject(parent), m_options(std::move(options)), m_client(new TypedSocketClient(this)),
      m_session(new core::Session(m_client, this)), m_services(new core::ServicesModel(this)),
      m_window(std::make_unique<MainWindow>())
{
    m_servicesView = new ServicesView(m_services);
    m_window->addPage(m_servicesView, tr("Services"));
    m_features = new FeaturePages(m_window.get(), m_session, this);
    // Drill-down: a service (double-click) → its runtime tasks.
    connect(m_servicesView->table(), &QAbstractItemView::doubleClicked, this, [this] {
        const QString id = m_servicesView->selectedServiceId();
        if (!id.isEmpty())
            m_features->showTasksForService(id);
    });
    m_indicator = new ConnectionIndicator(m_client, m_session);
    m_window->setStatusWidget(m_indicator);
    m_dataStatus = new QLabel;
    m_dataStatus->setObjectName(QStringLiteral("dataStatus"));
    m_window->addPermanentStatusWidget(m_dataStatus);

    connect(m_window.get(), &MainWindow::connectRequested, this, &ConsoleApp::showConnectDialog);
    connect(m_window.get(), &MainWindow::disconnectRequested, this, &ConsoleApp::disconnectFromServer);
    connect(m_window.get(), &MainWindow::refreshRequested, this, &ConsoleApp::refresh);
    connect(m_client, &TypedSocketClient::connected, this, &ConsoleApp::onConnected);
    connect(m_client, &TypedSocketClient::disconnected, this, &ConsoleApp::onDisconnected);
    const auto updateActions = [this] {
        const TypedSocketClient::State state = m_client->state();
        const bool active = state == TypedSocketClient::State::Connecting ||
                            state == TypedSocketClient::State::Connected ||
                            state == TypedSocketClient::State::Reconnecting;
        m_window->setActionsEnabled(active, state == TypedSocketClient::State::Connected &&
                                                m_session->isAuthenticated());
    };
    connect(m_client, &TypedSocketClient::stateChanged, this, updateActions);
    connect(m_session, &core::Session::identityChanged, this, updateActions);
    const auto showDataStatus = [this] {
        // Elided so a long reason cannot push the connection state out of the status bar.
        const QString text = m_servicesView->dataStatusText();
        const QFontMetrics metrics = m_dataStatus->fontMetrics();
        m_dataStatus->setText(metrics.elidedText(text, Qt::ElideRight, metrics.averageCharWidth() * 60));
        m_dataStatus->setToolTip(text);
    };
    connect(m_servicesView, &ServicesView::dataStatusChanged, this, showDataStatus);
    showDataStatus();

    m_refreshTimer.setInterval(m_options.refreshIntervalMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &ConsoleApp::refresh);

    // Keyboard layer (command palette, shortcuts, cheat sheet) and the light/dark look.
    m_shell = new Shell(m_window.get(), m_servicesView, m_features, m_features->settings(), this);
}

ConsoleApp::~ConsoleApp()
{
    // Widgets first: they observe the client and the session.
    m_window.reset();
}

void ConsoleApp::applyStyle(QApplication& app)
{
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        QApplication::setStyle(fusion);
    app.setPalette(QApplication::style()->standardPalette());
}

bool ConsoleApp::start()
{
    m_window->show();
    if (m_options.demo) {
        if (!ensureDemoServer())
            return false;
        ConnectDialog::Request demo;
        demo.profile.name = QStringLiteral("demo");
        demo.profile.url = m_demo->url();
        demo.profile.username = QStringLiteral("admin");
        demo.secret = QStringLiteral("demo");
        connectTo(demo);
    } else if (m_options.showConnectDialog) {
        QTimer::singleShot(0, this, &ConsoleApp::showConnectDialog);
    }
    return true;
}

bool ConsoleApp::ensureDemoServer()
{
    if (m_demo)
        return true;
    core::DemoOptions demoOptions;
    if (m_options.demoTasks > 0) { // --demo-tasks: a large generated inventory (measurements)
        demoOptions.tasks = m_options.demoTasks;
        demoOptions.services = std::max(1, m_options.demoTasks / 10);
    }
    auto* demo = new core::DemoServer(demoOptions, this);
    if (!demo->listen()) {
        m_error = tr("The embedded demo server could not start: %1").arg(demo->errorString());
        qCWarning(lcDemo) << m_error;
        delete demo;
        return false;
    }
    m_demo = demo;
    qCInfo(lcDemo) << "embedded demo server on" << m_demo->url().toString();
    return true;
}

void ConsoleApp::showConnectDialog()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto* dialog = new ConnectDialog(m_window.get());
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setDemoAvailable(true);
    core::Profile profile = m_profile;
    if (profile.url.isEmpty())
        profile.url = m_options.url;
    if (!profile.url.isEmpty())
        dialog->setProfile(profile);
    connect(dialog, &ConnectDialog::demoRequested, this, [this, dialog] {
        if (ensureDemoServer())
            dialog->fillDemo(m_demo->url());
        else
            dialog->setMessage(QStringLiteral("url"), m_error);
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog] { connectTo(dialog->request()); });
    dialog->open();
}

void ConsoleApp::connectTo(const ConnectDialog::Request& request)
{
    m_refreshTimer.stop();
    m_refreshing = false;
    if (m_session->isAuthenticated())
        m_session->logout();
    if (request.profile.url != m_profile.url) {
        // Another server: its rows must not be mistaken for this one's.
        m_services->setServices({});
        m_lastUpdated = {};
        m_servicesView->setDataStatus({}, {});
    }
    m_profile = request.profile;
    m_pendingLogin = request;
    m_loadedSinceConnect = false;
    m_indicator->setLastError({});

    TypedSocketClient::Options options = m_client->options();
    options.pinnedCertificateSha256 = m_profile.pinnedCertificateSha256.value_or(QString());
    m_client->setOptions(options);
    if (m_client->state() != TypedSocketClient::State::New &&
        m_client->state() != TypedSocketClient::State::Disconnected)
        m_client->close();
    m_client->open(m_profile.url);
}

void ConsoleApp::disconnectFromServer()
{
    m_refreshTimer.stop();
    m_pendingLogin.reset();
    m_client->close();
    m_session->logout();
    setStale(tr("disconnected by the user"));
}

void ConsoleApp::onConnected()
{
    if (m_pendingLogin) {
        login();
        return;
    }
    // A reconnect: the identity is still valid, so catch up right away.
    if (m_session->isAuthenticated())
        refresh();
}

void ConsoleApp::onDisconnected(const QString& reason)
{
    m_refreshing = false;
    setStale(reason.isEmpty() ? tr("disconnected") : reason);
}

void ConsoleApp::login()
{
    const ConnectDialog::Request request = *m_pendingLogin;
    m_pendingLogin.reset();
    auto done = [this](const CallError& error) {
        if (error.isError()) {
            const QString message = tr("Login failed: %1").arg(error.message());
            m_indicator->setLastError(message);
            setStale(message);
            showConnectDialog();
            if (m_dialog)
                m_dialog->setMessage(QStringLiteral("secret"), message);
            return;
        }
        refresh();
        m_refreshTimer.start();
    };
    if (request.profile.authKind == core::Profile::AuthKind::MachineToken)
        m_session->loginWithToken(request.secret, this, done);
    else
        m_session->loginWithPassword(request.profile.username, request.secret, this, done);
}

void ConsoleApp::refresh()
{
    if (m_refreshing || !m_session->isAuthenticated() ||
        m_client->state() != TypedSocketClient::State::Connected)
        return;
    m_refreshing = true;
    m_session->call(core::methods::getServices, {}, this, [this](const CallResult& result) {
        m_refreshing = false;
        if (!result.ok()) {
            // A lost connection is reported by onDisconnected with the transport's reason.
            if (result.error.kind != CallError::Kind::ConnectionLost &&
                result.error.kind != CallError::Kind::Cancelled) {
                m_indicator->setLastError(result.error.message());
                setStale(result.error.message());
            }
            return;
        }
        core::DecodeErrors errors;
        const QList<core::Service> services = core::decodeServices(result.response, errors);
        if (!errors.isEmpty()) {
            const QString message =
                tr("getServices: %n problem(s) in the reply: %1", nullptr, int(errors.size()))
                    .arg(core::joinDecodeErrors(errors, 3));
            qCWarning(lcModel) << message;
            m_indicator->setLastError(message);
            if (!result.response.value(QStringLiteral("services")).isArray()) {
                setStale(message);
                return;
            }
        } else {
            m_indicator->setLastError({});
        }
        m_services->setServices(services);
        m_lastUpdated = QDateTime::currentDateTime();
        m_servicesView->setDataStatus(m_lastUpdated, {});
        if (!m_loadedSinceConnect) {
            m_loadedSinceConnect = true;
            Q_EMIT servicesLoaded();
        }
    });
}

void ConsoleApp::setStale(const QString& reason)
{
    m_servicesView->setDataStatus(m_lastUpdated, reason);
}

} // namespace ui
} // namespace cloudly