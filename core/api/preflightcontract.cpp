#include "core/api/preflightcontract.h"

#include "core/api/contractfields_p.h"

#include <cmath>

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER

// A whole number within the safe range is written as an integer (readable, exact), anything else as a
// double.
QJsonValue jsonNumber(double d)
{
    if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= kMaxSafeInteger)
        return QJsonValue(static_cast<qint64>(d));
    return QJsonValue(d);
}

// Assigns a decoded required child (errors are already recorded when it is absent or wrong).
template <typename T> void assignRequired(T& target, JsonReader& r, QStringView key, DecodeErrors& errors)
{
    if (std::optional<T> v = requiredChild<T>(r, key, errors))
        target = std::move(*v);
}

BoolOrUnknown readBoolOrUnknown(JsonReader& r, QStringView key, DecodeErrors& errors)
{
    if (!r.has(key)) {
        r.fail(key, QStringLiteral("required value is missing"));
        return {};
    }
    return BoolOrUnknown::fromJson(r.object().value(key), r.childPath(key), errors).value_or(BoolOrUnknown{});
}

} // namespace

// ---- BoolOrUnknown

std::optional<BoolOrUnknown> BoolOrUnknown::fromJsonValue(const QJsonValue& value)
{
    if (value.isBool())
        return fromBool(value.toBool());
    if (value.isString() && value.toString() == QLatin1String("unknown"))
        return unknown();
    return std::nullopt;
}

std::optional<BoolOrUnknown> BoolOrUnknown::fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors)
{
    if (std::optional<BoolOrUnknown> v = fromJsonValue(value))
        return v;
    const QString got =
        value.isString() ? QStringLiteral("\"%1\"").arg(value.toString()) : jsonTypeName(value);
    errors.append({path, QStringLiteral("expected true, false or \"unknown\", got %1").arg(got)});
    return std::nullopt;
}

QJsonValue BoolOrUnknown::toJson() const
{
    switch (state) {
    case State::False:
        return false;
    case State::True:
        return true;
    case State::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString BoolOrUnknown::toString() const
{
    switch (state) {
    case State::False:
        return QStringLiteral("false");
    case State::True:
        return QStringLiteral("true");
    case State::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

// ---- DeploymentPreflightBlocker

std::optional<DeploymentPreflightBlocker>
DeploymentPreflightBlocker::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightBlocker out;
    if (r->has(u"code")) {
        if (std::optional<QString> code = r->optionalString(u"code")) {
            if (isBlockerCode(*code))
                out.code = *code;
            else
                r->fail(u"code", QStringLiteral("unknown blocker code \"%1\"").arg(*code));
        }
    } else {
        r->fail(u"code", QStringLiteral("required string is missing"));
    }
    out.message = r->requiredString(u"message");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightBlocker::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"code", code);
    o.insert(u"message", message);
    return o;
}

// ---- DeploymentPreflightAuthorizationCheck

std::optional<DeploymentPreflightAuthorizationCheck>
DeploymentPreflightAuthorizationCheck::fromJson(const QJsonValue& value, const QString& path,
                                                DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightAuthorizationCheck out;
    out.capability = r->requiredEnum(u"capability", allDeploymentCapabilities());
    out.granted = r->requiredBool(u"granted");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightAuthorizationCheck::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"capability", capability);
    o.insert(u"granted", granted);
    return o;
}

// ---- OciPlatformDescriptorSummary

std::optional<OciPlatformDescriptorSummary>
OciPlatformDescriptorSummary::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    OciPlatformDescriptorSummary out;
    out.os = r->requiredString(u"os");
    out.architecture = r->requiredString(u"architecture");
    out.digest = r->optionalString(u"digest");
    out.mediaType = r->optionalString(u"mediaType");
    out.runnable = r->requiredBool(u"runnable");
    out.manifestPresent = r->requiredBool(u"manifestPresent");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject OciPlatformDescriptorSummary::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"os", os);
    o.insert(u"architecture", architecture);
    writeOptional(o, u"digest", digest);
    writeOptional(o, u"mediaType", mediaType);
    o.insert(u"runnable", runnable);
    o.insert(u"manifestPresent", manifestPresent);
    return o;
}

// ---- DeploymentPreflightRuntimeTask

