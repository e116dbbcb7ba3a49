#include "core/rules/permission.h"

#include <QCoreApplication>

#include <algorithm>

namespace cloudly {
namespace core {
Permission Permission::firstRefusal(const QList<Permission>& checks)
{
    for (const Permission& p : checks)
        if (!p.allowed)
            return p;
    return allow();
}

namespace permissions {

Permission signedIn(bool authenticated)
{
    return authenticated ? Permission::allow()
                         : Permission::deny(QCoreApplication::translate(
                               "Permission", "not logged in: connect and log in first"));
}

Permission admin(bool authenticated, const Identity& identity, const QString& what)
{
    if (!authenticated)
        return signedIn(false);
    if (identity.isAdmin())
        return Permission::allow();
    return Permission::deny(
        QCoreApplication::translate("Permission",
                                    "only Cloudly admins can %1; you are logged in as %2 (role %3)")
            .arg(what, identity.name.isEmpty() ? identity.userId : identity.name,
                 identity.role.isEmpty() ? QCoreApplication::translate("Permission", "none")
                                         : identity.role));
}

Permission writable(const ProfileSafety& safety)
{
    if (!safety.readOnly || safety.profileName.isEmpty())
        return Permission::allow();
    return Permission::deny(RequestGuard::readOnlyMessage(safety.profileName));
}

Permission methodOffered(const QString& method, bool offered)
{
    return offered ? Permission::allow()
                   : Permission::deny(
                         QCoreApplication::translate("Permission", "this server does not offer the method %1")
                             .arg(method));
}

Permission online(bool offline, const QString& cachedAgo)
{
    if (!offline)
        return Permission::allow();
    return Permission::deny(
        cachedAgo.isEmpty()
            ? QCoreApplication::translate("Permission", "offline: the console shows cached data")
            : QCoreApplication::translate("Permission", "offline: the console shows cached data from %1")
                  .arg(cachedAgo));
}

Permission reportGo(bool go, const QStringList& blockers)
{
    if (go)
        return Permission::allow();
    return Permission::deny(
        blockers.isEmpty() ? QCoreApplication::translate("Permission", "the preflight report is NO-GO")
                           : QCoreApplication::translate("Permission", "the preflight report is NO-GO: %1")
                                 .arg(blockers.join(QStringLiteral("; "))));
}

} // namespace permissions

CapabilityAnswer checkCapability(const std::optional<QList<User>>& users, const QString& why,
                                 const QString& userId, const QString& serviceId, const QString& capability)
{
    using O = CapabilityAnswer::Outcome;
    CapabilityAnswer a;
    if (!isDeploymentCapability(capability)) {
        a.outcome = O::UnknownCapability;
        a.message = QCoreApplication::translate("Permission", "%1 is not a deployment capability (known: %2)")
                        .arg(capability, allDeploymentCapabilities().join(QStringLiteral(", ")));
        return a;
    }
    if (!users) {
        a.outcome = O::Unknown;
        a.message =
            QCoreApplication::translate("Permission", "cannot tell whether %1 holds %2 on service %3: %4")
                .arg(userId, capability, serviceId, why);
        return a;
    }
    const auto it =
        std::find_if(users->cbegin(), users->cend(), [&](const User& u) { return u.id == userId; });
    if (it == users->cend()) {
        a.outcome = O::Unknown;
        a.message =
            QCoreApplication::translate(
                "Permission", "cannot tell whether %1 holds %2 on service %3: the server lists no user %1")
                .arg(userId, capability, serviceId);
        return a;
    }
    if (const ServiceDeploymentGrant* grant = it->grantFor(serviceId))
        a.held = grant->capabilities;
    if (a.held.contains(capability)) {
        a.outcome = O::Holds;
        a.message = QCoreApplication::translate("Permission", "%1 holds %2 on service %3 (grants there: %4)")
                        .arg(userId, capability, serviceId, a.held.join(QStringLiteral(", ")));
    } else {
        a.outcome = O::Lacks;
        a.message = a.held.isEmpty()
                        ? QCoreApplication::translate(
                              "Permission", "%1 lacks %2 on service %3: it holds no grant on that service")
                              .arg(userId, capability, serviceId)
                        : QCoreApplication::translate("Permission",
                                                      "%1 lacks %2 on service %3: it holds only %4 there")
                              .arg(userId, capability, serviceId, a.held.join(QStringLiteral(", ")));
    }
    return a;
}

} // namespace core
} // namespace cloudly
