#include "benchsupport.h"

#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/demo/demodata.h"
#include "core/demo/demoserver.h"
#include "core/filter/filterproxymodel.h"
#include "core/ingest/deploymentingest.h"
#include "core/model/tasksmodel.h"
#include "core/net/envelope.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <vector>

using namespace cloudly::core;

namespace cloudly {
namespace bench {

int servicesFor(int tasks)
{
    return std::max(1, tasks / 10);
}

core::DemoOptions benchDemoOptions(int tasks)
{
    core::DemoOptions options;
    options.services = servicesFor(tasks);
    options.tasks = tasks;
    return options;
}

QByteArray capturedFrame(int tasks)
{
    static QHash<int, QByteArray> cache;
    auto it = cache.find(tasks);
    if (it != cache.end())
        return it.value();
    DemoData data;
    QString error;
    if (!data.loadFile(DemoData::defaultFixturePath(), &error))
        qFatal("cannot load the demo fixture: %s", qPrintable(error));
    data.generate(servicesFor(tasks), tasks);
    QByteArray frame;
    frame.reserve(data.deployments().serializedArray().size() + 256);
    frame +=
        R"({"method":"getDeployments","request":{"identity":{"jwt":"<redacted>"}},"response":{"deployments":)";
    frame += data.deployments().serializedArray();
    frame += R"(},"correlation":{"id":"bench-1","phase":"response"}})";
    cache.insert(tasks, frame);
    return frame;
}

int ingestFrame(const QByteArray& frame, TasksModel& model)
{
    // What TypedSocketClient (raw-reply method) and InventoryRefresher::applyDeploymentBytes() do.
    Envelope env;
    ScannedJson response;
    if (!Envelope::scan(frame, &env, &response) || response.isNull())
        qFatal("the captured frame is not a getDeployments reply");
    benchmark::DoNotOptimize(response.hash); // the unchanged-reply check
    DecodeErrors errors;
    const DeploymentTable deployments = decodeDeploymentTable(response, errors);
    if (!errors.isEmpty())
        qFatal("decode errors: %s", qPrintable(joinDecodeErrors(errors)));
    model.setDeployments(deployments);
    return model.rowCount();
}

namespace {

constexpr double kNsPerMs = 1e6;

DeploymentTable decodedTable(const QByteArray& frame)
{
    Envelope env;
    ScannedJson response;
    if (!Envelope::scan(frame, &env, &response) || response.isNull())
        qFatal("the captured frame is not a getDeployments reply");
    DecodeErrors errors;
    return decodeDeploymentTable(response, errors);
}

// ---------------------------------------------------------------- 1. ingest
// The production path: Envelope::scan (simdjson, the response stays bytes), the reply hash, the byte-level
// decode into a DeploymentTable, the first fill of the model.
void benchIngest(benchmark::State& state, int tasks)
{
    const QByteArray frame = capturedFrame(tasks);
    qint64 parseNs = 0;
    qint64 decodeNs = 0;
    qint64 modelNs = 0;
    int rows = 0;
    for (auto _ : state) {
        {
            QElapsedTimer timer;
            timer.start();
            auto model = std::make_unique<TasksModel>();
            Envelope env;
            ScannedJson response;
            if (!Envelope::scan(frame, &env, &response))
                qFatal("scan failed");
            parseNs += timer.nsecsElapsed();
            benchmark::DoNotOptimize(response.hash);
            DecodeErrors errors;
            const DeploymentTable deployments = decodeDeploymentTable(response, errors);
            decodeNs += timer.nsecsElapsed();
            model->setDeployments(deployments);
            modelNs += timer.nsecsElapsed();
            rows = model->rowCount();
            benchmark::DoNotOptimize(rows);
            state.PauseTiming(); // freeing the previous reply is not part of the ingest
        }
        state.ResumeTiming();
    }
    // Cumulative phase ends -> per-phase averages.
    const double n = static_cast<double>(state.iterations());
    state.counters["parse_ms"] = parseNs / n / kNsPerMs;
    state.counters["decode_ms"] = (decodeNs - parseNs) / n / kNsPerMs;
    state.counters["model_ms"] = (modelNs - decodeNs) / n / kNsPerMs;
    state.counters["rows"] = rows;
    state.counters["frame_MB"] = static_cast<double>(frame.size()) / (1024.0 * 1024.0);
}

// The same from the frame as production receives it: QWebSocket hands TypedSocketClient a QString (UTF-16)
// and onTextMessage() converts it to UTF-8 bytes (toUtf8()) before the scan; that conversion is timed here.
// (Node's side starts from a JS string too: JSON.parse(text).)
void benchIngestText(benchmark::State& state, int tasks)
{
    const QString text = QString::fromUtf8(capturedFrame(tasks));
    qint64 utf8Ns = 0;
    int rows = 0;
    for (auto _ : state) {
        {
            QElapsedTimer timer;
            timer.start();
            auto model = std::make_unique<TasksModel>();
            const QByteArray frame = text.toUtf8();
            utf8Ns += timer.nsecsElapsed();
            rows = ingestFrame(frame, *model);
            benchmark::DoNotOptimize(rows);
            state.PauseTiming();
        }
        state.ResumeTiming();
    }
    state.counters["utf8_ms"] = utf8Ns / static_cast<double>(state.iterations()) / kNsPerMs;
    state.counters["rows"] = rows;
}

// The previous path, for comparison in the same run: QJsonDocument of the whole frame (Envelope::decode),
// decodeDeployments(QJsonObject), the model.
void benchIngestQJson(benchmark::State& state, int tasks)
{
    const QByteArray frame = capturedFrame(tasks);
    int rows = 0;
    for (auto _ : state) {
        {
            auto model = std::make_unique<TasksModel>();
            const Envelope env = Envelope::decode(frame);
            DecodeErrors errors;
            const QList<Deployment> deployments = decodeDeployments(env.response.toObject(), errors);
            model->setDeployments(deployments);
            rows = model->rowCount();
            benchmark::DoNotOptimize(rows);
            state.PauseTiming();
        }
        state.ResumeTiming();
    }
    state.counters["rows"] = rows;
}

// ---------------------------------------------------------------- 2. filter change
struct FilledModel
{
    TasksModel model;
    FilterProxyModel proxy;
    explicit FilledModel(int tasks)
    {
        ingestFrame(capturedFrame(tasks), model);
        proxy.setSourceModel(&model);
    }
};

// warmTarget: the target's columns are read once before timing (a filter on columns no filter read yet pays
// for their texts once, like FilterFirst; the steady state is what typing another filter costs).
void benchFilterChange(benchmark::State& state, int tasks, QString target, QString other,
                       bool warmTarget = false)
{
    FilledModel f(tasks);
    if (warmTarget)
        f.proxy.setFilterText(target);
    f.proxy.setFilterText(other); // builds the row cache once (the first filter after a load pays that)
    for (auto _ : state) {
        state.PauseTiming();
        f.proxy.setFilterText(other);
        state.ResumeTiming();
        f.proxy.setFilterText(target);
        benchmark::DoNotOptimize(f.proxy.rowCount());
    }
    state.counters["visible"] = f.proxy.rowCount();
    state.counters["rows"] = f.model.rowCount();
}

// The first filter after the model was filled (the proxy builds its cache of normalized row texts).
void benchFilterFirst(benchmark::State& state, int tasks)
{
    TasksModel model;
    ingestFrame(capturedFrame(tasks), model);
    for (auto _ : state) {
        state.PauseTiming();
        {
            auto proxy = std::make_unique<FilterProxyModel>();
            proxy->setSourceModel(&model);
            state.ResumeTiming();
            proxy->setFilterText(QStringLiteral("status:running"));
            benchmark::DoNotOptimize(proxy->rowCount());
            state.PauseTiming();
        }
        state.ResumeTiming();
    }
    state.counters["rows"] = model.rowCount();
}

// ---------------------------------------------------------------- 3. refresh
// The reply of the next poll: every (100 / percent)-th deployment has another status and CPU value. The
// bytes are edited in place (same length), so both tables are decoded from bytes as in production.
QByteArray modifiedFrame(const QByteArray& frame, const DeploymentTable& base, int percent)
{
    QByteArray out = frame;
    char* data = out.data();
    const int step = 100 / percent;
    for (qsizetype i = 0; i < base.size(); i += step) {
        const Deployment d = base.at(i);
        const JsonSlice* raw = d.raw.slice();
        if (!raw || raw->source.constData() != frame.constData())
            qFatal("the base list is not decoded from the frame's bytes");
        const qsizetype from = raw->offset;
        const QByteArrayView element(data + from, raw->length);
        const qsizetype status = element.indexOf(QByteArrayView("\"status\":\""));
        if (status >= 0) {
            char* value = data + from + status + 10;
            if (std::memcmp(value, "running\"", 8) == 0)
                std::memcpy(value, "stopped", 7);
            else if (std::memcmp(value, "stopped\"", 8) == 0)
                std::memcpy(value, "running", 7);
            else
                value[0] = value[0] == 'x' ? 'y' : 'x';
        }
        const qsizetype cpu = element.indexOf(QByteArrayView("\"cpuUsagePercent\":"));
        if (cpu >= 0) {
            char* digit = data + from + cpu + 18;
            while (*(digit + 1) >= '0' && *(digit + 1) <= '9')
                ++digit;
            if (*digit >= '0' && *digit <= '9')
                *digit = static_cast<char>('0' + (*digit - '0' + 1) % 10);
        }
    }
    return out;
}

void benchRefresh(benchmark::State& state, int tasks, int percent, bool withProxy)
{
    const QByteArray frame = capturedFrame(tasks);
    const DeploymentTable base = decodedTable(frame);
    const DeploymentTable changed = decodedTable(modifiedFrame(frame, base, percent));
    TasksModel model;
    model.setDeployments(base);
    FilterProxyModel proxy;
    if (withProxy) {
        proxy.setSourceModel(&model);
        proxy.setFilterText(QStringLiteral("status:running"));
    }
    int changes = 0;
    QObject::connect(
        &model, &QAbstractItemModel::dataChanged, &model,
        [&changes](const QModelIndex& from, const QModelIndex& to) { changes += to.row() - from.row() + 1; });
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        model.setDeployments(flip ? changed : base); // either way, `percent` % of the rows differ
        benchmark::DoNotOptimize(model.rowCount());
    }
    state.counters["rows"] = model.rowCount();
    state.counters["changed"] =
        static_cast<double>(changes) / static_cast<double>(std::max<qint64>(1, state.iterations()));
}

// ---------------------------------------------------------------- 4. end-to-end fetch
struct PeerProcess
{
    std::unique_ptr<QProcess> process;
    QUrl url;
};
std::map<int, std::unique_ptr<DemoServer>> g_demoServers;
std::map<int, PeerProcess> g_peers;

QUrl demoServerUrl(int tasks, QString* error)
{
    auto& server = g_demoServers[tasks];
    if (!server) {
        server = std::make_unique<DemoServer>(benchDemoOptions(tasks));
        if (!server->listen()) {
            *error = server->errorString();
            server.reset();
            return {};
        }
    }
    return server->url();
}

QUrl peerUrl(int tasks, QString* error)
{
    PeerProcess& peer = g_peers[tasks];
    if (peer.process)
        return peer.url;
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (node.isEmpty()) {
        *error = QStringLiteral("node not found");
        return {};
    }
    peer.process = std::make_unique<QProcess>();
    peer.process->setProcessChannelMode(QProcess::SeparateChannels);
    peer.process->setStandardErrorFile(QProcess::nullDevice());
    peer.process->setWorkingDirectory(QStringLiteral(CLOUDLY_PEER_DIR));
    peer.process->start(node, {QStringLiteral("server.mjs"), QStringLiteral("--port"), QStringLiteral("0"),
                               QStringLiteral("--services"), QString::number(servicesFor(tasks)),
                               QStringLiteral("--tasks"), QString::number(tasks)});
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (!out.contains('\n') && timer.elapsed() < 60000) {
        if (!peer.process->waitForReadyRead(1000) && peer.process->state() != QProcess::Running)
            break;
        out += peer.process->readAllStandardOutput();
    }
    const QByteArray line = out.left(out.indexOf('\n')).trimmed();
    if (!line.startsWith("LISTENING ")) {
        *error = QStringLiteral("the Node peer did not start: ") + QString::fromUtf8(line);
        peer.process->kill();
        peer.process->waitForFinished(5000);
        peer.process.reset();
        return {};
    }
    peer.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(QString::fromUtf8(line.mid(10))));
    return peer.url;
}

// login + getDeployments + decode on a fresh connection. Returns the number of decoded deployments, or -1.
int fetchOnce(const QUrl& url, QString* error)
{
    TypedSocketClient::Options options;
    options.autoReconnect = false;
    options.requestTimeoutMs = 120000;
    TypedSocketClient client(options);
    client.addRawReplyMethod(QStringLiteral("getDeployments")); // as InventoryRefresher does
    Session session(&client);
    session.setTagConnection(false); // the Node side does not tag either
    QEventLoop loop;
    int count = -1;
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&]() {
        *error = QStringLiteral("timeout");
        loop.quit();
    });
    QObject::connect(&client, &TypedSocketClient::disconnected, &loop, [&](const QString& reason) {
        if (count < 0 && error->isEmpty())
            *error = QStringLiteral("disconnected: ") + reason;
        loop.quit();
    });
    QObject::connect(&client, &TypedSocketClient::connected, &loop, [&]() {
        session.loginWithPassword(
            QStringLiteral("admin"), QStringLiteral("demo"), &loop, [&](const CallError& e) {
                if (e.isError()) {
                    *error = e.message();
                    loop.quit();
                    return;
                }
                session.call(QStringLiteral("getDeployments"), {}, &loop, [&](const CallResult& result) {
                    if (!result.ok()) {
                        *error = result.error.message();
                    } else {
                        DecodeErrors errors;
                        // As InventoryRefresher: the reply as bytes when the client handed it over so.
                        count = static_cast<int>(result.raw.isNull()
                                                     ? decodeDeployments(result.response, errors).size()
                                                     : decodeDeploymentTable(result.raw, errors).size());
                    }
                    loop.quit();
                });
            });
    });
    deadline.start(180000);
    client.open(url);
    loop.exec();
    client.close();
    return count;
}

