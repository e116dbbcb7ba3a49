#pragma once

#include "core/api/identity.h"
#include "core/api/user.h"
#include "core/session/requestguard.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cloudly {
namespace core {
// Whether an action may run now and, when not, why (translated, one sentence a person can act on). The
// console's actions and cloudlyctl answer from the same rules (docs/SAFETY.md, "Why can't I?").
struct Permission
{
    bool allowed = true;
    QString reason; // empty when allowed

    static Permission allow() { return {}; }
    static Permission deny(QString why) { return {false, std::move(why)}; }
    // The first refusal of `checks`, else allowed.
    static Permission firstRefusal(const QList<Permission>& checks);
    bool operator==(const Permission&) const = default;
};

namespace permissions {
// Logged in at all.
Permission signedIn(bool authenticated);
// The identity's role is admin: "only Cloudly admins can change deployment grants; you are logged in as
// ci-bot (role api)". `what` says what is being refused ("change deployment grants").
Permission admin(bool authenticated, const Identity& identity, const QString& what);
// A change may be sent on this profile: refused on a read-only one ("profile prod-eu is read-only").
Permission writable(const ProfileSafety& safety);
// The server answers `method` (`offered` false once it said "no available method").
Permission methodOffered(const QString& method, bool offered);
// The data is live: offline, the console shows a cache (`cachedAgo`: "3 h ago").
Permission online(bool offline, const QString& cachedAgo = {});
// The preflight report allows the deployment: refused when it is NO-GO (`blockers`: what blocks it).
Permission reportGo(bool go, const QStringList& blockers);
} // namespace permissions

// "Does machine user U hold capability C on service S?" from the users' grants (getUsers), the same
// answer for `cloudlyctl can` and the console's who-can-deploy matrix.
struct CapabilityAnswer
{
    enum class Outcome
    {
        Holds,
        Lacks,
        Unknown,           // cannot be determined (no user listing, unknown user)
        UnknownCapability, // not a deployment capability
    };
    Outcome outcome = Outcome::Unknown;
    QStringList held; // what the user holds on that service (Holds/Lacks)
    QString message;  // translated: what was decided and from what

    Permission permission() const
    {
        return outcome == Outcome::Holds ? Permission::allow() : Permission::deny(message);
    }
};
// `users`: the server's listing, nullopt when it does not list users (`why` says why).
CapabilityAnswer checkCapability(const std::optional<QList<User>>& users, const QString& why,
                                 const QString& userId, const QString& serviceId, const QString& capability);

} // namespace core
} // namespace cloudly
