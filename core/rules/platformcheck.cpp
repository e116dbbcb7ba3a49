#include "core/rules/platformcheck.h"

#include <QSet>

namespace cloudly {
namespace core {

std::optional<QString> PlatformCheckInput::imageOf(const QString& serviceId,
                                                   const std::optional<QString>& usedImageId) const
{
    const auto key = imageOfService.constFind(serviceId);
    return key != imageOfService.constEnd() ? std::optional<QString>(*key) : usedImageId;
}

QString PlatformCheckInput::sourceKeyOf(const QString& serviceId,
                                        const std::optional<QString>& usedImageId) const
{
    const QString image = imageOf(serviceId, usedImageId).value_or(QString());
    return sources.contains(image) ? image : QString();
}

PlatformCheckInput preparePlatformCheck(const DeploymentTable& deployments,
                                        const QList<ImagePlatformInfo>& platforms,
                                        const QHash<QString, QString>& imageNamesById)
{
    PlatformCheckInput in;
    in.names = imageNamesById;
    QHash<QString, QString>& keyOfService = in.imageOfService;
    for (const ImagePlatformInfo& info : platforms) {
        if (info.source == ImagePlatformInfo::Source::Server && !info.imageId.isEmpty()) {
            in.platformsByImage.insert(info.imageId, info.image.platforms);
            in.sources.insert(info.imageId, info);
        } else if (info.source == ImagePlatformInfo::Source::PreflightReport && info.current &&
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
        // Shown by the name the tasks are known by (the first task's image); the OCI details are in the
        // detail pane.
        const QString legacy = deployments.usedImageId(row).value_or(QString());
        const QString name = imageNamesById.value(legacy, legacy);
        in.names.insert(*key, name.isEmpty() ? in.sources.value(*key).image.label : name);
        ++named;
    }
    return in;
}

QString PlatformCheck::nodePlatform(const ClusterNode& node)
{
    if (!node.data.architecture || node.data.architecture->isEmpty())
        return {};
    const QString os = node.data.os && !node.data.os->isEmpty() ? *node.data.os : QStringLiteral("linux");
    return os + QLatin1Char('/') + *node.data.architecture;
}

QString PlatformCheck::warning(const QString& platform,
                               const QList<OciPlatformDescriptorSummary>& imagePlatforms,
                               const QString& imageLabel)
{
    bool runnable = false;
    bool runnableWithoutManifest = false;
    for (const OciPlatformDescriptorSummary& p : imagePlatforms) {
        if (p.platform() != platform)
            continue;
        if (p.runnable && p.manifestPresent)
            runnable = true;
        else if (p.runnable)
            runnableWithoutManifest = true;
    }
    if (runnable)
        return {};
    return runnableWithoutManifest
               ? tr("no runnable %1 platform in image %2 (its manifest is missing)").arg(platform, imageLabel)
               : tr("no runnable %1 platform in image %2").arg(platform, imageLabel);
}

QList<NodePlatformWarning> PlatformCheck::check(const QList<Cluster>& clusters,
                                                const DeploymentTable& deployments,
                                                const PlatformCheckInput& input)
{
    QList<NodePlatformWarning> out;
    if (input.platformsByImage.isEmpty())
        return out;
    QHash<QString, QList<qsizetype>> tasksByNode;
    QSet<QByteArrayView> seenTasks; // views into the table: no string per task
    for (qsizetype i = 0; i < deployments.size(); ++i) {
        const QByteArrayView id = deployments.idUtf8(i);
        if (seenTasks.contains(id))
            continue;
        seenTasks.insert(id);
        tasksByNode[deployments.nodeId(i)].append(i);
    }
    QHash<QString, QString> verdicts; // platform + image key -> warning, computed once per pair
    QSet<QString> seenClusters;
    QSet<QString> seenNodes;
    for (const Cluster& cluster : clusters) {
        if (seenClusters.contains(cluster.id))
            continue;
        seenClusters.insert(cluster.id);
        for (const ClusterNode& node : cluster.data.nodes) {
            if (seenNodes.contains(node.id))
                continue;
            seenNodes.insert(node.id);
            const QString platform = nodePlatform(node);
            if (platform.isEmpty())
                continue;
            NodePlatformWarning w{cluster.id, node.id, node.displayName(), platform, {}};
            for (const qsizetype i : tasksByNode.value(node.id)) {
                const std::optional<QString> image =
                    input.imageOf(deployments.serviceId(i), deployments.usedImageId(i));
                if (!image || image->isEmpty())
                    continue;
                const auto platforms = input.platformsByImage.constFind(*image);
                if (platforms == input.platformsByImage.constEnd())
                    continue; // nothing known about the image: no verdict
                const QString key = platform + QLatin1Char('\n') + *image;
                auto verdict = verdicts.constFind(key);
                if (verdict == verdicts.constEnd())
                    verdict = verdicts.insert(key, warning(platform, *platforms, input.imageLabel(*image)));
                if (!verdict->isEmpty() && !w.warnings.contains(*verdict))
                    w.warnings << *verdict;
            }
            if (!w.warnings.isEmpty())
                out << w;
        }
    }
    return out;
}

} // namespace core
} // namespace cloudly
