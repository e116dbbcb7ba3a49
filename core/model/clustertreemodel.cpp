#include "core/model/clustertreemodel.h"

#include "core/filter/filterfields.h"
#include "core/model/keyeddiff.h"
#include "core/rules/platformcheck.h"
#include "core/util/logging.h"

#include <QSet>

#include <utility>
#include <vector>

namespace cloudly {
namespace core {
namespace {

template <typename T> void mix(quint64& h, const T& value)
{
    h ^= qHash(value, 0) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
}

} // namespace

QString ClusterTreeModel::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Cluster:
        return QStringLiteral("cluster");
    case Kind::Node:
        return QStringLiteral("node");
    case Kind::Task:
        return QStringLiteral("task");
    case Kind::Root:
        break;
    }
    return {};
}

namespace {

const QString& unknownText()
{
    static const QString u = QStringLiteral("unknown");
    return u;
}

} // namespace

// A task row: 24 bytes in its node's list, no item of its own (100k tasks). Its index carries the node's
// Item pointer tagged with kTaskTag, its row is the position in that list.
struct ClusterTreeModel::TaskRow
{
    qint32 row = -1;        // of the table (tableOf())
    quint32 generation = 0; // of that table
    quint64 stamp = 0;      // fingerprint of everything data() shows
    qint32 warning = -1;    // index into the node's taskWarnings, -1: none
    qint32 name = -1;       // index into m_taskNames: the service's display name (sorting asks a lot)
};

struct ClusterTreeModel::Item
{
    Kind kind = Kind::Root; // Root, Cluster or Node (tasks are TaskRows)
    Item* parent = nullptr;
    int row = 0;
    QString id;
    bool synthetic = false;
    // What the row shows, pointing into m_clusters (no copy per row). rebuild() repoints every kept row, so
    // they never outlive their list.
    const Cluster* clusterPtr = nullptr;
    const ClusterNode* nodePtr = nullptr;
    QString warning;
    int nodes = 0;                               // clusters
    int online = 0;                              // clusters
    int tasks = 0;                               // clusters, nodes
    int failed = 0;                              // nodes
    quint64 stamp = 0;                           // fingerprint of everything data() shows
    std::vector<std::unique_ptr<Item>> children; // root: clusters; clusters: nodes
    std::vector<TaskRow> taskRows;               // nodes: their tasks
    QStringList taskWarnings;                    // nodes: the distinct warnings of their tasks

    const Cluster& cluster() const { return *clusterPtr; }
    const ClusterNode& node() const { return *nodePtr; }
};

// What one row should be after a rebuild; syncChildren() turns the difference into row changes.
struct ClusterTreeModel::Spec
{
    Kind kind = Kind::Root;
    QString id;
    bool synthetic = false;
    const Cluster* cluster = nullptr;
    const ClusterNode* node = nullptr;
    QString warning;
    int nodes = 0;
    int online = 0;
    int tasks = 0;
    int failed = 0;
    quint64 stamp = 0;
    std::vector<Spec> children;    // clusters and nodes
    std::vector<TaskRow> taskRows; // tasks
    QStringList taskWarnings;
};

namespace {
constexpr quintptr kTaskTag = 1; // in the internal id of a task's index (Item pointers are aligned)
}

ClusterTreeModel::ClusterTreeModel(QObject* parent)
    : QAbstractItemModel(parent), m_root(std::make_unique<Item>())
{}

ClusterTreeModel::~ClusterTreeModel() = default;

QStringList ClusterTreeModel::filterFieldNames()
{
    // "role" is the Role / platform column (clusters: setup mode; nodes: role, platform and type; tasks:
    // image and version): match a part with a glob, role:*arm64*. "contents" is the Contents column.
    return {QStringLiteral("name"), QStringLiteral("status"), QStringLiteral("role"),
            QStringLiteral("contents")};
}

bool ClusterTreeModel::isTask(const QModelIndex& index)
{
    return index.isValid() && (index.internalId() & kTaskTag) != 0;
}

ClusterTreeModel::Item* ClusterTreeModel::itemAt(const QModelIndex& index) const
{
    // A task's index carries its node.
    return index.isValid() ? reinterpret_cast<Item*>(index.internalId() & ~kTaskTag) : m_root.get();
}

