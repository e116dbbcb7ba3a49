#pragma once

#include "core/approval/approvalsubject.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
inline constexpr char kApprovalNamespace[] = "cloudly-approval";

// What a release manager signs: the canonical JSON text (core/approval/canonicaljson.h) of
//   {"kind":"cloudly.approval","version":1,"verdict":"approve"|"reject","subject":{…},"principal":…,
//    "reason":…,"createdAt":RFC 3339 UTC,"expiresAt":… (optional),"receiptId":…}
struct ApprovalStatement
{
    enum class Verdict
    {
        Approve,
        Reject
    };

    Verdict verdict = Verdict::Approve;
    ApprovalSubject subject;
    QString principal;
    QString reason;
    QDateTime createdAt; // UTC, whole seconds
    std::optional<QDateTime> expiresAt;
    QString receiptId;

    QByteArray toCanonicalJson() const;
    // Reads a statement strictly: the text must be canonical, every key known, every type right.
    static std::optional<ApprovalStatement> parse(const QByteArray& text, QString* error);

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalStatement)
};

// An approval file (`*.approval.json`): {"statement": "<the statement's text>", "signature": "<armored
// SSHSIG>"}; the signed message is exactly the UTF-8 bytes of `statement`.
struct ApprovalFile
{
    static constexpr qint64 kMaxFileBytes = 256 * 1024;

    QByteArray statement;
    QByteArray signature;

    QByteArray toJson() const; // indented, ends with a newline
    static std::optional<ApprovalFile> parse(const QByteArray& bytes, QString* error);
    static std::optional<ApprovalFile> load(const QString& path, QString* error);

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalFile)
};

} // namespace approval
} // namespace core
} // namespace cloudly
