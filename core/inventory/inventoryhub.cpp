#include "core/inventory/inventoryhub.h"

#include "core/api/baseos.h"
#include "core/api/methods.h"
#include "core/filter/filterproxymodel.h"
#include "core/fleet/fleetqueries.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/backupsmodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"

#include <QDateTime>

namespace cloudly {
namespace core {
namespace {

constexpr int kClockMs = 30000; // ages and expiry move on between polls

// Decodes `response` as `Response`; false with the JSON paths that did not match.
template <typename Response> std::optional<Response> decode(const QJsonObject& response, QString* error)
{
    DecodeErrors errors;
    std::optional<Response> decoded = Response::fromJson(response, errors);
    if (!decoded || !errors.isEmpty()) {
        *error = joinDecodeErrors(errors);
        return std::nullopt;
    }
    return decoded;
}

} // namespace

InventoryHub::InventoryHub(Session* session, InventoryRefresher* refresher, AppSettings* settings,
                           QObject* parent)
    : QObject(parent), m_session(session), m_refresher(refresher), m_settings(settings),
      m_profile(QStringLiteral("default")), m_backups(new BackupsModel(this)),
      m_backupsProxy(new FilterProxyModel(this)), m_nodes(new BaseOsNodesModel(this)),
      m_nodesProxy(new FilterProxyModel(this)), m_builds(new ImageBuildsModel(this)),
      m_buildsProxy(new FilterProxyModel(this)),
      m_backupsFeed(new FeatureFeed(
          session, methods::getBackups,
          [this](const QJsonObject& r, QString* e) { return applyBackups(r, e); }, this)),
      m_nodesFeed(new FeatureFeed(
          session, methods::getBaseOsNodes,
          [this](const QJsonObject& r, QString* e) { return applyNodes(r, e); }, this)),
      m_buildsFeed(new FeatureFeed(
          session, methods::getBaseOsImageBuilds,
          [this](const QJsonObject& r, QString* e) { return applyBuilds(r, e); }, this)),
      m_settingsFeed(new FeatureFeed(
          session, methods::getSettings,
          [this](const QJsonObject& r, QString* e) { return applySettings(r, e); }, this)),
      m_actions(new FleetQueries(session, MethodNames(), this))
{
    m_backupsProxy->setSourceModel(m_backups);
    m_backupsProxy->setSortRole(BackupsModel::SortRole);
    m_nodesProxy->setSourceModel(m_nodes);
    m_nodesProxy->setSortRole(BaseOsNodesModel::SortRole);
    m_buildsProxy->setSourceModel(m_builds);
    m_buildsProxy->setSortRole(ImageBuildsModel::SortRole);
    m_settingsFeed->setInterval(0); // settings change rarely

    // Rows of another server or method name must not stay as if this one had sent them.
    connect(m_backupsFeed, &FeatureFeed::notOffered, this, [this] {
        m_backups->setBackups({});
        Q_EMIT backupsChanged({});
        updateCoverage();
    });
    connect(m_backupsFeed, &FeatureFeed::stateChanged, this, &InventoryHub::updateCoverage);
    connect(m_nodesFeed, &FeatureFeed::notOffered, this, [this] {
        m_nodes->setNodes({});
        Q_EMIT baseOsNodesChanged();
    });
    connect(m_buildsFeed, &FeatureFeed::notOffered, this, [this] {
        m_builds->setBuilds({});
        Q_EMIT imageBuildsChanged();
    });
    connect(m_settingsFeed, &FeatureFeed::notOffered, this, &InventoryHub::clearServerSettings);
    if (m_session) {
        connect(m_session, &Session::identityChanged, this, [this] {
            if (!m_session->isAuthenticated())
                clearServerSettings(); // masked values are shown only to the identity that asked
        });
    }
    if (m_refresher)
        connect(m_refresher, &InventoryRefresher::servicesUpdated, this, &InventoryHub::updateCoverage);

    m_clock.setInterval(kClockMs);
    connect(&m_clock, &QTimer::timeout, this, [this] { tick(QDateTime::currentMSecsSinceEpoch()); });
    m_clock.start();
    forProfile(m_profile);
    tick(QDateTime::currentMSecsSinceEpoch());
}

InventoryHub::~InventoryHub() = default;

void InventoryHub::forProfile(const QString& key)
{
    if (key != m_profile) {
        clearLists();
        clearServerSettings();
    }
    m_profile = key;
    const MethodNames names = m_settings ? m_settings->methodNames(key) : MethodNames();
    for (FeatureFeed* feed : {m_backupsFeed, m_nodesFeed, m_buildsFeed, m_settingsFeed})
        feed->setMethodNames(names);
    m_actions->setMethodNames(names);
    if (m_settings)
        m_nodes->setStaleAfter(m_settings->heartbeatStaleAfterMs(key));
    updateCoverage();
    Q_EMIT profileChanged(key);
}

QList<FeatureFeed*> InventoryHub::cachedFeeds() const
{
    return {m_backupsFeed, m_nodesFeed, m_buildsFeed};
}

void InventoryHub::tick(qint64 nowMs)
{
    m_backups->setNow(nowMs);
    m_nodes->setNow(nowMs);
    m_builds->setNow(nowMs);
    updateCoverage();
}

bool InventoryHub::applyBackups(const QJsonObject& response, QString* error)
{
    const auto decoded = decode<BackupsResponse>(response, error);
    if (!decoded)
        return false;
    m_backupsProxy->beginBatch();
    m_backups->setBackups(decoded->backups);
    m_backupsProxy->endBatch();
    Q_EMIT backupsChanged(m_backups->backups());
    updateCoverage();
    return true;
}

bool InventoryHub::applyNodes(const QJsonObject& response, QString* error)
{
    const auto decoded = decode<BaseOsNodesResponse>(response, error);
    if (!decoded)
        return false;
    tick(QDateTime::currentMSecsSinceEpoch());
    m_nodesProxy->beginBatch();
    m_nodes->setNodes(decoded->nodes);
    m_nodesProxy->endBatch();
    Q_EMIT baseOsNodesChanged();
    return true;
}

bool InventoryHub::applyBuilds(const QJsonObject& response, QString* error)
{
    const auto decoded = decode<BaseOsImageBuildsResponse>(response, error);
    if (!decoded)
        return false;
    tick(QDateTime::currentMSecsSinceEpoch());
    m_buildsProxy->beginBatch();
    m_builds->setBuilds(decoded->builds);
    m_buildsProxy->endBatch();
    Q_EMIT imageBuildsChanged();
    return true;
}

bool InventoryHub::applySettings(const QJsonObject& response, QString* error)
{
    const auto decoded = decode<SettingsResponse>(response, error);
    if (!decoded)
        return false;
    m_serverSettings = decoded->settings;
    m_hasServerSettings = true;
    Q_EMIT serverSettingsChanged();
    return true;
}

void InventoryHub::clearLists()
{
    for (FeatureFeed* feed : cachedFeeds())
        feed->forgetReply();
    m_backups->setBackups({});
    Q_EMIT backupsChanged({});
    m_nodes->setNodes({});
    Q_EMIT baseOsNodesChanged();
    m_builds->setBuilds({});
    Q_EMIT imageBuildsChanged();
}

void InventoryHub::clearServerSettings()
{
    m_settingsFeed->forgetReply();
    m_serverSettings = {};
    m_hasServerSettings = false;
    Q_EMIT serverSettingsChanged();
}

void InventoryHub::updateCoverage()
{
    if (m_backupsFeed->state() == FeatureFeed::State::NotOffered) {
        m_coverageGap = CoverageGap::NotOffered;
        m_coverage.reset();
    } else if (!m_backupsFeed->freshness().isLoaded() || !m_refresher || m_refresher->services().isEmpty()) {
        m_coverageGap = CoverageGap::NotLoaded;
        m_coverage.reset();
    } else {
        const qint64 maxAge =
            m_settings ? m_settings->backupMaxAgeMs(m_profile) : AppSettings::DefaultBackupMaxAgeMs;
        m_coverageGap = CoverageGap::None;
        m_coverage = checkBackupCoverage(m_refresher->services(), m_backups->backups(),
                                         QDateTime::currentMSecsSinceEpoch(), maxAge);
    }
    Q_EMIT coverageChanged(m_coverage);
}

} // namespace core
} // namespace cloudly
