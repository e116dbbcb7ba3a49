#pragma once

#include "core/overview/overviewcounts.h"

#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace cloudly {
namespace ui {

// The numbers of one overview tile, each a link-styled button that opens the list it counts (activated),
// or the tile's empty text ("Not loaded yet", "this Cloudly does not offer backups"). Each button is its own
// control for the keyboard and for a screen reader, and says what it counts and where it leads ("3 unhealthy,
// Runtime tasks by health; opens the Runtime tasks list filtered by health:unhealthy"); a bad-news number is
// bold and marked "needs attention" in words, never by colour alone. Rows are reused, texts set only when
// they change (the overview refreshes on every poll).
class OverviewNumbers : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewNumbers(QString tileTitle, QWidget* parent = nullptr);

    void setNumbers(const QList<core::OverviewNumber>& numbers, const QString& emptyText);

    // What is shown, as plain text: the empty text, or one "VALUE LABEL" line per number.
    QString text() const;
    QList<QPushButton*> buttons() const;

Q_SIGNALS:
    void activated(int index);

private:
    struct Row
    {
        QPushButton* button = nullptr;
        QLabel* label = nullptr;
    };
    QString m_tileTitle;
    QLabel* m_empty;
    QWidget* m_rowsBox;
    QGridLayout* m_rows;
    QList<Row> m_rowWidgets;
    int m_shown = 0;
};

} // namespace ui
} // namespace cloudly
