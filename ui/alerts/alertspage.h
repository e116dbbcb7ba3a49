#pragma once

#include <QWidget>

class QLabel;
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
// (context menu "Watch service").
class AlertsPage : public QWidget
{
    Q_OBJECT
public:
    AlertsPage(core::AlertEngine* engine, AlertNotifier* notifier, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    core::AlertListModel* model() const { return m_model; }
    QListWidget* watchedList() const { return m_watched; }

private:
    void updateWatched();

    core::AlertEngine* m_engine;
    core::AlertListModel* m_model;
    QTableView* m_table;
    QListWidget* m_watched;
    QPushButton* m_unwatch;
    QLabel* m_summary;
};

} // namespace ui
} // namespace cloudly
