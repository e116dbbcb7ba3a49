#pragma once

// A queued call to another thread (QMetaObject::invokeMethod, QThreadPool::start) is ordered by locks
// inside Qt Core. Qt as Debian ships it is not built with ThreadSanitizer, so TSan (preset tsan) cannot see
// those locks and would report every hand-off as a data race. These two calls tell it what the hand-off
// guarantees: everything the releasing thread did before handOffRelease(token) happens before what the
// acquiring thread does after handOffAcquire(token). Without ThreadSanitizer they compile to nothing.
// Use them only where a Qt queue really orders the two sides, with the same token on both.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CLOUDLY_TSAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define CLOUDLY_TSAN 1
#endif

#ifdef CLOUDLY_TSAN
#include <sanitizer/tsan_interface.h>
#endif

namespace cloudly {
namespace core {
inline void handOffRelease([[maybe_unused]] const void* token)
{
#ifdef CLOUDLY_TSAN
    __tsan_release(const_cast<void*>(token));
#endif
}

inline void handOffAcquire([[maybe_unused]] const void* token)
{
#ifdef CLOUDLY_TSAN
    __tsan_acquire(const_cast<void*>(token));
#endif
}

} // namespace core
} // namespace cloudly
