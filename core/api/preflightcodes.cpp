#include "core/api/preflightcodes.h"

namespace cloudly {
namespace core {

const QStringList& allBlockerCodes()
{
    // TDeploymentPreflightBlockerCode, declaration order of @serve.zone/interfaces 12.0.0.
    static const QStringList codes{
        QStringLiteral("INVALID_REQUEST"),
        QStringLiteral("AUTHORIZATION_MISSING"),
        QStringLiteral("SOURCE_REVISION_INVALID"),
        QStringLiteral("SOURCE_WORKTREE_DIRTY"),
        QStringLiteral("VERSION_NOT_RESERVED"),
        QStringLiteral("VERSION_COLLISION"),
        QStringLiteral("NAMESPACE_NOT_RESERVED"),
        QStringLiteral("NAMESPACE_COLLISION"),
        QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK"),
        QStringLiteral("CONFIGURATION_DIGEST_INVALID"),
        QStringLiteral("INTENT_DIGEST_INVALID"),
        QStringLiteral("CURRENT_REFERENCE_MUTABLE"),
        QStringLiteral("CURRENT_RUNTIME_DIGEST_MISSING"),
        QStringLiteral("OCI_INDEX_DIGEST_REQUIRED"),
        QStringLiteral("OCI_INDEX_NOT_FOUND"),
        QStringLiteral("OCI_INDEX_MEDIA_TYPE_REQUIRED"),
        QStringLiteral("OCI_PLATFORM_MISSING"),
        QStringLiteral("OCI_PLATFORM_MANIFEST_MISSING"),
        QStringLiteral("IMMUTABLE_RELEASE_TAG_REQUIRED"),
        QStringLiteral("IMMUTABLE_RELEASE_TAG_NOT_RESERVED"),
        QStringLiteral("RELEASE_EVIDENCE_MISSING"),
        QStringLiteral("RELEASE_EVIDENCE_INVALID"),
        QStringLiteral("RELEASE_NOT_AUTHORIZED"),
        QStringLiteral("GREENFIELD_EXECUTION_UNAVAILABLE"),
        QStringLiteral("ROUTE_PROMOTION_FENCE_UNAVAILABLE"),
        QStringLiteral("POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE"),
        QStringLiteral("WOULD_REPLACE_EXISTING_STATE"),
        QStringLiteral("CORESTORE_INVENTORY_UNAVAILABLE"),
        QStringLiteral("RUNTIME_ATTESTATION_MISMATCH"),
    };
    return codes;
}

bool isBlockerCode(QStringView code)
{
    return blockerCodeIndex(code) >= 0;
}

int blockerCodeIndex(QStringView code)
{
    const QStringList& codes = allBlockerCodes();
    for (qsizetype i = 0; i < codes.size(); ++i) {
        if (codes.at(i) == code)
            return static_cast<int>(i);
    }
    return -1;
}

const QStringList& allReleaseEvidenceKinds()
{
    static const QStringList v{QStringLiteral("provenance"), QStringLiteral("sbom"),
                               QStringLiteral("signature"), QStringLiteral("vulnerability-policy"),
                               QStringLiteral("release-authorization")};
    return v;
}

const QStringList& allRuntimeVerificationStatuses()
{
    static const QStringList v{QStringLiteral("not-required"), QStringLiteral("pending"),
                               QStringLiteral("verified"), QStringLiteral("missing"),
                               QStringLiteral("mismatched")};
    return v;
}

const QStringList& allCorestoreCapabilities()
{
    static const QStringList v{QStringLiteral("database"), QStringLiteral("objectstorage")};
    return v;
}

const QStringList& allPlatformBindingDesiredStates()
{
    static const QStringList v{QStringLiteral("enabled"), QStringLiteral("disabled")};
    return v;
}

const QStringList& allPlatformBindingStatuses()
{
    static const QStringList v{QStringLiteral("requested"), QStringLiteral("provisioning"),
                               QStringLiteral("ready"),     QStringLiteral("degraded"),
                               QStringLiteral("failed"),    QStringLiteral("disabled")};
    return v;
}

const QStringList& allGreenfieldOperationStates()
{
    static const QStringList v{
        QStringLiteral("reserved"),  QStringLiteral("provisioning"),        QStringLiteral("deploying"),
        QStringLiteral("verifying"), QStringLiteral("ready-for-promotion"), QStringLiteral("promoting"),
        QStringLiteral("promoted"),  QStringLiteral("rolling-back"),        QStringLiteral("rolled-back"),
        QStringLiteral("failed"),
    };
    return v;
}

const QStringList& knownOciManifestMediaTypes()
{
    static const QStringList v{
        QStringLiteral("application/vnd.oci.image.index.v1+json"),
        QStringLiteral("application/vnd.oci.image.manifest.v1+json"),
        QStringLiteral("application/vnd.docker.distribution.manifest.list.v2+json"),
        QStringLiteral("application/vnd.docker.distribution.manifest.v2+json"),
    };
    return v;
}

bool isOciIndexMediaType(QStringView mediaType)
{
    return mediaType == QLatin1String("application/vnd.oci.image.index.v1+json") ||
           mediaType == QLatin1String("application/vnd.docker.distribution.manifest.list.v2+json");
}

} // namespace core
} // namespace cloudly
