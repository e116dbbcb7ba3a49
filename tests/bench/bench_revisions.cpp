// The revisions the change journal keeps at 10k services (docs/HISTORY.md): what the GUI thread pays for
// the first services poll (every service's redacted state made once) and for a poll that changed nothing,
// the writer thread's part of the first poll (10k revision rows) and of a poll with one changed service,
// and rebuilding one service's revisions as the Revisions tab and `cloudlyctl history` do.
// CLOUDLY_BENCH_SMALL=1 (ctest bench/smoke): 100 services.
#include "benchsupport.h"

#include "core/api/service.h"
#include "core/history/servicehistory.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace cloudly::core;

namespace {
int serviceCount()
{
    return cloudly::bench::smallRun() ? 100 : 10000;
}

// A services reply like the demo's generated ones (about 700 bytes each), decoded into slices of it.
QList<Service> servicesAt(const char* version)
{
    QByteArray json = "{\"services\":[";
    for (int i = 0; i < serviceCount(); ++i) {
        if (i)
            json += ',';
        const QByteArray n = QByteArray::number(i);
        json +=
            "{\"id\":\"svc-" + n + "\",\"data\":{\"name\":\"svc-" + n +
            "\",\"description\":\"Generated workload\",\"imageId\":\"img-" + n + "\",\"imageVersion\":\"" +
            (i == 0 ? QByteArray(version) : QByteArray("1.0.0")) +
            "\",\"environment\":{\"NODE_ENV\":\"production\",\"LOG_LEVEL\":\"info\",\"DB_PASSWORD\":\"pw-" +
            n + "\"},\"secretBundleId\":\"sb-" + n +
            "\",\"serviceCategory\":\"workload\",\"deploymentStrategy\":\"custom\",\"scaleFactor\":2,"
            "\"balancingStrategy\":\"round-robin\",\"ports\":{\"web\":3000},\"resources\":{\"cpuLimit\":1,"
            "\"memorySizeLimitMB\":512},\"domains\":[{\"name\":\"svc-" +
            n + ".demo.serve.zone\",\"protocol\":\"https\"}],\"deploymentIds\":[\"d-" + n + "-1\",\"d-" + n +
            "-2\"]}}";
    }
    json += "]}";
    DecodeErrors errors;
    return decodeServicesJson(JsonSlice{json, 0, json.size()}, errors);
}

const QList<Service>& base()
{
    static const QList<Service> s = servicesAt("1.0.0");
    return s;
}
const QList<Service>& changed()
{
    static const QList<Service> s = servicesAt("1.1.0");
    return s;
}

// GUI thread: the recorder's first services poll (every service handed to the writer) into a fresh journal.
void BM_RevisionsFirstPollGuiThread(benchmark::State& state)
{
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        auto store = std::make_unique<JournalStore>(dir.filePath(QStringLiteral("bench.sqlite")));
        JournalRecorder recorder(store.get(), QStringLiteral("bench"));
        state.ResumeTiming();
        recorder.observeServices(base());
        state.PauseTiming();
        store.reset();
        state.ResumeTiming();
    }
    state.counters["services"] = serviceCount();
}
BENCHMARK(BM_RevisionsFirstPollGuiThread)->Unit(benchmark::kMillisecond);

// Writer thread: the first poll's revision rows (every state made and written in one transaction), from
// appendRevisions() to flush().
void BM_RevisionsFirstPollWrite(benchmark::State& state)
{
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        auto store = std::make_unique<JournalStore>(dir.filePath(QStringLiteral("bench.sqlite")));
        RevisionBatch batch;
        batch.at = QDateTime::currentMSecsSinceEpoch();
        batch.sessionStarted = batch.baseline = true;
        for (const Service& s : base())
            batch.services.insert(s.id, *s.raw.slice());
        state.ResumeTiming();
        store->appendRevisions(batch);
        store->flush();
        state.PauseTiming();
        store.reset();
        state.ResumeTiming();
    }
}
BENCHMARK(BM_RevisionsFirstPollWrite)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// The usual poll: nothing changed (GUI thread: byte comparison, no state made) and one service changed, each
// written (the writer's part included: recorder call to the end of flush()).
void BM_RevisionsPollOneChanged(benchmark::State& state)
{
    QTemporaryDir dir;
    JournalStore store(dir.filePath(QStringLiteral("bench.sqlite")));
    JournalRecorder recorder(&store, QStringLiteral("bench"));
    recorder.observeServices(base());
    store.flush();
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        recorder.observeServices(flip ? changed() : base());
        store.flush();
    }
}
BENCHMARK(BM_RevisionsPollOneChanged)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

void BM_RevisionsPollUnchangedGuiThread(benchmark::State& state)
{
    QTemporaryDir dir;
    JournalStore store(dir.filePath(QStringLiteral("bench.sqlite")));
    JournalRecorder recorder(&store, QStringLiteral("bench"));
    recorder.observeServices(base());
    for (auto _ : state) {
        recorder.observeServices(base());
        state.PauseTiming();
        store.flush();
        state.ResumeTiming();
    }
}
BENCHMARK(BM_RevisionsPollUnchangedGuiThread)->Unit(benchmark::kMillisecond);

// Reading one service's revisions back (the Revisions tab on each poll, `cloudlyctl history`) from a journal
// with 10k services and 100 revisions of the one read.
void BM_RevisionsLoadOneService(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    {
        JournalStore store(path);
        JournalRecorder recorder(&store, QStringLiteral("bench"));
        for (int i = 0; i < 100; ++i)
            recorder.observeServices(i % 2 ? changed() : base());
        store.flush();
    }
    qsizetype revisions = 0;
    for (auto _ : state) {
        QString error;
        const std::optional<ServiceHistory> h = ServiceHistory::load(path, QStringLiteral("svc-0"), &error);
        revisions = h ? h->revisions.size() : -1;
        benchmark::DoNotOptimize(revisions);
    }
    state.counters["revisions"] = static_cast<double>(revisions);
}
BENCHMARK(BM_RevisionsLoadOneService)->Unit(benchmark::kMillisecond);
} // namespace
