#pragma once

#include "core/api/baseos.h"
#include "core/fleet/fleetrows.h"
#include "core/model/keyedtablemodel.h"

namespace cloudly {
namespace core {
// The BaseOS nodes (IBaseOsNode) of getBaseOsNodes, keyed by node id; columns and texts are fleetnoderows'
// (fleet/fleetrows.h). A node silent for longer than setStaleAfter() (the profile's
// AppSettings::heartbeatStaleAfterMs, 10 min by default), or that never sent a heartbeat, is stale: the
// Stale column says so in words and StaleRole is true. The decoder dropped node and join tokens; no role
// carries one.
class BaseOsNodesModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Id,
        Connection,
        Level,
        Supervisor,
        OsVersion,
        SupervisorVersion,
        Update,
        Progress,
        Applied,
        Desired,
        Heartbeat,
        Stale,
        ColumnCount
    };
    Q_ENUM(Column)
    enum ModelRole
    {
        ConnectionRole = FirstModelRole, // QString: a known connection status or "unknown"
        StaleRole,                       // bool
        UpdateFailedRole,                // bool
        BehindRole,                      // bool: applied and desired release known and different
    };

    explicit BaseOsNodesModel(QObject* parent = nullptr);

    void setNodes(const QList<BaseOsNode>& nodes);
    void setStaleAfter(qint64 ms); // <= 0: 10 min
    qint64 staleAfter() const { return m_staleAfterMs; }
    const BaseOsNode& nodeAt(int row) const { return m_rows.at(row); }
    FleetNodeState stateAt(int row) const { return fleetNodeState(m_rows.at(row), now(), m_staleAfterMs); }

protected:
    int count() const override { return static_cast<int>(m_rows.size()); }
    QString idAt(int row) const override { return m_rows.at(row).id; }
    QJsonObject jsonAt(int row) const override { return m_rows.at(row).raw; }
    QStringList cells(int row) const override;
    QStringList filterCells(int row) const override;
    QString title(int column) const override;
    QString headerToolTip(int column) const override;
    QString blankText(int column) const override;
    QVariant sortKey(int row, int column) const override;
    QVariant extraData(int row, int column, int role) const override;

private:
    QList<BaseOsNode> m_rows;
    qint64 m_staleAfterMs = 10LL * 60 * 1000;
};

} // namespace core
} // namespace cloudly
