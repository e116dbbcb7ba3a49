#pragma once

#include "core/util/processmemory.h"

#include <QtGlobal>

namespace cloudly {
namespace test {
// A field of /proc/self/status in KiB ("VmRSS", "VmHWM", ...); -1 when unavailable (not Linux).
inline qint64 procStatusKiB(const char* field)
{
    return core::procStatusKiB(field);
}

// Resident set size now, after handing freed heap back to the system where possible (so that a measurement
// reflects live memory, not allocator caching).
inline qint64 residentKiB()
{
    core::trimHeap();
    return core::procStatusKiB("VmRSS");
}

} // namespace test
} // namespace cloudly
