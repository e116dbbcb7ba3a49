#include "core/preflight/validators.h"

#include "core/preflight/digest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <charconv>
#include <cmath>
#include <system_error>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

// Contract messages. They are compared with the server's verbatim, so they are deliberately not
// translated; the blocker catalog provides translated titles and explanations for display.
const char* const kRequestNotObject = "Deployment preflight request must be an object.";
const char* const kRequestIdBounded = "A bounded request identifier is required.";
const char* const kServiceIdBounded = "A bounded service identifier is required.";
const char* const kRevisionInvalid = "Source revision must be a full lower-case Git commit SHA.";
const char* const kDirtyUnreported = "Source worktree state must be reported.";
const char* const kWorktreeDirty = "The source worktree contains uncommitted changes.";
const char* const kVersionInvalid = "A canonical semantic release version is required.";
const char* const kNamespaceInvalid = "The proposed namespace is missing or malformed.";
const char* const kIntentDigestInvalid = "Deployment intent digest must be a canonical sha256 digest.";
const char* const kResourcesMalformed = "Proposed Corestore resources are malformed.";
const char* const kResourcesNotUnique = "Proposed Corestore resources must be unique.";
const char* const kOciDigestInvalid = "OCI index digest must be a canonical sha256 digest.";
const char* const kGreenfieldOnly = "Only greenfield deployment preflight is supported.";

const char* const kEvidenceNotObject = "Release evidence must be an object.";
const char* const kNotAuthorized = "Release authorization evidence is explicitly false.";
const char* const kFenceUnbound = "Release evidence is not bound to the requested deployment fence.";
const char* const kAttestationsNotArray = "Release attestations must be an array.";
const char* const kAttestationNotObject = "Release attestation must be an object.";
const char* const kAttestationKindInvalid = "Release attestation kind is invalid.";

constexpr qsizetype kMaxIdentifierLength = 200; // UTF-16 code units, like JavaScript's String.length
constexpr qsizetype kMaxVersionLength = 100;
constexpr qsizetype kMaxProposedResources = 8;
constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER = 2^53 - 1

Blocker blocker(const char* code, const char* message)
{
    return {QString::fromLatin1(code), QString::fromLatin1(message)};
}

// All patterns are wrapped in \A(?:...)\z. JavaScript's `$` (without the m flag) matches only at the very
// end of the input, whereas PCRE's `$` also matches before a final "\n"; \z keeps the JavaScript meaning.
QRegularExpression anchored(const QString& body)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(body));
}

const QRegularExpression& fullRevisionPattern()
{
    static const QRegularExpression pattern = anchored(QStringLiteral("[a-f0-9]{40}"));
    return pattern;
}

// A DNS label: 1..63 of [a-z0-9-], neither starting nor ending with a hyphen.
const QRegularExpression& dnsLabelPattern()
{
    static const QRegularExpression pattern =
        anchored(QStringLiteral("[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"));
    return pattern;
}

// SemVer 2.0.0: MAJOR.MINOR.PATCH without leading zeros, optional dot-separated pre-release identifiers
// (numeric ones without leading zeros) and optional dot-separated build identifiers.
const QRegularExpression& semanticVersionPattern()
{
    static const QRegularExpression pattern = [] {
        const QString numeric = QStringLiteral("(?:0|[1-9][0-9]*)");
        const QString prerelease = QStringLiteral("(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)");
        const QString build = QStringLiteral("[0-9A-Za-z-]+");
        const QString core = numeric + QStringLiteral("\\.") + numeric + QStringLiteral("\\.") + numeric;
        const QString pre = QStringLiteral("(?:-") + prerelease + QStringLiteral("(?:\\.") + prerelease +
                            QStringLiteral(")*)?");
        const QString meta =
            QStringLiteral("(?:\\+") + build + QStringLiteral("(?:\\.") + build + QStringLiteral(")*)?");
        return anchored(core + pre + meta);
    }();
    return pattern;
}

bool matches(const QRegularExpression& pattern, const QJsonValue& value)
{
    return value.isString() && pattern.match(value.toString()).hasMatch();
}