std::optional<DeploymentPreflightRuntimeTask>
DeploymentPreflightRuntimeTask::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightRuntimeTask out;
    out.deploymentId = r->requiredString(u"deploymentId");
    out.nodeName = r->optionalString(u"nodeName");
    out.status = r->requiredString(u"status");
    out.healthStatus = r->optionalString(u"healthStatus");
    out.imageReference = r->optionalString(u"imageReference");
    out.reportedDigest = r->optionalString(u"reportedDigest");
    out.verificationStatus = r->optionalEnum(u"verificationStatus", allRuntimeVerificationStatuses());
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightRuntimeTask::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"deploymentId", deploymentId);
    writeOptional(o, u"nodeName", nodeName);
    o.insert(u"status", status);
    writeOptional(o, u"healthStatus", healthStatus);
    writeOptional(o, u"imageReference", imageReference);
    writeOptional(o, u"reportedDigest", reportedDigest);
    writeOptional(o, u"verificationStatus", verificationStatus);
    return o;
}

// ---- DeploymentPreflightPlatformBinding

std::optional<DeploymentPreflightPlatformBinding>
DeploymentPreflightPlatformBinding::fromJson(const QJsonValue& value, const QString& path,
                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightPlatformBinding out;
    out.capability = r->requiredEnum(u"capability", allCorestoreCapabilities());
    out.desiredState = r->requiredEnum(u"desiredState", allPlatformBindingDesiredStates());
    out.status = r->requiredEnum(u"status", allPlatformBindingStatuses());
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightPlatformBinding::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"capability", capability);
    o.insert(u"desiredState", desiredState);
    o.insert(u"status", status);
    return o;
}

// ---- DeploymentPreflightCorestoreResource

std::optional<DeploymentPreflightCorestoreResource>
DeploymentPreflightCorestoreResource::fromJson(const QJsonValue& value, const QString& path,
                                               DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightCorestoreResource out;
    out.capability = r->requiredEnum(u"capability", allCorestoreCapabilities());
    out.provider = r->requiredString(u"provider");
    out.resourceName = r->requiredString(u"resourceName");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightCorestoreResource::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"capability", capability);
    o.insert(u"provider", provider);
    o.insert(u"resourceName", resourceName);
    return o;
}

// ---- DeploymentPreflightProposedCorestoreResource

std::optional<DeploymentPreflightProposedCorestoreResource>
DeploymentPreflightProposedCorestoreResource::fromJson(const QJsonValue& value, const QString& path,
                                                       DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightProposedCorestoreResource out;
    out.capability = r->requiredString(u"capability");
    out.resourceName = r->requiredString(u"resourceName");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

std::optional<DeploymentPreflightProposedCorestoreResource>
DeploymentPreflightProposedCorestoreResource::fromJsonStrict(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors)
{
    std::optional<DeploymentPreflightProposedCorestoreResource> out = fromJson(value, path, errors);
    if (out && !allCorestoreCapabilities().contains(out->capability)) {
        errors.append({path + QStringLiteral(".capability"),
                       QStringLiteral("unexpected value \"%1\" (expected one of %2)")
                           .arg(out->capability, allCorestoreCapabilities().join(QStringLiteral(", ")))});
        return std::nullopt;
    }
    return out;
}

QJsonObject DeploymentPreflightProposedCorestoreResource::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"capability", capability);
    o.insert(u"resourceName", resourceName);
    return o;
}

QJsonObject DeploymentPreflightProposedCorestoreResource::toWireJson() const
{
    return QJsonObject{{QStringLiteral("capability"), capability},
                       {QStringLiteral("resourceName"), resourceName}};
}

// ---- DeploymentReleaseEvidenceReference

