// BaseOS contract (@serve.zone/interfaces 5.8.0, data/baseos.ts): nodes with runtime info, desired state and
// the open balena records (extra keys survive), image builds with their artifact; unknown union values kept;
// secrets (nodeToken, join token, Wi-Fi password) dropped; bad types reported with their paths.

#include "core/api/baseos.h"

#include <QJsonDocument>
#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {

const char* kNodes = R"({
  "nodes": [
    {"id": "bos-1", "nodeToken": "bos-node-secret-value",
     "data": {"createdAt": 1000, "updatedAt": 2000, "lastHeartbeatAt": 1900, "futureDataKey": [1],
       "runtimeInfo": {"runtime": "baseos", "runtimeLevel": "host-os", "nodeId": "bos-1",
         "cloudlyUrl": "https:\/\/cloudly.example", "cloudlyConnectionStatus": "connected",
         "supervisorAvailable": true, "supervisorAddress": "http:\/\/127.0.0.1:48484", "checkedAt": 1800,
         "deviceState": {"api_port": 48484, "ip_address": "10.0.0.5", "mac_address": "aa:bb", "commit": "c0ffee",
           "status": "Idle", "os_version": "balenaOS 5.3.1", "supervisor_version": "16.1.0",
           "update_pending": true, "update_downloaded": false, "update_failed": true,
           "download_progress": null, "vendorExtra": {"x": 1}},
         "stateStatus": {"status": "success", "appState": "applied", "overallDownloadProgress": 42.5,
           "release": "rel-7", "containers": [{"serviceName": "main"}], "images": [], "balenaExtra": "y"}},
       "desiredState": {"release": "rel-8", "targetState": {"apps": {}}, "updatedAt": 1500, "why": "pin"}}},
    {"id": "bos-2",
     "data": {"createdAt": 1, "updatedAt": 2,
       "runtimeInfo": {"runtime": "baseos", "runtimeLevel": "quantum-layer", "nodeId": "bos-2",
         "cloudlyConnectionStatus": "teleporting", "supervisorAvailable": false, "checkedAt": 3}}}
  ],
  "futureResponseKey": true
})";

const char* kBuilds = R"({
  "builds": [
    {"id": "bld-1", "data": {"status": "ready", "architecture": "arm64", "imageKind": "balena-raw",
      "cloudlyUrl": "https:\/\/cloudly.example", "sourceImagePreset": "balena-generic-aarch64",
      "balenaOsVersion": "5.3.1", "hostname": "edge-01", "wifiSsid": "shop", "wifi": {"ssid": "shop",
      "password": "wifi-secret-value"}, "sshPublicKey": "ssh-ed25519 AAAA",
      "artifact": {"bucketName": "images", "key": "bld-1.img.zst", "filename": "edge-01.img.zst",
        "contentType": "application/zstd", "size": 734003200, "sha256": "9f86d08", "createdAt": 50,
        "artifactExtra": 1},
      "logs": ["fetching", "done"], "createdAt": 10, "updatedAt": 60, "startedAt": 20, "completedAt": 50,
      "expiresAt": 1000, "futureBuildKey": "z"}},
    {"id": "bld-2", "data": {"status": "melting", "architecture": "riscv", "cloudlyUrl": "u", "logs": [],
      "createdAt": 1, "updatedAt": 2, "errorText": "no space"}}
  ]
})";

} // namespace

