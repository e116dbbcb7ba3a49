#pragma once

#include <QDateTime>
#include <QSet>
#include <QWidget>

class QLabel;
class QLineEdit;
class QMenu;
class QModelIndex;
class QSortFilterProxyModel;
class QTableView;
class QTreeWidget;

namespace cloudly {
namespace core {
class ServicesModel;
struct Service;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// The services page: a filterable, sortable table over ServicesModel and a detail pane that lists every
// field of the selected service (environment variable names only, never their values). A banner says
// when the rows shown are stale.
class ServicesView : public QWidget
{
    Q_OBJECT
public:
    explicit ServicesView(core::ServicesModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTreeWidget* detail() const { return m_detail; }
    QLineEdit* filterEdit() const { return m_filter; }

    QString selectedServiceId() const;
    bool selectService(const QString& id);

    // When the rows were last fetched, and why they may be out of date (empty: they are current).
    void setDataStatus(const QDateTime& lastUpdated, const QString& staleReason);
    QString dataStatusText() const;
    bool isStale() const { return !m_staleReason.isEmpty(); }

    // Watched services (alerts) are marked in the table; the context menu toggles them.
    void setWatchedServices(const QStringList& ids);
    bool isWatched(const QString& id) const { return m_watched.contains(id); }
    // The row context menu for `serviceId` (the caller owns it); used by the table and by tests.
    QMenu* createContextMenu(const QString& serviceId, QWidget* parent);

Q_SIGNALS:
    void dataStatusChanged();
    void watchToggled(const QString& serviceId, bool watch);
    void tasksRequested(const QString& serviceId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onSelectionChanged();
    void syncSelection();
    bool isShown(const QString& id) const;
    void onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void showService(const core::Service* service, const QString& placeholder = {});
    void updateBanner();
    void fitColumnsOnce();

    core::ServicesModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QLabel* m_count;
    QLabel* m_banner;
    QTableView* m_table;
    QTreeWidget* m_detail;
    QString m_shownId;  // the service in the detail pane
    QString m_wantedId; // the service the user selected, even while a filter hides it
    int m_structureChanges = 0;
    QDateTime m_lastUpdated;
    QString m_staleReason;
    bool m_columnsFitted = false;
    QSet<QString> m_watched;
};

} // namespace ui
} // namespace cloudly