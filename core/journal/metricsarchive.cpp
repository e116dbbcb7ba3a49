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
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        const quint64 serial = ++m_serials;
        m_kept.push_back({&history, path, history.revision(), serial, false});
        m_restores.push_back(serial);
    }
    m_wake.notify_all();
}

void MetricsArchive::detached(MetricsHistory& history)
{
    const std::lock_guard<std::mutex> lock(m_mutex); // a save or an adopt in progress finishes first
    for (auto it = m_kept.begin(); it != m_kept.end(); ++it) {
        if (it->history == &history) {
            // Not restored yet (a very short run): the file keeps the snapshot it has.
            if (it->restored)
                save(*it);
            m_restores.erase(std::remove(m_restores.begin(), m_restores.end(), it->serial), m_restores.end());
            m_kept.erase(it);
            m_restoredCv.notify_all();
            return;
        }
    }
}

// With `lock` (m_mutex) held on entry and exit; released while the file is read and decoded. The oldest
// waiting restore: the decoded history is adopted by its history if that is still attached.
void MetricsArchive::restore(std::unique_lock<std::mutex>& lock)
{
    const quint64 serial = m_restores.front();
    m_restores.erase(m_restores.begin());
    const auto find = [this](quint64 s) {
        return std::find_if(m_kept.begin(), m_kept.end(), [s](const Kept& k) { return k.serial == s; });
    };
    auto kept = find(serial);
    if (kept == m_kept.end())
        return;
    const QString path = kept->path;
    MetricsHistory::Options options = kept->history->options(); // set once at construction
    options.archive.reset();
    ++m_restoring;
    lock.unlock();
    QString error;
    auto decoded = std::make_unique<MetricsHistory>(options);
    bool any = false;
    const std::optional<HistoryTable::Saved> saved = HistoryTable::load(path, &error);
    if (saved) {
        QString why;
        any = decoded->restore(saved->data, QDateTime::currentMSecsSinceEpoch(), &why);
        if (!any)
            error = QStringLiteral("metrics history in %1: %2; not restored (the journal's entries are "
                                   "kept)")
                        .arg(path, why);
    }
    if (!error.isEmpty())
        qCWarning(lcJournal).noquote() << error;
    lock.lock();
    --m_restoring;
    if (!error.isEmpty())
        m_error = error;
    kept = find(serial);
    if (kept != m_kept.end()) {
        const bool untouched = kept->history->revision() == kept->savedRevision;
        if (any)
            kept->history->adopt(*decoded); // under m_mutex: detached() waits for it
        kept->restored = true;
        // What was read back is what the file holds: no save until something new is recorded.
        if (untouched)
            kept->savedRevision = kept->history->revision();
    }
    m_restoredCv.notify_all();
    lock.unlock();
    decoded.reset(); // freed without m_mutex
    lock.lock();
}

void MetricsArchive::waitForRestores()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_restoredCv.wait(lock, [this] { return (m_restores.empty() && m_restoring == 0) || m_stop; });
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
    if (!kept.restored)
        return; // the file's snapshot is not read back yet
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
    auto nextSave = std::chrono::steady_clock::now() + std::chrono::milliseconds(m_intervalMs);
    while (!m_stop) {
        m_wake.wait_until(lock, nextSave, [this] { return m_stop || !m_restores.empty(); });
        if (m_stop)
            break;
        if (!m_restores.empty()) {
            restore(lock);
            continue;
        }
        if (std::chrono::steady_clock::now() < nextSave)
            continue;
        nextSave = std::chrono::steady_clock::now() + std::chrono::milliseconds(m_intervalMs);
        for (Kept& kept : m_kept)
            save(kept);
    }
    m_restoredCv.notify_all();
}

} // namespace core
} // namespace cloudly
