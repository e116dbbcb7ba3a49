#include "core/demo/demodata.h"

#include "core/util/logging.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <vector>

namespace cloudly {
namespace core {
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
    append(object.value(QLatin1String("id")).toString(),
           QJsonDocument(object).toJson(QJsonDocument::Compact));
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
        const QJsonArray nodes =
            c.value(QLatin1String("data")).toObject().value(QLatin1String("nodes")).toArray();
        for (const QJsonValue& node : nodes) {
            const QJsonObject n = node.toObject();
            const QString nodeId = n.value(QLatin1String("id")).toString();
            if (nodeId.isEmpty() || m_nodes.contains(nodeId))
                continue;
            m_nodesByCluster[clusterId].append(static_cast<int>(m_nodes.size()));
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
        const int index = static_cast<int>(m_deployments.size());
        m_byService[field(d, QLatin1String("serviceId"))].append(index);
        m_byNode[field(d, QLatin1String("nodeId"))].append(index);
        m_deployments.append(d);
    }
    m_fixtureServices = static_cast<int>(m_services.size());
    m_fixtureDeployments = static_cast<int>(m_deployments.size());

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
    int bounded(int n) { return n <= 0 ? 0 : static_cast<int>(next() % static_cast<quint64>(n)); }
    bool chance(int percent) { return bounded(100) < percent; }

private:
    quint64 m_state;
};

// Fixed "now" of the generated inventory (the fixture's T0, 2026-01-01T00:00:00Z): generation never
// looks at the clock, so the same arguments always give the same bytes.
constexpr qint64 kGeneratedEpochMs = 1767225600000ll;

// A JSON string literal (with quotes) for any text.
QByteArray jsonString(const QString& s)
{
    return QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact).sliced(1).chopped(1);
}

// Writes generated JSON into a growing buffer. Only pre-escaped JSON (`raw`) and ASCII literals that need
// no escaping go in, so no per-character work is done: the 100k-deployment inventory must be cheap to
// build even in debug builds.
class Writer
{
public:
    Writer() : m_storage(4096) {}
    void reset() { m_length = 0; }
    QByteArrayView view() const { return QByteArrayView(m_storage.data(), m_length); }
    qsizetype size() const { return m_length; }
    const char* at(qsizetype offset) const { return m_storage.data() + offset; }

    template <qsizetype N> void lit(const char (&text)[N]) { put(text, N - 1); }
    void raw(QByteArrayView bytes) { put(bytes.data(), bytes.size()); }
    void number(qint64 value)
    {
        char buffer[24];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
        put(buffer, result.ptr - buffer);
    }
    void padded(int value, int width)
    {
        char buffer[32];
        char* end = std::to_chars(buffer + 16, buffer + sizeof buffer, value).ptr;
        char* begin = buffer + 16;
        while (end - begin < width && begin > buffer)
            *--begin = '0';
        put(begin, end - begin);
    }
    void tenths(int value)
    {
        number(value / 10);
        const char tail[2] = {'.', char('0' + value % 10)};
        put(tail, 2);
    }
    void hex(Rng& rng, int bytes)
    {
        static const char digits[] = "0123456789abcdef";
        char out[64];
        int n = 0;
        while (n < 2 * bytes && n < int(sizeof out)) {
            quint64 v = rng.next();
            for (int i = 0; i < 8 && n < 2 * bytes; ++i, v >>= 8) {
                out[n++] = digits[(v >> 4) & 0xf];
                out[n++] = digits[v & 0xf];
            }
        }
        put(out, n);
    }
    // "2026-01-01T12:34:56Z"
    void isoTime(qint64 ms)
    {
        const qint64 secs = ms / 1000;
        qint64 days = secs / 86400;
        const int daySecs = static_cast<int>(secs % 86400);
        // Howard Hinnant's civil_from_days.
        days += 719468;
        const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
        const qint64 doe = days - era * 146097;
        const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        qint64 year = yoe + era * 400;
        const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        const qint64 mp = (5 * doy + 2) / 153;
        const int day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
        const int month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
        if (month <= 2)
            ++year;
        const int fields[6] = {static_cast<int>(year / 100), int(year % 100), month, day, daySecs / 3600,
                               (daySecs / 60) % 60};
        char out[20] = {0, 0, 0, 0, '-', 0, 0, '-', 0, 0, 'T', 0, 0, ':', 0, 0, ':', 0, 0, 'Z'};
        const int positions[6] = {0, 2, 5, 8, 11, 14};
        for (int i = 0; i < 6; ++i) {
            out[positions[i]] = static_cast<char>('0' + fields[i] / 10);
            out[positions[i] + 1] = static_cast<char>('0' + fields[i] % 10);
        }
        out[17] = static_cast<char>('0' + (daySecs % 60) / 10);
        out[18] = static_cast<char>('0' + daySecs % 10);
        put(out, 20);
    }

private:
    void put(const char* data, qsizetype size)
    {
        if (m_length + size > static_cast<qsizetype>(m_storage.size()))
            m_storage.resize(std::max(m_storage.size() * 2, size_t(m_length + size)));
        std::memcpy(m_storage.data() + m_length, data, size_t(size));
        m_length += size;
    }

