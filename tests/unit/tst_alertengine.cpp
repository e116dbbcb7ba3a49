// AlertEngine: which task and preflight changes of watched services raise alerts, the baseline, the
// per-service rate limit with "N more" folding, burst coalescing, the alert list model and the watch store.
#include "core/alerts/alertengine.h"
#include "core/alerts/alertlistmodel.h"
#include "core/alerts/watchstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

namespace {

Deployment task(const QString& id, const QString& service, const QString& status, const QString& health = {})
{
    Deployment d;
    d.id = id;
    d.serviceId = service;
    d.nodeId = QStringLiteral("node-1");
    d.status = status;
    if (!health.isEmpty())
        d.healthStatus = health;
    return d;
}

void update(AlertEngine& engine, const QList<Deployment>& tasks)
{
    engine.updateDeployments(DeploymentTable::fromList(tasks));
}

struct Clock
{
    QDateTime t = QDateTime(QDate(2026, 11, 30), QTime(9, 0));
    std::function<QDateTime()> fn()
    {
        return [this] { return t; };
    }
};

QList<AlertNotification> notifications(const QSignalSpy& spy)
{
    QList<AlertNotification> out;
    for (const QList<QVariant>& args : spy)
        out.append(args.at(0).value<AlertNotification>());
    return out;
}

} // namespace

Q_DECLARE_METATYPE(cloudly::core::AlertNotification)

class TestAlertEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<AlertNotification>(); }
    void firstListIsABaseline();
    void failedAndUnhealthyTransitionsOfWatchedServicesOnly();
    void rateLimitFoldsAlertsIntoOneMoreNotification();
    void burstBecomesOneNotification();
    void preflightTurningNoGo();
    void backupCoverageNotOkOfWatchedServices();
    void resetStartsANewBaseline();
    void watchingLaterStartsFromTheLastList();
    void listModelShowsNewestFirst();
    void watchStorePersistsPerProfile();
};

void TestAlertEngine::firstListIsABaseline()
{
    AlertEngine engine;
    engine.setWatchedServices({QStringLiteral("svc-web")});
    QSignalSpy added(&engine, &AlertEngine::alertAdded);
    update(engine, {task(QStringLiteral("d1"), QStringLiteral("svc-web"), QStringLiteral("failed"))});
    QCOMPARE(added.count(), 0); // already broken when we started looking
    update(engine, {task(QStringLiteral("d1"), QStringLiteral("svc-web"), QStringLiteral("failed"))});
    QCOMPARE(added.count(), 0); // still failed: no change
}

void TestAlertEngine::failedAndUnhealthyTransitionsOfWatchedServicesOnly()
{
    Clock clock;
    AlertEngine engine;
    engine.setClock(clock.fn());
    engine.setWatched(QStringLiteral("svc-web"), true);
    engine.setServices({});
    QSignalSpy added(&engine, &AlertEngine::alertAdded);
    const QString web = QStringLiteral("svc-web");
    const QString api = QStringLiteral("svc-api");
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("running"), QStringLiteral("healthy")),
                    task(QStringLiteral("w2"), web, QStringLiteral("running")),
                    task(QStringLiteral("a1"), api, QStringLiteral("running"))});
    QCOMPARE(added.count(), 0);

    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("failed"), QStringLiteral("unhealthy")),
                    task(QStringLiteral("w2"), web, QStringLiteral("running"), QStringLiteral("unhealthy")),
                    task(QStringLiteral("a1"), api, QStringLiteral("failed"))});
    QCOMPARE(engine.alerts().size(), 2); // api is not watched
    const Alert& failed = engine.alerts().at(0);
    QCOMPARE(failed.kind, Alert::Kind::TaskFailed); // failed wins over unhealthy for one task
    QCOMPARE(failed.serviceId, web);
    QCOMPARE(failed.before, QStringLiteral("running"));
    QCOMPARE(failed.after, QStringLiteral("failed"));
    QCOMPARE(failed.time, clock.t);
    QCOMPARE(failed.changeText(), QStringLiteral("task w1 on node node-1: running → failed"));
    QCOMPARE(failed.kindText(), QStringLiteral("Task failed"));
    const Alert& unhealthy = engine.alerts().at(1);
    QCOMPARE(unhealthy.kind, Alert::Kind::TaskUnhealthy);
    QCOMPARE(unhealthy.before, QStringLiteral("no health"));
    QCOMPARE(unhealthy.subject, QStringLiteral("w2"));

    // Recovery raises nothing; failing again does.
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("running"), QStringLiteral("healthy"))});
    QCOMPARE(engine.alerts().size(), 2);
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("failed"))});
    QCOMPARE(engine.alerts().size(), 3);
    // A new task that shows up already failed is a change too.
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("failed")),
                    task(QStringLiteral("w9"), web, QStringLiteral("failed"))});
    QCOMPARE(engine.alerts().size(), 4);
    QCOMPARE(engine.alerts().last().before, QString());
    QCOMPARE(engine.alerts().last().changeText(), QStringLiteral("task w9 on node node-1: new → failed"));

    // Unwatched: nothing more.
    engine.setWatched(web, false);
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("running"))});
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("failed"))});
    QCOMPARE(engine.alerts().size(), 4);
}