std::optional<DeploymentReleaseEvidenceReference>
DeploymentReleaseEvidenceReference::fromJson(const QJsonValue& value, const QString& path,
                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentReleaseEvidenceReference out;
    out.kind = r->requiredString(u"kind");
    out.statementDigest = r->requiredString(u"statementDigest");
    out.subjectDigest = r->requiredString(u"subjectDigest");
    out.verifier = r->requiredString(u"verifier");
    out.verifiedAt = r->requiredNumber(u"verifiedAt");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentReleaseEvidenceReference::toJson() const
{
    QJsonObject o = raw;
    const QJsonObject wire = toWireJson();
    for (auto it = wire.constBegin(); it != wire.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject DeploymentReleaseEvidenceReference::toWireJson() const
{
    QJsonObject o;
    o.insert(u"kind", kind);
    o.insert(u"statementDigest", statementDigest);
    o.insert(u"subjectDigest", subjectDigest);
    o.insert(u"verifier", verifier);
    o.insert(u"verifiedAt", jsonNumber(verifiedAt));
    return o;
}

// ---- DeploymentReleaseEvidence

std::optional<DeploymentReleaseEvidence>
DeploymentReleaseEvidence::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentReleaseEvidence out;
    out.sourceRevision = r->requiredString(u"sourceRevision");
    out.version = r->requiredString(u"version");
    out.configurationDigest = r->requiredString(u"configurationDigest");
    out.ociIndexDigest = r->requiredString(u"ociIndexDigest");
    out.releaseAuthorized = r->requiredBool(u"releaseAuthorized");
    out.attestations = childList<DeploymentReleaseEvidenceReference>(*r, u"attestations", true, errors);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentReleaseEvidence::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"sourceRevision", sourceRevision);
    o.insert(u"version", version);
    o.insert(u"configurationDigest", configurationDigest);
    o.insert(u"ociIndexDigest", ociIndexDigest);
    o.insert(u"releaseAuthorized", releaseAuthorized);
    o.insert(u"attestations", toArray(attestations));
    return o;
}

QJsonObject DeploymentReleaseEvidence::toWireJson() const
{
    QJsonArray a;
    for (const DeploymentReleaseEvidenceReference& ref : attestations)
        a.append(ref.toWireJson());
    QJsonObject o;
    o.insert(u"sourceRevision", sourceRevision);
    o.insert(u"version", version);
    o.insert(u"configurationDigest", configurationDigest);
    o.insert(u"ociIndexDigest", ociIndexDigest);
    o.insert(u"releaseAuthorized", releaseAuthorized);
    o.insert(u"attestations", a);
    return o;
}

// ---- DeploymentPreflightRequestData

std::optional<DeploymentPreflightRequestData>
DeploymentPreflightRequestData::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightRequestData out;
    out.requestId = r->requiredString(u"requestId");
    out.serviceId = r->requiredString(u"serviceId");
    out.sourceRevision = r->requiredString(u"sourceRevision");
    out.sourceDirty = r->requiredBool(u"sourceDirty");
    out.version = r->requiredString(u"version");
    out.intentDigest = r->requiredString(u"intentDigest");
    out.proposedNamespace = r->requiredString(u"proposedNamespace");
    out.proposedCorestoreResources = childList<DeploymentPreflightProposedCorestoreResource>(
        *r, u"proposedCorestoreResources", true, errors);
    out.ociIndexDigest = r->optionalString(u"ociIndexDigest");
    out.releaseTag = r->optionalString(u"releaseTag");
    out.releaseEvidence = optionalChild<DeploymentReleaseEvidence>(*r, u"releaseEvidence", errors);
    out.greenfield = r->optionalBool(u"greenfield").value_or(true);
    out.raw = r->object();
    // An exported wire request may carry the caller's identity (with its JWT): never keep it.
    out.raw.remove(u"identity");
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightRequestData::toJson() const
{
    QJsonArray resources;
    for (const DeploymentPreflightProposedCorestoreResource& res : proposedCorestoreResources)
        resources.append(res.toWireJson());
    QJsonObject o;
    o.insert(u"requestId", requestId);
    o.insert(u"serviceId", serviceId);
    o.insert(u"sourceRevision", sourceRevision);
    o.insert(u"sourceDirty", sourceDirty);
    o.insert(u"version", version);
    o.insert(u"intentDigest", intentDigest);
    o.insert(u"proposedNamespace", proposedNamespace);
    o.insert(u"proposedCorestoreResources", resources);
    if (ociIndexDigest)
        o.insert(u"ociIndexDigest", *ociIndexDigest);
    if (releaseTag)
        o.insert(u"releaseTag", *releaseTag);
    if (releaseEvidence)
        o.insert(u"releaseEvidence", releaseEvidence->toWireJson());
    o.insert(u"greenfield", greenfield);
    return o;
}

QJsonObject DeploymentPreflightRequestData::toRequestJson(const QJsonObject& identity) const
{
    QJsonObject o = toJson();
    o.insert(u"identity", identity);
    return o;
}

// ---- report parts

std::optional<DeploymentPreflightServiceSummary>
DeploymentPreflightServiceSummary::fromJson(const QJsonValue& value, const QString& path,
                                            DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightServiceSummary out;
    out.serviceId = r->requiredString(u"serviceId");
    out.serviceName = r->requiredString(u"serviceName");
    out.workspaceIdentity = r->requiredString(u"workspaceIdentity");
    out.registryHost = r->requiredString(u"registryHost");
    out.registryRepository = r->requiredString(u"registryRepository");
    out.deployOnPush = r->requiredBool(u"deployOnPush");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightServiceSummary::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"serviceId", serviceId);
    o.insert(u"serviceName", serviceName);
    o.insert(u"workspaceIdentity", workspaceIdentity);
    o.insert(u"registryHost", registryHost);
    o.insert(u"registryRepository", registryRepository);
    o.insert(u"deployOnPush", deployOnPush);
    return o;
}

