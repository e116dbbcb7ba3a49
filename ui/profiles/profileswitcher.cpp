#include "ui/profiles/profileswitcher.h"

#include "core/session/profilestore.h"

#include <QActionGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>

namespace cloudly {
namespace ui {

ProfileSwitcher::ProfileSwitcher(core::ProfileStore* store, QWidget* parent)
    : QWidget(parent), m_store(store), m_combo(new QComboBox(this)), m_menu(new QMenu(tr("&Profiles"), this))
{
    setObjectName(QStringLiteral("profileSwitcher"));
    m_combo->setObjectName(QStringLiteral("profileCombo"));
    m_combo->setAccessibleName(tr("Connection profile"));
    m_combo->setToolTip(tr("Switch to another saved server (profile)"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_menu->setObjectName(QStringLiteral("profilesMenu"));
    auto* label = new QLabel(tr("Profile:"), this);
    label->setBuddy(m_combo);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(label);
    layout->addWidget(m_combo);

    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        if (m_updating)
            return;
        const QString name = m_combo->itemData(index).toString();
        if (name.isEmpty())
            return;
        if (name != m_current)
            Q_EMIT profileRequested(name);
    });
    connect(m_store, &core::ProfileStore::profilesChanged, this, &ProfileSwitcher::rebuild);
    rebuild();
}

QStringList ProfileSwitcher::profileNames() const
{
    return m_store->names();
}

void ProfileSwitcher::setCurrentProfile(const QString& name)
{
    m_current = name;
    rebuild();
}

void ProfileSwitcher::rebuild()
{
    m_updating = true;
    const QStringList names = m_store->names();
    m_combo->clear();
    if (!names.contains(m_current))
        m_combo->addItem(m_current.isEmpty() ? tr("(no profile)") : m_current, QString());
    for (const QString& name : names)
        m_combo->addItem(name, name);
    const int index = m_combo->findData(names.contains(m_current) ? m_current : QString());
    m_combo->setCurrentIndex(qMax(0, index));
    m_combo->setEnabled(!names.isEmpty());

    m_menu->clear();
    auto* group = new QActionGroup(m_menu);
    group->setExclusive(true);
    for (int i = 0; i < names.size(); ++i) {
        const QString name = names.at(i);
        QAction* action = m_menu->addAction(name);
        action->setObjectName(QStringLiteral("profile:") + name);
        action->setCheckable(true);
        action->setChecked(name == m_current);
        action->setActionGroup(group);
        if (i < 9)
            action->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+%1").arg(i + 1)));
        connect(action, &QAction::triggered, this, [this, name] {
            if (name != m_current)
                Q_EMIT profileRequested(name);
        });
    }
    if (names.isEmpty()) {
        QAction* none = m_menu->addAction(tr("No saved profiles yet"));
        none->setEnabled(false);
    }
    m_menu->addSeparator();
    QAction* manage = m_menu->addAction(tr("Connect to another server…"));
    connect(manage, &QAction::triggered, this, &ProfileSwitcher::manageRequested);
    m_updating = false;
}

} // namespace ui
} // namespace cloudly
