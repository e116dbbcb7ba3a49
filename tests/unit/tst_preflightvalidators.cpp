// The client-side ports of validateDeploymentPreflightRequest / validateDeploymentReleaseEvidence
// (@serve.zone/interfaces 12.0.0): every rule, its edges and the blocker order, plus the JavaScript
// semantics they rest on (String() coercion, trim(), strict equality, Number.isSafeInteger) and the
// digest helpers.
#include "core/preflight/digest.h"
#include "core/preflight/validators.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include <cmath>
#include <limits>

using namespace cloudly::core::preflight;

namespace {

const QString kRevision = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
const QString kHex64 = QStringLiteral("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
const QString kIntent = QStringLiteral("sha256:") + kHex64;
const QString kConfig = QStringLiteral("sha256:") + QString(64, QLatin1Char('c'));
const QString kOci = QStringLiteral("sha256:") + QString(64, QLatin1Char('a'));
const QString kStatement = QStringLiteral("sha256:") + QString(64, QLatin1Char('5'));

// Expected blockers, written out independently of the implementation as "CODE|message".
const QString kNotObject = QStringLiteral("INVALID_REQUEST|Deployment preflight request must be an object.");
const QString kRequestId = QStringLiteral("INVALID_REQUEST|A bounded request identifier is required.");
const QString kServiceId = QStringLiteral("INVALID_REQUEST|A bounded service identifier is required.");
const QString kRevisionBad =
    QStringLiteral("SOURCE_REVISION_INVALID|Source revision must be a full lower-case Git commit SHA.");
const QString kDirtyUnknown = QStringLiteral("INVALID_REQUEST|Source worktree state must be reported.");
const QString kDirty =
    QStringLiteral("SOURCE_WORKTREE_DIRTY|The source worktree contains uncommitted changes.");
const QString kVersion =
    QStringLiteral("VERSION_NOT_RESERVED|A canonical semantic release version is required.");
const QString kNamespace =
    QStringLiteral("NAMESPACE_NOT_RESERVED|The proposed namespace is missing or malformed.");
const QString kIntentBad =
    QStringLiteral("INTENT_DIGEST_INVALID|Deployment intent digest must be a canonical sha256 digest.");
const QString kMalformed = QStringLiteral("INVALID_REQUEST|Proposed Corestore resources are malformed.");
const QString kNotUnique = QStringLiteral("INVALID_REQUEST|Proposed Corestore resources must be unique.");
const QString kOciBad =
    QStringLiteral("OCI_INDEX_DIGEST_REQUIRED|OCI index digest must be a canonical sha256 digest.");
const QString kGreenfield =
    QStringLiteral("WOULD_REPLACE_EXISTING_STATE|Only greenfield deployment preflight is supported.");

const QString kEvidenceNotObject =
    QStringLiteral("RELEASE_EVIDENCE_INVALID|Release evidence must be an object.");
const QString kNotAuthorized =
    QStringLiteral("RELEASE_NOT_AUTHORIZED|Release authorization evidence is explicitly false.");
const QString kFence = QStringLiteral(
    "RELEASE_EVIDENCE_INVALID|Release evidence is not bound to the requested deployment fence.");
const QString kNotArray = QStringLiteral("RELEASE_EVIDENCE_INVALID|Release attestations must be an array.");
const QString kAttestationNotObject =
    QStringLiteral("RELEASE_EVIDENCE_INVALID|Release attestation must be an object.");
const QString kKindInvalid = QStringLiteral("RELEASE_EVIDENCE_INVALID|Release attestation kind is invalid.");

QString invalidKind(const char* kind)
{
    return QStringLiteral("RELEASE_EVIDENCE_INVALID|Invalid %1 evidence.").arg(QLatin1StringView(kind));
}
QString missingKind(const char* kind)
{
    return QStringLiteral("RELEASE_EVIDENCE_MISSING|Missing %1 evidence.").arg(QLatin1StringView(kind));
}
QStringList allMissing()
{
    return {missingKind("provenance"), missingKind("sbom"), missingKind("signature"),
            missingKind("vulnerability-policy"), missingKind("release-authorization")};
}

const QJsonValue kUndefined(QJsonValue::Undefined);

// Any JSON text, primitives included.
QJsonValue json(const char* text)
{
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray("[") + QByteArray(text) + QByteArray("]"), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON %s: %s", text, qPrintable(error.errorString()));
    return document.array().at(0);
}

QStringList render(const QList<Blocker>& blockers)
{
    QStringList out;
    for (const Blocker& blocker : blockers)
        out << blocker.code + QLatin1Char('|') + blocker.message;
    return out;
}

QJsonObject validRequest()
{
    return QJsonObject{
        {QStringLiteral("requestId"), QStringLiteral("req-2026-07-19-1")},
        {QStringLiteral("serviceId"), QStringLiteral("svc-shop")},
        {QStringLiteral("sourceRevision"), kRevision},
        {QStringLiteral("sourceDirty"), false},
        {QStringLiteral("version"), QStringLiteral("1.4.0")},
        {QStringLiteral("intentDigest"), kIntent},
        {QStringLiteral("proposedNamespace"), QStringLiteral("shop-green")},
        {QStringLiteral("proposedCorestoreResources"),
         QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                {QStringLiteral("resourceName"), QStringLiteral("shop-db")}},
                    QJsonObject{{QStringLiteral("capability"), QStringLiteral("objectstorage")},
                                {QStringLiteral("resourceName"), QStringLiteral("shop-db")}}}},
        {QStringLiteral("greenfield"), true},
    };
}

// Sets `key` to `value`; an undefined value removes the key (JavaScript: property absent).
QJsonObject patched(QJsonObject object, const QString& key, const QJsonValue& value)
{
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return object;
}

QJsonObject attestation(const QString& kind)
{
    return QJsonObject{
        {QStringLiteral("kind"), kind},
        {QStringLiteral("statementDigest"), kStatement},
        {QStringLiteral("subjectDigest"), kOci},
        {QStringLiteral("verifier"), QStringLiteral("cosign@ci.example")},
        {QStringLiteral("verifiedAt"), 1752900000000.0},
    };
}

QJsonObject validEvidence()
{
    QJsonArray attestations;
    for (const char* kind :
         {"provenance", "sbom", "signature", "vulnerability-policy", "release-authorization"})
        attestations.append(attestation(QLatin1StringView(kind)));
    return QJsonObject{
        {QStringLiteral("sourceRevision"), kRevision},
        {QStringLiteral("version"), QStringLiteral("1.4.0")},
        {QStringLiteral("configurationDigest"), kConfig},
        {QStringLiteral("ociIndexDigest"), kOci},
        {QStringLiteral("releaseAuthorized"), true},
        {QStringLiteral("attestations"), attestations},
    };
}

QList<Blocker> checkEvidence(const QJsonValue& evidence)
{
    return validateReleaseEvidence(evidence, kRevision, QStringLiteral("1.4.0"), kConfig, kOci);
}

QString repeated(const QString& unit, int count)
{
    return unit.repeated(count);
}

QString chars(std::initializer_list<char16_t> units)
{
    QString out;
    for (const char16_t unit : units)
        out.append(QChar(unit));
    return out;
}

QJsonValue resources(const char* text)
{
    return json(text);
}

} // namespace

