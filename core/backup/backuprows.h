#pragma once

#include "core/api/backup.h"
#include "core/api/service.h"
#include "core/backup/coveragecheck.h"
#include "core/filter/filterexpression.h"

namespace cloudly {
namespace core {
// Table rows of the Backups and Volumes views, shared by cloudlyctl and the console's pages: the filter
// fields (stable, untranslated, lower-case names for --filter and the filter bar), their kinds, and for each
// row the display texts and the values a field term compares with (FilterFields / filterCellText).
// Times are shown relative to `nowMs` (passed in: rows are pure functions of their input).

// "1.5 GiB", "512 B": binary units, one decimal.
QString formatBytes(double bytes);
// "3h ago", "in 5d", "—" for none (rounded to the largest unit: s, m, h, d).
QString formatAge(std::optional<double> atMs, qint64 nowMs);
// A time as the value of a Duration filter field: epoch seconds, "" for none.
QString epochSecondsText(std::optional<double> atMs);
// A state value of a literal union as shown: known values as they are, others as "unknown (value)".
QString unionValueText(const QString& value, const QStringList& known);

namespace backuprows {
// id, service, status, trigger, age, size, stored, snapshots, replication, requestedby, error
const QStringList& fields();
const QList<FilterExpression::FieldKind>& kinds();
QStringList cells(const BackupRecord& record, qint64 nowMs);
QStringList filterCells(const BackupRecord& record, qint64 nowMs); // cells with filter values appended
} // namespace backuprows

// One service volume with its effective values (defaults applied), for the Volumes view and `volumes`.
struct VolumeEntry
{
    QString serviceId;
    QString serviceName;
    QString mountPath;
    QString name;       // effective name
    QString nameOrigin; // "name", "source" or "derived" (ServiceVolume::nameOriginName)
    std::optional<QString> source;
    QString driver; // effective driver (corestore by default)
    bool readOnly = false;
    bool backup = true;
    QMap<QString, QString> options;
    QStringList sharedWith; // the other services mounting a volume of the same effective name

    // {serviceId, serviceName, mountPath, name, nameOrigin, source (null when absent), driver, readOnly,
    //  backup, options}
    QJsonObject toJson() const;
};
// Every volume of `services`, in service then volume order; sharedWith filled across the list.
QList<VolumeEntry> volumeEntries(const QList<Service>& services);

namespace volumerows {
// service, mount, name, origin, driver, readonly, backup, shared, options
const QStringList& fields();
const QList<FilterExpression::FieldKind>& kinds();
QStringList cells(const VolumeEntry& volume);
QStringList filterCells(const VolumeEntry& volume);
} // namespace volumerows

namespace coveragerows {
// service, verdict, reasons
const QStringList& fields();
QStringList cells(const BackupCoverage& coverage);
// {"serviceId", "verdict", "reasons": [...]}
QJsonObject toJson(const BackupCoverage& coverage);
} // namespace coveragerows

} // namespace core
} // namespace cloudly
