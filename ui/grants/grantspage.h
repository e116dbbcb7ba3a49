#pragma once

#include "core/api/cluster.h"
#include "core/api/service.h"

#include <QTabWidget>

namespace cloudly {
namespace core {
namespace grants {
class GrantController;
} // namespace grants
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class AuditView;
class DeployMatrixView;
class EffectiveGrantsView;
class GrantEditor;

// The whole "Grants" page for the main window: the editor, the audit trail and the effective grants as
// tabs, kept in step with the controller (a change reloads the audit trail and the effective grants).
class GrantsPage : public QTabWidget
{
    Q_OBJECT
public:
    // `controller` (and its session and audit log) is not owned and must outlive the page.
    explicit GrantsPage(core::grants::GrantController* controller, QWidget* parent = nullptr);

    GrantEditor* editor() const { return m_editor; }
    AuditView* auditView() const { return m_audit; }
    EffectiveGrantsView* effectiveView() const { return m_effective; }
    DeployMatrixView* deployMatrix() const { return m_matrix; }

public Q_SLOTS:
    // Pass the inventory through: services for the picker, clusters for machine-user suggestions.
    void setServices(const QList<core::Service>& services);
    void setClusters(const QList<core::Cluster>& clusters);

private:
    core::grants::GrantController* m_controller;
    GrantEditor* m_editor;
    AuditView* m_audit;
    EffectiveGrantsView* m_effective;
    DeployMatrixView* m_matrix;
};

} // namespace ui
} // namespace cloudly