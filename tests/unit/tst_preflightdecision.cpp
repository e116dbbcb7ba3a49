// The console's fail-closed GO/NO-GO: GO only for a complete schema-2 report that says GO without
// blockers, echoes the request, grants the needed capabilities and survives the client re-check.
#include "core/preflight/decision.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace cloudly::core::preflight;

namespace {

const QString kRevision = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
const QString kIntent = QStringLiteral("sha256:") + QString(64, QLatin1Char('1'));
const QString kConfig = QStringLiteral("sha256:") + QString(64, QLatin1Char('c'));
const QString kOci = QStringLiteral("sha256:") + QString(64, QLatin1Char('a'));
const QString kCurrent = QStringLiteral("sha256:") + QString(64, QLatin1Char('b'));
const QString kStatement = QStringLiteral("sha256:") + QString(64, QLatin1Char('5'));
const QJsonValue kUndefined(QJsonValue::Undefined);

QJsonValue json(const char* text)
{
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray("[") + QByteArray(text) + QByteArray("]"), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON %s: %s", text, qPrintable(error.errorString()));
    return document.array().at(0);
}

QJsonObject evidence()
{
    QJsonArray attestations;
    for (const char* kind :
         {"provenance", "sbom", "signature", "vulnerability-policy", "release-authorization"})
        attestations.append(QJsonObject{
            {QStringLiteral("kind"), QLatin1StringView(kind)},
            {QStringLiteral("statementDigest"), kStatement},
            {QStringLiteral("subjectDigest"), kOci},
            {QStringLiteral("verifier"), QStringLiteral("cosign@ci.example")},
            {QStringLiteral("verifiedAt"), 1752900000000.0},
        });
    return QJsonObject{
        {QStringLiteral("sourceRevision"), kRevision},
        {QStringLiteral("version"), QStringLiteral("1.4.0")},
        {QStringLiteral("configurationDigest"), kConfig},
        {QStringLiteral("ociIndexDigest"), kOci},
        {QStringLiteral("releaseAuthorized"), true},
        {QStringLiteral("attestations"), attestations},
    };
}

QJsonObject request()
{
    return QJsonObject{
        {QStringLiteral("requestId"), QStringLiteral("req-1")},
        {QStringLiteral("serviceId"), QStringLiteral("svc-shop")},
        {QStringLiteral("sourceRevision"), kRevision},
        {QStringLiteral("sourceDirty"), false},
        {QStringLiteral("version"), QStringLiteral("1.4.0")},
        {QStringLiteral("intentDigest"), kIntent},
        {QStringLiteral("proposedNamespace"), QStringLiteral("shop-green")},
        {QStringLiteral("proposedCorestoreResources"),
         QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                {QStringLiteral("resourceName"), QStringLiteral("shop-db")}}}},
        {QStringLiteral("ociIndexDigest"), kOci},
        {QStringLiteral("releaseTag"), QStringLiteral("1.4.0")},
        {QStringLiteral("releaseEvidence"), evidence()},
        {QStringLiteral("greenfield"), true},
        {QStringLiteral("identity"), QJsonObject{{QStringLiteral("jwt"), QStringLiteral("not looked at")}}},
    };
}

QJsonObject platform(const char* architecture)
{
    return QJsonObject{
        {QStringLiteral("os"), QStringLiteral("linux")},
        {QStringLiteral("architecture"), QLatin1StringView(architecture)},
        {QStringLiteral("digest"), kCurrent},
        {QStringLiteral("mediaType"), QStringLiteral("application/vnd.oci.image.manifest.v1+json")},
        {QStringLiteral("runnable"), true},
        {QStringLiteral("manifestPresent"), true},
    };
}

