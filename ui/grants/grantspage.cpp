#include "ui/grants/grantspage.h"

#include "core/grants/grantcontroller.h"
#include "ui/grants/auditview.h"
#include "ui/grants/deploymatrixview.h"
#include "ui/grants/effectivegrantsview.h"
#include "ui/grants/granteditor.h"

namespace cloudly {
namespace ui {
GrantsPage::GrantsPage(core::grants::GrantController* controller, QWidget* parent)
    : QTabWidget(parent), m_controller(controller), m_editor(new GrantEditor(controller, this)),
      m_audit(new AuditView(controller->auditLog(), this)),
      m_effective(new EffectiveGrantsView(controller->auditLog(), this)),
      m_matrix(new DeployMatrixView(controller, this))
{
    setObjectName(QStringLiteral("grantsPage"));
    addTab(m_editor, tr("Edit grant"));
    addTab(m_effective, tr("Effective grants"));
    addTab(m_audit, tr("Audit trail"));
    addTab(m_matrix, tr("Who can deploy"));
    connect(controller, &core::grants::GrantController::auditChanged, m_audit, &AuditView::reload);
    connect(controller, &core::grants::GrantController::auditChanged, m_effective,
            &EffectiveGrantsView::reload);
}

void GrantsPage::setServices(const QList<core::Service>& services)
{
    m_editor->setServices(services);
    m_matrix->setServices(services);
}

void GrantsPage::setClusters(const QList<core::Cluster>& clusters)
{
    m_controller->setClusters(clusters);
}

} // namespace ui
} // namespace cloudly