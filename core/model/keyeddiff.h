#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <utility>

namespace cloudly {
namespace core {
// Row-level diff of a model's keyed rows against an incoming list, for models that must never reset after
// their first fill (selection, scroll position and persistent indexes survive every refresh).
//
// Semantics ("stable rows"): rows whose key is still there keep their position; rows whose key is gone are
// removed; items with a new key are appended after the kept rows, in incoming order. The relative order of
// the incoming list is therefore not enforced for kept rows (views sort through a proxy). Duplicate
// incoming keys: the first one wins, the others are reported in `duplicates`.
//
// Cost: O(old + incoming). Unchanged lists in unchanged order are matched position by position (no hash
// lookups); after an insertion or removal the cursor resynchronizes with one lookup. Used by
// ClusterTreeModel and PlatformMatrixModel; TasksModel fuses the same matching with its fingerprint pass
// (one pass over 100k deployments instead of two) and fills a KeyedDiff for removedRanges() /
// rowsAfterRemoval().
struct KeyedDiff
{
    QList<int> incomingOfOld; // per old row: index of the incoming item with the same key, or -1 (removed)
    QList<int> added;         // incoming indexes with a new key, in incoming order
    QStringList duplicates;   // incoming keys seen more than once
    int removedCount = 0;

    // Contiguous blocks [first, last] of removed old rows, the last block first: removing them in this
    // order keeps the row numbers of the blocks still to be removed valid.
    QList<std::pair<int, int>> removedRanges() const
    {
        QList<std::pair<int, int>> ranges;
        int row = static_cast<int>(incomingOfOld.size()) - 1;
        while (row >= 0) {
            if (incomingOfOld.at(row) >= 0) {
                --row;
                continue;
            }
            const int last = row;
            while (row - 1 >= 0 && incomingOfOld.at(row - 1) < 0)
                --row;
            ranges.append({row, last});
            --row;
        }
        return ranges;
    }

    // Per old row: its row number once the removals are done, or -1 when it is removed.
    QList<int> rowsAfterRemoval() const
    {
        QList<int> rows(incomingOfOld.size(), -1);
        int next = 0;
        for (qsizetype row = 0; row < incomingOfOld.size(); ++row) {
            if (incomingOfOld.at(row) >= 0)
                rows[row] = next++;
        }
        return rows;
    }
};

// Default for computeKeyedDiff's `lookahead`.
struct NoLookahead
{
    void operator()(int, int) const {}
};

// oldKeyAt(row) and newKeyAt(i) return the keys (QString or anything comparable to it); findOldRow(key)
// returns the old row of a key or -1 (e.g. a lookup in the model's id -> row hash). lookahead(i, row) is
// called before item i is matched with the incoming index and old row kLookahead steps ahead (they may be
// out of range): large models prefetch the keys' memory there, the loop is bound by memory latency.
inline constexpr int kLookahead = 4;
template <typename OldKeyAt, typename NewKeyAt, typename FindOldRow, typename Lookahead = NoLookahead>
KeyedDiff computeKeyedDiff(int oldCount, const OldKeyAt& oldKeyAt, int newCount, const NewKeyAt& newKeyAt,
                           const FindOldRow& findOldRow, const Lookahead& lookahead = {})
{
    KeyedDiff diff;
    diff.incomingOfOld.fill(-1, oldCount);
    QSet<QString> addedKeys;
    int cursor = 0; // the old row expected next
    int matched = 0;
    for (int i = 0; i < newCount; ++i) {
        lookahead(i + kLookahead, cursor + kLookahead);
        const auto& key = newKeyAt(i);
        int oldRow = -1;
        if (cursor < oldCount && diff.incomingOfOld.at(cursor) < 0 && oldKeyAt(cursor) == key)
            oldRow = cursor;
        else
            oldRow = findOldRow(key);
        if (oldRow >= 0) {
            if (diff.incomingOfOld.at(oldRow) >= 0) {
                diff.duplicates.append(key);
                continue;
            }
            diff.incomingOfOld[oldRow] = i;
            ++matched;
            cursor = oldRow + 1;
            continue;
        }
        if (addedKeys.contains(key)) {
            diff.duplicates.append(key);
            continue;
        }
        addedKeys.insert(key);
        diff.added.append(i);
    }
    diff.removedCount = oldCount - matched;
    return diff;
}

// The same, for models without an index of their own: the key -> old row hash is built on the first
// positional miss only (so an unchanged list costs no hashing at all).
template <typename OldKeyAt, typename NewKeyAt>
KeyedDiff computeKeyedDiff(int oldCount, const OldKeyAt& oldKeyAt, int newCount, const NewKeyAt& newKeyAt)
{
    QHash<QString, int> index;
    bool built = false;
    return computeKeyedDiff(oldCount, oldKeyAt, newCount, newKeyAt, [&](const QString& key) {
        if (!built) {
            index.reserve(oldCount);
            for (int row = 0; row < oldCount; ++row)
                index.insert(oldKeyAt(row), row);
            built = true;
        }
        return index.value(key, -1);
    });
}

// Applies a diff through the model's own operations, in an order that keeps every signal's row numbers
// valid at the moment it is emitted:
//   1. updateRow(oldRow, incomingIndex) -> bool changed, for every kept row; consecutive changed rows are
//      reported as one rowsChanged(first, last) (old numbering = current numbering at that point);
//   2. removeRows(first, last) for each removed block, last block first (begin/endRemoveRows inside);
//   3. appendRows(const QList<int>& incomingIndexes) once if there are new items (begin/endInsertRows
//   inside).
// The callbacks are lambdas of the model, so they may call its protected begin*/end* functions.
template <typename UpdateRow, typename RowsChanged, typename RemoveRows, typename AppendRows>
void applyKeyedDiff(const KeyedDiff& diff, const UpdateRow& updateRow, const RowsChanged& rowsChanged,
                    const RemoveRows& removeRows, const AppendRows& appendRows)
{
    int first = -1;
    const int oldCount = static_cast<int>(diff.incomingOfOld.size());
    for (int row = 0; row < oldCount; ++row) {
        const int incoming = diff.incomingOfOld.at(row);
        const bool changed = incoming >= 0 && updateRow(row, incoming);
        if (changed) {
            if (first < 0)
                first = row;
            continue;
        }
        if (first >= 0) {
            rowsChanged(first, row - 1);
            first = -1;
        }
    }
    if (first >= 0)
        rowsChanged(first, oldCount - 1);

    if (diff.removedCount > 0) {
        const QList<std::pair<int, int>> ranges = diff.removedRanges();
        for (const auto& [from, to] : ranges)
            removeRows(from, to);
    }
    if (!diff.added.isEmpty())
        appendRows(diff.added);
}

} // namespace core
} // namespace cloudly