#pragma once

class QLineEdit;

namespace cloudly {
namespace ui {

// Turns on a line edit's clear button and names it: Qt's own clear action has no text, so a screen reader
// announced an unnamed button inside every filter and search field. The one way the console enables it.
void enableClearButton(QLineEdit* edit);

} // namespace ui
} // namespace cloudly
