#pragma once

#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/filter/filterrowcache.h"

#include <QObject>
#include <QStringList>

#include <functional>

class QAbstractItemModel;
class QModelIndex;

namespace cloudly {
namespace core {
// What both filter proxies (FilterProxyModel, TreeFilterProxyModel) share: the field names of the source's
// columns (its headerData(column, Qt::Horizontal, FilterFieldNameRole/KindRole/UnitRole), or
// setFieldNames()), the filter text, its errors, the applied FilterExpression and the matching of source
// rows against it (top-level rows through a FilterRowCache).
//
// A filter text with errors does not change the applied filter: the last valid one stays in force while
// filterError() / filterErrorChanged() say what is wrong (so typing `status:` does not flash all rows).
class FilterState : public QObject
{
    Q_OBJECT
public:
    using Source = std::function<const QAbstractItemModel*()>;
    // Called with a valid expression that differs from expression(). The proxy decides when it takes effect
    // by calling setExpression() (the flat proxy first applies pending rows under the old one).
    using Apply = std::function<void(const FilterExpression& next)>;
    FilterState(Source source, Apply apply, QObject* parent = nullptr);

    // The field name of each source column ("" = no field; the column still counts for free text).
    // Overrides the names the source's headers give. An empty list goes back to the headers.
    void setFieldNames(const QStringList& namesByColumn);
    // Re-reads the fields from the source (after a new source, a reset, a header or column change); when
    // they changed the cache is dropped and the text parsed again.
    void updateFields();
    // The known field names, in column order (for completion, help and error messages).
    QStringList fieldNames() const { return m_knownFields; }
    // Per known field: how it compares (the source's FilterFieldKindRole) and its unit (FilterFieldUnitRole).
    QList<FilterExpression::FieldKind> fieldKinds() const { return m_fieldKinds; }
    QStringList fieldUnits() const { return m_fieldUnits; }
    const QList<int>& fieldColumns() const { return m_fieldColumns; } // field index -> source column

    // Parses and applies `text`. Returns false when it has errors (then the previous filter stays).
    bool setFilterText(const QString& text);
    QString filterText() const { return m_filterText; }
    QString filterError() const { return m_filterError; }
    const FilterExpression& expression() const { return m_expression; }
    void setExpression(const FilterExpression& expression) { m_expression = expression; }

    // Whether a source row matches the applied expression (true when it is empty). Top-level rows are
    // matched through the cache.
    bool matches(int sourceRow, const QModelIndex& sourceParent) const;
    // A top-level row, through the cache (activated on first use).
    bool cachedMatches(int sourceRow) const;

    FilterRowCache& cache() const { return m_cache; }
    void activateCache(int rows) const;
    void clearCache() const { m_cache.clear(); }

Q_SIGNALS:
    void filterTextChanged(const QString& text);
    void filterErrorChanged(const QString& error); // "" when the text is valid again

private:
    void reparse();
    QString cellText(const QModelIndex& sourceIndex) const; // display text (+ FilterValueRole values)

    Source m_source;
    Apply m_apply;
    QStringList m_explicitFieldNames;
    QStringList m_knownFields; // non-empty field names, in column order
    QList<int> m_fieldColumns;
    QList<FilterExpression::FieldKind> m_fieldKinds;
    QStringList m_fieldUnits;
    QString m_filterText;
    QString m_filterError;
    FilterExpression m_expression;
    // Normalized texts of the top-level rows: valid only while active (it is created on first use).
    mutable FilterRowCache m_cache;
};

} // namespace core
} // namespace cloudly
