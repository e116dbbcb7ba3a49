#pragma once

#include <QElapsedTimer>
#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QTimer>

class QAbstractItemModel;

namespace cloudly {
namespace ui {
class ConsoleApp;

// `cloudly-console --measure-startup` (docs/PERFORMANCE.md, "Desktop"): measures the real console process
// and prints one JSON line to stdout, then quits the application.
//
// - first_paint_ms: from the start of the process (Linux: /proc/self/stat, 10 ms resolution; elsewhere: from
//   the probe's construction) to the end of the first paint of the main window;
// - with `tasks` > 0: tasks_loaded_ms, when the tasks view of every window holds at least that many tasks
//   (checked as their rows are inserted);
// - then, after `settleMs` without further work, the process's VmRSS / VmHWM (and VmRSS after handing freed
//   heap back to the system, so the retention of the allocator is visible) and its CPU time.
//
// With keepRunning the application goes on after the line (see Options). Exits with 1 (after printing
// {"error": ...}) when nothing was painted or loaded within `timeoutMs`.
class StartupProbe : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        int tasks = 0;          // wait until the tasks view shows at least this many tasks (0: don't)
        int settleMs = 500;     // quiet time before memory is read
        int timeoutMs = 180000; // give up after this long
        // Keep the console running after the JSON line (tests/bench/run-idle-benchmark.sh then measures the
        // idle process from outside); the heap is not trimmed then, so later readings are unaltered.
        bool keepRunning = false;
    };

    StartupProbe(ConsoleApp* console, Options options, QObject* parent = nullptr);

    // Milliseconds since the process started (see above); -1 when unknown.
    static double processUptimeMs();
    // CPU time (user + system) of the process so far, in ms.
    static double processCpuMs();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A named point on the way to the tasks shown (uptime and CPU so far), in the JSON line's "marks" and,
    // with cloudly.startup.debug, in the log as it happens: where the wall time between process start and
    // the 100k rows goes.
    void mark(const char* name);
    void onFirstPaintDone();
    void checkTasks();
    void finish();
    void fail(const QString& why);

    ConsoleApp* m_console;
    Options m_options;
    QElapsedTimer m_sinceConstruction;
    double m_uptimeAtConstruction = -1;
    bool m_painted = false;
    double m_firstPaintMs = -1;
    double m_firstPaintCpuMs = -1;
    long long m_firstPaintRssKiB = 0;
    double m_loadedMs = -1;
    double m_loadedCpuMs = -1;
    QList<const QAbstractItemModel*> m_watched; // the tasks models whose row signals are connected
    QJsonArray m_marks;                         // [name, uptime ms, cpu ms]
    QTimer m_poll;
    QTimer m_timeout;
};

} // namespace ui
} // namespace cloudly
