#pragma once

#include <QList>
#include <QString>

class QHeaderView;

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class InventoryPage;
class MainWindow;

// Window layout per profile: the main window's geometry and state, the services table's header and the
// column choices of every inventory page, saved in and restored from AppSettings under the profile key.
// An empty key ("no profile") is neither saved nor applied.
class LayoutStore
{
public:
    LayoutStore(core::AppSettings* settings, MainWindow* window, QHeaderView* servicesHeader,
                QList<InventoryPage*> inventoryPages);

    void save(const QString& profileKey);
    void apply(const QString& profileKey);

private:
    core::AppSettings* m_settings;
    MainWindow* m_window;
    QHeaderView* m_servicesHeader;
    QList<InventoryPage*> m_inventoryPages;
};

} // namespace ui
} // namespace cloudly
