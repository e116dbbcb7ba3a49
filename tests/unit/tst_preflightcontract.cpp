// Deployment preflight contract (@serve.zone/interfaces 12.0.0): the 29 blocker codes, the report's
// fail-closed decoding, lossless round trips, and the request's exact wire shape.

#include "core/api/preflightcontract.h"

#include <QJsonDocument>
#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {

// Digests are "sha256:" + 64 hex; built from a label so tests can tell them apart.
#define DIGEST(c)                                                                                            \
    "sha256:" c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c  \
        c c c c c c c c c c c c c c c c c

// A GO report for svc-web (fixture scenario R0) with unknown keys at several levels.
const char* kGoResponse = R"({
  "report": {
    "schemaVersion": 2,
    "decision": "GO",
    "mutationPerformed": false,
    "generatedAt": 1752900000000,
    "futureReportKey": {"nested": [1, 2, 3]},
    "service": {"serviceId": "svc-web", "serviceName": "web", "workspaceIdentity": "ws-web",
                "registryHost": "registry.example.com", "registryRepository": "acme/web", "deployOnPush": false},
    "source": {"revision": "0123456789abcdef0123456789abcdef01234567", "dirty": false, "version": "1.4.0",
               "intentDigest": ")" DIGEST("a") R"(", "configurationDigest": ")" DIGEST("c") R"("},
    "currentImage": {"tag": "1.3.0", "digest": ")" DIGEST(
    "1") R"(", "imageReference": "registry.example.com/acme/web@)" DIGEST("1") R"(",
                     "mutableReference": false, "mediaType": "application/vnd.oci.image.index.v1+json",
                     "platforms": [{"os": "linux", "architecture": "amd64", "digest": ")" DIGEST("2") R"(", "runnable": true, "manifestPresent": true}]},
    "requestedImage": {"digest": ")" DIGEST("3") R"(", "releaseTag": "web-1.4.0", "tagReserved": true,
                       "mediaType": "application/vnd.oci.image.index.v1+json",
                       "platforms": [
                         {"os": "linux", "architecture": "amd64", "runnable": true, "manifestPresent": true},
                         {"os": "linux", "architecture": "arm64", "mediaType": "application/vnd.oci.image.manifest.v1+json", "runnable": true, "manifestPresent": true},
                         {"os": "unknown", "architecture": "unknown", "runnable": false, "manifestPresent": true, "futurePlatformKey": "attestation"}
                       ]},
    "runtimeTasks": [
      {"deploymentId": "dep-1", "nodeName": "prod-worker-1", "status": "running", "healthStatus": "healthy",
       "imageReference": "registry.example.com/acme/web@)" DIGEST("1") R"(", "reportedDigest": ")" DIGEST("1") R"(", "verificationStatus": "verified"},
      {"deploymentId": "dep-2", "status": "running"}
    ],
    "runtimeAttestation": {"requiredReplicaCount": 2, "observedReplicaCount": 2, "healthyReplicaCount": 2,
                           "verifiedReplicaCount": 2, "consistentDigest": true},
    "platformBindings": [{"capability": "database", "desiredState": "enabled", "status": "ready"},
                         {"capability": "objectstorage", "desiredState": "disabled", "status": "disabled"}],
    "corestoreResources": [{"capability": "database", "provider": "corestore", "resourceName": "web-db"}],
    "proposed": {"namespace": "web-1-4-0",
                 "corestoreResources": [{"capability": "database", "resourceName": "web-db"},
                                        {"capability": "objectstorage", "resourceName": "web-assets"}],
                 "namespaceReserved": true, "inventoryComplete": true, "namespaceBlank": true,
                 "versionReserved": true, "wouldReplaceExistingState": false, "futureProposedKey": 7},
    "authorizationChecks": [{"capability": "deployment:preflight", "granted": true},
                            {"capability": "deployment:create-greenfield", "granted": true}],
    "compatibilityBlockers": []
  }
})";

