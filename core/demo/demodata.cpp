#include "demo/demodata.h"

#include "util/logging.h"

#include <QFile>
#include <QElapsedTimer>
#include <ctime>
#include <QJsonDocument>
#include <QJsonParseError>

#include <array>
#include <charconv>
#include <cstring>

namespace cloudly::core {

// ---------------------------------------------------------------------------------------------------
// DemoCollection

void DemoCollection::clear()
{
    m_ids.clear();
    m_items.clear();
    m_index.clear();
    m_array = QByteArrayLiteral("[]");
}

void DemoCollection::reserve(qsizetype count, qsizetype bytes)
{
    m_ids.reserve(count);
    m_items.reserve(count);
    m_index.reserve(count);
    if (bytes > 0)
        m_array.reserve(bytes);
}

void DemoCollection::append(const QString& id, QByteArrayView json)
{
    m_array.chop(1); // the closing ']'
    if (!m_items.isEmpty())
        m_array.append(',');
    m_index.insert(id, int(m_items.size()));
    m_ids.append(id);
    m_items.append({m_array.size(), json.size()});
    m_array.append(json);
    m_array.append(']');
}

void DemoCollection::append(const QJsonObject& object)
{
    append(object.value(QLatin1String("id")).toString(), QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject DemoCollection::objectAt(int index) const
{
    return QJsonDocument::fromJson(jsonAt(index).toByteArray()).object();
}

QJsonObject DemoCollection::object(const QString& id) const
{
    const int index = indexOf(id);
    return index < 0 ? QJsonObject() : objectAt(index);
}

QByteArray DemoCollection::serializedArray(const QList<int>& indexes) const
{
    qsizetype total = 2;
    for (int i : indexes)
        total += m_items.at(i).length + 1;
    QByteArray out;
    out.reserve(total);
    out.append('[');
    bool first = true;
    for (int i : indexes) {
        if (!first)
            out.append(',');
        first = false;
        out.append(jsonAt(i));
    }
    out.append(']');
    return out;
}

QJsonArray DemoCollection::toJsonArray() const
{
    return QJsonDocument::fromJson(m_array).array();
}

// ---------------------------------------------------------------------------------------------------
// Loading

namespace {

// Deployments are flat (IDeployment); tolerate a `{id, data}` wrapper as well.
QString field(const QJsonObject& object, QLatin1String key)
{
    if (object.contains(key))
        return object.value(key).toString();
    return object.value(QLatin1String("data")).toObject().value(key).toString();
}

bool requireArray(const QJsonObject& fixture, QLatin1String key, QJsonArray* out, QString* error)
{
    const QJsonValue value = fixture.value(key);
    if (value.isUndefined()) {
        *out = QJsonArray();
        return true;
    }
    if (!value.isArray()) {
        if (error)
            *error = QStringLiteral("fixture: \"%1\" must be an array").arg(key);
        return false;
    }
    *out = value.toArray();
    for (qsizetype i = 0; i < out->size(); ++i) {
        const QJsonObject item = out->at(i).toObject();
        if (!out->at(i).isObject() || !item.value(QLatin1String("id")).isString()) {
            if (error)
                *error = QStringLiteral("fixture: %1[%2] must be an object with a string id").arg(key).arg(i);
            return false;
        }
    }
    return true;
}

} // namespace

bool DemoData::loadFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open fixture %1: %2").arg(path, file.errorString());
        return false;
    }
    return loadJson(file.readAll(), error);
}

bool DemoData::loadJson(const QByteArray& json, QString* error)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = parseError.error != QJsonParseError::NoError
                         ? QStringLiteral("fixture is not valid JSON (offset %1: %2)")
                               .arg(parseError.offset)
                               .arg(parseError.errorString())
                         : QStringLiteral("fixture is not a JSON object");
        return false;
    }
    return load(doc.object(), error);
}