QModelIndex ClusterTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const Item* p = itemAt(parent);
    if (p->kind == Kind::Node)
        return createIndex(row, column, reinterpret_cast<quintptr>(p) | kTaskTag);
    return createIndex(row, column, p->children.at(static_cast<size_t>(row)).get());
}

QModelIndex ClusterTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const Item* p = isTask(child) ? itemAt(child) : itemAt(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int ClusterTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0 || isTask(parent))
        return 0;
    const Item* item = itemAt(parent);
    return static_cast<int>(item->kind == Kind::Node ? item->taskRows.size() : item->children.size());
}

int ClusterTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QVariant ClusterTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == FilterFieldNameRole)
        return filterFieldNames().at(section);
    if (role == Qt::ToolTipRole && section == Detail)
        return tr("Clusters: setup mode; nodes: role, platform and type; tasks: image and version (filter: "
                  "role:*arm64*)");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Name");
    case Status:
        return tr("Status");
    case Detail:
        return tr("Role / platform");
    case Count:
        return tr("Contents");
    case ColumnCount:
        break;
    }
    return {};
}

QHash<int, QByteArray> ClusterTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(IdRole, "itemId");
    names.insert(KindRole, "kind");
    names.insert(StatusRole, "status");
    names.insert(WarningRole, "warning");
    names.insert(RawJsonRole, "rawJson");
    names.insert(SortRole, "sortKey");
    names.insert(PlatformRole, "platform");
    names.insert(MetricsNodeRole, "metricsNode");
    return names;
}

QString ClusterTreeModel::imageLabel(const QString& imageId) const
{
    return m_imageNames.value(imageId, imageId);
}

const DeploymentTable& ClusterTreeModel::tableOf(const TaskRow& task) const
{
    return task.generation == m_generation ? m_deployments : m_previousDeployments;
}

std::optional<QString> ClusterTreeModel::imageOf(const DeploymentTable& table, qsizetype row) const
{
    if (!m_serviceImages.isEmpty()) {
        const auto it = m_serviceImages.constFind(table.serviceId(row));
        if (it != m_serviceImages.constEnd())
            return *it;
    }
    return table.usedImageId(row);
}

QString ClusterTreeModel::display(const Item& item, int column) const
{
    switch (item.kind) {
    case Kind::Cluster:
        switch (Column(column)) {
        case Name:
            return item.synthetic ? tr("Unknown nodes") : item.cluster().data.name;
        case Status:
            if (item.synthetic)
                return QStringLiteral("—");
            return item.nodes == 0 ? tr("no nodes") : tr("%1/%2 online").arg(item.online).arg(item.nodes);
        case Detail:
            return item.synthetic ? tr("nodes that are in no cluster") : item.cluster().effectiveSetupMode();
        case Count:
            return tr("%n node(s)", nullptr, item.nodes) + QStringLiteral(", ") +
                   tr("%n task(s)", nullptr, item.tasks);
        case ColumnCount:
            break;
        }
        break;
    case Kind::Node:
        switch (Column(column)) {
        case Name:
            return item.synthetic ? item.id : item.node().displayName();
        case Status:
            return item.synthetic ? unknownText() : item.node().data.status.value_or(unknownText());
        case Detail: {
            if (item.synthetic)
                return tr("not in any cluster");
            const ClusterNodeData& d = item.node().data;
            QStringList parts;
            if (d.role)
                parts << *d.role;
            const QString platform = PlatformCheck::nodePlatform(item.node());
            if (!platform.isEmpty())
                parts << platform;
            if (d.nodeType)
                parts << *d.nodeType;
            return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(" · "));
        }
        case Count: {
            QString text = tr("%n task(s)", nullptr, item.tasks);
            if (item.failed > 0)
                text += QStringLiteral(", ") + tr("%n failed", nullptr, item.failed);
            return text;
        }
        case ColumnCount:
            break;
        }
        break;
    case Kind::Task:
    case Kind::Root:
        break;
    }
    return {};
}

