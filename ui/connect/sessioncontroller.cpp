#include "ui/connect/sessioncontroller.h"
#include "core/session/profilescope.h"

#include "ui/services/consoleservices.h"

#include "core/alerts/alertengine.h"
#include "core/alerts/watchstore.h"
#include "core/cache/offlinecache.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/metrics/metricsfeed.h"
#include "core/net/typedsocketclient.h"
#include "core/session/profilestore.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "core/util/logging.h"

#include <algorithm>

namespace cloudly {
namespace ui {
using core::CallError;
using core::InventoryRefresher;
using core::TypedSocketClient;

SessionController::SessionController(ConsoleServices& services, QWidget* dialogParent, int demoTasks,
                                     QUrl defaultUrl, QObject* parent)
    : QObject(parent), m_services(services), m_dialogParent(dialogParent), m_demoTasks(demoTasks),
      m_defaultUrl(std::move(defaultUrl))
{
    TypedSocketClient* client = m_services.client.get();
    connect(client, &TypedSocketClient::connected, this, &SessionController::onConnected);
    connect(client, &TypedSocketClient::disconnected, this, &SessionController::onDisconnected);
    // A refused certificate ends the attempt for good (no reconnect loop): ask again, showing the fingerprint
    // the server presented (a first self-signed one may be pinned on purpose; a changed one is refused hard).
    connect(client, &TypedSocketClient::certificateRejected, this, [this] {
        m_pendingLogin.reset();
        Q_EMIT lastErrorChanged(m_services.client->lastError());
        showConnectDialog();
        if (m_dialog)
            m_dialog->showCertificateRefused(m_services.client->certificateRefusal());
    });
    connect(client, &TypedSocketClient::stateChanged, this, [this](TypedSocketClient::State state) {
        if (state == TypedSocketClient::State::Disconnected ||
            state == TypedSocketClient::State::Reconnecting)
            maybeRestoreCache();
    });

    InventoryRefresher* inventory = m_services.refresher.get();
    connect(inventory, &InventoryRefresher::freshnessChanged, this, &SessionController::updateServicesStatus);
    connect(inventory, &InventoryRefresher::refreshFailed, this,
            [this](InventoryRefresher::Resource resource, const QString& message) {
                if (resource == InventoryRefresher::Resource::Services)
                    Q_EMIT lastErrorChanged(message);
            });
    connect(m_services.offline.get(), &core::OfflineCache::showingCacheChanged, this,
            &SessionController::updateServicesStatus);
    // The watched services are remembered per profile.
    connect(m_services.alerts.get(), &core::AlertEngine::watchedChanged, this,
            [this](const QStringList& ids) {
                if (!profileKey().isEmpty())
                    m_services.watches->setWatchedServices(profileKey(), ids);
            });
    // A stage, protection or read-only flag changed in the profile switcher (or another process) applies
    // to the current connection at once.
    connect(m_services.profiles.get(), &core::ProfileStore::profilesChanged, this, [this] {
        const std::optional<core::Profile> saved =
            m_profile.name.isEmpty() ? std::nullopt : m_services.profiles->profile(m_profile.name);
        if (!saved || (saved->stage == m_profile.stage && saved->isProtected == m_profile.isProtected &&
                       saved->readOnly == m_profile.readOnly))
            return;
        m_profile.stage = saved->stage;
        m_profile.isProtected = saved->isProtected;
        m_profile.readOnly = saved->readOnly;
        m_services.session->setGuard(core::RequestGuard(core::ProfileSafety::of(m_profile),
                                                        m_services.settings->methodNames(profileKey())));
        Q_EMIT profileChanged(m_profile);
    });
}

SessionController::~SessionController() = default;

QString SessionController::profileKey() const
{
    return core::ProfileScope::of(m_profile, isEmbeddedDemo(m_profile)).key;
}

bool SessionController::isEmbeddedDemo(const core::Profile& profile) const
{
    return m_demo && profile.url == m_demo->url();
}

bool SessionController::ensureDemoServer()
{
    if (m_demo)
        return true;
    core::DemoOptions demoOptions;
    if (m_demoTasks > 0) { // --demo-tasks: a large generated inventory (measurements)
        demoOptions.tasks = m_demoTasks;
        demoOptions.services = std::max(1, m_demoTasks / 10);
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

void SessionController::rememberProfile(const ConnectDialog::Request& request)
{
    if (isEmbeddedDemo(request.profile) || request.profile.name.isEmpty())
        return;
    const core::ProfileError error = m_services.profiles->save(request.profile);
    if (error.isError()) {
        qCWarning(lcSettings) << "profile not saved:" << error.message;
        return;
    }
    m_services.profiles->setLastUsed(request.profile.name);
    Q_EMIT currentProfileNameChanged(request.profile.name);
    if (request.secret.isEmpty())
        return;
    m_services.secrets->writeSecret(core::SecretStore::secretKey(request.profile), request.secret, this,
                                    [](bool ok, const QString& why) {
                                        if (!ok)
                                            qCWarning(lcSecrets) << "secret not stored:" << why;
                                    });
}

bool SessionController::switchProfile(const QString& name)
{
    const std::optional<core::Profile> profile = m_services.profiles->profile(name);
    if (!profile)
        return false;
    m_services.secrets->readSecret(
        core::SecretStore::secretKey(*profile), this,
        [this, p = *profile](std::optional<QString> secret, const QString& error) {
            if (secret && !secret->isEmpty()) {
                connectTo(ConnectDialog::Request{p, *secret});
                return;
            }
            Q_EMIT currentProfileNameChanged(m_profile.name); // not switched (yet)
            showConnectDialogFor(
                p, error.isEmpty() ? tr("No saved password or token for profile %1.").arg(p.name) : error);
        });
    return true;
}

void SessionController::maybeRestoreCache()
{
    // Only when the server cannot be reached before anything live arrived for this profile.
    core::OfflineCache* offline = m_services.offline.get();
    if (m_loadedSinceConnect || m_restoreTried || offline->profile().isEmpty())
        return;
    m_restoreTried = true;
    if (offline->restore())
        qCInfo(lcModel) << "showing the offline cache of profile" << offline->profile();
}

void SessionController::updateServicesStatus()
{
    InventoryRefresher* inventory = m_services.refresher.get();
    const core::Freshness f = inventory->freshness(InventoryRefresher::Resource::Services);
    const bool live = f.isLoaded() && !f.isStale();
    if (live) {
        m_staleOverride.clear();
        Q_EMIT lastErrorChanged({});
        if (!m_loadedSinceConnect) {
            m_loadedSinceConnect = true;
            Q_EMIT servicesLoaded();
        }
    }
    QString reason;
    if (inventory->isCached(InventoryRefresher::Resource::Services))
        reason = m_services.offline->statusText();
    else if (!m_staleOverride.isEmpty() && !live)
        reason = m_staleOverride;
    else if (f.isStale())
        reason = f.reasonText();
    Q_EMIT dataStatusChanged(f.lastSuccess, reason);
}

void SessionController::showConnectDialog()
{
    core::Profile profile = m_profile;
    if (profile.url.isEmpty())
        profile.url = m_defaultUrl;
    showConnectDialogFor(profile, {});
}

void SessionController::showConnectDialogFor(const core::Profile& profile, const QString& secretMessage)
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
    auto* dialog = new ConnectDialog(m_dialogParent);
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

void SessionController::connectTo(const ConnectDialog::Request& request)
{
    core::Session* session = m_services.session.get();
    TypedSocketClient* client = m_services.client.get();
    if (session->isAuthenticated())
        session->logout();
    const bool otherServer = request.profile.url != m_profile.url || request.profile.name != m_profile.name;
    if (otherServer) {
        // Another server: its rows must not be mistaken for this one's. The old profile's cache is
        // written from a snapshot on the writer thread.
        m_services.offline->flush(false);
        Q_EMIT leavingProfile(profileKey());
        m_services.refresher->clear();
    }
    m_profile = request.profile;
    // Every request of this connection passes the profile's safety rules (core/session/requestguard.h).
    session->setGuard(core::RequestGuard(core::ProfileSafety::of(m_profile),
                                         m_services.settings->methodNames(profileKey())));
    Q_EMIT profileChanged(m_profile);
    if (otherServer) {
        m_services.alerts->reset(); // the next task list is a new baseline
        m_services.alerts->setWatchedServices(m_services.watches->watchedServices(profileKey()));
        m_services.hub->forProfile(profileKey()); // method names, ages; another server's rows go
        Q_EMIT enteredProfile(profileKey());
        Q_EMIT currentProfileNameChanged(m_profile.name);
    }
    m_pendingLogin = request;
    m_loadedSinceConnect = false;
    m_restoreTried = false;
    m_staleOverride.clear();
    Q_EMIT lastErrorChanged({});
    m_services.enterProfile(core::ProfileScope::of(m_profile, isEmbeddedDemo(m_profile)));
    updateServicesStatus();

    TypedSocketClient::Options options = client->options();
    options.pinnedCertificateSha256 = m_profile.pinnedCertificateSha256.value_or(QString());
    options.caCertificateFile = m_profile.caCertificateFile;
    client->setOptions(options);
    if (client->state() != TypedSocketClient::State::New &&
        client->state() != TypedSocketClient::State::Disconnected)
        client->close();
    client->open(m_profile.url);
}

void SessionController::disconnectFromServer()
{
    m_pendingLogin.reset();
    m_staleOverride = tr("disconnected by the user");
    m_services.client->close();
    m_services.session->logout();
    setStale(m_staleOverride);
}

void SessionController::onConnected()
{
    if (m_pendingLogin) {
        login();
        return;
    }
    // A reconnect: the time since the drop was not observed (the journal marks it as a gap), and the
    // identity is still valid, so catch up right away.
    m_services.journal->restartObservation();
    if (m_services.session->isAuthenticated())
        m_services.refresher->refreshNow();
}

void SessionController::onDisconnected(const QString& reason)
{
    if (m_staleOverride.isEmpty())
        setStale(reason.isEmpty() ? tr("disconnected") : reason);
}

void SessionController::login()
{
    const ConnectDialog::Request request = *m_pendingLogin;
    m_pendingLogin.reset();
    auto done = [this, request](const CallError& error) {
        if (error.isError()) {
            const QString message = tr("Login failed: %1").arg(error.message());
            Q_EMIT lastErrorChanged(message);
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
        m_services.session->loginWithToken(request.secret, this, done);
    else
        m_services.session->loginWithPassword(request.profile.username, request.secret, this, done);
}

void SessionController::setStale(const QString& reason)
{
    InventoryRefresher* inventory = m_services.refresher.get();
    if (inventory->isCached(InventoryRefresher::Resource::Services))
        return; // "offline — cached …" says more
    Q_EMIT dataStatusChanged(inventory->freshness(InventoryRefresher::Resource::Services).lastSuccess,
                             reason);
}

} // namespace ui
} // namespace cloudly
