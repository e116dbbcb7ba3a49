#include "core/filter/filterrowcache.h"

#include "core/filter/filterfields.h"

#include <algorithm>

namespace cloudly {
namespace core {
namespace {

// A column is interned until it has this many distinct texts and more than a quarter of its texts differ.
constexpr qsizetype kInternAtLeast = 1024;
// The arena is compacted when more than half of it, and at least this many characters, are released.
constexpr qsizetype kCompactAtLeast = 1 << 16;
constexpr qsizetype kMaxCellLength = 0xffff;

} // namespace

void FilterRowCache::activate(qsizetype rows, int columns)
{
    clear();
    m_active = true;
    m_columns = qMax(columns, 0);
    m_rows = qMax<qsizetype>(rows, 0);
    m_cells.assign(static_cast<size_t>(m_rows * stride()), kNotComputed);
    m_distinct.assign(static_cast<size_t>(m_columns), 0);
    m_stored.assign(static_cast<size_t>(m_columns), 0);
    m_inline.assign(static_cast<size_t>(m_columns), 0);
}

void FilterRowCache::clear()
{
    m_active = false;
    m_columns = 0;
    m_rows = 0;
    std::vector<quint32>().swap(m_cells);
    m_strings = {};
    std::vector<quint32>().swap(m_uses);
    std::vector<quint32>().swap(m_freeIds);
    std::unordered_map<QStringView, quint32, ViewHash>().swap(m_ids);
    m_folded = QString();
    m_distinct.clear();
    m_stored.clear();
    m_inline.clear();
    std::vector<char16_t>().swap(m_arena);
    m_dead = 0;
    m_memoTerms = {};
    m_memoColumns = {};
    m_termColumn.clear();
    m_memo.clear();
}

qsizetype FilterRowCache::cachedRowCount() const
{
    qsizetype count = 0;
    for (qsizetype row = 0; row < m_rows; ++row)
        count += isCached(row) ? 1 : 0;
    return count;
}

void FilterRowCache::insertRows(qsizetype first, qsizetype count)
{
    if (count <= 0 || first < 0 || first > m_rows)
        return;
    m_cells.insert(m_cells.begin() + first * stride(), size_t(count * stride()), kNotComputed);
    m_rows += count;
}

void FilterRowCache::removeRows(qsizetype first, qsizetype count)
{
    count = std::min(count, m_rows - first);
    if (count <= 0 || first < 0)
        return;
    for (qsizetype row = first; row < first + count; ++row) {
        if (!isCached(row))
            continue;
        const quint32* cells = &m_cells[static_cast<size_t>(row * stride())];
        for (int column = 0; column < m_columns; ++column)
            release(cells[column + 1]);
    }
    m_cells.erase(m_cells.begin() + first * stride(), m_cells.begin() + (first + count) * stride());
    m_rows -= count;
    if (m_dead >= kCompactAtLeast && m_dead * 2 > static_cast<qsizetype>(m_arena.size()))
        compactArena();
}

void FilterRowCache::invalidate(qsizetype row)
{
    quint32* cells = &m_cells[static_cast<size_t>(row * stride())];
    if (cells[0] == kNotComputed)
        return;
    for (int column = 0; column < m_columns; ++column) {
        release(cells[column + 1]);
        cells[column + 1] = kNotComputed;
    }
    cells[0] = kNotComputed;
    if (m_dead >= kCompactAtLeast && m_dead * 2 > static_cast<qsizetype>(m_arena.size()))
        compactArena();
}

quint32 FilterRowCache::store(int column, const QString& displayText)
{
    // Normalize like FilterFields: case-folded, the column separator replaced by a space. ASCII (nearly every
    // text here) is folded into the scratch string without allocating.
    const qsizetype length = std::min(displayText.size(), kMaxCellLength);
    if (length == 0)
        return kEmpty;
    const auto* source = reinterpret_cast<const char16_t*>(displayText.utf16());
    bool ascii = true;
    for (qsizetype i = 0; i < length && ascii; ++i)
        ascii = source[i] < 0x80;
    QStringView folded;
    if (ascii) {
        m_folded.resize(length);
        char16_t* out = reinterpret_cast<char16_t*>(m_folded.data());
        for (qsizetype i = 0; i < length; ++i) {
            const char16_t c = source[i];
            out[i] = c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c == FilterFields::kSeparator ? u' ' : c;
        }
        folded = m_folded;
    } else {
        m_folded = displayText.toCaseFolded();
        m_folded.replace(FilterFields::kSeparator, QLatin1Char(' '));
        if (m_folded.size() > kMaxCellLength)
            m_folded.truncate(kMaxCellLength);
        folded = m_folded;
    }

    if (!m_inline[static_cast<size_t>(column)]) {
        ++m_stored[static_cast<size_t>(column)];
        const auto it = m_ids.find(folded);
        if (it != m_ids.end()) {
            ++m_uses[it->second];
            return kInterned | it->second;
        }
        const qsizetype distinct = m_distinct[static_cast<size_t>(column)];
        if (distinct >= kInternAtLeast && distinct * 4 > m_stored[static_cast<size_t>(column)]) {
            m_inline[static_cast<size_t>(column)] = 1; // mostly distinct texts: inline from now on
        } else {
            quint32 id = 0;
            if (!m_freeIds.empty()) {
                id = m_freeIds.back();
                m_freeIds.pop_back();
                m_strings[id] = folded.toString();
            } else {
                id = static_cast<quint32>(m_strings.size());
                m_strings.append(folded.toString());
                m_uses.push_back(0);
            }
            m_uses[id] = 1;
            m_ids.emplace(QStringView(m_strings.at(id)), id);
            for (std::vector<qint8>& memo : m_memo) {
                if (id < memo.size())
                    memo[id] = -1;
            }
            ++m_distinct[static_cast<size_t>(column)];
            return kInterned | id;
        }
    }
    if (m_arena.size() + static_cast<size_t>(folded.size()) + 1 >= kInterned)
        return kEmpty; // over 2 G characters of row text: not kept (cannot happen for real models)
    const auto offset = static_cast<quint32>(m_arena.size());
    m_arena.push_back(char16_t(folded.size()));
    m_arena.insert(m_arena.end(), folded.utf16(), folded.utf16() + folded.size());
    return offset;
}

void FilterRowCache::release(quint32 cell)
{
    if (cell == kEmpty || cell == kNotComputed)
        return;
    if (cell & kInterned) {
        const quint32 id = cell & ~kInterned;
        if (--m_uses[id] == 0) {
            m_ids.erase(QStringView(m_strings.at(id)));
            m_strings[id] = QString();
            m_freeIds.push_back(id);
        }
        return;
    }
    m_dead += static_cast<qsizetype>(m_arena[cell]) + 1;
}

void FilterRowCache::compactArena()
{
    std::vector<char16_t> arena;
    arena.reserve(m_arena.size() - static_cast<size_t>(m_dead));
    for (qsizetype row = 0; row < m_rows; ++row) {
        quint32* cells = &m_cells[static_cast<size_t>(row * stride())];
        if (cells[0] == kNotComputed)
            continue;
        for (int column = 1; column <= m_columns; ++column) {
            const quint32 cell = cells[column];
            if (cell & kInterned)
                continue;
            const char16_t* at = m_arena.data() + cell;
            cells[column] = static_cast<quint32>(arena.size());
            arena.insert(arena.end(), at, at + at[0] + 1);
        }
    }
    m_arena.swap(arena);
    m_dead = 0;
}

void FilterRowCache::prepare(const FilterExpression& expression, const QList<int>& fieldColumns) const
{
    const QList<FilterExpression::Term>& terms = expression.terms();
    // The held copies keep the lists' data alive, so equal data pointers mean the same lists.
    if (terms.constData() == m_memoTerms.constData() && terms.size() == m_memoTerms.size() &&
        fieldColumns.constData() == m_memoColumns.constData() && fieldColumns.size() == m_memoColumns.size())
        return;
    m_memoTerms = terms;
    m_memoColumns = fieldColumns;
    m_termColumn.assign(static_cast<size_t>(terms.size()), kFreeText);
    for (qsizetype t = 0; t < terms.size(); ++t) {
        const int field = terms.at(t).field;
        if (field < 0)
            continue;
        const int column = fieldColumns.isEmpty()        ? field
                           : field < fieldColumns.size() ? fieldColumns.at(field)
                                                         : -1;
        // A field without a column reads as empty text (like FilterFields::field()).
        m_termColumn[static_cast<size_t>(t)] = column >= 0 && column < m_columns ? column : kNoColumn;
    }
    m_memo.assign(static_cast<size_t>(terms.size()), {});
}

bool FilterRowCache::termMatches(qsizetype term, quint32 cell) const
{
    const FilterExpression::Term& t = m_memoTerms.at(term);
    const auto test = [&t](QStringView text) {
        return t.field >= 0 ? FilterExpression::fieldMatches(t, text)
                            : FilterExpression::freeTextMatches(t, text);
    };
    if (!(cell & kInterned) || cell == kEmpty)
        return test(cellText(cell));
    const quint32 id = cell & ~kInterned;
    std::vector<qint8>& memo = m_memo[static_cast<size_t>(term)];
    if (id >= memo.size())
        memo.resize(static_cast<size_t>(m_strings.size()), qint8(-1));
    qint8& known = memo[id];
    if (known < 0)
        known = test(m_strings.at(id)) ? 1 : 0;
    return known != 0;
}

qsizetype FilterRowCache::memoryBytes() const
{
    qsizetype bytes =
        static_cast<qsizetype>(m_cells.capacity() * sizeof(quint32) + m_arena.capacity() * sizeof(char16_t) +
                               m_uses.capacity() * sizeof(quint32)) +
        m_strings.capacity() * static_cast<qsizetype>(sizeof(QString));
    for (const QString& text : m_strings)
        bytes += text.isNull() ? 0 : 32 + text.capacity() * 2;
    bytes += static_cast<qsizetype>(m_ids.size()) * 48 + static_cast<qsizetype>(m_ids.bucket_count()) * 8;
    return bytes;
}

} // namespace core
} // namespace cloudly
