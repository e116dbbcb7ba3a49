#pragma once

class QTableView;

namespace cloudly {
namespace ui {
// Fits the columns of `table` to their contents once, when the first rows arrive (each capped at
// `capChars` average characters, so a long error or hash does not push the rest out of sight); the user's
// widths win after that.
void fitColumnsOnFirstRows(QTableView* table, int capChars = 28);

} // namespace ui
} // namespace cloudly
