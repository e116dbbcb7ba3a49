#pragma once

#include "core/metrics/metricshistory.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace cloudly {
namespace ui {
// The samples of a chart as a table, for whoever reads the data instead of the picture (a screen reader, a
// keyboard user, someone copying numbers): one row per sample time, latest first; a Time column, a column
// per line ("CPU (%)") and a Note column that says where a line starts again after a gap ("after a gap of
// 5 min: not connected"). A line without a sample at a row's time reads "no sample", never an empty cell.
class ChartTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    struct Line
    {
        QString name;
        core::MetricSeries series;
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // the time in ms, the value as a double (NaN: none)
    };

    explicit ChartTableModel(QObject* parent = nullptr);

    void setLines(const QList<Line>& lines, const QString& unit);
    int lineCount() const { return static_cast<int>(m_lines.size()); }
    int timeColumn() const { return 0; }
    int noteColumn() const { return lineCount() + 1; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "16:08:29" (or with the date when the samples span more than a day); the value with its unit.
    QString timeText(qint64 at) const;
    QString valueText(double value) const;

private:
    struct Cell
    {
        bool present = false;
        double value = 0;
        qint64 gapBefore = 0; // ms since the line's previous sample when this one starts a segment
    };
    struct Row
    {
        qint64 at = 0;
        QList<Cell> cells; // one per line
    };
    QString noteText(const Row& row) const;

    QList<Line> m_lines;
    QString m_unit;
    QList<Row> m_rows;
    bool m_withDate = false;
};

} // namespace ui
} // namespace cloudly
