#include "ui/services/consoleservices.h"

#include "core/alerts/alertengine.h"
#include "core/alerts/watchstore.h"
#include "core/cache/offlinecache.h"
#include "core/grants/auditlog.h"
#include "core/grants/grantcontroller.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/journal/metricsarchive.h"
#include "core/metrics/metricsfeed.h"
#include "core/model/servicesmodel.h"
#include "core/net/typedsocketclient.h"
#include "core/preflight/receiptstore.h"
#include "core/session/fallbacksecretstore.h"
#include "core/session/keychainsecretstore.h"
#include "core/session/profilescope.h"
#include "core/session/profilestore.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"

#include <QCoreApplication>
#include <QSettings>

namespace cloudly {
namespace ui {

ConsoleServices::ConsoleServices(const Options& options)
    : storage(std::make_unique<QSettings>(options.settingsPath.isEmpty() ? core::defaultSettingsPath()
                                                                         : options.settingsPath,
                                          QSettings::IniFormat)),
      settings(std::make_unique<core::AppSettings>(*storage)),
      profiles(std::make_unique<core::ProfileStore>(*storage)),
      watches(std::make_unique<core::WatchStore>(*storage)),
      ownedSecrets(options.secretStore ? nullptr
                                       : std::make_unique<core::FallbackSecretStore>(
                                             new core::KeychainSecretStore(), new core::MemorySecretStore())),
      secrets(options.secretStore ? options.secretStore : ownedSecrets.get()),
      client(std::make_unique<core::TypedSocketClient>()),
      session(std::make_unique<core::Session>(client.get())),
      refresher(std::make_unique<core::InventoryRefresher>(session.get())),
      servicesModel(std::make_unique<core::ServicesModel>()),
      hub(std::make_unique<core::InventoryHub>(session.get(), refresher.get(), settings.get())),
      // Offline: the last good inventory of each profile on disk, shown when the server cannot be reached.
      offline(
          std::make_unique<core::OfflineCache>(refresher.get(), core::InventoryCache(options.dataDirectory))),
      // The change journal: what this console sees change, per profile (SQLite, written off the GUI thread).
      journal(std::make_unique<core::JournalFeed>(
          refresher.get(),
          options.dataDirectory.isEmpty() ? QString() : options.dataDirectory + QStringLiteral("/journal"))),
      // Kept across restarts in the profile's journal file (restored when the profile connects).
      metrics(std::make_unique<core::MetricsFeed>(refresher.get(),
                                                  core::MetricsArchive::historyOptions(journal.get()))),
      alerts(std::make_unique<core::AlertEngine>()),
      audit(std::make_unique<core::grants::AuditLog>(core::grants::AuditLog::defaultPath())),
      receipts(std::make_unique<core::preflight::ReceiptStore>(
          QString(), core::preflight::ReceiptStore::kDefaultMaxReceipts)),
      grants(std::make_unique<core::grants::GrantController>(session.get(), audit.get()))
{
    refresher->setInterval(options.refreshIntervalMs > 0 ? options.refreshIntervalMs
                                                         : settings->refreshIntervalMs());
    offline->setMinimumInterval(options.cacheWriteIntervalMs);

    // One poller for the whole inventory: the services page and the alerts are fed by it too.
    core::InventoryRefresher* inventory = refresher.get();
    QObject::connect(inventory, &core::InventoryRefresher::servicesUpdated, servicesModel.get(),
                     &core::ServicesModel::setServices);
    QObject::connect(inventory, &core::InventoryRefresher::servicesUpdated, alerts.get(),
                     &core::AlertEngine::setServices);
    QObject::connect(inventory, &core::InventoryRefresher::deploymentsUpdated, alerts.get(),
                     [inventory, engine = alerts.get()](const core::DeploymentTable& deployments) {
                         // Cached tasks are old news: only live lists can turn something failed.
                         if (!inventory->isCached(core::InventoryRefresher::Resource::Deployments))
                             engine->updateDeployments(deployments);
                     });
    if (auto* app = QCoreApplication::instance())
        QObject::connect(app, &QCoreApplication::aboutToQuit, offline.get(),
                         [cache = offline.get()] { cache->flush(); });
}

ConsoleServices::~ConsoleServices() = default;

void ConsoleServices::enterProfile(const core::ProfileScope& scope)
{
    offline->setProfile(scope.cacheKey(), scope.server);
    journal->setProfile(scope.key);
    metrics->setProfile(scope.key);
}

} // namespace ui
} // namespace cloudly