QJsonObject noGoResponse()
{
    QJsonObject r = parse(kGoResponse);
    r = withValue(r, QStringLiteral("report.decision"), QStringLiteral("NO-GO"));
    r = withValue(r, QStringLiteral("report.proposed.namespaceBlank"), QStringLiteral("unknown"));
    r = withValue(r, QStringLiteral("report.proposed.wouldReplaceExistingState"), QStringLiteral("unknown"));
    QJsonArray blockers;
    blockers.append(
        QJsonObject{{QStringLiteral("code"), QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK")},
                    {QStringLiteral("message"), QStringLiteral("Namespace is not proven blank.")}});
    blockers.append(QJsonObject{{QStringLiteral("code"), QStringLiteral("WOULD_REPLACE_EXISTING_STATE")},
                                {QStringLiteral("message"), QStringLiteral("Unknown.")},
                                {QStringLiteral("futureBlockerKey"), true}});
    return withValue(r, QStringLiteral("report.compatibilityBlockers"), blockers);
}

const char* kRequestFile = R"({
  "requestId": "req-1",
  "serviceId": "svc-web",
  "sourceRevision": "0123456789abcdef0123456789abcdef01234567",
  "sourceDirty": false,
  "version": "1.4.0",
  "intentDigest": ")" DIGEST("a") R"(",
  "proposedNamespace": "web-1-4-0",
  "proposedCorestoreResources": [{"capability": "database", "resourceName": "web-db"},
                                 {"capability": "objectstorage", "resourceName": "web-assets", "note": "local only"}],
  "ociIndexDigest": ")" DIGEST("3") R"(",
  "releaseTag": "web-1.4.0",
  "releaseEvidence": {
    "sourceRevision": "0123456789abcdef0123456789abcdef01234567",
    "version": "1.4.0",
    "configurationDigest": ")" DIGEST("c") R"(",
    "ociIndexDigest": ")" DIGEST("3") R"(",
    "releaseAuthorized": true,
    "attestations": [
      {"kind": "provenance", "statementDigest": ")" DIGEST("4") R"(", "subjectDigest": ")" DIGEST(
    "3") R"(", "verifier": "slsa-verifier", "verifiedAt": 1752800000000},
      {"kind": "sbom", "statementDigest": ")" DIGEST("5") R"(", "subjectDigest": ")" DIGEST("3") R"(", "verifier": "syft", "verifiedAt": 1752800000001}
    ]
  },
  "greenfield": true,
  "identity": {"name": "ci", "jwt": "JWT-MUST-NOT-BE-KEPT"},
  "comment": "exported by cloudlyctl"
})";

} // namespace

class TestPreflightContract : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blockerCodesInDeclarationOrder();
    void otherValueLists();
    void boolOrUnknown();

    void goReportDecodes();
    void goReportRoundTripIsLossless();
    void editedReportFieldShowsUp();
    void noGoReportDecodes();
    void failClosed_data();
    void failClosed();
    void reportResponseShape();

    void requestWireShapeMinimal();
    void requestWireShapeFull();
    void requestFromFile();
    void requestGreenfieldDefaultAndFalse();
    void requestErrors_data();
    void requestErrors();

    void greenfieldOperation();
};

void TestPreflightContract::blockerCodesInDeclarationOrder()
{
    // The TDeploymentPreflightBlockerCode union of deploymentpreflight.d.ts (12.0.0), verbatim.
    const QString declared = QStringLiteral(
        "'INVALID_REQUEST' | 'AUTHORIZATION_MISSING' | 'SOURCE_REVISION_INVALID' | 'SOURCE_WORKTREE_DIRTY' | "
        "'VERSION_NOT_RESERVED' | 'VERSION_COLLISION' | 'NAMESPACE_NOT_RESERVED' | 'NAMESPACE_COLLISION' | "
        "'NAMESPACE_NOT_PROVEN_BLANK' | 'CONFIGURATION_DIGEST_INVALID' | 'INTENT_DIGEST_INVALID' | "
        "'CURRENT_REFERENCE_MUTABLE' | 'CURRENT_RUNTIME_DIGEST_MISSING' | 'OCI_INDEX_DIGEST_REQUIRED' | "
        "'OCI_INDEX_NOT_FOUND' | 'OCI_INDEX_MEDIA_TYPE_REQUIRED' | 'OCI_PLATFORM_MISSING' | "
        "'OCI_PLATFORM_MANIFEST_MISSING' | 'IMMUTABLE_RELEASE_TAG_REQUIRED' | "
        "'IMMUTABLE_RELEASE_TAG_NOT_RESERVED' | "
        "'RELEASE_EVIDENCE_MISSING' | 'RELEASE_EVIDENCE_INVALID' | 'RELEASE_NOT_AUTHORIZED' | "
        "'GREENFIELD_EXECUTION_UNAVAILABLE' | 'ROUTE_PROMOTION_FENCE_UNAVAILABLE' | "
        "'POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE' | 'WOULD_REPLACE_EXISTING_STATE' | "
        "'CORESTORE_INVENTORY_UNAVAILABLE' | 'RUNTIME_ATTESTATION_MISMATCH'");
    QStringList expected;
    for (QString part : declared.split(QStringLiteral(" | ")))
        expected << part.remove(QLatin1Char('\''));
    QCOMPARE(expected.size(), 29);
    QCOMPARE(allBlockerCodes().size(), 29);
    QCOMPARE(allBlockerCodes(), expected);
    QCOMPARE(blockerCodeIndex(u"INVALID_REQUEST"), 0);
    QCOMPARE(blockerCodeIndex(u"RUNTIME_ATTESTATION_MISMATCH"), 28);
    QCOMPARE(blockerCodeIndex(u"invalid_request"), -1);
    QVERIFY(isBlockerCode(u"OCI_PLATFORM_MISSING"));
    QVERIFY(!isBlockerCode(u"OCI_PLATFORM_MISSING "));
}