QString ClusterTreeModel::taskDisplay(const DeploymentTable& table, qsizetype r, qint32 name,
                                      int column) const
{
    switch (Column(column)) {
    case Name:
        return m_taskNames.value(name);
    case Status: {
        const std::optional<QString> health = table.healthStatus(r);
        return health ? table.status(r) + QStringLiteral(" · ") + *health : table.status(r);
    }
    case Detail: {
        const std::optional<QString> image = imageOf(table, r);
        QString text = image ? imageLabel(*image) : QStringLiteral("—");
        if (const std::optional<QString> version = table.version(r))
            text += QLatin1Char(':') + *version;
        return text;
    }
    case Count:
    case ColumnCount:
        break;
    }
    return {};
}

QString ClusterTreeModel::toolTip(const Item& item) const
{
    QString text;
    switch (item.kind) {
    case Kind::Cluster:
        text = item.synthetic ? tr("Tasks whose node is in no known cluster") : tr("Cluster %1").arg(item.id);
        break;
    case Kind::Node:
        text = tr("Node %1").arg(item.id);
        if (!item.synthetic && item.node().data.metrics) {
            const ClusterNodeMetrics& m = *item.node().data.metrics;
            if (m.cpuUsagePercent)
                text += QLatin1Char('\n') + tr("CPU %1 %").arg(*m.cpuUsagePercent, 0, 'f', 1);
            if (m.memoryUsedMB && m.memoryAvailableMB)
                text += QLatin1Char('\n') + tr("Memory %1 / %2 MB")
                                                .arg(*m.memoryUsedMB, 0, 'f', 0)
                                                .arg(*m.memoryAvailableMB, 0, 'f', 0);
        }
        break;
    case Kind::Task:
    case Kind::Root:
        break;
    }
    if (!item.warning.isEmpty())
        text += QLatin1Char('\n') + item.warning;
    return text;
}

QVariant ClusterTreeModel::taskData(const Item& node, int row, int column, int role) const
{
    const TaskRow& task = node.taskRows.at(static_cast<size_t>(row));
    const DeploymentTable& table = tableOf(task);
    const qsizetype r = task.row;
    const QString warning = node.taskWarnings.value(task.warning);
    switch (role) {
    case Qt::DisplayRole:
        return taskDisplay(table, r, task.name, column);
    case Qt::ToolTipRole: {
        QString text = tr("Deployment %1\nService %2").arg(table.id(r), table.serviceId(r));
        if (column == Status && table.logLineCount(r) > 0)
            text += QLatin1Char('\n') + table.at(r).deploymentLog.constLast();
        if (!warning.isEmpty())
            text += QLatin1Char('\n') + warning;
        return text;
    }
    case FilterValueRole: {
        // status:failed and status:unhealthy (the column shows "failed · unhealthy"); name:<id> too.
        const QChar mark = FilterExpression::kAlternative;
        if (column == Status) {
            const std::optional<QString> health = table.healthStatus(r);
            return health ? table.status(r) + mark + *health : table.status(r);
        }
        if (column == Name)
            return m_taskNames.value(task.name) + mark + table.id(r);
        return {};
    }
    case IdRole:
        return table.id(r);
    case KindRole:
        return kindName(Kind::Task);
    case StatusRole:
        return knownDeploymentStatuses().contains(table.status(r)) ? table.status(r) : unknownText();
    case WarningRole:
        return warning;
    case RawJsonRole:
        return table.rawObject(r);
    case SortRole:
        if (column == Count)
            return 0;
        return taskDisplay(table, r, task.name, column);
    case PlatformRole:
    case MetricsNodeRole:
        return QString();
    default:
        return {};
    }
}

