#pragma once

#include "core/approval/approvalcheck.h"
#include "core/approval/approvalstatement.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
namespace approval {
// Approvals kept beside their receipt: <receipts directory>/approvals/<receipt id>/*.approval.json, the
// directory 0700 and every file 0600, written atomically. Files are kept exactly as signed; whether they
// count is decided each time they are checked (checkApprovals), never stored.
class ApprovalStore
{
public:
    explicit ApprovalStore(const QString& receiptsDirectory);

    QString directoryFor(const QString& receiptId) const;
    // Stores `file` for `receiptId` under a name made from its statement (time, principal, verdict) and
    // the digest of its bytes, so the same approval imported twice is kept once. Returns the file name,
    // or "" with a translated *error.
    QString save(const QString& receiptId, const ApprovalFile& file, QString* error);
    // Every *.approval.json kept for the receipt, oldest first (by file name).
    QList<ApprovalInput> list(const QString& receiptId) const;
    bool removeAll(const QString& receiptId, QString* error = nullptr);

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalStore)

private:
    QString m_root;
};

} // namespace approval
} // namespace core
} // namespace cloudly
