#pragma once

#include <QAbstractItemView>
#include <QModelIndex>
#include <QString>

namespace cloudly {
namespace ui {
// Makes `index` (an index of the view's own model) the current, only selected row and scrolls to it.
void selectRow(QAbstractItemView* view, const QModelIndex& index,
               QAbstractItemView::ScrollHint hint = QAbstractItemView::EnsureVisible);
// Selects the row of the view's model whose `role` (column 0) is `id`; false when no shown row has it.
bool selectRowWith(QAbstractItemView* view, int role, const QString& id);
// `role` of the first selected row ("" when nothing is selected).
QString selectedRowData(const QAbstractItemView* view, int role);

} // namespace ui
} // namespace cloudly
