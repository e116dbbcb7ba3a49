#include "core/api/backup.h"

#include "core/api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

// A required string kept as sent (for literal unions whose unknown values we show, not reject).
QString keptString(JsonReader& r, QStringView key)
{
    return r.requiredString(key);
}

} // namespace

const QStringList& allBackupStatuses()
{
    static const QStringList list{QStringLiteral("pending"),     QStringLiteral("running"),
                                  QStringLiteral("replicating"), QStringLiteral("replicated"),
                                  QStringLiteral("ready"),       QStringLiteral("failed"),
                                  QStringLiteral("restoring"),   QStringLiteral("restored")};
    return list;
}

BackupStatus backupStatusFromString(QStringView status)
{
    const qsizetype i = allBackupStatuses().indexOf(status);
    return i < 0 ? BackupStatus::Unknown : static_cast<BackupStatus>(i);
}

bool isGoodBackupStatus(BackupStatus status)
{
    switch (status) {
    case BackupStatus::Ready:
    case BackupStatus::Replicating:
    case BackupStatus::Replicated:
    case BackupStatus::Restoring:
    case BackupStatus::Restored:
        return true;
    case BackupStatus::Pending:
    case BackupStatus::Running:
    case BackupStatus::Failed:
    case BackupStatus::Unknown:
        break;
    }
    return false;
}

const QStringList& allBackupTriggers()
{
    static const QStringList list{QStringLiteral("manual"), QStringLiteral("scheduled")};
    return list;
}

BackupTrigger backupTriggerFromString(QStringView trigger)
{
    const qsizetype i = allBackupTriggers().indexOf(trigger);
    return i < 0 ? BackupTrigger::Unknown : static_cast<BackupTrigger>(i);
}

const QStringList& allBackupResourceTypes()
{
    static const QStringList list{QStringLiteral("volume"), QStringLiteral("database"),
                                  QStringLiteral("objectstorage")};
    return list;
}

const QStringList& allBackupReplicationTargetTypes()
{
    static const QStringList list{QStringLiteral("s3"), QStringLiteral("smb")};
    return list;
}

const QStringList& allBackupRestoreEventStatuses()
{
    static const QStringList list{QStringLiteral("restored"), QStringLiteral("failed")};
    return list;
}

// --- BackupSnapshot ---------------------------------------------------------------------------------

QString BackupSnapshot::typeName() const
{
    return allBackupResourceTypes().at(static_cast<int>(type));
}

