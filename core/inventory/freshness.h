#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
// How current a piece of displayed data is: when it was last fetched successfully, and whether it is
// stale (the last refresh failed, the connection is down, or the server has not answered for too long)
// and why. Stale data stays on screen, but it must never look live: describe() says so in words.
// A value type; the InventoryRefresher keeps one per resource.
class Freshness
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::Freshness)
public:
    enum class StaleReason
    {
        None,          // current
        RefreshFailed, // the server answered with an error, or the reply did not match the contract
        Disconnected,  // the connection is down (or the session was logged out)
        NoReply,       // a refresh has been waiting for its reply for too long
    };

    QDateTime lastSuccess; // the last successful refresh; invalid: never loaded
    StaleReason reason = StaleReason::None;
    QString error;        // why (server text, decode error with its JSON path, connection error)
    QDateTime staleSince; // when it went stale (the first failure since the last success)
    bool paused = false;  // auto-refresh is paused

    bool isLoaded() const { return lastSuccess.isValid(); }
    bool isStale() const { return reason != StaleReason::None; }

    // One line for people, e.g. "updated just now" (< 2 s), "updated 4 s ago", "updated 3 min ago
    // (auto-refresh paused)", "stale since 12:03:10: connection lost: remote host closed (data from
    // 12:02:58)", "not loaded yet".
    QString describe(const QDateTime& now) const;
    // "connection lost: …", "refresh failed: …", "no reply: …"; empty when current.
    QString reasonText() const;
    // "4 s", "3 min", "2 h", "5 d" (whole units, rounded down).
    static QString formatAge(qint64 seconds);
    // "12:03:10" for today (relative to `now`), else "2026-01-01 12:03:10"; local time.
    static QString formatTime(const QDateTime& time, const QDateTime& now);

    // Several resources shown together: loaded only when all are; the oldest success; stale when any
    // is (the most serious reason wins: disconnected, then failed, then no reply; the earliest
    // staleSince); paused when any is.
    static Freshness combine(const QList<Freshness>& parts);

    friend bool operator==(const Freshness& a, const Freshness& b)
    {
        return a.lastSuccess == b.lastSuccess && a.reason == b.reason && a.error == b.error &&
               a.staleSince == b.staleSince && a.paused == b.paused;
    }
    friend bool operator!=(const Freshness& a, const Freshness& b) { return !(a == b); }
};

} // namespace core
} // namespace cloudly