#include "core/approval/approvalcheck.h"

#include "core/approval/sshsig.h"

#include <QSet>

namespace cloudly {
namespace core {
namespace approval {

QString verdictName(ApprovalVerdict verdict)
{
    switch (verdict) {
    case ApprovalVerdict::Valid:
        return QStringLiteral("valid");
    case ApprovalVerdict::BadSignature:
        return QStringLiteral("bad-signature");
    case ApprovalVerdict::UnknownSigner:
        return QStringLiteral("unknown-signer");
    case ApprovalVerdict::OtherSubject:
        return QStringLiteral("other-subject");
    case ApprovalVerdict::Expired:
        return QStringLiteral("expired");
    case ApprovalVerdict::SelfApproval:
        return QStringLiteral("self-approval");
    case ApprovalVerdict::Duplicate:
        return QStringLiteral("duplicate");
    case ApprovalVerdict::Rejected:
        return QStringLiteral("rejected");
    }
    return QStringLiteral("bad-signature");
}

ApprovalResult verifyApproval(const ApprovalInput& input, const AllowedSigners& signers, const QDateTime& now)
{
    ApprovalResult r;
    r.source = input.source;
    QString error;
    const std::optional<ApprovalFile> file = ApprovalFile::parse(input.bytes, &error);
    if (!file) {
        r.reason = error;
        return r;
    }
    r.statementText = file->statement;
    const std::optional<SshSignature> signature = SshSignature::fromArmored(file->signature, &error);
    if (!signature) {
        r.reason = error;
        return r;
    }
    if (!signature->verify(file->statement, QString::fromLatin1(kApprovalNamespace), &error)) {
        r.reason = error;
        return r;
    }
    r.statement = ApprovalStatement::parse(file->statement, &error);
    if (!r.statement) {
        r.reason = ApprovalCheck::tr("the signed text is not an approval statement: %1").arg(error);
        return r;
    }
    r.principal = r.statement->principal;
    QString why;
    switch (signers.check(r.principal, signature->key, QString::fromLatin1(kApprovalNamespace), now, &why)) {
    case AllowedSigners::Match::Allowed:
        break;
    case AllowedSigners::Match::UnknownSigner:
        r.verdict = ApprovalVerdict::UnknownSigner;
        r.reason = why;
        return r;
    case AllowedSigners::Match::KeyExpired:
        r.verdict = ApprovalVerdict::Expired;
        r.reason = why;
        return r;
    }
    r.verdict = ApprovalVerdict::Valid;
    return r;
}

ApprovalCheck checkApprovals(const ApprovalSubject& subject, const QString& identityName,
                             const QList<ApprovalInput>& inputs, const AllowedSigners& signers, int required,
                             const QDateTime& now)
{
    ApprovalCheck check;
    check.required = qMax(1, required);
    QSet<QString> counted;
    for (const ApprovalInput& input : inputs) {
        ApprovalResult r = verifyApproval(input, signers, now);
        if (r.verdict == ApprovalVerdict::Valid) {
            const ApprovalStatement& s = *r.statement;
            const bool approve = s.verdict == ApprovalStatement::Verdict::Approve;
            r.changed = subjectDifferences(s.subject, subject);
            if (!r.changed.isEmpty()) {
                r.verdict = ApprovalVerdict::OtherSubject;
                r.reason = describeDifferences(r.changed);
            } else if (s.expiresAt && now >= *s.expiresAt) {
                r.verdict = ApprovalVerdict::Expired;
                r.reason = ApprovalCheck::tr("expired at %1").arg(s.expiresAt->toString(Qt::ISODate));
            } else if (!approve) {
                r.verdict = ApprovalVerdict::Rejected;
                r.reason = s.reason.isEmpty()
                               ? ApprovalCheck::tr("rejected by %1").arg(s.principal)
                               : ApprovalCheck::tr("rejected by %1: %2").arg(s.principal, s.reason);
                check.rejected = true;
            } else if (!identityName.isEmpty() && s.principal == identityName) {
                r.verdict = ApprovalVerdict::SelfApproval;
                r.reason = ApprovalCheck::tr("%1 ran this preflight and cannot approve it").arg(s.principal);
            } else if (counted.contains(s.principal)) {
                r.verdict = ApprovalVerdict::Duplicate;
                r.reason = ApprovalCheck::tr("%1 already approved; a principal counts once").arg(s.principal);
            } else {
                counted.insert(s.principal);
                ++check.valid;
                r.reason = s.expiresAt ? ApprovalCheck::tr("approved by %1, valid until %2")
                                             .arg(s.principal, s.expiresAt->toString(Qt::ISODate))
                                       : ApprovalCheck::tr("approved by %1").arg(s.principal);
            }
        }
        check.results << r;
    }
    return check;
}

QList<const ApprovalResult*> ApprovalCheck::counted() const
{
    QList<const ApprovalResult*> out;
    for (const ApprovalResult& r : results)
        if (r.verdict == ApprovalVerdict::Valid)
            out << &r;
    return out;
}

QString ApprovalCheck::statusText() const
{
    if (rejected)
        return tr("rejected");
    if (valid == 0) {
        for (const ApprovalResult& r : results)
            if (r.verdict == ApprovalVerdict::OtherSubject)
                return tr("void: %1").arg(shortChangeText(r.changed));
        if (results.isEmpty())
            return tr("no approvals");
    }
    return tr("%1 of %2 approved").arg(valid).arg(required);
}

QString ApprovalCheck::shortfallText() const
{
    if (ok())
        return {};
    QStringList parts;
    for (const ApprovalResult& r : results)
        if (r.verdict == ApprovalVerdict::Rejected)
            parts << r.reason;
    if (valid < required) {
        QString changed;
        for (const ApprovalResult& r : results)
            if (r.verdict == ApprovalVerdict::OtherSubject && changed.isEmpty())
                changed = shortChangeText(r.changed);
        parts << (changed.isEmpty() ? tr("%1 of %2 required approvals are valid").arg(valid).arg(required)
                                    : tr("%1 of %2 required approvals are valid (approvals void: %3 since "
                                         "approval)")
                                          .arg(valid)
                                          .arg(required)
                                          .arg(changed));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace approval
} // namespace core
} // namespace cloudly
