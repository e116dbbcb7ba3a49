#include "core/grants/grantcontroller.h"

#include "core/api/methods.h"
#include "core/session/session.h"
#include "core/util/logging.h"
#include "core/util/timefmt.h"

#include <QDateTime>
#include <QMap>

namespace cloudly {
namespace core {
namespace grants {
namespace {

// Not part of the known Cloudly 12 contract [GAP]: asked once, used only when the server answers.
const QString& kGetUsers = methods::getUsers;

} // namespace

GrantController::GrantController(Session* session, AuditLog* audit, QObject* parent)
    : QObject(parent), m_session(session), m_audit(audit)
{
    connect(m_session, &Session::identityChanged, this, &GrantController::onIdentityChanged);
    connect(m_session, &Session::guardChanged, this, &GrantController::permissionsChanged);
    reloadAudit();
    if (m_session->isAuthenticated())
        probeUsers();
}

Permission GrantController::editPermission() const
{
    return Permission::firstRefusal({permissions::writable(m_session->guard().safety()),
                                     permissions::admin(m_session->isAuthenticated(), m_session->identity(),
                                                        tr("change deployment grants"))});
}

bool GrantController::canEdit() const
{
    return editPermission().allowed;
}

QString GrantController::readOnlyReason() const
{
    const Permission p = editPermission();
    if (p.allowed)
        return {};
    // A sentence: capital first letter, full stop.
    QString text = p.reason;
    text[0] = text.at(0).toUpper();
    return text + QLatin1Char('.');
}

bool GrantController::isProfileReadOnly() const
{
    return !permissions::writable(m_session->guard().safety()).allowed;
}

bool GrantController::needsTypedConfirmation() const
{
    const ProfileSafety& s = m_session->guard().safety();
    return s.guards() && s.isProtected && !s.readOnly;
}

QString GrantController::profileName() const
{
    return m_session->guard().safety().profileName;
}

void GrantController::setClusters(const QList<Cluster>& clusters)
{
    m_clusterUsers.clear();
    for (const Cluster& c : clusters) {
        const QString userId = c.data.userId.value_or(QString()).trimmed();
        if (!userId.isEmpty())
            m_clusterUsers[userId].append(c.data.name.isEmpty() ? c.id : c.data.name);
    }
    Q_EMIT suggestionsChanged();
}

QList<UserSuggestion> GrantController::suggestions() const
{
    QMap<QString, QStringList> byUser; // sorted by userId
    for (auto it = m_clusterUsers.cbegin(); it != m_clusterUsers.cend(); ++it)
        for (const QString& cluster : it.value())
            byUser[it.key()].append(tr("machine user of cluster %1").arg(cluster));
    for (const AuditEntry& e : m_read.entries) {
        QStringList& sources = byUser[e.userId];
        const QString seen = tr("in the audit trail on this machine");
        if (!sources.contains(seen))
            sources.append(seen);
    }
    for (const User& u : m_serverUsers)
        if (u.isMachine())
            byUser[u.id].append(tr("machine user \"%1\" listed by the server").arg(u.displayName()));
    QList<UserSuggestion> result;
    for (auto it = byUser.cbegin(); it != byUser.cend(); ++it)
        result.append({it.key(), it.value()});
    return result;
}

QStringList GrantController::suggestedUserIds() const
{
    QStringList ids;
    for (const UserSuggestion& s : suggestions())
        ids.append(s.userId);
    return ids;
}

void GrantController::onIdentityChanged()
{
    Q_EMIT permissionsChanged();
    if (!m_session->isAuthenticated())
        return;
    if (m_probedFor != m_session->identity().userId || m_listing == Listing::Failed ||
        m_listing == Listing::Unknown)
        probeUsers();
}

void GrantController::probeUsers()
{
    if (m_listing == Listing::Probing || !m_session->isAuthenticated())
        return;
    m_probedFor = m_session->identity().userId;
    setListing(Listing::Probing);
    m_session->call(kGetUsers, QJsonObject{}, this, [this](const CallResult& r) { handleUsersReply(r); });
}

void GrantController::handleUsersReply(const CallResult& result)
{
    if (result.error.isNoMethod()) {
        qCDebug(lcGrants)
            << "the server offers no user listing; suggestions come from clusters and the audit trail";
        m_serverUsers.clear();
        setListing(Listing::Absent);
        Q_EMIT suggestionsChanged();
        return;
    }
    if (!result.ok()) {
        m_serverUsers.clear();
        setListing(Listing::Failed, tr("The server's user listing failed: %1").arg(result.error.message()));
        Q_EMIT suggestionsChanged();
        return;
    }
    DecodeErrors errors;
    m_serverUsers = decodeUsers(result.response, errors);
    // Only ids, types and grants are needed: drop passwords and token material right away.
    for (User& u : m_serverUsers) {
        u.data.password.reset();
        u.data.tokens.clear();
        u.data.raw = {};
        u.raw = {};
    }
    if (errors.isEmpty())
        setListing(Listing::Available);
    else
        setListing(
            m_serverUsers.isEmpty() ? Listing::Failed : Listing::Available,
            tr("Some users in the server's listing could not be read: %1").arg(joinDecodeErrors(errors)));
    Q_EMIT suggestionsChanged();
}

void GrantController::setListing(Listing listing, const QString& error)
{
    m_listing = listing;
    m_listingError = error;
    Q_EMIT listingChanged();
    if (!error.isEmpty()) {
        qCWarning(lcGrants) << error;
        Q_EMIT listingFailed(error);
    }
}

std::optional<QStringList> GrantController::lastKnown(const QString& userId, const QString& serviceId,
                                                      QString* source) const
{
    for (const User& u : m_serverUsers) {
        if (u.id != userId)
            continue;
        if (source)
            *source = tr("as listed by the server");
        const ServiceDeploymentGrant* grant = u.grantFor(serviceId);
        return grant ? grant->capabilities : QStringList();
    }
    std::optional<QStringList> state;
    for (const AuditEntry& e : m_read.entries) {
        if (e.result == QLatin1String("ok") && e.userId == userId && e.serviceId == serviceId) {
            state = e.after;
            if (source)
                *source =
                    tr("as last recorded on this machine, %1").arg(displayTimeMinutes(e.at.toLocalTime()));
        }
    }
    if (!state && source)
        *source = tr("no change recorded on this machine");
    return state;
}

GrantChange GrantController::makeChange(const QString& userId, const QString& serviceId,
                                        const QStringList& capabilities) const
{
    GrantChange change;
    change.userId = userId.trimmed();
    change.serviceId = serviceId.trimmed();
    change.after = normalizeCapabilities(capabilities, nullptr).value_or(capabilities);
    change.before = lastKnown(change.userId, change.serviceId);
    return change;
}

void GrantController::reloadAudit()
{
    m_read = m_audit->readAll();
    for (const QString& p : m_read.problems)
        qCDebug(lcGrants) << "audit trail:" << p;
    Q_EMIT auditChanged();
    Q_EMIT suggestionsChanged();
}

QString GrantController::serverUrl() const
{
    return m_session->client()->url().toString();
}

bool GrantController::apply(const GrantChange& change, const QString& confirmedName)
{
    if (m_busy)
        return false;
    m_busy = true;
    Q_EMIT busyChanged(true);
    qCInfo(lcGrants) << "setting grant of" << change.userId << "on" << change.serviceId << "to"
                     << change.after;
    m_session->callConfirmed(methods::configureGrant, change.requestJson(), confirmedName, this,
                             [this, change](const CallResult& r) { handleReply(change, r); });
    return true;
}

AuditEntry GrantController::handleReply(const GrantChange& change, const CallResult& result)
{
    AuditEntry entry;
    if (result.error.kind == CallError::Kind::Refused) {
        // Held back by the profile's safety rules: nothing was sent, so nothing is recorded.
        if (m_busy) {
            m_busy = false;
            Q_EMIT busyChanged(false);
        }
        Q_EMIT finished(false, tr("Not sent: %1.").arg(result.error.text));
        return entry;
    }
    entry.at = QDateTime::currentDateTimeUtc();
    const Identity& id = m_session->identity();
    entry.actor = id.name.isEmpty() ? id.userId : id.name;
    entry.server = serverUrl();
    entry.userId = change.userId;
    entry.serviceId = change.serviceId;
    entry.before = change.before;
    entry.after = change.after;
    QString message;
    if (!result.ok()) {
        entry.result = QStringLiteral("error");
        entry.error = result.error.message();
        message = tr("Cloudly refused or did not complete the change: %1").arg(entry.error);
    } else {
        const EchoCheck check = verifyEcho(change, result.response);
        entry.result = check.ok ? QStringLiteral("ok") : QStringLiteral("mismatch");
        entry.error = check.problem;
        message =
            check.ok ? tr("Verified: Cloudly stored exactly this grant for %1 on %2 (%3) and normalized the "
                          "machine user's token roles.")
                           .arg(change.userId, change.serviceId,
                                change.after.isEmpty() ? tr("no capabilities: revoked")
                                                       : change.after.join(QStringLiteral(", ")))
                     : tr("The server's answer does not match what was sent: %1. The grant on the server may "
                          "differ from what you chose; check it and apply again.")
                           .arg(check.problem);
    }
    if (entry.result == QLatin1String("ok")) {
        // Keep the listing (if any) current: the server just confirmed this state.
        for (User& u : m_serverUsers) {
            if (u.id != change.userId)
                continue;
            QList<ServiceDeploymentGrant>& list = u.data.serviceDeploymentGrants;
            list.removeIf([&](const ServiceDeploymentGrant& g) { return g.serviceId == change.serviceId; });
            if (!change.after.isEmpty())
                list.append({change.serviceId, change.after, {}});
        }
    }
    QString auditError;
    if (!m_audit->append(entry, &auditError)) {
        message += QLatin1Char(' ') + tr("Warning: the audit trail could not be written: %1").arg(auditError);
        qCWarning(lcGrants) << "audit trail not written:" << auditError;
    }
    m_lastEntry = entry;
    reloadAudit();
    if (m_busy) {
        m_busy = false;
        Q_EMIT busyChanged(false);
    }
    const bool ok = entry.result == QLatin1String("ok");
    if (!ok)
        qCWarning(lcGrants) << "grant change failed:" << entry.result << entry.error;
    Q_EMIT finished(ok, message);
    return entry;
}

} // namespace grants
} // namespace core
} // namespace cloudly