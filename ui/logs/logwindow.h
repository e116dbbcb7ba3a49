#pragma once

#include <QWidget>

namespace cloudly {
namespace core {
class DeploymentTable;
class InventoryRefresher;
} // namespace core
namespace ui {
class LogViewer;

// A window with the log of one task, or of all tasks of one service merged, kept current from the poller:
// each getDeployments reply brings the tasks' logs again and the viewer appends what is new.
class LogWindow : public QWidget
{
    Q_OBJECT
public:
    enum class Scope
    {
        Task,
        Service
    };
    LogWindow(core::InventoryRefresher* refresher, Scope scope, QString id, QString label,
              QWidget* parent = nullptr);

    LogViewer* viewer() const { return m_viewer; }

private:
    void update(const core::DeploymentTable& tasks);

    Scope m_scope;
    QString m_id;
    LogViewer* m_viewer;
};

} // namespace ui
} // namespace cloudly
