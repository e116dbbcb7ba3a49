#include "ui/inventory/rowselection.h"

#include <QItemSelectionModel>

namespace cloudly {
namespace ui {

void selectRow(QAbstractItemView* view, const QModelIndex& index, QAbstractItemView::ScrollHint hint)
{
    view->selectionModel()->setCurrentIndex(index,
                                            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->scrollTo(index, hint);
}

QString selectedRowData(const QAbstractItemView* view, int role)
{
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(role).toString();
}

} // namespace ui
} // namespace cloudly
