#pragma once

#include "core/api/user.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace cloudly {
namespace core {
namespace grants {
// Who can deploy: one row per machine user × service, one column per deployment capability, each cell
// answered by core::checkCapability (the rule `cloudlyctl can` uses) from the users' grants. The services are
// those given plus every service a grant names. Rows are filtered by a text (user or service id contains it)
// and exported as RFC 4180 CSV.
class DeployMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        UserColumn,
        ServiceColumn,
        FirstCapabilityColumn // one per allDeploymentCapabilities(), in that order
    };

    explicit DeployMatrixModel(QObject* parent = nullptr);

    void setUsers(const QList<User>& users, const QStringList& serviceIds);
    // Case-insensitive substring of the user id or the service id; empty: every row.
    void setFilterText(const QString& text);
    QString filterText() const { return m_filter; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The rows shown (after the filter), with a header line: user, service, then "yes"/"no" per capability.
    QString toCsv() const;

private:
    struct Row
    {
        QString userId;
        QString serviceId;
        QStringList held;
    };
    void rebuild();

    QList<User> m_users;
    QStringList m_services;
    QString m_filter;
    QList<Row> m_rows;
};

} // namespace grants
} // namespace core
} // namespace cloudly