void TestPreflightContract::otherValueLists()
{
    QCOMPARE(allDeploymentCapabilities(), (QStringList{QStringLiteral("deployment:preflight"),
                                                       QStringLiteral("deployment:create-greenfield"),
                                                       QStringLiteral("deployment:promote-route"),
                                                       QStringLiteral("deployment:rollback-route")}));
    QCOMPARE(allReleaseEvidenceKinds(),
             (QStringList{QStringLiteral("provenance"), QStringLiteral("sbom"), QStringLiteral("signature"),
                          QStringLiteral("vulnerability-policy"), QStringLiteral("release-authorization")}));
    QCOMPARE(allGreenfieldOperationStates().size(), 10);
    QCOMPARE(allPlatformBindingStatuses().size(), 6);
    QCOMPARE(allRuntimeVerificationStatuses().size(), 5);
    QVERIFY(isOciIndexMediaType(u"application/vnd.oci.image.index.v1+json"));
    QVERIFY(isOciIndexMediaType(u"application/vnd.docker.distribution.manifest.list.v2+json"));
    QVERIFY(!isOciIndexMediaType(u"application/vnd.oci.image.manifest.v1+json"));
}

void TestPreflightContract::boolOrUnknown()
{
    DecodeErrors errors;
    QCOMPARE(BoolOrUnknown::fromJson(QJsonValue(true), QStringLiteral("$.x"), errors)->state,
             BoolOrUnknown::State::True);
    QCOMPARE(BoolOrUnknown::fromJson(QJsonValue(false), QStringLiteral("$.x"), errors)->state,
             BoolOrUnknown::State::False);
    QVERIFY(BoolOrUnknown::fromJson(QJsonValue(QStringLiteral("unknown")), QStringLiteral("$.x"), errors)
                ->isUnknown());
    QVERIFY(errors.isEmpty());
    QVERIFY(!BoolOrUnknown::fromJson(QJsonValue(QStringLiteral("Unknown")), QStringLiteral("$.x"), errors));
    QVERIFY(!BoolOrUnknown::fromJson(QJsonValue(0), QStringLiteral("$.y"), errors));
    QCOMPARE(errorList(errors), QStringLiteral("$.x: expected true, false or \"unknown\", got \"Unknown\"\n"
                                               "$.y: expected true, false or \"unknown\", got number"));
    QCOMPARE(BoolOrUnknown().state, BoolOrUnknown::State::Unknown); // default fails closed
    QCOMPARE(BoolOrUnknown::unknown().toJson(), QJsonValue(QStringLiteral("unknown")));
    QCOMPARE(BoolOrUnknown::fromBool(true).toJson(), QJsonValue(true));
    QCOMPARE(BoolOrUnknown::fromBool(false).toString(), QStringLiteral("false"));
    QVERIFY(BoolOrUnknown::fromBool(true) == BoolOrUnknown::fromBool(true));
    QVERIFY(!(BoolOrUnknown::fromBool(true) == BoolOrUnknown::unknown()));
}

void TestPreflightContract::goReportDecodes()
{
    DecodeErrors errors;
    const std::optional<DeploymentPreflightReport> report = decodePreflightReport(parse(kGoResponse), errors);
    QVERIFY2(report.has_value(), qPrintable(errorList(errors)));
    QVERIFY(errors.isEmpty());
    QCOMPARE(report->schemaVersion, 2);
    QCOMPARE(report->decision, QStringLiteral("GO"));
    QVERIFY(!report->mutationPerformed);
    QVERIFY(report->isGo());
    QCOMPARE(report->generatedAt, Q_INT64_C(1752900000000));
    QCOMPARE(report->service.registryRepository, QStringLiteral("acme/web"));
    QVERIFY(!report->service.deployOnPush);
    QCOMPARE(report->source.configurationDigest, QStringLiteral(DIGEST("c")));
    QCOMPARE(report->source.intentDigest, QStringLiteral(DIGEST("a")));
    QCOMPARE(report->currentImage.tag, QStringLiteral("1.3.0"));
    QVERIFY(!report->currentImage.mutableReference);
    QCOMPARE(report->currentImage.platforms.size(), 1);
    QCOMPARE(report->requestedImage.releaseTag, QStringLiteral("web-1.4.0"));
    QVERIFY(report->requestedImage.tagReserved);
    QVERIFY(isOciIndexMediaType(*report->requestedImage.mediaType));
    QCOMPARE(report->requestedImage.platforms.size(), 3);
    QCOMPARE(report->requestedImage.platforms.at(1).platform(), QStringLiteral("linux/arm64"));
    QCOMPARE(report->requestedImage.platforms.at(1).mediaType,
             QStringLiteral("application/vnd.oci.image.manifest.v1+json"));
    QVERIFY(!report->requestedImage.platforms.at(2).runnable);
    QVERIFY(!report->requestedImage.platforms.at(0).digest.has_value());
    QCOMPARE(report->runtimeTasks.size(), 2);
    QCOMPARE(report->runtimeTasks.at(0).verificationStatus, QStringLiteral("verified"));
    QCOMPARE(report->runtimeTasks.at(0).nodeName, QStringLiteral("prod-worker-1"));
    QVERIFY(!report->runtimeTasks.at(1).verificationStatus.has_value());
    QCOMPARE(report->runtimeAttestation.verifiedReplicaCount, 2);
    QVERIFY(report->runtimeAttestation.consistentDigest);
    QCOMPARE(report->platformBindings.size(), 2);
    QCOMPARE(report->platformBindings.at(1).status, QStringLiteral("disabled"));
    QCOMPARE(report->corestoreResources.at(0).provider, QStringLiteral("corestore"));
    QCOMPARE(report->proposed.namespaceName, QStringLiteral("web-1-4-0"));
    QCOMPARE(report->proposed.corestoreResources.size(), 2);
    QCOMPARE(report->proposed.corestoreResources.at(1).key(), QStringLiteral("objectstorage:web-assets"));
    QVERIFY(report->proposed.namespaceBlank.isTrue());
    QVERIFY(report->proposed.wouldReplaceExistingState.isFalse());
    QCOMPARE(report->authorizationChecks.size(), 2);
    QVERIFY(report->authorizationChecks.at(1).granted);
    QVERIFY(report->compatibilityBlockers.isEmpty());
}

