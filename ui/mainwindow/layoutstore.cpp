#include "mainwindow/layoutstore.h"

#include "inventory/inventorypage.h"
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"

#include <QHeaderView>

namespace cloudly {
namespace ui {

namespace {
QString servicesView()
{
    return QStringLiteral("services");
}
} // namespace

LayoutStore::LayoutStore(core::AppSettings* settings, MainWindow* window, QHeaderView* servicesHeader,
                         QList<InventoryPage*> inventoryPages)
    : m_settings(settings), m_window(window), m_servicesHeader(servicesHeader),
      m_inventoryPages(std::move(inventoryPages))
{}

void LayoutStore::save(const QString& profileKey)
{
    if (profileKey.isEmpty())
        return;
    m_settings->setWindowGeometry(profileKey, m_window->saveGeometry());
    m_settings->setWindowState(profileKey, m_window->saveState());
    m_settings->setColumnState(servicesView(), profileKey, m_servicesHeader->saveState());
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
        m_window->restoreState(state);
    const QByteArray columns = m_settings->columnState(servicesView(), profileKey);
    if (!columns.isEmpty())
        m_servicesHeader->restoreState(columns);
    for (InventoryPage* page : m_inventoryPages)
        page->setProfile(profileKey); // every inventory page keeps its columns per profile
}

} // namespace ui
} // namespace cloudly
