// Inventory contract types (IService, IDeployment, ICluster/IClusterNode, legacy IImage, IUser) and the
// machine-user grant echo: decoding of realistic samples, lossless round trips, exact error paths,
// leniency for unknown enum values and redaction of secrets.

#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/grantcontract.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/api/user.h"
#include "core/ingest/deploymentingest.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {

QByteArray compact(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

const char* kServices = R"({
  "services": [
    {
      "id": "svc-web",
      "futureTopLevel": {"a": 1},
      "data": {
        "name": "web",
        "description": "Public website",
        "imageId": "img-web",
        "imageVersion": "1.3.0",
        "environment": {"NODE_ENV": "production", "PORT": "3000"},
        "secretBundleId": "sb-web",
        "additionalSecretBundleIds": ["sb-shared"],
        "serviceCategory": "workload",
        "deploymentStrategy": "custom",
        "maxReplicas": 3,
        "antiAffinity": true,
        "scaleFactor": 1.5,
        "balancingStrategy": "round-robin",
        "ports": {"web": 3000, "custom": {"admin.example.com": "8080"}, "futurePortKey": true},
        "volumes": [
          {"name": "web-data", "mountPath": "/data", "driver": "corestore", "readOnly": false, "backup": true,
           "options": {"size": "10G"}, "futureVolumeKey": [1, 2]},
          {"source": "shared-assets", "mountPath": "/assets"}
        ],
        "resources": {"cpuLimit": 2, "cpuReservation": 0.5, "memorySizeLimitMB": 1024,
                      "memorySizeReservationMB": 256, "volumeMounts": [{"hostFsPath": "/x", "containerFsPath": "/y"}]},
        "domains": [{"name": "example.com", "protocol": "https"}, {"name": "ssh.example.com", "port": 22, "protocol": "ssh"}],
        "deploymentIds": ["dep-1", "dep-2"],
        "registryHost": "registry.example.com",
        "deployOnPush": true
      }
    },
    {
      "id": "svc-legacy",
      "data": {"name": "legacy", "serviceCategory": "edge-cache", "environment": {}, "deploymentIds": []}
    }
  ]
})";

const char* kDeployments = R"({
  "deployments": [
    {
      "id": "dep-1", "serviceId": "svc-web", "nodeId": "node-1", "containerId": "c0ffee",
      "usedImageId": "img-web", "version": "1.3.0", "deployedAt": 1752900000000,
      "deploymentLog": ["pulled image", "started"], "status": "running", "healthStatus": "healthy",
      "resourceUsage": {"cpuUsagePercent": 12.5, "memoryUsedMB": 200, "lastUpdated": 1752900100000, "futureUsage": 1},
      "reportedDigest": "sha256:0000000000000000000000000000000000000000000000000000000000000000"
    },
    {"id": "dep-2", "serviceId": "svc-web", "nodeId": "node-2", "status": "scheduled"},
    {"id": "dep-3", "serviceId": "svc-api", "nodeId": "node-2", "status": "hibernating", "healthStatus": "sleepy"}
  ]
})";

const char* kClusters = R"({
  "clusters": [
    {
      "id": "c-prod",
      "data": {
        "name": "prod",
        "userId": "mu-cluster-prod",
        "cloudlyUrl": "https:\/\/cloudly.example.com",
        "setupMode": "hetzner",
        "acmeInfo": {"serverAddress": "acme@example.com", "serverSecret": "TOP-SECRET-ACME-VALUE"},
        "sshKeys": [{"keyName": "ops", "key": "ssh-ed25519 AAAA"}],
        "futureClusterKey": "x",
        "nodes": [
          {
            "id": "node-1",
            "data": {
              "clusterId": "c-prod", "baremetalId": "bm-1", "nodeType": "baremetal", "status": "online",
              "role": "master", "joinedAt": 1752000000000, "lastHealthCheck": 1752900000000,
              "metrics": {"cpuUsagePercent": 40, "memoryUsedMB": 2048, "memoryAvailableMB": 6144,
                          "diskUsedGB": 10.5, "diskAvailableGB": 90, "containerCount": 7, "timestamp": 1752900000000,
                          "futureMetric": 3},
              "swarmNodeId": "swarm-1", "sshKeys": [], "requiredDebianPackages": ["docker-ce"],
              "name": "prod-master-1", "os": "linux", "architecture": "amd64"
            }
          },
          {
            "id": "node-2",
            "data": {"clusterId": "c-prod", "nodeType": "quantum", "status": "draining", "role": "worker",
                     "joinedAt": 1752000000000, "lastHealthCheck": 1752900000000, "sshKeys": [],
                     "requiredDebianPackages": []}
          }
        ]
      }
    },
    {"id": "c-lab", "data": {"name": "lab"}}
  ]
})";

const char* kImages = R"({
  "images": [
    {
      "id": "img-web",
      "data": {
        "name": "web", "description": "website image",
        "location": {"internal": true, "externalRegistryId": "", "externalImageTag": ""},
        "versions": [
          {"versionString": "1.2.0", "size": 1048576, "createdAt": 1751000000000},
          {"versionString": "1.3.0", "storagePath": "images/web/1.3.0.tar", "size": 2097152, "createdAt": 1752000000000, "futureVersionKey": "k"}
        ]
      }
    },
    {"id": "img-ext", "data": {"name": "nginx", "location": {"internal": false, "externalRegistryId": "reg-1", "externalImageTag": "nginx:1.27"}, "versions": []}}
  ]
})";

const char* kUsers = R"({
  "users": [
    {
      "id": "mu-ci-web",
      "data": {
        "type": "machine", "role": "api", "username": "ci-web",
        "password": "PASSWORD-THAT-MUST-NOT-LEAK",
        "tokens": [{"token": "TOKEN-THAT-MUST-NOT-LEAK", "expiresAt": 4102444800000, "assignedRoles": ["api"], "futureTokenKey": 1}],
        "serviceDeploymentGrants": [
          {"serviceId": "svc-web", "capabilities": ["deployment:preflight", "deployment:create-greenfield",
                                                     "deployment:promote-route", "deployment:rollback-route"]},
          {"serviceId": "svc-api", "capabilities": ["deployment:preflight", "deployment:teleport"], "futureGrantKey": true}
        ]
      }
    },
    {"id": "admin", "data": {"type": "human", "role": "admin", "username": "admin"}}
  ]
})";

} // namespace

class TestContracts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---- services
    void serviceSampleDecodes();
    void serviceRoundTripIsLossless();
    void serviceEditedFieldShowsUp();
    void serviceErrors_data();
    void serviceErrors();
    void serviceListKeepsGoodElements();
    void serviceByIdResponse();
    void serviceRawsAreCompactSlices();
    void serviceBytesMatchTheObjectDecoder_data();
    void serviceBytesMatchTheObjectDecoder();

    // ---- deployments
    void deploymentSampleDecodes();
    void deploymentRoundTripIsLossless();
    void deploymentEditedFieldShowsUp();
    void deploymentErrors_data();
    void deploymentErrors();
    void deploymentByIdResponse();
    void deploymentBytesMatchTheObjectDecoder();
    void deploymentBytesFailLoudly_data();
    void deploymentBytesFailLoudly();
    void deploymentBytesWithEscapesAndUnknownKeys();
    void decodes100kDeployments();

    // ---- clusters and nodes
    void clusterSampleDecodes();
    void clusterRoundTripIsLossless();
    void clusterErrors_data();
    void clusterErrors();
    void clusterRedactionRemovesSecret();
    void nodesResponse();

    // ---- images
    void imageSampleDecodes();
    void imageRoundTripIsLossless();
    void imageErrors_data();
    void imageErrors();

    // ---- users
    void userSampleDecodes();
    void userRoundTripIsLossless();
    void userErrors_data();
    void userErrors();
    void userRedactionRemovesSecrets();
    void capabilityList();

    // ---- grant contract
    void grantRequestWireShape();
    void grantRequestFromFile();
    void grantRequestErrors();
    void grantEchoDecodes();
    void grantEchoErrors_data();
    void grantEchoErrors();
};

// ---------------------------------------------------------------- services

