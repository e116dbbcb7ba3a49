#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"

#include <QHash>
#include <QObject>

#include <memory>

class QThread;

namespace cloudly {
namespace core {
class MetricsHistory;
class MetricsRecorderWorker;

// Records polls into a MetricsHistory on a worker thread of its own, in the order they were posted: the
// GUI thread only queues a call (a DeploymentTable copy is one reference count; its reads are thread-safe),
// so a poll of 100k tasks costs it microseconds, not the recording itself.
class MetricsRecorder : public QObject
{
    Q_OBJECT
public:
    explicit MetricsRecorder(QObject* parent = nullptr);
    ~MetricsRecorder() override; // records what was posted, then stops the thread

    void recordTasks(const std::shared_ptr<MetricsHistory>& history, const DeploymentTable& tasks, qint64 at);
    void recordClusters(const std::shared_ptr<MetricsHistory>& history, const QList<Cluster>& clusters,
                        qint64 at);
    void recordCounts(const std::shared_ptr<MetricsHistory>& history, const QHash<QString, qint32>& counts,
                      qint64 at);
    void markGap(const std::shared_ptr<MetricsHistory>& history, qint64 at);
    // Blocks until everything posted so far is recorded (tests, benchmarks).
    void flush();

Q_SIGNALS:
    void recorded(); // after each posted call was applied (queued to receivers in other threads)

private:
    template <typename F> void post(F&& work);

    QThread* m_thread;
    MetricsRecorderWorker* m_worker;
};

} // namespace core
} // namespace cloudly
