#pragma once

#include <QString>

// Cloudly's wire method names (CLOUDLY_CONTRACTS.md §2), in one place.
namespace cloudly {
namespace core {
namespace methods {
inline const QString adminLogin = QStringLiteral("adminLoginWithUsernameAndPassword");
inline const QString identityByToken = QStringLiteral("getIdentityByToken");
inline const QString getServices = QStringLiteral("getServices");
inline const QString getServiceById = QStringLiteral("getServiceById");
inline const QString getDeployments = QStringLiteral("getDeployments");
inline const QString getDeploymentById = QStringLiteral("getDeploymentById");
inline const QString getDeploymentsByService = QStringLiteral("getDeploymentsByService");
inline const QString getDeploymentsByNode = QStringLiteral("getDeploymentsByNode");
inline const QString getClusters = QStringLiteral("getClusters");
inline const QString getClusterById = QStringLiteral("getClusterById");
inline const QString getAllImages = QStringLiteral("getAllImages");
inline const QString getImage = QStringLiteral("getImage");
inline const QString getDeploymentPreflight = QStringLiteral("getDeploymentPreflight");
inline const QString configureGrant = QStringLiteral("configureServiceDeploymentMachineUser");
} // namespace methods
} // namespace core
} // namespace cloudly