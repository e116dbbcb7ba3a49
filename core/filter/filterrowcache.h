#pragma once

#include "core/filter/filterexpression.h"

#include <QHashFunctions>
#include <QList>
#include <QString>

#include <unordered_map>
#include <vector>

namespace cloudly {
namespace core {
// FilterProxyModel's cache of the normalized (case-folded) texts of its top-level source rows, compact at
// 100k rows: a row is one 32-bit cell per column, filled only for the columns a filter has read. A cell's
// text is either interned (columns whose values repeat — service, node, status, health, version, image —
// store each distinct text once, with a use count) or kept inline in one shared arena (columns with mostly
// distinct values, such as ids; decided per column while filling). No allocation per row. Matching gives the
// same result as FilterFields::matches() on the same texts: a field term looks at its column, a free-text
// term at every column (terms never contain the separator FilterFields joins columns with). The result of a
// term on an interned text is remembered until the expression changes, so a filter change over 100k rows
// tests each distinct status once.
class FilterRowCache
{
public:
    bool isActive() const { return m_active; }
    // Activates the cache with `rows` rows of `columns` columns, none computed yet.
    void activate(qsizetype rows, int columns);
    void clear(); // inactive, memory released

    qsizetype rowCount() const { return m_rows; }
    int columnCount() const { return m_columns; }
    // Whether any text of `row` is stored.
    bool isCached(qsizetype row) const
    {
        return m_cells[static_cast<size_t>(row * stride())] != kNotComputed;
    }
    qsizetype cachedRowCount() const;

    void insertRows(qsizetype first, qsizetype count); // not computed
    void removeRows(qsizetype first, qsizetype count);
    void invalidate(qsizetype row);

    // Stores the texts of every column of `row`: textAt(column) returns the display text (not normalized).
    template <typename TextAt> void set(qsizetype row, const TextAt& textAt)
    {
        invalidate(row);
        quint32* cells = &m_cells[static_cast<size_t>(row * stride())];
        for (int column = 0; column < m_columns; ++column)
            cells[column + 1] = store(column, textAt(column));
        cells[0] = 0;
    }

    // The normalized text of a column of a row (empty when not stored).
    QStringView text(qsizetype row, int column) const
    {
        const quint32 cell = m_cells[static_cast<size_t>(row * stride() + column + 1)];
        return cell == kNotComputed ? QStringView() : cellText(cell);
    }

    // Whether `row` matches; field i of `expression` is column fieldColumns[i] (identity when empty). Only
    // the columns the expression reads are fetched (textAt(column): the display text) and stored: a filter
    // of field terms such as `status:running` reads one column per row, free text reads them all.
    template <typename TextAt>
    bool matches(qsizetype row, const FilterExpression& expression, const QList<int>& fieldColumns,
                 const TextAt& textAt)
    {
        prepare(expression, fieldColumns);
        quint32* cells = &m_cells[static_cast<size_t>(row * stride())];
        const auto cell = [&](int column) {
            quint32& c = cells[column + 1];
            if (c == kNotComputed) {
                c = store(column, textAt(column));
                cells[0] = 0;
            }
            return c;
        };
        const qsizetype terms = m_memoTerms.size();
        // Field terms (one column) before free-text terms (every column).
        for (int pass = 0; pass < 2; ++pass) {
            for (qsizetype t = 0; t < terms; ++t) {
                const int column = m_termColumn[static_cast<size_t>(t)];
                if ((column == kFreeText) != (pass == 1))
                    continue;
                bool found = false;
                if (column >= 0) {
                    found = termMatches(t, cell(column));
                } else if (column == kNoColumn) {
                    found = FilterExpression::fieldMatches(m_memoTerms.at(t), QStringView());
                } else {
                    for (int c = 0; c < m_columns && !found; ++c)
                        found = termMatches(t, cell(c));
                }
                if (found == m_memoTerms.at(t).negated)
                    return false;
            }
        }
        return true;
    }

    // Approximate heap bytes (for tests and diagnostics).
    qsizetype memoryBytes() const;

private:
    static constexpr quint32 kNotComputed = 0xffffffffu;
    static constexpr quint32 kInterned = 0x80000000u;          // cell flag: the rest is a string id
    static constexpr quint32 kEmpty = kInterned | 0x7fffffffu; // an empty text (never stored)

    qsizetype stride() const { return static_cast<qsizetype>(m_columns) + 1; } // cell 0: row state
    quint32 store(int column, const QString& displayText);
    void release(quint32 cell);
    QStringView cellText(quint32 cell) const
    {
        if (cell == kEmpty)
            return {};
        if (cell & kInterned)
            return m_strings.at(static_cast<qsizetype>(cell & ~kInterned));
        const char16_t* at = m_arena.data() + cell;
        return QStringView(at + 1, qsizetype(at[0]));
    }
    void compactArena();
    void prepare(const FilterExpression& expression, const QList<int>& fieldColumns) const;
    bool termMatches(qsizetype term, quint32 cell) const;
    static constexpr int kFreeText = -1; // m_termColumn: a free-text term
    static constexpr int kNoColumn = -2; // m_termColumn: a field without a column (reads as empty)

    bool m_active = false;
    int m_columns = 0;
    qsizetype m_rows = 0;
    std::vector<quint32> m_cells; // per row: state, then one cell per column

    // Interned texts: id -> text (null when free), use counts, free ids, text -> id.
    struct ViewHash
    {
        size_t operator()(QStringView text) const noexcept { return static_cast<size_t>(qHash(text)); }
    };
    QList<QString> m_strings;
    std::vector<quint32> m_uses;
    std::vector<quint32> m_freeIds;
    std::unordered_map<QStringView, quint32, ViewHash> m_ids; // views of m_strings' texts
    QString m_folded;                                         // scratch
    // Per column: distinct texts interned and texts stored; inline once mostly distinct.
    std::vector<qsizetype> m_distinct;
    std::vector<qsizetype> m_stored;
    std::vector<char> m_inline;

    // Inline texts: [length, chars...] per cell; `m_dead` characters belong to released cells.
    std::vector<char16_t> m_arena;
    qsizetype m_dead = 0;

    // Per term of the prepared expression: its result on each interned text (-1 unknown).
    mutable QList<FilterExpression::Term> m_memoTerms; // held: identifies the expression
    mutable QList<int> m_memoColumns;
    mutable std::vector<int> m_termColumn; // term -> column, -1: free text
    mutable std::vector<std::vector<qint8>> m_memo;
};

} // namespace core
} // namespace cloudly
