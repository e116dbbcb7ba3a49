#include "ui/app/consoleapp.h"

#include "ui/app/visibilitythrottle.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include "core/alerts/alertengine.h"
#include "core/cache/offlinecache.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/net/typedsocketclient.h"
#include "core/session/profilestore.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "core/util/logging.h"
#include "ui/connect/connectionindicator.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/servicesview.h"
#include "ui/mainwindow/layoutstore.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shell.h"
#include "ui/style/theme.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTableView>
#include <QToolBar>

namespace cloudly {
namespace ui {
using core::TypedSocketClient;

namespace {
ConsoleServices::Options servicesOptions(const ConsoleApp::Options& options)
{
    ConsoleServices::Options result;
    result.settingsPath = options.settingsPath;
    result.dataDirectory = options.dataDirectory;
    result.cacheWriteIntervalMs = options.cacheWriteIntervalMs;
    result.refreshIntervalMs = options.refreshIntervalMs;
    result.secretStore = options.secretStore;
    return result;
}
} // namespace

ConsoleApp::ConsoleApp(Options options, QObject* parent)
    : QObject(parent), m_options(std::move(options)),
      m_services(std::make_unique<ConsoleServices>(servicesOptions(m_options))),
      m_window(std::make_unique<MainWindow>()),
      m_features(std::make_unique<FeaturePages>(m_window.get(), *m_services)),
      m_controller(std::make_unique<SessionController>(*m_services, m_window.get(), m_options.demoTasks,
                                                       m_options.url)),
      m_layout(std::make_unique<LayoutStore>(m_services->settings.get(), m_window.get(),
                                             m_features->inventoryPages()))
{
    buildStatusBar();
    buildProfileBar();

    SessionController* controller = m_controller.get();
    connect(m_window.get(), &MainWindow::connectRequested, controller, &SessionController::showConnectDialog);
    connect(m_window.get(), &MainWindow::disconnectRequested, controller,
            &SessionController::disconnectFromServer);
    connect(m_window.get(), &MainWindow::refreshRequested, this, &ConsoleApp::refresh);
    connect(controller, &SessionController::servicesLoaded, this, &ConsoleApp::servicesLoaded);
    connect(controller, &SessionController::dataStatusChanged, servicesView(), &ServicesView::setDataStatus);
    connect(controller, &SessionController::lastErrorChanged, m_indicator,
            &ConnectionIndicator::setLastError);
    connect(controller, &SessionController::currentProfileNameChanged, m_switcher,
            &ProfileSwitcher::setCurrentProfile);
    connect(controller, &SessionController::profileChanged, this, [this](const core::Profile& profile) {
        m_window->setProfile(profile);
        if (m_shell)
            m_shell->commandPalette()->setProfile(profile);
    });
    connect(controller, &SessionController::leavingProfile, this,
            [this](const QString& key) { m_layout->save(key); });
    connect(controller, &SessionController::enteredProfile, this, [this](const QString& key) {
        servicesView()->setWatchedServices(m_services->alerts->watchedServices());
        m_layout->apply(key);
    });

    const auto updateActions = [this] {
        const TypedSocketClient::State state = m_services->client->state();
        const bool active = state == TypedSocketClient::State::Connecting ||
                            state == TypedSocketClient::State::Connected ||
                            state == TypedSocketClient::State::Reconnecting;
        m_window->setActionsEnabled(active, state == TypedSocketClient::State::Connected &&
                                                m_services->session->isAuthenticated());
    };
    connect(m_services->client.get(), &TypedSocketClient::stateChanged, m_window.get(), updateActions);
    connect(m_services->session.get(), &core::Session::identityChanged, m_window.get(), updateActions);
    connect(m_services->offline.get(), &core::OfflineCache::showingCacheChanged, this,
            &ConsoleApp::updateOfflineStatus);
    connect(m_services->offline.get(), &core::OfflineCache::problem, m_window.get(),
            [this](const QString& message) {
                qCWarning(lcModel) << message;
                m_window->statusBar()->showMessage(message, 15000);
            });

    // Keyboard layer (command palette, shortcuts, cheat sheet) and the light/dark look.
    m_shell =
        std::make_unique<Shell>(m_window.get(), servicesView(), m_features.get(), m_services->settings.get());
}

ConsoleApp::~ConsoleApp()
{
    m_services->offline->flush(); // the newest live inventory survives the quit
    m_layout->save(profileKey());
    // Widgets first: they observe the client and the session.
    m_window.reset();
}

void ConsoleApp::buildStatusBar()
{
    m_indicator = new ConnectionIndicator(m_services->client.get(), m_services->session.get());
    m_window->setStatusWidget(m_indicator);
    m_dataStatus = new QLabel;
    m_dataStatus->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_dataStatus->setObjectName(QStringLiteral("dataStatus"));
    m_window->addPermanentStatusWidget(m_dataStatus);
    const auto showDataStatus = [this] {
        // Elided so a long reason cannot push the connection state out of the status bar.
        const QString text = servicesView()->dataStatusText();
        const QFontMetrics metrics = m_dataStatus->fontMetrics();
        m_dataStatus->setText(metrics.elidedText(text, Qt::ElideRight, metrics.averageCharWidth() * 60));
        m_dataStatus->setToolTip(text);
    };
    connect(servicesView(), &ServicesView::dataStatusChanged, m_dataStatus, showDataStatus);
    showDataStatus();

    m_offlineStatus = new QLabel;
    m_offlineStatus->setObjectName(QStringLiteral("offlineStatus"));
    m_offlineStatus->setVisible(false);
    m_window->addPermanentStatusWidget(m_offlineStatus);
    m_offlineTick.setInterval(1000);
    connect(&m_offlineTick, &QTimer::timeout, this, &ConsoleApp::updateOfflineStatus);
    connect(&m_offlineTick, &QTimer::timeout, m_controller.get(), &SessionController::updateServicesStatus);

    // Nobody looks at a minimised or hidden window: poll less meanwhile, catch up when it is shown.
    auto* polling = new QLabel;
    polling->setObjectName(QStringLiteral("pollingStatus"));
    polling->setVisible(false);
    m_window->addPermanentStatusWidget(polling);
    m_throttle = new VisibilityThrottle(m_window.get(), refresher(), polling, m_window.get());
}

void ConsoleApp::buildProfileBar()
{
    // Profiles: one step from one saved server to another; layout and columns per profile.
    m_switcher = new ProfileSwitcher(m_services->profiles.get());
    QToolBar* profileBar = m_window->addToolBar(tr("Profile"));
    profileBar->setObjectName(QStringLiteral("profileToolBar"));
    profileBar->addWidget(m_switcher);
    m_window->menuBar()->addMenu(m_switcher->menu());
    connect(m_switcher, &ProfileSwitcher::profileRequested, m_controller.get(),
            &SessionController::switchProfile);
    connect(m_switcher, &ProfileSwitcher::manageRequested, m_controller.get(),
            &SessionController::showConnectDialog);
}

ServicesView* ConsoleApp::servicesView() const
{
    return m_features->servicesView();
}

core::ServicesModel* ConsoleApp::servicesModel() const
{
    return m_services->servicesModel.get();
}

core::Session* ConsoleApp::session() const
{
    return m_services->session.get();
}

core::TypedSocketClient* ConsoleApp::client() const
{
    return m_services->client.get();
}

core::DemoServer* ConsoleApp::demoServer() const
{
    return m_controller->demoServer();
}

core::InventoryRefresher* ConsoleApp::refresher() const
{
    return m_services->refresher.get();
}

core::OfflineCache* ConsoleApp::offlineCache() const
{
    return m_services->offline.get();
}

core::JournalFeed* ConsoleApp::journal() const
{
    return m_services->journal.get();
}

core::ProfileStore* ConsoleApp::profileStore() const
{
    return m_services->profiles.get();
}

core::AlertEngine* ConsoleApp::alerts() const
{
    return m_services->alerts.get();
}

AlertsPage* ConsoleApp::alertsPage() const
{
    return m_features->alertsPage();
}

AlertNotifier* ConsoleApp::notifier() const
{
    return m_features->notifier();
}

QString ConsoleApp::profileKey() const
{
    return m_controller->profileKey();
}

bool ConsoleApp::switchProfile(const QString& name)
{
    return m_controller->switchProfile(name);
}

void ConsoleApp::connectTo(const ConnectDialog::Request& request)
{
    m_controller->connectTo(request);
}

void ConsoleApp::disconnectFromServer()
{
    m_controller->disconnectFromServer();
}

void ConsoleApp::refresh()
{
    refresher()->refreshNow();
}

QString ConsoleApp::offlineText() const
{
    return m_services->offline->statusText();
}

void ConsoleApp::updateOfflineStatus()
{
    const QString text = m_services->offline->statusText();
    m_offlineStatus->setVisible(!text.isEmpty());
    m_offlineStatus->setText(text.isEmpty() ? QString()
                                            : tr("<b>%1</b> (read-only)").arg(text.toHtmlEscaped()));
    m_offlineStatus->setToolTip(
        text.isEmpty() ? QString()
                       : tr("The server cannot be reached. The inventory shown is the last one saved on this "
                            "computer; it is replaced as soon as live data arrives."));
    if (text.isEmpty())
        m_offlineTick.stop();
    else if (!m_offlineTick.isActive())
        m_offlineTick.start();
}

void ConsoleApp::applyStyle(QApplication& app)
{
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        QApplication::setStyle(fusion);
    app.setPalette(QApplication::style()->standardPalette());
    // Light or dark (preferences: System / Light / Dark) before any widget exists.
    applyStartupTheme(core::AppSettings(core::defaultSettingsPath()));
}

bool ConsoleApp::start()
{
    m_window->show();
    if (m_options.demo) {
        if (!m_controller->ensureDemoServer()) {
            m_error = m_controller->errorString();
            return false;
        }
        ConnectDialog::Request demo;
        demo.profile.name = QStringLiteral("demo");
        demo.profile.url = m_controller->demoServer()->url();
        demo.profile.username = QStringLiteral("admin");
        demo.secret = QStringLiteral("demo");
        connectTo(demo);
    } else if (m_options.showConnectDialog) {
        // The profile used last, in one step (its secret from the keychain; asked for when missing). When
        // its server cannot be reached, its offline cache is shown.
        const QString last = m_options.url.isEmpty() ? m_services->profiles->lastUsed() : QString();
        if (last.isEmpty() || !switchProfile(last))
            QTimer::singleShot(0, m_controller.get(), &SessionController::showConnectDialog);
    }
    return true;
}

} // namespace ui
} // namespace cloudly