// A complete schema-2 GO report for request().
QJsonObject goReport()
{
    const QString index = QStringLiteral("application/vnd.oci.image.index.v1+json");
    return QJsonObject{
        {QStringLiteral("schemaVersion"), 2},
        {QStringLiteral("decision"), QStringLiteral("GO")},
        {QStringLiteral("mutationPerformed"), false},
        {QStringLiteral("generatedAt"), 1752900000000.0},
        {QStringLiteral("service"),
         QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-shop")},
                     {QStringLiteral("serviceName"), QStringLiteral("shop")},
                     {QStringLiteral("workspaceIdentity"), QStringLiteral("acme/shop")},
                     {QStringLiteral("registryHost"), QStringLiteral("registry.example.com")},
                     {QStringLiteral("registryRepository"), QStringLiteral("acme/shop")},
                     {QStringLiteral("deployOnPush"), false}}},
        {QStringLiteral("source"), QJsonObject{{QStringLiteral("revision"), kRevision},
                                               {QStringLiteral("dirty"), false},
                                               {QStringLiteral("version"), QStringLiteral("1.4.0")},
                                               {QStringLiteral("intentDigest"), kIntent},
                                               {QStringLiteral("configurationDigest"), kConfig}}},
        {QStringLiteral("currentImage"),
         QJsonObject{
             {QStringLiteral("tag"), QStringLiteral("1.3.0")},
             {QStringLiteral("digest"), kCurrent},
             {QStringLiteral("imageReference"), QStringLiteral("registry.example.com/acme/shop@") + kCurrent},
             {QStringLiteral("mutableReference"), false},
             {QStringLiteral("mediaType"), index},
             {QStringLiteral("platforms"), QJsonArray{platform("amd64")}}}},
        {QStringLiteral("requestedImage"),
         QJsonObject{{QStringLiteral("digest"), kOci},
                     {QStringLiteral("releaseTag"), QStringLiteral("1.4.0")},
                     {QStringLiteral("tagReserved"), true},
                     {QStringLiteral("mediaType"), index},
                     {QStringLiteral("platforms"), QJsonArray{platform("amd64"), platform("arm64")}}}},
        {QStringLiteral("runtimeTasks"),
         QJsonArray{
             QJsonObject{{QStringLiteral("deploymentId"), QStringLiteral("dep-1")},
                         {QStringLiteral("nodeName"), QStringLiteral("node-1")},
                         {QStringLiteral("status"), QStringLiteral("running")},
                         {QStringLiteral("healthStatus"), QStringLiteral("healthy")},
                         {QStringLiteral("imageReference"), QStringLiteral("registry.example.com/acme/shop")},
                         {QStringLiteral("reportedDigest"), kCurrent},
                         {QStringLiteral("verificationStatus"), QStringLiteral("verified")}}}},
        {QStringLiteral("runtimeAttestation"), QJsonObject{{QStringLiteral("requiredReplicaCount"), 1},
                                                           {QStringLiteral("observedReplicaCount"), 1},
                                                           {QStringLiteral("healthyReplicaCount"), 1},
                                                           {QStringLiteral("verifiedReplicaCount"), 1},
                                                           {QStringLiteral("consistentDigest"), true}}},
        {QStringLiteral("platformBindings"),
         QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                {QStringLiteral("desiredState"), QStringLiteral("enabled")},
                                {QStringLiteral("status"), QStringLiteral("ready")}}}},
        {QStringLiteral("corestoreResources"),
         QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                {QStringLiteral("provider"), QStringLiteral("corestore")},
                                {QStringLiteral("resourceName"), QStringLiteral("shop-db-blue")}}}},
        {QStringLiteral("proposed"),
         QJsonObject{{QStringLiteral("namespace"), QStringLiteral("shop-green")},
                     {QStringLiteral("corestoreResources"),
                      QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                                             {QStringLiteral("resourceName"), QStringLiteral("shop-db")}}}},
                     {QStringLiteral("namespaceReserved"), true},
                     {QStringLiteral("inventoryComplete"), true},
                     {QStringLiteral("namespaceBlank"), true},
                     {QStringLiteral("versionReserved"), true},
                     {QStringLiteral("wouldReplaceExistingState"), false}}},
        {QStringLiteral("authorizationChecks"),
         QJsonArray{
             QJsonObject{{QStringLiteral("capability"), QStringLiteral("deployment:preflight")},
                         {QStringLiteral("granted"), true}},
             QJsonObject{{QStringLiteral("capability"), QStringLiteral("deployment:create-greenfield")},
                         {QStringLiteral("granted"), true}}}},
        {QStringLiteral("compatibilityBlockers"), QJsonArray()},
    };
}

// Replaces (or, for undefined, removes) the value at a dotted path such as "runtimeTasks.0.status".
QJsonValue setAt(const QJsonValue& root, QStringList path, const QJsonValue& value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (root.isArray()) {
        QJsonArray array = root.toArray();
        const int index = head.toInt();
        if (path.isEmpty() && value.isUndefined())
            array.removeAt(index);
        else if (index == array.size())
            array.append(setAt(QJsonValue(), path, value));
        else
            array.replace(index, setAt(array.at(index), path, value));
        return array;
    }
    QJsonObject object = root.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(head);
    else
        object.insert(head, setAt(object.value(head), path, value));
    return object;
}

QJsonObject reportWith(const QString& path, const QJsonValue& value)
{
    return setAt(goReport(), path.split(QLatin1Char('.')), value).toObject();
}

QStringList codesOf(const QList<DecisionReason>& reasons)
{
    QStringList out;
    for (const DecisionReason& reason : reasons)
        out << reason.code;
    return out;
}

QStringList codesOf(const QList<Blocker>& blockers)
{
    QStringList out;
    for (const Blocker& blocker : blockers)
        out << blocker.code;
    return out;
}

QString dump(const Decision& decision)
{
    QStringList lines;
    for (const DecisionReason& reason : decision.reasons)
        lines << reason.code + QStringLiteral(": ") + reason.message;
    for (const Blocker& blocker : decision.clientBlockers)
        lines << QStringLiteral("client ") + blocker.code + QStringLiteral(": ") + blocker.message;
    for (const Blocker& blocker : decision.serverBlockers)
        lines << QStringLiteral("server ") + blocker.code + QStringLiteral(": ") + blocker.message;
    return lines.join(QLatin1Char('\n'));
}

QJsonArray blockers(std::initializer_list<const char*> codes)
{
    QJsonArray out;
    for (const char* code : codes)
        out.append(QJsonObject{
            {QStringLiteral("code"), QLatin1StringView(code)},
            {QStringLiteral("message"), QStringLiteral("server says: ") + QLatin1StringView(code)}});
    return out;
}

