#include "ui/mainwindow/navigationdelegate.h"

#include "ui/mainwindow/navigationmodel.h"
#include "ui/style/theme.h"

#include <QAbstractItemView>
#include <QPainter>
#include <QPainterPath>

namespace cloudly {
namespace ui {
namespace {
constexpr int kIconSize = 20;
constexpr int kOuterMargin = 6;  // between the sidebar's edge and an entry's background
constexpr int kInnerMargin = 10; // inside an entry, before the icon and between icon and label
constexpr int kCompactWidth = 52;

QColor blend(const QColor& a, const QColor& b, qreal amountOfB)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - amountOfB) + b.redF() * amountOfB),
                            static_cast<float>(a.greenF() * (1 - amountOfB) + b.greenF() * amountOfB),
                            static_cast<float>(a.blueF() * (1 - amountOfB) + b.blueF() * amountOfB));
}

QFont headingFont(const QFont& base)
{
    QFont font = base;
    font.setBold(true);
    font.setPointSizeF(base.pointSizeF() > 0 ? base.pointSizeF() * 0.85 : 8.0);
    return font;
}

QString badgeText(int count)
{
    return count > 99 ? QStringLiteral("99+") : QString::number(count);
}

// A red pill with the count, centred on `center`.
void paintBadge(QPainter* painter, const QStyleOptionViewItem& option, int count, const QPoint& center)
{
    QFont font = option.font;
    font.setBold(true);
    font.setPointSizeF(option.font.pointSizeF() > 0 ? option.font.pointSizeF() * 0.8 : 7.0);
    const QFontMetrics metrics(font);
    const QString text = badgeText(count);
    const int height = metrics.height() + 2;
    const int width = std::max(height, metrics.horizontalAdvance(text) + 10);
    const QRect pill(center.x() - width / 2, center.y() - height / 2, width, height);
    const bool dark = isDarkPalette(option.palette);
    painter->setPen(Qt::NoPen);
    painter->setBrush(dark ? QColor(0xda, 0x36, 0x33) : QColor(0xcf, 0x22, 0x2e));
    painter->drawRoundedRect(pill, height / 2.0, height / 2.0);
    painter->setPen(Qt::white);
    painter->setFont(font);
    painter->drawText(pill, Qt::AlignCenter, text);
}

int badgeWidth(const QStyleOptionViewItem& option, int count)
{
    QFont font = option.font;
    font.setBold(true);
    font.setPointSizeF(option.font.pointSizeF() > 0 ? option.font.pointSizeF() * 0.8 : 7.0);
    const QFontMetrics metrics(font);
    return std::max(metrics.height() + 2, metrics.horizontalAdvance(badgeText(count)) + 10);
}
} // namespace

NavigationDelegate::NavigationDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

int NavigationDelegate::compactWidth()
{
    return kCompactWidth;
}

QSize NavigationDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const bool group = index.data(NavigationModel::PageRole).toInt() < 0;
    const QFontMetrics metrics(option.font);
    if (group) {
        const QString title = index.data(Qt::DisplayRole).toString();
        if (m_compact || title.isEmpty())
            return {m_compact ? kCompactWidth : 0, title.isEmpty() ? 6 : 11};
        const QFontMetrics heading(headingFont(option.font));
        return {kOuterMargin + kInnerMargin + heading.horizontalAdvance(title) + kInnerMargin + kOuterMargin,
                heading.height() + 14};
    }
    const int height = std::max(metrics.height() + 12, kIconSize + 10);
    if (m_compact)
        return {kCompactWidth, height + 2};
    QFont bold = option.font; // the current page's label is bold: it must fit too
    bold.setBold(true);
    const int badge = index.data(NavigationModel::BadgeRole).toInt();
    const int badgeRoom = badge > 0 ? badgeWidth(option, badge) + kInnerMargin / 2 : 0;
    return {kOuterMargin + kInnerMargin + kIconSize + kInnerMargin +
                QFontMetrics(bold).horizontalAdvance(index.data(Qt::DisplayRole).toString()) + badgeRoom +
                kInnerMargin + kOuterMargin + 2, // QRect::right() is one short of the edge, twice in paint()
            height};
}

void NavigationDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (index.data(NavigationModel::PageRole).toInt() < 0)
        paintGroup(painter, option, index);
    else
        paintPage(painter, option, index);
    painter->restore();
}

