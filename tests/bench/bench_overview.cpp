// The overview's refresh at 100k tasks (issue budget: under 5 ms): OverviewCounts::compute over the
// runtime tasks, the clusters, a few hundred receipts and alerts, the backup coverage of 1000 services and
// 200 BaseOS nodes, as OverviewPage::refresh() does it on every poll.
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
    return cloudly::bench::benchTaskCount();
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

// The inputs of BM_OverviewRefresh; `previous`: the last refresh's result (BM_OverviewRefreshUnchanged).
void overviewRefresh(benchmark::State& state, bool unchanged)
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
    QList<Alert> alerts;
    for (int i = 0; i < 500; ++i) {
        Alert a;
        a.id = static_cast<quint64>(i + 1);
        a.kind = static_cast<Alert::Kind>(i % 4);
        alerts << a;
    }
    std::optional<QList<BackupCoverage>> coverage = QList<BackupCoverage>{};
    for (int i = 0; i < 1000; ++i) {
        BackupCoverage c;
        c.serviceId = QStringLiteral("svc-%1").arg(i);
        c.verdict = static_cast<BackupCoverage::Verdict>(i % 5);
        coverage->append(c);
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QList<BaseOsNode> fleet;
    for (int i = 0; i < 200; ++i) {
        BaseOsNode node;
        node.id = QStringLiteral("bn-%1").arg(i);
        node.runtimeInfo.cloudlyConnectionStatus =
            i % 9 == 0 ? QStringLiteral("failed") : QStringLiteral("connected");
        node.lastHeartbeatAt = static_cast<double>(now - (i % 7 == 0 ? 3600000 : 1000));
        fleet << node;
    }
    OverviewCounts::Input input;
    input.tasks = &tasks;
    input.clusters = &clusters;
    input.receipts = &receipts;
    input.alerts = &alerts;
    input.tasksLoaded = input.clustersLoaded = true;
    input.coverage = &coverage;
    input.backups.state = FeatureFeed::State::Loaded;
    input.backups.hasData = true;
    input.fleetNodes = &fleet;
    input.fleet.state = FeatureFeed::State::Loaded;
    input.fleet.hasData = true;
    input.fleetNowMs = now;
    qint64 sum = 0;
    OverviewCounts previous;
    if (unchanged) { // the last refresh, over the same table
        previous = OverviewCounts::compute(input);
        input.previous = &previous;
    }
    for (auto _ : state) {
        const OverviewCounts counts = OverviewCounts::compute(input);
        sum += counts.tiles.size();
        benchmark::DoNotOptimize(sum);
    }
    state.counters["tasks"] = static_cast<double>(tasks.size());
}

// Every refresh counts the tasks (a new poll each time).
void BM_OverviewRefresh(benchmark::State& state)
{
    overviewRefresh(state, false);
}
BENCHMARK(BM_OverviewRefresh)->Unit(benchmark::kMillisecond);

// A refresh whose task table did not change since the last one (receipts, alerts, the fleet or the
// clusters moved): OverviewPage passes its last result, the task pass is not run again.
void BM_OverviewRefreshUnchanged(benchmark::State& state)
{
    overviewRefresh(state, true);
}
BENCHMARK(BM_OverviewRefreshUnchanged)->Unit(benchmark::kMillisecond);
} // namespace
