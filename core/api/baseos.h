#pragma once

#include "core/api/jsonreader.h"

namespace cloudly {
namespace core {
// BaseOS contract of `@serve.zone/interfaces` 5.8.0 (data/baseos.ts).
//
// Decoding rules (as for the backup contract):
// - Every struct keeps the object it was decoded from in `raw`; toJson() writes the typed fields over it, so
//   keys we do not know survive a round trip. IBalenaDeviceState and IBalenaStateStatus are open records
//   (`[key: string]: unknown`): their extra keys survive the same way.
// - Literal unions that describe a state (runtime level, connection status, build status, architecture,
//   image kind, source preset) keep unknown values as sent; the accessors then say unknown, never a guess.
// - `runtimeInfo.runtime` is the literal "baseos": any other value is an error naming its path (the object
//   would not describe a BaseOS node).
// - Secrets never enter the client: a `nodeToken`, `joinToken`, `baseosJoinToken` or Wi-Fi `password` key
//   (at any depth of a node or build) is dropped from `raw` while decoding and `droppedSecrets` counts them.

const QStringList& allBaseOsRuntimeLevels();      // app-layer, host-os, target-state
const QStringList& allBaseOsConnectionStatuses(); // not-configured, connecting, connected, failed
const QStringList& allBaseOsImageArchitectures(); // amd64, arm64, rpi
const QStringList& allBaseOsImageKinds();         // ubuntu-iso, balena-raw
const QStringList& allBaseOsImageSourcePresets(); // balena-generic-amd64, balena-generic-aarch64, ...
const QStringList& allBaseOsImageBuildStatuses(); // queued, building, ready, failed, cancelled
// The keys dropped as secrets (see above).
bool isBaseOsSecretKey(QStringView key);

// A number that may also be JSON null (`number | null`): absent, null and a value are told apart so a
// round trip writes back what was sent.
struct NullableNumber
{
    std::optional<double> value;
    bool isNull = false; // sent as null

    bool isPresent() const { return value.has_value() || isNull; }
};

// IBalenaDeviceState (the balena supervisor's /v1/device answer; open record).
struct BalenaDeviceState
{
    std::optional<double> apiPort;
    std::optional<QString> ipAddress;
    std::optional<QString> macAddress;
    std::optional<QString> commit;
    std::optional<QString> status;
    std::optional<QString> osVersion;
    std::optional<QString> supervisorVersion;
    std::optional<bool> updatePending;
    std::optional<bool> updateDownloaded;
    std::optional<bool> updateFailed;
    NullableNumber downloadProgress; // percent
    QJsonObject raw;

    static std::optional<BalenaDeviceState> fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBalenaStateStatus (the supervisor's /v2/state/status answer; open record).
struct BalenaStateStatus
{
    std::optional<QString> status;
    std::optional<QString> appState;
    NullableNumber overallDownloadProgress; // percent
    std::optional<QString> release;
    std::optional<QJsonArray> containers; // Record<string, unknown>[] (each element an object)
    std::optional<QJsonArray> images;     // Record<string, unknown>[]
    QJsonObject raw;

    static std::optional<BalenaStateStatus> fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBaseOsRuntimeInfo.
struct BaseOsRuntimeInfo
{
    enum class Level : quint8
    {
        AppLayer,
        HostOs,
        TargetState,
        Unknown
    };
    enum class Connection : quint8
    {
        NotConfigured,
        Connecting,
        Connected,
        Failed,
        Unknown
    };
    QString runtimeLevel; // as sent; see level()
    QString nodeId;
    std::optional<QString> cloudlyUrl;
    QString cloudlyConnectionStatus; // as sent; see connection()
    bool supervisorAvailable = false;
    std::optional<QString> supervisorAddress;
    std::optional<BalenaDeviceState> deviceState;
    std::optional<BalenaStateStatus> stateStatus;
    double checkedAt = 0; // ms since the epoch
    QJsonObject raw;

    Level level() const;
    Connection connection() const;
    static std::optional<BaseOsRuntimeInfo> fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBaseOsDesiredState.
struct BaseOsDesiredState
{
    std::optional<QString> release;
    std::optional<QJsonObject> targetState;
    std::optional<double> updatedAt;
    QJsonObject raw;

    static std::optional<BaseOsDesiredState> fromJson(const QJsonValue& value, const QString& path,
                                                      DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBaseOsNode.
struct BaseOsNode
{
    QString id;
    BaseOsRuntimeInfo runtimeInfo; // data.runtimeInfo
    std::optional<BaseOsDesiredState> desiredState;
    double createdAt = 0;
    double updatedAt = 0;
    std::optional<double> lastHeartbeatAt;
    QJsonObject dataRaw; // data as sent (secrets dropped)
    QJsonObject raw;     // the node as sent (secrets dropped)
    int droppedSecrets = 0;

    static std::optional<BaseOsNode> fromJson(const QJsonValue& value, const QString& path,
                                              DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBaseOsImageArtifact.
struct BaseOsImageArtifact
{
    QString bucketName;
    QString key;
    QString filename;
    QString contentType;
    double size = 0;
    QString sha256;
    double createdAt = 0;
    QJsonObject raw;

    static std::optional<BaseOsImageArtifact> fromJson(const QJsonValue& value, const QString& path,
                                                       DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBaseOsImageBuild.
struct BaseOsImageBuild
{
    enum class Status : quint8
    {
        Queued,
        Building,
        Ready,
        Failed,
        Cancelled,
        Unknown
    };
    QString id;
    QString status;       // as sent; see statusValue()
    QString architecture; // as sent (amd64, arm64, rpi or unknown)
    std::optional<QString> imageKind;
    QString cloudlyUrl;
    std::optional<QString> sourceImageUrl;
    std::optional<QString> sourceImagePreset;
    std::optional<QString> balenaOsVersion;
    std::optional<QString> ubuntuVersion;
    std::optional<QString> hostname;
    std::optional<QString> wifiSsid;
    std::optional<QString> sshPublicKey;
    std::optional<BaseOsImageArtifact> artifact;
    std::optional<QString> errorText;
    QStringList logs;
    double createdAt = 0;
    double updatedAt = 0;
    std::optional<double> startedAt;
    std::optional<double> completedAt;
    std::optional<double> expiresAt;
    QJsonObject dataRaw;
    QJsonObject raw;
    int droppedSecrets = 0;

    Status statusValue() const;
    // Past `expiresAt` at `nowMs` (false when the build has no expiry).
    bool isExpiredAt(double nowMs) const { return expiresAt && *expiresAt <= nowMs; }
    static std::optional<BaseOsImageBuild> fromJson(const QJsonValue& value, const QString& path,
                                                    DecodeErrors& errors);
    QJsonObject toJson() const;
};

// `{nodes}` of getBaseOsNodes and `{builds}` of getBaseOsImageBuilds (method names assumed, see
// api/methods.h). Paths start at `$`.
struct BaseOsNodesResponse
{
    QList<BaseOsNode> nodes;
    QJsonObject raw;

    static std::optional<BaseOsNodesResponse> fromJson(const QJsonObject& object, DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct BaseOsImageBuildsResponse
{
    QList<BaseOsImageBuild> builds;
    QJsonObject raw;

    static std::optional<BaseOsImageBuildsResponse> fromJson(const QJsonObject& object, DecodeErrors& errors);
    QJsonObject toJson() const;
};

} // namespace core
} // namespace cloudly
