// The events marked on node and task charts (core/history/timelineevents.h): which journal entries,
// receipts and backups belong to a task or node, what they are called and where they open.
#include "core/history/timelineevents.h"

#include <QTest>

using namespace cloudly::core;
using Kind = TimelineEvent::Kind;

namespace {
JournalEntry entry(qint64 at, const char* kind, const char* object, const char* service, const char* node,
                   const char* field, const char* before, const char* after)
{
    JournalEntry e;
    e.at = at;
    e.kind = QString::fromLatin1(kind);
    e.objectId = QString::fromLatin1(object);
    e.serviceId = QString::fromLatin1(service);
    e.nodeId = QString::fromLatin1(node);
    e.field = QString::fromLatin1(field);
    e.before = QString::fromLatin1(before);
    e.after = QString::fromLatin1(after);
    return e;
}

QList<Kind> kinds(const QList<TimelineEvent>& events)
{
    QList<Kind> out;
    for (const TimelineEvent& e : events)
        out << e.kind;
    return out;
}
} // namespace

class TestTimelineEvents : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void journalEventsOfATaskAndANode()
    {
        const QList<JournalEntry> entries{
            entry(10, "service.changed", "svc-web", "svc-web", "", "data.imageVersion", "1.0", "1.1"),
            entry(11, "service.changed", "svc-web", "svc-web", "", "data.scaleFactor", "1", "2"),
            entry(20, "task.status", "t-1", "svc-web", "n-1", "", "running", "failed"),
            entry(21, "task.status", "t-2", "svc-web", "n-1", "", "running", "failed"),
            entry(22, "task.status", "t-1", "svc-web", "n-1", "", "failed", "running"),
            entry(30, "node.status", "n-1", "", "n-1", "", "online", "offline"),
            entry(40, "service.changed", "svc-api", "svc-api", "", "data.imageVersion", "2", "3"),
        };
        TimelineSubject task;
        task.taskId = QStringLiteral("t-1");
        task.nodeId = QStringLiteral("n-1");
        task.serviceIds = {QStringLiteral("svc-web")};
        const QList<TimelineEvent> t = journalEvents(entries, task);
        QCOMPARE(kinds(t), (QList<Kind>{Kind::VersionChanged, Kind::TaskFailed}));
        QCOMPARE(t.at(0).title, QStringLiteral("svc-web: version 1.0 → 1.1"));
        QCOMPARE(t.at(0).page, QStringLiteral("journal"));
        QCOMPARE(t.at(0).filter, QStringLiteral("id:svc-web kind:service.changed"));
        QCOMPARE(t.at(1).at, 20);
        QVERIFY(t.at(1).title.contains(QStringLiteral("t-1")));

        TimelineSubject node;
        node.nodeId = QStringLiteral("n-1");
        node.serviceIds = {QStringLiteral("svc-web")};
        const QList<TimelineEvent> n = journalEvents(entries, node);
        QCOMPARE(kinds(n),
                 (QList<Kind>{Kind::VersionChanged, Kind::TaskFailed, Kind::TaskFailed, Kind::NodeStatus}));
        QCOMPARE(n.at(3).title, QStringLiteral("node n-1: online → offline"));
    }

    void receiptsAndBackupsOfTheService()
    {
        cloudly::core::preflight::Receipt go;
        go.id = QStringLiteral("r-1");
        go.createdAt = QDateTime::fromMSecsSinceEpoch(50, Qt::UTC);
        go.request = QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-web")}};
        go.decision.verdict = cloudly::core::preflight::Verdict::Go;
        cloudly::core::preflight::Receipt other = go;
        other.id = QStringLiteral("r-2");
        other.request = QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-api")}};
        BackupRecord failed;
        failed.id = QStringLiteral("b-1");
        failed.serviceId = QStringLiteral("svc-web");
        failed.status = QStringLiteral("failed");
        failed.createdAt = 60;
        BackupRecord ready = failed;
        ready.id = QStringLiteral("b-2");
        ready.status = QStringLiteral("ready");
        TimelineSubject task;
        task.taskId = QStringLiteral("t-1");
        task.serviceIds = {QStringLiteral("svc-web")};
        const QList<TimelineEvent> all = timelineEvents({}, {go, other}, {failed, ready}, task);
        QCOMPARE(kinds(all), (QList<Kind>{Kind::PreflightGo, Kind::BackupFailed}));
        QCOMPARE(all.at(0).page, QStringLiteral("preflight"));
        QCOMPARE(all.at(0).select, QStringLiteral("r-1"));
        QCOMPARE(all.at(0).title, QStringLiteral("preflight GO for svc-web"));
        QCOMPARE(all.at(1).page, QStringLiteral("backups"));
        QCOMPARE(all.at(1).filter, QStringLiteral("id:b-1"));
        QCOMPARE(all.at(1).at, 60);
    }
};

QTEST_GUILESS_MAIN(TestTimelineEvents)
#include "tst_timelineevents.moc"
