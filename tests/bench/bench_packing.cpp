// DeploymentTable::packed() at 100k tasks (the console keeps its tasks packed instead of the 40 MB reply):
// the first load (dictionary trained, every row compressed), a poll with 1 % changed against the packed
// table before it (only those rows compressed), and reading every row back (the offline cache's pass).
// The counters say how big the reply was and how big the packed rows are. CLOUDLY_BENCH_SMALL=1: 1000 tasks.
#include "benchsupport.h"

#include "core/api/deploymenttable.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>

using namespace cloudly::core;

namespace {
int taskCount()
{
    return cloudly::bench::benchTaskCount();
}

const QByteArray& frame()
{
    static const QByteArray f = cloudly::bench::capturedFrame(taskCount());
    return f;
}

void BM_PackFirstLoad(benchmark::State& state)
{
    const DeploymentTable table = cloudly::bench::decodeFrame(frame());
    qsizetype packedBytes = 0;
    for (auto _ : state) {
        const DeploymentTable packed = table.packed();
        packedBytes = packed.elementBytes();
    }
    state.counters["replyMB"] = double(table.elementBytes()) / 1e6;
    state.counters["packedMB"] = double(packedBytes) / 1e6;
}
BENCHMARK(BM_PackFirstLoad)->Unit(benchmark::kMillisecond);

void BM_PackPoll1pct(benchmark::State& state)
{
    const DeploymentTable base = cloudly::bench::decodeFrame(frame());
    const DeploymentTable previous = base.packed();
    const DeploymentTable changed =
        cloudly::bench::decodeFrame(cloudly::bench::changedFrame(frame(), base, 1));
    for (auto _ : state) {
        const DeploymentTable packed = changed.packed(previous);
        benchmark::DoNotOptimize(packed.size());
    }
}
BENCHMARK(BM_PackPoll1pct)->Unit(benchmark::kMillisecond);

void BM_PackedReadAll(benchmark::State& state)
{
    const DeploymentTable packed = cloudly::bench::decodeFrame(frame()).packed();
    for (auto _ : state) {
        qsizetype bytes = 0;
        for (qsizetype row = 0; row < packed.size(); ++row)
            bytes += packed.rawJson(row).size();
        benchmark::DoNotOptimize(bytes);
    }
}
BENCHMARK(BM_PackedReadAll)->Unit(benchmark::kMillisecond);

} // namespace
