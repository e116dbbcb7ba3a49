// The options the soak test (tests/soak) relies on, on the real processes: cloudly-demo-server --event-log
// (what it changed, accepted, logged in and dropped; a restarted server resumes its data from the log) and
// --drop-every, and cloudly-console --poll-interval.
#include "serverprocess.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;
using namespace cloudly::test;

namespace {
QList<QJsonObject> readLog(const QString& path)
{
    QList<QJsonObject> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !line.endsWith('\n'))
            qWarning() << "not a whole JSON line:" << line;
        out << doc.object();
    }
    return out;
}

QList<QJsonObject> eventsOf(const QList<QJsonObject>& log, const QString& event)
{
    QList<QJsonObject> out;
    for (const QJsonObject& e : log)
        if (e.value(QLatin1String("event")).toString() == event)
            out << e;
    return out;
}

QJsonArray deployments(TypedSocketClient& client, const QJsonObject& identity)
{
    return callAndWait(client, QStringLiteral("getDeployments"), {{QStringLiteral("identity"), identity}})
        .response.value(QLatin1String("deployments"))
        .toArray();
}

QJsonObject login(TypedSocketClient& client)
{
    return callAndWait(client, QStringLiteral("adminLoginWithUsernameAndPassword"),
                       {{QStringLiteral("username"), QStringLiteral("admin")},
                        {QStringLiteral("password"), QStringLiteral("demo")}})
        .response.value(QLatin1String("identity"))
        .toObject();
}

int exitCodeOf(const QString& program, const QStringList& args, QString* err = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(20000))
        return -1;
    if (err)
        *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitCode();
}
} // namespace

class TestSoakOptions : public QObject
{
    Q_OBJECT

