#pragma once

#include "core/api/jsonreader.h"
#include "core/api/preflightcodes.h" // the value lists: blocker codes, evidence kinds, states
#include "core/api/user.h"           // allDeploymentCapabilities()

namespace cloudly {
namespace core {
// Deployment preflight contract of `@serve.zone/interfaces` 12.0.0 (data/deploymentpreflight.ts;
// docs/CONTRACTS.md, Preflight).
//
// Two directions with different rules:
// - The REQUEST side (DeploymentPreflightRequestData, release evidence, proposed resources) is input we
//   build or import from a file. fromJson checks JSON types only; the values (regexes, enums, limits) are
//   judged by the preflight validator, which turns them into blockers exactly like Cloudly does.
//   toJson() of the request produces exactly the wire fields.
// - The REPORT side is strict and fails closed: `schemaVersion` must be the number 2, `mutationPerformed`
//   must be false, `decision` "GO" or "NO-GO" (and "GO" only with no blockers), `namespaceBlank` /
//   `wouldReplaceExistingState` true/false/"unknown", blocker codes among the 29, and every literal union
//   of the report must hold a declared value. Anything else is a decode error naming the path: a report we
//   do not fully understand never drives a deployment decision.

// `boolean | 'unknown'` (proposed.namespaceBlank, proposed.wouldReplaceExistingState). Default: Unknown.
struct BoolOrUnknown
{
    enum class State : quint8
    {
        False,
        True,
        Unknown
    };
    State state = State::Unknown;

    static BoolOrUnknown fromBool(bool b) { return {b ? State::True : State::False}; }
    static BoolOrUnknown unknown() { return {State::Unknown}; }
    // true, false or the string "unknown"; anything else is nullopt.
    static std::optional<BoolOrUnknown> fromJsonValue(const QJsonValue& value);
    static std::optional<BoolOrUnknown> fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors);
    QJsonValue toJson() const;
    QString toString() const; // "true", "false", "unknown"
    bool isTrue() const { return state == State::True; }
    bool isFalse() const { return state == State::False; }
    bool isUnknown() const { return state == State::Unknown; }
    friend bool operator==(BoolOrUnknown a, BoolOrUnknown b) { return a.state == b.state; }
};

// IDeploymentPreflightBlocker. fromJson rejects codes outside allBlockerCodes().
struct DeploymentPreflightBlocker
{
    QString code;
    QString message;
    QJsonObject raw;

