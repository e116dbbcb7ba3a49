#pragma once

#include "core/api/imageplatforms.h"

#include <QAbstractTableModel>

namespace cloudly {
namespace core {

// Images x platforms. Rows: images in the order first given; columns: Image, Type, then every distinct
// os/architecture[/variant] of all images plus the required platforms, sorted (linux first, unknown/unknown
// last). A cell says whether the image can run there:
//   "✓ runnable"        the index lists the platform, its manifest is present and it is runnable
//   "manifest missing"  listed, but the manifest is not in the registry
//   "not runnable"      listed and present but not runnable (e.g. an attestation manifest)
//   "✗ missing"         not listed although a target node needs it (setRequiredPlatforms())
//   "—"                 not listed
// Updates are row/column-level changes keyed by image key and platform: no reset after the first fill.
class PlatformMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum FixedColumn
    {
        ImageColumn,
        TypeColumn,
        FirstPlatformColumn
    };
    Q_ENUM(FixedColumn)

    enum Role
    {
        DigestRole =
            Qt::UserRole + 1, // QString: the platform manifest's digest (Image column: the index digest)
        StateRole, // QString: cells "runnable" | "manifest-missing" | "not-runnable" | "missing" | "absent";
                   // Type column "index" | "manifest" | "unknown"
        PlatformRole, // QString: the column's platform ("linux/arm64"); also a header role
        RequiredRole, // bool: the column's platform is required (also a header role)
        RawJsonRole,  // QJsonObject: the platform descriptor as sent ({} when absent)
        SortRole,     // Type column and cells: a rank (runnable 0 ... absent 4); text otherwise
    };

    explicit PlatformMatrixModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setImages(const QList<PlatformMatrixImage>& images); // duplicate keys: the first one wins
    // Platforms the target nodes run ("linux/arm64"): always shown, and an image without them is "✗ missing".
    void setRequiredPlatforms(const QStringList& platforms);

    const QList<PlatformMatrixImage>& images() const { return m_images; }
    const QStringList& platforms() const { return m_platforms; } // column FirstPlatformColumn + i
    int columnOfPlatform(const QString& platform) const;         // -1 when not shown
    int rowOfImage(const QString& key) const;                    // -1 when not shown

    static QString platformKey(const OciPlatformDescriptorSummary& platform); // os/architecture[/variant]
    // "OCI index", "Docker manifest list", "OCI manifest", "Docker manifest", or the media type itself.
    static QString mediaTypeLabel(const QString& mediaType);
    static bool isIndexMediaType(const QString& mediaType);
    // Sorts platforms the way the columns are: linux first, then other OSes, unknown last.
    static bool platformLessThan(const QString& a, const QString& b);

private:
    enum class CellState
    {
        Runnable,
        ManifestMissing,
        NotRunnable,
        Missing,
        Absent
    };
    struct Cell
    {
        CellState state = CellState::Absent;
        const OciPlatformDescriptorSummary* descriptor = nullptr;
    };

    Cell cell(int row, int platformIndex) const;
    static QString stateName(CellState state);
    QString stateText(CellState state) const;
    QString imageTitle(const PlatformMatrixImage& image) const;
    static quint64 stamp(const PlatformMatrixImage& image);
    void syncColumns(const QStringList& platforms, bool beforeRows);

    QList<PlatformMatrixImage> m_images;
    QList<quint64> m_stamps;
    QStringList m_platforms;
    QStringList m_required;
};

} // namespace core
} // namespace cloudly