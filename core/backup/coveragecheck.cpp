#include "core/backup/coveragecheck.h"

#include "core/util/duration.h"

#include <QCoreApplication>

namespace cloudly {
namespace core {
namespace {

bool newer(const BackupRecord& a, const BackupRecord& b)
{
    if (a.createdAt != b.createdAt)
        return a.createdAt > b.createdAt;
    if (a.updatedAt != b.updatedAt)
        return a.updatedAt > b.updatedAt;
    return a.id > b.id;
}

QString ageText(qint64 ms)
{
    return ms < 0 ? QCoreApplication::translate("BackupCoverage", "in the future")
                  : QCoreApplication::translate("BackupCoverage", "%1 old").arg(formatDuration(ms));
}

bool covers(const BackupRecord& record, const ServiceVolume& volume, const QString& effectiveName)
{
    for (const BackupSnapshot& s : record.snapshots) {
        if (s.type != BackupSnapshot::Type::Volume)
            continue;
        if (s.mountPath == volume.mountPath || s.volumeName == effectiveName)
            return true;
    }
    return false;
}

} // namespace

QString BackupCoverage::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok:
        return QStringLiteral("ok");
    case Verdict::Failed:
        return QStringLiteral("failed");
    case Verdict::Stale:
        return QStringLiteral("stale");
    case Verdict::Uncovered:
        return QStringLiteral("uncovered");
    case Verdict::None:
        break;
    }
    return QStringLiteral("none");
}

QList<BackupCoverage> checkBackupCoverage(const QList<Service>& services, const QList<BackupRecord>& backups,
                                          qint64 nowMs, qint64 maxAgeMs)
{
    QHash<QString, QList<const BackupRecord*>> byService;
    for (const BackupRecord& record : backups)
        byService[record.serviceId].append(&record);

    QList<BackupCoverage> out;
    for (const Service& service : services) {
        QList<const ServiceVolume*> volumes;
        for (const ServiceVolume& v : service.data.volumes)
            if (v.effectiveBackup())
                volumes.append(&v);
        if (volumes.isEmpty())
            continue;
        BackupCoverage c;
        c.serviceId = service.id;
        c.serviceName = service.data.name;
        for (const ServiceVolume* v : std::as_const(volumes))
            c.checkedVolumes << v->effectiveName(service.id);

        const BackupRecord* latest = nullptr;
        const BackupRecord* latestGood = nullptr;
        for (const BackupRecord* r : byService.value(service.id)) {
            if (!latest || newer(*r, *latest))
                latest = r;
            if (isGoodBackupStatus(r->statusValue()) && (!latestGood || newer(*r, *latestGood)))
                latestGood = r;
        }
        bool failed = false;
        if (latest) {
            c.latestRecordId = latest->id;
            const BackupStatus status = latest->statusValue();
            if (status == BackupStatus::Failed) {
                failed = true;
                c.reasons << QCoreApplication::translate("BackupCoverage", "most recent backup %1 failed%2")
                                 .arg(latest->id, latest->errorText && !latest->errorText->isEmpty()
                                                      ? QStringLiteral(": ") + *latest->errorText
                                                      : QString());
            } else if (status == BackupStatus::Unknown) {
                c.reasons << QCoreApplication::translate(
                                 "BackupCoverage",
                                 "most recent backup %1 has an unknown status \"%2\" (not counted)")
                                 .arg(latest->id, latest->status);
            } else if (!isGoodBackupStatus(status)) {
                c.reasons << QCoreApplication::translate("BackupCoverage", "most recent backup %1 is %2")
                                 .arg(latest->id, latest->status);
            }
        }
        bool stale = false;
        if (!latestGood) {
            c.reasons << (latest ? QCoreApplication::translate(
                                       "BackupCoverage", "no good backup (ready, replicating, replicated, "
                                                         "restoring or restored)")
                                 : QCoreApplication::translate("BackupCoverage", "no backup at all"));
        } else {
            c.latestGoodRecordId = latestGood->id;
            c.latestGoodAt = latestGood->createdAt;
            const qint64 age = nowMs - static_cast<qint64>(latestGood->createdAt);
            if (-age > kClockSkewMs) {
                // A date ahead of this clock proves nothing about freshness (a wrong clock on either side
                // would otherwise keep the check green for as long as it is wrong).
                stale = true;
                c.reasons << QCoreApplication::translate("BackupCoverage",
                                                         "latest good backup %1 is dated in the future (%2 "
                                                         "ahead of this machine's clock)")
                                 .arg(latestGood->id, formatDuration(-age));
            } else if (age > maxAgeMs) {
                stale = true;
                c.reasons << QCoreApplication::translate("BackupCoverage",
                                                         "latest good backup %1 is %2 (maximum %3)")
                                 .arg(latestGood->id, ageText(age), formatDuration(maxAgeMs));
            }
            for (const ServiceVolume* v : std::as_const(volumes)) {
                const QString name = v->effectiveName(service.id);
                if (!covers(*latestGood, *v, name)) {
                    c.missingVolumes << name;
                    c.reasons << QCoreApplication::translate("BackupCoverage",
                                                             "volume %1 (%2) is not in latest good backup %3")
                                     .arg(name, v->mountPath, latestGood->id);
                }
            }
        }
        using V = BackupCoverage::Verdict;
        if (failed)
            c.verdict = V::Failed;
        else if (!latestGood)
            c.verdict = V::None;
        else if (stale)
            c.verdict = V::Stale;
        else if (!c.missingVolumes.isEmpty())
            c.verdict = V::Uncovered;
        else
            c.verdict = V::Ok;
        out.append(std::move(c));
    }
    return out;
}

} // namespace core
} // namespace cloudly
