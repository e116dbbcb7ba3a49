#pragma once

#include "core/api/backup.h"
#include "core/api/service.h"

namespace cloudly {
namespace core {
// The backup coverage check: can each service be restored?
//
// Checked services: those with at least one volume whose effective `backup` is true (the default). Services
// with nothing to back up are not listed. For each, over its records (`serviceId` equal):
// - the most recent record is the one with the greatest createdAt (ties: updatedAt, then id);
// - a good record has status ready, replicating, replicated, restoring or restored (isGoodBackupStatus); an
//   unknown status is never good;
// - the latest good record is the good one with the greatest createdAt; its age is now - createdAt;
// - a volume is covered when the latest good record has a `volume` snapshot whose mountPath equals the
//   volume's mount path or whose volumeName equals its effective name (ServiceVolume::effectiveName).
// Verdict, the first that applies:
//   failed    the most recent record failed;
//   none      there is no good record;
//   stale     the latest good record is older than the maximum age (exactly the maximum age is not stale),
//             or dated in the future by more than kClockSkewMs (a date ahead of the clock proves nothing);
//   uncovered a checked volume is missing from the latest good record (named in the reasons);
//   ok        otherwise.
// `reasons` lists every finding, not only the verdict's (a failed service whose last good backup is also
// stale says both), translated; the verdict names are stable, untranslated wire words.
struct BackupCoverage
{
    enum class Verdict : quint8
    {
        Ok,
        Failed,
        Stale,
        Uncovered,
        None
    };
    QString serviceId;
    QString serviceName;
    Verdict verdict = Verdict::None;
    QStringList reasons;
    QStringList checkedVolumes;         // effective names of the volumes with backup true
    QStringList missingVolumes;         // effective names not in the latest good record
    QString latestRecordId;             // empty when the service has no record
    QString latestGoodRecordId;         // empty when none is good
    std::optional<double> latestGoodAt; // createdAt of the latest good record (ms since the epoch)

    bool isOk() const { return verdict == Verdict::Ok; }
    static QString verdictName(Verdict verdict); // "ok", "failed", "stale", "uncovered", "none"
};

// How far a backup's createdAt may be ahead of this machine's clock (clock skew) and still count as fresh.
constexpr qint64 kClockSkewMs = 5 * 60 * 1000;

// The checked services in the order of `services`; empty when none has a volume to back up (the caller
// must not read that as "all ok"). `nowMs` and `maxAgeMs` (> 0; the profile's
// AppSettings::backupMaxAgeMs) are passed in so the check is a pure function.
QList<BackupCoverage> checkBackupCoverage(const QList<Service>& services, const QList<BackupRecord>& backups,
                                          qint64 nowMs, qint64 maxAgeMs);

} // namespace core
} // namespace cloudly