void TestAlertEngine::rateLimitFoldsAlertsIntoOneMoreNotification()
{
    Clock clock;
    AlertEngine engine;
    engine.setClock(clock.fn());
    engine.setRateLimit(5 * 60 * 1000);
    engine.setWatchedServices({QStringLiteral("svc-web"), QStringLiteral("svc-api")});
    QSignalSpy spy(&engine, &AlertEngine::notificationReady);
    const QString web = QStringLiteral("svc-web");
    const auto flip = [&](const QString& id, const QString& service) {
        update(engine, {task(id, service, QStringLiteral("running"))});
        update(engine, {task(id, service, QStringLiteral("failed"))});
    };
    update(engine, {});
    flip(QStringLiteral("w1"), web);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(notifications(spy).at(0).title, QStringLiteral("svc-web: Task failed"));
    QVERIFY(engine.alerts().at(0).notified);

    // Three more within five minutes: listed at once, but no notification yet.
    for (int i = 2; i <= 4; ++i) {
        clock.t = clock.t.addSecs(60);
        flip(QStringLiteral("w%1").arg(i), web);
    }
    QCOMPARE(engine.alerts().size(), 4);
    QCOMPARE(spy.count(), 1);
    QVERIFY(!engine.alerts().at(3).notified);
    // Another service is not held back by web's quiet period.
    flip(QStringLiteral("a1"), QStringLiteral("svc-api"));
    QCOMPARE(spy.count(), 2);

    // Still quiet at 4:59 after the first notification.
    clock.t = QDateTime(QDate(2026, 11, 30), QTime(9, 4, 59));
    engine.processDue();
    QCOMPARE(spy.count(), 2);
    // At 5:00 the three are folded into one.
    clock.t = QDateTime(QDate(2026, 11, 30), QTime(9, 5, 0));
    engine.processDue();
    QCOMPARE(spy.count(), 3);
    const AlertNotification folded = notifications(spy).at(2);
    QVERIFY2(folded.title.startsWith(QStringLiteral("svc-web: 3 more alert")), qPrintable(folded.title));
    QCOMPARE(folded.alertIds.size(), 3);
    QVERIFY(folded.body.contains(QStringLiteral("w4")));
    for (const Alert& a : engine.alerts())
        QVERIFY(a.notified);
    engine.processDue();
    QCOMPARE(spy.count(), 3); // nothing left
    QCOMPARE(engine.notificationCount(), 3);
}

