#pragma once

#include "core/journal/journalentry.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

namespace cloudly {
namespace core {
class InventoryRefresher;
class JournalRecorder;
class JournalStore;

// Feeds the change journal of the current profile from the poller: live replies only (a restored offline
// cache is not an observation). One SQLite file per profile under `directory` (empty: the default place,
// see JournalStore::defaultPath). Switching the profile closes one journal and opens the next.
class JournalFeed : public QObject
{
    Q_OBJECT
public:
    JournalFeed(InventoryRefresher* refresher, QString directory, QObject* parent = nullptr);
    ~JournalFeed() override;

    // Empty: record nothing. The same profile again (a reconnect) restarts the observation: the journal
    // gets a new "observation.started", so readers show the time in between as a gap.
    void setProfile(const QString& profile);
    // The connection came back after a drop (same profile, same login): notes a new "observation.started"
    // so readers show the time the console was not connected as a gap. Nothing without a profile.
    void restartObservation();
    QString profile() const { return m_profile; }
    QString path() const; // of the current journal, empty when none
    JournalStore* store() const { return m_store.get(); }

Q_SIGNALS:
    void profileChanged(const QString& profile); // another journal is open (path() tells which)
    void recorded(const QList<cloudly::core::JournalEntry>& entries); // just recorded, in time order
    void revisionsWritten(); // a services poll's revisions are in the file (core/history reads them)

private:
    InventoryRefresher* m_refresher;
    QString m_directory;
    QString m_profile;
    std::unique_ptr<JournalStore> m_store;
    std::unique_ptr<JournalRecorder> m_recorder;
};

} // namespace core
} // namespace cloudly
