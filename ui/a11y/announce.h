#pragma once

#include <QString>

class QWidget;

namespace cloudly {
namespace ui {

// Tells a screen reader that `text` is news about `where` ("3 of 29 runtime tasks", "STALE since 14:02 —
// connection lost"): it becomes the widget's accessible description, which sends a description-change event
// (AT-SPI object:property-change:accessible-description; UI Automation's property change), and an alert
// event follows for the platforms that map one. Qt 6.4 has no announcement event of its own (it came with
// 6.8), so this is the live-region-like way there. Does nothing when the text is already the description.
void announce(QWidget* where, const QString& text);

} // namespace ui
} // namespace cloudly
