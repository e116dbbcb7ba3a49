#pragma once

#include <QList>
#include <QObject>

namespace cloudly {
namespace core {
class AppSettings;
class InventoryRefresher;
class Session;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class BackupsPage;
class FleetPage;
class InventoryPage;
class MainWindow;
class SettingsPage;
class VolumesPage;

// The seed-004 pages (backups, volumes, BaseOS fleet, server settings): builds them, adds them to the
// window and keeps the settings page on the profile of the others (BackupsPage::profileApplied).
class FleetFeaturePages : public QObject
{
    Q_OBJECT
public:
    FleetFeaturePages(MainWindow* window, core::Session* session, core::InventoryRefresher* refresher,
                      core::AppSettings* settings, const QString& profile, QObject* parent = nullptr);

    BackupsPage* backups() const { return m_backups; }
    VolumesPage* volumes() const { return m_volumes; }
    FleetPage* fleet() const { return m_fleet; }
    SettingsPage* serverSettings() const { return m_settings; }
    QList<InventoryPage*> inventoryPages() const;

private:
    BackupsPage* m_backups;
    VolumesPage* m_volumes;
    FleetPage* m_fleet;
    SettingsPage* m_settings;
};

} // namespace ui
} // namespace cloudly
