#include "ui/preflight/reportsections.h"

#include "core/preflight/receiptexport.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using namespace core::preflight;

namespace {

void applyTone(QFont& font, Tone tone)
{
    if (tone == Tone::Bad)
        font.setBold(true);
    if (tone == Tone::Unknown || tone == Tone::Missing)
        font.setItalic(true);
}

QLabel* valueLabel(const OutlineCell& cell, QWidget* parent)
{
    auto* label = new QLabel(outlineCellText(cell), parent);
    label->setObjectName(QStringLiteral("outlineValue"));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(!cell.monospace);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont font = cell.monospace ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : label->font();
    applyTone(font, cell.tone);
    label->setFont(font);
    if (toneColor(cell.tone).isValid()) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, toneColor(cell.tone));
        label->setPalette(p);
    }
    if (!cell.toolTip.isEmpty())
        label->setToolTip(cell.toolTip);
    return label;
}

} // namespace

QColor toneColor(Tone tone)
{
    // Dark palettes get the light variant of each colour (both reach 4.5:1 on their base colour).
    const bool dark = QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x56, 0xd3, 0x64) : QColor(0x1b, 0x6e, 0x2e);
    case Tone::Bad:
    case Tone::Missing:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb0, 0x1c, 0x1c);
    case Tone::Unknown:
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x8a, 0x53, 0x00);
    case Tone::Neutral:
        break;
    }
    return QColor();
}

OutlineTableWidget::OutlineTableWidget(const OutlineTable& table, QWidget* parent) : QTableWidget(parent)
{
    setObjectName(table.key.isEmpty() ? QStringLiteral("outlineTable")
                                      : QStringLiteral("table_") + table.key);
    setAccessibleName(table.title);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle); // digests differ at both ends; the tooltip has the whole text
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    setColumnCount(static_cast<int>(table.headers.size()));
    setHorizontalHeaderLabels(table.headers);
    setRowCount(static_cast<int>(table.rows.size()));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (int r = 0; r < rowCount(); ++r) {
        const QList<OutlineCell>& row = table.rows.at(r);
        for (int c = 0; c < columnCount() && c < row.size(); ++c) {
            const OutlineCell& cell = row.at(c);
            auto* item = new QTableWidgetItem(outlineCellText(cell));
            QFont font = cell.monospace ? fixed : this->font();
            applyTone(font, cell.tone);
            item->setFont(font);
            if (toneColor(cell.tone).isValid())
                item->setForeground(toneColor(cell.tone));
            item->setToolTip(cell.toolTip.isEmpty() ? item->text() : cell.toolTip);
            setItem(r, c, item);
        }
    }
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    if (table.stretchFrom >= 0) {
        horizontalHeader()->setStretchLastSection(false);
        for (int c = table.stretchFrom; c < columnCount(); ++c)
            horizontalHeader()->setSectionResizeMode(c, QHeaderView::Stretch);
    }
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    updateHeight();
}

QString OutlineTableWidget::cellText(int row, int column) const
{
    const QTableWidgetItem* it = item(row, column);
    return it ? it->text() : QString();
}

void OutlineTableWidget::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    updateHeight();
}

void OutlineTableWidget::updateHeight()
{
    int height = 2 * frameWidth() + horizontalHeader()->sizeHint().height();
    for (int r = 0; r < rowCount(); ++r)
        height += rowHeight(r);
    if (horizontalHeader()->length() > viewport()->width())
        height += horizontalScrollBar()->sizeHint().height();
    if (height != this->height())
        setFixedHeight(height);
}

QWidget* createSectionFrame(const QString& key, const QString& title, QWidget* parent)
{
    auto* box = new QFrame(parent);
    box->setObjectName(QStringLiteral("section_") + key);
    box->setFrameShape(QFrame::StyledPanel);
    box->setAccessibleName(title);
    auto* heading = new QLabel(title, box);
    heading->setObjectName(QStringLiteral("sectionTitle"));
    QFont font = heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.25);
    heading->setFont(font);
    auto* layout = new QVBoxLayout(box);
    layout->setSpacing(8);
    layout->addWidget(heading);
    return box;
}

QWidget* createSectionWidget(const OutlineSection& section, QWidget* parent)
{
    QWidget* box = createSectionFrame(section.key, section.title, parent);
    auto* layout = static_cast<QVBoxLayout*>(box->layout());
    if (!section.note.isEmpty()) {
        QLabel* note = valueLabel(OutlineCell{QStringLiteral("⚠ ") + section.note, Tone::Unknown}, box);
        note->setObjectName(QStringLiteral("sectionNote"));
        layout->addWidget(note);
    }
    if (!section.rows.isEmpty()) {
        auto* grid = new QGridLayout;
        grid->setHorizontalSpacing(16);
        grid->setVerticalSpacing(4);
        int r = 0;
        for (const OutlineRow& row : section.rows) {
            auto* name = new QLabel(row.label + QLatin1Char(':'), box);
            name->setObjectName(QStringLiteral("outlineLabel"));
            name->setAlignment(Qt::AlignLeft | Qt::AlignTop);
            QLabel* value = valueLabel(row.value, box);
            name->setBuddy(value);
            value->setAccessibleName(row.label);
            grid->addWidget(name, r, 0);
            grid->addWidget(value, r, 1);
            ++r;
        }
        grid->setColumnStretch(1, 1);
        layout->addLayout(grid);
    }
    for (const OutlineTable& table : section.tables) {
        if (!table.title.isEmpty()) {
            auto* title = new QLabel(table.title, box);
            title->setObjectName(QStringLiteral("outlineTableTitle"));
            QFont bold = title->font();
            bold.setBold(true);
            title->setFont(bold);
            layout->addWidget(title);
        }
        if (table.rows.isEmpty()) {
            QLabel* empty = valueLabel(OutlineCell{table.emptyText, table.emptyTone}, box);
            empty->setObjectName(QStringLiteral("outlineEmpty"));
            layout->addWidget(empty);
        } else {
            auto* widget = new OutlineTableWidget(table, box);
            if (widget->accessibleName().isEmpty()) // a section's only table is named after the section
                widget->setAccessibleName(box->accessibleName());
            layout->addWidget(widget);
        }
    }
    return box;
}

QString sectionWidgetText(const QWidget* section)
{
    QStringList lines;
    for (const QObject* child : section->findChildren<QObject*>()) {
        if (const auto* label = qobject_cast<const QLabel*>(child)) {
            lines << label->text();
        } else if (const auto* table = qobject_cast<const OutlineTableWidget*>(child)) {
            for (int c = 0; c < table->columnCount(); ++c)
                lines << table->horizontalHeaderItem(c)->text();
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    lines << table->cellText(r, c);
        }
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ui
} // namespace cloudly