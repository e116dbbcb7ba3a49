#include "ui/backups/coverageview.h"

#include "ui/features/featureseverity.h"

#include <QHeaderView>

namespace cloudly {
namespace ui {

CoverageView::CoverageView(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("backupCoverage"));
    setAccessibleName(tr("Backup coverage per service"));
    setColumnCount(3);
    setHeaderLabels({tr("Service"), tr("Coverage"), tr("Latest good backup")});
    setRootIsDecorated(true);
    setUniformRowHeights(true);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (!id.isEmpty())
            Q_EMIT serviceActivated(id);
    });
}

void CoverageView::setCoverage(const QList<core::BackupCoverage>& coverage)
{
    QHash<QString, bool> expanded;
    for (int i = 0; i < topLevelItemCount(); ++i)
        expanded.insert(topLevelItem(i)->data(0, Qt::UserRole).toString(), topLevelItem(i)->isExpanded());
    clear();
    m_verdicts.clear();
    for (const core::BackupCoverage& c : coverage) {
        const QString verdict = core::BackupCoverage::verdictName(c.verdict);
        m_verdicts.insert(c.serviceId, verdict);
        auto* item = new QTreeWidgetItem(this);
        item->setText(0, c.serviceName.isEmpty() || c.serviceName == c.serviceId
                             ? c.serviceId
                             : tr("%1 (%2)").arg(c.serviceName, c.serviceId));
        item->setData(0, Qt::UserRole, c.serviceId);
        const Severity severity = coverageSeverity(c.verdict);
        item->setIcon(1, severityIcon(severity));
        item->setText(1, verdict);
        item->setForeground(1, severityColor(severity, palette()));
        item->setText(2, c.latestGoodRecordId.isEmpty() ? tr("none") : c.latestGoodRecordId);
        for (const QString& reason : c.reasons) {
            auto* child = new QTreeWidgetItem(item);
            child->setText(0, reason);
            child->setFirstColumnSpanned(true);
        }
        item->setExpanded(expanded.value(c.serviceId, !c.isOk()));
    }
    if (coverage.isEmpty()) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(0, tr("No service has volumes to back up."));
        item->setFirstColumnSpanned(true);
    }
    resizeColumnToContents(0);
    resizeColumnToContents(1);
}

void CoverageView::showUnavailable(const QString& reason)
{
    clear();
    m_verdicts.clear();
    auto* item = new QTreeWidgetItem(this);
    item->setText(0, reason);
    item->setFirstColumnSpanned(true);
}

QString CoverageView::verdictOf(const QString& serviceId) const
{
    return m_verdicts.value(serviceId);
}

} // namespace ui
} // namespace cloudly
