#pragma once

#include "core/backup/coveragecheck.h"
#include "ui/features/statusdelegate.h"

namespace cloudly {
namespace ui {
// How the interfaces-5.8 states read at a glance (icon + colour beside the word). Unknown values are Neutral.
Severity backupStatusSeverity(const QString& status);  // ready/replicated/restored ok, failed error, ...
Severity restoreStatusSeverity(const QString& status); // restored ok, failed error
Severity coverageSeverity(core::BackupCoverage::Verdict verdict);
Severity buildStatusSeverity(const QString& status); // ready ok, failed error, queued/building progress
Severity connectionSeverity(const QString& status);  // connected ok, failed error, connecting progress

} // namespace ui
} // namespace cloudly
