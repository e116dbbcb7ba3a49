// BaseOsNodesModel and ImageBuildsModel: QAbstractItemModelTester over fills and keyed updates; a node's
// heartbeat marked stale after the stale time (and when it never sent one), a failed update and the
// download progress in words, desired vs applied release; no role ever carries a node token or a Wi-Fi
// password; a build's time left until expiresAt and "expired" once past it, its SHA-256, unknown unions.

#include "core/filter/filterproxymodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace cloudly::core;

namespace {
constexpr qint64 kNow = 1'800'000'000'000;
constexpr qint64 kMin = 60'000;

QJsonObject nodeJson(const QString& id, std::optional<qint64> heartbeatAgeMs, bool updateFailed,
                     std::optional<double> progress)
{
    QJsonObject device{
        {"os_version", "balenaOS 5.3.1"}, {"supervisor_version", "16.1.0"}, {"commit", "rel-7"},
        {"update_pending", true},         {"update_downloaded", false},     {"update_failed", updateFailed}};
    device.insert("download_progress", progress ? QJsonValue(*progress) : QJsonValue(QJsonValue::Null));
    QJsonObject data{{"createdAt", 1},
                     {"updatedAt", 2},
                     {"runtimeInfo", QJsonObject{{"runtime", "baseos"},
                                                 {"runtimeLevel", "host-os"},
                                                 {"nodeId", id},
                                                 {"cloudlyConnectionStatus", "connected"},
                                                 {"supervisorAvailable", true},
                                                 {"checkedAt", 3},
                                                 {"deviceState", device}}},
                     {"desiredState", QJsonObject{{"release", "rel-8"}}}};
    if (heartbeatAgeMs)
        data.insert("lastHeartbeatAt", double(kNow - *heartbeatAgeMs));
    return QJsonObject{{"id", id}, {"nodeToken", "bos-node-secret-value"}, {"data", data}};
}

BaseOsNode node(const QString& id, std::optional<qint64> heartbeatAgeMs, bool updateFailed = false,
                std::optional<double> progress = std::nullopt)
{
    DecodeErrors errors;
    std::optional<BaseOsNode> n = BaseOsNode::fromJson(nodeJson(id, heartbeatAgeMs, updateFailed, progress),
                                                       QStringLiteral("$"), errors);
    if (!n)
        qFatal("bad test node: %s", qPrintable(joinDecodeErrors(errors)));
    return *n;
}

BaseOsImageBuild build(const QString& id, const QString& status, std::optional<qint64> expiresInMs,
                       const QString& arch = QStringLiteral("arm64"))
{
    QJsonObject data{{"status", status},
                     {"architecture", arch},
                     {"imageKind", "balena-raw"},
                     {"cloudlyUrl", "https://cloudly.example"},
                     {"sourceImagePreset", "balena-generic-aarch64"},
                     {"balenaOsVersion", "5.3.1"},
                     {"hostname", "edge-01"},
                     {"wifiSsid", "shop"},
                     {"wifi", QJsonObject{{"ssid", "shop"}, {"password", "wifi-secret-value"}}},
                     {"artifact", QJsonObject{{"bucketName", "images"},
                                              {"key", id + ".img"},
                                              {"filename", "edge.img"},
                                              {"contentType", "application/zstd"},
                                              {"size", 734003200},
                                              {"sha256", QString(64, u'a')},
                                              {"createdAt", 50}}},
                     {"logs", QJsonArray{"fetching", "done"}},
                     {"createdAt", double(kNow - 60 * kMin)},
                     {"updatedAt", double(kNow)}};
    if (expiresInMs)
        data.insert("expiresAt", double(kNow + *expiresInMs));
    DecodeErrors errors;
    std::optional<BaseOsImageBuild> b =
        BaseOsImageBuild::fromJson(QJsonObject{{"id", id}, {"data", data}}, QStringLiteral("$"), errors);
    if (!b)
        qFatal("bad test build: %s", qPrintable(joinDecodeErrors(errors)));
    return *b;
}

// Every role of every cell, as text.
QString everything(const QAbstractItemModel& model)
{
    QString all;
    for (int r = 0; r < model.rowCount(); ++r) {
        for (int c = 0; c < model.columnCount(); ++c) {
            for (int role = 0; role < Qt::UserRole + 16; ++role) {
                const QVariant v = model.index(r, c).data(role);
                all += v.canConvert<QJsonObject>() && v.typeId() == QMetaType::QJsonObject
                           ? QString::fromUtf8(QJsonDocument(v.toJsonObject()).toJson())
                           : v.toString();
            }
        }
    }
    return all;
}

} // namespace

class TestBaseOsModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A screen reader reads Qt::AccessibleTextRole before the display text: a blank cell says what its
    // blank means ("not stale", "not expired", else "none"), so no cell is read as nothing.
    void blankCellsSayWhatTheyMean()
    {
        BaseOsNodesModel nodes;
        nodes.setNow(kNow);
        nodes.setNodes({node("fresh", 2 * kMin), node("silent", 11 * kMin)});
        const auto spoken = [](const QAbstractItemModel& m, int row, int column) {
            return m.index(row, column).data(Qt::AccessibleTextRole).toString();
        };
        QCOMPARE(nodes.index(0, BaseOsNodesModel::Stale).data().toString(), QString());
        QCOMPARE(spoken(nodes, 0, BaseOsNodesModel::Stale), QStringLiteral("not stale"));
        QCOMPARE(spoken(nodes, 1, BaseOsNodesModel::Stale), QStringLiteral("stale"));
        ImageBuildsModel builds;
        builds.setNow(kNow);
        builds.setBuilds({build("b-live", "ready", 60 * kMin), build("b-old", "ready", -kMin)});
        QCOMPARE(spoken(builds, 0, ImageBuildsModel::Expired), QStringLiteral("not expired"));
        QCOMPARE(spoken(builds, 1, ImageBuildsModel::Expired), QStringLiteral("expired"));
        for (const QAbstractItemModel* m : {static_cast<const QAbstractItemModel*>(&nodes),
                                            static_cast<const QAbstractItemModel*>(&builds)}) {
            for (int r = 0; r < m->rowCount(); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    QVERIFY2(!spoken(*m, r, c).isEmpty(),
                             qPrintable(QStringLiteral("row %1 column %2").arg(r).arg(c)));
        }
    }

    void nodes()
    {
        BaseOsNodesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNow(kNow);
        model.setNodes({node("fresh", 2 * kMin), node("silent", 11 * kMin, true), node("never", std::nullopt),
                        node("loading", kMin, false, 42)});
        QCOMPARE(model.rowCount(), 4);
        const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(text(0, BaseOsNodesModel::Heartbeat), QStringLiteral("2m ago"));
        QCOMPARE(text(0, BaseOsNodesModel::Stale), QString());
        QVERIFY(!model.index(0, 0).data(BaseOsNodesModel::StaleRole).toBool());
        QCOMPARE(text(1, BaseOsNodesModel::Stale), QStringLiteral("stale"));
        QVERIFY(model.index(1, 0).data(BaseOsNodesModel::StaleRole).toBool());
        QCOMPARE(text(2, BaseOsNodesModel::Heartbeat), QStringLiteral("never"));
        QCOMPARE(text(2, BaseOsNodesModel::Stale), QStringLiteral("stale"));
        QCOMPARE(text(1, BaseOsNodesModel::Update), QStringLiteral("update failed"));
        QVERIFY(model.index(1, 0).data(BaseOsNodesModel::UpdateFailedRole).toBool());
        QCOMPARE(text(0, BaseOsNodesModel::Update), QStringLiteral("update pending"));
        QCOMPARE(text(3, BaseOsNodesModel::Progress), QStringLiteral("42%"));
        QCOMPARE(text(0, BaseOsNodesModel::Progress), QStringLiteral("—")); // null progress
        QCOMPARE(text(0, BaseOsNodesModel::Applied), QStringLiteral("rel-7"));
        QCOMPARE(text(0, BaseOsNodesModel::Desired), QStringLiteral("rel-8"));
        QVERIFY(model.index(0, 0).data(BaseOsNodesModel::BehindRole).toBool());
        QCOMPARE(text(0, BaseOsNodesModel::OsVersion), QStringLiteral("balenaOS 5.3.1"));
        QCOMPARE(text(0, BaseOsNodesModel::Supervisor), QStringLiteral("reachable"));

        // The per-profile stale time: 15 min makes "silent" fresh again.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setStaleAfter(15 * kMin);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(text(1, BaseOsNodesModel::Stale), QString());
        // Exactly the limit is not stale yet.
        model.setStaleAfter(11 * kMin);
        QCOMPARE(text(1, BaseOsNodesModel::Stale), QString());
        model.setStaleAfter(11 * kMin - 1);
        QCOMPARE(text(1, BaseOsNodesModel::Stale), QStringLiteral("stale"));

        const QPersistentModelIndex kept = model.index(3, 0);
        model.setNodes({node("loading", kMin, false, 80), node("fresh", 2 * kMin)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(kept.row(), 1);
        QCOMPARE(model.index(kept.row(), BaseOsNodesModel::Progress).data().toString(),
                 QStringLiteral("80%"));

        QVERIFY(!everything(model).contains(QStringLiteral("bos-node-secret-value")));
        QVERIFY(!everything(model).contains(QStringLiteral("nodeToken")));
    }

    void nodesFilter()
    {
        BaseOsNodesModel model;
        model.setNow(kNow);
        model.setNodes({node("a", kMin, true), node("b", kMin, false, 30), node("c", kMin)});
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QVERIFY(proxy.setFilterText(QStringLiteral("update:\"update failed\"")));
        QCOMPARE(proxy.rowCount(), 1);
        QVERIFY(proxy.setFilterText(QStringLiteral("stale:no")));
        QCOMPARE(proxy.rowCount(), 3);
        QVERIFY(proxy.setFilterText(QStringLiteral("progress:>10")));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("b"));
    }

    void builds()
    {
        ImageBuildsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNow(kNow);
        model.setBuilds({build("live", "ready", 3 * 24 * 60 * kMin), build("old", "ready", -2 * 60 * kMin),
                         build("odd", "melting", std::nullopt, "riscv")});
        const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(text(0, ImageBuildsModel::Expires), QStringLiteral("in 3d"));
        QVERIFY(!model.index(0, 0).data(ImageBuildsModel::ExpiredRole).toBool());
        QCOMPARE(text(1, ImageBuildsModel::Expires), QStringLiteral("expired"));
        QCOMPARE(text(1, ImageBuildsModel::Expired), QStringLiteral("expired"));
        QCOMPARE(text(0, ImageBuildsModel::Expired), QString());
        QVERIFY(model.index(1, 0).data(ImageBuildsModel::ExpiredRole).toBool());
        QCOMPARE(text(2, ImageBuildsModel::Expires), QStringLiteral("—"));
        QCOMPARE(text(2, ImageBuildsModel::Status), QStringLiteral("unknown (melting)"));
        QCOMPARE(model.index(2, 0).data(ImageBuildsModel::StatusRole).toString(), QStringLiteral("unknown"));
        QCOMPARE(text(2, ImageBuildsModel::Architecture), QStringLiteral("unknown (riscv)"));
        QCOMPARE(text(0, ImageBuildsModel::Sha256), QString(64, u'a'));
        QCOMPARE(model.index(0, 0).data(ImageBuildsModel::Sha256Role).toString(), QString(64, u'a'));
        QCOMPARE(text(0, ImageBuildsModel::Version), QStringLiteral("balenaOS 5.3.1"));
        QCOMPARE(text(0, ImageBuildsModel::WifiSsid), QStringLiteral("shop"));
        QCOMPARE(text(0, ImageBuildsModel::Size), QStringLiteral("700.0 MiB"));

        // The clock passes the expiry: the Expires column changes, the row stays.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const QPersistentModelIndex kept = model.index(0, 0);
        model.setNow(kNow + 4 * 24 * 60 * kMin);
        QVERIFY(changed.count() >= 1);
        for (const QList<QVariant>& signal : changed)
            QVERIFY(signal.at(0).toModelIndex().column() >= ImageBuildsModel::Created); // time columns only
        QCOMPARE(text(0, ImageBuildsModel::Expires), QStringLiteral("expired"));
        QVERIFY(kept.isValid());

        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QVERIFY(proxy.setFilterText(QStringLiteral("expired:yes")));
        QCOMPARE(proxy.rowCount(), 2);
        QVERIFY(proxy.setFilterText(QStringLiteral("size:>500")));
        QCOMPARE(proxy.rowCount(), 3);

        QVERIFY(!everything(model).contains(QStringLiteral("wifi-secret-value")));
    }
};

QTEST_GUILESS_MAIN(TestBaseOsModels)
#include "tst_baseosmodels.moc"
