#include "ui/app/startupprobe.h"

#include "core/inventory/inventoryrefresher.h"
#include "core/model/tasksmodel.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "core/util/processmemory.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QWidget>

#include <cstdio>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#endif

namespace cloudly {
namespace ui {
namespace {
Q_LOGGING_CATEGORY(lcStartup, "cloudly.startup", QtInfoMsg)

double round1(double value)
{
    return static_cast<double>(qRound64(value * 10)) / 10;
}

} // namespace

StartupProbe::StartupProbe(ConsoleApp* console, Options options, QObject* parent)
    : QObject(parent), m_console(console), m_options(options)
{
    m_sinceConstruction.start();
    m_uptimeAtConstruction = processUptimeMs();
    QCoreApplication::instance()->installEventFilter(this);
    m_poll.setInterval(10);
    connect(&m_poll, &QTimer::timeout, this, &StartupProbe::checkTasks);
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        fail(m_painted ? QStringLiteral("the tasks did not arrive in time")
                       : QStringLiteral("the main window was not painted in time"));
    });
    m_timeout.start(m_options.timeoutMs);
    mark("window_built");
    // The steps of the first load, as they happen.
    ConsoleServices& services = console->window()->services();
    core::TypedSocketClient* client = services.client.get();
    connect(client, &core::TypedSocketClient::stateChanged, this, [this](core::TypedSocketClient::State s) {
        if (s == core::TypedSocketClient::State::Connecting)
            mark("connecting");
        else if (s == core::TypedSocketClient::State::Connected)
            mark("connected");
    });
    connect(services.session.get(), &core::Session::identityChanged, this, [this] { mark("logged_in"); });
    // Connected last: after every other consumer of the first task table.
    connect(services.refresher.get(), &core::InventoryRefresher::deploymentsUpdated, this,
            [this](const core::DeploymentTable& table) {
                if (m_loadedMs < 0 && !table.isEmpty())
                    mark("deployments_consumed");
            });
}

void StartupProbe::mark(const char* name)
{
    const double elapsed = static_cast<double>(m_sinceConstruction.nsecsElapsed()) / 1e6;
    const double at = m_uptimeAtConstruction >= 0 ? m_uptimeAtConstruction + elapsed : elapsed;
    const double cpu = processCpuMs();
    m_marks.append(QJsonArray{QString::fromLatin1(name), round1(at), round1(cpu)});
    qCDebug(lcStartup).nospace() << name << " at " << round1(at) << " ms, cpu " << round1(cpu) << " ms";
}

double StartupProbe::processUptimeMs()
{
#ifdef Q_OS_LINUX
    // Field 22 of /proc/self/stat: the start time in clock ticks since boot (after the `(comm)` field, which
    // may contain spaces).
    QFile file(QStringLiteral("/proc/self/stat"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = file.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    bool ok = false;
    const qint64 startTicks = fields.value(19).toLongLong(&ok); // field 22 counts from 1, `state` is field 3
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    timespec now{};
    if (!ok || ticksPerSecond <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0)
        return -1;
    const double nowMs = static_cast<double>(now.tv_sec) * 1000.0 + static_cast<double>(now.tv_nsec) / 1e6;
    return nowMs - static_cast<double>(startTicks) * 1000.0 / static_cast<double>(ticksPerSecond);
#else
    return -1;
#endif
}

double StartupProbe::processCpuMs()
{
#ifdef Q_OS_LINUX
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return -1;
    const auto ms = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_usec) / 1000.0;
    };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
#else
    return -1;
#endif
}

bool StartupProbe::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_painted && event->type() == QEvent::Paint) {
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && m_console->window() && widget->window() == m_console->window()->mainWindow()) {
            m_painted = true;
            // The rest of the window paints in the same pass: take the time once it is done.
            QTimer::singleShot(0, this, &StartupProbe::onFirstPaintDone);
        }
    }
    return QObject::eventFilter(watched, event);
}

void StartupProbe::onFirstPaintDone()
{
    QCoreApplication::instance()->removeEventFilter(this);
    const double elapsed = static_cast<double>(m_sinceConstruction.nsecsElapsed()) / 1e6;
    m_firstPaintMs = m_uptimeAtConstruction >= 0 ? m_uptimeAtConstruction + elapsed : elapsed;
    mark("first_paint");
    m_firstPaintCpuMs = processCpuMs();
    m_firstPaintRssKiB = core::readProcessMemory().rssKiB;
    if (m_options.tasks > 0) {
        m_poll.start();
        checkTasks();
    } else {
        QTimer::singleShot(m_options.settleMs, this, &StartupProbe::finish);
    }
}

void StartupProbe::checkTasks()
{
    // Every window's tasks view (several with --demo-server given more than once).
    bool loaded = true;
    for (const ConsoleWindow* window : m_console->windows()) {
        const TasksView* view = window->pages()->tasksView();
        if (!m_watched.contains(view->model())) {
            // The moment the rows arrive, not the next tick of m_poll: the poll timer competes with the
            // other replies' socket events, so it would time whatever the event loop ran before it.
            m_watched.append(view->model());
            connect(view->model(), &QAbstractItemModel::rowsInserted, this, &StartupProbe::checkTasks);
            connect(view->model(), &QAbstractItemModel::modelReset, this, &StartupProbe::checkTasks);
        }
        loaded = loaded && view->model()->rowCount() >= m_options.tasks;
    }
    if (m_loadedMs >= 0 || !loaded)
        return;
    m_poll.stop();
    const double elapsed = static_cast<double>(m_sinceConstruction.nsecsElapsed()) / 1e6;
    m_loadedMs = m_uptimeAtConstruction >= 0 ? m_uptimeAtConstruction + elapsed : elapsed;
    m_loadedCpuMs = processCpuMs();
    mark("tasks_loaded");
    QTimer::singleShot(m_options.settleMs, this, &StartupProbe::finish);
}

void StartupProbe::finish()
{
    m_timeout.stop();
    const core::ProcessMemory memory = core::readProcessMemory();
    QJsonObject out{
        {QStringLiteral("first_paint_ms"), round1(m_firstPaintMs)},
        {QStringLiteral("first_paint_cpu_ms"), round1(m_firstPaintCpuMs)},
        {QStringLiteral("first_paint_rss_kib"), m_firstPaintRssKiB},
        {QStringLiteral("from_process_start"), m_uptimeAtConstruction >= 0},
        {QStringLiteral("tasks"), m_options.tasks},
        {QStringLiteral("windows"), static_cast<int>(m_console->windows().size())},
        {QStringLiteral("rss_kib"), memory.rssKiB},
        {QStringLiteral("hwm_kib"), memory.hwmKiB},
        {QStringLiteral("cpu_ms"), round1(processCpuMs())},
    };
    out.insert(QStringLiteral("marks"), m_marks);
    if (m_options.tasks > 0) {
        out.insert(QStringLiteral("tasks_loaded_ms"), round1(m_loadedMs));
        out.insert(QStringLiteral("tasks_loaded_cpu_ms"), round1(m_loadedCpuMs));
    }
    if (m_options.keepRunning) {
        std::fprintf(stdout, "%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
        return;
    }
    core::trimHeap();
    out.insert(QStringLiteral("rss_kib_after_trim"), core::readProcessMemory().rssKiB);
    std::fprintf(stdout, "%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

void StartupProbe::fail(const QString& why)
{
    const QJsonObject out{{QStringLiteral("error"), why}};
    std::fprintf(stdout, "%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    QCoreApplication::exit(1);
}

} // namespace ui
} // namespace cloudly
