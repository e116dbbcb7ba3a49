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
// measurement shows live memory rather than allocator caching. Every arena is trimmed (worker threads' too).
void trimHeap();

// The allocator policy of cloudlyctl and cloudly-console, set once at the start of main() (before any
// thread starts): both hold replies of tens of MB (a 100k-task frame is 40 MB) that are replaced, not
// grown, so
// - blocks of 256 KiB or more (frames, simdjson's index, the tables' arrays, the parsed services) are
//   mapped on their own and go back to the system when freed, instead of staying in the heap where the
//   next reply's blocks do not fit them (glibc's default threshold grows to 32 MB after the first big free);
// - the top of the heap is trimmed from 1 MiB free (default 128 KiB, with the dynamic threshold up to 64 MB);
// - at most two arenas: the worker threads (the offline cache's writer, the metrics history, the journal's
//   writer) share the second instead of keeping one 64 MB heap each with what they freed.
// The figures behind it: docs/PERFORMANCE.md ("The console sitting idle"). A no-op without glibc.
void applyMallocPolicy();
inline constexpr int kMallocMmapThreshold = 256 * 1024;
inline constexpr int kMallocTrimThreshold = 1024 * 1024;
inline constexpr int kMallocArenaMax = 2;

} // namespace core
} // namespace cloudly
