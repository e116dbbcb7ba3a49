#include "ui/mainwindow/layoutstore.h"

#include "core/settings/appsettings.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/inventorypage.h"
#include "ui/mainwindow/mainwindow.h"

namespace cloudly {
namespace ui {

LayoutStore::LayoutStore(core::AppSettings* settings, MainWindow* window,
                         QList<InventoryPage*> inventoryPages)
    : m_settings(settings), m_window(window), m_inventoryPages(std::move(inventoryPages))
{}

void LayoutStore::save(const QString& profileKey)
{
    if (profileKey.isEmpty())
        return;
    m_settings->setWindowGeometry(profileKey, m_window->saveGeometry());
    m_settings->setWindowState(profileKey, m_window->saveLayout()); // with the compact sidebar
    for (InventoryPage* page : m_inventoryPages) {
        if (page->columnChooser()->profile() == profileKey)
            page->columnChooser()->saveLayout(); // widths and order now (it also saves after each change)
    }
    m_settings->sync();
}

void LayoutStore::apply(const QString& profileKey)
{
    if (profileKey.isEmpty())
        return;
    const QByteArray geometry = m_settings->windowGeometry(profileKey);
    if (!geometry.isEmpty())
        m_window->restoreGeometry(geometry);
    const QByteArray state = m_settings->windowState(profileKey);
    if (!state.isEmpty())
        m_window->restoreLayout(state);
    for (InventoryPage* page : m_inventoryPages)
        page->setProfile(profileKey); // every inventory page keeps its columns per profile
}

} // namespace ui
} // namespace cloudly
