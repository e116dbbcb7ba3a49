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

bool selectRowWith(QAbstractItemView* view, int role, const QString& id)
{
    const QAbstractItemModel* model = view->model();
    for (int row = 0; model && row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(role).toString() == id) {
            selectRow(view, index, QAbstractItemView::PositionAtCenter);
            return true;
        }
    }
    return false;
}

QString selectedRowData(const QAbstractItemView* view, int role)
{
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(role).toString();
}

} // namespace ui
} // namespace cloudly
