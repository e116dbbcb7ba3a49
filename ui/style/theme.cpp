#include "ui/style/theme.h"

#include "core/settings/appsettings.h"
#include "core/util/logging.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QEvent>
#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QSvgRenderer>
#include <QWidget>

#include <cstdlib>

namespace cloudly {
namespace ui {
namespace {

const QString kPortalService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPortalPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kPortalInterface = QStringLiteral("org.freedesktop.portal.Settings");
const QString kAppearance = QStringLiteral("org.freedesktop.appearance");
const QString kColorScheme = QStringLiteral("color-scheme");

// color-scheme: 0 no preference, 1 prefer dark, 2 prefer light.
std::optional<bool> portalPrefersDark(const QVariant& value)
{
    QVariant v = value;
    // Read() wraps the value in one (old portals: two) variants.
    while (v.canConvert<QDBusVariant>() && v.userType() == qMetaTypeId<QDBusVariant>())
        v = v.value<QDBusVariant>().variant();
    bool ok = false;
    const uint scheme = v.toUInt(&ok);
    if (!ok || scheme == 0)
        return std::nullopt;
    return scheme == 1;
}

} // namespace

QString themeModeName(ThemeMode mode)
{
    switch (mode) {
    case ThemeMode::Light:
        return QStringLiteral("light");
    case ThemeMode::Dark:
        return QStringLiteral("dark");
    case ThemeMode::HighContrast:
        return QStringLiteral("high-contrast");
    case ThemeMode::System:
        break;
    }
    return QStringLiteral("system");
}

ThemeMode themeModeFromName(const QString& name)
{
    if (name == QLatin1String("light"))
        return ThemeMode::Light;
    if (name == QLatin1String("dark"))
        return ThemeMode::Dark;
    if (name == QLatin1String("high-contrast"))
        return ThemeMode::HighContrast;
    return ThemeMode::System;
}

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette lightPalette()
{
    if (QStyle* style = QApplication::style())
        return style->standardPalette();
    return QPalette(QColor(0xef, 0xef, 0xef));
}

QPalette darkPalette()
{
    // Contrast checked against WCAG AA: text on base and window ≥ 7:1, disabled text ≥ 3:1.
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor alternate(0x26, 0x28, 0x2b);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor button(0x35, 0x37, 0x3b);
    const QColor highlight(0x2f, 0x6f, 0xc0);
    const QColor link(0x79, 0xb8, 0xff);
    const QColor disabledText(0x8a, 0x8f, 0x96);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x7b, 0x72));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3f, 0x42, 0x46));
    p.setColor(QPalette::Mid, QColor(0x25, 0x26, 0x29));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0b, 0x0b, 0x0c));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, QColor(0xd2, 0xa8, 0xff));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, disabledText);
    return p;
}

QPalette highContrastPalette()
{
    QPalette p;
    const QColor black(0, 0, 0);
    const QColor white(0xff, 0xff, 0xff);
    const QColor yellow(0xff, 0xe6, 0x00);
    const QColor cyan(0x5c, 0xe1, 0xff);
    const QColor disabledText(0xa8, 0xa8, 0xa8);
    for (const QPalette::ColorRole role :
         {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(role, black);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                                           QPalette::ToolTipText, QPalette::BrightText})
        p.setColor(role, white);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::PlaceholderText, QColor(0xc8, 0xc8, 0xc8));
    // The style draws frames, separators and bevels in these: white edges on black.
    for (const QPalette::ColorRole role :
         {QPalette::Light, QPalette::Midlight, QPalette::Mid, QPalette::Dark, QPalette::Shadow})
        p.setColor(role, white);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, cyan);
    p.setColor(QPalette::LinkVisited, QColor(0xff, 0x9e, 0xf5));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, disabledText);
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, black);
    return p;
}

bool isHighContrastLook(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    return std::abs(window.lightness() - text.lightness()) >= 250;
}

QPalette paletteFor(ThemeMode mode, bool systemDark)
{
    switch (mode) {
    case ThemeMode::Light:
        return lightPalette();
    case ThemeMode::Dark:
        return darkPalette();
    case ThemeMode::HighContrast:
        return highContrastPalette();
    case ThemeMode::System:
        break;
    }
    return systemDark ? darkPalette() : lightPalette();
}

QString themedIconPath(const QString& name, const QPalette& palette)
{
    return (isDarkPalette(palette) ? QStringLiteral(":/icons/dark/") : QStringLiteral(":/icons/light/")) +
           name + QStringLiteral(".svg");
}

