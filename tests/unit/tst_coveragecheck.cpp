// The backup coverage check as a table of cases: every verdict and its edges (failed over good, unknown
// status never good, exactly the maximum age, volumes matched by mount path or effective name, backup:false
// ignored, services with nothing to back up not listed).

#include "core/backup/coveragecheck.h"

#include <QJsonDocument>
#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {
constexpr qint64 kNow = 1'800'000'000'000;
constexpr qint64 kHour = 3'600'000;
constexpr qint64 kMaxAge = 24 * kHour;

// A service with `volumes` (JSON array text).
Service service(const QString& id, const char* volumes)
{
    const QByteArray json = QByteArray(R"({"id": ")") + id.toUtf8() + R"(", "data": {"name": ")" +
                            id.toUtf8() + R"(-name", "volumes": )" + volumes + "}}";
    DecodeErrors errors;
    std::optional<Service> s =
        Service::fromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("$"), errors);
    if (!s)
        qFatal("bad test service: %s", qPrintable(errorList(errors)));
    return *s;
}

// A record; `snapshots` as "mount=/data" or "name=vol" items of volume snapshots, "db" a database snapshot.
BackupRecord record(const QString& id, const QString& serviceId, const QString& status, qint64 ageMs,
                    const QStringList& snapshots)
{
    QJsonArray snaps;
    int n = 0;
    for (const QString& s : snapshots) {
        QJsonObject o{{"snapshotId", QStringLiteral("%1-s%2").arg(id).arg(++n)},
                      {"originalSize", 10},
                      {"storedSize", 5},
                      {"createdAt", double(kNow - ageMs)}};
        if (s == QLatin1String("db")) {
            o.insert("type", "database");
            o.insert("resourceName", "r");
            o.insert("databaseName", "d");
        } else {
            o.insert("type", "volume");
            o.insert("mountPath",
                     s.startsWith(QLatin1String("mount=")) ? s.mid(6) : QStringLiteral("/elsewhere"));
            o.insert("volumeName", s.startsWith(QLatin1String("name=")) ? s.mid(5) : QStringLiteral("other"));
        }
        snaps.append(o);
    }
    const QJsonObject json{{"id", id},
                           {"serviceId", serviceId},
                           {"status", status},
                           {"trigger", "scheduled"},
                           {"createdAt", double(kNow - ageMs)},
                           {"updatedAt", double(kNow - ageMs + 1000)},
                           {"snapshots", snaps}};
    DecodeErrors errors;
    std::optional<BackupRecord> r = BackupRecord::fromJson(json, QStringLiteral("$"), errors);
    if (!r)
        qFatal("bad test record: %s", qPrintable(errorList(errors)));
    return *r;
}

using Records = QList<BackupRecord>;
} // namespace

Q_DECLARE_METATYPE(Records)

class TestCoverageCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdicts_data()
    {
        QTest::addColumn<QString>("volumes");
        QTest::addColumn<Records>("records");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QStringList>("missing");
        QTest::addColumn<QString>("reasonContains");
        const QString one = R"([{"name": "data", "mountPath": "/data"}])";
        const QString two = R"([{"name": "data", "mountPath": "/data"}, {"mountPath": "/cache"}])";
        const QString s = QStringLiteral("svc");
        const auto good = [&](const char* id, const char* status, qint64 age, QStringList snaps) {
            return record(QString::fromLatin1(id), s, QString::fromLatin1(status), age, snaps);
        };
        QTest::newRow("ok by mount path")
            << one << Records{good("b1", "ready", kHour, {"mount=/data"})} << "ok" << QStringList() << "";
        QTest::newRow("ok by effective name")
            << one << Records{good("b1", "replicated", kHour, {"name=data"})} << "ok" << QStringList() << "";
        QTest::newRow("ok by derived name")
            << R"([{"mountPath": "/cache"}])" << Records{good("b1", "ready", kHour, {"name=svc-cache"})}
            << "ok" << QStringList() << "";
        for (const char* status : {"replicating", "restoring", "restored"})
            QTest::newRow(qPrintable(QStringLiteral("ok when %1").arg(QLatin1String(status))))
                << one << Records{good("b1", status, kHour, {"mount=/data"})} << "ok" << QStringList() << "";
        QTest::newRow("failed most recent over older good")
            << one
            << Records{good("b1", "ready", 2 * kHour, {"mount=/data"}), good("b2", "failed", kHour, {})}
            << "failed" << QStringList() << "most recent backup b2 failed";
        QTest::newRow("failed and nothing good") << one << Records{good("b2", "failed", kHour, {})}
                                                 << "failed" << QStringList() << "no good backup";
        QTest::newRow("older failure, newer good")
            << one
            << Records{good("b1", "failed", 2 * kHour, {}), good("b2", "ready", kHour, {"mount=/data"})}
            << "ok" << QStringList() << "";
        QTest::newRow("none: no record") << one << Records{} << "none" << QStringList() << "no backup at all";
        QTest::newRow("none: only pending and running")
            << one << Records{good("b1", "pending", kHour, {"mount=/data"}), good("b2", "running", 1, {})}
            << "none" << QStringList() << "most recent backup b2 is running";
        QTest::newRow("none: unknown status never good")
            << one << Records{good("b1", "frozen", kHour, {"mount=/data"})} << "none" << QStringList()
            << "unknown status \"frozen\"";
        QTest::newRow("running newest, good older: judged on the good one")
            << one << Records{good("b1", "ready", 2 * kHour, {"mount=/data"}), good("b2", "running", 1, {})}
            << "ok" << QStringList() << "most recent backup b2 is running";
        QTest::newRow("stale") << one << Records{good("b1", "ready", kMaxAge + 1, {"mount=/data"})} << "stale"
                               << QStringList() << "maximum 1d";
        QTest::newRow("exactly the maximum age is not stale")
            << one << Records{good("b1", "ready", kMaxAge, {"mount=/data"})} << "ok" << QStringList() << "";
        QTest::newRow("stale and uncovered: stale")
            << two << Records{good("b1", "ready", 3 * kMaxAge, {"name=data"})} << "stale"
            << QStringList{"svc-cache"} << "volume svc-cache";
        QTest::newRow("uncovered names the volume")
            << two << Records{good("b1", "ready", kHour, {"name=data"})} << "uncovered"
            << QStringList{"svc-cache"} << "volume svc-cache (/cache)";
        QTest::newRow("database snapshot does not cover a volume")
            << one << Records{good("b1", "ready", kHour, {"db"})} << "uncovered" << QStringList{"data"} << "";
        QTest::newRow("only the latest good counts")
            << one
            << Records{good("b1", "ready", 3 * kHour, {"mount=/data"}), good("b2", "ready", kHour, {"db"})}
            << "uncovered" << QStringList{"data"} << "latest good backup b2";
        QTest::newRow("backup:false volume ignored")
            << R"([{"name": "data", "mountPath": "/data"}, {"name": "tmp", "mountPath": "/tmp", "backup": false}])"
            << Records{good("b1", "ready", kHour, {"mount=/data"})} << "ok" << QStringList() << "";
        QTest::newRow("other service's record ignored")
            << one << Records{record("x1", "svc-other", "ready", kHour, {"mount=/data"})} << "none"
            << QStringList() << "";
        QTest::newRow("future timestamp is a reason, not fresh")
            << one << Records{good("b1", "ready", -kHour, {"mount=/data"})} << "stale" << QStringList()
            << "latest good backup b1 is dated in the future (1h ahead";
        QTest::newRow("a future timestamp beats an old good one")
            << one
            << Records{good("b0", "ready", 2 * kHour, {"mount=/data"}),
                       good("b1", "ready", -kHour, {"mount=/data"})}
            << "stale" << QStringList() << "dated in the future";
        QTest::newRow("clock skew within 5 minutes is fresh")
            << one << Records{good("b1", "ready", -kClockSkewMs, {"mount=/data"})} << "ok" << QStringList()
            << "";
    }

    void verdicts()
    {
        QFETCH(QString, volumes);
        QFETCH(Records, records);
        QFETCH(QString, verdict);
        QFETCH(QStringList, missing);
        QFETCH(QString, reasonContains);
        const QList<BackupCoverage> result = checkBackupCoverage(
            {service(QStringLiteral("svc"), volumes.toUtf8().constData())}, records, kNow, kMaxAge);
        QCOMPARE(result.size(), 1);
        const BackupCoverage& c = result.first();
        QCOMPARE(c.serviceId, QStringLiteral("svc"));
        QCOMPARE(c.serviceName, QStringLiteral("svc-name"));
        QCOMPARE(BackupCoverage::verdictName(c.verdict), verdict);
        QCOMPARE(c.missingVolumes, missing);
        QCOMPARE(c.isOk(), verdict == QLatin1String("ok"));
        if (verdict != QLatin1String("ok"))
            QVERIFY(!c.reasons.isEmpty());
        if (!reasonContains.isEmpty())
            QVERIFY2(c.reasons.join(QLatin1Char('|')).contains(reasonContains),
                     qPrintable(c.reasons.join('|')));
    }

    void servicesWithNothingToBackUpAreNotListed()
    {
        const QList<Service> services{
            service(QStringLiteral("a"), "[]"),
            service(QStringLiteral("b"), R"([{"mountPath": "/x", "backup": false}])"),
            service(QStringLiteral("c"), R"([{"mountPath": "/x"}])")};
        const QList<BackupCoverage> result = checkBackupCoverage(services, {}, kNow, kMaxAge);
        QCOMPARE(result.size(), 1);
        QCOMPARE(result.first().serviceId, QStringLiteral("c"));
        QCOMPARE(result.first().checkedVolumes, QStringList{QStringLiteral("c-x")});
    }

    void maxAgeIsAParameter()
    {
        const Records records{record(QStringLiteral("b"), QStringLiteral("svc"), QStringLiteral("ready"),
                                     2 * kHour, {QStringLiteral("mount=/data")})};
        const QList<Service> s{service(QStringLiteral("svc"), R"([{"mountPath": "/data"}])")};
        QCOMPARE(checkBackupCoverage(s, records, kNow, kHour).first().verdict,
                 BackupCoverage::Verdict::Stale);
        QCOMPARE(checkBackupCoverage(s, records, kNow, 3 * kHour).first().verdict,
                 BackupCoverage::Verdict::Ok);
    }
};

QTEST_GUILESS_MAIN(TestCoverageCheck)
#include "tst_coveragecheck.moc"
