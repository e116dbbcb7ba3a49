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
// The console's look: light, dark or high contrast, chosen by the user (System / Light / Dark / High
// contrast in the preferences) and,
// for System, from the desktop: the XDG desktop portal's org.freedesktop.appearance color-scheme on Linux
// when it answers, else the lightness of the platform palette's window colour (Qt 6.4 has no
// QStyleHints::colorScheme).

enum class ThemeMode
{
    System,
    Light,
    Dark,
    HighContrast, // white on black, yellow focus and selection: text and every edge at least 7:1
};

QString themeModeName(ThemeMode mode); // "system" | "light" | "dark" | "high-contrast" (settings value)
ThemeMode themeModeFromName(const QString& name); // unknown: System

// True when `palette` is a dark one (window colour lightness below the middle).
bool isDarkPalette(const QPalette& palette);
// The Fusion palettes the console uses.
QPalette lightPalette();
QPalette darkPalette();
// White text on black, frames drawn in white (the style's light/mid/dark roles), selection and focus in
// yellow with black text: every pair of text and background colours at least 15:1, disabled text 7:1.
// It reads as a dark palette (isDarkPalette), so the light-stroke icons are used.
QPalette highContrastPalette();
// Whether `palette` is a high-contrast one (black and white text and window, as highContrastPalette() or a
// desktop's own): then tinted boxes (warnings, stale banners) keep the palette's colours and say it with a
// frame and words instead of a tint.
bool isHighContrastLook(const QPalette& palette);
// The palette of a mode that does not follow the system (System: the light one).
QPalette paletteFor(ThemeMode mode, bool systemDark);

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
    void setMode(ThemeMode mode);          // stores it in the settings and applies it
    bool isDark() const { return m_dark; } // true in high contrast too (white on black)
    bool isHighContrast() const { return m_highContrast; }
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
    bool m_highContrast = false;
    bool m_applying = false;
};

} // namespace ui
} // namespace cloudly
