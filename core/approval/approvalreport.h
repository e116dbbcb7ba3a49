#pragma once

#include "core/approval/approvalcheck.h"
#include "core/preflight/receipt.h"

#include <QCoreApplication>
#include <QString>

namespace cloudly {
namespace core {
namespace approval {
// Approvals in the receipt's Markdown (and PDF) export: the status and one line per approval with its
// verdict and reason. Starts with a blank line and an "## Approvals" heading.
QString approvalsMarkdown(const ApprovalCheck& check);

// For the receipt diff: whether approvals of `older` still count for `newer` — "approvals void:
// configurationDigest changed" or "approvals carry over: the approved facts are the same"; "" when either
// receipt is not GO.
QString approvalCarryOverText(const preflight::Receipt& older, const preflight::Receipt& newer);

struct ApprovalReportText
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalReport)
};

} // namespace approval
} // namespace core
} // namespace cloudly
