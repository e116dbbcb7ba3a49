#include "core/filter/filterfields.h"

namespace cloudly {
namespace core {
void FilterFields::append(QString& joined, const QString& text)
{
    // A separator inside a text would shift the columns after it.
    if (text.contains(kSeparator)) {
        QString cleaned = text;
        cleaned.replace(kSeparator, QLatin1Char(' '));
        joined += cleaned;
    } else {
        joined += text;
    }
}

void FilterFields::finish(QString&& data, int count)
{
    // Folding the whole string leaves the offset slots (U+0000) alone. It may change lengths in rare special
    // cases, so the column starts are found afterwards, by the separators.
    m_data = std::move(data).toCaseFolded();
    m_count = count;
    if (m_data.size() - count > kMaxTextLength)
        m_data.truncate(count + kMaxTextLength);
    QChar* starts = m_data.data(); // unshared: no detach, `text` stays valid
    const QStringView text(starts + count, m_data.size() - count);
    qsizetype from = 0;
    for (int column = 0; column < count; ++column) {
        if (from > text.size()) { // cut off: an empty column at the end
            starts[column] = QChar(char16_t(text.size()));
            continue;
        }
        starts[column] = QChar(char16_t(from));
        const qsizetype at = text.indexOf(kSeparator, from);
        from = at < 0 ? text.size() + 1 : at + 1;
    }
}

} // namespace core
} // namespace cloudly