#include "ui/app/consolewindow.h"

#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/app/viewlinknavigator.h"
#include "ui/app/visibilitythrottle.h"
#include "ui/pages/featurepages.h"

#include "core/alerts/alertengine.h"
#include "core/cache/offlinecache.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/links/viewlink.h"
#include "core/net/typedsocketclient.h"
#include "core/session/profilestore.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "core/util/logging.h"
#include "ui/connect/connectionindicator.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/detail/copysupport.h"
#include "ui/inventory/inventorypage.h"
#include "ui/inventory/servicesview.h"
#include "ui/mainwindow/layoutstore.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shell.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace cloudly {
namespace ui {
using core::TypedSocketClient;

ConsoleWindow::ConsoleWindow(const Options& options, QObject* parent)
    : QObject(parent), m_services(std::make_unique<ConsoleServices>(options.services)),
      m_window(std::make_unique<MainWindow>()),
      m_features(std::make_unique<FeaturePages>(m_window.get(), *m_services)),
      m_controller(
          std::make_unique<SessionController>(*m_services, m_window.get(), options.demoTasks, options.url)),
      m_layout(std::make_unique<LayoutStore>(m_services->settings.get(), m_window.get(),
                                             m_features->inventoryPages()))
{
    buildStatusBar();
    buildProfileBar();

    SessionController* controller = m_controller.get();
    ServicesView* servicesView = m_features->servicesView();
    connect(m_window.get(), &MainWindow::connectRequested, controller, &SessionController::showConnectDialog);
    connect(m_window.get(), &MainWindow::disconnectRequested, controller,
            &SessionController::disconnectFromServer);
    connect(m_window.get(), &MainWindow::refreshRequested, m_services->refresher.get(),
            &core::InventoryRefresher::refreshNow);
    connect(m_window.get(), &MainWindow::newWindowRequested, this, &ConsoleWindow::newWindowRequested);
    connect(m_window.get(), &MainWindow::copyLinkRequested, this, &ConsoleWindow::copyLink);
    connect(controller, &SessionController::servicesLoaded, this, &ConsoleWindow::servicesLoaded);
    connect(controller, &SessionController::dataStatusChanged, servicesView, &ServicesView::setDataStatus);
    connect(controller, &SessionController::lastErrorChanged, m_indicator,
            &ConnectionIndicator::setLastError);
    connect(controller, &SessionController::currentProfileNameChanged, m_switcher,
            &ProfileSwitcher::setCurrentProfile);
    connect(controller, &SessionController::profileChanged, this, [this](const core::Profile& profile) {
        m_window->setProfile(profile);
        if (m_shell)
            m_shell->commandPalette()->setProfile(profile);
        updateLinkAction();
    });
    connect(controller, &SessionController::leavingProfile, this,
            [this](const QString& key) { m_layout->save(key); });
    connect(controller, &SessionController::enteredProfile, this, [this, servicesView](const QString& key) {
        servicesView->setWatchedServices(m_services->alerts->watchedServices());
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
            &ConsoleWindow::updateOfflineStatus);
    connect(m_services->offline.get(), &core::OfflineCache::problem, m_window.get(),
            [this](const QString& message) {
                qCWarning(lcModel) << message;
                showMessage(message);
            });

    // Keyboard layer (command palette, shortcuts, cheat sheet) and the light/dark look.
    m_shell =
        std::make_unique<Shell>(m_window.get(), servicesView, m_features.get(), m_services->settings.get());

    // Links: "Copy link to this view" in the palette (a registry command) and in every page's context menu.
    m_links = new ViewLinkNavigator(m_window.get(), m_features.get(), this);
    connect(m_links, &ViewLinkNavigator::selectionFailed, this,
            [this](const QString& message) { showMessage(message); });
    connect(m_links, &ViewLinkNavigator::viewSettled, this,
            [this] { Q_EMIT linkShown(core::formatViewLink(m_links->currentView(savedProfileName()))); });
    QAction* copyLinkAction = m_window->actions()->action(QString::fromLatin1(actionid::copyLink));
    for (InventoryPage* page : m_features->inventoryPages())
        page->copySupport()->addMenuAction(copyLinkAction);
    updateLinkAction();

    m_window->installEventFilter(this);
}

ConsoleWindow::~ConsoleWindow()
{
    m_services->offline->flush(); // the newest live inventory survives the quit
    m_layout->save(m_controller->profileKey());
    // Widgets first: they observe the client and the session.
    m_window.reset();
}

bool ConsoleWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window.get() && event->type() == QEvent::Close) {
        // After the close is done (and not ignored): the window is hidden by then.
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (!m_window->isVisible())
                    Q_EMIT closed();
            },
            Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void ConsoleWindow::buildStatusBar()
{
    m_indicator = new ConnectionIndicator(m_services->client.get(), m_services->session.get());
    m_window->setStatusWidget(m_indicator);
    m_dataStatus = new QLabel;
    m_dataStatus->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_dataStatus->setObjectName(QStringLiteral("dataStatus"));
    m_window->addPermanentStatusWidget(m_dataStatus);
    ServicesView* servicesView = m_features->servicesView();
    const auto showDataStatus = [this, servicesView] {
        // Elided so a long reason cannot push the connection state out of the status bar.
        const QString text = servicesView->dataStatusText();
        const QFontMetrics metrics = m_dataStatus->fontMetrics();
        m_dataStatus->setText(metrics.elidedText(text, Qt::ElideRight, metrics.averageCharWidth() * 60));
        m_dataStatus->setToolTip(text);
    };
    connect(servicesView, &ServicesView::dataStatusChanged, m_dataStatus, showDataStatus);
    showDataStatus();

    m_offlineStatus = new QLabel;
    m_offlineStatus->setObjectName(QStringLiteral("offlineStatus"));
    m_offlineStatus->setVisible(false);
    m_window->addPermanentStatusWidget(m_offlineStatus);
    m_offlineTick.setInterval(1000);
    connect(&m_offlineTick, &QTimer::timeout, this, &ConsoleWindow::updateOfflineStatus);
    connect(&m_offlineTick, &QTimer::timeout, m_controller.get(), &SessionController::updateServicesStatus);

    // Nobody looks at a minimised or hidden window: poll less meanwhile, catch up when it is shown.
    auto* polling = new QLabel;
    polling->setObjectName(QStringLiteral("pollingStatus"));
    polling->setVisible(false);
    m_window->addPermanentStatusWidget(polling);
    m_throttle = new VisibilityThrottle(m_window.get(), m_services->refresher.get(), polling, m_window.get());
}

void ConsoleWindow::buildProfileBar()
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

void ConsoleWindow::updateOfflineStatus()
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

QString ConsoleWindow::profileName() const
{
    return m_controller->profile().name;
}

QString ConsoleWindow::savedProfileName() const
{
    const core::Profile& profile = m_controller->profile();
    if (profile.url.isEmpty())
        return {};
    if (!profile.name.isEmpty()) {
        const std::optional<core::Profile> saved = m_services->profiles->profile(profile.name);
        return saved && saved->url == profile.url ? profile.name : QString();
    }
    for (const core::Profile& saved : m_services->profiles->profiles()) {
        if (saved.url == profile.url && saved.username == profile.username)
            return saved.name;
    }
    return {};
}

bool ConsoleWindow::showsNothing() const
{
    return m_controller->profile().url.isEmpty();
}

bool ConsoleWindow::showsProfile(const QString& name) const
{
    return !name.isEmpty() && (profileName() == name || savedProfileName() == name);
}

void ConsoleWindow::updateLinkAction()
{
    const QString id = QString::fromLatin1(actionid::copyLink);
    m_window->actions()->setAvailability(
        id, savedProfileName().isEmpty()
                ? core::Permission::deny(tr("this window shows no saved profile, and a link names one"))
                : core::Permission::allow());
}

QString ConsoleWindow::copyLink()
{
    const QString profile = savedProfileName();
    if (profile.isEmpty()) {
        showMessage(tr("No link: this window shows no saved profile, and a link names one."));
        return {};
    }
    const core::ViewLink link = m_links->currentView(profile);
    if (link.page.isEmpty()) {
        showMessage(tr("No link: this page cannot be linked to."));
        return {};
    }
    const QString text = core::formatViewLink(link);
    CopySupport::copyText(text);
    showMessage(tr("Link to this view copied: %1").arg(text), 8000);
    return text;
}

QString ConsoleWindow::openLink(const core::ViewLink& link)
{
    if (!m_links->pageKeys().contains(link.page)) {
        const QString error =
            tr("The link names the page “%1”, which this console does not have (pages: %2).")
                .arg(link.page, m_links->pageKeys().join(QStringLiteral(", ")));
        showMessage(error);
        return error;
    }
    if (!showsProfile(link.profile)) {
        if (!m_services->profiles->profile(link.profile)) {
            const QString error =
                tr("The link names the profile “%1”, which is not saved here (profiles: %2).")
                    .arg(link.profile, m_services->profiles->names().join(QStringLiteral(", ")));
            showMessage(error);
            return error;
        }
        // The page and filter are applied once the profile is entered (its layout is restored first).
        auto once = std::make_shared<QMetaObject::Connection>();
        *once = connect(m_controller.get(), &SessionController::enteredProfile, this, [this, link, once] {
            disconnect(*once);
            if (showsProfile(link.profile)) {
                const QString error = m_links->open(link);
                if (!error.isEmpty())
                    showMessage(error);
            }
        });
        // When the secret has to be asked for, the view follows once the user has connected.
        m_controller->switchProfile(link.profile);
        bringToFront();
        return {};
    }
    const QString error = m_links->open(link);
    if (!error.isEmpty())
        showMessage(error);
    bringToFront();
    return error;
}

void ConsoleWindow::bringToFront()
{
    if (m_window->isMinimized())
        m_window->showNormal();
    m_window->raise();
    m_window->activateWindow();
}

void ConsoleWindow::showMessage(const QString& text, int timeoutMs)
{
    m_window->statusBar()->showMessage(text, timeoutMs);
}

} // namespace ui
} // namespace cloudly
