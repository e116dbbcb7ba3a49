// cloudly-bench: performance benchmarks of the core (docs/PERFORMANCE.md).
//
//   cloudly-bench [google-benchmark flags]          run the benchmarks (10k and 100k tasks)
//   CLOUDLY_BENCH_SMALL=1 cloudly-bench ...         the same with 1000 tasks only (ctest bench/smoke)
//   cloudly-bench --dump-frame N FILE               write the captured getDeployments reply frame for N tasks
//   cloudly-bench --serve N                         run the in-process demo server with N tasks (prints
//                                                   "LISTENING <port>"), for the Node side
//   cloudly-bench --mem-probe idle                  print the RSS of the started core as one JSON line
//   cloudly-bench --mem-probe ingest FILE           ingest one captured frame, print peak / loaded RSS
#include "benchsupport.h"

#include "core/api/deployment.h"
#include "core/demo/demoserver.h"
#include "core/filter/filterproxymodel.h"
#include "core/ingest/deploymentingest.h"
#include "core/model/tasksmodel.h"
#include "core/net/envelope.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace cloudly::core;
using namespace cloudly::bench;

namespace {

int runDumpFrame(int tasks, const QString& path)
{
    const QByteArray frame = capturedFrame(tasks);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(frame) != frame.size()) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    return 0;
}

int runServe(int tasks)
{
    DemoServer server(benchDemoOptions(tasks));
    if (!server.listen()) {
        std::fprintf(stderr, "listen failed: %s\n", qPrintable(server.errorString()));
        return 1;
    }
    std::printf("LISTENING %d\n", int(server.port()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

int runMemProbe(const QString& mode, const QString& path)
{
    if (mode == QLatin1String("idle")) {
        // The core as the console starts it: client, session, the tasks model and its filter proxy.
        TypedSocketClient client;
        Session session(&client);
        TasksModel model;
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QCoreApplication::processEvents();
        const ProcMemory m = readProcMemory();
        std::printf("{\"mode\":\"idle\",\"rssKiB\":%lld,\"hwmKiB\":%lld}\n", m.rssKiB, m.hwmKiB);
        return 0;
    }
    if (mode == QLatin1String("ingest")) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
            return 1;
        }
        TasksModel model;
        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        const ProcMemory before = readProcMemory();
        ProcMemory decoded;
        ProcMemory modelled;
        int rows = 0;
        {
            // As QString::toUtf8() hands a text frame over: with room after the bytes (simdjson's padding).
            QByteArray frame;
            frame.reserve(file.size() + 64);
            frame.resize(file.size());
            if (file.read(frame.data(), frame.size()) != frame.size()) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
                return 1;
            }
            file.close();
            // What ingestFrame() does, step by step, with the RSS after each step.
            Envelope env;
            ScannedJson response;
            if (!Envelope::scan(frame, &env, &response) || response.isNull()) {
                std::fprintf(stderr, "%s is not a getDeployments reply\n", qPrintable(path));
                return 1;
            }
            DecodeErrors errors;
            const DeploymentTable deployments = decodeDeploymentTable(response, errors);
            decoded = readProcMemory();
            model.setDeployments(deployments);
            rows = model.rowCount();
            modelled = readProcMemory();
        }
        // The peak so far is one ingest: frame, scan index, table, model (what the Node side does). The
        // filter proxy's row cache (the UI's) comes on top and is reported separately.
        const ProcMemory released = readProcMemory();
        proxy.setFilterText(QStringLiteral("status:running")); // builds the proxy's row cache, as the UI does
        const ProcMemory after = readProcMemory();
        std::printf(
            "{\"mode\":\"ingest\",\"rows\":%d,\"baseRssKiB\":%lld,\"hwmKiB\":%lld,\"loadedRssKiB\":%lld,"
            "\"decodedRssKiB\":%lld,\"modelledRssKiB\":%lld,\"releasedRssKiB\":%lld,\"hwmWithProxyKiB\":%lld}"
            "\n",
            rows, before.rssKiB, released.hwmKiB, after.rssKiB, decoded.rssKiB, modelled.rssKiB,
            released.rssKiB, after.hwmKiB);
        return rows > 0 ? 0 : 1;
    }
    std::fprintf(stderr, "unknown probe %s\n", qPrintable(mode));
    return 2;
}

} // namespace

namespace {
// The console reporter, counting the runs that ended with an error.
class ErrorCountingReporter : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run>& runs) override
    {
        for (const Run& run : runs) {
            if (run.error_occurred)
                ++m_errors;
        }
        benchmark::ConsoleReporter::ReportRuns(runs);
    }
    int errors() const { return m_errors; }

private:
    int m_errors = 0;
};
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("cloudly.*=false")); // keep the benchmark output clean
    const QStringList args = QCoreApplication::arguments();
    if (args.size() >= 4 && args.at(1) == QLatin1String("--dump-frame"))
        return runDumpFrame(args.at(2).toInt(), args.at(3));
    if (args.size() >= 3 && args.at(1) == QLatin1String("--serve"))
        return runServe(args.at(2).toInt());
    if (args.size() >= 3 && args.at(1) == QLatin1String("--mem-probe"))
        return runMemProbe(args.at(2), args.value(3));

    const bool smallOnly = smallRun();
    registerBenchmarks(smallOnly ? QList<int>{1000} : QList<int>{10000, 100000}, smallOnly ? 1000 : 100000);

    // Google Benchmark removes the flags it consumed: give it its own copy (QCoreApplication keeps argv).
    std::vector<char*> benchArgv(argv, argv + argc);
    int benchArgc = argc;
    benchmark::Initialize(&benchArgc, benchArgv.data());
    if (benchmark::ReportUnrecognizedArguments(benchArgc, benchArgv.data()))
        return 2;
    // A benchmark that errors (SkipWithError: a server did not come up, a fetch failed) fails the run: the
    // smoke test in CTest must not pass on a benchmark that did not measure anything.
    ErrorCountingReporter reporter;
    const size_t ran = benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    stopServers();
    if (ran == 0) {
        std::fprintf(stderr, "cloudly-bench: no benchmark ran\n");
        return 1;
    }
    if (reporter.errors() > 0) {
        std::fprintf(stderr, "cloudly-bench: %d benchmark(s) reported an error\n", reporter.errors());
        return 1;
    }
    return 0;
}
