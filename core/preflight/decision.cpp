#include "core/preflight/decision.h"

#include "core/preflight/blockercatalog.h"
#include "core/preflight/digest.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <functional>
#include <optional>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

const QString kGo = QStringLiteral("GO");
const QString kNoGo = QStringLiteral("NO-GO");
const QStringList kRequiredCapabilities = {QStringLiteral("deployment:preflight"),
                                           QStringLiteral("deployment:create-greenfield")};

DecisionReason reason(const char* code, QString message)
{
    return {QString::fromLatin1(code), std::move(message)};
}

QString quoted(const QString& text)
{
    constexpr qsizetype kMax = 80;
    const QString shown = text.size() > kMax ? text.left(kMax) + QChar(0x2026) : text;
    return QLatin1Char('"') + shown + QLatin1Char('"');
}

// A short rendering of a JSON value for messages: literals as JavaScript prints them, strings quoted.
QString describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Undefined:
        return QCoreApplication::translate("cloudly::core::preflight::Decision", "missing");
    case QJsonValue::Null:
    case QJsonValue::Bool:
    case QJsonValue::Double:
        return js::toString(value);
    case QJsonValue::String:
        return quoted(value.toString());
    case QJsonValue::Array:
        return QCoreApplication::translate("cloudly::core::preflight::Decision", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("cloudly::core::preflight::Decision", "an object");
    }
    return QString();
}

QString quotedList(const QStringList& values)
{
    QStringList parts;
    for (const QString& value : values)
        parts << quoted(value);
    return parts.join(QStringLiteral(", "));
}

// Checks the JSON types of the report against IDeploymentPreflightReport and records a
// CLIENT_REPORT_INCOMPLETE reason, naming the path, for every missing or mistyped field.
class ShapeChecker
{
public:
    enum class Kind
    {
        String,
        Boolean,
        Number,
        Object,
        Array,
        BooleanOrUnknown,
    };

    explicit ShapeChecker(QList<DecisionReason>* reasons) : m_reasons(reasons) {}

    // Returns whether the field is present with the right type (an absent optional field counts as fine).
    bool field(const QJsonObject& parent, const QString& path, const char* key, Kind kind,
               bool optional = false)
    {
        const QJsonValue value = parent.value(QLatin1StringView(key));
        const QString fieldPath = path + QLatin1Char('.') + QLatin1StringView(key);
        if (value.isUndefined()) {
            if (!optional)
                missing(fieldPath);
            return optional;
        }
        if (!hasKind(value, kind)) {
            mistyped(fieldPath, value, expectedText(kind));
            return false;
        }
        return true;
    }

    bool enumField(const QJsonObject& parent, const QString& path, const char* key,
                   const QStringList& allowed, bool optional = false)
    {
        const QJsonValue value = parent.value(QLatin1StringView(key));
        const QString fieldPath = path + QLatin1Char('.') + QLatin1StringView(key);
        if (value.isUndefined()) {
            if (!optional)
                missing(fieldPath);
            return optional;
        }
        if (!value.isString() || !allowed.contains(value.toString())) {
            mistyped(fieldPath, value,
                     QCoreApplication::translate("cloudly::core::preflight::Decision", "one of %1")
                         .arg(quotedList(allowed)));
            return false;
        }
        return true;
    }

    // The nested object at `key`; nullopt (and a recorded reason) when it is missing or not an object.
    std::optional<QJsonObject> object(const QJsonObject& parent, const QString& path, const char* key)
    {
        if (!field(parent, path, key, Kind::Object))
            return std::nullopt;
        return parent.value(QLatin1StringView(key)).toObject();
    }

    // Checks an array of objects and hands each object element to `check` with its path.
    void objectArray(const QJsonObject& parent, const QString& path, const char* key,
                     const std::function<void(const QJsonObject&, const QString&)>& check)
    {
        if (!field(parent, path, key, Kind::Array))
            return;
        const QJsonArray array = parent.value(QLatin1StringView(key)).toArray();
        const QString arrayPath = path + QLatin1Char('.') + QLatin1StringView(key);
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString itemPath = arrayPath + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
            const QJsonValue item = array.at(i);
            if (!item.isObject()) {
                mistyped(itemPath, item, expectedText(Kind::Object));
                continue;
            }
            check(item.toObject(), itemPath);
        }
    }

    void missing(const QString& path)
    {
        m_reasons->append(reason(
            kReasonReportIncomplete,
            QCoreApplication::translate("cloudly::core::preflight::Decision", "%1 missing").arg(path)));
    }

    void mistyped(const QString& path, const QJsonValue& value, const QString& expected)
    {
        m_reasons->append(
            reason(kReasonReportIncomplete,
                   QCoreApplication::translate("cloudly::core::preflight::Decision", "%1 is %2, expected %3")
                       .arg(path, describe(value), expected)));
    }

