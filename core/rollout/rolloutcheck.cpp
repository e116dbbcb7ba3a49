#include "core/rollout/rolloutcheck.h"

#include <QJsonArray>

namespace cloudly {
namespace core {
namespace {
RolloutTask taskOf(const Deployment& d)
{
    return {d.id, d.nodeId, d.status, d.healthStatus.value_or(QString()), d.version.value_or(QString())};
}

QString describe(const RolloutTask& t)
{
    QString text = QStringLiteral("%1 on %2 is %3")
                       .arg(t.id, t.nodeId.isEmpty() ? QStringLiteral("?") : t.nodeId,
                            t.status.isEmpty() ? QStringLiteral("(no status)") : t.status);
    if (!t.health.isEmpty())
        text += QStringLiteral(" (%1)").arg(t.health);
    return text;
}

QJsonArray tasksJson(const QList<RolloutTask>& tasks)
{
    QJsonArray out;
    for (const RolloutTask& t : tasks) {
        QJsonObject o{{QStringLiteral("deploymentId"), t.id},
                      {QStringLiteral("nodeId"), t.nodeId},
                      {QStringLiteral("status"), t.status}};
        o.insert(QStringLiteral("healthStatus"), t.health.isEmpty() ? QJsonValue() : QJsonValue(t.health));
        o.insert(QStringLiteral("version"), t.version.isEmpty() ? QJsonValue() : QJsonValue(t.version));
        out.append(o);
    }
    return out;
}
} // namespace

QString RolloutState::verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Waiting:
        return QStringLiteral("waiting");
    case Verdict::Ready:
        return QStringLiteral("ready");
    case Verdict::Failed:
        return QStringLiteral("failed");
    }
    return QStringLiteral("waiting");
}

RolloutState evaluateRollout(const QList<Deployment>& tasks, const RolloutCriteria& criteria)
{
    RolloutState s;
    for (const Deployment& d : tasks) {
        if (d.serviceId != criteria.serviceId)
            continue; // the server should have narrowed the list; be exact either way
        if ((criteria.version && d.version.value_or(QString()) != *criteria.version) ||
            d.status == QLatin1String("stopped")) {
            ++s.ignored;
            continue;
        }
        ++s.considered;
        const RolloutTask t = taskOf(d);
        if (d.status == QLatin1String("failed")) {
            s.failed << t;
            continue;
        }
        const bool running = d.status == QLatin1String("running");
        const bool healthy = running && d.healthStatus.value_or(QString()) == QLatin1String("healthy");
        s.running += running ? 1 : 0;
        s.healthy += healthy ? 1 : 0;
        if (!running) {
            s.notReady << t;
            s.missing << describe(t) +
                             (d.hasKnownStatus() ? QString() : QStringLiteral(", an unknown status"));
        } else if (criteria.healthy && !healthy) {
            s.notReady << t;
            s.missing << describe(t) + QStringLiteral(", not healthy") +
                             (t.health.isEmpty() ? QStringLiteral(" (reports no health)") : QString());
        }
    }
    if (!s.failed.isEmpty()) {
        s.verdict = RolloutState::Verdict::Failed;
        return s;
    }
    if (s.considered < criteria.replicas)
        s.missing.prepend(
            QStringLiteral("%1 of %2 task(s) present").arg(s.considered).arg(criteria.replicas));
    s.verdict = s.missing.isEmpty() ? RolloutState::Verdict::Ready : RolloutState::Verdict::Waiting;
    return s;
}

QString RolloutState::summary(const RolloutCriteria& criteria) const
{
    const QString what = criteria.version
                             ? QStringLiteral("%1 version %2").arg(criteria.serviceId, *criteria.version)
                             : criteria.serviceId;
    switch (verdict) {
    case Verdict::Failed: {
        QStringList names;
        for (const RolloutTask& t : failed)
            names << describe(t);
        return QStringLiteral("%1: FAILED: %2").arg(what, names.join(QStringLiteral("; ")));
    }
    case Verdict::Ready:
        return QStringLiteral("%1: ready: %2 task(s) running%3")
            .arg(what)
            .arg(considered)
            .arg(criteria.healthy ? QStringLiteral(" and healthy") : QString());
    case Verdict::Waiting:
        break;
    }
    return QStringLiteral("%1: waiting: %2 of %3 running%4; %5")
        .arg(what)
        .arg(running)
        .arg(qMax(considered, criteria.replicas))
        .arg(criteria.healthy ? QStringLiteral(", %1 healthy").arg(healthy) : QString())
        .arg(missing.join(QStringLiteral("; ")));
}

QJsonObject RolloutState::toJson(const RolloutCriteria& criteria) const
{
    QJsonObject o{{QStringLiteral("serviceId"), criteria.serviceId},
                  {QStringLiteral("verdict"), verdictName(verdict)},
                  {QStringLiteral("considered"), considered},
                  {QStringLiteral("running"), running},
                  {QStringLiteral("healthy"), healthy},
                  {QStringLiteral("ignored"), ignored},
                  {QStringLiteral("replicas"), criteria.replicas},
                  {QStringLiteral("failed"), tasksJson(failed)},
                  {QStringLiteral("notReady"), tasksJson(notReady)},
                  {QStringLiteral("missing"), QJsonArray::fromStringList(missing)}};
    o.insert(QStringLiteral("version"), criteria.version ? QJsonValue(*criteria.version) : QJsonValue());
    return o;
}

} // namespace core
} // namespace cloudly
