#pragma once

#include "core/overview/overviewfilters.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QListWidget;
class QPushButton;
class QTableView;

namespace cloudly {
namespace core {
class AlertEngine;
class AlertListModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class AlertNotifier;

// The alerts page: every alert (time, service, event, what changed, notified), newest first, and the
// watched services with a way to stop watching them. Services are watched from the services page
// (context menu "Watch service"). "Show" narrows the list to one kind of alert (core::AlertFilter, also
// set by the overview's links: setFilterText("kind:task-failed")).
class AlertsPage : public QWidget
{
    Q_OBJECT
public:
    AlertsPage(core::AlertEngine* engine, AlertNotifier* notifier, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    core::AlertListModel* model() const { return m_model; }
    QListWidget* watchedList() const { return m_watched; }
    QComboBox* kindBox() const { return m_kind; }

    // Shows only the alerts `text` selects (core::AlertFilter: "" or "kind:…"); false with the reason in
    // `error` (the list keeps its selection) when the text is not a filter of this page.
    bool setFilterText(const QString& text, QString* error = nullptr);
    QString filterText() const { return m_filter.text(); }
    int shownCount() const; // the rows the table shows

private:
    void updateWatched();
    void updateSummary();

    core::AlertEngine* m_engine;
    core::AlertListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QComboBox* m_kind;
    core::AlertFilter m_filter;
    QTableView* m_table;
    QListWidget* m_watched;
    QPushButton* m_unwatch;
    QLabel* m_summary;
};

} // namespace ui
} // namespace cloudly
