#pragma once

#include "core/approval/allowedsigners.h"
#include "core/approval/approvalstatement.h"
#include "core/approval/approvalsubject.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// What one approval counts for against one subject. Exactly one applies (the order of the checks is in
// docs/APPROVALS.md).
enum class ApprovalVerdict
{
    BadSignature,  // not an approval file, not a statement, or the signature does not verify
    UnknownSigner, // the key is not in allowed_signers for the statement's principal (and namespace)
    Expired,       // expiresAt has passed, or the signer's valid-before has
    OtherSubject,  // signed for other facts than these (see SubjectDifference)
    Rejected,      // a valid rejection: no number of approvals outweighs it
    SelfApproval,  // approved by the identity that ran the preflight
    Duplicate,     // the same principal already counted
    Valid
};
// "valid", "bad-signature", "unknown-signer", "other-subject", "expired", "self-approval", "duplicate",
// "rejected".
QString verdictName(ApprovalVerdict verdict);

struct ApprovalInput
{
    QString source; // file name, shown with the verdict
    QByteArray bytes;
};

struct ApprovalResult
{
    QString source;
    QString principal; // from the statement; "" when it could not be read
    ApprovalVerdict verdict = ApprovalVerdict::BadSignature;
    QString reason; // translated, one line
    std::optional<ApprovalStatement> statement;
    QByteArray statementText;         // the signed bytes, when the file could be read
    QList<SubjectDifference> changed; // for OtherSubject
};

struct ApprovalCheck
{
    QList<ApprovalResult> results; // in input order
    int required = 1;
    int valid = 0;
    bool rejected = false;

    bool ok() const { return !rejected && valid >= required; }
    // "2 of 2 approved", "rejected", "void: image changed", "no approvals".
    QString statusText() const;
    // What is missing, for a failed gate: "1 of 2 required approvals are valid", "rejected by alice: …".
    QString shortfallText() const;
    // The statements of the approvals that counted (verdict Valid).
    QList<const ApprovalResult*> counted() const;

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalCheck)
};

// Judges every approval against `subject`. `identityName`: the identity that ran the preflight (the
// receipt's identityName); `now`: when expiry and key validity are judged.
ApprovalCheck checkApprovals(const ApprovalSubject& subject, const QString& identityName,
                             const QList<ApprovalInput>& inputs, const AllowedSigners& signers, int required,
                             const QDateTime& now = QDateTime::currentDateTimeUtc());

// Judges one approval's signature and signer only (no subject): the statement, when it verifies.
ApprovalResult verifyApproval(const ApprovalInput& input, const AllowedSigners& signers,
                              const QDateTime& now);

} // namespace approval
} // namespace core
} // namespace cloudly