const QString kIncomplete = QStringLiteral("CLIENT_REPORT_INCOMPLETE");
const QString kEcho = QStringLiteral("CLIENT_ECHO_MISMATCH");
const QString kEvidence = QStringLiteral("CLIENT_EVIDENCE_MISMATCH");
const QString kAuth = QStringLiteral("CLIENT_AUTHORIZATION_MISSING");

class MarkingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        Q_UNUSED(disambiguation)
        if (qstrcmp(context, "cloudly::core::preflight::Decision") != 0)
            return QString();
        QString text = QStringLiteral("[de] ") + QString::fromUtf8(sourceText);
        return n >= 0 ? text.replace(QStringLiteral("%n"), QString::number(n)) : text;
    }
};

} // namespace

class TestPreflightDecision : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void completeGoReportIsGo();
    void reportNotAnObject_data();
    void reportNotAnObject();
    void reportField_data();
    void reportField();
    void everyRequiredFieldIsRequired_data();
    void everyRequiredFieldIsRequired();
    void optionalFieldsMayBeAbsent_data();
    void optionalFieldsMayBeAbsent();
    void serverNoGoListsServerBlockers();
    void unknownSchemaStopsInterpretation();
    void requestSent_data();
    void requestSent();
    void reasonsComeInDocumentedOrder();
    void messagesAreTranslatable();
};

void TestPreflightDecision::completeGoReportIsGo()
{
    const Decision decision = decide(request(), goReport());
    QVERIFY2(decision.verdict == Verdict::Go, qPrintable(dump(decision)));
    QVERIFY(decision.reasons.isEmpty());
    QVERIFY(decision.clientBlockers.isEmpty());
    QVERIFY(decision.serverBlockers.isEmpty());

    // Unknown extra fields (a newer server) do not matter.
    QJsonObject extended = goReport();
    extended.insert(QStringLiteral("futureSection"), QJsonObject{{QStringLiteral("x"), 1}});
    QVERIFY(decide(request(), extended).verdict == Verdict::Go);
    // schemaVersion 2.0 is the number 2.
    QVERIFY(decide(request(), reportWith(QStringLiteral("schemaVersion"), json("2.0"))).verdict ==
            Verdict::Go);
    // Permissions other than the two required ones may be missing or denied (least privilege).
    QJsonObject extraChecks = goReport();
    QJsonArray checks = extraChecks.value(QStringLiteral("authorizationChecks")).toArray();
    checks.append(QJsonObject{{QStringLiteral("capability"), QStringLiteral("deployment:promote-route")},
                              {QStringLiteral("granted"), false}});
    extraChecks.insert(QStringLiteral("authorizationChecks"), checks);
    QVERIFY(decide(request(), extraChecks).verdict == Verdict::Go);
}

void TestPreflightDecision::reportNotAnObject_data()
{
    QTest::addColumn<QJsonValue>("report");
    QTest::addColumn<QString>("message");
    QTest::newRow("undefined") << kUndefined << QStringLiteral("the report is missing, expected an object");
    QTest::newRow("null") << json("null") << QStringLiteral("the report is null, expected an object");
    QTest::newRow("array") << QJsonValue(QJsonArray{goReport()})
                           << QStringLiteral("the report is an array, expected an object");
    QTest::newRow("string") << json("\"GO\"") << QStringLiteral("the report is \"GO\", expected an object");
    QTest::newRow("true") << json("true") << QStringLiteral("the report is true, expected an object");
}

void TestPreflightDecision::reportNotAnObject()
{
    QFETCH(QJsonValue, report);
    QFETCH(QString, message);
    const Decision decision = decide(request(), report);
    QVERIFY(decision.verdict == Verdict::NoGo);
    QCOMPARE(decision.reasons,
             (QList<DecisionReason>{{QStringLiteral("CLIENT_REPORT_NOT_OBJECT"), message}}));
    QVERIFY(decision.serverBlockers.isEmpty());
}

