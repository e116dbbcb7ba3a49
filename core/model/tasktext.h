#pragma once

#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/filter/filterexpression.h"

#include <QHash>
#include <QString>
#include <QVariant>

namespace cloudly {
namespace core {
// The texts of the runtime tasks table's cells, without an item model: TasksModel shows them and
// cloudlyctl's `tasks` listing prints them straight from the DeploymentTable, so both write the same text by
// construction. The Service / Node / Image cells show the given names (id -> text; an unknown id shows the
// id), typically from InventoryLabels (core/model/inventorylabels.h).
class TaskText
{
public:
    // The columns, in TasksModel's order.
    enum Column
    {
        Id,
        Service,
        Node,
        Status,
        Health,
        Version,
        Image,
        DeployedAt,
        Cpu,
        Memory,
        ColumnCount
    };

    // The filter field names of the columns, in column order ("id", "service", "node", "status", ...).
    static QStringList filterFieldNames();
    // Per filter field: cpu and memory are numbers (percent, MB), deployed is a time (deployed:<1h).
    static QList<FilterExpression::FieldKind> filterFieldKinds();

    // Each returns whether the names changed.
    bool setServiceNames(const QHash<QString, QString>& names);
    bool setNodeNames(const QHash<QString, QString>& names);
    bool setImageNames(const QHash<QString, QString>& names);
    const QHash<QString, QString>& serviceNames() const { return m_serviceNames; }
    const QHash<QString, QString>& nodeNames() const { return m_nodeNames; }
    const QHash<QString, QString>& imageNames() const { return m_imageNames; }

    // The display text of one cell ("—" for an absent value).
    QString cell(const Deployment& deployment, int column) const;
    QString cell(const DeploymentTable& table, qsizetype row, int column) const;
    // What a filter field term compares with (FilterValueRole): service/node/image the name and the id
    // (joined by FilterExpression::kAlternative), deployed epoch seconds, "" for none; null for the columns
    // that compare with their display text.
    QVariant filterValues(const DeploymentTable& table, qsizetype row, int column) const;
    // "yyyy-MM-dd HH:mm:ss" in local time (the Deployed column).
    QString localTimeText(qint64 msecs) const;

private:
    template <typename Fields> QString cellText(const Fields& fields, int column) const;
    template <typename Fields> QVariant filterValuesOf(const Fields& fields, int column) const;

    QHash<QString, QString> m_serviceNames;
    QHash<QString, QString> m_nodeNames;
    QHash<QString, QString> m_imageNames;
    mutable QHash<qint64, int> m_utcOffsets; // quarter hour since the epoch -> UTC offset in seconds
};

} // namespace core
} // namespace cloudly
