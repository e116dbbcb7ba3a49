// `cloudlyctl wait` and `cloudlyctl logs` as a CI pipeline runs them: the real cloudlyctl process against
// the Node reference peer (where a test changes tasks on the server side while cloudlyctl polls) and
// against our demo server process. Also the command-line convention: an option after the command belongs
// to the command (`wait --version 1.4.0 --timeout 5m`), before it keeps its global meaning.
#include "ctlprocess.h"
#include "serverprocess.h"
#include "testutil.h"

#include "core/journal/journalstore.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

class TestWaitCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_server;

    QMap<QString, QString> env() const
    {
        return {{QStringLiteral("CLOUDLY_URL"), m_server->url().toString()},
                {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}};
    }
    bool startServer(ServerProcess::Kind kind)
    {
        m_server = std::make_unique<ServerProcess>(kind);
        if (!m_server->start()) {
            qWarning("%s", qPrintable(m_server->error()));
            return false;
        }
        return true;
    }
    // Changes a task on the peer, as Cloudly would while a rollout progresses.
    bool patchTask(const QString& id, const QJsonObject& patch)
    {
        core::TypedSocketClient c;
        c.open(m_server->url());
        if (!test::waitForState(c, core::TypedSocketClient::State::Connected))
            return false;
        const core::CallResult r =
            test::callAndWait(c, QStringLiteral("__peer_patchDeployment"),
                              {{QStringLiteral("id"), id}, {QStringLiteral("patch"), patch}});
        return r.ok();
    }
    // Starts cloudlyctl without waiting for it (the test acts while it polls).
    std::unique_ptr<QProcess> startCtl(const QStringList& args)
    {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const QString& k : {QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("CLOUDLY_PROFILE")})
            e.remove(k);
        const auto vars = env();
        for (auto it = vars.begin(); it != vars.end(); ++it)
            e.insert(it.key(), it.value());
        p->setProcessEnvironment(e);
        p->start(ServerProcess::binary(QStringLiteral("cloudlyctl")), args);
        return p;
    }
    static bool waitForStderr(QProcess& p, const QByteArray& needle, QByteArray& seen, int ms = 30000)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms) {
            p.waitForReadyRead(100);
            seen += p.readAllStandardError();
            if (seen.contains(needle))
                return true;
            if (p.state() == QProcess::NotRunning)
                return false;
        }
        return false;
    }

