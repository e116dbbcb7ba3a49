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

} // namespace core
} // namespace cloudly
