#pragma once

#include "core/api/jsonreader.h"
#include "core/api/lazyjson.h"

#include <QMap>

namespace cloudly {
namespace core {
// IService (`@serve.zone/interfaces`; fields as of 5.3.0/5.8.0, see docs/CONTRACTS.md, Services).
// The 12.0.0 shape is only partly known, so everything except `id`, `data` and `data.name` is optional
// and unknown keys survive in `raw`. Enumerated values (serviceCategory, deploymentStrategy,
// balancingStrategy, domain protocol) stay strings: unknown values are accepted and shown as unknown.
// Lists and maps: absent == empty; toJson() writes an empty one back only if the key was there.
// `raw` reads like a QJsonObject; decodeServices() keeps it (and the nested objects' raws) as slices of one
// compact JSON buffer of the whole list, parsed only when read (10k services as QJsonObjects take ~4x).

const QStringList& knownServiceCategories();    // base, distributed, workload
const QStringList& knownDeploymentStrategies(); // all-nodes, limited-replicas, custom
const QStringList& knownBalancingStrategies();  // round-robin, least-connections
const QStringList& knownDomainProtocols();      // http, https, ssh

// `ports`: { web: number; custom?: { [domain]: string } }.
struct ServicePorts
{
    std::optional<qint64> web;
    QMap<QString, QString> custom;
    LazyJsonObject raw;

    static std::optional<ServicePorts> fromJson(const QJsonValue& value, const QString& path,
                                                DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IServiceVolume (5.5-5.8).
struct ServiceVolume
{
    std::optional<QString> name;   // stable Docker volume name; absent: derived from service id + mount path
    std::optional<QString> source; // alias of `name` for volumes shared across services
    QString mountPath;             // required
    std::optional<QString> driver; // "corestore" (default) | "local" | any
    std::optional<bool> readOnly;
    std::optional<bool> backup;     // default true
    QMap<QString, QString> options; // driver options
    LazyJsonObject raw;

    static std::optional<ServiceVolume> fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors);
    QJsonObject toJson() const;
    QString effectiveDriver() const { return driver.value_or(QStringLiteral("corestore")); }
    bool effectiveBackup() const { return backup.value_or(true); }
    bool effectiveReadOnly() const { return readOnly.value_or(false); }

    // Where the effective volume name comes from: an explicit `name`, else the `source` alias (a volume
    // shared on purpose), else the name Coreflow derives. An empty string counts as absent.
    enum class NameOrigin : quint8
    {
        Name,
        Source,
        Derived
    };
    NameOrigin nameOrigin() const;
    static QString nameOriginName(NameOrigin origin); // "name", "source", "derived"
    // The Docker volume name. Derived (ASSUMPTION: Coreflow's rule is unseen): the service id and the mount
    // path joined by "-", every character other than [A-Za-z0-9_.-] replaced by "-", runs of "-" collapsed,
    // leading/trailing "-" dropped: svc-shared-a + /srv/media -> "svc-shared-a-srv-media".
    QString effectiveName(const QString& serviceId) const;
};

// IServiceRessources (sic).
struct ServiceResources
{
    std::optional<double> cpuLimit;
    std::optional<double> cpuReservation;
    std::optional<double> memorySizeLimitMB;
    std::optional<double> memorySizeReservationMB;
    QJsonArray volumeMounts; // tsclass IVolumeMount[]: shape unseen, kept as JSON
    LazyJsonObject raw;

    static std::optional<ServiceResources> fromJson(const QJsonValue& value, const QString& path,
                                                    DecodeErrors& errors);
    QJsonObject toJson() const;
};

// One element of `domains`.
struct ServiceDomain
{
    QString name;
    std::optional<qint64> port;
    std::optional<QString> protocol; // "http" | "https" | "ssh" | unknown
    LazyJsonObject raw;

    static std::optional<ServiceDomain> fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct ServiceData
{
    QString name; // required
    std::optional<QString> description;
    std::optional<QString> imageId;
    std::optional<QString> imageVersion;
    QMap<QString, QString> environment;
    std::optional<QString> secretBundleId;
    QStringList additionalSecretBundleIds;
    std::optional<QString> serviceCategory;
    std::optional<QString> deploymentStrategy;
    std::optional<qint64> maxReplicas;
    std::optional<bool> antiAffinity;
    std::optional<double> scaleFactor;
    std::optional<QString> balancingStrategy;
    std::optional<ServicePorts> ports;
    QList<ServiceVolume> volumes;
    std::optional<ServiceResources> resources;
    QList<ServiceDomain> domains;
    LazyStringList deploymentIds; // reads like a QStringList (kept as bytes by decodeServices())
    LazyJsonObject raw;

    static std::optional<ServiceData> fromJson(const QJsonValue& value, const QString& path,
                                               DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct Service
{
    QString id;
    ServiceData data;
    LazyJsonObject raw;

    static std::optional<Service> fromJson(const QJsonValue& value, const QString& path,
                                           DecodeErrors& errors);
    QJsonObject toJson() const;
};

// `response.services` (getServices, getClusterConfig). Elements that fail to decode are skipped and their
// errors appended (path `$.services[i]...`); the rest are returned. When all decode, every `raw` (also of
// data, ports, resources, volumes and domains) is a slice of compactServicesJson(response).
QList<Service> decodeServices(const QJsonObject& response, DecodeErrors& errors);
// The same with `compact` = compactServicesJson(response) computed by the caller (e.g. to hash it first).
QList<Service> decodeServicesCompact(const QJsonObject& response, DecodeErrors& errors,
                                     const QByteArray& compact);
// `response.services` as compact JSON (QJsonDocument::Compact; deterministic for equal values), with
// spare capacity for the byte-level reader. Empty when `services` is not an array.
QByteArray compactServicesJson(const QJsonObject& response);
// `response.services` straight from the reply's bytes (the response object, e.g. CallResult::raw.bytes):
// parsed once (QJsonDocument: the same values and the same named errors as decodeServices() of that
// object; bytes that are not a JSON object give one error at `$`), every `raw` a slice of `response`'s
// buffer (the reply frame, kept alive by them) instead of a compact copy of the list.
QList<Service> decodeServicesJson(const JsonSlice& response, DecodeErrors& errors);
// `response.service` (getServiceById).
std::optional<Service> decodeService(const QJsonObject& response, DecodeErrors& errors);

} // namespace core
} // namespace cloudly