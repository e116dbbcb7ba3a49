#include "ui/profiles/profileswitcher.h"

#include "core/session/profilestore.h"

#include <QActionGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>

#include <algorithm>
#include <functional>

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

QString ProfileSwitcher::displayName(const core::Profile& profile)
{
    return profile.stage == core::Profile::Stage::None
               ? profile.name
               : tr("%1 — %2").arg(profile.name, core::Profile::stageLabel(profile.stage));
}

void ProfileSwitcher::rebuild()
{
    m_updating = true;
    const QList<core::Profile> profiles = m_store->profiles();
    QStringList names;
    for (const core::Profile& p : profiles)
        names << p.name;
    m_combo->clear();
    if (!names.contains(m_current))
        m_combo->addItem(m_current.isEmpty() ? tr("(no profile)") : m_current, QString());
    for (const core::Profile& p : profiles)
        m_combo->addItem(displayName(p), p.name);
    const int index = m_combo->findData(names.contains(m_current) ? m_current : QString());
    m_combo->setCurrentIndex(qMax(0, index));
    m_combo->setEnabled(!names.isEmpty());

    m_menu->clear();
    auto* group = new QActionGroup(m_menu);
    group->setExclusive(true);
    for (int i = 0; i < names.size(); ++i) {
        const QString name = names.at(i);
        QAction* action = m_menu->addAction(displayName(profiles.at(i)));
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
    addSafetyMenu(profiles);
    QAction* manage = m_menu->addAction(tr("Connect to another server…"));
    connect(manage, &QAction::triggered, this, &ProfileSwitcher::manageRequested);
    m_updating = false;
}

void ProfileSwitcher::addSafetyMenu(const QList<core::Profile>& profiles)
{
    const auto it = std::find_if(profiles.cbegin(), profiles.cend(),
                                 [this](const core::Profile& p) { return p.name == m_current; });
    if (it == profiles.cend()) {
        if (m_safetyMenu)
            m_safetyMenu->deleteLater();
        return;
    }
    const core::Profile current = *it;
    // Rebuilt on every store change, also from inside one of its own actions: the old one goes later.
    if (m_safetyMenu)
        m_safetyMenu->deleteLater();
    QMenu* safety = m_menu->addMenu(tr("Safety of %1").arg(current.name));
    m_safetyMenu = safety;
    safety->setObjectName(QStringLiteral("profileSafetyMenu"));
    const auto save = [this, current](const std::function<void(core::Profile&)>& change) {
        core::Profile p = current;
        change(p);
        m_store->update(current.name, p);
    };
    auto* stages = new QActionGroup(safety);
    using Stage = core::Profile::Stage;
    const QList<std::pair<Stage, QString>> choices{{Stage::None, tr("No stage")},
                                                   {Stage::Development, tr("Development")},
                                                   {Stage::Staging, tr("Staging")},
                                                   {Stage::Production, tr("Production")}};
    for (const auto& choice : choices) {
        const Stage stage = choice.first; // a plain variable: clang 14 cannot capture a structured binding
        QAction* a = safety->addAction(choice.second);
        a->setObjectName(QStringLiteral("stage:") + core::Profile::stageName(stage));
        a->setCheckable(true);
        a->setChecked(current.stage == stage);
        a->setActionGroup(stages);
        connect(a, &QAction::triggered, this, [save, stage, current] {
            save([stage, current](core::Profile& p) {
                p.stage = stage;
                if (current.stage != stage)
                    p.isProtected = core::Profile::protectedByDefault(stage) || current.isProtected;
            });
        });
    }
    safety->addSeparator();
    QAction* prot = safety->addAction(tr("Protected: type the profile name before a change"));
    prot->setObjectName(QStringLiteral("profileProtected"));
    prot->setCheckable(true);
    prot->setChecked(current.isProtected);
    connect(prot, &QAction::toggled, this,
            [save](bool on) { save([on](core::Profile& p) { p.isProtected = on; }); });
    QAction* ro = safety->addAction(tr("Read-only: never send a change"));
    ro->setObjectName(QStringLiteral("profileReadOnly"));
    ro->setCheckable(true);
    ro->setChecked(current.readOnly);
    connect(ro, &QAction::toggled, this,
            [save](bool on) { save([on](core::Profile& p) { p.readOnly = on; }); });
}

} // namespace ui
} // namespace cloudly