QVariant ClusterTreeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (isTask(index))
        return taskData(*itemAt(index), index.row(), index.column(), role);
    const Item& item = *itemAt(index);
    switch (role) {
    case Qt::DisplayRole:
        return display(item, index.column());
    case Qt::ToolTipRole:
        return toolTip(item);
    case FilterValueRole: // name:<id> as well as the name
        if (index.column() == Name)
            return display(item, Name) + FilterExpression::kAlternative + item.id;
        return {};
    case IdRole:
        return item.id;
    case KindRole:
        return kindName(item.kind);
    case StatusRole:
        switch (item.kind) {
        case Kind::Cluster:
            if (item.synthetic)
                return unknownText();
            if (item.nodes == 0)
                return QStringLiteral("empty");
            return item.online == item.nodes ? QStringLiteral("online") : QStringLiteral("degraded");
        case Kind::Node:
            if (item.synthetic || !item.node().data.status ||
                !knownNodeStatuses().contains(*item.node().data.status))
                return unknownText();
            return *item.node().data.status;
        case Kind::Task:
        case Kind::Root:
            break;
        }
        return {};
    case WarningRole:
        return item.warning;
    case RawJsonRole:
        switch (item.kind) {
        case Kind::Cluster:
            return item.synthetic ? QJsonObject() : item.cluster().redactedJson();
        case Kind::Node:
            return item.synthetic ? QJsonObject() : item.node().raw;
        case Kind::Task:
        case Kind::Root:
            break;
        }
        return {};
    case SortRole:
        if (index.column() == Count)
            return item.tasks;
        return display(item, index.column());
    case PlatformRole:
        return item.kind == Kind::Node && !item.synthetic ? PlatformCheck::nodePlatform(item.node())
                                                          : QString();
    case MetricsNodeRole:
        return item.kind == Kind::Node && !item.synthetic ? item.id : QString();
    default:
        return {};
    }
}

QModelIndex ClusterTreeModel::findIndex(const QString& kind, const QString& id) const
{
    const QByteArray taskId = kind == QLatin1String("task") ? id.toUtf8() : QByteArray();
    const std::function<QModelIndex(const Item*, const QModelIndex&)> search =
        [&](const Item* parent, const QModelIndex& parentIndex) {
            if (parent->kind == Kind::Node) {
                for (size_t row = 0; row < parent->taskRows.size() && !taskId.isNull(); ++row) {
                    const TaskRow& task = parent->taskRows[row];
                    if (tableOf(task).idUtf8(task.row) == taskId)
                        return index(static_cast<int>(row), 0, parentIndex);
                }
                return QModelIndex();
            }
            for (size_t row = 0; row < parent->children.size(); ++row) {
                const Item* child = parent->children[row].get();
                const QModelIndex childIndex = index(static_cast<int>(row), 0, parentIndex);
                if (child->id == id && kindName(child->kind) == kind)
                    return childIndex;
                const QModelIndex found = search(child, childIndex);
                if (found.isValid())
                    return found;
            }
            return QModelIndex();
        };
    return search(m_root.get(), {});
}

void ClusterTreeModel::setClusters(const QList<Cluster>& clusters)
{
    // Rows point into the list: the old one stays alive until rebuild() has repointed every kept row.
    const QList<Cluster> previous = std::exchange(m_clusters, clusters);
    rebuild();
}

void ClusterTreeModel::setDeployments(const DeploymentTable& deployments)
{
    // Task rows are repointed to their row of the new table by rebuild(); until then they read the
    // previous one (views may ask for data while the rows change).
    m_previousDeployments = std::exchange(m_deployments, deployments);
    ++m_generation;
    rebuild();
    m_previousDeployments = DeploymentTable();
}

void ClusterTreeModel::setServiceImages(const QHash<QString, QString>& imageByService)
{
    if (imageByService == m_serviceImages)
        return;
    m_serviceImages = imageByService;
    rebuild();
}

void ClusterTreeModel::setTaskRowsShown(bool shown)
{
    if (shown == m_taskRowsShown)
        return;
    m_taskRowsShown = shown;
    rebuild();
}

void ClusterTreeModel::setServiceNames(const QHash<QString, QString>& names)
{
    if (names == m_serviceNames)
        return;
    m_serviceNames = names;
    for (auto it = m_nameIndex.cbegin(); it != m_nameIndex.cend(); ++it)
        m_taskNames[*it] = names.value(it.key(), it.key());
    rebuild();
}

void ClusterTreeModel::setImageNames(const QHash<QString, QString>& names)
{
    if (names == m_imageNames)
        return;
    m_imageNames = names;
    m_firstChangedTaskColumn = Status; // a task's name (and its sort key) does not show image names
    rebuild();
    m_firstChangedTaskColumn = Name;
}

void ClusterTreeModel::setPlatformsByImage(
    const QHash<QString, QList<OciPlatformDescriptorSummary>>& platforms)
{
    m_platformsByImage = platforms;
    rebuild();
}

