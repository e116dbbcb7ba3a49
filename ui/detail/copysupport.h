#pragma once

#include <QList>
#include <QModelIndex>
#include <QObject>
#include <QString>

#include <functional>

class QAbstractItemView;
class QAction;
class QMenu;

namespace cloudly {
namespace ui {
// One thing the user can copy from a row: "Copy ID" -> "d-web-prod-1".
struct CopyEntry
{
    QString label; // menu text, e.g. "Copy ID"
    QString text;  // what lands on the clipboard
};

// Copy-to-clipboard for an item view: Ctrl+C (QKeySequence::Copy) copies the first entry of the current
// row (its id or digest, never a secret), and the context menu offers every entry plus the view's own
// actions. Works on the current index, so it follows the keyboard as well as the mouse.
class CopySupport : public QObject
{
    Q_OBJECT
public:
    using Provider = std::function<QList<CopyEntry>(const QModelIndex& index)>;
    // Extra context menu actions for `index` (added after the copy entries; may add nothing).
    using MenuExtender = std::function<void(QMenu* menu, const QModelIndex& index)>;

    CopySupport(QAbstractItemView* view, Provider provider, QObject* parent = nullptr);

    void setMenuExtender(MenuExtender extender) { m_extender = std::move(extender); }
    // An action at the end of every context menu (after the extender's), e.g. "Export view…".
    void addMenuAction(QAction* action) { m_menuActions.append(action); }

    // Copies the first entry of the current index; false when there is nothing to copy.
    bool copyCurrent();
    QList<CopyEntry> entries(const QModelIndex& index) const
    {
        return m_provider ? m_provider(index) : QList<CopyEntry>();
    }
    // The context menu for `index` (the caller owns it).
    QMenu* createMenu(const QModelIndex& index, QWidget* parent);

    static void copyText(const QString& text);

Q_SIGNALS:
    void copied(const QString& text);

private:
    QAbstractItemView* m_view;
    Provider m_provider;
    MenuExtender m_extender;
    QList<QAction*> m_menuActions;
    QAction* m_copy;
};

} // namespace ui
} // namespace cloudly