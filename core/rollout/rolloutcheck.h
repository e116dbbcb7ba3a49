#pragma once

#include "core/api/deployment.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cloudly {
namespace core {
// What `cloudlyctl wait` waits for: the service's tasks (of `version` when given), `stopped` ones ignored.
struct RolloutCriteria
{
    QString serviceId;
    std::optional<QString> version;
    int replicas = 1;     // at least this many considered tasks
    bool healthy = false; // and every one reports healthStatus "healthy"
};

// One task as the check saw it.
struct RolloutTask
{
    QString id;
    QString nodeId;
    QString status;
    QString health; // empty: the task reports none
    QString version;

    friend bool operator==(const RolloutTask&, const RolloutTask&) = default;
};

// The verdict on one poll. Failed wins over everything (a failed task fails the rollout at once); Ready
// needs at least `replicas` considered tasks, every one of them running (and healthy with `healthy`).
struct RolloutState
{
    enum class Verdict
    {
        Waiting,
        Ready,
        Failed
    };
    Verdict verdict = Verdict::Waiting;
    int considered = 0;          // tasks of the service (and version), not stopped
    int running = 0;             // of those, status running
    int healthy = 0;             // of those, running and health "healthy"
    int ignored = 0;             // stopped tasks, or tasks of another version
    QList<RolloutTask> failed;   // considered tasks with status failed
    QList<RolloutTask> notReady; // considered tasks that are not (yet) what was asked for
    QStringList missing; // why it is not ready, one line each ("1 more task needed", "d-1 is starting")

    static QString verdictName(Verdict v);
    QString summary(const RolloutCriteria& criteria) const; // one line for people
    QJsonObject toJson(const RolloutCriteria& criteria) const;
};

RolloutState evaluateRollout(const QList<Deployment>& tasks, const RolloutCriteria& criteria);

} // namespace core
} // namespace cloudly
