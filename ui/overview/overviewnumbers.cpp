#include "ui/overview/overviewnumbers.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {

namespace {
// The list a number opens, as the sidebar names it.
QString listName(const QString& page)
{
    if (page == QLatin1String("tasks"))
        return OverviewNumbers::tr("Runtime tasks");
    if (page == QLatin1String("clusters"))
        return OverviewNumbers::tr("Clusters & nodes");
    if (page == QLatin1String("services"))
        return OverviewNumbers::tr("Services");
    if (page == QLatin1String("fleet"))
        return OverviewNumbers::tr("BaseOS fleet");
    if (page == QLatin1String("preflight"))
        return OverviewNumbers::tr("preflight receipts");
    if (page == QLatin1String("alerts"))
        return OverviewNumbers::tr("Alerts");
    return page;
}

template <typename Widget, typename Value, typename Getter, typename Setter>
void setIfChanged(Widget* w, const Value& value, Getter get, Setter set)
{
    if ((w->*get)() != value)
        (w->*set)(value);
}
} // namespace

OverviewNumbers::OverviewNumbers(QString tileTitle, QWidget* parent)
    : QWidget(parent), m_tileTitle(std::move(tileTitle)), m_empty(new QLabel(this)),
      m_rowsBox(new QWidget(this)), m_rows(new QGridLayout(m_rowsBox))
{
    m_empty->setTextFormat(Qt::PlainText); // may carry a server's method name
    m_empty->setWordWrap(true);
    m_rows->setContentsMargins(0, 0, 0, 0);
    m_rows->setHorizontalSpacing(6);
    m_rows->setVerticalSpacing(0);
    m_rows->setColumnStretch(1, 1);
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(m_empty);
    box->addWidget(m_rowsBox);
}

void OverviewNumbers::setNumbers(const QList<core::OverviewNumber>& numbers, const QString& emptyText)
{
    const bool empty = numbers.isEmpty();
    setIfChanged(m_empty, emptyText, &QLabel::text, &QLabel::setText);
    if (m_empty->isHidden() != !empty)
        m_empty->setVisible(empty);
    if (m_rowsBox->isHidden() != empty)
        m_rowsBox->setVisible(!empty);
    while (m_rowWidgets.size() < numbers.size()) {
        const int index = static_cast<int>(m_rowWidgets.size());
        Row row;
        row.button = new QPushButton(m_rowsBox);
        row.button->setObjectName(QStringLiteral("overviewNumber_%1").arg(index));
        row.button->setFlat(true);
        row.button->setCursor(Qt::PointingHandCursor);
        QPalette pal = row.button->palette();
        pal.setColor(QPalette::ButtonText, pal.color(QPalette::Link));
        row.button->setPalette(pal);
        connect(row.button, &QPushButton::clicked, this, [this, index] { Q_EMIT activated(index); });
        row.label = new QLabel(m_rowsBox);
        row.label->setTextFormat(Qt::PlainText);
        row.label->setBuddy(row.button);
        m_rows->addWidget(row.button, index, 0, Qt::AlignRight);
        m_rows->addWidget(row.label, index, 1);
        m_rowWidgets.append(row);
    }
    for (int i = 0; i < m_rowWidgets.size(); ++i) {
        const Row& row = m_rowWidgets.at(i);
        const bool used = i < numbers.size();
        if (row.button->isHidden() == used) {
            row.button->setVisible(used);
            row.label->setVisible(used);
        }
        if (!used)
            continue;
        const core::OverviewNumber& n = numbers.at(i);
        const bool alarm = n.attention && n.value > 0;
        const QString value = QString::number(n.value);
        setIfChanged(row.button, value, &QPushButton::text, &QPushButton::setText);
        if (row.button->font().bold() != alarm) {
            QFont f = row.button->font();
            f.setBold(alarm);
            row.button->setFont(f);
        }
        const QString label = alarm ? tr("%1 (needs attention)").arg(n.label) : n.label;
        setIfChanged(row.label, label, &QLabel::text, &QLabel::setText);
        const QString list = listName(n.link.page);
        const QString where = n.link.filter.isEmpty()
                                  ? tr("opens the %1 list").arg(list)
                                  : tr("opens the %1 list filtered by %2").arg(list, n.link.filter);
        const QString name = tr("%1 %2, %3; %4").arg(value, label, m_tileTitle, where);
        setIfChanged(row.button, name, &QWidget::accessibleName, &QWidget::setAccessibleName);
        setIfChanged(row.button, n.link.filter.isEmpty() ? tr("Open the list") : n.link.filter,
                     &QWidget::toolTip, &QWidget::setToolTip);
    }
    m_shown = static_cast<int>(numbers.size());
}

QString OverviewNumbers::text() const
{
    if (m_shown == 0)
        return m_empty->text();
    QStringList lines;
    for (int i = 0; i < m_shown; ++i)
        lines << m_rowWidgets.at(i).button->text() + QLatin1Char(' ') + m_rowWidgets.at(i).label->text();
    return lines.join(QLatin1Char('\n'));
}

QList<QPushButton*> OverviewNumbers::buttons() const
{
    QList<QPushButton*> out;
    for (int i = 0; i < m_shown; ++i)
        out << m_rowWidgets.at(i).button;
    return out;
}

} // namespace ui
} // namespace cloudly