qint32 ClusterTreeModel::nameIndexOf(const QString& serviceId) const
{
    // Append-only: an index always means the same service, also for rows a rebuild has not reached yet.
    const auto it = m_nameIndex.constFind(serviceId);
    if (it != m_nameIndex.constEnd())
        return *it;
    const qint32 index = static_cast<qint32>(m_taskNames.size());
    m_taskNames << m_serviceNames.value(serviceId, serviceId);
    m_nameIndex.insert(serviceId, index);
    return index;
}

std::vector<ClusterTreeModel::Spec> ClusterTreeModel::buildSpecs() const
{
    // Tasks by node (first occurrence of a deployment id wins).
    QHash<QString, QList<qsizetype>> tasksByNode;
    {
        QSet<QByteArrayView> seenTasks; // views into the table: no string per task
        seenTasks.reserve(m_deployments.size());
        for (qsizetype i = 0; i < m_deployments.size(); ++i) {
            const QByteArrayView id = m_deployments.idUtf8(i);
            if (seenTasks.contains(id)) {
                qCWarning(lcModel) << "cluster tree: duplicate deployment id ignored:" << m_deployments.id(i);
                continue;
            }
            seenTasks.insert(id);
            tasksByNode[m_deployments.nodeId(i)].append(i);
        }
    }

    // platform + image id -> warning ("" = runnable), computed once per pair.
    QHash<QString, QString> warnings;
    const auto platformWarning = [&](const QString& platform, const QString& imageId) -> QString {
        const auto images = m_platformsByImage.constFind(imageId);
        if (images == m_platformsByImage.constEnd())
            return {}; // nothing known about the image: no verdict
        const QString key = platform + QLatin1Char('\n') + imageId;
        const auto cached = warnings.constFind(key);
        if (cached != warnings.constEnd())
            return *cached;
        const QString warning = PlatformCheck::warning(platform, *images, imageLabel(imageId));
        warnings.insert(key, warning);
        return warning;
    };

    const auto fillNode = [&](Spec& n, const QString& platform) {
        QStringList& nodeWarnings = n.taskWarnings;
        const QList<qsizetype> taskIndexes = tasksByNode.value(n.id);
        if (m_taskRowsShown)
            n.taskRows.reserve(static_cast<size_t>(taskIndexes.size()));
        for (const qsizetype i : taskIndexes) {
            const std::optional<QString> image = imageOf(m_deployments, i);
            QString warning;
            if (!platform.isEmpty() && image && !image->isEmpty())
                warning = platformWarning(platform, *image);
            if (m_deployments.status(i) == QLatin1String("failed"))
                ++n.failed;
            qint32 warningIndex = -1;
            if (!warning.isEmpty()) {
                warningIndex = static_cast<qint32>(nodeWarnings.indexOf(warning));
                if (warningIndex < 0) {
                    warningIndex = static_cast<qint32>(nodeWarnings.size());
                    nodeWarnings << warning;
                }
            }
            if (!m_taskRowsShown)
                continue;
            const qint32 name = nameIndexOf(m_deployments.serviceId(i));
            quint64 h = m_deployments.fingerprint(i);
            mix(h, m_taskNames.at(name));
            mix(h, warning);
            if (image)
                mix(h, imageLabel(*image));
            n.taskRows.push_back(TaskRow{static_cast<qint32>(i), m_generation, h, warningIndex, name});
        }
        n.tasks = static_cast<int>(taskIndexes.size());
        n.warning = nodeWarnings.join(QLatin1Char('\n'));
        quint64 h = n.synthetic ? 1 : qHash(n.node->raw, 0);
        mix(h, n.tasks);
        mix(h, n.failed);
        mix(h, n.warning);
        n.stamp = h;
    };

    std::vector<Spec> specs;
    QSet<QString> seenClusters;
    QSet<QString> knownNodes;
    for (const Cluster& cluster : m_clusters) {
        if (seenClusters.contains(cluster.id)) {
            qCWarning(lcModel) << "cluster tree: duplicate cluster id ignored:" << cluster.id;
            continue;
        }
        seenClusters.insert(cluster.id);
        Spec c;
        c.kind = Kind::Cluster;
        c.id = cluster.id;
        c.cluster = &cluster;
        int flagged = 0;
        for (const ClusterNode& node : cluster.data.nodes) {
            if (knownNodes.contains(node.id)) {
                qCWarning(lcModel) << "cluster tree: node listed twice, first one kept:" << node.id;
                continue;
            }
            knownNodes.insert(node.id);
            Spec n;
            n.kind = Kind::Node;
            n.id = node.id;
            n.node = &node;
            fillNode(n, PlatformCheck::nodePlatform(node));
            ++c.nodes;
            c.online += node.data.status == QLatin1String("online") ? 1 : 0;
            c.tasks += n.tasks;
            flagged += n.warning.isEmpty() ? 0 : 1;
            c.children.push_back(std::move(n));
        }
        if (flagged > 0)
            c.warning = tr("%n node(s) cannot run the image of one of their tasks", nullptr, flagged);
        quint64 h = qHash(cluster.raw, 0);
        mix(h, c.nodes);
        mix(h, c.online);
        mix(h, c.tasks);
        mix(h, c.warning);
        c.stamp = h;
        specs.push_back(std::move(c));
    }

    // Tasks on nodes that no cluster lists.
    Spec orphans;
    orphans.kind = Kind::Cluster;
    orphans.synthetic = true;
    QSet<QString> orphanNodes;
    for (qsizetype i = 0; i < m_deployments.size(); ++i) {
        const QString& nodeId = m_deployments.nodeId(i);
        if (knownNodes.contains(nodeId) || orphanNodes.contains(nodeId))
            continue;
        orphanNodes.insert(nodeId);
        Spec n;
        n.kind = Kind::Node;
        n.id = nodeId;
        n.synthetic = true;
        fillNode(n, QString());
        ++orphans.nodes;
        orphans.tasks += n.tasks;
        orphans.children.push_back(std::move(n));
    }
    if (!orphans.children.empty()) {
        quint64 h = 2;
        mix(h, orphans.nodes);
        mix(h, orphans.tasks);
        orphans.stamp = h;
        specs.push_back(std::move(orphans));
    }
    return specs;
}