    std::vector<char> m_storage;
    qsizetype m_length = 0;
};

enum class NodeKind
{
    Online,
    Offline,
    Initializing,
    Maintenance
};
enum class Status
{
    Scheduled,
    Starting,
    Running,
    Stopping,
    Stopped,
    Failed
};

struct GenNode
{
    QString id;
    QByteArray idPart; // ,"nodeId":"<id>"
    QByteArray name;   // JSON-escaped, without quotes
    NodeKind kind = NodeKind::Online;
    int weight = 1;
};

struct GenService
{
    QString id;
    QByteArray idJson;
    QByteArray servicePart; // ,"serviceId":"<id>"
    QByteArray imagePart;   // ,"usedImageId":"<image>","version":"
    QByteArray imageIdJson;
    QByteArray name;
    QByteArray number;
    QByteArray version;
    QByteArray oldVersion;
    bool distributed = false;
    int strategy = 0; // limited-replicas, custom, all-nodes
    int scaleFactor = 1;
    int maxReplicas = 0;
    bool leastConnections = false;
    bool debugLogging = false;
    int cpuTenths = 0; // 0: no resources
    int memoryMB = 0;
    QList<int> deployments;
};

// JSON string contents (no quotes), escaped.
QByteArray escaped(const QString& s)
{
    const QByteArray quoted = jsonString(s);
    return quoted.sliced(1, quoted.size() - 2);
}

QString padded(int value, int width)
{
    return QStringLiteral("%1").arg(value, width, 10, QLatin1Char('0'));
}

int digitCount(int n)
{
    int d = 1;
    while (n >= 10) {
        n /= 10;
        ++d;
    }
    return d;
}

const std::array<const char*, 16> kPrefixes = {
    "checkout", "billing", "search",  "catalog",   "auth",     "media",     "notify", "report",
    "ingest",   "gateway", "profile", "inventory", "payments", "analytics", "mailer", "scheduler"};
const std::array<const char*, 8> kSuffixes = {"api",    "worker", "web",   "cron",
                                              "stream", "proxy",  "cache", "indexer"};

