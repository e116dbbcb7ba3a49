#include "ui/shell/preferencesdialog.h"

#include "core/settings/appsettings.h"
#include "ui/style/theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
PreferencesDialog::PreferencesDialog(ThemeManager* theme, core::AppSettings* settings, QWidget* parent)
    : QDialog(parent), m_themeManager(theme), m_settings(settings), m_theme(new QComboBox(this)),
      m_language(new QComboBox(this)), m_languageNote(new QLabel(this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    m_theme->setObjectName(QStringLiteral("themeMode"));
    m_theme->addItem(tr("Follow the system"), static_cast<int>(ThemeMode::System));
    m_theme->addItem(tr("Light"), static_cast<int>(ThemeMode::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(ThemeMode::Dark));
    m_theme->addItem(tr("High contrast"), static_cast<int>(ThemeMode::HighContrast));
    m_theme->setAccessibleName(tr("Look"));
    m_theme->setAccessibleDescription(
        tr("Light, dark or high-contrast colours, or whatever the desktop uses"));
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(theme ? theme->mode() : ThemeMode::System)));

    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("Follow the system"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->setAccessibleName(tr("Language"));
    const int language = m_language->findData(settings ? settings->language() : QString());
    m_language->setCurrentIndex(language < 0 ? 0 : language);
    m_languageNote->setObjectName(QStringLiteral("languageNote"));
    m_languageNote->setText(tr("A new language is used from the next start."));
    m_languageNote->setWordWrap(true);
    m_languageNote->setForegroundRole(QPalette::PlaceholderText);
    m_language->setAccessibleDescription(m_languageNote->text());

    auto* form = new QFormLayout;
    form->addRow(tr("&Look:"), m_theme);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_languageNote);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_theme, &QComboBox::currentIndexChanged, this, [this] {
        if (m_themeManager)
            m_themeManager->setMode(static_cast<ThemeMode>(m_theme->currentData().toInt()));
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        if (m_settings)
            m_settings->setLanguage(m_language->currentData().toString());
    });
}

} // namespace ui
} // namespace cloudly
