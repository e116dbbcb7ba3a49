#pragma once

#include "core/preflight/receipt.h"

#include <QString>

class QWidget;

namespace cloudly {
namespace ui {
enum class ReceiptFormat
{
    Json,     // the receipt object, lossless
    Markdown, // for people and change tickets
    Pdf,      // for the release file
};

QString receiptFormatExtension(ReceiptFormat format); // "json", "md", "pdf"

// Writes `receipt` to `path` atomically. On failure returns false and sets a translated *error.
// `approvals`: the approvals' Markdown (core::approval::approvalsMarkdown), added to Markdown and PDF.
bool exportReceipt(const core::preflight::Receipt& receipt, ReceiptFormat format, const QString& path,
                   QString* error, const QString& approvals = {});

// Asks where to save (suggesting a name that says service, version and decision), exports, and reports a
// failure in a message box. Returns the path written, or "" when cancelled or failed.
QString exportReceiptWithDialog(QWidget* parent, const core::preflight::Receipt& receipt,
                                ReceiptFormat format, const QString& approvals = {});

} // namespace ui
} // namespace cloudly