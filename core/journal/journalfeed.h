#pragma once

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

    void setProfile(const QString& profile); // empty: record nothing
    QString path() const;                    // of the current journal, empty when none
    JournalStore* store() const { return m_store.get(); }

private:
    InventoryRefresher* m_refresher;
    QString m_directory;
    QString m_profile;
    std::unique_ptr<JournalStore> m_store;
    std::unique_ptr<JournalRecorder> m_recorder;
};

} // namespace core
} // namespace cloudly