void TestContracts::serviceSampleDecodes()
{
    DecodeErrors errors;
    const QList<Service> services = decodeServices(parse(kServices), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(services.size(), 2);

    const Service& web = services.at(0);
    QCOMPARE(web.id, QStringLiteral("svc-web"));
    QCOMPARE(web.data.name, QStringLiteral("web"));
    QCOMPARE(web.data.description, QStringLiteral("Public website"));
    QCOMPARE(web.data.imageVersion, QStringLiteral("1.3.0"));
    QCOMPARE(web.data.environment.value(QStringLiteral("NODE_ENV")), QStringLiteral("production"));
    QCOMPARE(web.data.environment.size(), 2);
    QCOMPARE(web.data.additionalSecretBundleIds, QStringList{QStringLiteral("sb-shared")});
    QCOMPARE(web.data.serviceCategory, QStringLiteral("workload"));
    QCOMPARE(web.data.maxReplicas, 3);
    QCOMPARE(web.data.antiAffinity, true);
    QCOMPARE(web.data.scaleFactor, 1.5);
    QVERIFY(web.data.ports.has_value());
    QCOMPARE(web.data.ports->web, 3000);
    QCOMPARE(web.data.ports->custom.value(QStringLiteral("admin.example.com")), QStringLiteral("8080"));
    QCOMPARE(web.data.volumes.size(), 2);
    QCOMPARE(web.data.volumes.at(0).name, QStringLiteral("web-data"));
    QCOMPARE(web.data.volumes.at(0).options.value(QStringLiteral("size")), QStringLiteral("10G"));
    QCOMPARE(web.data.volumes.at(1).source, QStringLiteral("shared-assets"));
    QVERIFY(!web.data.volumes.at(1).name.has_value());
    QCOMPARE(web.data.volumes.at(1).effectiveDriver(), QStringLiteral("corestore"));
    QCOMPARE(web.data.volumes.at(1).effectiveBackup(), true);
    QVERIFY(web.data.resources.has_value());
    QCOMPARE(web.data.resources->cpuReservation, 0.5);
    QCOMPARE(web.data.resources->volumeMounts.size(), 1);
    QCOMPARE(web.data.domains.size(), 2);
    QCOMPARE(web.data.domains.at(1).port, 22);
    QCOMPARE(web.data.domains.at(1).protocol, QStringLiteral("ssh"));
    QVERIFY(!web.data.domains.at(0).port.has_value());
    QCOMPARE(web.data.deploymentIds, (QStringList{QStringLiteral("dep-1"), QStringLiteral("dep-2")}));

    // Unknown enum values are accepted and kept as they are.
    const Service& legacy = services.at(1);
    QCOMPARE(legacy.data.serviceCategory, QStringLiteral("edge-cache"));
    QVERIFY(!knownServiceCategories().contains(*legacy.data.serviceCategory));
    QVERIFY(!legacy.data.ports.has_value());
    QVERIFY(legacy.data.environment.isEmpty());
    QVERIFY(!legacy.data.description.has_value());
}

void TestContracts::serviceRoundTripIsLossless()
{
    const QJsonObject response = parse(kServices);
    DecodeErrors errors;
    const QList<Service> services = decodeServices(response, errors);
    QVERIFY(errors.isEmpty());
    const QJsonArray input = response.value(QStringLiteral("services")).toArray();
    for (qsizetype i = 0; i < services.size(); ++i)
        QCOMPARE(services.at(i).toJson(), input.at(i).toObject());
    // The unknown keys at every level are really in the output (not only "equal by accident").
    const QJsonObject web = services.at(0).toJson();
    QVERIFY(web.contains(QStringLiteral("futureTopLevel")));
    const QJsonObject data = web.value(QStringLiteral("data")).toObject();
    QCOMPARE(data.value(QStringLiteral("registryHost")).toString(), QStringLiteral("registry.example.com"));
    QVERIFY(data.value(QStringLiteral("ports")).toObject().contains(QStringLiteral("futurePortKey")));
    QVERIFY(data.value(QStringLiteral("volumes"))
                .toArray()
                .at(0)
                .toObject()
                .contains(QStringLiteral("futureVolumeKey")));
    // Empty lists/maps that were present stay present; absent ones stay absent.
    const QJsonObject legacy = services.at(1).toJson().value(QStringLiteral("data")).toObject();
    QVERIFY(legacy.contains(QStringLiteral("environment")));
    QVERIFY(legacy.contains(QStringLiteral("deploymentIds")));
    QVERIFY(!legacy.contains(QStringLiteral("volumes")));
}

void TestContracts::serviceRawsAreCompactSlices()
{
    // decodeServices() keeps every raw object (service, data, ports, resources, volumes, domains) and the
    // deployment ids as slices of one compact JSON buffer of the list; they read like the objects sent.
    const QJsonObject response = parse(kServices);
    DecodeErrors errors;
    const QList<Service> services = decodeServices(response, errors);
    QVERIFY(errors.isEmpty());
    QCOMPARE(services.size(), 2);
    const QJsonArray input = response.value(QStringLiteral("services")).toArray();
    const Service& web = services.at(0);
    QVERIFY(web.raw.slice());
    const QByteArray buffer = web.raw.slice()->source;
    const auto inBuffer = [&](const auto& value) {
        return value.slice() && value.slice()->source.constData() == buffer.constData();
    };
    QVERIFY(inBuffer(web.data.raw));
    QVERIFY(inBuffer(web.data.ports->raw));
    QVERIFY(inBuffer(web.data.resources->raw));
    QVERIFY(inBuffer(web.data.volumes.at(0).raw));
    QVERIFY(inBuffer(web.data.volumes.at(1).raw));
    QVERIFY(inBuffer(web.data.domains.at(1).raw));
    QVERIFY(inBuffer(web.data.deploymentIds));
    QVERIFY(inBuffer(services.at(1).raw));
    QVERIFY(inBuffer(services.at(1).data.deploymentIds));
    QCOMPARE(web.data.deploymentIds.size(), 2);

    const QJsonObject webIn = input.at(0).toObject();
    const QJsonObject dataIn = webIn.value(QStringLiteral("data")).toObject();
    QCOMPARE(web.raw.object(), webIn);
    QCOMPARE(web.data.raw.object(), dataIn);
    QCOMPARE(web.data.ports->raw.object(), dataIn.value(QStringLiteral("ports")).toObject());
    QCOMPARE(web.data.resources->raw.object(), dataIn.value(QStringLiteral("resources")).toObject());
    QCOMPARE(web.data.volumes.at(0).raw.object(),
             dataIn.value(QStringLiteral("volumes")).toArray().at(0).toObject());
    QCOMPARE(web.data.domains.at(1).raw.object(),
             dataIn.value(QStringLiteral("domains")).toArray().at(1).toObject());
    QCOMPARE(web.data.deploymentIds.list(), (QStringList{QStringLiteral("dep-1"), QStringLiteral("dep-2")}));
    QVERIFY(services.at(1).data.deploymentIds.isEmpty());
    QCOMPARE(services.at(1).raw.object(), input.at(1).toObject());

    // The bytes are the list's compact JSON; equal lists give equal bytes (change detection).
    QCOMPARE(QByteArray(buffer.constData(), compactServicesJson(response).size()),
             compactServicesJson(response));
    const QList<Service> again = decodeServicesCompact(response, errors, compactServicesJson(response));
    QVERIFY(errors.isEmpty());
    QVERIFY(again.at(0).raw.slice()->source.constData() != buffer.constData());
    QCOMPARE(again.at(0).raw.slice()->view(), web.raw.slice()->view());

    // A list with errors keeps its good elements, decoded as before.
    QJsonArray broken = input;
    broken.append(QJsonObject{{QStringLiteral("id"), 7}});
    DecodeErrors brokenErrors;
    const QList<Service> kept =
        decodeServices(QJsonObject{{QStringLiteral("services"), broken}}, brokenErrors);
    QCOMPARE(brokenErrors.size(), 2); // id: wrong type; data: missing
    QCOMPARE(kept.size(), 2);
    QCOMPARE(kept.at(0).raw.object(), webIn);
    QCOMPARE(compactServicesJson(QJsonObject{{QStringLiteral("services"), 1}}), QByteArray());
}

void TestContracts::serviceEditedFieldShowsUp()
{
    DecodeErrors errors;
    QList<Service> services = decodeServices(parse(kServices), errors);
    QVERIFY(errors.isEmpty());
    Service web = services.at(0);
    web.data.name = QStringLiteral("web-renamed");
    web.data.ports->web = 8080;
    web.data.description.reset();
    web.data.volumes[0].readOnly = true;
    web.data.environment.insert(QStringLiteral("NEW"), QStringLiteral("1"));
    const QJsonObject out = web.toJson();
    const QJsonObject data = out.value(QStringLiteral("data")).toObject();
    QCOMPARE(data.value(QStringLiteral("name")).toString(), QStringLiteral("web-renamed"));
    QCOMPARE(data.value(QStringLiteral("ports")).toObject().value(QStringLiteral("web")).toInteger(), 8080);
    QVERIFY(!data.contains(QStringLiteral("description")));
    QCOMPARE(
        data.value(QStringLiteral("volumes")).toArray().at(0).toObject().value(QStringLiteral("readOnly")),
        QJsonValue(true));
    QCOMPARE(data.value(QStringLiteral("environment")).toObject().value(QStringLiteral("NEW")).toString(),
             QStringLiteral("1"));
    // Unknown keys still there after the edit.
    QVERIFY(data.value(QStringLiteral("ports")).toObject().contains(QStringLiteral("futurePortKey")));
    QVERIFY(out.contains(QStringLiteral("futureTopLevel")));

    // And the edited object decodes again to the edited values.
    DecodeErrors again;
    const std::optional<Service> back = Service::fromJson(out, QStringLiteral("$"), again);
    QVERIFY(back.has_value());
    QCOMPARE(back->data.ports->web, 8080);
}

void TestContracts::serviceErrors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");

    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("ports.web string") << "data.ports.web" << QJsonValue(QStringLiteral("3000"))
                                      << "$.services[0].data.ports.web: expected a number, got string";
    QTest::newRow("id missing") << "id" << remove << "$.services[0].id: required string is missing";
    QTest::newRow("id number") << "id" << QJsonValue(7) << "$.services[0].id: expected a string, got number";
    QTest::newRow("data missing") << "data" << remove << "$.services[0].data: required object is missing";
    QTest::newRow("data array") << "data" << QJsonValue(QJsonArray())
                                << "$.services[0].data: expected an object, got array";
    QTest::newRow("name missing") << "data.name" << remove
                                  << "$.services[0].data.name: required string is missing";
    QTest::newRow("mountPath missing")
        << "data.volumes.1.mountPath" << remove
        << "$.services[0].data.volumes[1].mountPath: required string is missing";
    QTest::newRow("volume not object") << "data.volumes.0" << QJsonValue(QStringLiteral("x"))
                                       << "$.services[0].data.volumes[0]: expected an object, got string";
    QTest::newRow("env value number") << "data.environment.PORT" << QJsonValue(3000)
                                      << "$.services[0].data.environment.PORT: expected a string, got number";
    QTest::newRow("custom port number")
        << "data.ports.custom" << QJsonValue(QJsonObject{{QStringLiteral("a.example.com"), 0}})
        << "$.services[0].data.ports.custom.a.example.com: expected a string, got number";
    QTest::newRow("domain port string")
        << "data.domains.1.port" << QJsonValue(QStringLiteral("22"))
        << "$.services[0].data.domains[1].port: expected a number, got string";
    QTest::newRow("deploymentIds element")
        << "data.deploymentIds.1" << QJsonValue(2)
        << "$.services[0].data.deploymentIds[1]: expected a string, got number";
    QTest::newRow("maxReplicas fraction")
        << "data.maxReplicas" << QJsonValue(2.5)
        << "$.services[0].data.maxReplicas: expected a whole number, got 2.5";
    QTest::newRow("antiAffinity string") << "data.antiAffinity" << QJsonValue(QStringLiteral("yes"))
                                         << "$.services[0].data.antiAffinity: expected a boolean, got string";
    QTest::newRow("resources null") << "data.resources" << QJsonValue(QJsonValue::Null)
                                    << "$.services[0].data.resources: expected an object, got null";
    QTest::newRow("cpuLimit string")
        << "data.resources.cpuLimit" << QJsonValue(QStringLiteral("2"))
        << "$.services[0].data.resources.cpuLimit: expected a number, got string";
    QTest::newRow("volume readOnly number")
        << "data.volumes.0.readOnly" << QJsonValue(1)
        << "$.services[0].data.volumes[0].readOnly: expected a boolean, got number";
}

