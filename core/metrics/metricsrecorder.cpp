#include "core/metrics/metricsrecorder.h"

#include "core/metrics/metricshistory.h"
#include "core/util/threadhandoff.h"

#include <QThread>

#include <functional>
#include <mutex>
#include <vector>

namespace cloudly {
namespace core {

// Lives on the recorder's thread. The work goes to it through a queue under a std::mutex (which
// ThreadSanitizer sees); the queued call that wakes it carries no data of ours, since Qt's own event queue
// is ordered by locks inside Qt Core that a sanitizer build of our code cannot see (threadhandoff.h).
class MetricsRecorderWorker : public QObject
{
    Q_OBJECT
public:
    MetricsRecorderWorker(MetricsRecorder* recorder, const void* token) : m_recorder(recorder), m_token(token)
    {}
    ~MetricsRecorderWorker() override { handOffRelease(m_token); } // the recorder goes on after wait()

    void post(std::function<void()> work)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_queue.push_back(std::move(work));
    }
    Q_INVOKABLE void drain()
    {
        std::vector<std::function<void()>> work;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            work.swap(m_queue);
        }
        for (const std::function<void()>& w : work) {
            w();
            Q_EMIT m_recorder->recorded();
        }
    }

private:
    MetricsRecorder* m_recorder;
    const void* m_token;
    std::mutex m_mutex;
    std::vector<std::function<void()>> m_queue;
};

MetricsRecorder::MetricsRecorder(QObject* parent)
    : QObject(parent), m_thread(new QThread(this)), m_worker(new MetricsRecorderWorker(this, m_thread))
{
    m_thread->setObjectName(QStringLiteral("metrics"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start(QThread::LowPriority);
}

MetricsRecorder::~MetricsRecorder()
{
    m_thread->quit(); // the queued calls before the quit still run
    m_thread->wait();
    handOffAcquire(m_thread);
}

template <typename F> void MetricsRecorder::post(F&& work)
{
    m_worker->post(std::forward<F>(work));
    QMetaObject::invokeMethod(m_worker, "drain", Qt::QueuedConnection);
}

void MetricsRecorder::recordTasks(const std::shared_ptr<MetricsHistory>& history,
                                  const DeploymentTable& tasks, qint64 at)
{
    post([history, tasks, at] { history->recordTasks(tasks, at); });
}

void MetricsRecorder::recordClusters(const std::shared_ptr<MetricsHistory>& history,
                                     const QList<Cluster>& clusters, qint64 at)
{
    post([history, clusters, at] { history->recordClusters(clusters, at); });
}

void MetricsRecorder::recordCounts(const std::shared_ptr<MetricsHistory>& history,
                                   const QHash<QString, qint32>& counts, qint64 at)
{
    post([history, counts, at] { history->recordCounts(counts, at); });
}

void MetricsRecorder::markGap(const std::shared_ptr<MetricsHistory>& history, qint64 at)
{
    post([history, at] { history->markGap(at); });
}

void MetricsRecorder::flush()
{
    QMetaObject::invokeMethod(m_worker, "drain", Qt::BlockingQueuedConnection);
}

} // namespace core
} // namespace cloudly

#include "metricsrecorder.moc"
