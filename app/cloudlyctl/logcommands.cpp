// cloudlyctl logs: a task's log, or a service's tasks merged and tagged, with --grep and --follow.
#include "ctlcontext.h"
#include "interrupt.h"

#include "core/api/deployment.h"
#include "core/api/methods.h"
#include "core/logs/logmerge.h"
#include "core/util/duration.h"
#include "core/util/terminaltext.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <optional>

namespace cloudly {
namespace ctl {
namespace {
constexpr qint64 kDefaultFollowIntervalMs = 2000;

struct LogsRun
{
    QString taskId;    // logs TASK_ID
    QString serviceId; // logs --service ID
    std::optional<QRegularExpression> grep;
    bool follow = false;
    qint64 intervalMs = kDefaultFollowIntervalMs;
    QHash<QString, int> printed; // task id -> lines already printed (--follow)
    bool first = true;
};

bool readOptions(Context& ctx, LogsRun& run)
{
    run.serviceId = ctx.options.service;
    if (ctx.args.size() > 1) {
        ctx.usage(QStringLiteral("logs takes one TASK_ID, got %1 arguments").arg(ctx.args.size()));
        return false;
    }
    run.taskId = ctx.args.value(0);
    if (run.taskId.isEmpty() == run.serviceId.isEmpty()) {
        ctx.usage(QStringLiteral("logs needs either a TASK_ID or --service ID (not both)"));
        return false;
    }
    if (ctx.local.isSet(QStringLiteral("grep"))) {
        QRegularExpression re(ctx.local.value(QStringLiteral("grep")));
        if (!re.isValid()) {
            ctx.usage(QStringLiteral("--grep \"%1\" is not a valid regular expression: %2 (at offset %3)")
                          .arg(re.pattern(), re.errorString())
                          .arg(re.patternErrorOffset()));
            return false;
        }
        run.grep = re;
    }
    run.follow = ctx.local.isSet(QStringLiteral("follow"));
    if (!ctx.positiveDuration(QStringLiteral("interval"), &run.intervalMs))
        return false;
    if (ctx.options.format != Format::Table && ctx.options.format != Format::Json) {
        ctx.usage(
            QStringLiteral("logs supports --format table or json, not \"%1\"").arg(ctx.options.formatName));
        return false;
    }
    return true;
}

void write(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

QJsonObject lineJson(const core::LogLine& line)
{
    return {{QStringLiteral("deploymentId"), line.deploymentId},
            {QStringLiteral("nodeId"), line.nodeId},
            {QStringLiteral("line"), line.text}};
}

// Prints the lines not printed yet. One task: the bare lines; a service: each tagged [task@node].
// JSON: one array when not following; JSON lines (one object per line) with --follow, so a reader can
// act on each as it arrives.
void print(Context& ctx, LogsRun& run, const QList<core::Deployment>& tasks)
{
    QList<core::Deployment> fresh;
    for (const core::Deployment& task : tasks) {
        const int seen = run.printed.value(task.id, 0);
        const int now = static_cast<int>(task.deploymentLog.size());
        if (now < seen && !run.first)
            ctx.err(QStringLiteral(
                        "cloudlyctl: logs: the log of %1 got shorter (%2 → %3 lines); printing it from "
                        "its start")
                        .arg(task.id)
                        .arg(seen)
                        .arg(now));
        fresh << task;
    }
    QList<core::LogLine> lines =
        tasks.size() == 1 ? core::taskLog(fresh.first()) : core::mergeTaskLogs(fresh);
    QList<core::LogLine> out;
    for (const core::LogLine& line : lines) {
        const int seen = run.printed.value(line.deploymentId, 0);
        const auto task = std::find_if(tasks.begin(), tasks.end(),
                                       [&](const core::Deployment& d) { return d.id == line.deploymentId; });
        const bool shrunk = task != tasks.end() && task->deploymentLog.size() < seen;
        if (line.index < seen && !shrunk)
            continue;
        if (run.grep && !run.grep->match(line.text).hasMatch())
            continue;
        out << line;
    }
    for (const core::Deployment& task : tasks)
        run.printed.insert(task.id, int(task.deploymentLog.size()));
    const bool tagged = run.taskId.isEmpty();
    if (ctx.options.format == Format::Json && !run.follow) {
        QJsonArray array;
        for (const core::LogLine& line : out)
            array.append(lineJson(line));
        write(QJsonDocument(array).toJson(QJsonDocument::Indented));
    } else {
        QByteArray bytes;
        for (const core::LogLine& line : out) {
            if (ctx.options.format == Format::Json)
                bytes += QJsonDocument(lineJson(line)).toJson(QJsonDocument::Compact) + '\n';
            else
                bytes +=
                    core::terminalSafe(
                        tagged ? QStringLiteral("[%1@%2] %3").arg(line.deploymentId, line.nodeId, line.text)
                               : line.text,
                        {}) // one line each, its control characters visible
                        .toUtf8() +
                    '\n';
        }
        write(bytes);
    }
    run.first = false;
}

void fetch(Context& ctx, std::shared_ptr<LogsRun> run)
{
    const bool one = !run->taskId.isEmpty();
    const QString method = one ? core::methods::getDeploymentById : core::methods::getDeploymentsByService;
    const QJsonObject request = one ? QJsonObject{{QStringLiteral("deploymentId"), run->taskId}}
                                    : QJsonObject{{QStringLiteral("serviceId"), run->serviceId}};
    ctx.session->call(
        method, request, nullptr,
        [&ctx, run, one, method](const core::CallResult& r) {
            if (!r.ok()) {
                if (r.error.kind == core::CallError::Kind::Server &&
                    r.error.text.contains(QLatin1String("not found"), Qt::CaseInsensitive)) {
                    ctx.err(QStringLiteral("cloudlyctl: logs: unknown %1 \"%2\" (%3)")
                                .arg(one ? QStringLiteral("task") : QStringLiteral("service"),
                                     one ? run->taskId : run->serviceId, r.error.message()));
                    return ctx.finish(ExitError);
                }
                return ctx.failCall(r.error);
            }
            core::DecodeErrors errors;
            QList<core::Deployment> tasks;
            if (one) {
                if (std::optional<core::Deployment> d = core::decodeDeployment(r.response, errors))
                    tasks << *d;
            } else {
                tasks = core::decodeDeployments(r.response, errors);
            }
            if (!errors.isEmpty()) {
                ctx.err(QStringLiteral("cloudlyctl: logs: %1: the reply does not match the contract: %2")
                            .arg(method, core::joinDecodeErrors(errors)));
                return ctx.finish(ExitError);
            }
            if (run->first && !one && tasks.isEmpty())
                ctx.err(QStringLiteral("cloudlyctl: logs: service \"%1\" has no tasks").arg(run->serviceId));
            print(ctx, *run, tasks);
            if (!run->follow)
                return ctx.finish(ExitOk);
            QTimer::singleShot(static_cast<int>(qMin<qint64>(run->intervalMs, 24LL * 3600 * 1000)),
                               QCoreApplication::instance(), [&ctx, run] { fetch(ctx, run); });
        },
        ctx.options.timeoutMs);
}

void logsRun(Context& ctx)
{
    auto run = std::make_shared<LogsRun>();
    if (!readOptions(ctx, *run))
        return;
    if (run->follow) {
        // Cloudly pushes no log lines: following means asking again every interval.
        ctx.err(QStringLiteral("cloudlyctl: logs: following by polling every %1 (Ctrl+C ends)")
                    .arg(core::formatDuration(run->intervalMs)));
        finishOnInterrupt(ctx);
    }
    fetch(ctx, run);
}

bool logsOffline(Context& ctx)
{
    LogsRun probe;
    return !readOptions(ctx, probe);
}
} // namespace

QList<Command> logCommands()
{
    Command logs{
        QStringLiteral("logs"),
        QStringLiteral("logs TASK_ID | logs --service ID [--grep REGEX] [--follow [--interval 2s]]   task "
                       "logs; a service's tasks merged by each line's timestamp, tagged [task@node]"),
        true, logsRun, logsOffline};
    logs.options = {QCommandLineOption(QStringLiteral("grep"), QString(), QStringLiteral("REGEX")),
                    QCommandLineOption(QStringLiteral("follow")),
                    QCommandLineOption(QStringLiteral("interval"), QString(), QStringLiteral("DURATION"))};
    return {logs};
}

} // namespace ctl
} // namespace cloudly
