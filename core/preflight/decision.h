#pragma once

#include "core/preflight/validators.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
namespace preflight {
enum class Verdict
{
    Go,
    NoGo,
};

// A client-side reason for NO-GO (the server's own blockers are kept separately). `code` is one of the
// CLIENT_* constants below; `message` is translated and names the report path or value concerned.
struct DecisionReason
{
    QString code;
    QString message;
    bool operator==(const DecisionReason&) const = default;
};

struct Decision
{
    Verdict verdict = Verdict::NoGo; // fail closed: anything not proven GO is NO-GO
    QList<DecisionReason> reasons;   // why the console says NO-GO on its own account
    QList<Blocker> clientBlockers;   // client re-check of the request (and its release evidence)
    QList<Blocker> serverBlockers;   // the report's well-formed compatibilityBlockers, as sent
};

// Reason codes.
inline constexpr const char* kReasonReportNotObject = "CLIENT_REPORT_NOT_OBJECT";
inline constexpr const char* kReasonSchemaVersion = "CLIENT_SCHEMA_VERSION";
inline constexpr const char* kReasonMutationPerformed = "CLIENT_MUTATION_PERFORMED";
inline constexpr const char* kReasonDecisionUnknown = "CLIENT_DECISION_UNKNOWN";
inline constexpr const char* kReasonReportIncomplete = "CLIENT_REPORT_INCOMPLETE";
inline constexpr const char* kReasonServerGoWithBlockers = "CLIENT_SERVER_GO_WITH_BLOCKERS";
inline constexpr const char* kReasonServerNoGoWithoutBlockers = "CLIENT_SERVER_NOGO_WITHOUT_BLOCKERS";
inline constexpr const char* kReasonUnknownBlockerCode = "CLIENT_UNKNOWN_BLOCKER_CODE";
inline constexpr const char* kReasonRequestInvalid = "CLIENT_REQUEST_INVALID";
inline constexpr const char* kReasonEvidenceMismatch = "CLIENT_EVIDENCE_MISMATCH";
inline constexpr const char* kReasonEchoMismatch = "CLIENT_ECHO_MISMATCH";
inline constexpr const char* kReasonAuthorizationMissing = "CLIENT_AUTHORIZATION_MISSING";

// The fail-closed GO/NO-GO the console shows for one preflight. `requestSent` is the request data as sent
// (the `identity` key, if present, is ignored); `reportJson` is `response.report`.
//
// GO only when all of these hold, otherwise NO-GO with a reason for each failure (in this order):
//  - the report is an object with `schemaVersion` the number 2 (otherwise nothing else in the report is
//    interpreted beyond mutationPerformed, decision and compatibilityBlockers),
//  - `mutationPerformed` is exactly false and `decision` is "GO" or "NO-GO",
//  - every field of IDeploymentPreflightReport (12.0.0) is present with its JSON type, literal unions
//    included, and `source.configurationDigest` is a canonical sha256 digest,
//  - `decision` agrees with `compatibilityBlockers` (GO ⇔ empty), and every blocker code is in the catalog,
//  - the request passes validateRequest(), and, when it carried `releaseEvidence`, that evidence passes
//    validateReleaseEvidence() against the request's revision and version and the report's
//    configurationDigest and requestedImage.digest,
//  - the report echoes the request: service.serviceId, source.revision/version/intentDigest/dirty,
//    proposed.namespace and requestedImage.digest (absent on both sides counts as equal),
//  - authorizationChecks contains deployment:preflight and deployment:create-greenfield, each granted.
// A server NO-GO with blockers yields NoGo with those `serverBlockers` and, if nothing else is wrong, no
// reasons.
Decision decide(const QJsonObject& requestSent, const QJsonValue& reportJson);

} // namespace preflight
} // namespace core
} // namespace cloudly