#pragma once

#include "core/preflight/receiptoutline.h"

#include <QColor>
#include <QTableWidget>

namespace cloudly {
namespace ui {
// Widgets for the sections of a preflight report outline (core/preflight/receiptoutline.h), shared by the
// report view. Tones are shown with colour *and* words (the outline's texts already say "no", "missing
// from report", "unknown — not proven"; problems also get a "⚠" mark).

QColor toneColor(core::preflight::Tone tone); // text colour on a light base; invalid for Neutral

// A read-only table that is always exactly as tall as its rows (the page scrolls, not the table).
class OutlineTableWidget : public QTableWidget
{
    Q_OBJECT
public:
    explicit OutlineTableWidget(const core::preflight::OutlineTable& table, QWidget* parent = nullptr);

    QString cellText(int row, int column) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateHeight();
};

// A panel with the section's title (a heading), note, labelled values and tables. Its object name is
// "section_<key>"; accessible name the title.
QWidget* createSectionWidget(const core::preflight::OutlineSection& section, QWidget* parent);
// An empty panel with a heading, for content that is not an outline section.
QWidget* createSectionFrame(const QString& key, const QString& title, QWidget* parent);

// Every visible text of a section widget, one per line (labels, table headers and cells): for tests and
// for people who copy the report.
QString sectionWidgetText(const QWidget* section);

} // namespace ui
} // namespace cloudly