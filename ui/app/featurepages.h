#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>

namespace cloudly {
namespace core {
class AppSettings;
class InventoryRefresher;
class Session;
namespace grants {
class AuditLog;
class GrantController;
} // namespace grants
namespace preflight {
class ReceiptStore;
} // namespace preflight
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ClustersView;
class FleetFeaturePages;
class GrantsPage;
class ImagesView;
class InventoryPage;
class MainWindow;
class PreflightController;
class TasksView;

// The pages beyond the services page: runtime tasks, clusters & nodes, images & platforms (fed by one
// InventoryRefresher), deployment preflight (composer, report, receipts) and machine-user grants. Builds
// them, adds them to the window and wires the drill-downs between them. No business logic of its own.
class FeaturePages : public QObject
{
    Q_OBJECT
public:
    // `settingsPath`: the INI for column choices etc.; empty: core::defaultSettingsPath().
    FeaturePages(MainWindow* window, core::Session* session, QObject* parent = nullptr,
                 const QString& settingsPath = {});
    ~FeaturePages() override;

    core::InventoryRefresher* refresher() const { return m_refresher; }
    core::AppSettings* settings() const { return m_settings.get(); }
    TasksView* tasksView() const { return m_tasks; }
    ClustersView* clustersView() const { return m_clusters; }
    ImagesView* imagesView() const { return m_images; }
    // Every inventory page built on the skeleton (re-profiled together on a profile switch).
    QList<InventoryPage*> inventoryPages() const;
    GrantsPage* grantsPage() const { return m_grants; }
    PreflightController* preflight() const { return m_preflight; }
    FleetFeaturePages* fleetPages() const { return m_fleetPages; } // backups, volumes, fleet, settings

    // Shows the runtime tasks of one service (drill-down from the services page).
    void showTasksForService(const QString& serviceId);

private:
    MainWindow* m_window;
    std::unique_ptr<core::AppSettings> m_settings;
    std::unique_ptr<core::grants::AuditLog> m_audit;
    core::InventoryRefresher* m_refresher;
    core::preflight::ReceiptStore* m_receipts;
    core::grants::GrantController* m_grantController;
    TasksView* m_tasks = nullptr;
    ClustersView* m_clusters = nullptr;
    ImagesView* m_images = nullptr;
    GrantsPage* m_grants = nullptr;
    PreflightController* m_preflight = nullptr;
    FleetFeaturePages* m_fleetPages = nullptr;
};

} // namespace ui
} // namespace cloudly