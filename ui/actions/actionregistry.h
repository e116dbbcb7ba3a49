#pragma once

#include "core/rules/permission.h"

#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QString>

class QAction;
class QWidget;

namespace cloudly {
namespace ui {
// Every command of the console in one place: its id, its category (the menu it lives in), its text, its
// shortcuts and its icon. Menus, tool bars, tooltips ("Refresh (F5)"), the command palette and the
// shortcut cheat sheet are all generated from here, so a shortcut exists in exactly one place. The
// actions are added to the host window, so their shortcuts work wherever the focus is in it.
class ActionRegistry : public QObject
{
    Q_OBJECT
public:
    struct Entry
    {
        QString id;       // "view.refresh"
        QString category; // translated menu title without mnemonic ("View")
        QString iconName; // resources/icons/{light,dark}/<iconName>.svg ("" for none)
        QAction* action = nullptr;
    };

    explicit ActionRegistry(QWidget* host);
    ~ActionRegistry() override;

    // Registers an action. `text` may carry a mnemonic ("&Refresh"); `description` becomes the status tip
    // and the accessible description. Registering an existing id returns the existing action.
    QAction* add(const QString& id, const QString& category, const QString& text,
                 const QList<QKeySequence>& shortcuts, const QString& description = {},
                 const QString& iconName = {});
    QAction* action(const QString& id) const;
    QString idOf(const QAction* action) const;
    const QList<Entry>& entries() const { return m_entries; }
    QList<Entry> entries(const QString& category) const;
    QStringList categories() const; // in the order first used

    // Every key sequence used by more than one action ("Ctrl+F (view.focusFilter, view.find)"); empty
    // when all shortcuts are unique.
    QStringList conflicts() const;

    // Whether the action can run now (core/rules/permission.h): enables or disables it and keeps the
    // reason, shown in its tooltip, in the status bar when it is chosen from the palette, and by a page's
    // "Why?" link. `absent`: a refused action is hidden instead of disabled (a read-only profile's changes).
    void setAvailability(const QString& id, const core::Permission& permission, bool absent = false);
    // Why the action is disabled or hidden (translated); empty while it is available.
    QString reason(const QString& id) const { return m_reasons.value(id); }

    void setIconName(const QString& id, const QString& iconName);
    // Re-picks every icon for `palette` (light or dark variant).
    void updateIcons(const QPalette& palette);

    // "&Refresh" → "Refresh", "Clusters && nodes" → "Clusters & nodes".
    static QString plainText(const QString& text);
    static QString plainText(const QAction* action);
    // All shortcuts of the action in native text, joined by ", " ("F1, ?").
    static QString shortcutText(const QAction* action);

Q_SIGNALS:
    void actionAdded(const QString& id);

private:
    void updateToolTip(QAction* action);

    QWidget* m_host;
    QList<Entry> m_entries;
    QHash<QString, QString> m_reasons; // id -> why it is not available
};

} // namespace ui
} // namespace cloudly
