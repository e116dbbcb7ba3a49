#pragma once

#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// RFC 4180 CSV, the one writer for every export (cloudlyctl --format csv, the console's "Export view…",
// the grants audit): a field with a comma, quote, CR or LF is quoted, quotes doubled; lines end in CRLF.
// Cells are written whole (never cut like a terminal table's).
//
// Formula injection (OWASP "CSV Injection"): a cell that starts with = + - @ TAB or CR would be run as a
// formula by a spreadsheet (`=HYPERLINK(…)`), so it is written with a single quote in front and quoted:
// `=1+1` becomes `"'=1+1"`. A plain negative number (`-5`, `-0.25`, `-1e3`) cannot be a formula and is
// left as it is, so numeric columns stay numbers.
QString csvField(const QString& value);
QString csvLine(const QStringList& cells); // with the trailing CRLF
QString csvTable(const QStringList& headers, const QList<QStringList>& rows);

} // namespace core
} // namespace cloudly
