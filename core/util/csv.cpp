#include "core/util/csv.h"

#include <QRegularExpression>

namespace cloudly {
namespace core {
namespace {
bool startsAFormula(const QString& value)
{
    if (value.isEmpty())
        return false;
    const QChar c = value.front();
    if (c == QLatin1Char('-')) {
        static const QRegularExpression number(QStringLiteral("^-[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"));
        return !number.match(value).hasMatch();
    }
    return c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('@') ||
           c == QLatin1Char('\t') || c == QLatin1Char('\r');
}
} // namespace

QString csvField(const QString& value)
{
    const bool formula = startsAFormula(value);
    if (!formula && !value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) &&
        !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')))
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + (formula ? QStringLiteral("'") : QString()) + escaped + QLatin1Char('"');
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
