#pragma once

#include "core/api/image.h"

#include <QAbstractTableModel>

namespace cloudly {
namespace core {
// The legacy (registry-less) images of getAllImages: one row per image with its location and versions.
// These carry no OCI digest or platform (docs/CONTRACTS.md, Images). Plain text and roles only (no QtGui):
// the images page maps them to colours and icons. setImages() applies row-level changes
// keyed by image id (no reset after the first fill), so selections survive refreshes.
class ImagesTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Name,
        Id,
        Location,
        Versions,
        Latest,
        Size,
        Created,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role
    {
        IdRole = Qt::UserRole + 1, // QString
        RawJsonRole,               // QJsonObject: the image as the server sent it
        SortRole,
    };

    explicit ImagesTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setImages(const QList<Image>& images);
    const QList<Image>& images() const { return m_images; }
    const Image& imageAt(int row) const { return m_images.at(row); }
    int rowOf(const QString& id) const;

    static QStringList columnIds(); // "name", "id", "location", "versions", "latest", "size", "created"
    static QString locationText(const Image& image);

private:
    QString display(const Image& image, int column) const;

    QList<Image> m_images;
};

} // namespace core
} // namespace cloudly