// The demo fixture's seed-004 data (served by core/demo and the Node peer): decodes strictly, keeps its ages
// when moved to "now", and shows what the issue asks for: every coverage verdict, a BaseOS node with a failed
// update, one with a stale heartbeat, one downloading, an expired and a failed build, masked settings.

#include "core/api/backup.h"
#include "core/api/baseos.h"
#include "core/api/cloudlysettings.h"
#include "core/backup/coveragecheck.h"
#include "core/demo/demofleet.h"

#include <QJsonDocument>
#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {
constexpr qint64 kNow = 1'900'000'000'000;
constexpr qint64 kMinute = 60'000;
} // namespace

class TestDemoFleet : public QObject
{
    Q_OBJECT

    QJsonObject m_fixture;
    QJsonObject m_live;

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = demoFixture();
        QVERIFY(!m_fixture.isEmpty());
        QVERIFY(m_fixture.value(u"liveTimeBase").isDouble());
        m_live = demoLiveSections(m_fixture, kNow);
    }

    void timesMoveWithTheClockAndKeepTheirAges()
    {
        const double base = m_fixture.value(u"liveTimeBase").toDouble();
        const QJsonObject sent = m_fixture.value(u"backups").toArray().first().toObject();
        const QJsonObject moved = m_live.value(u"backups").toArray().first().toObject();
        QCOMPARE(moved.value(u"createdAt").toDouble() - kNow, sent.value(u"createdAt").toDouble() - base);
        QCOMPARE(moved.value(u"replication").toObject().value(u"completedAt").toDouble() - kNow,
                 sent.value(u"replication").toObject().value(u"completedAt").toDouble() - base);
        QCOMPARE(moved.value(u"snapshots").toArray().first().toObject().value(u"originalSize"),
                 sent.value(u"snapshots").toArray().first().toObject().value(u"originalSize")); // not a time
        QCOMPARE(moved.value(u"id"), sent.value(u"id"));
    }

    void everyCoverageVerdict()
    {
        DecodeErrors errors;
        const QList<Service> services = decodeServices(m_fixture, errors);
        const std::optional<BackupsResponse> backups =
            BackupsResponse::fromJson(QJsonObject{{"backups", m_live.value(u"backups")}}, errors);
        QVERIFY2(errors.isEmpty() && backups, qPrintable(errorList(errors)));
        const QList<BackupCoverage> coverage =
            checkBackupCoverage(services, backups->backups, kNow, 24 * 60 * kMinute);
        QHash<QString, QString> verdicts;
        for (const BackupCoverage& c : coverage)
            verdicts.insert(c.serviceId, BackupCoverage::verdictName(c.verdict));
        const QHash<QString, QString> expected{{"svc-cores3", "ok"},
                                               {"svc-coremongo", "uncovered"},
                                               {"svc-api", "failed"},
                                               {"svc-shared-a", "stale"},
                                               {"svc-shared-b", "none"}};
        QCOMPARE(verdicts,
                 expected); // svc-worker (backup:false only) and services without volumes not listed
        QSet<QString> statuses, types;
        for (const BackupRecord& r : backups->backups) {
            statuses.insert(r.status);
            for (const BackupSnapshot& s : r.snapshots)
                types.insert(s.typeName());
        }
        QCOMPARE(types, (QSet<QString>{"volume", "database", "objectstorage"}));
        QVERIFY(statuses.contains("failed") && statuses.contains("running") && statuses.contains("restored"));
    }

    void fleetNodes()
    {
        DecodeErrors errors;
        const std::optional<BaseOsNodesResponse> r =
            BaseOsNodesResponse::fromJson(QJsonObject{{"nodes", m_live.value(u"baseosNodes")}}, errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        bool updateFailed = false, stale = false, downloading = false, fresh = false;
        for (const BaseOsNode& n : r->nodes) {
            const auto& d = n.runtimeInfo.deviceState;
            updateFailed = updateFailed || (d && d->updateFailed.value_or(false));
            downloading = downloading || (d && d->updatePending.value_or(false) && d->downloadProgress.value);
            const double age = kNow - n.lastHeartbeatAt.value_or(0);
            stale = stale || age > 10 * kMinute;
            fresh = fresh || age < 10 * kMinute;
        }
        QVERIFY(updateFailed);
        QVERIFY(stale);
        QVERIFY(downloading);
        QVERIFY(fresh);
        QVERIFY(!QJsonDocument(r->toJson()).toJson().contains("nodeToken")); // dropped while decoding
        int dropped = 0;
        for (const BaseOsNode& n : r->nodes)
            dropped += n.droppedSecrets;
        QCOMPARE(dropped, 1); // the fixture sends one, to prove it never gets further
    }

    void imageBuilds()
    {
        DecodeErrors errors;
        const std::optional<BaseOsImageBuildsResponse> r = BaseOsImageBuildsResponse::fromJson(
            QJsonObject{{"builds", m_live.value(u"baseosImageBuilds")}}, errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        int expired = 0, failed = 0, ready = 0;
        for (const BaseOsImageBuild& b : r->builds) {
            expired += b.isExpiredAt(kNow) ? 1 : 0;
            failed += b.statusValue() == BaseOsImageBuild::Status::Failed ? 1 : 0;
            ready += b.statusValue() == BaseOsImageBuild::Status::Ready && !b.isExpiredAt(kNow) ? 1 : 0;
        }
        QCOMPARE(expired, 1);
        QCOMPARE(failed, 1);
        QCOMPARE(ready, 1);
    }

    void maskedSettingsAndProviderAnswers()
    {
        DecodeErrors errors;
        const std::optional<SettingsResponse> s =
            SettingsResponse::fromJson(QJsonObject{{"settings", m_live.value(u"settings")}}, errors);
        QVERIFY2(s, qPrintable(errorList(errors)));
        for (auto it = s->settings.values.constBegin(); it != s->settings.values.constEnd(); ++it)
            if (it.key().endsWith(QLatin1String("Token")) || it.key().endsWith(QLatin1String("Key")))
                QVERIFY2(it.value().startsWith(QLatin1String("****")) && it.value().size() == 8,
                         qPrintable(it.key()));
        const QJsonObject tests = m_live.value(u"providerTests").toObject();
        int valid = 0, invalid = 0;
        for (const QString& provider : allSettingsProviders()) {
            const std::optional<ProviderConnectionResult> r =
                ProviderConnectionResult::fromJson(tests.value(provider).toObject(), errors);
            QVERIFY2(r, qPrintable(provider + errorList(errors)));
            (r->isValid() ? valid : invalid)++;
        }
        QVERIFY(valid >= 2);
        QVERIFY(invalid >= 2);
    }
};

QTEST_GUILESS_MAIN(TestDemoFleet)
#include "tst_demofleet.moc"
