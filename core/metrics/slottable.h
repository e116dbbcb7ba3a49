#pragma once

#include <QtGlobal>

#include <optional>
#include <vector>

namespace cloudly {
namespace core {

// The task slots of the metrics frames: slot -> id hash in one vector, hash -> slot in an open-addressing
// table of slot numbers (linear probing, at most half full, 4 bytes a cell) whose keys are read from that
// vector. For 100k tasks that is about 1.8 MB, where an unordered_map (a heap node per id and its bucket
// array) took about 4.5 MB. Hash 0 marks a free slot and is never a key (MetricsHistory::idHash).
class SlotTable
{
public:
    struct Acquired
    {
        qint32 slot = -1;
        bool fresh = false; // the hash had no slot before
    };

    // The table of a restored snapshot's slot -> hash vector; nullopt when a hash repeats.
    static std::optional<SlotTable> fromHashes(std::vector<quint64> hashes);

    // The slot of `hash`, or -1.
    qint32 find(quint64 hash) const;
    // The slot of `hash`; one that was freed (the last freed first) or a new one at the end if it had none.
    Acquired acquire(quint64 hash);
    // Forgets the hash of `slot`; acquire() hands the slot out again.
    void release(qint32 slot);
    void clear();

    quint64 hashOf(size_t slot) const { return m_hashes[slot]; }
    const std::vector<quint64>& hashes() const { return m_hashes; }
    size_t slotCount() const { return m_hashes.size(); } // used and free
    size_t size() const { return m_live; }               // used
    size_t bytes() const;

private:
    size_t home(quint64 hash) const;
    size_t cellOf(qint32 slot) const;
    void place(qint32 slot);
    void rehash(size_t cells);

    std::vector<qint32> m_cells;   // slot numbers, -1 empty; a power of two long, or empty
    int m_shift = 64;              // 64 - log2(m_cells.size())
    std::vector<quint64> m_hashes; // slot -> hash, 0 free
    std::vector<qint32> m_free;
    size_t m_live = 0;
};

} // namespace core
} // namespace cloudly