void TestContracts::serviceErrors()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QJsonObject response = parse(kServices);
    response = withValue(response, QStringLiteral("services.0.") + field, value);
    DecodeErrors errors;
    const QList<Service> services = decodeServices(response, errors);
    QCOMPARE(errorList(errors), expected);
    // The broken element is dropped, the other one survives.
    QCOMPARE(services.size(), 1);
    QCOMPARE(services.at(0).id, QStringLiteral("svc-legacy"));
    // The same from the reply's bytes (the refresher's path).
    const QByteArray bytes = compact(response);
    DecodeErrors byteErrors;
    const QList<Service> fromBytes = decodeServicesJson(JsonSlice{bytes, 0, bytes.size()}, byteErrors);
    QCOMPARE(errorList(byteErrors), expected);
    QCOMPARE(fromBytes.size(), 1);
    QCOMPARE(fromBytes.at(0).toJson(), services.at(0).toJson());
}

void TestContracts::serviceBytesMatchTheObjectDecoder_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("slicesOfTheReply"); // every raw a slice of the given bytes
    QTest::newRow("sample, as sent (whitespace)") << QByteArray(kServices) << true;
    QTest::newRow("sample, compact") << compact(parse(kServices)) << true;
    QTest::newRow("other members around the list")
        << QByteArray(
               R"({"a":[1,{"services":2}],"services":[{"id":"x","data":{"name":"x","ports":{"web":1}}}],)"
               R"("z":"services"})")
        << true;
    QTest::newRow("escapes in values and keys")
        << QByteArray(R"({"services":[{"id":"x\u00e9\"q","data":{"name":"n\n","na\u006de2":1,)"
                      R"("environment":{"K\u0045Y":"v"},"deploymentIds":["a\/b"]}}]})")
        << true;
    QTest::newRow("escaped services key")
        << QByteArray(R"({"servic\u0065s":[{"id":"x","data":{"name":"x"}}]})") << false;
    QTest::newRow("duplicate services key")
        << QByteArray(
               R"({"services":[{"id":"a","data":{"name":"a"}}],"services":[{"id":"b","data":{"name":"b"}}]})")
        << false;
    QTest::newRow("duplicate data key")
        << QByteArray(
               R"({"services":[{"id":"a","data":{"name":"a","ports":{"web":1}},"data":{"name":"b"}}]})")
        << false;
    QTest::newRow("a bad element among good ones")
        << QByteArray(R"({"services":[1,{"id":"a","data":{"name":"a"}},{"id":7}]})") << false;
    QTest::newRow("services not an array") << QByteArray(R"({"services":{}})") << false;
    QTest::newRow("services missing") << QByteArray(R"({"other":[]})") << false;
    QTest::newRow("empty list") << QByteArray(R"({"services":[]})") << false;
    QTest::newRow("not an object") << QByteArray(R"([{"services":[]}])") << false;
    QTest::newRow("not JSON") << QByteArray(R"({"services":[{"id":"a",}]})") << false;
    QTest::newRow("trailing garbage") << QByteArray(R"({"services":[]} x)") << false;
    QTest::newRow("empty") << QByteArray() << false;
}

void TestContracts::serviceBytesMatchTheObjectDecoder()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, slicesOfTheReply);
    // The reply as the socket hands it over: padded (simdjson reads past the end).
    QByteArray frame;
    frame.reserve(bytes.size() + 64);
    frame.append(bytes);
    DecodeErrors byteErrors;
    const QList<Service> fromBytes = decodeServicesJson(JsonSlice{frame, 0, frame.size()}, byteErrors);

    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    DecodeErrors errors;
    QList<Service> reference;
    if (parseError.error != QJsonParseError::NoError)
        errors.append({QStringLiteral("$"), parseError.errorString()});
    else if (!doc.isObject())
        errors.append({QStringLiteral("$"), QStringLiteral("expected an object")});
    else
        reference = decodeServices(doc.object(), errors);
    QCOMPARE(errorList(byteErrors), errorList(errors));
    QCOMPARE(fromBytes.size(), reference.size());
    for (qsizetype i = 0; i < reference.size(); ++i) {
        const Service& a = fromBytes.at(i);
        const Service& b = reference.at(i);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.toJson(), b.toJson());
        QCOMPARE(a.raw.object(), b.raw.object());
        QCOMPARE(a.data.raw.object(), b.data.raw.object());
        QCOMPARE(a.data.deploymentIds.list(), b.data.deploymentIds.list());
        QCOMPARE(a.data.volumes.size(), b.data.volumes.size());
        for (qsizetype v = 0; v < a.data.volumes.size(); ++v)
            QCOMPARE(a.data.volumes.at(v).raw.object(), b.data.volumes.at(v).raw.object());
        QCOMPARE(a.data.domains.size(), b.data.domains.size());
        for (qsizetype d = 0; d < a.data.domains.size(); ++d)
            QCOMPARE(a.data.domains.at(d).raw.object(), b.data.domains.at(d).raw.object());
        QCOMPARE(bool(a.data.ports), bool(b.data.ports));
        if (a.data.ports)
            QCOMPARE(a.data.ports->raw.object(), b.data.ports->raw.object());
        QCOMPARE(bool(a.data.resources), bool(b.data.resources));
        if (a.data.resources)
            QCOMPARE(a.data.resources->raw.object(), b.data.resources->raw.object());
        // One representation: the raws are slices of the reply itself, or (bytes simdjson does not read
        // like QJsonDocument) of the compact copy decodeServices() makes; never left parsed.
        if (!errors.isEmpty()) {
            QVERIFY(!slicesOfTheReply);
            continue; // a list with errors keeps its objects, as decodeServices() does
        }
        QVERIFY(a.raw.slice() && a.data.raw.slice());
        QCOMPARE(a.raw.slice()->source.constData() == frame.constData(), slicesOfTheReply);
        QCOMPARE(a.data.raw.slice()->source.constData() == frame.constData(), slicesOfTheReply);
    }
}

