#pragma once

#include <QDialog>

class QLineEdit;
class QTreeWidget;

namespace cloudly {
namespace ui {
class ActionRegistry;

// The keyboard cheat sheet (F1, or ? outside a text field): every command of the ActionRegistry with its
// shortcuts and what it does, grouped by menu, plus the keys lists and tables understand. Generated from
// the registry each time it is shown, so it cannot drift from the real shortcuts. Type to filter.
class ShortcutSheet : public QDialog
{
    Q_OBJECT
public:
    ShortcutSheet(ActionRegistry* registry, QWidget* parent);

    void rebuild();
    QTreeWidget* tree() const { return m_tree; }
    QLineEdit* filterEdit() const { return m_filter; }
    // Every (command, shortcut) pair listed, as "Command\tShortcut" (tests).
    QStringList rows() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void applyFilter();

    ActionRegistry* m_registry;
    QLineEdit* m_filter;
    QTreeWidget* m_tree;
};

} // namespace ui
} // namespace cloudly
