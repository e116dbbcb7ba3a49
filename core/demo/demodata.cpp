#include "demo/demodata.h"

#include "util/logging.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

#include <array>
#include <cstdio>

namespace cloudly::core {

// ---------------------------------------------------------------------------------------------------
// DemoCollection

void DemoCollection::clear()
{
    m_ids.clear();
    m_json.clear();
    m_index.clear();
    m_array.clear();
}

void DemoCollection::reserve(qsizetype count)
{
    m_ids.reserve(count);
    m_json.reserve(count);
    m_index.reserve(count);
}

void DemoCollection::append(const QString& id, QByteArray json)
{
    m_index.insert(id, int(m_json.size()));
    m_ids.append(id);
    m_json.append(std::move(json));
}

void DemoCollection::append(const QJsonObject& object)
{
    append(object.value(QLatin1String("id")).toString(), QJsonDocument(object).toJson(QJsonDocument::Compact));
}

void DemoCollection::finalize()
{
    qsizetype total = 2;
    for (const QByteArray& item : std::as_const(m_json))
        total += item.size() + 1;
    m_array.clear();
    m_array.reserve(total);
    m_array.append('[');
    for (qsizetype i = 0; i < m_json.size(); ++i) {
        if (i)
            m_array.append(',');
        m_array.append(m_json.at(i));
    }
    m_array.append(']');
}

QJsonObject DemoCollection::objectAt(int index) const
{
    return QJsonDocument::fromJson(m_json.at(index)).object();
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
        total += m_json.at(i).size() + 1;
    QByteArray out;
    out.reserve(total);
    out.append('[');
    bool first = true;
    for (int i : indexes) {
        if (!first)
            out.append(',');
        first = false;
        out.append(m_json.at(i));
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

    m_services.finalize();
    m_deployments.finalize();
    m_clusters.finalize();
    m_nodes.finalize();
    m_images.finalize();
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

// Fixed "now" of the generated inventory, so generation is reproducible (2025-11-30T00:00:00Z).
constexpr qint64 kGeneratedEpochMs = 1764460800000ll;

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

void appendHex(QByteArray& out, Rng& rng, int chars)
{
    static const char hex[] = "0123456789abcdef";
    while (chars > 0) {
        quint64 v = rng.next();
        for (int i = 0; i < 16 && chars > 0; ++i, --chars) {
            out.append(hex[v & 0xf]);
            v >>= 4;
        }
    }
}

void appendTenths(QByteArray& out, int tenths)
{
    out.append(QByteArray::number(tenths / 10));
    out.append('.');
    out.append(char('0' + tenths % 10));
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

// "2025-11-30T12:34:56Z" without QDateTime (which is far slower for 200k timestamps).
QByteArray isoTime(qint64 ms)
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
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02dZ", int(year), month, day, daySecs / 3600,
                  (daySecs / 60) % 60, daySecs % 60);
    return QByteArray(buf, 20);
}

struct GenNode
{
    QByteArray idJson;
    QByteArray name;
    QString status;
    int weight = 1;
};

struct GenService
{
    QString id;
    QByteArray idJson;
    QByteArray name;
    QByteArray imageIdJson;
    QByteArray versionJson;
    QByteArray oldVersionJson;
    QList<int> deployments;
};

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
        n.idJson = jsonString(m_nodes.idAt(i));
        n.name = data.value(QLatin1String("name")).toString(m_nodes.idAt(i)).toUtf8();
        n.status = data.value(QLatin1String("status")).toString();
        n.weight = n.status == QLatin1String("online") ? 12 : 1;
        totalWeight += n.weight;
        nodes.append(n);
    }
    if (nodes.isEmpty()) {
        GenNode n;
        n.idJson = jsonString(QStringLiteral("node-generated"));
        n.name = "node-generated";
        n.status = QStringLiteral("online");
        totalWeight = n.weight;
        nodes.append(n);
    }
    QStringList imageIds = m_images.ids();
    if (imageIds.isEmpty())
        imageIds << QStringLiteral("img-generated");

    // Services.
    const int serviceWidth = std::max(4, digits(generatedServices));
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
        s.name = name.toUtf8();
        const QString imageId = imageIds.at(rng.bounded(int(imageIds.size())));
        s.imageIdJson = jsonString(imageId);
        const int major = 1 + rng.bounded(4), minor = rng.bounded(20), patch = rng.bounded(10);
        const QString version = QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
        s.versionJson = jsonString(version);
        s.oldVersionJson =
            jsonString(QStringLiteral("%1.%2.%3").arg(major).arg(std::max(0, minor - 1)).arg(patch + 1));

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

