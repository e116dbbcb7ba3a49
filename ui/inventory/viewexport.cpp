#include "ui/inventory/viewexport.h"

#include "core/util/privatefile.h"

#include "core/util/csv.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSaveFile>
#include <QTableView>
#include <QTreeView>

namespace cloudly {
namespace ui {
namespace {
QHeaderView* headerOf(const QAbstractItemView* view)
{
    if (const auto* table = qobject_cast<const QTableView*>(view))
        return table->horizontalHeader();
    if (const auto* tree = qobject_cast<const QTreeView*>(view))
        return tree->header();
    return nullptr;
}

void addRows(const QAbstractItemView* view, const QList<int>& columns, const QModelIndex& parent,
             QList<QStringList>& out)
{
    const QAbstractItemModel* model = view->model();
    const auto* tree = qobject_cast<const QTreeView*>(view);
    const auto* table = qobject_cast<const QTableView*>(view);
    const int rows = model->rowCount(parent);
    for (int row = 0; row < rows; ++row) {
        if (tree && tree->isRowHidden(row, parent))
            continue;
        if (table && table->isRowHidden(row))
            continue;
        QStringList cells;
        cells.reserve(columns.size());
        for (int column : columns)
            cells << model->index(row, column, parent).data(Qt::DisplayRole).toString();
        out << cells;
        const QModelIndex child = model->index(row, 0, parent);
        if (tree && tree->isExpanded(child))
            addRows(view, columns, child, out);
    }
}

// A JSON string literal (QJsonObject would sort the keys; the export keeps column order).
QByteArray jsonString(const QString& s)
{
    const QByteArray array = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}
} // namespace

ViewTable ViewExport::visibleTable(const QAbstractItemView* view, const ColumnId& columnId)
{
    ViewTable out;
    const QHeaderView* header = headerOf(view);
    const QAbstractItemModel* model = view ? view->model() : nullptr;
    if (!header || !model)
        return out;
    QList<int> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (logical < 0 || header->isSectionHidden(logical))
            continue;
        columns << logical;
        const QString title = model->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
        const QString id = columnId ? columnId(logical) : QString();
        out.headers << title;
        out.ids << (id.isEmpty() ? title : id);
    }
    addRows(view, columns, view->rootIndex(), out.rows);
    return out;
}

QByteArray ViewExport::render(const ViewTable& table, Format format)
{
    if (format == Format::Csv)
        return core::csvTable(table.headers, table.rows).toUtf8();
    QByteArray out = "[";
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        out += r == 0 ? "\n  {" : ",\n  {";
        const QStringList& cells = table.rows.at(r);
        for (qsizetype c = 0; c < table.ids.size(); ++c) {
            if (c > 0)
                out += ", ";
            out += jsonString(table.ids.at(c)) + ": " + jsonString(cells.value(c));
        }
        out += '}';
    }
    out += table.rows.isEmpty() ? "]\n" : "\n]\n";
    return out;
}

bool ViewExport::write(const QAbstractItemView* view, const ColumnId& columnId, const QString& path,
                       Format format, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(core::privatefs::kFilePermissions) ||
        file.write(render(visibleTable(view, columnId), format)) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

QString ViewExport::exportWithDialog(QWidget* parent, const QAbstractItemView* view, const ColumnId& columnId,
                                     const QString& suggestedName)
{
    const QString csv = tr("CSV (*.csv)");
    const QString json = tr("JSON (*.json)");
    QString chosen = csv;
    QString path =
        QFileDialog::getSaveFileName(parent, tr("Export view"), suggestedName + QStringLiteral(".csv"),
                                     csv + QStringLiteral(";;") + json, &chosen);
    if (path.isEmpty())
        return {};
    const QString suffix = QFileInfo(path).suffix().toLower();
    const Format format =
        suffix == QLatin1String("json") || (suffix != QLatin1String("csv") && chosen == json) ? Format::Json
                                                                                              : Format::Csv;
    QString error;
    if (!write(view, columnId, path, format, &error)) {
        QMessageBox::warning(parent, tr("Export view"), tr("Could not write %1: %2").arg(path, error));
        return {};
    }
    return path;
}

} // namespace ui
} // namespace cloudly
