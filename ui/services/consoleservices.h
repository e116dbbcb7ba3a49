#pragma once

#include <QString>

#include <memory>

class QSettings;

namespace cloudly {
namespace core {
class AlertEngine;
class AppSettings;
class InventoryHub;
class InventoryRefresher;
class JournalFeed;
class MetricsFeed;
class OfflineCache;
class ProfileStore;
struct ProfileScope;
class SecretStore;
class ServicesModel;
class Session;
class TypedSocketClient;
class WatchStore;
namespace grants {
class AuditLog;
class GrantController;
} // namespace grants
namespace preflight {
class ReceiptStore;
} // namespace preflight
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {

// The console's non-widget objects, built here in a fixed order and torn down in reverse: the one settings
// owner (a single QSettings on the INI file, shared by AppSettings, ProfileStore and WatchStore), the
// secret store, the transport and session, the one inventory poller and what it feeds (services model,
// inventory hub, offline cache, journal, metrics history, alert engine), and the preflight/grants stores. The
// core-to-core wiring (poller → services model, poller → alerts) is done here as well; everything with a
// widget is built elsewhere (FeaturePages, SessionController, ConsoleWindow) and receives these objects by
// constructor.
struct ConsoleServices
{
    struct Options
    {
        QString settingsPath;  // empty: core::defaultSettingsPath()
        QString dataDirectory; // offline cache and journal; empty: their defaults
        int cacheWriteIntervalMs = 30000;
        int refreshIntervalMs = 0;                // 0: the settings' value
        core::SecretStore* secretStore = nullptr; // null: system keychain with an in-memory fallback
    };

    explicit ConsoleServices(const Options& options);
    ~ConsoleServices();
    ConsoleServices(const ConsoleServices&) = delete;
    ConsoleServices& operator=(const ConsoleServices&) = delete;

    // Points the per-profile stores at one profile, under its one key: the offline cache (not for the
    // embedded demo), the journal and the metrics history. SessionController calls it on every connect.
    void enterProfile(const core::ProfileScope& scope);

    // Declaration order is construction order; destruction runs in reverse.
    std::unique_ptr<QSettings> storage; // the one QSettings on the INI file
    std::unique_ptr<core::AppSettings> settings;
    std::unique_ptr<core::ProfileStore> profiles;
    std::unique_ptr<core::WatchStore> watches;
    std::unique_ptr<core::SecretStore> ownedSecrets; // null when Options::secretStore was given
    core::SecretStore* secrets = nullptr;
    std::unique_ptr<core::TypedSocketClient> client;
    std::unique_ptr<core::Session> session;
    std::unique_ptr<core::InventoryRefresher> refresher;
    std::unique_ptr<core::ServicesModel> servicesModel;
    // The window's inventory as pages read it: the optional lists' feeds and models, coverage, the profile
    // switch of all of it (core/inventory/inventoryhub.h).
    std::unique_ptr<core::InventoryHub> hub;
    std::unique_ptr<core::OfflineCache> offline;
    std::unique_ptr<core::JournalFeed> journal;
    // The metrics history of the current profile (in memory, one per profile; SessionController follows
    // the active profile like the journal's).
    std::unique_ptr<core::MetricsFeed> metrics;
    std::unique_ptr<core::AlertEngine> alerts;
    std::unique_ptr<core::grants::AuditLog> audit;
    std::unique_ptr<core::preflight::ReceiptStore> receipts;
    std::unique_ptr<core::grants::GrantController> grants;
};

} // namespace ui
} // namespace cloudly
