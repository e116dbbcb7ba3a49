#pragma once

#include "core/approval/approvalstatement.h"
#include "core/approval/signingkey.h"
#include "core/preflight/receipt.h"

#include <QDateTime>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// Making an approval of a receipt, as the console's dialog and `cloudlyctl approve`/`reject` do it.

// The statement for `receipt`: fails (translated *error) for a NO-GO receipt, an empty principal, or a
// rejection without a reason. `validForMs` > 0 sets expiresAt.
std::optional<ApprovalStatement> statementForReceipt(const preflight::Receipt& receipt,
                                                     ApprovalStatement::Verdict verdict,
                                                     const QString& principal, const QString& reason,
                                                     qint64 validForMs, QString* error,
                                                     const QDateTime& now = QDateTime::currentDateTimeUtc());

// The signed approval file (signWithSshKeygen in the cloudly-approval namespace).
std::optional<ApprovalFile> signStatement(const ApprovalStatement& statement, const SigningKey& key,
                                          const QByteArray& passphrase, QString* error);

struct ApprovalSigningText
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalSigning)
};

} // namespace approval
} // namespace core
} // namespace cloudly
