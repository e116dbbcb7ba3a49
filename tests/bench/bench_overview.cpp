// The overview's refresh at 100k tasks (issue budget: under 5 ms): OverviewCounts::compute over the
// runtime tasks, the clusters and a few hundred receipts, as OverviewPage::refresh() does it on every poll.
// CLOUDLY_BENCH_SMALL=1 (ctest bench/smoke): 1000 tasks.
#include "benchsupport.h"

#include "core/ingest/deploymentingest.h"
#include "core/net/envelope.h"
#include "core/overview/overviewcounts.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>

using namespace cloudly::core;

namespace {
int overviewTaskCount()
{
    const char* small = std::getenv("CLOUDLY_BENCH_SMALL");
    return small != nullptr && std::strcmp(small, "0") != 0 ? 1000 : 100000;
}

const DeploymentTable& overviewTable()
{
    static const DeploymentTable t = [] {
        const QByteArray frame = cloudly::bench::capturedFrame(overviewTaskCount());
        Envelope env;
        JsonSlice response;
        if (!Envelope::scan(frame, &env, &response) || response.isNull())
            qFatal("the captured frame is not a getDeployments reply");
        DecodeErrors errors;
        return decodeDeploymentTable(response, errors);
    }();
    return t;
}

void BM_OverviewRefresh(benchmark::State& state)
{
    const DeploymentTable& tasks = overviewTable();
    QList<Cluster> clusters;
    for (int c = 0; c < 3; ++c) {
        Cluster cluster;
        cluster.id = QStringLiteral("c-%1").arg(c);
        for (int n = 0; n < 40; ++n) {
            ClusterNode node;
            node.id = QStringLiteral("n-%1-%2").arg(c).arg(n);
            node.data.status = n % 10 == 0 ? QStringLiteral("offline") : QStringLiteral("online");
            cluster.data.nodes << node;
        }
        clusters << cluster;
    }
    QList<preflight::Receipt> receipts;
    for (int i = 0; i < 300; ++i) {
        preflight::Receipt r;
        r.id = QString::number(i);
        r.request = QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-%1").arg(i % 100)}};
        r.decision.verdict = i % 7 == 0 ? preflight::Verdict::NoGo : preflight::Verdict::Go;
        r.createdAt = QDateTime::currentDateTimeUtc().addSecs(-i);
        receipts << r;
    }
    OverviewCounts::Input input;
    input.tasks = &tasks;
    input.clusters = &clusters;
    input.receipts = &receipts;
    input.tasksLoaded = input.clustersLoaded = true;
    qint64 sum = 0;
    for (auto _ : state) {
        const OverviewCounts counts = OverviewCounts::compute(input);
        sum += counts.tiles.size();
        benchmark::DoNotOptimize(sum);
    }
    state.counters["tasks"] = static_cast<double>(tasks.size());
}
BENCHMARK(BM_OverviewRefresh)->Unit(benchmark::kMillisecond);
} // namespace