bool DemoData::load(const QJsonObject& fixture, QString* error)
{
    QJsonArray users, clusters, services, deployments, images;
    if (!requireArray(fixture, QLatin1String("users"), &users, error) ||
        !requireArray(fixture, QLatin1String("clusters"), &clusters, error) ||
        !requireArray(fixture, QLatin1String("services"), &services, error) ||
        !requireArray(fixture, QLatin1String("deployments"), &deployments, error) ||
        !requireArray(fixture, QLatin1String("images"), &images, error))
        return false;

    m_fixture = fixture;
    m_users = users;
    m_services.clear();
    m_deployments.clear();
    m_clusters.clear();
    m_nodes.clear();
    m_images.clear();
    m_byService.clear();
    m_byNode.clear();
    m_nodesByCluster.clear();
    m_clusterOfNode.clear();

    for (const QJsonValue& cluster : std::as_const(clusters)) {
        const QJsonObject c = cluster.toObject();
        const QString clusterId = c.value(QLatin1String("id")).toString();
        m_clusters.append(c);
        const QJsonArray nodes = c.value(QLatin1String("data")).toObject().value(QLatin1String("nodes")).toArray();
        for (const QJsonValue& node : nodes) {
            const QJsonObject n = node.toObject();
            const QString nodeId = n.value(QLatin1String("id")).toString();
            if (nodeId.isEmpty() || m_nodes.contains(nodeId))
                continue;
            m_nodesByCluster[clusterId].append(int(m_nodes.size()));
            m_clusterOfNode.insert(nodeId, clusterId);
            m_nodes.append(n);
        }
    }
    for (const QJsonValue& service : std::as_const(services))
        m_services.append(service.toObject());
    for (const QJsonValue& image : std::as_const(images))
        m_images.append(image.toObject());
    for (const QJsonValue& deployment : std::as_const(deployments)) {
        const QJsonObject d = deployment.toObject();
        const int index = int(m_deployments.size());
        m_byService[field(d, QLatin1String("serviceId"))].append(index);
        m_byNode[field(d, QLatin1String("nodeId"))].append(index);
        m_deployments.append(d);
    }
    m_fixtureServices = int(m_services.size());
    m_fixtureDeployments = int(m_deployments.size());

    qCDebug(lcDemo) << "fixture loaded:" << m_clusters.size() << "clusters," << m_nodes.size() << "nodes,"
                    << m_services.size() << "services," << m_deployments.size() << "deployments,"
                    << m_images.size() << "images," << m_users.size() << "users";
    return true;
}

// ---------------------------------------------------------------------------------------------------
// Generation

namespace {

// SplitMix64: tiny, fast and fully deterministic on every platform.
class Rng
{
public:
    explicit Rng(quint64 seed) : m_state(seed) {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int bounded(int n) { return n <= 0 ? 0 : int(next() % quint64(n)); }
    bool chance(int percent) { return bounded(100) < percent; }

private:
    quint64 m_state;
};

// Fixed "now" of the generated inventory (the fixture's T0, 2026-01-01T00:00:00Z), so generation is reproducible.
constexpr qint64 kGeneratedEpochMs = 1767225600000ll;

void appendJsonString(QByteArray& out, const QByteArray& utf8)
{
    out.append('"');
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default:
            if (c < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out.append("\\u00");
                out.append(hex[c >> 4]);
                out.append(hex[c & 0xf]);
            } else {
                out.append(ch);
            }
        }
    }
    out.append('"');
}

QByteArray jsonString(const QString& s)
{
    QByteArray out;
    appendJsonString(out, s.toUtf8());
    return out;
}

QString padded(int value, int width)
{
    return QStringLiteral("%1").arg(value, width, 10, QLatin1Char('0'));
}

int digits(int n)
{
    int d = 1;
    while (n >= 10) {
        n /= 10;
        ++d;
    }
    return d;
}

enum class NodeKind { Online, Offline, Initializing, Maintenance };
enum class Status { Scheduled, Starting, Running, Stopping, Stopped, Failed };

QByteArrayView statusName(Status status)
{
    switch (status) {
    case Status::Scheduled:
        return "scheduled";
    case Status::Starting:
        return "starting";
    case Status::Running:
        return "running";
    case Status::Stopping:
        return "stopping";
    case Status::Stopped:
        return "stopped";
    case Status::Failed:
        return "failed";
    }
    return "unknown";
}