private:
    static bool hasKind(const QJsonValue& value, Kind kind)
    {
        switch (kind) {
        case Kind::String:
            return value.isString();
        case Kind::Boolean:
            return value.isBool();
        case Kind::Number:
            return value.isDouble();
        case Kind::Object:
            return value.isObject();
        case Kind::Array:
            return value.isArray();
        case Kind::BooleanOrUnknown:
            return value.isBool() || value.toString() == QLatin1StringView("unknown");
        }
        return false;
    }

    static QString expectedText(Kind kind)
    {
        switch (kind) {
        case Kind::String:
            return QCoreApplication::translate("cloudly::core::preflight::Decision", "a string");
        case Kind::Boolean:
            return QCoreApplication::translate("cloudly::core::preflight::Decision", "a boolean");
        case Kind::Number:
            return QCoreApplication::translate("cloudly::core::preflight::Decision", "a number");
        case Kind::Object:
            return QCoreApplication::translate("cloudly::core::preflight::Decision", "an object");
        case Kind::Array:
            return QCoreApplication::translate("cloudly::core::preflight::Decision", "an array");
        case Kind::BooleanOrUnknown:
            return QCoreApplication::translate("cloudly::core::preflight::Decision",
                                               "true, false or \"unknown\"");
        }
        return QString();
    }

    QList<DecisionReason>* m_reasons;
};

using Kind = ShapeChecker::Kind;

const QStringList kCapabilities = {QStringLiteral("database"), QStringLiteral("objectstorage")};

void checkPlatforms(ShapeChecker& shape, const QJsonObject& image, const QString& path)
{
    shape.objectArray(image, path, "platforms",
                      [&shape](const QJsonObject& platform, const QString& itemPath) {
                          shape.field(platform, itemPath, "os", Kind::String);
                          shape.field(platform, itemPath, "architecture", Kind::String);
                          shape.field(platform, itemPath, "digest", Kind::String, true);
                          shape.field(platform, itemPath, "mediaType", Kind::String, true);
                          shape.field(platform, itemPath, "runnable", Kind::Boolean);
                          shape.field(platform, itemPath, "manifestPresent", Kind::Boolean);
                      });
}

