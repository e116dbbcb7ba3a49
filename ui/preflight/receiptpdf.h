#pragma once

#include "core/preflight/receipt.h"

#include <QByteArray>
#include <QString>

class QTextDocument;

namespace cloudly {
namespace ui {
// The printable receipt: the Markdown export laid out on A4 with the GO / NO-GO banner in colour (the words
// are there as well). Built with QTextDocument and QPdfWriter.
// `appendix`: Markdown added at the end (the receipt's approvals).
void buildReceiptDocument(const core::preflight::Receipt& receipt, QTextDocument& document,
                          const QString& appendix = {});
QByteArray receiptToPdf(const core::preflight::Receipt& receipt, const QString& appendix = {});
// Writes atomically; on failure returns false and sets a translated *error.
bool writeReceiptPdf(const core::preflight::Receipt& receipt, const QString& path, QString* error,
                     const QString& appendix = {});

} // namespace ui
} // namespace cloudly