#include "core/model/platformmatrixmodel.h"

#include "core/filter/filterfields.h"
#include "core/model/keyeddiff.h"
#include "core/util/logging.h"

#include <QSet>

#include <algorithm>

namespace cloudly {
namespace core {
namespace {

const QString kOciIndex = QStringLiteral("application/vnd.oci.image.index.v1+json");
const QString kDockerList = QStringLiteral("application/vnd.docker.distribution.manifest.list.v2+json");
const QString kOciManifest = QStringLiteral("application/vnd.oci.image.manifest.v1+json");
const QString kDockerManifest = QStringLiteral("application/vnd.docker.distribution.manifest.v2+json");

template <typename T> void mix(quint64& h, const T& value)
{
    h ^= qHash(value, 0) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
}

int osRank(QStringView os)
{
    if (os == u"linux")
        return 0;
    if (os == u"unknown" || os.isEmpty())
        return 2;
    return 1;
}

QString shortDigest(const QString& digest)
{
    // "sha256:" + 12 hex digits is what registries and docker print.
    return digest.size() > 19 ? digest.left(19) + QStringLiteral("…") : digest;
}

} // namespace

PlatformMatrixModel::PlatformMatrixModel(QObject* parent) : QAbstractTableModel(parent) {}

QString PlatformMatrixModel::platformKey(const OciPlatformDescriptorSummary& platform)
{
    // `variant` is not in the contract's summary but OCI descriptors carry it (arm/v7); kept if sent.
    const QString variant = platform.raw.value(QLatin1String("variant")).toString();
    QString key = platform.os + QLatin1Char('/') + platform.architecture;
    if (!variant.isEmpty())
        key += QLatin1Char('/') + variant;
    return key;
}

bool PlatformMatrixModel::platformLessThan(const QString& a, const QString& b)
{
    const QStringView av(a);
    const QStringView bv(b);
    const QStringView aOs = av.left(std::max<qsizetype>(av.indexOf(u'/'), 0));
    const QStringView bOs = bv.left(std::max<qsizetype>(bv.indexOf(u'/'), 0));
    const int ar = osRank(aOs.isEmpty() ? av : aOs);
    const int br = osRank(bOs.isEmpty() ? bv : bOs);
    if (ar != br)
        return ar < br;
    return a < b;
}

QString PlatformMatrixModel::mediaTypeLabel(const QString& mediaType)
{
    if (mediaType == kOciIndex)
        return tr("OCI index");
    if (mediaType == kDockerList)
        return tr("Docker manifest list");
    if (mediaType == kOciManifest)
        return tr("OCI manifest");
    if (mediaType == kDockerManifest)
        return tr("Docker manifest");
    return mediaType;
}

bool PlatformMatrixModel::isIndexMediaType(const QString& mediaType)
{
    return mediaType == kOciIndex || mediaType == kDockerList;
}

int PlatformMatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_images.size());
}

int PlatformMatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstPlatformColumn + static_cast<int>(m_platforms.size());
}

int PlatformMatrixModel::columnOfPlatform(const QString& platform) const
{
    const qsizetype i = m_platforms.indexOf(platform);
    return i < 0 ? -1 : FirstPlatformColumn + static_cast<int>(i);
}

int PlatformMatrixModel::rowOfImage(const QString& key) const
{
    for (int row = 0; row < m_images.size(); ++row) {
        if (m_images.at(row).key() == key)
            return row;
    }
    return -1;
}

QString PlatformMatrixModel::stateName(CellState state)
{
    switch (state) {
    case CellState::Runnable:
        return QStringLiteral("runnable");
    case CellState::ManifestMissing:
        return QStringLiteral("manifest-missing");
    case CellState::NotRunnable:
        return QStringLiteral("not-runnable");
    case CellState::Missing:
        return QStringLiteral("missing");
    case CellState::Absent:
        break;
    }
    return QStringLiteral("absent");
}

QString PlatformMatrixModel::stateText(CellState state) const
{
    switch (state) {
    case CellState::Runnable:
        return tr("✓ runnable");
    case CellState::ManifestMissing:
        return tr("manifest missing");
    case CellState::NotRunnable:
        return tr("not runnable");
    case CellState::Missing:
        return tr("✗ missing");
    case CellState::Absent:
        break;
    }
    return QStringLiteral("—");
}

QString PlatformMatrixModel::imageTitle(const PlatformMatrixImage& image) const
{
    if (!image.label.isEmpty())
        return image.label;
    return image.digest.isEmpty() ? tr("(no digest)") : shortDigest(image.digest);
}

