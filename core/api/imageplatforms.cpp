#include "core/api/imageplatforms.h"

namespace cloudly {
namespace core {

PlatformMatrixImage PlatformMatrixImage::fromCurrentImage(const QString& label,
                                                          const DeploymentPreflightCurrentImage& image)
{
    PlatformMatrixImage out;
    out.label = label.isEmpty() ? image.tag.value_or(QString()) : label;
    out.digest = image.digest.value_or(QString());
    out.mediaType = image.mediaType.value_or(QString());
    out.platforms = image.platforms;
    return out;
}

PlatformMatrixImage PlatformMatrixImage::fromRequestedImage(const QString& label,
                                                            const DeploymentPreflightRequestedImage& image)
{
    PlatformMatrixImage out;
    out.label = label.isEmpty() ? image.releaseTag.value_or(QString()) : label;
    out.digest = image.digest.value_or(QString());
    out.mediaType = image.mediaType.value_or(QString());
    out.platforms = image.platforms;
    return out;
}

} // namespace core
} // namespace cloudly
