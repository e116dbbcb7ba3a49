#pragma once

#include "core/api/service.h"
#include "ui/inventory/inventorypage.h"

class QTableView;

namespace cloudly {
namespace core {
class FilterProxyModel;
class InventoryRefresher;
class VolumesModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {

// "Volumes": every volume of every service (from the refresher's getServices, no call of its own) with
// the effective name, driver, read-only and backup flags; volumes shared by several services name the
// others and sort together by name. The detail pane says where the name comes from and who shares it.
class VolumesPage : public InventoryPage
{
    Q_OBJECT
public:
    VolumesPage(core::InventoryRefresher* refresher, core::AppSettings* settings, const QString& profile,
                QWidget* parent = nullptr);
    ~VolumesPage() override;

    core::VolumesModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    static QString viewName() { return QStringLiteral("volumes"); }

public Q_SLOTS:
    void setServices(const QList<cloudly::core::Service>& services);

private:
    void showSelected();

    core::VolumesModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
};

} // namespace ui
} // namespace cloudly
