#include "ui/preflight/receiptexportactions.h"

#include "core/preflight/receiptexport.h"
#include "ui/preflight/receiptpdf.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>

namespace cloudly {
namespace ui {
using namespace core::preflight;

QString receiptFormatExtension(ReceiptFormat format)
{
    switch (format) {
    case ReceiptFormat::Json:
        return QStringLiteral("json");
    case ReceiptFormat::Markdown:
        return QStringLiteral("md");
    case ReceiptFormat::Pdf:
        break;
    }
    return QStringLiteral("pdf");
}

bool exportReceipt(const Receipt& receipt, ReceiptFormat format, const QString& path, QString* error,
                   const QString& approvals)
{
    switch (format) {
    case ReceiptFormat::Json:
        return writeFileAtomically(path, receiptToJsonBytes(receipt), error);
    case ReceiptFormat::Markdown:
        return writeFileAtomically(path, (receiptToMarkdown(receipt) + approvals).toUtf8(), error);
    case ReceiptFormat::Pdf:
        break;
    }
    return writeReceiptPdf(receipt, path, error, approvals);
}

QString exportReceiptWithDialog(QWidget* parent, const Receipt& receipt, ReceiptFormat format,
                                const QString& approvals)
{
    static QString lastDir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString extension = receiptFormatExtension(format);
    const QString filter =
        format == ReceiptFormat::Json
            ? QCoreApplication::translate("cloudly::ui::ReceiptExport", "JSON receipt (*.json)")
        : format == ReceiptFormat::Markdown
            ? QCoreApplication::translate("cloudly::ui::ReceiptExport", "Markdown (*.md)")
            : QCoreApplication::translate("cloudly::ui::ReceiptExport", "PDF document (*.pdf)");
    const QString suggested = QDir(lastDir).filePath(suggestedFileName(receipt, extension));
    QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("cloudly::ui::ReceiptExport", "Export preflight receipt"),
        suggested, filter);
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1Char('.') + extension, Qt::CaseInsensitive))
        path += QLatin1Char('.') + extension;
    lastDir = QFileInfo(path).absolutePath();
    QString error;
    if (!exportReceipt(receipt, format, path, &error, approvals)) {
        QMessageBox::warning(
            parent, QCoreApplication::translate("cloudly::ui::ReceiptExport", "Export failed"), error);
        return {};
    }
    return path;
}

} // namespace ui
} // namespace cloudly