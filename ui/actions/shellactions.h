#pragma once

#include <QCoreApplication>
#include <QString>

namespace cloudly {
namespace ui {
class ActionRegistry;

// The ids of the console's commands. Every command, its menu, text, shortcuts and icon is defined in
// registerShellActions() — the one place to look for (or change) a shortcut.
namespace actionid {
inline constexpr char connect[] = "connection.connect";
inline constexpr char disconnect[] = "connection.disconnect";
inline constexpr char preferences[] = "connection.preferences";
inline constexpr char quit[] = "connection.quit";
inline constexpr char refresh[] = "view.refresh";
inline constexpr char focusFilter[] = "view.focusFilter";
inline constexpr char copyId[] = "view.copyId";
inline constexpr char copyLink[] = "view.copyLink";
inline constexpr char commandPalette[] = "view.commandPalette";
inline constexpr char toggleTheme[] = "view.toggleTheme";
inline constexpr char compactNavigation[] = "view.compactNavigation";
inline constexpr char nextPage[] = "go.nextPage";
inline constexpr char previousPage[] = "go.previousPage";
inline constexpr char newWindow[] = "window.new";
inline constexpr char closeWindow[] = "window.close";
inline constexpr char shortcuts[] = "help.shortcuts";
inline constexpr char about[] = "help.about";
inline constexpr char aboutQt[] = "help.aboutQt";
// "go.page.<n>" for the n-th page (1-based): Ctrl+1 … Ctrl+9.
QString page(int number);
} // namespace actionid

// Menu titles (with mnemonics) of the categories, in menu order.
struct ShellMenus
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::ShellMenus)
public:
    static QString connection() { return tr("&Connection"); }
    static QString view() { return tr("&View"); }
    static QString go() { return tr("&Go"); }
    static QString window() { return tr("&Window"); }
    static QString help() { return tr("&Help"); }
};

// Registers every fixed command (not yet connected to anything).
void registerShellActions(ActionRegistry& registry);
// Registers "go to page <number>" for a page titled `title` (Ctrl+<number> for 1…9). Returns its id.
QString registerPageAction(ActionRegistry& registry, int number, const QString& title,
                           const QString& iconName);
// Gives the existing "go to page <number>" action the title and icon of the page now at that number.
void describePageAction(ActionRegistry& registry, int number, const QString& title, const QString& iconName);

} // namespace ui
} // namespace cloudly
