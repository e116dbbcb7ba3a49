#include "ui/charts/chartpage.h"

#include "core/metrics/seriessummary.h"
#include "ui/charts/charttablemodel.h"
#include "ui/charts/metricchart.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {

ChartPage::ChartPage(const QString& id, const QString& title, QWidget* parent)
    : QWidget(parent), m_title(title), m_chart(new MetricChart), m_model(new ChartTableModel(this)),
      m_table(new QTableView), m_stack(new QStackedWidget(this)), m_summary(new QLabel(this)),
      m_toggle(new QPushButton(this))
{
    setObjectName(QStringLiteral("chartPage_") + id);
    m_chart->setObjectName(QStringLiteral("metricChart_") + id);
    m_chart->setAccessibleName(title);
    m_table->setObjectName(QStringLiteral("chartTable_") + id);
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("%1 samples, latest first").arg(title));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_stack->addWidget(m_chart);
    m_stack->addWidget(m_table);
    m_summary->setObjectName(QStringLiteral("chartSummary_") + id);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_summary->setFocusPolicy(Qt::TabFocus); // a keyboard user reaches the words too
    m_toggle->setObjectName(QStringLiteral("chartTableToggle_") + id);
    m_toggle->setCheckable(true);
    connect(m_toggle, &QPushButton::toggled, this, [this](bool on) { showTable(on); });
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_summary, 1);
    row->addWidget(m_toggle, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack, 1);
    layout->addLayout(row);
    showTable(false);
}

void ChartPage::setUnit(const QString& unit)
{
    m_unit = unit;
    m_chart->setUnit(unit);
}

void ChartPage::setSeries(const QString& name, const core::MetricSeries& series)
{
    m_chart->setSeries(name, series);
    m_model->setLines({{name, series}}, m_unit);
    const QString words = core::describeSeries(name, series, m_unit);
    if (m_summary->text() != words)
        m_summary->setText(words);
}

bool ChartPage::isShowingTable() const
{
    return m_stack->currentWidget() == m_table;
}

void ChartPage::showTable(bool table)
{
    m_stack->setCurrentWidget(table ? static_cast<QWidget*>(m_table) : m_chart);
    if (m_toggle->isChecked() != table)
        m_toggle->setChecked(table);
    m_toggle->setText(table ? tr("Show as chart") : tr("Show as table"));
    m_toggle->setAccessibleName(table ? tr("Show %1 as a chart").arg(m_title)
                                      : tr("Show %1 samples as a table").arg(m_title));
    if (table)
        m_table->resizeColumnsToContents();
}

} // namespace ui
} // namespace cloudly