void NavigationDelegate::paintGroup(QPainter* painter, const QStyleOptionViewItem& option,
                                    const QModelIndex& index) const
{
    const QString title = index.data(Qt::DisplayRole).toString();
    if (title.isEmpty())
        return;
    const QColor muted =
        blend(option.palette.color(QPalette::WindowText), option.palette.color(QPalette::Window), 0.4);
    if (m_compact) {
        painter->setPen(QPen(blend(muted, option.palette.color(QPalette::Window), 0.5), 1));
        const int y = option.rect.center().y();
        painter->drawLine(option.rect.left() + 12, y, option.rect.right() - 12, y);
        return;
    }
    const QFont font = headingFont(option.font);
    painter->setFont(font);
    painter->setPen(muted);
    const QRect text = option.rect.adjusted(kOuterMargin + kInnerMargin, 6, -kOuterMargin, -2);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignBottom,
                      QFontMetrics(font).elidedText(title, Qt::ElideRight, text.width()));
}

void NavigationDelegate::paintPage(QPainter* painter, const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const
{
    const QPalette& palette = option.palette;
    const QRect entry = option.rect.adjusted(kOuterMargin, 1, -kOuterMargin, -1);
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    const bool hovered = option.state.testFlag(QStyle::State_MouseOver);
    const auto* view = qobject_cast<const QAbstractItemView*>(option.widget);
    const bool focused = option.state.testFlag(QStyle::State_HasFocus) && view && view->hasFocus();
    const QColor highlight = palette.color(QPalette::Active, QPalette::Highlight);
    const QColor text = palette.color(QPalette::WindowText);

    painter->setPen(Qt::NoPen);
    if (selected) {
        QColor tint = highlight;
        tint.setAlphaF(isDarkPalette(palette) ? 0.35F : 0.18F);
        painter->setBrush(tint);
        painter->drawRoundedRect(entry, 5, 5);
        painter->setBrush(highlight);
        painter->drawRoundedRect(QRect(entry.left(), entry.top() + 5, 3, entry.height() - 10), 1.5, 1.5);
    } else if (hovered) {
        QColor tint = text;
        tint.setAlphaF(0.08F);
        painter->setBrush(tint);
        painter->drawRoundedRect(entry, 5, 5);
    }
    if (focused) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(highlight, 1.5));
        painter->drawRoundedRect(QRectF(entry).adjusted(0.75, 0.75, -0.75, -0.75), 5, 5);
    }

    const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
    const QString title = index.data(Qt::DisplayRole).toString();
    const int badge = index.data(NavigationModel::BadgeRole).toInt();
    const int iconLeft = m_compact ? entry.center().x() - kIconSize / 2 + 1 : entry.left() + kInnerMargin;
    const QRect iconRect(iconLeft, entry.center().y() - kIconSize / 2 + 1, kIconSize, kIconSize);
    if (!icon.isNull()) {
        icon.paint(painter, iconRect);
    } else {
        // No icon: the first letter in a ring keeps the compact sidebar readable.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(text, 1.5));
        painter->drawEllipse(QRectF(iconRect).adjusted(1.5, 1.5, -1.5, -1.5));
        QFont letter = option.font;
        letter.setBold(true);
        letter.setPointSizeF(option.font.pointSizeF() > 0 ? option.font.pointSizeF() * 0.8 : 7.0);
        painter->setFont(letter);
        painter->drawText(iconRect, Qt::AlignCenter, title.left(1).toUpper());
    }

    if (m_compact) {
        if (badge > 0)
            paintBadge(painter, option, badge, QPoint(iconRect.right() + 2, iconRect.top() + 1));
        return;
    }
    int right = entry.right() - kInnerMargin;
    if (badge > 0) {
        const int width = badgeWidth(option, badge);
        paintBadge(painter, option, badge, QPoint(right - width / 2, entry.center().y() + 1));
        right -= width + kInnerMargin / 2;
    }
    QFont font = option.font;
    font.setBold(selected);
    painter->setFont(font);
    painter->setPen(text);
    const QRect label(iconRect.right() + kInnerMargin, entry.top(), right - iconRect.right() - kInnerMargin,
                      entry.height());
    painter->drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(font).elidedText(title, Qt::ElideRight, label.width()));
}

} // namespace ui
} // namespace cloudly
