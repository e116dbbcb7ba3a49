#pragma once

#include "core/api/preflightcontract.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
// One row of the platform matrix: an image / OCI index and the platforms its index lists.
struct PlatformMatrixImage
{
    QString label;     // "current", "requested", a tag, ...; empty: the digest is shown
    QString digest;    // the index (or manifest) digest; "" when unknown
    QString mediaType; // "" when unknown
    QList<OciPlatformDescriptorSummary> platforms;

    QString key() const { return label.isEmpty() ? digest : label; } // row identity across updates

    // The preflight report's images (label e.g. "current" / "requested").
    static PlatformMatrixImage fromCurrentImage(const QString& label,
                                                const DeploymentPreflightCurrentImage& image);
    static PlatformMatrixImage fromRequestedImage(const QString& label,
                                                  const DeploymentPreflightRequestedImage& image);
};

// The OCI platforms of one image, as far as the console knows them. Cloudly 12 has no request for this
// (docs/CONTRACTS.md, "Images"): platforms come from deployment preflight reports (the service's
// current and requested image), or from a server that answers the console-side `getImagePlatforms`.
struct ImagePlatformInfo
{
    enum class Source
    {
        PreflightReport, // report.currentImage / report.requestedImage of a service
        Server,          // getImagePlatforms
    };

    QString key; // "preflight:<serviceId>:current", "preflight:<serviceId>:requested", "image:<imageId>"
    QString serviceId; // preflight: the report's service
    QString imageId;   // server: the (legacy) image id; preflight: empty
    Source source = Source::PreflightReport;
    bool current = true; // preflight: currentImage (what runs) vs requestedImage (what would be deployed)
    QDateTime observedAt;
    PlatformMatrixImage image; // label, index digest, media type, platforms
    QJsonObject raw;           // the image object as the server sent it (currentImage, requestedImage, ...)
};

} // namespace core
} // namespace cloudly
