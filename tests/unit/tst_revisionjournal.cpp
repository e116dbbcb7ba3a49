// Rebuilding a service's revisions from the change journal (core/journal/revisiontable.h,
// core/history/servicehistory.h): what the recorder hands the store at each poll, read back with first
// and last seen times, the stretches the console did not watch, a restart of the console, entries of an
// older console (not seen whole) and states too large to keep. Also the revision names of the CLI.
#include "core/history/revisiondiff.h"
#include "core/history/servicehistory.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

namespace {
Service service(const QString& id, const QString& version, const QString& envValue = QStringLiteral("x"))
{
    Service s;
    s.id = id;
    const QJsonObject data{{QStringLiteral("name"), id},
                           {QStringLiteral("imageId"), QStringLiteral("img-") + id},
                           {QStringLiteral("imageVersion"), version},
                           {QStringLiteral("environment"), QJsonObject{{QStringLiteral("MODE"), envValue}}},
                           {QStringLiteral("deploymentIds"), QJsonArray{QStringLiteral("dep-") + version}}};
    s.raw = QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}};
    return s;
}

// Test times are offsets from an hour ago: the journal drops what is older than its age bound (30 days).
const qint64 kBase = QDateTime::currentMSecsSinceEpoch() - 3600 * 1000;
qint64 t(qint64 offset)
{
    return kBase + offset;
}

struct Recording
{
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("p.sqlite")); }
};

ServiceHistory load(const QString& path, const QString& id)
{
    QString error;
    const std::optional<ServiceHistory> h = ServiceHistory::load(path, id, &error);
    if (!h)
        qFatal("cannot load: %s", qPrintable(error));
    return *h;
}
} // namespace