// Writes one generated JSON object into a fixed buffer. Callers pass only pre-escaped JSON (`raw`) or
// ASCII literals without characters that need escaping.
class Writer
{
public:
    void reset() { m_pos = m_buffer; }
    const char* pos() const { return m_pos; }
    QByteArrayView view() const { return QByteArrayView(m_buffer, m_pos - m_buffer); }

    template <qsizetype N>
    void lit(const char (&text)[N])
    {
        put(text, N - 1);
    }
    void raw(QByteArrayView bytes) { put(bytes.data(), bytes.size()); }
    void number(qint64 value)
    {
        char digitsBuffer[24];
        const auto result = std::to_chars(digitsBuffer, digitsBuffer + sizeof digitsBuffer, value);
        put(digitsBuffer, result.ptr - digitsBuffer);
    }
    void padded(int value, int width)
    {
        char digitsBuffer[16];
        const auto result = std::to_chars(digitsBuffer, digitsBuffer + sizeof digitsBuffer, value);
        for (qsizetype pad = width - (result.ptr - digitsBuffer); pad > 0; --pad)
            put("0", 1);
        put(digitsBuffer, result.ptr - digitsBuffer);
    }
    void tenths(int value)
    {
        number(value / 10);
        char tail[2] = {'.', char('0' + value % 10)};
        put(tail, 2);
    }
    void hex(Rng& rng, int chars)
    {
        static const char digitsHex[] = "0123456789abcdef";
        char out[128];
        int n = 0;
        while (n < chars) {
            quint64 v = rng.next();
            for (int i = 0; i < 16 && n < chars; ++i, v >>= 4)
                out[n++] = digitsHex[v & 0xf];
        }
        put(out, n);
    }
    // "2025-11-30T12:34:56Z"
    void isoTime(qint64 ms)
    {
        const qint64 secs = ms / 1000;
        qint64 days = secs / 86400;
        const int daySecs = int(secs % 86400);
        // Howard Hinnant's civil_from_days.
        days += 719468;
        const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
        const qint64 doe = days - era * 146097;
        const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        qint64 year = yoe + era * 400;
        const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        const qint64 mp = (5 * doy + 2) / 153;
        const int day = int(doy - (153 * mp + 2) / 5 + 1);
        const int month = int(mp < 10 ? mp + 3 : mp - 9);
        if (month <= 2)
            ++year;
        char out[20];
        const auto two = [&out](int at, int value) {
            out[at] = char('0' + value / 10);
            out[at + 1] = char('0' + value % 10);
        };
        two(0, int(year / 100));
        two(2, int(year % 100));
        out[4] = '-';
        two(5, month);
        out[7] = '-';
        two(8, day);
        out[10] = 'T';
        two(11, daySecs / 3600);
        out[13] = ':';
        two(14, (daySecs / 60) % 60);
        out[16] = ':';
        two(17, daySecs % 60);
        out[19] = 'Z';
        put(out, 20);
    }

private:
    void put(const char* data, qsizetype size)
    {
        // Generated items are a few hundred bytes; names come from the fixture and are bounded below.
        if (m_pos + size > m_buffer + sizeof m_buffer)
            size = m_buffer + sizeof m_buffer - m_pos;
        std::memcpy(m_pos, data, size_t(size));
        m_pos += size;
    }

    char m_buffer[4096];
    char* m_pos = m_buffer;
};

struct GenNode
{
    QString id;
    QByteArray idJson;
    QByteArray name; // JSON-escaped, without quotes
    NodeKind kind = NodeKind::Online;
    int weight = 1;
};

struct GenService
{
    QString id;
    QByteArray idJson;
    QByteArray name;
    QByteArray imageIdJson;
    QByteArray version;
    QByteArray oldVersion;
    QList<int> deployments;
};

// JSON string contents (no quotes), escaped.
QByteArray escaped(const QString& s)
{
    QByteArray quoted = jsonString(s);
    return quoted.mid(1, quoted.size() - 2);
}