std::optional<BackupSnapshot> BackupSnapshot::fromJson(const QJsonValue& value, const QString& path,
                                                       DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BackupSnapshot out;
    const QString type = r->requiredString(u"type");
    const qsizetype typeIndex = allBackupResourceTypes().indexOf(type);
    if (r->has(u"type") && r->object().value(u"type").isString() && typeIndex < 0)
        r->fail(u"type", QStringLiteral("unknown snapshot type \"%1\" (expected volume, database or "
                                        "objectstorage)")
                             .arg(type));
    if (errors.size() != before)
        return std::nullopt;
    out.type = static_cast<Type>(typeIndex);
    out.snapshotId = r->requiredString(u"snapshotId");
    out.snapshotName = r->optionalString(u"snapshotName");
    out.originalSize = r->requiredNumber(u"originalSize");
    out.storedSize = r->requiredNumber(u"storedSize");
    out.createdAt = r->requiredNumber(u"createdAt");
    out.tags = r->optionalStringMap(u"tags");
    switch (out.type) {
    case Type::Volume:
        out.volumeName = r->requiredString(u"volumeName");
        out.mountPath = r->requiredString(u"mountPath");
        break;
    case Type::Database:
        out.resourceName = r->requiredString(u"resourceName");
        out.databaseName = r->requiredString(u"databaseName");
        break;
    case Type::ObjectStorage:
        out.resourceName = r->requiredString(u"resourceName");
        out.bucketName = r->requiredString(u"bucketName");
        break;
    }
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BackupSnapshot::toJson() const
{
    QJsonObject o = raw;
    writeString(o, u"type", typeName());
    writeString(o, u"snapshotId", snapshotId);
    writeOptional(o, u"snapshotName", snapshotName);
    writeNumber(o, u"originalSize", originalSize);
    writeNumber(o, u"storedSize", storedSize);
    writeNumber(o, u"createdAt", createdAt);
    writeOptional(o, u"tags", tags);
    switch (type) {
    case Type::Volume:
        writeString(o, u"volumeName", volumeName);
        writeString(o, u"mountPath", mountPath);
        break;
    case Type::Database:
        writeString(o, u"resourceName", resourceName);
        writeString(o, u"databaseName", databaseName);
        break;
    case Type::ObjectStorage:
        writeString(o, u"resourceName", resourceName);
        writeString(o, u"bucketName", bucketName);
        break;
    }
    return o;
}

// --- Archive manifest -------------------------------------------------------------------------------

std::optional<BackupArchiveObject> BackupArchiveObject::fromJson(const QJsonValue& value, const QString& path,
                                                                 DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BackupArchiveObject out;
    out.path = r->requiredString(u"path");
    out.size = r->requiredNumber(u"size");
    out.sha256 = r->requiredString(u"sha256");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BackupArchiveObject::toJson() const
{
    QJsonObject o = raw;
    writeString(o, u"path", path);
    writeNumber(o, u"size", size);
    writeString(o, u"sha256", sha256);
    return o;
}

std::optional<BackupArchiveManifest>
BackupArchiveManifest::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BackupArchiveManifest out;
    const double version = r->requiredNumber(u"version");
    if (errors.size() == before && version != 1)
        r->fail(u"version", QStringLiteral("unsupported manifest version %1 (expected 1)").arg(version));
    out.backupId = r->requiredString(u"backupId");
    out.createdAt = r->requiredNumber(u"createdAt");
    out.objects = childList<BackupArchiveObject>(*r, u"objects", true, errors);
    out.totalSize = r->requiredNumber(u"totalSize");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BackupArchiveManifest::toJson() const
{
    QJsonObject o = raw;
    writeNumber(o, u"version", 1);
    writeString(o, u"backupId", backupId);
    writeNumber(o, u"createdAt", createdAt);
    o.insert(u"objects", toArray(objects));
    writeNumber(o, u"totalSize", totalSize);
    return o;
}

// --- Replication and restore ------------------------------------------------------------------------

std::optional<BackupReplicationResult>
BackupReplicationResult::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BackupReplicationResult out;
    out.targetType = keptString(*r, u"targetType");
    out.targetPath = r->requiredString(u"targetPath");
    out.manifestPath = r->requiredString(u"manifestPath");
    out.manifestSha256 = r->requiredString(u"manifestSha256");
    out.objectCount = r->requiredNumber(u"objectCount");
    out.totalSize = r->requiredNumber(u"totalSize");
    out.completedAt = r->requiredNumber(u"completedAt");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BackupReplicationResult::toJson() const
{
    QJsonObject o = raw;
    writeString(o, u"targetType", targetType);
    writeString(o, u"targetPath", targetPath);
    writeString(o, u"manifestPath", manifestPath);
    writeString(o, u"manifestSha256", manifestSha256);
    writeNumber(o, u"objectCount", objectCount);
    writeNumber(o, u"totalSize", totalSize);
    writeNumber(o, u"completedAt", completedAt);
    return o;
}

std::optional<BackupRestoreEvent> BackupRestoreEvent::fromJson(const QJsonValue& value, const QString& path,
                                                               DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BackupRestoreEvent out;
    out.restoredAt = r->requiredNumber(u"restoredAt");
    out.status = keptString(*r, u"status");
    out.errorText = r->optionalString(u"errorText");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BackupRestoreEvent::toJson() const
{
    QJsonObject o = raw;
    writeNumber(o, u"restoredAt", restoredAt);
    writeString(o, u"status", status);
    writeOptional(o, u"errorText", errorText);
    return o;
}

// --- BackupRecord -----------------------------------------------------------------------------------

std::optional<BackupRecord> BackupRecord::fromJson(const QJsonValue& value, const QString& path,
                                                   DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    BackupRecord out;
    out.id = r->requiredString(u"id");
    out.serviceId = r->requiredString(u"serviceId");
    out.serviceName = r->optionalString(u"serviceName");
    out.clusterId = r->optionalString(u"clusterId");
    out.status = keptString(*r, u"status");
    out.trigger = keptString(*r, u"trigger");
    out.snapshots = childList<BackupSnapshot>(*r, u"snapshots", true, errors);
    out.replication = optionalChild<BackupReplicationResult>(*r, u"replication", errors);
    out.createdAt = r->requiredNumber(u"createdAt");
    out.updatedAt = r->requiredNumber(u"updatedAt");
    out.completedAt = r->optionalNumber(u"completedAt");
    out.requestedBy = r->optionalString(u"requestedBy");
    out.errorText = r->optionalString(u"errorText");
    out.restoreHistory = childList<BackupRestoreEvent>(*r, u"restoreHistory", false, errors);
    out.tags = r->optionalStringMap(u"tags");
    out.raw = r->object();
    return finish(std::move(out), errors, before);
}

QJsonObject BackupRecord::toJson() const
{
    QJsonObject o = raw;
    writeString(o, u"id", id);
    writeString(o, u"serviceId", serviceId);
    writeOptional(o, u"serviceName", serviceName);
    writeOptional(o, u"clusterId", clusterId);
    writeString(o, u"status", status);
    writeString(o, u"trigger", trigger);
    o.insert(u"snapshots", toArray(snapshots));
    writeOptionalObject(o, u"replication", replication);
    writeNumber(o, u"createdAt", createdAt);
    writeNumber(o, u"updatedAt", updatedAt);
    writeOptional(o, u"completedAt", completedAt);
    writeOptional(o, u"requestedBy", requestedBy);
    writeOptional(o, u"errorText", errorText);
    writeList(o, u"restoreHistory", toArray(restoreHistory));
    writeOptional(o, u"tags", tags);
    return o;
}

std::optional<BackupsResponse> BackupsResponse::fromJson(const QJsonObject& object, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    JsonReader r(object, QStringLiteral("$"), &errors);
    BackupsResponse out;
    out.backups = childList<BackupRecord>(r, u"backups", true, errors);
    out.raw = object;
    return finish(std::move(out), errors, before);
}

QJsonObject BackupsResponse::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"backups", toArray(backups));
    return o;
}

} // namespace core
} // namespace cloudly
