#include "core/model/baseosnodesmodel.h"

#include "core/util/logging.h"

namespace cloudly {
namespace core {

BaseOsNodesModel::BaseOsNodesModel(QObject* parent)
    : KeyedTableModel(fleetnoderows::fields(), fleetnoderows::kinds(),
                      {{}, {}, {}, {}, {}, {}, {}, QStringLiteral("%")}, {Heartbeat, Stale}, parent)
{
    Q_ASSERT(fleetnoderows::fields().size() == ColumnCount);
}

QStringList BaseOsNodesModel::cells(int row) const
{
    return fleetnoderows::cells(m_rows.at(row), now(), m_staleAfterMs);
}

QStringList BaseOsNodesModel::filterCells(int row) const
{
    return fleetnoderows::filterCells(m_rows.at(row), now(), m_staleAfterMs);
}

QString BaseOsNodesModel::title(int column) const
{
    switch (Column(column)) {
    case Id:
        return tr("Node");
    case Connection:
        return tr("Connection");
    case Level:
        return tr("Runtime level");
    case Supervisor:
        return tr("Supervisor");
    case OsVersion:
        return tr("OS version");
    case SupervisorVersion:
        return tr("Supervisor version");
    case Update:
        return tr("Update");
    case Progress:
        return tr("Download");
    case Applied:
        return tr("Applied release");
    case Desired:
        return tr("Desired release");
    case Heartbeat:
        return tr("Heartbeat");
    case Stale:
        return tr("Stale");
    case ColumnCount:
        break;
    }
    return {};
}

QString BaseOsNodesModel::headerToolTip(int column) const
{
    switch (Column(column)) {
    case Connection:
        return tr("The node's connection to this Cloudly, as it reports it");
    case Supervisor:
        return tr("Whether the node reaches its balena supervisor");
    case Heartbeat:
        return tr("Time since the last heartbeat");
    case Stale:
        return tr("No heartbeat for longer than the profile's limit (10 min by default)");
    default:
        return {};
    }
}

QString BaseOsNodesModel::blankText(int column) const
{
    return column == Stale ? tr("not stale") : KeyedTableModel::blankText(column);
}

QVariant BaseOsNodesModel::sortKey(int row, int column) const
{
    const BaseOsNode& n = m_rows.at(row);
    if (column == Progress)
        return stateAt(row).progress.value_or(-1.0);
    if (column == Heartbeat)
        return n.lastHeartbeatAt ? -*n.lastHeartbeatAt : 0.0;
    return KeyedTableModel::sortKey(row, column);
}

QVariant BaseOsNodesModel::extraData(int row, int, int role) const
{
    const BaseOsNode& n = m_rows.at(row);
    switch (role) {
    case ConnectionRole:
        return n.runtimeInfo.connection() == BaseOsRuntimeInfo::Connection::Unknown
                   ? QStringLiteral("unknown")
                   : n.runtimeInfo.cloudlyConnectionStatus;
    case StaleRole:
        return stateAt(row).stale;
    case UpdateFailedRole:
        return n.runtimeInfo.deviceState && n.runtimeInfo.deviceState->updateFailed.value_or(false);
    case BehindRole:
        return stateAt(row).behind;
    default:
        return {};
    }
}

void BaseOsNodesModel::setNodes(const QList<BaseOsNode>& nodes)
{
    const QStringList duplicates = applyKeyed(
        m_rows, nodes, [](const BaseOsNode& n) { return n.id; },
        [](const BaseOsNode& a, const BaseOsNode& b) { return a.raw == b.raw; });
    if (!duplicates.isEmpty())
        qCWarning(lcModel) << "BaseOS nodes: duplicate ids ignored:" << duplicates;
}

void BaseOsNodesModel::setStaleAfter(qint64 ms)
{
    ms = ms > 0 ? ms : 10LL * 60 * 1000;
    if (ms == m_staleAfterMs)
        return;
    m_staleAfterMs = ms;
    columnsChanged({Update, Heartbeat, Stale});
}

} // namespace core
} // namespace cloudly
