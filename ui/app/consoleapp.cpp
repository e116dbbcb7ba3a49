#include "app/consoleapp.h"

#include "app/featurepages.h"

#include "alerts/alertengine.h"
#include "alerts/alertnotifier.h"
#include "alerts/alertspage.h"
#include "alerts/watchstore.h"
#include "preflight/preflightcontroller.h"
#include "profiles/profileswitcher.h"
#include "session/fallbacksecretstore.h"
#include "session/keychainsecretstore.h"
#include "session/profilestore.h"
#include "settings/appsettings.h"

#include <QTableView>

#include "api/methods.h"
#include "api/service.h"
#include "cache/offlinecache.h"
#include "connect/connectionindicator.h"
#include "demo/demoserver.h"
#include "inventory/imagesview.h"
#include "inventory/inventoryrefresher.h"
#include "inventory/tasksview.h"
#include "journal/journalfeed.h"
#include "mainwindow/mainwindow.h"
#include "model/servicesmodel.h"
#include "net/typedsocketclient.h"
#include "services/servicesview.h"
#include "session/session.h"
#include "shell/shell.h"
#include "shell/theme.h"
#include "util/logging.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QToolBar>

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
    const QString settingsPath =
        m_options.settingsPath.isEmpty() ? core::defaultSettingsPath() : m_options.settingsPath;
    m_features = new FeaturePages(m_window.get(), m_session, this, settingsPath);
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
    // A refused certificate ends the attempt for good (no reconnect loop): ask again, showing the fingerprint
    // the server presented so that the user can compare it and pin it on purpose.
    connect(m_client, &TypedSocketClient::certificateRejected, this,
            [this](const QString& sha256, const QString& reason) {
                m_pendingLogin.reset();
                m_indicator->setLastError(m_client->lastError());
                showConnectDialog();
                if (m_dialog)
                    m_dialog->showCertificateRefused(sha256, reason);
            });
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

    // One poller for the whole inventory: the services page is fed by the refresher too.
    core::InventoryRefresher* inventory = refresher();
    if (m_options.refreshIntervalMs > 0)
        inventory->setInterval(m_options.refreshIntervalMs);
    connect(inventory, &core::InventoryRefresher::servicesUpdated, m_services,
            &core::ServicesModel::setServices);
    connect(inventory, &core::InventoryRefresher::freshnessChanged, this, &ConsoleApp::updateServicesStatus);
    connect(inventory, &core::InventoryRefresher::refreshFailed, this,
            [this](core::InventoryRefresher::Resource resource, const QString& message) {
                if (resource == core::InventoryRefresher::Resource::Services)
                    m_indicator->setLastError(message);
            });

    // Offline: the last good inventory of each profile on disk, shown when the server cannot be reached.
    m_offline = new core::OfflineCache(inventory, core::InventoryCache(m_options.dataDirectory), this);
    m_offline->setMinimumInterval(m_options.cacheWriteIntervalMs);
    // The change journal: what this console sees change, per profile (SQLite, written off the GUI thread).
    m_journal = new core::JournalFeed(
        inventory,
        m_options.dataDirectory.isEmpty() ? QString() : m_options.dataDirectory + QStringLiteral("/journal"),
        this);
    m_offlineStatus = new QLabel;
    m_offlineStatus->setObjectName(QStringLiteral("offlineStatus"));
    m_offlineStatus->setVisible(false);
    m_window->addPermanentStatusWidget(m_offlineStatus);
    connect(m_offline, &core::OfflineCache::showingCacheChanged, this, &ConsoleApp::updateOfflineStatus);
    connect(m_offline, &core::OfflineCache::showingCacheChanged, this, &ConsoleApp::updateServicesStatus);
    connect(m_offline, &core::OfflineCache::problem, this, [this](const QString& message) {
        qCWarning(lcModel) << message;
        m_window->statusBar()->showMessage(message, 15000);
    });
    m_offlineTick.setInterval(1000);
    connect(&m_offlineTick, &QTimer::timeout, this, &ConsoleApp::updateOfflineStatus);
    connect(&m_offlineTick, &QTimer::timeout, this, &ConsoleApp::updateServicesStatus);
    connect(m_client, &TypedSocketClient::stateChanged, this, [this](TypedSocketClient::State state) {
        if (state == TypedSocketClient::State::Disconnected ||
            state == TypedSocketClient::State::Reconnecting)
            maybeRestoreCache();
    });
    if (auto* app = QCoreApplication::instance())
        connect(app, &QCoreApplication::aboutToQuit, m_offline, [this] { m_offline->flush(); });

    // Profiles: one step from one saved server to another; layout and columns per profile.
    m_settings = m_features->settings();
    m_profiles = new core::ProfileStore(settingsPath, this);
    m_secrets = m_options.secretStore ? m_options.secretStore
                                      : new core::FallbackSecretStore(new core::KeychainSecretStore(),
                                                                      new core::MemorySecretStore(), this);
    m_switcher = new ProfileSwitcher(m_profiles);
    QToolBar* profileBar = m_window->addToolBar(tr("Profile"));
    profileBar->setObjectName(QStringLiteral("profileToolBar"));
    profileBar->addWidget(m_switcher);
    m_window->menuBar()->addMenu(m_switcher->menu());
    connect(m_switcher, &ProfileSwitcher::profileRequested, this, &ConsoleApp::switchProfile);
    connect(m_switcher, &ProfileSwitcher::manageRequested, this, &ConsoleApp::showConnectDialog);

    // Alerts: watched services raise alerts (listed on their page) and desktop notifications.
    m_watchStore = std::make_unique<core::WatchStore>(settingsPath);
    m_alerts = new core::AlertEngine(this);
    m_notifier = new AlertNotifier(m_alerts, this);
    m_alertsPage = new AlertsPage(m_alerts, m_notifier);
    m_window->addPage(m_alertsPage, tr("Alerts"));
    connect(m_notifier, &AlertNotifier::notified, this, [this](const core::AlertNotification& n) {
        if (!m_notifier->trayAvailable()) // no desktop notification: at least the status bar says it
            m_window->statusBar()->showMessage(tr("Alert — %1: %2").arg(n.title, n.body), 15000);
    });
    connect(m_notifier, &AlertNotifier::activated, this, [this] {
        m_window->showPage(m_alertsPage);
        m_window->raise();
        m_window->activateWindow();
    });
    connect(inventory, &core::InventoryRefresher::servicesUpdated, m_alerts, &core::AlertEngine::setServices);
    connect(inventory, &core::InventoryRefresher::deploymentsUpdated, this,
            [this](const core::DeploymentTable& deployments) {
                // Cached tasks are old news: only live lists can turn something failed.
                if (!refresher()->isCached(core::InventoryRefresher::Resource::Deployments))
                    m_alerts->updateDeployments(deployments);
            });
    connect(m_servicesView, &ServicesView::watchToggled, m_alerts, &core::AlertEngine::setWatched);
    connect(m_servicesView, &ServicesView::tasksRequested, m_features, &FeaturePages::showTasksForService);
    connect(m_alerts, &core::AlertEngine::watchedChanged, this, [this](const QStringList& ids) {
        m_servicesView->setWatchedServices(ids);
        if (!profileKey().isEmpty())
            m_watchStore->setWatchedServices(profileKey(), ids);
    });
    connect(m_features->preflight(), &PreflightController::receiptCreated, this,
            [this](const core::preflight::Receipt& receipt) {
                QString detail;
                if (!receipt.decision.serverBlockers.isEmpty())
                    detail = receipt.decision.serverBlockers.first().code;
                else if (!receipt.decision.clientBlockers.isEmpty())
                    detail = receipt.decision.clientBlockers.first().code;
                else if (!receipt.decision.reasons.isEmpty())
                    detail = receipt.decision.reasons.first().code;
                m_alerts->addPreflightResult(receipt.serviceId(), receipt.serviceName(), receipt.isGo(),
                                             receipt.id, receipt.isGo() ? QString() : detail);
            });

    // Keyboard layer (command palette, shortcuts, cheat sheet) and the light/dark look.
    m_shell = new Shell(m_window.get(), m_servicesView, m_features, m_features->settings(), this);
}

