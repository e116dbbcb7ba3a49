#include "core/demo/demopreflight.h"

#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/preflight/digest.h"
#include "core/preflight/validators.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cloudly {
namespace core {
namespace js = preflight::js;
using preflight::Blocker;

namespace {

const QStringList& capabilities()
{
    static const QStringList names = {
        QStringLiteral("deployment:preflight"), QStringLiteral("deployment:create-greenfield"),
        QStringLiteral("deployment:promote-route"), QStringLiteral("deployment:rollback-route")};
    return names;
}

const QStringList& indexMediaTypes()
{
    static const QStringList types = {
        QStringLiteral("application/vnd.oci.image.index.v1+json"),
        QStringLiteral("application/vnd.docker.distribution.manifest.list.v2+json")};
    return types;
}

const QJsonValue kUndefined(QJsonValue::Undefined);

bool isNullish(const QJsonValue& v)
{
    return v.isUndefined() || v.isNull();
}

// JavaScript truthiness of a JSON value.
bool isTruthy(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool();
    case QJsonValue::Double:
        return v.toDouble() != 0 && !std::isnan(v.toDouble());
    case QJsonValue::String:
        return !v.toString().isEmpty();
    case QJsonValue::Array:
    case QJsonValue::Object:
        return true;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return false;
    }
    return false;
}

bool isTrue(const QJsonValue& v)
{
    return v.isBool() && v.toBool();
}

// `a ?? b`
QJsonValue orElse(const QJsonValue& a, const QJsonValue& b)
{
    return isNullish(a) ? b : a;
}

bool isAcceptableDigest(const QJsonValue& v)
{
    return v.isString() && preflight::isCanonicalSha256(v.toString());
}

bool isBoundedId(const QJsonValue& v)
{
    return v.isString() && !js::isBlank(v.toString()) && v.toString().size() <= 200;
}

bool isDnsLabel(const QJsonValue& v)
{
    static const QRegularExpression pattern(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")));
    return v.isString() && pattern.match(v.toString()).hasMatch();
}

// Array.prototype.includes with strict equality.
bool includes(const QJsonValue& array, const QJsonValue& needle)
{
    if (!array.isArray())
        return false;
    const QJsonArray a = array.toArray();
    return std::any_of(a.begin(), a.end(), [&](const QJsonValue& v) { return js::strictEquals(v, needle); });
}

bool hasCode(const QList<Blocker>& blockers, QLatin1String code)
{
    return std::any_of(blockers.begin(), blockers.end(), [&](const Blocker& b) { return b.code == code; });
}

// JS template literal interpolation.
QString str(const QJsonValue& v)
{
    return js::toString(v);
}

QJsonObject blocker(const Blocker& b)
{
    return QJsonObject{{QStringLiteral("code"), b.code}, {QStringLiteral("message"), b.message}};
}

} // namespace

DemoPreflight::DemoPreflight(const DemoData& data, const DemoAuth& auth) : m_data(data), m_auth(auth) {}

DemoPreflight::Result DemoPreflight::evaluate(const QJsonObject& request, const QString& callerUserId) const
{
    return evaluate(request, callerUserId, QDateTime::currentMSecsSinceEpoch());
}

// §1.5 "Default state"; `known` false is the rule-2 fallback (no service, targetPlatforms []).
QJsonObject DemoPreflight::serviceState(const QString& serviceId, bool known) const
{
    if (known) {
        const QJsonValue state =
            m_data.preflight().toObject().value(QLatin1String("services")).toObject().value(serviceId);
        if (!isNullish(state))
            return state.toObject();
    }
    QStringList platforms;
    if (known) {
        for (int index : m_data.deploymentsOfService(serviceId)) {
            const QJsonObject deployment = m_data.deployments().objectAt(index);
            const int node = m_data.nodes().indexOf(deployment.value(QLatin1String("nodeId")).toString());
            if (node < 0)
                continue;
            const QJsonObject data = m_data.nodes().objectAt(node).value(QLatin1String("data")).toObject();
            const QString platform =
                str(orElse(data.value(QLatin1String("os")), QStringLiteral("linux"))) + QLatin1Char('/') +
                str(orElse(data.value(QLatin1String("architecture")), QStringLiteral("amd64")));
            if (!platforms.contains(platform))
                platforms.append(platform);
        }
        // JS Array.prototype.sort(): UTF-16 code unit order, which QString::operator< is.
        std::sort(platforms.begin(), platforms.end());
    }
    return QJsonObject{
        {QStringLiteral("workspaceIdentity"), QString()},
        {QStringLiteral("registryHost"), QString()},
        {QStringLiteral("registryRepository"), QString()},
        {QStringLiteral("deployOnPush"), false},
        {QStringLiteral("configurationDigest"), QJsonValue::Null},
        {QStringLiteral("inventoryComplete"), false},
        {QStringLiteral("targetPlatforms"), QJsonArray::fromStringList(platforms)},
        {QStringLiteral("releasedVersions"), QJsonArray()},
        {QStringLiteral("currentImage"), QJsonObject{{QStringLiteral("mutableReference"), false},
                                                     {QStringLiteral("platforms"), QJsonArray()}}},
        {QStringLiteral("runtimeTasks"), QJsonArray()},
        {QStringLiteral("runtimeAttestation"), QJsonObject{{QStringLiteral("requiredReplicaCount"), 0},
                                                           {QStringLiteral("observedReplicaCount"), 0},
                                                           {QStringLiteral("healthyReplicaCount"), 0},
                                                           {QStringLiteral("verifiedReplicaCount"), 0},
                                                           {QStringLiteral("consistentDigest"), true}}},
        {QStringLiteral("platformBindings"), QJsonArray()},
        {QStringLiteral("corestoreResources"), QJsonArray()},
    };
}

DemoPreflight::Result DemoPreflight::evaluate(const QJsonObject& req, const QString& callerUserId,
                                              qint64 now) const
{
    Result result;
    const auto v = [&req](const char* key) { return req.value(QLatin1String(key)); };

    // Rule 1: the shared client validator.
    QList<Blocker> blockers = preflight::validateRequest(req);
    const QList<Blocker> rule1 = blockers;

    // Rule 2: service lookup.
    const QJsonValue serviceIdValue = v("serviceId");
    const bool serviceIdOk = isBoundedId(serviceIdValue);
    const int serviceIndex = serviceIdOk ? m_data.services().indexOf(serviceIdValue.toString()) : -1;
    const QString serviceId = serviceIdValue.isString() ? serviceIdValue.toString() : QString();
    result.serviceId = serviceId;
    if (serviceIdOk && serviceIndex < 0) {
        result.serviceNotFound = true;
        return result;
    }
    const bool haveService = serviceIndex >= 0;
    const QJsonObject service = haveService ? m_data.services().objectAt(serviceIndex) : QJsonObject();
    const QJsonObject state = serviceState(serviceId, haveService);
    const auto s = [&state](const char* key) { return state.value(QLatin1String(key)); };

    // Rule 3: authorization, from the stored user (never from the identity payload).
    const bool isAdmin =
        m_auth.hasUser(callerUserId) && m_auth.userRole(callerUserId) == QLatin1String("admin");
    const QStringList granted = m_auth.grant(callerUserId, serviceId);
    QJsonArray authorizationChecks;
    for (qsizetype i = 0; i < capabilities().size(); ++i) {
        const QString& capability = capabilities().at(i);
        const bool ok = isAdmin || granted.contains(capability);
        authorizationChecks.append(
            QJsonObject{{QStringLiteral("capability"), capability}, {QStringLiteral("granted"), ok}});
        if (i < 2 && !ok)
            blockers.append({QStringLiteral("AUTHORIZATION_MISSING"),
                             QStringLiteral("Missing %1 capability for %2.").arg(capability, serviceId)});
    }

    // Request-derived report fields.
    const QJsonValue ociIndexDigest = v("ociIndexDigest");
    const bool digestOk = isAcceptableDigest(ociIndexDigest);
    QJsonObject index;
    bool haveIndex = false;
    if (digestOk) {
        for (const QJsonValue& candidate : m_data.ociIndexes().toArray()) {
            if (candidate.isObject() &&
                js::strictEquals(candidate.toObject().value(QLatin1String("digest")), ociIndexDigest)) {
                index = candidate.toObject();
                haveIndex = true;
                break;
            }
        }
    }
    const QJsonValue releaseTag = v("releaseTag");
    const bool releaseTagPresent = releaseTag.isString() && !js::isBlank(releaseTag.toString());
    const bool tagReserved =
        haveIndex && releaseTagPresent &&
        includes(orElse(index.value(QLatin1String("releaseTags")), QJsonArray()), releaseTag);
    const QJsonValue ns = v("proposedNamespace");
    const bool nsOk = isDnsLabel(ns);
    const QJsonObject preflightState = m_data.preflight().toObject();
    const QJsonValue ownedNamespaces = preflightState.value(QLatin1String("ownedNamespaces"));
    QJsonValue owner = kUndefined;
    if (nsOk && ownedNamespaces.isObject() && ownedNamespaces.toObject().contains(ns.toString()))
        owner = ownedNamespaces.toObject().value(ns.toString());
    const bool hasOwner = !owner.isUndefined();
    const bool unproven =
        nsOk && includes(orElse(preflightState.value(QLatin1String("unprovenNamespaces")), QJsonArray()), ns);
    const bool namespaceReserved = nsOk && !hasOwner;
    const QJsonValue namespaceBlank =
        !nsOk || unproven ? QJsonValue(QStringLiteral("unknown")) : QJsonValue(!hasOwner);
    const bool replacesOwn = hasOwner && js::strictEquals(owner, QJsonValue(serviceId));
    const QJsonValue wouldReplaceExistingState = replacesOwn || !isTrue(v("greenfield")) ? QJsonValue(true)
                                                 : !nsOk ? QJsonValue(QStringLiteral("unknown"))
                                                         : QJsonValue(false);
    const QJsonValue version = v("version");
    const bool released =
        s("releasedVersions").isArray() && version.isString() && includes(s("releasedVersions"), version);
    const bool versionReserved = !hasCode(rule1, QLatin1String("VERSION_NOT_RESERVED")) && !released;

    if (haveService) {
        // Rule 4.
        if (isNullish(s("configurationDigest")))
            blockers.append(
                {QStringLiteral("CONFIGURATION_DIGEST_INVALID"),
                 QStringLiteral("Cloudly cannot compute a configuration digest for %1.").arg(serviceId)});
        // Rule 5.
        const QJsonObject current =
            orElse(s("currentImage"), QJsonObject{{QStringLiteral("mutableReference"), false},
                                                  {QStringLiteral("platforms"), QJsonArray()}})
                .toObject();
        if (isTrue(current.value(QLatin1String("mutableReference")))) {
            const QJsonValue ref = orElse(
                orElse(current.value(QLatin1String("imageReference")), current.value(QLatin1String("tag"))),
                QStringLiteral("(none)"));
            blockers.append({QStringLiteral("CURRENT_REFERENCE_MUTABLE"),
                             QStringLiteral("Current image reference %1 is mutable.").arg(str(ref))});
        }
        // Rule 6.
        const QJsonArray tasks = orElse(s("runtimeTasks"), QJsonArray()).toArray();
        for (const QJsonValue& t : tasks) {
            const QJsonObject task = t.toObject();
            if (js::strictEquals(task.value(QLatin1String("status")),
                                 QJsonValue(QStringLiteral("running"))) &&
                !isTruthy(task.value(QLatin1String("reportedDigest")))) {
                blockers.append({QStringLiteral("CURRENT_RUNTIME_DIGEST_MISSING"),
                                 QStringLiteral("Running task %1 on %2 reports no image digest.")
                                     .arg(str(task.value(QLatin1String("deploymentId"))),
                                          str(orElse(task.value(QLatin1String("nodeName")),
                                                     QStringLiteral("(unknown node)"))))});
            }
        }
        // Rule 7.
        if (ociIndexDigest.isUndefined()) {
            if (!hasCode(rule1, QLatin1String("OCI_INDEX_DIGEST_REQUIRED")))
                blockers.append({QStringLiteral("OCI_INDEX_DIGEST_REQUIRED"),
                                 QStringLiteral("An OCI index digest is required.")});
        } else if (digestOk && !haveIndex) {
            blockers.append(
                {QStringLiteral("OCI_INDEX_NOT_FOUND"),
                 QStringLiteral("OCI index %1 was not found in %2/%3.")
                     .arg(ociIndexDigest.toString(), str(s("registryHost")), str(s("registryRepository")))});
        } else if (haveIndex) {
            const QJsonValue mediaType = index.value(QLatin1String("mediaType"));
            if (!mediaType.isString() || !indexMediaTypes().contains(mediaType.toString())) {
                blockers.append(
                    {QStringLiteral("OCI_INDEX_MEDIA_TYPE_REQUIRED"),
                     QStringLiteral("Requested image has media type %1; an OCI image index or Docker "
                                    "manifest list is required.")
                         .arg(str(orElse(mediaType, QStringLiteral("(none)"))))});
            } else {
                const QJsonArray platforms =
                    orElse(index.value(QLatin1String("platforms")), QJsonArray()).toArray();
                for (const QJsonValue& target : orElse(s("targetPlatforms"), QJsonArray()).toArray()) {
                    const QString p = str(target);
                    const QString os = p.section(QLatin1Char('/'), 0, 0);
                    const QString arch = p.section(QLatin1Char('/'), 1, 1);
                    const bool found =
                        std::any_of(platforms.begin(), platforms.end(), [&](const QJsonValue& x) {
                            const QJsonObject o = x.toObject();
                            return js::strictEquals(o.value(QLatin1String("os")), QJsonValue(os)) &&
                                   js::strictEquals(o.value(QLatin1String("architecture")),
                                                    QJsonValue(arch)) &&
                                   isTrue(o.value(QLatin1String("runnable")));
                        });
                    if (!found)
                        blockers.append(
                            {QStringLiteral("OCI_PLATFORM_MISSING"),
                             QStringLiteral(
                                 "OCI index has no runnable %1 platform required by the target nodes.")
                                 .arg(p)});
                }
                for (const QJsonValue& x : platforms) {
                    const QJsonObject o = x.toObject();
                    if (isTrue(o.value(QLatin1String("runnable"))) &&
                        !isTrue(o.value(QLatin1String("manifestPresent"))))
                        blockers.append(
                            {QStringLiteral("OCI_PLATFORM_MANIFEST_MISSING"),
                             QStringLiteral("Manifest for platform %1/%2 is missing from the OCI index.")
                                 .arg(str(o.value(QLatin1String("os"))),
                                      str(o.value(QLatin1String("architecture"))))});
                }
            }
        }
        // Rule 8.
        if (!releaseTagPresent)
            blockers.append({QStringLiteral("IMMUTABLE_RELEASE_TAG_REQUIRED"),
                             QStringLiteral("An immutable release tag is required.")});
        else if (haveIndex && !tagReserved)
            blockers.append({QStringLiteral("IMMUTABLE_RELEASE_TAG_NOT_RESERVED"),
                             QStringLiteral("Release tag %1 is not reserved for the requested OCI index.")
                                 .arg(releaseTag.toString())});
        // Rule 9.
        const QJsonValue evidence = v("releaseEvidence");
        if (evidence.isUndefined())
            blockers.append({QStringLiteral("RELEASE_EVIDENCE_MISSING"),
                             QStringLiteral("Release evidence is required.")});
        else
            blockers.append(preflight::validateReleaseEvidence(evidence, v("sourceRevision"), version,
                                                               s("configurationDigest"), ociIndexDigest));
        // Rule 10.
        if (released)
            blockers.append(
                {QStringLiteral("VERSION_COLLISION"), QStringLiteral("Version %1 is already released for %2.")
                                                          .arg(version.toString(), serviceId)});
        // Rule 11.
        if (hasOwner && !js::strictEquals(owner, QJsonValue(serviceId)))
            blockers.append({QStringLiteral("NAMESPACE_COLLISION"),
                             QStringLiteral("Namespace %1 is owned by %2.").arg(ns.toString(), str(owner))});
        else if (unproven)
            blockers.append({QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK"),
                             QStringLiteral("Namespace %1 cannot be proven blank.").arg(ns.toString())});
        // Rule 12.
        if (replacesOwn && !hasCode(rule1, QLatin1String("WOULD_REPLACE_EXISTING_STATE")))
            blockers.append(
                {QStringLiteral("WOULD_REPLACE_EXISTING_STATE"),
                 QStringLiteral("Namespace %1 already holds state of %2.").arg(ns.toString(), serviceId)});
        // Rule 13.
        if (!isTrue(s("inventoryComplete")))
            blockers.append({QStringLiteral("CORESTORE_INVENTORY_UNAVAILABLE"),
                             QStringLiteral("Corestore inventory for %1 is incomplete.").arg(serviceId)});
        // Rule 14.
        const QJsonObject caps = preflightState.value(QLatin1String("capabilities")).toObject();
        if (!isTrue(caps.value(QLatin1String("greenfieldExecution"))))
            blockers.append({QStringLiteral("GREENFIELD_EXECUTION_UNAVAILABLE"),
                             QStringLiteral("Greenfield execution is not available on this Cloudly.")});
        if (!isTrue(caps.value(QLatin1String("routePromotionFence"))))
            blockers.append({QStringLiteral("ROUTE_PROMOTION_FENCE_UNAVAILABLE"),
                             QStringLiteral("Route promotion fencing is not available on this Cloudly.")});
        if (!isTrue(caps.value(QLatin1String("postDeploymentVerification"))))
            blockers.append(
                {QStringLiteral("POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE"),
                 QStringLiteral("Post-deployment verification is not available on this Cloudly.")});
        // Rule 15.
        const QJsonObject att = orElse(s("runtimeAttestation"), QJsonObject()).toObject();
        const auto mismatched = std::count_if(tasks.begin(), tasks.end(), [](const QJsonValue& t) {
            return js::strictEquals(t.toObject().value(QLatin1String("verificationStatus")),
                                    QJsonValue(QStringLiteral("mismatched")));
        });
        const QJsonValue verified = orElse(att.value(QLatin1String("verifiedReplicaCount")), 0);
        const QJsonValue required = orElse(att.value(QLatin1String("requiredReplicaCount")), 0);
        const bool inconsistent =
            js::strictEquals(att.value(QLatin1String("consistentDigest")), QJsonValue(false));
        if (inconsistent || mismatched > 0 || verified.toDouble() < required.toDouble())
            blockers.append(
                {QStringLiteral("RUNTIME_ATTESTATION_MISMATCH"),
                 QStringLiteral("Runtime attestation mismatch for %1: %2 of %3 required replicas verified, "
                                "%4 mismatched, digests %5.")
                     .arg(serviceId, str(verified), str(required), QString::number(mismatched),
                          inconsistent ? QStringLiteral("inconsistent") : QStringLiteral("consistent"))});
    }

    // Proposed resources: the well-formed records, reduced to {capability, resourceName}.
    QJsonArray proposedResources;
    for (const QJsonValue& r : v("proposedCorestoreResources").toArray()) {
        const QJsonObject o = r.toObject();
        const QJsonValue capability = o.value(QLatin1String("capability"));
        const QJsonValue resourceName = o.value(QLatin1String("resourceName"));
        if (r.isObject() && capability.isString() &&
            (capability.toString() == QLatin1String("database") ||
             capability.toString() == QLatin1String("objectstorage")) &&
            isDnsLabel(resourceName))
            proposedResources.append(QJsonObject{{QStringLiteral("capability"), capability},
                                                 {QStringLiteral("resourceName"), resourceName}});
    }

    QJsonObject requestedImage{
        {QStringLiteral("tagReserved"), tagReserved},
        {QStringLiteral("platforms"),
         orElse(haveIndex ? index.value(QLatin1String("platforms")) : kUndefined, QJsonArray())}};
    if (digestOk)
        requestedImage.insert(QStringLiteral("digest"), ociIndexDigest);
    if (releaseTag.isString())
        requestedImage.insert(QStringLiteral("releaseTag"), releaseTag);
    if (haveIndex && isTruthy(index.value(QLatin1String("mediaType"))))
        requestedImage.insert(QStringLiteral("mediaType"), index.value(QLatin1String("mediaType")));

    const auto stringOr = [](const QJsonValue& value) {
        return value.isString() ? value.toString() : QString();
    };
    QJsonObject report{
        {QStringLiteral("schemaVersion"), 2},
        {QStringLiteral("decision"), blockers.isEmpty() ? QStringLiteral("GO") : QStringLiteral("NO-GO")},
        {QStringLiteral("mutationPerformed"), false},
        {QStringLiteral("generatedAt"), now},
        {QStringLiteral("service"),
         QJsonObject{
             {QStringLiteral("serviceId"), serviceId},
             {QStringLiteral("serviceName"),
              orElse(service.value(QLatin1String("data")).toObject().value(QLatin1String("name")),
                     QString())},
             {QStringLiteral("workspaceIdentity"), orElse(s("workspaceIdentity"), QString())},
             {QStringLiteral("registryHost"), orElse(s("registryHost"), QString())},
             {QStringLiteral("registryRepository"), orElse(s("registryRepository"), QString())},
             {QStringLiteral("deployOnPush"), isTrue(s("deployOnPush"))},
         }},
        {QStringLiteral("source"),
         QJsonObject{
             {QStringLiteral("revision"), stringOr(v("sourceRevision"))},
             {QStringLiteral("dirty"), !js::strictEquals(v("sourceDirty"), QJsonValue(false))},
             {QStringLiteral("version"), stringOr(version)},
             {QStringLiteral("intentDigest"), stringOr(v("intentDigest"))},
             {QStringLiteral("configurationDigest"), stringOr(s("configurationDigest"))},
         }},
        {QStringLiteral("currentImage"),
         orElse(s("currentImage"), QJsonObject{{QStringLiteral("mutableReference"), false},
                                               {QStringLiteral("platforms"), QJsonArray()}})},
        {QStringLiteral("requestedImage"), requestedImage},
        {QStringLiteral("runtimeTasks"), orElse(s("runtimeTasks"), QJsonArray())},
        {QStringLiteral("platformBindings"), orElse(s("platformBindings"), QJsonArray())},
        {QStringLiteral("corestoreResources"), orElse(s("corestoreResources"), QJsonArray())},
        {QStringLiteral("proposed"),
         QJsonObject{
             {QStringLiteral("namespace"), stringOr(ns)},
             {QStringLiteral("corestoreResources"), proposedResources},
             {QStringLiteral("namespaceReserved"), namespaceReserved},
             {QStringLiteral("inventoryComplete"), isTrue(s("inventoryComplete"))},
             {QStringLiteral("namespaceBlank"), namespaceBlank},
             {QStringLiteral("versionReserved"), versionReserved},
             {QStringLiteral("wouldReplaceExistingState"), wouldReplaceExistingState},
         }},
        {QStringLiteral("authorizationChecks"), authorizationChecks},
    };
    // JSON.stringify drops an undefined runtimeAttestation; null stays null.
    if (!s("runtimeAttestation").isUndefined())
        report.insert(QStringLiteral("runtimeAttestation"), s("runtimeAttestation"));
    QJsonArray list;
    for (const Blocker& b : std::as_const(blockers))
        list.append(blocker(b));
    report.insert(QStringLiteral("compatibilityBlockers"), list);
    result.report = report;
    return result;
}

} // namespace core
} // namespace cloudly