PlatformMatrixModel::Cell PlatformMatrixModel::cell(int row, int platformIndex) const
{
    const PlatformMatrixImage& image = m_images.at(row);
    const QString& platform = m_platforms.at(platformIndex);
    Cell best;
    best.state = m_required.contains(platform) ? CellState::Missing : CellState::Absent;
    for (const OciPlatformDescriptorSummary& p : image.platforms) {
        if (platformKey(p) != platform)
            continue;
        CellState state = CellState::Runnable;
        if (!p.manifestPresent)
            state = CellState::ManifestMissing;
        else if (!p.runnable)
            state = CellState::NotRunnable;
        if (!best.descriptor || static_cast<int>(state) < int(best.state))
            best = Cell{state, &p};
    }
    return best;
}

QVariant PlatformMatrixModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PlatformMatrixImage& image = m_images.at(index.row());
    const int column = index.column();

    if (column == ImageColumn) {
        switch (role) {
        case Qt::DisplayRole:
        case SortRole:
            return imageTitle(image);
        case Qt::ToolTipRole: {
            QStringList lines{imageTitle(image)};
            lines << (image.digest.isEmpty() ? tr("no digest") : image.digest);
            if (!image.mediaType.isEmpty())
                lines << image.mediaType;
            return lines.join(QLatin1Char('\n'));
        }
        case DigestRole:
            return image.digest;
        default:
            return {};
        }
    }

    if (column == TypeColumn) {
        const bool known = !image.mediaType.isEmpty();
        const bool isIndex = isIndexMediaType(image.mediaType);
        switch (role) {
        case Qt::DisplayRole:
            return known ? mediaTypeLabel(image.mediaType) : QStringLiteral("—");
        case Qt::ToolTipRole:
            if (!known)
                return tr("media type unknown");
            return isIndex ? image.mediaType
                           : tr("%1\nnot an index: a deployable release must be an OCI index")
                                 .arg(image.mediaType);
        case StateRole:
            return !known    ? QStringLiteral("unknown")
                   : isIndex ? QStringLiteral("index")
                             : QStringLiteral("manifest");
        case SortRole:
            return !known ? 2 : isIndex ? 0 : 1;
        default:
            return {};
        }
    }

    const int platformIndex = column - FirstPlatformColumn;
    const QString& platform = m_platforms.at(platformIndex);
    const Cell c = cell(index.row(), platformIndex);
    switch (role) {
    case Qt::DisplayRole:
        return stateText(c.state);
    case Qt::ToolTipRole: {
        QString text = tr("%1 in %2: %3").arg(platform, imageTitle(image), stateText(c.state));
        if (c.descriptor) {
            text += QLatin1Char('\n') +
                    (c.descriptor->digest ? *c.descriptor->digest : tr("no platform digest reported"));
            if (c.descriptor->mediaType)
                text += QLatin1Char('\n') + *c.descriptor->mediaType;
        } else if (c.state == CellState::Missing) {
            text += QLatin1Char('\n') + tr("a target node runs %1, the index does not list it").arg(platform);
        }
        return text;
    }
    case DigestRole:
        return c.descriptor && c.descriptor->digest ? *c.descriptor->digest : QString();
    case StateRole:
        return stateName(c.state);
    case PlatformRole:
        return platform;
    case RequiredRole:
        return m_required.contains(platform);
    case RawJsonRole:
        return c.descriptor ? c.descriptor->raw : QJsonObject();
    case SortRole:
        return static_cast<int>(c.state);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant PlatformMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= columnCount())
        return {};
    if (section == ImageColumn || section == TypeColumn) {
        switch (role) {
        case Qt::DisplayRole:
            return section == ImageColumn ? tr("Image") : tr("Type");
        case FilterFieldNameRole:
            return section == ImageColumn ? QStringLiteral("image") : QStringLiteral("type");
        case Qt::ToolTipRole:
            return section == ImageColumn ? tr("Image or OCI index (label or digest)")
                                          : tr("Media type: a deployable release must be an OCI index");
        default:
            return {};
        }
    }
    const QString& platform = m_platforms.at(section - FirstPlatformColumn);
    const bool required = m_required.contains(platform);
    switch (role) {
    case Qt::DisplayRole:
    case PlatformRole:
    case FilterFieldNameRole:
        return platform;
    case Qt::ToolTipRole:
        return required ? tr("%1 (a target node runs it)").arg(platform) : platform;
    case RequiredRole:
        return required;
    default:
        return {};
    }
}

QHash<int, QByteArray> PlatformMatrixModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(DigestRole, "digest");
    names.insert(StateRole, "state");
    names.insert(PlatformRole, "platform");
    names.insert(RequiredRole, "required");
    names.insert(RawJsonRole, "rawJson");
    names.insert(SortRole, "sortKey");
    return names;
}