class TestPreflightValidators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validRequestHasNoBlockers();
    void nonObjectRequest_data();
    void nonObjectRequest();
    void requestField_data();
    void requestField();
    void emptyObjectRequest();
    void requestWrongEverywhere_data();
    void requestWrongEverywhere();
    void extraFieldsAreIgnored();

    void validEvidenceHasNoBlockers();
    void nonObjectEvidence_data();
    void nonObjectEvidence();
    void evidenceField_data();
    void evidenceField();
    void attestationField_data();
    void attestationField();
    void attestationList_data();
    void attestationList();
    void fenceArguments_data();
    void fenceArguments();
    void fenceUndefinedOnBothSidesIsBound();
    void evidenceWrongEverywhere();
    void requiredEvidenceKindsOrder();

    void jsToString_data();
    void jsToString();
    void jsNumberToString_data();
    void jsNumberToString();
    void jsIsBlank_data();
    void jsIsBlank();
    void jsStrictEquals_data();
    void jsStrictEquals();
    void jsIsSafeInteger_data();
    void jsIsSafeInteger();

    void canonicalSha256_data();
    void canonicalSha256();
    void sha256OfBytes();
    void sha256OfFileReadsContents();
    void sha256OfFileReportsErrors();
};

void TestPreflightValidators::validRequestHasNoBlockers()
{
    QCOMPARE(render(validateRequest(validRequest())), QStringList());
    // Optional fields in their valid forms change nothing.
    QJsonObject request = validRequest();
    request.insert(QStringLiteral("ociIndexDigest"), kOci);
    request.insert(QStringLiteral("releaseTag"), QStringLiteral("not checked here"));
    request.insert(QStringLiteral("releaseEvidence"), QStringLiteral("not checked here either"));
    request.insert(QStringLiteral("proposedCorestoreResources"), QJsonArray());
    QCOMPARE(render(validateRequest(request)), QStringList());
}

void TestPreflightValidators::nonObjectRequest_data()
{
    QTest::addColumn<QJsonValue>("request");
    QTest::newRow("null") << json("null");
    QTest::newRow("undefined") << kUndefined;
    QTest::newRow("array") << json("[]");
    QTest::newRow("array of an object") << json("[{\"requestId\":\"x\"}]");
    QTest::newRow("string") << json("\"{}\"");
    QTest::newRow("number") << json("1");
    QTest::newRow("true") << json("true");
    QTest::newRow("false") << json("false");
}

void TestPreflightValidators::nonObjectRequest()
{
    QFETCH(QJsonValue, request);
    QCOMPARE(render(validateRequest(request)), QStringList{kNotObject});
}

