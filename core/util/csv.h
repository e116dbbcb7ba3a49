#pragma once

#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// RFC 4180 CSV, the one writer for every export (cloudlyctl --format csv, the console's "Export view…",
// the grants audit): a field with a comma, quote, CR or LF is quoted, quotes doubled; lines end in CRLF.
// Cells are written whole (never cut like a terminal table's).
QString csvField(const QString& value);
QString csvLine(const QStringList& cells); // with the trailing CRLF
QString csvTable(const QStringList& headers, const QList<QStringList>& rows);

} // namespace core
} // namespace cloudly
