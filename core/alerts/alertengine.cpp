#include "core/alerts/alertengine.h"

#include "core/util/logging.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace cloudly {
namespace core {
namespace {
const QString kFailed = QStringLiteral("failed");
const QString kUnhealthy = QStringLiteral("unhealthy");
} // namespace

QString Alert::kindText() const
{
    switch (kind) {
    case Kind::TaskFailed:
        return tr("Task failed");
    case Kind::TaskUnhealthy:
        return tr("Task unhealthy");
    case Kind::PreflightNoGo:
        return tr("Preflight NO-GO");
    case Kind::BackupCoverage:
        return tr("Backup coverage %1").arg(after);
    }
    return {};
}

QString Alert::changeText() const
{
    const QString from = before.isEmpty() ? tr("new") : before;
    switch (kind) {
    case Kind::TaskFailed:
    case Kind::TaskUnhealthy:
        return node.isEmpty() ? tr("task %1: %2 → %3").arg(subject, from, after)
                              : tr("task %1 on node %2: %3 → %4").arg(subject, node, from, after);
    case Kind::PreflightNoGo: {
        const QString text = tr("preflight: %1 → %2").arg(before.isEmpty() ? tr("no result") : before, after);
        return detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail);
    }
    case Kind::BackupCoverage: {
        const QString text =
            tr("backup coverage: %1 → %2").arg(before.isEmpty() ? tr("not checked") : before, after);
        return detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail);
    }
    }
    return {};
}

AlertEngine::AlertEngine(QObject* parent) : QObject(parent)
{
    m_dueTimer.setSingleShot(true);
    connect(&m_dueTimer, &QTimer::timeout, this, &AlertEngine::processDue);
}

AlertEngine::~AlertEngine() = default;

QStringList AlertEngine::watchedServices() const
{
    QStringList ids(m_watched.begin(), m_watched.end());
    ids.sort();
    return ids;
}

void AlertEngine::setWatchedServices(const QStringList& serviceIds)
{
    const QSet<QString> next(serviceIds.begin(), serviceIds.end());
    if (next == m_watched)
        return;
    const QSet<QString> added = QSet<QString>(next).subtract(m_watched);
    m_watched = next;
    for (auto it = m_lastCoverage.begin(); it != m_lastCoverage.end();)
        it = m_watched.contains(it.key()) ? std::next(it) : m_lastCoverage.erase(it);
    rememberTasksOf(added);
    Q_EMIT watchedChanged(watchedServices());
}

void AlertEngine::setWatched(const QString& serviceId, bool watched)
{
    if (serviceId.isEmpty() || isWatched(serviceId) == watched)
        return;
    if (watched) {
        m_watched.insert(serviceId);
        rememberTasksOf({serviceId});
    } else {
        m_watched.remove(serviceId);
        m_lastCoverage.remove(serviceId);
    }
    Q_EMIT watchedChanged(watchedServices());
}

void AlertEngine::rememberTasksOf(const QSet<QString>& serviceIds)
{
    // The states the engine would have kept had the service been watched all along: its tasks' states
    // in the last list, so a task already failed there is no change when the next list comes.
    if (serviceIds.isEmpty() || !m_baselined)
        return;
    for (qsizetype row = 0; row < m_last.size(); ++row) {
        if (serviceIds.contains(m_last.serviceId(row)))
            m_tasks.insert(m_last.id(row),
                           TaskState{m_last.status(row), m_last.healthStatus(row).value_or(QString())});
    }
}

void AlertEngine::setServices(const QList<Service>& services)
{
    for (const Service& s : services) {
        if (!s.data.name.isEmpty())
            m_names.insert(s.id, s.data.name);
    }
}

QString AlertEngine::nameOf(const QString& serviceId) const
{
    return m_names.value(serviceId, serviceId);
}

void AlertEngine::reset()
{
    m_tasks.clear();
    m_last = DeploymentTable();
    m_baselined = false;
    m_lastPreflightGo.clear();
    m_lastCoverage.clear();
    m_pending.clear();
    m_lastNotified.clear();
    m_dueTimer.stop();
}

