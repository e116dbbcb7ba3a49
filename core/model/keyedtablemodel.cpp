#include "core/model/keyedtablemodel.h"

#include "core/filter/filterfields.h"

namespace cloudly {
namespace core {

KeyedTableModel::KeyedTableModel(QStringList fields, QList<FilterExpression::FieldKind> kinds,
                                 QStringList units, QList<int> timeColumns, QObject* parent)
    : QAbstractTableModel(parent), m_fields(std::move(fields)), m_kinds(std::move(kinds)),
      m_units(std::move(units)), m_timeColumns(std::move(timeColumns))
{}

int KeyedTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : count();
}

int KeyedTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_fields.size());
}

QString KeyedTableModel::headerToolTip(int) const
{
    return {};
}

QString KeyedTableModel::blankText(int) const
{
    return tr("none");
}

QVariant KeyedTableModel::sortKey(int row, int column) const
{
    return cellText(row, column).toLower();
}

QVariant KeyedTableModel::extraData(int, int, int) const
{
    return {};
}

QVariant KeyedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_fields.size())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return title(section);
    case Qt::ToolTipRole: {
        const QString tip = headerToolTip(section);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case FilterFieldNameRole:
        return m_fields.at(section);
    case FilterFieldKindRole: {
        const FilterExpression::FieldKind kind = m_kinds.value(section, FilterExpression::FieldKind::Text);
        return kind == FilterExpression::FieldKind::Number     ? QStringLiteral("number")
               : kind == FilterExpression::FieldKind::Duration ? QStringLiteral("duration")
                                                               : QString();
    }
    case FilterFieldUnitRole:
        return m_units.value(section);
    default:
        return {};
    }
}

QVariant KeyedTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    if (const QVariant extra = extraData(row, column, role); extra.isValid())
        return extra;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return cellText(row, column);
    case Qt::AccessibleTextRole: {
        const QString text = cellText(row, column);
        return text.isEmpty() ? blankText(column) : text;
    }
    case IdRole:
        return idAt(row);
    case RawJsonRole:
        return jsonAt(row);
    case SortRole:
        return sortKey(row, column);
    case FilterValueRole: {
        const QString text = filterCells(row).value(column);
        const qsizetype mark = text.indexOf(FilterExpression::kAlternative);
        return mark < 0 ? QVariant() : QVariant(text.mid(mark + 1));
    }
    default:
        return {};
    }
}

void KeyedTableModel::setNow(qint64 nowMs)
{
    if (nowMs == m_nowMs)
        return;
    m_nowMs = nowMs;
    columnsChanged(m_timeColumns);
}

int KeyedTableModel::rowOf(const QString& id) const
{
    for (int row = 0; row < count(); ++row) {
        if (idAt(row) == id)
            return row;
    }
    return -1;
}

void KeyedTableModel::columnsChanged(const QList<int>& columns)
{
    const int rows = count();
    if (rows == 0)
        return;
    for (int column : columns)
        Q_EMIT dataChanged(index(0, column), index(rows - 1, column));
}

} // namespace core
} // namespace cloudly
