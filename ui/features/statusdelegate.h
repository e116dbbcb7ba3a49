#pragma once

#include <QIcon>
#include <QPalette>
#include <QStyledItemDelegate>

#include <functional>
#include <optional>

namespace cloudly {
namespace ui {
// How a status reads at a glance. Every severity has its own icon SHAPE (check, clock, triangle, cross,
// dash) as well as its own colour, and the status word is always written out: never colour alone.
enum class Severity
{
    Ok,       // running, healthy, online, runnable
    Progress, // scheduled, starting, stopping, initializing
    Warning,  // maintenance, degraded, a platform warning
    Error,    // failed, unhealthy, offline, missing
    Neutral,  // stopped, unknown, absent
};

Severity taskStatusSeverity(const QString& status);    // IDeployment.status
Severity healthSeverity(const QString& health);        // IDeployment.healthStatus
Severity nodeStatusSeverity(const QString& status);    // IClusterNode.data.status
Severity clusterStatusSeverity(const QString& status); // ClusterTreeModel StatusRole of clusters
Severity platformStateSeverity(const QString& state);  // PlatformMatrixModel StateRole of cells
Severity worse(Severity a, Severity b);

// A small icon drawn for `severity` (cached). Shapes stay distinguishable in grey scale.
QIcon severityIcon(Severity severity);
// Text colour for `severity` that stays readable on `palette`'s base colour (light and dark themes).
QColor severityColor(Severity severity, const QPalette& palette);
// "OK", "in progress", "warning", "error", "neutral" (translated; for accessibility texts).
QString severityName(Severity severity);

// Draws status cells as icon + text + colour. `classify` decides the severity of a cell (nullopt: the
// cell is drawn normally). With setWarningRole(), a cell whose index carries a non-empty string in that
// role gets the warning icon instead (and, with appendWarning, the warning's first line before the text).
class StatusDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using Classifier = std::function<std::optional<Severity>(const QModelIndex& index)>;

    explicit StatusDelegate(Classifier classify, QObject* parent = nullptr);

    void setWarningRole(int role, bool appendWarning);
    // Replaces what a cell says, e.g. when the view knows more than the model (nullopt: unchanged). The
    // classifier still decides the look.
    using TextOverride = std::function<std::optional<QString>(const QModelIndex& index)>;
    void setTextOverride(TextOverride textOverride) { m_textOverride = std::move(textOverride); }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    Classifier m_classify;
    TextOverride m_textOverride;
    int m_warningRole = -1;
    bool m_appendWarning = false;
};

} // namespace ui
} // namespace cloudly