#pragma once

#include <QIcon>
#include <QObject>
#include <QPalette>

#include <optional>

class QDBusVariant;

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// The console's look: light or dark, chosen by the user (System / Light / Dark in the preferences) and,
// for System, from the desktop: the XDG desktop portal's org.freedesktop.appearance color-scheme on Linux
// when it answers, else the lightness of the platform palette's window colour (Qt 6.4 has no
// QStyleHints::colorScheme).

enum class ThemeMode
{
    System,
    Light,
    Dark,
};

QString themeModeName(ThemeMode mode);            // "system" | "light" | "dark" (settings value)
ThemeMode themeModeFromName(const QString& name); // unknown: System

// True when `palette` is a dark one (window colour lightness below the middle).
bool isDarkPalette(const QPalette& palette);
// The Fusion palettes the console uses.
QPalette lightPalette();
QPalette darkPalette();

// Icons: resources/icons/light/<name>.svg are drawn for light palettes (dark strokes), icons/dark/<name>.svg
// for dark ones (light strokes). The path of the variant for `palette`:
QString themedIconPath(const QString& name, const QPalette& palette);
// The icon of that variant, rendered from the SVG (QSvgRenderer) at the common sizes. Null when unknown.
QIcon themedIcon(const QString& name, const QPalette& palette);

// Sets the application palette for the mode stored in `settings` before any window exists (the palette the
// widgets are built with; a ThemeManager then keeps following changes).
void applyStartupTheme(const core::AppSettings& settings);

// Applies the chosen mode to the application palette and keeps following the system in System mode:
// on QEvent::ThemeChange (the platform theme changed) and on the portal's SettingChanged signal.
// Emits themeChanged() after every change of the effective look. Widgets showing themed icons update on
// QEvent::PaletteChange / ApplicationPaletteChange.
class ThemeManager : public QObject
{
    Q_OBJECT
public:
    // `settings` may be null (then the mode lives in memory only). Reads the mode from it and applies it.
    explicit ThemeManager(core::AppSettings* settings, QObject* parent = nullptr);
    ~ThemeManager() override;

    ThemeMode mode() const { return m_mode; }
    void setMode(ThemeMode mode); // stores it in the settings and applies it
    bool isDark() const { return m_dark; }
    // What the desktop prefers (System mode): the portal when it answered, else the platform palette.
    bool systemPrefersDark() const;

    // Tests and the portal: overrides what the desktop prefers (nullopt: ask the platform palette).
    void setSystemPreference(std::optional<bool> dark);

    void apply();

    // Whether the platform theme's palette (what Qt would use without ours) is dark.
    static bool platformPaletteIsDark();

Q_SIGNALS:
    void themeChanged(bool dark);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private Q_SLOTS:
    void onPortalSettingChanged(const QString& group, const QString& key, const QDBusVariant& value);

private:
    void queryPortal();

    core::AppSettings* m_settings;
    ThemeMode m_mode = ThemeMode::System;
    std::optional<bool> m_systemPreference; // from the portal (or a test)
    bool m_platformDark = false;            // the platform palette, read at start and on ThemeChange
    bool m_dark = false;
    bool m_applying = false;
};

} // namespace ui
} // namespace cloudly