void TestContracts::serviceListKeepsGoodElements()
{
    DecodeErrors errors;
    QList<Service> services =
        decodeServices(parse(R"({"services": [1, {"id": "a", "data": {"name": "a"}}]})"), errors);
    QCOMPARE(errorList(errors), QStringLiteral("$.services[0]: expected an object, got number"));
    QCOMPARE(services.size(), 1);

    errors.clear();
    services = decodeServices(parse(R"({"services": {}})"), errors);
    QCOMPARE(errorList(errors), QStringLiteral("$.services: expected an array, got object"));
    QVERIFY(services.isEmpty());

    errors.clear();
    services = decodeServices(parse(R"({})"), errors);
    QCOMPARE(errorList(errors), QStringLiteral("$.services: required array is missing"));
}

void TestContracts::serviceByIdResponse()
{
    DecodeErrors errors;
    std::optional<Service> s =
        decodeService(parse(R"({"service": {"id": "a", "data": {"name": "alpha"}}})"), errors);
    QVERIFY(s.has_value());
    QCOMPARE(s->data.name, QStringLiteral("alpha"));
    s = decodeService(parse(R"({"service": {"id": "a", "data": {}}})"), errors);
    QVERIFY(!s.has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.service.data.name: required string is missing"));
}

// ---------------------------------------------------------------- deployments

namespace {
JsonSlice bytesOf(const QJsonObject& response)
{
    const QByteArray json = QJsonDocument(response).toJson(QJsonDocument::Compact);
    return JsonSlice{json, 0, json.size()};
}
} // namespace

void TestContracts::deploymentSampleDecodes()
{
    DecodeErrors errors;
    const QList<Deployment> list = decodeDeployments(parse(kDeployments), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(list.size(), 3);
    const Deployment& d = list.at(0);
    QCOMPARE(d.id, QStringLiteral("dep-1"));
    QCOMPARE(d.serviceId, QStringLiteral("svc-web"));
    QCOMPARE(d.nodeId, QStringLiteral("node-1"));
    QCOMPARE(d.containerId, QStringLiteral("c0ffee"));
    QCOMPARE(d.usedImageId, QStringLiteral("img-web"));
    QCOMPARE(d.version, QStringLiteral("1.3.0"));
    QCOMPARE(d.deployedAt, Q_INT64_C(1752900000000));
    QCOMPARE(d.deploymentLog, (QStringList{QStringLiteral("pulled image"), QStringLiteral("started")}));
    QCOMPARE(d.status, QStringLiteral("running"));
    QVERIFY(d.hasKnownStatus());
    QCOMPARE(d.healthStatus, QStringLiteral("healthy"));
    QVERIFY(d.resourceUsage.has_value());
    QCOMPARE(d.resourceUsage->cpuUsagePercent, 12.5);
    QCOMPARE(d.resourceUsage->memoryUsedMB, 200.0);
    QCOMPARE(d.resourceUsage->lastUpdated, Q_INT64_C(1752900100000));

    const Deployment& scheduled = list.at(1);
    QVERIFY(!scheduled.containerId.has_value());
    QVERIFY(!scheduled.healthStatus.has_value());
    QVERIFY(!scheduled.resourceUsage.has_value());
    QVERIFY(scheduled.deploymentLog.isEmpty());

    // Unknown status / health values are accepted (a newer server may add some).
    QCOMPARE(list.at(2).status, QStringLiteral("hibernating"));
    QVERIFY(!list.at(2).hasKnownStatus());
    QCOMPARE(list.at(2).healthStatus, QStringLiteral("sleepy"));
}

void TestContracts::deploymentRoundTripIsLossless()
{
    const QJsonObject response = parse(kDeployments);
    DecodeErrors errors;
    const QList<Deployment> list = decodeDeployments(response, errors);
    QVERIFY(errors.isEmpty());
    const QJsonArray input = response.value(QStringLiteral("deployments")).toArray();
    QCOMPARE(list.size(), input.size());
    for (qsizetype i = 0; i < list.size(); ++i)
        QCOMPARE(list.at(i).toJson(), input.at(i).toObject());
    const QJsonObject first = list.at(0).toJson();
    QVERIFY(first.contains(QStringLiteral("reportedDigest")));
    QVERIFY(first.value(QStringLiteral("resourceUsage")).toObject().contains(QStringLiteral("futureUsage")));
    QVERIFY(!list.at(1).toJson().contains(QStringLiteral("deploymentLog")));
}

void TestContracts::deploymentEditedFieldShowsUp()
{
    DecodeErrors errors;
    Deployment d = decodeDeployments(parse(kDeployments), errors).at(0);
    d.status = QStringLiteral("stopping");
    d.containerId.reset();
    d.resourceUsage->cpuUsagePercent = 99.0;
    d.deploymentLog << QStringLiteral("stopping");
    const QJsonObject out = d.toJson();
    QCOMPARE(out.value(QStringLiteral("status")).toString(), QStringLiteral("stopping"));
    QVERIFY(!out.contains(QStringLiteral("containerId")));
    QCOMPARE(out.value(QStringLiteral("resourceUsage"))
                 .toObject()
                 .value(QStringLiteral("cpuUsagePercent"))
                 .toDouble(),
             99.0);
    QCOMPARE(out.value(QStringLiteral("deploymentLog")).toArray().size(), 3);
    QVERIFY(out.contains(QStringLiteral("reportedDigest")));
}

void TestContracts::deploymentErrors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("id missing") << "id" << remove << "$.deployments[0].id: required string is missing";
    QTest::newRow("serviceId missing")
        << "serviceId" << remove << "$.deployments[0].serviceId: required string is missing";
    QTest::newRow("nodeId number") << "nodeId" << QJsonValue(5)
                                   << "$.deployments[0].nodeId: expected a string, got number";
    QTest::newRow("status missing") << "status" << remove
                                    << "$.deployments[0].status: required string is missing";
    QTest::newRow("status bool") << "status" << QJsonValue(true)
                                 << "$.deployments[0].status: expected a string, got boolean";
    QTest::newRow("containerId null") << "containerId" << QJsonValue(QJsonValue::Null)
                                      << "$.deployments[0].containerId: expected a string, got null";
    QTest::newRow("deployedAt string") << "deployedAt" << QJsonValue(QStringLiteral("yesterday"))
                                       << "$.deployments[0].deployedAt: expected a number, got string";
    QTest::newRow("deployedAt fraction")
        << "deployedAt" << QJsonValue(1.5) << "$.deployments[0].deployedAt: expected a whole number, got 1.5";
    QTest::newRow("log not array") << "deploymentLog" << QJsonValue(QStringLiteral("x"))
                                   << "$.deployments[0].deploymentLog: expected an array, got string";
    QTest::newRow("log element") << "deploymentLog.1" << QJsonValue(QJsonObject())
                                 << "$.deployments[0].deploymentLog[1]: expected a string, got object";
    QTest::newRow("usage not object") << "resourceUsage" << QJsonValue(3)
                                      << "$.deployments[0].resourceUsage: expected an object, got number";
    QTest::newRow("usage cpu string")
        << "resourceUsage.cpuUsagePercent" << QJsonValue(QStringLiteral("12%"))
        << "$.deployments[0].resourceUsage.cpuUsagePercent: expected a number, got string";
    QTest::newRow("health number") << "healthStatus" << QJsonValue(1)
                                   << "$.deployments[0].healthStatus: expected a string, got number";
}

void TestContracts::deploymentErrors()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject response =
        withValue(parse(kDeployments), QStringLiteral("deployments.0.") + field, value);
    DecodeErrors errors;
    const QList<Deployment> list = decodeDeployments(response, errors);
    QCOMPARE(errorList(errors), expected);
    QCOMPARE(list.size(), 2);
    QCOMPARE(list.at(0).id, QStringLiteral("dep-2"));

    // The byte-level decoder reports exactly the same, and skips the same element.
    errors.clear();
    const QList<Deployment> fromBytes = decodeDeploymentsJson(bytesOf(response), errors);
    QCOMPARE(errorList(errors), expected);
    QCOMPARE(fromBytes.size(), 2);
    QCOMPARE(fromBytes.at(0).id, QStringLiteral("dep-2"));
    QCOMPARE(fromBytes.at(0).toJson(), list.at(0).toJson());

    // Same through the single-object decoder with its own path.
    errors.clear();
    const QJsonObject single{
        {QStringLiteral("deployment"), response.value(QStringLiteral("deployments")).toArray().at(0)}};
    QVERIFY(!decodeDeployment(single, errors).has_value());
    QString singleExpected = expected;
    singleExpected.replace(QStringLiteral("$.deployments[0]"), QStringLiteral("$.deployment"));
    QCOMPARE(errorList(errors), singleExpected);
}

