// libFuzzer target: the metrics-history file decoder (MetricsHistory::restore, core/metrics/
// metricshistorycodec.cpp), which reads a file from the data folder. Input: the file's bytes.
// Invariants: no crash, no unbounded allocation (ASan, -rss_limit_mb); a refused input says why and leaves
// the history empty; what an accepted input restored snapshots again into bytes restore() accepts.
#include "fuzzcheck.h"

#include "core/metrics/metricshistory.h"

using cloudly::core::MetricsHistory;

namespace {
constexpr qint64 kNow = 1767225600000; // 2026-01-01, fixed: a run is reproducible
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes = cloudly::fuzz::bytes(data, size);
    MetricsHistory::Options options;
    options.taskFrames = 8;
    MetricsHistory history(options);
    QString error;
    const bool ok = history.restore(bytes, kNow, &error);
    if (!ok) {
        FUZZ_CHECK(!error.isEmpty(), "a refused snapshot says why");
        FUZZ_CHECK(history.countKeys().isEmpty() && history.trackedTaskCount() == 0 &&
                       history.lastSampleAt() == 0,
                   "a refused snapshot leaves the history empty");
        return 0;
    }
    (void)history.memoryBytes();
    for (const QString& key : history.countKeys())
        (void)history.countSeries(key);
    const QByteArray again = history.snapshot(kNow);
    MetricsHistory second(options);
    QString secondError;
    FUZZ_CHECK(second.restore(again, kNow, &secondError), "a restored history's snapshot restores");
    FUZZ_CHECK(second.countKeys() == history.countKeys(), "the count series survive a round trip");
    return 0;
}
