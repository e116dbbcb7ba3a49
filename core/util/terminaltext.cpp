#include "core/util/terminaltext.h"

namespace cloudly {
namespace core {
bool needsTerminalEscape(QChar c)
{
    const char16_t u = c.unicode();
    return u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) ||
           (u >= 0x2066 && u <= 0x2069);
}

QString terminalSafe(const QString& text, QStringView keep)
{
    qsizetype first = 0;
    while (first < text.size() && (!needsTerminalEscape(text.at(first)) || keep.contains(text.at(first))))
        ++first;
    if (first == text.size())
        return text;
    QString out = text.left(first);
    out.reserve(text.size() + 16);
    for (qsizetype i = first; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (!needsTerminalEscape(c) || keep.contains(c)) {
            out += c;
            continue;
        }
        const char16_t u = c.unicode();
        if (u < 0x80)
            out += QStringLiteral("\\x%1").arg(static_cast<uint>(u), 2, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\u%1").arg(static_cast<uint>(u), 4, 16, QLatin1Char('0'));
    }
    return out;
}

} // namespace core
} // namespace cloudly
