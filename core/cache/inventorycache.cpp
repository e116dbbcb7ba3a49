#include "core/cache/inventorycache.h"

#include "core/rules/secretkey.h"
#include "core/util/datadir.h"
#include "core/util/privatefile.h"

#include "core/api/jsonreader.h"
#include "core/api/methods.h"
#include "core/ingest/deploymentingest.h"
#include "core/util/logging.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <vector>

namespace cloudly {
namespace core {
namespace {

const QString kServices = QStringLiteral("services");
const QString kDeployments = QStringLiteral("deployments");
const QString kClusters = QStringLiteral("clusters");
const QString kImages = QStringLiteral("images");
const QString kFeatures = QStringLiteral("features");

QString isoTime(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QJsonValue& value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

// A cursor over JSON bytes for the streamed runtime tasks: the rows' bytes were validated by the
// decoder, and the cache file's bytes are parsed again by QJsonDocument / the deployment decoder, so this
// only needs to find the ends of strings and values; any surprise makes its caller fall back or fail.
struct ByteCursor
{
    const char* p;
    qsizetype n;
    qsizetype i = 0;

    void ws()
    {
        while (i < n && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t'))
            ++i;
    }
    bool eat(char c)
    {
        ws();
        if (i < n && p[i] == c) {
            ++i;
            return true;
        }
        return false;
    }
    bool peek(char c)
    {
        ws();
        return i < n && p[i] == c;
    }
    // A string: [start, end) with its quotes; `escaped` when it holds a backslash.
    bool string(qsizetype& start, qsizetype& end, bool& escaped)
    {
        ws();
        if (i >= n || p[i] != '"')
            return false;
        start = i++;
        escaped = false;
        while (i < n) {
            const char c = p[i];
            if (c == '\\') {
                escaped = true;
                i += 2;
            } else if (c == '"') {
                end = ++i;
                return true;
            } else {
                ++i;
            }
        }
        return false;
    }
    bool skipValue()
    {
        ws();
        if (i >= n)
            return false;
        qsizetype s = 0, e = 0;
        bool escaped = false;
        if (p[i] == '"')
            return string(s, e, escaped);
        if (p[i] == '{' || p[i] == '[') {
            int depth = 0;
            while (i < n) {
                const char c = p[i];
                if (c == '"') {
                    if (!string(s, e, escaped))
                        return false;
                    continue;
                }
                if (c == '{' || c == '[') {
                    ++depth;
                } else if (c == '}' || c == ']') {
                    if (--depth == 0) {
                        ++i;
                        return true;
                    }
                }
                ++i;
            }
            return false;
        }
        const qsizetype start = i;
        while (i < n && p[i] != ',' && p[i] != '}' && p[i] != ']' && p[i] != ' ' && p[i] != '\n' &&
               p[i] != '\r' && p[i] != '\t')
            ++i;
        return i > start;
    }
    QByteArrayView view(qsizetype start, qsizetype end) const
    {
        return QByteArrayView(p + start, end - start);
    }
};

// Where the byte scrub is in the object it copies, for the redaction log: the keys and indexes from the
// root, turned into a path only when something is taken out.
struct BytePath
{
    RedactionLog* log = nullptr;
    QString root;
    struct Part
    {
        QByteArrayView key;
        qsizetype index = -1;
    };
    std::vector<Part> parts;

    void note(const QString& rule) const
    {
        if (!log)
            return;
        QString path = root;
        for (const Part& part : parts)
            path = part.index >= 0 ? redaction::element(path, part.index)
                                   : redaction::child(path, QString::fromUtf8(part.key));
        log->append(Redaction{path, rule});
    }
};

bool copyValue(ByteCursor& r, QByteArray& out, BytePath& path);

// Copies the object at the cursor without sensitive keys (and without `drop`); false when it cannot (a
// key with escapes, a string that may hold a secret value, bytes that are not an object).
bool copyObject(ByteCursor& r, QByteArray& out, BytePath& path, QByteArrayView drop = {})
{
    if (!r.eat('{'))
        return false;
    out += '{';
    if (r.eat('}')) {
        out += '}';
        return true;
    }
    bool first = true;
    for (;;) {
        qsizetype start = 0, end = 0;
        bool escaped = false;
        if (!r.string(start, end, escaped) || escaped || !r.eat(':'))
            return false;
        const QByteArrayView key = r.view(start + 1, end - 1);
        const bool dropped = !drop.isEmpty() && key == drop;
        if (dropped || isSecretKeyUtf8(key)) {
            if (!r.skipValue())
                return false;
            if (path.log) {
                path.parts.push_back({key, -1});
                path.note(dropped ? redaction::taskLog : redaction::secretKey);
                path.parts.pop_back();
            }
        } else {
            if (!first)
                out += ',';
            first = false;
            out.append(r.view(start, end));
            out += ':';
            path.parts.push_back({key, -1});
            const bool ok = copyValue(r, out, path);
            path.parts.pop_back();
            if (!ok)
                return false;
        }
        if (r.eat(','))
            continue;
        if (!r.eat('}'))
            return false;
        out += '}';
        return true;
    }
}

bool copyValue(ByteCursor& r, QByteArray& out, BytePath& path)
{
    if (r.peek('{'))
        return copyObject(r, out, path);
    if (r.eat('[')) {
        out += '[';
        if (r.eat(']')) {
            out += ']';
            return true;
        }
        for (qsizetype index = 0;; ++index) {
            path.parts.push_back({{}, index});
            const bool ok = copyValue(r, out, path);
            path.parts.pop_back();
            if (!ok)
                return false;
            if (r.eat(',')) {
                out += ',';
                continue;
            }
            if (!r.eat(']'))
                return false;
            out += ']';
            return true;
        }
    }
    r.ws();
    const qsizetype start = r.i;
    if (!r.skipValue())
        return false;
    const QByteArrayView value = r.view(start, r.i);
    if (value.startsWith('"') && mayHoldSecretValue(value))
        return false; // a URL with user info or a private key: the QJsonObject rule decides
    out.append(value);
    return true;
}

// Appends scrub(Kind::Deployment, json) as compact JSON; false (nothing appended) for bytes that are not
// a JSON object. With `log`, what was taken out is noted below `root`.
bool appendScrubbedDeployment(QByteArrayView json, QByteArray& out, RedactionLog* log = nullptr,
                              const QString& root = {})
{
    const qsizetype mark = out.size();
    const qsizetype logMark = log ? log->size() : 0;
    ByteCursor r{json.data(), json.size()};
    BytePath path{log, root, {}};
    if (copyObject(r, out, path, "deploymentLog")) {
        r.ws();
        if (r.i == r.n)
            return true;
    }
    out.truncate(mark); // the exceptions: the QJsonObject rule
    if (log)
        log->resize(logMark);
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray());
    if (!doc.isObject())
        return false;
    out += QJsonDocument(InventoryCache::scrub(InventoryCache::Kind::Deployment, doc.object(), log, root))
               .toJson(QJsonDocument::Compact);
    return true;
}

// Where resources.deployments.items is in a cache file's bytes: [start, end) of the array; false when
// the bytes do not have that shape (the caller then parses them whole and reports what is wrong).
bool findDeploymentItems(QByteArrayView bytes, qsizetype& start, qsizetype& end)
{
    ByteCursor r{bytes.data(), bytes.size()};
    const auto enter = [&r](QByteArrayView wanted) {
        // At '{': moves to the value of `wanted` (first occurrence) or fails.
        if (!r.eat('{'))
            return false;
        for (;;) {
            qsizetype s = 0, e = 0;
            bool escaped = false;
            if (!r.string(s, e, escaped) || !r.eat(':'))
                return false;
            if (!escaped && r.view(s + 1, e - 1) == wanted) {
                r.ws();
                return true;
            }
            if (!r.skipValue() || !r.eat(','))
                return false;
        }
    };
    if (!enter("resources") || !enter(kDeployments.toLatin1()) || !enter("items") || !r.peek('['))
        return false;
    start = r.i;
    if (!r.skipValue())
        return false;
    end = r.i;
    return true;
}

// A getBaseOsImageBuilds reply with the builds' `data.logs` emptied: a builder's output may echo what it
// injects into the image (Wi-Fi key, join token), so it is shown live only. The key stays, as an empty
// array, because the contract requires it (a cached build without it would not be shown at all); the
// offline notice names build logs among what is never kept.
QJsonObject withoutBuildLogs(QJsonObject reply, RedactionLog* log, const QString& path)
{
    const QString builds = QStringLiteral("builds");
    if (!reply.value(builds).isArray())
        return reply;
    QJsonArray out;
    const QJsonArray in = reply.value(builds).toArray();
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QJsonValue build = in.at(i);
        QJsonObject b = build.toObject();
        QJsonObject data = b.value(QStringLiteral("data")).toObject();
        if (build.isObject() && data.contains(QStringLiteral("logs"))) {
            if (log && !data.value(QStringLiteral("logs")).toArray().isEmpty())
                log->append(Redaction{redaction::element(path + QLatin1String(".builds"), i) +
                                          QLatin1String(".data.logs"),
                                      redaction::buildLog});
            data.insert(QStringLiteral("logs"), QJsonArray());
            b.insert(QStringLiteral("data"), data);
            out.append(b);
        } else {
            out.append(build);
        }
    }
    reply.insert(builds, out);
    return reply;
}

template <typename T> QJsonObject partJson(const CachedInventory::Part<T>& part, InventoryCache::Kind kind)
{
    QJsonArray items;
    for (const T& item : part.items)
        items.append(InventoryCache::scrub(kind, item.toJson()));
    return QJsonObject{{QStringLiteral("savedAt"), isoTime(part.savedAt)}, {QStringLiteral("items"), items}};
}

QJsonObject partJson(const CachedInventory::DeploymentsPart& part)
{
    QJsonArray items;
    for (qsizetype row = 0; row < part.items.size(); ++row)
        items.append(InventoryCache::scrub(InventoryCache::Kind::Deployment, part.items.rawObject(row)));
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

bool readDeployments(const QJsonObject& resources, const QByteArray& itemBytes,
                     std::optional<CachedInventory::DeploymentsPart>& out, QString* error)
{
    std::optional<CachedInventory::Part<Deployment>> parsed; // savedAt, and the items if not found as bytes
    if (!readPart<Deployment>(resources, kDeployments, decodeDeployments, parsed, error))
        return false;
    if (!parsed)
        return true;
    if (itemBytes.isEmpty() || !parsed->items.isEmpty()) {
        out = CachedInventory::DeploymentsPart{parsed->savedAt, DeploymentTable::fromList(parsed->items)};
        return true;
    }
    DecodeErrors errors;
    DeploymentTable table = decodeDeploymentTable(JsonSlice{itemBytes, 0, itemBytes.size()}, errors);
    if (!errors.isEmpty()) {
        *error = joinDecodeErrors(errors, 3);
        return false;
    }
    out = CachedInventory::DeploymentsPart{parsed->savedAt, std::move(table)};
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
    for (const auto& part : features)
        consider(part.savedAt);
    return oldest;
}

InventoryCache::InventoryCache(const QString& directory)
    : m_directory(directory.isEmpty() ? defaultDirectory() : directory)
{}

QString InventoryCache::defaultDirectory()
{
    return dataPath(QStringLiteral("inventory-cache"));
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

QJsonObject InventoryCache::scrub(Kind kind, const QJsonObject& object, RedactionLog* log,
                                  const QString& path)
{
    const QString envPath = path + QLatin1String(".data.environment");
    // The environment's values go by their own rule below (names kept, every value ""), not the generic one.
    RedactionLog generic;
    QJsonObject out = scrubSecrets(object, isSecretKey, std::nullopt, log ? &generic : nullptr, path);
    if (log)
        for (const Redaction& r : std::as_const(generic))
            if (kind != Kind::Service || (!r.path.startsWith(envPath + QLatin1Char('.')) &&
                                          !r.path.startsWith(envPath + QLatin1Char('['))))
                log->append(r);
    switch (kind) {
    case Kind::Service: {
        // Names only: the values of environment variables are where credentials usually live.
        QJsonObject data = out.value(QStringLiteral("data")).toObject();
        const QJsonValue env =
            object.value(QStringLiteral("data")).toObject().value(QStringLiteral("environment"));
        if (env.isObject()) {
            QJsonObject names;
            const QJsonObject envObject = env.toObject();
            for (auto it = envObject.begin(); it != envObject.end(); ++it) {
                names.insert(it.key(), QString());
                if (log && it.value() != QJsonValue(QString()))
                    log->append(Redaction{redaction::child(envPath, it.key()), redaction::environmentValue});
            }
            data.insert(QStringLiteral("environment"), names);
            out.insert(QStringLiteral("data"), data);
        }
        break;
    }
    case Kind::Deployment:
        if (out.contains(QStringLiteral("deploymentLog"))) {
            out.remove(QStringLiteral("deploymentLog"));
            if (log)
                log->append(Redaction{path + QLatin1String(".deploymentLog"), redaction::taskLog});
        }
        break;
    case Kind::Cluster:
    case Kind::Image:
        break; // the generic rule already dropped acmeInfo.serverSecret
    }
    return out;
}

QByteArray InventoryCache::scrubDeploymentJson(QByteArrayView json, RedactionLog* log, const QString& path)
{
    QByteArray out;
    out.reserve(json.size());
    if (!appendScrubbedDeployment(json, out, log, path))
        return {};
    return out;
}

bool InventoryCache::appendScrubbedDeploymentJson(QByteArrayView json, QByteArray& out, RedactionLog* log,
                                                  const QString& path)
{
    return appendScrubbedDeployment(json, out, log, path);
}

QJsonObject InventoryCache::scrubFeatureReply(const QString& defaultMethod, const QJsonObject& reply,
                                              RedactionLog* log, const QString& path)
{
    QJsonObject out = scrubSecrets(reply, isSecretKey, std::nullopt, log, path);
    if (defaultMethod == methods::getBaseOsImageBuilds)
        out = withoutBuildLogs(out, log, path);
    return out;
}

bool InventoryCache::isCacheableFeature(const QString& defaultMethod)
{
    return defaultMethod == methods::getBackups || defaultMethod == methods::getBaseOsNodes ||
           defaultMethod == methods::getBaseOsImageBuilds;
}

QJsonObject InventoryCache::toJson(const CachedInventory& inventory)
{
    QJsonObject resources;
    if (inventory.services)
        resources.insert(kServices, partJson(*inventory.services, Kind::Service));
    if (inventory.deployments)
        resources.insert(kDeployments, partJson(*inventory.deployments));
    if (inventory.clusters)
        resources.insert(kClusters, partJson(*inventory.clusters, Kind::Cluster));
    if (inventory.images)
        resources.insert(kImages, partJson(*inventory.images, Kind::Image));
    QJsonObject features;
    for (auto it = inventory.features.cbegin(); it != inventory.features.cend(); ++it) {
        if (!isCacheableFeature(it.key()))
            continue; // e.g. getSettings: masked values never reach the file
        const QJsonObject reply = scrubFeatureReply(it.key(), it->items);
        features.insert(it.key(), QJsonObject{{QStringLiteral("savedAt"), isoTime(it->savedAt)},
                                              {QStringLiteral("reply"), reply}});
    }
    if (!features.isEmpty())
        resources.insert(kFeatures, features);
    return QJsonObject{
        {QStringLiteral("format"), formatName()},
        {QStringLiteral("version"), kFormatVersion},
        {QStringLiteral("profile"), inventory.profile},
        {QStringLiteral("server"), inventory.server.toString(QUrl::RemoveUserInfo)},
        {QStringLiteral("savedAt"),
         isoTime(inventory.savedAt.isValid() ? inventory.savedAt : QDateTime::currentDateTimeUtc())},
        {QStringLiteral("scrubbed"),
         QJsonArray{QStringLiteral("service environment values"), QStringLiteral("runtime task logs"),
                    QStringLiteral("BaseOS image build logs"),
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
    if (!privatefs::makeDirectory(m_directory))
        return fail(tr("cannot create the cache directory %1").arg(m_directory));
    const QString path = pathFor(inventory.profile);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(path, file.errorString()));
    file.setPermissions(privatefs::kFilePermissions);
    // toJson(), but the services and the runtime tasks are streamed item by item (no QJsonArray of 10k
    // services or 100k tasks, and no second copy of it as one QByteArray).
    CachedInventory rest = inventory;
    rest.deployments.reset();
    rest.services.reset();
    QJsonObject root = toJson(rest);
    const QJsonObject resources = root.take(QStringLiteral("resources")).toObject();
    QByteArray buffer = QJsonDocument(root).toJson(QJsonDocument::Compact);
    buffer.chop(1); // the closing brace: "resources" follows
    buffer += ",\"resources\":{";
    bool first = true;
    for (auto it = resources.begin(); it != resources.end(); ++it) {
        if (!first)
            buffer += ',';
        first = false;
        buffer += QJsonDocument(QJsonObject{{it.key(), it.value()}})
                      .toJson(QJsonDocument::Compact)
                      .chopped(1)
                      .mid(1);
    }
    constexpr qsizetype kChunk = 1 << 20;
    if (inventory.services) {
        if (!first)
            buffer += ',';
        first = false;
        buffer += "\"" + kServices.toLatin1() + "\":{\"savedAt\":\"" +
                  isoTime(inventory.services->savedAt).toLatin1() + "\",\"items\":[";
        bool firstItem = true;
        for (const Service& service : inventory.services->items) {
            if (!firstItem)
                buffer += ',';
            firstItem = false;
            buffer += QJsonDocument(scrub(Kind::Service, service.toJson())).toJson(QJsonDocument::Compact);
            if (buffer.size() >= kChunk) {
                file.write(buffer);
                buffer.resize(0);
            }
        }
        buffer += "]}";
    }
    if (inventory.deployments) {
        const DeploymentTable& table = inventory.deployments->items;
        if (!first)
            buffer += ',';
        buffer += "\"deployments\":{\"savedAt\":\"" + isoTime(inventory.deployments->savedAt).toLatin1() +
                  "\",\"items\":[";
        buffer.reserve(kChunk + 64 * 1024);
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (row > 0)
                buffer += ',';
            if (!appendScrubbedDeployment(table.rawJson(row), buffer)) // not for bytes the decoder checked
                buffer += QJsonDocument(scrub(Kind::Deployment, table.at(row).toJson()))
                              .toJson(QJsonDocument::Compact);
            if (buffer.size() >= kChunk) {
                file.write(buffer);
                buffer.resize(0);
            }
        }
        buffer += "]}";
    }
    buffer += "}}";
    file.write(buffer);
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
    QByteArray bytes = file.readAll();
    file.close();
    // The runtime tasks are decoded into a table straight from their bytes; the rest is parsed with
    // QJsonDocument, their array replaced by [] (no QJsonArray of 100k objects).
    QByteArray deploymentBytes;
    qsizetype itemsStart = 0, itemsEnd = 0;
    if (findDeploymentItems(bytes, itemsStart, itemsEnd)) {
        deploymentBytes =
            "{\"" + kDeployments.toLatin1() + "\":" + bytes.mid(itemsStart, itemsEnd - itemsStart) + '}';
        bytes.replace(itemsStart, itemsEnd - itemsStart, "[]");
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    bytes = QByteArray();
    if (!deploymentBytes.isEmpty() && parseError.offset > itemsStart) // an offset into the file as it is
        parseError.offset += static_cast<int>(itemsEnd - itemsStart) - 2;
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
        !readDeployments(resources, deploymentBytes, result.inventory.deployments, &error) ||
        !readPart<Cluster>(resources, kClusters, decodeClusters, result.inventory.clusters, &error) ||
        !readPart<Image>(resources, kImages, decodeImages, result.inventory.images, &error))
        return keepAside(path, LoadResult::Status::Corrupt, error);
    const QJsonObject features = resources.value(kFeatures).toObject();
    for (auto it = features.begin(); it != features.end(); ++it) {
        if (!isCacheableFeature(it.key()))
            continue; // never read back what must not be cached, whoever wrote it
        const QJsonObject part = it.value().toObject();
        const QDateTime savedAt = parseTime(part.value(QStringLiteral("savedAt")));
        if (!savedAt.isValid() || !part.value(QStringLiteral("reply")).isObject())
            return keepAside(path, LoadResult::Status::Corrupt,
                             tr("%1: no valid savedAt/reply").arg(it.key()));
        result.inventory.features.insert(
            it.key(),
            CachedInventory::PartOf<QJsonObject>{savedAt, part.value(QStringLiteral("reply")).toObject()});
    }
    result.status = LoadResult::Status::Loaded;
    return result;
}

bool InventoryCache::remove(const QString& profile) const
{
    return QFile::remove(pathFor(profile));
}

bool InventoryCache::sameServer(const QUrl& a, const QUrl& b)
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

} // namespace core
} // namespace cloudly