std::optional<DeploymentPreflightSourceSummary>
DeploymentPreflightSourceSummary::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightSourceSummary out;
    out.revision = r->requiredString(u"revision");
    out.dirty = r->requiredBool(u"dirty");
    out.version = r->requiredString(u"version");
    out.intentDigest = r->requiredString(u"intentDigest");
    out.configurationDigest = r->requiredString(u"configurationDigest");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightSourceSummary::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"revision", revision);
    o.insert(u"dirty", dirty);
    o.insert(u"version", version);
    o.insert(u"intentDigest", intentDigest);
    o.insert(u"configurationDigest", configurationDigest);
    return o;
}

std::optional<DeploymentPreflightCurrentImage>
DeploymentPreflightCurrentImage::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightCurrentImage out;
    out.tag = r->optionalString(u"tag");
    out.digest = r->optionalString(u"digest");
    out.imageReference = r->optionalString(u"imageReference");
    out.mutableReference = r->requiredBool(u"mutableReference");
    out.mediaType = r->optionalString(u"mediaType");
    out.platforms = childList<OciPlatformDescriptorSummary>(*r, u"platforms", true, errors);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightCurrentImage::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"tag", tag);
    writeOptional(o, u"digest", digest);
    writeOptional(o, u"imageReference", imageReference);
    o.insert(u"mutableReference", mutableReference);
    writeOptional(o, u"mediaType", mediaType);
    o.insert(u"platforms", toArray(platforms));
    return o;
}

std::optional<DeploymentPreflightRequestedImage>
DeploymentPreflightRequestedImage::fromJson(const QJsonValue& value, const QString& path,
                                            DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightRequestedImage out;
    out.digest = r->optionalString(u"digest");
    out.releaseTag = r->optionalString(u"releaseTag");
    out.tagReserved = r->requiredBool(u"tagReserved");
    out.mediaType = r->optionalString(u"mediaType");
    out.platforms = childList<OciPlatformDescriptorSummary>(*r, u"platforms", true, errors);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightRequestedImage::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"digest", digest);
    writeOptional(o, u"releaseTag", releaseTag);
    o.insert(u"tagReserved", tagReserved);
    writeOptional(o, u"mediaType", mediaType);
    o.insert(u"platforms", toArray(platforms));
    return o;
}

std::optional<DeploymentPreflightRuntimeAttestation>
DeploymentPreflightRuntimeAttestation::fromJson(const QJsonValue& value, const QString& path,
                                                DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightRuntimeAttestation out;
    out.requiredReplicaCount = r->requiredInteger(u"requiredReplicaCount");
    out.observedReplicaCount = r->requiredInteger(u"observedReplicaCount");
    out.healthyReplicaCount = r->requiredInteger(u"healthyReplicaCount");
    out.verifiedReplicaCount = r->requiredInteger(u"verifiedReplicaCount");
    out.consistentDigest = r->requiredBool(u"consistentDigest");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightRuntimeAttestation::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"requiredReplicaCount", QJsonValue(requiredReplicaCount));
    o.insert(u"observedReplicaCount", QJsonValue(observedReplicaCount));
    o.insert(u"healthyReplicaCount", QJsonValue(healthyReplicaCount));
    o.insert(u"verifiedReplicaCount", QJsonValue(verifiedReplicaCount));
    o.insert(u"consistentDigest", consistentDigest);
    return o;
}

