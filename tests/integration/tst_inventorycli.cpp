// cloudlyctl tasks / clusters / nodes / images / platforms as a user or CI pipeline runs them, against the
// embedded demo server (--demo): filters, exact --service/--node/--cluster, lossless JSON, exit codes,
// secrets never printed, --watch.
#include "ctlprocess.h"
#include "jsontestutil.h"
#include "serverprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <functional>
#include <optional>

namespace {

using Run = cloudly::test::CtlRun;

Run ctl(QStringList args)
{
    args.prepend(QStringLiteral("--demo"));
    return cloudly::test::runCloudlyctl(args);
}

} // namespace

class TestInventoryCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tasksFilteredByStatus()
    {
        const Run r =
            ctl({QStringLiteral("tasks"), QStringLiteral("--filter"), QStringLiteral("status:running")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.startsWith("ID"));
        const QStringList rows = cloudly::test::tableRows(r.out);
        int running = 0;
        for (const QJsonValue& d :
             cloudly::test::demoFixture().value(QStringLiteral("deployments")).toArray())
            running +=
                d.toObject().value(QStringLiteral("status")).toString() == QLatin1String("running") ? 1 : 0;
        QCOMPARE(rows.size(), running);
        for (const QString& row : rows)
            QVERIFY2(row.contains(QStringLiteral("running")), qPrintable(row));
        QVERIFY(!r.out.contains("d-worker-prod-3")); // failed
        QVERIFY(!r.out.contains("d-api-lab-1"));     // scheduled
    }

    void tasksFilterMatchesNamesAndIdsLikeTheConsole()
    {
        const Run byName = ctl({QStringLiteral("tasks"), QStringLiteral("--filter"),
                                QStringLiteral("service:worker -status:running")});
        QCOMPARE(byName.exitCode, 0);
        QStringList rows = cloudly::test::tableRows(byName.out);
        QCOMPARE(rows.size(), 1);
        QVERIFY(rows.first().startsWith(QStringLiteral("d-worker-prod-3")));
        const Run byId =
            ctl({QStringLiteral("tasks"), QStringLiteral("--filter"), QStringLiteral("node:n-edge-1")});
        QCOMPARE(byId.exitCode, 0);
        rows = cloudly::test::tableRows(byId.out);
        QCOMPARE(rows.size(), 6);
    }

    void tasksOfAServiceAsJsonAreWholeAndUnchanged()
    {
        const Run r = ctl({QStringLiteral("tasks"), QStringLiteral("--service"), QStringLiteral("svc-web"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray printed = cloudly::test::parseJsonArray(r.out);
        QJsonArray expected;
        for (const QJsonValue& d :
             cloudly::test::demoFixture().value(QStringLiteral("deployments")).toArray()) {
            if (d.toObject().value(QStringLiteral("serviceId")).toString() == QLatin1String("svc-web"))
                expected.append(d);
        }
        QCOMPARE(expected.size(), 3);
        QCOMPARE(printed, expected); // every object exactly as the server sent it, in server order
    }

    void tasksOnANode()
    {
        const Run r = ctl({QStringLiteral("tasks"), QStringLiteral("--node"), QStringLiteral("n-prod-3"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray printed = cloudly::test::parseJsonArray(r.out);
        QCOMPARE(printed.size(), 2);
        for (const QJsonValue& d : printed)
            QCOMPARE(d.toObject().value(QStringLiteral("nodeId")).toString(), QStringLiteral("n-prod-3"));
    }

    void badFilterIsAUsageErrorNamingTheTerm()
    {
        const Run r = ctl({QStringLiteral("tasks"), QStringLiteral("--filter"), QStringLiteral("nod:x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("\"nod\""), r.err.constData());
        QVERIFY2(r.err.contains("unknown field"), r.err.constData());
        const Run unterminated =
            ctl({QStringLiteral("nodes"), QStringLiteral("--filter"), QStringLiteral("name:\"edge")});
        QCOMPARE(unterminated.exitCode, 2);
    }

    // Issue 13 §1: the filter language means what it says, in the CLI as in the console. Each expected set
    // is computed from the fixture by an independent predicate; the JSON output gives the exact ids.
    void tasksFilterSemantics_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QStringList>("expected");
        const auto select = [](const std::function<bool(const QJsonObject&)>& keep) {
            QStringList ids;
            for (const QJsonValue& v :
                 cloudly::test::demoFixture().value(QStringLiteral("deployments")).toArray()) {
                if (keep(v.toObject()))
                    ids << v.toObject().value(QStringLiteral("id")).toString();
            }
            return ids;
        };
        const auto str = [](const QJsonObject& d, const char* key) {
            return d.value(QLatin1String(key)).toString();
        };
        const auto usage = [](const QJsonObject& d, const char* key) {
            const QJsonValue v =
                d.value(QStringLiteral("resourceUsage")).toObject().value(QLatin1String(key));
            return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
        };
        QTest::newRow("-health:healthy keeps the unhealthy ones")
            << QStringLiteral("-health:healthy") << select([&](const QJsonObject& d) {
                   return str(d, "healthStatus") != QLatin1String("healthy");
               });
        QTest::newRow("health:healthy shows no unhealthy one")
            << QStringLiteral("health:healthy") << select([&](const QJsonObject& d) {
                   return str(d, "healthStatus") == QLatin1String("healthy");
               });
        QTest::newRow("health:* has a value")
            << QStringLiteral("health:*")
            << select([&](const QJsonObject& d) { return d.contains(QStringLiteral("healthStatus")); });
        QTest::newRow("-health:* reports none")
            << QStringLiteral("-health:*")
            << select([&](const QJsonObject& d) { return !d.contains(QStringLiteral("healthStatus")); });
        QTest::newRow("service by name is exact")
            << QStringLiteral("service:api")
            << select([&](const QJsonObject& d) { return str(d, "serviceId") == QLatin1String("svc-api"); });
        QTest::newRow("service by id")
            << QStringLiteral("service:SVC-WEB")
            << select([&](const QJsonObject& d) { return str(d, "serviceId") == QLatin1String("svc-web"); });
        QTest::newRow("node glob") << QStringLiteral("node:edge-*") << select([&](const QJsonObject& d) {
            return str(d, "nodeId").startsWith(QLatin1String("n-edge-"));
        });
        QTest::newRow("node:edge-1 is exact")
            << QStringLiteral("node:edge-1")
            << select([&](const QJsonObject& d) { return str(d, "nodeId") == QLatin1String("n-edge-1"); });
        QTest::newRow("alternatives")
            << QStringLiteral("status:failed,stopping") << select([&](const QJsonObject& d) {
                   return str(d, "status") == QLatin1String("failed") ||
                          str(d, "status") == QLatin1String("stopping");
               });
        QTest::newRow("negated alternatives")
            << QStringLiteral("-status:running,stopped") << select([&](const QJsonObject& d) {
                   return str(d, "status") != QLatin1String("running") &&
                          str(d, "status") != QLatin1String("stopped");
               });
        QTest::newRow("cpu:>60") << QStringLiteral("cpu:>60") << select([&](const QJsonObject& d) {
            return usage(d, "cpuUsagePercent").value_or(-1) > 60;
        });
        QTest::newRow("memory:<=100") << QStringLiteral("memory:<=100") << select([&](const QJsonObject& d) {
            const std::optional<double> m = usage(d, "memoryUsedMB");
            return m && *m <= 100;
        });
        QTest::newRow("combined") << QStringLiteral("node:prod-* cpu:<30 -service:core*")
                                  << select([&](const QJsonObject& d) {
                                         return str(d, "nodeId").startsWith(QLatin1String("n-prod-")) &&
                                                usage(d, "cpuUsagePercent").value_or(1000) < 30 &&
                                                !str(d, "serviceId").startsWith(QLatin1String("svc-core"));
                                     });
    }

    void tasksFilterSemantics()
    {
        QFETCH(QString, filter);
        QFETCH(QStringList, expected);
        QVERIFY(!expected.isEmpty()); // every case selects something (and, below, not everything)
        const Run r = ctl({QStringLiteral("tasks"), QStringLiteral("--filter"), filter,
                           QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QStringList printed;
        for (const QJsonValue& d : cloudly::test::parseJsonArray(r.out))
            printed << d.toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(printed, expected);
        QVERIFY(printed.size() <
                cloudly::test::demoFixture().value(QStringLiteral("deployments")).toArray().size());
    }

    static QStringList externalImages()
    {
        QStringList ids;
        for (const QJsonValue& v : cloudly::test::demoFixture().value(QStringLiteral("images")).toArray()) {
            const QJsonValue location =
                v.toObject().value(QStringLiteral("data")).toObject().value(QStringLiteral("location"));
            if (location.isObject() && !location.toObject().value(QStringLiteral("internal")).toBool(true))
                ids << v.toObject().value(QStringLiteral("id")).toString();
        }
        return ids;
    }

    void nodesAndImagesTypedFields_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("cluster by name, cpu below")
            << QStringList{QStringLiteral("nodes"), QStringLiteral("--filter"),
                           QStringLiteral("cluster:edge cpu:<10")}
            << QStringList{QStringLiteral("n-edge-2")};
        QTest::newRow("cluster by id, cpu at least")
            << QStringList{QStringLiteral("nodes"), QStringLiteral("--filter"),
                           QStringLiteral("cluster:c-prod cpu:>=37.5")}
            << QStringList{QStringLiteral("n-prod-1"), QStringLiteral("n-prod-2")};
        QTest::newRow("checked is a time")
            << QStringList{QStringLiteral("nodes"), QStringLiteral("--filter"),
                           QStringLiteral("checked:<36500d name:*-1")}
            << QStringList{QStringLiteral("n-prod-1"), QStringLiteral("n-edge-1"), QStringLiteral("n-lab-1")};
        QTest::newRow("no check in the future")
            << QStringList{QStringLiteral("nodes"), QStringLiteral("--filter"), QStringLiteral("checked:<0s")}
            << QStringList{};
        QTest::newRow("versions is a number")
            << QStringList{QStringLiteral("images"), QStringLiteral("--filter"),
                           QStringLiteral("versions:>0")}
            << QStringList{QStringLiteral("img-webapp")};
        QTest::newRow("location kind") << QStringList{QStringLiteral("images"), QStringLiteral("--filter"),
                                                      QStringLiteral("-location:internal")}
                                       << externalImages();
    }

    void nodesAndImagesTypedFields()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        const Run r = ctl(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QStringList printed;
        for (const QJsonValue& v : cloudly::test::parseJsonArray(r.out))
            printed << v.toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(printed, expected);
    }

    void typedFilterErrorsExitTwoNamingTheTerm_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("message");
        QTest::newRow("comparison on text")
            << QStringLiteral("status:>3") << QStringLiteral("\"status:>3\": status is a text field");
        QTest::newRow("not a number")
            << QStringLiteral("cpu:>lots") << QStringLiteral("\"cpu:>lots\": \"lots\" is not a number");
        QTest::newRow("not a duration") << QStringLiteral("deployed:<soon")
                                        << QStringLiteral("\"deployed:<soon\": \"soon\" is not a duration");
    }

    void typedFilterErrorsExitTwoNamingTheTerm()
    {
        QFETCH(QString, filter);
        QFETCH(QString, message);
        const Run r = ctl({QStringLiteral("tasks"), QStringLiteral("--filter"), filter});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void clustersTableAndJsonNeverShowTheAcmeSecret()
    {
        const Run table = ctl({QStringLiteral("clusters")});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        QCOMPARE(cloudly::test::tableRows(table.out).size(), 3);
        QVERIFY(table.out.contains("c-prod"));
        QVERIFY(table.out.contains("production"));
        QVERIFY(!table.out.contains("MUST-NOT-BE-SHOWN"));
        QVERIFY(!table.err.contains("MUST-NOT-BE-SHOWN"));
        const Run json =
            ctl({QStringLiteral("clusters"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(!json.out.contains("MUST-NOT-BE-SHOWN"));
        QVERIFY(!json.err.contains("MUST-NOT-BE-SHOWN"));
        QVERIFY(json.err.contains("serverSecret")); // says what was left out
        const QJsonArray clusters = cloudly::test::parseJsonArray(json.out);
        QCOMPARE(clusters.size(), 3);
        // Everything else is as sent.
        QJsonObject expected =
            cloudly::test::demoFixture().value(QStringLiteral("clusters")).toArray().at(0).toObject();
        QJsonObject data = expected.value(QStringLiteral("data")).toObject();
        QJsonObject acme = data.value(QStringLiteral("acmeInfo")).toObject();
        acme.remove(QStringLiteral("serverSecret"));
        data.insert(QStringLiteral("acmeInfo"), acme);
        expected.insert(QStringLiteral("data"), data);
        QCOMPARE(clusters.at(0).toObject(), expected);
    }

    void nodesOfACluster()
    {
        const Run r = ctl({QStringLiteral("nodes"), QStringLiteral("--cluster"), QStringLiteral("c-edge")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList rows = cloudly::test::tableRows(r.out);
        QCOMPARE(rows.size(), 2);
        QVERIFY(rows.at(0).startsWith(QStringLiteral("n-edge-1")));
        QVERIFY(rows.at(0).contains(QStringLiteral("linux/arm64")));
        QVERIFY(rows.at(1).contains(QStringLiteral("maintenance")));

        const Run json = ctl({QStringLiteral("nodes"), QStringLiteral("--cluster"), QStringLiteral("c-edge"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray expected = cloudly::test::demoFixture()
                                        .value(QStringLiteral("clusters"))
                                        .toArray()
                                        .at(1)
                                        .toObject()
                                        .value(QStringLiteral("data"))
                                        .toObject()
                                        .value(QStringLiteral("nodes"))
                                        .toArray();
        QCOMPARE(cloudly::test::parseJsonArray(json.out), expected);

        const Run all = ctl({QStringLiteral("nodes")});
        QCOMPARE(cloudly::test::tableRows(all.out).size(), 7);
        const Run unknown =
            ctl({QStringLiteral("nodes"), QStringLiteral("--cluster"), QStringLiteral("c-nope")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("c-nope") && unknown.err.contains("c-edge"), unknown.err.constData());
    }

    void imagesTableAndJson()
    {
        const Run r = ctl({QStringLiteral("images")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(cloudly::test::tableRows(r.out).size(), 3);
        QVERIFY(r.out.contains("img-webapp"));
        QVERIFY(r.out.contains("1.3.1"));
        const Run json = ctl({QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(cloudly::test::parseJsonArray(json.out),
                 cloudly::test::demoFixture().value(QStringLiteral("images")).toArray());
    }

    void platformsFallBackHonestly()
    {
        const Run r = ctl({QStringLiteral("platforms"), QStringLiteral("img-webapp")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("getImagePlatforms"), r.err.constData());
        QVERIFY2(r.err.contains("preflight"), r.err.constData());
        QVERIFY(r.out.contains("1.3.1"));
        QVERIFY(r.out.contains("unknown (legacy store)"));
        QVERIFY(!r.out.contains("img-scratch"));
        const Run json =
            ctl({QStringLiteral("platforms"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(cloudly::test::parseJsonArray(json.out),
                 cloudly::test::demoFixture().value(QStringLiteral("images")).toArray());
        const Run watch = ctl({QStringLiteral("platforms"), QStringLiteral("--watch")});
        QCOMPARE(watch.exitCode, 2);
    }

    void usageErrors()
    {
        QCOMPARE(ctl({QStringLiteral("tasks"), QStringLiteral("extra")}).exitCode, 2);
        QCOMPARE(
            ctl({QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("markdown")}).exitCode,
            2);
    }

    void watchPrintsAndEndsCleanly()
    {
        QProcess p;
        p.start(cloudly::test::ServerProcess::binary(QStringLiteral("cloudlyctl")),
                {QStringLiteral("--demo"), QStringLiteral("tasks"), QStringLiteral("--watch"),
                 QStringLiteral("--filter"), QStringLiteral("status:failed")});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p.readAllStandardOutput();
                return out.contains("d-worker-prod-3");
            },
            20000));
        QVERIFY(out.startsWith("--- "));
        // Unchanged data is not printed again.
        QTest::qWait(2600);
        out += p.readAllStandardOutput();
        QCOMPARE(out.count("d-worker-prod-3"), 1);
        p.terminate(); // SIGTERM, like Ctrl+C's SIGINT
        QVERIFY(p.waitForFinished(5000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestInventoryCli)
#include "tst_inventorycli.moc"
