#pragma once

#include "core/filter/filterexpression.h"

namespace cloudly {
namespace core {
// Header role through which an item model names the filter field of a column:
// headerData(column, Qt::Horizontal, FilterFieldNameRole) -> "status". Stable, untranslated, lower-case.
// A column without a name still takes part in free-text matching. FilterProxyModel reads it.
inline constexpr int FilterFieldNameRole = Qt::UserRole + 0x0f17;
// Header role: how the field compares, "number" or "duration" (a time; the value is epoch seconds). Absent:
// text. A numeric field's unit (for the cheat sheet and --help) is FilterFieldUnitRole ("%", "MiB").
inline constexpr int FilterFieldKindRole = Qt::UserRole + 0x0f18;
inline constexpr int FilterFieldUnitRole = Qt::UserRole + 0x0f19;
// Data role: the values a field term compares with, joined by FilterExpression::kAlternative, when they are
// not (only) the display text: a reference's name and id, a number without its formatting, a time as epoch
// seconds. Absent: the display text. Free text always searches the display text.
inline constexpr int FilterValueRole = Qt::UserRole + 0x0f1a;

// "number" / "duration" / anything else -> the kind.
inline FilterExpression::FieldKind filterFieldKind(const QString& name)
{
    if (name == QLatin1String("number"))
        return FilterExpression::FieldKind::Number;
    if (name == QLatin1String("duration"))
        return FilterExpression::FieldKind::Duration;
    return FilterExpression::FieldKind::Text;
}
// The text a cache stores for a field column: the display text, and the values after a mark.
inline QString filterCellText(const QString& display, const QString& values)
{
    if (values.isNull())
        return display;
    return display + FilterExpression::kAlternative + values;
}

// The normalized (case-folded) texts of one row, kept in a single QString: first one 16-bit start offset
// per column, then the column texts joined by kSeparator. One allocation per row, cheap to move (a cache of
// 100k rows shifts by memmove), and a FilterExpression matches against it without allocating. A row's text
// is limited to 65535 characters (longer texts are cut; columns starting beyond the cut are empty). Used by
// FilterProxyModel's row cache and by the CLI.
class FilterFields
{
public:
    static constexpr QChar kSeparator = u'\x1f'; // never part of a term (terms split on spaces)
    static constexpr int kMaxTextLength = 0xffff;

    FilterFields() = default; // null: not computed yet
    explicit FilterFields(const QStringList& columnTexts)
        : FilterFields(static_cast<int>(columnTexts.size()),
                       [&](int column) { return columnTexts.at(column); })
    {}
    // `textAt(column)` returns the display text (not yet normalized) of each of `count` columns.
    template <typename TextAt> FilterFields(int count, const TextAt& textAt)
    {
        QString data(qMax(count, 0), QChar(0)); // the start offsets, filled in by finish()
        for (int column = 0; column < count; ++column) {
            if (column > 0)
                data += kSeparator;
            append(data, textAt(column));
        }
        finish(std::move(data), qMax(count, 0));
    }

    bool isNull() const { return m_count < 0; }
    int count() const { return qMax(m_count, 0); }
    QStringView all() const { return QStringView(m_data).mid(count()); }
    QStringView field(int column) const
    {
        if (column < 0 || column >= m_count)
            return {};
        const qsizetype start = m_data.at(column).unicode();
        const qsizetype end =
            column + 1 < m_count ? m_data.at(column + 1).unicode() - 1 : m_data.size() - m_count;
        return QStringView(m_data).mid(m_count + start, qMax<qsizetype>(0, end - start));
    }

    // Field i of `expression` is column fieldColumns[i] (identity when empty).
    bool matches(const FilterExpression& expression, const QList<int>& fieldColumns = {}) const
    {
        const auto column = [this](int c) { return field(c); };
        if (fieldColumns.isEmpty())
            return expression.matches(column, count(), column);
        return expression.matches(
            [&](int f) { return f < fieldColumns.size() ? field(fieldColumns.at(f)) : QStringView(); },
            count(), column);
    }

private:
    static void append(QString& data, const QString& text);
    void finish(QString&& data, int count);

    QString m_data;
    int m_count = -1;
};

} // namespace core
} // namespace cloudly
Q_DECLARE_TYPEINFO(cloudly::core::FilterFields, Q_RELOCATABLE_TYPE);
