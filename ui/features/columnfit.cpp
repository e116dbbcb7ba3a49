#include "ui/features/columnfit.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QPointer>
#include <QTableView>

#include <memory>

namespace cloudly {
namespace ui {

void fitColumnsOnFirstRows(QTableView* table, int capChars)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    const QPointer<QTableView> view(table);
    *connection = QObject::connect(table->model(), &QAbstractItemModel::rowsInserted, table,
                                   [view, capChars, connection] {
                                       if (!view)
                                           return;
                                       QObject::disconnect(*connection);
                                       view->resizeColumnsToContents();
                                       const int cap = view->fontMetrics().averageCharWidth() * capChars;
                                       for (int c = 0; c < view->model()->columnCount(); ++c)
                                           view->setColumnWidth(c, std::min(view->columnWidth(c) + 8, cap));
                                   });
}

} // namespace ui
} // namespace cloudly
