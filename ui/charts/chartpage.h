#pragma once

#include "core/metrics/metricshistory.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace cloudly {
namespace ui {
class ChartTableModel;
class MetricChart;

// One metric in a detail pane's metric tabs: the chart, its text alternative under it (each line's latest
// value, lowest and highest over the window and its gaps, as the chart's description says it) and a button
// that shows the same samples as a table (ChartTableModel) instead of the picture, and back. The table is a
// real table for a screen reader: headers, one cell per value, the gaps in words.
class ChartPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartPage(const QString& id, const QString& title, QWidget* parent = nullptr);

    MetricChart* chart() const { return m_chart; }
    QTableView* table() const { return m_table; }
    ChartTableModel* tableModel() const { return m_model; }
    QLabel* summary() const { return m_summary; }
    QPushButton* tableToggle() const { return m_toggle; }

    void setUnit(const QString& unit);
    void setSeries(const QString& name, const core::MetricSeries& series);
    bool isShowingTable() const;
    void showTable(bool table);

private:
    QString m_title;
    QString m_unit;
    MetricChart* m_chart;
    ChartTableModel* m_model;
    QTableView* m_table;
    QStackedWidget* m_stack;
    QLabel* m_summary;
    QPushButton* m_toggle;
};

} // namespace ui
} // namespace cloudly
