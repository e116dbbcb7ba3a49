#include "core/util/texttable.h"

#include "core/util/csv.h"

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
    for (QString& c : cells) {
        c.replace(QLatin1Char('\n'), QLatin1Char(' '));
        if (c.size() > m_maxCellWidth)
            c = c.left(m_maxCellWidth - 1) + QChar(0x2026);
    }
    m_rows.append(cells);
}

QString TextTable::render() const
{
    QList<int> widths;
    for (const QString& h : m_headers)
        widths << int(h.size());
    for (const QStringList& row : m_rows)
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], int(row[i].size()));
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
    for (const QStringList& row : m_rows)
        out += line(row);
    return out;
}

QString TextTable::renderCsv() const
{
    return csvTable(m_headers, m_rows);
}

} // namespace core
} // namespace cloudly