void TestPreflightDecision::reportField_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value"); // undefined: removed
    QTest::addColumn<QStringList>("codes");
    QTest::addColumn<QString>("firstMessage"); // empty: not checked
    const auto row = [](const char* name, const char* path, const QJsonValue& value, const QStringList& codes,
                        const QString& firstMessage = QString()) {
        QTest::newRow(name) << QString::fromLatin1(path) << value << codes << firstMessage;
    };

    row("schema 3", "schemaVersion", json("3"), {QStringLiteral("CLIENT_SCHEMA_VERSION")},
        QStringLiteral("report schemaVersion is 3, expected 2"));
    row("schema 1", "schemaVersion", json("1"), {QStringLiteral("CLIENT_SCHEMA_VERSION")},
        QStringLiteral("report schemaVersion is 1, expected 2"));
    row("schema 2.5", "schemaVersion", json("2.5"), {QStringLiteral("CLIENT_SCHEMA_VERSION")},
        QStringLiteral("report schemaVersion is 2.5, expected 2"));
    row("schema \"2\"", "schemaVersion", json("\"2\""), {QStringLiteral("CLIENT_SCHEMA_VERSION")},
        QStringLiteral("report schemaVersion is \"2\", expected 2"));
    row("schema absent", "schemaVersion", kUndefined, {QStringLiteral("CLIENT_SCHEMA_VERSION")},
        QStringLiteral("report schemaVersion is missing, expected 2"));
    row("schema null", "schemaVersion", json("null"), {QStringLiteral("CLIENT_SCHEMA_VERSION")},
        QStringLiteral("report schemaVersion is null, expected 2"));

    row("mutation true", "mutationPerformed", json("true"), {QStringLiteral("CLIENT_MUTATION_PERFORMED")},
        QStringLiteral("report says mutationPerformed is true; a preflight must not change anything"));
    row("mutation absent", "mutationPerformed", kUndefined, {QStringLiteral("CLIENT_MUTATION_PERFORMED")},
        QStringLiteral("report mutationPerformed is missing, expected false"));
    row("mutation \"false\"", "mutationPerformed", json("\"false\""),
        {QStringLiteral("CLIENT_MUTATION_PERFORMED")},
        QStringLiteral("report mutationPerformed is \"false\", expected false"));
    row("mutation 0", "mutationPerformed", json("0"), {QStringLiteral("CLIENT_MUTATION_PERFORMED")},
        QStringLiteral("report mutationPerformed is 0, expected false"));
    row("mutation null", "mutationPerformed", json("null"), {QStringLiteral("CLIENT_MUTATION_PERFORMED")});

    row("decision \"go\"", "decision", json("\"go\""), {QStringLiteral("CLIENT_DECISION_UNKNOWN")},
        QStringLiteral("report decision is \"go\", expected \"GO\" or \"NO-GO\""));
    row("decision \"GO \"", "decision", json("\"GO \""), {QStringLiteral("CLIENT_DECISION_UNKNOWN")});
    row("decision \"MAYBE\"", "decision", json("\"MAYBE\""), {QStringLiteral("CLIENT_DECISION_UNKNOWN")});
    row("decision true", "decision", json("true"), {QStringLiteral("CLIENT_DECISION_UNKNOWN")},
        QStringLiteral("report decision is true, expected \"GO\" or \"NO-GO\""));
    row("decision absent", "decision", kUndefined, {QStringLiteral("CLIENT_DECISION_UNKNOWN")},
        QStringLiteral("report decision is missing, expected \"GO\" or \"NO-GO\""));
    row("decision NO-GO without blockers", "decision", json("\"NO-GO\""),
        {QStringLiteral("CLIENT_SERVER_NOGO_WITHOUT_BLOCKERS")},
        QStringLiteral("report decision is NO-GO but lists no blockers"));

    row("GO with a blocker", "compatibilityBlockers", blockers({"SOURCE_WORKTREE_DIRTY"}),
        {QStringLiteral("CLIENT_SERVER_GO_WITH_BLOCKERS")},
        QStringLiteral("report decision is GO but lists 1 blocker(s)"));
    row("GO with an unknown blocker", "compatibilityBlockers",
        blockers({"SOURCE_WORKTREE_DIRTY", "NEW_THING"}),
        {QStringLiteral("CLIENT_SERVER_GO_WITH_BLOCKERS"), QStringLiteral("CLIENT_UNKNOWN_BLOCKER_CODE")},
        QStringLiteral("report decision is GO but lists 2 blocker(s)"));
    row("GO with a malformed blocker", "compatibilityBlockers", json("[{\"code\":7,\"message\":\"x\"}]"),
        {kIncomplete, QStringLiteral("CLIENT_SERVER_GO_WITH_BLOCKERS")},
        QStringLiteral("report.compatibilityBlockers[0].code is 7, expected a string"));
    row("blockers not an array", "compatibilityBlockers", json("{}"), {kIncomplete},
        QStringLiteral("report.compatibilityBlockers is an object, expected an array"));
    row("blockers absent", "compatibilityBlockers", kUndefined, {kIncomplete},
        QStringLiteral("report.compatibilityBlockers missing"));

    row("consistentDigest missing", "runtimeAttestation.consistentDigest", kUndefined, {kIncomplete},
        QStringLiteral("report.runtimeAttestation.consistentDigest missing"));
    row("consistentDigest \"true\"", "runtimeAttestation.consistentDigest", json("\"true\""), {kIncomplete},
        QStringLiteral("report.runtimeAttestation.consistentDigest is \"true\", expected a boolean"));
    row("replica count string", "runtimeAttestation.verifiedReplicaCount", json("\"1\""), {kIncomplete},
        QStringLiteral("report.runtimeAttestation.verifiedReplicaCount is \"1\", expected a number"));
    row("generatedAt string", "generatedAt", json("\"2026-07-19\""), {kIncomplete},
        QStringLiteral("report.generatedAt is \"2026-07-19\", expected a number"));
    row("service array", "service", json("[]"), {kIncomplete},
        QStringLiteral("report.service is an array, expected an object"));
    row("deployOnPush string", "service.deployOnPush", json("\"false\""), {kIncomplete},
        QStringLiteral("report.service.deployOnPush is \"false\", expected a boolean"));
    row("registryHost null", "service.registryHost", json("null"), {kIncomplete},
        QStringLiteral("report.service.registryHost is null, expected a string"));
    row("configurationDigest not canonical", "source.configurationDigest",
        QJsonValue(QStringLiteral("sha256:") + QString(64, QLatin1Char('C'))), {kIncomplete, kEvidence},
        QStringLiteral("report.source.configurationDigest is \"sha256:") + QString(64, QLatin1Char('C')) +
            QStringLiteral("\", expected a canonical sha256 digest"));
    row("mutableReference absent", "currentImage.mutableReference", kUndefined, {kIncomplete},
        QStringLiteral("report.currentImage.mutableReference missing"));
    row("optional tag null", "currentImage.tag", json("null"), {kIncomplete},
        QStringLiteral("report.currentImage.tag is null, expected a string"));
    row("platforms object", "requestedImage.platforms", json("{}"), {kIncomplete},
        QStringLiteral("report.requestedImage.platforms is an object, expected an array"));
    row("platform not an object", "requestedImage.platforms.1", json("\"linux/arm64\""), {kIncomplete},
        QStringLiteral("report.requestedImage.platforms[1] is \"linux/arm64\", expected an object"));
    row("platform runnable missing", "currentImage.platforms.0.runnable", kUndefined, {kIncomplete},
        QStringLiteral("report.currentImage.platforms[0].runnable missing"));
    row("platform digest number", "requestedImage.platforms.0.digest", json("1"), {kIncomplete},
        QStringLiteral("report.requestedImage.platforms[0].digest is 1, expected a string"));
    row("task status missing", "runtimeTasks.0.status", kUndefined, {kIncomplete},
        QStringLiteral("report.runtimeTasks[0].status missing"));
    row("task verificationStatus unknown", "runtimeTasks.0.verificationStatus", json("\"stale\""),
        {kIncomplete},
        QStringLiteral(
            "report.runtimeTasks[0].verificationStatus is \"stale\", expected one of \"not-required\", "
            "\"pending\", \"verified\", \"missing\", \"mismatched\""));
    row("task verificationStatus mismatched is a valid value", "runtimeTasks.0.verificationStatus",
        json("\"mismatched\""), {});
    row("no tasks", "runtimeTasks", json("[]"), {});
    row("tasks absent", "runtimeTasks", kUndefined, {kIncomplete},
        QStringLiteral("report.runtimeTasks missing"));
    row("binding status unknown", "platformBindings.0.status", json("\"unknown\""), {kIncomplete});
    row("binding capability queue", "platformBindings.0.capability", json("\"queue\""), {kIncomplete},
        QStringLiteral("report.platformBindings[0].capability is \"queue\", expected one of \"database\", "
                       "\"objectstorage\""));
    row("corestore provider missing", "corestoreResources.0.provider", kUndefined, {kIncomplete},
        QStringLiteral("report.corestoreResources[0].provider missing"));
    row("proposed resource capability missing", "proposed.corestoreResources.0.capability", kUndefined,
        {kIncomplete}, QStringLiteral("report.proposed.corestoreResources[0].capability missing"));
    row("namespaceBlank \"unknown\" is a valid value", "proposed.namespaceBlank", json("\"unknown\""), {});
    row("namespaceBlank \"maybe\"", "proposed.namespaceBlank", json("\"maybe\""), {kIncomplete},
        QStringLiteral("report.proposed.namespaceBlank is \"maybe\", expected true, false or \"unknown\""));
    row("namespaceBlank null", "proposed.namespaceBlank", json("null"), {kIncomplete});
    row("wouldReplace \"Unknown\"", "proposed.wouldReplaceExistingState", json("\"Unknown\""), {kIncomplete});
    row("wouldReplace 0", "proposed.wouldReplaceExistingState", json("0"), {kIncomplete});
    row("inventoryComplete missing", "proposed.inventoryComplete", kUndefined, {kIncomplete},
        QStringLiteral("report.proposed.inventoryComplete missing"));
    row("authorization capability unknown", "authorizationChecks.0.capability",
        json("\"deployment:everything\""), {kIncomplete, kAuth});
    row("authorization granted \"true\"", "authorizationChecks.1.granted", json("\"true\""),
        {kIncomplete, kAuth},
        QStringLiteral("report.authorizationChecks[1].granted is \"true\", expected a boolean"));

    // Echo of the request.
    row("other service", "service.serviceId", json("\"svc-other\""), {kEcho},
        QStringLiteral(
            "report.service.serviceId is \"svc-other\", but the request sent \"svc-shop\" as serviceId"));
    row("other revision", "source.revision", QJsonValue(QString(40, QLatin1Char('f'))), {kEcho});
    row("other version", "source.version", json("\"1.4.1\""), {kEcho},
        QStringLiteral("report.source.version is \"1.4.1\", but the request sent \"1.4.0\" as version"));
    row("other intent", "source.intentDigest", QJsonValue(kConfig), {kEcho});
    row("dirty source", "source.dirty", json("true"), {kEcho},
        QStringLiteral("report.source.dirty is true, but the request sent false as sourceDirty"));
    row("other namespace", "proposed.namespace", json("\"shop-blue\""), {kEcho});
    // The evidence is bound to the requested index digest, so the re-check fails too.
    row("other index digest", "requestedImage.digest", QJsonValue(kCurrent), {kEvidence, kEcho});
    row("index digest absent", "requestedImage.digest", kUndefined, {kEvidence, kEcho},
        QStringLiteral("the release evidence sent fails the client re-check against the report: "
                       "RELEASE_EVIDENCE_INVALID"));
    // ...and the evidence re-check uses the server's configuration digest.
    row("other configuration digest", "source.configurationDigest", QJsonValue(kCurrent), {kEvidence});

    // Authorization.
    row("create-greenfield denied", "authorizationChecks.1.granted", json("false"), {kAuth},
        QStringLiteral("report.authorizationChecks: deployment:create-greenfield is not granted"));
    row("preflight denied", "authorizationChecks.0.granted", json("false"), {kAuth},
        QStringLiteral("report.authorizationChecks: deployment:preflight is not granted"));
    row("create-greenfield not reported", "authorizationChecks.1", kUndefined, {kAuth},
        QStringLiteral("report.authorizationChecks has no entry for deployment:create-greenfield"));
    row("no authorization checks", "authorizationChecks", json("[]"), {kAuth, kAuth});
    row("a second, denied preflight entry", "authorizationChecks.2",
        json("{\"capability\":\"deployment:preflight\",\"granted\":false}"), {kAuth});
}

