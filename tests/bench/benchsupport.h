#pragma once

#include "core/api/deploymenttable.h"
#include "core/demo/demoserver.h"
#include "core/util/processmemory.h"

#include <QByteArray>
#include <QList>

namespace cloudly {
namespace core {
class TasksModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace bench {
using ProcMemory = core::ProcessMemory;
inline ProcMemory readProcMemory()
{
    return core::readProcessMemory();
}

// CLOUDLY_BENCH_SMALL=1 (ctest bench/smoke): the benchmarks run at small sizes.
bool smallRun();
// The task count of the single-size benchmarks: 1000 in a small run, else 100000.
int benchTaskCount();

// Services generated next to `tasks` deployments (the same for the demo server and the Node peer).
int servicesFor(int tasks);
// The demo server's options for `tasks` deployments and servicesFor(tasks) services.
core::DemoOptions benchDemoOptions(int tasks);
// A getDeployments reply frame for `tasks` deployments, as the client receives it (generated once per size
// with DemoData, deterministic).
QByteArray capturedFrame(int tasks);
// What the client does with a reply frame: parse the envelope, decode the deployments, fill the model.
// Returns the model's row count.
int ingestFrame(const QByteArray& frame, core::TasksModel& model);
// The table decoded from a reply frame, and the next poll's frame with `percent` % of the tasks changed
// (status and CPU, edited in place).
core::DeploymentTable decodeFrame(const QByteArray& frame);
QByteArray changedFrame(const QByteArray& frame, const core::DeploymentTable& base, int percent);

void registerBenchmarks(const QList<int>& sizes, int largeSize);
// Stops the demo servers and Node peers the fetch benchmarks started.
void stopServers();

} // namespace bench
} // namespace cloudly