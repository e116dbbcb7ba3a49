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

PlatformCheckInput preparePlatformCheck(const QList<core::Deployment>& deployments,
                                        const QList<core::ImagePlatformInfo>& platforms,
                                        const QHash<QString, QString>& imageNamesById)
{
    PlatformCheckInput in;
    in.deployments = deployments;
    in.names = imageNamesById;
    QHash<QString, QString> keyOfService; // service id -> synthetic image key
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
    for (core::Deployment& d : in.deployments) {
        const auto key = keyOfService.constFind(d.serviceId);
        if (key == keyOfService.constEnd())
            continue;
        const QString legacy = d.usedImageId.value_or(QString());
        if (!in.names.contains(*key)) {
            // The tree shows the name the tasks are known by; the OCI details are in the detail pane.
            const QString name = imageNamesById.value(legacy, legacy);
            in.names.insert(*key, name.isEmpty() ? in.sources.value(*key).image.label : name);
        }
        d.usedImageId = *key;
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