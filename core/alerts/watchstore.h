#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace cloudly {
namespace core {
// The watched services of each profile, in the settings INI shared with AppSettings and ProfileStore
// (group "alerts/<percent-encoded profile>/watchedServices"). Service ids only; nothing secret.
class WatchStore
{
public:
    explicit WatchStore(const QString& settingsPath);
    // Over a QSettings owned by the caller (shared with AppSettings); `storage` must outlive this object.
    explicit WatchStore(QSettings& storage);
    ~WatchStore();
    WatchStore(const WatchStore&) = delete;
    WatchStore& operator=(const WatchStore&) = delete;

    QStringList watchedServices(const QString& profile) const; // sorted, unique
    void setWatchedServices(const QString& profile, const QStringList& serviceIds);
    static QString key(const QString& profile);

private:
    std::unique_ptr<QSettings> m_owned; // only with the path constructor
    QSettings* m_settings;
};

} // namespace core
} // namespace cloudly
