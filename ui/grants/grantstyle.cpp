#include "ui/grants/grantstyle.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLabel>

namespace cloudly {
namespace ui {
namespace grantstyle {
namespace {
// Dark palettes get the light variant of each colour (both reach 4.5:1 on their window colour).
bool onDarkPalette()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
}

} // namespace

void setBanner(QLabel* label, Banner kind, const QString& text)
{
    // Background, text and border colours; text reaches at least 7:1 on its background.
    const char* colours = "background:#e8eef5;color:#1f3b57;border:1px solid #7d9bb8;";
    switch (kind) {
    case Banner::Success:
        colours = "background:#e6f4ea;color:#14532d;border:1px solid #1b6e2e;";
        break;
    case Banner::Warning:
        colours = "background:#fff4d6;color:#5c3d00;border:1px solid #b07d00;";
        break;
    case Banner::Error:
        colours = "background:#fdecea;color:#7f1010;border:1px solid #b01c1c;";
        break;
    case Banner::Info:
        break;
    }
    label->setStyleSheet(
        QStringLiteral("QLabel{%1padding:6px 8px;border-radius:3px;}").arg(QLatin1String(colours)));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QColor riskColor(const QString& level)
{
    const bool dark = onDarkPalette();
    if (level == QLatin1String("low"))
        return dark ? QColor(0x56, 0xd3, 0x64) : QColor(0x1b, 0x6e, 0x2e);
    if (level == QLatin1String("medium"))
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x8a, 0x5a, 0x00);
    if (level == QLatin1String("high"))
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb0, 0x1c, 0x1c);
    return dark ? QColor(0xa8, 0xb1, 0xbb) : QColor(0x45, 0x4d, 0x57);
}

QString riskLevelText(const QString& level)
{
    if (level == QLatin1String("low"))
        return QCoreApplication::translate("cloudly::ui::grantstyle", "low");
    if (level == QLatin1String("medium"))
        return QCoreApplication::translate("cloudly::ui::grantstyle", "medium");
    if (level == QLatin1String("high"))
        return QCoreApplication::translate("cloudly::ui::grantstyle", "high");
    return level.isEmpty() ? QString() : QCoreApplication::translate("cloudly::ui::grantstyle", "unknown");
}

QColor addedColor()
{
    return onDarkPalette() ? QColor(0x56, 0xd3, 0x64) : QColor(0x1b, 0x6e, 0x2e);
}

QColor removedColor()
{
    return onDarkPalette() ? QColor(0xff, 0x7b, 0x72) : QColor(0xb0, 0x1c, 0x1c);
}

} // namespace grantstyle
} // namespace ui
} // namespace cloudly