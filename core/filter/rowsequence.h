#pragma once

#include <QtGlobal>

#include <algorithm>
#include <vector>

namespace cloudly {
namespace core {
// FilterProxyModel's row mapping. The visible source rows in proxy order, in blocks of kBlock..2*kBlock rows,
// plus the block of every source row (-1: not visible) and the proxy row each block starts at. Finding a
// proxy row is a binary search over the block starts; inserting or removing one row touches one block and the
// starts after it.
class RowSequence
{
public:
    static constexpr int kBlock = 256;

    int size() const { return m_size; }
    int sourceRowCount() const { return static_cast<int>(m_blockOf.size()); }
    bool contains(int row) const { return m_blockOf[static_cast<size_t>(row)] >= 0; }

    void assign(const std::vector<int>& rows, int sourceRows)
    {
        m_blocks.clear();
        m_starts.clear();
        m_blockOf.assign(static_cast<size_t>(sourceRows), -1);
        m_size = static_cast<int>(rows.size());
        for (size_t from = 0; from < rows.size(); from += kBlock) {
            const size_t to = std::min(rows.size(), from + kBlock);
            m_starts.push_back(static_cast<int>(from));
            m_blocks.emplace_back(rows.begin() + static_cast<qsizetype>(from),
                                  rows.begin() + static_cast<qsizetype>(to));
            for (size_t k = from; k < to; ++k)
                m_blockOf[static_cast<size_t>(rows[k])] = static_cast<int>(m_blocks.size()) - 1;
        }
    }
    std::vector<int> toVector() const
    {
        std::vector<int> out;
        out.reserve(static_cast<size_t>(m_size));
        for (const std::vector<int>& block : m_blocks)
            out.insert(out.end(), block.begin(), block.end());
        return out;
    }

    int at(int pos) const
    {
        const int b = blockAt(pos);
        return m_blocks[static_cast<size_t>(b)][static_cast<size_t>(pos - m_starts[static_cast<size_t>(b)])];
    }
    int positionOf(int row) const
    {
        const int b = m_blockOf[static_cast<size_t>(row)];
        if (b < 0)
            return -1;
        const std::vector<int>& block = m_blocks[static_cast<size_t>(b)];
        return m_starts[static_cast<size_t>(b)] +
               static_cast<int>(std::find(block.begin(), block.end(), row) - block.begin());
    }
    // The number of leading rows for which isLess(row) holds (the sequence must be partitioned by it).
    template <typename IsLess> int lowerBound(const IsLess& isLess) const
    {
        const auto block = std::partition_point(m_blocks.begin(), m_blocks.end(),
                                                [&](const std::vector<int>& b) { return isLess(b.back()); });
        if (block == m_blocks.end())
            return m_size;
        const size_t b = static_cast<size_t>(block - m_blocks.begin());
        return m_starts[b] +
               static_cast<int>(std::partition_point(block->begin(), block->end(), isLess) - block->begin());
    }

    void insertAt(int pos, int row)
    {
        if (m_blocks.empty()) {
            m_blocks.push_back({row});
            m_starts.push_back(0);
            m_blockOf[static_cast<size_t>(row)] = 0;
            m_size = 1;
            return;
        }
        const int b = pos >= m_size ? static_cast<int>(m_blocks.size()) - 1 : blockAt(pos);
        std::vector<int>& block = m_blocks[static_cast<size_t>(b)];
        block.insert(block.begin() + (pos - m_starts[static_cast<size_t>(b)]), row);
        m_blockOf[static_cast<size_t>(row)] = b;
        for (size_t j = static_cast<size_t>(b) + 1; j < m_starts.size(); ++j)
            ++m_starts[j];
        ++m_size;
        if (block.size() > 2 * kBlock) {
            std::vector<int> tail(block.begin() + kBlock, block.end());
            block.resize(kBlock);
            m_blocks.insert(m_blocks.begin() + b + 1, std::move(tail));
            m_starts.insert(m_starts.begin() + b + 1, m_starts[static_cast<size_t>(b)] + kBlock);
            renumberFrom(b + 1);
        }
    }
    int removeAt(int pos)
    {
        const int b = blockAt(pos);
        std::vector<int>& block = m_blocks[static_cast<size_t>(b)];
        const auto it = block.begin() + (pos - m_starts[static_cast<size_t>(b)]);
        const int row = *it;
        block.erase(it);
        m_blockOf[static_cast<size_t>(row)] = -1;
        for (size_t j = static_cast<size_t>(b) + 1; j < m_starts.size(); ++j)
            --m_starts[j];
        --m_size;
        if (block.empty()) {
            m_blocks.erase(m_blocks.begin() + b);
            m_starts.erase(m_starts.begin() + b);
            renumberFrom(b);
        }
        return row;
    }

    // The source inserted `count` rows at `first`: later rows shift.
    void sourceRowsInserted(int first, int count)
    {
        m_blockOf.insert(m_blockOf.begin() + first, size_t(count), -1);
        for (std::vector<int>& block : m_blocks) {
            for (int& row : block)
                row += row >= first ? count : 0;
        }
    }
    // The source removed rows [first, first + count), none of them visible any more.
    void sourceRowsRemoved(int first, int count)
    {
        m_blockOf.erase(m_blockOf.begin() + first, m_blockOf.begin() + first + count);
        for (std::vector<int>& block : m_blocks) {
            for (int& row : block)
                row -= row >= first + count ? count : 0;
        }
    }

private:
    int blockAt(int pos) const
    {
        return static_cast<int>(std::upper_bound(m_starts.begin(), m_starts.end(), pos) - m_starts.begin()) -
               1;
    }
    void renumberFrom(int first)
    {
        for (size_t b = static_cast<size_t>(first); b < m_blocks.size(); ++b) {
            for (const int row : m_blocks[b])
                m_blockOf[static_cast<size_t>(row)] = static_cast<int>(b);
        }
    }

    std::vector<std::vector<int>> m_blocks;
    std::vector<int> m_starts;
    std::vector<int> m_blockOf;
    int m_size = 0;
};

} // namespace core
} // namespace cloudly
