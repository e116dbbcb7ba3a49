// cloudlyctl tasks / clusters / nodes / images / platforms as a user or CI pipeline runs them, against the
// embedded demo server (--demo): filters, exact --service/--node/--cluster, lossless JSON, exit codes,
// secrets never printed, --watch.
#include "ctlprocess.h"
#include "serverprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

using Run = cloudly::test::CtlRun;

Run ctl(QStringList args)
{
    args.prepend(QStringLiteral("--demo"));
    return cloudly::test::runCloudlyctl(args);
}

QJsonObject fixture()
{
    QFile f(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonArray parseArray(const QByteArray& out)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return {};
    return doc.array();
}

// Data lines of a table (the header line dropped).
QStringList tableRows(const QByteArray& out)
{
    QStringList lines = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!lines.isEmpty())
        lines.removeFirst();
    return lines;
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
        const QStringList rows = tableRows(r.out);
        int running = 0;
        for (const QJsonValue& d : fixture().value(QStringLiteral("deployments")).toArray())
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
        QStringList rows = tableRows(byName.out);
        QCOMPARE(rows.size(), 1);
        QVERIFY(rows.first().startsWith(QStringLiteral("d-worker-prod-3")));
        const Run byId =
            ctl({QStringLiteral("tasks"), QStringLiteral("--filter"), QStringLiteral("node:n-edge-1")});
        QCOMPARE(byId.exitCode, 0);
        rows = tableRows(byId.out);
        QCOMPARE(rows.size(), 6);
    }

    void tasksOfAServiceAsJsonAreWholeAndUnchanged()
    {
        const Run r = ctl({QStringLiteral("tasks"), QStringLiteral("--service"), QStringLiteral("svc-web"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray printed = parseArray(r.out);
        QJsonArray expected;
        for (const QJsonValue& d : fixture().value(QStringLiteral("deployments")).toArray()) {
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
        const QJsonArray printed = parseArray(r.out);
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

    void clustersTableAndJsonNeverShowTheAcmeSecret()
    {
        const Run table = ctl({QStringLiteral("clusters")});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        QCOMPARE(tableRows(table.out).size(), 3);
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
        const QJsonArray clusters = parseArray(json.out);
        QCOMPARE(clusters.size(), 3);
        // Everything else is as sent.
        QJsonObject expected = fixture().value(QStringLiteral("clusters")).toArray().at(0).toObject();
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
        const QStringList rows = tableRows(r.out);
        QCOMPARE(rows.size(), 2);
        QVERIFY(rows.at(0).startsWith(QStringLiteral("n-edge-1")));
        QVERIFY(rows.at(0).contains(QStringLiteral("linux/arm64")));
        QVERIFY(rows.at(1).contains(QStringLiteral("maintenance")));

        const Run json = ctl({QStringLiteral("nodes"), QStringLiteral("--cluster"), QStringLiteral("c-edge"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray expected = fixture()
                                        .value(QStringLiteral("clusters"))
                                        .toArray()
                                        .at(1)
                                        .toObject()
                                        .value(QStringLiteral("data"))
                                        .toObject()
                                        .value(QStringLiteral("nodes"))
                                        .toArray();
        QCOMPARE(parseArray(json.out), expected);

        const Run all = ctl({QStringLiteral("nodes")});
        QCOMPARE(tableRows(all.out).size(), 7);
        const Run unknown =
            ctl({QStringLiteral("nodes"), QStringLiteral("--cluster"), QStringLiteral("c-nope")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("c-nope") && unknown.err.contains("c-edge"), unknown.err.constData());
    }

    void imagesTableAndJson()
    {
        const Run r = ctl({QStringLiteral("images")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(tableRows(r.out).size(), 3);
        QVERIFY(r.out.contains("img-webapp"));
        QVERIFY(r.out.contains("1.3.1"));
        const Run json = ctl({QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(parseArray(json.out), fixture().value(QStringLiteral("images")).toArray());
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
        QCOMPARE(parseArray(json.out), fixture().value(QStringLiteral("images")).toArray());
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
