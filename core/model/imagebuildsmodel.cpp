#include "core/model/imagebuildsmodel.h"

#include "core/fleet/fleetrows.h"
#include "core/util/logging.h"

namespace cloudly {
namespace core {

ImageBuildsModel::ImageBuildsModel(QObject* parent)
    : KeyedTableModel(imagebuildrows::fields(), imagebuildrows::kinds(),
                      {{}, {}, {}, {}, {}, {}, {}, {}, QStringLiteral("MiB")}, {Created, Expires, Expired},
                      parent)
{
    Q_ASSERT(imagebuildrows::fields().size() == ColumnCount);
}

QStringList ImageBuildsModel::cells(int row) const
{
    return imagebuildrows::cells(m_rows.at(row), now());
}

QStringList ImageBuildsModel::filterCells(int row) const
{
    return imagebuildrows::filterCells(m_rows.at(row), now());
}

QString ImageBuildsModel::title(int column) const
{
    switch (Column(column)) {
    case Id:
        return tr("Build");
    case Status:
        return tr("Status");
    case Architecture:
        return tr("Architecture");
    case Kind:
        return tr("Kind");
    case Preset:
        return tr("Preset");
    case Version:
        return tr("Version");
    case Hostname:
        return tr("Hostname");
    case WifiSsid:
        return tr("Wi-Fi SSID");
    case Size:
        return tr("Size");
    case Sha256:
        return tr("SHA-256");
    case Created:
        return tr("Created");
    case Expires:
        return tr("Expires");
    case Expired:
        return tr("Expired");
    case ColumnCount:
        break;
    }
    return {};
}

QString ImageBuildsModel::headerToolTip(int column) const
{
    if (column == Expires)
        return tr("Time left until the artifact expires");
    if (column == Sha256)
        return tr("SHA-256 of the image artifact (Ctrl+C copies it)");
    return {};
}

QString ImageBuildsModel::blankText(int column) const
{
    return column == Expired ? tr("not expired") : KeyedTableModel::blankText(column);
}

QVariant ImageBuildsModel::sortKey(int row, int column) const
{
    const BaseOsImageBuild& b = m_rows.at(row);
    switch (Column(column)) {
    case Size:
        return b.artifact ? b.artifact->size : -1.0;
    case Created:
        return b.createdAt;
    case Expires:
        return b.expiresAt.value_or(-1.0);
    default:
        return KeyedTableModel::sortKey(row, column);
    }
}

QVariant ImageBuildsModel::extraData(int row, int column, int role) const
{
    const BaseOsImageBuild& b = m_rows.at(row);
    switch (role) {
    case StatusRole:
        return b.statusValue() == BaseOsImageBuild::Status::Unknown ? QStringLiteral("unknown") : b.status;
    case ExpiredRole:
        return b.isExpiredAt(static_cast<double>(now()));
    case Sha256Role:
        return b.artifact ? b.artifact->sha256 : QString();
    case Qt::ToolTipRole:
        if (column == Status && b.errorText)
            return *b.errorText;
        return {};
    default:
        return {};
    }
}

void ImageBuildsModel::setBuilds(const QList<BaseOsImageBuild>& builds)
{
    const QStringList duplicates = applyKeyed(
        m_rows, builds, [](const BaseOsImageBuild& b) { return b.id; },
        [](const BaseOsImageBuild& a, const BaseOsImageBuild& b) { return a.raw == b.raw; });
    if (!duplicates.isEmpty())
        qCWarning(lcModel) << "image builds: duplicate ids ignored:" << duplicates;
}

} // namespace core
} // namespace cloudly
