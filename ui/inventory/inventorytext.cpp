#include "ui/inventory/inventorytext.h"

namespace cloudly {
namespace ui {
QString quoteFilterValue(const QString& value)
{
    bool needsQuotes = value.isEmpty();
    for (const QChar c : value) {
        if (c.isSpace() || c == u'"' || c == u'\\') {
            needsQuotes = true;
            break;
        }
    }
    if (!needsQuotes)
        return value;
    QString out = QStringLiteral("\"");
    for (const QChar c : value) {
        if (c == u'"' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + u'"';
}

QString shortDigest(const QString& digest)
{
    return digest.size() > 19 ? digest.left(19) + QStringLiteral("…") : digest;
}

} // namespace ui
} // namespace cloudly