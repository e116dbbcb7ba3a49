#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/imageplatforms.h"
#include "core/api/preflightcontract.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cloudly {
namespace core {
// The architecture cross-check, once for the cluster tree, the images page and cloudlyctl: can a node run
// the image its task uses? A node's platform is os/architecture (os defaults to "linux" when only the
// architecture is known); it can run an image when the image's OCI index lists a runnable platform of
// that name whose manifest is present. Nothing known about the image or the node: no verdict (never a
// guessed "fine" or "broken").

// What a task runs is the OCI image its service currently uses, known from a preflight report
// (ImagePlatformInfo with current == true) or, per legacy image id, from a server that answers
// getImagePlatforms. The tasks of a service with a known current image are checked against a synthetic
// image key ("oci:<service id>", imageOfService) that points at that image's platforms; `names` maps it
// back to the legacy image's name for display.
struct PlatformCheckInput
{
    QHash<QString, QString> imageOfService; // service id -> synthetic image key
    QHash<QString, QList<OciPlatformDescriptorSummary>> platformsByImage;
    QHash<QString, QString> names;             // image key -> display name
    QHash<QString, ImagePlatformInfo> sources; // image key -> where the platforms come from

    // The image key a task is checked against: its service's synthetic key, else its usedImageId.
    std::optional<QString> imageOf(const QString& serviceId, const std::optional<QString>& usedImageId) const;
    // The same, "" when no platform source is known for it.
    QString sourceKeyOf(const QString& serviceId, const std::optional<QString>& usedImageId) const;
    QString imageLabel(const QString& imageKey) const { return names.value(imageKey, imageKey); }
};

PlatformCheckInput preparePlatformCheck(const DeploymentTable& deployments,
                                        const QList<ImagePlatformInfo>& platforms,
                                        const QHash<QString, QString>& imageNamesById);

// One node whose tasks run an image it cannot run.
struct NodePlatformWarning
{
    QString clusterId;
    QString nodeId;
    QString nodeName;     // ClusterNode::displayName()
    QString platform;     // "linux/arm64"
    QStringList warnings; // distinct, in task order
};

class PlatformCheck
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::PlatformCheck)
public:
    // A node's platform as used by the check ("" when its architecture is unknown).
    static QString nodePlatform(const ClusterNode& node);
    // Why a node of `platform` cannot run an image with these platforms ("" when it can).
    static QString warning(const QString& platform, const QList<OciPlatformDescriptorSummary>& imagePlatforms,
                           const QString& imageLabel);
    // Every listed node (the first of a repeated cluster or node id) with at least one warning, in the
    // order of `clusters`. Tasks are deployments rows (the first of a repeated deployment id).
    static QList<NodePlatformWarning> check(const QList<Cluster>& clusters,
                                            const DeploymentTable& deployments,
                                            const PlatformCheckInput& input);
};

} // namespace core
} // namespace cloudly
