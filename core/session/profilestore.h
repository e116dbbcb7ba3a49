#pragma once

#include "core/session/profile.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>

class QSettings;

namespace cloudly {
namespace core {
// The saved connection profiles, kept in an INI file (QSettings) shared by the console and cloudlyctl.
// Only Profile fields are written: never a password, token or JWT (those belong in the SecretStore).
// Reads re-sync with the file, so changes made by another process are picked up.
class ProfileStore : public QObject
{
    Q_OBJECT
public:
    // `settingsPath` is the INI file; the app passes defaultSettingsPath() (core/settings/appsettings.h),
    // tests pass a temporary file. The same file may be shared with AppSettings.
    explicit ProfileStore(const QString& settingsPath, QObject* parent = nullptr);
    // Over a QSettings owned by the caller (shared with AppSettings); `storage` must outlive this object.
    explicit ProfileStore(QSettings& storage, QObject* parent = nullptr);
    ~ProfileStore() override;

    QString settingsPath() const;

    QList<Profile> profiles() const; // in the order they were added
    QStringList names() const;
    std::optional<Profile> profile(const QString& name) const; // exact name
    bool contains(const QString& name) const;                  // case-insensitive, like uniqueness

    // Checks `profile` as it would be stored, replacing the profile called `replacing` (empty: a new
    // profile). Names are unique case-insensitively.
    ProfileError validate(const Profile& profile, const QString& replacing = {}) const;

    // Every write validates first and leaves the file untouched on error. The fingerprint is normalized
    // (separators dropped, lower-cased) before validation. A write failure is reported with field "file".
    ProfileError add(const Profile& profile);                                 // fails if the name exists
    ProfileError update(const QString& originalName, const Profile& profile); // may rename
    ProfileError save(const Profile& profile); // upsert by name: update if it exists, else add
    bool remove(const QString& name);          // false if there was no such profile

    // The profile used last (empty when none, or when it has been removed since).
    QString lastUsed() const;
    // Remembers `name`; returns false (and changes nothing) for an unknown profile. Empty clears it.
    bool setLastUsed(const QString& name);

Q_SIGNALS:
    void profilesChanged();
    void lastUsedChanged(const QString& name);

private:
    QList<Profile> load() const;
    ProfileError write(const QList<Profile>& profiles, const QString& lastUsed);
    ProfileError store(Profile profile, const QString& replacing, bool mustExist);

    std::unique_ptr<QSettings> m_owned; // only with the path constructor
    QSettings* m_settings;
};

} // namespace core
} // namespace cloudly