    // `next` is `previous` with exactly the changes the log records for `reply` (50 of them), no other.
    static bool changesMatch(const QJsonArray& previous, const QJsonArray& next, int reply,
                             const QList<QJsonObject>& changes)
    {
        QHash<QString, int> index;
        for (int i = 0; i < next.size(); ++i)
            index.insert(next.at(i).toObject().value(QLatin1String("id")).toString(), i);
        int logged = 0;
        for (const QJsonObject& c : changes) {
            if (c.value(QLatin1String("reply")).toInt() != reply)
                continue;
            ++logged;
            const int i = index.value(c.value(QLatin1String("id")).toString(), -1);
            const QString field = c.value(QLatin1String("field")).toString();
            if (i < 0 || previous.at(i).toObject().value(field) != c.value(QLatin1String("before")) ||
                next.at(i).toObject().value(field) != c.value(QLatin1String("after"))) {
                qWarning() << "reply" << reply << "does not match the logged change" << c;
                return false;
            }
        }
        int differ = 0;
        for (int i = 0; i < next.size(); ++i)
            differ += next.at(i) != previous.at(i) ? 1 : 0;
        if (logged != 50 || differ != logged) {
            qWarning() << "reply" << reply << ":" << logged << "logged changes," << differ
                       << "elements differ";
            return false;
        }
        return true;
    }

private Q_SLOTS:
    void eventLogRecordsChangesAcceptsAndLogins()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("events.jsonl"));
        const QStringList args{QStringLiteral("--tasks"),         QStringLiteral("500"),
                               QStringLiteral("--services"),      QStringLiteral("50"),
                               QStringLiteral("--churn-percent"), QStringLiteral("10"),
                               QStringLiteral("--event-log"),     log};
        ServerProcess server(ServerProcess::Kind::DemoServer, args);
        QVERIFY2(server.start(), qPrintable(server.error()));
        TypedSocketClient client;
        client.open(server.url());
        QVERIFY(waitForState(client, TypedSocketClient::State::Connected));
        const QJsonObject identity = login(client);
        QVERIFY(!identity.isEmpty());
        QList<QJsonArray> replies;
        for (int i = 0; i < 3; ++i)
            replies << deployments(client, identity);
        QCOMPARE(replies.at(0).size(), 500);

        const QList<QJsonObject> events = readLog(log);
        QCOMPARE(eventsOf(events, QStringLiteral("started")).size(), 1);
        QCOMPARE(eventsOf(events, QStringLiteral("accepted")).size(), 1);
        QCOMPARE(eventsOf(events, QStringLiteral("login")).size(), 1);
        const QList<QJsonObject> changes = eventsOf(events, QStringLiteral("change"));
        QCOMPARE(changes.size(), 2 * 50); // two changed replies of 10 % of 500
        // Each logged change is the difference between two replies, and there is no other.
        for (int reply = 1; reply <= 2; ++reply)
            QVERIFY(changesMatch(replies.at(reply - 1), replies.at(reply), reply, changes));

        // Killed and started again on the same log: the data is where it was, and the sequence goes on.
        const quint16 port = server.port();
        server.stop();
        QVERIFY(waitForState(client, TypedSocketClient::State::Reconnecting));
        client.close();
        ServerProcess again(ServerProcess::Kind::DemoServer, args);
        QVERIFY2(again.start(port), qPrintable(again.error()));
        TypedSocketClient second;
        second.open(again.url());
        QVERIFY(waitForState(second, TypedSocketClient::State::Connected));
        const QJsonObject identity2 = login(second);
        // Its first reply is the data of the third changed reply: the second's, changed as its log says.
        const QJsonArray resumed = deployments(second, identity2);
        const QList<QJsonObject> after = readLog(log);
        QVERIFY(changesMatch(replies.at(2), resumed, 3, eventsOf(after, QStringLiteral("change"))));
        const QList<QJsonObject> started = eventsOf(after, QStringLiteral("started"));
        QCOMPARE(started.size(), 2);
        QCOMPARE(started.at(1).value(QLatin1String("resumedAfterReply")).toInt(), 2);
        const QList<QJsonObject> changes2 = eventsOf(after, QStringLiteral("change"));
        QCOMPARE(changes2.size(), 3 * 50);
        QCOMPARE(changes2.constLast().value(QLatin1String("reply")).toInt(), 3);
    }

    void dropEveryDropsTheConnection()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("events.jsonl"));
        ServerProcess server(
            ServerProcess::Kind::DemoServer,
            {QStringLiteral("--drop-every"), QStringLiteral("0.5"), QStringLiteral("--event-log"), log});
        QVERIFY2(server.start(), qPrintable(server.error()));
        TypedSocketClient::Options options;
        options.initialBackoffMs = 100;
        TypedSocketClient client(options);
        client.open(server.url());
        QVERIFY(waitForState(client, TypedSocketClient::State::Connected));
        QSignalSpy drops(&client, &TypedSocketClient::disconnected);
        QVERIFY(drops.wait(5000));
        // Closed without a close frame (a broken link), and the client comes back.
        QVERIFY(waitForState(client, TypedSocketClient::State::Connected));
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const QJsonObject& e : eventsOf(readLog(log), QStringLiteral("dropped")))
                    if (e.value(QLatin1String("connections")).toInt() == 1)
                        return true;
                return false;
            },
            5000));
        QVERIFY(eventsOf(readLog(log), QStringLiteral("accepted")).size() >= 2);

        const QString binary = ServerProcess::binary(QStringLiteral("cloudly-demo-server"));
        for (const char* bad : {"soon", "-1", "0.01"})
            QCOMPARE(exitCodeOf(binary, {QStringLiteral("--drop-every"), QString::fromLatin1(bad)}), 2);
        QCOMPARE(exitCodeOf(binary,
                            {QStringLiteral("--event-log"), dir.filePath(QStringLiteral("no/such/dir/x"))}),
                 1);
    }

    void consolePollInterval()
    {
        const QString console = ServerProcess::binary(QStringLiteral("cloudly-console"));
        QVERIFY2(QFile::exists(console), qPrintable(console));
        QString err;
        for (const char* bad : {"fast", "0", "0.1", "-5"}) {
            QCOMPARE(exitCodeOf(console, {QStringLiteral("--poll-interval"), QString::fromLatin1(bad)}, &err),
                     2);
            QVERIFY2(err.contains(QLatin1String("--poll-interval")), qPrintable(err));
        }

        // The real console at a 1 s poll: each poll of the churning server is a changed reply in its log.
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("events.jsonl"));
        ServerProcess server(ServerProcess::Kind::DemoServer,
                             {QStringLiteral("--tasks"), QStringLiteral("700"), QStringLiteral("--services"),
                              QStringLiteral("70"), QStringLiteral("--churn-percent"), QStringLiteral("1"),
                              QStringLiteral("--event-log"), log});
        QVERIFY2(server.start(), qPrintable(server.error()));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("CLOUDLY_DATA_DIR"));
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral(".config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral(".local/share")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral(".cache")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(console, {QStringLiteral("--demo-server"), server.url().toString(),
                          QStringLiteral("--poll-interval"), QStringLiteral("1")});
        QVERIFY(p.waitForStarted());
        // Six changed replies: at the default 5 s this takes 30 s; at 1 s about 7 (20 s of slack for a busy
        // machine).
        const bool polled = QTest::qWaitFor(
            [&] { return eventsOf(readLog(log), QStringLiteral("change")).size() >= 6 * 7; }, 22000);
        p.kill();
        p.waitForFinished();
        QVERIFY2(polled,
                 qPrintable(QString::number(eventsOf(readLog(log), QStringLiteral("change")).size())));
    }
};

QTEST_GUILESS_MAIN(TestSoakOptions)
#include "tst_soakoptions.moc"