// Every field of IDeploymentPreflightReport except schemaVersion, decision and mutationPerformed.
void checkReportShape(ShapeChecker& shape, const QJsonObject& report)
{
    const QString root = QStringLiteral("report");
    shape.field(report, root, "generatedAt", Kind::Number);

    const QString servicePath = root + QStringLiteral(".service");
    if (const std::optional<QJsonObject> service = shape.object(report, root, "service")) {
        for (const char* key :
             {"serviceId", "serviceName", "workspaceIdentity", "registryHost", "registryRepository"})
            shape.field(*service, servicePath, key, Kind::String);
        shape.field(*service, servicePath, "deployOnPush", Kind::Boolean);
    }

    const QString sourcePath = root + QStringLiteral(".source");
    if (const std::optional<QJsonObject> source = shape.object(report, root, "source")) {
        shape.field(*source, sourcePath, "revision", Kind::String);
        shape.field(*source, sourcePath, "dirty", Kind::Boolean);
        shape.field(*source, sourcePath, "version", Kind::String);
        shape.field(*source, sourcePath, "intentDigest", Kind::String);
        if (shape.field(*source, sourcePath, "configurationDigest", Kind::String) &&
            !isCanonicalSha256(source->value(QLatin1StringView("configurationDigest")).toString()))
            shape.mistyped(sourcePath + QStringLiteral(".configurationDigest"),
                           source->value(QLatin1StringView("configurationDigest")),
                           QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                       "a canonical sha256 digest"));
    }

    const QString currentPath = root + QStringLiteral(".currentImage");
    if (const std::optional<QJsonObject> current = shape.object(report, root, "currentImage")) {
        shape.field(*current, currentPath, "tag", Kind::String, true);
        shape.field(*current, currentPath, "digest", Kind::String, true);
        shape.field(*current, currentPath, "imageReference", Kind::String, true);
        shape.field(*current, currentPath, "mutableReference", Kind::Boolean);
        shape.field(*current, currentPath, "mediaType", Kind::String, true);
        checkPlatforms(shape, *current, currentPath);
    }

    const QString requestedPath = root + QStringLiteral(".requestedImage");
    if (const std::optional<QJsonObject> requested = shape.object(report, root, "requestedImage")) {
        shape.field(*requested, requestedPath, "digest", Kind::String, true);
        shape.field(*requested, requestedPath, "releaseTag", Kind::String, true);
        shape.field(*requested, requestedPath, "tagReserved", Kind::Boolean);
        shape.field(*requested, requestedPath, "mediaType", Kind::String, true);
        checkPlatforms(shape, *requested, requestedPath);
    }

    shape.objectArray(report, root, "runtimeTasks", [&shape](const QJsonObject& task, const QString& path) {
        shape.field(task, path, "deploymentId", Kind::String);
        shape.field(task, path, "nodeName", Kind::String, true);
        shape.field(task, path, "status", Kind::String);
        shape.field(task, path, "healthStatus", Kind::String, true);
        shape.field(task, path, "imageReference", Kind::String, true);
        shape.field(task, path, "reportedDigest", Kind::String, true);
        shape.enumField(task, path, "verificationStatus",
                        {QStringLiteral("not-required"), QStringLiteral("pending"),
                         QStringLiteral("verified"), QStringLiteral("missing"), QStringLiteral("mismatched")},
                        true);
    });

    const QString attestationPath = root + QStringLiteral(".runtimeAttestation");
    if (const std::optional<QJsonObject> attestation = shape.object(report, root, "runtimeAttestation")) {
        for (const char* key :
             {"requiredReplicaCount", "observedReplicaCount", "healthyReplicaCount", "verifiedReplicaCount"})
            shape.field(*attestation, attestationPath, key, Kind::Number);
        shape.field(*attestation, attestationPath, "consistentDigest", Kind::Boolean);
    }

    shape.objectArray(report, root, "platformBindings",
                      [&shape](const QJsonObject& binding, const QString& path) {
                          shape.enumField(binding, path, "capability", kCapabilities);
                          shape.enumField(binding, path, "desiredState",
                                          {QStringLiteral("enabled"), QStringLiteral("disabled")});
                          shape.enumField(binding, path, "status",
                                          {QStringLiteral("requested"), QStringLiteral("provisioning"),
                                           QStringLiteral("ready"), QStringLiteral("degraded"),
                                           QStringLiteral("failed"), QStringLiteral("disabled")});
                      });

    shape.objectArray(report, root, "corestoreResources",
                      [&shape](const QJsonObject& resource, const QString& path) {
                          shape.enumField(resource, path, "capability", kCapabilities);
                          shape.field(resource, path, "provider", Kind::String);
                          shape.field(resource, path, "resourceName", Kind::String);
                      });

    const QString proposedPath = root + QStringLiteral(".proposed");
    if (const std::optional<QJsonObject> proposed = shape.object(report, root, "proposed")) {
        shape.field(*proposed, proposedPath, "namespace", Kind::String);
        shape.objectArray(*proposed, proposedPath, "corestoreResources",
                          [&shape](const QJsonObject& resource, const QString& path) {
                              shape.enumField(resource, path, "capability", kCapabilities);
                              shape.field(resource, path, "resourceName", Kind::String);
                          });
        shape.field(*proposed, proposedPath, "namespaceReserved", Kind::Boolean);
        shape.field(*proposed, proposedPath, "inventoryComplete", Kind::Boolean);
        shape.field(*proposed, proposedPath, "namespaceBlank", Kind::BooleanOrUnknown);
        shape.field(*proposed, proposedPath, "versionReserved", Kind::Boolean);
        shape.field(*proposed, proposedPath, "wouldReplaceExistingState", Kind::BooleanOrUnknown);
    }

    shape.objectArray(
        report, root, "authorizationChecks", [&shape](const QJsonObject& check, const QString& path) {
            shape.enumField(
                check, path, "capability",
                {QStringLiteral("deployment:preflight"), QStringLiteral("deployment:create-greenfield"),
                 QStringLiteral("deployment:promote-route"), QStringLiteral("deployment:rollback-route")});
            shape.field(check, path, "granted", Kind::Boolean);
        });

    shape.objectArray(report, root, "compatibilityBlockers",
                      [&shape](const QJsonObject& blocker, const QString& path) {
                          shape.field(blocker, path, "code", Kind::String);
                          shape.field(blocker, path, "message", Kind::String);
                      });
}