void TestContracts::deploymentByIdResponse()
{
    DecodeErrors errors;
    QVERIFY(!decodeDeployment(QJsonObject(), errors).has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.deployment: required object is missing"));
    errors.clear();
    QVERIFY(!decodeDeployment(parse(R"({"deployment": []})"), errors).has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.deployment: expected an object, got array"));
    errors.clear();
    const std::optional<Deployment> d = decodeDeployment(
        parse(R"({"deployment": {"id": "x", "serviceId": "s", "nodeId": "n", "status": "failed"}})"), errors);
    QVERIFY(d.has_value());
    QCOMPARE(d->status, QStringLiteral("failed"));
}

void TestContracts::deploymentBytesMatchTheObjectDecoder()
{
    const QByteArray text(kDeployments);
    DecodeErrors errors;
    const QList<Deployment> expected = decodeDeployments(parse(kDeployments), errors);
    QVERIFY(errors.isEmpty());
    QList<Deployment> list;
    {
        // The slices keep the reply alive on their own.
        const QByteArray reply = text;
        list = decodeDeploymentsJson(JsonSlice{reply, 0, reply.size()}, errors);
    }
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(list.size(), expected.size());
    const QJsonArray input = parse(kDeployments).value(QStringLiteral("deployments")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Deployment& d = list.at(i);
        const Deployment& e = expected.at(i);
        QVERIFY(d.raw.slice() != nullptr); // not parsed yet
        QVERIFY(d.sourceHash != 0);
        QCOMPARE(d.id, e.id);
        QCOMPARE(d.serviceId, e.serviceId);
        QCOMPARE(d.nodeId, e.nodeId);
        QCOMPARE(d.status, e.status);
        QCOMPARE(d.containerId, e.containerId);
        QCOMPARE(d.usedImageId, e.usedImageId);
        QCOMPARE(d.version, e.version);
        QCOMPARE(d.deployedAt, e.deployedAt);
        QCOMPARE(d.healthStatus, e.healthStatus);
        QCOMPARE(d.deploymentLog.size(), e.deploymentLog.size());
        QCOMPARE(d.deploymentLog.list(), e.deploymentLog.list());
        QCOMPARE(d.resourceUsage.has_value(), e.resourceUsage.has_value());
        if (d.resourceUsage) {
            QCOMPARE(d.resourceUsage->cpuUsagePercent, e.resourceUsage->cpuUsagePercent);
            QCOMPARE(d.resourceUsage->memoryUsedMB, e.resourceUsage->memoryUsedMB);
            QCOMPARE(d.resourceUsage->lastUpdated, e.resourceUsage->lastUpdated);
        }
        // Lossless: the object as sent, unknown keys (also nested ones) included.
        QCOMPARE(d.raw.object(), input.at(i).toObject());
        QCOMPARE(d.toJson(), input.at(i).toObject());
    }
    QVERIFY(list.at(0).raw.contains(QStringLiteral("reportedDigest")));
    QCOMPARE(list.at(0).resourceUsage->raw.value(QStringLiteral("futureUsage")).toInt(), 1);
    // Repeated values are one shared string.
    QCOMPARE(list.at(0).serviceId.constData(), list.at(1).serviceId.constData());
    QCOMPARE(list.at(1).nodeId.constData(), list.at(2).nodeId.constData());
    // Equal bytes, equal hash; other bytes, other hash.
    const QList<Deployment> again = decodeDeploymentsJson(JsonSlice{text, 0, text.size()}, errors);
    QCOMPARE(again.at(1).sourceHash, list.at(1).sourceHash);
    QVERIFY(again.at(0).sourceHash != again.at(1).sourceHash);
    // An edit through raw drops the slice (the model then fingerprints the typed fields).
    Deployment edited = list.at(0);
    edited.raw.insert(QStringLiteral("extra"), 1);
    QVERIFY(edited.raw.slice() == nullptr);
    QVERIFY(list.at(0).raw.slice() != nullptr);
    QCOMPARE(edited.raw.value(QStringLiteral("extra")).toInt(), 1);
}

void TestContracts::deploymentBytesFailLoudly_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("decoded");
    const QByteArray ok = R"({"id":"a","serviceId":"s","nodeId":"n","status":"running"})";
    QTest::newRow("not JSON") << QByteArray(R"({"deployments": [)") + ok + ", }"
                              << "$: invalid JSON at offset" << 0;
    QTest::newRow("garbage after") << QByteArray(R"({"deployments": [)") + ok + "]} x"
                                   << "$: invalid JSON at offset" << 0;
    QTest::newRow("bad literal in an unknown key")
        << QByteArray(
               R"({"deployments": [{"id":"a","serviceId":"s","nodeId":"n","status":"x","extra":tru}]})")
        << "$: invalid JSON at offset" << 0;
    QTest::newRow("missing") << QByteArray(R"({"other": 1})") << "$.deployments: required array is missing"
                             << 0;
    QTest::newRow("not an array") << QByteArray(R"({"deployments": {}})")
                                  << "$.deployments: expected an array, got object" << 0;
    QTest::newRow("element not an object") << QByteArray(R"({"deployments": [)") + ok + ", 5, " + ok + "]}"
                                           << "$.deployments[1]: expected an object, got number" << 2;
    QTest::newRow("huge integer") << QByteArray(R"({"deployments": [{"id":"a","serviceId":"s","nodeId":"n",)"
                                                R"("status":"x","deployedAt":1e300}]})")
                                  << "$.deployments[0].deployedAt: expected a whole number, got 1e+300" << 0;
}

void TestContracts::deploymentBytesFailLoudly()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QFETCH(int, decoded);
    DecodeErrors errors;
    const QList<Deployment> list = decodeDeploymentsJson(JsonSlice{json, 0, json.size()}, errors);
    QVERIFY2(errorList(errors).startsWith(expected), qPrintable(errorList(errors)));
    QCOMPARE(list.size(), decoded);
}

void TestContracts::deploymentBytesWithEscapesAndUnknownKeys()
{
    // Escaped keys and values, control characters escaped, nested unknown values: decoded exactly like
    // QJsonDocument reads them, and kept.
    const QByteArray json = R"({"deployments": [
        {"id": "d\u002d1", "serviceId": "svc \"web\"", "nodeId": "n", "st\u0061tus": "running",
         "deploymentLog": ["line\none", "two"], "future": {"a": [1, 2.5, null, true, {"b": "\u00e9"}]}},
        {"id": "d-2", "serviceId": "s", "nodeId": "n", "status": "stopped", "labels": {"x": "y"}, "n": -0.5}
    ]})";
    DecodeErrors errors;
    const QList<Deployment> list = decodeDeploymentsJson(JsonSlice{json, 0, json.size()}, errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(list.size(), 2);
    QCOMPARE(list.at(0).id, QStringLiteral("d-1"));
    QCOMPARE(list.at(0).serviceId, QStringLiteral("svc \"web\""));
    QCOMPARE(list.at(0).status, QStringLiteral("running"));
    QCOMPARE(list.at(0).deploymentLog.list(),
             (QStringList{QStringLiteral("line\none"), QStringLiteral("two")}));
    const QJsonObject all = QJsonDocument::fromJson(json).object();
    QCOMPARE(list.at(0).toJson(), all.value(QStringLiteral("deployments")).toArray().at(0).toObject());
    QCOMPARE(list.at(1).toJson(), all.value(QStringLiteral("deployments")).toArray().at(1).toObject());
    QVERIFY(list.at(1).raw.slice() != nullptr); // the plain one took the fast path
    QCOMPARE(list.at(1).raw.value(QStringLiteral("labels")).toObject().value(QStringLiteral("x")).toString(),
             QStringLiteral("y"));
}