quint64 PlatformMatrixModel::stamp(const PlatformMatrixImage& image)
{
    quint64 h = 0;
    mix(h, image.label);
    mix(h, image.digest);
    mix(h, image.mediaType);
    mix(h, image.platforms.size());
    for (const OciPlatformDescriptorSummary& p : image.platforms)
        mix(h, p.raw.isEmpty() ? qHash(p.toJson(), 0) : qHash(p.raw, 0));
    return h;
}

void PlatformMatrixModel::syncColumns(const QStringList& platforms, bool removePhase)
{
    if (removePhase) {
        int i = static_cast<int>(m_platforms.size()) - 1;
        while (i >= 0) {
            if (platforms.contains(m_platforms.at(i))) {
                --i;
                continue;
            }
            const int last = i;
            while (i - 1 >= 0 && !platforms.contains(m_platforms.at(i - 1)))
                --i;
            beginRemoveColumns({}, FirstPlatformColumn + i, FirstPlatformColumn + last);
            m_platforms.remove(i, last - i + 1);
            endRemoveColumns();
            --i;
        }
        return;
    }
    // `platforms` is sorted like m_platforms, so inserting each new one at its sorted place keeps both equal.
    for (const QString& platform : platforms) {
        if (m_platforms.contains(platform))
            continue;
        const int at = static_cast<int>(
            std::lower_bound(m_platforms.cbegin(), m_platforms.cend(), platform, platformLessThan) -
            m_platforms.cbegin());
        beginInsertColumns({}, FirstPlatformColumn + at, FirstPlatformColumn + at);
        m_platforms.insert(at, platform);
        endInsertColumns();
    }
}

void PlatformMatrixModel::setImages(const QList<PlatformMatrixImage>& incoming)
{
    QList<PlatformMatrixImage> images;
    QSet<QString> keys;
    for (const PlatformMatrixImage& image : incoming) {
        if (keys.contains(image.key())) {
            qCWarning(lcModel) << "platform matrix: duplicate image ignored:" << image.key();
            continue;
        }
        keys.insert(image.key());
        images.append(image);
    }

    QSet<QString> platformSet(m_required.cbegin(), m_required.cend());
    for (const PlatformMatrixImage& image : std::as_const(images)) {
        for (const OciPlatformDescriptorSummary& p : image.platforms)
            platformSet.insert(platformKey(p));
    }
    QStringList platforms(platformSet.cbegin(), platformSet.cend());
    std::sort(platforms.begin(), platforms.end(), platformLessThan);

    syncColumns(platforms, true);

    QList<QString> newKeys;
    newKeys.reserve(images.size());
    for (const PlatformMatrixImage& image : std::as_const(images))
        newKeys.append(image.key());
    const KeyedDiff diff = computeKeyedDiff(
        static_cast<int>(m_images.size()), [this](int row) { return m_images.at(row).key(); },
        int(images.size()), [&](int i) -> const QString& { return newKeys.at(i); });
    applyKeyedDiff(
        diff,
        [&](int row, int i) {
            const quint64 s = stamp(images.at(i));
            if (s == m_stamps.at(row))
                return false;
            m_images[row] = images.at(i);
            m_stamps[row] = s;
            return true;
        },
        [&](int first, int last) { Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1)); },
        [&](int first, int last) {
            beginRemoveRows({}, first, last);
            m_images.remove(first, last - first + 1);
            m_stamps.remove(first, last - first + 1);
            endRemoveRows();
        },
        [&](const QList<int>& added) {
            const int first = static_cast<int>(m_images.size());
            beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
            for (const int i : added) {
                m_images.append(images.at(i));
                m_stamps.append(stamp(images.at(i)));
            }
            endInsertRows();
        });

    syncColumns(platforms, false);
}

void PlatformMatrixModel::setRequiredPlatforms(const QStringList& platforms)
{
    QStringList required = platforms;
    required.removeDuplicates();
    required.removeAll(QString());
    if (required == m_required)
        return;
    m_required = required;
    // Re-derive the columns (a required platform always has one) and refresh every cell and header.
    const QList<PlatformMatrixImage> images = m_images;
    setImages(images);
    if (!m_images.isEmpty() && !m_platforms.isEmpty())
        Q_EMIT dataChanged(index(0, FirstPlatformColumn), index(rowCount() - 1, columnCount() - 1));
    if (!m_platforms.isEmpty())
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstPlatformColumn, columnCount() - 1);
}

} // namespace core
} // namespace cloudly