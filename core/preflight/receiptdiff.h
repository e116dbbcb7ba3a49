#pragma once

#include "core/preflight/receipt.h"

#include <optional>

namespace cloudly {
namespace core {
namespace preflight {
// What changed between two preflight receipts of the same service, older -> newer.
struct ReceiptDiff
{
    struct DigestChange
    {
        QString field;  // "source.configurationDigest", "intentDigest", "requestedImage.digest", ...
        QString label;  // translated display name
        QString before; // "" when absent
        QString after;
    };

    QString serviceId;
    QString olderId;
    QString newerId;
    bool olderGo = false;
    bool newerGo = false;
    // Blockers (server and console, merged by code + message) and console reasons, compared by code +
    // message.
    QList<Blocker> blockersAdded;
    QList<Blocker> blockersRemoved;
    QList<DigestChange> digestsChanged;

    bool decisionChanged() const { return olderGo != newerGo; }
    bool isEmpty() const
    {
        return !decisionChanged() && blockersAdded.isEmpty() && blockersRemoved.isEmpty() &&
               digestsChanged.isEmpty();
    }

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::preflight::ReceiptDiff)
};

// Compares two receipts (in either order: the older one by createdAt is "before"). Receipts of different
// services are not comparable: nullopt and a translated *error.
std::optional<ReceiptDiff> diffReceipts(const Receipt& a, const Receipt& b, QString* error = nullptr);

// The compared digests of one receipt, in display order, each value in `before` (`after` stays empty).
// intentDigest is the request's (what the console sent); the others are the report's. Absent values are "".
QList<ReceiptDiff::DigestChange> receiptDigests(const Receipt& receipt);

// A plain-text / Markdown rendering for people.
QString diffToMarkdown(const ReceiptDiff& diff);

} // namespace preflight
} // namespace core
} // namespace cloudly