#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cloudly {
namespace core {
// An identity issued by the demo server (IIdentity). The jwt is an opaque random string: the server
// remembers what it issued and never trusts any other field of `request.identity`.
struct DemoIdentity
{
    QString name;
    QString userId;
    QString type; // machine | human
    QString role; // admin | user | api | cluster
    qint64 expiresAt = 0;
    QString jwt;

    QJsonObject toJson() const;
    bool isAdmin() const { return role == QLatin1String("admin"); }
};

// Users, logins, issued identities and service deployment grants of the demo server (fixture `users`,
// IUser shape). Grants are server state: configureServiceDeploymentMachineUser changes them and the
// preflight engine reads them.
class DemoAuth
{
public:
    enum class Failure
    {
        None,
        BadCredentials,
        InvalidToken,
        TokenExpired
    };

    static constexpr qint64 kIdentityLifetimeMs = 24ll * 3600 * 1000;

    explicit DemoAuth(const QJsonArray& users = {});
    void setUsers(const QJsonArray& users);
    // Test seam: the clock used for token and identity expiry (ms since epoch).
    void setClock(std::function<qint64()> now) { m_now = std::move(now); }
    qint64 now() const { return m_now(); }

    std::optional<DemoIdentity> loginWithPassword(const QString& username, const QString& password,
                                                  Failure* failure = nullptr);
    std::optional<DemoIdentity> loginWithToken(const QString& token, Failure* failure = nullptr);
    // The identity this server issued for `request.identity.jwt`, if it is known and unexpired.
    std::optional<DemoIdentity> verify(const QJsonValue& identity) const;
    void revokeAll() { m_issued.clear(); }
    // Every identity issued so far becomes invalid; returns how many there were.
    int expireAll();
    // Restores the grants of the fixture (issued identities stay valid).
    void resetGrants();
    int issuedCount() const { return static_cast<int>(m_issued.size()); }

    bool hasUser(const QString& userId) const { return m_users.contains(userId); }
    QStringList userIds() const { return m_order; }
    QString userType(const QString& userId) const;
    QString userRole(const QString& userId) const;

    // Capabilities granted to `userId` for `serviceId` (empty: no grant).
    QStringList grant(const QString& userId, const QString& serviceId) const;
    // Sets the grant to exactly `capabilities`; an empty list removes it.
    void setGrant(const QString& userId, const QString& serviceId, const QStringList& capabilities);
    // serviceId -> capabilities.
    QHash<QString, QStringList> grants(const QString& userId) const;
    // Every user as IUser `{id, data: {type, role, username, serviceDeploymentGrants}}`, in fixture order,
    // without passwords and tokens (what `getUsers` answers).
    QJsonArray listedUsers() const;

private:
    struct User
    {
        QString id;
        QString name;
        QString type;
        QString role;
        QString username;
        QString password;
        struct Token
        {
            QString token;
            double expiresAt = 0; // ms since epoch
        };
        QList<Token> tokens;
        QHash<QString, QStringList> grants;
    };

    DemoIdentity issue(const User& user);

    QJsonArray m_fixtureUsers;
    QHash<QString, User> m_users;
    QStringList m_order;
    QHash<QString, DemoIdentity> m_issued; // jwt -> identity
    std::function<qint64()> m_now;
};

} // namespace core
} // namespace cloudly