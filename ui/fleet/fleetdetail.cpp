#include "ui/fleet/fleetdetail.h"

#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/util/duration.h"
#include "ui/detail/detailpane.h"
#include "ui/features/featureseverity.h"

#include <QTreeWidgetItem>

namespace cloudly {
namespace ui {
using core::BaseOsNodesModel;
using core::ImageBuildsModel;

namespace {

// Every column of `row` as "header: cell" rows under `parent`.
template <typename Model>
void addColumns(DetailPane* pane, QTreeWidgetItem* parent, const Model& model, int row)
{
    for (int column = 0; column < model.columnCount(); ++column) {
        const QString text = model.cellText(row, column);
        if (!text.isEmpty())
            pane->addRow(parent, model.headerData(column, Qt::Horizontal).toString(), text);
    }
}

} // namespace

void FleetDetail::showNode(DetailPane* pane, const BaseOsNodesModel& model, int row)
{
    const core::BaseOsNode& n = model.nodeAt(row);
    const core::FleetNodeState state = model.stateAt(row);
    const Severity connection = connectionSeverity(n.runtimeInfo.cloudlyConnectionStatus);
    pane->begin(n.id, tr("BaseOS node %1").arg(n.id),
                severityIcon(state.stale ? Severity::Warning : connection));
    if (state.stale)
        pane->addWarning(tr("Stale: no heartbeat for longer than %1 (last: %2).")
                             .arg(core::formatDuration(model.staleAfter()),
                                  model.cellText(row, BaseOsNodesModel::Heartbeat)));
    if (n.runtimeInfo.deviceState && n.runtimeInfo.deviceState->updateFailed.value_or(false))
        pane->addWarning(tr("The last update failed on this node."));
    QTreeWidgetItem* main = pane->section(tr("Node"));
    addColumns(pane, main, model, row);
    pane->addRow(main, tr("Cloudly URL"), n.runtimeInfo.cloudlyUrl.value_or(QStringLiteral("—")));
    pane->addRow(main, tr("Supervisor address"),
                 n.runtimeInfo.supervisorAddress.value_or(QStringLiteral("—")));
    pane->addRow(main, tr("Checked"),
                 DetailPane::formatTimestamp(static_cast<qint64>(n.runtimeInfo.checkedAt)));
    QTreeWidgetItem* all = pane->section(tr("All fields, as sent by the server"));
    pane->addJson(all, n.raw);
    all->setExpanded(false);
    pane->end();
}

void FleetDetail::showBuild(DetailPane* pane, const ImageBuildsModel& model, int row)
{
    const core::BaseOsImageBuild& b = model.buildAt(row);
    const Severity status = buildStatusSeverity(b.status);
    pane->begin(b.id, tr("Image build %1").arg(b.id), severityIcon(status));
    if (b.isExpiredAt(static_cast<double>(model.now())))
        pane->addWarning(tr("The artifact has expired (its expiresAt is past)."));
    if (b.errorText)
        pane->addWarning(*b.errorText);
    QTreeWidgetItem* main = pane->section(tr("Build"));
    addColumns(pane, main, model, row);
    pane->addRow(main, tr("Cloudly URL"), b.cloudlyUrl);
    if (b.startedAt)
        pane->addRow(main, tr("Started"), DetailPane::formatTimestamp(static_cast<qint64>(*b.startedAt)));
    if (b.completedAt)
        pane->addRow(main, tr("Completed"), DetailPane::formatTimestamp(static_cast<qint64>(*b.completedAt)));
    if (b.expiresAt)
        pane->addRow(main, tr("Expires at"), DetailPane::formatTimestamp(static_cast<qint64>(*b.expiresAt)));
    QTreeWidgetItem* artifact = pane->section(tr("Artifact"));
    if (b.artifact) {
        pane->addRow(artifact, tr("File"), b.artifact->filename);
        pane->addRow(artifact, tr("SHA-256"), b.artifact->sha256);
        pane->addRow(artifact, tr("Location"), b.artifact->bucketName + QLatin1Char('/') + b.artifact->key);
    } else {
        pane->addRow(artifact, tr("(no artifact)"), QString());
    }
    QTreeWidgetItem* all = pane->section(tr("All fields, as sent by the server"));
    pane->addJson(all, b.raw);
    all->setExpanded(false);
    pane->end();
    pane->setText(b.logs.isEmpty() ? QString() : tr("Build log"), b.logs.join(QLatin1Char('\n')));
}

} // namespace ui
} // namespace cloudly
