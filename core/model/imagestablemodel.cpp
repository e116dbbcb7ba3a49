#include "core/model/imagestablemodel.h"

#include "core/filter/filterfields.h"
#include "core/model/inventorylabels.h"
#include "core/util/datasize.h"
#include "core/util/timefmt.h"

#include <QDateTime>
#include <QSet>

namespace cloudly {
namespace core {
ImagesTableModel::ImagesTableModel(QObject* parent) : QAbstractTableModel(parent) {}

int ImagesTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_images.size());
}

int ImagesTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList ImagesTableModel::columnIds()
{
    return {QStringLiteral("name"),     QStringLiteral("id"),     QStringLiteral("location"),
            QStringLiteral("versions"), QStringLiteral("latest"), QStringLiteral("size"),
            QStringLiteral("created")};
}

QString ImagesTableModel::locationText(const Image& image)
{
    if (!image.data.location)
        return tr("unknown");
    const ImageLocation& l = *image.data.location;
    if (l.internal.value_or(true))
        return tr("internal store");
    const QString tag = l.externalImageTag.value_or(QString());
    const QString registry = l.externalRegistryId.value_or(QString());
    if (!tag.isEmpty())
        return tr("external: %1").arg(tag);
    return registry.isEmpty() ? tr("external") : tr("external registry %1").arg(registry);
}

QString ImagesTableModel::display(const Image& image, int column) const
{
    const ImageVersion* latest = newestVersion(image);
    switch (Column(column)) {
    case Name:
        return image.displayName();
    case Id:
        return image.id;
    case Location:
        return locationText(image);
    case Versions:
        return QString::number(image.data.versions.size());
    case Latest:
        return latest ? latest->versionString : QStringLiteral("—");
    case Size:
        return latest && latest->size ? formatBytes(*latest->size) : QStringLiteral("—");
    case Created:
        return latest && latest->createdAt
                   ? displayTimeMinutes(QDateTime::fromMSecsSinceEpoch(*latest->createdAt))
                   : QStringLiteral("—");
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ImagesTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Image& image = m_images.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(image, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Name)
            return image.data.description.value_or(image.displayName());
        if (index.column() == Location && image.data.location)
            return tr("Registry %1, tag %2")
                .arg(image.data.location->externalRegistryId.value_or(QStringLiteral("—")),
                     image.data.location->externalImageTag.value_or(QStringLiteral("—")));
        return display(image, index.column());
    case FilterValueRole:
        // location: what is shown or just internal / external / unknown (location:external).
        if (index.column() == Location) {
            const QString kind = !image.data.location                           ? QStringLiteral("unknown")
                                 : image.data.location->internal.value_or(true) ? QStringLiteral("internal")
                                                                                : QStringLiteral("external");
            return locationText(image) + FilterExpression::kAlternative + kind;
        }
        // created: epoch seconds of the newest version, compared as a time (created:<7d).
        if (index.column() == Created) {
            const ImageVersion* latest = newestVersion(image);
            return latest && latest->createdAt ? QString::number(*latest->createdAt / 1000)
                                               : QStringLiteral("");
        }
        return {};
    case IdRole:
        return image.id;
    case RawJsonRole:
        return image.raw;
    case SortRole: {
        const ImageVersion* latest = newestVersion(image);
        switch (Column(index.column())) {
        case Versions:
            return static_cast<int>(image.data.versions.size());
        case Size:
            return latest ? latest->size.value_or(-1.0) : -1.0;
        case Created:
            return latest ? latest->createdAt.value_or(-1) : static_cast<qint64>(-1);
        default:
            return display(image, index.column());
        }
    }
    case Qt::TextAlignmentRole:
        if (index.column() == Versions || index.column() == Size)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant ImagesTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == FilterFieldNameRole)
        return columnIds().at(section);
    if (role == FilterFieldKindRole)
        return section == Versions  ? QStringLiteral("number")
               : section == Created ? QStringLiteral("duration")
                                    : QString();
    if (role == Qt::ToolTipRole && (section == Latest || section == Size || section == Created))
        return tr("Of the newest stored version");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Name");
    case Id:
        return tr("ID");
    case Location:
        return tr("Location");
    case Versions:
        return tr("Versions");
    case Latest:
        return tr("Newest version");
    case Size:
        return tr("Size");
    case Created:
        return tr("Stored");
    case ColumnCount:
        break;
    }
    return {};
}

int ImagesTableModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_images.size(); ++i) {
        if (m_images.at(i).id == id)
            return i;
    }
    return -1;
}

void ImagesTableModel::setImages(const QList<Image>& images)
{
    // Few rows: remove gone ones, update kept ones in place, append new ones.
    QSet<QString> incoming;
    for (const Image& i : images)
        incoming.insert(i.id);
    for (int row = static_cast<int>(m_images.size()) - 1; row >= 0; --row) {
        if (!incoming.contains(m_images.at(row).id)) {
            beginRemoveRows({}, row, row);
            m_images.removeAt(row);
            endRemoveRows();
        }
    }
    QSet<QString> seen;
    for (const Image& image : images) {
        if (seen.contains(image.id))
            continue; // duplicate id: the first one wins
        seen.insert(image.id);
        const int row = rowOf(image.id);
        if (row >= 0) {
            if (m_images.at(row).raw != image.raw) {
                m_images[row] = image;
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            }
            continue;
        }
        const int at = static_cast<int>(m_images.size());
        beginInsertRows({}, at, at);
        m_images.append(image);
        endInsertRows();
    }
}

} // namespace core
} // namespace cloudly