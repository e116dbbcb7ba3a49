#pragma once

#include <QList>
#include <QString>

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class InventoryPage;
class MainWindow;

// Window layout per profile: the main window's geometry and layout (MainWindow::saveLayout(): its state and
// the compact sidebar) and the column choices of every inventory
// page (each page's ColumnChooser keeps its header), saved in and restored from AppSettings under the
// profile key.
// An empty key ("no profile") is neither saved nor applied.
class LayoutStore
{
public:
    LayoutStore(core::AppSettings* settings, MainWindow* window, QList<InventoryPage*> inventoryPages);

    void save(const QString& profileKey);
    void apply(const QString& profileKey);

private:
    core::AppSettings* m_settings;
    MainWindow* m_window;
    QList<InventoryPage*> m_inventoryPages;
};

} // namespace ui
} // namespace cloudly
