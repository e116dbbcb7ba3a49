#pragma once

#include "core/api/methods.h"

#include <QByteArray>
#include <QObject>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <utility>

class QSettings;

namespace cloudly {
namespace core {
// The INI file shared by the console and cloudlyctl (profiles and preferences):
// <generic config dir>/cloudly-console/cloudly-console.ini, e.g.
// ~/.config/cloudly-console/cloudly-console.ini. It does not depend on QCoreApplication's names, so both
// executables find the same file.
QString defaultSettingsPath();

// Typed preferences over QSettings (INI). Getters return the default when a key is missing or invalid;
// setters emit changed(key) when the stored value actually changes. QSettings writes the file shortly
// after a change (from the event loop), on sync() and on destruction.
// Per-view and per-profile values are keyed by the (percent-encoded) view and profile names; an empty
// profile name means "no profile".
class AppSettings : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultRefreshIntervalMs = 5000;
    static constexpr int DefaultRequestTimeoutMs = 30000;

    // Keys reported by changed(). Per-view/per-profile keys are built by the *Key() helpers below.
    static QString refreshIntervalKey() { return QStringLiteral("general/refreshIntervalMs"); }
    static QString requestTimeoutKey() { return QStringLiteral("general/requestTimeoutMs"); }
    static QString languageKey() { return QStringLiteral("general/language"); }
    static QString themeKey() { return QStringLiteral("appearance/theme"); }
    static QString hiddenColumnsKey(const QString& view, const QString& profile);
    static QString columnStateKey(const QString& view, const QString& profile);
    static QString savedFiltersKey(const QString& view, const QString& profile);
    static QString windowGeometryKey(const QString& profile);
    static QString windowStateKey(const QString& profile);

    // `settingsPath`: defaultSettingsPath() in the apps, a temporary file in tests.
    explicit AppSettings(const QString& settingsPath, QObject* parent = nullptr);
    // Over a QSettings owned by the caller (the console's one settings owner, shared with ProfileStore and
    // WatchStore); `storage` must outlive this object.
    explicit AppSettings(QSettings& storage, QObject* parent = nullptr);
    ~AppSettings() override;

    QString settingsPath() const;

    // Auto-refresh period of the resource views (ms > 0). Setting a value <= 0 restores the default.
    int refreshIntervalMs() const;
    void setRefreshIntervalMs(int ms);

    // Per-request timeout of server calls (ms > 0). Setting a value <= 0 restores the default.
    int requestTimeoutMs() const;
    void setRequestTimeoutMs(int ms);

    // UI language as a locale name ("de", "en"); empty = follow the system.
    QString language() const;
    void setLanguage(const QString& language);

    // Look: "system" (follow the desktop), "light" or "dark"; empty = "system".
    QString theme() const;
    void setTheme(const QString& theme);

    // Column visibility per view and profile: the ids of the columns the user hid (empty = all visible, so
    // columns added later show up), and the opaque header state (QHeaderView::saveState()).
    QStringList hiddenColumns(const QString& view, const QString& profile) const;
    void setHiddenColumns(const QString& view, const QString& profile, const QStringList& columns);
    QByteArray columnState(const QString& view, const QString& profile) const;
    void setColumnState(const QString& view, const QString& profile, const QByteArray& state);

    // Named filters per view and profile (the filter language), sorted by name. A filter that looks like
    // it holds a secret (a term on a secret-looking field, a JWT) is never stored: setSavedFilter() is
    // false then, as for an empty name or text. Setting an existing name replaces its text.
    QList<std::pair<QString, QString>> savedFilters(const QString& view, const QString& profile) const;
    bool setSavedFilter(const QString& view, const QString& profile, const QString& name,
                        const QString& text);
    void removeSavedFilter(const QString& view, const QString& profile, const QString& name);
    static bool looksSecret(const QString& filterText);

    // Main window geometry (QWidget::saveGeometry()) and state (QMainWindow::saveState()) per profile.
    QByteArray windowGeometry(const QString& profile) const;
    void setWindowGeometry(const QString& profile, const QByteArray& geometry);
    QByteArray windowState(const QString& profile) const;
    void setWindowState(const QString& profile, const QByteArray& state);

    // Per-profile feature settings (INI group `features/<profile>/`):
    //   methods/<defaultName> = the name this profile's Cloudly uses (methods::overridableMethods())
    //   backupMaxAge = how old the latest good backup may be before the coverage check says stale (a
    //   duration,
    //                  default 24h)
    //   heartbeatStaleAfter = how long a BaseOS node may be silent before it is marked stale (default 10m)
    // An invalid stored value reads as the default (and is logged once per read, never silently guessed into
    // something else).
    static constexpr qint64 DefaultBackupMaxAgeMs = 24LL * 60 * 60 * 1000;
    static constexpr qint64 DefaultHeartbeatStaleAfterMs = 10LL * 60 * 1000;
    static QString methodOverrideKey(const QString& profile, const QString& method);
    static QString backupMaxAgeKey(const QString& profile);
    static QString heartbeatStaleAfterKey(const QString& profile);
    MethodNames methodNames(const QString& profile) const;
    // False (nothing stored) for a method that cannot be renamed or an invalid name; empty clears.
    bool setMethodOverride(const QString& profile, const QString& method, const QString& name);
    qint64 backupMaxAgeMs(const QString& profile) const;
    void setBackupMaxAgeMs(const QString& profile, qint64 ms); // <= 0 restores the default
    qint64 heartbeatStaleAfterMs(const QString& profile) const;
    void setHeartbeatStaleAfterMs(const QString& profile, qint64 ms); // <= 0 restores the default

    // Approvals (per profile, `features/<profile>/approvals/…`): the OpenSSH allowed_signers file approvals
    // are checked against ("" = none chosen) and how many distinct valid approvals a receipt needs (>= 1).
    QString approvalSignersFile(const QString& profile) const;
    void setApprovalSignersFile(const QString& profile, const QString& path);
    int approvalsRequired(const QString& profile) const;
    void setApprovalsRequired(const QString& profile, int count); // < 1 restores the default of 1

    // Drops every per-profile value of `profile` (when the profile is deleted); emits changed() with the
    // removed groups ("views/<profile>", "windows/<profile>", "features/<profile>").
    void removeProfile(const QString& profile);

    // Writes pending changes to disk; false when the file cannot be written.
    bool sync();

Q_SIGNALS:
    void changed(const QString& key);

private:
    void write(const QString& key, const QVariant& value);
    void reset(const QString& key);

    std::unique_ptr<QSettings> m_owned; // only with the path constructor
    QSettings* m_settings;
};

} // namespace core
} // namespace cloudly