private Q_SLOTS:
    void cleanup() { m_server.reset(); }

    void readyServiceExitsZero_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("node-peer") << int(ServerProcess::Kind::NodePeer);
        QTest::newRow("demo-server") << int(ServerProcess::Kind::DemoServer);
    }
    void readyServiceExitsZero()
    {
        QFETCH(int, kind);
        QVERIFY(startServer(ServerProcess::Kind(kind)));
        const CtlRun r = test::runCloudlyctl({QStringLiteral("wait"), QStringLiteral("--service"),
                                              QStringLiteral("svc-web"), QStringLiteral("--replicas"),
                                              QStringLiteral("3"), QStringLiteral("--healthy"),
                                              QStringLiteral("--timeout"), QStringLiteral("30s")},
                                             env());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("svc-web: ready: 3 task(s) running and healthy"), r.err.constData());
        // One more replica than exists: not ready, and it says what is missing when the time is up.
        const CtlRun more = test::runCloudlyctl(
            {QStringLiteral("wait"), QStringLiteral("--service"), QStringLiteral("svc-web"),
             QStringLiteral("--replicas"), QStringLiteral("4"), QStringLiteral("--timeout"),
             QStringLiteral("1500ms"), QStringLiteral("--interval"), QStringLiteral("300ms")},
            env());
        QCOMPARE(more.exitCode, 3);
        QVERIFY2(more.err.contains("timed out after 1s") && more.err.contains("3 of 4 task(s) present"),
                 more.err.constData());
    }

    void failedTaskExitsThreeAtOnceNamingIt_data() { readyServiceExitsZero_data(); }
    void failedTaskExitsThreeAtOnceNamingIt()
    {
        QFETCH(int, kind);
        QVERIFY(startServer(ServerProcess::Kind(kind)));
        QElapsedTimer t;
        t.start();
        const CtlRun r = test::runCloudlyctl({QStringLiteral("wait"), QStringLiteral("--service"),
                                              QStringLiteral("svc-worker"), QStringLiteral("--timeout"),
                                              QStringLiteral("5m")},
                                             env());
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("FAILED: d-worker-prod-3 on n-prod-3 is failed"), r.err.constData());
        QVERIFY2(t.elapsed() < 60000, "a failed task must end the wait at once, not at the 5 min deadline");
    }

    void rolloutProgressesOnTheServer()
    {
        // svc-corelog: d-corelog-lab-1 is starting. cloudlyctl waits; the task turns running; exit 0.
        QVERIFY(startServer(ServerProcess::Kind::NodePeer));
        auto p =
            startCtl({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("wait"),
                      QStringLiteral("--service"), QStringLiteral("svc-corelog"), QStringLiteral("--timeout"),
                      QStringLiteral("2m"), QStringLiteral("--interval"), QStringLiteral("200ms")});
        QByteArray err;
        QVERIFY2(waitForStderr(*p, "d-corelog-lab-1 on n-lab-1 is starting", err), err.constData());
        QVERIFY(p->state() == QProcess::Running);
        QVERIFY(patchTask(QStringLiteral("d-corelog-lab-1"),
                          {{QStringLiteral("status"), QStringLiteral("running")}}));
        QVERIFY(p->waitForFinished(60000));
        err += p->readAllStandardError();
        QCOMPARE(p->exitCode(), 0);
        QVERIFY2(err.contains("svc-corelog: ready: 4 task(s) running"), err.constData());
        // --format json: one JSON object per poll, the last one ready.
        const QList<QByteArray> lines = p->readAllStandardOutput().trimmed().split('\n');
        QVERIFY(lines.size() >= 2);
        const QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
        const QJsonObject last = QJsonDocument::fromJson(lines.last()).object();
        QCOMPARE(first.value(QStringLiteral("verdict")).toString(), QStringLiteral("waiting"));
        QCOMPARE(first.value(QStringLiteral("notReady"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("deploymentId")),
                 QJsonValue(QStringLiteral("d-corelog-lab-1")));
        QCOMPARE(last.value(QStringLiteral("verdict")).toString(), QStringLiteral("ready"));
        QCOMPARE(last.value(QStringLiteral("running")).toInt(), 4);
    }

    void rolloutFailsOnTheServer()
    {
        // The starting task fails while cloudlyctl waits: exit 3 at once, long before the deadline.
        QVERIFY(startServer(ServerProcess::Kind::NodePeer));
        auto p = startCtl({QStringLiteral("wait"), QStringLiteral("--service"), QStringLiteral("svc-corelog"),
                           QStringLiteral("--healthy"), QStringLiteral("--timeout"), QStringLiteral("10m"),
                           QStringLiteral("--interval"), QStringLiteral("200ms")});
        QByteArray err;
        QVERIFY2(waitForStderr(*p, "is starting", err), err.constData());
        // --healthy: the running-but-unknown-health task counts as not ready.
        QVERIFY2(err.contains("d-corelog-lab-1"), err.constData());
        QVERIFY(patchTask(QStringLiteral("d-corelog-lab-1"),
                          {{QStringLiteral("status"), QStringLiteral("failed")}}));
        QVERIFY(p->waitForFinished(60000));
        err += p->readAllStandardError();
        QCOMPARE(p->exitCode(), 3);
        QVERIFY2(err.contains("FAILED: d-corelog-lab-1 on n-lab-1 is failed"), err.constData());
    }

    void versionAndStoppedTasks()
    {
        QVERIFY(startServer(ServerProcess::Kind::NodePeer));
        // svc-coremongo: one running, one stopped: the stopped one is ignored.
        CtlRun r = test::runCloudlyctl({QStringLiteral("wait"), QStringLiteral("--service"),
                                        QStringLiteral("svc-coremongo"), QStringLiteral("--timeout"),
                                        QStringLiteral("20s")},
                                       env());
        QCOMPARE(r.exitCode, 0);
        // A version nobody runs yet: waiting for it, then timeout (exit 3) saying 0 of 1.
        r = test::runCloudlyctl({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("wait"),
                                 QStringLiteral("--service"), QStringLiteral("svc-web"),
                                 QStringLiteral("--version"), QStringLiteral("1.4.0"),
                                 QStringLiteral("--timeout"), QStringLiteral("1s"),
                                 QStringLiteral("--interval"), QStringLiteral("250ms")},
                                env());
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("svc-web version 1.4.0: waiting: 0 of 1 running") &&
                     r.err.contains("0 of 1 task(s) present"),
                 r.err.constData());
        const QJsonObject last = QJsonDocument::fromJson(r.out.trimmed().split('\n').last()).object();
        QCOMPARE(last.value(QStringLiteral("verdict")).toString(), QStringLiteral("timeout"));
        QCOMPARE(last.value(QStringLiteral("version")).toString(), QStringLiteral("1.4.0"));
        QCOMPARE(last.value(QStringLiteral("ignored")).toInt(), 3); // the three 1.3.0 tasks
        // ... and the version that runs: ready.
        r = test::runCloudlyctl({QStringLiteral("wait"), QStringLiteral("--service"),
                                 QStringLiteral("svc-web"), QStringLiteral("--version"),
                                 QStringLiteral("1.3.0"), QStringLiteral("--replicas"), QStringLiteral("3")},
                                env());
        QCOMPARE(r.exitCode, 0);
    }

    void unknownServiceAndConnectionErrorsExitOne()
    {
        QVERIFY(startServer(ServerProcess::Kind::NodePeer));
        CtlRun r = test::runCloudlyctl(
            {QStringLiteral("wait"), QStringLiteral("--service"), QStringLiteral("svc-nope")}, env());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("no service svc-nope"), r.err.constData());
        const QUrl url = m_server->url();
        m_server->stop();
        r = test::runCloudlyctl(
            {QStringLiteral("wait"), QStringLiteral("--service"), QStringLiteral("svc-web")},
            {{QStringLiteral("CLOUDLY_URL"), url.toString()},
             {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
             {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}});
        QCOMPARE(r.exitCode, 1);
    }

    // A Cloudly that answers an unknown service's tasks with an empty list (a query by serviceId): the
    // services list decides, at once (a 10 minute timeout would otherwise be waited out and end in "0 of 1
    // task(s) present").
    void mistypedServiceFailsAtOnce()
    {
        m_server = std::make_unique<ServerProcess>(
            ServerProcess::Kind::NodePeer, QStringList{QStringLiteral("--tasks-of-unknown-service-empty")});
        QVERIFY2(m_server->start(), qPrintable(m_server->error()));
        const CtlRun r = test::runCloudlyctl({QStringLiteral("wait"), QStringLiteral("--service"),
                                              QStringLiteral("svc-typo"), QStringLiteral("--timeout"),
                                              QStringLiteral("10m")},
                                             env(), 60000);
        QVERIFY2(r.exitCode == 1, r.err.constData());
        QVERIFY2(r.err.contains("no service svc-typo"), r.err.constData());
        QVERIFY2(!r.err.contains("task(s) present"), r.err.constData());
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no unit") << QStringList{QStringLiteral("--service"), QStringLiteral("svc-web"),
                                                QStringLiteral("--timeout"), QStringLiteral("5")}
                                 << QByteArray("has no unit");
        QTest::newRow("bad unit") << QStringList{QStringLiteral("--service"), QStringLiteral("svc-web"),
                                                 QStringLiteral("--interval"), QStringLiteral("3 weeks")}
                                  << QByteArray("--interval");
        QTest::newRow("zero") << QStringList{QStringLiteral("--service"), QStringLiteral("svc-web"),
                                             QStringLiteral("--timeout"), QStringLiteral("0s")}
                              << QByteArray("must be more than 0");
        QTest::newRow("replicas") << QStringList{QStringLiteral("--service"), QStringLiteral("svc-web"),
                                                 QStringLiteral("--replicas"), QStringLiteral("0")}
                                  << QByteArray("--replicas needs a whole number of at least 1");
        QTest::newRow("no service") << QStringList{} << QByteArray("wait needs --service ID");
        QTest::newRow("csv") << QStringList{QStringLiteral("--service"), QStringLiteral("svc-web"),
                                            QStringLiteral("--format"), QStringLiteral("csv")}
                             << QByteArray("wait supports --format table or json");
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        // No server at all: bad input is refused before connecting.
        const CtlRun r =
            test::runCloudlyctl(QStringList{QStringLiteral("wait")} + args,
                                {{QStringLiteral("CLOUDLY_URL"), QStringLiteral("ws://127.0.0.1:1")}});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    void optionsAfterTheCommandBelongToIt()
    {
        // Before the command: the global meanings.
        CtlRun r = test::runCloudlyctl({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("cloudlyctl "));
        r = test::runCloudlyctl({QStringLiteral("--timeout"), QStringLiteral("5m"), QStringLiteral("wait"),
                                 QStringLiteral("--service"), QStringLiteral("svc-web")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--timeout needs a positive number of milliseconds"), r.err.constData());
        // After `wait`: the rollout's version and deadline (the demo runs svc-web 1.3.0).
        r = test::runCloudlyctl({QStringLiteral("--demo"), QStringLiteral("wait"),
                                 QStringLiteral("--service"), QStringLiteral("svc-web"),
                                 QStringLiteral("--version"), QStringLiteral("1.4.0"),
                                 QStringLiteral("--timeout"), QStringLiteral("1s")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(!r.out.startsWith("cloudlyctl ") && r.err.contains("version 1.4.0"), r.err.constData());
        // A global timeout before the command and the rollout deadline after it, in one line.
        r = test::runCloudlyctl({QStringLiteral("--timeout"), QStringLiteral("20000"),
                                 QStringLiteral("--demo"), QStringLiteral("wait"),
                                 QStringLiteral("--service"), QStringLiteral("svc-web"),
                                 QStringLiteral("--timeout"), QStringLiteral("10s")});
        QCOMPARE(r.exitCode, 0);
        // Other commands keep their shared options after the command name.
        r = test::runCloudlyctl({QStringLiteral("--demo"), QStringLiteral("tasks"),
                                 QStringLiteral("--format"), QStringLiteral("json"),
                                 QStringLiteral("--service"), QStringLiteral("svc-web")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 3);
        // An option only `wait` knows is an error on another command.
        r = test::runCloudlyctl({QStringLiteral("--demo"), QStringLiteral("tasks"),
                                 QStringLiteral("--replicas"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("replicas"), r.err.constData());
    }

    void logsOfATaskAndAService_data() { readyServiceExitsZero_data(); }
    void logsOfATaskAndAService()
    {
        QFETCH(int, kind);
        QVERIFY(startServer(ServerProcess::Kind(kind)));
        CtlRun r = test::runCloudlyctl({QStringLiteral("logs"), QStringLiteral("d-web-prod-1")}, env());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("2025-12-31T16:36:00Z scheduled web@1.3.0 on prod-1\n"
                                   "2025-12-31T16:36:04Z pulling image img-webapp:1.3.0\n"
                                   "2025-12-31T16:36:19Z container created\n"
                                   "2025-12-31T16:36:21Z container started\n"));
        // A service: every task's lines, tagged, ordered by their own timestamps.
        r = test::runCloudlyctl({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("logs"),
                                 QStringLiteral("--service"), QStringLiteral("svc-web"),
                                 QStringLiteral("--grep"), QStringLiteral("container (created|started)")},
                                env());
        QCOMPARE(r.exitCode, 0);
        const QJsonArray lines = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(lines.size(), 6);
        QString previous;
        QSet<QString> tasks;
        for (const QJsonValue& v : lines) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.keys(), (QStringList{QStringLiteral("deploymentId"), QStringLiteral("line"),
                                            QStringLiteral("nodeId")}));
            const QString line = o.value(QStringLiteral("line")).toString();
            QVERIFY2(line.contains(QLatin1String("container")), qPrintable(line));
            QVERIFY2(line.left(20) >= previous, qPrintable(line));
            previous = line.left(20);
            tasks.insert(o.value(QStringLiteral("deploymentId")).toString());
        }
        QCOMPARE(tasks.size(), 3);
        // Table: each line tagged [task@node].
        r = test::runCloudlyctl({QStringLiteral("logs"), QStringLiteral("--service"),
                                 QStringLiteral("svc-web"), QStringLiteral("--grep"),
                                 QStringLiteral("pulling")},
                                env());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("[d-web-prod-1@n-prod-1] 2025-12-31T16:36:04Z pulling image"),
                 r.out.constData());
        QCOMPARE(r.out.count('\n'), 3);
        // Unknown task: exit 1 naming it; a bad regex: exit 2.
        r = test::runCloudlyctl({QStringLiteral("logs"), QStringLiteral("d-nope")}, env());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("unknown task \"d-nope\""), r.err.constData());
        r = test::runCloudlyctl({QStringLiteral("logs"), QStringLiteral("--service"),
                                 QStringLiteral("svc-web"), QStringLiteral("--grep"), QStringLiteral("(")},
                                env());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not a valid regular expression"), r.err.constData());
    }

    void listingsAsCsv_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("tasks") << QStringList{QStringLiteral("tasks")};
        QTest::newRow("tasks filtered")
            << QStringList{QStringLiteral("tasks"), QStringLiteral("--service"), QStringLiteral("svc-web")};
        QTest::newRow("services") << QStringList{QStringLiteral("services")};
        QTest::newRow("clusters") << QStringList{QStringLiteral("clusters")};
        QTest::newRow("nodes") << QStringList{QStringLiteral("nodes")};
        QTest::newRow("images") << QStringList{QStringLiteral("images")};
    }
    void listingsAsCsv()
    {
        // --format csv: a header row, then one row per object (as many as --format json prints), RFC 4180.
        QFETCH(QStringList, command);
        QVERIFY(startServer(ServerProcess::Kind::NodePeer));
        const CtlRun csv = test::runCloudlyctl(
            QStringList{QStringLiteral("--format"), QStringLiteral("csv")} + command, env());
        QCOMPARE(csv.exitCode, 0);
        const CtlRun json = test::runCloudlyctl(
            QStringList{QStringLiteral("--format"), QStringLiteral("json")} + command, env());
        QCOMPARE(json.exitCode, 0);
        const qsizetype objects = QJsonDocument::fromJson(json.out).array().size();
        QVERIFY(objects > 0);
        QVERIFY2(csv.out.endsWith("\r\n"), csv.out.right(20).constData());
        // An independent reader: split records on CRLF outside quotes, fields on commas outside quotes.
        QList<QStringList> records{{}};
        QString field;
        bool quoted = false;
        const QString text = QString::fromUtf8(csv.out);
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (quoted) {
                if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"')
                    field += c, ++i;
                else if (c == u'"')
                    quoted = false;
                else
                    field += c;
            } else if (c == u'"') {
                quoted = true;
            } else if (c == u',') {
                records.last() << field, field.clear();
            } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
                records.last() << field, field.clear();
                records.append(QStringList());
                ++i;
            } else {
                QVERIFY2(c != u'\n', "a bare LF outside quotes");
                field += c;
            }
        }
        QVERIFY(!quoted);
        QVERIFY(records.last().isEmpty() && field.isEmpty());
        records.removeLast();
        QCOMPARE(records.size(), objects + 1); // header + one row per object
        for (const QStringList& r : std::as_const(records))
            QCOMPARE(r.size(), records.first().size());
        QCOMPARE(records.first().first(), QStringLiteral("ID"));
    }

    void journalReadsWhatTheConsoleRecorded()
    {
        QTemporaryDir data;
        const QByteArray dir = data.path().toUtf8();
        qputenv("CLOUDLY_DATA_DIR", dir);
        const QString path = core::JournalStore::defaultPath(QStringLiteral("prod"));
        qunsetenv("CLOUDLY_DATA_DIR");
        QVERIFY(path.startsWith(data.path()));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        {
            core::JournalStore store(path);
            QList<core::JournalEntry> entries;
            const auto add = [&](qint64 ago, const QString& kind, const QString& id, const QString& before,
                                 const QString& after) {
                core::JournalEntry e;
                e.at = now - ago;
                e.kind = kind;
                e.objectId = id;
                e.serviceId = QStringLiteral("svc-web");
                e.nodeId = QStringLiteral("n-1");
                e.before = before;
                e.after = after;
                entries << e;
            };
            add(3 * 3600 * 1000, QStringLiteral("task.status"), QStringLiteral("d-old"),
                QStringLiteral("running"), QStringLiteral("failed"));
            add(60 * 1000, QStringLiteral("task.status"), QStringLiteral("d-new"), QStringLiteral("starting"),
                QStringLiteral("running"));
            add(30 * 1000, QStringLiteral("task.health"), QStringLiteral("d-new"), QStringLiteral("healthy"),
                QStringLiteral("unhealthy"));
            store.append(entries);
            store.flush();
        }
        const QMap<QString, QString> env{{QStringLiteral("CLOUDLY_DATA_DIR"), data.path()}};
        CtlRun r = test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("prod"),
                                        QStringLiteral("--format"), QStringLiteral("json"),
                                        QStringLiteral("journal")},
                                       env);
        QCOMPARE(r.exitCode, 0);
        QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(QJsonDocument::fromJson(lines.first()).object().value(QStringLiteral("objectId")).toString(),
                 QStringLiteral("d-old"));
        QVERIFY2(r.err.contains("what the console saw change"), r.err.constData());
        // --since and --filter (the filter language over the journal's fields).
        r = test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("prod"),
                                 QStringLiteral("--format"), QStringLiteral("json"),
                                 QStringLiteral("journal"), QStringLiteral("--since"), QStringLiteral("1h"),
                                 QStringLiteral("--filter"), QStringLiteral("kind:task.status")},
                                env);
        QCOMPARE(r.exitCode, 0);
        lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        const QJsonObject o = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(o.value(QStringLiteral("objectId")).toString(), QStringLiteral("d-new"));
        QCOMPARE(o.value(QStringLiteral("after")).toString(), QStringLiteral("running"));
        // Table; a bad duration or filter exits 2; another profile's journal is empty.
        r = test::runCloudlyctl(
            {QStringLiteral("--profile"), QStringLiteral("prod"), QStringLiteral("journal")}, env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("task d-new of svc-web on n-1: health healthy → unhealthy"),
                 r.out.constData());
        r = test::runCloudlyctl(
            {QStringLiteral("journal"), QStringLiteral("--since"), QStringLiteral("ages")}, env);
        QCOMPARE(r.exitCode, 2);
        r = test::runCloudlyctl(
            {QStringLiteral("journal"), QStringLiteral("--filter"), QStringLiteral("colour:red")}, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("colour"), r.err.constData());
        r = test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("staging"),
                                 QStringLiteral("--format"), QStringLiteral("json"),
                                 QStringLiteral("journal")},
                                env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.trimmed().isEmpty());
    }

    void logsFollowPrintsNewLines()
    {
        QVERIFY(startServer(ServerProcess::Kind::NodePeer));
        auto p = startCtl({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("logs"),
                           QStringLiteral("d-web-prod-1"), QStringLiteral("--follow"),
                           QStringLiteral("--interval"), QStringLiteral("200ms")});
        QByteArray err;
        QVERIFY2(waitForStderr(*p, "following by polling every 200ms", err), err.constData());
        QByteArray out;
        QElapsedTimer t;
        t.start();
        while (out.count('\n') < 4 && t.elapsed() < 30000) {
            p->waitForReadyRead(100);
            out += p->readAllStandardOutput();
        }
        QCOMPARE(out.count('\n'), 4);
        QJsonArray log;
        for (const char* l :
             {"2025-12-31T16:36:00Z scheduled web@1.3.0 on prod-1",
              "2025-12-31T16:36:04Z pulling image img-webapp:1.3.0", "2025-12-31T16:36:19Z container created",
              "2025-12-31T16:36:21Z container started", "2025-12-31T16:40:00Z health check passed"})
            log.append(QString::fromUtf8(l));
        QVERIFY(patchTask(QStringLiteral("d-web-prod-1"), {{QStringLiteral("deploymentLog"), log}}));
        t.restart();
        while (out.count('\n') < 5 && t.elapsed() < 30000) {
            p->waitForReadyRead(100);
            out += p->readAllStandardOutput();
        }
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5); // the new line once, the old ones not again
        QCOMPARE(QJsonDocument::fromJson(lines.last()).object().value(QStringLiteral("line")).toString(),
                 QStringLiteral("2025-12-31T16:40:00Z health check passed"));
        p->terminate(); // SIGTERM: a follow ends with 0
        QVERIFY(p->waitForFinished(10000));
        QCOMPARE(p->exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWaitCli)
#include "tst_waitcli.moc"