// One IDeployment (5.3.0 shape), about 380 bytes.
void writeDeployment(Writer& w, Rng& rng, int number, int width, const GenService& s, const GenNode& node,
                     Status status)
{
    static const char* const statusNames[] = {"scheduled", "starting", "running",
                                              "stopping",  "stopped",  "failed"};
    const qint64 deployedAt = kGeneratedEpochMs - static_cast<qint64>(rng.bounded(30 * 24 * 3600)) * 1000;
    const QByteArray& version = rng.chance(10) ? s.oldVersion : s.version;

    w.lit("{\"id\":\"dep-gen-");
    w.padded(number, width);
    w.lit("\"");
    w.raw(s.servicePart);
    w.raw(node.idPart);
    if (status != Status::Scheduled) {
        w.lit(",\"containerId\":\"");
        w.hex(rng, 32);
        w.lit("\"");
    }
    w.raw(s.imagePart);
    w.raw(version);
    w.lit("\",\"deployedAt\":");
    w.number(deployedAt);
    w.lit(",\"deploymentLog\":[\"");
    w.isoTime(deployedAt);
    w.lit(" scheduled ");
    w.raw(version);
    w.lit(" on ");
    w.raw(node.name);
    if (status == Status::Starting || status == Status::Stopped || status == Status::Failed) {
        w.lit("\",\"");
        w.isoTime(deployedAt + 4000);
        w.lit(" container started");
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
    w.raw(statusNames[static_cast<int>(status)]);
    w.lit("\"");
    switch (status) {
    case Status::Running: {
        const int h = rng.bounded(100);
        if (h < 86)
            w.lit(",\"healthStatus\":\"healthy\"");
        else if (h < 93)
            w.lit(",\"healthStatus\":\"unhealthy\"");
        else if (h < 97)
            w.lit(",\"healthStatus\":\"unknown\"");
        break; // else: no health check configured (key absent)
    }
    case Status::Starting:
    case Status::Stopping:
        w.lit(",\"healthStatus\":\"unknown\"");
        break;
    case Status::Failed:
        w.lit(",\"healthStatus\":\"unhealthy\"");
        break;
    case Status::Scheduled:
    case Status::Stopped:
        break;
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
}

// One IService (`{id, data}`) with every commonly used field.
// `firstGenerated` is the collection index of dep-gen-1.
void writeService(Writer& w, const GenService& s, int index, int firstGenerated, int deploymentWidth)
{
    static const char* const strategies[] = {"limited-replicas", "custom", "all-nodes"};
    w.lit("{\"id\":");
    w.raw(s.idJson);
    w.lit(",\"data\":{\"name\":\"");
    w.raw(s.name);
    w.lit("\",\"description\":\"Generated demo workload ");
    w.raw(s.name);
    w.lit("\",\"imageId\":");
    w.raw(s.imageIdJson);
    w.lit(",\"imageVersion\":\"");
    w.raw(s.version);
    w.lit("\",\"environment\":{\"NODE_ENV\":\"production\",\"LOG_LEVEL\":\"");
    w.raw(s.debugLogging ? QByteArrayView("debug") : QByteArrayView("info"));
    w.lit("\",\"SERVICE_NAME\":\"");
    w.raw(s.name);
    w.lit("\"},\"secretBundleId\":\"sb-gen-");
    w.raw(s.number);
    w.lit("\",\"serviceCategory\":\"");
    w.raw(s.distributed ? QByteArrayView("distributed") : QByteArrayView("workload"));
    w.lit("\",\"deploymentStrategy\":\"");
    w.raw(strategies[s.strategy]);
    w.lit("\"");
    if (s.maxReplicas > 0) {
        w.lit(",\"maxReplicas\":");
        w.number(s.maxReplicas);
    }
    if (s.distributed)
        w.lit(",\"antiAffinity\":true");
    w.lit(",\"scaleFactor\":");
    w.number(s.scaleFactor);
    w.lit(",\"balancingStrategy\":\"");
    w.raw(s.leastConnections ? QByteArrayView("least-connections") : QByteArrayView("round-robin"));
    w.lit("\",\"ports\":{\"web\":");
    w.number(3000 + index % 1000);
    w.lit("}");
    if (s.cpuTenths > 0) {
        w.lit(",\"resources\":{\"cpuLimit\":");
        w.tenths(s.cpuTenths);
        w.lit(",\"memorySizeLimitMB\":");
        w.number(s.memoryMB);
        w.lit("}");
    }
    w.lit(",\"domains\":[{\"name\":\"");
    w.raw(s.name);
    w.lit(".demo.serve.zone\",\"protocol\":\"https\"}],\"deploymentIds\":[");
    for (qsizetype i = 0; i < s.deployments.size(); ++i) {
        if (i)
            w.lit(",");
        w.lit("\"dep-gen-");
        w.padded(s.deployments.at(i) - firstGenerated + 1, deploymentWidth);
        w.lit("\"");
    }
    w.lit("]}}");
}

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

    Rng rng(0xC10D1Dull ^ (static_cast<quint64>(generatedServices) << 32) ^ static_cast<quint64>(extraTasks));

    // Nodes: the fixture's; online nodes carry most of the load, every node gets some.
    QList<GenNode> nodes;
    int totalWeight = 0;
    for (int i = 0; i < m_nodes.size(); ++i) {
        const QJsonObject data = m_nodes.objectAt(i).value(QLatin1String("data")).toObject();
        GenNode n;
        n.id = m_nodes.idAt(i);
        n.idPart = ",\"nodeId\":" + jsonString(n.id);
        n.name = escaped(data.value(QLatin1String("name")).toString(n.id));
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
        n.idPart = ",\"nodeId\":\"node-generated\"";
        n.name = "node-generated";
        totalWeight = n.weight;
        nodes.append(n);
    }
    QStringList imageIds = m_images.ids();
    if (imageIds.isEmpty())
        imageIds << QStringLiteral("img-generated");

    // Services (serialized at the end, once their deploymentIds are known).
    const int serviceWidth = std::max(4, digitCount(generatedServices));
    QList<GenService> gen(generatedServices);
    for (int i = 0; i < generatedServices; ++i) {
        GenService& s = gen[i];
        const QString number = padded(i + 1, serviceWidth);
        s.number = number.toLatin1();
        s.id = QStringLiteral("svc-gen-") + number;
        s.idJson = jsonString(s.id);
        s.servicePart = ",\"serviceId\":" + s.idJson;
        s.name = QByteArray(kPrefixes[static_cast<size_t>(rng.bounded(static_cast<int>(kPrefixes.size())))]) +
                 '-' + kSuffixes[static_cast<size_t>(rng.bounded(static_cast<int>(kSuffixes.size())))] + '-' +
                 s.number;
        s.imageIdJson = jsonString(imageIds.at(rng.bounded(static_cast<int>(imageIds.size()))));
        s.imagePart = ",\"usedImageId\":" + s.imageIdJson + ",\"version\":\"";
        const int major = 1 + rng.bounded(4), minor = rng.bounded(20), patch = rng.bounded(10);
        s.version = QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch).toLatin1();
        s.oldVersion =
            QStringLiteral("%1.%2.%3").arg(major).arg(std::max(0, minor - 1)).arg(patch + 1).toLatin1();
        s.distributed = rng.chance(8);
        s.strategy = s.distributed ? 0 : rng.bounded(3);
        s.scaleFactor = 1 + rng.bounded(5);
        if (s.strategy == 0)
            s.maxReplicas = 2 + rng.bounded(4);
        s.leastConnections = rng.chance(25);
        s.debugLogging = rng.chance(20);
        if (rng.chance(60)) {
            s.cpuTenths = 5 * (1 + rng.bounded(4));
            s.memoryMB = 256 * (1 + rng.bounded(8));
        }
    }

    // Deployments, written straight into the collection's buffer (no QJsonObject round trip).
    const int deploymentWidth = std::max(6, digitCount(extraTasks));
    m_deployments.reserve(m_fixtureDeployments + extraTasks,
                          m_deployments.serializedArray().size() + static_cast<qsizetype>(extraTasks) * 400);
    QList<QList<int>> byNode(nodes.size());
    Writer w;
    for (int k = 0; k < extraTasks; ++k) {
        // Every generated service gets at least one deployment, the rest are spread at random.
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
        Status status = Status::Running;
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
            status = roll < 80   ? Status::Running
                     : roll < 84 ? Status::Starting
                     : roll < 87 ? Status::Scheduled
                     : roll < 89 ? Status::Stopping
                     : roll < 94 ? Status::Stopped
                                 : Status::Failed;
            break;
        }
        w.reset();
        writeDeployment(w, rng, k + 1, deploymentWidth, s, node, status);
        // The id is the first string of the object: {"id":"dep-gen-NNNNNN",...
        const QString id = QString::fromLatin1(w.at(7), 8 + std::max(deploymentWidth, digitCount(k + 1)));
        const int index = static_cast<int>(m_deployments.size());
        m_deployments.append(id, w.view());
        s.deployments.append(index);
        byNode[nodeIndex].append(index);
    }
    for (const GenService& s : std::as_const(gen))
        m_byService.insert(s.id, s.deployments);
    for (qsizetype i = 0; i < nodes.size(); ++i)
        m_byNode[nodes.at(i).id].append(byNode.at(i));

    m_services.reserve(m_fixtureServices + generatedServices,
                       m_services.serializedArray().size() + static_cast<qsizetype>(generatedServices) * 700 +
                           static_cast<qsizetype>(extraTasks) * 20);
    for (int i = 0; i < generatedServices; ++i) {
        w.reset();
        writeService(w, gen.at(i), i, m_fixtureDeployments, deploymentWidth);
        m_services.append(gen.at(i).id, w.view());
    }
}

} // namespace core
} // namespace cloudly