std::optional<DeploymentPreflightProposal>
DeploymentPreflightProposal::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightProposal out;
    out.namespaceName = r->requiredString(u"namespace");
    out.corestoreResources = r->objectList<DeploymentPreflightProposedCorestoreResource>(
        u"corestoreResources", true, [&errors](JsonReader& item) {
            return DeploymentPreflightProposedCorestoreResource::fromJsonStrict(item.object(), item.path(),
                                                                                errors);
        });
    out.namespaceReserved = r->requiredBool(u"namespaceReserved");
    out.inventoryComplete = r->requiredBool(u"inventoryComplete");
    out.namespaceBlank = readBoolOrUnknown(*r, u"namespaceBlank", errors);
    out.versionReserved = r->requiredBool(u"versionReserved");
    out.wouldReplaceExistingState = readBoolOrUnknown(*r, u"wouldReplaceExistingState", errors);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightProposal::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"namespace", namespaceName);
    o.insert(u"corestoreResources", toArray(corestoreResources));
    o.insert(u"namespaceReserved", namespaceReserved);
    o.insert(u"inventoryComplete", inventoryComplete);
    o.insert(u"namespaceBlank", namespaceBlank.toJson());
    o.insert(u"versionReserved", versionReserved);
    o.insert(u"wouldReplaceExistingState", wouldReplaceExistingState.toJson());
    return o;
}

// ---- DeploymentPreflightReport

std::optional<DeploymentPreflightReport>
DeploymentPreflightReport::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    DeploymentPreflightReport out;

    // schemaVersion: the literal 2. Another version is another contract: refuse it.
    if (!r->has(u"schemaVersion")) {
        r->fail(u"schemaVersion", QStringLiteral("required number is missing"));
    } else if (const std::optional<double> v = r->optionalNumber(u"schemaVersion")) {
        if (*v != 2.0)
            r->fail(u"schemaVersion", QStringLiteral("unsupported schema version %1 (expected 2)").arg(*v));
        else
            out.schemaVersion = 2;
    }

    out.decision = r->requiredEnum(u"decision", {QStringLiteral("GO"), QStringLiteral("NO-GO")});

    // mutationPerformed: the literal false. A report claiming a mutation is not a preflight.
    if (!r->has(u"mutationPerformed")) {
        r->fail(u"mutationPerformed", QStringLiteral("required boolean is missing"));
    } else if (const std::optional<bool> m = r->optionalBool(u"mutationPerformed")) {
        out.mutationPerformed = *m;
        if (*m)
            r->fail(u"mutationPerformed",
                    QStringLiteral("expected false (a preflight never mutates), got true"));
    }

    out.generatedAt = r->requiredInteger(u"generatedAt");
    assignRequired(out.service, *r, u"service", errors);
    assignRequired(out.source, *r, u"source", errors);
    assignRequired(out.currentImage, *r, u"currentImage", errors);
    assignRequired(out.requestedImage, *r, u"requestedImage", errors);
    out.runtimeTasks = childList<DeploymentPreflightRuntimeTask>(*r, u"runtimeTasks", true, errors);
    assignRequired(out.runtimeAttestation, *r, u"runtimeAttestation", errors);
    out.platformBindings =
        childList<DeploymentPreflightPlatformBinding>(*r, u"platformBindings", true, errors);
    out.corestoreResources =
        childList<DeploymentPreflightCorestoreResource>(*r, u"corestoreResources", true, errors);
    assignRequired(out.proposed, *r, u"proposed", errors);
    out.authorizationChecks =
        childList<DeploymentPreflightAuthorizationCheck>(*r, u"authorizationChecks", true, errors);
    out.compatibilityBlockers =
        childList<DeploymentPreflightBlocker>(*r, u"compatibilityBlockers", true, errors);

    // GO exactly when there is no blocker. A GO next to blockers is contradictory: fail closed.
    if (out.decision == QLatin1String("GO") && r->has(u"compatibilityBlockers")) {
        const QJsonValue blockers = r->object().value(u"compatibilityBlockers");
        if (blockers.isArray() && !blockers.toArray().isEmpty())
            r->fail(u"decision", QStringLiteral("\"GO\" contradicts %1 compatibility blocker(s)")
                                     .arg(blockers.toArray().size()));
    }

    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject DeploymentPreflightReport::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"schemaVersion", schemaVersion);
    o.insert(u"decision", decision);
    o.insert(u"mutationPerformed", mutationPerformed);
    o.insert(u"generatedAt", QJsonValue(generatedAt));
    o.insert(u"service", service.toJson());
    o.insert(u"source", source.toJson());
    o.insert(u"currentImage", currentImage.toJson());
    o.insert(u"requestedImage", requestedImage.toJson());
    o.insert(u"runtimeTasks", toArray(runtimeTasks));
    o.insert(u"runtimeAttestation", runtimeAttestation.toJson());
    o.insert(u"platformBindings", toArray(platformBindings));
    o.insert(u"corestoreResources", toArray(corestoreResources));
    o.insert(u"proposed", proposed.toJson());
    o.insert(u"authorizationChecks", toArray(authorizationChecks));
    o.insert(u"compatibilityBlockers", toArray(compatibilityBlockers));
    return o;
}