void AlertEngine::clearAlerts()
{
    m_alerts.clear();
    for (QList<quint64>& ids : m_pending)
        ids.clear();
    Q_EMIT alertsCleared();
}

Alert& AlertEngine::raise(Alert alert)
{
    alert.id = m_nextId++;
    alert.time = now();
    if (alert.serviceName.isEmpty())
        alert.serviceName = nameOf(alert.serviceId);
    qCInfo(lcModel) << "alert" << alert.kindText() << alert.serviceId << alert.subject;
    m_alerts.append(alert);
    if (m_alerts.size() > m_maxAlerts)
        m_alerts.remove(0, m_alerts.size() - m_maxAlerts);
    Q_EMIT alertAdded(m_alerts.last());
    return m_alerts.last();
}

void AlertEngine::updateDeployments(const DeploymentTable& deployments)
{
    QList<quint64> raised;
    QHash<QString, TaskState> next;
    for (qsizetype row = 0; row < deployments.size(); ++row) {
        const QString& serviceId = deployments.serviceId(row);
        if (!isWatched(serviceId))
            continue; // alerts only fire for watched services: no state for the others
        const QString id = deployments.id(row);
        const TaskState current{deployments.status(row), deployments.healthStatus(row).value_or(QString())};
        const auto it = m_tasks.constFind(id);
        const bool known = it != m_tasks.cend();
        const TaskState previous = known ? *it : TaskState();
        next.insert(id, current);
        if (!m_baselined)
            continue;
        Alert alert;
        alert.serviceId = serviceId;
        alert.subject = id;
        alert.node = deployments.nodeId(row);
        if (current.status == kFailed && (!known || previous.status != kFailed)) {
            alert.kind = Alert::Kind::TaskFailed;
            alert.before = known ? previous.status : QString();
            alert.after = current.status;
            raised.append(raise(alert).id);
        } else if (current.health == kUnhealthy && current.status != kFailed &&
                   (!known || previous.health != kUnhealthy)) {
            alert.kind = Alert::Kind::TaskUnhealthy;
            alert.before =
                known ? (previous.health.isEmpty() ? Alert::tr("no health") : previous.health) : QString();
            alert.after = current.health;
            raised.append(raise(alert).id);
        }
    }
    m_tasks = std::move(next);
    m_last = deployments;
    m_baselined = true;
    notifyBatch(raised);
}

void AlertEngine::addPreflightResult(const QString& serviceId, const QString& serviceName, bool go,
                                     const QString& receiptId, const QString& detail)
{
    if (serviceId.isEmpty())
        return;
    if (!serviceName.isEmpty())
        m_names.insert(serviceId, serviceName);
    const auto previous = m_lastPreflightGo.constFind(serviceId);
    const bool wasNoGo = previous != m_lastPreflightGo.cend() && !*previous;
    const QString before = previous == m_lastPreflightGo.cend()
                               ? QString()
                               : (*previous ? QStringLiteral("GO") : QStringLiteral("NO-GO"));
    m_lastPreflightGo.insert(serviceId, go);
    if (go || wasNoGo || !isWatched(serviceId))
        return;
    Alert alert;
    alert.kind = Alert::Kind::PreflightNoGo;
    alert.serviceId = serviceId;
    alert.subject = receiptId;
    alert.before = before;
    alert.after = QStringLiteral("NO-GO");
    alert.detail = detail;
    notifyBatch({raise(alert).id});
}

void AlertEngine::updateBackupCoverage(const QList<BackupCoverage>& coverage)
{
    QList<quint64> raised;
    QHash<QString, BackupCoverage::Verdict> next;
    for (const BackupCoverage& c : coverage) {
        if (!isWatched(c.serviceId))
            continue;
        if (!c.serviceName.isEmpty())
            m_names.insert(c.serviceId, c.serviceName);
        next.insert(c.serviceId, c.verdict);
        const auto previous = m_lastCoverage.constFind(c.serviceId);
        const bool known = previous != m_lastCoverage.cend();
        if (c.isOk() || (known && *previous == c.verdict))
            continue;
        Alert alert;
        alert.kind = Alert::Kind::BackupCoverage;
        alert.serviceId = c.serviceId;
        alert.subject = c.latestRecordId;
        alert.before = known ? BackupCoverage::verdictName(*previous) : QString();
        alert.after = BackupCoverage::verdictName(c.verdict);
        alert.detail = c.reasons.join(QStringLiteral("; "));
        raised.append(raise(alert).id);
    }
    m_lastCoverage = std::move(next);
    notifyBatch(raised);
}