void TestContracts::decodes100kDeployments()
{
    // A realistic poll of a big installation. The time is printed, not asserted (debug/sanitizer
    // builds vary a lot); tests/bench holds the real benchmark. Correctness is asserted.
    const QJsonObject templ =
        parse(kDeployments).value(QStringLiteral("deployments")).toArray().at(0).toObject();
    QJsonArray array;
    for (int i = 0; i < 100000; ++i) {
        QJsonObject d = templ;
        d.insert(QStringLiteral("id"), QStringLiteral("dep-%1").arg(i));
        array.append(d);
    }
    const QJsonObject response{{QStringLiteral("deployments"), array}};
    QElapsedTimer timer;
    timer.start();
    DecodeErrors errors;
    const QList<Deployment> list = decodeDeployments(response, errors);
    const qint64 ms = timer.elapsed();
    qInfo("decoded %lld deployments in %lld ms", static_cast<long long>(list.size()),
          static_cast<long long>(ms));
    QVERIFY(errors.isEmpty());
    QCOMPARE(list.size(), 100000);
    QCOMPARE(list.last().id, QStringLiteral("dep-99999"));
    QCOMPARE(list.last().deploymentLog.size(), 2);
}

// ---------------------------------------------------------------- clusters

void TestContracts::clusterSampleDecodes()
{
    DecodeErrors errors;
    const QList<Cluster> clusters = decodeClusters(parse(kClusters), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(clusters.size(), 2);
    const Cluster& prod = clusters.at(0);
    QCOMPARE(prod.data.name, QStringLiteral("prod"));
    QCOMPARE(prod.data.userId, QStringLiteral("mu-cluster-prod"));
    QCOMPARE(prod.data.setupMode, QStringLiteral("hetzner"));
    QVERIFY(prod.data.acmeInfo.has_value());
    QCOMPARE(prod.data.acmeInfo->serverAddress, QStringLiteral("acme@example.com"));
    QVERIFY(prod.data.acmeInfo->hasServerSecret());
    QCOMPARE(prod.data.sshKeys.size(), 1);
    QCOMPARE(prod.data.nodes.size(), 2);

    const ClusterNode& master = prod.data.nodes.at(0);
    QCOMPARE(master.id, QStringLiteral("node-1"));
    QCOMPARE(master.displayName(), QStringLiteral("prod-master-1"));
    QCOMPARE(master.platform(), QStringLiteral("linux/amd64"));
    QCOMPARE(master.data.nodeType, QStringLiteral("baremetal"));
    QCOMPARE(master.data.baremetalId, QStringLiteral("bm-1"));
    QCOMPARE(master.data.status, QStringLiteral("online"));
    QCOMPARE(master.data.role, QStringLiteral("master"));
    QCOMPARE(master.data.joinedAt, Q_INT64_C(1752000000000));
    QVERIFY(master.data.metrics.has_value());
    QCOMPARE(master.data.metrics->containerCount, 7);
    QCOMPARE(master.data.metrics->diskUsedGB, 10.5);
    QCOMPARE(master.data.requiredDebianPackages, QStringList{QStringLiteral("docker-ce")});
    QCOMPARE(master.data.swarmNodeId, QStringLiteral("swarm-1"));

    const ClusterNode& worker = prod.data.nodes.at(1);
    QCOMPARE(worker.displayName(), QStringLiteral("node-2"));
    QVERIFY(worker.platform().isEmpty());
    QCOMPARE(worker.data.nodeType, QStringLiteral("quantum")); // unknown values accepted
    QCOMPARE(worker.data.status, QStringLiteral("draining"));
    QVERIFY(!knownNodeStatuses().contains(*worker.data.status));
    QVERIFY(!worker.data.metrics.has_value());

    const Cluster& lab = clusters.at(1);
    QVERIFY(!lab.data.setupMode.has_value());
    QCOMPARE(lab.effectiveSetupMode(), QStringLiteral("manual"));
    QVERIFY(lab.data.nodes.isEmpty());
    QVERIFY(!lab.data.acmeInfo.has_value());
}

void TestContracts::clusterRoundTripIsLossless()
{
    const QJsonObject response = parse(kClusters);
    DecodeErrors errors;
    const QList<Cluster> clusters = decodeClusters(response, errors);
    QVERIFY(errors.isEmpty());
    const QJsonArray input = response.value(QStringLiteral("clusters")).toArray();
    for (qsizetype i = 0; i < clusters.size(); ++i)
        QCOMPARE(clusters.at(i).toJson(), input.at(i).toObject());
    const QJsonObject metrics = clusters.at(0)
                                    .toJson()
                                    .value(QStringLiteral("data"))
                                    .toObject()
                                    .value(QStringLiteral("nodes"))
                                    .toArray()
                                    .at(0)
                                    .toObject()
                                    .value(QStringLiteral("data"))
                                    .toObject()
                                    .value(QStringLiteral("metrics"))
                                    .toObject();
    QCOMPARE(metrics.value(QStringLiteral("futureMetric")).toInt(), 3);

    // Edit a node name: shows up, the rest stays.
    Cluster prod = clusters.at(0);
    prod.data.nodes[0].data.name = QStringLiteral("renamed");
    const QJsonObject node = prod.toJson()
                                 .value(QStringLiteral("data"))
                                 .toObject()
                                 .value(QStringLiteral("nodes"))
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(QStringLiteral("data"))
                                 .toObject();
    QCOMPARE(node.value(QStringLiteral("name")).toString(), QStringLiteral("renamed"));
    QCOMPARE(node.value(QStringLiteral("swarmNodeId")).toString(), QStringLiteral("swarm-1"));
}

void TestContracts::clusterErrors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("name missing") << "data.name" << remove
                                  << "$.clusters[0].data.name: required string is missing";
    QTest::newRow("data missing") << "data" << remove << "$.clusters[0].data: required object is missing";
    QTest::newRow("nodes object") << "data.nodes" << QJsonValue(QJsonObject())
                                  << "$.clusters[0].data.nodes: expected an array, got object";
    QTest::newRow("node id missing") << "data.nodes.1.id" << remove
                                     << "$.clusters[0].data.nodes[1].id: required string is missing";
    QTest::newRow("node data missing")
        << "data.nodes.1.data" << remove << "$.clusters[0].data.nodes[1].data: required object is missing";
    QTest::newRow("metric string")
        << "data.nodes.0.data.metrics.cpuUsagePercent" << QJsonValue(QStringLiteral("40"))
        << "$.clusters[0].data.nodes[0].data.metrics.cpuUsagePercent: expected a number, got string";
    QTest::newRow("containerCount fraction")
        << "data.nodes.0.data.metrics.containerCount" << QJsonValue(7.5)
        << "$.clusters[0].data.nodes[0].data.metrics.containerCount: expected a whole number, got 7.5";
    QTest::newRow("arch number")
        << "data.nodes.0.data.architecture" << QJsonValue(64)
        << "$.clusters[0].data.nodes[0].data.architecture: expected a string, got number";
    QTest::newRow("packages element")
        << "data.nodes.0.data.requiredDebianPackages.0" << QJsonValue(false)
        << "$.clusters[0].data.nodes[0].data.requiredDebianPackages[0]: expected a string, got boolean";
    QTest::newRow("acme not object") << "data.acmeInfo" << QJsonValue(QStringLiteral("x"))
                                     << "$.clusters[0].data.acmeInfo: expected an object, got string";
    QTest::newRow("secret number")
        << "data.acmeInfo.serverSecret" << QJsonValue(1)
        << "$.clusters[0].data.acmeInfo.serverSecret: expected a string, got number";
    QTest::newRow("sshKeys object") << "data.sshKeys" << QJsonValue(QJsonObject())
                                    << "$.clusters[0].data.sshKeys: expected an array, got object";
}

void TestContracts::clusterErrors()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject response = withValue(parse(kClusters), QStringLiteral("clusters.0.") + field, value);
    DecodeErrors errors;
    const QList<Cluster> clusters = decodeClusters(response, errors);
    QCOMPARE(errorList(errors), expected);
    QCOMPARE(clusters.size(), 1);
    QCOMPARE(clusters.at(0).id, QStringLiteral("c-lab"));
}

