#include "ui/app/fleetfeaturepages.h"

#include "ui/backups/backupspage.h"
#include "ui/fleet/fleetpage.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/settings/settingspage.h"
#include "ui/volumes/volumespage.h"

namespace cloudly {
namespace ui {

FleetFeaturePages::FleetFeaturePages(MainWindow* window, core::Session* session,
                                     core::InventoryRefresher* refresher, core::AppSettings* settings,
                                     const QString& profile, QObject* parent)
    : QObject(parent), m_backups(new BackupsPage(session, refresher, settings, profile)),
      m_volumes(new VolumesPage(refresher, settings, profile)),
      m_fleet(new FleetPage(session, settings, profile)),
      m_settings(new SettingsPage(session, settings, profile))
{
    window->addPage(m_backups, tr("Backups"), NavigationGroup::Delivery, QStringLiteral("backups"));
    window->addPage(m_volumes, tr("Volumes"), NavigationGroup::Workloads, QStringLiteral("volumes"));
    window->addPage(m_fleet, tr("BaseOS fleet"), NavigationGroup::Infrastructure, QStringLiteral("fleet"));
    window->addPage(m_settings, tr("Server settings"), NavigationGroup::Server,
                    QStringLiteral("serversettings"));
    connect(m_backups, &BackupsPage::profileApplied, m_settings, &SettingsPage::setProfile);
}

QList<InventoryPage*> FleetFeaturePages::inventoryPages() const
{
    return {m_backups, m_volumes, m_fleet};
}

} // namespace ui
} // namespace cloudly
