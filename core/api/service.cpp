#include "core/api/service.h"

#include "core/api/contractfields_p.h"
#include "core/json/simdjson_p.h"
#include "core/util/logging.h"

#include <QJsonDocument>

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

void writeMap(QJsonObject& o, QStringView key, const QMap<QString, QString>& map)
{
    if (map.isEmpty() && !o.contains(key))
        return;
    QJsonObject m;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        m.insert(it.key(), it.value());
    o.insert(key, m);
}

QMap<QString, QString> readMap(JsonReader& r, QStringView key)
{
    QMap<QString, QString> out;
    if (const std::optional<QJsonObject> m = r.optionalStringMap(key)) {
        for (auto it = m->constBegin(); it != m->constEnd(); ++it)
            out.insert(it.key(), it.value().toString());
    }
    return out;
}

// `raw` as an object without keeping the parsed copy in it (the offline cache writes every service).
QJsonObject readOnce(const LazyJsonObject& raw)
{
    if (const JsonSlice* slice = raw.slice()) {
        return QJsonDocument::fromJson(
                   QByteArray::fromRawData(slice->source.constData() + slice->offset, slice->length))
            .object();
    }
    return raw.object();
}

// A string list as a JSON array without keeping the parsed copy in it.
QJsonArray arrayOnce(const LazyStringList& list)
{
    if (const JsonSlice* slice = list.slice()) {
        return QJsonDocument::fromJson(
                   QByteArray::fromRawData(slice->source.constData() + slice->offset, slice->length))
            .array();
    }
    return QJsonArray::fromStringList(list.list());
}

// ---- raws as slices of the compact JSON of the list (decodeServices)

namespace od = json::od;

struct SliceContext
{
    const QByteArray& buffer;

    JsonSlice slice(std::string_view bytes) const
    {
        return {buffer, qsizetype(bytes.data() - buffer.constData()), qsizetype(bytes.size())};
    }
};

// The keys whose values are sliced on their own (a bit each): one of them twice in an object makes the
// slicing give up (reply bytes may repeat a key; which value QJsonDocument kept is its business).
unsigned slicedKeyBit(std::string_view key)
{
    static constexpr std::string_view keys[] = {"data",    "ports",   "resources",
                                                "volumes", "domains", "deploymentIds"};
    for (unsigned i = 0; i < std::size(keys); ++i) {
        if (key == keys[i])
            return 1u << i;
    }
    return 0;
}

// Keeps `value` (an object) as a slice in `raw` and passes each member to `member(key, value)`.
template <typename Member>
bool sliceObject(od::value& value, const SliceContext& ctx, LazyJsonObject& raw, const Member& member)
{
    od::object object;
    std::string_view bytes;
    bool notEmpty = false;
    if (value.get_object().get(object) || object.raw_json().get(bytes) || object.reset().get(notEmpty))
        return false;
    unsigned seen = 0;
    for (auto m : object) {
        od::field field;
        if (std::move(m).get(field))
            return false;
        std::string_view key;
        if (!json::plainKey(field.key(), key))
            continue; // none of the keys sliced below
        const unsigned bit = slicedKeyBit(key);
        if (seen & bit)
            return false;
        seen |= bit;
        if (!member(key, field.value()))
            return false;
    }
    raw = LazyJsonObject::fromSlice(ctx.slice(bytes));
    return true;
}

bool sliceLeaf(od::value& value, const SliceContext& ctx, LazyJsonObject& raw)
{
    return sliceObject(value, ctx, raw, [](std::string_view, od::value&) { return true; });
}

// The elements of an array of objects, one per item of `list` (decoded from the same array).
template <typename T> bool sliceList(od::value& value, const SliceContext& ctx, QList<T>& list)
{
    od::array array;
    if (value.get_array().get(array))
        return false;
    qsizetype i = 0;
    for (auto element : array) {
        od::value item;
        if (element.get(item) || i >= list.size() || !sliceLeaf(item, ctx, list[i].raw))
            return false;
        ++i;
    }
    return i == list.size();
}

// An array of strings (already decoded into `list`) as a slice of its bytes.
bool sliceStrings(od::value& value, const SliceContext& ctx, LazyStringList& list)
{
    od::array array;
    std::string_view bytes;
    bool notEmpty = false;
    if (value.get_array().get(array) || array.raw_json().get(bytes) || array.reset().get(notEmpty))
        return false;
    qsizetype count = 0;
    for (auto element : array) {
        od::value item;
        if (element.get(item))
            return false;
        ++count;
    }
    if (count != list.size())
        return false;
    list = LazyStringList::fromSlice(ctx.slice(bytes), count);
    return true;
}

