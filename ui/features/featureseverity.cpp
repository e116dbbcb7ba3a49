#include "ui/features/featureseverity.h"

namespace cloudly {
namespace ui {

Severity backupStatusSeverity(const QString& status)
{
    switch (core::backupStatusFromString(status)) {
    case core::BackupStatus::Ready:
    case core::BackupStatus::Replicated:
    case core::BackupStatus::Restored:
        return Severity::Ok;
    case core::BackupStatus::Pending:
    case core::BackupStatus::Running:
    case core::BackupStatus::Replicating:
    case core::BackupStatus::Restoring:
        return Severity::Progress;
    case core::BackupStatus::Failed:
        return Severity::Error;
    case core::BackupStatus::Unknown:
        break;
    }
    return Severity::Neutral;
}

Severity restoreStatusSeverity(const QString& status)
{
    if (status == QLatin1String("restored"))
        return Severity::Ok;
    if (status == QLatin1String("failed"))
        return Severity::Error;
    return Severity::Neutral;
}

Severity coverageSeverity(core::BackupCoverage::Verdict verdict)
{
    switch (verdict) {
    case core::BackupCoverage::Verdict::Ok:
        return Severity::Ok;
    case core::BackupCoverage::Verdict::Stale:
    case core::BackupCoverage::Verdict::Uncovered:
        return Severity::Warning;
    case core::BackupCoverage::Verdict::Failed:
    case core::BackupCoverage::Verdict::None:
        break;
    }
    return Severity::Error;
}

Severity buildStatusSeverity(const QString& status)
{
    if (status == QLatin1String("ready"))
        return Severity::Ok;
    if (status == QLatin1String("failed"))
        return Severity::Error;
    if (status == QLatin1String("queued") || status == QLatin1String("building"))
        return Severity::Progress;
    return Severity::Neutral; // cancelled, unknown
}

Severity connectionSeverity(const QString& status)
{
    if (status == QLatin1String("connected"))
        return Severity::Ok;
    if (status == QLatin1String("failed"))
        return Severity::Error;
    if (status == QLatin1String("connecting"))
        return Severity::Progress;
    return Severity::Neutral; // not-configured, unknown
}

} // namespace ui
} // namespace cloudly