void ClusterTreeModel::repoint(Item& item, const Spec& spec) const
{
    item.clusterPtr = spec.cluster;
    item.nodePtr = spec.node;
}

void ClusterTreeModel::assign(Item& item, const Spec& spec) const
{
    item.kind = spec.kind;
    item.id = spec.id;
    item.synthetic = spec.synthetic;
    repoint(item, spec);
    item.warning = spec.warning;
    item.nodes = spec.nodes;
    item.online = spec.online;
    item.tasks = spec.tasks;
    item.failed = spec.failed;
    item.stamp = spec.stamp;
}

std::unique_ptr<ClusterTreeModel::Item> ClusterTreeModel::createItem(const Spec& spec, Item* parent,
                                                                     int row) const
{
    auto item = std::make_unique<Item>();
    assign(*item, spec);
    item->parent = parent;
    item->row = row;
    item->taskRows = spec.taskRows;
    item->taskWarnings = spec.taskWarnings;
    item->children.reserve(spec.children.size());
    for (size_t i = 0; i < spec.children.size(); ++i)
        item->children.push_back(createItem(spec.children[i], item.get(), int(i)));
    return item;
}

void ClusterTreeModel::rebuild()
{
    const std::vector<Spec> specs = buildSpecs();
    syncChildren(m_root.get(), {}, specs);
}

KeyedDiff ClusterTreeModel::diffTasks(const Item& node, const std::vector<TaskRow>& specs) const
{
    // computeKeyedDiff() on the ids' UTF-8 bytes in the tables (no id string per task); a node's tasks
    // have no duplicate ids (buildSpecs()).
    const auto& rows = node.taskRows;
    const int oldCount = static_cast<int>(rows.size());
    KeyedDiff diff;
    diff.incomingOfOld.fill(-1, oldCount);
    const auto oldKey = [&](int row) {
        const TaskRow& task = rows[static_cast<size_t>(row)];
        return tableOf(task).idUtf8(task.row);
    };
    QHash<QByteArrayView, int> index;
    bool indexed = false;
    int cursor = 0;
    int matched = 0;
    for (int i = 0; i < int(specs.size()); ++i) {
        const QByteArrayView key = m_deployments.idUtf8(specs[static_cast<size_t>(i)].row);
        int oldRow = -1;
        if (cursor < oldCount && diff.incomingOfOld.at(cursor) < 0 && oldKey(cursor) == key) {
            oldRow = cursor;
        } else {
            if (!indexed) {
                index.reserve(oldCount);
                for (int row = 0; row < oldCount; ++row)
                    index.insert(oldKey(row), row);
                indexed = true;
            }
            oldRow = index.value(key, -1);
        }
        if (oldRow >= 0 && diff.incomingOfOld.at(oldRow) < 0) {
            diff.incomingOfOld[oldRow] = i;
            ++matched;
            cursor = oldRow + 1;
        } else {
            diff.added.append(i);
        }
    }
    diff.removedCount = oldCount - matched;
    return diff;
}