void TestPreflightDecision::reportField()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, codes);
    QFETCH(QString, firstMessage);
    const Decision decision = decide(request(), reportWith(path, value));
    QCOMPARE(codesOf(decision.reasons), codes);
    QCOMPARE(decision.verdict == Verdict::Go, codes.isEmpty());
    if (!firstMessage.isEmpty())
        QCOMPARE(decision.reasons.value(0).message, firstMessage);
}

void TestPreflightDecision::everyRequiredFieldIsRequired_data()
{
    QTest::addColumn<QString>("path");
    const char* const required[] = {
        "generatedAt",
        "service",
        "service.serviceId",
        "service.serviceName",
        "service.workspaceIdentity",
        "service.registryHost",
        "service.registryRepository",
        "service.deployOnPush",
        "source",
        "source.revision",
        "source.dirty",
        "source.version",
        "source.intentDigest",
        "source.configurationDigest",
        "currentImage",
        "currentImage.mutableReference",
        "currentImage.platforms",
        "currentImage.platforms.0.os",
        "currentImage.platforms.0.architecture",
        "currentImage.platforms.0.runnable",
        "currentImage.platforms.0.manifestPresent",
        "requestedImage",
        "requestedImage.tagReserved",
        "requestedImage.platforms",
        "requestedImage.platforms.1.os",
        "runtimeTasks",
        "runtimeTasks.0.deploymentId",
        "runtimeTasks.0.status",
        "runtimeAttestation",
        "runtimeAttestation.requiredReplicaCount",
        "runtimeAttestation.observedReplicaCount",
        "runtimeAttestation.healthyReplicaCount",
        "runtimeAttestation.verifiedReplicaCount",
        "runtimeAttestation.consistentDigest",
        "platformBindings",
        "platformBindings.0.capability",
        "platformBindings.0.desiredState",
        "platformBindings.0.status",
        "corestoreResources",
        "corestoreResources.0.capability",
        "corestoreResources.0.provider",
        "corestoreResources.0.resourceName",
        "proposed",
        "proposed.namespace",
        "proposed.corestoreResources",
        "proposed.corestoreResources.0.capability",
        "proposed.corestoreResources.0.resourceName",
        "proposed.namespaceReserved",
        "proposed.inventoryComplete",
        "proposed.namespaceBlank",
        "proposed.versionReserved",
        "proposed.wouldReplaceExistingState",
        "authorizationChecks",
        "authorizationChecks.0.capability",
        "authorizationChecks.0.granted",
        "compatibilityBlockers",
    };
    for (const char* path : required)
        QTest::newRow(path) << QString::fromLatin1(path);
}

