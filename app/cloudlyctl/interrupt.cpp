#include "interrupt.h"

#include <QCoreApplication>
#include <QTimer>

#include <csignal>

namespace cloudly {
namespace ctl {
namespace {
volatile std::sig_atomic_t g_interrupted = 0;

void onInterrupt(int)
{
    g_interrupted = 1;
}
} // namespace

void finishOnInterrupt(const Context& ctx)
{
    static bool installed = false; // one process, one handler
    if (installed)
        return;
    installed = true;
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    auto* timer = new QTimer(QCoreApplication::instance());
    QObject::connect(timer, &QTimer::timeout, timer, [ctx] {
        if (g_interrupted)
            ctx.finish(ExitOk);
    });
    timer->start(100);
}

} // namespace ctl
} // namespace cloudly