    // Deployments: written by hand (no QJsonObject round trip), ~350 bytes each.
    const int deploymentWidth = std::max(6, digits(extraTasks));
    m_deployments.reserve(m_fixtureDeployments + extraTasks);
    QByteArray json;
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
        const char* status;
        if (node.status == QLatin1String("offline"))
            status = roll < 60 ? "failed" : "stopped";
        else if (node.status == QLatin1String("initializing"))
            status = roll < 50 ? "scheduled" : "starting";
        else if (node.status == QLatin1String("maintenance"))
            status = roll < 50 ? "stopping" : "stopped";
        else
            status = roll < 80 ? "running"
                     : roll < 84 ? "starting"
                     : roll < 87 ? "scheduled"
                     : roll < 89 ? "stopping"
                     : roll < 94 ? "stopped"
                                 : "failed";
        const QByteArrayView st(status);
        const qint64 deployedAt = kGeneratedEpochMs - qint64(rng.bounded(30 * 24 * 3600)) * 1000;
        const QString id = QStringLiteral("dep-gen-") + padded(k + 1, deploymentWidth);

        json.clear();
        json.reserve(420);
        json.append("{\"id\":");
        appendJsonString(json, id.toLatin1());
        json.append(",\"serviceId\":").append(s.idJson);
        json.append(",\"nodeId\":").append(node.idJson);
        if (st != "scheduled") {
            json.append(",\"containerId\":\"");
            appendHex(json, rng, 64);
            json.append('"');
        }
        json.append(",\"usedImageId\":").append(s.imageIdJson);
        json.append(",\"version\":").append(rng.chance(10) ? s.oldVersionJson : s.versionJson);
        json.append(",\"deployedAt\":").append(QByteArray::number(deployedAt));
        json.append(",\"deploymentLog\":[");
        appendJsonString(json, isoTime(deployedAt) + " scheduled " + s.name + " on " + node.name);
        if (st != "scheduled") {
            json.append(',');
            appendJsonString(json, isoTime(deployedAt + 4000) + " pulled image and created container");
        }
        if (st == "failed") {
            json.append(',');
            appendJsonString(json, isoTime(deployedAt + 9000) +
                                       " ERROR container exited with code " + QByteArray::number(1 + rng.bounded(137)));
            json.append(',');
            appendJsonString(json, isoTime(deployedAt + 9500) + " ERROR restart limit reached");
        }
        json.append("],\"status\":\"").append(status).append('"');
        if (st == "running") {
            const int h = rng.bounded(100);
            if (h < 86)
                json.append(",\"healthStatus\":\"healthy\"");
            else if (h < 93)
                json.append(",\"healthStatus\":\"unhealthy\"");
            else if (h < 97)
                json.append(",\"healthStatus\":\"unknown\"");
        } else if (st == "starting" || st == "stopping") {
            json.append(",\"healthStatus\":\"unknown\"");
        } else if (st == "failed") {
            json.append(",\"healthStatus\":\"unhealthy\"");
        }
        if (st == "running" || st == "stopping") {
            json.append(",\"resourceUsage\":{\"cpuUsagePercent\":");
            appendTenths(json, rng.bounded(950) + 1);
            json.append(",\"memoryUsedMB\":").append(QByteArray::number(32 + rng.bounded(4000)));
            json.append(",\"lastUpdated\":").append(QByteArray::number(kGeneratedEpochMs - rng.bounded(60000)));
            json.append('}');
        }
        json.append('}');

        const int index = int(m_deployments.size());
        m_deployments.append(id, json);
        s.deployments.append(index);
        m_byService[s.id].append(index);
        m_byNode[m_nodes.isEmpty() ? QStringLiteral("node-generated") : m_nodes.idAt(nodeIndex)].append(index);
    }

    m_services.reserve(m_fixtureServices + generatedServices);
    for (int i = 0; i < generatedServices; ++i) {
        QJsonArray ids;
        for (int index : std::as_const(gen.at(i).deployments))
            ids.append(m_deployments.idAt(index));
        QJsonObject data = serviceData.at(i);
        data.insert(QStringLiteral("deploymentIds"), ids);
        m_services.append(QJsonObject{{QStringLiteral("id"), gen.at(i).id}, {QStringLiteral("data"), data}});
    }
    m_services.finalize();
    m_deployments.finalize();
}

} // namespace cloudly::core