class TestRevisionJournal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void revisionsAreRebuiltWithTimesAndGaps()
    {
        Recording rec;
        QVERIFY(rec.dir.isValid());
        qint64 now = 0;
        {
            JournalStore store(rec.path());
            JournalRecorder r(&store, QStringLiteral("demo"));
            r.setClock([&now] { return t(now); });
            now = 1000;
            r.observeServices({service("svc-a", "1.0.0"), service("svc-b", "1.0.0")});
            now = 2000;
            r.observeServices({service("svc-a", "1.0.0"), service("svc-b", "1.0.0")});
            now = 3000; // svc-a gets a new version; only an environment value of svc-b changes
            r.observeServices({service("svc-a", "1.1.0"), service("svc-b", "1.0.0", QStringLiteral("y"))});
            r.restartObservation(); // the connection dropped: not watched from 3000 to 10000
            now = 10000;
            r.observeServices({service("svc-a", "1.1.0"), service("svc-b", "1.0.0", QStringLiteral("y"))});
            now = 11000; // svc-a again, svc-b is gone
            r.observeServices({service("svc-a", "1.2.0")});
            store.flush();
        }
        const ServiceHistory a = load(rec.path(), QStringLiteral("svc-a"));
        QVERIFY(a.known);
        QCOMPARE(a.unobserved, (QList<UnobservedSpan>{{t(3000), t(10000)}}));
        QCOMPARE(a.revisions.size(), 3);
        const Revision& r1 = a.revisions.at(0);
        const Revision& r2 = a.revisions.at(1);
        const Revision& r3 = a.revisions.at(2);
        QCOMPARE(r1.number, 1);
        QCOMPARE(r1.firstSeen, t(1000));
        QCOMPARE(r1.lastSeen, t(2000));
        QCOMPARE(r1.version, QStringLiteral("1.0.0"));
        QCOMPARE(r1.image, QStringLiteral("img-svc-a"));
        QVERIFY(r1.whole);
        QVERIFY(!r1.current);
        QCOMPARE(r2.firstSeen, t(3000));
        QCOMPARE(r2.lastSeen, t(10000));
        QCOMPARE(r2.unobserved,
                 (QList<UnobservedSpan>{{t(3000), t(10000)}})); // seen before and after the gap
        QVERIFY(!r2.unobservedBefore);
        QCOMPARE(r3.firstSeen, t(11000));
        QCOMPARE(r3.lastSeen, t(11000));
        QVERIFY(r3.current);
        QCOMPARE(r3.version, QStringLiteral("1.2.0"));
        const RevisionDiff d = diffRevisions(r1, r3);
        QVERIFY(d.available);
        QCOMPARE(d.changes.size(), 1);
        QCOMPARE(d.changes.at(0).path, QStringLiteral("data.imageVersion"));
        QCOMPARE(d.changes.at(0).before, QJsonValue(QStringLiteral("1.0.0")));
        QCOMPARE(d.changes.at(0).after, QJsonValue(QStringLiteral("1.2.0")));
        // svc-b: an environment value change is no revision; gone after 10000.
        const ServiceHistory b = load(rec.path(), QStringLiteral("svc-b"));
        QCOMPARE(b.revisions.size(), 1);
        QCOMPARE(b.revisions.at(0).firstSeen, t(1000));
        QCOMPARE(b.revisions.at(0).lastSeen, t(10000));
        QVERIFY(!b.revisions.at(0).current);
        QCOMPARE(b.revisions.at(0).data.value(QStringLiteral("environment")).toObject(),
                 (QJsonObject{{QStringLiteral("MODE"), hiddenValue}}));
        QVERIFY(!load(rec.path(), QStringLiteral("svc-none")).known);

        // The console restarts: the same state goes on as the same revision (the time in between not
        // watched), a change made meanwhile is a new revision seen first after the gap.
        {
            JournalStore store(rec.path());
            JournalRecorder r(&store, QStringLiteral("demo"));
            r.setClock([&now] { return t(now); });
            now = 20000;
            r.observeServices({service("svc-a", "1.2.0"), service("svc-c", "2.0.0")});
            now = 21000;
            r.observeServices({service("svc-a", "1.2.0"), service("svc-c", "2.1.0")});
            store.flush();
        }
        const ServiceHistory again = load(rec.path(), QStringLiteral("svc-a"));
        QCOMPARE(again.revisions.size(), 3);
        QCOMPARE(again.revisions.at(2).firstSeen, t(11000));
        QCOMPARE(again.revisions.at(2).lastSeen, t(21000));
        QVERIFY(again.revisions.at(2).current);
        QCOMPARE(again.revisions.at(2).unobserved, (QList<UnobservedSpan>{{t(11000), t(20000)}}));
        const ServiceHistory c = load(rec.path(), QStringLiteral("svc-c"));
        QCOMPARE(c.revisions.size(), 2);
        QCOMPARE(c.revisions.at(1).version, QStringLiteral("2.1.0"));
    }

    void aChangeAcrossAGapIsMarkedNotObserved()
    {
        Recording rec;
        qint64 now = 1000;
        {
            JournalStore store(rec.path());
            JournalRecorder r(&store, QStringLiteral("demo"));
            r.setClock([&now] { return t(now); });
            r.observeServices({service("svc-a", "1.0.0")});
            r.restartObservation();
            now = 5000;
            r.observeServices({service("svc-a", "2.0.0")});
            store.flush();
        }
        const ServiceHistory a = load(rec.path(), QStringLiteral("svc-a"));
        QCOMPARE(a.revisions.size(), 2);
        QCOMPARE(a.revisions.at(0).lastSeen, t(1000));
        QVERIFY(a.revisions.at(1).unobservedBefore); // what happened in between was not seen
        QVERIFY(a.revisions.at(1).unobserved.isEmpty());
    }

    void entriesOfAnOlderConsoleAreRevisionsNotSeenWhole()
    {
        Recording rec;
        {
            // What an older console wrote: only the changed fields.
            JournalStore store(rec.path());
            JournalEntry e;
            e.at = t(100);
            e.kind = QStringLiteral("service.changed");
            e.objectId = e.serviceId = QStringLiteral("svc-a");
            e.field = QStringLiteral("data.imageVersion");
            e.before = QStringLiteral("0.8.0");
            e.after = QStringLiteral("0.9.0");
            JournalEntry f = e;
            f.at = t(200);
            f.before = QStringLiteral("0.9.0");
            f.after = QStringLiteral("1.0.0");
            store.append({e, f});
            store.flush();
        }
        qint64 now = 1000;
        {
            JournalStore store(rec.path());
            JournalRecorder r(&store, QStringLiteral("demo"));
            r.setClock([&now] { return t(now); });
            r.observeServices({service("svc-a", "1.0.0")});
            now = 2000;
            r.observeServices({service("svc-a", "1.1.0")});
            store.flush();
        }
        const ServiceHistory a = load(rec.path(), QStringLiteral("svc-a"));
        QCOMPARE(a.revisions.size(), 4);
        QVERIFY(!a.revisions.at(0).whole);
        QCOMPARE(a.revisions.at(0).version, QStringLiteral("0.9.0"));
        QCOMPARE(a.revisions.at(1).version, QStringLiteral("1.0.0"));
        QVERIFY(!a.revisions.at(1).missingReason.isEmpty());
        QVERIFY(a.revisions.at(2).whole);
        const RevisionDiff unavailable = diffRevisions(a.revisions.at(1), a.revisions.at(2));
        QVERIFY(!unavailable.available);
        QVERIFY(unavailable.changes.isEmpty());
        QVERIFY(diffRevisions(a.revisions.at(2), a.revisions.at(3)).available);
    }

    void aStateTooLargeToKeepIsNotSeenWhole()
    {
        Recording rec;
        qint64 now = 1000;
        {
            JournalStore store(rec.path());
            JournalRecorder r(&store, QStringLiteral("demo"));
            r.setClock([&now] { return t(now); });
            Service big = service("svc-a", "1.0.0");
            QJsonObject data = big.raw.object().value(QStringLiteral("data")).toObject();
            data.insert(QStringLiteral("description"), QString(kMaxStateBytes + 10, QLatin1Char('x')));
            big.raw = QJsonObject{{QStringLiteral("id"), big.id}, {QStringLiteral("data"), data}};
            r.observeServices({big});
            now = 2000;
            r.observeServices({big}); // the same (compared by hash): no second revision
            now = 3000;
            r.observeServices({service("svc-a", "1.1.0")});
            store.flush();
        }
        const ServiceHistory a = load(rec.path(), QStringLiteral("svc-a"));
        QCOMPARE(a.revisions.size(), 2);
        QVERIFY(!a.revisions.at(0).whole);
        QCOMPARE(a.revisions.at(0).lastSeen, t(2000));
        QVERIFY(a.revisions.at(0).missingReason.contains(QStringLiteral("KiB")));
        QVERIFY(!diffRevisions(a.revisions.at(0), a.revisions.at(1)).available);
    }

    void revisionNames()
    {
        QString error;
        QCOMPARE(parseRevisionRef(QStringLiteral("2"), 3, &error), std::optional<int>(2));
        QCOMPARE(parseRevisionRef(QStringLiteral("latest"), 3, &error), std::optional<int>(3));
        QCOMPARE(parseRevisionRef(QStringLiteral("latest~1"), 3, &error), std::optional<int>(2));
        QCOMPARE(parseRevisionRef(QStringLiteral("latest~3"), 3, &error), std::nullopt);
        QVERIFY(error.contains(QStringLiteral("1..3")));
        QCOMPARE(parseRevisionRef(QStringLiteral("0"), 3, &error), std::nullopt);
        QCOMPARE(parseRevisionRef(QStringLiteral("4"), 3, &error), std::nullopt);
        QCOMPARE(parseRevisionRef(QStringLiteral("head"), 3, &error), std::nullopt);
        QVERIFY(error.contains(QStringLiteral("head")));
        QCOMPARE(parseRevisionRange(QStringLiteral("latest~1..latest"), 3, &error),
                 (std::optional<std::pair<int, int>>{{2, 3}}));
        QCOMPARE(parseRevisionRange(QStringLiteral("1..2..3"), 3, &error), std::nullopt);
        QCOMPARE(parseRevisionRange(QStringLiteral("1"), 3, &error), std::nullopt);
        QVERIFY(parseRevisionRange(QStringLiteral("1..latest"), -1, &error).has_value()); // syntax only
        QVERIFY(!parseRevisionRange(QStringLiteral("x..1"), -1, &error).has_value());
    }
};

QTEST_GUILESS_MAIN(TestRevisionJournal)
#include "tst_revisionjournal.moc"