void TestAlertEngine::burstBecomesOneNotification()
{
    AlertEngine engine;
    engine.setWatchedServices({QStringLiteral("svc-web"), QStringLiteral("svc-api")});
    QSignalSpy spy(&engine, &AlertEngine::notificationReady);
    QList<Deployment> before, after;
    for (int i = 0; i < 4; ++i) {
        const QString service = i % 2 ? QStringLiteral("svc-api") : QStringLiteral("svc-web");
        before.append(task(QStringLiteral("d%1").arg(i), service, QStringLiteral("running")));
        after.append(task(QStringLiteral("d%1").arg(i), service, QStringLiteral("failed")));
    }
    update(engine, before);
    update(engine, after);
    QCOMPARE(engine.alerts().size(), 4);
    QCOMPARE(spy.count(), 1);
    const AlertNotification n = notifications(spy).first();
    QCOMPARE(n.alertIds.size(), 4);
    QCOMPARE(n.serviceIds.size(), 2);
    QCOMPARE(n.body, QStringLiteral("task d0 on node node-1: running → failed and 3 more"));
}

void TestAlertEngine::preflightTurningNoGo()
{
    AlertEngine engine;
    engine.setWatched(QStringLiteral("svc-web"), true);
    QSignalSpy added(&engine, &AlertEngine::alertAdded);
    engine.addPreflightResult(QStringLiteral("svc-api"), {}, false, QStringLiteral("r0"));
    QCOMPARE(added.count(), 0); // not watched
    engine.addPreflightResult(QStringLiteral("svc-web"), QStringLiteral("web"), true, QStringLiteral("r1"));
    QCOMPARE(added.count(), 0);
    engine.addPreflightResult(QStringLiteral("svc-web"), QStringLiteral("web"), false, QStringLiteral("r2"),
                              QStringLiteral("OCI_INDEX_DIGEST_REQUIRED"));
    QCOMPARE(added.count(), 1);
    const Alert a = engine.alerts().last();
    QCOMPARE(a.kind, Alert::Kind::PreflightNoGo);
    QCOMPARE(a.serviceName, QStringLiteral("web"));
    QCOMPARE(a.changeText(), QStringLiteral("preflight: GO → NO-GO (OCI_INDEX_DIGEST_REQUIRED)"));
    engine.addPreflightResult(QStringLiteral("svc-web"), QStringLiteral("web"), false, QStringLiteral("r3"));
    QCOMPARE(added.count(), 1); // still NO-GO: not a change
    engine.addPreflightResult(QStringLiteral("svc-web"), QStringLiteral("web"), true, QStringLiteral("r4"));
    engine.addPreflightResult(QStringLiteral("svc-web"), QStringLiteral("web"), false, QStringLiteral("r5"));
    QCOMPARE(added.count(), 2);
}

namespace {
BackupCoverage coverage(const QString& id, BackupCoverage::Verdict verdict, const QStringList& reasons = {})
{
    BackupCoverage c;
    c.serviceId = id;
    c.serviceName = id.mid(4);
    c.verdict = verdict;
    c.reasons = reasons;
    c.latestRecordId = QStringLiteral("bk-") + id.mid(4);
    return c;
}
} // namespace

