#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
// A stretch of time the console did not watch (it was not running or not connected).
struct UnobservedSpan
{
    qint64 from = 0; // the last poll before it
    qint64 to = 0;   // the first poll after it
    friend bool operator==(const UnobservedSpan&, const UnobservedSpan&) = default;
};

// One distinct state of a service's data the console saw (core/journal/revisionstate.h says what is kept:
// environment names but never their values, secret-looking values as "(hidden)").
struct Revision
{
    int number = 0; // 1 is the oldest the journal holds
    qint64 firstSeen = 0;
    qint64 lastSeen = 0;
    bool current = false; // the service's state at the last poll
    // The console kept the whole state. When not (an entry of an older console that kept only the changed
    // fields, or a state too large to keep), `missingReason` says why and a diff with it is unavailable.
    bool whole = false;
    QString missingReason;
    QJsonObject data; // the state (whole), or what is known of it
    QString version;  // data.imageVersion
    QString image;    // data.imageId
    // Not watched between the previous revision's last poll and this one's first: changes in that time
    // (even whole revisions) were not seen.
    bool unobservedBefore = false;
    // Stretches inside [firstSeen, lastSeen] the console did not watch.
    QList<UnobservedSpan> unobserved;
};

} // namespace core
} // namespace cloudly