void ClusterTreeModel::syncChildren(Item* parent, const QModelIndex& parentIndex,
                                    const std::vector<Spec>& specs)
{
    auto& children = parent->children;
    const KeyedDiff diff = computeKeyedDiff(
        static_cast<int>(children.size()),
        [&](int row) -> const QString& { return children[static_cast<size_t>(row)]->id; }, int(specs.size()),
        [&](int i) -> const QString& { return specs.at(static_cast<size_t>(i)).id; });

    applyKeyedDiff(
        diff,
        [&](int row, int incoming) {
            Item& item = *children[static_cast<size_t>(row)];
            const Spec& spec = specs.at(static_cast<size_t>(incoming));
            if (item.stamp == spec.stamp && item.synthetic == spec.synthetic) {
                repoint(item, spec); // same contents, but the list it points into may be a new one
                return false;
            }
            assign(item, spec);
            return true;
        },
        [&](int first, int last) {
            Q_EMIT dataChanged(index(first, 0, parentIndex), index(last, ColumnCount - 1, parentIndex));
        },
        [&](int first, int last) {
            beginRemoveRows(parentIndex, first, last);
            children.erase(children.begin() + first, children.begin() + last + 1);
            for (size_t row = static_cast<size_t>(first); row < children.size(); ++row)
                children[row]->row = static_cast<int>(row);
            endRemoveRows();
        },
        [&](const QList<int>& added) {
            const int first = static_cast<int>(children.size());
            beginInsertRows(parentIndex, first, first + static_cast<int>(added.size()) - 1);
            for (const int incoming : added)
                children.push_back(
                    createItem(specs.at(static_cast<size_t>(incoming)), parent, int(children.size())));
            endInsertRows();
        });

    // Kept rows: bring their children up to date (rows appended just now were built complete).
    const QList<int> rows = diff.rowsAfterRemoval();
    for (qsizetype old = 0; old < rows.size(); ++old) {
        if (rows.at(old) < 0)
            continue;
        const int row = rows.at(old);
        const Spec& spec = specs.at(static_cast<size_t>(diff.incomingOfOld.at(old)));
        Item* child = children[static_cast<size_t>(row)].get();
        if (child->kind == Kind::Node)
            syncTasks(child, index(row, 0, parentIndex), spec);
        else
            syncChildren(child, index(row, 0, parentIndex), spec.children);
    }
}

void ClusterTreeModel::syncTasks(Item* node, const QModelIndex& nodeIndex, const Spec& spec)
{
    std::vector<TaskRow>& rows = node->taskRows;
    const KeyedDiff diff = diffTasks(*node, spec.taskRows);
    node->taskWarnings = spec.taskWarnings;
    applyKeyedDiff(
        diff,
        [&](int row, int incoming) {
            TaskRow& task = rows[static_cast<size_t>(row)];
            const TaskRow& next = spec.taskRows[static_cast<size_t>(incoming)];
            const bool changed = task.stamp != next.stamp;
            task = next; // the row of the new table, and the warning's index in the new list
            return changed;
        },
        [&](int first, int last) {
            Q_EMIT dataChanged(index(first, m_firstChangedTaskColumn, nodeIndex),
                               index(last, ColumnCount - 1, nodeIndex));
        },
        [&](int first, int last) {
            beginRemoveRows(nodeIndex, first, last);
            rows.erase(rows.begin() + first, rows.begin() + last + 1);
            endRemoveRows();
        },
        [&](const QList<int>& added) {
            const int first = static_cast<int>(rows.size());
            beginInsertRows(nodeIndex, first, first + static_cast<int>(added.size()) - 1);
            for (const int incoming : added)
                rows.push_back(spec.taskRows[static_cast<size_t>(incoming)]);
            endInsertRows();
        });
}

} // namespace core
} // namespace cloudly