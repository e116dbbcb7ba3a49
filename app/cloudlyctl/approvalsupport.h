#pragma once

#include "core/approval/allowedsigners.h"
#include "core/approval/approvalcheck.h"
#include "core/preflight/receipt.h"
#include "ctlcontext.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cloudly {
namespace ctl {
// What the approval commands and the preflight gate share: reading receipts, allowed_signers and
// approval paths, and printing a check.
std::optional<core::preflight::Receipt> loadReceiptFile(const QString& path, QString* error);
// Each path: one file, or a folder whose *.approval.json files are read (sorted by name).
std::optional<QList<core::approval::ApprovalInput>> loadApprovalPaths(const QStringList& paths,
                                                                      QString* error);
QJsonObject approvalCheckJson(const core::approval::ApprovalCheck& check);
void printApprovalCheck(Context& ctx, const core::approval::ApprovalCheck& check);
// Parses --require / --require-approvals; false after a usage error.
bool requiredCount(Context& ctx, const QString& option, int* out);

} // namespace ctl
} // namespace cloudly
