#include "core/backup/backuprows.h"

#include "core/filter/filterfields.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace cloudly {
namespace core {
namespace {
using Kind = FilterExpression::FieldKind;

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

QString nameWithId(const QString& name, const QString& id)
{
    return name.isEmpty() || name == id ? id : name + QStringLiteral(" (") + id + QLatin1Char(')');
}

QString alternatives(const QStringList& values)
{
    return values.join(FilterExpression::kAlternative);
}

QString number(double value)
{
    return QString::number(value, 'f', 0);
}

} // namespace

QString formatBytes(double bytes)
{
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    double value = bytes;
    while (std::fabs(value) >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    return unit == 0 ? QStringLiteral("%1 B").arg(number(bytes))
                     : QStringLiteral("%1 %2").arg(value, 0, 'f', 1).arg(QLatin1String(units[unit]));
}

QString formatAge(std::optional<double> atMs, qint64 nowMs)
{
    if (!atMs)
        return QStringLiteral("—");
    const double delta = static_cast<double>(nowMs) - *atMs;
    const double seconds = std::fabs(delta) / 1000;
    QString text;
    if (seconds < 60)
        text = QStringLiteral("%1s").arg(static_cast<qint64>(seconds));
    else if (seconds < 3600)
        text = QStringLiteral("%1m").arg(static_cast<qint64>(seconds / 60));
    else if (seconds < 86400)
        text = QStringLiteral("%1h").arg(static_cast<qint64>(seconds / 3600));
    else
        text = QStringLiteral("%1d").arg(static_cast<qint64>(seconds / 86400));
    return delta >= 0 ? QCoreApplication::translate("BackupRows", "%1 ago").arg(text)
                      : QCoreApplication::translate("BackupRows", "in %1").arg(text);
}

QString epochSecondsText(std::optional<double> atMs)
{
    return atMs ? QString::number(static_cast<qint64>(std::floor(*atMs / 1000))) : QStringLiteral("");
}

QString unionValueText(const QString& value, const QStringList& known)
{
    return known.contains(value) ? value
                                 : QCoreApplication::translate("BackupRows", "unknown (%1)").arg(value);
}

// --- backups ------------------------------------------------------------------------------------------

namespace backuprows {

const QStringList& fields()
{
    static const QStringList list{
        QStringLiteral("id"),          QStringLiteral("service"),   QStringLiteral("status"),
        QStringLiteral("trigger"),     QStringLiteral("age"),       QStringLiteral("size"),
        QStringLiteral("stored"),      QStringLiteral("snapshots"), QStringLiteral("replication"),
        QStringLiteral("requestedby"), QStringLiteral("error")};
    return list;
}

const QList<FilterExpression::FieldKind>& kinds()
{
    static const QList<Kind> list{Kind::Text,     Kind::Text,   Kind::Text,   Kind::Text,
                                  Kind::Duration, Kind::Number, Kind::Number, Kind::Number,
                                  Kind::Text,     Kind::Text,   Kind::Text};
    return list;
}

namespace {
struct Sizes
{
    double original = 0;
    double stored = 0;
};
Sizes sizesOf(const BackupRecord& r)
{
    Sizes s;
    for (const BackupSnapshot& snap : r.snapshots) {
        s.original += snap.originalSize;
        s.stored += snap.storedSize;
    }
    return s;
}
QString replicationText(const BackupRecord& r)
{
    if (!r.replication)
        return QStringLiteral("—");
    return unionValueText(r.replication->targetType, allBackupReplicationTargetTypes()) + QLatin1Char(' ') +
           r.replication->targetPath;
}
} // namespace

QStringList cells(const BackupRecord& r, qint64 nowMs)
{
    const Sizes s = sizesOf(r);
    return {r.id,
            nameWithId(r.serviceName.value_or(QString()), r.serviceId),
            unionValueText(r.status, allBackupStatuses()),
            unionValueText(r.trigger, allBackupTriggers()),
            formatAge(r.createdAt, nowMs),
            formatBytes(s.original),
            formatBytes(s.stored),
            QString::number(r.snapshots.size()),
            replicationText(r),
            r.requestedBy.value_or(QStringLiteral("—")),
            r.errorText.value_or(QString())};
}

QStringList filterCells(const BackupRecord& r, qint64 nowMs)
{
    QStringList c = cells(r, nowMs);
    const Sizes s = sizesOf(r);
    c[1] = filterCellText(c[1], alternatives({r.serviceName.value_or(r.serviceId), r.serviceId}));
    c[2] = filterCellText(c[2], r.status); // the wire value: status:frozen finds an unknown status
    c[3] = filterCellText(c[3], r.trigger);
    c[4] = filterCellText(c[4], epochSecondsText(r.createdAt));
    c[5] = filterCellText(c[5], number(s.original / (1024.0 * 1024.0)));
    c[6] = filterCellText(c[6], number(s.stored / (1024.0 * 1024.0)));
    if (r.replication)
        c[8] = filterCellText(c[8], alternatives({r.replication->targetType, r.replication->targetPath}));
    return c;
}

} // namespace backuprows

// --- volumes ------------------------------------------------------------------------------------------

QJsonObject VolumeEntry::toJson() const
{
    QJsonObject o{{QStringLiteral("serviceId"), serviceId},
                  {QStringLiteral("serviceName"), serviceName},
                  {QStringLiteral("mountPath"), mountPath},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("nameOrigin"), nameOrigin},
                  {QStringLiteral("source"), source ? QJsonValue(*source) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("driver"), driver},
                  {QStringLiteral("readOnly"), readOnly},
                  {QStringLiteral("backup"), backup}};
    QJsonObject opts;
    for (auto it = options.constBegin(); it != options.constEnd(); ++it)
        opts.insert(it.key(), it.value());
    o.insert(QStringLiteral("options"), opts);
    return o;
}

QList<VolumeEntry> volumeEntries(const QList<Service>& services)
{
    QList<VolumeEntry> out;
    QHash<QString, QStringList> servicesByName;
    for (const Service& s : services) {
        for (const ServiceVolume& v : s.data.volumes) {
            VolumeEntry e;
            e.serviceId = s.id;
            e.serviceName = s.data.name;
            e.mountPath = v.mountPath;
            e.name = v.effectiveName(s.id);
            e.nameOrigin = ServiceVolume::nameOriginName(v.nameOrigin());
            e.source = v.source;
            e.driver = v.effectiveDriver();
            e.readOnly = v.effectiveReadOnly();
            e.backup = v.effectiveBackup();
            e.options = v.options;
            QStringList& users = servicesByName[e.name];
            if (!users.contains(s.id))
                users << s.id;
            out.append(std::move(e));
        }
    }
    for (VolumeEntry& e : out) {
        e.sharedWith = servicesByName.value(e.name);
        e.sharedWith.removeAll(e.serviceId);
    }
    return out;
}

namespace volumerows {

const QStringList& fields()
{
    static const QStringList list{
        QStringLiteral("service"), QStringLiteral("mount"),  QStringLiteral("name"),
        QStringLiteral("origin"),  QStringLiteral("driver"), QStringLiteral("readonly"),
        QStringLiteral("backup"),  QStringLiteral("shared"), QStringLiteral("options")};
    return list;
}

const QList<FilterExpression::FieldKind>& kinds()
{
    static const QList<Kind> list(9, Kind::Text);
    return list;
}

QStringList cells(const VolumeEntry& v)
{
    QStringList options;
    for (auto it = v.options.constBegin(); it != v.options.constEnd(); ++it)
        options << it.key() + QLatin1Char('=') + it.value();
    return {nameWithId(v.serviceName, v.serviceId),
            v.mountPath,
            v.name,
            v.nameOrigin,
            v.driver,
            yesNo(v.readOnly),
            yesNo(v.backup),
            v.sharedWith.isEmpty() ? QStringLiteral("—") : v.sharedWith.join(QStringLiteral(", ")),
            options.join(QStringLiteral(", "))};
}

QStringList filterCells(const VolumeEntry& v)
{
    QStringList c = cells(v);
    c[0] = filterCellText(c[0], alternatives({v.serviceName, v.serviceId}));
    if (!v.sharedWith.isEmpty())
        c[7] = filterCellText(c[7], alternatives(QStringList{QStringLiteral("yes")} + v.sharedWith));
    else
        c[7] = filterCellText(c[7], QStringLiteral("no"));
    return c;
}

} // namespace volumerows

// --- coverage -----------------------------------------------------------------------------------------

namespace coveragerows {

const QStringList& fields()
{
    static const QStringList list{QStringLiteral("service"), QStringLiteral("verdict"),
                                  QStringLiteral("reasons")};
    return list;
}

QStringList cells(const BackupCoverage& c)
{
    return {nameWithId(c.serviceName, c.serviceId), BackupCoverage::verdictName(c.verdict),
            c.reasons.join(QStringLiteral("; "))};
}

QJsonObject toJson(const BackupCoverage& c)
{
    return {{QStringLiteral("serviceId"), c.serviceId},
            {QStringLiteral("verdict"), BackupCoverage::verdictName(c.verdict)},
            {QStringLiteral("reasons"), QJsonArray::fromStringList(c.reasons)}};
}

} // namespace coveragerows

} // namespace core
} // namespace cloudly