void TestContracts::clusterRedactionRemovesSecret()
{
    DecodeErrors errors;
    const Cluster prod = decodeClusters(parse(kClusters), errors).at(0);
    QVERIFY(compact(prod.toJson()).contains("TOP-SECRET-ACME-VALUE")); // lossless for the server
    const QByteArray redacted = compact(prod.redactedJson());
    QVERIFY(!redacted.contains("TOP-SECRET-ACME-VALUE"));
    QVERIFY(!redacted.contains("serverSecret"));
    // Everything else is still there.
    QVERIFY(redacted.contains("acme@example.com"));
    QVERIFY(redacted.contains("prod-master-1"));
    QVERIFY(redacted.contains("futureClusterKey"));
    QVERIFY(!compact(prod.data.acmeInfo->redactedJson()).contains("TOP-SECRET-ACME-VALUE"));
    // A cluster without acmeInfo redacts to itself.
    const Cluster lab = decodeClusters(parse(kClusters), errors).at(1);
    QCOMPARE(lab.redactedJson(), lab.toJson());
}

void TestContracts::nodesResponse()
{
    DecodeErrors errors;
    const QList<ClusterNode> nodes = decodeClusterNodes(
        parse(
            R"({"nodes": [{"id": "n1", "data": {"clusterId": "c", "os": "linux", "architecture": "arm64"}}]})"),
        errors);
    QVERIFY(errors.isEmpty());
    QCOMPARE(nodes.size(), 1);
    QCOMPARE(nodes.at(0).platform(), QStringLiteral("linux/arm64"));
    errors.clear();
    QVERIFY(decodeCluster(parse(R"({"cluster": {"id": "c", "data": {"name": "c"}}})"), errors).has_value());
    QVERIFY(!decodeCluster(parse(R"({"cluster": {"id": "c"}})"), errors).has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.cluster.data: required object is missing"));
}

// ---------------------------------------------------------------- images

void TestContracts::imageSampleDecodes()
{
    DecodeErrors errors;
    const QList<Image> images = decodeImages(parse(kImages), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(images.size(), 2);
    const Image& web = images.at(0);
    QCOMPARE(web.displayName(), QStringLiteral("web"));
    QVERIFY(!web.isExternal());
    QCOMPARE(web.data.versions.size(), 2);
    QCOMPARE(web.data.versions.at(1).versionString, QStringLiteral("1.3.0"));
    QCOMPARE(web.data.versions.at(1).storagePath, QStringLiteral("images/web/1.3.0.tar"));
    QVERIFY(!web.data.versions.at(0).storagePath.has_value());
    QCOMPARE(web.data.versions.at(0).size, 1048576.0);
    QCOMPARE(web.data.versions.at(0).createdAt, Q_INT64_C(1751000000000));
    const Image& ext = images.at(1);
    QVERIFY(ext.isExternal());
    QCOMPARE(ext.data.location->externalImageTag, QStringLiteral("nginx:1.27"));
    QVERIFY(ext.data.versions.isEmpty());
}

void TestContracts::imageRoundTripIsLossless()
{
    const QJsonObject response = parse(kImages);
    DecodeErrors errors;
    const QList<Image> images = decodeImages(response, errors);
    const QJsonArray input = response.value(QStringLiteral("images")).toArray();
    for (qsizetype i = 0; i < images.size(); ++i)
        QCOMPARE(images.at(i).toJson(), input.at(i).toObject());
    Image web = images.at(0);
    web.data.versions.removeFirst();
    const QJsonArray versions =
        web.toJson().value(QStringLiteral("data")).toObject().value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.size(), 1);
    QCOMPARE(versions.at(0).toObject().value(QStringLiteral("futureVersionKey")).toString(),
             QStringLiteral("k"));
    errors.clear();
    QVERIFY(decodeImage(parse(R"({"image": {"id": "i", "data": {}}})"), errors).has_value());
    QVERIFY(errors.isEmpty());
}

void TestContracts::imageErrors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("versionString missing")
        << "data.versions.0.versionString" << remove
        << "$.images[0].data.versions[0].versionString: required string is missing";
    QTest::newRow("internal string") << "data.location.internal" << QJsonValue(QStringLiteral("yes"))
                                     << "$.images[0].data.location.internal: expected a boolean, got string";
    QTest::newRow("size string") << "data.versions.1.size" << QJsonValue(QStringLiteral("2MB"))
                                 << "$.images[0].data.versions[1].size: expected a number, got string";
    QTest::newRow("id missing") << "id" << remove << "$.images[0].id: required string is missing";
    QTest::newRow("name number") << "data.name" << QJsonValue(1)
                                 << "$.images[0].data.name: expected a string, got number";
}

void TestContracts::imageErrors()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject response = withValue(parse(kImages), QStringLiteral("images.0.") + field, value);
    DecodeErrors errors;
    const QList<Image> images = decodeImages(response, errors);
    QCOMPARE(errorList(errors), expected);
    QCOMPARE(images.size(), 1);
}

// ---------------------------------------------------------------- users

void TestContracts::userSampleDecodes()
{
    DecodeErrors errors;
    const QList<User> users = decodeUsers(parse(kUsers), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
    QCOMPARE(users.size(), 2);
    const User& ci = users.at(0);
    QVERIFY(ci.isMachine());
    QCOMPARE(ci.data.role, QStringLiteral("api"));
    QCOMPARE(ci.displayName(), QStringLiteral("ci-web"));
    QCOMPARE(ci.data.tokens.size(), 1);
    QCOMPARE(ci.data.tokens.at(0).assignedRoles, QStringList{QStringLiteral("api")});
    QVERIFY(!ci.data.tokens.at(0).isExpired(QDateTime::fromMSecsSinceEpoch(1752000000000, Qt::UTC)));
    QVERIFY(ci.data.tokens.at(0).isExpired(QDateTime::fromMSecsSinceEpoch(4102444800000, Qt::UTC)));
    QCOMPARE(ci.data.serviceDeploymentGrants.size(), 2);
    const ServiceDeploymentGrant* web = ci.grantFor(u"svc-web");
    QVERIFY(web);
    QCOMPARE(web->capabilities, allDeploymentCapabilities());
    QVERIFY(web->unknownCapabilities().isEmpty());
    // Unknown capabilities in a stored record are kept (and listed), not rejected.
    const ServiceDeploymentGrant* api = ci.grantFor(u"svc-api");
    QVERIFY(api);
    QVERIFY(api->grants(u"deployment:preflight"));
    QVERIFY(!api->grants(u"deployment:create-greenfield"));
    QCOMPARE(api->unknownCapabilities(), QStringList{QStringLiteral("deployment:teleport")});
    QVERIFY(!ci.grantFor(u"svc-none"));

    const User& admin = users.at(1);
    QVERIFY(!admin.isMachine());
    QVERIFY(admin.data.tokens.isEmpty());
    QVERIFY(!admin.data.password.has_value());
}

void TestContracts::userRoundTripIsLossless()
{
    const QJsonObject response = parse(kUsers);
    DecodeErrors errors;
    const QList<User> users = decodeUsers(response, errors);
    const QJsonArray input = response.value(QStringLiteral("users")).toArray();
    for (qsizetype i = 0; i < users.size(); ++i)
        QCOMPARE(users.at(i).toJson(), input.at(i).toObject());
    User ci = users.at(0);
    ci.data.serviceDeploymentGrants[1].capabilities = QStringList{QStringLiteral("deployment:preflight")};
    const QJsonObject grant = ci.toJson()
                                  .value(QStringLiteral("data"))
                                  .toObject()
                                  .value(QStringLiteral("serviceDeploymentGrants"))
                                  .toArray()
                                  .at(1)
                                  .toObject();
    QCOMPARE(grant.value(QStringLiteral("capabilities")).toArray().size(), 1);
    QVERIFY(grant.contains(QStringLiteral("futureGrantKey")));
}

void TestContracts::userErrors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("type missing") << "data.type" << remove
                                  << "$.users[0].data.type: required string is missing";
    QTest::newRow("role number") << "data.role" << QJsonValue(1)
                                 << "$.users[0].data.role: expected a string, got number";
    QTest::newRow("expiresAt missing") << "data.tokens.0.expiresAt" << remove
                                       << "$.users[0].data.tokens[0].expiresAt: required number is missing";
    QTest::newRow("roles element")
        << "data.tokens.0.assignedRoles.0" << QJsonValue(1)
        << "$.users[0].data.tokens[0].assignedRoles[0]: expected a string, got number";
    QTest::newRow("grant serviceId missing")
        << "data.serviceDeploymentGrants.1.serviceId" << remove
        << "$.users[0].data.serviceDeploymentGrants[1].serviceId: required string is missing";
    QTest::newRow("grant capabilities string")
        << "data.serviceDeploymentGrants.0.capabilities" << QJsonValue(QStringLiteral("all"))
        << "$.users[0].data.serviceDeploymentGrants[0].capabilities: expected an array, got string";
    QTest::newRow("password number") << "data.password" << QJsonValue(1234)
                                     << "$.users[0].data.password: expected a string, got number";
}

