#pragma once

#include "api/deployment.h"

#include <QAbstractTableModel>
#include <QHash>

namespace cloudly {
namespace core {
// A cheap 64-bit fingerprint of a deployment's content: for a deployment decoded from bytes
// (decodeDeploymentsJson) whose `raw` is still that slice, the hash of those bytes (Deployment::sourceHash);
// otherwise a hash of the typed fields, presence of optionals, the log's
// length, first and last line) plus, when the object carries keys the console does not model, the whole
// raw JSON. The id is not part of it (rows are matched by id first). Equal fingerprints: the row does not
// need a refresh. Not stable across processes.
quint64 deploymentFingerprint(const Deployment& deployment);

// The runtime tasks (deployments) table. setDeployments() applies a new list as row-level changes keyed
// by deployment id (see keyeddiff.h): kept rows stay where they are, gone rows are removed, new rows are
// appended, and only rows whose fingerprint changed get dataChanged. The rows are the given deployments
// (implicitly shared: the first fill and a refresh with the same ids in the same order store the list
// itself, no copy), so rows decoded from a reply keep their raw JSON as slices of that reply. The model never
// resets after its first fill, so selections, scroll positions and persistent indexes survive every poll.
class TasksModel : public QAbstractTableModel
{
    Q_OBJECT
public:
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
    void setDeployments(const QList<Deployment>& deployments);
    // Display names for the Service / Node / Image columns (id -> name). Unknown ids show the id. Changing
    // a map refreshes that column only.
    void setServiceNames(const QHash<QString, QString>& names);
    void setNodeNames(const QHash<QString, QString>& names);
    void setImageNames(const QHash<QString, QString>& names);

    const Deployment& deploymentAt(int row) const { return rowAt(row); }
    int rowOf(const QString& id) const; // -1 when unknown

    // The filter field names of the columns, in column order ("id", "service", "node", "status", ...).
    static QStringList filterFieldNames();
    // The display text of one cell (also used by the CLI's table output).
    QString displayText(const Deployment& deployment, int column) const;
    // "yyyy-MM-dd HH:mm:ss" in local time (the Deployed column).
    QString localTimeText(qint64 msecs) const;

private:
    // Logical row -> storage; differs from m_rows.at(row) only while setDeployments() removes rows.
    const Deployment& rowAt(int row) const { return m_rows.at(row < m_gapStart ? row : row + m_gapSize); }
    QVariant toolTip(const Deployment& deployment, int column) const;
    QVariant sortKey(const Deployment& deployment, int column) const;
    void emitColumnChanged(int column);
    void fill(const QList<Deployment>& deployments);
    void ensureRowOf() const; // builds m_rowOf when it is not valid

    QList<Deployment> m_rows;
    QList<quint64> m_fingerprints; // deploymentFingerprint() per row, compact for the diff pass
    int m_gapStart = 0;            // see setDeployments(): a run of dead slots while rows are being removed
    int m_gapSize = 0;
    // id -> row, built on first use (m_rowOfValid); exact except while a diff removes rows (m_rowOfStale)
    mutable QHash<QString, int> m_rowOf;
    mutable bool m_rowOfValid = true;
    bool m_rowOfStale = false;
    QHash<QString, QString> m_serviceNames;
    QHash<QString, QString> m_nodeNames;
    QHash<QString, QString> m_imageNames;
    mutable QHash<qint64, int> m_utcOffsets; // quarter hour since the epoch -> UTC offset in seconds
};

} // namespace core
} // namespace cloudly