#include "core/demo/demoauth.h"

#include "core/util/logging.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace cloudly {
namespace core {
QJsonObject DemoIdentity::toJson() const
{
    return QJsonObject{{QStringLiteral("name"), name},           {QStringLiteral("userId"), userId},
                       {QStringLiteral("type"), type},           {QStringLiteral("role"), role},
                       {QStringLiteral("expiresAt"), expiresAt}, {QStringLiteral("jwt"), jwt}};
}

DemoAuth::DemoAuth(const QJsonArray& users) : m_now([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    setUsers(users);
}

void DemoAuth::setUsers(const QJsonArray& users)
{
    m_fixtureUsers = users;
    m_users.clear();
    m_order.clear();
    m_issued.clear();
    for (const QJsonValue& value : users) {
        const QJsonObject object = value.toObject();
        const QJsonObject data = object.value(QLatin1String("data")).toObject();
        User user;
        user.id = object.value(QLatin1String("id")).toString();
        if (user.id.isEmpty())
            continue;
        user.type = data.value(QLatin1String("type")).toString(QStringLiteral("human"));
        user.role = data.value(QLatin1String("role")).toString(QStringLiteral("user"));
        user.username = data.value(QLatin1String("username")).toString();
        user.password = data.value(QLatin1String("password")).toString();
        user.name =
            !user.username.isEmpty() ? user.username : data.value(QLatin1String("name")).toString(user.id);
        for (const QJsonValue& t : data.value(QLatin1String("tokens")).toArray()) {
            const QJsonObject token = t.toObject();
            const QString text = token.value(QLatin1String("token")).toString();
            if (!text.isEmpty())
                user.tokens.append({text, token.value(QLatin1String("expiresAt")).toDouble(0)});
        }
        for (const QJsonValue& g : data.value(QLatin1String("serviceDeploymentGrants")).toArray()) {
            const QJsonObject grantObject = g.toObject();
            QStringList caps;
            for (const QJsonValue& c : grantObject.value(QLatin1String("capabilities")).toArray())
                caps.append(c.toString());
            const QString serviceId = grantObject.value(QLatin1String("serviceId")).toString();
            // Like the reference engine's Array.find: the first entry for a service wins.
            if (!user.grants.contains(serviceId))
                user.grants.insert(serviceId, caps);
        }
        m_order.append(user.id);
        m_users.insert(user.id, user);
    }
}

int DemoAuth::expireAll()
{
    for (DemoIdentity& identity : m_issued)
        identity.expiresAt = 0;
    return static_cast<int>(m_issued.size());
}

void DemoAuth::resetGrants()
{
    const QHash<QString, DemoIdentity> issued = m_issued;
    setUsers(m_fixtureUsers);
    m_issued = issued;
}

DemoIdentity DemoAuth::issue(const User& user)
{
    DemoIdentity identity;
    identity.name = user.name;
    identity.userId = user.id;
    identity.type = user.type;
    identity.role = user.role;
    identity.expiresAt = now() + kIdentityLifetimeMs;
    QString jwt = QStringLiteral("demo.");
    QRandomGenerator* rng = QRandomGenerator::system();
    for (int i = 0; i < 4; ++i)
        jwt += QStringLiteral("%1").arg(rng->generate64(), 16, 16, QLatin1Char('0'));
    identity.jwt = jwt;
    m_issued.insert(identity.jwt, identity);
    return identity;
}

std::optional<DemoIdentity> DemoAuth::loginWithPassword(const QString& username, const QString& password,
                                                        Failure* failure)
{
    for (const QString& id : std::as_const(m_order)) {
        const User& user = m_users[id];
        if (!user.username.isEmpty() && !user.password.isEmpty() && user.username == username &&
            user.password == password) {
            if (failure)
                *failure = Failure::None;
            qCDebug(lcDemo) << "password login for user" << user.id;
            return issue(user);
        }
    }
    if (failure)
        *failure = Failure::BadCredentials;
    return std::nullopt;
}

std::optional<DemoIdentity> DemoAuth::loginWithToken(const QString& token, Failure* failure)
{
    if (!token.isEmpty()) {
        for (const QString& id : std::as_const(m_order)) {
            const User& user = m_users[id];
            for (const User::Token& t : user.tokens) {
                if (t.token != token)
                    continue;
                // Like the reference peer: valid only while expiresAt > now (a token without one is expired).
                if (!(t.expiresAt > static_cast<double>(now()))) {
                    if (failure)
                        *failure = Failure::TokenExpired;
                    qCDebug(lcDemo) << "expired machine token of user" << user.id;
                    return std::nullopt;
                }
                if (failure)
                    *failure = Failure::None;
                qCDebug(lcDemo) << "token login for user" << user.id;
                return issue(user);
            }
        }
    }
    if (failure)
        *failure = Failure::InvalidToken;
    return std::nullopt;
}

std::optional<DemoIdentity> DemoAuth::verify(const QJsonValue& identity) const
{
    const QJsonValue jwt = identity.toObject().value(QLatin1String("jwt"));
    if (!jwt.isString())
        return std::nullopt;
    const auto it = m_issued.constFind(jwt.toString());
    if (it == m_issued.constEnd() || it->expiresAt <= now() || !m_users.contains(it->userId))
        return std::nullopt;
    return *it;
}

QString DemoAuth::userType(const QString& userId) const
{
    return m_users.value(userId).type;
}

QString DemoAuth::userRole(const QString& userId) const
{
    return m_users.value(userId).role;
}

QStringList DemoAuth::grant(const QString& userId, const QString& serviceId) const
{
    const auto it = m_users.constFind(userId);
    return it == m_users.constEnd() ? QStringList() : it->grants.value(serviceId);
}

void DemoAuth::setGrant(const QString& userId, const QString& serviceId, const QStringList& capabilities)
{
    auto it = m_users.find(userId);
    if (it == m_users.end())
        return;
    if (capabilities.isEmpty())
        it->grants.remove(serviceId);
    else
        it->grants.insert(serviceId, capabilities);
}

QHash<QString, QStringList> DemoAuth::grants(const QString& userId) const
{
    return m_users.value(userId).grants;
}

QJsonArray DemoAuth::listedUsers() const
{
    QJsonArray out;
    for (const QString& id : m_order) {
        const User& u = m_users[id];
        QJsonArray grants;
        QStringList services = u.grants.keys();
        services.sort();
        for (const QString& service : services)
            grants.append(QJsonObject{
                {QStringLiteral("serviceId"), service},
                {QStringLiteral("capabilities"), QJsonArray::fromStringList(u.grants.value(service))}});
        QJsonObject data{{QStringLiteral("type"), u.type},
                         {QStringLiteral("role"), u.role},
                         {QStringLiteral("serviceDeploymentGrants"), grants}};
        if (!u.username.isEmpty())
            data.insert(QStringLiteral("username"), u.username);
        out.append(QJsonObject{{QStringLiteral("id"), u.id}, {QStringLiteral("data"), data}});
    }
    return out;
}

} // namespace core
} // namespace cloudly