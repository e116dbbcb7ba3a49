#include "core/journal/journalentry.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace cloudly {
namespace core {
QString JournalEntry::summary() const
{
    const auto change = [&] {
        return QStringLiteral("%1 → %2").arg(before.isEmpty() ? QStringLiteral("—") : before,
                                             after.isEmpty() ? QStringLiteral("—") : after);
    };
    if (kind == QLatin1String("task.appeared"))
        return QStringLiteral("task %1 of %2 appeared on %3 (%4)").arg(objectId, serviceId, nodeId, after);
    if (kind == QLatin1String("task.disappeared"))
        return QStringLiteral("task %1 of %2 on %3 disappeared (was %4)")
            .arg(objectId, serviceId, nodeId, before);
    if (kind == QLatin1String("task.status"))
        return QStringLiteral("task %1 of %2 on %3: status %4").arg(objectId, serviceId, nodeId, change());
    if (kind == QLatin1String("task.health"))
        return QStringLiteral("task %1 of %2 on %3: health %4").arg(objectId, serviceId, nodeId, change());
    if (kind == QLatin1String("node.status"))
        return QStringLiteral("node %1: status %2").arg(objectId, change());
    if (kind == QLatin1String("service.appeared"))
        return QStringLiteral("service %1 appeared").arg(objectId);
    if (kind == QLatin1String("service.disappeared"))
        return QStringLiteral("service %1 disappeared").arg(objectId);
    if (kind == QLatin1String("service.changed"))
        return QStringLiteral("service %1: %2 %3").arg(objectId, field, change());
    if (kind == QLatin1String("observation.started"))
        return QStringLiteral("this console started observing %1 (changes before this were not seen)")
            .arg(after);
    return QStringLiteral("%1 %2").arg(kind, objectId);
}

QJsonObject JournalEntry::toJson() const
{
    QJsonObject o{
        {QStringLiteral("at"), QDateTime::fromMSecsSinceEpoch(at, Qt::UTC).toString(Qt::ISODateWithMs)},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("objectId"), objectId}};
    const auto put = [&](const char* key, const QString& v) {
        if (!v.isEmpty())
            o.insert(QLatin1String(key), v);
    };
    put("serviceId", serviceId);
    put("nodeId", nodeId);
    put("field", field);
    put("before", before);
    put("after", after);
    o.insert(QStringLiteral("summary"), summary());
    return o;
}

QStringList JournalEntry::filterFieldNames()
{
    return {QStringLiteral("kind"),  QStringLiteral("id"),     QStringLiteral("service"),
            QStringLiteral("node"),  QStringLiteral("field"),  QStringLiteral("before"),
            QStringLiteral("after"), QStringLiteral("summary")};
}

QStringList JournalEntry::filterTexts() const
{
    return {kind, objectId, serviceId, nodeId, field, before, after, summary()};
}

JournalEntry journalEntryOfRow(const QSqlQuery& q)
{
    JournalEntry e;
    e.at = q.value(0).toLongLong();
    e.kind = q.value(1).toString();
    e.objectId = q.value(2).toString();
    e.serviceId = q.value(3).toString();
    e.nodeId = q.value(4).toString();
    e.field = q.value(5).toString();
    e.before = q.value(6).toString();
    e.after = q.value(7).toString();
    return e;
}

} // namespace core
} // namespace cloudly
