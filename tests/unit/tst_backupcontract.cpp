// Backup contract (@serve.zone/interfaces 5.8.0, data/backup.ts): every snapshot union member, unknown
// keys surviving a round trip, unknown status/trigger values kept, bad types reported with their paths.

#include "core/api/backup.h"

#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {

const char* kResponse = R"({
  "backups": [
    {"id": "bk-1", "serviceId": "svc-web", "serviceName": "web", "clusterId": "cl-1",
     "status": "replicated", "trigger": "scheduled", "createdAt": 1752900000000, "updatedAt": 1752900060000,
     "completedAt": 1752900050000, "requestedBy": "scheduler", "tags": {"tier": "gold"},
     "futureRecordKey": {"a": [1, 2]},
     "snapshots": [
       {"type": "volume", "snapshotId": "s-1", "snapshotName": "web-data", "originalSize": 1048576,
        "storedSize": 524288, "createdAt": 1752900010000, "volumeName": "web-data", "mountPath": "/data",
        "futureSnapshotKey": true},
       {"type": "database", "snapshotId": "s-2", "originalSize": 2048, "storedSize": 1024,
        "createdAt": 1752900020000, "resourceName": "web-db", "databaseName": "app"},
       {"type": "objectstorage", "snapshotId": "s-3", "originalSize": 4096, "storedSize": 4096,
        "createdAt": 1752900030000, "resourceName": "web-assets", "bucketName": "assets", "tags": {"k": "v"}}
     ],
     "replication": {"targetType": "s3", "targetPath": "backups-eu/web", "manifestPath": "web/bk-1.json",
                     "manifestSha256": "ab12", "objectCount": 3, "totalSize": 529408,
                     "completedAt": 1752900055000, "futureReplicationKey": "x"},
     "restoreHistory": [
       {"restoredAt": 1752990000000, "status": "restored"},
       {"restoredAt": 1752995000000, "status": "failed", "errorText": "volume busy", "futureEventKey": 1}
     ]},
    {"id": "bk-2", "serviceId": "svc-api", "status": "frozen", "trigger": "on-push",
     "createdAt": 1, "updatedAt": 2, "snapshots": []}
  ],
  "futureResponseKey": 42
})";

} // namespace