// The well-formed entries of compatibilityBlockers (objects with string code and message), in order.
QList<Blocker> serverBlockersOf(const QJsonObject& report)
{
    QList<Blocker> out;
    for (const QJsonValue item : report.value(QLatin1StringView("compatibilityBlockers")).toArray()) {
        const QJsonObject object = item.toObject();
        const QJsonValue code = object.value(QLatin1StringView("code"));
        const QJsonValue message = object.value(QLatin1StringView("message"));
        if (code.isString() && message.isString())
            out.append({code.toString(), message.toString()});
    }
    return out;
}

QString codeList(const QList<Blocker>& blockers)
{
    QStringList codes;
    for (const Blocker& blocker : blockers) {
        if (!codes.contains(blocker.code))
            codes << blocker.code;
    }
    return codes.join(QStringLiteral(", "));
}

QJsonValue at(const QJsonObject& report, const char* section, const char* key)
{
    return report.value(QLatin1StringView(section)).toObject().value(QLatin1StringView(key));
}

// One echo comparison. A required report field that is missing or mistyped was already reported as
// incomplete and is skipped here; optional fields compare with JavaScript strict equality, so absent on
// both sides is equal.
void checkEcho(QList<DecisionReason>* reasons, const QJsonObject& report, const QJsonObject& request,
               const char* section, const char* key, const char* requestKey, bool optional,
               bool boolean = false)
{
    const QJsonValue reported = at(report, section, key);
    const QJsonValue asked = request.value(QLatin1StringView(requestKey));
    if (!optional && (boolean ? !reported.isBool() : !reported.isString()))
        return;
    if (js::strictEquals(reported, asked))
        return;
    const QString path =
        QStringLiteral("report.%1.%2").arg(QLatin1StringView(section), QLatin1StringView(key));
    reasons->append(
        reason(kReasonEchoMismatch,
               QCoreApplication::translate("cloudly::core::preflight::Decision",
                                           "%1 is %2, but the request sent %3 as %4")
                   .arg(path, describe(reported), describe(asked), QLatin1StringView(requestKey))));
}

void checkAuthorization(QList<DecisionReason>* reasons, const QJsonObject& report)
{
    const QJsonArray checks = report.value(QLatin1StringView("authorizationChecks")).toArray();
    for (const QString& capability : kRequiredCapabilities) {
        bool found = false;
        bool granted = true;
        for (const QJsonValue item : checks) {
            const QJsonObject check = item.toObject();
            if (check.value(QLatin1StringView("capability")).toString() != capability)
                continue;
            found = true;
            const QJsonValue value = check.value(QLatin1StringView("granted"));
            granted = granted && value.isBool() && value.toBool();
        }
        if (!found) {
            reasons->append(
                reason(kReasonAuthorizationMissing,
                       QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                   "report.authorizationChecks has no entry for %1")
                           .arg(capability)));
        } else if (!granted) {
            reasons->append(
                reason(kReasonAuthorizationMissing,
                       QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                   "report.authorizationChecks: %1 is not granted")
                           .arg(capability)));
        }
    }
}

} // namespace