// typeof value === 'string' && value.trim() !== '' && value.length <= max
bool isBoundedIdentifier(const QJsonValue& value)
{
    if (!value.isString())
        return false;
    const QString text = value.toString();
    return !js::isBlank(text) && text.size() <= kMaxIdentifierLength;
}

bool isAcceptableDigest(const QJsonValue& value)
{
    return value.isString() && isCanonicalSha256(value.toString());
}

bool isJsTrue(const QJsonValue& value)
{
    return value.isBool() && value.toBool();
}

bool isStringEqualTo(const QJsonValue& value, QLatin1StringView literal)
{
    return value.isString() && value.toString() == literal;
}

bool isWellFormedProposedResource(const QJsonValue& item)
{
    if (!item.isObject())
        return false;
    const QJsonObject resource = item.toObject();
    const QJsonValue capability = resource.value(QLatin1StringView("capability"));
    if (!isStringEqualTo(capability, QLatin1StringView("database")) &&
        !isStringEqualTo(capability, QLatin1StringView("objectstorage")))
        return false;
    return matches(dnsLabelPattern(), resource.value(QLatin1StringView("resourceName")));
}

} // namespace

namespace js {

bool strictEquals(const QJsonValue& a, const QJsonValue& b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return true;
    case QJsonValue::Bool:
        return a.toBool() == b.toBool();
    case QJsonValue::Double:
        return a.toDouble() == b.toDouble(); // NaN !== NaN and +0 === -0, as in JavaScript
    case QJsonValue::String:
        return a.toString() == b.toString(); // code-unit comparison, no normalization
    case QJsonValue::Array:
    case QJsonValue::Object:
        return false; // identity comparison in JavaScript; decoded values are never the same object
    }
    return false;
}

bool isBlank(const QString& value)
{
    for (const QChar ch : value) {
        switch (ch.unicode()) {
        case 0x0009: // TAB
        case 0x000A: // LF
        case 0x000B: // VT
        case 0x000C: // FF
        case 0x000D: // CR
        case 0x0020: // SPACE
        case 0x00A0: // NO-BREAK SPACE
        case 0x1680: // OGHAM SPACE MARK
        case 0x2000:
        case 0x2001:
        case 0x2002:
        case 0x2003:
        case 0x2004:
        case 0x2005:
        case 0x2006:
        case 0x2007:
        case 0x2008:
        case 0x2009:
        case 0x200A: // EN QUAD .. HAIR SPACE
        case 0x2028: // LINE SEPARATOR
        case 0x2029: // PARAGRAPH SEPARATOR
        case 0x202F: // NARROW NO-BREAK SPACE
        case 0x205F: // MEDIUM MATHEMATICAL SPACE
        case 0x3000: // IDEOGRAPHIC SPACE
        case 0xFEFF: // ZERO WIDTH NO-BREAK SPACE (BOM)
            continue;
        default:
            return false;
        }
    }
    return true;
}

bool isSafeInteger(const QJsonValue& value)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return std::isfinite(number) && std::trunc(number) == number && std::fabs(number) <= kMaxSafeInteger;
}

QString numberToString(double value)
{
    if (std::isnan(value))
        return QStringLiteral("NaN");
    if (value == 0)
        return QStringLiteral("0"); // both +0 and -0
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("-Infinity") : QStringLiteral("Infinity");
    if (value < 0)
        return QLatin1Char('-') + numberToString(-value);

    // Shortest round-trip digits in scientific form, "d[.ddd]e±x": digits s (k of them) and exponent n
    // such that value = 0.s × 10^n, as in the ECMAScript Number::toString algorithm.
    char buffer[64];
    const std::to_chars_result result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    if (result.ec != std::errc())
        return QString::number(value, 'g', 17);
    const QByteArray scientific(buffer, result.ptr - buffer);
    const qsizetype ePos = scientific.indexOf('e');
    QByteArray digits = scientific.left(ePos);
    digits.replace(".", "");
    const int exponent = scientific.mid(ePos + 1).toInt();
    const auto k = static_cast<int>(digits.size());
    const int n = exponent + 1;

    QString out;
    if (k <= n && n <= 21) {
        out = QString::fromLatin1(digits) + QString(n - k, QLatin1Char('0'));
    } else if (0 < n && n <= 21) {
        out = QString::fromLatin1(digits.left(n)) + QLatin1Char('.') + QString::fromLatin1(digits.mid(n));
    } else if (-6 < n && n <= 0) {
        out = QStringLiteral("0.") + QString(-n, QLatin1Char('0')) + QString::fromLatin1(digits);
    } else {
        const int e = n - 1;
        const QString sign = e < 0 ? QStringLiteral("-") : QStringLiteral("+");
        out = QString(QLatin1Char(digits.at(0)));
        if (k > 1)
            out += QLatin1Char('.') + QString::fromLatin1(digits.mid(1));
        out += QLatin1Char('e') + sign + QString::number(std::abs(e));
    }
    return out;
}

