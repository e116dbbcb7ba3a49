#pragma once

#include "core/api/backup.h"
#include "core/backup/coveragecheck.h"
#include "ui/inventory/inventorypage.h"

#include <QDateTime>
#include <QSet>

class QLabel;
class QMenu;
class QModelIndex;
class QTableView;

namespace cloudly {
namespace core {
class AppSettings;
class FilterProxyModel;
class InventoryRefresher;
class JournalFeed;
class ServicesModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// "Services": the services (ServicesModel, fed by ConsoleServices) on the inventory page skeleton — the
// filter language (name:web replicas:>1 image:app), freshness bar, column chooser per profile, copy
// support, and a detail pane with every field of the selected service (environment names only, secret
// values never). The selected service stays chosen while a filter hides it and comes back with it.
// Watched services (alerts) are marked in the name column; double-click / Enter asks for its tasks.
class ServicesView : public InventoryPage
{
    Q_OBJECT
public:
    // `refresher` may be null (no freshness bar updates). `settings` may be null (columns in memory).
    ServicesView(core::InventoryRefresher* refresher, core::ServicesModel* model, core::AppSettings* settings,
                 const QString& profile, QWidget* parent = nullptr);
    ~ServicesView() override;

    core::ServicesModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    core::FilterProxyModel* proxy() const { return m_proxy; }
    QLabel* filterErrorLabel() const;
    static QString viewName() { return QStringLiteral("services"); }

    QString selectedServiceId() const;
    bool selectService(const QString& id);

    // When the rows were last fetched, and why they may be out of date (empty: they are current); the
    // status bar shows dataStatusText().
    void setDataStatus(const QDateTime& lastUpdated, const QString& staleReason);
    QString dataStatusText() const;
    bool isStale() const { return !m_staleReason.isEmpty(); }

    // The backup records (getBackups, from the Backups page) and coverage verdicts: the Backup column shows
    // the verdict (icon + word), the detail pane a "Backups" section with the service's verdict, its
    // reasons and its records. nullopt coverage: not known (the column is empty for checked services).
    void setBackups(const QList<core::BackupRecord>& backups);
    void setCoverage(const std::optional<QList<core::BackupCoverage>>& coverage);

    // The change journal the detail pane's Revisions tab reads (ui/history); null: no tab.
    void setJournal(core::JournalFeed* journal);

    // Watched services (alerts) are marked in the table; the context menu toggles them.
    void setWatchedServices(const QStringList& ids);
    bool isWatched(const QString& id) const { return m_watched.contains(id); }
    // The row actions for `serviceId` (watch, show tasks) in a new menu the caller owns.
    QMenu* createContextMenu(const QString& serviceId, QWidget* parent);

Q_SIGNALS:
    void dataStatusChanged();
    void watchToggled(const QString& serviceId, bool watch);
    void tasksRequested(const QString& serviceId);

private:
    void addActions(QMenu* menu, const QString& serviceId);
    void onSelectionChanged();
    void syncSelection();
    bool isShown(const QString& id) const;
    void showService(const QString& id);
    void fitColumnsOnce();
    void addBackupSection(const core::Service& service);

    core::ServicesModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
    QString m_wantedId; // the service the user selected, even while a filter hides it
    int m_structureChanges = 0;
    QDateTime m_lastUpdated;
    QString m_staleReason;
    QSet<QString> m_watched;
    QList<core::BackupRecord> m_backups;
    bool m_backupsKnown = false;
    bool m_columnsFitted = false;
    core::JournalFeed* m_journal = nullptr;
};

} // namespace ui
} // namespace cloudly