void benchFetch(benchmark::State& state, int tasks, bool peer)
{
    QString error;
    const QUrl url = peer ? peerUrl(tasks, &error) : demoServerUrl(tasks, &error);
    if (url.isEmpty()) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    int count = 0;
    for (auto _ : state) {
        count = fetchOnce(url, &error);
        if (count < 0) {
            state.SkipWithError(qPrintable(error));
            break;
        }
    }
    state.counters["rows"] = count;
}

} // namespace

void registerBenchmarks(const QList<int>& sizes, int largeSize)
{
    const auto reg = [](const QString& name, auto fn) {
        return benchmark::RegisterBenchmark(name.toStdString().c_str(), fn)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime()
            ->ComputeStatistics(
                "min", [](const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); })
            ->ComputeStatistics(
                "max", [](const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); });
    };
    for (int n : sizes)
        reg(QStringLiteral("Ingest/%1").arg(n), [n](benchmark::State& s) { benchIngest(s, n); });
    for (int n : sizes)
        reg(QStringLiteral("IngestText/%1").arg(n), [n](benchmark::State& s) { benchIngestText(s, n); });
    for (int n : sizes)
        reg(QStringLiteral("IngestQJson/%1").arg(n), [n](benchmark::State& s) { benchIngestQJson(s, n); });

    const int n = largeSize;
    const QString running = QStringLiteral("status:running");
    const QString unhealthyEdge = QStringLiteral("health:unhealthy node:n-edge-*"); // node ids: no names here
    // Issue 13: globs, alternatives and numeric terms together (target: median < 16 ms at 100k rows).
    const QString typed = QStringLiteral(
        "status:running,failed,stopping node:n-edge-*,n-prod-? -health:unhealthy cpu:>20 memory:<=512 "
        "deployed:<3650d");
    reg(QStringLiteral("FilterChange/status_running/%1").arg(n),
        [=](benchmark::State& s) { benchFilterChange(s, n, running, unhealthyEdge); });
    reg(QStringLiteral("FilterChange/unhealthy_edge/%1").arg(n),
        [=](benchmark::State& s) { benchFilterChange(s, n, unhealthyEdge, running); });
    reg(QStringLiteral("FilterChange/glob_alternatives_numbers/%1").arg(n),
        [=](benchmark::State& s) { benchFilterChange(s, n, typed, running, true); });
    reg(QStringLiteral("FilterChange/glob_alternatives_numbers_back/%1").arg(n),
        [=](benchmark::State& s) { benchFilterChange(s, n, running, typed, true); });
    // CLOUDLY_BENCH_FILTER=TEXT adds FilterChange/custom (from status:running to TEXT), for profiling.
    if (const QString custom = qEnvironmentVariable("CLOUDLY_BENCH_FILTER"); !custom.isEmpty())
        reg(QStringLiteral("FilterChange/custom/%1").arg(n),
            [=](benchmark::State& s) { benchFilterChange(s, n, custom, running, true); });
    reg(QStringLiteral("FilterFirst/%1").arg(n), [=](benchmark::State& s) { benchFilterFirst(s, n); });
    for (int percent : {1, 10}) {
        reg(QStringLiteral("Refresh/%1pct/%2").arg(percent).arg(n),
            [=](benchmark::State& s) { benchRefresh(s, n, percent, false); });
        reg(QStringLiteral("RefreshWithProxy/%1pct/%2").arg(percent).arg(n),
            [=](benchmark::State& s) { benchRefresh(s, n, percent, true); });
    }

    for (int size : sizes) {
        reg(QStringLiteral("FetchDemo/%1").arg(size),
            [size](benchmark::State& s) { benchFetch(s, size, false); });
        reg(QStringLiteral("FetchPeer/%1").arg(size),
            [size](benchmark::State& s) { benchFetch(s, size, true); });
    }
}

void stopServers()
{
    g_demoServers.clear();
    for (auto& [tasks, peer] : g_peers) {
        if (!peer.process)
            continue;
        peer.process->terminate();
        if (!peer.process->waitForFinished(5000))
            peer.process->kill();
        peer.process->waitForFinished(5000);
    }
    g_peers.clear();
}

DeploymentTable decodeFrame(const QByteArray& frame)
{
    return decodedTable(frame);
}

QByteArray changedFrame(const QByteArray& frame, const DeploymentTable& base, int percent)
{
    return modifiedFrame(frame, base, percent);
}

bool smallRun()
{
    const char* small = std::getenv("CLOUDLY_BENCH_SMALL");
    return small != nullptr && std::strcmp(small, "0") != 0;
}

int benchTaskCount()
{
    return smallRun() ? 1000 : 100000;
}

} // namespace bench
} // namespace cloudly