QString toString(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        return QStringLiteral("undefined");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return numberToString(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Object:
        return QStringLiteral("[object Object]");
    case QJsonValue::Array: {
        // Array.prototype.toString → join(","): null/undefined elements become "".
        QStringList parts;
        for (const QJsonValue element : value.toArray())
            parts << (element.isNull() || element.isUndefined() ? QString() : toString(element));
        return parts.join(QLatin1Char(','));
    }
    }
    return QString();
}

} // namespace js

const QList<QString>& requiredEvidenceKinds()
{
    static const QList<QString> kinds = {
        QStringLiteral("provenance"),
        QStringLiteral("sbom"),
        QStringLiteral("signature"),
        QStringLiteral("vulnerability-policy"),
        QStringLiteral("release-authorization"),
    };
    return kinds;
}

QList<Blocker> validateRequest(const QJsonValue& request)
{
    if (!request.isObject())
        return {blocker("INVALID_REQUEST", kRequestNotObject)};

    const QJsonObject object = request.toObject();
    const auto field = [&object](const char* key) { return object.value(QLatin1StringView(key)); };
    QList<Blocker> blockers;

    if (!isBoundedIdentifier(field("requestId")))
        blockers << blocker("INVALID_REQUEST", kRequestIdBounded);
    if (!isBoundedIdentifier(field("serviceId")))
        blockers << blocker("INVALID_REQUEST", kServiceIdBounded);

    if (!matches(fullRevisionPattern(), field("sourceRevision")))
        blockers << blocker("SOURCE_REVISION_INVALID", kRevisionInvalid);

    const QJsonValue sourceDirty = field("sourceDirty");
    if (!sourceDirty.isBool())
        blockers << blocker("INVALID_REQUEST", kDirtyUnreported);
    else if (sourceDirty.toBool())
        blockers << blocker("SOURCE_WORKTREE_DIRTY", kWorktreeDirty);

    // The length limit is checked before the pattern, on UTF-16 code units.
    const QJsonValue version = field("version");
    if (!version.isString() || version.toString().size() > kMaxVersionLength ||
        !semanticVersionPattern().match(version.toString()).hasMatch())
        blockers << blocker("VERSION_NOT_RESERVED", kVersionInvalid);

    if (!matches(dnsLabelPattern(), field("proposedNamespace")))
        blockers << blocker("NAMESPACE_NOT_RESERVED", kNamespaceInvalid);

    if (!isAcceptableDigest(field("intentDigest")))
        blockers << blocker("INTENT_DIGEST_INVALID", kIntentDigestInvalid);

    // A non-array counts as malformed and is then treated as an empty list (so never as "not unique").
    const QJsonValue resourcesValue = field("proposedCorestoreResources");
    const QJsonArray resources = resourcesValue.isArray() ? resourcesValue.toArray() : QJsonArray();
    bool resourcesMalformed = !resourcesValue.isArray() || resources.size() > kMaxProposedResources;
    for (qsizetype i = 0; !resourcesMalformed && i < resources.size(); ++i)
        resourcesMalformed = !isWellFormedProposedResource(resources.at(i));
    if (resourcesMalformed)
        blockers << blocker("INVALID_REQUEST", kResourcesMalformed);

    // Uniqueness is judged on `${String(capability)}:${String(resourceName)}` over every object item,
    // well-formed or not, and independently of the malformed check above.
    QSet<QString> seenKeys;
    qsizetype keyCount = 0;
    for (const QJsonValue item : resources) {
        if (!item.isObject())
            continue;
        const QJsonObject resource = item.toObject();
        seenKeys.insert(js::toString(resource.value(QLatin1StringView("capability"))) + QLatin1Char(':') +
                        js::toString(resource.value(QLatin1StringView("resourceName"))));
        ++keyCount;
    }
    if (seenKeys.size() != keyCount)
        blockers << blocker("INVALID_REQUEST", kResourcesNotUnique);

    // Optional, but any present value — JSON null included — must be an acceptable digest string.
    const QJsonValue ociIndexDigest = field("ociIndexDigest");
    if (!ociIndexDigest.isUndefined() && !isAcceptableDigest(ociIndexDigest))
        blockers << blocker("OCI_INDEX_DIGEST_REQUIRED", kOciDigestInvalid);

    if (!isJsTrue(field("greenfield")))
        blockers << blocker("WOULD_REPLACE_EXISTING_STATE", kGreenfieldOnly);

    return blockers;
}

