#pragma once

// Internal to the deployment decoders (core/api/deployment.cpp and core/ingest/deploymentingest.cpp).
#include "core/api/deployment.h"

namespace cloudly {
namespace core {
// Decodes element `index` of `response.deployments` with the QJsonObject decoder: errors are appended
// with the path `$.deployments[index]...`, exactly as decodeDeployments() reports them.
std::optional<Deployment> decodeDeploymentElement(const QJsonValue& item, qsizetype index,
                                                  DecodeErrors& errors);

} // namespace core
} // namespace cloudly