void TestContracts::userErrors()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject response = withValue(parse(kUsers), QStringLiteral("users.0.") + field, value);
    DecodeErrors errors;
    const QList<User> users = decodeUsers(response, errors);
    QCOMPARE(errorList(errors), expected);
    QCOMPARE(users.size(), 1);
    QCOMPARE(users.at(0).id, QStringLiteral("admin"));
}

void TestContracts::userRedactionRemovesSecrets()
{
    DecodeErrors errors;
    const User ci = decodeUsers(parse(kUsers), errors).at(0);
    const QByteArray full = compact(ci.toJson());
    QVERIFY(full.contains("PASSWORD-THAT-MUST-NOT-LEAK"));
    QVERIFY(full.contains("TOKEN-THAT-MUST-NOT-LEAK"));
    const QByteArray redacted = compact(ci.redactedJson());
    QVERIFY(!redacted.contains("PASSWORD-THAT-MUST-NOT-LEAK"));
    QVERIFY(!redacted.contains("TOKEN-THAT-MUST-NOT-LEAK"));
    QVERIFY(!redacted.contains("\"password\""));
    QVERIFY(!redacted.contains("\"token\""));
    // Non-secret token metadata and grants remain visible.
    QVERIFY(redacted.contains("4102444800000"));
    QVERIFY(redacted.contains("futureTokenKey"));
    QVERIFY(redacted.contains("deployment:rollback-route"));
    QVERIFY(!compact(ci.data.tokens.at(0).redactedJson()).contains("TOKEN-THAT-MUST-NOT-LEAK"));
    // A token record without token material (a sanitizing server) decodes.
    const std::optional<Token> bare =
        Token::fromJson(parse(R"({"expiresAt": 1, "assignedRoles": []})"), QStringLiteral("$"), errors);
    QVERIFY(bare.has_value());
    QVERIFY(!bare->token.has_value());
    QVERIFY(!bare->toJson().contains(QStringLiteral("token")));
}

void TestContracts::capabilityList()
{
    const QStringList expected{
        QStringLiteral("deployment:preflight"), QStringLiteral("deployment:create-greenfield"),
        QStringLiteral("deployment:promote-route"), QStringLiteral("deployment:rollback-route")};
    QCOMPARE(allDeploymentCapabilities(), expected);
    QVERIFY(isDeploymentCapability(u"deployment:promote-route"));
    QVERIFY(!isDeploymentCapability(u"deployment:Preflight"));
}

// ---------------------------------------------------------------- grant contract

void TestContracts::grantRequestWireShape()
{
    ConfigureServiceDeploymentMachineUserRequest req;
    req.userId = QStringLiteral("mu-ci-web");
    req.serviceId = QStringLiteral("svc-web");
    req.capabilities = {QStringLiteral("deployment:preflight")};
    const QJsonObject wire = req.toJson();
    QCOMPARE(wire.keys(), (QStringList{QStringLiteral("capabilities"), QStringLiteral("serviceId"),
                                       QStringLiteral("userId")}));
    const QJsonObject identity{{QStringLiteral("jwt"), QStringLiteral("x")}};
    const QJsonObject full = req.toRequestJson(identity);
    QCOMPARE(full.value(QStringLiteral("identity")).toObject(), identity);
    QCOMPARE(full.size(), 4);
    QCOMPARE(QString::fromLatin1(ConfigureServiceDeploymentMachineUserRequest::kMethod),
             QStringLiteral("configureServiceDeploymentMachineUser"));
}

void TestContracts::grantRequestFromFile()
{
    DecodeErrors errors;
    const std::optional<ConfigureServiceDeploymentMachineUserRequest> req =
        ConfigureServiceDeploymentMachineUserRequest::fromJson(
            parse(R"({"userId": "u", "serviceId": "s", "capabilities": ["deployment:preflight"],
                      "identity": {"jwt": "JWT-SECRET"}})"),
            QStringLiteral("$"), errors);
    QVERIFY2(req.has_value(), qPrintable(errorList(errors)));
    QVERIFY(!req->raw.contains(QStringLiteral("identity")));
    QVERIFY(!compact(req->toJson()).contains("JWT-SECRET"));
}

void TestContracts::grantRequestErrors()
{
    DecodeErrors errors;
    QVERIFY(!ConfigureServiceDeploymentMachineUserRequest::fromJson(parse(R"({"userId": "u", "serviceId": "s",
                           "capabilities": ["deployment:preflight", "deployment:everything", "deployment:preflight"]})"),
                                                                    QStringLiteral("$"), errors)
                 .has_value());
    QCOMPARE(errorList(errors),
             QStringLiteral("$.capabilities[1]: unknown deployment capability \"deployment:everything\"\n"
                            "$.capabilities[2]: duplicate capability \"deployment:preflight\""));
    errors.clear();
    QVERIFY(!ConfigureServiceDeploymentMachineUserRequest::fromJson(parse(R"({"userId": "u"})"),
                                                                    QStringLiteral("$"), errors)
                 .has_value());
    QCOMPARE(errorList(errors), QStringLiteral("$.serviceId: required string is missing\n"
                                               "$.capabilities: required array is missing"));
}

void TestContracts::grantEchoDecodes()
{
    const QJsonObject response = parse(R"({"userId": "mu-ci-web", "serviceId": "svc-web",
        "capabilities": ["deployment:create-greenfield", "deployment:preflight"], "tokenRolesNormalized": true,
        "futureEchoKey": 1})");
    DecodeErrors errors;
    const std::optional<ConfigureServiceDeploymentMachineUserResponse> echo =
        decodeGrantEcho(response, errors);
    QVERIFY2(echo.has_value(), qPrintable(errorList(errors)));
    QVERIFY(echo->tokenRolesNormalized);
    QCOMPARE(echo->toJson(), response);

    ConfigureServiceDeploymentMachineUserRequest req;
    req.userId = QStringLiteral("mu-ci-web");
    req.serviceId = QStringLiteral("svc-web");
    req.capabilities = {QStringLiteral("deployment:preflight"),
                        QStringLiteral("deployment:create-greenfield")};
    QVERIFY(echo->confirms(req)); // order does not matter
    req.capabilities << QStringLiteral("deployment:promote-route");
    QVERIFY(!echo->confirms(req));
    req.capabilities.removeLast();
    req.serviceId = QStringLiteral("svc-api");
    QVERIFY(!echo->confirms(req));
}

void TestContracts::grantEchoErrors_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not normalized")
        << R"({"userId": "u", "serviceId": "s", "capabilities": [], "tokenRolesNormalized": false})"
        << "$.tokenRolesNormalized: expected true, got false";
    QTest::newRow("normalized missing") << R"({"userId": "u", "serviceId": "s", "capabilities": []})"
                                        << "$.tokenRolesNormalized: required boolean is missing";
    QTest::newRow("normalized string")
        << R"({"userId": "u", "serviceId": "s", "capabilities": [], "tokenRolesNormalized": "true"})"
        << "$.tokenRolesNormalized: expected a boolean, got string";
    QTest::newRow("unknown capability")
        << R"({"userId": "u", "serviceId": "s", "capabilities": ["deployment:preflight", "cluster:admin"], "tokenRolesNormalized": true})"
        << "$.capabilities[1]: unknown deployment capability \"cluster:admin\"";
    QTest::newRow("capability number")
        << R"({"userId": "u", "serviceId": "s", "capabilities": [1], "tokenRolesNormalized": true})"
        << "$.capabilities[0]: expected a string, got number";
    QTest::newRow("userId missing")
        << R"({"serviceId": "s", "capabilities": [], "tokenRolesNormalized": true})"
        << "$.userId: required string is missing";
}

void TestContracts::grantEchoErrors()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    DecodeErrors errors;
    QVERIFY(!decodeGrantEcho(parse(json.toUtf8().constData()), errors).has_value());
    QCOMPARE(errorList(errors), expected);
}

QTEST_GUILESS_MAIN(TestContracts)
#include "tst_contracts.moc"
