#pragma once

#include "core/api/jsonreader.h"

namespace cloudly {
namespace core {
// Backup contract of `@serve.zone/interfaces` 5.8.0 (data/backup.ts).
//
// Decoding rules:
// - Every struct keeps the object it was decoded from in `raw`; toJson() writes the typed fields over it, so
//   keys we do not know survive a round trip and `--format json` prints what the server sent.
// - The snapshot union is discriminated by `type` ("volume", "database", "objectstorage"). A snapshot of any
//   other type is a decode error naming its path: we cannot tell what it covers.
// - The literal unions that only describe a state (record status, trigger, replication target type,
//   restore event status) keep unknown values as sent; the enum accessors then say Unknown, never a guess.

enum class BackupStatus : quint8
{
    Pending,
    Running,
    Replicating,
    Replicated,
    Ready,
    Failed,
    Restoring,
    Restored,
    Unknown
};
// TBackupStatus in declaration order (8 values).
const QStringList& allBackupStatuses();
BackupStatus backupStatusFromString(QStringView status);
// A backup that holds restorable data: ready, replicating, replicated, restoring or restored.
bool isGoodBackupStatus(BackupStatus status);

enum class BackupTrigger : quint8
{
    Manual,
    Scheduled,
    Unknown
};
const QStringList& allBackupTriggers(); // manual, scheduled
BackupTrigger backupTriggerFromString(QStringView trigger);

const QStringList& allBackupResourceTypes();          // volume, database, objectstorage
const QStringList& allBackupReplicationTargetTypes(); // s3, smb
const QStringList& allBackupRestoreEventStatuses();   // restored, failed

// One member of TBackupSnapshot. Fields of the other members stay empty.
struct BackupSnapshot
{
    enum class Type : quint8
    {
        Volume,
        Database,
        ObjectStorage
    };
    Type type = Type::Volume;
    QString snapshotId;
    std::optional<QString> snapshotName;
    double originalSize = 0;
    double storedSize = 0;
    double createdAt = 0; // ms since the epoch
    std::optional<QJsonObject> tags;
    // Type::Volume
    QString volumeName;
    QString mountPath;
    // Type::Database and Type::ObjectStorage
    QString resourceName;
    QString databaseName; // Type::Database
    QString bucketName;   // Type::ObjectStorage
    QJsonObject raw;

    QString typeName() const; // the wire value of `type`
    static std::optional<BackupSnapshot> fromJson(const QJsonValue& value, const QString& path,
                                                  DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBackupArchiveObject.
struct BackupArchiveObject
{
    QString path;
    double size = 0;
    QString sha256;
    QJsonObject raw;

    static std::optional<BackupArchiveObject> fromJson(const QJsonValue& value, const QString& path,
                                                       DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBackupArchiveManifest. `version` is the literal 1: any other version is a decode error (a manifest
// layout we do not know must not be read as evidence).
struct BackupArchiveManifest
{
    QString backupId;
    double createdAt = 0;
    QList<BackupArchiveObject> objects;
    double totalSize = 0;
    QJsonObject raw;

    static std::optional<BackupArchiveManifest> fromJson(const QJsonValue& value, const QString& path,
                                                         DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBackupReplicationResult. `targetType` is kept as sent (s3, smb, or unknown).
struct BackupReplicationResult
{
    QString targetType;
    QString targetPath;
    QString manifestPath;
    QString manifestSha256;
    double objectCount = 0;
    double totalSize = 0;
    double completedAt = 0;
    QJsonObject raw;

    bool hasKnownTargetType() const { return allBackupReplicationTargetTypes().contains(targetType); }
    static std::optional<BackupReplicationResult> fromJson(const QJsonValue& value, const QString& path,
                                                           DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBackupRestoreEvent. `status` is kept as sent (restored, failed, or unknown).
struct BackupRestoreEvent
{
    double restoredAt = 0;
    QString status;
    std::optional<QString> errorText;
    QJsonObject raw;

    bool hasKnownStatus() const { return allBackupRestoreEventStatuses().contains(status); }
    static std::optional<BackupRestoreEvent> fromJson(const QJsonValue& value, const QString& path,
                                                      DecodeErrors& errors);
    QJsonObject toJson() const;
};

// IBackupRecord.
struct BackupRecord
{
    QString id;
    QString serviceId;
    std::optional<QString> serviceName;
    std::optional<QString> clusterId;
    QString status;  // as sent; see statusValue()
    QString trigger; // as sent; see triggerValue()
    QList<BackupSnapshot> snapshots;
    std::optional<BackupReplicationResult> replication;
    double createdAt = 0;
    double updatedAt = 0;
    std::optional<double> completedAt;
    std::optional<QString> requestedBy;
    std::optional<QString> errorText;
    QList<BackupRestoreEvent> restoreHistory;
    std::optional<QJsonObject> tags;
    QJsonObject raw;

    BackupStatus statusValue() const { return backupStatusFromString(status); }
    BackupTrigger triggerValue() const { return backupTriggerFromString(trigger); }
    static std::optional<BackupRecord> fromJson(const QJsonValue& value, const QString& path,
                                                DecodeErrors& errors);
    QJsonObject toJson() const;
};

// The `{backups}` response of getBackups (method name assumed, see CONTRACTS.md). Paths start at `$`.
struct BackupsResponse
{
    QList<BackupRecord> backups;
    QJsonObject raw;

    static std::optional<BackupsResponse> fromJson(const QJsonObject& object, DecodeErrors& errors);
    QJsonObject toJson() const;
};

} // namespace core
} // namespace cloudly
