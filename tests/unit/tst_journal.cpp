// The change journal (core/journal): what the recorder makes of successive polls, that secrets and
// environment values never reach it, and the SQLite store (written on its own thread, bounded, read back).
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace cloudly::core;

namespace {
Deployment task(const QString& id, const QString& status, const QString& health = {})
{
    Deployment d;
    d.id = id;
    d.serviceId = QStringLiteral("svc-web");
    d.nodeId = QStringLiteral("n-1");
    d.status = status;
    if (!health.isEmpty())
        d.healthStatus = health;
    d.raw = QJsonObject{{QStringLiteral("id"), id},
                        {QStringLiteral("status"), status},
                        {QStringLiteral("healthStatus"), health}};
    return d;
}
Cluster cluster(const QList<std::pair<QString, QString>>& nodes)
{
    Cluster c;
    c.id = QStringLiteral("c-1");
    for (const auto& [id, status] : nodes) {
        ClusterNode n;
        n.id = id;
        n.data.status = status;
        c.data.nodes << n;
    }
    return c;
}
Service service(const QString& id, const QJsonObject& data)
{
    Service s;
    s.id = id;
    s.raw = QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}};
    return s;
}
QStringList kinds(const QList<JournalEntry>& entries)
{
    QStringList out;
    for (const JournalEntry& e : entries)
        out << e.kind + QLatin1Char(':') + e.objectId + QLatin1Char(':') + e.before + QStringLiteral("->") +
                   e.after;
    return out;
}
} // namespace

