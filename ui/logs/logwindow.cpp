#include "ui/logs/logwindow.h"

#include "core/api/deploymenttable.h"
#include "core/inventory/inventoryrefresher.h"
#include "ui/logs/logviewer.h"

#include <QVBoxLayout>

namespace cloudly {
namespace ui {
LogWindow::LogWindow(core::InventoryRefresher* refresher, Scope scope, QString id, QString label,
                     QWidget* parent)
    : QWidget(parent, Qt::Window), m_scope(scope), m_id(std::move(id)), m_viewer(new LogViewer(this))
{
    setObjectName(QStringLiteral("logWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(scope == Scope::Task ? tr("Log of task %1").arg(label)
                                        : tr("Logs of service %1").arg(label));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_viewer);
    resize(1000, 600);
    m_viewer->setPollInterval(refresher ? qMax(1, refresher->interval() / 1000) : 5);
    if (refresher) {
        connect(refresher, &core::InventoryRefresher::deploymentsUpdated, this, &LogWindow::update);
        update(refresher->deployments());
    }
}

void LogWindow::update(const core::DeploymentTable& tasks)
{
    QList<core::Deployment> chosen;
    for (qsizetype i = 0; i < tasks.size(); ++i) {
        if (m_scope == Scope::Service ? tasks.serviceId(i) == m_id : tasks.idUtf8(i) == m_id.toUtf8())
            chosen << tasks.at(i);
    }
    m_viewer->setTasks(chosen, m_scope == Scope::Service);
}

} // namespace ui
} // namespace cloudly
