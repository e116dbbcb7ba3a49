// The rules behind `cloudlyctl wait` (core/rollout), the duration syntax of its options (core/util/duration)
// and the log merge behind `cloudlyctl logs --service` (core/logs), as tables of cases.
#include "core/logs/logmerge.h"
#include "core/rollout/rolloutcheck.h"
#include "core/util/csv.h"
#include "core/util/duration.h"

#include <QTest>

using namespace cloudly::core;

namespace {
Deployment task(const QString& id, const QString& status, const QString& health = {},
                const QString& version = {}, const QString& service = QStringLiteral("svc"))
{
    Deployment d;
    d.id = id;
    d.serviceId = service;
    d.nodeId = QStringLiteral("n-") + id;
    d.status = status;
    if (!health.isEmpty())
        d.healthStatus = health;
    if (!version.isEmpty())
        d.version = version;
    return d;
}
using Tasks = QList<Deployment>;
} // namespace

Q_DECLARE_METATYPE(Tasks)
Q_DECLARE_METATYPE(RolloutState::Verdict)

class TestRolloutCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("ms"); // -1: refused
        QTest::newRow("ms") << "500ms" << qint64(500);
        QTest::newRow("s") << "30s" << qint64(30000);
        QTest::newRow("m") << "5m" << qint64(300000);
        QTest::newRow("h") << "24h" << qint64(86400000);
        QTest::newRow("d") << "7d" << qint64(604800000);
        QTest::newRow("combined") << "1h30m" << qint64(5400000);
        QTest::newRow("upper case, spaces") << " 2M " << qint64(120000);
        QTest::newRow("bare number") << "5" << qint64(-1);
        QTest::newRow("unknown unit") << "3w" << qint64(-1);
        QTest::newRow("word") << "lots" << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1);
        QTest::newRow("negative") << "-5m" << qint64(-1);
        QTest::newRow("fraction") << "1.5h" << qint64(-1);
        QTest::newRow("overflow") << "99999999999999999d" << qint64(-1);
    }
    void durations()
    {
        QFETCH(QString, text);
        QFETCH(qint64, ms);
        QString error;
        const std::optional<qint64> got = parseDuration(text, &error);
        if (ms < 0) {
            QVERIFY2(!got, qPrintable(text));
            QVERIFY(!error.isEmpty());
        } else {
            QVERIFY2(got, qPrintable(error));
            QCOMPARE(*got, ms);
            QCOMPARE(*parseDuration(formatDuration(ms)), ms); // the message form reads back
        }
    }

    void csvQuoting()
    {
        QCOMPARE(csvField(QStringLiteral("plain")), QStringLiteral("plain"));
        QCOMPARE(csvField(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(csvField(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(csvField(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
        QCOMPARE(csvField(QStringLiteral("cr\r")), QStringLiteral("\"cr\r\""));
        QCOMPARE(csvField(QString()), QString());
        QCOMPARE(csvTable({QStringLiteral("ID"), QStringLiteral("NAME")},
                          {{QStringLiteral("1"), QStringLiteral("x, y")}, {QStringLiteral("2"), QString()}}),
                 QStringLiteral("ID,NAME\r\n1,\"x, y\"\r\n2,\r\n"));
    }

    void verdicts_data()
    {
        QTest::addColumn<Tasks>("tasks");
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("replicas");
        QTest::addColumn<bool>("healthy");
        QTest::addColumn<RolloutState::Verdict>("verdict");
        QTest::addColumn<int>("considered");
        QTest::addColumn<QString>("missing"); // a substring of the joined reasons ("" = none)
        using V = RolloutState::Verdict;
        const QString any;
        QTest::newRow("all running") << Tasks{task("a", "running"), task("b", "running")} << any << 2 << false
                                     << V::Ready << 2 << "";
        QTest::newRow("too few") << Tasks{task("a", "running")} << any << 2 << false << V::Waiting << 1
                                 << "1 of 2 task(s) present";
        QTest::newRow("none at all") << Tasks{} << any << 1 << false << V::Waiting << 0
                                     << "0 of 1 task(s) present";
        QTest::newRow("one starting") << Tasks{task("a", "running"), task("b", "starting")} << any << 1
                                      << false << V::Waiting << 2 << "b on n-b is starting";
        QTest::newRow("failed wins over ready")
            << Tasks{task("a", "running"), task("b", "failed")} << any << 1 << false << V::Failed << 2 << "";
        QTest::newRow("failed wins while too few")
            << Tasks{task("b", "failed")} << any << 3 << false << V::Failed << 1 << "";
        QTest::newRow("stopped ignored")
            << Tasks{task("a", "running"), task("b", "stopped")} << any << 1 << false << V::Ready << 1 << "";
        QTest::newRow("stopped does not count") << Tasks{task("a", "running"), task("b", "stopped")} << any
                                                << 2 << false << V::Waiting << 1 << "1 of 2";
        QTest::newRow("healthy required")
            << Tasks{task("a", "running", "healthy"), task("b", "running", "unhealthy")} << any << 1 << true
            << V::Waiting << 2 << "b on n-b is running (unhealthy)";
        QTest::newRow("no health is not healthy")
            << Tasks{task("a", "running")} << any << 1 << true << V::Waiting << 1 << "reports no health";
        QTest::newRow("unhealthy fine without --healthy")
            << Tasks{task("a", "running", "unhealthy")} << any << 1 << false << V::Ready << 1 << "";
        QTest::newRow("other version ignored, even failed")
            << Tasks{task("a", "running", {}, "1.4.0"), task("b", "failed", {}, "1.3.0")} << "1.4.0" << 1
            << false << V::Ready << 1 << "";
        QTest::newRow("version not there yet") << Tasks{task("a", "running", {}, "1.3.0")} << "1.4.0" << 1
                                               << false << V::Waiting << 0 << "0 of 1";
        QTest::newRow("unknown status is not running")
            << Tasks{task("a", "paused")} << any << 1 << false << V::Waiting << 1 << "an unknown status";
        QTest::newRow("other service ignored")
            << Tasks{task("a", "failed", {}, {}, QStringLiteral("other")), task("b", "running")} << any << 1
            << false << V::Ready << 1 << "";
    }
    void verdicts()
    {
        QFETCH(Tasks, tasks);
        QFETCH(QString, version);
        QFETCH(int, replicas);
        QFETCH(bool, healthy);
        QFETCH(RolloutState::Verdict, verdict);
        QFETCH(int, considered);
        QFETCH(QString, missing);
        RolloutCriteria c;
        c.serviceId = QStringLiteral("svc");
        if (!version.isEmpty())
            c.version = version;
        c.replicas = replicas;
        c.healthy = healthy;
        const RolloutState s = evaluateRollout(tasks, c);
        QCOMPARE(RolloutState::verdictName(s.verdict), RolloutState::verdictName(verdict));
        QCOMPARE(s.considered, considered);
        const QString reasons = s.missing.join(u'|');
        if (missing.isEmpty())
            QVERIFY2(verdict != RolloutState::Verdict::Ready || reasons.isEmpty(), qPrintable(reasons));
        else
            QVERIFY2(reasons.contains(missing), qPrintable(reasons));
        if (verdict == RolloutState::Verdict::Failed) {
            QVERIFY(!s.failed.isEmpty());
            QVERIFY2(s.summary(c).contains(QStringLiteral("FAILED: ") + s.failed.first().id),
                     qPrintable(s.summary(c)));
        }
        const QJsonObject json = s.toJson(c);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), RolloutState::verdictName(verdict));
        QCOMPARE(json.value(QStringLiteral("considered")).toInt(), considered);
    }

    void timestamps_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<qint64>("ms"); // -1: none
        QTest::newRow("Z") << "2025-12-31T06:07:00Z started" << qint64(1767161220000);
        QTest::newRow("millis") << "2025-12-31T06:07:00.250Z x" << qint64(1767161220250);
        QTest::newRow("micros cut to ms") << "2025-12-31T06:07:00.250999Z x" << qint64(1767161220250);
        QTest::newRow("offset") << "2025-12-31T07:07:00+01:00 x" << qint64(1767161220000);
        QTest::newRow("space, no zone = UTC") << "2025-12-31 06:07:00 x" << qint64(1767161220000);
        QTest::newRow("alone") << "2025-12-31T06:07:00Z" << qint64(1767161220000);
        QTest::newRow("no stamp") << "container started" << qint64(-1);
        QTest::newRow("date only") << "2025-12-31 started" << qint64(-1);
        QTest::newRow("glued to a word") << "2025-12-31T06:07:00abc" << qint64(-1);
        QTest::newRow("impossible date") << "2025-13-45T06:07:00Z x" << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1);
    }
    void timestamps()
    {
        QFETCH(QString, line);
        QFETCH(qint64, ms);
        const std::optional<qint64> got = leadingTimestamp(line);
        if (ms < 0)
            QVERIFY2(!got, qPrintable(line));
        else
            QCOMPARE(got.value_or(-1), ms);
    }

    void mergeOrdersByTheLinesOwnTime()
    {
        Deployment a = task(QStringLiteral("a"), QStringLiteral("running"));
        a.deploymentLog = LazyStringList(QStringList{QStringLiteral("2025-01-01T00:00:01Z a1"),
                                                     QStringLiteral("  continuation of a1"),
                                                     QStringLiteral("2025-01-01T00:00:05Z a2")});
        Deployment b = task(QStringLiteral("b"), QStringLiteral("running"));
        b.deploymentLog = LazyStringList(QStringList{QStringLiteral("banner without time"),
                                                     QStringLiteral("2025-01-01T00:00:03Z b1"),
                                                     QStringLiteral("2025-01-01T00:00:05Z b2")});
        const QList<LogLine> merged = mergeTaskLogs({a, b});
        QStringList texts;
        for (const LogLine& l : merged)
            texts << l.deploymentId + QLatin1Char(':') + l.text.section(u' ', -1);
        // The banner (no time, nothing before it) first; the continuation stays after a1; a tie keeps task
        // order.
        QCOMPARE(texts,
                 (QStringList{QStringLiteral("b:time"), QStringLiteral("a:a1"), QStringLiteral("a:a1"),
                              QStringLiteral("b:b1"), QStringLiteral("a:a2"), QStringLiteral("b:b2")}));
        QCOMPARE(merged.at(2).text, QStringLiteral("  continuation of a1"));
        QCOMPARE(merged.at(0).nodeId, QStringLiteral("n-b"));
        QCOMPARE(merged.at(0).index, 0);
    }
};

QTEST_GUILESS_MAIN(TestRolloutCheck)
#include "tst_rolloutcheck.moc"