    static std::optional<DeploymentPreflightBlocker> fromJson(const QJsonValue& value, const QString& path,
                                                              DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IDeploymentPreflightAuthorizationCheck. fromJson rejects capabilities outside allDeploymentCapabilities().
struct DeploymentPreflightAuthorizationCheck
{
    QString capability;
    bool granted = false;
    QJsonObject raw;

    static std::optional<DeploymentPreflightAuthorizationCheck>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IOciPlatformDescriptorSummary.
struct OciPlatformDescriptorSummary
{
    QString os;
    QString architecture;
    std::optional<QString> digest; // TSha256Digest
    std::optional<QString> mediaType;
    bool runnable = false;
    bool manifestPresent = false;
    QJsonObject raw;

    static std::optional<OciPlatformDescriptorSummary> fromJson(const QJsonValue& value, const QString& path,
                                                                DecodeErrors& errors);
    QJsonObject toJson() const;
    QString platform() const { return os + QLatin1Char('/') + architecture; } // "linux/amd64"
};

// IDeploymentPreflightRuntimeTask. status/healthStatus are plain strings in the contract.
struct DeploymentPreflightRuntimeTask
{
    QString deploymentId;
    std::optional<QString> nodeName;
    QString status;
    std::optional<QString> healthStatus;
    std::optional<QString> imageReference;
    std::optional<QString> reportedDigest;     // TSha256Digest
    std::optional<QString> verificationStatus; // one of allRuntimeVerificationStatuses()
    QJsonObject raw;

    static std::optional<DeploymentPreflightRuntimeTask> fromJson(const QJsonValue& value,
                                                                  const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IDeploymentPreflightPlatformBinding.
struct DeploymentPreflightPlatformBinding
{
    QString capability;   // database | objectstorage
    QString desiredState; // enabled | disabled
    QString status;       // requested | provisioning | ready | degraded | failed | disabled
    QJsonObject raw;

    static std::optional<DeploymentPreflightPlatformBinding>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IDeploymentPreflightCorestoreResource.
struct DeploymentPreflightCorestoreResource
{
    QString capability; // database | objectstorage
    QString provider;
    QString resourceName;
    QJsonObject raw;

    static std::optional<DeploymentPreflightCorestoreResource>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IDeploymentPreflightProposedCorestoreResource. Used on both sides: fromJson (request side) accepts any
// capability string (the validator reports it); fromJsonStrict (report side) requires database/objectstorage.
struct DeploymentPreflightProposedCorestoreResource
{
    QString capability;
    QString resourceName;
    QJsonObject raw;

    static std::optional<DeploymentPreflightProposedCorestoreResource>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    static std::optional<DeploymentPreflightProposedCorestoreResource>
    fromJsonStrict(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;     // raw + typed fields (lossless)
    QJsonObject toWireJson() const; // exactly { capability, resourceName }
    QString key() const { return capability + QLatin1Char(':') + resourceName; }
};

// IDeploymentReleaseEvidenceReference (request side: kind and verifiedAt are judged by the validator).
struct DeploymentReleaseEvidenceReference
{
    QString kind;
    QString statementDigest;
    QString subjectDigest;
    QString verifier;
    double verifiedAt = 0; // a number on the wire; the validator requires a safe integer >= 1
    QJsonObject raw;

    static std::optional<DeploymentReleaseEvidenceReference>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
    QJsonObject toWireJson() const; // exactly the five contract fields
};

// IDeploymentReleaseEvidence: "descriptive input until a trusted Cloudly verifier validates it".
struct DeploymentReleaseEvidence
{
    QString sourceRevision;
    QString version;
    QString configurationDigest;
    QString ociIndexDigest;
    bool releaseAuthorized = false;
    QList<DeploymentReleaseEvidenceReference> attestations;
    QJsonObject raw;

    static std::optional<DeploymentReleaseEvidence> fromJson(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors);
    QJsonObject toJson() const;
    QJsonObject toWireJson() const; // exactly the six contract fields
};

// IDeploymentPreflightRequestData. The `getDeploymentPreflight` request is these fields flattened plus
// `identity` (toRequestJson).
struct DeploymentPreflightRequestData
{
    static constexpr char kMethod[] = "getDeploymentPreflight";

    QString requestId;
    QString serviceId;
    QString sourceRevision;
    bool sourceDirty = false;
    QString version;
    QString intentDigest;
    QString proposedNamespace;
    QList<DeploymentPreflightProposedCorestoreResource> proposedCorestoreResources;
    std::optional<QString> ociIndexDigest;
    std::optional<QString> releaseTag;
    std::optional<DeploymentReleaseEvidence> releaseEvidence;
    // The contract literal is `true`; a bool so that a non-greenfield request can be built and rejected
    // by the validator (WOULD_REPLACE_EXISTING_STATE) like Cloudly does.
    bool greenfield = true;
    // The object read by fromJson (without `identity`, which is never kept). toJson() does not use it.
    QJsonObject raw;

    // For request files (import/export). All non-optional fields are required; `greenfield` defaults to
    // true when absent. An `identity` key in the file is ignored and dropped.
    static std::optional<DeploymentPreflightRequestData> fromJson(const QJsonValue& value,
                                                                  const QString& path, DecodeErrors& errors);
    // Exactly the wire fields; absent optionals (ociIndexDigest, releaseTag, releaseEvidence) are omitted.
    QJsonObject toJson() const;
    // toJson() plus `identity` (pass Identity::toJson()).
    QJsonObject toRequestJson(const QJsonObject& identity) const;
};

// report.service
struct DeploymentPreflightServiceSummary
{
    QString serviceId;
    QString serviceName;
    QString workspaceIdentity;
    QString registryHost;
    QString registryRepository;
    bool deployOnPush = false;
    QJsonObject raw;

    static std::optional<DeploymentPreflightServiceSummary>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// report.source (`configurationDigest` is computed by Cloudly; `intentDigest` is the client's).
struct DeploymentPreflightSourceSummary
{
    QString revision;
    bool dirty = false;
    QString version;
    QString intentDigest;
    QString configurationDigest;
    QJsonObject raw;

    static std::optional<DeploymentPreflightSourceSummary>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// report.currentImage
struct DeploymentPreflightCurrentImage
{
    std::optional<QString> tag;
    std::optional<QString> digest;
    std::optional<QString> imageReference;
    bool mutableReference = false;
    std::optional<QString> mediaType;
    QList<OciPlatformDescriptorSummary> platforms;
    QJsonObject raw;

    static std::optional<DeploymentPreflightCurrentImage> fromJson(const QJsonValue& value,
                                                                   const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// report.requestedImage
struct DeploymentPreflightRequestedImage
{
    std::optional<QString> digest;
    std::optional<QString> releaseTag;
    bool tagReserved = false;
    std::optional<QString> mediaType;
    QList<OciPlatformDescriptorSummary> platforms;
    QJsonObject raw;

    static std::optional<DeploymentPreflightRequestedImage>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// report.runtimeAttestation
struct DeploymentPreflightRuntimeAttestation
{
    qint64 requiredReplicaCount = 0;
    qint64 observedReplicaCount = 0;
    qint64 healthyReplicaCount = 0;
    qint64 verifiedReplicaCount = 0;
    bool consistentDigest = false;
    QJsonObject raw;

    static std::optional<DeploymentPreflightRuntimeAttestation>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// report.proposed (wire key `namespace` is a C++ keyword: the field is `namespaceName`).
struct DeploymentPreflightProposal
{
    QString namespaceName;
    QList<DeploymentPreflightProposedCorestoreResource> corestoreResources;
    bool namespaceReserved = false;
    bool inventoryComplete = false;
    BoolOrUnknown namespaceBlank;
    bool versionReserved = false;
    BoolOrUnknown wouldReplaceExistingState;
    QJsonObject raw;

    static std::optional<DeploymentPreflightProposal> fromJson(const QJsonValue& value, const QString& path,
                                                               DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IDeploymentPreflightReport (sanitized, read-only: `mutationPerformed` is always false).
struct DeploymentPreflightReport
{
    int schemaVersion = 2;
    QString decision; // "GO" | "NO-GO"
    bool mutationPerformed = false;
    qint64 generatedAt = 0; // ms since epoch
    DeploymentPreflightServiceSummary service;
    DeploymentPreflightSourceSummary source;
    DeploymentPreflightCurrentImage currentImage;
    DeploymentPreflightRequestedImage requestedImage;
    QList<DeploymentPreflightRuntimeTask> runtimeTasks;
    DeploymentPreflightRuntimeAttestation runtimeAttestation;
    QList<DeploymentPreflightPlatformBinding> platformBindings;
    QList<DeploymentPreflightCorestoreResource> corestoreResources;
    DeploymentPreflightProposal proposed;
    QList<DeploymentPreflightAuthorizationCheck> authorizationChecks;
    QList<DeploymentPreflightBlocker> compatibilityBlockers;
    QJsonObject raw;

    static std::optional<DeploymentPreflightReport> fromJson(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors);
    QJsonObject toJson() const;
    // GO only when the server said GO, nothing was mutated and there is no blocker (fail closed).
    bool isGo() const
    {
        return decision == QLatin1String("GO") && !mutationPerformed && compatibilityBlockers.isEmpty();
    }
    QStringList blockerCodes() const; // in report order
};

// `response.report` (getDeploymentPreflight), path `$.report`.
std::optional<DeploymentPreflightReport> decodePreflightReport(const QJsonObject& response,
                                                               DecodeErrors& errors);

// IGreenfieldDeploymentFence (defined in 12.0.0, not served by any request yet).
struct GreenfieldDeploymentFence
{
    QString sourceServiceId;
    QString sourceRevision;
    QString version;
    QString ociIndexDigest;
    QString configurationDigest;
    QString targetNamespace;
    QJsonObject raw;

    static std::optional<GreenfieldDeploymentFence> fromJson(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IGreenfieldDeploymentOperation.data. `state` must be one of allGreenfieldOperationStates().
struct GreenfieldDeploymentOperationData
{
    QString idempotencyKey;
    QString requestDigest; // TSha256Digest
    GreenfieldDeploymentFence fence;
    std::optional<QString> candidateServiceId;
    QString state;
    std::optional<qint64> routeGeneration;
    qint64 createdAt = 0;
    qint64 updatedAt = 0;
    std::optional<QString> failureCode;
    QJsonObject raw;

    static std::optional<GreenfieldDeploymentOperationData>
    fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct GreenfieldDeploymentOperation
{
    QString id;
    GreenfieldDeploymentOperationData data;
    QJsonObject raw;

    static std::optional<GreenfieldDeploymentOperation> fromJson(const QJsonValue& value, const QString& path,
                                                                 DecodeErrors& errors);
    QJsonObject toJson() const;
};

} // namespace core
} // namespace cloudly