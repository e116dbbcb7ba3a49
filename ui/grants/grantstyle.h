#pragma once

#include <QColor>
#include <QString>

class QLabel;

// Shared look of the grant views: banners and risk colours. Never colour alone: every banner starts with
// a word ("Applied", "Error", ...) and every risk names its level.
namespace cloudly {
namespace ui {
namespace grantstyle {
enum class Banner
{
    Info,
    Success,
    Warning,
    Error,
};

// Shows `text` in `label` as a banner of `kind` (hidden when text is empty).
void setBanner(QLabel* label, Banner kind, const QString& text);

// Text colour for a risk level ("low", "medium", "high", other), dark enough on a light background.
QColor riskColor(const QString& level);
// The translated risk level word ("low", "medium", "high", "unknown").
QString riskLevelText(const QString& level);
// Colours of added / removed capabilities in diffs.
QColor addedColor();
QColor removedColor();

} // namespace grantstyle
} // namespace ui
} // namespace cloudly