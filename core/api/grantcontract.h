#pragma once

#include "core/api/jsonreader.h"

namespace cloudly {
namespace core {
// `configureServiceDeploymentMachineUser` (IReq_Admin_ConfigureServiceDeploymentMachineUser, new in
// @serve.zone/interfaces 12.0.0, docs/CONTRACTS.md, Grants): admin-only, idempotent, writes the user's
// server-persisted grant for one service and returns no token material.
// Capabilities must be among allDeploymentCapabilities() (api/user.h) on both sides.

struct ConfigureServiceDeploymentMachineUserRequest
{
    static constexpr char kMethod[] = "configureServiceDeploymentMachineUser";

    QString userId;
    QString serviceId;
    QStringList capabilities;
    QJsonObject raw; // the object read by fromJson (without `identity`); toJson() does not use it

    // For files/CLI input: all three fields required; unknown or duplicate capabilities are errors.
    // An `identity` key is ignored and dropped.
    static std::optional<ConfigureServiceDeploymentMachineUserRequest>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    // Exactly { userId, serviceId, capabilities } (no identity).
    QJsonObject toJson() const;
    // toJson() plus `identity` (pass Identity::toJson()).
    QJsonObject toRequestJson(const QJsonObject& identity) const;
};

// The response ("grant echo"): what the server stored. Strict: capabilities must be known and
// `tokenRolesNormalized` must be the literal true, otherwise the echo is a decode error.
struct ConfigureServiceDeploymentMachineUserResponse
{
    QString userId;
    QString serviceId;
    QStringList capabilities;
    bool tokenRolesNormalized = false;
    QJsonObject raw;

    static std::optional<ConfigureServiceDeploymentMachineUserResponse>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
    // True when the echo confirms exactly `request`: same user, same service, same capability set
    // (order and duplicates ignored).
    bool confirms(const ConfigureServiceDeploymentMachineUserRequest& request) const;
};

// The whole `response` object of the call (its fields are top level), paths `$.userId` etc.
std::optional<ConfigureServiceDeploymentMachineUserResponse> decodeGrantEcho(const QJsonObject& response,
                                                                             DecodeErrors& errors);

} // namespace core
} // namespace cloudly