class TestBackupContract : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesEveryUnionMember()
    {
        DecodeErrors errors;
        const std::optional<BackupsResponse> response = BackupsResponse::fromJson(parse(kResponse), errors);
        QVERIFY2(response, qPrintable(errorList(errors)));
        QCOMPARE(response->backups.size(), 2);
        const BackupRecord& record = response->backups.at(0);
        QCOMPARE(record.statusValue(), BackupStatus::Replicated);
        QCOMPARE(record.triggerValue(), BackupTrigger::Scheduled);
        QCOMPARE(record.snapshots.size(), 3);
        QCOMPARE(record.snapshots.at(0).type, BackupSnapshot::Type::Volume);
        QCOMPARE(record.snapshots.at(0).mountPath, QStringLiteral("/data"));
        QCOMPARE(record.snapshots.at(0).volumeName, QStringLiteral("web-data"));
        QCOMPARE(record.snapshots.at(0).originalSize, 1048576.0);
        QCOMPARE(record.snapshots.at(1).type, BackupSnapshot::Type::Database);
        QCOMPARE(record.snapshots.at(1).databaseName, QStringLiteral("app"));
        QCOMPARE(record.snapshots.at(2).type, BackupSnapshot::Type::ObjectStorage);
        QCOMPARE(record.snapshots.at(2).bucketName, QStringLiteral("assets"));
        QCOMPARE(record.snapshots.at(2).typeName(), QStringLiteral("objectstorage"));
        QVERIFY(record.replication);
        QVERIFY(record.replication->hasKnownTargetType());
        QCOMPARE(record.replication->objectCount, 3.0);
        QCOMPARE(record.restoreHistory.size(), 2);
        QCOMPARE(record.restoreHistory.at(1).errorText, QStringLiteral("volume busy"));
        QCOMPARE(record.completedAt, 1752900050000.0);
    }

    void unknownStatusAndTriggerAreKeptNotGuessed()
    {
        DecodeErrors errors;
        const std::optional<BackupsResponse> response = BackupsResponse::fromJson(parse(kResponse), errors);
        QVERIFY2(response, qPrintable(errorList(errors)));
        const BackupRecord& record = response->backups.at(1);
        QCOMPARE(record.status, QStringLiteral("frozen"));
        QCOMPARE(record.statusValue(), BackupStatus::Unknown);
        QVERIFY(!isGoodBackupStatus(record.statusValue()));
        QCOMPARE(record.trigger, QStringLiteral("on-push"));
        QCOMPARE(record.triggerValue(), BackupTrigger::Unknown);
        QCOMPARE(record.toJson().value(u"status").toString(), QStringLiteral("frozen"));
    }

    void goodStatuses()
    {
        QStringList good;
        for (const QString& status : allBackupStatuses())
            if (isGoodBackupStatus(backupStatusFromString(status)))
                good << status;
        QCOMPARE(good, (QStringList{QStringLiteral("replicating"), QStringLiteral("replicated"),
                                    QStringLiteral("ready"), QStringLiteral("restoring"),
                                    QStringLiteral("restored")}));
    }

    void roundTripKeepsEverything()
    {
        DecodeErrors errors;
        const QJsonObject sent = parse(kResponse);
        const std::optional<BackupsResponse> response = BackupsResponse::fromJson(sent, errors);
        QVERIFY2(response, qPrintable(errorList(errors)));
        QCOMPARE(response->toJson(), sent);
    }

    void encodesChangedFields()
    {
        DecodeErrors errors;
        std::optional<BackupsResponse> response = BackupsResponse::fromJson(parse(kResponse), errors);
        QVERIFY(response);
        BackupRecord record = response->backups.at(0);
        record.snapshots[0].mountPath = QStringLiteral("/srv");
        record.errorText = QStringLiteral("boom");
        const QJsonObject json = record.toJson();
        QCOMPARE(json.value(u"errorText").toString(), QStringLiteral("boom"));
        QCOMPARE(json.value(u"snapshots").toArray().at(0).toObject().value(u"mountPath").toString(),
                 QStringLiteral("/srv"));
        QVERIFY(json.value(u"snapshots").toArray().at(0).toObject().contains(u"futureSnapshotKey"));
    }

    void badValuesNameTheirPaths_data()
    {
        QTest::addColumn<QString>("dotted");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("path");
        const auto undefinedValue = QJsonValue(QJsonValue::Undefined);
        QTest::newRow("unknown snapshot type")
            << "backups.0.snapshots.1.type" << QJsonValue(QStringLiteral("blockdevice"))
            << "$.backups[0].snapshots[1].type";
        QTest::newRow("missing snapshot type")
            << "backups.0.snapshots.2.type" << undefinedValue << "$.backups[0].snapshots[2].type";
        QTest::newRow("volume without mountPath")
            << "backups.0.snapshots.0.mountPath" << undefinedValue << "$.backups[0].snapshots[0].mountPath";
        QTest::newRow("database without databaseName")
            << "backups.0.snapshots.1.databaseName" << undefinedValue
            << "$.backups[0].snapshots[1].databaseName";
        QTest::newRow("bucket of wrong type")
            << "backups.0.snapshots.2.bucketName" << QJsonValue(3) << "$.backups[0].snapshots[2].bucketName";
        QTest::newRow("size as string")
            << "backups.0.snapshots.0.storedSize" << QJsonValue(QStringLiteral("1k"))
            << "$.backups[0].snapshots[0].storedSize";
        QTest::newRow("status as number") << "backups.1.status" << QJsonValue(1) << "$.backups[1].status";
        QTest::newRow("missing id") << "backups.1.id" << undefinedValue << "$.backups[1].id";
        QTest::newRow("snapshots not an array")
            << "backups.1.snapshots" << QJsonValue(QStringLiteral("none")) << "$.backups[1].snapshots";
        QTest::newRow("replication count as string")
            << "backups.0.replication.objectCount" << QJsonValue(QStringLiteral("3"))
            << "$.backups[0].replication.objectCount";
        QTest::newRow("restore event without time")
            << "backups.0.restoreHistory.1.restoredAt" << undefinedValue
            << "$.backups[0].restoreHistory[1].restoredAt";
        QTest::newRow("record not an object") << "backups.1" << QJsonValue(7) << "$.backups[1]";
        QTest::newRow("tag value not a string")
            << "backups.0.tags.tier" << QJsonValue(true) << "$.backups[0].tags.tier";
        QTest::newRow("backups missing") << "backups" << undefinedValue << "$.backups";
    }

    void badValuesNameTheirPaths()
    {
        QFETCH(QString, dotted);
        QFETCH(QJsonValue, value);
        QFETCH(QString, path);
        DecodeErrors errors;
        const std::optional<BackupsResponse> response =
            BackupsResponse::fromJson(withValue(parse(kResponse), dotted, value), errors);
        QVERIFY(!response);
        QVERIFY2(!errors.isEmpty(), "no error recorded");
        QStringList paths;
        for (const DecodeError& e : errors)
            paths << e.path;
        QVERIFY2(paths.contains(path), qPrintable(errorList(errors)));
    }

    void manifest()
    {
        const QJsonObject sent = parse(R"({"version": 1, "backupId": "bk-1", "createdAt": 5, "totalSize": 30,
            "objects": [{"path": "a.tar", "size": 10, "sha256": "aa"}, {"path": "b.tar", "size": 20,
            "sha256": "bb", "futureObjectKey": 1}], "futureManifestKey": "m"})");
        DecodeErrors errors;
        const std::optional<BackupArchiveManifest> manifest =
            BackupArchiveManifest::fromJson(sent, QStringLiteral("$"), errors);
        QVERIFY2(manifest, qPrintable(errorList(errors)));
        QCOMPARE(manifest->objects.size(), 2);
        QCOMPARE(manifest->objects.at(1).sha256, QStringLiteral("bb"));
        QCOMPARE(manifest->toJson(), sent);

        errors.clear();
        QVERIFY(!BackupArchiveManifest::fromJson(withValue(sent, QStringLiteral("version"), 2),
                                                 QStringLiteral("$"), errors));
        QCOMPARE(errors.value(0).path, QStringLiteral("$.version"));
        errors.clear();
        QVERIFY(!BackupArchiveManifest::fromJson(
            withValue(sent, QStringLiteral("objects.0.size"), QStringLiteral("10")), QStringLiteral("$"),
            errors));
        QCOMPARE(errors.value(0).path, QStringLiteral("$.objects[0].size"));
    }
};

QTEST_GUILESS_MAIN(TestBackupContract)
#include "tst_backupcontract.moc"
