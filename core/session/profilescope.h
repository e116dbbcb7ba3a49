#pragma once

#include "core/session/profile.h"

#include <QString>
#include <QUrl>

namespace cloudly {
namespace core {
// Which profile the console's local data of a connection belongs to. One key for all of it — the journal,
// the metrics history, the offline cache, the window layout and columns, watched services, the methods a
// server offers — so a profile's data is never split between two names:
// - a saved profile: its name;
// - an unsaved connection (a URL only): the URL (user info is refused before a profile gets this far);
// - the embedded demo: "demo". It moves to another port every run, so nothing of it is cached offline
//   (cacheKey() is empty), while its journal and metrics are kept under "demo".
struct ProfileScope
{
    QString key;
    QUrl server;
    bool cached = true;

    static ProfileScope of(const Profile& profile, bool embeddedDemo);
    // The offline cache's profile: the key, or empty when nothing is cached.
    QString cacheKey() const { return cached ? key : QString(); }
};
} // namespace core
} // namespace cloudly
