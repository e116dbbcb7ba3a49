// cloudlyctl wait: a CI gate that waits for a service's rollout and fails the moment it goes wrong.
#include "ctlcontext.h"

#include "core/api/deployment.h"
#include "core/api/methods.h"
#include "core/api/service.h"
#include "core/rollout/rolloutcheck.h"
#include "core/util/duration.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace cloudly {
namespace ctl {
namespace {
constexpr qint64 kDefaultTimeoutMs = 5 * 60 * 1000;
constexpr qint64 kDefaultIntervalMs = 5 * 1000;
constexpr qint64 kMaxTimerMs = 24LL * 3600 * 1000; // QTimer takes an int of milliseconds

struct WaitRun
{
    core::RolloutCriteria criteria;
    qint64 timeoutMs = kDefaultTimeoutMs;
    qint64 intervalMs = kDefaultIntervalMs;
    QElapsedTimer clock;
    QString lastLine;
    core::RolloutState last;
    bool polled = false;
    bool done = false;
};

// Reads and checks the options; false (and exit 2) on bad input.
bool readOptions(Context& ctx, WaitRun& run)
{
    if (!ctx.args.isEmpty()) {
        ctx.usage(QStringLiteral("wait takes no arguments, got \"%1\" (use --service ID)")
                      .arg(ctx.args.join(u' ')));
        return false;
    }
    run.criteria.serviceId = ctx.options.service;
    if (run.criteria.serviceId.isEmpty()) {
        ctx.usage(QStringLiteral("wait needs --service ID"));
        return false;
    }
    if (ctx.local.isSet(QStringLiteral("version"))) {
        const QString v = ctx.local.value(QStringLiteral("version")).trimmed();
        if (v.isEmpty()) {
            ctx.usage(QStringLiteral("--version needs a version, e.g. --version 1.4.0"));
            return false;
        }
        run.criteria.version = v;
    }
    if (ctx.local.isSet(QStringLiteral("replicas"))) {
        bool ok = false;
        run.criteria.replicas = ctx.local.value(QStringLiteral("replicas")).toInt(&ok);
        if (!ok || run.criteria.replicas < 1) {
            ctx.usage(QStringLiteral("--replicas needs a whole number of at least 1, got \"%1\"")
                          .arg(ctx.local.value(QStringLiteral("replicas"))));
            return false;
        }
    }
    run.criteria.healthy = ctx.local.isSet(QStringLiteral("healthy"));
    return ctx.positiveDuration(QStringLiteral("timeout"), &run.timeoutMs) &&
           ctx.positiveDuration(QStringLiteral("interval"), &run.intervalMs);
}

void emitPoll(Context& ctx, WaitRun& run, const core::RolloutState& state,
              const QString& verdictOverride = {})
{
    if (ctx.options.format == Format::Json) {
        QJsonObject o = state.toJson(run.criteria);
        if (!verdictOverride.isEmpty())
            o.insert(QStringLiteral("verdict"), verdictOverride);
        o.insert(QStringLiteral("elapsedMs"), run.clock.elapsed());
        const QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
        std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
        std::fflush(stdout);
    }
}

void poll(Context& ctx, std::shared_ptr<WaitRun> run)
{
    if (run->done)
        return;
    const qint64 left = run->timeoutMs - run->clock.elapsed();
    ctx.session->call(
        core::methods::getDeploymentsByService,
        QJsonObject{{QStringLiteral("serviceId"), run->criteria.serviceId}}, nullptr,
        [&ctx, run](const core::CallResult& r) {
            if (run->done)
                return;
            if (!r.ok()) {
                run->done = true;
                if (r.error.kind == core::CallError::Kind::Server &&
                    r.error.text.contains(QLatin1String("not found"), Qt::CaseInsensitive)) {
                    ctx.err(QStringLiteral("cloudlyctl: wait: unknown service \"%1\" (%2)")
                                .arg(run->criteria.serviceId, r.error.message()));
                    return ctx.finish(ExitError);
                }
                return ctx.failCall(r.error);
            }
            core::DecodeErrors errors;
            const QList<core::Deployment> tasks = core::decodeDeployments(r.response, errors);
            if (!errors.isEmpty()) {
                run->done = true;
                ctx.err(QStringLiteral("cloudlyctl: wait: %1: the reply does not match the contract: %2")
                            .arg(core::methods::getDeploymentsByService, core::joinDecodeErrors(errors)));
                return ctx.finish(ExitError);
            }
            const core::RolloutState state = core::evaluateRollout(tasks, run->criteria);
            run->last = state;
            run->polled = true;
            emitPoll(ctx, *run, state);
            const QString line = state.summary(run->criteria);
            if (state.verdict == core::RolloutState::Verdict::Failed) {
                run->done = true;
                ctx.err(QStringLiteral("cloudlyctl: wait: %1").arg(line));
                return ctx.finish(ExitNoGo);
            }
            if (state.verdict == core::RolloutState::Verdict::Ready) {
                run->done = true;
                ctx.err(QStringLiteral("cloudlyctl: wait: %1 (after %2)")
                            .arg(line, core::formatDuration(run->clock.elapsed())));
                return ctx.finish(ExitOk);
            }
            if (line != run->lastLine) // progress, without repeating an unchanged line every poll
                ctx.err(QStringLiteral("cloudlyctl: wait: %1").arg(line));
            run->lastLine = line;
            const qint64 remaining = run->timeoutMs - run->clock.elapsed();
            QTimer::singleShot(
                static_cast<int>(qBound<qint64>(0, qMin(run->intervalMs, remaining), kMaxTimerMs)),
                QCoreApplication::instance(), [&ctx, run] { poll(ctx, run); });
        },
        static_cast<int>(
            qBound<qint64>(1000, qMin<qint64>(ctx.options.timeoutMs, left + 1000), kMaxTimerMs)));
}

void waitRun(Context& ctx)
{
    auto run = std::make_shared<WaitRun>();
    if (!readOptions(ctx, *run))
        return;
    run->clock.start();
    // The deadline holds even while a request is in flight.
    QTimer::singleShot(static_cast<int>(qMin<qint64>(run->timeoutMs, kMaxTimerMs)),
                       QCoreApplication::instance(), [&ctx, run] {
                           if (run->done)
                               return;
                           run->done = true;
                           const QString what = run->polled ? run->last.missing.join(QStringLiteral("; "))
                                                            : QStringLiteral("no answer from the server yet");
                           if (run->polled)
                               emitPoll(ctx, *run, run->last, QStringLiteral("timeout"));
                           ctx.err(
                               QStringLiteral("cloudlyctl: wait: %1: timed out after %2; still missing: %3")
                                   .arg(run->criteria.serviceId, core::formatDuration(run->timeoutMs), what));
                           ctx.finish(ExitNoGo);
                       });
    // A mistyped id fails at once: the services list must name it (a service's tasks alone cannot tell
    // "no such service" from "no tasks yet"), then the rollout is polled.
    ctx.session->call(
        core::methods::getServices, {}, nullptr,
        [&ctx, run](const core::CallResult& r) {
            if (run->done)
                return;
            if (!r.ok()) {
                run->done = true;
                return ctx.failCall(r.error);
            }
            core::DecodeErrors errors;
            const QList<core::Service> services = core::decodeServices(r.response, errors);
            if (!errors.isEmpty()) {
                run->done = true;
                ctx.err(QStringLiteral("cloudlyctl: wait: %1: the reply does not match the contract: %2")
                            .arg(core::methods::getServices, core::joinDecodeErrors(errors)));
                return ctx.finish(ExitError);
            }
            const bool known = std::any_of(services.cbegin(), services.cend(), [&](const core::Service& s) {
                return s.id == run->criteria.serviceId;
            });
            if (!known) {
                run->done = true;
                ctx.err(QStringLiteral("cloudlyctl: wait: no service %1 (%2 service(s) listed)")
                            .arg(run->criteria.serviceId)
                            .arg(services.size()));
                return ctx.finish(ExitError);
            }
            poll(ctx, run);
        },
        static_cast<int>(
            qBound<qint64>(1000, qMin<qint64>(ctx.options.timeoutMs, run->timeoutMs), kMaxTimerMs)));
}

bool waitOffline(Context& ctx)
{
    WaitRun probe;
    if (!readOptions(ctx, probe))
        return true;
    if (ctx.options.format != Format::Table && ctx.options.format != Format::Json) {
        ctx.usage(
            QStringLiteral("wait supports --format table or json, not \"%1\"").arg(ctx.options.formatName));
        return true;
    }
    return false;
}
} // namespace

QList<Command> waitCommands()
{
    Command wait{QStringLiteral("wait"),
                 QStringLiteral(
                     "wait --service ID [--version V] [--replicas N] [--healthy] [--timeout 5m] "
                     "[--interval 5s]   wait for a rollout: 0 when at least N tasks (not stopped) run, 3 at "
                     "once when one fails or when the timeout passes"),
                 true, waitRun, waitOffline};
    wait.options = {QCommandLineOption(QStringLiteral("version"), QString(), QStringLiteral("V")),
                    QCommandLineOption(QStringLiteral("replicas"), QString(), QStringLiteral("N")),
                    QCommandLineOption(QStringLiteral("healthy")),
                    QCommandLineOption(QStringLiteral("timeout"), QString(), QStringLiteral("DURATION")),
                    QCommandLineOption(QStringLiteral("interval"), QString(), QStringLiteral("DURATION"))};
    return {wait};
}

} // namespace ctl
} // namespace cloudly