const Alert* AlertEngine::find(quint64 id) const
{
    for (const Alert& a : m_alerts) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

void AlertEngine::notifyBatch(const QList<quint64>& ids)
{
    if (ids.isEmpty())
        return;
    const QDateTime t = now();
    QList<quint64> nowIds;
    for (quint64 id : ids) {
        const Alert* a = find(id);
        if (!a)
            continue;
        const auto last = m_lastNotified.constFind(a->serviceId);
        const bool quiet = last != m_lastNotified.cend() && last->msecsTo(t) < m_rateLimitMs;
        if (quiet)
            m_pending[a->serviceId].append(id);
        else
            nowIds.append(id);
    }
    emitNotification(nowIds, false);
    scheduleDue();
}

void AlertEngine::markNotified(const QList<quint64>& ids)
{
    for (Alert& a : m_alerts) {
        if (ids.contains(a.id) && !a.notified) {
            a.notified = true;
            Q_EMIT alertUpdated(a);
        }
    }
}

void AlertEngine::emitNotification(const QList<quint64>& ids, bool later)
{
    QList<const Alert*> covered;
    for (quint64 id : ids) {
        if (const Alert* a = find(id))
            covered.append(a);
    }
    if (covered.isEmpty())
        return;
    AlertNotification n;
    const QDateTime t = now();
    for (const Alert* a : covered) {
        n.alertIds.append(a->id);
        if (!n.serviceIds.contains(a->serviceId))
            n.serviceIds.append(a->serviceId);
        m_lastNotified.insert(a->serviceId, t);
    }
    const Alert* first = covered.first();
    const int more = static_cast<int>(covered.size()) - 1;
    if (later) {
        // Folded at the end of a quiet period: "web: 3 more alerts".
        n.title = n.serviceIds.size() == 1
                      ? tr("%1: %n more alert(s)", nullptr, int(covered.size())).arg(first->serviceName)
                      : tr("%n more alert(s) for watched services", nullptr, int(covered.size()));
        n.body = tr("Latest: %1 — %2").arg(covered.last()->serviceName, covered.last()->changeText());
    } else {
        n.title = tr("%1: %2").arg(first->serviceName, first->kindText());
        n.body =
            more > 0 ? tr("%1 and %n more", nullptr, more).arg(first->changeText()) : first->changeText();
    }
    ++m_notifications;
    markNotified(n.alertIds);
    Q_EMIT notificationReady(n);
}

void AlertEngine::processDue()
{
    const QDateTime t = now();
    QList<quint64> due;
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        const QDateTime last = m_lastNotified.value(it.key());
        if (!it->isEmpty() && (!last.isValid() || last.msecsTo(t) >= m_rateLimitMs)) {
            due += *it;
            it = m_pending.erase(it);
        } else if (it->isEmpty()) {
            it = m_pending.erase(it);
        } else {
            ++it;
        }
    }
    std::sort(due.begin(), due.end());
    emitNotification(due, true);
    scheduleDue();
}

void AlertEngine::scheduleDue()
{
    qint64 soonest = -1;
    const QDateTime t = now();
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        if (it->isEmpty())
            continue;
        const qint64 wait = qMax<qint64>(0, m_rateLimitMs - m_lastNotified.value(it.key()).msecsTo(t));
        soonest = soonest < 0 ? wait : qMin(soonest, wait);
    }
    if (soonest < 0)
        m_dueTimer.stop();
    else
        m_dueTimer.start(static_cast<int>(qMin<qint64>(soonest, std::numeric_limits<int>::max())));
}

} // namespace core
} // namespace cloudly