ConsoleApp::~ConsoleApp()
{
    m_offline->flush(); // the newest live inventory survives the quit
    saveLayout(profileKey());
    // Widgets first: they observe the client and the session.
    m_window.reset();
}

core::InventoryRefresher* ConsoleApp::refresher() const
{
    return m_features->refresher();
}

QString ConsoleApp::profileKey() const
{
    return m_profile.name.isEmpty() ? m_profile.url.toString() : m_profile.name;
}

bool ConsoleApp::isEmbeddedDemo(const core::Profile& profile) const
{
    return m_demo && profile.url == m_demo->url();
}

void ConsoleApp::saveLayout(const QString& key)
{
    if (key.isEmpty())
        return;
    m_settings->setWindowGeometry(key, m_window->saveGeometry());
    m_settings->setWindowState(key, m_window->saveState());
    m_settings->setColumnState(QStringLiteral("services"), key,
                               m_servicesView->table()->horizontalHeader()->saveState());
    m_settings->sync();
}

void ConsoleApp::applyLayout(const QString& key)
{
    if (key.isEmpty())
        return;
    const QByteArray geometry = m_settings->windowGeometry(key);
    if (!geometry.isEmpty())
        m_window->restoreGeometry(geometry);
    const QByteArray state = m_settings->windowState(key);
    if (!state.isEmpty())
        m_window->restoreState(state);
    const QByteArray columns = m_settings->columnState(QStringLiteral("services"), key);
    if (!columns.isEmpty())
        m_servicesView->table()->horizontalHeader()->restoreState(columns);
    for (InventoryPage* page : m_features->inventoryPages())
        page->setProfile(key); // every inventory page keeps its columns per profile
}

