#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace cloudly {
namespace ui {

// Gives a tree's rows the height their wrapped text needs at the column's current width. QTreeView paints
// wrapped text when wordWrap is on, but sizes rows as if every text were one line, so a long value was cut
// (or elided in its middle). Rows are laid out again when a column or the view is resized.
class WrappingDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit WrappingDelegate(QTreeView* view);

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int textWidth(const QModelIndex& index) const;
    QTreeView* m_view;
    int m_lastWidth = -1;
};

} // namespace ui
} // namespace cloudly
