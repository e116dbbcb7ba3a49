#include "core/model/inventorylabels.h"

namespace cloudly {
namespace core {

QString nameWithId(const QString& name, const QString& id)
{
    if (name.isEmpty() || name == id)
        return id;
    return name + QStringLiteral(" (") + id + QLatin1Char(')');
}

const ImageVersion* newestVersion(const Image& image)
{
    const ImageVersion* newest = nullptr;
    for (const ImageVersion& v : image.data.versions) {
        if (!newest || v.createdAt.value_or(0) >= newest->createdAt.value_or(0))
            newest = &v;
    }
    return newest;
}

QString ImageLocationInfo::kindName() const
{
    switch (kind) {
    case Kind::Internal:
        return QStringLiteral("internal");
    case Kind::External:
        return QStringLiteral("external");
    case Kind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

ImageLocationInfo imageLocation(const Image& image)
{
    ImageLocationInfo info;
    if (!image.data.location)
        return info;
    const ImageLocation& l = *image.data.location;
    if (l.internal.value_or(true)) {
        info.kind = ImageLocationInfo::Kind::Internal;
        return info;
    }
    info.kind = ImageLocationInfo::Kind::External;
    info.tag = l.externalImageTag.value_or(QString());
    info.registry = l.externalRegistryId.value_or(QString());
    return info;
}

InventoryLabels::InventoryLabels(const QList<Service>& services, const QList<Cluster>& clusters,
                                 const QList<Image>& images)
{
    setServices(services);
    setClusters(clusters);
    setImages(images);
}

void InventoryLabels::setServices(const QList<Service>& services)
{
    m_serviceLabels.clear();
    m_serviceNames.clear();
    m_serviceLabels.reserve(services.size());
    m_serviceNames.reserve(services.size());
    for (const Service& s : services) {
        m_serviceLabels.insert(s.id, nameWithId(s.data.name, s.id));
        m_serviceNames.insert(s.id, s.data.name.isEmpty() ? s.id : s.data.name);
    }
}

void InventoryLabels::setClusters(const QList<Cluster>& clusters)
{
    m_nodeLabels.clear();
    m_nodeNames.clear();
    for (const Cluster& c : clusters) {
        for (const ClusterNode& n : c.data.nodes) {
            const QString name = n.data.name.value_or(QString());
            m_nodeLabels.insert(n.id, nameWithId(name, n.id));
            m_nodeNames.insert(n.id, name.isEmpty() ? n.id : name);
        }
    }
}

void InventoryLabels::setImages(const QList<Image>& images)
{
    m_imageLabels.clear();
    m_imageNames.clear();
    m_newestVersions.clear();
    for (const Image& i : images) {
        m_imageLabels.insert(i.id, nameWithId(i.data.name.value_or(QString()), i.id));
        m_imageNames.insert(i.id, i.displayName());
        if (const ImageVersion* newest = newestVersion(i))
            m_newestVersions.insert(i.id, newest->versionString);
    }
}

} // namespace core
} // namespace cloudly