class TestBaseOsContract : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesNodes()
    {
        DecodeErrors errors;
        const std::optional<BaseOsNodesResponse> r = BaseOsNodesResponse::fromJson(parse(kNodes), errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        QCOMPARE(r->nodes.size(), 2);
        const BaseOsNode& n = r->nodes.at(0);
        QCOMPARE(n.id, QStringLiteral("bos-1"));
        QCOMPARE(n.runtimeInfo.level(), BaseOsRuntimeInfo::Level::HostOs);
        QCOMPARE(n.runtimeInfo.connection(), BaseOsRuntimeInfo::Connection::Connected);
        QVERIFY(n.runtimeInfo.supervisorAvailable);
        QVERIFY(n.runtimeInfo.deviceState);
        QCOMPARE(n.runtimeInfo.deviceState->updateFailed, std::optional<bool>(true));
        QCOMPARE(n.runtimeInfo.deviceState->apiPort, std::optional<double>(48484));
        QVERIFY(n.runtimeInfo.deviceState->downloadProgress.isNull);
        QVERIFY(!n.runtimeInfo.deviceState->downloadProgress.value);
        QCOMPARE(n.runtimeInfo.stateStatus->overallDownloadProgress.value, std::optional<double>(42.5));
        QCOMPARE(n.runtimeInfo.stateStatus->containers->size(), 1);
        QCOMPARE(n.desiredState->release, QStringLiteral("rel-8"));
        QCOMPARE(n.lastHeartbeatAt, std::optional<double>(1900));
        QCOMPARE(n.createdAt, 1000.0);
    }

    void unknownUnionValuesAreKeptNotGuessed()
    {
        DecodeErrors errors;
        const std::optional<BaseOsNodesResponse> r = BaseOsNodesResponse::fromJson(parse(kNodes), errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        const BaseOsNode& n = r->nodes.at(1);
        QCOMPARE(n.runtimeInfo.runtimeLevel, QStringLiteral("quantum-layer"));
        QCOMPARE(n.runtimeInfo.level(), BaseOsRuntimeInfo::Level::Unknown);
        QCOMPARE(n.runtimeInfo.connection(), BaseOsRuntimeInfo::Connection::Unknown);
        QVERIFY(!n.lastHeartbeatAt);
        QVERIFY(!n.runtimeInfo.deviceState);
        const std::optional<BaseOsImageBuildsResponse> b =
            BaseOsImageBuildsResponse::fromJson(parse(kBuilds), errors);
        QVERIFY2(b, qPrintable(errorList(errors)));
        QCOMPARE(b->builds.at(1).status, QStringLiteral("melting"));
        QCOMPARE(b->builds.at(1).statusValue(), BaseOsImageBuild::Status::Unknown);
        QCOMPARE(b->builds.at(1).architecture, QStringLiteral("riscv"));
        QCOMPARE(b->builds.at(0).statusValue(), BaseOsImageBuild::Status::Ready);
    }

    void roundTripKeepsUnknownAndOpenRecordKeys()
    {
        DecodeErrors errors;
        const QJsonObject sent = parse(kNodes);
        const std::optional<BaseOsNodesResponse> r = BaseOsNodesResponse::fromJson(sent, errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        QJsonObject expected = sent;
        expected = withValue(expected, QStringLiteral("nodes.0.nodeToken"), QJsonValue::Undefined);
        QCOMPARE(r->toJson(), expected);
        const QJsonObject device = r->nodes.at(0).runtimeInfo.deviceState->toJson();
        QCOMPARE(device.value(u"vendorExtra").toObject().value(u"x").toInt(), 1);
        QVERIFY(device.value(u"download_progress").isNull()); // null stays null, not absent
        QCOMPARE(r->nodes.at(0).runtimeInfo.stateStatus->toJson().value(u"balenaExtra").toString(),
                 QStringLiteral("y"));
        QCOMPARE(r->nodes.at(0).desiredState->toJson().value(u"why").toString(), QStringLiteral("pin"));

        const QJsonObject builds = parse(kBuilds);
        const std::optional<BaseOsImageBuildsResponse> b =
            BaseOsImageBuildsResponse::fromJson(builds, errors);
        QVERIFY2(b, qPrintable(errorList(errors)));
        QCOMPARE(b->toJson(),
                 withValue(builds, QStringLiteral("builds.0.data.wifi.password"), QJsonValue::Undefined));
        QCOMPARE(b->builds.at(0).artifact->toJson().value(u"artifactExtra").toInt(), 1);
    }

    void secretsNeverEnterTheClient()
    {
        DecodeErrors errors;
        const std::optional<BaseOsNodesResponse> r = BaseOsNodesResponse::fromJson(parse(kNodes), errors);
        QVERIFY(r);
        QCOMPARE(r->nodes.at(0).droppedSecrets, 1);
        QVERIFY(!QJsonDocument(r->toJson()).toJson().contains("bos-node-secret-value"));
        QVERIFY(!QJsonDocument(r->raw).toJson().contains("bos-node-secret-value"));
        const std::optional<BaseOsImageBuildsResponse> b =
            BaseOsImageBuildsResponse::fromJson(parse(kBuilds), errors);
        QVERIFY(b);
        QCOMPARE(b->builds.at(0).droppedSecrets, 1);
        QVERIFY(!QJsonDocument(b->toJson()).toJson().contains("wifi-secret-value"));
        QCOMPARE(b->builds.at(0).wifiSsid, QStringLiteral("shop")); // the SSID is not a secret
    }

    void buildExpiry()
    {
        DecodeErrors errors;
        const std::optional<BaseOsImageBuildsResponse> b =
            BaseOsImageBuildsResponse::fromJson(parse(kBuilds), errors);
        QVERIFY(b);
        const BaseOsImageBuild& build = b->builds.at(0);
        QCOMPARE(build.artifact->size, 734003200.0);
        QCOMPARE(build.artifact->sha256, QStringLiteral("9f86d08"));
        QCOMPARE(build.logs, (QStringList{QStringLiteral("fetching"), QStringLiteral("done")}));
        QVERIFY(!build.isExpiredAt(999));
        QVERIFY(build.isExpiredAt(1000));
        QVERIFY(!b->builds.at(1).isExpiredAt(1e15)); // no expiresAt: never expired
    }

    void badTypesNameTheirPaths_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("dotted");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("path");
        const auto row = [](const char* name, const char* which, const char* dotted, const QJsonValue& v,
                            const char* path) {
            QTest::newRow(name) << QString::fromLatin1(which) << QString::fromLatin1(dotted) << v
                                << QString::fromLatin1(path);
        };
        row("runtime literal", "nodes", "nodes.0.data.runtimeInfo.runtime", QStringLiteral("docker"),
            "$.nodes[0].data.runtimeInfo.runtime");
        row("runtimeInfo missing", "nodes", "nodes.1.data.runtimeInfo", QJsonValue::Undefined,
            "$.nodes[1].data.runtimeInfo");
        row("supervisorAvailable type", "nodes", "nodes.0.data.runtimeInfo.supervisorAvailable",
            QStringLiteral("yes"), "$.nodes[0].data.runtimeInfo.supervisorAvailable");
        row("checkedAt missing", "nodes", "nodes.1.data.runtimeInfo.checkedAt", QJsonValue::Undefined,
            "$.nodes[1].data.runtimeInfo.checkedAt");
        row("device update_failed type", "nodes", "nodes.0.data.runtimeInfo.deviceState.update_failed", 1,
            "$.nodes[0].data.runtimeInfo.deviceState.update_failed");
        row("device progress type", "nodes", "nodes.0.data.runtimeInfo.deviceState.download_progress",
            QStringLiteral("50%"), "$.nodes[0].data.runtimeInfo.deviceState.download_progress");
        row("containers element", "nodes", "nodes.0.data.runtimeInfo.stateStatus.containers.0", 7,
            "$.nodes[0].data.runtimeInfo.stateStatus.containers[0]");
        row("desiredState type", "nodes", "nodes.0.data.desiredState", QJsonArray(),
            "$.nodes[0].data.desiredState");
        row("lastHeartbeatAt type", "nodes", "nodes.0.data.lastHeartbeatAt", QStringLiteral("now"),
            "$.nodes[0].data.lastHeartbeatAt");
        row("node data missing", "nodes", "nodes.1.data", QJsonValue::Undefined, "$.nodes[1].data");
        row("build logs missing", "builds", "builds.1.data.logs", QJsonValue::Undefined,
            "$.builds[1].data.logs");
        row("build log element", "builds", "builds.0.data.logs.1", 5, "$.builds[0].data.logs[1]");
        row("artifact sha256", "builds", "builds.0.data.artifact.sha256", 5,
            "$.builds[0].data.artifact.sha256");
        row("artifact size missing", "builds", "builds.0.data.artifact.size", QJsonValue::Undefined,
            "$.builds[0].data.artifact.size");
        row("expiresAt type", "builds", "builds.0.data.expiresAt", QStringLiteral("soon"),
            "$.builds[0].data.expiresAt");
        row("cloudlyUrl missing", "builds", "builds.1.data.cloudlyUrl", QJsonValue::Undefined,
            "$.builds[1].data.cloudlyUrl");
        row("builds not an array", "builds", "builds", QJsonObject(), "$.builds");
    }

    void badTypesNameTheirPaths()
    {
        QFETCH(QString, which);
        QFETCH(QString, dotted);
        QFETCH(QJsonValue, value);
        QFETCH(QString, path);
        DecodeErrors errors;
        bool decoded = false;
        if (which == QLatin1String("nodes"))
            decoded =
                BaseOsNodesResponse::fromJson(withValue(parse(kNodes), dotted, value), errors).has_value();
        else
            decoded = BaseOsImageBuildsResponse::fromJson(withValue(parse(kBuilds), dotted, value), errors)
                          .has_value();
        QVERIFY(!decoded);
        QStringList paths;
        for (const DecodeError& e : std::as_const(errors))
            paths << e.path;
        QVERIFY2(paths.contains(path), qPrintable(errorList(errors)));
    }
};

QTEST_GUILESS_MAIN(TestBaseOsContract)
#include "tst_baseoscontract.moc"
