#pragma once

#include "core/filter/filterexpression.h"

#include <QAbstractProxyModel>

#include <memory>
#include <vector>

namespace cloudly {
namespace core {
class FilterState;
struct FilterProxyFlatState;

// The filter proxies, and which is which:
//  - FilterProxyModel (this file): OUR OWN proxy for flat tables (a QAbstractTableModel /
//    QAbstractListModel source; only its top-level rows are mapped). Measured: QSortFilterProxyModel pays
//    O(visible rows) for each row that enters or leaves (docs/PERFORMANCE.md: a 1 % refresh of the tasks
//    table costs 213 ms of CPU with it, 38.8 ms with this proxy).
//  - TreeFilterProxyModel (treefilterproxymodel.h): a plain QSortFilterProxyModel for trees.
// Both filter with the console's filter language through a FilterState (field names from the source's
// headerData(column, Qt::Horizontal, FilterFieldNameRole), or setFieldNames(); the text, its errors and the
// applied expression) and sort with the same stable comparison (sortkey.h).
//
// Mapping: the visible source rows in proxy order are kept in blocks of a few hundred rows with their
// block per source row, so a row entering, leaving or moving costs O(sqrt(rows)). Sort keys (sortRole)
// and the normalized row texts are cached per source row and refreshed from dataChanged only for the
// changed rows.
//
// Signals: a source dataChanged that lets fewer than kRelayoutThreshold rows enter, leave or move
// is applied incrementally: one rowsRemoved / rowsInserted per run of adjacent proxy rows, one rowsMoved
// per row that moves in the sort order (its persistent indexes follow), dataChanged for the rest. More
// changes, and a new filter that shows or hides at least kRelayoutThreshold rows, are applied as ONE
// layout change (rows merged in O(rows + changed * log changed)); persistent indexes of rows that stay
// visible survive it. Never a reset, except for a source reset or a change of the source's columns.
//
// Sorting is stable: rows with equal sort keys keep their source order (in both directions), also when
// they enter the filter or change later. Keys compare like QSortFilterProxyModel's default lessThan:
// numbers numerically, strings with sortCaseSensitivity(), empty values last.
//
// A filter text with errors does not change the applied filter: the last valid one stays in force while
// filterError() / filterErrorChanged() say what is wrong (so typing `status:` does not flash all rows).
class FilterProxyModel : public QAbstractProxyModel
{
    Q_OBJECT
    Q_PROPERTY(QString filterText READ filterText WRITE setFilterText NOTIFY filterTextChanged)
    Q_PROPERTY(QString filterError READ filterError NOTIFY filterErrorChanged)
public:
    explicit FilterProxyModel(QObject* parent = nullptr);
    ~FilterProxyModel() override;

    void setSourceModel(QAbstractItemModel* sourceModel) override;

    FilterState* filterState() const { return m_state; }
    // Shorthands for filterState()'s (see FilterState).
    void setFieldNames(const QStringList& namesByColumn);
    QStringList fieldNames() const;
    QList<FilterExpression::FieldKind> fieldKinds() const;
    QStringList fieldUnits() const;
    // Parses and applies `text`. Returns false when it has errors (then the previous filter stays).
    bool setFilterText(const QString& text);
    QString filterText() const;
    QString filterError() const;
    const FilterExpression& expression() const;

    // Sorting, as QSortFilterProxyModel (always dynamic). Column -1 = source order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    void setSortRole(int role);
    int sortRole() const { return m_sortRole; }
    void setSortCaseSensitivity(Qt::CaseSensitivity sensitivity);
    Qt::CaseSensitivity sortCaseSensitivity() const { return m_sortCaseSensitivity; }

    // Batches: between beginBatch() and endBatch() source dataChanged is only recorded; the
    // proxy stays a consistent model, but changed rows keep their old place and visibility until
    // endBatch() applies them all at once (as one layout change when kRelayoutThreshold rows or more
    // enter, leave or move). Inserts, removes, layout changes of the source and filter or sort changes
    // apply the pending rows first. Wrap a refresh of the source in them, e.g.
    //   proxy->beginBatch(); model->setDeployments(list); proxy->endBatch();
    // Nestable. Without a batch every source dataChanged is applied at once.
    void beginBatch();
    void endBatch();

    // Number of cached rows (for tests and diagnostics).
    int cachedRowCount() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& index) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;

    // Changes of more rows than this at once are applied as one layout change.
    static constexpr int kRelayoutThreshold = 1000;

Q_SIGNALS:
    void filterTextChanged(const QString& text);
    void filterErrorChanged(const QString& error); // "" when the text is valid again

private:
    void apply(const FilterExpression& expression);
    void clearCache() const;
    void disconnectSource();
    void rebind(); // re-creates the row state for the current source (inside a reset)

    void connectFlat(QAbstractItemModel* model);
    bool flatAccepts(int sourceRow) const;
    bool rowLess(int left, int right) const;
    void ensureKey(int sourceRow) const;
    void flatRebuild();
    template <typename Rebuild> void flatLayout(const Rebuild& rebuild, LayoutChangeHint hint);
    std::vector<int> mergedSequence(const std::vector<char>& drop, std::vector<int> add) const;
    void flatRemoveRows(std::vector<int> sourceRows);
    void flatInsertRows(std::vector<int> sourceRows);
    // Sorts many `rows` into the proxy order when their sort keys take only a few distinct values (a status
    // column: 100k rows, 4 values): one pass to rank each row's key, then a stable counting pass, instead of
    // ~1.7M key comparisons. False (rows untouched) when there are too many distinct keys.
    bool sortByFewKeys(std::vector<int>& rows) const;
    void flatResort(LayoutChangeHint hint);
    void onFlatRowsInserted(const QModelIndex& parent, int first, int last);
    void onFlatRowsAboutToBeRemoved(const QModelIndex& parent, int first, int last);
    void onFlatRowsRemoved(const QModelIndex& parent, int first, int last);
    void onFlatDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                           const QList<int>& roles);
    void flatApplyChanges(const std::vector<int>& changed, bool display, bool keyTouched, int firstColumn,
                          int lastColumn, const QList<int>& roles);
    void flushBatch();
    void discardBatch();
    void onFlatLayoutAboutToBeChanged();
    void onFlatLayoutChanged();
    void emitDataChangedRuns(std::vector<int> proxyRows, int firstColumn, int lastColumn,
                             const QList<int>& roles);

    void onHeaderDataChanged(Qt::Orientation orientation, int first, int last);

    FilterState* m_state;
    QList<QMetaObject::Connection> m_sourceConnections;

    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_sortRole = Qt::DisplayRole;
    Qt::CaseSensitivity m_sortCaseSensitivity = Qt::CaseInsensitive;
    int m_batchDepth = 0;
    bool m_resetting = false; // inside a reset: no row signals, the engine is rebuilt at the end

    std::unique_ptr<FilterProxyFlatState> m_flat; // null without a source
};

} // namespace core
} // namespace cloudly
