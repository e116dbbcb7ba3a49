#include "ui/grants/deploymatrixview.h"

#include "core/api/methods.h"
#include "core/grants/deploymatrixmodel.h"
#include "core/grants/grantcontroller.h"

#include "ui/a11y/clearbutton.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace g = core::grants;

DeployMatrixView::DeployMatrixView(g::GrantController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new g::DeployMatrixModel(this)),
      m_filter(new QLineEdit(this)), m_table(new QTableView(this)),
      m_export(new QPushButton(tr("Export CSV…"), this)), m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("deployMatrix"));
    m_filter->setObjectName(QStringLiteral("deployMatrixFilter"));
    m_filter->setPlaceholderText(tr("Filter by machine user or service"));
    enableClearButton(m_filter);
    m_filter->setAccessibleName(tr("Filter who can deploy"));
    m_table->setModel(m_model);
    m_table->setSortingEnabled(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Who can deploy"));
    m_status->setObjectName(QStringLiteral("deployMatrixStatus"));
    m_status->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    connect(m_filter, &QLineEdit::textChanged, m_model, &g::DeployMatrixModel::setFilterText);
    connect(m_export, &QPushButton::clicked, this, &DeployMatrixView::exportCsv);
    connect(controller, &g::GrantController::listingChanged, this, &DeployMatrixView::reload);
    connect(controller, &g::GrantController::finished, this, &DeployMatrixView::reload);
    reload();
}

void DeployMatrixView::setServices(const QList<core::Service>& services)
{
    QStringList ids;
    for (const core::Service& s : services)
        ids << s.id;
    if (ids == m_serviceIds)
        return;
    m_serviceIds = ids;
    reload();
}

QString DeployMatrixView::statusText() const
{
    return m_status->text();
}

void DeployMatrixView::reload()
{
    const bool listed = m_controller->listing() == g::GrantController::Listing::Available;
    m_model->setUsers(listed ? m_controller->serverUsers() : QList<core::User>(), m_serviceIds);
    m_export->setEnabled(listed);
    m_export->setToolTip(listed ? tr("Save the rows shown as CSV")
                                : tr("not available: this server does not list its users"));
    m_status->setText(
        listed ? tr("Each cell answers from the grants the server lists, by the rule of cloudlyctl can.")
               : tr("This server does not list its users (it has no method %1), so who can deploy cannot be "
                    "shown here. cloudlyctl can answers 1 (cannot tell) for the same reason.")
                     .arg(core::methods::getUsers));
}

void DeployMatrixView::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export who can deploy"), QStringLiteral("who-can-deploy.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(m_model->toCsv().toUtf8()) < 0)
        m_status->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
}

} // namespace ui
} // namespace cloudly