void TestPreflightContract::goReportRoundTripIsLossless()
{
    const QJsonObject response = parse(kGoResponse);
    DecodeErrors errors;
    const std::optional<DeploymentPreflightReport> report = decodePreflightReport(response, errors);
    QVERIFY(report.has_value());
    const QJsonObject out = report->toJson();
    QCOMPARE(out, response.value(QStringLiteral("report")).toObject());
    QVERIFY(out.contains(QStringLiteral("futureReportKey")));
    QCOMPARE(
        out.value(QStringLiteral("proposed")).toObject().value(QStringLiteral("futureProposedKey")).toInt(),
        7);
    QCOMPARE(out.value(QStringLiteral("requestedImage"))
                 .toObject()
                 .value(QStringLiteral("platforms"))
                 .toArray()
                 .at(2)
                 .toObject()
                 .value(QStringLiteral("futurePlatformKey"))
                 .toString(),
             QStringLiteral("attestation"));

    // NO-GO with 'unknown' tri-states and an unknown key inside a blocker round-trips too.
    const QJsonObject noGo = noGoResponse();
    const std::optional<DeploymentPreflightReport> r2 = decodePreflightReport(noGo, errors);
    QVERIFY2(r2.has_value(), qPrintable(errorList(errors)));
    QCOMPARE(r2->toJson(), noGo.value(QStringLiteral("report")).toObject());
}

void TestPreflightContract::editedReportFieldShowsUp()
{
    DecodeErrors errors;
    DeploymentPreflightReport report = *decodePreflightReport(parse(kGoResponse), errors);
    report.proposed.namespaceBlank = BoolOrUnknown::unknown();
    report.requestedImage.platforms[1].manifestPresent = false;
    report.runtimeAttestation.verifiedReplicaCount = 1;
    const QJsonObject out = report.toJson();
    const QJsonObject proposed = out.value(QStringLiteral("proposed")).toObject();
    QCOMPARE(proposed.value(QStringLiteral("namespaceBlank")), QJsonValue(QStringLiteral("unknown")));
    QCOMPARE(proposed.value(QStringLiteral("futureProposedKey")).toInt(), 7);
    QCOMPARE(out.value(QStringLiteral("requestedImage"))
                 .toObject()
                 .value(QStringLiteral("platforms"))
                 .toArray()
                 .at(1)
                 .toObject()
                 .value(QStringLiteral("manifestPresent")),
             QJsonValue(false));
    QCOMPARE(out.value(QStringLiteral("runtimeAttestation"))
                 .toObject()
                 .value(QStringLiteral("verifiedReplicaCount"))
                 .toInt(),
             1);
}

void TestPreflightContract::noGoReportDecodes()
{
    DecodeErrors errors;
    const std::optional<DeploymentPreflightReport> report = decodePreflightReport(noGoResponse(), errors);
    QVERIFY2(report.has_value(), qPrintable(errorList(errors)));
    QCOMPARE(report->decision, QStringLiteral("NO-GO"));
    QVERIFY(!report->isGo());
    QVERIFY(report->proposed.namespaceBlank.isUnknown());
    QVERIFY(report->proposed.wouldReplaceExistingState.isUnknown());
    QCOMPARE(report->blockerCodes(), (QStringList{QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK"),
                                                  QStringLiteral("WOULD_REPLACE_EXISTING_STATE")}));
    QCOMPARE(report->compatibilityBlockers.at(0).message, QStringLiteral("Namespace is not proven blank."));

    // NO-GO without blockers is odd but fails closed anyway: accepted, and isGo() is false.
    const QJsonObject empty =
        withValue(noGoResponse(), QStringLiteral("report.compatibilityBlockers"), QJsonArray());
    const std::optional<DeploymentPreflightReport> r2 = decodePreflightReport(empty, errors);
    QVERIFY(r2.has_value());
    QVERIFY(!r2->isGo());
}