const std::array<const char*, 16> kPrefixes = {"checkout", "billing",  "search",   "catalog",  "auth",     "media",
                                               "notify",   "report",   "ingest",   "gateway",  "profile",  "inventory",
                                               "payments", "analytics", "mailer", "scheduler"};
const std::array<const char*, 8> kSuffixes = {"api", "worker", "web", "cron", "stream", "proxy", "cache", "indexer"};

} // namespace

void DemoData::generate(int services, int tasks)
{
    if (m_services.size() != m_fixtureServices || m_deployments.size() != m_fixtureDeployments) {
        const QJsonObject fixture = m_fixture;
        load(fixture);
    }
    const int extraTasks = std::max(0, tasks - m_fixtureDeployments);
    int generatedServices = std::max(0, services - m_fixtureServices);
    if (extraTasks > 0 && generatedServices == 0)
        generatedServices = std::max(1, (extraTasks + 49) / 50);
    if (generatedServices == 0)
        return;

    Rng rng(0xC10D1Dull ^ (quint64(generatedServices) << 32) ^ quint64(extraTasks));

    // Nodes: online nodes take most of the load; every fixture node gets some.
    QList<GenNode> nodes;
    int totalWeight = 0;
    for (int i = 0; i < m_nodes.size(); ++i) {
        const QJsonObject node = m_nodes.objectAt(i);
        const QJsonObject data = node.value(QLatin1String("data")).toObject();
        GenNode n;
        n.id = m_nodes.idAt(i);
        n.idJson = jsonString(n.id);
        n.name = escaped(data.value(QLatin1String("name")).toString(n.id).left(200));
        const QString status = data.value(QLatin1String("status")).toString();
        n.kind = status == QLatin1String("offline")        ? NodeKind::Offline
                 : status == QLatin1String("initializing") ? NodeKind::Initializing
                 : status == QLatin1String("maintenance")  ? NodeKind::Maintenance
                                                           : NodeKind::Online;
        n.weight = n.kind == NodeKind::Online ? 12 : 1;
        totalWeight += n.weight;
        nodes.append(n);
    }
    if (nodes.isEmpty()) {
        GenNode n;
        n.id = QStringLiteral("node-generated");
        n.idJson = jsonString(n.id);
        n.name = "node-generated";
        totalWeight = n.weight;
        nodes.append(n);
    }
    QStringList imageIds = m_images.ids();
    if (imageIds.isEmpty())
        imageIds << QStringLiteral("img-generated");

    // Services.
    const int serviceWidth = std::max(4, digits(generatedServices));
    QElapsedTimer T; T.start(); qInfo("T start cpu %ld", long(std::clock() / (CLOCKS_PER_SEC / 1000)));
    QList<GenService> gen;
    gen.reserve(generatedServices);
    QList<QJsonObject> serviceData;
    serviceData.reserve(generatedServices);
    for (int i = 0; i < generatedServices; ++i) {
        GenService s;
        const QString number = padded(i + 1, serviceWidth);
        s.id = QStringLiteral("svc-gen-") + number;
        s.idJson = jsonString(s.id);
        const QString name = QStringLiteral("%1-%2-%3")
                                 .arg(QLatin1String(kPrefixes[size_t(rng.bounded(int(kPrefixes.size())))]),
                                      QLatin1String(kSuffixes[size_t(rng.bounded(int(kSuffixes.size())))]), number);
        s.name = name.toLatin1();
        const QString imageId = imageIds.at(rng.bounded(int(imageIds.size())));
        s.imageIdJson = jsonString(imageId);
        const int major = 1 + rng.bounded(4), minor = rng.bounded(20), patch = rng.bounded(10);
        const QString version = QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
        s.version = version.toLatin1();
        s.oldVersion = QStringLiteral("%1.%2.%3").arg(major).arg(std::max(0, minor - 1)).arg(patch + 1).toLatin1();

        const bool distributed = rng.chance(8);
        const int category = rng.bounded(3);
        QJsonObject data{
            {QStringLiteral("name"), name},
            {QStringLiteral("description"), QStringLiteral("Generated demo workload %1").arg(name)},
            {QStringLiteral("imageId"), imageId},
            {QStringLiteral("imageVersion"), version},
            {QStringLiteral("environment"),
             QJsonObject{{QStringLiteral("NODE_ENV"), QStringLiteral("production")},
                         {QStringLiteral("LOG_LEVEL"), rng.chance(20) ? QStringLiteral("debug") : QStringLiteral("info")},
                         {QStringLiteral("SERVICE_NAME"), name}}},
            {QStringLiteral("secretBundleId"), QStringLiteral("sb-gen-") + number},
            {QStringLiteral("serviceCategory"), distributed ? QStringLiteral("distributed") : QStringLiteral("workload")},
            {QStringLiteral("deploymentStrategy"),
             distributed || category == 0 ? QStringLiteral("limited-replicas")
             : category == 1              ? QStringLiteral("custom")
                                          : QStringLiteral("all-nodes")},
            {QStringLiteral("scaleFactor"), 1 + rng.bounded(5)},
            {QStringLiteral("balancingStrategy"),
             rng.chance(25) ? QStringLiteral("least-connections") : QStringLiteral("round-robin")},
            {QStringLiteral("ports"), QJsonObject{{QStringLiteral("web"), 3000 + (i % 1000)}}},
            {QStringLiteral("domains"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), name + QStringLiteral(".demo.serve.zone")},
                                    {QStringLiteral("protocol"), QStringLiteral("https")}}}},
        };
        if (distributed || category == 0) {
            data.insert(QStringLiteral("maxReplicas"), 2 + rng.bounded(4));
            if (distributed)
                data.insert(QStringLiteral("antiAffinity"), true);
        }
        if (rng.chance(60)) {
            data.insert(QStringLiteral("resources"),
                        QJsonObject{{QStringLiteral("cpuLimit"), 0.5 * (1 + rng.bounded(4))},
                                    {QStringLiteral("memorySizeLimitMB"), 256 * (1 + rng.bounded(8))}});
        }
        gen.append(s);
        serviceData.append(data);
    }

    qInfo("T services %lld cpu %ld", T.elapsed(), long(std::clock() / (CLOCKS_PER_SEC / 1000)));
    // Deployments: written straight into the collection's buffer (no QJsonObject round trip), ~380 bytes
    // each. This loop runs 100k times for the large demo and must stay cheap even in debug builds.
    const int deploymentWidth = std::max(6, digits(extraTasks));
    m_deployments.reserve(m_fixtureDeployments + extraTasks,
                          m_deployments.serializedArray().size() + qsizetype(extraTasks) * 400);
    QList<QList<int>> byNode(nodes.size());
    Writer w;
    for (int k = 0; k < extraTasks; ++k) {
        const int serviceIndex = k < generatedServices ? k : rng.bounded(generatedServices);
        GenService& s = gen[serviceIndex];
        int pick = rng.bounded(totalWeight);
        int nodeIndex = 0;
        while (pick >= nodes.at(nodeIndex).weight) {
            pick -= nodes.at(nodeIndex).weight;
            ++nodeIndex;
        }
        const GenNode& node = nodes.at(nodeIndex);

        const int roll = rng.bounded(100);
        Status status;
        switch (node.kind) {
        case NodeKind::Offline:
            status = roll < 60 ? Status::Failed : Status::Stopped;
            break;
        case NodeKind::Initializing:
            status = roll < 50 ? Status::Scheduled : Status::Starting;
            break;
        case NodeKind::Maintenance:
            status = roll < 50 ? Status::Stopping : Status::Stopped;
            break;
        case NodeKind::Online:
        default:
            status = roll < 80   ? Status::Running
                     : roll < 84 ? Status::Starting
                     : roll < 87 ? Status::Scheduled
                     : roll < 89 ? Status::Stopping
                     : roll < 94 ? Status::Stopped
                                 : Status::Failed;
        }
        const qint64 deployedAt = kGeneratedEpochMs - qint64(rng.bounded(30 * 24 * 3600)) * 1000;
        const QByteArrayView version = rng.chance(10) ? s.oldVersion : s.version;

        w.reset();
        w.lit("{\"id\":\"dep-gen-");
        const char* idStart = w.pos() - 8;
        w.padded(k + 1, deploymentWidth);
        const QString id = QString::fromLatin1(idStart, w.pos() - idStart);
        w.lit("\",\"serviceId\":");
        w.raw(s.idJson);
        w.lit(",\"nodeId\":");
        w.raw(node.idJson);
        if (status != Status::Scheduled) {
            w.lit(",\"containerId\":\"");
            w.hex(rng, 64);
            w.lit("\"");
        }
        w.lit(",\"usedImageId\":");
        w.raw(s.imageIdJson);
        w.lit(",\"version\":\"");
        w.raw(version);
        w.lit("\",\"deployedAt\":");
        w.number(deployedAt);
        w.lit(",\"deploymentLog\":[\"");
        w.isoTime(deployedAt);
        w.lit(" scheduled ");
        w.raw(s.name);
        w.lit("@");
        w.raw(version);
        w.lit(" on ");
        w.raw(node.name);
        if (status != Status::Scheduled && status != Status::Running) {
            w.lit("\",\"");
            w.isoTime(deployedAt + 4000);
            w.lit(" container created");
        }
        if (status == Status::Failed) {
            w.lit("\",\"");
            w.isoTime(deployedAt + 9000);
            w.lit(" ERROR container exited with code ");
            w.number(1 + rng.bounded(137));
            w.lit("\",\"");
            w.isoTime(deployedAt + 9500);
            w.lit(" ERROR restart limit reached");
        }
        w.lit("\"],\"status\":\"");
        w.raw(statusName(status));
        w.lit("\"");
        if (status == Status::Running) {
            const int h = rng.bounded(100);
            if (h < 86)
                w.lit(",\"healthStatus\":\"healthy\"");
            else if (h < 93)
                w.lit(",\"healthStatus\":\"unhealthy\"");
            else if (h < 97)
                w.lit(",\"healthStatus\":\"unknown\"");
        } else if (status == Status::Starting || status == Status::Stopping) {
            w.lit(",\"healthStatus\":\"unknown\"");
        } else if (status == Status::Failed) {
            w.lit(",\"healthStatus\":\"unhealthy\"");
        }
        if (status == Status::Running || status == Status::Stopping) {
            w.lit(",\"resourceUsage\":{\"cpuUsagePercent\":");
            w.tenths(rng.bounded(950) + 1);
            w.lit(",\"memoryUsedMB\":");
            w.number(32 + rng.bounded(4000));
            w.lit(",\"lastUpdated\":");
            w.number(kGeneratedEpochMs - rng.bounded(60000));
            w.lit("}");
        }
        w.lit("}");

        const int index = int(m_deployments.size());
        m_deployments.append(id, w.view());
        s.deployments.append(index);
        byNode[nodeIndex].append(index);
    }
    qInfo("T deployments %lld cpu %ld", T.elapsed(), long(std::clock() / (CLOCKS_PER_SEC / 1000)));
    for (const GenService& s : std::as_const(gen))
        m_byService.insert(s.id, s.deployments);
    for (qsizetype i = 0; i < nodes.size(); ++i)
        m_byNode[nodes.at(i).id].append(byNode.at(i));

    m_services.reserve(m_fixtureServices + generatedServices);
    for (int i = 0; i < generatedServices; ++i) {
        QJsonArray ids;
        for (int index : std::as_const(gen.at(i).deployments))
            ids.append(m_deployments.idAt(index));
        QJsonObject data = serviceData.at(i);
        data.insert(QStringLiteral("deploymentIds"), ids);
        m_services.append(QJsonObject{{QStringLiteral("id"), gen.at(i).id}, {QStringLiteral("data"), data}});
    }
    qInfo("T end %lld cpu %ld", T.elapsed(), long(std::clock() / (CLOCKS_PER_SEC / 1000)));
}

} // namespace cloudly::core
