#include "ui/preflight/receiptpdf.h"

#include "core/preflight/receiptexport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPageLayout>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace cloudly {
namespace ui {
using namespace core::preflight;

void buildReceiptDocument(const Receipt& receipt, QTextDocument& document, const QString& appendix)
{
    QFont font = document.defaultFont();
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    QString markdown = receiptToMarkdown(receipt) + appendix;
    // The headline is a block quote in Markdown; as a plain paragraph it becomes the banner's second line
    // (and QTextDocument does not put a stray empty block into the table that follows a quote).
    const qsizetype quote = markdown.indexOf(QStringLiteral("\n\n> "));
    if (quote >= 0)
        markdown.remove(quote + 2, 2);
    document.setMarkdown(markdown);
    // The first two blocks are the title ("# Deployment preflight: NO-GO") and the headline quote: turn them
    // into a coloured banner with white text.
    const QColor colour = receipt.isGo() ? QColor(0x1b, 0x6e, 0x2e) : QColor(0xb0, 0x1c, 0x1c);
    QTextBlock block = document.begin();
    for (int i = 0; i < 2 && block.isValid(); ++i, block = block.next()) {
        QTextCursor cursor(block);
        QTextBlockFormat format = block.blockFormat();
        format.setBackground(colour);
        format.setLeftMargin(0);
        format.setRightMargin(0);
        format.setIndent(0);
        format.setTopMargin(0);
        format.setBottomMargin(i == 0 ? 0 : 12);
        cursor.setBlockFormat(format);
        cursor.setPosition(block.position());
        cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
        QTextCharFormat text;
        text.setForeground(Qt::white);
        cursor.mergeCharFormat(text);
    }
}

QByteArray receiptToPdf(const Receipt& receipt, const QString& appendix)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(QCoreApplication::translate("cloudly::ui::ReceiptPdf", "Deployment preflight %1 — %2")
                            .arg(receipt.decisionText(), receipt.serviceLabel()));
        writer.setCreator(QStringLiteral("Cloudly Console"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        QTextDocument document;
        buildReceiptDocument(receipt, document, appendix);
        document.print(&writer);
    }
    return bytes;
}

bool writeReceiptPdf(const Receipt& receipt, const QString& path, QString* error, const QString& appendix)
{
    return writeFileAtomically(path, receiptToPdf(receipt, appendix), error);
}

} // namespace ui
} // namespace cloudly