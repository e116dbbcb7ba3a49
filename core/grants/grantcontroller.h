#pragma once

#include "core/api/cluster.h"
#include "core/api/user.h"
#include "core/grants/auditlog.h"
#include "core/grants/grantchange.h"
#include "core/net/callerror.h"
#include "core/rules/permission.h"

#include <QHash>
#include <QObject>

#include <optional>

namespace cloudly {
namespace core {
class Session;
} // namespace core
} // namespace cloudly
// The non-widget logic of the grant editor: who may edit, machine-user id suggestions, the optional
// server user listing, and applying one change (send, verify the echo, record it in the audit trail).
// The same semantics as `cloudlyctl grants set/revoke` (app/cloudlyctl/grantcommands.cpp).
namespace cloudly {
namespace core {
namespace grants {
// A machine-user id the editor can offer, and where it was seen (translated, e.g. "cluster production").
struct UserSuggestion
{
    QString userId;
    QStringList sources;
};

class GrantController : public QObject
{
    Q_OBJECT
public:
    // Whether the server offers a user listing (`getUsers`).
    enum class Listing
    {
        Unknown, // not asked yet
        Probing,
        Available,
        Absent, // "no available method": this source is simply hidden
        Failed, // any other error (see listingError())
    };
    Q_ENUM(Listing)

    // Neither pointer is owned; both must outlive the controller.
    GrantController(Session* session, AuditLog* audit, QObject* parent = nullptr);

    Session* session() const { return m_session; }
    AuditLog* auditLog() const { return m_audit; }
    // The Cloudly URL changes go to (recorded in the audit trail).
    QString serverUrl() const;

    // Only identities with role `admin` may change grants (the server enforces it too), and only on a
    // profile that is not read-only (core/rules/permission.h).
    bool canEdit() const;
    // Why editing is not possible (translated); empty when canEdit().
    QString readOnlyReason() const;
    // The rule behind both.
    Permission editPermission() const;
    // The profile is read-only: changes are not offered at all (absent, not disabled).
    bool isProfileReadOnly() const;
    // The profile is protected: a change needs the profile's name typed (profileName()).
    bool needsTypedConfirmation() const;
    QString profileName() const;

    // Machine-user ids from the clusters' `data.userId`.
    void setClusters(const QList<Cluster>& clusters);
    // Sorted by userId: cluster machine users, users in the audit trail, users of the server listing.
    QList<UserSuggestion> suggestions() const;
    QStringList suggestedUserIds() const;

    Listing listing() const { return m_listing; }
    // The users of the server listing (empty unless listing() is Available).
    const QList<User>& serverUsers() const { return m_serverUsers; }
    QString listingError() const { return m_listingError; }
    // Asks `getUsers` once per login (again only after a failure). Runs by itself after every login.
    void probeUsers();
    // Handles the answer to the `getUsers` probe (public as a test seam).
    void handleUsersReply(const CallResult& result);

    // The current capabilities of `userId` on `serviceId`: from the server listing when it has that
    // user, else the last successful change in the audit trail; nullopt when unknown. An empty list means
    // "no grant". `source` (optional) gets a translated phrase saying where the answer came from.
    std::optional<QStringList> lastKnown(const QString& userId, const QString& serviceId,
                                         QString* source = nullptr) const;
    // A change to exactly `capabilities` (normalized), with `before` = lastKnown().
    GrantChange makeChange(const QString& userId, const QString& serviceId,
                           const QStringList& capabilities) const;

    // The audit trail as last read (re-read after every change and by reloadAudit()).
    const AuditLog::ReadResult& audit() const { return m_read; }
    void reloadAudit();

    bool isBusy() const { return m_busy; }
    // Sends configureServiceDeploymentMachineUser, verifies the echo, appends an audit entry and emits
    // finished(). Returns false (and does nothing) while another change is in flight. Retrying is safe:
    // the request is an idempotent "set". Sends no matter who is logged in: the server decides.
    // `confirmedName`: the profile name the user typed (a protected profile refuses the change without it,
    // before sending).
    bool apply(const GrantChange& change, const QString& confirmedName = {});
    // Verifies a reply to `change`, records it and emits finished() (public as a test seam).
    AuditEntry handleReply(const GrantChange& change, const CallResult& result);
    // The entry recorded for the last completed change.
    const std::optional<AuditEntry>& lastEntry() const { return m_lastEntry; }

Q_SIGNALS:
    void permissionsChanged();
    void suggestionsChanged();
    void listingChanged();
    // The listing probe failed with something other than "no available method".
    void listingFailed(const QString& message);
    void busyChanged(bool busy);
    void auditChanged();
    // One change completed: ok only when the server stored exactly what was sent. The message is
    // translated and names what went wrong (or what was stored). Never contains token material.
    void finished(bool ok, const QString& message);

private:
    void onIdentityChanged();
    void setListing(Listing listing, const QString& error = {});

    Session* m_session;
    AuditLog* m_audit;
    QHash<QString, QStringList> m_clusterUsers; // userId -> cluster names
    QList<User> m_serverUsers;
    Listing m_listing = Listing::Unknown;
    QString m_listingError;
    QString m_probedFor; // the identity (jwt-free: userId) the listing was asked for
    AuditLog::ReadResult m_read;
    std::optional<AuditEntry> m_lastEntry;
    bool m_busy = false;
};

} // namespace grants
} // namespace core
} // namespace cloudly