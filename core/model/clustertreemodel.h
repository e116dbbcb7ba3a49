#pragma once

#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/preflightcontract.h"

#include <QAbstractItemModel>
#include <QHash>

#include <memory>
#include <vector>

namespace cloudly {
namespace core {
struct KeyedDiff;

// The clusters tree: cluster -> node -> task (deployments grouped by nodeId). Tasks whose node is in no
// cluster are listed under a synthetic "Unknown nodes" cluster row (id ""), one synthetic node per nodeId.
//
// Platform check (the rule: core/rules/platformcheck.h): with setPlatformsByImage(), a node that cannot
// run the image one of its tasks uses is flagged: WarningRole on the node ("no runnable linux/arm64 platform
// in image X"), on that task, and a summary on the cluster.
//
// Task rows are 24-byte entries of their node (no item, no Deployment and no id string per task: a row
// number into the DeploymentTable given to setDeployments(), shared with the refresher); their fields are
// read through the table's accessors when data() asks. While a new table is applied, rows not updated yet
// read the previous one (kept until then).
//
// Every setter re-derives the tree and applies it level by level as row-level changes keyed by id (see
// keyeddiff.h): no reset after the first fill; kept rows stay, new rows are appended.
class ClusterTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        Name,
        Status,
        Detail,
        Count,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role
    {
        IdRole = Qt::UserRole + 1, // QString: cluster, node or deployment id ("" for the synthetic cluster)
        KindRole,                  // QString: "cluster" | "node" | "task"
        StatusRole,   // QString: cluster "online" | "degraded" | "empty" | "unknown"; node and task: their
                      // known status or "unknown"
        WarningRole,  // QString: why the row is flagged, "" when it is not
        RawJsonRole,  // QJsonObject: clusters redacted (never acmeInfo.serverSecret), nodes/tasks as sent
        SortRole,     // numbers for Count, text otherwise
        PlatformRole, // QString: a node's "linux/arm64" ("" when unknown)
        // QString: the id under which the metrics history keeps a node's series (MetricsHistory::nodeSeries;
        // the clusters tree's node sparklines), "" for clusters, tasks and the synthetic nodes of tasks whose
        // node is in no cluster (no cluster poll reports their metrics).
        MetricsNodeRole,
    };

    explicit ClusterTreeModel(QObject* parent = nullptr);
    ~ClusterTreeModel() override;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setClusters(const QList<Cluster>& clusters);
    void setDeployments(const DeploymentTable& deployments);
    void setServiceNames(const QHash<QString, QString>& names); // service id -> name, for task rows
    void setImageNames(const QHash<QString, QString>& names);   // image id -> name, for warnings
    // image id (Deployment::usedImageId) -> the platforms of that image's OCI index.
    void setPlatformsByImage(const QHash<QString, QList<OciPlatformDescriptorSummary>>& platforms);
    // service id -> the image id its tasks are checked against (and shown with) instead of their
    // usedImageId (the console's key of the OCI image a preflight report says the service runs).
    void setServiceImages(const QHash<QString, QString>& imageByService);
    // false: nodes get no task rows (their counts and warnings are the same); for a model that only
    // feeds the architecture check (ImagesView), not 100k rows nobody sees. Default true.
    void setTaskRowsShown(bool shown);

    // The row of a cluster ("cluster"), node ("node") or deployment ("task") id; invalid when unknown.
    // Tasks are searched linearly.
    QModelIndex findIndex(const QString& kind, const QString& id) const;

    static QStringList filterFieldNames(); // "name", "status", "detail", "count"

private:
    enum class Kind : quint8
    {
        Root,
        Cluster,
        Node,
        Task
    };
    struct Item;
    struct Spec;
    struct TaskRow;

    static bool isTask(const QModelIndex& index);
    Item* itemAt(const QModelIndex& index) const; // a task's index: its node
    QVariant taskData(const Item& node, int row, int column, int role) const;
    QString taskDisplay(const DeploymentTable& table, qsizetype row, qint32 name, int column) const;
    void rebuild();
    std::vector<Spec> buildSpecs() const;
    qint32 nameIndexOf(const QString& serviceId) const; // into m_taskNames, added when new
    void syncChildren(Item* parent, const QModelIndex& parentIndex, const std::vector<Spec>& specs);
    void syncTasks(Item* node, const QModelIndex& nodeIndex, const Spec& spec);
    std::unique_ptr<Item> createItem(const Spec& spec, Item* parent, int row) const;
    void assign(Item& item, const Spec& spec) const;
    void repoint(Item& item, const Spec& spec) const;
    QString display(const Item& item, int column) const;
    QString toolTip(const Item& item) const;
    QString imageLabel(const QString& imageId) const;
    static QString kindName(Kind kind);
    // The table a task row's number refers to: the current one, or the previous one while rebuild()
    // has not reached the row yet.
    const DeploymentTable& tableOf(const TaskRow& task) const;
    // The image a task is checked against: its service's image (setServiceImages), else usedImageId.
    std::optional<QString> imageOf(const DeploymentTable& table, qsizetype row) const;
    KeyedDiff diffTasks(const Item& node, const std::vector<TaskRow>& specs) const;

    std::unique_ptr<Item> m_root;
    QList<Cluster> m_clusters;
    DeploymentTable m_deployments;
    DeploymentTable m_previousDeployments; // only during setDeployments()
    quint32 m_generation = 0;              // of m_deployments (TaskRow::generation)
    // The tasks' service display names (TaskRow::name; append-only, per service id).
    mutable QStringList m_taskNames;
    mutable QHash<QString, qint32> m_nameIndex;
    QHash<QString, QString> m_serviceImages;
    bool m_taskRowsShown = true;
    // The first column announced by dataChanged() for changed task rows: Status while only image names
    // change (they show in Detail, warnings and tooltips, never in the Name column, the default sort
    // column), so a sorting proxy does not re-check the order of every task.
    int m_firstChangedTaskColumn = Name;
    QHash<QString, QString> m_serviceNames;
    QHash<QString, QString> m_imageNames;
    QHash<QString, QList<OciPlatformDescriptorSummary>> m_platformsByImage;
};

} // namespace core
} // namespace cloudly