#pragma once

#include "core/api/user.h" // allDeploymentCapabilities()

#include <QStringList>
#include <QStringView>

namespace cloudly {
namespace core {
// The literal unions of the deployment preflight contract (docs/CONTRACTS.md, Preflight), each in its
// declaration order: the validator, the report decoder and the blocker catalogue all check against these.

// TDeploymentPreflightBlockerCode: the 29 codes in declaration order.
const QStringList& allBlockerCodes();
bool isBlockerCode(QStringView code);
// Position in allBlockerCodes(), or -1.
int blockerCodeIndex(QStringView code);

// allDeploymentCapabilities() (TServiceDeploymentCapability, 4 values) is declared in api/user.h.

// 'provenance', 'sbom', 'signature', 'vulnerability-policy', 'release-authorization' (validator order).
const QStringList& allReleaseEvidenceKinds();
// IDeploymentPreflightRuntimeTask.verificationStatus: not-required, pending, verified, missing, mismatched.
const QStringList& allRuntimeVerificationStatuses();
// 'database', 'objectstorage'.
const QStringList& allCorestoreCapabilities();
// IDeploymentPreflightPlatformBinding: desiredState enabled/disabled; status requested, provisioning, ready,
// degraded, failed, disabled.
const QStringList& allPlatformBindingDesiredStates();
const QStringList& allPlatformBindingStatuses();
// IGreenfieldDeploymentOperation.data.state: reserved, provisioning, deploying, verifying,
// ready-for-promotion, promoting, promoted, rolling-back, rolled-back, failed.
const QStringList& allGreenfieldOperationStates();
// TOciManifestMediaType [INF, definition unseen]: OCI index, OCI manifest, Docker manifest list v2,
// Docker manifest v2. Media types stay plain strings when decoded.
const QStringList& knownOciManifestMediaTypes();
// OCI image index or Docker manifest list (both are multi-platform indexes).
bool isOciIndexMediaType(QStringView mediaType);

} // namespace core
} // namespace cloudly
