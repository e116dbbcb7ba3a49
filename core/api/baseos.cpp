#include "core/api/baseos.h"

#include "core/api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

NullableNumber readNullable(JsonReader& r, QStringView key)
{
    NullableNumber out;
    const auto it = r.object().constFind(key);
    if (it == r.object().constEnd())
        return out;
    if (it.value().isNull()) {
        out.isNull = true;
        return out;
    }
    if (!it.value().isDouble()) {
        r.fail(key, QStringLiteral("expected a number or null, got %1").arg(jsonTypeName(it.value())));
        return out;
    }
    out.value = it.value().toDouble();
    return out;
}

void writeNullable(QJsonObject& o, QStringView key, const NullableNumber& n)
{
    if (n.value)
        writeOptional(o, key, n.value);
    else if (n.isNull)
        o.insert(key, QJsonValue(QJsonValue::Null));
    else
        o.remove(key);
}

// An optional array whose every element must be an object (`Array<Record<string, unknown>>`).
std::optional<QJsonArray> objectArray(JsonReader& r, QStringView key)
{
    const std::optional<QJsonArray> array = r.optionalArray(key);
    if (!array)
        return std::nullopt;
    for (qsizetype i = 0; i < array->size(); ++i) {
        if (!array->at(i).isObject())
            r.errors()->append(
                {r.childPath(key) + QStringLiteral("[%1]").arg(i),
                 QStringLiteral("expected an object, got %1").arg(jsonTypeName(array->at(i)))});
    }
    return array;
}

// Drops secret keys (isBaseOsSecretKey) at every depth; returns how many were dropped.
int dropSecrets(QJsonObject& object);

int dropSecrets(QJsonValue& value)
{
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        const int n = dropSecrets(o);
        if (n > 0)
            value = o;
        return n;
    }
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        int n = 0;
        for (qsizetype i = 0; i < a.size(); ++i) {
            QJsonValue item = a.at(i);
            if (const int dropped = dropSecrets(item); dropped > 0) {
                a.replace(i, item);
                n += dropped;
            }
        }
        if (n > 0)
            value = a;
        return n;
    }
    return 0;
}

int dropSecrets(QJsonObject& object)
{
    int n = 0;
    for (auto it = object.begin(); it != object.end();) {
        if (isBaseOsSecretKey(it.key())) {
            it = object.erase(it);
            ++n;
            continue;
        }
        QJsonValue v = it.value();
        if (const int dropped = dropSecrets(v); dropped > 0) {
            it.value() = v;
            n += dropped;
        }
        ++it;
    }
    return n;
}

template <typename Enum> Enum enumOf(const QStringList& all, const QString& value, Enum unknown)
{
    const qsizetype i = all.indexOf(value);
    return i < 0 ? unknown : static_cast<Enum>(i);
}

} // namespace

const QStringList& allBaseOsRuntimeLevels()
{
    static const QStringList list{QStringLiteral("app-layer"), QStringLiteral("host-os"),
                                  QStringLiteral("target-state")};
    return list;
}

const QStringList& allBaseOsConnectionStatuses()
{
    static const QStringList list{QStringLiteral("not-configured"), QStringLiteral("connecting"),
                                  QStringLiteral("connected"), QStringLiteral("failed")};
    return list;
}

const QStringList& allBaseOsImageArchitectures()
{
    static const QStringList list{QStringLiteral("amd64"), QStringLiteral("arm64"), QStringLiteral("rpi")};
    return list;
}

const QStringList& allBaseOsImageKinds()
{
    static const QStringList list{QStringLiteral("ubuntu-iso"), QStringLiteral("balena-raw")};
    return list;
}

const QStringList& allBaseOsImageSourcePresets()
{
    static const QStringList list{QStringLiteral("balena-generic-amd64"),
                                  QStringLiteral("balena-generic-aarch64"),
                                  QStringLiteral("balena-raspberrypi4-64")};
    return list;
}

const QStringList& allBaseOsImageBuildStatuses()
{
    static const QStringList list{QStringLiteral("queued"), QStringLiteral("building"),
                                  QStringLiteral("ready"), QStringLiteral("failed"),
                                  QStringLiteral("cancelled")};
    return list;
}

