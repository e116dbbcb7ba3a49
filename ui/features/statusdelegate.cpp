#include "ui/features/statusdelegate.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace cloudly {
namespace ui {
namespace {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

// Icon colours: mid tones that read on light and dark backgrounds.
QColor iconColor(Severity severity)
{
    switch (severity) {
    case Severity::Ok:
        return QColor(0x2d, 0xa4, 0x4e);
    case Severity::Progress:
        return QColor(0x21, 0x8b, 0xff);
    case Severity::Warning:
        return QColor(0xe3, 0xa0, 0x08);
    case Severity::Error:
        return QColor(0xda, 0x36, 0x33);
    case Severity::Neutral:
        break;
    }
    return QColor(0x8c, 0x95, 0x9f);
}

QPixmap drawIcon(Severity severity, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    const QColor color = iconColor(severity);
    const QRectF circle(s * 0.08, s * 0.08, s * 0.84, s * 0.84);
    QPen white(Qt::white, s * 0.13, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (severity) {
    case Severity::Ok: { // filled circle, white check mark
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(circle);
        p.setPen(white);
        QPainterPath check;
        check.moveTo(s * 0.29, s * 0.52);
        check.lineTo(s * 0.44, s * 0.67);
        check.lineTo(s * 0.72, s * 0.36);
        p.setBrush(Qt::NoBrush);
        p.drawPath(check);
        break;
    }
    case Severity::Progress: { // ring with clock hands
        p.setPen(QPen(color, s * 0.12));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(circle.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04));
        p.setPen(QPen(color, s * 0.11, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(s * 0.5, s * 0.5), QPointF(s * 0.5, s * 0.27));
        p.drawLine(QPointF(s * 0.5, s * 0.5), QPointF(s * 0.68, s * 0.6));
        break;
    }
    case Severity::Warning: { // triangle with "!"
        QPainterPath tri;
        tri.moveTo(s * 0.5, s * 0.06);
        tri.lineTo(s * 0.96, s * 0.9);
        tri.lineTo(s * 0.04, s * 0.9);
        tri.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPath(tri);
        p.setPen(QPen(QColor(0x24, 0x1c, 0x00), s * 0.12, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(s * 0.5, s * 0.36), QPointF(s * 0.5, s * 0.6));
        p.drawPoint(QPointF(s * 0.5, s * 0.76));
        break;
    }
    case Severity::Error: { // filled circle, white cross
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(circle);
        p.setPen(white);
        p.drawLine(QPointF(s * 0.33, s * 0.33), QPointF(s * 0.67, s * 0.67));
        p.drawLine(QPointF(s * 0.67, s * 0.33), QPointF(s * 0.33, s * 0.67));
        break;
    }
    case Severity::Neutral: { // hollow circle with a dash
        p.setPen(QPen(color, s * 0.11));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(circle.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04));
        p.setPen(QPen(color, s * 0.12, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(s * 0.32, s * 0.5), QPointF(s * 0.68, s * 0.5));
        break;
    }
    }
    return pixmap;
}

} // namespace

Severity taskStatusSeverity(const QString& status)
{
    if (status == QLatin1String("running"))
        return Severity::Ok;
    if (status == QLatin1String("scheduled") || status == QLatin1String("starting") ||
        status == QLatin1String("stopping"))
        return Severity::Progress;
    if (status == QLatin1String("failed"))
        return Severity::Error;
    return Severity::Neutral; // stopped, unknown values
}

Severity healthSeverity(const QString& health)
{
    if (health == QLatin1String("healthy"))
        return Severity::Ok;
    if (health == QLatin1String("unhealthy"))
        return Severity::Error;
    return Severity::Neutral;
}

Severity nodeStatusSeverity(const QString& status)
{
    if (status == QLatin1String("online"))
        return Severity::Ok;
    if (status == QLatin1String("initializing"))
        return Severity::Progress;
    if (status == QLatin1String("maintenance"))
        return Severity::Warning;
    if (status == QLatin1String("offline"))
        return Severity::Error;
    return Severity::Neutral;
}

Severity clusterStatusSeverity(const QString& status)
{
    if (status == QLatin1String("online"))
        return Severity::Ok;
    if (status == QLatin1String("degraded"))
        return Severity::Warning;
    return Severity::Neutral; // empty, unknown
}

Severity platformStateSeverity(const QString& state)
{
    if (state == QLatin1String("runnable"))
        return Severity::Ok;
    if (state == QLatin1String("manifest-missing") || state == QLatin1String("missing"))
        return Severity::Error;
    return Severity::Neutral; // not-runnable, absent
}

Severity worse(Severity a, Severity b)
{
    const auto rank = [](Severity s) {
        switch (s) {
        case Severity::Error:
            return 4;
        case Severity::Warning:
            return 3;
        case Severity::Progress:
            return 2;
        case Severity::Neutral:
            return 1;
        case Severity::Ok:
            break;
        }
        return 0;
    };
    return rank(a) >= rank(b) ? a : b;
}

QIcon severityIcon(Severity severity)
{
    static QHash<int, QIcon> cache;
    const auto found = cache.constFind(static_cast<int>(severity));
    if (found != cache.constEnd())
        return *found;
    QIcon icon;
    for (int size : {16, 20, 24, 32, 48})
        icon.addPixmap(drawIcon(severity, size));
    cache.insert(static_cast<int>(severity), icon);
    return icon;
}

QColor severityColor(Severity severity, const QPalette& palette)
{
    const bool dark = isDark(palette);
    switch (severity) {
    case Severity::Ok:
        return dark ? QColor(0x56, 0xd3, 0x64) : QColor(0x11, 0x6b, 0x2c);
    case Severity::Progress:
        return dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x05, 0x50, 0xae);
    case Severity::Warning:
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x7d, 0x4e, 0x00);
    case Severity::Error:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb3, 0x1d, 0x28);
    case Severity::Neutral:
        break;
    }
    return dark ? QColor(0xa8, 0xb1, 0xbb) : QColor(0x4d, 0x55, 0x5e);
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Ok:
        return QCoreApplication::translate("cloudly::ui::Severity", "OK");
    case Severity::Progress:
        return QCoreApplication::translate("cloudly::ui::Severity", "in progress");
    case Severity::Warning:
        return QCoreApplication::translate("cloudly::ui::Severity", "warning");
    case Severity::Error:
        return QCoreApplication::translate("cloudly::ui::Severity", "error");
    case Severity::Neutral:
        break;
    }
    return QCoreApplication::translate("cloudly::ui::Severity", "neutral");
}

