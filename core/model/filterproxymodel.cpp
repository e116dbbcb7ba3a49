#include "model/filterproxymodel.h"

#include "util/logging.h"

namespace cloudly {
namespace core {
FilterProxyModel::FilterProxyModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void FilterProxyModel::setSourceModel(QAbstractItemModel* model)
{
    for (const QMetaObject::Connection& c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    clearCache();

    // Connected before QSortFilterProxyModel connects its own handlers, so the cache is already up to
    // date when the base class re-filters inserted or changed rows.
    if (model) {
        m_sourceConnections
            << connect(model, &QAbstractItemModel::rowsInserted, this, &FilterProxyModel::onRowsInserted)
            << connect(model, &QAbstractItemModel::rowsRemoved, this, &FilterProxyModel::onRowsRemoved)
            << connect(model, &QAbstractItemModel::dataChanged, this, &FilterProxyModel::onDataChanged)
            << connect(model, &QAbstractItemModel::headerDataChanged, this,
                       &FilterProxyModel::onHeaderDataChanged);
        const auto clearAll = [this] { clearCache(); };
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsMoved, this, clearAll)
                            << connect(model, &QAbstractItemModel::layoutChanged, this, clearAll)
                            << connect(model, &QAbstractItemModel::modelReset, this, clearAll);
        const auto columnsChanged = [this] {
            clearCache();
            updateFields();
        };
        m_sourceConnections << connect(model, &QAbstractItemModel::columnsInserted, this, columnsChanged)
                            << connect(model, &QAbstractItemModel::columnsRemoved, this, columnsChanged)
                            << connect(model, &QAbstractItemModel::columnsMoved, this, columnsChanged)
                            << connect(model, &QAbstractItemModel::modelReset, this,
                                       [this] { updateFields(); });
    }
    QSortFilterProxyModel::setSourceModel(model);
    updateFields();
}

void FilterProxyModel::setFieldNames(const QStringList& namesByColumn)
{
    m_explicitFieldNames = namesByColumn;
    updateFields();
}

void FilterProxyModel::updateFields()
{
    QStringList known;
    QList<int> columns;
    const int columnCount = sourceModel() ? sourceModel()->columnCount() : 0;
    for (int column = 0; column < columnCount; ++column) {
        QString name;
        if (!m_explicitFieldNames.isEmpty())
            name = m_explicitFieldNames.value(column);
        else
            name = sourceModel()->headerData(column, Qt::Horizontal, FilterFieldNameRole).toString();
        name = name.trimmed();
        if (name.isEmpty() || known.contains(name, Qt::CaseInsensitive))
            continue;
        known.append(name);
        columns.append(column);
    }
    if (known == m_knownFields && columns == m_fieldColumns)
        return;
    m_knownFields = known;
    m_fieldColumns = columns;
    reparse();
}

bool FilterProxyModel::setFilterText(const QString& text)
{
    const bool textChanged = text != m_filterText;
    m_filterText = text;
    reparse();
    if (textChanged)
        Q_EMIT filterTextChanged(text);
    return m_filterErrors.isEmpty();
}

void FilterProxyModel::reparse()
{
    const FilterParseResult result = FilterExpression::parse(m_filterText, m_knownFields);
    m_filterErrors = result.errors;
    const QString error = result.errorText();
    if (result.expression)
        apply(*result.expression);
    if (error != m_filterError) {
        m_filterError = error;
        Q_EMIT filterErrorChanged(error);
    }
}

void FilterProxyModel::apply(const FilterExpression& expression)
{
    if (expression == m_expression)
        return;
    const FilterExpression previous = m_expression;
    m_expression = expression;
    if (previous.isEmpty() && expression.isEmpty())
        return; // only the known fields changed: every row stays visible
    // QSortFilterProxyModel applies a new filter incrementally: one rowsRemoved/rowsInserted per run of
    // changed rows, each costing O(rows) inside the proxy, so a filter that changes thousands of scattered
    // rows of a large table takes seconds. Then one layout change is far cheaper (persistent indexes and
    // selections of rows that stay visible survive either way).
    if (changedRowsAtLeast(previous, expression, kRelayoutThreshold))
        invalidate();
    else
        invalidateFilter();
}

bool FilterProxyModel::changedRowsAtLeast(const FilterExpression& before, const FilterExpression& after,
                                          int threshold) const
{
    const QAbstractItemModel* model = sourceModel();
    if (!model || isRecursiveFilteringEnabled())
        return false;
    const int rows = model->rowCount();
    if (rows < threshold)
        return false;
    if (!m_cacheActive) {
        m_cache.resize(rows);
        m_cacheActive = true;
    }
    int changed = 0;
    for (int row = 0; row < rows && row < m_cache.size(); ++row) {
        FilterFields& fields = m_cache[row];
        if (fields.isNull())
            fields = computeFields(row, {});
        if (fields.matches(before, m_fieldColumns) != fields.matches(after, m_fieldColumns) &&
            ++changed >= threshold)
            return true;
    }
    return false;
}

int FilterProxyModel::cachedRowCount() const
{
    int count = 0;
    for (const FilterFields& fields : std::as_const(m_cache))
        count += fields.isNull() ? 0 : 1;
    return count;
}

void FilterProxyModel::clearCache() const
{
    m_cache.clear();
    m_cache.squeeze();
    m_cacheActive = false;
}

FilterFields FilterProxyModel::computeFields(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* model = sourceModel();
    return FilterFields(model->columnCount(sourceParent), [&](int column) {
        return model->index(sourceRow, column, sourceParent).data(Qt::DisplayRole).toString();
    });
}

bool FilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_expression.isEmpty())
        return true;
    if (sourceParent.isValid()) {
        const FilterFields fields = computeFields(sourceRow, sourceParent);
        return fields.matches(m_expression, m_fieldColumns);
    }
    if (!m_cacheActive) {
        m_cache.resize(sourceModel()->rowCount());
        m_cacheActive = true;
    }
    if (sourceRow < 0 || sourceRow >= m_cache.size()) { // cannot happen while the source is consistent
        qCWarning(lcModel) << "filter: row" << sourceRow << "outside the cache of" << m_cache.size();
        clearCache();
        return computeFields(sourceRow, sourceParent).matches(m_expression, m_fieldColumns);
    }
    FilterFields& fields = m_cache[sourceRow];
    if (fields.isNull())
        fields = computeFields(sourceRow, sourceParent);
    return fields.matches(m_expression, m_fieldColumns);
}