void ConsoleApp::rememberProfile(const ConnectDialog::Request& request)
{
    if (isEmbeddedDemo(request.profile) || request.profile.name.isEmpty())
        return;
    const core::ProfileError error = m_profiles->save(request.profile);
    if (error.isError()) {
        qCWarning(lcSettings) << "profile not saved:" << error.message;
        return;
    }
    m_profiles->setLastUsed(request.profile.name);
    m_switcher->setCurrentProfile(request.profile.name);
    if (request.secret.isEmpty())
        return;
    m_secrets->writeSecret(core::SecretStore::secretKey(request.profile), request.secret, this,
                           [](bool ok, const QString& why) {
                               if (!ok)
                                   qCWarning(lcSecrets) << "secret not stored:" << why;
                           });
}

bool ConsoleApp::switchProfile(const QString& name)
{
    const std::optional<core::Profile> profile = m_profiles->profile(name);
    if (!profile)
        return false;
    m_secrets->readSecret(
        core::SecretStore::secretKey(*profile), this,
        [this, p = *profile](std::optional<QString> secret, const QString& error) {
            if (secret && !secret->isEmpty()) {
                connectTo(ConnectDialog::Request{p, *secret});
                return;
            }
            m_switcher->setCurrentProfile(m_profile.name); // not switched (yet)
            showConnectDialogFor(
                p, error.isEmpty() ? tr("No saved password or token for profile %1.").arg(p.name) : error);
        });
    return true;
}

QString ConsoleApp::offlineText() const
{
    return m_offline->statusText();
}

void ConsoleApp::maybeRestoreCache()
{
    // Only when the server cannot be reached before anything live arrived for this profile.
    if (m_loadedSinceConnect || m_restoreTried || m_offline->profile().isEmpty())
        return;
    m_restoreTried = true;
    if (m_offline->restore())
        qCInfo(lcModel) << "showing the offline cache of profile" << m_offline->profile();
}

