#pragma once

#include "core/grants/auditlog.h"

#include <QWidget>

class QLabel;
class QRadioButton;
class QTreeWidget;

namespace cloudly {
namespace ui {
// The effective grants as last recorded on this machine (effectiveGrants() of the audit trail), grouped
// by machine user or by service. Only changes made from this machine are known: the server may differ.
class EffectiveGrantsView : public QWidget
{
    Q_OBJECT
public:
    enum class Grouping
    {
        ByUser,
        ByService,
    };
    Q_ENUM(Grouping)

    // `log` is not owned and must outlive the view.
    explicit EffectiveGrantsView(core::grants::AuditLog* log, QWidget* parent = nullptr);

    Grouping grouping() const { return m_grouping; }
    void setGrouping(Grouping grouping);
    QTreeWidget* tree() const { return m_tree; }
    const QList<core::grants::EffectiveGrant>& grants() const { return m_grants; }
    QString headingText() const;
    QString problemsText() const;

public Q_SLOTS:
    void reload();

private:
    void rebuild();

    core::grants::AuditLog* m_log;
    QList<core::grants::EffectiveGrant> m_grants;
    Grouping m_grouping = Grouping::ByUser;
    QLabel* m_heading;
    QLabel* m_problems;
    QRadioButton* m_byUser;
    QRadioButton* m_byService;
    QTreeWidget* m_tree;
};

} // namespace ui
} // namespace cloudly