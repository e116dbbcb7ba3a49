#pragma once

#include <QtGlobal>

namespace cloudly {
namespace core {
// The memory figures of this process from /proc/self/status (Linux), in KiB; -1 where unavailable.
struct ProcessMemory
{
    qint64 rssKiB = -1; // VmRSS: resident now
    qint64 hwmKiB = -1; // VmHWM: the peak resident size so far
};

// One field of /proc/self/status in KiB ("VmRSS", "VmHWM", ...); -1 when unavailable (not Linux).
qint64 procStatusKiB(const char* field);
ProcessMemory readProcessMemory();
// Hands freed heap back to the system where the allocator allows it (glibc), so that a following
// measurement shows live memory rather than allocator caching.
void trimHeap();

} // namespace core
} // namespace cloudly
