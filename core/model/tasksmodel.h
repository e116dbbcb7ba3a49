#pragma once

#include "core/filter/filterexpression.h"

#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/model/tasktext.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace cloudly {
namespace core {
// The runtime tasks (deployments) table. setDeployments() applies a new table as row-level changes keyed
// by deployment id (see keyeddiff.h): kept rows stay where they are, gone rows are removed, new rows are
// appended, and only rows whose fingerprint (DeploymentTable::fingerprint) changed get dataChanged. The
// rows are a DeploymentTable: the given table itself when the ids come in the model's order (the first
// fill, the usual poll), else a select() of it in the model's order; either way no row keeps an older reply
// alive. The model never resets after its first fill, so selections, scroll positions and persistent
// indexes survive every poll.
class TasksModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column // TaskText's columns
    {
        Id = TaskText::Id,
        Service = TaskText::Service,
        Node = TaskText::Node,
        Status = TaskText::Status,
        Health = TaskText::Health,
        Version = TaskText::Version,
        Image = TaskText::Image,
        DeployedAt = TaskText::DeployedAt,
        Cpu = TaskText::Cpu,
        Memory = TaskText::Memory,
        ColumnCount = TaskText::ColumnCount
    };
    Q_ENUM(Column)

    enum Role
    {
        IdRole = Qt::UserRole + 1, // QString: the deployment id
        StatusRole,                // QString: a known status ("running", ...) or "unknown"
        HealthRole,                // QString: "healthy" | "unhealthy" | "unknown" ("unknown" when absent)
        RawJsonRole,               // QJsonObject: the deployment exactly as the server sent it
        SortRole,      // DeployedAt/Cpu/Memory: numbers (-1 when absent); Status: rank failed 0, unknown 1,
                       // starting, scheduled, stopping, stopped, running 6; Health: unhealthy 0, unknown 1,
                       // absent 2, healthy 3; display text otherwise
        ServiceIdRole, // QString
        NodeIdRole,    // QString
    };

    explicit TasksModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Applies `deployments` as a row-level diff. Duplicate ids: the first one wins (logged).
    void setDeployments(const DeploymentTable& deployments);
    void setDeployments(const QList<Deployment>& deployments); // DeploymentTable::fromList()
    // What the Service / Node / Image columns show (id -> text; unknown ids show the id) and, separately,
    // the plain names a filter term matches besides the id (`service:web` and `service:svc-web` both match
    // a cell that shows "web (svc-web)"). The one-map forms use the same map for both. Changing a map
    // refreshes that column only.
    void setServiceNames(const QHash<QString, QString>& shown, const QHash<QString, QString>& names);
    void setNodeNames(const QHash<QString, QString>& shown, const QHash<QString, QString>& names);
    void setServiceNames(const QHash<QString, QString>& names) { setServiceNames(names, names); }
    void setNodeNames(const QHash<QString, QString>& names) { setNodeNames(names, names); }
    void setImageNames(const QHash<QString, QString>& names);

    Deployment deploymentAt(int row) const; // built from the table
    int rowOf(const QString& id) const;     // -1 when unknown
    // The rows, row i of the model being row i of the table (not while setDeployments() emits signals).
    const DeploymentTable& table() const { return m_table; }

    // The filter field names of the columns, in column order ("id", "service", "node", "status", ...).
    static QStringList filterFieldNames();
    // Per filter field: cpu and memory are numbers (percent, MB), deployed is a time (deployed:<1h).
    static QList<FilterExpression::FieldKind> filterFieldKinds();
    static QStringList filterFieldUnits();
    // The display text of one cell (TaskText::cell; cloudlyctl prints the same through TaskText).
    QString displayText(const Deployment& deployment, int column) const;
    QString displayText(const DeploymentTable& table, qsizetype row, int column) const;
    // "yyyy-MM-dd HH:mm:ss" in local time (the Deployed column).
    QString localTimeText(qint64 msecs) const;

private:
    // A row of the table it currently lives in (see setDeployments(): during a refresh, kept and new rows
    // are read from the incoming table, removed ones from the previous table).
    struct RowRef
    {
        const DeploymentTable* table;
        qsizetype row;
    };
    RowRef rowAt(int row) const
    {
        if (!m_transition)
            return {&m_table, row};
        const qint32 slot = m_slots.at(row < m_gapStart ? row : row + m_gapSize);
        return slot >= 0 ? RowRef{&m_incoming, slot} : RowRef{&m_table, qsizetype(-slot - 1)};
    }
    QVariant toolTip(const Deployment& deployment, int column) const;
    void emitColumnChanged(int column);
    void fill(const DeploymentTable& deployments);
    void ensureRowOf() const; // builds m_rowOf when it is not valid
    int findRow(QByteArrayView id, quint64 hash) const;

    DeploymentTable m_table;
    // While setDeployments() changes the structure: the incoming table and per storage slot the row it
    // reads (>= 0: a row of m_incoming, < 0: -(row + 1) of m_table); a run of dead slots while rows are
    // removed.
    bool m_transition = false;
    DeploymentTable m_incoming;
    QList<qint32> m_slots;
    int m_gapStart = 0;
    int m_gapSize = 0;
    // id -> row of m_table, built on first use (m_rowOfValid): an open-addressing table of the ids' hashes
    // (the ids themselves stay in the table); exact except while a diff removes rows (m_rowOfStale).
    mutable std::vector<quint64> m_rowOfHashes;
    mutable std::vector<qint32> m_rowOfRows; // -1: free slot
    mutable bool m_rowOfValid = false;
    bool m_rowOfStale = false;
    TaskText m_text;   // the cells' texts and the names they show
    TaskText m_values; // the filter values: plain names and ids (cloudlyctl builds the same pair)
};

} // namespace core
} // namespace cloudly