Decision decide(const QJsonObject& requestSent, const QJsonValue& reportJson)
{
    Decision decision;
    QList<DecisionReason>& reasons = decision.reasons;
    decision.clientBlockers = validateRequest(requestSent);
    const QList<Blocker> requestBlockers = decision.clientBlockers;
    const auto addRequestReason = [&] {
        if (!requestBlockers.isEmpty())
            reasons.append(
                reason(kReasonRequestInvalid,
                       QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                   "the request as sent fails the client re-check: %1")
                           .arg(codeList(requestBlockers))));
    };

    if (!reportJson.isObject()) {
        reasons.append(
            reason(kReasonReportNotObject, QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                                       "the report is %1, expected an object")
                                               .arg(describe(reportJson))));
        addRequestReason();
        return decision; // NoGo
    }
    const QJsonObject report = reportJson.toObject();

    // Literal fields first: they decide whether the rest can be interpreted at all.
    const QJsonValue schemaVersion = report.value(QLatin1StringView("schemaVersion"));
    const bool schemaKnown = schemaVersion.isDouble() && schemaVersion.toDouble() == 2;
    if (!schemaKnown) {
        reasons.append(
            reason(kReasonSchemaVersion, QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                                     "report schemaVersion is %1, expected 2")
                                             .arg(describe(schemaVersion))));
    }

    const QJsonValue mutation = report.value(QLatin1StringView("mutationPerformed"));
    if (!(mutation.isBool() && !mutation.toBool())) {
        reasons.append(
            reason(kReasonMutationPerformed,
                   mutation.isBool()
                       ? QCoreApplication::translate(
                             "cloudly::core::preflight::Decision",
                             "report says mutationPerformed is true; a preflight must not change anything")
                       : QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                     "report mutationPerformed is %1, expected false")
                             .arg(describe(mutation))));
    }

    const QJsonValue serverDecision = report.value(QLatin1StringView("decision"));
    const bool saysGo = serverDecision.isString() && serverDecision.toString() == kGo;
    const bool saysNoGo = serverDecision.isString() && serverDecision.toString() == kNoGo;
    if (!saysGo && !saysNoGo) {
        reasons.append(
            reason(kReasonDecisionUnknown,
                   QCoreApplication::translate("cloudly::core::preflight::Decision",
                                               "report decision is %1, expected \"GO\" or \"NO-GO\"")
                       .arg(describe(serverDecision))));
    }

    decision.serverBlockers = serverBlockersOf(report);

    if (schemaKnown) {
        ShapeChecker shape(&reasons);
        checkReportShape(shape, report);
    }

    const QJsonValue blockersValue = report.value(QLatin1StringView("compatibilityBlockers"));
    if (blockersValue.isArray()) {
        const qsizetype count = blockersValue.toArray().size();
        if (saysGo && count > 0) {
            reasons.append(reason(kReasonServerGoWithBlockers,
                                  QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                              "report decision is GO but lists %n blocker(s)",
                                                              nullptr, static_cast<int>(count))));
        } else if (saysNoGo && count == 0) {
            reasons.append(
                reason(kReasonServerNoGoWithoutBlockers,
                       QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                   "report decision is NO-GO but lists no blockers")));
        }
    }

    QStringList unknownCodes;
    for (const Blocker& blocker : std::as_const(decision.serverBlockers)) {
        if (!isKnownBlockerCode(blocker.code) && !unknownCodes.contains(blocker.code))
            unknownCodes << blocker.code;
    }
    for (const QString& code : std::as_const(unknownCodes)) {
        reasons.append(
            reason(kReasonUnknownBlockerCode,
                   QCoreApplication::translate("cloudly::core::preflight::Decision",
                                               "report blocker code %1 is not known to this console")
                       .arg(quoted(code))));
    }

    addRequestReason();

    if (schemaKnown) {
        const QJsonValue evidence = requestSent.value(QLatin1StringView("releaseEvidence"));
        if (!evidence.isUndefined()) {
            const QList<Blocker> evidenceBlockers = validateReleaseEvidence(
                evidence, requestSent.value(QLatin1StringView("sourceRevision")),
                requestSent.value(QLatin1StringView("version")), at(report, "source", "configurationDigest"),
                at(report, "requestedImage", "digest"));
            if (!evidenceBlockers.isEmpty()) {
                decision.clientBlockers << evidenceBlockers;
                reasons.append(reason(
                    kReasonEvidenceMismatch,
                    QCoreApplication::translate("cloudly::core::preflight::Decision",
                                                "the release evidence sent fails the client re-check against "
                                                "the report: %1")
                        .arg(codeList(evidenceBlockers))));
            }
        }

        checkEcho(&reasons, report, requestSent, "service", "serviceId", "serviceId", false);
        checkEcho(&reasons, report, requestSent, "source", "revision", "sourceRevision", false);
        checkEcho(&reasons, report, requestSent, "source", "dirty", "sourceDirty", false, true);
        checkEcho(&reasons, report, requestSent, "source", "version", "version", false);
        checkEcho(&reasons, report, requestSent, "source", "intentDigest", "intentDigest", false);
        checkEcho(&reasons, report, requestSent, "proposed", "namespace", "proposedNamespace", false);
        checkEcho(&reasons, report, requestSent, "requestedImage", "digest", "ociIndexDigest", true);

        checkAuthorization(&reasons, report);
    }

    const bool go =
        saysGo && reasons.isEmpty() && decision.serverBlockers.isEmpty() && decision.clientBlockers.isEmpty();
    decision.verdict = go ? Verdict::Go : Verdict::NoGo;
    return decision;
}

} // namespace preflight
} // namespace core
} // namespace cloudly