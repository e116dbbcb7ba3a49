#include "ui/charts/charttablemodel.h"

#include "core/inventory/freshness.h"

#include <QDateTime>
#include <QMap>

#include <cmath>
#include <limits>

namespace cloudly {
namespace ui {

ChartTableModel::ChartTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ChartTableModel::setLines(const QList<Line>& lines, const QString& unit)
{
    beginResetModel();
    m_lines = lines;
    m_unit = unit;
    m_rows.clear();
    QMap<qint64, Row> byTime;
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 last = std::numeric_limits<qint64>::min();
    const auto lineCount = m_lines.size();
    for (qsizetype l = 0; l < lineCount; ++l) {
        qint64 previous = 0;
        bool any = false;
        for (const core::MetricSegment& segment : std::as_const(m_lines.at(l).series)) {
            for (qsizetype p = 0; p < segment.size(); ++p) {
                const core::MetricPoint& point = segment.at(p);
                Row& row = byTime[point.at];
                row.at = point.at;
                if (row.cells.size() < lineCount)
                    row.cells.resize(lineCount);
                Cell& cell = row.cells[l];
                cell.present = std::isfinite(point.value);
                cell.value = point.value;
                cell.gapBefore = p == 0 && any ? point.at - previous : 0;
                previous = point.at;
                any = true;
                first = std::min(first, point.at);
                last = std::max(last, point.at);
            }
        }
    }
    m_rows.reserve(byTime.size());
    for (auto it = byTime.cend(); it != byTime.cbegin();) // latest first
        m_rows.append(*--it);
    m_withDate = !m_rows.isEmpty() && last - first >= 24LL * 3600 * 1000;
    endResetModel();
}

int ChartTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ChartTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : lineCount() + 2;
}

QString ChartTableModel::timeText(qint64 at) const
{
    return QDateTime::fromMSecsSinceEpoch(at).toString(m_withDate ? QStringLiteral("yyyy-MM-dd HH:mm:ss")
                                                                  : QStringLiteral("HH:mm:ss"));
}

QString ChartTableModel::valueText(double value) const
{
    // As the chart's words write it: whole numbers as they are, others to one decimal.
    const QString number = QString::number(value, 'f', value == std::floor(value) ? 0 : 1);
    return m_unit.isEmpty() ? number : number + QLatin1Char(' ') + m_unit; // "61.3 %", as the words say
}

QString ChartTableModel::noteText(const Row& row) const
{
    QStringList notes;
    for (qsizetype l = 0; l < row.cells.size(); ++l) {
        const Cell& cell = row.cells.at(l);
        if (cell.gapBefore <= 0)
            continue;
        const QString gap =
            tr("after a gap of %1: not connected").arg(core::Freshness::formatAge(cell.gapBefore / 1000));
        notes << (m_lines.size() > 1 ? tr("%1 %2").arg(m_lines.at(l).name, gap) : gap);
    }
    return notes.isEmpty() ? tr("none") : notes.join(QStringLiteral("; "));
}

QVariant ChartTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    const int column = index.column();
    if (role == SortRole) {
        if (column == timeColumn())
            return row.at;
        if (column == noteColumn())
            return noteText(row);
        const Cell& cell = row.cells.at(column - 1);
        return cell.present ? cell.value : std::numeric_limits<double>::quiet_NaN();
    }
    if (role == Qt::TextAlignmentRole)
        return column == noteColumn() ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole && role != Qt::ToolTipRole)
        return {};
    if (column == timeColumn())
        return role == Qt::ToolTipRole ? QDateTime::fromMSecsSinceEpoch(row.at).toString(Qt::ISODate)
                                       : timeText(row.at);
    if (column == noteColumn()) {
        const QString note = noteText(row);
        return role == Qt::DisplayRole && note == tr("none") ? QString() : note;
    }
    const Cell& cell = row.cells.at(column - 1);
    return cell.present ? valueText(cell.value) : tr("no sample");
}

QVariant ChartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::AccessibleTextRole) ||
        section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == timeColumn())
        return tr("Time");
    if (section == noteColumn())
        return tr("Note");
    const QString name = m_lines.at(section - 1).name;
    return m_unit.isEmpty() ? name : tr("%1 (%2)").arg(name, m_unit);
}

} // namespace ui
} // namespace cloudly