void TestPreflightDecision::everyRequiredFieldIsRequired()
{
    QFETCH(QString, path);
    const Decision decision = decide(request(), reportWith(path, kUndefined));
    QVERIFY(decision.verdict == Verdict::NoGo);
    QVERIFY2(!decision.reasons.isEmpty(), qPrintable(path));
    // The first reason names exactly the missing field, with array indexes in brackets.
    QString shown = QStringLiteral("report.") + path;
    static const QRegularExpression index(QStringLiteral("\\.(\\d+)(?=\\.|$)"));
    shown.replace(index, QStringLiteral("[\\1]"));
    QCOMPARE(decision.reasons.first(), (DecisionReason{kIncomplete, shown + QStringLiteral(" missing")}));
}

void TestPreflightDecision::optionalFieldsMayBeAbsent_data()
{
    QTest::addColumn<QString>("path");
    for (const char* path :
         {"currentImage.tag", "currentImage.digest", "currentImage.imageReference", "currentImage.mediaType",
          "currentImage.platforms.0.digest", "currentImage.platforms.0.mediaType",
          "requestedImage.releaseTag", "requestedImage.mediaType", "runtimeTasks.0.nodeName",
          "runtimeTasks.0.healthStatus", "runtimeTasks.0.imageReference", "runtimeTasks.0.reportedDigest",
          "runtimeTasks.0.verificationStatus"})
        QTest::newRow(path) << QString::fromLatin1(path);
}

void TestPreflightDecision::optionalFieldsMayBeAbsent()
{
    QFETCH(QString, path);
    const Decision decision = decide(request(), reportWith(path, kUndefined));
    QVERIFY2(decision.verdict == Verdict::Go, qPrintable(dump(decision)));
}

