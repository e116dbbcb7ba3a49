#pragma once

#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/rules/secretkey.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QUrl>

#include <optional>

namespace cloudly {
namespace core {
// The last good inventory of one profile, as saved on disk: the server's JSON of every resource that was
// loaded live, each with the time it was last confirmed by the server. A resource that was never loaded
// live (e.g. getClusters refused for a machine user) is absent (nullopt).
struct CachedInventory
{
    template <typename Items> struct PartOf
    {
        QDateTime savedAt; // the last successful refresh of this resource
        Items items;
    };
    template <typename T> using Part = PartOf<QList<T>>;
    using DeploymentsPart = PartOf<DeploymentTable>; // runtime tasks stay a table (100k rows)

    QString profile;
    QUrl server;
    QDateTime savedAt; // when the file was written
    std::optional<Part<Service>> services;
    std::optional<DeploymentsPart> deployments;
    std::optional<Part<Cluster>> clusters;
    std::optional<Part<Image>> images;
    // The last good replies of the optional interfaces-5.8 lists, keyed by their default method name
    // (getBackups, getBaseOsNodes, getBaseOsImageBuilds — isCacheableFeature()), as the server sent them
    // (scrubbed). Volumes need no part of their own: they are the services'. Server settings are never
    // cached.
    QMap<QString, PartOf<QJsonObject>> features;

    bool isEmpty() const { return !services && !deployments && !clusters && !images && features.isEmpty(); }
    // The oldest savedAt of the parts present (what "cached 3 h ago" refers to); invalid when empty.
    QDateTime oldestPart() const;
};

// Reads and writes CachedInventory files: one JSON file per profile in directory(), written atomically
// (QSaveFile: a crash or a full disk leaves the previous file intact) and readable by the user only.
//
// Never a secret on disk. Before writing, every object is scrubbed (see scrub()):
// - service `data.environment`: the names are kept (the console shows names only), every value is
//   replaced by "";
// - runtime task `deploymentLog` and BaseOS image build `data.logs`: dropped (output may print anything);
// - any key that looks like a credential, anywhere (core::isSecretKey(), applied by core::scrubSecrets()):
//   dropped; this covers cluster `acmeInfo.serverSecret`.
// The rest is the server's JSON, so cached rows read exactly like live ones.
//
// Feature replies (backups, BaseOS nodes and image builds) are kept only for the methods
// isCacheableFeature() names: a reply of any other method — above all getSettings, whose masked values
// must never reach a file — is neither written nor read back. They are scrubbed by the generic rule.
//
// Runtime tasks are written as a stream of each row's bytes (DeploymentTable::rawJson(), scrubbed at
// the byte level by scrubDeploymentJson()), not as one QJsonArray of 100k objects, and read back into a
// DeploymentTable decoded from the file's bytes (decodeDeploymentTable).
//
// A file that cannot be parsed or decoded (corrupt) or that is not ours / of another profile or server
// (foreign) is moved aside to "<name>.<corrupt|foreign>-<UTC time>" and reported with a translated
// message; it is never loaded and never overwritten silently.
class InventoryCache
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::InventoryCache)
public:
    static constexpr int kFormatVersion = 1;
    static QString formatName() { return QStringLiteral("cloudly-console.inventory-cache"); }
    // Same scheme, host, port and path (a trailing slash does not count): a cache, receipt or bundle is
    // about this server.
    static bool sameServer(const QUrl& a, const QUrl& b);

    struct LoadResult
    {
        enum class Status
        {
            Missing,    // no cache for this profile (not an error)
            Loaded,     // `inventory` is valid
            Corrupt,    // moved aside, `message` says why
            Foreign,    // moved aside, `message` says why
            Unreadable, // could not be opened (permissions); left where it is
        };
        Status status = Status::Missing;
        CachedInventory inventory;
        QString message;       // translated; empty for Missing and Loaded
        QString keptAsidePath; // Corrupt/Foreign: where the file is now
        bool ok() const { return status == Status::Loaded; }
    };

    // `directory` empty: defaultDirectory().
    explicit InventoryCache(const QString& directory = {});

    // `$CLOUDLY_DATA_DIR/inventory-cache` when set, else AppDataLocation + "/inventory-cache".
    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    // The file of `profile` (a safe file name derived from the profile name).
    QString pathFor(const QString& profile) const;

    // Writes atomically; false with a translated *error on failure.
    bool save(const CachedInventory& inventory, QString* error = nullptr) const;
    // Loads the cache of `profile`; `server` (when valid) must match the server the file was saved for.
    LoadResult load(const QString& profile, const QUrl& server = {}) const;
    bool remove(const QString& profile) const;

    // The JSON written for `inventory` (scrubbed), and the scrubbing rule itself (secret keys:
    // core::isSecretKey()).
    static QJsonObject toJson(const CachedInventory& inventory);
    enum class Kind
    {
        Service,
        Deployment,
        Cluster,
        Image
    };
    // With `log`, every value taken out is noted there with its JSON path below `path` and its rule.
    static QJsonObject scrub(Kind kind, const QJsonObject& object, RedactionLog* log = nullptr,
                             const QString& path = QStringLiteral("$"));
    // scrub(Kind::Deployment, ·) of one deployment's JSON bytes, as compact JSON bytes, without building a
    // QJsonObject (the bytes are filtered as they are copied; keys that need unescaping or bytes that
    // are not a JSON object fall back to the QJsonObject rule). Empty for input that is not a JSON object.
    static QByteArray scrubDeploymentJson(QByteArrayView json, RedactionLog* log = nullptr,
                                          const QString& path = QStringLiteral("$"));
    // The same appended to `out`; false (nothing appended) for bytes that are not a JSON object.
    static bool appendScrubbedDeploymentJson(QByteArrayView json, QByteArray& out,
                                             RedactionLog* log = nullptr,
                                             const QString& path = QStringLiteral("$"));
    // A reply of a cacheable feature (isCacheableFeature()) as it is kept: the generic rule, and for
    // getBaseOsImageBuilds the builds' logs emptied.
    static QJsonObject scrubFeatureReply(const QString& defaultMethod, const QJsonObject& reply,
                                         RedactionLog* log = nullptr,
                                         const QString& path = QStringLiteral("$"));
    // getBackups, getBaseOsNodes and getBaseOsImageBuilds (default method names); never getSettings.
    static bool isCacheableFeature(const QString& defaultMethod);

private:
    LoadResult keepAside(const QString& path, LoadResult::Status status, const QString& why) const;

    QString m_directory;
};

} // namespace core
} // namespace cloudly
