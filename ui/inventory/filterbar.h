#pragma once

#include <QWidget>

#include <functional>

class QHBoxLayout;
class QLabel;
class QAbstractProxyModel;
class QLineEdit;

namespace cloudly {
namespace core {
class FilterState;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// The filter line of an inventory view, bound to a filter proxy and its FilterState: typing applies the
// filter language (status:failed -node:edge "free text"), and a text the parser rejects is shown INLINE in
// red right under the line — naming the bad term, e.g. `unknown field "nod" (known: id, service, node, …)` —
// while the last valid filter stays in force (and the message says so). Nothing is silently ignored. The
// count label says how many rows are shown of how many ("12 of 29 tasks").
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    // `countText(shown, total)` builds the count label ("%1 of %n task(s)").
    FilterBar(QAbstractProxyModel* proxy, core::FilterState* filter,
              std::function<QString(int shown, int total)> countText, QWidget* parent = nullptr);

    QLineEdit* lineEdit() const { return m_edit; }
    QLabel* errorLabel() const { return m_error; }
    QLabel* countLabel() const { return m_count; }
    QString errorText() const; // "" when the filter is valid

    // Sets the text of the line (and so the filter).
    void setText(const QString& text);
    // Adds a widget at the right end of the line (e.g. a Back button).
    void addTrailingWidget(QWidget* widget);
    void addLeadingWidget(QWidget* widget);

public Q_SLOTS:
    void updateCount();

private:
    void onErrorChanged(const QString& error);
    void updateDescription();

    QAbstractProxyModel* m_proxy;
    core::FilterState* m_filter;
    std::function<QString(int, int)> m_countText;
    QLineEdit* m_edit;
    QLabel* m_error;
    QLabel* m_count;
    QHBoxLayout* m_row;
};

} // namespace ui
} // namespace cloudly