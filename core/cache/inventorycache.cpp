#include "cache/inventorycache.h"

#include "api/jsonreader.h"
#include "util/logging.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace cloudly {
namespace core {
namespace {

const QString kServices = QStringLiteral("services");
const QString kDeployments = QStringLiteral("deployments");
const QString kClusters = QStringLiteral("clusters");
const QString kImages = QStringLiteral("images");

QString isoTime(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QJsonValue& value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QJsonValue scrubValue(const QJsonValue& value);

// Same scheme, host, port and path (a trailing slash does not count).
bool sameServer(const QUrl& a, const QUrl& b)
{
    const auto norm = [](const QUrl& u) {
        QString path = u.path();
        while (path.endsWith(QLatin1Char('/')))
            path.chop(1);
        return QStringLiteral("%1://%2:%3%4")
            .arg(u.scheme().toLower(), u.host().toLower())
            .arg(u.port())
            .arg(path);
    };
    return norm(a) == norm(b);
}

QJsonObject scrubObject(const QJsonObject& object)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (InventoryCache::isSensitiveKey(it.key()))
            continue;
        out.insert(it.key(), scrubValue(it.value()));
    }
    return out;
}

QJsonValue scrubValue(const QJsonValue& value)
{
    if (value.isObject())
        return scrubObject(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& v : value.toArray())
            out.append(scrubValue(v));
        return out;
    }
    return value;
}

template <typename T> QJsonObject partJson(const CachedInventory::Part<T>& part, InventoryCache::Kind kind)
{
    QJsonArray items;
    for (const T& item : part.items)
        items.append(InventoryCache::scrub(kind, item.toJson()));
    return QJsonObject{{QStringLiteral("savedAt"), isoTime(part.savedAt)}, {QStringLiteral("items"), items}};
}

template <typename T, typename Decode>
bool readPart(const QJsonObject& resources, const QString& key, Decode decode,
              std::optional<CachedInventory::Part<T>>& out, QString* error)
{
    const QJsonValue value = resources.value(key);
    if (value.isUndefined() || value.isNull())
        return true; // not cached
    const QJsonObject part = value.toObject();
    const QDateTime savedAt = parseTime(part.value(QStringLiteral("savedAt")));
    if (!value.isObject() || !savedAt.isValid() || !part.value(QStringLiteral("items")).isArray()) {
        *error = InventoryCache::tr("%1: no valid savedAt/items").arg(key);
        return false;
    }
    DecodeErrors errors;
    QList<T> items = decode(QJsonObject{{key, part.value(QStringLiteral("items"))}}, errors);
    if (!errors.isEmpty()) {
        *error = joinDecodeErrors(errors, 3);
        return false;
    }
    out = CachedInventory::Part<T>{savedAt, std::move(items)};
    return true;
}

} // namespace

QDateTime CachedInventory::oldestPart() const
{
    QDateTime oldest;
    const auto consider = [&](const QDateTime& t) {
        if (t.isValid() && (!oldest.isValid() || t < oldest))
            oldest = t;
    };
    if (services)
        consider(services->savedAt);
    if (deployments)
        consider(deployments->savedAt);
    if (clusters)
        consider(clusters->savedAt);
    if (images)
        consider(images->savedAt);
    return oldest;
}

InventoryCache::InventoryCache(const QString& directory)
    : m_directory(directory.isEmpty() ? defaultDirectory() : directory)
{}

QString InventoryCache::defaultDirectory()
{
    const QString dataDir = qEnvironmentVariable("CLOUDLY_DATA_DIR");
    if (!dataDir.isEmpty())
        return QDir(dataDir).filePath(QStringLiteral("inventory-cache"));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/inventory-cache");
}

QString InventoryCache::pathFor(const QString& profile) const
{
    // Readable, but safe whatever the profile is called; the hash keeps "a/b" and "a_b" apart.
    QString readable = profile.left(40);
    readable.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    const QByteArray hash =
        QCryptographicHash::hash(profile.toUtf8(), QCryptographicHash::Sha256).toHex().left(12);
    return QDir(m_directory)
        .filePath(QStringLiteral("inventory-%1-%2.json").arg(readable, QString::fromLatin1(hash)));
}

