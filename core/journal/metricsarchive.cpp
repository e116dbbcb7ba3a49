#include "core/journal/metricsarchive.h"

#include "core/journal/historytable.h"
#include "core/journal/journalfeed.h"
#include "core/util/logging.h"

#include <QDateTime>
#include <QPointer>

#include <algorithm>
#include <chrono>

namespace cloudly {
namespace core {

MetricsArchive::MetricsArchive(std::function<QString()> pathForNewHistory, qint64 saveIntervalMs)
    : m_pathFor(std::move(pathForNewHistory)), m_intervalMs(std::max<qint64>(1000, saveIntervalMs)),
      m_thread([this] { run(); })
{}

MetricsArchive::~MetricsArchive()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

MetricsHistory::Options MetricsArchive::historyOptions(JournalFeed* feed)
{
    MetricsHistory::Options options;
    options.archive = std::make_shared<MetricsArchive>(
        [journal = QPointer<JournalFeed>(feed)] { return journal ? journal->path() : QString(); });
    return options;
}

void MetricsArchive::attached(MetricsHistory& history)
{
    const QString path = m_pathFor ? m_pathFor() : QString();
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<HistoryTable::Saved> saved = HistoryTable::load(path, &error);
    if (saved) {
        QString why;
        if (!history.restore(saved->data, QDateTime::currentMSecsSinceEpoch(), &why))
            error = QStringLiteral("metrics history in %1: %2; not restored (the journal's entries are "
                                   "kept)")
                        .arg(path, why);
    }
    if (!error.isEmpty())
        setError(error);
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_kept.push_back({&history, path, history.revision()});
}

void MetricsArchive::detached(MetricsHistory& history)
{
    const std::lock_guard<std::mutex> lock(m_mutex); // a save in progress finishes first
    for (auto it = m_kept.begin(); it != m_kept.end(); ++it) {
        if (it->history == &history) {
            save(*it);
            m_kept.erase(it);
            return;
        }
    }
}

void MetricsArchive::saveNow()
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    for (Kept& kept : m_kept)
        save(kept);
}

QString MetricsArchive::lastError() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_error;
}

// With m_mutex held.
void MetricsArchive::save(Kept& kept)
{
    const quint64 revision = kept.history->revision();
    if (revision == kept.savedRevision)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QString error;
    if (HistoryTable::save(kept.path, MetricsHistory::kSnapshotFormat, now, kept.history->snapshot(now),
                           &error))
        kept.savedRevision = revision;
    else {
        kept.savedRevision = revision; // not again until it changes
        qCWarning(lcJournal).noquote() << error;
        m_error = error;
    }
}

void MetricsArchive::setError(const QString& error)
{
    qCWarning(lcJournal).noquote() << error;
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_error = error;
}

void MetricsArchive::run()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_stop) {
        m_wake.wait_for(lock, std::chrono::milliseconds(m_intervalMs), [this] { return m_stop; });
        if (m_stop)
            break;
        for (Kept& kept : m_kept)
            save(kept);
    }
}

} // namespace core
} // namespace cloudly
