// Support bundles (core/bundle) at 100k tasks and 10k services, from the embedded demo server:
// - BM_BundleCreate: what `cloudlyctl bundle create` does once connected and logged in: fetch the seven lists
//   (the bytes as sent), redact every element, write the zip to a file. Targets: under 3 s, file under 20 MB
//   (counter `fileMB`).
// - BM_BundleOpen: opening that bundle to the first page: read and check the zip (every file's SHA-256),
// answer
//   getServices and getDeployments from it through the client (as the console's poller asks), and decode both
//   lists as the pages do. Target: under 1 s.
// CLOUDLY_BENCH_SMALL=1: 1000 tasks and 100 services.
#include "benchsupport.h"

#include "core/api/deploymenttable.h"
#include "core/api/service.h"
#include "core/bundle/bundlecollector.h"
#include "core/bundle/bundlefetcher.h"
#include "core/bundle/bundlereader.h"
#include "core/bundle/bundlereplysource.h"
#include "core/bundle/bundlewriter.h"
#include "core/demo/demoserver.h"
#include "core/ingest/deploymentingest.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <benchmark/benchmark.h>

using namespace cloudly::core;

namespace {
int taskCount()
{
    return cloudly::bench::benchTaskCount();
}

QTemporaryDir& workDir()
{
    static QTemporaryDir dir;
    return dir;
}

QString bundlePath()
{
    return workDir().filePath(QStringLiteral("bench-bundle.zip"));
}

DemoServer* server()
{
    static std::unique_ptr<DemoServer> s;
    if (!s) {
        s = std::make_unique<DemoServer>(cloudly::bench::benchDemoOptions(taskCount()));
        if (!s->listen())
            s.reset();
    }
    return s.get();
}

// Runs `work` with a logged-in session on `client` (a socket to `url`, or the client's reply source), inside
// an event loop; returns false on a connection or login error.
bool withSession(TypedSocketClient& client, const QUrl& url,
                 const std::function<void(Session&, QEventLoop&)>& work, QString* error)
{
    Session session(&client);
    session.setTagConnection(false);
    QEventLoop loop;
    bool ok = true;
    QObject::connect(&client, &TypedSocketClient::connected, &loop, [&] {
        session.loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), &loop,
                                  [&](const CallError& e) {
                                      if (e.isError()) {
                                          *error = e.message();
                                          ok = false;
                                          return loop.quit();
                                      }
                                      work(session, loop);
                                  });
    });
    QTimer::singleShot(120000, &loop, [&] {
        *error = QStringLiteral("timeout");
        ok = false;
        loop.quit();
    });
    client.open(url);
    loop.exec();
    client.close();
    return ok;
}

void BM_BundleCreate(benchmark::State& state)
{
    DemoServer* demo = server();
    if (!demo) {
        state.SkipWithError("the demo server did not start");
        return;
    }
    qint64 bytes = 0;
    qsizetype redactions = 0;
    for (auto _ : state) {
        TypedSocketClient::Options options;
        options.autoReconnect = false;
        options.requestTimeoutMs = 120000;
        options.hashRawReplies = false; // as cloudlyctl
        TypedSocketClient client(options);
        QString error;
        const bool ok = withSession(
            client, demo->url(),
            [&](Session& session, QEventLoop& loop) {
                auto* fetcher = new BundleFetcher(&session, MethodNames(), &loop);
                fetcher->fetch([&](const BundleFetcher::Result& r) {
                    BundleInputs in;
                    in.profile = QStringLiteral("bench");
                    in.server = demo->url();
                    in.asOf = QDateTime::currentDateTimeUtc();
                    in.replies = r.replies;
                    in.notes = r.notes;
                    in.consoleName = QStringLiteral("cloudly-bench");
                    const std::optional<BundleContent> content = BundleCollector::collect(in, &error);
                    if (!content || !BundleWriter::write(bundlePath(), *content, &error))
                        error = error.isEmpty() ? QStringLiteral("not written") : error;
                    else
                        redactions = content->redactions.size();
                    loop.quit();
                });
            },
            &error);
        if (!ok || !error.isEmpty()) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        bytes = QFileInfo(bundlePath()).size();
    }
    state.counters["fileMB"] = static_cast<double>(bytes) / (1024.0 * 1024.0);
    state.counters["redactions"] = static_cast<double>(redactions);
    state.counters["tasks"] = taskCount();
}

void BM_BundleOpen(benchmark::State& state)
{
    if (!QFileInfo::exists(bundlePath())) {
        state.SkipWithError("no bundle: BM_BundleCreate did not run");
        return;
    }
    qsizetype rows = 0;
    for (auto _ : state) {
        QString error;
        std::optional<BundleContent> content = BundleReader::read(bundlePath(), &error);
        if (!content) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        auto bundle = std::make_shared<const BundleContent>(std::move(*content));
        TypedSocketClient client;
        client.setReplySource(std::make_shared<BundleReplySource>(bundle));
        client.addRawReplyMethod(methods::getDeployments);
        client.addRawReplyMethod(methods::getServices);
        const bool ok = withSession(
            client, QUrl(QStringLiteral("file:///bench-bundle.zip")),
            [&](Session& session, QEventLoop& loop) {
                auto pending = std::make_shared<int>(2);
                session.call(methods::getServices, {}, &loop, [&, pending](const CallResult& r) {
                    DecodeErrors errors;
                    rows += decodeServicesJson(r.raw.bytes, errors).size();
                    if (--*pending == 0)
                        loop.quit();
                });
                session.call(methods::getDeployments, {}, &loop, [&, pending](const CallResult& r) {
                    DecodeErrors errors;
                    rows += decodeDeploymentTable(r.raw, errors).size();
                    if (--*pending == 0)
                        loop.quit();
                });
            },
            &error);
        if (!ok) {
            state.SkipWithError(qPrintable(error));
            return;
        }
    }
    state.counters["rows"] = static_cast<double>(rows) / static_cast<double>(state.iterations());
}

BENCHMARK(BM_BundleCreate)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_BundleOpen)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
} // namespace
