#pragma once

#include "core/filter/filterexpression.h"

#include <QSortFilterProxyModel>

namespace cloudly {
namespace core {
class FilterState;

// The filter proxy for trees (ClusterTreeModel): a plain QSortFilterProxyModel — Qt's own mapping,
// signals and persistent indexes — that filters with the console's filter language (FilterState) and
// sorts stably. For flat tables use FilterProxyModel, whose own mapping keeps refreshes of 100k rows cheap.
//
// A row is shown when it matches; with setRecursiveFilteringEnabled(true) also when one of its descendants
// does (and with setAutoAcceptChildRows(true) every child of a matching row). Top-level rows are matched
// through FilterState's row cache, kept in step with the source's inserts, removes and changes.
//
// Sorting compares like QSortFilterProxyModel's default lessThan (numbers numerically, strings with
// sortCaseSensitivity(), case-insensitive by default, empty values last), and rows with equal keys keep
// their source order in both directions.
class TreeFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TreeFilterProxyModel(QObject* parent = nullptr);
    ~TreeFilterProxyModel() override;

    void setSourceModel(QAbstractItemModel* sourceModel) override;

    FilterState* filterState() const { return m_state; }
    // Shorthands for filterState()'s.
    void setFieldNames(const QStringList& namesByColumn);
    QStringList fieldNames() const;
    bool setFilterText(const QString& text);
    QString filterText() const;
    QString filterError() const;
    const FilterExpression& expression() const;

Q_SIGNALS:
    void filterTextChanged(const QString& text);
    void filterErrorChanged(const QString& error);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const override;

private:
    void disconnectSource();

    FilterState* m_state;
    QList<QMetaObject::Connection> m_sourceConnections;
};

} // namespace core
} // namespace cloudly