QList<Blocker> validateReleaseEvidence(const QJsonValue& evidenceValue, const QJsonValue& sourceRevision,
                                       const QJsonValue& version, const QJsonValue& configurationDigest,
                                       const QJsonValue& ociIndexDigest)
{
    if (!evidenceValue.isObject())
        return {blocker("RELEASE_EVIDENCE_INVALID", kEvidenceNotObject)};

    const QJsonObject evidence = evidenceValue.toObject();
    const auto field = [&evidence](const char* key) { return evidence.value(QLatin1StringView(key)); };
    QList<Blocker> blockers;

    if (!isJsTrue(field("releaseAuthorized")))
        blockers << blocker("RELEASE_NOT_AUTHORIZED", kNotAuthorized);

    if (!js::strictEquals(field("sourceRevision"), sourceRevision) ||
        !js::strictEquals(field("version"), version) ||
        !js::strictEquals(field("configurationDigest"), configurationDigest) ||
        !js::strictEquals(field("ociIndexDigest"), ociIndexDigest))
        blockers << blocker("RELEASE_EVIDENCE_INVALID", kFenceUnbound);

    const QJsonValue attestationsValue = field("attestations");
    const QJsonArray attestations = attestationsValue.isArray() ? attestationsValue.toArray() : QJsonArray();
    if (!attestationsValue.isArray())
        blockers << blocker("RELEASE_EVIDENCE_INVALID", kAttestationsNotArray);

    QSet<QString> seenKinds;
    for (const QJsonValue item : attestations) {
        if (!item.isObject()) {
            blockers << blocker("RELEASE_EVIDENCE_INVALID", kAttestationNotObject);
            continue;
        }
        const QJsonObject attestation = item.toObject();
        const QJsonValue kindValue = attestation.value(QLatin1StringView("kind"));
        if (!kindValue.isString() || !requiredEvidenceKinds().contains(kindValue.toString())) {
            blockers << blocker("RELEASE_EVIDENCE_INVALID", kAttestationKindInvalid);
            continue;
        }
        const QString kind = kindValue.toString();
        seenKinds.insert(kind); // counted as seen even when its details below are invalid

        const QJsonValue verifier = attestation.value(QLatin1StringView("verifier"));
        const QJsonValue verifiedAt = attestation.value(QLatin1StringView("verifiedAt"));
        const bool valid =
            js::strictEquals(attestation.value(QLatin1StringView("subjectDigest")), ociIndexDigest) &&
            isAcceptableDigest(attestation.value(QLatin1StringView("statementDigest"))) &&
            verifier.isString() && !js::isBlank(verifier.toString()) && js::isSafeInteger(verifiedAt) &&
            verifiedAt.toDouble() >= 1;
        if (!valid)
            blockers << Blocker{QStringLiteral("RELEASE_EVIDENCE_INVALID"),
                                QStringLiteral("Invalid %1 evidence.").arg(kind)};
    }

    for (const QString& kind : requiredEvidenceKinds()) {
        if (!seenKinds.contains(kind))
            blockers << Blocker{QStringLiteral("RELEASE_EVIDENCE_MISSING"),
                                QStringLiteral("Missing %1 evidence.").arg(kind)};
    }
    return blockers;
}

} // namespace preflight
} // namespace core
} // namespace cloudly