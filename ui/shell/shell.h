#pragma once

#include "ui/shell/paletteindex.h"

#include <QLocale>
#include <QObject>
#include <QPointer>

class QAbstractButton;
class QAbstractItemView;
class QLineEdit;

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class CommandPalette;
class FeaturePages;
class MainWindow;
class PreferencesDialog;
class ServicesView;
class ShortcutSheet;
class ThemeManager;

// The keyboard-first layer over the main window: connects the registry's commands that act on the
// current view (filter focus, copy id), the command palette (fed from the live models: services, runtime
// tasks, cluster nodes, plus the views, the registry's commands and the buttons of the current view, e.g.
// "Run preflight"), the shortcut cheat sheet, the preferences and the theme. ConsoleWindow creates one after
// the pages exist.
class Shell : public QObject
{
    Q_OBJECT
public:
    // `features` and `settings` may be null (tests of the bare window).
    Shell(MainWindow* window, ServicesView* services, FeaturePages* features, core::AppSettings* settings,
          QObject* parent = nullptr);
    ~Shell() override;

    ThemeManager* theme() const { return m_theme; }
    PaletteIndex* paletteIndex() const { return m_index; }
    CommandPalette* commandPalette() const { return m_palette; }
    ShortcutSheet* shortcutSheet() const;         // null until first shown
    PreferencesDialog* preferencesDialog() const; // null until first shown

    void showCommandPalette();
    void showShortcuts();
    void showPreferences();
    // Opens what a palette item stands for: a view, a command, or a service / task / node selected in its
    // view (a filter that hides it is cleared). False when it no longer exists.
    bool activate(const PaletteItem& item);
    // Ctrl+F: focuses the filter line of the current view. False when the view has none.
    bool focusFilter();
    // Ctrl+Shift+C: copies the id of the current row of the current view; returns it ("" when none).
    QString copyCurrentId();

    // The filter line / item views of a page (the first visible ones), for the commands above.
    static QLineEdit* filterEditOf(QWidget* page);
    static QAbstractItemView* itemViewOf(QWidget* page);

protected:
    // Ctrl+K is "delete to the end of the line" in line edits: the palette takes it everywhere.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void addSources();
    void showMessage(const QString& text);

    MainWindow* m_window;
    ServicesView* m_services;
    FeaturePages* m_features;
    core::AppSettings* m_settings;
    ThemeManager* m_theme;
    PaletteIndex* m_index;
    CommandPalette* m_palette;
    QList<QPointer<QAbstractButton>> m_pageButtons; // the current page's buttons, as palette commands
    QPointer<ShortcutSheet> m_sheet;
    QPointer<PreferencesDialog> m_preferences;
};

// The UI language: the settings' override ("de", "en") or the system's when there is none.
QLocale uiLocale(const QString& languageSetting);

} // namespace ui
} // namespace cloudly
