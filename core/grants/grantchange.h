#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

// Grant editing for `configureServiceDeploymentMachineUser` (docs/CONTRACTS.md, "Grants"): the capability
// catalogue in plain language, canonical capability lists, the planned change and the check of the
// server's echo.
namespace cloudly {
namespace core {
namespace grants {
// Every TServiceDeploymentCapability, in declaration order: deployment:preflight,
// deployment:create-greenfield, deployment:promote-route, deployment:rollback-route
// (the same list as cloudly::core::allDeploymentCapabilities()).
const QStringList& allCapabilities();

// Plain-language description of what a capability lets the machine user do (translated).
QString capabilityDescription(const QString& cap);
// "low" / "medium" / "high" (untranslated, for machine output and sorting); "unknown" for an unknown name.
QString capabilityRiskLevel(const QString& cap);
// The translated risk level followed by one sentence why, e.g. "high: moves live production traffic ...".
QString capabilityRisk(const QString& cap);

// Canonicalizes a capability list: entries are trimmed, empty entries skipped, duplicates removed and the
// result is in allCapabilities() order. An unknown name gives nullopt and sets *error (when not null) to
// `unknown capability "x"; allowed: deployment:preflight, ...`.
std::optional<QStringList> normalizeCapabilities(const QStringList& caps, QString* error);

// What a new grant gets unless the admin asks for more: {"deployment:preflight"} (least privilege).
QStringList defaultNewGrant();

// One planned grant change of one machine user for one service.
struct GrantChange
{
    QString userId;
    QString serviceId;
    std::optional<QStringList> before; // nullopt: unknown (no earlier change recorded here)
    QStringList after;                 // what the server is asked to store; empty = revoke

    bool isRevoke() const { return after.isEmpty(); }
    // Capabilities in `after` but not in `before` (before unknown: all of `after`), in `after` order.
    QStringList added() const;
    // Capabilities in `before` but not in `after` (before unknown: none), in `before` order.
    QStringList removed() const;
    // Multi-line, translated summary for confirmation prompts, e.g.
    //   mu-ci-web on svc-web
    //     before: deployment:preflight
    //     after:  deployment:preflight, deployment:create-greenfield
    //     + deployment:create-greenfield
    QString describe() const;
    // The request payload without identity: exactly { userId, serviceId, capabilities }.
    QJsonObject requestJson() const;
};

struct EchoCheck
{
    bool ok = false;
    QString problem; // empty when ok; otherwise every difference found, joined with "; "
};

// Verifies the server's echo of `configureServiceDeploymentMachineUser` (the fields are top level in the
// response): same userId, same serviceId, the same capability set (order-insensitive, no extras, no
// duplicates) and `tokenRolesNormalized` being the boolean true. The problem text names what differs,
// e.g. `echo capabilities differ: sent [a, b], stored [a] (not stored: b)`.
EchoCheck verifyEcho(const GrantChange& sent, const QJsonObject& response);
// Same, for a response that may not be an object at all (reported as a problem).
EchoCheck verifyEcho(const GrantChange& sent, const QJsonValue& response);

} // namespace grants
} // namespace core
} // namespace cloudly