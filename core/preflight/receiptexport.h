#pragma once

#include "core/preflight/receipt.h"
#include "core/preflight/receiptoutline.h"

#include <QByteArray>
#include <QString>

namespace cloudly {
namespace core {
namespace preflight {
// Exports of a receipt. JSON is the receipt object itself (lossless: reading it back with
// Receipt::fromJson gives the same receipt). Markdown is for people: the banner, every blocker with its
// catalog explanation and remediation, every report section, and the request as sent. PDF lives in the UI
// (ui/preflight/receiptpdf.h) because it needs Qt Gui.

QByteArray receiptToJsonBytes(const Receipt& receipt);
QString receiptToMarkdown(const Receipt& receipt);

// Catalog texts for the console's own CLIENT_* reasons (decision.h), like blockerInfo() for server codes:
// area Request for problems with the report itself, Authorization for CLIENT_AUTHORIZATION_MISSING.
BlockerInfo reasonInfo(const QString& code);

// One sentence under the GO / NO-GO banner: why, in words (authorization problems and server errors are
// named as such).
QString receiptHeadline(const Receipt& receipt);
// The call error of a receipt in words ("" when there is none).
QString callErrorText(const Receipt& receipt);
// True when the call error is Cloudly refusing the identity or a capability.
bool isAuthorizationError(const QJsonObject& callError);
// "Cloudly and this console" / "Cloudly" / "this console".
QString blockerOrigin(const ReceiptBlocker& blocker);
// The cell text for media without colour: a problem (Tone::Bad) gets a " ⚠" mark.
QString outlineCellText(const OutlineCell& cell);

// "preflight-<service>-<version>-<GO|NO-GO>-<yyyyMMdd-HHmmss>.<extension>" (safe characters only).
QString suggestedFileName(const Receipt& receipt, const QString& extension);

// Writes atomically (QSaveFile). On failure returns false and sets a translated *error naming the file.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

} // namespace preflight
} // namespace core
} // namespace cloudly