#pragma once

#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// A plain-text table for terminals (cloudlyctl --format table): header row, left-aligned columns
// separated by two spaces, cells on one line with their control characters made visible
// (core/util/terminaltext.h) and cut to a maximum width with an ellipsis. renderCsv() writes them whole.
class TextTable
{
public:
    explicit TextTable(QStringList headers, int maxCellWidth = 60);
    void addRow(QStringList cells);
    int rowCount() const { return static_cast<int>(m_rows.size()); }
    QString render() const;
    QString renderCsv() const; // the same rows as RFC 4180 CSV, cells whole (util/csv.h)

private:
    QStringList m_headers;
    QList<QStringList> m_rows;
    int m_maxCellWidth;
};

} // namespace core
} // namespace cloudly