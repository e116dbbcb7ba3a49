#include "core/model/volumesmodel.h"

#include "core/util/logging.h"

namespace cloudly {
namespace core {

VolumesModel::VolumesModel(QObject* parent)
    : KeyedTableModel(volumerows::fields(), volumerows::kinds(), {}, {}, parent)
{
    Q_ASSERT(volumerows::fields().size() == ColumnCount);
}

QStringList VolumesModel::cells(int row) const
{
    return volumerows::cells(m_rows.at(row));
}

QStringList VolumesModel::filterCells(int row) const
{
    return volumerows::filterCells(m_rows.at(row));
}

QString VolumesModel::originText(const QString& origin)
{
    if (origin == QLatin1String("name"))
        return tr("set explicitly (name)");
    if (origin == QLatin1String("source"))
        return tr("the source alias of a volume shared on purpose");
    return tr("derived from the service id and mount path (as Coreflow does; an assumption)");
}

QString VolumesModel::title(int column) const
{
    switch (Column(column)) {
    case Service:
        return tr("Service");
    case MountPath:
        return tr("Mount path");
    case Name:
        return tr("Volume name");
    case Origin:
        return tr("Name from");
    case Driver:
        return tr("Driver");
    case ReadOnly:
        return tr("Read-only");
    case Backup:
        return tr("Backup");
    case Shared:
        return tr("Shared with");
    case Options:
        return tr("Options");
    case ColumnCount:
        break;
    }
    return {};
}

QString VolumesModel::headerToolTip(int column) const
{
    switch (Column(column)) {
    case Name:
        return tr("The Docker volume name: name, else the source alias, else derived");
    case Driver:
        return tr("Volume driver (corestore unless set)");
    case Backup:
        return tr("Whether backups include this volume (yes unless set to false)");
    case Shared:
        return tr("Other services that mount a volume of the same name");
    default:
        return {};
    }
}

QVariant VolumesModel::extraData(int row, int column, int role) const
{
    const VolumeEntry& v = m_rows.at(row);
    switch (role) {
    case ServiceIdRole:
        return v.serviceId;
    case NameRole:
        return v.name;
    case SharedRole:
        return static_cast<int>(v.sharedWith.size());
    case Qt::ToolTipRole:
        if (column == Name || column == Origin)
            return tr("%1: %2").arg(v.name, originText(v.nameOrigin));
        return {};
    default:
        return {};
    }
}

void VolumesModel::setServices(const QList<core::Service>& services)
{
    const QStringList duplicates = applyKeyed(
        m_rows, volumeEntries(services), [](const VolumeEntry& v) { return keyOf(v); },
        [](const VolumeEntry& a, const VolumeEntry& b) {
            return a.toJson() == b.toJson() && a.sharedWith == b.sharedWith;
        });
    if (!duplicates.isEmpty())
        qCWarning(lcModel) << "volumes: a service mounts two volumes at the same path:" << duplicates;
}

} // namespace core
} // namespace cloudly