void TestPreflightContract::failClosed_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);

    QTest::newRow("schemaVersion 3") << "schemaVersion" << QJsonValue(3)
                                     << "$.report.schemaVersion: unsupported schema version 3 (expected 2)";
    QTest::newRow("schemaVersion 1") << "schemaVersion" << QJsonValue(1)
                                     << "$.report.schemaVersion: unsupported schema version 1 (expected 2)";
    QTest::newRow("schemaVersion string") << "schemaVersion" << QJsonValue(QStringLiteral("2"))
                                          << "$.report.schemaVersion: expected a number, got string";
    QTest::newRow("schemaVersion missing")
        << "schemaVersion" << remove << "$.report.schemaVersion: required number is missing";
    QTest::newRow("mutation true")
        << "mutationPerformed" << QJsonValue(true)
        << "$.report.mutationPerformed: expected false (a preflight never mutates), got true";
    QTest::newRow("mutation missing")
        << "mutationPerformed" << remove << "$.report.mutationPerformed: required boolean is missing";
    QTest::newRow("mutation string") << "mutationPerformed" << QJsonValue(QStringLiteral("false"))
                                     << "$.report.mutationPerformed: expected a boolean, got string";
    QTest::newRow("decision MAYBE")
        << "decision" << QJsonValue(QStringLiteral("MAYBE"))
        << "$.report.decision: unexpected value \"MAYBE\" (expected one of GO, NO-GO)";
    QTest::newRow("decision lower case")
        << "decision" << QJsonValue(QStringLiteral("go"))
        << "$.report.decision: unexpected value \"go\" (expected one of GO, NO-GO)";
    QTest::newRow("decision missing")
        << "decision" << remove << "$.report.decision: required value is missing";
    QTest::newRow("decision bool") << "decision" << QJsonValue(true)
                                   << "$.report.decision: expected a string, got boolean";
    QTest::newRow("namespaceBlank yes")
        << "proposed.namespaceBlank" << QJsonValue(QStringLiteral("yes"))
        << "$.report.proposed.namespaceBlank: expected true, false or \"unknown\", got \"yes\"";
    QTest::newRow("namespaceBlank null")
        << "proposed.namespaceBlank" << QJsonValue(QJsonValue::Null)
        << "$.report.proposed.namespaceBlank: expected true, false or \"unknown\", got null";
    QTest::newRow("namespaceBlank missing") << "proposed.namespaceBlank" << remove
                                            << "$.report.proposed.namespaceBlank: required value is missing";
    QTest::newRow("wouldReplace 0")
        << "proposed.wouldReplaceExistingState" << QJsonValue(0)
        << "$.report.proposed.wouldReplaceExistingState: expected true, false or \"unknown\", got number";
    QTest::newRow("blocker code unknown")
        << "compatibilityBlockers"
        << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("code"), QStringLiteral("FOO")},
                                             {QStringLiteral("message"), QStringLiteral("x")}}})
        << "$.report.compatibilityBlockers[0].code: unknown blocker code \"FOO\"\n"
           "$.report.decision: \"GO\" contradicts 1 compatibility blocker(s)";
    QTest::newRow("GO with blockers")
        << "compatibilityBlockers"
        << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("code"), QStringLiteral("OCI_PLATFORM_MISSING")},
                                             {QStringLiteral("message"), QStringLiteral("x")}}})
        << "$.report.decision: \"GO\" contradicts 1 compatibility blocker(s)";
    QTest::newRow("blocker message missing")
        << "compatibilityBlockers"
        << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("code"), QStringLiteral("INVALID_REQUEST")}}})
        << "$.report.compatibilityBlockers[0].message: required string is missing\n"
           "$.report.decision: \"GO\" contradicts 1 compatibility blocker(s)";
    QTest::newRow("blockers missing")
        << "compatibilityBlockers" << remove << "$.report.compatibilityBlockers: required array is missing";
    QTest::newRow("runtimeAttestation missing")
        << "runtimeAttestation" << remove << "$.report.runtimeAttestation: required object is missing";
    QTest::newRow("replica count string")
        << "runtimeAttestation.requiredReplicaCount" << QJsonValue(QStringLiteral("2"))
        << "$.report.runtimeAttestation.requiredReplicaCount: expected a number, got string";
    QTest::newRow("consistentDigest missing")
        << "runtimeAttestation.consistentDigest" << remove
        << "$.report.runtimeAttestation.consistentDigest: required boolean is missing";
    QTest::newRow("verificationStatus unknown")
        << "runtimeTasks.0.verificationStatus" << QJsonValue(QStringLiteral("trusted"))
        << "$.report.runtimeTasks[0].verificationStatus: unexpected value \"trusted\" "
           "(expected one of not-required, pending, verified, missing, mismatched)";
    QTest::newRow("binding status unknown")
        << "platformBindings.1.status" << QJsonValue(QStringLiteral("gone"))
        << "$.report.platformBindings[1].status: unexpected value \"gone\" (expected one of "
           "requested, provisioning, ready, degraded, failed, disabled)";
    QTest::newRow("auth capability unknown")
        << "authorizationChecks.0.capability" << QJsonValue(QStringLiteral("deployment:all"))
        << "$.report.authorizationChecks[0].capability: unexpected value \"deployment:all\" "
           "(expected one of deployment:preflight, deployment:create-greenfield, "
           "deployment:promote-route, deployment:rollback-route)";
    QTest::newRow("auth granted string")
        << "authorizationChecks.1.granted" << QJsonValue(QStringLiteral("true"))
        << "$.report.authorizationChecks[1].granted: expected a boolean, got string";
    QTest::newRow("proposed capability")
        << "proposed.corestoreResources.0.capability" << QJsonValue(QStringLiteral("cache"))
        << "$.report.proposed.corestoreResources[0].capability: unexpected value \"cache\" "
           "(expected one of database, objectstorage)";
    QTest::newRow("corestore capability")
        << "corestoreResources.0.capability" << QJsonValue(QStringLiteral("queue"))
        << "$.report.corestoreResources[0].capability: unexpected value \"queue\" "
           "(expected one of database, objectstorage)";
    QTest::newRow("platform runnable missing")
        << "requestedImage.platforms.1.runnable" << remove
        << "$.report.requestedImage.platforms[1].runnable: required boolean is missing";
    QTest::newRow("mutableReference missing")
        << "currentImage.mutableReference" << remove
        << "$.report.currentImage.mutableReference: required boolean is missing";
    QTest::newRow("tagReserved number")
        << "requestedImage.tagReserved" << QJsonValue(1)
        << "$.report.requestedImage.tagReserved: expected a boolean, got number";
    QTest::newRow("service not object") << "service" << QJsonValue(QStringLiteral("svc-web"))
                                        << "$.report.service: expected an object, got string";
    QTest::newRow("deployOnPush missing")
        << "service.deployOnPush" << remove << "$.report.service.deployOnPush: required boolean is missing";
    QTest::newRow("configurationDigest missing")
        << "source.configurationDigest" << remove
        << "$.report.source.configurationDigest: required string is missing";
    QTest::newRow("generatedAt fraction")
        << "generatedAt" << QJsonValue(1.5) << "$.report.generatedAt: expected a whole number, got 1.5";
    QTest::newRow("namespace missing")
        << "proposed.namespace" << remove << "$.report.proposed.namespace: required string is missing";
}

