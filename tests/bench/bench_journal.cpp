// The change journal at 100k (issue 15 budgets): the journal write of a 1 % change poll at 100k tasks
// (under 5 ms, off the GUI thread), what the GUI thread pays for that poll, the Journal page's load of
// 100k entries (GUI-thread part only: the read and the row preparation run on a worker), and the metrics
// history kept in the journal file (save on the archive's thread, restore when a profile connects).
// CLOUDLY_BENCH_SMALL=1 (ctest bench/smoke): 1000 tasks / entries.
#include "benchsupport.h"

#include "core/filter/filterproxymodel.h"
#include "core/journal/historytable.h"
#include "core/journal/journalmodel.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"
#include "core/journal/metricsarchive.h"
#include "core/metrics/metricshistory.h"

#include <QDateTime>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <memory>

using namespace cloudly::core;

namespace {
int size()
{
    return cloudly::bench::benchTaskCount();
}

// The entries of a 1 % change poll at size() tasks, as the recorder makes them.
struct Poll
{
    DeploymentTable base;
    DeploymentTable changed;
};
const Poll& poll()
{
    static const Poll p = [] {
        const QByteArray frame = cloudly::bench::capturedFrame(size());
        Poll out;
        out.base = cloudly::bench::decodeFrame(frame);
        out.changed = cloudly::bench::decodeFrame(cloudly::bench::changedFrame(frame, out.base, 1));
        return out;
    }();
    return p;
}

// GUI thread: the recorder diffs the poll against the previous one and queues the entries to the store's
// writer thread.
void BM_JournalRecordPoll1pct(benchmark::State& state)
{
    QTemporaryDir dir;
    JournalStore store(dir.filePath(QStringLiteral("bench.sqlite")));
    JournalRecorder recorder(&store, QStringLiteral("bench"));
    recorder.observeTasks(poll().base);
    bool flip = false;
    qsizetype entries = 0;
    for (auto _ : state) {
        flip = !flip;
        entries += recorder.observeTasks(flip ? poll().changed : poll().base).size();
        state.PauseTiming();
        store.flush();
        state.ResumeTiming();
    }
    state.counters["entries"] = static_cast<double>(entries) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_JournalRecordPoll1pct)->Unit(benchmark::kMillisecond);

// The writer thread: the entries of one 1 % change poll inserted (one transaction) and the bound applied,
// in a journal that already holds 100k entries. Timed from append() to the end of flush(): the write
// itself plus one cross-thread hand-over.
void BM_JournalWrite1pct(benchmark::State& state)
{
    QTemporaryDir dir;
    JournalStore store(dir.filePath(QStringLiteral("bench.sqlite")));
    JournalRecorder recorder(nullptr, QStringLiteral("bench"));
    recorder.observeTasks(poll().base);
    const QList<JournalEntry> changes = recorder.observeTasks(poll().changed);
    QList<JournalEntry> filler;
    for (int i = 0; i < 100; ++i) // 100k entries already there
        filler += changes;
    store.append(filler);
    store.flush();
    for (auto _ : state) {
        store.append(changes);
        store.flush();
    }
    state.counters["entries"] = static_cast<double>(changes.size());
}
// CPU: the process's (the writer thread's; the benchmark thread only waits in flush()).
BENCHMARK(BM_JournalWrite1pct)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// 100k journal entries: a day of 1 % polls (task.status transitions), one gap every 10k.
QList<JournalEntry> journalEntries()
{
    QList<JournalEntry> out;
    const int n = size();
    out.reserve(n);
    const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - n * 1000LL; // within the journal's 30 days
    for (int i = 0; i < n; ++i) {
        JournalEntry e;
        e.at = t0 + i * 1000LL;
        if (i % 10000 == 0) {
            e.kind = QStringLiteral("observation.started");
            e.objectId = e.after = QStringLiteral("bench");
        } else {
            e.kind = QStringLiteral("task.status");
            e.objectId = QStringLiteral("d-%1").arg(i % 5000);
            e.serviceId = QStringLiteral("svc-%1").arg(i % 50);
            e.nodeId = QStringLiteral("n-%1").arg(i % 120);
            e.before = i % 2 ? QStringLiteral("running") : QStringLiteral("failed");
            e.after = i % 2 ? QStringLiteral("failed") : QStringLiteral("running");
        }
        out << e;
    }
    return out;
}

// What the Journal page's GUI thread pays once 100k entries are read and prepared on the worker: the
// rows swapped into the model and the page's proxy (sorted newest first) rebuilt.
void BM_JournalPageLoadGuiThread(benchmark::State& state)
{
    const QList<JournalModel::Row> rows = JournalModel::prepareRows(journalEntries());
    JournalModel model;
    FilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(JournalModel::SortRole);
    proxy.sort(JournalModel::Time, Qt::DescendingOrder);
    int shown = 0;
    for (auto _ : state) {
        model.setRows(rows);
        shown = proxy.rowCount();
        benchmark::DoNotOptimize(proxy.index(0, JournalModel::Kind).data()); // the first visible rows
        state.PauseTiming();
        model.clear();
        state.ResumeTiming();
    }
    state.counters["rows"] = static_cast<double>(shown);
}
BENCHMARK(BM_JournalPageLoadGuiThread)->Unit(benchmark::kMillisecond);

// The worker's part (was the GUI thread's until now): the file read and the rows prepared.
void BM_JournalPageLoadWorker(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    {
        JournalStore store(path);
        store.append(journalEntries());
        store.flush();
    }
    qsizetype rows = 0;
    for (auto _ : state) {
        QString error;
        const auto entries = JournalStore::read(path, std::nullopt, &error);
        rows = JournalModel::prepareRows(entries.value_or(QList<JournalEntry>())).size();
    }
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_JournalPageLoadWorker)->Unit(benchmark::kMillisecond);

// The metrics history at size() tasks with a full 2-hour window, kept in the journal file: the save (on
// the archive's thread: snapshot + SQLite) and the restore when the profile connects (read + decode on the
// archive's thread; the GUI thread only queues it, and the decoded history is moved in under the history's
// lock: BM_MetricsHistoryAdopt). `fileMB` is the snapshot's size.
const QByteArray& fullHistorySnapshot()
{
    static const QByteArray bytes = [] {
        MetricsHistory history;
        qint64 at = QDateTime::currentMSecsSinceEpoch() - 2 * 3600 * 1000 + 5000;
        for (int i = 0; i < 1440; ++i, at += 5000)
            history.recordTasks(i % 2 ? poll().changed : poll().base, at);
        return history.snapshot(at);
    }();
    return bytes;
}

void BM_MetricsHistorySave(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    const QByteArray& bytes = fullHistorySnapshot();
    for (auto _ : state) {
        QString error;
        if (!HistoryTable::save(path, MetricsHistory::kSnapshotFormat, 1, bytes, &error))
            state.SkipWithError(qPrintable(error));
    }
    state.counters["fileMB"] = static_cast<double>(bytes.size()) / (1024.0 * 1024.0);
}
BENCHMARK(BM_MetricsHistorySave)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// A journal file in `dir` holding the full 2-hour history saved just now; its path.
QString savedHistoryFile(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    QString error;
    if (!HistoryTable::save(path, MetricsHistory::kSnapshotFormat, QDateTime::currentMSecsSinceEpoch(),
                            fullHistorySnapshot(), &error))
        qFatal("%s", qPrintable(error));
    return path;
}

void BM_MetricsHistoryRestore(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = savedHistoryFile(dir);
    QString error;
    qsizetype frames = 0;
    for (auto _ : state) {
        const auto saved = HistoryTable::load(path, &error);
        auto history = std::make_unique<MetricsHistory>();
        if (!saved || !history->restore(saved->data, QDateTime::currentMSecsSinceEpoch(), &error))
            state.SkipWithError(qPrintable(error));
        frames = history->taskFrameCount();
        state.PauseTiming();
        history.reset(); // freeing it is not part of the restore
        state.ResumeTiming();
    }
    state.counters["frames"] = static_cast<double>(frames);
}
BENCHMARK(BM_MetricsHistoryRestore)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// What a profile's connect costs the GUI thread now: the history made with the archive (the restore is
// queued to the archive's thread, not waited for).
void BM_MetricsHistoryRestoreGuiThread(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = savedHistoryFile(dir);
    QString error;
    auto archive = std::make_shared<MetricsArchive>([path] { return path; }, 3600 * 1000);
    MetricsHistory::Options options;
    options.archive = archive;
    qsizetype frames = 0;
    for (auto _ : state) {
        auto history = std::make_unique<MetricsHistory>(options);
        state.PauseTiming();
        archive->waitForRestores();
        frames = history->taskFrameCount();
        history.reset();
        state.ResumeTiming();
    }
    state.counters["frames"] = static_cast<double>(frames);
}
// Fixed iterations: each waits untimed for a whole restore.
BENCHMARK(BM_MetricsHistoryRestoreGuiThread)->Unit(benchmark::kMillisecond)->Iterations(10);

// The decoded history moved into the profile's (empty) history: how long the history's lock is held, so
// how long a chart's read on the GUI thread may wait for the restore.
void BM_MetricsHistoryAdopt(benchmark::State& state)
{
    qsizetype frames = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto decoded = std::make_unique<MetricsHistory>();
        QString error;
        if (!decoded->restore(fullHistorySnapshot(), QDateTime::currentMSecsSinceEpoch(), &error))
            state.SkipWithError(qPrintable(error));
        auto live = std::make_unique<MetricsHistory>();
        state.ResumeTiming();
        live->adopt(*decoded);
        state.PauseTiming();
        frames = live->taskFrameCount();
        decoded.reset();
        live.reset();
        state.ResumeTiming();
    }
    state.counters["frames"] = static_cast<double>(frames);
}
// Fixed iterations: each decodes a whole snapshot untimed.
BENCHMARK(BM_MetricsHistoryAdopt)->Unit(benchmark::kMicrosecond)->Iterations(10);
} // namespace
