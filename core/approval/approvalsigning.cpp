#include "core/approval/approvalsigning.h"

namespace cloudly {
namespace core {
namespace approval {

std::optional<ApprovalStatement> statementForReceipt(const preflight::Receipt& receipt,
                                                     ApprovalStatement::Verdict verdict,
                                                     const QString& principal, const QString& reason,
                                                     qint64 validForMs, QString* error, const QDateTime& now)
{
    const auto fail = [error](const QString& message) -> std::optional<ApprovalStatement> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const std::optional<ApprovalSubject> subject = ApprovalSubject::fromReceipt(receipt, error);
    if (!subject)
        return std::nullopt;
    if (principal.trimmed().isEmpty())
        return fail(
            ApprovalSigningText::tr("no principal: the key has no comment to use; give the name your key "
                                    "has in the allowed signers file"));
    if (verdict == ApprovalStatement::Verdict::Reject && reason.trimmed().isEmpty())
        return fail(ApprovalSigningText::tr("a rejection needs a reason"));
    ApprovalStatement s;
    s.verdict = verdict;
    s.subject = *subject;
    s.receiptId = receipt.id;
    s.principal = principal.trimmed();
    s.reason = reason;
    s.createdAt = QDateTime::fromSecsSinceEpoch(now.toSecsSinceEpoch(), Qt::UTC);
    if (validForMs > 0)
        s.expiresAt = s.createdAt.addMSecs(validForMs);
    return s;
}

std::optional<ApprovalFile> signStatement(const ApprovalStatement& statement, const SigningKey& key,
                                          const QByteArray& passphrase, QString* error)
{
    ApprovalFile file;
    file.statement = statement.toCanonicalJson();
    const std::optional<QByteArray> signature =
        signWithSshKeygen(file.statement, key, QString::fromLatin1(kApprovalNamespace), passphrase, error);
    if (!signature)
        return std::nullopt;
    file.signature = *signature;
    return file;
}

} // namespace approval
} // namespace core
} // namespace cloudly
