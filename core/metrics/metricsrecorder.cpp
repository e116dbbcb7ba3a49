#include "core/metrics/metricsrecorder.h"

#include "core/metrics/metricshistory.h"

#include <QThread>

namespace cloudly {
namespace core {

MetricsRecorder::MetricsRecorder(QObject* parent)
    : QObject(parent), m_thread(new QThread(this)), m_worker(new QObject)
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
}

template <typename F> void MetricsRecorder::post(F&& work)
{
    QMetaObject::invokeMethod(
        m_worker,
        [this, work = std::forward<F>(work)] {
            work();
            Q_EMIT recorded();
        },
        Qt::QueuedConnection);
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
    QMetaObject::invokeMethod(
        m_worker, [] {}, Qt::BlockingQueuedConnection);
}

} // namespace core
} // namespace cloudly
