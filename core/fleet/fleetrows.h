#pragma once

#include "core/api/baseos.h"
#include "core/filter/filterexpression.h"

namespace cloudly {
namespace core {
// Table rows of the Fleet page and `cloudlyctl baseos nodes|builds` (see backup/backuprows.h for the scheme):
// filter fields, kinds, display texts and filter values, relative to `nowMs`.

// What one BaseOS node looks like right now.
struct FleetNodeState
{
    // No heartbeat for longer than the profile's stale time (AppSettings::heartbeatStaleAfterMs, 10 min),
    // or never one: the node may be gone. checkedAt is not a heartbeat.
    bool stale = false;
    std::optional<double> heartbeatAgeMs;
    // "update failed", "downloading 47%", "downloading", "downloaded", "update pending", "up to date",
    // or "unknown" when the device state does not say (no supervisor answer): never guessed.
    QString update;
    std::optional<double> progress; // percent, when the device or state status reports one
    QString appliedRelease;         // stateStatus.release, else deviceState.commit; "" unknown
    QString desiredRelease;         // desiredState.release; "" none
    bool behind = false;            // both known and different
};
FleetNodeState fleetNodeState(const BaseOsNode& node, qint64 nowMs, qint64 staleAfterMs);

namespace fleetnoderows {
// id, connection, level, supervisor, os, supervisorversion, update, progress, applied, desired, heartbeat,
// stale
const QStringList& fields();
const QList<FilterExpression::FieldKind>& kinds();
QStringList cells(const BaseOsNode& node, qint64 nowMs, qint64 staleAfterMs);
QStringList filterCells(const BaseOsNode& node, qint64 nowMs, qint64 staleAfterMs);
} // namespace fleetnoderows

namespace imagebuildrows {
// id, status, arch, kind, preset, version, hostname, ssid, size, sha256, created, expires, expired
const QStringList& fields();
const QList<FilterExpression::FieldKind>& kinds();
QStringList cells(const BaseOsImageBuild& build, qint64 nowMs);
QStringList filterCells(const BaseOsImageBuild& build, qint64 nowMs);
} // namespace imagebuildrows

} // namespace core
} // namespace cloudly
