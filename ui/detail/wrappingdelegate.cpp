#include "ui/detail/wrappingdelegate.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QTextLayout>

#include <QTreeView>
#include <cmath>

namespace cloudly {
namespace ui {

WrappingDelegate::WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), m_view(view)
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    view->viewport()->installEventFilter(this);
    connect(view->header(), &QHeaderView::sectionResized, view, [view] { view->doItemsLayout(); });
}

int WrappingDelegate::textWidth(const QModelIndex& index) const
{
    int width = m_view->columnWidth(index.column());
    if (index.column() == 0) { // the tree column: its indentation and branch decoration come off
        int depth = 0;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            ++depth;
        width -= m_view->indentation() * (depth + (m_view->rootIsDecorated() ? 1 : 0));
    }
    const QStyle* style = m_view->style() ? m_view->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    return std::max(width - 2 * margin - 2, 16);
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (opt.text.isEmpty() || m_view->isFirstColumnSpanned(index.row(), index.parent()))
        return size;
    int width = textWidth(index);
    if (!opt.icon.isNull())
        width -= opt.decorationSize.width() + 4;
    // Laid out the way the style paints a wrapped item: at word boundaries, else anywhere.
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    QTextLayout layout(opt.text, opt.font);
    layout.setTextOption(wrap);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(width, 16));
        height += line.height();
    }
    layout.endLayout();
    const int needed = static_cast<int>(std::ceil(height));
    size.setHeight(std::max(size.height(), needed + 4));
    return size;
}

bool WrappingDelegate::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && watched == m_view->viewport()) {
        const int width = m_view->viewport()->width();
        if (width != m_lastWidth) {
            m_lastWidth = width;
            m_view->doItemsLayout();
        }
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

} // namespace ui
} // namespace cloudly
