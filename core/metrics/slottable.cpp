#include "core/metrics/slottable.h"

#include <bit>

namespace cloudly {
namespace core {
namespace {
constexpr qint32 kEmpty = -1;
constexpr size_t kFirstCells = 1024;
} // namespace

std::optional<SlotTable> SlotTable::fromHashes(std::vector<quint64> hashes)
{
    SlotTable table;
    size_t live = 0;
    for (const quint64 h : hashes)
        live += h != 0 ? 1 : 0;
    table.rehash(std::max(kFirstCells, std::bit_ceil(live * 2 + 1)));
    table.m_hashes = std::move(hashes);
    for (size_t slot = 0; slot < table.m_hashes.size(); ++slot) {
        const quint64 h = table.m_hashes[slot];
        if (h == 0) {
            table.m_free.push_back(static_cast<qint32>(slot));
            continue;
        }
        if (table.find(h) >= 0)
            return std::nullopt;
        table.place(static_cast<qint32>(slot));
        ++table.m_live;
    }
    return table;
}

size_t SlotTable::home(quint64 hash) const
{
    // Fibonacci hashing: every bit of the id hash moves the cell.
    return static_cast<size_t>((hash * 0x9E3779B97F4A7C15ull) >> m_shift);
}

qint32 SlotTable::find(quint64 hash) const
{
    if (m_cells.empty() || hash == 0)
        return -1;
    const size_t mask = m_cells.size() - 1;
    for (size_t i = home(hash);; i = (i + 1) & mask) {
        const qint32 slot = m_cells[i];
        if (slot == kEmpty)
            return -1;
        if (m_hashes[static_cast<size_t>(slot)] == hash)
            return slot;
    }
}

SlotTable::Acquired SlotTable::acquire(quint64 hash)
{
    Q_ASSERT(hash != 0);
    if (const qint32 slot = find(hash); slot >= 0)
        return {slot, false};
    if ((m_live + 1) * 2 > m_cells.size())
        rehash(std::max(kFirstCells, m_cells.size() * 2));
    qint32 slot;
    if (!m_free.empty()) {
        slot = m_free.back();
        m_free.pop_back();
        m_hashes[static_cast<size_t>(slot)] = hash;
    } else {
        slot = static_cast<qint32>(m_hashes.size());
        m_hashes.push_back(hash);
    }
    place(slot);
    ++m_live;
    return {slot, true};
}

size_t SlotTable::cellOf(qint32 slot) const
{
    const size_t mask = m_cells.size() - 1;
    size_t i = home(m_hashes[static_cast<size_t>(slot)]);
    while (m_cells[i] != slot)
        i = (i + 1) & mask;
    return i;
}

void SlotTable::release(qint32 slot)
{
    if (slot < 0 || static_cast<size_t>(slot) >= m_hashes.size() || m_hashes[static_cast<size_t>(slot)] == 0)
        return;
    // Backward-shift deletion: the cells after the hole whose home is not between the hole and them move
    // into it, so every probe still ends at an empty cell only after passing its key.
    const size_t mask = m_cells.size() - 1;
    size_t hole = cellOf(slot);
    for (size_t j = (hole + 1) & mask; m_cells[j] != kEmpty; j = (j + 1) & mask) {
        const size_t h = home(m_hashes[static_cast<size_t>(m_cells[j])]);
        if (((j - h) & mask) >= ((j - hole) & mask)) {
            m_cells[hole] = m_cells[j];
            hole = j;
        }
    }
    m_cells[hole] = kEmpty;
    m_hashes[static_cast<size_t>(slot)] = 0;
    m_free.push_back(slot);
    --m_live;
}

void SlotTable::clear()
{
    *this = SlotTable();
}

size_t SlotTable::bytes() const
{
    return m_cells.capacity() * sizeof(qint32) + m_hashes.capacity() * sizeof(quint64) +
           m_free.capacity() * sizeof(qint32);
}

void SlotTable::place(qint32 slot)
{
    const size_t mask = m_cells.size() - 1;
    size_t i = home(m_hashes[static_cast<size_t>(slot)]);
    while (m_cells[i] != kEmpty)
        i = (i + 1) & mask;
    m_cells[i] = slot;
}

void SlotTable::rehash(size_t cells)
{
    m_cells.assign(cells, kEmpty);
    m_shift = 64 - std::countr_zero(cells);
    for (size_t slot = 0; slot < m_hashes.size(); ++slot) {
        if (m_hashes[slot] != 0)
            place(static_cast<qint32>(slot));
    }
}

} // namespace core
} // namespace cloudly
