#include "core/alerts/alertlistmodel.h"

#include "core/util/timefmt.h"

namespace cloudly {
namespace core {

AlertListModel::AlertListModel(AlertEngine* engine, QObject* parent)
    : QAbstractTableModel(parent), m_engine(engine)
{
    const QList<Alert>& existing = engine->alerts();
    for (auto it = existing.crbegin(); it != existing.crend(); ++it)
        m_rows.append(*it);
    connect(engine, &AlertEngine::alertAdded, this, &AlertListModel::onAdded);
    connect(engine, &AlertEngine::alertUpdated, this, &AlertListModel::onUpdated);
    connect(engine, &AlertEngine::alertsCleared, this, [this] {
        beginResetModel();
        m_rows.clear();
        endResetModel();
    });
}

int AlertListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AlertListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AlertListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Alert& a = m_rows.at(index.row());
    switch (role) {
    case AlertIdRole:
        return QVariant::fromValue(a.id);
    case ServiceIdRole:
        return a.serviceId;
    case KindRole:
        return static_cast<int>(a.kind);
    case Qt::ToolTipRole:
        if (index.column() == Service)
            return a.serviceId;
        if (index.column() == Change)
            return a.changeText();
        return {};
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Time:
            return displayTime(a.time);
        case Service:
            return a.serviceName;
        case Event:
            return a.kindText();
        case Change:
            return a.changeText();
        case Notified:
            return a.notified ? tr("yes") : tr("not yet");
        case ColumnCount:
            break;
        }
        return {};
    default:
        return {};
    }
}

QVariant AlertListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Time:
        return tr("Time");
    case Service:
        return tr("Service");
    case Event:
        return tr("Event");
    case Change:
        return tr("What changed");
    case Notified:
        return tr("Notified");
    case ColumnCount:
        break;
    }
    return {};
}

void AlertListModel::onAdded(const Alert& alert)
{
    beginInsertRows({}, 0, 0);
    m_rows.prepend(alert);
    endInsertRows();
    const int max = m_engine ? m_engine->maxAlerts() : 500;
    if (m_rows.size() > max) {
        beginRemoveRows({}, max, int(m_rows.size()) - 1);
        m_rows.resize(max);
        endRemoveRows();
    }
}

void AlertListModel::onUpdated(const Alert& alert)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].id == alert.id) {
            m_rows[row] = alert;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            return;
        }
    }
}

} // namespace core
} // namespace cloudly