bool InventoryCache::isSensitiveKey(const QString& key)
{
    static const QRegularExpression re(
        QStringLiteral("password|passphrase|secret(?!bundleids?$)|token|credential|private_?key|apikey|jwt"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(key).hasMatch();
}

QJsonObject InventoryCache::scrub(Kind kind, const QJsonObject& object)
{
    QJsonObject out = scrubObject(object);
    switch (kind) {
    case Kind::Service: {
        // Names only: the values of environment variables are where credentials usually live.
        QJsonObject data = out.value(QStringLiteral("data")).toObject();
        const QJsonValue env =
            object.value(QStringLiteral("data")).toObject().value(QStringLiteral("environment"));
        if (env.isObject()) {
            QJsonObject names;
            const QJsonObject envObject = env.toObject();
            for (auto it = envObject.begin(); it != envObject.end(); ++it)
                names.insert(it.key(), QString());
            data.insert(QStringLiteral("environment"), names);
            out.insert(QStringLiteral("data"), data);
        }
        break;
    }
    case Kind::Deployment:
        out.remove(QStringLiteral("deploymentLog"));
        break;
    case Kind::Cluster:
    case Kind::Image:
        break; // the generic rule already dropped acmeInfo.serverSecret
    }
    return out;
}

QJsonObject InventoryCache::toJson(const CachedInventory& inventory)
{
    QJsonObject resources;
    if (inventory.services)
        resources.insert(kServices, partJson(*inventory.services, Kind::Service));
    if (inventory.deployments)
        resources.insert(kDeployments, partJson(*inventory.deployments, Kind::Deployment));
    if (inventory.clusters)
        resources.insert(kClusters, partJson(*inventory.clusters, Kind::Cluster));
    if (inventory.images)
        resources.insert(kImages, partJson(*inventory.images, Kind::Image));
    return QJsonObject{
        {QStringLiteral("format"), formatName()},
        {QStringLiteral("version"), kFormatVersion},
        {QStringLiteral("profile"), inventory.profile},
        {QStringLiteral("server"), inventory.server.toString(QUrl::RemoveUserInfo)},
        {QStringLiteral("savedAt"),
         isoTime(inventory.savedAt.isValid() ? inventory.savedAt : QDateTime::currentDateTimeUtc())},
        {QStringLiteral("scrubbed"),
         QJsonArray{QStringLiteral("service environment values"), QStringLiteral("runtime task logs"),
                    QStringLiteral("keys that look like credentials (e.g. acmeInfo.serverSecret)")}},
        {QStringLiteral("resources"), resources},
    };
}

bool InventoryCache::save(const CachedInventory& inventory, QString* error) const
{
    const auto fail = [&](const QString& message) {
        qCWarning(lcModel) << "inventory cache not written:" << message;
        if (error)
            *error = message;
        return false;
    };
    if (!QDir().mkpath(m_directory))
        return fail(tr("cannot create the cache directory %1").arg(m_directory));
    const QString path = pathFor(inventory.profile);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(path, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(toJson(inventory)).toJson(QJsonDocument::Compact));
    if (!file.commit())
        return fail(tr("cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

InventoryCache::LoadResult InventoryCache::keepAside(const QString& path, LoadResult::Status status,
                                                     const QString& why) const
{
    LoadResult result;
    result.status = status;
    const QString suffix =
        status == LoadResult::Status::Corrupt ? QStringLiteral("corrupt") : QStringLiteral("foreign");
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmsszzz"));
    QString aside = QStringLiteral("%1.%2-%3").arg(path, suffix, stamp);
    for (int n = 2; QFile::exists(aside); ++n)
        aside = QStringLiteral("%1.%2-%3-%4").arg(path, suffix, stamp).arg(n);
    if (QFile::rename(path, aside)) {
        result.keptAsidePath = aside;
        result.message =
            status == LoadResult::Status::Corrupt
                ? tr("The offline cache could not be read (%1); it was kept as %2.").arg(why, aside)
                : tr("The offline cache is not usable here (%1); it was kept as %2.").arg(why, aside);
    } else {
        result.keptAsidePath = path;
        result.message =
            tr("The offline cache could not be read (%1) and could not be moved aside: %2").arg(why, path);
    }
    qCWarning(lcModel) << "inventory cache ignored:" << why;
    return result;
}

InventoryCache::LoadResult InventoryCache::load(const QString& profile, const QUrl& server) const
{
    const QString path = pathFor(profile);
    QFile file(path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult result;
        result.status = LoadResult::Status::Unreadable;
        result.message = tr("The offline cache %1 cannot be opened: %2").arg(path, file.errorString());
        return result;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return keepAside(
            path, LoadResult::Status::Corrupt,
            parseError.error != QJsonParseError::NoError
                ? tr("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset)
                : tr("not a JSON object"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != formatName())
        return keepAside(path, LoadResult::Status::Foreign, tr("not an inventory cache file"));
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version != kFormatVersion)
        return keepAside(path, LoadResult::Status::Foreign, tr("unsupported version %1").arg(version));
    const QString fileProfile = root.value(QStringLiteral("profile")).toString();
    if (fileProfile != profile)
        return keepAside(path, LoadResult::Status::Foreign, tr("saved for profile \"%1\"").arg(fileProfile));
    const QUrl fileServer(root.value(QStringLiteral("server")).toString());
    if (server.isValid() && !sameServer(fileServer, server))
        return keepAside(path, LoadResult::Status::Foreign,
                         tr("saved for another server, %1").arg(fileServer.toString()));

    LoadResult result;
    result.inventory.profile = fileProfile;
    result.inventory.server = fileServer;
    result.inventory.savedAt = parseTime(root.value(QStringLiteral("savedAt")));
    const QJsonObject resources = root.value(QStringLiteral("resources")).toObject();
    QString error;
    if (!result.inventory.savedAt.isValid() || !root.value(QStringLiteral("resources")).isObject())
        return keepAside(path, LoadResult::Status::Corrupt, tr("no savedAt or resources"));
    if (!readPart<Service>(resources, kServices, decodeServices, result.inventory.services, &error) ||
        !readPart<Deployment>(resources, kDeployments, decodeDeployments, result.inventory.deployments,
                              &error) ||
        !readPart<Cluster>(resources, kClusters, decodeClusters, result.inventory.clusters, &error) ||
        !readPart<Image>(resources, kImages, decodeImages, result.inventory.images, &error))
        return keepAside(path, LoadResult::Status::Corrupt, error);
    result.status = LoadResult::Status::Loaded;
    return result;
}

bool InventoryCache::remove(const QString& profile) const
{
    return QFile::remove(pathFor(profile));
}

} // namespace core
} // namespace cloudly