bool sliceData(od::value& value, const SliceContext& ctx, ServiceData& data)
{
    return sliceObject(value, ctx, data.raw, [&](std::string_view key, od::value& v) {
        if (key == "ports")
            return data.ports && sliceLeaf(v, ctx, data.ports->raw);
        if (key == "resources")
            return data.resources && sliceLeaf(v, ctx, data.resources->raw);
        if (key == "volumes")
            return sliceList(v, ctx, data.volumes);
        if (key == "domains")
            return sliceList(v, ctx, data.domains);
        if (key == "deploymentIds")
            return sliceStrings(v, ctx, data.deploymentIds);
        return true;
    });
}

// Replaces the raws of `services` (decoded without errors from `array`, whose bytes are in ctx.buffer) by
// slices of those bytes. False when the bytes do not line up with the list.
bool sliceServiceArray(od::array& array, const SliceContext& ctx, QList<Service>& services)
{
    qsizetype i = 0;
    for (auto element : array) {
        od::value item;
        if (element.get(item) || i >= services.size())
            return false;
        Service& service = services[i];
        const bool ok = sliceObject(item, ctx, service.raw, [&](std::string_view key, od::value& v) {
            return key != "data" || sliceData(v, ctx, service.data);
        });
        if (!ok)
            return false;
        ++i;
    }
    return i == services.size();
}

// Replaces the raws of `services` (decoded without errors from the array `compact` holds) by slices of it.
// False when the bytes do not line up with the list (then some raws stay QJsonObjects; all stay equal).
bool sliceServices(const QByteArray& compact, QList<Service>& services)
{
    const qsizetype length = compact.size();
    if (length == 0 || compact.capacity() < length + json::kPadding)
        return false;
    const SliceContext ctx{compact};
    od::parser parser;
    od::document doc;
    od::array array;
    if (parser.iterate(compact.constData(), size_t(length), size_t(length + json::kPadding)).get(doc) ||
        doc.get_array().get(array))
        return false;
    return sliceServiceArray(array, ctx, services);
}

// The same for the reply's own bytes: `response` (padded) is the response object, and the raws become
// slices of the buffer it is a slice of (the reply frame), so no second copy of the list is made. False
// (nothing usable) when the object has no single plain `services` key or the bytes do not line up.
bool sliceServicesOfResponse(const JsonSlice& response, QList<Service>& services)
{
    const SliceContext ctx{response.source};
    od::parser parser;
    od::document doc;
    od::object root;
    const char* json = response.source.constData() + response.offset;
    if (parser.iterate(json, size_t(response.length), size_t(response.length + json::kPadding)).get(doc) ||
        doc.get_object().get(root))
        return false;
    bool found = false;
    for (auto member : root) {
        od::field field;
        std::string_view key;
        if (std::move(member).get(field) || !json::plainKey(field.key(), key))
            return false; // an escaped key might be "services" too: the compact path decides
        if (key != "services")
            continue; // skipped unread: QJsonDocument validated the whole reply
        od::array array;
        if (found || field.value().get_array().get(array) || !sliceServiceArray(array, ctx, services))
            return false; // a duplicate key: which one QJsonDocument kept is its business
        found = true;
    }
    return found;
}

} // namespace

const QStringList& knownServiceCategories()
{
    static const QStringList v{QStringLiteral("base"), QStringLiteral("distributed"),
                               QStringLiteral("workload")};
    return v;
}

const QStringList& knownDeploymentStrategies()
{
    static const QStringList v{QStringLiteral("all-nodes"), QStringLiteral("limited-replicas"),
                               QStringLiteral("custom")};
    return v;
}

const QStringList& knownBalancingStrategies()
{
    static const QStringList v{QStringLiteral("round-robin"), QStringLiteral("least-connections")};
    return v;
}

const QStringList& knownDomainProtocols()
{
    static const QStringList v{QStringLiteral("http"), QStringLiteral("https"), QStringLiteral("ssh")};
    return v;
}

// ---- ServicePorts

