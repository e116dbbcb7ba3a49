#include "core/fleet/fleetrows.h"

#include "core/backup/backuprows.h"
#include "core/filter/filterfields.h"

#include <QCoreApplication>

namespace cloudly {
namespace core {
namespace {
using Kind = FilterExpression::FieldKind;

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

QString orDash(const std::optional<QString>& value)
{
    return value && !value->isEmpty() ? *value : QStringLiteral("—");
}

QString percent(std::optional<double> value)
{
    return value ? QStringLiteral("%1%").arg(*value, 0, 'f', 0) : QStringLiteral("—");
}

} // namespace

FleetNodeState fleetNodeState(const BaseOsNode& node, qint64 nowMs, qint64 staleAfterMs)
{
    FleetNodeState s;
    if (node.lastHeartbeatAt)
        s.heartbeatAgeMs = static_cast<double>(nowMs) - *node.lastHeartbeatAt;
    s.stale = !s.heartbeatAgeMs || *s.heartbeatAgeMs > static_cast<double>(staleAfterMs);
    const auto& device = node.runtimeInfo.deviceState;
    const auto& status = node.runtimeInfo.stateStatus;
    s.progress = device && device->downloadProgress.value ? device->downloadProgress.value
                 : status                                 ? status->overallDownloadProgress.value
                                                          : std::nullopt;
    if (!device || (!device->updateFailed && !device->updatePending && !device->updateDownloaded)) {
        s.update = QCoreApplication::translate("FleetRows", "unknown");
    } else if (device->updateFailed.value_or(false)) {
        s.update = QCoreApplication::translate("FleetRows", "update failed");
    } else if (device->updatePending.value_or(false) && s.progress) {
        s.update = QCoreApplication::translate("FleetRows", "downloading %1%").arg(*s.progress, 0, 'f', 0);
    } else if (device->updatePending.value_or(false) && !device->updateDownloaded.value_or(false)) {
        s.update = QCoreApplication::translate("FleetRows", "update pending");
    } else if (device->updateDownloaded.value_or(false)) {
        s.update = QCoreApplication::translate("FleetRows", "downloaded");
    } else {
        s.update = QCoreApplication::translate("FleetRows", "up to date");
    }
    if (status && status->release && !status->release->isEmpty())
        s.appliedRelease = *status->release;
    else if (device && device->commit)
        s.appliedRelease = *device->commit;
    if (node.desiredState && node.desiredState->release)
        s.desiredRelease = *node.desiredState->release;
    s.behind =
        !s.appliedRelease.isEmpty() && !s.desiredRelease.isEmpty() && s.appliedRelease != s.desiredRelease;
    return s;
}

namespace fleetnoderows {

const QStringList& fields()
{
    static const QStringList list{
        QStringLiteral("id"),         QStringLiteral("connection"), QStringLiteral("level"),
        QStringLiteral("supervisor"), QStringLiteral("os"),         QStringLiteral("supervisorversion"),
        QStringLiteral("update"),     QStringLiteral("progress"),   QStringLiteral("applied"),
        QStringLiteral("desired"),    QStringLiteral("heartbeat"),  QStringLiteral("stale")};
    return list;
}

const QList<FilterExpression::FieldKind>& kinds()
{
    static const QList<Kind> list{Kind::Text, Kind::Text, Kind::Text,     Kind::Text,
                                  Kind::Text, Kind::Text, Kind::Text,     Kind::Number,
                                  Kind::Text, Kind::Text, Kind::Duration, Kind::Text};
    return list;
}

QStringList cells(const BaseOsNode& n, qint64 nowMs, qint64 staleAfterMs)
{
    const FleetNodeState s = fleetNodeState(n, nowMs, staleAfterMs);
    const auto& device = n.runtimeInfo.deviceState;
    QString heartbeat = formatAge(n.lastHeartbeatAt, nowMs);
    if (!n.lastHeartbeatAt)
        heartbeat = QCoreApplication::translate("FleetRows", "never");
    return {n.id,
            unionValueText(n.runtimeInfo.cloudlyConnectionStatus, allBaseOsConnectionStatuses()),
            unionValueText(n.runtimeInfo.runtimeLevel, allBaseOsRuntimeLevels()),
            n.runtimeInfo.supervisorAvailable ? QCoreApplication::translate("FleetRows", "reachable")
                                              : QCoreApplication::translate("FleetRows", "unreachable"),
            device ? orDash(device->osVersion) : QStringLiteral("—"),
            device ? orDash(device->supervisorVersion) : QStringLiteral("—"),
            s.update,
            percent(s.progress),
            s.appliedRelease.isEmpty() ? QStringLiteral("—") : s.appliedRelease,
            s.desiredRelease.isEmpty() ? QStringLiteral("—") : s.desiredRelease,
            heartbeat,
            s.stale ? QCoreApplication::translate("FleetRows", "stale") : QString()};
}

QStringList filterCells(const BaseOsNode& n, qint64 nowMs, qint64 staleAfterMs)
{
    QStringList c = cells(n, nowMs, staleAfterMs);
    const FleetNodeState s = fleetNodeState(n, nowMs, staleAfterMs);
    c[1] = filterCellText(c[1], n.runtimeInfo.cloudlyConnectionStatus);
    c[2] = filterCellText(c[2], n.runtimeInfo.runtimeLevel);
    c[3] = filterCellText(c[3], yesNo(n.runtimeInfo.supervisorAvailable));
    c[7] = filterCellText(c[7], s.progress ? QString::number(*s.progress) : QString());
    c[10] = filterCellText(c[10], epochSecondsText(n.lastHeartbeatAt));
    c[11] = filterCellText(c[11], yesNo(s.stale));
    return c;
}

} // namespace fleetnoderows

namespace imagebuildrows {

const QStringList& fields()
{
    static const QStringList list{
        QStringLiteral("id"),       QStringLiteral("status"),  QStringLiteral("arch"),
        QStringLiteral("kind"),     QStringLiteral("preset"),  QStringLiteral("version"),
        QStringLiteral("hostname"), QStringLiteral("ssid"),    QStringLiteral("size"),
        QStringLiteral("sha256"),   QStringLiteral("created"), QStringLiteral("expires"),
        QStringLiteral("expired")};
    return list;
}

const QList<FilterExpression::FieldKind>& kinds()
{
    static const QList<Kind> list{Kind::Text,     Kind::Text, Kind::Text, Kind::Text,   Kind::Text,
                                  Kind::Text,     Kind::Text, Kind::Text, Kind::Number, Kind::Text,
                                  Kind::Duration, Kind::Text, Kind::Text};
    return list;
}

namespace {
QString versionOf(const BaseOsImageBuild& b)
{
    if (b.balenaOsVersion)
        return QStringLiteral("balenaOS ") + *b.balenaOsVersion;
    if (b.ubuntuVersion)
        return QStringLiteral("Ubuntu ") + *b.ubuntuVersion;
    return QStringLiteral("—");
}
} // namespace

QStringList cells(const BaseOsImageBuild& b, qint64 nowMs)
{
    const bool expired = b.isExpiredAt(static_cast<double>(nowMs));
    return {b.id,
            unionValueText(b.status, allBaseOsImageBuildStatuses()),
            unionValueText(b.architecture, allBaseOsImageArchitectures()),
            b.imageKind ? unionValueText(*b.imageKind, allBaseOsImageKinds()) : QStringLiteral("—"),
            b.sourceImagePreset ? unionValueText(*b.sourceImagePreset, allBaseOsImageSourcePresets())
                                : QStringLiteral("—"),
            versionOf(b),
            orDash(b.hostname),
            orDash(b.wifiSsid),
            b.artifact ? formatBytes(b.artifact->size) : QStringLiteral("—"),
            b.artifact ? b.artifact->sha256 : QStringLiteral("—"),
            formatAge(b.createdAt, nowMs),
            !b.expiresAt ? QStringLiteral("—")
            : expired    ? QCoreApplication::translate("FleetRows", "expired")
                         : formatAge(b.expiresAt, nowMs),
            expired ? QCoreApplication::translate("FleetRows", "expired") : QString()};
}

QStringList filterCells(const BaseOsImageBuild& b, qint64 nowMs)
{
    QStringList c = cells(b, nowMs);
    c[1] = filterCellText(c[1], b.status);
    c[2] = filterCellText(c[2], b.architecture);
    c[8] = filterCellText(c[8], b.artifact ? QString::number(b.artifact->size / (1024.0 * 1024.0), 'f', 0)
                                           : QString());
    c[10] = filterCellText(c[10], epochSecondsText(b.createdAt));
    c[12] = filterCellText(c[12], yesNo(b.isExpiredAt(static_cast<double>(nowMs))));
    return c;
}

} // namespace imagebuildrows

} // namespace core
} // namespace cloudly
