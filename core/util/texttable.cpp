#include "core/util/texttable.h"

#include "core/util/csv.h"
#include "core/util/terminaltext.h"

#include <algorithm>

namespace cloudly {
namespace core {
TextTable::TextTable(QStringList headers, int maxCellWidth)
    : m_headers(std::move(headers)), m_maxCellWidth(std::max(4, maxCellWidth))
{}

void TextTable::addRow(QStringList cells)
{
    while (cells.size() < m_headers.size())
        cells << QString();
    m_rows.append(cells);
}

QString TextTable::render() const
{
    // For the terminal: a cell on one line, its control characters visible (core/util/terminaltext.h),
    // cut to the maximum width.
    QList<QStringList> rows = m_rows;
    for (QStringList& row : rows) {
        for (QString& c : row) {
            c.replace(QLatin1Char('\n'), QLatin1Char(' '));
            c = terminalSafe(c, {});
            if (c.size() > m_maxCellWidth)
                c = c.left(m_maxCellWidth - 1) + QChar(0x2026);
        }
    }
    QList<int> widths;
    for (const QString& h : m_headers)
        widths << static_cast<int>(h.size());
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], static_cast<int>(row[i].size()));
    auto line = [&](const QStringList& cells) {
        QString out;
        for (qsizetype i = 0; i < widths.size(); ++i) {
            const QString cell = i < cells.size() ? cells[i] : QString();
            out += (i + 1 == widths.size()) ? cell : cell.leftJustified(widths[i]) + QStringLiteral("  ");
        }
        while (out.endsWith(QLatin1Char(' ')))
            out.chop(1);
        return out + QLatin1Char('\n');
    };
    QString out = line(m_headers);
    for (const QStringList& row : rows)
        out += line(row);
    return out;
}

QString TextTable::renderCsv() const
{
    return csvTable(m_headers, m_rows);
}

} // namespace core
} // namespace cloudly