StatusDelegate::StatusDelegate(Classifier classify, QObject* parent)
    : QStyledItemDelegate(parent), m_classify(std::move(classify))
{}

void StatusDelegate::setWarningRole(int role, bool appendWarning)
{
    m_warningRole = role;
    m_appendWarning = appendWarning;
}

void StatusDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (m_textOverride) {
        if (std::optional<QString> text = m_textOverride(index))
            option->text = *text;
    }
    std::optional<Severity> severity = m_classify ? m_classify(index) : std::nullopt;
    QString warning;
    if (m_warningRole >= 0)
        warning = index.data(m_warningRole).toString();
    if (!warning.isEmpty()) {
        severity = Severity::Warning; // the icon says what the cell is flagged for
        if (m_appendWarning) {        // the warning first: it is what the row is flagged for
            const QString first = warning.section(QLatin1Char('\n'), 0, 0);
            option->text = option->text.isEmpty() ? first : first + QStringLiteral(" — ") + option->text;
        }
    }
    if (!severity)
        return;
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = severityIcon(*severity);
    const int iconSize = option->fontMetrics.height();
    option->decorationSize = QSize(iconSize, iconSize);
    if (!(option->state & QStyle::State_Selected)) {
        const QColor color = severityColor(*severity, option->palette);
        option->palette.setColor(QPalette::Text, color);
        option->palette.setColor(QPalette::WindowText, color);
    }
    if (*severity == Severity::Error || !warning.isEmpty())
        option->font.setBold(true);
}

} // namespace ui
} // namespace cloudly