void ConsoleApp::updateOfflineStatus()
{
    const QString text = m_offline->statusText();
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

void ConsoleApp::updateServicesStatus()
{
    const core::Freshness f = refresher()->freshness(core::InventoryRefresher::Resource::Services);
    const bool live = f.isLoaded() && !f.isStale();
    if (live) {
        m_staleOverride.clear();
        m_indicator->setLastError({});
        if (!m_loadedSinceConnect) {
            m_loadedSinceConnect = true;
            Q_EMIT servicesLoaded();
        }
    }
    QString reason;
    if (refresher()->isCached(core::InventoryRefresher::Resource::Services))
        reason = m_offline->statusText();
    else if (!m_staleOverride.isEmpty() && !live)
        reason = m_staleOverride;
    else if (f.isStale())
        reason = f.reasonText();
    m_servicesView->setDataStatus(f.lastSuccess, reason);
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
        if (!ensureDemoServer())
            return false;
        ConnectDialog::Request demo;
        demo.profile.name = QStringLiteral("demo");
        demo.profile.url = m_demo->url();
        demo.profile.username = QStringLiteral("admin");
        demo.secret = QStringLiteral("demo");
        connectTo(demo);
    } else if (m_options.showConnectDialog) {
        // The profile used last, in one step (its secret from the keychain; asked for when missing). When
        // its server cannot be reached, its offline cache is shown.
        const QString last = m_options.url.isEmpty() ? m_profiles->lastUsed() : QString();
        if (last.isEmpty() || !switchProfile(last))
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
    core::Profile profile = m_profile;
    if (profile.url.isEmpty())
        profile.url = m_options.url;
    showConnectDialogFor(profile, {});
}

void ConsoleApp::showConnectDialogFor(const core::Profile& profile, const QString& secretMessage)
{
    if (m_dialog) {
        if (!profile.url.isEmpty())
            m_dialog->setProfile(profile);
        if (!secretMessage.isEmpty())
            m_dialog->setMessage(QStringLiteral("secret"), secretMessage);
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto* dialog = new ConnectDialog(m_window.get());
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setDemoAvailable(true);
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
    if (!secretMessage.isEmpty())
        dialog->setMessage(QStringLiteral("secret"), secretMessage);
}

void ConsoleApp::connectTo(const ConnectDialog::Request& request)
{
    if (m_session->isAuthenticated())
        m_session->logout();
    const bool otherServer = request.profile.url != m_profile.url || request.profile.name != m_profile.name;
    if (otherServer) {
        // Another server: its rows must not be mistaken for this one's. The old profile's cache is
        // written from a snapshot on the writer thread.
        m_offline->flush(false);
        saveLayout(profileKey());
        refresher()->clear();
    }
    m_profile = request.profile;
    if (otherServer) {
        m_alerts->reset(); // the next task list is a new baseline
        m_alerts->setWatchedServices(m_watchStore->watchedServices(profileKey()));
        m_servicesView->setWatchedServices(m_alerts->watchedServices());
        applyLayout(profileKey());
        m_switcher->setCurrentProfile(m_profile.name);
    }
    m_pendingLogin = request;
    m_loadedSinceConnect = false;
    m_restoreTried = false;
    m_staleOverride.clear();
    m_indicator->setLastError({});
    // The embedded demo moves to another port every run: nothing worth caching.
    const bool embeddedDemo = m_demo && m_profile.url == m_demo->url();
    m_offline->setProfile(
        embeddedDemo ? QString() : (m_profile.name.isEmpty() ? m_profile.url.toString() : m_profile.name),
        m_profile.url);
    m_journal->setProfile(embeddedDemo ? QStringLiteral("demo")
                                       : (m_profile.name.isEmpty() ? m_profile.url.host() : m_profile.name));
    updateServicesStatus();

    TypedSocketClient::Options options = m_client->options();
    options.pinnedCertificateSha256 = m_profile.pinnedCertificateSha256.value_or(QString());
    options.caCertificateFile = m_profile.caCertificateFile;
    m_client->setOptions(options);
    if (m_client->state() != TypedSocketClient::State::New &&
        m_client->state() != TypedSocketClient::State::Disconnected)
        m_client->close();
    m_client->open(m_profile.url);
}

void ConsoleApp::disconnectFromServer()
{
    m_pendingLogin.reset();
    m_staleOverride = tr("disconnected by the user");
    m_client->close();
    m_session->logout();
    setStale(m_staleOverride);
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
    if (m_staleOverride.isEmpty())
        setStale(reason.isEmpty() ? tr("disconnected") : reason);
}

void ConsoleApp::login()
{
    const ConnectDialog::Request request = *m_pendingLogin;
    m_pendingLogin.reset();
    auto done = [this, request](const CallError& error) {
        if (error.isError()) {
            const QString message = tr("Login failed: %1").arg(error.message());
            m_indicator->setLastError(message);
            m_staleOverride = message;
            setStale(message);
            showConnectDialog();
            if (m_dialog)
                m_dialog->setMessage(QStringLiteral("secret"), message);
            return;
        }
        // The refresher starts on its own when the identity arrives.
        rememberProfile(request);
    };
    if (request.profile.authKind == core::Profile::AuthKind::MachineToken)
        m_session->loginWithToken(request.secret, this, done);
    else
        m_session->loginWithPassword(request.profile.username, request.secret, this, done);
}

void ConsoleApp::refresh()
{
    refresher()->refreshNow();
}

void ConsoleApp::setStale(const QString& reason)
{
    const core::Freshness f = refresher()->freshness(core::InventoryRefresher::Resource::Services);
    if (refresher()->isCached(core::InventoryRefresher::Resource::Services))
        return; // "offline — cached …" says more
    m_servicesView->setDataStatus(f.lastSuccess, reason);
}

} // namespace ui
} // namespace cloudly