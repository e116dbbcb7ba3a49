#pragma once

#include "core/api/jsonreader.h"

#include <QDateTime>

namespace cloudly {
namespace core {
// TServiceDeploymentCapability (`@serve.zone/interfaces` 12.0.0 data/user.ts), in declaration order:
// deployment:preflight, deployment:create-greenfield, deployment:promote-route, deployment:rollback-route.
const QStringList& allDeploymentCapabilities();
bool isDeploymentCapability(QStringView capability);

// IToken: a machine user's long-lived login token.
// SECRET: `token` is the credential itself (exchanged via getIdentityByToken). It is kept only so that
// decode -> encode stays lossless; no function of this type prints it, and redactedJson() drops it.
// Never log toJson() of a token or of the user holding it.
struct Token
{
    std::optional<QString> token; // optional: a server may send token records without token material
    qint64 expiresAt = 0;         // ms since epoch
    QStringList assignedRoles;
    QJsonObject raw;

    static std::optional<Token> fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const; // includes the token: only for round trips back to the server
    QJsonObject redactedJson() const;
    bool isExpired(const QDateTime& now = QDateTime::currentDateTimeUtc()) const;
};

// IServiceDeploymentGrant: server-persisted authority of one machine user for one service.
// Decoding a user record keeps unknown capabilities (a newer server may add one; the UI shows it as
// unknown); unknownCapabilities() lists them. The configure echo (grantcontract.h) is strict.
struct ServiceDeploymentGrant
{
    QString serviceId;
    QStringList capabilities;
    QJsonObject raw;

    static std::optional<ServiceDeploymentGrant> fromJson(const QJsonValue& value, const QString& path,
                                                          DecodeErrors& errors);
    QJsonObject toJson() const;
    bool grants(QStringView capability) const { return capabilities.contains(capability); }
    QStringList unknownCapabilities() const;
};

// IUser.data. `type` ("machine" | "human") and `role` ("admin" | "user" | "api" | "cluster") are kept as
// strings: unknown values are accepted and shown as unknown.
struct UserData
{
    QString type;
    QString role;
    std::optional<QString> username;
    // SECRET: whatever the server keeps as the password (plain or hashed). Kept for lossless round trips
    // only; redactedJson() drops it; never print or log it.
    std::optional<QString> password;
    QList<Token> tokens;                                   // absent == empty
    QList<ServiceDeploymentGrant> serviceDeploymentGrants; // absent == empty (new in 12.0.0)
    QJsonObject raw;

    static std::optional<UserData> fromJson(const QJsonValue& value, const QString& path,
                                            DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IUser `{ id, data }`.
struct User
{
    QString id;
    UserData data;
    QJsonObject raw;

    static std::optional<User> fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    // Lossless: contains the password and token strings. Only for sending back to the server.
    QJsonObject toJson() const;
    // Safe for display, logs and exports: drops data.password and every data.tokens[].token.
    QJsonObject redactedJson() const;
    bool isMachine() const { return data.type == QLatin1String("machine"); }
    QString displayName() const { return data.username.value_or(id); }
    // The grant for `serviceId`, or nullptr.
    const ServiceDeploymentGrant* grantFor(QStringView serviceId) const;
};

// `response.users` (no user-listing request is known for Cloudly 12 [GAP]; used by the demo server).
QList<User> decodeUsers(const QJsonObject& response, DecodeErrors& errors);

} // namespace core
} // namespace cloudly