void TestAlertEngine::backupCoverageNotOkOfWatchedServices()
{
    using V = BackupCoverage::Verdict;
    AlertEngine engine;
    engine.setRateLimit(0);
    engine.setWatched(QStringLiteral("svc-db"), true);
    QSignalSpy added(&engine, &AlertEngine::alertAdded);
    QSignalSpy notified(&engine, &AlertEngine::notificationReady);
    const QStringList staleReasons{QStringLiteral("latest good backup bk-db is 2d old (maximum 1d)")};

    // Not watched: never an alert; watched and ok: none either.
    engine.updateBackupCoverage(
        {coverage(QStringLiteral("svc-api"), V::Failed), coverage(QStringLiteral("svc-db"), V::Ok)});
    QCOMPARE(added.count(), 0);

    // ok → stale: one alert naming the verdict and its reasons, and a notification.
    engine.updateBackupCoverage({coverage(QStringLiteral("svc-api"), V::Failed),
                                 coverage(QStringLiteral("svc-db"), V::Stale, staleReasons)});
    QCOMPARE(added.count(), 1);
    Alert a = engine.alerts().last();
    QCOMPARE(a.kind, Alert::Kind::BackupCoverage);
    QCOMPARE(a.serviceId, QStringLiteral("svc-db"));
    QCOMPARE(a.serviceName, QStringLiteral("db"));
    QCOMPARE(a.subject, QStringLiteral("bk-db"));
    QCOMPARE(a.kindText(), QStringLiteral("Backup coverage stale"));
    QCOMPARE(a.changeText(), QStringLiteral("backup coverage: ok → stale (latest good backup bk-db is 2d old "
                                            "(maximum 1d))"));
    QCOMPARE(notified.count(), 1);
    QVERIFY(notified.last().at(0).value<AlertNotification>().title.contains(QStringLiteral("stale")));

    // The same verdict again: no change. Another bad verdict: a new alert with both reasons.
    engine.updateBackupCoverage({coverage(QStringLiteral("svc-db"), V::Stale, staleReasons)});
    QCOMPARE(added.count(), 1);
    engine.updateBackupCoverage(
        {coverage(QStringLiteral("svc-db"), V::Failed,
                  {QStringLiteral("bk-db-2 failed: disk full"), staleReasons.first()})});
    QCOMPARE(added.count(), 2);
    a = engine.alerts().last();
    QCOMPARE(a.before, QStringLiteral("stale"));
    QCOMPARE(a.after, QStringLiteral("failed"));
    QVERIFY(a.detail.contains(QStringLiteral("disk full")));
    QVERIFY(a.detail.contains(QStringLiteral("2d old")));

    // ok re-arms; the same bad verdict after ok alerts again.
    engine.updateBackupCoverage({coverage(QStringLiteral("svc-db"), V::Ok)});
    engine.updateBackupCoverage(
        {coverage(QStringLiteral("svc-db"), V::Uncovered, {QStringLiteral("db-data missing")})});
    QCOMPARE(added.count(), 3);
    QCOMPARE(engine.alerts().last().changeText(),
             QStringLiteral("backup coverage: ok → uncovered (db-data missing)"));

    // Watched later with a bad verdict already: the next check says so (a state, not an event); "none"
    // names itself.
    engine.setWatched(QStringLiteral("svc-api"), true);
    engine.updateBackupCoverage(
        {coverage(QStringLiteral("svc-api"), V::None, {QStringLiteral("no good backup")}),
         coverage(QStringLiteral("svc-db"), V::Uncovered, {QStringLiteral("db-data missing")})});
    QCOMPARE(added.count(), 4);
    a = engine.alerts().last();
    QCOMPARE(a.serviceId, QStringLiteral("svc-api"));
    QCOMPARE(a.changeText(), QStringLiteral("backup coverage: not checked → none (no good backup)"));

    // Unwatched and watched again: forgotten, so the bad verdict is news again; reset() forgets too.
    engine.setWatched(QStringLiteral("svc-api"), false);
    engine.setWatched(QStringLiteral("svc-api"), true);
    engine.updateBackupCoverage({coverage(QStringLiteral("svc-api"), V::None)});
    QCOMPARE(added.count(), 5);
    engine.reset();
    engine.updateBackupCoverage({coverage(QStringLiteral("svc-api"), V::None)});
    QCOMPARE(added.count(), 6);
}

void TestAlertEngine::resetStartsANewBaseline()
{
    AlertEngine engine;
    engine.setWatched(QStringLiteral("svc-web"), true);
    update(engine, {task(QStringLiteral("w1"), QStringLiteral("svc-web"), QStringLiteral("running"))});
    engine.reset();
    update(engine, {task(QStringLiteral("w1"), QStringLiteral("svc-web"), QStringLiteral("failed"))});
    QCOMPARE(engine.alerts().size(), 0);
}