void TestPreflightDecision::serverNoGoListsServerBlockers()
{
    QJsonObject report = goReport();
    report.insert(QStringLiteral("decision"), QStringLiteral("NO-GO"));
    report.insert(QStringLiteral("compatibilityBlockers"),
                  blockers({"NAMESPACE_NOT_PROVEN_BLANK", "GREENFIELD_EXECUTION_UNAVAILABLE"}));
    QJsonObject proposed = report.value(QStringLiteral("proposed")).toObject();
    proposed.insert(QStringLiteral("namespaceBlank"), QStringLiteral("unknown"));
    proposed.insert(QStringLiteral("wouldReplaceExistingState"), QStringLiteral("unknown"));
    report.insert(QStringLiteral("proposed"), proposed);

    Decision decision = decide(request(), report);
    QVERIFY(decision.verdict == Verdict::NoGo);
    QVERIFY2(decision.reasons.isEmpty(), qPrintable(dump(decision)));
    QVERIFY(decision.clientBlockers.isEmpty());
    QCOMPARE(decision.serverBlockers,
             (QList<Blocker>{{QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK"),
                              QStringLiteral("server says: NAMESPACE_NOT_PROVEN_BLANK")},
                             {QStringLiteral("GREENFIELD_EXECUTION_UNAVAILABLE"),
                              QStringLiteral("server says: GREENFIELD_EXECUTION_UNAVAILABLE")}}));

    // An unknown code is kept as a server blocker and named once as a reason.
    report.insert(QStringLiteral("compatibilityBlockers"),
                  blockers({"FUTURE_CODE", "FUTURE_CODE", "VERSION_COLLISION"}));
    decision = decide(request(), report);
    QVERIFY(decision.verdict == Verdict::NoGo);
    QCOMPARE(codesOf(decision.serverBlockers),
             (QStringList{QStringLiteral("FUTURE_CODE"), QStringLiteral("FUTURE_CODE"),
                          QStringLiteral("VERSION_COLLISION")}));
    QCOMPARE(decision.reasons,
             (QList<DecisionReason>{{QStringLiteral("CLIENT_UNKNOWN_BLOCKER_CODE"),
                                     QStringLiteral("report blocker code \"FUTURE_CODE\" is not "
                                                    "known to this console")}}));

    // Malformed entries are reported and left out of serverBlockers.
    report.insert(QStringLiteral("compatibilityBlockers"),
                  json("[{\"code\":\"VERSION_COLLISION\",\"message\":\"taken\"},\"RAW\",{\"code\":\"X\"}]"));
    decision = decide(request(), report);
    QCOMPARE(codesOf(decision.serverBlockers), QStringList{QStringLiteral("VERSION_COLLISION")});
    QCOMPARE(codesOf(decision.reasons), (QStringList{kIncomplete, kIncomplete}));
}

void TestPreflightDecision::unknownSchemaStopsInterpretation()
{
    // A schema-3 report is not interpreted beyond its literal fields: one reason, not a list of
    // "missing" fields that may simply have moved.
    const QJsonObject report{{QStringLiteral("schemaVersion"), 3},
                             {QStringLiteral("decision"), QStringLiteral("GO")},
                             {QStringLiteral("mutationPerformed"), false},
                             {QStringLiteral("compatibilityBlockers"), QJsonArray()}};
    const Decision decision = decide(request(), report);
    QVERIFY(decision.verdict == Verdict::NoGo);
    QCOMPARE(codesOf(decision.reasons), QStringList{QStringLiteral("CLIENT_SCHEMA_VERSION")});

    // Its server blockers are still shown when they are well-formed.
    QJsonObject noGo = report;
    noGo.insert(QStringLiteral("decision"), QStringLiteral("NO-GO"));
    noGo.insert(QStringLiteral("compatibilityBlockers"), blockers({"VERSION_COLLISION"}));
    QCOMPARE(codesOf(decide(request(), noGo).serverBlockers),
             QStringList{QStringLiteral("VERSION_COLLISION")});
}

void TestPreflightDecision::requestSent_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value"); // undefined: removed
    QTest::addColumn<QStringList>("reasonCodes");
    QTest::addColumn<QStringList>("clientBlockerCodes");

    QTest::newRow("identity is ignored")
        << QStringLiteral("identity") << kUndefined << QStringList() << QStringList();
    QTest::newRow("no release evidence: not re-checked")
        << QStringLiteral("releaseEvidence") << kUndefined << QStringList() << QStringList();
    QTest::newRow("dirty worktree") << QStringLiteral("sourceDirty") << json("true")
                                    << QStringList{QStringLiteral("CLIENT_REQUEST_INVALID"), kEcho}
                                    << QStringList{QStringLiteral("SOURCE_WORKTREE_DIRTY")};
    QTest::newRow("not greenfield") << QStringLiteral("greenfield") << json("false")
                                    << QStringList{QStringLiteral("CLIENT_REQUEST_INVALID")}
                                    << QStringList{QStringLiteral("WOULD_REPLACE_EXISTING_STATE")};
    QTest::newRow("request id missing")
        << QStringLiteral("requestId") << kUndefined << QStringList{QStringLiteral("CLIENT_REQUEST_INVALID")}
        << QStringList{QStringLiteral("INVALID_REQUEST")};
    QTest::newRow("evidence not authorized")
        << QStringLiteral("releaseEvidence.releaseAuthorized") << json("false") << QStringList{kEvidence}
        << QStringList{QStringLiteral("RELEASE_NOT_AUTHORIZED")};
    QTest::newRow("evidence for another version")
        << QStringLiteral("releaseEvidence.version") << json("\"1.3.9\"") << QStringList{kEvidence}
        << QStringList{QStringLiteral("RELEASE_EVIDENCE_INVALID")};
    QTest::newRow("evidence lacks sbom")
        << QStringLiteral("releaseEvidence.attestations.1") << kUndefined << QStringList{kEvidence}
        << QStringList{QStringLiteral("RELEASE_EVIDENCE_MISSING")};
    QTest::newRow("evidence null is present")
        << QStringLiteral("releaseEvidence") << json("null") << QStringList{kEvidence}
        << QStringList{QStringLiteral("RELEASE_EVIDENCE_INVALID")};
    // Request and report must agree on the index digest, absent on both sides included.
    QTest::newRow("no index digest requested, but reported")
        << QStringLiteral("ociIndexDigest") << kUndefined << QStringList{kEcho} << QStringList();
    QTest::newRow("other version requested")
        << QStringLiteral("version") << json("\"1.5.0\"") << QStringList{kEvidence, kEcho}
        << QStringList{QStringLiteral("RELEASE_EVIDENCE_INVALID")};
}