QIcon themedIcon(const QString& name, const QPalette& palette)
{
    static QHash<QString, QIcon> cache;
    const QString path = themedIconPath(name, palette);
    const auto cached = cache.constFind(path);
    if (cached != cache.constEnd())
        return *cached;
    QSvgRenderer renderer(path);
    if (!renderer.isValid()) {
        qCWarning(lcSettings) << "no icon" << path;
        return {};
    }
    QIcon icon;
    for (const int size : {16, 20, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    cache.insert(path, icon);
    return icon;
}

void applyStartupTheme(const core::AppSettings& settings)
{
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return;
    const ThemeMode mode = themeModeFromName(settings.theme());
    QApplication::setPalette(
        paletteFor(mode, mode == ThemeMode::System && ThemeManager::platformPaletteIsDark()));
}

ThemeManager::ThemeManager(core::AppSettings* settings, QObject* parent)
    : QObject(parent), m_settings(settings)
{
    if (m_settings)
        m_mode = themeModeFromName(m_settings->theme());
    if (qApp)
        qApp->installEventFilter(this);
    m_platformDark = platformPaletteIsDark();
    queryPortal();
    apply();
}

ThemeManager::~ThemeManager() = default;

void ThemeManager::setMode(ThemeMode mode)
{
    m_mode = mode;
    if (m_settings)
        m_settings->setTheme(themeModeName(mode));
    apply();
}

bool ThemeManager::systemPrefersDark() const
{
    if (m_systemPreference)
        return *m_systemPreference;
    return m_platformDark;
}

void ThemeManager::setSystemPreference(std::optional<bool> dark)
{
    m_systemPreference = dark;
    if (m_mode == ThemeMode::System)
        apply();
}

bool ThemeManager::platformPaletteIsDark()
{
    // The platform theme's palette is what QApplication resolves an empty palette against; the palette
    // the console set itself hides it, so look at a palette with nothing set.
    QPalette probe;
    probe.setResolveMask(0);
    const QPalette current = QGuiApplication::palette();
    QGuiApplication::setPalette(probe);
    const bool dark = isDarkPalette(QGuiApplication::palette());
    QGuiApplication::setPalette(current);
    return dark;
}

void ThemeManager::apply()
{
    auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (!app || m_applying)
        return;
    m_applying = true;
    const QPalette wanted = paletteFor(m_mode, m_mode == ThemeMode::System && systemPrefersDark());
    const bool dark = isDarkPalette(wanted);
    if (QApplication::palette() != wanted) {
        QApplication::setPalette(wanted);
        // Style sheets resolve palette(...) when they are applied: apply them again for the new colours.
        const QList<QWidget*> widgets = QApplication::allWidgets();
        for (QWidget* widget : widgets) {
            if (!widget->styleSheet().isEmpty())
                widget->setStyleSheet(widget->styleSheet());
        }
    }
    m_applying = false;
    const bool highContrast = m_mode == ThemeMode::HighContrast;
    const bool changed = dark != m_dark || highContrast != m_highContrast;
    m_dark = dark;
    m_highContrast = highContrast;
    qCDebug(lcSettings) << "theme" << themeModeName(m_mode) << (dark ? "dark" : "light");
    if (changed)
        Q_EMIT themeChanged(dark);
}

bool ThemeManager::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::ThemeChange && !m_applying &&
        m_mode == ThemeMode::System)
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_platformDark = platformPaletteIsDark();
                apply();
            },
            Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void ThemeManager::queryPortal()
{
    const QString platform = QGuiApplication::platformName();
    if (platform != QLatin1String("xcb") && !platform.startsWith(QLatin1String("wayland")))
        return;
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return;
    bus.connect(kPortalService, kPortalPath, kPortalInterface, QStringLiteral("SettingChanged"), this,
                SLOT(onPortalSettingChanged(QString, QString, QDBusVariant)));
    QDBusMessage read =
        QDBusMessage::createMethodCall(kPortalService, kPortalPath, kPortalInterface, QStringLiteral("Read"));
    read << kAppearance << kColorScheme;
    auto* watcher = new QDBusPendingCallWatcher(bus.asyncCall(read, 2000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* call) {
        call->deleteLater();
        const QDBusPendingReply<QVariant> reply = *call;
        if (reply.isError()) {
            qCDebug(lcSettings) << "no desktop portal colour scheme:" << reply.error().message();
            return;
        }
        const std::optional<bool> dark = portalPrefersDark(reply.value());
        qCDebug(lcSettings) << "desktop portal colour scheme: prefers dark =" << dark.value_or(false);
        if (dark)
            setSystemPreference(dark);
    });
}

void ThemeManager::onPortalSettingChanged(const QString& group, const QString& key, const QDBusVariant& value)
{
    if (group != kAppearance || key != kColorScheme)
        return;
    setSystemPreference(portalPrefersDark(value.variant()));
}

} // namespace ui
} // namespace cloudly
