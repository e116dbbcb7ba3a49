#pragma once

#include "core/approval/approvalcheck.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <functional>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// Cloudly's release evidence has a slot for what the approvals prove: an attestation of kind
// `release-authorization` bound to the approved OCI index digest. Made only from a passing check:
//   statementDigest  sha256 of the compact JSON array of the counted statements' texts, sorted
//   subjectDigest    the approved subject's imageDigest (the OCI index digest; required)
//   verifier         "cloudly-approvals:" + the counted principals, sorted, comma-separated
//   verifiedAt       `nowMs`
std::optional<QJsonObject> releaseAuthorizationAttestation(const ApprovalCheck& check,
                                                           const ApprovalSubject& subject, qint64 nowMs,
                                                           QString* error);

// `request` with `attestation` put into its releaseEvidence: an earlier release-authorization entry is
// replaced, releaseAuthorized is true and the fence fields (sourceRevision, version, configurationDigest,
// ociIndexDigest) are the approved subject's. Refused when the request itself is not for the approved
// subject (its serviceId, sourceRevision, version, intentDigest or ociIndexDigest differ).
std::optional<QJsonObject> requestWithAuthorization(const QJsonObject& request,
                                                    const QJsonObject& attestation,
                                                    const ApprovalSubject& subject, QString* error);

// The composer's "Add release authorization from approvals…": among `receipts` (newest first), the newest
// GO receipt whose approved subject is the one `request` asks for (serviceId, sourceRevision, version,
// intentDigest, ociIndexDigest), its approvals judged by `check`; when they pass, `request` with the
// attestation. Otherwise nullopt and *error says which receipt was used and what is missing.
std::optional<QJsonObject>
authorizeFromReceipts(const QJsonObject& request, const QList<preflight::Receipt>& receipts,
                      const std::function<ApprovalCheck(const preflight::Receipt&)>& check, qint64 nowMs,
                      QString* error);

// The principals behind a release-authorization attestation made by releaseAuthorizationAttestation()
// ("cloudly-approvals:alice,bob" → {alice, bob}); empty for any other verifier.
QStringList principalsOfVerifier(const QString& verifier);

struct ReleaseAuthorizationText
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ReleaseAuthorization)
};

} // namespace approval
} // namespace core
} // namespace cloudly
