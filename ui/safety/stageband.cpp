#include "ui/safety/stageband.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace cloudly {
namespace ui {
namespace {
using Stage = core::Profile::Stage;

double luminance(const QColor& c)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}
} // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isHighContrastPalette(const QPalette& palette)
{
    return contrastRatio(palette.color(QPalette::Window), palette.color(QPalette::WindowText)) >= 19.5;
}

StageColors stageColors(Stage stage, const QPalette& palette)
{
    if (isHighContrastPalette(palette)) {
        const QColor fg = palette.color(QPalette::Window);
        const QColor bg = palette.color(QPalette::WindowText);
        return {bg, fg, fg};
    }
    const bool dark = isDark(palette);
    switch (stage) {
    case Stage::Production:
        return dark
                   ? StageColors{QColor(0xff, 0x8a, 0x80), QColor(0x1a, 0x00, 0x00), QColor(0xd3, 0x2f, 0x2f)}
                   : StageColors{QColor(0x9b, 0x11, 0x1e), QColor(0xff, 0xff, 0xff),
                                 QColor(0x6d, 0x0a, 0x14)};
    case Stage::Staging:
        return dark
                   ? StageColors{QColor(0xff, 0xd5, 0x4f), QColor(0x1a, 0x12, 0x00), QColor(0xc7, 0x9a, 0x00)}
                   : StageColors{QColor(0xff, 0xc1, 0x07), QColor(0x1a, 0x12, 0x00),
                                 QColor(0xc7, 0x8c, 0x00)};
    case Stage::Development:
        return dark
                   ? StageColors{QColor(0x81, 0xc7, 0x84), QColor(0x00, 0x1a, 0x05), QColor(0x81, 0xc7, 0x84)}
                   : StageColors{QColor(0x1b, 0x5e, 0x20), QColor(0xff, 0xff, 0xff),
                                 QColor(0x1b, 0x5e, 0x20)};
    case Stage::None:
        break;
    }
    return {palette.color(QPalette::Window), palette.color(QPalette::WindowText),
            palette.color(QPalette::Window)};
}

QString stageSummary(const core::Profile& profile)
{
    QStringList parts;
    if (profile.stage != Stage::None)
        parts << core::Profile::stageLabel(profile.stage);
    if (!profile.name.isEmpty())
        parts << profile.name;
    if (profile.isProtected)
        parts << StageBand::tr("protected: changes need the profile name typed");
    if (profile.readOnly)
        parts << StageBand::tr("read-only: no changes are sent");
    return parts.join(QStringLiteral(" · "));
}

QString stageWindowTitle(const core::Profile& profile, const QString& application)
{
    if (profile.name.isEmpty())
        return application;
    const QString name =
        profile.stage == Stage::None
            ? profile.name
            : QStringLiteral("[%1] %2").arg(core::Profile::stageLabel(profile.stage), profile.name);
    return StageBand::tr("%1 — %2").arg(name, application);
}

StageBand::StageBand(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("stageBand"));
    setAccessibleName(tr("Server stage"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setVisible(false);
}

void StageBand::setProfile(const core::Profile& profile)
{
    m_profile = profile;
    setVisible(profile.stage != Stage::None);
    setAccessibleDescription(text());
    setToolTip(text());
    updateGeometry();
    update();
}

QSize StageBand::sizeHint() const
{
    QFont f = font();
    f.setBold(true);
    return {200, QFontMetrics(f).height() + 10};
}

void StageBand::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

void StageBand::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const StageColors c = stageColors(m_profile.stage, palette());
    p.fillRect(rect(), c.fill);
    // The pattern: diagonal stripes for production, dots for staging, none for development.
    if (m_profile.stage == Stage::Production || m_profile.stage == Stage::Staging) {
        QColor hatch = c.pattern;
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(hatch);
        const int h = height();
        if (m_profile.stage == Stage::Production) {
            // Stripes only at both ends, so the words in the middle stay on a plain fill.
            const int end = std::min(width() / 6, 6 * h);
            for (int x = -h; x < end; x += h) {
                for (const int base : {x, width() - end + x}) {
                    QPainterPath stripe;
                    stripe.moveTo(base, h);
                    stripe.lineTo(base + h / 2, h);
                    stripe.lineTo(base + h, 0);
                    stripe.lineTo(base + h / 2, 0);
                    stripe.closeSubpath();
                    p.drawPath(stripe);
                }
            }
        } else {
            const int step = std::max(6, h / 3);
            const int end = std::min(width() / 6, 6 * h);
            for (int x = step / 2; x < end; x += step)
                for (int y = step / 2; y < h; y += step) {
                    p.drawEllipse(QPointF(x, y), 1.6, 1.6);
                    p.drawEllipse(QPointF(width() - x, y), 1.6, 1.6);
                }
        }
        p.restore();
    }
    QFont f = font();
    f.setBold(true);
    p.setFont(f);
    const QString label = text();
    const QFontMetrics fm(f);
    const int textWidth = fm.horizontalAdvance(label);
    const int icon = m_profile.stage == Stage::Production ? fm.height() : 0;
    const int gap = icon ? fm.averageCharWidth() : 0;
    const int left = std::max(0, (width() - textWidth - icon - gap) / 2);
    // A plain plate behind the words (the pattern never runs under the text).
    const QRect plate(left - 2 * fm.averageCharWidth(), 0, textWidth + icon + gap + 4 * fm.averageCharWidth(),
                      height());
    p.fillRect(plate, c.fill);
    if (icon) {
        // A warning sign: a triangle with an exclamation mark.
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        const double top = (height() - icon) / 2.0;
        QPainterPath triangle;
        triangle.moveTo(left + icon / 2.0, top);
        triangle.lineTo(left + icon, top + icon);
        triangle.lineTo(left, top + icon);
        triangle.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(c.text);
        p.drawPath(triangle);
        p.setBrush(c.fill);
        const double bar = std::max(1.5, icon / 8.0);
        p.drawRect(QRectF(left + icon / 2.0 - bar / 2, top + icon * 0.35, bar, icon * 0.35));
        p.drawRect(QRectF(left + icon / 2.0 - bar / 2, top + icon * 0.78, bar, bar));
        p.restore();
    }
    p.setPen(c.text);
    p.drawText(QRect(left + icon + gap, 0, textWidth + 2, height()), Qt::AlignVCenter | Qt::AlignLeft, label);
}

} // namespace ui
} // namespace cloudly
