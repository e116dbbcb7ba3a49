// Rows of the Backups, Volumes and Fleet tables (core/backup/backuprows, core/fleet/fleetrows): the node
// state words (stale, update failed, downloading, unknown), build expiry, unknown union values shown as
// unknown, volume sharing, and filter fields/kinds that line up with the cells.

#include "core/backup/backuprows.h"
#include "core/filter/filterfields.h"
#include "core/fleet/fleetrows.h"

#include <QJsonDocument>
#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {
constexpr qint64 kNow = 2'000'000'000'000;
constexpr qint64 kMin = 60'000;

BaseOsNode node(const QJsonObject& device, std::optional<qint64> heartbeatAgo)
{
    QJsonObject data{{"createdAt", 1},
                     {"updatedAt", 2},
                     {"runtimeInfo", QJsonObject{{"runtime", "baseos"},
                                                 {"runtimeLevel", "host-os"},
                                                 {"nodeId", "n"},
                                                 {"cloudlyConnectionStatus", "connected"},
                                                 {"supervisorAvailable", true},
                                                 {"checkedAt", double(kNow)}}}};
    if (!device.isEmpty()) {
        QJsonObject info = data.value("runtimeInfo").toObject();
        info.insert("deviceState", device);
        data.insert("runtimeInfo", info);
    }
    if (heartbeatAgo)
        data.insert("lastHeartbeatAt", double(kNow - *heartbeatAgo));
    DecodeErrors errors;
    const std::optional<BaseOsNode> n =
        BaseOsNode::fromJson(QJsonObject{{"id", "n"}, {"data", data}}, "$", errors);
    if (!n)
        qFatal("bad node: %s", qPrintable(errorList(errors)));
    return *n;
}
} // namespace

class TestFleetRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nodeState_data()
    {
        QTest::addColumn<QJsonObject>("device");
        QTest::addColumn<qint64>("heartbeatAgo"); // -1: none
        QTest::addColumn<QString>("update");
        QTest::addColumn<bool>("stale");
        QTest::newRow("failed wins") << QJsonObject{{"update_failed", true}, {"update_pending", true}}
                                     << 60'000LL << "update failed" << false;
        QTest::newRow("downloading") << QJsonObject{{"update_pending", true}, {"download_progress", 47}}
                                     << 0LL << "downloading 47%" << false;
        QTest::newRow("pending") << QJsonObject{{"update_pending", true}, {"download_progress", QJsonValue()}}
                                 << 0LL << "update pending" << false;
        QTest::newRow("downloaded") << QJsonObject{{"update_downloaded", true}} << 0LL << "downloaded"
                                    << false;
        QTest::newRow("up to date") << QJsonObject{{"update_pending", false}, {"update_failed", false}} << 0LL
                                    << "up to date" << false;
        QTest::newRow("no flags: unknown, not up to date")
            << QJsonObject{{"status", "Idle"}} << 0LL << "unknown" << false;
        QTest::newRow("no device state") << QJsonObject() << 0LL << "unknown" << false;
        QTest::newRow("exactly 10 min is not stale") << QJsonObject() << 10 * kMin << "unknown" << false;
        QTest::newRow("over 10 min is stale") << QJsonObject() << 10 * kMin + 1 << "unknown" << true;
        QTest::newRow("never a heartbeat is stale") << QJsonObject() << -1LL << "unknown" << true;
    }

    void nodeState()
    {
        QFETCH(QJsonObject, device);
        QFETCH(qint64, heartbeatAgo);
        QFETCH(QString, update);
        QFETCH(bool, stale);
        const BaseOsNode n =
            node(device, heartbeatAgo < 0 ? std::nullopt : std::optional<qint64>(heartbeatAgo));
        const FleetNodeState s = fleetNodeState(n, kNow, 10 * kMin);
        QCOMPARE(s.update, update);
        QCOMPARE(s.stale, stale);
        const QStringList cells = fleetnoderows::cells(n, kNow, 10 * kMin);
        QCOMPARE(cells.size(), fleetnoderows::fields().size());
        QCOMPARE(fleetnoderows::kinds().size(), fleetnoderows::fields().size());
        QCOMPARE(cells.at(11), stale ? QStringLiteral("stale") : QString());
        QCOMPARE(cells.at(6), update);
    }

    void buildExpiryInWords()
    {
        DecodeErrors errors;
        const auto build = [&](double expiresAt) {
            return *BaseOsImageBuild::fromJson(
                parse(QStringLiteral(R"({"id": "b", "data": {"status": "melting", "architecture": "arm64",
                  "cloudlyUrl": "u", "logs": [], "createdAt": 1, "updatedAt": 2, "expiresAt": %1}})")
                          .arg(expiresAt, 0, 'f', 0)
                          .toUtf8()
                          .constData()),
                "$", errors);
        };
        const QStringList expired = imagebuildrows::cells(build(static_cast<double>(kNow - 1)), kNow);
        QCOMPARE(expired.at(11), QStringLiteral("expired"));
        QCOMPARE(expired.at(12), QStringLiteral("expired"));
        QCOMPARE(expired.at(1), QStringLiteral("unknown (melting)"));
        const QStringList live =
            imagebuildrows::cells(build(static_cast<double>(kNow + 5 * 24 * 60 * kMin)), kNow);
        QCOMPARE(live.at(11), QStringLiteral("in 5d"));
        QCOMPARE(live.at(12), QString());
        QCOMPARE(imagebuildrows::cells(build(0), kNow).size(), imagebuildrows::fields().size());
    }

    void backupRowsMatchTheirFilterFields()
    {
        DecodeErrors errors;
        const std::optional<BackupRecord> r = BackupRecord::fromJson(
            parse(
                R"({"id": "bk", "serviceId": "svc-a", "serviceName": "a", "status": "frozen", "trigger": "manual",
              "createdAt": 1999999000000, "updatedAt": 1999999000000, "snapshots": [
              {"type": "volume", "snapshotId": "s", "originalSize": 2147483648, "storedSize": 1073741824,
               "createdAt": 1, "volumeName": "v", "mountPath": "/v"}]})"),
            "$", errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        const QStringList cells = backuprows::cells(*r, kNow);
        QCOMPARE(cells.size(), backuprows::fields().size());
        QCOMPARE(backuprows::kinds().size(), backuprows::fields().size());
        QCOMPARE(cells.at(2), QStringLiteral("unknown (frozen)"));
        QCOMPARE(cells.at(5), QStringLiteral("2.0 GiB"));
        QCOMPARE(cells.at(4), QStringLiteral("16m ago"));
        const FilterFields row(backuprows::filterCells(*r, kNow));
        const auto matches = [&](const char* text) {
            const FilterParseResult p =
                FilterExpression::parse(QString::fromLatin1(text), backuprows::fields(), backuprows::kinds());
            return p.ok() && p.expression && row.matches(*p.expression);
        };
        QVERIFY(matches("status:frozen"));
        QVERIFY(matches("service:svc-a"));
        QVERIFY(matches("service:a"));
        QVERIFY(matches("size:>2000")); // MiB
        QVERIFY(!matches("size:>3000"));
        QVERIFY(matches("age:<1h"));
        QVERIFY(!matches("age:>1h"));
    }

    void volumesShared()
    {
        DecodeErrors errors;
        const QList<Service> services = decodeServices(parse(R"({"services": [
              {"id": "a", "data": {"name": "A", "volumes": [{"source": "m", "mountPath": "/m"}, {"mountPath": "/x"}]}},
              {"id": "b", "data": {"name": "B", "volumes": [{"source": "m", "mountPath": "/media", "readOnly": true}]}}
            ]})"),
                                                       errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors)));
        const QList<VolumeEntry> v = volumeEntries(services);
        QCOMPARE(v.size(), 3);
        QCOMPARE(v.at(0).sharedWith, QStringList{QStringLiteral("b")});
        QCOMPARE(v.at(1).name, QStringLiteral("a-x"));
        QCOMPARE(v.at(1).nameOrigin, QStringLiteral("derived"));
        QVERIFY(v.at(1).sharedWith.isEmpty());
        QCOMPARE(v.at(2).sharedWith, QStringList{QStringLiteral("a")});
        const QJsonObject json = v.at(1).toJson();
        QVERIFY(json.value(u"source").isNull());
        QCOMPARE(json.value(u"driver").toString(), QStringLiteral("corestore"));
        QCOMPARE(json.value(u"backup").toBool(false), true);
        QCOMPARE(volumerows::cells(v.at(2)).size(), volumerows::fields().size());
    }
};

QTEST_GUILESS_MAIN(TestFleetRows)
#include "tst_fleetrows.moc"
