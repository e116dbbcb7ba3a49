#include "core/util/csv.h"

namespace cloudly {
namespace core {
QString csvField(const QString& value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) &&
        !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')))
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString csvLine(const QStringList& cells)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += QLatin1Char(',');
        line += csvField(cells.at(i));
    }
    return line + QStringLiteral("\r\n");
}

QString csvTable(const QStringList& headers, const QList<QStringList>& rows)
{
    QString out = csvLine(headers);
    for (const QStringList& row : rows)
        out += csvLine(row);
    return out;
}

} // namespace core
} // namespace cloudly
