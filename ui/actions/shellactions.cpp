#include "ui/actions/shellactions.h"

#include "ui/actions/actionregistry.h"

#include <QAction>

namespace cloudly {
namespace ui {
namespace actionid {
QString page(int number)
{
    return QStringLiteral("go.page.%1").arg(number);
}
} // namespace actionid

void registerShellActions(ActionRegistry& r)
{
    using K = QKeySequence;
    const auto id = [](const char* name) { return QString::fromLatin1(name); };
    const QString connection = ShellMenus::connection();
    const QString view = ShellMenus::view();
    const QString go = ShellMenus::go();
    const QString window = ShellMenus::window();
    const QString help = ShellMenus::help();

    r.add(id(actionid::connect), connection, ShellMenus::tr("&Connect…"), {K(Qt::CTRL | Qt::Key_N)},
          ShellMenus::tr("Connect to a Cloudly server or to the embedded demo"), QStringLiteral("connect"));
    r.add(id(actionid::disconnect), connection, ShellMenus::tr("&Disconnect"),
          {K(Qt::CTRL | Qt::SHIFT | Qt::Key_D)},
          ShellMenus::tr("Close the connection; the data shown stays, marked stale"),
          QStringLiteral("disconnect"));
    r.add(id(actionid::preferences), connection, ShellMenus::tr("&Preferences…"),
          {K(Qt::CTRL | Qt::Key_Comma)}, ShellMenus::tr("Look (system, light or dark) and language"),
          QStringLiteral("settings"));
    r.add(id(actionid::quit), connection, ShellMenus::tr("&Quit"), {K(Qt::CTRL | Qt::Key_Q)},
          ShellMenus::tr("Close Cloudly Console"), QStringLiteral("quit"));

    r.add(id(actionid::commandPalette), view, ShellMenus::tr("Command &palette…"),
          {K(Qt::CTRL | Qt::Key_K), K(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
          ShellMenus::tr("Find a view, service, task, node or command by typing part of its name"),
          QStringLiteral("palette"));
    r.add(id(actionid::refresh), view, ShellMenus::tr("&Refresh"), {K(Qt::Key_F5), K(Qt::CTRL | Qt::Key_R)},
          ShellMenus::tr("Reload the inventory from the server now"), QStringLiteral("refresh"));
    r.add(id(actionid::focusFilter), view, ShellMenus::tr("&Filter"), {K(Qt::CTRL | Qt::Key_F)},
          ShellMenus::tr("Move the focus to the filter line of the current view"), QStringLiteral("filter"));
    r.add(id(actionid::copyId), view, ShellMenus::tr("Copy &ID"), {K(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
          ShellMenus::tr("Copy the id of the selected row to the clipboard"), QStringLiteral("copy"));
    r.add(id(actionid::copyLink), view, ShellMenus::tr("Copy &link to this view"),
          {K(Qt::CTRL | Qt::ALT | Qt::Key_C)},
          ShellMenus::tr("Copy a cloudly:// link that opens this page of this profile with its filter and "
                         "selection"),
          QStringLiteral("copy"));
    r.add(id(actionid::toggleTheme), view, ShellMenus::tr("&Dark mode"),
          {K(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}, ShellMenus::tr("Switch between the light and the dark look"),
          QStringLiteral("theme"))
        ->setCheckable(true);
    r.add(id(actionid::compactNavigation), view, ShellMenus::tr("Compact &sidebar"),
          {K(Qt::CTRL | Qt::Key_B)},
          ShellMenus::tr("Show only the icons of the views in the sidebar (their names as tooltips)"))
        ->setCheckable(true);

    r.add(id(actionid::nextPage), go, ShellMenus::tr("&Next view"), {K(Qt::CTRL | Qt::Key_PageDown)},
          ShellMenus::tr("Show the next view in the sidebar"));
    r.add(id(actionid::previousPage), go, ShellMenus::tr("P&revious view"), {K(Qt::CTRL | Qt::Key_PageUp)},
          ShellMenus::tr("Show the previous view in the sidebar"));

    r.add(id(actionid::newWindow), window, ShellMenus::tr("&New window"),
          {K(Qt::CTRL | Qt::SHIFT | Qt::Key_N)},
          ShellMenus::tr("Open another window with its own connection, on another profile or the same one"));
    r.add(id(actionid::closeWindow), window, ShellMenus::tr("&Close window"),
          {K(Qt::CTRL | Qt::SHIFT | Qt::Key_W)},
          ShellMenus::tr("Close this window; the other windows stay connected"));

    r.add(id(actionid::shortcuts), help, ShellMenus::tr("&Keyboard shortcuts"),
          {K(Qt::Key_F1), K(QStringLiteral("?"))}, ShellMenus::tr("List every keyboard shortcut"),
          QStringLiteral("keyboard"));
    r.add(id(actionid::about), help, ShellMenus::tr("&About Cloudly Console"), {},
          ShellMenus::tr("Version and licence"), QStringLiteral("help"));
    r.add(id(actionid::aboutQt), help, ShellMenus::tr("About &Qt"), {},
          ShellMenus::tr("The Qt version in use"));
}

QString registerPageAction(ActionRegistry& registry, int number, const QString& title,
                           const QString& iconName)
{
    QList<QKeySequence> keys;
    if (number >= 1 && number <= 9)
        keys.append(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_0 + number)));
    const QString plain = ActionRegistry::plainText(title);
    const QString id = actionid::page(number);
    registry.add(id, ShellMenus::go(), title, keys, ShellMenus::tr("Show the view “%1”").arg(plain),
                 iconName);
    return id;
}

void describePageAction(ActionRegistry& registry, int number, const QString& title, const QString& iconName)
{
    QAction* action = registry.action(actionid::page(number));
    if (!action)
        return;
    const QString description = ShellMenus::tr("Show the view “%1”").arg(ActionRegistry::plainText(title));
    action->setText(title);
    action->setStatusTip(description);
    action->setWhatsThis(description);
    registry.setIconName(actionid::page(number), iconName);
}

} // namespace ui
} // namespace cloudly