std::optional<ServicePorts> ServicePorts::fromJson(const QJsonValue& value, const QString& path,
                                                   DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServicePorts out;
    out.web = r->optionalInteger(u"web");
    out.custom = readMap(*r, u"custom");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServicePorts::toJson() const
{
    QJsonObject o = readOnce(raw);
    writeOptional(o, u"web", web);
    writeMap(o, u"custom", custom);
    return o;
}

// ---- ServiceVolume

std::optional<ServiceVolume> ServiceVolume::fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceVolume out;
    out.name = r->optionalString(u"name");
    out.source = r->optionalString(u"source");
    out.mountPath = r->requiredString(u"mountPath");
    out.driver = r->optionalString(u"driver");
    out.readOnly = r->optionalBool(u"readOnly");
    out.backup = r->optionalBool(u"backup");
    out.options = readMap(*r, u"options");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceVolume::toJson() const
{
    QJsonObject o = readOnce(raw);
    writeOptional(o, u"name", name);
    writeOptional(o, u"source", source);
    o.insert(u"mountPath", mountPath);
    writeOptional(o, u"driver", driver);
    writeOptional(o, u"readOnly", readOnly);
    writeOptional(o, u"backup", backup);
    writeMap(o, u"options", options);
    return o;
}

ServiceVolume::NameOrigin ServiceVolume::nameOrigin() const
{
    if (name && !name->isEmpty())
        return NameOrigin::Name;
    if (source && !source->isEmpty())
        return NameOrigin::Source;
    return NameOrigin::Derived;
}

QString ServiceVolume::nameOriginName(NameOrigin origin)
{
    switch (origin) {
    case NameOrigin::Name:
        return QStringLiteral("name");
    case NameOrigin::Source:
        return QStringLiteral("source");
    case NameOrigin::Derived:
        break;
    }
    return QStringLiteral("derived");
}

QString ServiceVolume::effectiveName(const QString& serviceId) const
{
    switch (nameOrigin()) {
    case NameOrigin::Name:
        return *name;
    case NameOrigin::Source:
        return *source;
    case NameOrigin::Derived:
        break;
    }
    const QString joined = serviceId + QLatin1Char('-') + mountPath;
    QString out;
    out.reserve(joined.size());
    for (const QChar c : joined) {
        const bool keep = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
                          c == u'_' || c == u'.' || c == u'-';
        const QChar next = keep ? c : QChar(u'-');
        if (next == u'-' && (out.isEmpty() || out.endsWith(u'-')))
            continue;
        out += next;
    }
    while (out.endsWith(u'-'))
        out.chop(1);
    return out;
}

// ---- ServiceResources

std::optional<ServiceResources> ServiceResources::fromJson(const QJsonValue& value, const QString& path,
                                                           DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceResources out;
    out.cpuLimit = r->optionalNumber(u"cpuLimit");
    out.cpuReservation = r->optionalNumber(u"cpuReservation");
    out.memorySizeLimitMB = r->optionalNumber(u"memorySizeLimitMB");
    out.memorySizeReservationMB = r->optionalNumber(u"memorySizeReservationMB");
    out.volumeMounts = r->optionalArray(u"volumeMounts").value_or(QJsonArray());
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceResources::toJson() const
{
    QJsonObject o = readOnce(raw);
    writeOptional(o, u"cpuLimit", cpuLimit);
    writeOptional(o, u"cpuReservation", cpuReservation);
    writeOptional(o, u"memorySizeLimitMB", memorySizeLimitMB);
    writeOptional(o, u"memorySizeReservationMB", memorySizeReservationMB);
    writeList(o, u"volumeMounts", volumeMounts);
    return o;
}

// ---- ServiceDomain

std::optional<ServiceDomain> ServiceDomain::fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceDomain out;
    out.name = r->requiredString(u"name");
    out.port = r->optionalInteger(u"port");
    out.protocol = r->optionalString(u"protocol");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceDomain::toJson() const
{
    QJsonObject o = readOnce(raw);
    o.insert(u"name", name);
    writeOptional(o, u"port", port);
    writeOptional(o, u"protocol", protocol);
    return o;
}

// ---- ServiceData

std::optional<ServiceData> ServiceData::fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceData out;
    out.name = r->requiredString(u"name");
    out.description = r->optionalString(u"description");
    out.imageId = r->optionalString(u"imageId");
    out.imageVersion = r->optionalString(u"imageVersion");
    out.environment = readMap(*r, u"environment");
    out.secretBundleId = r->optionalString(u"secretBundleId");
    out.additionalSecretBundleIds = r->stringList(u"additionalSecretBundleIds", false);
    out.serviceCategory = r->optionalString(u"serviceCategory");
    out.deploymentStrategy = r->optionalString(u"deploymentStrategy");
    out.maxReplicas = r->optionalInteger(u"maxReplicas");
    out.antiAffinity = r->optionalBool(u"antiAffinity");
    out.scaleFactor = r->optionalNumber(u"scaleFactor");
    out.balancingStrategy = r->optionalString(u"balancingStrategy");
    out.ports = optionalChild<ServicePorts>(*r, u"ports", errors);
    out.volumes = childList<ServiceVolume>(*r, u"volumes", false, errors);
    out.resources = optionalChild<ServiceResources>(*r, u"resources", errors);
    out.domains = childList<ServiceDomain>(*r, u"domains", false, errors);
    out.deploymentIds = r->stringList(u"deploymentIds", false);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceData::toJson() const
{
    QJsonObject o = readOnce(raw);
    o.insert(u"name", name);
    writeOptional(o, u"description", description);
    writeOptional(o, u"imageId", imageId);
    writeOptional(o, u"imageVersion", imageVersion);
    writeMap(o, u"environment", environment);
    writeOptional(o, u"secretBundleId", secretBundleId);
    writeList(o, u"additionalSecretBundleIds", QJsonArray::fromStringList(additionalSecretBundleIds));
    writeOptional(o, u"serviceCategory", serviceCategory);
    writeOptional(o, u"deploymentStrategy", deploymentStrategy);
    writeOptional(o, u"maxReplicas", maxReplicas);
    writeOptional(o, u"antiAffinity", antiAffinity);
    writeOptional(o, u"scaleFactor", scaleFactor);
    writeOptional(o, u"balancingStrategy", balancingStrategy);
    writeOptionalObject(o, u"ports", ports);
    writeList(o, u"volumes", toArray(volumes));
    writeOptionalObject(o, u"resources", resources);
    writeList(o, u"domains", toArray(domains));
    writeList(o, u"deploymentIds", arrayOnce(deploymentIds));
    return o;
}

// ---- Service

std::optional<Service> Service::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    Service out;
    out.id = r->requiredString(u"id");
    if (std::optional<ServiceData> d = optionalChild<ServiceData>(*r, u"data", errors))
        out.data = std::move(*d);
    else if (!r->has(u"data"))
        r->fail(u"data", QStringLiteral("required object is missing"));
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject Service::toJson() const
{
    QJsonObject o = readOnce(raw);
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

QByteArray compactServicesJson(const QJsonObject& response)
{
    const QJsonValue list = response.value(u"services");
    if (!list.isArray())
        return {};
    QByteArray bytes = QJsonDocument(list.toArray()).toJson(QJsonDocument::Compact);
    bytes.reserve(bytes.size() + json::kPadding); // simdjson reads up to kPadding bytes past the end
    return bytes;
}

QList<Service> decodeServices(const QJsonObject& response, DecodeErrors& errors)
{
    return decodeServicesCompact(response, errors, compactServicesJson(response));
}

QList<Service> decodeServicesCompact(const QJsonObject& response, DecodeErrors& errors,
                                     const QByteArray& compact)
{
    const qsizetype before = errors.size();
    JsonReader r(response, QStringLiteral("$"), &errors);
    QList<Service> services = childList<Service>(r, u"services", true, errors);
    if (errors.size() == before && !services.isEmpty() && !sliceServices(compact, services))
        qCWarning(lcApi) << "services: the compact JSON does not match the decoded list; raws kept parsed";
    services.squeeze(); // kept for a while (the refresher's list): no growth slack
    return services;
}

QList<Service> decodeServicesJson(const JsonSlice& response, DecodeErrors& errors)
{
    const JsonSlice input = json::padded(response);
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(input.source.constData() + input.offset, input.length), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        errors.append({QStringLiteral("$"), parseError.error != QJsonParseError::NoError
                                                ? parseError.errorString()
                                                : QStringLiteral("expected an object")});
        return {};
    }
    const QJsonObject object = doc.object();
    const qsizetype before = errors.size();
    JsonReader r(object, QStringLiteral("$"), &errors);
    QList<Service> services = childList<Service>(r, u"services", true, errors);
    if (errors.size() == before && !services.isEmpty() && !sliceServicesOfResponse(input, services)) {
        // Bytes the slicer does not take (an escaped or repeated key): slices of the compact form, as
        // decodeServices() makes them, of a list decoded again (the failed pass may have set some raws).
        DecodeErrors again;
        JsonReader fresh(object, QStringLiteral("$"), &again);
        services = childList<Service>(fresh, u"services", true, again);
        if (!sliceServices(compactServicesJson(object), services))
            qCWarning(lcApi)
                << "services: the compact JSON does not match the decoded list; raws kept parsed";
    }
    services.squeeze();
    return services;
}

std::optional<Service> decodeService(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    if (!r.has(u"service")) {
        r.fail(u"service", QStringLiteral("required object is missing"));
        return std::nullopt;
    }
    return optionalChild<Service>(r, u"service", errors);
}

} // namespace core
} // namespace cloudly