QStringList DeploymentPreflightReport::blockerCodes() const
{
    QStringList out;
    out.reserve(compatibilityBlockers.size());
    for (const DeploymentPreflightBlocker& b : compatibilityBlockers)
        out << b.code;
    return out;
}

std::optional<DeploymentPreflightReport> decodePreflightReport(const QJsonObject& response,
                                                               DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return requiredChild<DeploymentPreflightReport>(r, u"report", errors);
}

// ---- Greenfield operations

std::optional<GreenfieldDeploymentFence>
GreenfieldDeploymentFence::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    GreenfieldDeploymentFence out;
    out.sourceServiceId = r->requiredString(u"sourceServiceId");
    out.sourceRevision = r->requiredString(u"sourceRevision");
    out.version = r->requiredString(u"version");
    out.ociIndexDigest = r->requiredString(u"ociIndexDigest");
    out.configurationDigest = r->requiredString(u"configurationDigest");
    out.targetNamespace = r->requiredString(u"targetNamespace");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject GreenfieldDeploymentFence::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"sourceServiceId", sourceServiceId);
    o.insert(u"sourceRevision", sourceRevision);
    o.insert(u"version", version);
    o.insert(u"ociIndexDigest", ociIndexDigest);
    o.insert(u"configurationDigest", configurationDigest);
    o.insert(u"targetNamespace", targetNamespace);
    return o;
}

std::optional<GreenfieldDeploymentOperationData>
GreenfieldDeploymentOperationData::fromJson(const QJsonValue& value, const QString& path,
                                            DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    GreenfieldDeploymentOperationData out;
    out.idempotencyKey = r->requiredString(u"idempotencyKey");
    out.requestDigest = r->requiredString(u"requestDigest");
    assignRequired(out.fence, *r, u"fence", errors);
    out.candidateServiceId = r->optionalString(u"candidateServiceId");
    out.state = r->requiredEnum(u"state", allGreenfieldOperationStates());
    out.routeGeneration = r->optionalInteger(u"routeGeneration");
    out.createdAt = r->requiredInteger(u"createdAt");
    out.updatedAt = r->requiredInteger(u"updatedAt");
    out.failureCode = r->optionalString(u"failureCode");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject GreenfieldDeploymentOperationData::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"idempotencyKey", idempotencyKey);
    o.insert(u"requestDigest", requestDigest);
    o.insert(u"fence", fence.toJson());
    writeOptional(o, u"candidateServiceId", candidateServiceId);
    o.insert(u"state", state);
    writeOptional(o, u"routeGeneration", routeGeneration);
    o.insert(u"createdAt", QJsonValue(createdAt));
    o.insert(u"updatedAt", QJsonValue(updatedAt));
    writeOptional(o, u"failureCode", failureCode);
    return o;
}

std::optional<GreenfieldDeploymentOperation>
GreenfieldDeploymentOperation::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    GreenfieldDeploymentOperation out;
    out.id = r->requiredString(u"id");
    assignRequired(out.data, *r, u"data", errors);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject GreenfieldDeploymentOperation::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

} // namespace core
} // namespace cloudly