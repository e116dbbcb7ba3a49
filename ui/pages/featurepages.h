#pragma once

#include "ui/mainwindow/navigationgroup.h"

#include <QList>
#include <QObject>
#include <QString>

#include <type_traits>
#include <utility>

class QTabWidget;
class QWidget;

namespace cloudly {
namespace core {
class AppSettings;
class InventoryHub;
class InventoryRefresher;
} // namespace core
namespace ui {
class AlertNotifier;
class AlertsPage;
class ClustersView;
class FleetPage;
class GrantsPage;
class ImagesView;
class InventoryPage;
class JournalPage;
class MainWindow;
class OverviewPage;
class PreflightController;
class ReceiptHistoryView;
class ServicesView;
class SettingsPage;
class TasksView;
class VolumesPage;
class BackupsPage;
struct ConsoleServices;

// Every page of the console, built in one place and added to the window with its sidebar group and icon:
// the overview, services, runtime tasks, clusters & nodes, images & platforms (all fed by the one
// InventoryRefresher), deployment preflight (composer, report, receipts), machine-user grants, alerts and
// the journal, backups, volumes, the BaseOS fleet and the server settings. Every page reads the window's
// InventoryHub (rows, feeds, verdicts); none builds a poller or holds a Session. Wires the drill-downs
// between the pages. No business logic of its own.
//
// Adding a page is one line in the constructor; it goes to the end of its group (NavigationGroup):
//
//     // An inventory page with the (refresher, settings, profile) constructor:
//     m_tasks = addInventoryPage<TasksView>(Workloads, tr("Runtime tasks"), "tasks");
//     // Any other page, with its own constructor arguments (here the hub and the first profile):
//     m_fleet = addPage<FleetPage>(Infrastructure, tr("BaseOS fleet"), "fleet", hub,
//     QStringLiteral("default"));
//
// Inventory pages are re-profiled together with the others (inventoryPages()).
class FeaturePages : public QObject
{
    Q_OBJECT
public:
    FeaturePages(MainWindow* window, ConsoleServices& services, QObject* parent = nullptr);
    ~FeaturePages() override;

    OverviewPage* overviewPage() const { return m_overview; } // the first page
    ServicesView* servicesView() const { return m_servicesView; }
    TasksView* tasksView() const { return m_tasks; }
    ClustersView* clustersView() const { return m_clusters; }
    ImagesView* imagesView() const { return m_images; }
    // Every inventory page built on the skeleton (re-profiled together on a profile switch).
    QList<InventoryPage*> inventoryPages() const { return m_inventoryPages; }
    // Built on first show (sidebar, Ctrl+<n>, palette) or by this call.
    GrantsPage* grantsPage() const;
    bool isGrantsPageBuilt() const;
    PreflightController* preflight() const { return m_preflight; }
    QWidget* preflightPage() const { return m_preflightPage; }
    AlertsPage* alertsPage() const { return m_alertsPage; }
    AlertNotifier* notifier() const { return m_notifier; }
    JournalPage* journalPage() const { return m_journal; }
    core::InventoryHub* hub() const; // the window's inventory: every page reads it
    BackupsPage* backupsPage() const { return m_backups; }
    VolumesPage* volumesPage() const { return m_volumes; }
    FleetPage* fleetPage() const { return m_fleet; }
    SettingsPage* serverSettingsPage() const { return m_serverSettings; }

    // Shows the runtime tasks of one service (drill-down from the services page).
    void showTasksForService(const QString& serviceId);

private:
    // Builds `Page(args...)` and adds it at the end of `group`, with the icon resources/icons/*/<icon>.svg;
    // an InventoryPage joins inventoryPages().
    template <typename Page, typename... Args>
    Page* addPage(NavigationGroup group, const QString& title, const char* icon, Args&&... args)
    {
        auto* page = new Page(std::forward<Args>(args)...);
        addToWindow(page, group, title, icon);
        if constexpr (std::is_base_of_v<InventoryPage, Page>)
            m_inventoryPages.append(page);
        return page;
    }
    // An inventory page with the usual (refresher, settings, profile) constructor.
    template <typename Page>
    Page* addInventoryPage(NavigationGroup group, const QString& title, const char* icon)
    {
        return addPage<Page>(group, title, icon, inventoryRefresher(), appSettings(),
                             QStringLiteral("default"));
    }
    void addToWindow(QWidget* page, NavigationGroup group, const QString& title, const char* icon);
    QWidget* buildPreflightPage();
    void wireDrillDowns();
    void wireAlerts();
    void openFromOverview(const QString& page, const QString& filter);
    core::InventoryRefresher* inventoryRefresher() const;
    core::AppSettings* appSettings() const;

    MainWindow* m_window;
    ConsoleServices& m_services;
    QList<InventoryPage*> m_inventoryPages;
    OverviewPage* m_overview = nullptr;
    QWidget* m_preflightPage = nullptr;
    QTabWidget* m_preflightTabs = nullptr;          // compose & report | receipts
    ReceiptHistoryView* m_receiptHistory = nullptr; // the overview's preflight links filter it
    ServicesView* m_servicesView = nullptr;
    TasksView* m_tasks = nullptr;
    ClustersView* m_clusters = nullptr;
    ImagesView* m_images = nullptr;
    PreflightController* m_preflight = nullptr;
    QWidget* m_grantsSlot = nullptr; // the grants page's entry (MainWindow::addLazyPage)
    AlertNotifier* m_notifier = nullptr;
    AlertsPage* m_alertsPage = nullptr;
    JournalPage* m_journal = nullptr;
    BackupsPage* m_backups = nullptr;
    VolumesPage* m_volumes = nullptr;
    FleetPage* m_fleet = nullptr;
    SettingsPage* m_serverSettings = nullptr;
};

} // namespace ui
} // namespace cloudly
