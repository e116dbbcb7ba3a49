#pragma once

#include "core/api/backup.h"
#include "core/backup/coveragecheck.h"
#include "ui/inventory/inventorypage.h"

class QLabel;
class QTableView;

namespace cloudly {
namespace core {
class FilterProxyModel;
class BackupsModel;
class FeatureFeed;
class InventoryRefresher;
class Session;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class CoverageView;
class FeatureNotice;

// "Backups": every backup record (getBackups, the profile's name for it) in a filterable table, the
// coverage verdict per service above it (core/backup/coveragecheck against the refresher's services and
// the profile's maximum age), and the selected record in the detail pane (snapshots, replication evidence,
// restore history). A server without getBackups gets a plain "does not offer" notice naming the method.
class BackupsPage : public InventoryPage
{
    Q_OBJECT
public:
    BackupsPage(core::Session* session, core::InventoryRefresher* refresher, core::AppSettings* settings,
                const QString& profile, QWidget* parent = nullptr);
    ~BackupsPage() override;

    core::BackupsModel* model() const { return m_model; }
    core::FeatureFeed* feed() const { return m_feed; }
    QTableView* table() const { return m_table; }
    CoverageView* coverage() const { return m_coverage; }
    FeatureNotice* notice() const { return m_notice; }
    static QString viewName() { return QStringLiteral("backups"); }

public Q_SLOTS:
    void setProfile(const QString& profile) override;

Q_SIGNALS:
    void profileApplied(const QString& profile); // after setProfile() (other pages follow the profile)
    // The records shown changed (the services page's per-service Backups section follows them).
    void backupsChanged(const QList<cloudly::core::BackupRecord>& backups);
    // The coverage verdicts after each check; nullopt while the check cannot run (backups or services not
    // loaded, or backups not offered). The services page's column and the alerts follow it.
    void coverageChanged(const std::optional<QList<cloudly::core::BackupCoverage>>& coverage);

private:
    bool apply(const QJsonObject& response, QString* error);
    void updateCoverage();
    void showSelected();
    void tick();

    core::InventoryRefresher* m_refresher;
    core::AppSettings* m_settings;
    QString m_profile;
    core::BackupsModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
    CoverageView* m_coverage;
    core::FeatureFeed* m_feed;
    FeatureNotice* m_notice;
};

} // namespace ui
} // namespace cloudly
