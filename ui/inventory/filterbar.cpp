#include "ui/inventory/filterbar.h"

#include "core/filter/filterstate.h"
#include "ui/a11y/clearbutton.h"
#include "ui/features/statusdelegate.h"

#include <QAbstractProxyModel>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
FilterBar::FilterBar(QAbstractProxyModel* proxy, core::FilterState* filter,
                     std::function<QString(int, int)> countText, QWidget* parent)
    : QWidget(parent), m_proxy(proxy), m_filter(filter), m_countText(std::move(countText)),
      m_edit(new QLineEdit(this)), m_error(new QLabel(this)), m_count(new QLabel(this)),
      m_row(new QHBoxLayout)
{
    m_edit->setObjectName(QStringLiteral("filterEdit"));
    enableClearButton(m_edit);
    m_edit->setAccessibleName(tr("Filter"));
    m_edit->setToolTip(core::FilterExpression::syntaxHelp(m_filter->fieldNames(), m_filter->fieldKinds(),
                                                          m_filter->fieldUnits()));
    m_error->setObjectName(QStringLiteral("filterError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setVisible(false);
    m_count->setObjectName(QStringLiteral("filterCount"));

    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->addWidget(m_edit, 1);
    m_row->addWidget(m_count);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(m_row);
    layout->addWidget(m_error);

    connect(m_edit, &QLineEdit::textChanged, m_filter, &core::FilterState::setFilterText);
    connect(m_filter, &core::FilterState::filterErrorChanged, this, &FilterBar::onErrorChanged);
    connect(m_filter, &core::FilterState::filterTextChanged, this, [this](const QString& text) {
        if (m_edit->text() != text)
            m_edit->setText(text);
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &FilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &FilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &FilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &FilterBar::updateCount);
    onErrorChanged(m_filter->filterError());
    updateCount();
}

QString FilterBar::errorText() const
{
    return m_filter->filterError();
}

void FilterBar::setText(const QString& text)
{
    m_edit->setText(text);
    m_filter->setFilterText(text); // also when the line already shows it
}

void FilterBar::addTrailingWidget(QWidget* widget)
{
    m_row->addWidget(widget);
}

void FilterBar::addLeadingWidget(QWidget* widget)
{
    m_row->insertWidget(0, widget);
}

void FilterBar::updateCount()
{
    const QString count =
        m_countText(m_proxy->rowCount(), m_proxy->sourceModel() ? m_proxy->sourceModel()->rowCount() : 0);
    if (count == m_count->text())
        return;
    m_count->setText(count);
    updateDescription();
}

void FilterBar::updateDescription()
{
    // What the filter matched, and why it does not apply when it is wrong, on the field itself: a screen
    // reader in the field hears "3 of 29 runtime tasks" as the filter changes, without leaving it.
    const QString error = m_filter->filterError();
    const QString description =
        error.isEmpty() ? m_count->text() : tr("%1; the filter has an error: %2").arg(m_count->text(), error);
    if (description != m_edit->accessibleDescription())
        m_edit->setAccessibleDescription(description);
}

void FilterBar::onErrorChanged(const QString& error)
{
    m_edit->setProperty("invalid", !error.isEmpty());
    updateDescription();
    if (error.isEmpty()) {
        m_error->clear();
        m_error->setVisible(false);
        m_edit->setStyleSheet(QString());
        return;
    }
    const QColor red = severityColor(Severity::Error, palette());
    const QString consequence =
        m_filter->expression().isEmpty()
            ? tr("All rows are shown until it is fixed.")
            : tr("The previous filter (%1) stays in force.").arg(m_filter->expression().toString());
    m_error->setText(QStringLiteral("<span style=\"color:%1\"><b>%2</b> %3. %4</span>")
                         .arg(red.name(), tr("✗ Filter not applied:").toHtmlEscaped(), error.toHtmlEscaped(),
                              consequence.toHtmlEscaped()));
    m_error->setVisible(true);
    m_edit->setStyleSheet(QStringLiteral("QLineEdit { border: 2px solid %1; }").arg(red.name()));
}

} // namespace ui
} // namespace cloudly