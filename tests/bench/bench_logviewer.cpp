// The log viewer's model at a million lines (issue budget: open under 300 ms, search under 100 ms).
// CLOUDLY_BENCH_SMALL=1 (ctest bench/smoke): 10k lines.
#include "benchsupport.h"

#include "core/logs/logmerge.h"
#include "core/logs/logviewmodel.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>

using namespace cloudly::core;

namespace {
qsizetype lineCount()
{
    return cloudly::bench::smallRun() ? 10000 : 1000000;
}

// A service's merged log: 20 tasks on 5 nodes, realistic line lengths, every 997th line an error.
const QList<LogLine>& lines()
{
    static const QList<LogLine> all = [] {
        QList<LogLine> out;
        const qsizetype n = lineCount();
        out.reserve(n);
        const QStringList tasks = [] {
            QStringList t;
            for (int i = 0; i < 20; ++i)
                t << QStringLiteral("d-api-%1").arg(i);
            return t;
        }();
        for (qsizetype i = 0; i < n; ++i) {
            const QString text =
                i % 997 == 0
                    ? QStringLiteral(
                          "2026-01-01T10:%1:%2Z ERROR upstream timeout after 30000 ms (request %3)")
                          .arg(i / 60 % 60, 2, 10, QLatin1Char('0'))
                          .arg(i % 60, 2, 10, QLatin1Char('0'))
                          .arg(i)
                    : QStringLiteral("2026-01-01T10:%1:%2Z GET /api/v1/items/%3 200 12ms user-agent=probe")
                          .arg(i / 60 % 60, 2, 10, QLatin1Char('0'))
                          .arg(i % 60, 2, 10, QLatin1Char('0'))
                          .arg(i);
            out.append(
                {tasks.at(i % 20), QStringLiteral("n-prod-%1").arg(i % 5), text, std::nullopt, int(i / 20)});
        }
        return out;
    }();
    return all;
}

// Opening a service's log: 20 tasks' logs merged by their lines' timestamps, then shown.
void BM_LogViewerOpen(benchmark::State& state)
{
    QList<Deployment> tasks(20);
    for (int t = 0; t < 20; ++t) {
        tasks[t].id = QStringLiteral("d-api-%1").arg(t);
        tasks[t].nodeId = QStringLiteral("n-prod-%1").arg(t % 5);
    }
    QList<QStringList> logs(20);
    for (const LogLine& l : lines())
        logs[l.deploymentId.mid(6).toInt()] << l.text;
    for (int t = 0; t < 20; ++t)
        tasks[t].deploymentLog = logs.at(t);
    for (auto _ : state) {
        LogViewModel model;
        model.setTaskLogs(tasks, true); // what LogViewer::setTasks does for a service
        benchmark::DoNotOptimize(model.rowCount());
    }
    state.counters["lines"] = static_cast<double>(lines().size());
}
BENCHMARK(BM_LogViewerOpen)->Unit(benchmark::kMillisecond);

void BM_LogViewerSearch(benchmark::State& state)
{
    LogViewModel model;
    model.setLines(lines(), true);
    const bool regex = state.range(0) != 0;
    bool flip = false;
    for (auto _ : state) {
        LogViewModel::Search s;
        s.regex = regex;
        s.pattern = regex ? (flip ? QStringLiteral("ERROR .*timeout") : QStringLiteral("ERROR .*after"))
                          : (flip ? QStringLiteral("error") : QStringLiteral("timeout"));
        flip = !flip;
        model.setSearch(s);
        benchmark::DoNotOptimize(model.matchCount());
    }
    state.counters["matches"] = static_cast<double>(model.matchCount());
}
// The search splits the lines across the CPUs: the CPU time is the whole process's (all threads).
BENCHMARK(BM_LogViewerSearch)
    ->Arg(0)
    ->Arg(1)
    ->ArgNames({"regex"})
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
} // namespace
