#include "core/api/requestkinds.h"

namespace cloudly {
namespace core {

const QList<ClassifiedRequest>& classifiedRequests()
{
    using K = RequestKind;
    // Logging in issues an identity but changes nothing an operator manages: a read-only profile must still
    // be able to log in. testProviderConnection only tries the provider's credentials. Connection tags are
    // metadata of this one connection.
    static const QList<ClassifiedRequest> table{
        {methods::adminLogin, K::Read},
        {methods::identityByToken, K::Read},
        {methods::getServices, K::Read},
        {methods::getServiceById, K::Read},
        {methods::getDeployments, K::Read},
        {methods::getDeploymentById, K::Read},
        {methods::getDeploymentsByService, K::Read},
        {methods::getDeploymentsByNode, K::Read},
        {methods::getClusters, K::Read},
        {methods::getClusterById, K::Read},
        {methods::getAllImages, K::Read},
        {methods::getImage, K::Read},
        {methods::getDeploymentPreflight, K::Read},
        {methods::configureGrant, K::Write},
        {methods::getUsers, K::Read},
        {methods::getImagePlatforms, K::Read},
        {methods::setConnectionTag, K::Read},
        {methods::removeConnectionTag, K::Read},
        {methods::getSettings, K::Read},
        {methods::testProviderConnection, K::Read},
        {methods::getBackups, K::Read},
        {methods::getBaseOsNodes, K::Read},
        {methods::getBaseOsImageBuilds, K::Read},
    };
    return table;
}

std::optional<RequestKind> requestKind(const QString& method)
{
    for (const ClassifiedRequest& r : classifiedRequests())
        if (r.method == method)
            return r.kind;
    return std::nullopt;
}

std::optional<RequestKind> requestKind(const QString& sent, const MethodNames& names)
{
    // A rename can never turn a write into a read.
    if (requestKind(sent) == RequestKind::Write)
        return RequestKind::Write;
    for (auto it = names.overrides().cbegin(); it != names.overrides().cend(); ++it)
        if (it.value() == sent)
            return requestKind(it.key());
    return requestKind(sent);
}

} // namespace core
} // namespace cloudly
