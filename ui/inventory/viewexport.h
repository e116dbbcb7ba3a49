#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QAbstractItemView;
class QWidget;

namespace cloudly {
namespace ui {
// "Export view…": exactly what a table or tree shows — the rows that pass its filter, in its sort order
// (a tree: the rows under expanded parents), and its visible columns in view (header) order, with the
// display texts (so a masked or hidden value stays masked: nothing the view does not show is written).
// CSV through core/util/csv.h (RFC 4180, one header row, CRLF), or JSON: an array with one object per
// row whose keys are the stable column ids, in column order.
struct ViewTable
{
    QStringList ids;     // stable column ids (the filter field names); the title when a column has none
    QStringList headers; // the translated column titles
    QList<QStringList> rows;
};

class ViewExport
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::ViewExport)
public:
    enum class Format
    {
        Csv,
        Json
    };
    using ColumnId = std::function<QString(int logicalColumn)>;

    static ViewTable visibleTable(const QAbstractItemView* view, const ColumnId& columnId);
    static QByteArray render(const ViewTable& table, Format format);
    // Writes `view` to `path`; false with `error` when the file cannot be written.
    static bool write(const QAbstractItemView* view, const ColumnId& columnId, const QString& path,
                      Format format, QString* error);
    // Asks for a file (CSV or JSON by the chosen filter or suffix) and writes; a message box on failure.
    // Returns the path written, "" when cancelled or failed.
    static QString exportWithDialog(QWidget* parent, const QAbstractItemView* view, const ColumnId& columnId,
                                    const QString& suggestedName);
};

} // namespace ui
} // namespace cloudly
