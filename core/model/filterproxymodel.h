#pragma once

#include "filter/filterexpression.h"
#include "filter/filterfields.h"

#include <QSortFilterProxyModel>

namespace cloudly {
namespace core {
// A sort/filter proxy that filters with the console's filter language (FilterExpression). Field names come
// from the source's headerData(column, Qt::Horizontal, FilterFieldNameRole), or from setFieldNames().
//
// Matching is against DisplayRole texts, normalized once per row and cached for top-level rows (flat
// tables; the cache follows inserts, removes and dataChanged of the source), so changing the filter of a
// 100k-row table re-matches cached texts only. Rows below a parent (trees, see
// setRecursiveFilteringEnabled()) are matched without the cache.
//
// A new filter that shows or hides at least kRelayoutThreshold top-level rows is applied as one layout
// change (QSortFilterProxyModel's incremental update costs O(rows) per run of changed rows); smaller
// changes are applied incrementally. Persistent indexes of rows that stay visible survive both.
//
// Sorting is stable: rows with equal sort keys keep their source order, also when they enter the filter or
// change later (QSortFilterProxyModel alone inserts them after all equal rows).
//
// Costs (100k rows): a change of a visible row that keeps its place is one dataChanged; a row that enters or
// leaves the filter, or moves in the sort order, costs O(visible rows) inside QSortFilterProxyModel (its
// mapping is a pair of arrays), about 30-60 us per row at 100k; see docs/PERFORMANCE.md, "Desktop".
//
// A filter text with errors does not change the applied filter: the last valid one stays in force while
// filterError() / filterErrorChanged() say what is wrong (so typing `status:` does not flash all rows).
class FilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_PROPERTY(QString filterText READ filterText WRITE setFilterText NOTIFY filterTextChanged)
    Q_PROPERTY(QString filterError READ filterError NOTIFY filterErrorChanged)
public:
    explicit FilterProxyModel(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* sourceModel) override;

    // The field name of each source column ("" = no field; the column still counts for free text).
    // Overrides the names the source's headers give. An empty list goes back to the headers.
    void setFieldNames(const QStringList& namesByColumn);
    // The known field names, in column order (for completion, help and error messages).
    QStringList fieldNames() const { return m_knownFields; }

    // Parses and applies `text`. Returns false when it has errors (then the previous filter stays).
    bool setFilterText(const QString& text);
    QString filterText() const { return m_filterText; }
    QString filterError() const { return m_filterError; }
    QStringList filterErrors() const { return m_filterErrors; }
    const FilterExpression& expression() const { return m_expression; }

    // Number of cached rows (for tests and diagnostics).
    int cachedRowCount() const;

Q_SIGNALS:
    void filterTextChanged(const QString& text);
    void filterErrorChanged(const QString& error); // "" when the text is valid again

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    // QSortFilterProxyModel's comparison, with source order for equal keys (in both directions): sorting
    // stays stable when rows enter, leave or change one by one, not only after a full sort.
    bool lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const override;

private:
    void updateFields();
    void reparse();
    void apply(const FilterExpression& expression);
    // Whether at least `threshold` top-level rows change visibility (fills the cache on the way).
    bool changedRowsAtLeast(const FilterExpression& before, const FilterExpression& after,
                            int threshold) const;
    static constexpr int kRelayoutThreshold = 1000;
    FilterFields computeFields(int sourceRow, const QModelIndex& sourceParent) const;
    void clearCache() const;

    void onRowsInserted(const QModelIndex& parent, int first, int last);
    void onRowsRemoved(const QModelIndex& parent, int first, int last);
    void onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    void onHeaderDataChanged(Qt::Orientation orientation, int first, int last);

    QStringList m_explicitFieldNames;
    QStringList m_knownFields; // non-empty field names, in column order
    QList<int> m_fieldColumns; // field index -> source column
    QString m_filterText;
    QString m_filterError;
    QStringList m_filterErrors;
    FilterExpression m_expression;
    QList<QMetaObject::Connection> m_sourceConnections;

    // Cache of top-level rows: valid only while m_cacheActive (it is created on first use).
    mutable QList<FilterFields> m_cache;
    mutable bool m_cacheActive = false;
};

} // namespace core
} // namespace cloudly