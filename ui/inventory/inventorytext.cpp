#include "inventory/inventorytext.h"

#include <QLocale>

namespace cloudly {
namespace ui {
QString nameWithId(const QString& name, const QString& id)
{
    if (name.isEmpty() || name == id)
        return id;
    return name + QStringLiteral(" (") + id + QLatin1Char(')');
}

QString quoteFilterValue(const QString& value)
{
    bool needsQuotes = value.isEmpty();
    for (const QChar c : value) {
        if (c.isSpace() || c == u'"' || c == u'\\') {
            needsQuotes = true;
            break;
        }
    }
    if (!needsQuotes)
        return value;
    QString out = QStringLiteral("\"");
    for (const QChar c : value) {
        if (c == u'"' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + u'"';
}

QHash<QString, QString> serviceLabels(const QList<core::Service>& services)
{
    QHash<QString, QString> out;
    out.reserve(services.size());
    for (const core::Service& s : services)
        out.insert(s.id, nameWithId(s.data.name, s.id));
    return out;
}

QHash<QString, QString> nodeLabels(const QList<core::Cluster>& clusters)
{
    QHash<QString, QString> out;
    for (const core::Cluster& c : clusters) {
        for (const core::ClusterNode& n : c.data.nodes)
            out.insert(n.id, nameWithId(n.data.name.value_or(QString()), n.id));
    }
    return out;
}

QHash<QString, QString> imageLabels(const QList<core::Image>& images)
{
    QHash<QString, QString> out;
    for (const core::Image& i : images)
        out.insert(i.id, nameWithId(i.data.name.value_or(QString()), i.id));
    return out;
}

QHash<QString, QString> imageNames(const QList<core::Image>& images)
{
    QHash<QString, QString> out;
    for (const core::Image& i : images)
        out.insert(i.id, i.displayName());
    return out;
}

QString PlatformCheckInput::sourceKeyOf(const QString& serviceId,
                                        const std::optional<QString>& usedImageId) const
{
    const auto key = imageOfService.constFind(serviceId);
    const QString image = key != imageOfService.constEnd() ? *key : usedImageId.value_or(QString());
    return sources.contains(image) ? image : QString();
}

PlatformCheckInput preparePlatformCheck(const core::DeploymentTable& deployments,
                                        const QList<core::ImagePlatformInfo>& platforms,
                                        const QHash<QString, QString>& imageNamesById)
{
    PlatformCheckInput in;
    in.names = imageNamesById;
    QHash<QString, QString>& keyOfService = in.imageOfService;
    for (const core::ImagePlatformInfo& info : platforms) {
        if (info.source == core::ImagePlatformInfo::Source::Server && !info.imageId.isEmpty()) {
            in.platformsByImage.insert(info.imageId, info.image.platforms);
            in.sources.insert(info.imageId, info);
        } else if (info.source == core::ImagePlatformInfo::Source::PreflightReport && info.current &&
                   !info.serviceId.isEmpty()) {
            const QString key = QStringLiteral("oci:") + info.serviceId;
            keyOfService.insert(info.serviceId, key);
            in.platformsByImage.insert(key, info.image.platforms);
            in.sources.insert(key, info);
        }
    }
    if (keyOfService.isEmpty())
        return in;
    qsizetype named = 0;
    for (qsizetype row = 0; row < deployments.size() && named < keyOfService.size(); ++row) {
        const auto key = keyOfService.constFind(deployments.serviceId(row));
        if (key == keyOfService.constEnd() || in.names.contains(*key))
            continue;
        // The tree shows the name the tasks are known by (the first task's image); the OCI details are in
        // the detail pane.
        const QString legacy = deployments.usedImageId(row).value_or(QString());
        const QString name = imageNamesById.value(legacy, legacy);
        in.names.insert(*key, name.isEmpty() ? in.sources.value(*key).image.label : name);
        ++named;
    }
    return in;
}

QString shortDigest(const QString& digest)
{
    return digest.size() > 19 ? digest.left(19) + QStringLiteral("…") : digest;
}

QString formatBytes(double bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace ui
} // namespace cloudly