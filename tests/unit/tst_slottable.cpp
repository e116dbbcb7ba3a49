// The metrics history's task slots (core/metrics/slottable): hash -> slot lookups, freed slots handed out
// again, deletions inside a run of colliding hashes, restoring from a slot -> hash vector, and its size.
#include "core/metrics/slottable.h"

#include <QRandomGenerator>
#include <QTest>

#include <unordered_map>

using namespace cloudly::core;

namespace {
constexpr quint64 kFibonacci = 0x9E3779B97F4A7C15ull;

// The multiplicative inverse of an odd number modulo 2^64 (Newton's iteration).
quint64 inverse(quint64 a)
{
    quint64 x = a;
    for (int i = 0; i < 6; ++i)
        x *= 2 - a * x;
    return x;
}

// A hash whose home cell in a table of 1024 cells is `cell` (`n` tells hashes of one cell apart).
quint64 hashAtCell(quint64 cell, quint64 n)
{
    return ((cell << 54) | (n + 1)) * inverse(kFibonacci);
}

// Every hash in `reference` is found at its slot, and nothing else is.
void checkAgainst(const SlotTable& table, const std::unordered_map<quint64, qint32>& reference,
                  const std::vector<quint64>& gone)
{
    QCOMPARE(table.size(), reference.size());
    for (const auto& [hash, slot] : reference) {
        QCOMPARE(table.find(hash), slot);
        QCOMPARE(table.hashOf(static_cast<size_t>(slot)), hash);
    }
    for (const quint64 hash : gone) {
        if (!reference.count(hash))
            QCOMPARE(table.find(hash), -1);
    }
}
} // namespace

class TestSlotTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acquireGivesOneSlotPerHash()
    {
        SlotTable table;
        QCOMPARE(table.find(42), -1);
        const SlotTable::Acquired a = table.acquire(42);
        QCOMPARE(a.slot, 0);
        QVERIFY(a.fresh);
        const SlotTable::Acquired again = table.acquire(42);
        QCOMPARE(again.slot, 0);
        QVERIFY(!again.fresh);
        QCOMPARE(table.acquire(7).slot, 1);
        QCOMPARE(table.find(42), 0);
        QCOMPARE(table.find(7), 1);
        QCOMPARE(table.size(), size_t(2));
        QCOMPARE(table.slotCount(), size_t(2));
    }

    void releasedSlotsAreHandedOutAgain()
    {
        SlotTable table;
        for (quint64 h = 1; h <= 5; ++h)
            table.acquire(h * 1000003);
        table.release(1);
        table.release(3);
        QCOMPARE(table.find(2 * 1000003), -1);
        QCOMPARE(table.find(4 * 1000003), -1);
        QCOMPARE(table.hashOf(1), quint64(0));
        QCOMPARE(table.size(), size_t(3));
        QCOMPARE(table.slotCount(), size_t(5));
        // The last freed first, then a new slot at the end.
        QCOMPARE(table.acquire(99).slot, 3);
        QCOMPARE(table.acquire(98).slot, 1);
        QCOMPARE(table.acquire(97).slot, 5);
        table.release(1);
        table.release(1); // twice: nothing more happens
        QCOMPARE(table.size(), size_t(5));
    }

    // Hashes with the same home cell form one run; deleting from its middle (and across the table's end)
    // must leave every other hash findable.
    void deletionInsideACollidingRun()
    {
        SlotTable table;
        std::unordered_map<quint64, qint32> reference;
        std::vector<quint64> all;
        for (const quint64 cell : {quint64(5), quint64(6), quint64(1023), quint64(0)}) {
            for (quint64 n = 0; n < 12; ++n) {
                const quint64 h = hashAtCell(cell, n);
                all.push_back(h);
                reference[h] = table.acquire(h).slot;
            }
        }
        checkAgainst(table, reference, all);
        for (const size_t i :
             {size_t(3), size_t(0), size_t(13), size_t(25), size_t(36), size_t(47), size_t(11)}) {
            table.release(reference.at(all[i]));
            reference.erase(all[i]);
            checkAgainst(table, reference, all);
        }
        for (const quint64 h : all) {
            const SlotTable::Acquired a = table.acquire(h);
            QCOMPARE(a.fresh, !reference.count(h));
            reference[h] = a.slot;
        }
        checkAgainst(table, reference, all);
    }

    // Many random acquires and releases (the table grows past several sizes) against a plain map.
    void randomUseMatchesAMap()
    {
        QRandomGenerator random(17);
        SlotTable table;
        std::unordered_map<quint64, qint32> reference;
        std::vector<quint64> seen;
        for (int step = 0; step < 60000; ++step) {
            if (!reference.empty() && random.bounded(3) == 0) {
                const quint64 h = seen[random.bounded(static_cast<quint32>(seen.size()))];
                const auto found = reference.find(h);
                if (found != reference.end()) {
                    table.release(found->second);
                    reference.erase(found);
                }
            } else {
                // Hashes from a small range repeat, so acquire also meets hashes that have a slot.
                const quint64 h = random.bounded(1, 30000) * 0x100000001b3ull;
                const SlotTable::Acquired a = table.acquire(h);
                const auto found = reference.find(h);
                QCOMPARE(a.fresh, found == reference.end());
                if (found != reference.end())
                    QCOMPARE(a.slot, found->second);
                reference[h] = a.slot;
                seen.push_back(h);
            }
        }
        QVERIFY(reference.size() > 5000);
        checkAgainst(table, reference, seen);
        // No slot is given to two hashes.
        std::vector<bool> used(table.slotCount());
        for (const auto& [hash, slot] : reference) {
            QVERIFY(!used[static_cast<size_t>(slot)]);
            used[static_cast<size_t>(slot)] = true;
        }
    }

    void restoredFromHashes()
    {
        std::optional<SlotTable> table = SlotTable::fromHashes({11, 0, 33, 0, 55});
        QVERIFY(table.has_value());
        QCOMPARE(table->size(), size_t(3));
        QCOMPARE(table->find(11), 0);
        QCOMPARE(table->find(33), 2);
        QCOMPARE(table->find(55), 4);
        QCOMPARE(table->find(0), -1);
        // The free slots are handed out again, the highest first (as they were freed in order).
        QCOMPARE(table->acquire(66).slot, 3);
        QCOMPARE(table->acquire(77).slot, 1);
        QCOMPARE(table->acquire(88).slot, 5);

        QVERIFY(!SlotTable::fromHashes({11, 22, 11}).has_value());
        QVERIFY(SlotTable::fromHashes({}).has_value());
    }

    void hundredThousandTasksTakeUnderTwoMegabytes()
    {
        SlotTable table;
        for (quint64 i = 1; i <= 100000; ++i)
            table.acquire(i * 0x9E3779B97F4A7C15ull + 1);
        QCOMPARE(table.size(), size_t(100000));
        // 262144 cells of 4 bytes and 100k hashes of 8 bytes (the vector's capacity may be up to twice that).
        QVERIFY2(table.bytes() < 2300 * 1024, qPrintable(QString::number(table.bytes())));
        QVERIFY(table.bytes() >= 262144 * 4 + 100000 * 8);
    }
};

QTEST_GUILESS_MAIN(TestSlotTable)
#include "tst_slottable.moc"