bool FilterProxyModel::lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const
{
    if (QSortFilterProxyModel::lessThan(sourceLeft, sourceRight))
        return true;
    if (QSortFilterProxyModel::lessThan(sourceRight, sourceLeft))
        return false;
    // Equal keys: source order. Descending sorts compare with the arguments swapped, so the row order is
    // swapped as well to keep the source order there too.
    return sortOrder() == Qt::DescendingOrder ? sourceLeft.row() > sourceRight.row()
                                              : sourceLeft.row() < sourceRight.row();
}

void FilterProxyModel::onRowsInserted(const QModelIndex& parent, int first, int last)
{
    if (!m_cacheActive || parent.isValid())
        return;
    m_cache.insert(first, last - first + 1, FilterFields());
}

void FilterProxyModel::onRowsRemoved(const QModelIndex& parent, int first, int last)
{
    if (!m_cacheActive || parent.isValid())
        return;
    m_cache.remove(first, last - first + 1);
}

void FilterProxyModel::onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                     const QList<int>& roles)
{
    if (!m_cacheActive || topLeft.parent().isValid())
        return;
    if (!roles.isEmpty() && !roles.contains(Qt::DisplayRole))
        return;
    for (int row = topLeft.row(); row <= bottomRight.row() && row < m_cache.size(); ++row)
        m_cache[row] = FilterFields();
}

void FilterProxyModel::onHeaderDataChanged(Qt::Orientation orientation, int, int)
{
    if (orientation == Qt::Horizontal)
        updateFields();
}

} // namespace core
} // namespace cloudly