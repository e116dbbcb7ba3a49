#include "core/grants/deploymatrixmodel.h"

#include "core/rules/permission.h"
#include "core/util/csv.h"

#include <algorithm>

namespace cloudly {
namespace core {
namespace grants {

DeployMatrixModel::DeployMatrixModel(QObject* parent) : QAbstractTableModel(parent) {}

void DeployMatrixModel::setUsers(const QList<User>& users, const QStringList& serviceIds)
{
    m_users.clear();
    for (const User& u : users)
        if (u.isMachine())
            m_users.append(u);
    std::sort(m_users.begin(), m_users.end(), [](const User& a, const User& b) { return a.id < b.id; });
    QStringList services = serviceIds;
    for (const User& u : std::as_const(m_users))
        for (const ServiceDeploymentGrant& g : u.data.serviceDeploymentGrants)
            services.append(g.serviceId);
    services.sort();
    services.removeDuplicates();
    m_services = services;
    rebuild();
}

void DeployMatrixModel::setFilterText(const QString& text)
{
    if (text == m_filter)
        return;
    m_filter = text;
    rebuild();
}

void DeployMatrixModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    const QString needle = m_filter.trimmed();
    for (const User& u : std::as_const(m_users)) {
        for (const QString& service : std::as_const(m_services)) {
            if (!needle.isEmpty() && !u.id.contains(needle, Qt::CaseInsensitive) &&
                !service.contains(needle, Qt::CaseInsensitive))
                continue;
            const ServiceDeploymentGrant* grant = u.grantFor(service);
            m_rows.append({u.id, service, grant ? grant->capabilities : QStringList()});
        }
    }
    endResetModel();
}

int DeployMatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int DeployMatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0
                            : FirstCapabilityColumn + static_cast<int>(allDeploymentCapabilities().size());
}

QVariant DeployMatrixModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= columnCount())
        return {};
    const Row& row = m_rows.at(index.row());
    if (index.column() == UserColumn)
        return role == Qt::DisplayRole ? QVariant(row.userId) : QVariant();
    if (index.column() == ServiceColumn)
        return role == Qt::DisplayRole ? QVariant(row.serviceId) : QVariant();
    const QString cap = allDeploymentCapabilities().at(index.column() - FirstCapabilityColumn);
    const CapabilityAnswer answer = checkCapability(QList<User>(m_users), {}, row.userId, row.serviceId, cap);
    const bool holds = answer.outcome == CapabilityAnswer::Outcome::Holds;
    switch (role) {
    case Qt::DisplayRole:
        return holds ? tr("yes") : tr("no");
    case Qt::ToolTipRole:
        return answer.message;
    case Qt::UserRole:
        return holds;
    default:
        return {};
    }
}

QVariant DeployMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    if (section == UserColumn)
        return tr("Machine user");
    if (section == ServiceColumn)
        return tr("Service");
    return allDeploymentCapabilities().at(section - FirstCapabilityColumn);
}

QString DeployMatrixModel::toCsv() const
{
    QStringList headers;
    for (int c = 0; c < columnCount(); ++c)
        headers << headerData(c, Qt::Horizontal).toString();
    QList<QStringList> rows;
    for (const Row& row : m_rows) {
        QStringList cells{row.userId, row.serviceId};
        for (const QString& cap : allDeploymentCapabilities())
            cells << (row.held.contains(cap) ? QStringLiteral("yes") : QStringLiteral("no"));
        rows << cells;
    }
    return csvTable(headers, rows);
}

} // namespace grants
} // namespace core
} // namespace cloudly