bool isBaseOsSecretKey(QStringView key)
{
    return key == u"nodeToken" || key == u"joinToken" || key == u"baseosJoinToken" || key == u"password";
}

// --- Balena records -----------------------------------------------------------------------------------

std::optional<BalenaDeviceState> BalenaDeviceState::fromJson(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BalenaDeviceState out;
    out.apiPort = r->optionalNumber(u"api_port");
    out.ipAddress = r->optionalString(u"ip_address");
    out.macAddress = r->optionalString(u"mac_address");
    out.commit = r->optionalString(u"commit");
    out.status = r->optionalString(u"status");
    out.osVersion = r->optionalString(u"os_version");
    out.supervisorVersion = r->optionalString(u"supervisor_version");
    out.updatePending = r->optionalBool(u"update_pending");
    out.updateDownloaded = r->optionalBool(u"update_downloaded");
    out.updateFailed = r->optionalBool(u"update_failed");
    out.downloadProgress = readNullable(*r, u"download_progress");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BalenaDeviceState::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"api_port", apiPort);
    writeOptional(o, u"ip_address", ipAddress);
    writeOptional(o, u"mac_address", macAddress);
    writeOptional(o, u"commit", commit);
    writeOptional(o, u"status", status);
    writeOptional(o, u"os_version", osVersion);
    writeOptional(o, u"supervisor_version", supervisorVersion);
    writeOptional(o, u"update_pending", updatePending);
    writeOptional(o, u"update_downloaded", updateDownloaded);
    writeOptional(o, u"update_failed", updateFailed);
    writeNullable(o, u"download_progress", downloadProgress);
    return o;
}

std::optional<BalenaStateStatus> BalenaStateStatus::fromJson(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BalenaStateStatus out;
    out.status = r->optionalString(u"status");
    out.appState = r->optionalString(u"appState");
    out.overallDownloadProgress = readNullable(*r, u"overallDownloadProgress");
    out.release = r->optionalString(u"release");
    out.containers = objectArray(*r, u"containers");
    out.images = objectArray(*r, u"images");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BalenaStateStatus::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"status", status);
    writeOptional(o, u"appState", appState);
    writeNullable(o, u"overallDownloadProgress", overallDownloadProgress);
    writeOptional(o, u"release", release);
    writeOptional(o, u"containers", containers);
    writeOptional(o, u"images", images);
    return o;
}

// --- Runtime info and desired state -------------------------------------------------------------------

BaseOsRuntimeInfo::Level BaseOsRuntimeInfo::level() const
{
    return enumOf(allBaseOsRuntimeLevels(), runtimeLevel, Level::Unknown);
}

BaseOsRuntimeInfo::Connection BaseOsRuntimeInfo::connection() const
{
    return enumOf(allBaseOsConnectionStatuses(), cloudlyConnectionStatus, Connection::Unknown);
}

std::optional<BaseOsRuntimeInfo> BaseOsRuntimeInfo::fromJson(const QJsonValue& value, const QString& path,
                                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BaseOsRuntimeInfo out;
    const QString runtime = r->requiredString(u"runtime");
    if (errors.size() == before && runtime != QLatin1String("baseos"))
        r->fail(u"runtime", QStringLiteral("unknown runtime \"%1\" (expected baseos)").arg(runtime));
    out.runtimeLevel = r->requiredString(u"runtimeLevel");
    out.nodeId = r->requiredString(u"nodeId");
    out.cloudlyUrl = r->optionalString(u"cloudlyUrl");
    out.cloudlyConnectionStatus = r->requiredString(u"cloudlyConnectionStatus");
    out.supervisorAvailable = r->requiredBool(u"supervisorAvailable");
    out.supervisorAddress = r->optionalString(u"supervisorAddress");
    out.deviceState = optionalChild<BalenaDeviceState>(*r, u"deviceState", errors);
    out.stateStatus = optionalChild<BalenaStateStatus>(*r, u"stateStatus", errors);
    out.checkedAt = r->requiredNumber(u"checkedAt");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsRuntimeInfo::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"runtime", QStringLiteral("baseos"));
    o.insert(u"runtimeLevel", runtimeLevel);
    o.insert(u"nodeId", nodeId);
    writeOptional(o, u"cloudlyUrl", cloudlyUrl);
    o.insert(u"cloudlyConnectionStatus", cloudlyConnectionStatus);
    o.insert(u"supervisorAvailable", supervisorAvailable);
    writeOptional(o, u"supervisorAddress", supervisorAddress);
    writeOptionalObject(o, u"deviceState", deviceState);
    writeOptionalObject(o, u"stateStatus", stateStatus);
    writeNumber(o, u"checkedAt", checkedAt);
    return o;
}

