// The metrics history at 100k tasks (issue budget: at most 30 MB, under 2 ms of GUI-thread time per poll).
// CLOUDLY_BENCH_SMALL=1 (ctest bench/smoke): 1000 tasks.
#include "benchsupport.h"

#include "core/ingest/deploymentingest.h"
#include "core/metrics/metricshistory.h"
#include "core/metrics/metricsrecorder.h"
#include "core/net/envelope.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>

using namespace cloudly::core;

namespace {
int taskCount()
{
    return cloudly::bench::benchTaskCount();
}

DeploymentTable table()
{
    static const DeploymentTable t = [] {
        const QByteArray frame = cloudly::bench::capturedFrame(taskCount());
        Envelope env;
        JsonSlice response;
        if (!Envelope::scan(frame, &env, &response) || response.isNull())
            qFatal("the captured frame is not a getDeployments reply");
        DecodeErrors errors;
        return decodeDeploymentTable(response, errors);
    }();
    return t;
}

// What the GUI thread pays per poll: MetricsRecorder queues the poll to its worker thread (the recording
// itself, BM_MetricsHistoryPoll, runs there). Flushed outside the timing every 16 polls.
void BM_MetricsGuiThreadPerPoll(benchmark::State& state)
{
    const DeploymentTable tasks = table();
    auto history = std::make_shared<MetricsHistory>();
    MetricsRecorder recorder;
    qint64 at = 1767225600000;
    int n = 0;
    for (auto _ : state) {
        recorder.recordTasks(history, tasks, at);
        at += 5000;
        if (++n % 16 == 0) {
            state.PauseTiming();
            recorder.flush();
            state.ResumeTiming();
        }
    }
    recorder.flush();
    state.counters["tasks"] = static_cast<double>(tasks.size());
}
BENCHMARK(BM_MetricsGuiThreadPerPoll)->Iterations(64)->Unit(benchmark::kMicrosecond);

// One poll recorded into a history that already holds a full 2-hour window (1440 polls at 5 s, thinned):
// the steady state of a console left running. `memoryMB` is the history's size then.
// Each poll hands over a new table (as a changed reply does: the same ids and values here, so the work is
// the pass over every row); BM_MetricsHistoryPollUnchanged hands over the very table of the last poll (an
// unchanged reply, which the refresher does not decode again).
void historyPoll(benchmark::State& state, bool unchanged)
{
    const DeploymentTable tasks = table();
    QList<qsizetype> rows;
    for (qsizetype r = 0; r < tasks.size(); ++r)
        rows << r;
    const DeploymentTable other = tasks.select(rows); // equal content, not the same table
    MetricsHistory history;
    qint64 at = 1767225600000;
    bool flip = false;
    for (int i = 0; i < 1440; ++i, at += 5000, flip = !flip)
        history.recordTasks(unchanged || !flip ? tasks : other, at);
    for (auto _ : state) {
        history.recordTasks(unchanged || !flip ? tasks : other, at);
        at += 5000;
        flip = !flip;
    }
    state.counters["tasks"] = static_cast<double>(tasks.size());
    state.counters["frames"] = static_cast<double>(history.taskFrameCount());
    state.counters["memoryMB"] = static_cast<double>(history.memoryBytes()) / (1024.0 * 1024.0);
}
void BM_MetricsHistoryPoll(benchmark::State& state)
{
    historyPoll(state, false);
}
BENCHMARK(BM_MetricsHistoryPoll)->Unit(benchmark::kMillisecond);
void BM_MetricsHistoryPollUnchanged(benchmark::State& state)
{
    historyPoll(state, true);
}
BENCHMARK(BM_MetricsHistoryPollUnchanged)->Unit(benchmark::kMillisecond);

// Reading one task's series (the detail pane's chart on every poll).
void BM_MetricsHistoryTaskSeries(benchmark::State& state)
{
    const DeploymentTable tasks = table();
    MetricsHistory history;
    qint64 at = 1767225600000;
    for (int i = 0; i < 100; ++i, at += 5000)
        history.recordTasks(tasks, at);
    const QString id = tasks.id(tasks.size() / 2);
    for (auto _ : state)
        benchmark::DoNotOptimize(history.taskSeries(id, TaskMetric::CpuPercent));
}
BENCHMARK(BM_MetricsHistoryTaskSeries)->Unit(benchmark::kMicrosecond);
} // namespace
