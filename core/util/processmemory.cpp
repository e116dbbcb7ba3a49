#include "core/util/processmemory.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#if defined(Q_OS_LINUX) && defined(__GLIBC__)
#include <malloc.h>
#endif

namespace cloudly {
namespace core {
namespace {

QList<QByteArray> statusLines()
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().split('\n');
}

qint64 fieldKiB(const QList<QByteArray>& lines, const char* field)
{
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : lines) {
        if (!line.startsWith(prefix))
            continue;
        bool ok = false;
        const qint64 kib = line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong(&ok);
        return ok ? kib : -1;
    }
    return -1;
}

} // namespace

qint64 procStatusKiB(const char* field)
{
    return fieldKiB(statusLines(), field);
}

ProcessMemory readProcessMemory()
{
    const QList<QByteArray> lines = statusLines();
    return {fieldKiB(lines, "VmRSS"), fieldKiB(lines, "VmHWM")};
}

void trimHeap()
{
#if defined(Q_OS_LINUX) && defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void applyMallocPolicy()
{
#if defined(Q_OS_LINUX) && defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, kMallocMmapThreshold);
    mallopt(M_TRIM_THRESHOLD, kMallocTrimThreshold);
    mallopt(M_ARENA_MAX, kMallocArenaMax);
#endif
}

} // namespace core
} // namespace cloudly