void TestAlertEngine::watchingLaterStartsFromTheLastList()
{
    // State is kept for watched services only; a service watched later takes its tasks' states from the
    // last list, exactly as if it had been watched all along.
    AlertEngine engine;
    const QString web = QStringLiteral("svc-web");
    const QString api = QStringLiteral("svc-api");
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("running"))});
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("failed")),
                    task(QStringLiteral("w2"), web, QStringLiteral("running")),
                    task(QStringLiteral("a1"), api, QStringLiteral("running"), QStringLiteral("healthy"))});
    QCOMPARE(engine.alerts().size(), 0); // nothing watched
    engine.setWatched(web, true);
    engine.setWatchedServices({web, api});
    update(engine, {task(QStringLiteral("w1"), web, QStringLiteral("failed")), // failed before: no change
                    task(QStringLiteral("w2"), web, QStringLiteral("failed")),
                    task(QStringLiteral("a1"), api, QStringLiteral("running"), QStringLiteral("unhealthy"))});
    QCOMPARE(engine.alerts().size(), 2);
    QCOMPARE(engine.alerts().at(0).subject, QStringLiteral("w2"));
    QCOMPARE(engine.alerts().at(0).before, QStringLiteral("running"));
    QCOMPARE(engine.alerts().at(1).subject, QStringLiteral("a1"));
    QCOMPARE(engine.alerts().at(1).before, QStringLiteral("healthy"));

    // Unwatched and watched again: the states of the last list, not the ones from before.
    engine.setWatched(web, false);
    update(engine, {task(QStringLiteral("w2"), web, QStringLiteral("running"))});
    engine.setWatched(web, true);
    update(engine, {task(QStringLiteral("w2"), web, QStringLiteral("failed"))});
    QCOMPARE(engine.alerts().size(), 3);
    QCOMPARE(engine.alerts().last().before, QStringLiteral("running"));
}

void TestAlertEngine::listModelShowsNewestFirst()
{
    AlertEngine engine;
    engine.setMaxAlerts(3);
    engine.setWatched(QStringLiteral("svc-web"), true);
    AlertListModel model(&engine);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    update(engine, {});
    for (int i = 0; i < 5; ++i) {
        const QString id = QStringLiteral("w%1").arg(i);
        update(engine, {task(id, QStringLiteral("svc-web"), QStringLiteral("failed"))});
    }
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(engine.alerts().size(), 3);
    QVERIFY(model.index(0, AlertListModel::Change).data().toString().contains(QStringLiteral("w4")));
    QVERIFY(model.index(2, AlertListModel::Change).data().toString().contains(QStringLiteral("w2")));
    QCOMPARE(model.index(0, AlertListModel::Service).data().toString(), QStringLiteral("svc-web"));
    QCOMPARE(model.index(0, AlertListModel::Event).data().toString(), QStringLiteral("Task failed"));
    QCOMPARE(model.headerData(AlertListModel::Change, Qt::Horizontal).toString(),
             QStringLiteral("What changed"));
    engine.clearAlerts();
    QCOMPARE(model.rowCount(), 0);
}

void TestAlertEngine::watchStorePersistsPerProfile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    {
        WatchStore store(path);
        store.setWatchedServices(
            QStringLiteral("prod/eu"),
            {QStringLiteral("svc-web"), QStringLiteral("svc-api"), QStringLiteral("svc-web")});
        store.setWatchedServices(QStringLiteral("lab"), {QStringLiteral("svc-x")});
    }
    WatchStore store(path);
    QCOMPARE(store.watchedServices(QStringLiteral("prod/eu")),
             (QStringList{QStringLiteral("svc-api"), QStringLiteral("svc-web")}));
    QCOMPARE(store.watchedServices(QStringLiteral("lab")), QStringList{QStringLiteral("svc-x")});
    QCOMPARE(store.watchedServices(QStringLiteral("other")), QStringList());
    store.setWatchedServices(QStringLiteral("lab"), {});
    QCOMPARE(store.watchedServices(QStringLiteral("lab")), QStringList());
}

QTEST_GUILESS_MAIN(TestAlertEngine)
#include "tst_alertengine.moc"
