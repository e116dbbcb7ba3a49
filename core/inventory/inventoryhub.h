#pragma once

#include "core/api/backup.h"
#include "core/api/cloudlysettings.h"
#include "core/backup/coveragecheck.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace cloudly {
namespace core {
class AppSettings;
class BackupsModel;
class BaseOsNodesModel;
class FeatureFeed;
class FilterProxyModel;
class FleetQueries;
class ImageBuildsModel;
class InventoryRefresher;
class Session;

// The one place a window's inventory comes from. Pages, the overview, the command palette and the offline
// cache read it; none of them builds a poller or holds a Session.
// - The four inventory lists (services, tasks, clusters, images) come from the InventoryRefresher it is
//   given; the optional lists of newer servers (backups, BaseOS nodes, BaseOS image builds, server
//   settings) are FeatureFeeds it owns, each decoded here into its item model and filter proxy.
// - Rules that read several lists live here once: the backup coverage verdicts (services × backups × the
//   profile's maximum age) and the "rows of another server never stay" clearing.
// - forProfile(key) is the one profile switch for all of it: method names, heartbeat staleness, maximum
//   backup age, and emptied lists when the key changes.
// Replies are decoded and dropped: the hub keeps the models' values, never a copy of the JSON (the feeds
// keep the last good reply for the offline cache, server settings excepted).
class InventoryHub : public QObject
{
    Q_OBJECT
public:
    // Why there are no coverage verdicts right now.
    enum class CoverageGap
    {
        None,       // verdicts are there
        NotOffered, // the server does not offer backups
        NotLoaded,  // services or backups not loaded yet
    };
    Q_ENUM(CoverageGap)

    // `settings` may be null (defaults: method names as sent, default ages).
    InventoryHub(Session* session, InventoryRefresher* refresher, AppSettings* settings,
                 QObject* parent = nullptr);
    ~InventoryHub() override;

    InventoryRefresher* refresher() const { return m_refresher; }
    Session* session() const { return m_session; }
    AppSettings* settings() const { return m_settings; }

    // The profile whose data this is ("default" until the first switch).
    QString profile() const { return m_profile; }
    void forProfile(const QString& key);

    FeatureFeed* backupsFeed() const { return m_backupsFeed; }
    BackupsModel* backups() const { return m_backups; }
    FilterProxyModel* backupsProxy() const { return m_backupsProxy; }
    std::optional<QList<BackupCoverage>> coverage() const { return m_coverage; }
    CoverageGap coverageGap() const { return m_coverageGap; }

    FeatureFeed* baseOsNodesFeed() const { return m_nodesFeed; }
    BaseOsNodesModel* baseOsNodes() const { return m_nodes; }
    FilterProxyModel* baseOsNodesProxy() const { return m_nodesProxy; }
    FeatureFeed* imageBuildsFeed() const { return m_buildsFeed; }
    ImageBuildsModel* imageBuilds() const { return m_builds; }
    FilterProxyModel* imageBuildsProxy() const { return m_buildsProxy; }

    // Server settings: masked by the server, asked on connect, login and refresh only, never cached.
    FeatureFeed* settingsFeed() const { return m_settingsFeed; }
    const CloudlySettingsMasked& serverSettings() const { return m_serverSettings; }
    bool hasServerSettings() const { return m_hasServerSettings; }

    // One-off calls of the pages (a provider's connection test), under the profile's method names.
    FleetQueries* serverActions() const { return m_actions; }

    // The feeds the offline cache keeps (server settings never).
    QList<FeatureFeed*> cachedFeeds() const;

    // Moves the models' clock (ages, expiry, staleness) and re-checks coverage; a 30 s timer calls it.
    void tick(qint64 nowMs);

Q_SIGNALS:
    void profileChanged(const QString& key);
    // The backup rows changed (a reply, a profile switch, "not offered").
    void backupsChanged(const QList<cloudly::core::BackupRecord>& backups);
    // After each check; nullopt while it cannot run (coverageGap() says why).
    void coverageChanged(const std::optional<QList<cloudly::core::BackupCoverage>>& coverage);
    void baseOsNodesChanged();
    void imageBuildsChanged();
    void serverSettingsChanged(); // applied or cleared

private:
    bool applyBackups(const QJsonObject& response, QString* error);
    bool applyNodes(const QJsonObject& response, QString* error);
    bool applyBuilds(const QJsonObject& response, QString* error);
    bool applySettings(const QJsonObject& response, QString* error);
    void clearLists();
    void clearServerSettings();
    void updateCoverage();

    Session* m_session;
    InventoryRefresher* m_refresher;
    AppSettings* m_settings;
    QString m_profile;
    BackupsModel* m_backups;
    FilterProxyModel* m_backupsProxy;
    BaseOsNodesModel* m_nodes;
    FilterProxyModel* m_nodesProxy;
    ImageBuildsModel* m_builds;
    FilterProxyModel* m_buildsProxy;
    FeatureFeed* m_backupsFeed;
    FeatureFeed* m_nodesFeed;
    FeatureFeed* m_buildsFeed;
    FeatureFeed* m_settingsFeed;
    FleetQueries* m_actions;
    CloudlySettingsMasked m_serverSettings;
    bool m_hasServerSettings = false;
    std::optional<QList<BackupCoverage>> m_coverage;
    CoverageGap m_coverageGap = CoverageGap::NotLoaded;
    QTimer m_clock;
};

} // namespace core
} // namespace cloudly
