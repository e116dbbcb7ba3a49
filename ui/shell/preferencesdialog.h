#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ThemeManager;

// Preferences: the look (System / Light / Dark, applied at once) and the language (System / English /
// Deutsch, stored in the settings and used from the next start). Changes apply as they are made.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    PreferencesDialog(ThemeManager* theme, core::AppSettings* settings, QWidget* parent);

    QComboBox* themeBox() const { return m_theme; }
    QComboBox* languageBox() const { return m_language; }

private:
    ThemeManager* m_themeManager;
    core::AppSettings* m_settings;
    QComboBox* m_theme;
    QComboBox* m_language;
    QLabel* m_languageNote;
};

} // namespace ui
} // namespace cloudly