void TestPreflightContract::failClosed()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject response = withValue(parse(kGoResponse), QStringLiteral("report.") + field, value);
    DecodeErrors errors;
    const std::optional<DeploymentPreflightReport> report = decodePreflightReport(response, errors);
    QVERIFY(!report.has_value());
    QCOMPARE(errorList(errors), expected);
}

void TestPreflightContract::reportResponseShape()
{
    DecodeErrors errors;
    QVERIFY(!decodePreflightReport(QJsonObject(), errors).has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.report: required object is missing"));
    errors.clear();
    QVERIFY(!decodePreflightReport(parse(R"({"report": []})"), errors).has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.report: expected an object, got array"));
}

void TestPreflightContract::requestWireShapeMinimal()
{
    DeploymentPreflightRequestData req;
    req.requestId = QStringLiteral("req-1");
    req.serviceId = QStringLiteral("svc-web");
    req.sourceRevision = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
    req.version = QStringLiteral("1.4.0");
    req.intentDigest = QStringLiteral(DIGEST("a"));
    req.proposedNamespace = QStringLiteral("web-1-4-0");
    DeploymentPreflightProposedCorestoreResource res;
    res.capability = QStringLiteral("database");
    res.resourceName = QStringLiteral("web-db");
    res.raw = QJsonObject{{QStringLiteral("localNote"), 1}}; // never sent
    req.proposedCorestoreResources << res;
    const QJsonObject wire = req.toJson();
    QCOMPARE(wire.keys(), (QStringList{QStringLiteral("greenfield"), QStringLiteral("intentDigest"),
                                       QStringLiteral("proposedCorestoreResources"),
                                       QStringLiteral("proposedNamespace"), QStringLiteral("requestId"),
                                       QStringLiteral("serviceId"), QStringLiteral("sourceDirty"),
                                       QStringLiteral("sourceRevision"), QStringLiteral("version")}));
    QCOMPARE(wire.value(QStringLiteral("greenfield")), QJsonValue(true));
    QCOMPARE(wire.value(QStringLiteral("sourceDirty")), QJsonValue(false));
    QCOMPARE(wire.value(QStringLiteral("proposedCorestoreResources")).toArray().at(0).toObject(),
             (QJsonObject{{QStringLiteral("capability"), QStringLiteral("database")},
                          {QStringLiteral("resourceName"), QStringLiteral("web-db")}}));

    const QJsonObject identity{{QStringLiteral("name"), QStringLiteral("ci")}};
    const QJsonObject call = req.toRequestJson(identity);
    QCOMPARE(call.size(), wire.size() + 1);
    QCOMPARE(call.value(QStringLiteral("identity")).toObject(), identity);
    QCOMPARE(QString::fromLatin1(DeploymentPreflightRequestData::kMethod),
             QStringLiteral("getDeploymentPreflight"));
}

void TestPreflightContract::requestWireShapeFull()
{
    DecodeErrors errors;
    const std::optional<DeploymentPreflightRequestData> req =
        DeploymentPreflightRequestData::fromJson(parse(kRequestFile), QStringLiteral("$"), errors);
    QVERIFY2(req.has_value(), qPrintable(errorList(errors)));
    const QJsonObject wire = req->toJson();
    // Exactly the contract fields: the file's extra keys and its identity are not sent.
    QJsonObject expected = parse(kRequestFile);
    expected.remove(QStringLiteral("identity"));
    expected.remove(QStringLiteral("comment"));
    QJsonArray resources = expected.value(QStringLiteral("proposedCorestoreResources")).toArray();
    QJsonObject second = resources.at(1).toObject();
    second.remove(QStringLiteral("note"));
    resources[1] = second;
    expected.insert(QStringLiteral("proposedCorestoreResources"), resources);
    QCOMPARE(wire, expected);
    // verifiedAt goes out as an integer, not as 1.7528e+12.
    const QByteArray text = QJsonDocument(wire).toJson(QJsonDocument::Compact);
    QVERIFY2(text.contains("\"verifiedAt\":1752800000000"), text.constData());
}

void TestPreflightContract::requestFromFile()
{
    DecodeErrors errors;
    const std::optional<DeploymentPreflightRequestData> req =
        DeploymentPreflightRequestData::fromJson(parse(kRequestFile), QStringLiteral("$"), errors);
    QVERIFY(req.has_value());
    QCOMPARE(req->serviceId, QStringLiteral("svc-web"));
    QCOMPARE(req->ociIndexDigest, QStringLiteral(DIGEST("3")));
    QCOMPARE(req->releaseTag, QStringLiteral("web-1.4.0"));
    QVERIFY(req->releaseEvidence.has_value());
    QVERIFY(req->releaseEvidence->releaseAuthorized);
    QCOMPARE(req->releaseEvidence->attestations.size(), 2);
    QCOMPARE(req->releaseEvidence->attestations.at(1).kind, QStringLiteral("sbom"));
    QCOMPARE(req->releaseEvidence->attestations.at(1).verifiedAt, 1752800000001.0);
    QCOMPARE(req->proposedCorestoreResources.size(), 2);
    // The identity (with its JWT) is never kept; other unknown keys are.
    QVERIFY(!req->raw.contains(QStringLiteral("identity")));
    QVERIFY(req->raw.contains(QStringLiteral("comment")));
    QVERIFY(!QJsonDocument(req->raw).toJson().contains("JWT-MUST-NOT-BE-KEPT"));
    // The nested request-side types round-trip losslessly through toJson().
    QCOMPARE(req->proposedCorestoreResources.at(1).toJson().value(QStringLiteral("note")).toString(),
             QStringLiteral("local only"));

    // Absent optionals stay absent on the wire; values the validator judges (not decode) are kept as given.
    QJsonObject minimal = parse(kRequestFile);
    minimal.remove(QStringLiteral("ociIndexDigest"));
    minimal.remove(QStringLiteral("releaseTag"));
    minimal.remove(QStringLiteral("releaseEvidence"));
    minimal.insert(QStringLiteral("proposedCorestoreResources"),
                   QJsonArray{QJsonObject{{QStringLiteral("capability"), QStringLiteral("cache")},
                                          {QStringLiteral("resourceName"), QStringLiteral("Bad_Name")}}});
    minimal.insert(QStringLiteral("version"), QStringLiteral("v1.4.0"));
    const std::optional<DeploymentPreflightRequestData> r2 =
        DeploymentPreflightRequestData::fromJson(minimal, QStringLiteral("$"), errors);
    QVERIFY2(r2.has_value(), qPrintable(errorList(errors)));
    const QJsonObject wire = r2->toJson();
    QVERIFY(!wire.contains(QStringLiteral("ociIndexDigest")));
    QVERIFY(!wire.contains(QStringLiteral("releaseTag")));
    QVERIFY(!wire.contains(QStringLiteral("releaseEvidence")));
    QCOMPARE(wire.value(QStringLiteral("version")).toString(), QStringLiteral("v1.4.0"));
    QCOMPARE(r2->proposedCorestoreResources.at(0).capability, QStringLiteral("cache"));
}

void TestPreflightContract::requestGreenfieldDefaultAndFalse()
{
    DecodeErrors errors;
    QJsonObject file = parse(kRequestFile);
    file.remove(QStringLiteral("greenfield"));
    std::optional<DeploymentPreflightRequestData> req =
        DeploymentPreflightRequestData::fromJson(file, QStringLiteral("$"), errors);
    QVERIFY(req.has_value());
    QVERIFY(req->greenfield);
    QCOMPARE(req->toJson().value(QStringLiteral("greenfield")), QJsonValue(true));
    QVERIFY(DeploymentPreflightRequestData().greenfield);

    file.insert(QStringLiteral("greenfield"), false);
    req = DeploymentPreflightRequestData::fromJson(file, QStringLiteral("$"), errors);
    QVERIFY(req.has_value());
    QVERIFY(!req->greenfield);
    QCOMPARE(req->toJson().value(QStringLiteral("greenfield")), QJsonValue(false));
}

void TestPreflightContract::requestErrors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("sourceDirty string") << "sourceDirty" << QJsonValue(QStringLiteral("no"))
                                        << "$.sourceDirty: expected a boolean, got string";
    QTest::newRow("requestId missing") << "requestId" << remove << "$.requestId: required string is missing";
    QTest::newRow("resources not array") << "proposedCorestoreResources" << QJsonValue(QJsonObject())
                                         << "$.proposedCorestoreResources: expected an array, got object";
    QTest::newRow("resource not object") << "proposedCorestoreResources.1" << QJsonValue(3)
                                         << "$.proposedCorestoreResources[1]: expected an object, got number";
    QTest::newRow("resourceName missing")
        << "proposedCorestoreResources.0.resourceName" << remove
        << "$.proposedCorestoreResources[0].resourceName: required string is missing";
    QTest::newRow("ociIndexDigest null") << "ociIndexDigest" << QJsonValue(QJsonValue::Null)
                                         << "$.ociIndexDigest: expected a string, got null";
    QTest::newRow("greenfield string") << "greenfield" << QJsonValue(QStringLiteral("true"))
                                       << "$.greenfield: expected a boolean, got string";
    QTest::newRow("evidence not object")
        << "releaseEvidence" << QJsonValue(true) << "$.releaseEvidence: expected an object, got boolean";
    QTest::newRow("verifier missing")
        << "releaseEvidence.attestations.0.verifier" << remove
        << "$.releaseEvidence.attestations[0].verifier: required string is missing";
    QTest::newRow("verifiedAt string")
        << "releaseEvidence.attestations.1.verifiedAt" << QJsonValue(QStringLiteral("now"))
        << "$.releaseEvidence.attestations[1].verifiedAt: expected a number, got string";
    QTest::newRow("attestations missing") << "releaseEvidence.attestations" << remove
                                          << "$.releaseEvidence.attestations: required array is missing";
    QTest::newRow("releaseAuthorized string")
        << "releaseEvidence.releaseAuthorized" << QJsonValue(QStringLiteral("yes"))
        << "$.releaseEvidence.releaseAuthorized: expected a boolean, got string";
}

void TestPreflightContract::requestErrors()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    DecodeErrors errors;
    QVERIFY(!DeploymentPreflightRequestData::fromJson(withValue(parse(kRequestFile), field, value),
                                                      QStringLiteral("$"), errors)
                 .has_value());
    QCOMPARE(errorList(errors), expected);
}

