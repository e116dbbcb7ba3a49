#include "ui/shell/shortcutsheet.h"

#include "ui/a11y/clearbutton.h"
#include "ui/actions/actionregistry.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
ShortcutSheet::ShortcutSheet(ActionRegistry* registry, QWidget* parent)
    : QDialog(parent), m_registry(registry), m_filter(new QLineEdit(this)), m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutSheet"));
    setWindowTitle(tr("Keyboard shortcuts"));
    setAccessibleName(tr("Keyboard shortcuts"));
    m_filter->setObjectName(QStringLiteral("shortcutFilter"));
    m_filter->setPlaceholderText(tr("Filter shortcuts"));
    m_filter->setAccessibleName(tr("Filter shortcuts"));
    enableClearButton(m_filter);
    m_tree->setObjectName(QStringLiteral("shortcutList"));
    m_tree->setAccessibleName(tr("Shortcuts"));
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Command"), tr("Shortcut"), tr("What it does")});
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutSheet::applyFilter);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(720, 560);
    rebuild();
}

void ShortcutSheet::rebuild()
{
    m_tree->clear();
    QFont bold = m_tree->font();
    bold.setBold(true);
    const auto addGroup = [&](const QString& title) {
        auto* group = new QTreeWidgetItem(m_tree, {title});
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
        group->setFlags(Qt::ItemIsEnabled);
        return group;
    };
    for (const QString& category : m_registry->categories()) {
        QTreeWidgetItem* group = addGroup(category);
        for (const ActionRegistry::Entry& entry : m_registry->entries(category)) {
            const QString keys = ActionRegistry::shortcutText(entry.action);
            auto* item =
                new QTreeWidgetItem(group, {ActionRegistry::plainText(entry.action),
                                            keys.isEmpty() ? tr("—") : keys, entry.action->statusTip()});
            item->setData(0, Qt::UserRole, entry.id);
            item->setData(1, Qt::AccessibleTextRole, keys.isEmpty() ? tr("no shortcut") : keys);
        }
    }
    // Menu commands added by other parts of the window (e.g. the profiles menu), with their shortcuts.
    if (auto* window = qobject_cast<QMainWindow*>(parentWidget())) {
        QList<QAction*> registered;
        for (const ActionRegistry::Entry& entry : m_registry->entries())
            registered.append(entry.action);
        for (QAction* top : window->menuBar()->actions()) {
            QMenu* menu = top->menu();
            if (!menu)
                continue;
            QTreeWidgetItem* group = nullptr;
            for (QAction* action : menu->actions()) {
                // Every command of the menus, also one without a shortcut (it is reached through its menu),
                // not a disabled placeholder ("No saved profiles yet").
                if (registered.contains(action) || action->isSeparator() || action->menu() ||
                    (!action->isEnabled() && action->shortcuts().isEmpty()))
                    continue;
                if (!group)
                    group = addGroup(ActionRegistry::plainText(top->text()));
                const QString keys = ActionRegistry::shortcutText(action);
                auto* item =
                    new QTreeWidgetItem(group, {ActionRegistry::plainText(action),
                                                keys.isEmpty() ? tr("—") : keys, action->statusTip()});
                item->setData(1, Qt::AccessibleTextRole, keys.isEmpty() ? tr("no shortcut") : keys);
            }
        }
    }
    // Keys handled by the lists and tables themselves (not window-wide commands).
    QTreeWidgetItem* lists = addGroup(tr("In lists and tables"));
    const QList<std::pair<QString, QString>> local = {
        {tr("Copy the id (or digest) of the current row"),
         QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText)},
        {tr("Open the selection: service → its tasks, task → its node, node → its tasks"),
         tr("Enter, double-click")},
        {tr("Back to where a drill-down started"),
         QKeySequence(QKeySequence::Back).toString(QKeySequence::NativeText)},
        {tr("Context menu with every copy action"), tr("Menu key, Shift+F10")},
        {tr("Close the command palette or a dialog"), tr("Esc")},
    };
    for (const auto& [what, keys] : local)
        new QTreeWidgetItem(lists, {what, keys, QString()});
    m_tree->expandAll();
    m_tree->resizeColumnToContents(0);
    m_tree->resizeColumnToContents(1);
    applyFilter();
}

QStringList ShortcutSheet::rows() const
{
    QStringList result;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            result.append(group->child(i)->text(0) + QLatin1Char('\t') + group->child(i)->text(1));
    }
    return result;
}

void ShortcutSheet::showEvent(QShowEvent* event)
{
    rebuild();
    QDialog::showEvent(event);
    m_filter->setFocus();
}

void ShortcutSheet::applyFilter()
{
    const QString needle = m_filter->text().trimmed();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = m_tree->topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem* item = group->child(i);
            const bool match = needle.isEmpty() || item->text(0).contains(needle, Qt::CaseInsensitive) ||
                               item->text(1).contains(needle, Qt::CaseInsensitive) ||
                               item->text(2).contains(needle, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

} // namespace ui
} // namespace cloudly