void TestPreflightValidators::requestField_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value"); // undefined: the key is removed
    QTest::addColumn<QStringList>("expected");

    const auto row = [](const char* name, const char* key, const QJsonValue& value,
                        const QStringList& expected) {
        QTest::newRow(name) << QString::fromLatin1(key) << value << expected;
    };
    const QStringList none;

    // requestId / serviceId: string, not blank after JavaScript trim(), at most 200 UTF-16 code units.
    for (const auto& [key, blocker] :
         {std::pair{"requestId", kRequestId}, std::pair{"serviceId", kServiceId}}) {
        const QByteArray k(key);
        const auto name = [&k](const char* what) { return QByteArray(k + ": " + what); };
        row(name("absent").constData(), key, kUndefined, {blocker});
        row(name("null").constData(), key, json("null"), {blocker});
        row(name("number").constData(), key, json("42"), {blocker});
        row(name("true").constData(), key, json("true"), {blocker});
        row(name("array").constData(), key, json("[\"a\"]"), {blocker});
        row(name("object").constData(), key, json("{}"), {blocker});
        row(name("empty").constData(), key, QJsonValue(QString()), {blocker});
        row(name("spaces").constData(), key, QJsonValue(QStringLiteral("   ")), {blocker});
        row(name("tab newline cr").constData(), key, QJsonValue(QStringLiteral("\t\n\r\v\f")), {blocker});
        row(name("nbsp").constData(), key, QJsonValue(chars({0x00A0})), {blocker});
        row(name("bom").constData(), key, QJsonValue(chars({0xFEFF})), {blocker});
        row(name("line/paragraph separators").constData(), key, QJsonValue(chars({0x2028, 0x2029})),
            {blocker});
        row(name("unicode spaces").constData(), key,
            QJsonValue(chars({0x1680, 0x2000, 0x2005, 0x200A, 0x202F, 0x205F, 0x3000})), {blocker});
        row(name("U+0085 is not JS white space").constData(), key, QJsonValue(chars({0x0085})), none);
        row(name("U+200B is not JS white space").constData(), key, QJsonValue(chars({0x200B})), none);
        row(name("U+180E is not JS white space").constData(), key, QJsonValue(chars({0x180E})), none);
        row(name("padded").constData(), key, QJsonValue(QStringLiteral("  id  ")), none);
        row(name("one char").constData(), key, QJsonValue(QStringLiteral("x")), none);
        row(name("200 chars").constData(), key, QJsonValue(repeated(QStringLiteral("a"), 200)), none);
        row(name("201 chars").constData(), key, QJsonValue(repeated(QStringLiteral("a"), 201)), {blocker});
        row(name("201 spaces-and-text").constData(), key,
            QJsonValue(QStringLiteral(" ") + repeated(QStringLiteral("a"), 200)), {blocker});
        // Length counts UTF-16 code units: each emoji is a surrogate pair (2 units).
        row(name("100 emoji = 200 units").constData(), key,
            QJsonValue(repeated(chars({0xD83D, 0xDE80}), 100)), none);
        row(name("100 emoji + 1 = 201 units").constData(), key,
            QJsonValue(repeated(chars({0xD83D, 0xDE80}), 100) + QLatin1Char('a')), {blocker});
    }

    // sourceRevision: a full lower-case 40-hex SHA.
    row("rev: valid", "sourceRevision", QJsonValue(kRevision), none);
    row("rev: all zeros", "sourceRevision", QJsonValue(QString(40, QLatin1Char('0'))), none);
    row("rev: upper-case", "sourceRevision", QJsonValue(kRevision.toUpper()), {kRevisionBad});
    row("rev: one upper-case letter", "sourceRevision", QJsonValue(QStringLiteral("A") + kRevision.mid(1)),
        {kRevisionBad});
    row("rev: 39 chars", "sourceRevision", QJsonValue(kRevision.left(39)), {kRevisionBad});
    row("rev: 41 chars", "sourceRevision", QJsonValue(kRevision + QLatin1Char('0')), {kRevisionBad});
    row("rev: non-hex g", "sourceRevision", QJsonValue(kRevision.left(39) + QLatin1Char('g')),
        {kRevisionBad});
    row("rev: short sha", "sourceRevision", QJsonValue(QStringLiteral("0123456")), {kRevisionBad});
    row("rev: trailing newline", "sourceRevision", QJsonValue(kRevision + QLatin1Char('\n')), {kRevisionBad});
    row("rev: leading space", "sourceRevision", QJsonValue(QLatin1Char(' ') + kRevision), {kRevisionBad});
    row("rev: number", "sourceRevision", json("1234567890"), {kRevisionBad});
    row("rev: null", "sourceRevision", json("null"), {kRevisionBad});
    row("rev: absent", "sourceRevision", kUndefined, {kRevisionBad});
    row("rev: array of the sha", "sourceRevision", QJsonValue(QJsonArray{kRevision}), {kRevisionBad});

    // sourceDirty: must be a boolean; true is its own blocker.
    row("dirty: false", "sourceDirty", json("false"), none);
    row("dirty: true", "sourceDirty", json("true"), {kDirty});
    row("dirty: \"no\"", "sourceDirty", json("\"no\""), {kDirtyUnknown});
    row("dirty: \"false\"", "sourceDirty", json("\"false\""), {kDirtyUnknown});
    row("dirty: 0", "sourceDirty", json("0"), {kDirtyUnknown});
    row("dirty: null", "sourceDirty", json("null"), {kDirtyUnknown});
    row("dirty: absent", "sourceDirty", kUndefined, {kDirtyUnknown});

    // version: SemVer 2.0, at most 100 code units.
    for (const char* ok : {"1.2.3", "0.0.0", "10.20.30", "1.2.3-rc.1", "1.2.3+build.5", "1.2.3-alpha.1+b",
                           "1.2.3-0", "1.2.3-0a", "1.2.3-x-y-z.--", "1.2.3--", "1.2.3+01", "1.2.3+-",
                           "1.0.0-alpha.beta.1", "1.0.0+20130313144700"})
        row(QByteArray("version ok: ").append(ok).constData(), "version", QJsonValue(QString::fromLatin1(ok)),
            none);
    for (const char* bad :
         {"v1.2.3",  "01.2.3", "1.02.3",  "1.2.03",         "1.2.3-01",   "1.2.3-rc.01", "1.2",       "1",
          "1.2.3.4", "1.2.3-", "1.2.3+",  "1.2.3-rc..1",    "1.2.3+b..1", "1.2.3-rc_1",  "1.2.3+b_1", "",
          " 1.2.3",  "1.2.3 ", "1.2.3\n", "1.2.3-\xc3\xa9", "latest",     "1.2.x"})
        row(QByteArray("version bad: ").append(QByteArray(bad).replace("\n", "\\n")).constData(), "version",
            QJsonValue(QString::fromUtf8(bad)), {kVersion});
    const QString v100 = QStringLiteral("1.2.3-") + QString(94, QLatin1Char('a'));
    row("version: 100 chars ok", "version", QJsonValue(v100), none);
    row("version: 101 chars", "version", QJsonValue(v100 + QLatin1Char('a')), {kVersion});
    row("version: number", "version", json("1.2"), {kVersion});
    row("version: null", "version", json("null"), {kVersion});
    row("version: absent", "version", kUndefined, {kVersion});

    // proposedNamespace: a DNS label.
    row("ns: one char", "proposedNamespace", QJsonValue(QStringLiteral("a")), none);
    row("ns: one digit", "proposedNamespace", QJsonValue(QStringLiteral("7")), none);
    row("ns: inner hyphens", "proposedNamespace", QJsonValue(QStringLiteral("a--b-c")), none);
    row("ns: 63 chars", "proposedNamespace", QJsonValue(QString(63, QLatin1Char('n'))), none);
    row("ns: 63 chars with hyphens", "proposedNamespace",
        QJsonValue(QLatin1Char('a') + QString(61, QLatin1Char('-')) + QLatin1Char('z')), none);
    row("ns: 64 chars", "proposedNamespace", QJsonValue(QString(64, QLatin1Char('n'))), {kNamespace});
    row("ns: empty", "proposedNamespace", QJsonValue(QString()), {kNamespace});
    row("ns: leading hyphen", "proposedNamespace", QJsonValue(QStringLiteral("-shop")), {kNamespace});
    row("ns: trailing hyphen", "proposedNamespace", QJsonValue(QStringLiteral("shop-")), {kNamespace});
    row("ns: single hyphen", "proposedNamespace", QJsonValue(QStringLiteral("-")), {kNamespace});
    row("ns: upper-case", "proposedNamespace", QJsonValue(QStringLiteral("Shop")), {kNamespace});
    row("ns: underscore", "proposedNamespace", QJsonValue(QStringLiteral("shop_green")), {kNamespace});
    row("ns: dot", "proposedNamespace", QJsonValue(QStringLiteral("shop.green")), {kNamespace});
    row("ns: trailing newline", "proposedNamespace", QJsonValue(QStringLiteral("shop\n")), {kNamespace});
    row("ns: lone surrogate", "proposedNamespace", QJsonValue(QStringLiteral("shop") + chars({0xD800})),
        {kNamespace});
    row("ns: number", "proposedNamespace", json("5"), {kNamespace});
    row("ns: absent", "proposedNamespace", kUndefined, {kNamespace});

    // intentDigest: required canonical sha256.
    row("intent: upper-case prefix", "intentDigest", QJsonValue(QStringLiteral("SHA256:") + kHex64),
        {kIntentBad});
    row("intent: upper-case hex", "intentDigest", QJsonValue(QStringLiteral("sha256:") + kHex64.toUpper()),
        {kIntentBad});
    row("intent: 63 hex", "intentDigest", QJsonValue(QStringLiteral("sha256:") + kHex64.left(63)),
        {kIntentBad});
    row("intent: 65 hex", "intentDigest", QJsonValue(kIntent + QLatin1Char('0')), {kIntentBad});
    row("intent: no prefix", "intentDigest", QJsonValue(kHex64), {kIntentBad});
    row("intent: sha512 prefix", "intentDigest", QJsonValue(QStringLiteral("sha512:") + kHex64),
        {kIntentBad});
    row("intent: trailing newline", "intentDigest", QJsonValue(kIntent + QLatin1Char('\n')), {kIntentBad});
    row("intent: null", "intentDigest", json("null"), {kIntentBad});
    row("intent: absent", "intentDigest", kUndefined, {kIntentBad});

    // proposedCorestoreResources: an array of at most 8 well-formed, unique {capability, resourceName}.
    const char* const key = "proposedCorestoreResources";
    row("res: empty array", key, resources("[]"), none);
    row("res: 8 items", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a1\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a2\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a3\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a4\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a1\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a2\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a3\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a4\"}]"),
        none);
    row("res: 9 items", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a1\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a2\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a3\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a4\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a5\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a1\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a2\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a3\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a4\"}]"),
        {kMalformed});
    row("res: 9 items with a duplicate", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a3\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a4\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a5\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a6\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a7\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a8\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a9\"}]"),
        {kMalformed, kNotUnique});
    row("res: absent", key, kUndefined, {kMalformed});
    row("res: null", key, json("null"), {kMalformed});
    row("res: object", key, json("{\"capability\":\"database\",\"resourceName\":\"a\"}"), {kMalformed});
    row("res: string", key, json("\"database:a\""), {kMalformed});
    row("res: item null", key, resources("[null]"), {kMalformed});
    row("res: item string", key, resources("[\"database:a\"]"), {kMalformed});
    row("res: item array", key, resources("[[\"database\",\"a\"]]"), {kMalformed});
    row("res: capability other", key, resources("[{\"capability\":\"queue\",\"resourceName\":\"a\"}]"),
        {kMalformed});
    row("res: capability upper-case", key,
        resources("[{\"capability\":\"Database\",\"resourceName\":\"a\"}]"), {kMalformed});
    row("res: capability absent", key, resources("[{\"resourceName\":\"a\"}]"), {kMalformed});
    row("res: name absent", key, resources("[{\"capability\":\"database\"}]"), {kMalformed});
    row("res: name number", key, resources("[{\"capability\":\"database\",\"resourceName\":5}]"),
        {kMalformed});
    row("res: name 1 char", key, resources("[{\"capability\":\"database\",\"resourceName\":\"d\"}]"), none);
    row("res: name 63 chars", key,
        QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                          {QStringLiteral("resourceName"), QString(63, QLatin1Char('d'))}}}),
        none);
    row("res: name 64 chars", key,
        QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                          {QStringLiteral("resourceName"), QString(64, QLatin1Char('d'))}}}),
        {kMalformed});
    row("res: name leading hyphen", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"-db\"}]"), {kMalformed});
    row("res: name trailing hyphen", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"db-\"}]"), {kMalformed});
    row("res: name upper-case", key, resources("[{\"capability\":\"database\",\"resourceName\":\"DB\"}]"),
        {kMalformed});
    row("res: name underscore", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"shop_db\"}]"), {kMalformed});
    row("res: extra fields are fine", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"db\",\"size\":\"10Gi\"}]"), none);
    row("res: same name, different capability", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a\"},"
                  "{\"capability\":\"objectstorage\",\"resourceName\":\"a\"}]"),
        none);
    row("res: exact duplicate", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a\"}]"),
        {kNotUnique});
    row("res: duplicate not adjacent", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"b\"},"
                  "{\"capability\":\"database\",\"resourceName\":\"a\"}]"),
        {kNotUnique});
    row("res: duplicate despite extra fields", key,
        resources("[{\"capability\":\"database\",\"resourceName\":\"a\",\"x\":1},"
                  "{\"capability\":\"database\",\"resourceName\":\"a\",\"x\":2}]"),
        {kNotUnique});
    // Non-object items are filtered out before keys are built: malformed, but never "not unique".
    row("res: duplicate strings are not keys", key, resources("[\"x\",\"x\"]"), {kMalformed});
    row("res: duplicate nulls are not keys", key, resources("[null,null]"), {kMalformed});
    // Malformed objects still take part in the uniqueness check, via JavaScript String() coercion.
    row("res: malformed duplicates", key,
        resources("[{\"capability\":\"queue\",\"resourceName\":\"A\"},{\"capability\":\"queue\","
                  "\"resourceName\":\"A\"}]"),
        {kMalformed, kNotUnique});
    row("res: key collision through ':'", key,
        resources("[{\"capability\":\"x:y\",\"resourceName\":\"z\"},{\"capability\":\"x\",\"resourceName\":"
                  "\"y:z\"}]"),
        {kMalformed, kNotUnique});
    row("res: number vs string", key,
        resources(
            "[{\"capability\":1,\"resourceName\":\"a\"},{\"capability\":\"1\",\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: 1.0 vs \"1\"", key,
        resources(
            "[{\"capability\":1.0,\"resourceName\":\"a\"},{\"capability\":\"1\",\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: 1e21 vs \"1e+21\"", key,
        resources("[{\"capability\":1e21,\"resourceName\":\"a\"},{\"capability\":\"1e+21\",\"resourceName\":"
                  "\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: 1e-7 vs \"1e-7\"", key,
        resources("[{\"capability\":1e-7,\"resourceName\":\"a\"},{\"capability\":\"1e-7\",\"resourceName\":"
                  "\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: 0.000001 vs \"0.000001\"", key,
        resources("[{\"capability\":1e-6,\"resourceName\":\"a\"},{\"capability\":\"0.000001\","
                  "\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: -0 vs \"0\"", key,
        resources(
            "[{\"capability\":-0,\"resourceName\":\"a\"},{\"capability\":\"0\",\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: 1.5 vs \"1.50\" differ", key,
        resources(
            "[{\"capability\":1.5,\"resourceName\":\"a\"},{\"capability\":\"1.50\",\"resourceName\":\"a\"}]"),
        {kMalformed});
    row("res: true vs \"true\"", key,
        resources("[{\"capability\":true,\"resourceName\":\"a\"},{\"capability\":\"true\",\"resourceName\":"
                  "\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: null vs \"null\"", key,
        resources("[{\"capability\":null,\"resourceName\":\"a\"},{\"capability\":\"null\",\"resourceName\":"
                  "\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: absent vs \"undefined\"", key,
        resources("[{\"resourceName\":\"a\"},{\"capability\":\"undefined\",\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: both absent", key, resources("[{},{}]"), {kMalformed, kNotUnique});
    row("res: object vs \"[object Object]\"", key,
        resources("[{\"capability\":{\"a\":1},\"resourceName\":\"a\"},"
                  "{\"capability\":\"[object Object]\",\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: array vs joined string", key,
        resources("[{\"capability\":[1,2],\"resourceName\":\"a\"},{\"capability\":\"1,2\",\"resourceName\":"
                  "\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: nested array flattens", key,
        resources("[{\"capability\":[[1,2],3],\"resourceName\":\"a\"},{\"capability\":\"1,2,3\","
                  "\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: null array element is empty", key,
        resources("[{\"capability\":[null,\"x\"],\"resourceName\":\"a\"},{\"capability\":\",x\","
                  "\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: empty array vs empty string", key,
        resources(
            "[{\"capability\":[],\"resourceName\":\"a\"},{\"capability\":\"\",\"resourceName\":\"a\"}]"),
        {kMalformed, kNotUnique});
    row("res: resourceName coerced too", key,
        resources("[{\"capability\":\"database\",\"resourceName\":7},{\"capability\":\"database\","
                  "\"resourceName\":\"7\"}]"),
        {kMalformed, kNotUnique});

    // ociIndexDigest: optional, but any present value (JSON null too) must be a canonical digest.
    row("oci: absent", "ociIndexDigest", kUndefined, none);
    row("oci: valid", "ociIndexDigest", QJsonValue(kOci), none);
    row("oci: null counts as present", "ociIndexDigest", json("null"), {kOciBad});
    row("oci: empty string", "ociIndexDigest", QJsonValue(QString()), {kOciBad});
    row("oci: upper-case hex", "ociIndexDigest", QJsonValue(QStringLiteral("sha256:") + kHex64.toUpper()),
        {kOciBad});
    row("oci: 63 hex", "ociIndexDigest", QJsonValue(kOci.left(kOci.size() - 1)), {kOciBad});
    row("oci: missing prefix", "ociIndexDigest", QJsonValue(QString(64, QLatin1Char('a'))), {kOciBad});
    row("oci: trailing newline", "ociIndexDigest", QJsonValue(kOci + QLatin1Char('\n')), {kOciBad});
    row("oci: false", "ociIndexDigest", json("false"), {kOciBad});
    row("oci: number", "ociIndexDigest", json("0"), {kOciBad});
    row("oci: object", "ociIndexDigest", json("{}"), {kOciBad});

    // greenfield: exactly true.
    row("greenfield: true", "greenfield", json("true"), none);
    row("greenfield: false", "greenfield", json("false"), {kGreenfield});
    row("greenfield: \"true\"", "greenfield", json("\"true\""), {kGreenfield});
    row("greenfield: 1", "greenfield", json("1"), {kGreenfield});
    row("greenfield: null", "greenfield", json("null"), {kGreenfield});
    row("greenfield: absent", "greenfield", kUndefined, {kGreenfield});
}

void TestPreflightValidators::requestField()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, expected);
    QCOMPARE(render(validateRequest(patched(validRequest(), key, value))), expected);
}

void TestPreflightValidators::emptyObjectRequest()
{
    // Everything required is missing; ociIndexDigest is optional and an absent array has no duplicates.
    QCOMPARE(render(validateRequest(QJsonObject())),
             (QStringList{kRequestId, kServiceId, kRevisionBad, kDirtyUnknown, kVersion, kNamespace,
                          kIntentBad, kMalformed, kGreenfield}));
}

void TestPreflightValidators::requestWrongEverywhere_data()
{
    QTest::addColumn<QJsonValue>("request");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("dirty state unreported")
        << json("{\"requestId\":\"   \",\"serviceId\":7,\"sourceRevision\":\"ABC\",\"sourceDirty\":\"no\","
                "\"version\":\"v1.2.3\",\"proposedNamespace\":\"Bad_NS\",\"intentDigest\":\"sha256:XYZ\","
                "\"proposedCorestoreResources\":[{\"capability\":\"database\",\"resourceName\":\"a\"},"
                "{\"capability\":\"database\",\"resourceName\":\"a\"},\"x\"],"
                "\"ociIndexDigest\":null,\"greenfield\":\"true\"}")
        << QStringList{kRequestId, kServiceId, kRevisionBad, kDirtyUnknown, kVersion,   kNamespace,
                       kIntentBad, kMalformed, kNotUnique,   kOciBad,       kGreenfield};
    QTest::newRow("dirty worktree")
        << json("{\"requestId\":null,\"serviceId\":\"\",\"sourceRevision\":null,\"sourceDirty\":true,"
                "\"version\":\"01.2.3\",\"proposedNamespace\":\"-x\",\"intentDigest\":7,"
                "\"proposedCorestoreResources\":[{},{}],\"ociIndexDigest\":\"sha256:abc\",\"greenfield\":"
                "false}")
        << QStringList{kRequestId, kServiceId, kRevisionBad, kDirty,  kVersion,   kNamespace,
                       kIntentBad, kMalformed, kNotUnique,   kOciBad, kGreenfield};
}

void TestPreflightValidators::requestWrongEverywhere()
{
    QFETCH(QJsonValue, request);
    QFETCH(QStringList, expected);
    QCOMPARE(render(validateRequest(request)), expected);
}

void TestPreflightValidators::extraFieldsAreIgnored()
{
    QJsonObject request = validRequest();
    request.insert(QStringLiteral("identity"), QJsonObject{{QStringLiteral("jwt"), QStringLiteral("x")}});
    request.insert(QStringLiteral("somethingNew"), 1);
    QCOMPARE(render(validateRequest(request)), QStringList());
}

void TestPreflightValidators::validEvidenceHasNoBlockers()
{
    QCOMPARE(render(checkEvidence(validEvidence())), QStringList());
}

void TestPreflightValidators::nonObjectEvidence_data()
{
    QTest::addColumn<QJsonValue>("evidence");
    QTest::newRow("undefined") << kUndefined;
    QTest::newRow("null") << json("null");
    QTest::newRow("array") << json("[]");
    QTest::newRow("array of evidence") << QJsonValue(QJsonArray{validEvidence()});
    QTest::newRow("string") << json("\"evidence\"");
    QTest::newRow("number") << json("0");
    QTest::newRow("true") << json("true");
}

void TestPreflightValidators::nonObjectEvidence()
{
    QFETCH(QJsonValue, evidence);
    QCOMPARE(render(checkEvidence(evidence)), QStringList{kEvidenceNotObject});
}

void TestPreflightValidators::evidenceField_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QStringList>("expected");
    const auto row = [](const char* name, const char* key, const QJsonValue& value,
                        const QStringList& expected) {
        QTest::newRow(name) << QString::fromLatin1(key) << value << expected;
    };

    row("authorized: false", "releaseAuthorized", json("false"), {kNotAuthorized});
    row("authorized: absent", "releaseAuthorized", kUndefined, {kNotAuthorized});
    row("authorized: \"true\"", "releaseAuthorized", json("\"true\""), {kNotAuthorized});
    row("authorized: 1", "releaseAuthorized", json("1"), {kNotAuthorized});
    row("authorized: null", "releaseAuthorized", json("null"), {kNotAuthorized});

    row("fence: other revision", "sourceRevision", QJsonValue(QString(40, QLatin1Char('f'))), {kFence});
    row("fence: upper-case revision", "sourceRevision", QJsonValue(kRevision.toUpper()), {kFence});
    row("fence: revision absent", "sourceRevision", kUndefined, {kFence});
    row("fence: revision null", "sourceRevision", json("null"), {kFence});
    row("fence: other version", "version", QJsonValue(QStringLiteral("1.4.1")), {kFence});
    row("fence: version with v", "version", QJsonValue(QStringLiteral("v1.4.0")), {kFence});
    row("fence: version array", "version", json("[\"1.4.0\"]"), {kFence});
    row("fence: other configuration digest", "configurationDigest",
        QJsonValue(QStringLiteral("sha256:") + QString(64, QLatin1Char('d'))), {kFence});
    row("fence: configuration digest upper-case", "configurationDigest", QJsonValue(kConfig.toUpper()),
        {kFence});
    row("fence: configuration digest absent", "configurationDigest", kUndefined, {kFence});
    // Strict string equality, no normalization: the same digest spelled differently is not bound.
    row("fence: oci digest upper-case hex", "ociIndexDigest",
        QJsonValue(QStringLiteral("sha256:") + QString(64, QLatin1Char('A'))), {kFence});
    row("fence: oci digest other", "ociIndexDigest", QJsonValue(kStatement), {kFence});
    row("fence: oci digest object", "ociIndexDigest", json("{}"), {kFence});

    row("attestations: absent", "attestations", kUndefined, QStringList{kNotArray} + allMissing());
    row("attestations: null", "attestations", json("null"), QStringList{kNotArray} + allMissing());
    row("attestations: object", "attestations", QJsonValue(attestation(QStringLiteral("sbom"))),
        QStringList{kNotArray} + allMissing());
    row("attestations: string", "attestations", json("\"sbom\""), QStringList{kNotArray} + allMissing());
    row("attestations: empty array", "attestations", json("[]"), allMissing());

    row("extra fields are fine", "comment", json("\"signed off by release manager\""), {});
}

void TestPreflightValidators::evidenceField()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, expected);
    QCOMPARE(render(checkEvidence(patched(validEvidence(), key, value))), expected);
}

void TestPreflightValidators::attestationField_data()
{
    // Change one field of one attestation (index into provenance, sbom, signature,
    // vulnerability-policy, release-authorization).
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QStringList>("expected");
    const auto row = [](const char* name, int index, const char* key, const QJsonValue& value,
                        const QStringList& expected) {
        QTest::newRow(name) << index << QString::fromLatin1(key) << value << expected;
    };

    row("subject: other digest", 1, "subjectDigest", QJsonValue(kStatement), {invalidKind("sbom")});
    row("subject: upper-case", 1, "subjectDigest", QJsonValue(kOci.toUpper()), {invalidKind("sbom")});
    row("subject: absent", 0, "subjectDigest", kUndefined, {invalidKind("provenance")});
    row("subject: null", 2, "subjectDigest", json("null"), {invalidKind("signature")});
    row("statement: upper-case hex", 3, "statementDigest", QJsonValue(kStatement.toUpper()),
        {invalidKind("vulnerability-policy")});
    row("statement: 63 hex", 3, "statementDigest", QJsonValue(kStatement.left(kStatement.size() - 1)),
        {invalidKind("vulnerability-policy")});
    row("statement: no prefix", 4, "statementDigest", QJsonValue(QString(64, QLatin1Char('5'))),
        {invalidKind("release-authorization")});
    row("statement: absent", 4, "statementDigest", kUndefined, {invalidKind("release-authorization")});
    row("statement: number", 4, "statementDigest", json("5"), {invalidKind("release-authorization")});
    row("verifier: empty", 2, "verifier", QJsonValue(QString()), {invalidKind("signature")});
    row("verifier: blank", 2, "verifier", QJsonValue(QStringLiteral(" \t\n")), {invalidKind("signature")});
    row("verifier: nbsp+bom", 2, "verifier", QJsonValue(chars({0x00A0, 0xFEFF, 0x3000})),
        {invalidKind("signature")});
    row("verifier: U+0085 is not blank", 2, "verifier", QJsonValue(chars({0x0085})), {});
    row("verifier: absent", 2, "verifier", kUndefined, {invalidKind("signature")});
    row("verifier: number", 2, "verifier", json("1"), {invalidKind("signature")});
    row("verifier: padded is fine", 2, "verifier", QJsonValue(QStringLiteral(" ci ")), {});
    row("verifiedAt: 1", 0, "verifiedAt", json("1"), {});
    row("verifiedAt: 1.0 is an integer", 0, "verifiedAt", json("1.0"), {});
    row("verifiedAt: 1e3", 0, "verifiedAt", json("1e3"), {});
    row("verifiedAt: 2^53-1", 0, "verifiedAt", json("9007199254740991"), {});
    row("verifiedAt: 2^53", 0, "verifiedAt", json("9007199254740992"), {invalidKind("provenance")});
    row("verifiedAt: 1e300", 0, "verifiedAt", json("1e300"), {invalidKind("provenance")});
    row("verifiedAt: 0", 0, "verifiedAt", json("0"), {invalidKind("provenance")});
    row("verifiedAt: -1", 0, "verifiedAt", json("-1"), {invalidKind("provenance")});
    row("verifiedAt: 1.5", 0, "verifiedAt", json("1.5"), {invalidKind("provenance")});
    row("verifiedAt: 0.5", 0, "verifiedAt", json("0.5"), {invalidKind("provenance")});
    row("verifiedAt: \"1\"", 0, "verifiedAt", json("\"1\""), {invalidKind("provenance")});
    row("verifiedAt: true", 0, "verifiedAt", json("true"), {invalidKind("provenance")});
    row("verifiedAt: null", 0, "verifiedAt", json("null"), {invalidKind("provenance")});
    row("verifiedAt: absent", 0, "verifiedAt", kUndefined, {invalidKind("provenance")});
    // An invalid kind is reported and not counted as seen.
    row("kind: unknown", 1, "kind", QJsonValue(QStringLiteral("attestation")),
        {kKindInvalid, missingKind("sbom")});
    row("kind: upper-case", 1, "kind", QJsonValue(QStringLiteral("SBOM")),
        {kKindInvalid, missingKind("sbom")});
    row("kind: padded", 1, "kind", QJsonValue(QStringLiteral(" sbom")), {kKindInvalid, missingKind("sbom")});
    row("kind: number", 1, "kind", json("1"), {kKindInvalid, missingKind("sbom")});
    row("kind: absent", 1, "kind", kUndefined, {kKindInvalid, missingKind("sbom")});
    // Kinds may repeat: a second sbom instead of the signature covers sbom twice but misses signature.
    row("kind: duplicate sbom", 2, "kind", QJsonValue(QStringLiteral("sbom")), {missingKind("signature")});
}

void TestPreflightValidators::attestationField()
{
    QFETCH(int, index);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, expected);
    QJsonObject evidence = validEvidence();
    QJsonArray attestations = evidence.value(QStringLiteral("attestations")).toArray();
    attestations.replace(index, patched(attestations.at(index).toObject(), key, value));
    evidence.insert(QStringLiteral("attestations"), attestations);
    QCOMPARE(render(checkEvidence(evidence)), expected);
}

void TestPreflightValidators::attestationList_data()
{
    QTest::addColumn<QJsonValue>("attestations");
    QTest::addColumn<QStringList>("expected");
    const auto a = [](const char* kind) { return QJsonValue(attestation(QLatin1StringView(kind))); };
    const QJsonValue badSbom = [] {
        QJsonObject object = attestation(QStringLiteral("sbom"));
        object.insert(QStringLiteral("verifiedAt"), 0);
        return QJsonValue(object);
    }();

    QTest::newRow("only provenance") << QJsonValue(QJsonArray{a("provenance")})
                                     << QStringList{missingKind("sbom"), missingKind("signature"),
                                                    missingKind("vulnerability-policy"),
                                                    missingKind("release-authorization")};
    // Missing kinds are listed in the fixed order, not the order of the attestations.
    QTest::newRow("reverse order, two missing")
        << QJsonValue(QJsonArray{a("release-authorization"), a("signature"), a("provenance")})
        << QStringList{missingKind("sbom"), missingKind("vulnerability-policy")};
    QTest::newRow("all five, shuffled")
        << QJsonValue(QJsonArray{a("signature"), a("release-authorization"), a("sbom"), a("provenance"),
                                 a("vulnerability-policy")})
        << QStringList{};
    QTest::newRow("duplicates allowed")
        << QJsonValue(QJsonArray{a("provenance"), a("provenance"), a("sbom"), a("signature"), a("signature"),
                                 a("vulnerability-policy"), a("release-authorization"), a("sbom")})
        << QStringList{};
    // An invalid attestation still counts its kind as seen; a valid duplicate does not hide the error.
    QTest::newRow("invalid sbom plus valid sbom")
        << QJsonValue(QJsonArray{a("provenance"), badSbom, a("sbom"), a("signature"),
                                 a("vulnerability-policy"), a("release-authorization")})
        << QStringList{invalidKind("sbom")};
    QTest::newRow("invalid sbom twice") << QJsonValue(QJsonArray{badSbom, badSbom})
                                        << QStringList{invalidKind("sbom"),
                                                       invalidKind("sbom"),
                                                       missingKind("provenance"),
                                                       missingKind("signature"),
                                                       missingKind("vulnerability-policy"),
                                                       missingKind("release-authorization")};
    QTest::newRow("non-object items")
        << QJsonValue(QJsonArray{QJsonValue(), a("provenance"), QStringLiteral("sbom"), QJsonArray{a("sbom")},
                                 1, true})
        << QStringList{kAttestationNotObject,
                       kAttestationNotObject,
                       kAttestationNotObject,
                       kAttestationNotObject,
                       kAttestationNotObject,
                       missingKind("sbom"),
                       missingKind("signature"),
                       missingKind("vulnerability-policy"),
                       missingKind("release-authorization")};
    QTest::newRow("blockers keep item order")
        << QJsonValue(QJsonArray{badSbom, QJsonValue(),
                                 QJsonObject{{QStringLiteral("kind"), QStringLiteral("x")}}, a("provenance")})
        << QStringList{invalidKind("sbom"),
                       kAttestationNotObject,
                       kKindInvalid,
                       missingKind("signature"),
                       missingKind("vulnerability-policy"),
                       missingKind("release-authorization")};
}

void TestPreflightValidators::attestationList()
{
    QFETCH(QJsonValue, attestations);
    QFETCH(QStringList, expected);
    QCOMPARE(render(checkEvidence(patched(validEvidence(), QStringLiteral("attestations"), attestations))),
             expected);
}

void TestPreflightValidators::fenceArguments_data()
{
    // The evidence stays valid; the arguments the server binds it to change.
    QTest::addColumn<QJsonValue>("sourceRevision");
    QTest::addColumn<QJsonValue>("version");
    QTest::addColumn<QJsonValue>("configurationDigest");
    QTest::addColumn<QJsonValue>("ociIndexDigest");
    QTest::addColumn<QStringList>("expected");
    const QStringList everyKindInvalid{invalidKind("provenance"), invalidKind("sbom"),
                                       invalidKind("signature"), invalidKind("vulnerability-policy"),
                                       invalidKind("release-authorization")};

    QTest::newRow("all match") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0"))
                               << QJsonValue(kConfig) << QJsonValue(kOci) << QStringList{};
    QTest::newRow("revision differs")
        << QJsonValue(QString(40, QLatin1Char('e'))) << QJsonValue(QStringLiteral("1.4.0"))
        << QJsonValue(kConfig) << QJsonValue(kOci) << QStringList{kFence};
    QTest::newRow("version differs") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0-rc.1"))
                                     << QJsonValue(kConfig) << QJsonValue(kOci) << QStringList{kFence};
    QTest::newRow("configuration differs") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0"))
                                           << QJsonValue(kIntent) << QJsonValue(kOci) << QStringList{kFence};
    QTest::newRow("configuration undefined") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0"))
                                             << kUndefined << QJsonValue(kOci) << QStringList{kFence};
    // A different index digest breaks the fence and every attestation's subject.
    QTest::newRow("oci differs") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0"))
                                 << QJsonValue(kConfig) << QJsonValue(kStatement)
                                 << QStringList{kFence} + everyKindInvalid;
    QTest::newRow("oci undefined") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0"))
                                   << QJsonValue(kConfig) << kUndefined
                                   << QStringList{kFence} + everyKindInvalid;
    QTest::newRow("oci null") << QJsonValue(kRevision) << QJsonValue(QStringLiteral("1.4.0"))
                              << QJsonValue(kConfig) << json("null")
                              << QStringList{kFence} + everyKindInvalid;
}

void TestPreflightValidators::fenceArguments()
{
    QFETCH(QJsonValue, sourceRevision);
    QFETCH(QJsonValue, version);
    QFETCH(QJsonValue, configurationDigest);
    QFETCH(QJsonValue, ociIndexDigest);
    QFETCH(QStringList, expected);
    QCOMPARE(render(validateReleaseEvidence(validEvidence(), sourceRevision, version, configurationDigest,
                                            ociIndexDigest)),
             expected);
}

void TestPreflightValidators::fenceUndefinedOnBothSidesIsBound()
{
    // JavaScript: undefined === undefined. Evidence without configurationDigest and ociIndexDigest (and
    // attestations without subjectDigest) is "bound" to a fence whose digests are undefined.
    QJsonObject evidence = validEvidence();
    evidence.remove(QStringLiteral("configurationDigest"));
    evidence.remove(QStringLiteral("ociIndexDigest"));
    QJsonArray attestations = evidence.value(QStringLiteral("attestations")).toArray();
    for (qsizetype i = 0; i < attestations.size(); ++i) {
        QJsonObject item = attestations.at(i).toObject();
        item.remove(QStringLiteral("subjectDigest"));
        attestations.replace(i, item);
    }
    evidence.insert(QStringLiteral("attestations"), attestations);
    QCOMPARE(
        render(validateReleaseEvidence(evidence, kRevision, QStringLiteral("1.4.0"), kUndefined, kUndefined)),
        QStringList());
    // ...but JSON null is a value of its own, never equal to undefined.
    QCOMPARE(render(validateReleaseEvidence(evidence, kRevision, QStringLiteral("1.4.0"), json("null"),
                                            kUndefined)),
             QStringList{kFence});
}

void TestPreflightValidators::evidenceWrongEverywhere()
{
    const QJsonValue evidence = json(
        "{\"releaseAuthorized\":\"true\",\"sourceRevision\":\"main\",\"version\":\"1.4.0\","
        "\"attestations\":[null,{\"kind\":\"SBOM\"},{\"kind\":\"sbom\",\"subjectDigest\":\"sha256:x\"},5,"
        "{\"kind\":\"signature\",\"verifier\":\"\"}]}");
    QCOMPARE(render(checkEvidence(evidence)),
             (QStringList{kNotAuthorized, kFence, kAttestationNotObject, kKindInvalid, invalidKind("sbom"),
                          kAttestationNotObject, invalidKind("signature"), missingKind("provenance"),
                          missingKind("vulnerability-policy"), missingKind("release-authorization")}));
}

void TestPreflightValidators::requiredEvidenceKindsOrder()
{
    QCOMPARE(
        requiredEvidenceKinds(),
        (QList<QString>{QStringLiteral("provenance"), QStringLiteral("sbom"), QStringLiteral("signature"),
                        QStringLiteral("vulnerability-policy"), QStringLiteral("release-authorization")}));
}

void TestPreflightValidators::jsToString_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("string") << json("\"a:b\"") << QStringLiteral("a:b");
    QTest::newRow("empty string") << json("\"\"") << QString();
    QTest::newRow("integer") << json("42") << QStringLiteral("42");
    QTest::newRow("double") << json("1.5") << QStringLiteral("1.5");
    QTest::newRow("true") << json("true") << QStringLiteral("true");
    QTest::newRow("false") << json("false") << QStringLiteral("false");
    QTest::newRow("null") << json("null") << QStringLiteral("null");
    QTest::newRow("undefined") << kUndefined << QStringLiteral("undefined");
    QTest::newRow("object") << json("{\"a\":1}") << QStringLiteral("[object Object]");
    QTest::newRow("empty object") << json("{}") << QStringLiteral("[object Object]");
    QTest::newRow("array") << json("[1,\"a\",true]") << QStringLiteral("1,a,true");
    QTest::newRow("empty array") << json("[]") << QString();
    QTest::newRow("array with null") << json("[null,1,null]") << QStringLiteral(",1,");
    QTest::newRow("nested array") << json("[[1,[2]],3]") << QStringLiteral("1,2,3");
    QTest::newRow("array with object") << json("[{}]") << QStringLiteral("[object Object]");
    QTest::newRow("array with double") << json("[0.1,1e21]") << QStringLiteral("0.1,1e+21");
}

void TestPreflightValidators::jsToString()
{
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QCOMPARE(js::toString(value), expected);
}

void TestPreflightValidators::jsNumberToString_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0") << 0.0 << QStringLiteral("0");
    QTest::newRow("-0") << -0.0 << QStringLiteral("0");
    QTest::newRow("1") << 1.0 << QStringLiteral("1");
    QTest::newRow("-1.5") << -1.5 << QStringLiteral("-1.5");
    QTest::newRow("100") << 100.0 << QStringLiteral("100");
    QTest::newRow("0.1") << 0.1 << QStringLiteral("0.1");
    QTest::newRow("0.1+0.2") << 0.1 + 0.2 << QStringLiteral("0.30000000000000004");
    QTest::newRow("1/3") << 1.0 / 3.0 << QStringLiteral("0.3333333333333333");
    QTest::newRow("123.456") << 123.456 << QStringLiteral("123.456");
    QTest::newRow("2^53") << 9007199254740992.0 << QStringLiteral("9007199254740992");
    QTest::newRow("1e20") << 1e20 << QStringLiteral("100000000000000000000");
    QTest::newRow("1.2345e20") << 1.2345e20 << QStringLiteral("123450000000000000000");
    QTest::newRow("1e21") << 1e21 << QStringLiteral("1e+21");
    QTest::newRow("1.5e21") << 1.5e21 << QStringLiteral("1.5e+21");
    QTest::newRow("-1e21") << -1e21 << QStringLiteral("-1e+21");
    QTest::newRow("1e-6") << 1e-6 << QStringLiteral("0.000001");
    QTest::newRow("1.5e-6") << 1.5e-6 << QStringLiteral("0.0000015");
    QTest::newRow("1e-7") << 1e-7 << QStringLiteral("1e-7");
    QTest::newRow("1.23e-7") << 1.23e-7 << QStringLiteral("1.23e-7");
    QTest::newRow("max") << std::numeric_limits<double>::max() << QStringLiteral("1.7976931348623157e+308");
    QTest::newRow("min subnormal") << std::numeric_limits<double>::denorm_min() << QStringLiteral("5e-324");
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN() << QStringLiteral("NaN");
    QTest::newRow("Infinity") << std::numeric_limits<double>::infinity() << QStringLiteral("Infinity");
    QTest::newRow("-Infinity") << -std::numeric_limits<double>::infinity() << QStringLiteral("-Infinity");
}

void TestPreflightValidators::jsNumberToString()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(js::numberToString(value), expected);
}

void TestPreflightValidators::jsIsBlank_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("blank");
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("ascii white space") << QStringLiteral(" \t\n\v\f\r") << true;
    for (const char16_t unit :
         {0x00A0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
          0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF})
        QTest::addRow("U+%04X", unsigned(unit)) << chars({unit}) << true;
    for (const char16_t unit : {0x0085, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0x001C, 0x001F, 0x0000})
        QTest::addRow("not U+%04X", unsigned(unit)) << chars({unit}) << false;
    QTest::newRow("text") << QStringLiteral("  a  ") << false;
    QTest::newRow("lone surrogate") << chars({0xD800}) << false;
}

void TestPreflightValidators::jsIsBlank()
{
    QFETCH(QString, text);
    QFETCH(bool, blank);
    QCOMPARE(js::isBlank(text), blank);
}

void TestPreflightValidators::jsStrictEquals_data()
{
    QTest::addColumn<QJsonValue>("a");
    QTest::addColumn<QJsonValue>("b");
    QTest::addColumn<bool>("equal");
    QTest::newRow("same string") << json("\"x\"") << json("\"x\"") << true;
    QTest::newRow("different string") << json("\"x\"") << json("\"X\"") << false;
    QTest::newRow("string vs number") << json("\"1\"") << json("1") << false;
    QTest::newRow("numbers") << json("1") << json("1.0") << true;
    QTest::newRow("+0 -0") << json("0") << json("-0") << true;
    QTest::newRow("different numbers") << json("1") << json("2") << false;
    QTest::newRow("true true") << json("true") << json("true") << true;
    QTest::newRow("true false") << json("true") << json("false") << false;
    QTest::newRow("true vs 1") << json("true") << json("1") << false;
    QTest::newRow("null null") << json("null") << json("null") << true;
    QTest::newRow("undefined undefined") << kUndefined << kUndefined << true;
    QTest::newRow("null undefined") << json("null") << kUndefined << false;
    QTest::newRow("empty string vs null") << json("\"\"") << json("null") << false;
    QTest::newRow("equal objects") << json("{}") << json("{}") << false;
    QTest::newRow("equal arrays") << json("[1]") << json("[1]") << false;
    QTest::newRow("array vs its string") << json("[\"x\"]") << json("\"x\"") << false;
    QTest::newRow("object vs string") << json("{}") << json("\"[object Object]\"") << false;
}

void TestPreflightValidators::jsStrictEquals()
{
    QFETCH(QJsonValue, a);
    QFETCH(QJsonValue, b);
    QFETCH(bool, equal);
    QCOMPARE(js::strictEquals(a, b), equal);
    QCOMPARE(js::strictEquals(b, a), equal);
}

void TestPreflightValidators::jsIsSafeInteger_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<bool>("safe");
    QTest::newRow("0") << json("0") << true;
    QTest::newRow("1") << json("1") << true;
    QTest::newRow("-1") << json("-1") << true;
    QTest::newRow("1.0") << json("1.0") << true;
    QTest::newRow("2^53-1") << json("9007199254740991") << true;
    QTest::newRow("-(2^53-1)") << json("-9007199254740991") << true;
    QTest::newRow("2^53") << json("9007199254740992") << false;
    QTest::newRow("-2^53") << json("-9007199254740992") << false;
    QTest::newRow("1.5") << json("1.5") << false;
    QTest::newRow("1e300") << json("1e300") << false;
    QTest::newRow("string") << json("\"1\"") << false;
    QTest::newRow("bool") << json("true") << false;
    QTest::newRow("null") << json("null") << false;
    QTest::newRow("undefined") << kUndefined << false;
    QTest::newRow("inf") << QJsonValue(std::numeric_limits<double>::infinity()) << false;
}

void TestPreflightValidators::jsIsSafeInteger()
{
    QFETCH(QJsonValue, value);
    QFETCH(bool, safe);
    QCOMPARE(js::isSafeInteger(value), safe);
}

void TestPreflightValidators::canonicalSha256_data()
{
    QTest::addColumn<QString>("digest");
    QTest::addColumn<bool>("canonical");
    QTest::newRow("canonical") << kIntent << true;
    QTest::newRow("zeros") << QStringLiteral("sha256:") + QString(64, QLatin1Char('0')) << true;
    QTest::newRow("upper-case hex") << QStringLiteral("sha256:") + kHex64.toUpper() << false;
    QTest::newRow("upper-case prefix") << QStringLiteral("SHA256:") + kHex64 << false;
    QTest::newRow("63 hex") << QStringLiteral("sha256:") + kHex64.left(63) << false;
    QTest::newRow("65 hex") << kIntent + QLatin1Char('a') << false;
    QTest::newRow("bare hex") << kHex64 << false;
    QTest::newRow("non-hex") << QStringLiteral("sha256:") + kHex64.left(63) + QLatin1Char('g') << false;
    QTest::newRow("trailing newline") << kIntent + QLatin1Char('\n') << false;
    QTest::newRow("leading space") << QLatin1Char(' ') + kIntent << false;
    QTest::newRow("empty") << QString() << false;
}

void TestPreflightValidators::canonicalSha256()
{
    QFETCH(QString, digest);
    QFETCH(bool, canonical);
    QCOMPARE(isCanonicalSha256(digest), canonical);
}

void TestPreflightValidators::sha256OfBytes()
{
    QCOMPARE(sha256Digest(QByteArray()),
             QStringLiteral("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    QCOMPARE(sha256Digest(QByteArrayLiteral("abc")),
             QStringLiteral("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    QVERIFY(isCanonicalSha256(sha256Digest(QByteArrayLiteral("anything"))));
}

void TestPreflightValidators::sha256OfFileReadsContents()
{
    QTemporaryFile file;
    QVERIFY(file.open());
    // Larger than one read chunk, so the chunked reading is exercised.
    QByteArray contents;
    for (int i = 0; i < 200000; ++i)
        contents.append(static_cast<char>(i * 31 % 251));
    QCOMPARE(file.write(contents), contents.size());
    file.close();
    QString error;
    const std::optional<QString> digest = sha256OfFile(file.fileName(), &error);
    QVERIFY2(digest.has_value(), qPrintable(error));
    QCOMPARE(*digest, sha256Digest(contents));
    QVERIFY(error.isEmpty());
}

void TestPreflightValidators::sha256OfFileReportsErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("does-not-exist.tar"));
    QString error;
    QVERIFY(!sha256OfFile(missing, &error).has_value());
    QVERIFY2(error.contains(missing), qPrintable(error));

    error.clear();
    QVERIFY(!sha256OfFile(dir.path(), &error).has_value()); // a directory cannot be hashed
    QVERIFY(!error.isEmpty());

    QVERIFY(!sha256OfFile(missing, nullptr).has_value()); // no error out-parameter: still no crash
}

QTEST_GUILESS_MAIN(TestPreflightValidators)
#include "tst_preflightvalidators.moc"