void TestPreflightContract::greenfieldOperation()
{
    const QJsonObject op =
        parse(R"({"id": "op-1", "data": {"idempotencyKey": "k-1", "requestDigest": ")" DIGEST("9") R"(",
        "fence": {"sourceServiceId": "svc-web", "sourceRevision": "0123456789abcdef0123456789abcdef01234567",
                  "version": "1.4.0", "ociIndexDigest": ")" DIGEST(
            "3") R"(", "configurationDigest": ")" DIGEST("c") R"(",
                  "targetNamespace": "web-1-4-0", "futureFenceKey": 1},
        "candidateServiceId": "svc-web-1-4-0", "state": "promoting", "routeGeneration": 4,
        "createdAt": 1752900000000, "updatedAt": 1752900005000}})");
    DecodeErrors errors;
    const std::optional<GreenfieldDeploymentOperation> decoded =
        GreenfieldDeploymentOperation::fromJson(op, QStringLiteral("$"), errors);
    QVERIFY2(decoded.has_value(), qPrintable(errorList(errors)));
    QCOMPARE(decoded->data.state, QStringLiteral("promoting"));
    QCOMPARE(decoded->data.routeGeneration, 4);
    QCOMPARE(decoded->data.fence.targetNamespace, QStringLiteral("web-1-4-0"));
    QVERIFY(!decoded->data.failureCode.has_value());
    QCOMPARE(decoded->toJson(), op);

    QVERIFY(!GreenfieldDeploymentOperation::fromJson(
                 withValue(op, QStringLiteral("data.state"), QStringLiteral("paused")), QStringLiteral("$"),
                 errors)
                 .has_value());
    QVERIFY(!GreenfieldDeploymentOperation::fromJson(
                 withValue(op, QStringLiteral("data.fence.version"), QJsonValue(QJsonValue::Undefined)),
                 QStringLiteral("$"), errors)
                 .has_value());
    QCOMPARE(
        errorList(errors),
        QStringLiteral(
            "$.data.state: unexpected value \"paused\" (expected one of reserved, provisioning, deploying, "
            "verifying, ready-for-promotion, promoting, promoted, rolling-back, rolled-back, failed)\n"
            "$.data.fence.version: required string is missing"));
}

QTEST_GUILESS_MAIN(TestPreflightContract)
#include "tst_preflightcontract.moc"
