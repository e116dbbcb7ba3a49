#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

// Cloudly's wire method names (docs/CONTRACTS.md, Methods), in one place.
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
// Machine users and their grants (docs/CONTRACTS.md, Grants); a server without it cannot say who may deploy.
inline const QString getUsers = QStringLiteral("getUsers");
// NOT a known Cloudly request (core/inventory/inventoryrefresher.h): asked once, used only when answered.
inline const QString getImagePlatforms = QStringLiteral("getImagePlatforms");
// typedsocket's own connection tags: metadata of this connection, not server state.
inline const QString setConnectionTag = QStringLiteral("__typedsocket_setTag");
inline const QString removeConnectionTag = QStringLiteral("__typedsocket_removeTag");

// The systems of `@serve.zone/interfaces` 5.8.0 (docs/CONTRACTS.md).
// Known from interfaces 5.3.0: getSettings {identity} -> {settings: ICloudlySettingsMasked};
// testProviderConnection {identity, provider} -> {success, message, connectionValid}.
inline const QString getSettings = QStringLiteral("getSettings");
inline const QString testProviderConnection = QStringLiteral("testProviderConnection");
// ASSUMED names: `requests.backup` and `requests.baseos` have not been seen anywhere. These follow Cloudly's
// naming of its other list calls (getServices, getClusters, getDeployments):
//   getBackups {identity, serviceId?} -> {backups: IBackupRecord[]}
//   getBaseOsNodes {identity} -> {nodes: IBaseOsNode[]}
//   getBaseOsImageBuilds {identity} -> {builds: IBaseOsImageBuild[]}
// A profile may name them differently (AppSettings::methodNames, README "Method names"); a server without
// them answers "no available method", which means "this server does not offer the feature"
// (featureNotOfferedMessage), never an error of the whole console.
inline const QString getBackups = QStringLiteral("getBackups");
inline const QString getBaseOsNodes = QStringLiteral("getBaseOsNodes");
inline const QString getBaseOsImageBuilds = QStringLiteral("getBaseOsImageBuilds");

// The methods a profile may rename (the five above), by their default name.
const QStringList& overridableMethods();
// A method name as a profile may write it: letters, digits and '_', starting with a letter, at most 100.
bool isValidMethodName(const QString& name);
} // namespace methods

// The method names one profile uses: the defaults of methods::overridableMethods(), each replaceable.
class MethodNames
{
public:
    // The name to send for `method` (a default name); `method` itself unless overridden.
    QString operator()(const QString& method) const { return m_overrides.value(method, method); }
    // Ignores unknown defaults and invalid names (returns false); an empty name removes the override.
    bool setOverride(const QString& method, const QString& name);
    const QHash<QString, QString>& overrides() const { return m_overrides; }

private:
    QHash<QString, QString> m_overrides;
};

// One line for people when `method` got "no available method": the server does not offer `feature`
// (a translated noun such as "backups"). Names the method that was asked for, and says a profile can rename
// it.
QString featureNotOfferedMessage(const QString& feature, const QString& method);
} // namespace core
} // namespace cloudly