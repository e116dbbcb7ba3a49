#pragma once

#include <QStyledItemDelegate>

namespace cloudly {
namespace ui {

// Paints the entries of the navigation sidebar: group headings (small, muted; a thin rule when compact),
// and pages as icon + label + attention badge, or only the icon with the badge on its corner when compact.
// The current page is tinted with the highlight colour and marked by a bar on its left, so it stays visible
// when the focus is elsewhere.
class NavigationDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit NavigationDelegate(QObject* parent = nullptr);

    void setCompact(bool compact) { m_compact = compact; }
    bool isCompact() const { return m_compact; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // Width of the compact sidebar (one icon column).
    static int compactWidth();

private:
    void paintGroup(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintPage(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;

    bool m_compact = false;
};

} // namespace ui
} // namespace cloudly
