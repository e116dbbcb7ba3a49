#include "core/model/backupsmodel.h"

#include "core/backup/backuprows.h"
#include "core/util/logging.h"

namespace cloudly {
namespace core {
namespace {

double sum(const BackupRecord& r, bool stored)
{
    double total = 0;
    for (const BackupSnapshot& s : r.snapshots)
        total += stored ? s.storedSize : s.originalSize;
    return total;
}

} // namespace

BackupsModel::BackupsModel(QObject* parent)
    : KeyedTableModel(backuprows::fields(), backuprows::kinds(),
                      {{}, {}, {}, {}, {}, QStringLiteral("MiB"), QStringLiteral("MiB")}, {Age}, parent)
{
    Q_ASSERT(backuprows::fields().size() == ColumnCount);
}

QStringList BackupsModel::cells(int row) const
{
    return backuprows::cells(m_rows.at(row), now());
}

QStringList BackupsModel::filterCells(int row) const
{
    return backuprows::filterCells(m_rows.at(row), now());
}

QString BackupsModel::title(int column) const
{
    switch (Column(column)) {
    case Id:
        return tr("ID");
    case Service:
        return tr("Service");
    case Status:
        return tr("Status");
    case Trigger:
        return tr("Trigger");
    case Age:
        return tr("Age");
    case Size:
        return tr("Original size");
    case Stored:
        return tr("Stored size");
    case Snapshots:
        return tr("Snapshots");
    case Replication:
        return tr("Replication");
    case RequestedBy:
        return tr("Requested by");
    case Error:
        return tr("Error");
    case ColumnCount:
        break;
    }
    return {};
}

QString BackupsModel::headerToolTip(int column) const
{
    switch (Column(column)) {
    case Age:
        return tr("How long ago the backup was taken");
    case Size:
        return tr("Size of the data backed up (sum of the snapshots)");
    case Stored:
        return tr("Size stored after compression and deduplication (sum of the snapshots)");
    case Replication:
        return tr("Where the backup was replicated to (target type and path)");
    default:
        return {};
    }
}

QVariant BackupsModel::sortKey(int row, int column) const
{
    const BackupRecord& r = m_rows.at(row);
    switch (Column(column)) {
    case Age:
        return -r.createdAt; // ascending: youngest first
    case Size:
        return sum(r, false);
    case Stored:
        return sum(r, true);
    case Snapshots:
        return static_cast<int>(r.snapshots.size());
    default:
        return KeyedTableModel::sortKey(row, column);
    }
}

QVariant BackupsModel::extraData(int row, int column, int role) const
{
    const BackupRecord& r = m_rows.at(row);
    switch (role) {
    case StatusRole:
        return r.statusValue() == BackupStatus::Unknown ? QStringLiteral("unknown") : r.status;
    case ServiceIdRole:
        return r.serviceId;
    case Qt::ToolTipRole:
        if ((column == Status || column == Error) && r.errorText)
            return *r.errorText;
        if (column == Age && r.createdAt > 0)
            return QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(r.createdAt)).toString(Qt::ISODate);
        return {};
    case Qt::TextAlignmentRole:
        if (column == Size || column == Stored || column == Snapshots)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

void BackupsModel::setBackups(const QList<BackupRecord>& backups)
{
    const QStringList duplicates = applyKeyed(
        m_rows, backups, [](const BackupRecord& r) { return r.id; },
        [](const BackupRecord& a, const BackupRecord& b) { return a.raw == b.raw; });
    if (!duplicates.isEmpty())
        qCWarning(lcModel) << "backups: duplicate ids ignored:" << duplicates;
}

} // namespace core
} // namespace cloudly
