// The look: the dark palette picks the dark icon variants (light strokes) and the light palette the light
// ones, live on a palette change; System follows the desktop's preference; the choice is stored; status
// colours keep WCAG AA contrast on both palettes and in high contrast; every icon exists in both variants.
#include "core/settings/appsettings.h"
#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/app/consoleapp.h"
#include "ui/features/statusdelegate.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/shell/preferencesdialog.h"
#include "ui/shell/shell.h"
#include "ui/style/theme.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cloudly::ui;

namespace {

// Mean lightness (0…255) of the opaque pixels of `icon` at 32 px.
int inkLightness(const QIcon& icon)
{
    const QImage image = icon.pixmap(32, 32).toImage().convertToFormat(QImage::Format_ARGB32);
    qint64 sum = 0;
    qint64 count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200) {
                sum += c.lightness();
                ++count;
            }
        }
    }
    return count ? static_cast<int>(sum / count) : -1;
}

double luminance(const QColor& color)
{
    const auto channel = [](double v) {
        v /= 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette plainHighContrast(bool dark)
{
    QPalette p(dark ? Qt::white : Qt::black, dark ? Qt::black : Qt::white);
    p.setColor(QPalette::Base, dark ? Qt::black : Qt::white);
    p.setColor(QPalette::Text, dark ? Qt::white : Qt::black);
    p.setColor(QPalette::Window, dark ? Qt::black : Qt::white);
    return p;
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void iconsExistInBothVariants()
    {
        const QStringList light = QDir(QStringLiteral(":/icons/light")).entryList({QStringLiteral("*.svg")});
        const QStringList dark = QDir(QStringLiteral(":/icons/dark")).entryList({QStringLiteral("*.svg")});
        QVERIFY(light.size() >= 15);
        QCOMPARE(light, dark);
        for (const QString& file : light) {
            const QString name = file.chopped(4);
            QVERIFY2(!themedIcon(name, lightPalette()).isNull(), qPrintable(name));
            QVERIFY2(!themedIcon(name, darkPalette()).isNull(), qPrintable(name));
        }
    }

    void darkPalettePicksDarkIcons()
    {
        QVERIFY(isDarkPalette(darkPalette()));
        QVERIFY(!isDarkPalette(lightPalette()));
        QCOMPARE(themedIconPath(QStringLiteral("refresh"), darkPalette()),
                 QStringLiteral(":/icons/dark/refresh.svg"));
        QCOMPARE(themedIconPath(QStringLiteral("refresh"), lightPalette()),
                 QStringLiteral(":/icons/light/refresh.svg"));
        // What is drawn: light strokes on dark palettes, dark strokes on light ones.
        const int onDark = inkLightness(themedIcon(QStringLiteral("refresh"), darkPalette()));
        const int onLight = inkLightness(themedIcon(QStringLiteral("refresh"), lightPalette()));
        QVERIFY2(onDark > 180, qPrintable(QString::number(onDark)));
        QVERIFY2(onLight >= 0 && onLight < 80, qPrintable(QString::number(onLight)));
    }

    void themeSwitchesLiveAndIsStored()
    {
        QTemporaryDir tmp;
        cloudly::core::AppSettings settings(tmp.filePath(QStringLiteral("settings.ini")));
        MainWindow window;
        auto* page = new QWidget;
        window.addPage(page, QStringLiteral("Services"), cloudly::ui::NavigationGroup::Workloads,
                       QStringLiteral("services"));
        window.show();
        QAction* refresh = window.actions()->action(QString::fromLatin1(actionid::refresh));

        ThemeManager theme(&settings);
        theme.setSystemPreference(false);
        QSignalSpy changed(&theme, &ThemeManager::themeChanged);
        theme.setMode(ThemeMode::Dark);
        QVERIFY(theme.isDark());
        QCOMPARE(changed.count(), 1);
        QVERIFY(isDarkPalette(QApplication::palette()));
        QCOMPARE(settings.theme(), QStringLiteral("dark"));
        // The window got QEvent::PaletteChange and re-picked its icons.
        QTRY_VERIFY(isDarkPalette(window.palette()));
        QTRY_VERIFY(inkLightness(refresh->icon()) > 180);
        QVERIFY(inkLightness(window.pageIcon(page)) > 180);

        theme.setMode(ThemeMode::Light);
        QVERIFY(!theme.isDark());
        QTRY_VERIFY(inkLightness(refresh->icon()) < 80);
        QVERIFY(inkLightness(window.pageIcon(page)) < 80);
        QCOMPARE(settings.theme(), QStringLiteral("light"));

        // System: follows what the desktop prefers (the portal, or the platform palette).
        theme.setMode(ThemeMode::System);
        QVERIFY(settings.theme().isEmpty());
        QVERIFY(!theme.isDark());
        theme.setSystemPreference(true);
        QVERIFY(theme.isDark());
        QTRY_VERIFY(inkLightness(refresh->icon()) > 180);
        theme.setSystemPreference(false);
        QVERIFY(!theme.isDark());

        // A new manager reads the stored mode.
        theme.setMode(ThemeMode::Dark);
        ThemeManager again(&settings);
        QCOMPARE(again.mode(), ThemeMode::Dark);
        QVERIFY(again.isDark());
        theme.setMode(ThemeMode::Light);
    }

    void preferencesSetLookAndLanguage()
    {
        QTemporaryDir tmp;
        cloudly::core::AppSettings settings(tmp.filePath(QStringLiteral("settings.ini")));
        ThemeManager theme(&settings);
        theme.setSystemPreference(false);
        PreferencesDialog dialog(&theme, &settings, nullptr);
        QCOMPARE(dialog.themeBox()->currentData().toInt(), int(ThemeMode::System));
        QCOMPARE(dialog.languageBox()->currentData().toString(), QString());
        dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(static_cast<int>(ThemeMode::Dark)));
        QVERIFY(theme.isDark());
        QCOMPARE(settings.theme(), QStringLiteral("dark"));
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("de")));
        QCOMPARE(settings.language(), QStringLiteral("de"));
        // main() installs the translators for this locale (the override), else the system's.
        QCOMPARE(uiLocale(settings.language()).language(), QLocale::German);
        QCOMPARE(uiLocale(QString()), QLocale());
        dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(static_cast<int>(ThemeMode::Light)));
        QVERIFY(!theme.isDark());
    }

    void highContrastLook()
    {
        QCOMPARE(themeModeFromName(QStringLiteral("high-contrast")), ThemeMode::HighContrast);
        QCOMPARE(themeModeName(ThemeMode::HighContrast), QStringLiteral("high-contrast"));
        const QPalette hc = highContrastPalette();
        QVERIFY(isHighContrastLook(hc));
        QVERIFY(!isHighContrastLook(lightPalette()));
        QVERIFY(!isHighContrastLook(darkPalette()));
        QVERIFY(isDarkPalette(hc)); // the light-stroke icons
        // Every text on its background, the selection and the frames at least 7:1 (AAA); disabled text too.
        QVERIFY(contrast(hc.color(QPalette::Text), hc.color(QPalette::Base)) >= 15.0);
        QVERIFY(contrast(hc.color(QPalette::ButtonText), hc.color(QPalette::Button)) >= 15.0);
        QVERIFY(contrast(hc.color(QPalette::HighlightedText), hc.color(QPalette::Highlight)) >= 15.0);
        QVERIFY(contrast(hc.color(QPalette::Link), hc.color(QPalette::Base)) >= 7.0);
        QVERIFY(contrast(hc.color(QPalette::Mid), hc.color(QPalette::Window)) >= 15.0);
        QVERIFY(contrast(hc.color(QPalette::Disabled, QPalette::Text), hc.color(QPalette::Base)) >= 7.0);
        QVERIFY(contrast(hc.color(QPalette::PlaceholderText), hc.color(QPalette::Base)) >= 7.0);

        QTemporaryDir tmp;
        cloudly::core::AppSettings settings(tmp.filePath(QStringLiteral("settings.ini")));
        ThemeManager theme(&settings);
        theme.setMode(ThemeMode::Dark);
        QSignalSpy changed(&theme, &ThemeManager::themeChanged);
        theme.setMode(ThemeMode::HighContrast);
        QCOMPARE(changed.count(), 1); // still dark, but another look
        QVERIFY(theme.isHighContrast());
        QVERIFY(theme.isDark());
        QCOMPARE(QApplication::palette().color(QPalette::Window), hc.color(QPalette::Window));
        QCOMPARE(QApplication::palette().color(QPalette::Highlight), hc.color(QPalette::Highlight));
        QCOMPARE(settings.theme(), QStringLiteral("high-contrast"));
        // The preferences offer it.
        PreferencesDialog dialog(&theme, &settings, nullptr);
        QVERIFY(dialog.themeBox()->findData(static_cast<int>(ThemeMode::HighContrast)) >= 0);
        QCOMPARE(dialog.themeBox()->currentData().toInt(), static_cast<int>(ThemeMode::HighContrast));
        theme.setMode(ThemeMode::Light);
        QVERIFY(!theme.isHighContrast());
    }

    void statusColoursReadableEverywhere()
    {
        const QList<std::pair<QString, QPalette>> palettes = {
            {QStringLiteral("light"), lightPalette()},
            {QStringLiteral("dark"), darkPalette()},
            {QStringLiteral("high contrast light"), plainHighContrast(false)},
            {QStringLiteral("high contrast dark"), plainHighContrast(true)},
            {QStringLiteral("the console's high contrast"), highContrastPalette()},
        };
        for (const auto& [name, palette] : palettes) {
            for (const Severity severity :
                 {Severity::Ok, Severity::Progress, Severity::Warning, Severity::Error, Severity::Neutral}) {
                const QColor text = severityColor(severity, palette);
                const double ratio = contrast(text, palette.color(QPalette::Base));
                QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1, %2: %3:1")
                                                      .arg(name, severityName(severity))
                                                      .arg(ratio, 0, 'f', 2)));
                // Never colour alone: each severity has its own icon.
                QVERIFY(!severityIcon(severity).isNull());
            }
            // Body text, too.
            QVERIFY(contrast(palette.color(QPalette::Text), palette.color(QPalette::Base)) >= 7.0);
            QVERIFY(contrast(palette.color(QPalette::WindowText), palette.color(QPalette::Window)) >= 7.0);
        }
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
