#pragma once

#include <QString>
#include <QStringView>

namespace cloudly {
namespace core {
// Text from a server (workload log lines, names, journal texts, error messages) made safe to write to a
// terminal, the one rule for every text output of cloudlyctl: a control character would otherwise be
// obeyed by the terminal (ESC ] 52 writes the clipboard, ESC [ 2K and CR hide lines, BEL rings).
// Every C0 control (U+0000..U+001F), DEL (U+007F), C1 control (U+0080..U+009F) and bidirectional
// override or isolate (U+202A..U+202E, U+2066..U+2069: they reorder what is shown) is written as a visible
// escape: `\x1b` for C0 and DEL, `\u009b` for the others. The characters in `keep` are left as they are
// (a text's own line breaks: "\n"; RFC 4180 CSV also keeps "\r" and "\t", which it quotes).
// Text without such characters is returned unchanged (shared, no copy).
QString terminalSafe(const QString& text, QStringView keep = u"\n");
bool needsTerminalEscape(QChar c);

} // namespace core
} // namespace cloudly