class TestJournal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reconnectNotesObservationAgain()
    {
        // A reconnect of the same profile: a new observation.started (readers show the gap), and the
        // baseline stays, so what changed meanwhile is still recorded. `recorded` carries every commit.
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        QSignalSpy recorded(&r, &JournalRecorder::recorded);
        r.observeTasks(DeploymentTable::fromList({task("a", "running")}));
        QCOMPARE(recorded.count(), 1);
        QVERIFY(r.observeTasks(DeploymentTable::fromList({task("a", "running")})).isEmpty());
        QCOMPARE(recorded.count(), 1); // nothing recorded, no signal
        r.restartObservation();        // noted at once (an unchanged poll emits nothing)
        QCOMPARE(recorded.count(), 2);
        QCOMPARE(kinds(recorded.at(1).at(0).value<QList<JournalEntry>>()),
                 QStringList{QStringLiteral("observation.started:demo:->demo")});
        const QList<JournalEntry> e = r.observeTasks(DeploymentTable::fromList({task("a", "failed")}));
        QCOMPARE(kinds(e), QStringList{QStringLiteral("task.status:a:running->failed")});
        QCOMPARE(recorded.count(), 3);
        QCOMPARE(recorded.at(2).at(0).value<QList<JournalEntry>>(), e);
    }

    void tasksAppearChangeAndDisappear()
    {
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        r.setClock([] { return static_cast<qint64>(1000); });
        QList<JournalEntry> e = r.observeTasks(
            DeploymentTable::fromList({task("a", "running", "healthy"), task("b", "starting")}));
        QCOMPARE(kinds(e), QStringList{QStringLiteral("observation.started:demo:->demo")});
        // The same again: nothing.
        QVERIFY(r.observeTasks(
                     DeploymentTable::fromList({task("a", "running", "healthy"), task("b", "starting")}))
                    .isEmpty());
        e = r.observeTasks(DeploymentTable::fromList(
            {task("a", "running", "unhealthy"), task("b", "running"), task("c", "scheduled")}));
        QCOMPARE(kinds(e), (QStringList{QStringLiteral("task.health:a:healthy->unhealthy"),
                                        QStringLiteral("task.status:b:starting->running"),
                                        QStringLiteral("task.appeared:c:->scheduled")}));
        QCOMPARE(e.at(0).serviceId, QStringLiteral("svc-web"));
        QCOMPARE(e.at(0).nodeId, QStringLiteral("n-1"));
        QCOMPARE(e.at(0).at, qint64(1000));
        e = r.observeTasks(DeploymentTable::fromList({task("c", "failed")}));
        QCOMPARE(kinds(e), (QStringList{QStringLiteral("task.status:c:scheduled->failed"),
                                        QStringLiteral("task.disappeared:a:running->"),
                                        QStringLiteral("task.disappeared:b:running->")}));
    }

    void nodeStatusChanges()
    {
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        QCOMPARE(r.observeClusters({cluster({{"n-1", "online"}, {"n-2", "online"}})}).size(), 1); // started
        const QList<JournalEntry> e =
            r.observeClusters({cluster({{"n-1", "offline"}, {"n-3", "initializing"}})});
        QCOMPARE(kinds(e), (QStringList{QStringLiteral("node.status:n-1:online->offline"),
                                        QStringLiteral("node.status:n-2:online->(not listed)"),
                                        QStringLiteral("node.status:n-3:(not listed)->initializing")}));
    }

    void serviceChangesFieldByFieldWithSecretsHidden()
    {
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        const QJsonObject before{{QStringLiteral("name"), QStringLiteral("web")},
                                 {QStringLiteral("imageVersion"), QStringLiteral("1.3.0")},
                                 {QStringLiteral("environment"),
                                  QJsonObject{{QStringLiteral("NODE_ENV"), QStringLiteral("production")},
                                              {QStringLiteral("API_KEY"), QStringLiteral("sk-live-AAAA")}}},
                                 {QStringLiteral("registryPassword"), QStringLiteral("hunter2-old")}};
        QJsonObject after = before;
        after.insert(QStringLiteral("imageVersion"), QStringLiteral("1.4.0"));
        after.insert(QStringLiteral("environment"),
                     QJsonObject{{QStringLiteral("NODE_ENV"), QStringLiteral("staging")},
                                 {QStringLiteral("API_KEY"), QStringLiteral("sk-live-BBBB")},
                                 {QStringLiteral("NEW_VAR"), QStringLiteral("value-new")}});
        after.insert(QStringLiteral("registryPassword"), QStringLiteral("hunter2-new"));
        r.observeServices({service(QStringLiteral("svc-web"), before)});
        const QList<JournalEntry> e = r.observeServices(
            {service(QStringLiteral("svc-web"), after), service(QStringLiteral("svc-new"), {})});
        QCOMPARE(kinds(e), (QStringList{QStringLiteral("service.appeared:svc-new:->"),
                                        QStringLiteral("service.changed:svc-web:(hidden)->(hidden)"),
                                        QStringLiteral("service.changed:svc-web:->(hidden)"),
                                        QStringLiteral("service.changed:svc-web:(hidden)->(hidden)"),
                                        QStringLiteral("service.changed:svc-web:1.3.0->1.4.0"),
                                        QStringLiteral("service.changed:svc-web:(hidden)->(hidden)")}));
        QCOMPARE(e.at(1).field, QStringLiteral("data.environment.API_KEY"));
        QCOMPARE(e.at(4).field, QStringLiteral("data.imageVersion"));
        QCOMPARE(e.at(5).field, QStringLiteral("data.registryPassword"));
        // No value of a secret or an environment variable anywhere in what would be stored.
        for (const JournalEntry& x : e) {
            const QString all = QString::fromUtf8(QJsonDocument(x.toJson()).toJson());
            for (const char* secret : {"sk-live", "hunter2", "production", "staging", "value-new"})
                QVERIFY2(!all.contains(QLatin1String(secret)), qPrintable(all));
        }
        QVERIFY(r.observeServices({service(QStringLiteral("svc-new"), {})}).size() ==
                1); // svc-web disappeared
    }

    // A subtree the diff keeps whole (an object or array added, removed or changed, a change of type) has
    // the values under secret keys masked at any depth, objects inside arrays included.
    void nestedSecretsNeverReachTheJournal_data()
    {
        QTest::addColumn<QJsonObject>("before");
        QTest::addColumn<QJsonObject>("after");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("kept"); // a non-secret value of the subtree the entry still shows
        const QJsonObject registry{{QStringLiteral("server"), QStringLiteral("registry.example")},
                                   {QStringLiteral("password"), QStringLiteral("SECRET-nested-1")}};
        const QJsonArray volumes{
            QJsonObject{{QStringLiteral("name"), QStringLiteral("data")},
                        {QStringLiteral("credentials"),
                         QJsonObject{{QStringLiteral("user"), QStringLiteral("SECRET-u")}}}},
            QJsonObject{{QStringLiteral("name"), QStringLiteral("keys")},
                        {QStringLiteral("privateKey"), QStringLiteral("SECRET-pk")}}};
        const QJsonObject deep{
            {QStringLiteral("a"),
             QJsonArray{QJsonArray{QJsonObject{{QStringLiteral("DB_PASS"), QStringLiteral("SECRET-deep")},
                                               {QStringLiteral("host"), QStringLiteral("db-1")}}}}}};
        QTest::newRow("object added")
            << QJsonObject{} << QJsonObject{{QStringLiteral("registry"), registry}}
            << QStringLiteral("data.registry") << QStringLiteral("registry.example");
        QTest::newRow("object removed")
            << QJsonObject{{QStringLiteral("registry"), registry}} << QJsonObject{}
            << QStringLiteral("data.registry") << QStringLiteral("registry.example");
        QTest::newRow("array added") << QJsonObject{} << QJsonObject{{QStringLiteral("volumes"), volumes}}
                                     << QStringLiteral("data.volumes") << QStringLiteral("keys");
        QJsonArray changed = volumes;
        changed.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("logs")},
                                   {QStringLiteral("api_key"), QStringLiteral("SECRET-api")}});
        QTest::newRow("array changed") << QJsonObject{{QStringLiteral("volumes"), volumes}}
                                       << QJsonObject{{QStringLiteral("volumes"), changed}}
                                       << QStringLiteral("data.volumes") << QStringLiteral("logs");
        QTest::newRow("type changed")
            << QJsonObject{{QStringLiteral("registry"), QStringLiteral("none")}}
            << QJsonObject{{QStringLiteral("registry"), registry}} << QStringLiteral("data.registry")
            << QStringLiteral("registry.example");
        QTest::newRow("arrays in arrays") << QJsonObject{} << QJsonObject{{QStringLiteral("x"), deep}}
                                          << QStringLiteral("data.x") << QStringLiteral("db-1");
        QTest::newRow("environment inside")
            << QJsonObject{}
            << QJsonObject{{QStringLiteral("sidecar"),
                            QJsonObject{{QStringLiteral("environment"),
                                         QJsonObject{{QStringLiteral("X"), QStringLiteral("SECRET-env")}}},
                                        {QStringLiteral("image"), QStringLiteral("img-side")}}}}
            << QStringLiteral("data.sidecar") << QStringLiteral("img-side");
    }
    void nestedSecretsNeverReachTheJournal()
    {
        QFETCH(QJsonObject, before);
        QFETCH(QJsonObject, after);
        QFETCH(QString, field);
        QFETCH(QString, kept);
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        r.observeServices({service(QStringLiteral("svc-web"), before)});
        const QList<JournalEntry> e = r.observeServices({service(QStringLiteral("svc-web"), after)});
        QCOMPARE(e.size(), 1);
        QCOMPARE(e.first().field, field);
        const QString all =
            QString::fromUtf8(QJsonDocument(e.first().toJson()).toJson()) + e.first().summary();
        QVERIFY2(!all.contains(QLatin1String("SECRET")), qPrintable(all));
        QVERIFY2(all.contains(kept), qPrintable(all)); // the subtree is still there, only its secrets masked
        QVERIFY2(all.contains(hiddenValue), qPrintable(all));
    }

    // Only a hidden value inside a subtree changed: the entry says so without showing two equal texts.
    void aChangeOnlyOfNestedSecretsIsHidden()
    {
        const auto with = [](const char* password) {
            return QJsonObject{
                {QStringLiteral("registries"),
                 QJsonArray{QJsonObject{{QStringLiteral("host"), QStringLiteral("r.example")},
                                        {QStringLiteral("password"), QLatin1String(password)}}}}};
        };
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        r.observeServices({service(QStringLiteral("svc-web"), with("SECRET-old"))});
        const QList<JournalEntry> e =
            r.observeServices({service(QStringLiteral("svc-web"), with("SECRET-new"))});
        QCOMPARE(kinds(e), QStringList{QStringLiteral("service.changed:svc-web:(hidden)->(hidden)")});
    }

    // The services' raws are slices of the reply; an unchanged service is recognised by its bytes and not
    // parsed (the recorder used to materialise all 10k raws inside the refresher's list: ~38 MB), a
    // changed one is parsed and diffed as before.
    void unchangedServicesAreComparedAsBytesAndNotParsed()
    {
        const auto sliced = [](const QString& id, const char* version) {
            Service s;
            s.id = id;
            const QByteArray bytes = QByteArrayLiteral("{\"id\":\"") + id.toUtf8() +
                                     QByteArrayLiteral("\",\"data\":{\"imageVersion\":\"") + version +
                                     QByteArrayLiteral("\"}}");
            s.raw = LazyJsonObject::fromSlice(JsonSlice{bytes, 0, bytes.size()});
            return s;
        };
        JournalRecorder r(nullptr, QStringLiteral("demo"));
        const QList<Service> first{sliced(QStringLiteral("svc-a"), "1.0.0"),
                                   sliced(QStringLiteral("svc-b"), "2.0.0")};
        r.observeServices(first);
        const QList<Service> second{sliced(QStringLiteral("svc-a"), "1.0.0"),
                                    sliced(QStringLiteral("svc-b"), "2.1.0")};
        const QList<JournalEntry> e = r.observeServices(second);
        QCOMPARE(kinds(e), QStringList{QStringLiteral("service.changed:svc-b:2.0.0->2.1.0")});
        for (const Service& s : first)
            QVERIFY2(!s.raw.isParsed(), qPrintable(s.id)); // the caller's values stay bytes
        QVERIFY(!second.at(0).raw.isParsed());
        QVERIFY(!second.at(1).raw.isParsed()); // the recorder parsed its own copy of the changed one
        QVERIFY(r.observeServices(second).isEmpty());
    }

    void storeWritesOffTheCallingThreadAndReadsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("journal/p.sqlite"));
        {
            JournalStore store(path);
            JournalRecorder r(&store, QStringLiteral("demo"));
            qint64 clock = QDateTime::currentMSecsSinceEpoch() - 10000; // recent: the store prunes by age
            r.setClock([&clock] { return clock; });
            r.observeTasks(DeploymentTable::fromList({task("a", "running")}));
            clock += 5000;
            r.observeTasks(DeploymentTable::fromList({task("a", "failed")}));
            store.flush();
            QString error;
            const auto read = JournalStore::read(path, std::nullopt, &error);
            QVERIFY2(read, qPrintable(error));
            QCOMPARE(kinds(*read), (QStringList{QStringLiteral("observation.started:demo:->demo"),
                                                QStringLiteral("task.status:a:running->failed")}));
            const qint64 last = read->last().at;
            QCOMPARE(JournalStore::read(path, last + 1, &error)->size(), 0);
            QCOMPARE(JournalStore::read(path, last, &error)->size(), 1);
        }
        // A journal that does not exist is empty; one that is not a database is an error naming it.
        QString error;
        QCOMPARE(
            JournalStore::read(dir.filePath(QStringLiteral("none.sqlite")), std::nullopt, &error)->size(), 0);
        QFile junk(dir.filePath(QStringLiteral("junk.sqlite")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4096, 'x'));
        junk.close();
        QVERIFY(!JournalStore::read(junk.fileName(), std::nullopt, &error));
        QVERIFY2(error.contains(QLatin1String("junk.sqlite")), qPrintable(error));
    }

    void storeIsBoundedByCountAndAge()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("j.sqlite"));
        JournalStore::Limits limits;
        limits.maxEntries = 10;
        limits.maxAgeMs = 3600 * 1000;
        JournalStore store(path, limits);
        QList<JournalEntry> batch;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 25; ++i) {
            JournalEntry e;
            e.at = now - (i < 5 ? 2 * 3600 * 1000 : 0); // five too old
            e.kind = QStringLiteral("task.status");
            e.objectId = QStringLiteral("t-%1").arg(i);
            batch << e;
        }
        store.append(batch);
        store.flush();
        QString error;
        const auto read = JournalStore::read(path, std::nullopt, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->size(), 10);
        QCOMPARE(read->last().objectId, QStringLiteral("t-24")); // the newest kept
        QCOMPARE(read->first().objectId, QStringLiteral("t-15"));
    }

    // Writes go in multi-row inserts (64 rows a statement, the rest one by one) and the count bound is
    // applied only when it can delete something: every field of every entry comes back in order, and the
    // bound holds after each write, also across a reopen of the file.
    void batchedWritesKeepEveryFieldAndTheBound()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("j.sqlite"));
        JournalStore::Limits limits;
        limits.maxEntries = 150;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QList<JournalEntry> all;
        int next = 0;
        const auto batch = [&](int n) {
            QList<JournalEntry> out;
            for (int i = 0; i < n; ++i, ++next) {
                JournalEntry e;
                e.at = now + next;
                e.kind = next % 3 ? QStringLiteral("task.status") : QStringLiteral("service.changed");
                e.objectId = QStringLiteral("t-%1").arg(next);
                e.serviceId = QStringLiteral("svc-%1").arg(next % 7);
                e.nodeId = next % 2 ? QStringLiteral("n-1") : QString();
                e.field = next % 3 ? QString() : QStringLiteral("data.imageVersion");
                e.before = QStringLiteral("before %1 ✓").arg(next);
                e.after = QStringLiteral("after '%1'").arg(next);
                out << e;
            }
            all += out;
            return out;
        };
        for (int round = 0; round < 2; ++round) {
            JournalStore store(path, limits); // the second round: a reopened file
            for (const int n : {100, 70, 1, 64, 129}) {
                store.append(batch(n));
                store.flush();
                QString error;
                const auto read = JournalStore::read(path, std::nullopt, &error);
                QVERIFY2(read, qPrintable(error));
                const QList<JournalEntry> expected = all.mid(std::max<qsizetype>(0, all.size() - 150));
                QCOMPARE(read->size(), expected.size());
                QVERIFY(*read == expected);
            }
        }
    }

    void defaultPathFollowsTheDataDirAndIsSafe()
    {
        qputenv("CLOUDLY_DATA_DIR", "/tmp/cloudly-data");
        QCOMPARE(JournalStore::defaultPath(QStringLiteral("prod")),
                 QStringLiteral("/tmp/cloudly-data/journal/prod.sqlite"));
        // Replaced characters add a hash of the real name, so "../x y" and ".._x_y" keep different files.
        const QString unsafe = JournalStore::defaultPath(QStringLiteral("../x y"));
        QVERIFY2(unsafe.startsWith(QStringLiteral("/tmp/cloudly-data/journal/.._x_y+")) &&
                     unsafe.endsWith(QStringLiteral(".sqlite")) && !unsafe.mid(26).contains(u'/'),
                 qPrintable(unsafe));
        QCOMPARE(JournalStore::defaultPath(QStringLiteral(".._x_y")),
                 QStringLiteral("/tmp/cloudly-data/journal/.._x_y.sqlite"));
        qunsetenv("CLOUDLY_DATA_DIR");
    }
};

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
