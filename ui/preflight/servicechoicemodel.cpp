#include "ui/preflight/servicechoicemodel.h"

namespace cloudly {
namespace ui {

ServiceChoiceModel::ServiceChoiceModel(QObject* parent) : QAbstractListModel(parent) {}

bool ServiceChoiceModel::setServices(const QList<core::Service>& services)
{
    // The refresher emits the list it keeps; an unchanged reply is not re-emitted, and the same data
    // arriving again (e.g. a page re-reading refresher->services()) must not rebuild the combo box.
    if (services.constData() == m_services.constData() && services.size() == m_services.size())
        return false;
    beginResetModel();
    m_services = services; // shares the list: a reference count, not a copy
    m_extras.clear();
    endResetModel();
    return true;
}

void ServiceChoiceModel::setLeadingRow(const QString& label)
{
    beginResetModel();
    m_leading = label;
    m_hasLeading = true;
    endResetModel();
}

int ServiceChoiceModel::appendExtra(const QString& id, const QString& label)
{
    const int row = rowCount();
    beginInsertRows(QModelIndex(), row, row);
    m_extras.append({id, label});
    endInsertRows();
    return row;
}

QString ServiceChoiceModel::label(const core::Service& service)
{
    return service.data.name.isEmpty() ? service.id
                                       : QStringLiteral("%1 (%2)").arg(service.data.name, service.id);
}

QString ServiceChoiceModel::idAt(int row) const
{
    row -= leadingRows();
    if (row < 0)
        return QString();
    if (row < m_services.size())
        return m_services.at(row).id;
    row -= static_cast<int>(m_services.size());
    return row < m_extras.size() ? m_extras.at(row).id : QString();
}

int ServiceChoiceModel::rowOf(const QString& id) const
{
    if (id.isEmpty())
        return m_hasLeading ? 0 : -1;
    for (qsizetype i = 0; i < m_services.size(); ++i)
        if (m_services.at(i).id == id)
            return static_cast<int>(i) + leadingRows();
    for (qsizetype i = 0; i < m_extras.size(); ++i)
        if (m_extras.at(i).id == id)
            return static_cast<int>(i + m_services.size()) + leadingRows();
    return -1;
}

int ServiceChoiceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : leadingRows() + static_cast<int>(m_services.size() + m_extras.size());
}

QVariant ServiceChoiceModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole && role != Qt::UserRole)
        return {};
    int row = index.row();
    if (m_hasLeading && row == 0)
        return role == Qt::UserRole ? QVariant(QString()) : QVariant(m_leading);
    row -= leadingRows();
    if (row < m_services.size()) {
        const core::Service& s = m_services.at(row);
        return role == Qt::UserRole ? QVariant(s.id) : QVariant(label(s));
    }
    const Extra& e = m_extras.at(row - m_services.size());
    return role == Qt::UserRole ? QVariant(e.id) : QVariant(e.label);
}

} // namespace ui
} // namespace cloudly
