#pragma once

#include "filter/filterexpression.h"
#include "filter/filterfields.h"
#include "model/filterrowcache.h"

#include <QAbstractProxyModel>

#include <memory>
#include <vector>

namespace cloudly {
namespace core {
class FilterProxyTreeEngine;
struct FilterProxyFlatState;

// A sort/filter proxy that filters with the console's filter language (FilterExpression). Field names come
// from the source's headerData(column, Qt::Horizontal, FilterFieldNameRole), or from setFieldNames().
//
// Two engines behind one API (the subset of QSortFilterProxyModel's the views use):
//  - Flat tables (a QAbstractTableModel / QAbstractListModel source, recursive filtering off): the proxy's
//    own mapping. The visible source rows in proxy order are kept in blocks of a few hundred rows with
//    their block per source row, so a row entering, leaving or moving costs O(sqrt(rows)) instead of
//    QSortFilterProxyModel's O(visible rows) per run of rows. Sort keys (sortRole) and the normalized row
//    texts are cached per source row and refreshed from dataChanged only for the changed rows.
//  - Trees (any other source, or recursive filtering on): a QSortFilterProxyModel inside, whose rows this
//    proxy passes through unchanged.
//
// Signals (flat): a source dataChanged that lets fewer than kRelayoutThreshold rows enter, leave or move
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

    // The field name of each source column ("" = no field; the column still counts for free text).
    // Overrides the names the source's headers give. An empty list goes back to the headers.
    void setFieldNames(const QStringList& namesByColumn);
    // The known field names, in column order (for completion, help and error messages).
    QStringList fieldNames() const { return m_knownFields; }
    // Per known field: how it compares (the source's FilterFieldKindRole) and its unit (FilterFieldUnitRole).
    QList<FilterExpression::FieldKind> fieldKinds() const { return m_fieldKinds; }
    QStringList fieldUnits() const { return m_fieldUnits; }

    // Parses and applies `text`. Returns false when it has errors (then the previous filter stays).
    bool setFilterText(const QString& text);
    QString filterText() const { return m_filterText; }
    QString filterError() const { return m_filterError; }
    QStringList filterErrors() const { return m_filterErrors; }
    const FilterExpression& expression() const { return m_expression; }

    // Sorting, as QSortFilterProxyModel (always dynamic). Column -1 = source order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    void setSortRole(int role);
    int sortRole() const { return m_sortRole; }
    void setSortCaseSensitivity(Qt::CaseSensitivity sensitivity);
    Qt::CaseSensitivity sortCaseSensitivity() const { return m_sortCaseSensitivity; }

    // Trees: a row is shown when it or one of its descendants matches (QSortFilterProxyModel's meaning).
    void setRecursiveFilteringEnabled(bool enabled);
    bool isRecursiveFilteringEnabled() const { return m_recursive; }
    void setAutoAcceptChildRows(bool accept);
    bool autoAcceptChildRows() const { return m_autoAcceptChildRows; }

    // Batches (flat engine): between beginBatch() and endBatch() source dataChanged is only recorded; the
    // proxy stays a consistent model, but changed rows keep their old place and visibility until
    // endBatch() applies them all at once (as one layout change when kRelayoutThreshold rows or more
    // enter, leave or move). Inserts, removes, layout changes of the source and filter or sort changes
    // apply the pending rows first. Wrap a refresh of the source in them, e.g.
    //   proxy->beginBatch(); model->setDeployments(list); proxy->endBatch();
    // Nestable. Without a batch every source dataChanged is applied at once.
    void beginBatch();
    void endBatch();

    // Whether the flat engine maps the rows (for tests and diagnostics).
    bool isFlat() const { return m_flat != nullptr; }
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
    friend class FilterProxyTreeEngine;

    void updateFields();
    void reparse();
    void apply(const FilterExpression& expression);
    QString cellText(const QModelIndex& sourceIndex) const; // display text (+ FilterValueRole values)
    FilterFields computeFields(int sourceRow, const QModelIndex& sourceParent) const;
    void activateCache(int rows) const;
    bool cachedMatches(int sourceRow) const; // top-level row, through the cache
    void clearCache() const;
    void disconnectSource();
    void rebind(); // re-creates the engine for the current source and settings (inside a reset)

    // Flat engine.
    void connectFlat(QAbstractItemModel* model);
    bool flatAccepts(int sourceRow) const;
    bool rowLess(int left, int right) const;
    void ensureKey(int sourceRow) const;
    void flatRebuild();
    template <typename Rebuild> void flatLayout(const Rebuild& rebuild, LayoutChangeHint hint);
    std::vector<int> mergedSequence(const std::vector<char>& drop, std::vector<int> add) const;
    void flatRemoveRows(std::vector<int> sourceRows);
    void flatInsertRows(std::vector<int> sourceRows);
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

    // Tree engine.
    void connectTree(QAbstractItemModel* model);
    bool treeAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const;
    QModelIndex toTree(const QModelIndex& index) const;
    QModelIndex fromTree(const QModelIndex& index) const;
    void onTreeRowsInserted(const QModelIndex& parent, int first, int last);
    void onTreeRowsRemoved(const QModelIndex& parent, int first, int last);
    void onTreeDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                           const QList<int>& roles);

    void onHeaderDataChanged(Qt::Orientation orientation, int first, int last);

    QStringList m_explicitFieldNames;
    QStringList m_knownFields; // non-empty field names, in column order
    QList<int> m_fieldColumns; // field index -> source column
    QList<FilterExpression::FieldKind> m_fieldKinds;
    QStringList m_fieldUnits;
    QString m_filterText;
    QString m_filterError;
    QStringList m_filterErrors;
    FilterExpression m_expression;
    QList<QMetaObject::Connection> m_sourceConnections;
    QList<QMetaObject::Connection> m_treeConnections;

    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_sortRole = Qt::DisplayRole;
    Qt::CaseSensitivity m_sortCaseSensitivity = Qt::CaseInsensitive;
    bool m_recursive = false;
    bool m_autoAcceptChildRows = false;
    int m_batchDepth = 0;
    bool m_resetting = false; // inside a reset: no row signals, the engine is rebuilt at the end

    std::unique_ptr<FilterProxyFlatState> m_flat;
    std::unique_ptr<FilterProxyTreeEngine> m_tree;

    // Normalized texts of the top-level rows: valid only while active (it is created on first use).
    mutable FilterRowCache m_cache;
};

} // namespace core
} // namespace cloudly