std::optional<BaseOsDesiredState> BaseOsDesiredState::fromJson(const QJsonValue& value, const QString& path,
                                                               DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BaseOsDesiredState out;
    out.release = r->optionalString(u"release");
    out.targetState = r->optionalObject(u"targetState");
    out.updatedAt = r->optionalNumber(u"updatedAt");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsDesiredState::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"release", release);
    writeOptional(o, u"targetState", targetState);
    writeOptional(o, u"updatedAt", updatedAt);
    return o;
}

// --- Node ---------------------------------------------------------------------------------------------

std::optional<BaseOsNode> BaseOsNode::fromJson(const QJsonValue& value, const QString& path,
                                               DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    BaseOsNode out;
    QJsonObject node = value.toObject();
    out.droppedSecrets = dropSecrets(node);
    JsonReader r(node, path, &errors);
    out.id = r.requiredString(u"id");
    const QJsonObject data = r.requiredObject(u"data");
    if (r.has(u"data") && r.object().value(u"data").isObject()) {
        JsonReader d(data, r.childPath(u"data"), &errors);
        if (std::optional<BaseOsRuntimeInfo> info =
                requiredChild<BaseOsRuntimeInfo>(d, u"runtimeInfo", errors))
            out.runtimeInfo = std::move(*info);
        out.desiredState = optionalChild<BaseOsDesiredState>(d, u"desiredState", errors);
        out.createdAt = d.requiredNumber(u"createdAt");
        out.updatedAt = d.requiredNumber(u"updatedAt");
        out.lastHeartbeatAt = d.optionalNumber(u"lastHeartbeatAt");
        out.dataRaw = data;
    }
    out.raw = node;
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsNode::toJson() const
{
    QJsonObject data = dataRaw;
    data.insert(u"runtimeInfo", runtimeInfo.toJson());
    writeOptionalObject(data, u"desiredState", desiredState);
    writeNumber(data, u"createdAt", createdAt);
    writeNumber(data, u"updatedAt", updatedAt);
    writeOptional(data, u"lastHeartbeatAt", lastHeartbeatAt);
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data);
    return o;
}

// --- Image builds -------------------------------------------------------------------------------------

std::optional<BaseOsImageArtifact> BaseOsImageArtifact::fromJson(const QJsonValue& value, const QString& path,
                                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BaseOsImageArtifact out;
    out.bucketName = r->requiredString(u"bucketName");
    out.key = r->requiredString(u"key");
    out.filename = r->requiredString(u"filename");
    out.contentType = r->requiredString(u"contentType");
    out.size = r->requiredNumber(u"size");
    out.sha256 = r->requiredString(u"sha256");
    out.createdAt = r->requiredNumber(u"createdAt");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsImageArtifact::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"bucketName", bucketName);
    o.insert(u"key", key);
    o.insert(u"filename", filename);
    o.insert(u"contentType", contentType);
    writeNumber(o, u"size", size);
    o.insert(u"sha256", sha256);
    writeNumber(o, u"createdAt", createdAt);
    return o;
}

BaseOsImageBuild::Status BaseOsImageBuild::statusValue() const
{
    return enumOf(allBaseOsImageBuildStatuses(), status, Status::Unknown);
}

