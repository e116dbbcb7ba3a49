#include "core/filter/filterstate.h"

#include "core/util/logging.h"

#include <QAbstractItemModel>

namespace cloudly {
namespace core {

FilterState::FilterState(Source source, Apply apply, QObject* parent)
    : QObject(parent), m_source(std::move(source)), m_apply(std::move(apply))
{}

void FilterState::setFieldNames(const QStringList& namesByColumn)
{
    m_explicitFieldNames = namesByColumn;
    updateFields();
}

void FilterState::updateFields()
{
    const QAbstractItemModel* source = m_source();
    QStringList known;
    QList<int> columns;
    QList<FilterExpression::FieldKind> kinds;
    QStringList units;
    const int columnCount = source ? source->columnCount() : 0;
    for (int column = 0; column < columnCount; ++column) {
        QString name;
        if (!m_explicitFieldNames.isEmpty())
            name = m_explicitFieldNames.value(column);
        else
            name = source->headerData(column, Qt::Horizontal, FilterFieldNameRole).toString();
        name = name.trimmed();
        if (name.isEmpty() || known.contains(name, Qt::CaseInsensitive))
            continue;
        known.append(name);
        columns.append(column);
        kinds.append(
            filterFieldKind(source->headerData(column, Qt::Horizontal, FilterFieldKindRole).toString()));
        units.append(source->headerData(column, Qt::Horizontal, FilterFieldUnitRole).toString());
    }
    if (known == m_knownFields && columns == m_fieldColumns && kinds == m_fieldKinds && units == m_fieldUnits)
        return;
    m_knownFields = known;
    m_fieldColumns = columns;
    m_fieldKinds = kinds;
    m_fieldUnits = units;
    clearCache(); // which columns carry values may have changed
    reparse();
}

bool FilterState::setFilterText(const QString& text)
{
    const bool textChanged = text != m_filterText;
    m_filterText = text;
    reparse();
    if (textChanged)
        Q_EMIT filterTextChanged(text);
    return m_filterError.isEmpty();
}

void FilterState::reparse()
{
    const FilterParseResult result = FilterExpression::parse(m_filterText, m_knownFields, m_fieldKinds);
    const QString error = result.errorText();
    if (result.expression && !(*result.expression == m_expression))
        m_apply(*result.expression);
    if (error != m_filterError) {
        m_filterError = error;
        Q_EMIT filterErrorChanged(error);
    }
}

void FilterState::activateCache(int rows) const
{
    m_cache.activate(rows, m_source()->columnCount());
}

QString FilterState::cellText(const QModelIndex& sourceIndex) const
{
    const QString display = sourceIndex.data(Qt::DisplayRole).toString();
    if (!m_fieldColumns.contains(sourceIndex.column()))
        return display;
    const QVariant values = sourceIndex.data(FilterValueRole);
    return values.isValid() ? filterCellText(display, values.toString()) : display;
}

bool FilterState::cachedMatches(int sourceRow) const
{
    const QAbstractItemModel* model = m_source();
    if (!m_cache.isActive())
        activateCache(model->rowCount());
    return m_cache.matches(sourceRow, m_expression, m_fieldColumns,
                           [&](int column) { return cellText(model->index(sourceRow, column)); });
}

bool FilterState::matches(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_expression.isEmpty())
        return true;
    const QAbstractItemModel* model = m_source();
    const auto computed = [&] {
        return FilterFields(
                   model->columnCount(sourceParent),
                   [&](int column) { return cellText(model->index(sourceRow, column, sourceParent)); })
            .matches(m_expression, m_fieldColumns);
    };
    if (sourceParent.isValid())
        return computed();
    if (!m_cache.isActive())
        activateCache(model->rowCount());
    if (sourceRow < 0 || sourceRow >= m_cache.rowCount()) { // cannot happen while the source is consistent
        qCWarning(lcModel) << "filter: row" << sourceRow << "outside the cache of" << m_cache.rowCount();
        clearCache();
        return computed();
    }
    return cachedMatches(sourceRow);
}

} // namespace core
} // namespace cloudly
