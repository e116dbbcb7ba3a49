#pragma once

#include "core/session/profile.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QMenu;

namespace cloudly {
namespace core {
class ProfileStore;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// Switches between saved connection profiles in one step: a combo box for the toolbar and a "Profiles"
// menu (one checkable action per profile, Ctrl+Alt+1…9 for the first nine). Choosing a profile emits
// profileRequested(name); the composition root connects to it. Follows the ProfileStore's changes.
class ProfileSwitcher : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileSwitcher(core::ProfileStore* store, QWidget* parent = nullptr);

    QComboBox* combo() const { return m_combo; }
    // The menu (owned by the switcher, put into a menu bar by the caller).
    QMenu* menu() const { return m_menu; }
    // Marks `name` as the current profile without emitting profileRequested (empty: none).
    void setCurrentProfile(const QString& name);
    QString currentProfile() const { return m_current; }
    QStringList profileNames() const;
    // "prod-eu — PRODUCTION" (the name alone without a stage): how the switcher lists a profile.
    static QString displayName(const core::Profile& profile);

Q_SIGNALS:
    void profileRequested(const QString& name);
    void manageRequested(); // "Connect to another server…"

private:
    void rebuild();
    void addSafetyMenu(const QList<core::Profile>& profiles);

    core::ProfileStore* m_store;
    QComboBox* m_combo;
    QMenu* m_menu;
    QPointer<QMenu> m_safetyMenu;
    QString m_current;
    bool m_updating = false;
};

} // namespace ui
} // namespace cloudly