std::optional<BaseOsImageBuild> BaseOsImageBuild::fromJson(const QJsonValue& value, const QString& path,
                                                           DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    BaseOsImageBuild out;
    QJsonObject build = value.toObject();
    out.droppedSecrets = dropSecrets(build);
    JsonReader r(build, path, &errors);
    out.id = r.requiredString(u"id");
    const QJsonObject data = r.requiredObject(u"data");
    if (r.has(u"data") && r.object().value(u"data").isObject()) {
        JsonReader d(data, r.childPath(u"data"), &errors);
        out.status = d.requiredString(u"status");
        out.architecture = d.requiredString(u"architecture");
        out.imageKind = d.optionalString(u"imageKind");
        out.cloudlyUrl = d.requiredString(u"cloudlyUrl");
        out.sourceImageUrl = d.optionalString(u"sourceImageUrl");
        out.sourceImagePreset = d.optionalString(u"sourceImagePreset");
        out.balenaOsVersion = d.optionalString(u"balenaOsVersion");
        out.ubuntuVersion = d.optionalString(u"ubuntuVersion");
        out.hostname = d.optionalString(u"hostname");
        out.wifiSsid = d.optionalString(u"wifiSsid");
        out.sshPublicKey = d.optionalString(u"sshPublicKey");
        out.artifact = optionalChild<BaseOsImageArtifact>(d, u"artifact", errors);
        out.errorText = d.optionalString(u"errorText");
        out.logs = d.stringList(u"logs", true);
        out.createdAt = d.requiredNumber(u"createdAt");
        out.updatedAt = d.requiredNumber(u"updatedAt");
        out.startedAt = d.optionalNumber(u"startedAt");
        out.completedAt = d.optionalNumber(u"completedAt");
        out.expiresAt = d.optionalNumber(u"expiresAt");
        out.dataRaw = data;
    }
    out.raw = build;
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsImageBuild::toJson() const
{
    QJsonObject d = dataRaw;
    d.insert(u"status", status);
    d.insert(u"architecture", architecture);
    writeOptional(d, u"imageKind", imageKind);
    d.insert(u"cloudlyUrl", cloudlyUrl);
    writeOptional(d, u"sourceImageUrl", sourceImageUrl);
    writeOptional(d, u"sourceImagePreset", sourceImagePreset);
    writeOptional(d, u"balenaOsVersion", balenaOsVersion);
    writeOptional(d, u"ubuntuVersion", ubuntuVersion);
    writeOptional(d, u"hostname", hostname);
    writeOptional(d, u"wifiSsid", wifiSsid);
    writeOptional(d, u"sshPublicKey", sshPublicKey);
    writeOptionalObject(d, u"artifact", artifact);
    writeOptional(d, u"errorText", errorText);
    d.insert(u"logs", QJsonArray::fromStringList(logs));
    writeNumber(d, u"createdAt", createdAt);
    writeNumber(d, u"updatedAt", updatedAt);
    writeOptional(d, u"startedAt", startedAt);
    writeOptional(d, u"completedAt", completedAt);
    writeOptional(d, u"expiresAt", expiresAt);
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", d);
    return o;
}

// --- Responses ----------------------------------------------------------------------------------------

std::optional<BaseOsNodesResponse> BaseOsNodesResponse::fromJson(const QJsonObject& object,
                                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    JsonReader r(object, QStringLiteral("$"), &errors);
    BaseOsNodesResponse out;
    out.nodes = childList<BaseOsNode>(r, u"nodes", true, errors);
    out.raw = object;
    out.raw.insert(u"nodes", toArray(out.nodes)); // secrets dropped
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsNodesResponse::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"nodes", toArray(nodes));
    return o;
}

std::optional<BaseOsImageBuildsResponse> BaseOsImageBuildsResponse::fromJson(const QJsonObject& object,
                                                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    JsonReader r(object, QStringLiteral("$"), &errors);
    BaseOsImageBuildsResponse out;
    out.builds = childList<BaseOsImageBuild>(r, u"builds", true, errors);
    out.raw = object;
    out.raw.insert(u"builds", toArray(out.builds));
    return finish(std::move(out), errors, before);
}

QJsonObject BaseOsImageBuildsResponse::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"builds", toArray(builds));
    return o;
}

} // namespace core
} // namespace cloudly
