#pragma once

#include <QFile>
#include <QList>
#include <QString>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <malloc.h>
#endif

namespace cloudly {
namespace test {
// A field of /proc/self/status in KiB ("VmRSS", "VmHWM", ...); -1 when unavailable (not Linux).
inline qint64 procStatusKiB(const char* field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (!line.startsWith(prefix))
            continue;
        bool ok = false;
        const qint64 kib = line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong(&ok);
        return ok ? kib : -1;
    }
    return -1;
}

// Resident set size now, after handing freed heap back to the system where possible (so that a measurement
// reflects live memory, not allocator caching).
inline qint64 residentKiB()
{
#if defined(Q_OS_LINUX) && defined(__GLIBC__)
    malloc_trim(0);
#endif
    return procStatusKiB("VmRSS");
}

} // namespace test
} // namespace cloudly
