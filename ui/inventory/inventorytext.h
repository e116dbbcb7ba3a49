#pragma once

#include "api/cluster.h"
#include "api/deploymenttable.h"
#include "api/image.h"
#include "api/service.h"
#include "inventory/inventoryrefresher.h"

#include <QHash>
#include <QString>

namespace cloudly {
namespace ui {
// Shared helpers of the inventory views (not a public API).

// "web (svc-web)"; just the id when the name is empty or the id itself. Cells that reference another
// object show this, so a filter can match the name as well as the id (`service:svc-web`, `service:web`).
QString nameWithId(const QString& name, const QString& id);
// A value as the filter language reads it back unchanged (quoted when it has spaces, quotes, …).
QString quoteFilterValue(const QString& value);

QHash<QString, QString> serviceLabels(const QList<core::Service>& services); // id -> "name (id)"
QHash<QString, QString> nodeLabels(const QList<core::Cluster>& clusters);    // node id -> "name (id)"
QHash<QString, QString> imageLabels(const QList<core::Image>& images);       // id -> "name (id)"
QHash<QString, QString> imageNames(const QList<core::Image>& images);        // id -> name

// The input of the architecture cross-check (ClusterTreeModel::setPlatformsByImage): what a task runs
// is the OCI image its service currently uses, known from a preflight report (ImagePlatformInfo with
// current == true) or, per legacy image id, from a server that answers getImagePlatforms. The tasks of
// a service with a known current image are checked against a synthetic image key ("oci:<service id>",
// imageOfService; ClusterTreeModel::setServiceImages) that points at that image's platforms; `names`
// maps it back to the legacy image's name for display.
struct PlatformCheckInput
{
    QHash<QString, QString> imageOfService; // service id -> synthetic image key
    QHash<QString, QList<core::OciPlatformDescriptorSummary>> platformsByImage;
    QHash<QString, QString> names;                   // image key -> display name
    QHash<QString, core::ImagePlatformInfo> sources; // image key -> where the platforms come from

    // The image key a task is checked against: its service's synthetic key, else its usedImageId; ""
    // when no platform source is known for it.
    QString sourceKeyOf(const QString& serviceId, const std::optional<QString>& usedImageId) const;
};
PlatformCheckInput preparePlatformCheck(const core::DeploymentTable& deployments,
                                        const QList<core::ImagePlatformInfo>& platforms,
                                        const QHash<QString, QString>& imageNamesById);

// "sha256:0123456789ab…" (what registries print).
QString shortDigest(const QString& digest);
QString formatBytes(double bytes);

} // namespace ui
} // namespace cloudly