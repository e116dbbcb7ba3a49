#include "ui/actions/actionregistry.h"

#include "ui/style/theme.h"

#include <QAction>
#include <QHash>
#include <QWidget>

namespace cloudly {
namespace ui {
ActionRegistry::ActionRegistry(QWidget* host) : QObject(host), m_host(host) {}

ActionRegistry::~ActionRegistry() = default;

QAction* ActionRegistry::add(const QString& id, const QString& category, const QString& text,
                             const QList<QKeySequence>& shortcuts, const QString& description,
                             const QString& iconName)
{
    if (QAction* existing = action(id))
        return existing;
    auto* action = new QAction(text, m_host);
    action->setObjectName(id);
    action->setShortcuts(shortcuts);
    action->setShortcutContext(Qt::WindowShortcut);
    if (!description.isEmpty()) {
        action->setStatusTip(description);
        action->setWhatsThis(description);
    }
    if (!iconName.isEmpty())
        action->setIcon(themedIcon(iconName, m_host->palette()));
    m_host->addAction(action);
    m_entries.append({id, plainText(category), iconName, action});
    updateToolTip(action);
    connect(action, &QAction::changed, this, [this, action] { updateToolTip(action); });
    Q_EMIT actionAdded(id);
    return action;
}

QAction* ActionRegistry::action(const QString& id) const
{
    for (const Entry& entry : m_entries) {
        if (entry.id == id)
            return entry.action;
    }
    return nullptr;
}

QString ActionRegistry::idOf(const QAction* action) const
{
    for (const Entry& entry : m_entries) {
        if (entry.action == action)
            return entry.id;
    }
    return {};
}

QList<ActionRegistry::Entry> ActionRegistry::entries(const QString& category) const
{
    QList<Entry> result;
    for (const Entry& entry : m_entries) {
        if (entry.category == category)
            result.append(entry);
    }
    return result;
}

QStringList ActionRegistry::categories() const
{
    QStringList result;
    for (const Entry& entry : m_entries) {
        if (!result.contains(entry.category))
            result.append(entry.category);
    }
    return result;
}

QStringList ActionRegistry::conflicts() const
{
    QHash<QString, QStringList> users;
    QStringList order;
    for (const Entry& entry : m_entries) {
        for (const QKeySequence& sequence : entry.action->shortcuts()) {
            const QString key = sequence.toString(QKeySequence::PortableText);
            if (!users.contains(key))
                order.append(key);
            users[key].append(entry.id);
        }
    }
    QStringList result;
    for (const QString& key : order) {
        if (users.value(key).size() > 1)
            result.append(QStringLiteral("%1 (%2)").arg(key, users.value(key).join(QStringLiteral(", "))));
    }
    return result;
}

void ActionRegistry::setIconName(const QString& id, const QString& iconName)
{
    for (Entry& entry : m_entries) {
        if (entry.id == id) {
            entry.iconName = iconName;
            entry.action->setIcon(iconName.isEmpty() ? QIcon() : themedIcon(iconName, m_host->palette()));
        }
    }
}

void ActionRegistry::updateIcons(const QPalette& palette)
{
    for (const Entry& entry : m_entries) {
        if (!entry.iconName.isEmpty())
            entry.action->setIcon(themedIcon(entry.iconName, palette));
    }
}

QString ActionRegistry::plainText(const QString& text)
{
    QString result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&')) {
                result.append(QLatin1Char('&'));
                ++i;
            }
            continue;
        }
        result.append(text.at(i));
    }
    if (result.endsWith(QStringLiteral("…")))
        result.chop(1);
    return result;
}

QString ActionRegistry::plainText(const QAction* action)
{
    return plainText(action->text());
}

QString ActionRegistry::shortcutText(const QAction* action)
{
    QStringList parts;
    for (const QKeySequence& sequence : action->shortcuts())
        parts.append(sequence.toString(QKeySequence::NativeText));
    return parts.join(QStringLiteral(", "));
}

void ActionRegistry::setAvailability(const QString& id, const core::Permission& permission, bool absent)
{
    QAction* a = action(id);
    if (!a)
        return;
    if (permission.allowed)
        m_reasons.remove(id);
    else
        m_reasons.insert(id, permission.reason);
    a->setEnabled(permission.allowed);
    a->setVisible(permission.allowed || !absent);
    updateToolTip(a);
}

void ActionRegistry::updateToolTip(QAction* action)
{
    const QString plain = plainText(action);
    const QString keys = shortcutText(action);
    QString tip = keys.isEmpty() ? plain : tr("%1 (%2)").arg(plain, keys);
    const QString why = m_reasons.value(idOf(action));
    if (!why.isEmpty())
        tip = tr("%1 — not available: %2").arg(tip, why);
    if (action->toolTip() != tip)
        action->setToolTip(tip);
}

} // namespace ui
} // namespace cloudly
