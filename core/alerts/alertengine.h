#pragma once

#include "core/api/deploymenttable.h"
#include "core/api/service.h"
#include "core/backup/coveragecheck.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace cloudly {
namespace core {
// One thing that went wrong with a watched service.
struct Alert
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::Alert)
public:
    enum class Kind
    {
        TaskFailed,     // a runtime task's status turned "failed"
        TaskUnhealthy,  // a runtime task's healthStatus turned "unhealthy" (and it is not failed)
        PreflightNoGo,  // a deployment preflight of the service turned NO-GO
        BackupCoverage, // the backup coverage verdict of the service turned failed/stale/uncovered/none
    };

    quint64 id = 0;
    QDateTime time;
    Kind kind = Kind::TaskFailed;
    QString serviceId;
    QString serviceName; // the service's name when known, else its id
    QString subject;     // the task (deployment) id, the receipt id, or the latest backup record id
    QString node;        // the task's node, when known
    QString before;      // the previous status / health / decision; "" for a task first seen like this
    QString after;
    QString detail;        // e.g. the first NO-GO blocker; the coverage verdict's reasons, "; "-joined
    bool notified = false; // a desktop notification included it (at once or folded into a later one)

    QString kindText() const;   // "Task failed", "Task unhealthy", "Preflight NO-GO", "Backup coverage stale"
    QString changeText() const; // "task d-1 on node n-1: running → failed"
};

// A desktop notification to show: one per batch, however many alerts it covers.
struct AlertNotification
{
    QString title;
    QString body;
    QList<quint64> alertIds;
    QStringList serviceIds;
};

// Watches services and turns changes into alerts:
// - updateDeployments(): a task of a watched service whose status turns "failed", or whose health turns
//   "unhealthy", raises an alert. The first list after reset() is the baseline (no alerts for what was
//   already broken); afterwards a task that appears already failed/unhealthy counts as a change. State is
//   kept only for the tasks of watched services (a handful, not 100k); a service that becomes watched
//   takes the state its tasks had in the last list (the engine keeps that table, shared, not copied).
// - addPreflightResult(): a preflight of a watched service that is NO-GO after GO or no known result.
// - updateBackupCoverage(): a watched service whose coverage verdict is not ok (failed, stale, uncovered,
//   none) raises an alert naming the verdict and its reasons — once per verdict: the same verdict again is
//   no change, another bad verdict is, ok in between re-arms it. The first check of a watched service counts
//   (a verdict is a state, not an event: an uncovered service watched today is news). A service that stops
//   being watched forgets its last verdict; the checked services' verdicts are kept only for watched ones.
// Every alert is kept in alerts() (newest last, at most maxAlerts()) and announced by alertAdded(), whether
// or not a notification is shown. Notifications are rate-limited per service: at most one per rateLimit() per
// service; alerts of a service inside its quiet period are folded into one "N more" notification at its end.
// All alerts raised by one update (a burst) become a single notification.
class AlertEngine : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultRateLimitMs = 5 * 60 * 1000;

    explicit AlertEngine(QObject* parent = nullptr);
    ~AlertEngine() override;

    QStringList watchedServices() const; // sorted
    bool isWatched(const QString& serviceId) const { return m_watched.contains(serviceId); }
    void setWatchedServices(const QStringList& serviceIds);
    void setWatched(const QString& serviceId, bool watched);

    void setRateLimit(int ms) { m_rateLimitMs = ms; }
    int rateLimit() const { return m_rateLimitMs; }
    void setMaxAlerts(int max) { m_maxAlerts = qMax(1, max); }
    int maxAlerts() const { return m_maxAlerts; }
    // Test seam: the clock used for alert times and the rate limit (default: the system clock).
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }

    // Service names for the texts (ids are used until known).
    void setServices(const QList<Service>& services);
    QString serviceName(const QString& serviceId) const { return nameOf(serviceId); }
    void updateDeployments(const DeploymentTable& deployments);
    void addPreflightResult(const QString& serviceId, const QString& serviceName, bool go,
                            const QString& receiptId, const QString& detail = {});

    // The verdicts of one coverage check (core/backup/coveragecheck; services not listed have nothing to
    // back up and are forgotten).
    void updateBackupCoverage(const QList<BackupCoverage>& coverage);

    // Another server/profile: forgets task states, coverage verdicts and preflight results (the next list is
    // a baseline), and pending notifications. Alerts already raised stay listed.
    void reset();
    void clearAlerts();

    const QList<Alert>& alerts() const { return m_alerts; }
    int notificationCount() const { return m_notifications; }
    // Folds the alerts of services whose quiet period has ended into one notification. Runs on a timer;
    // public for tests that move the clock.
    void processDue();

Q_SIGNALS:
    void watchedChanged(const QStringList& serviceIds);
    void alertAdded(const cloudly::core::Alert& alert);
    void alertsCleared();
    void alertUpdated(const cloudly::core::Alert& alert); // `notified` changed
    void notificationReady(const cloudly::core::AlertNotification& notification);

private:
    struct TaskState
    {
        QString status;
        QString health;
    };
    QDateTime now() const { return m_clock ? m_clock() : QDateTime::currentDateTime(); }
    QString nameOf(const QString& serviceId) const;
    Alert& raise(Alert alert);
    void notifyBatch(const QList<quint64>& ids);
    void markNotified(const QList<quint64>& ids);
    void emitNotification(const QList<quint64>& ids, bool later);
    void scheduleDue();
    void rememberTasksOf(const QSet<QString>& serviceIds); // from m_last, for newly watched services
    const Alert* find(quint64 id) const;

    QSet<QString> m_watched;
    QHash<QString, QString> m_names;
    QHash<QString, TaskState> m_tasks; // deployment id -> last seen state (tasks of watched services)
    DeploymentTable m_last;            // the last list (shared with whoever passed it)
    bool m_baselined = false;
    QHash<QString, bool> m_lastPreflightGo;                 // service id -> last decision
    QHash<QString, BackupCoverage::Verdict> m_lastCoverage; // watched service id -> last verdict seen
    QList<Alert> m_alerts;
    quint64 m_nextId = 1;
    int m_maxAlerts = 500;
    int m_rateLimitMs = DefaultRateLimitMs;
    QHash<QString, QDateTime> m_lastNotified; // service id -> last notification that named it
    QHash<QString, QList<quint64>> m_pending; // service id -> alerts waiting for its quiet period
    int m_notifications = 0;
    QTimer m_dueTimer;
    std::function<QDateTime()> m_clock;
};

} // namespace core
} // namespace cloudly