void TestPreflightDecision::requestSent()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, reasonCodes);
    QFETCH(QStringList, clientBlockerCodes);
    const QJsonObject sent = setAt(request(), path.split(QLatin1Char('.')), value).toObject();
    const Decision decision = decide(sent, goReport());
    QCOMPARE(codesOf(decision.reasons), reasonCodes);
    QCOMPARE(codesOf(decision.clientBlockers), clientBlockerCodes);
    QCOMPARE(decision.verdict == Verdict::Go, reasonCodes.isEmpty());
    QVERIFY(decision.serverBlockers.isEmpty());
}

void TestPreflightDecision::reasonsComeInDocumentedOrder()
{
    // Absent on both sides: an unpinned request matched by an unpinned report passes the echo.
    QJsonObject unpinned = request();
    unpinned.remove(QStringLiteral("ociIndexDigest"));
    unpinned.remove(QStringLiteral("releaseEvidence"));
    QVERIFY(decide(unpinned, reportWith(QStringLiteral("requestedImage.digest"), kUndefined)).verdict ==
            Verdict::Go);

    QJsonObject report = goReport();
    report.insert(QStringLiteral("mutationPerformed"), true);
    report.insert(QStringLiteral("decision"), QStringLiteral("GO"));
    report.insert(QStringLiteral("compatibilityBlockers"), blockers({"NEW_CODE"}));
    report =
        setAt(report, {QStringLiteral("runtimeAttestation"), QStringLiteral("consistentDigest")}, kUndefined)
            .toObject();
    report = setAt(report, {QStringLiteral("service"), QStringLiteral("serviceId")}, QStringLiteral("svc-x"))
                 .toObject();
    report = setAt(report, {QStringLiteral("authorizationChecks")}, QJsonArray()).toObject();
    QJsonObject sent = request();
    sent.insert(QStringLiteral("greenfield"), false);
    sent = setAt(sent, {QStringLiteral("releaseEvidence"), QStringLiteral("releaseAuthorized")}, false)
               .toObject();

    const Decision decision = decide(sent, report);
    QVERIFY(decision.verdict == Verdict::NoGo);
    QCOMPARE(codesOf(decision.reasons),
             (QStringList{QStringLiteral("CLIENT_MUTATION_PERFORMED"), kIncomplete,
                          QStringLiteral("CLIENT_SERVER_GO_WITH_BLOCKERS"),
                          QStringLiteral("CLIENT_UNKNOWN_BLOCKER_CODE"),
                          QStringLiteral("CLIENT_REQUEST_INVALID"), kEvidence, kEcho, kAuth, kAuth}));
    QCOMPARE(codesOf(decision.clientBlockers), (QStringList{QStringLiteral("WOULD_REPLACE_EXISTING_STATE"),
                                                            QStringLiteral("RELEASE_NOT_AUTHORIZED")}));
    QCOMPARE(codesOf(decision.serverBlockers), QStringList{QStringLiteral("NEW_CODE")});
    QCOMPARE(decision.reasons.at(4).message,
             QStringLiteral("the request as sent fails the client re-check: WOULD_REPLACE_EXISTING_STATE"));
}

void TestPreflightDecision::messagesAreTranslatable()
{
    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const Decision decision = decide(request(), reportWith(QStringLiteral("schemaVersion"), json("3")));
    QCOMPARE(decision.reasons.value(0).message, QStringLiteral("[de] report schemaVersion is 3, expected 2"));
    const Decision plural = decide(
        request(), reportWith(QStringLiteral("compatibilityBlockers"), blockers({"VERSION_COLLISION"})));
    QCOMPARE(plural.reasons.value(0).message,
             QStringLiteral("[de] report decision is GO but lists 1 blocker(s)"));
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    // Reason codes and the validators' contract messages are never translated.
    QCOMPARE(decision.reasons.value(0).code, QStringLiteral("CLIENT_SCHEMA_VERSION"));
}

QTEST_GUILESS_MAIN(TestPreflightDecision)
#include "tst_preflightdecision.moc"
