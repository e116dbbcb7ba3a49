#include "core/inventory/freshness.h"

#include "core/util/timefmt.h"

#include <QLocale>

namespace cloudly {
namespace core {
namespace {

int severity(Freshness::StaleReason reason)
{
    switch (reason) {
    case Freshness::StaleReason::Disconnected:
        return 3;
    case Freshness::StaleReason::RefreshFailed:
        return 2;
    case Freshness::StaleReason::NoReply:
        return 1;
    case Freshness::StaleReason::None:
        break;
    }
    return 0;
}

} // namespace

QString Freshness::formatAge(qint64 seconds)
{
    seconds = qMax<qint64>(0, seconds);
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return tr("%1 min").arg(seconds / 60);
    if (seconds < 48 * 3600)
        return tr("%1 h").arg(seconds / 3600);
    return tr("%1 d").arg(seconds / 86400);
}

QString Freshness::formatTime(const QDateTime& time, const QDateTime& now)
{
    const QDateTime local = time.toLocalTime();
    if (local.date() == now.toLocalTime().date())
        return displayClock(local);
    return displayTime(local);
}

QString Freshness::reasonText() const
{
    const QString detail = error.isEmpty() ? tr("no details") : error;
    switch (reason) {
    case StaleReason::Disconnected:
        return tr("connection lost: %1").arg(detail);
    case StaleReason::RefreshFailed:
        return tr("refresh failed: %1").arg(detail);
    case StaleReason::NoReply:
        return tr("no reply: %1").arg(detail);
    case StaleReason::None:
        break;
    }
    return {};
}

QString Freshness::describe(const QDateTime& now) const
{
    if (!isLoaded())
        return isStale() ? tr("not loaded: %1").arg(reasonText()) : tr("not loaded yet");
    if (isStale()) {
        const QDateTime since = staleSince.isValid() ? staleSince : lastSuccess;
        return tr("stale since %1: %2 (data from %3, %4 old)")
            .arg(formatTime(since, now), reasonText(), formatTime(lastSuccess, now),
                 formatAge(lastSuccess.secsTo(now)));
    }
    const qint64 age = lastSuccess.secsTo(now);
    const QString updated = age < 2 ? tr("updated just now") : tr("updated %1 ago").arg(formatAge(age));
    return paused ? tr("%1 (auto-refresh paused)").arg(updated) : updated;
}

Freshness Freshness::combine(const QList<Freshness>& parts)
{
    Freshness out;
    if (parts.isEmpty())
        return out;
    bool allLoaded = true;
    for (const Freshness& part : parts) {
        if (!part.isLoaded())
            allLoaded = false;
        else if (!out.lastSuccess.isValid() || part.lastSuccess < out.lastSuccess)
            out.lastSuccess = part.lastSuccess;
        out.paused = out.paused || part.paused;
        if (severity(part.reason) > severity(out.reason)) {
            out.reason = part.reason;
            out.error = part.error;
        }
        if (part.isStale() && part.staleSince.isValid() &&
            (!out.staleSince.isValid() || part.staleSince < out.staleSince))
            out.staleSince = part.staleSince;
    }
    if (!allLoaded)
        out.lastSuccess = QDateTime();
    return out;
}

} // namespace core
} // namespace cloudly