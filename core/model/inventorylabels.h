#pragma once

#include "core/api/cluster.h"
#include "core/api/image.h"
#include "core/api/service.h"

#include <QHash>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
// How inventory objects are named wherever a person reads them: the console's tables and detail panes and
// cloudlyctl's listings use these, so both show the same text by construction.

// "web (svc-web)"; just the id when the name is empty or the id itself. Cells that reference another
// object show this, so a filter can match the name as well as the id (`service:svc-web`, `service:web`).
QString nameWithId(const QString& name, const QString& id);

// An image's newest version (by createdAt; among equal or missing times the last listed), or nullptr.
const ImageVersion* newestVersion(const Image& image);

// Where an image is stored: internal (also when `internal` is absent), external (with the tag, else the
// registry id, as `where`) or unknown (no location). The console and the CLI word it from this.
struct ImageLocationInfo
{
    enum class Kind
    {
        Unknown,
        Internal,
        External
    };
    Kind kind = Kind::Unknown;
    QString tag;      // external: the image tag ("" when none)
    QString registry; // external: the registry id ("" when none)
    // "internal" / "external" / "unknown": what the filter term `location:` also compares with.
    QString kindName() const;
};
ImageLocationInfo imageLocation(const Image& image);

// Every label of one refresh, built once from the services, clusters and images and read by the task,
// cluster and image views and by cloudlyctl. All maps are id -> text; a lookup of an unknown id gives the
// id itself.
class InventoryLabels
{
public:
    InventoryLabels() = default;
    InventoryLabels(const QList<Service>& services, const QList<Cluster>& clusters,
                    const QList<Image>& images);

    void setServices(const QList<Service>& services);
    void setClusters(const QList<Cluster>& clusters);
    void setImages(const QList<Image>& images);

    const QHash<QString, QString>& serviceLabels() const { return m_serviceLabels; } // "name (id)"
    const QHash<QString, QString>& serviceNames() const { return m_serviceNames; }   // name, id when none
    const QHash<QString, QString>& nodeLabels() const { return m_nodeLabels; }       // "name (id)"
    const QHash<QString, QString>& nodeNames() const { return m_nodeNames; }         // name, id when none
    const QHash<QString, QString>& imageLabels() const { return m_imageLabels; }     // "name (id)"
    const QHash<QString, QString>& imageNames() const { return m_imageNames; }       // Image::displayName()
    // id -> the newest version's versionString (images without versions are not listed).
    const QHash<QString, QString>& newestImageVersions() const { return m_newestVersions; }

    QString serviceLabel(const QString& id) const { return m_serviceLabels.value(id, id); }
    QString nodeLabel(const QString& id) const { return m_nodeLabels.value(id, id); }
    QString imageName(const QString& id) const { return m_imageNames.value(id, id); }
    bool hasService(const QString& id) const { return m_serviceLabels.contains(id); }
    bool hasNode(const QString& id) const { return m_nodeLabels.contains(id); }

private:
    QHash<QString, QString> m_serviceLabels;
    QHash<QString, QString> m_serviceNames;
    QHash<QString, QString> m_nodeLabels;
    QHash<QString, QString> m_nodeNames;
    QHash<QString, QString> m_imageLabels;
    QHash<QString, QString> m_imageNames;
    QHash<QString, QString> m_newestVersions;
};

} // namespace core
} // namespace cloudly
