#include "core/model/tasksmodel.h"

#include "core/filter/filterfields.h"
#include "core/json/jsonbytes.h"
#include "core/model/keyeddiff.h"
#include "core/model/taskfields_p.h"
#include "core/util/logging.h"
#include "core/util/timefmt.h"

#include <QDateTime>
#include <QSet>

#include <algorithm>
#include <cstring>
#include <vector>

namespace cloudly {
namespace core {
QString TasksModel::localTimeText(qint64 msecs) const
{
    return m_text.localTimeText(msecs);
}

namespace {

using taskfields::TableFields;

QString utcTime(qint64 msecs)
{
    return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC).toString(Qt::ISODateWithMs);
}

bool isKnownStatus(const QString& status)
{
    return knownDeploymentStatuses().contains(status);
}

template <typename Fields> QVariant sortKeyOf(const Fields& f, int column, const QString& text)
{
    switch (TasksModel::Column(column)) {
    case TasksModel::DeployedAt:
        return f.deployedAt().value_or(-1);
    case TasksModel::Cpu:
        return f.cpu().value_or(-1.0);
    case TasksModel::Memory:
        return f.memory().value_or(-1.0);
    case TasksModel::Status: {
        // Trouble first when sorted ascending: failed, unknown, then the way to running.
        static const QStringList order{QStringLiteral("failed"),    QStringLiteral("starting"),
                                       QStringLiteral("scheduled"), QStringLiteral("stopping"),
                                       QStringLiteral("stopped"),   QStringLiteral("running")};
        const qsizetype rank = order.indexOf(f.status());
        return rank < 0 ? 1 : rank == 0 ? 0 : static_cast<int>(rank) + 1;
    }
    case TasksModel::Health: {
        const auto health = f.healthStatus();
        if (health == QLatin1String("unhealthy"))
            return 0;
        if (health == QLatin1String("healthy"))
            return 3;
        return health ? 1 : 2; // unknown (or an unknown value), then absent
    }
    default:
        // Case is handled by the proxy's sortCaseSensitivity; no per-comparison folding here.
        return text;
    }
}

} // namespace

TasksModel::TasksModel(QObject* parent) : QAbstractTableModel(parent) {}

int TasksModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return m_transition ? static_cast<int>(m_slots.size()) - m_gapSize : static_cast<int>(m_table.size());
}

int TasksModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList TasksModel::filterFieldNames()
{
    return TaskText::filterFieldNames();
}

QList<FilterExpression::FieldKind> TasksModel::filterFieldKinds()
{
    return TaskText::filterFieldKinds();
}

QStringList TasksModel::filterFieldUnits()
{
    QStringList units(ColumnCount);
    units[Cpu] = QStringLiteral("%");
    units[Memory] = QStringLiteral("MB");
    return units;
}

QVariant TasksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(section)) {
        case Id:
            return tr("ID");
        case Service:
            return tr("Service");
        case Node:
            return tr("Node");
        case Status:
            return tr("Status");
        case Health:
            return tr("Health");
        case Version:
            return tr("Version");
        case Image:
            return tr("Image");
        case DeployedAt:
            return tr("Deployed");
        case Cpu:
            return tr("CPU %");
        case Memory:
            return tr("Memory MB");
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        switch (Column(section)) {
        case DeployedAt:
            return tr("When the task was deployed (local time)");
        case Cpu:
            return tr("CPU usage in percent, as last reported by the node");
        case Memory:
            return tr("Memory used in MB, as last reported by the node");
        default:
            return {};
        }
    case FilterFieldNameRole:
        return filterFieldNames().at(section);
    case FilterFieldKindRole:
        return section == Cpu || section == Memory ? QStringLiteral("number")
               : section == DeployedAt             ? QStringLiteral("duration")
                                                   : QString();
    case FilterFieldUnitRole:
        return filterFieldUnits().at(section);
    case Qt::InitialSortOrderRole:
        return QVariant::fromValue(section == DeployedAt || section == Cpu || section == Memory
                                       ? Qt::DescendingOrder
                                       : Qt::AscendingOrder);
    default:
        return {};
    }
}

QHash<int, QByteArray> TasksModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "deploymentId");
    names.insert(StatusRole, "status");
    names.insert(HealthRole, "health");
    names.insert(RawJsonRole, "rawJson");
    names.insert(SortRole, "sortKey");
    names.insert(ServiceIdRole, "serviceId");
    names.insert(NodeIdRole, "nodeId");
    return names;
}

QVariant TasksModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RowRef ref = rowAt(index.row());
    const DeploymentTable& t = *ref.table;
    const qsizetype r = ref.row;
    switch (role) {
    case Qt::DisplayRole:
        return displayText(t, r, index.column());
    case Qt::ToolTipRole:
        return toolTip(t.at(r), index.column());
    case IdRole:
        return t.id(r);
    case StatusRole: {
        const QString& status = t.status(r);
        return isKnownStatus(status) ? status : QStringLiteral("unknown");
    }
    case HealthRole: {
        const std::optional<QString> health = t.healthStatus(r);
        return health && knownDeploymentHealthStatuses().contains(*health) ? *health
                                                                           : QStringLiteral("unknown");
    }
    case RawJsonRole:
        return t.rawObject(r);
    case SortRole: {
        const int column = index.column();
        const bool textKey =
            column != DeployedAt && column != Cpu && column != Memory && column != Status && column != Health;
        return sortKeyOf(TableFields{t, r}, column, textKey ? displayText(t, r, column) : QString());
    }
    case FilterValueRole:
        return m_values.filterValues(t, r, index.column());
    case ServiceIdRole:
        return t.serviceId(r);
    case NodeIdRole:
        return t.nodeId(r);
    case Qt::TextAlignmentRole:
        if (index.column() == Cpu || index.column() == Memory)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QString TasksModel::displayText(const Deployment& d, int column) const
{
    return m_text.cell(d, column);
}

QString TasksModel::displayText(const DeploymentTable& table, qsizetype row, int column) const
{
    return m_text.cell(table, row, column);
}

Deployment TasksModel::deploymentAt(int row) const
{
    const RowRef ref = rowAt(row);
    return ref.table->at(ref.row);
}

QVariant TasksModel::toolTip(const Deployment& d, int column) const
{
    switch (Column(column)) {
    case Id:
        return d.containerId ? tr("Deployment %1\nContainer %2").arg(d.id, *d.containerId)
                             : tr("Deployment %1\nno container yet").arg(d.id);
    case Service: {
        const QString name = m_values.serviceNames().value(d.serviceId);
        return name.isEmpty() ? tr("Service %1 (name unknown)").arg(d.serviceId)
                              : tr("%1 (%2)").arg(name, d.serviceId);
    }
    case Node: {
        const QString name = m_values.nodeNames().value(d.nodeId);
        return name.isEmpty() ? tr("Node %1 (name unknown)").arg(d.nodeId)
                              : tr("%1 (%2)").arg(name, d.nodeId);
    }
    case Status: {
        QString text = d.hasKnownStatus() ? d.status : tr("unknown status \"%1\"").arg(d.status);
        if (!d.deploymentLog.isEmpty()) {
            const qsizetype from = qMax<qsizetype>(0, d.deploymentLog.size() - 3);
            text += QLatin1Char('\n') + d.deploymentLog.list().mid(from).join(QLatin1Char('\n'));
        }
        return text;
    }
    case Health:
        return d.healthStatus ? *d.healthStatus : tr("no health status reported");
    case Image:
        if (!d.usedImageId)
            return tr("no image reported");
        return m_text.imageNames().contains(*d.usedImageId)
                   ? tr("%1 (%2)").arg(m_text.imageNames().value(*d.usedImageId), *d.usedImageId)
                   : *d.usedImageId;
    case DeployedAt:
        return d.deployedAt ? utcTime(*d.deployedAt) : tr("not deployed yet");
    case Cpu:
    case Memory:
        if (d.resourceUsage && d.resourceUsage->lastUpdated)
            return tr("reported %1").arg(utcTime(*d.resourceUsage->lastUpdated));
        return d.resourceUsage ? tr("no report time") : tr("no resource usage reported");
    default:
        return displayText(d, column);
    }
}

namespace {
inline quint64 idHash(QByteArrayView id)
{
    return json::hashBytes(id) | 1; // never 0 (a free slot's hash)
}
} // namespace

int TasksModel::rowOf(const QString& id) const
{
    const QByteArray utf8 = id.toUtf8();
    if (!m_rowOfStale) {
        ensureRowOf();
        return findRow(utf8, idHash(utf8));
    }
    // Only while a diff removes rows (a slot connected to rowsRemoved asks): slow but exact.
    const int count = rowCount();
    for (int row = 0; row < count; ++row) {
        const RowRef ref = rowAt(row);
        if (ref.table->idUtf8(ref.row) == QByteArrayView(utf8))
            return row;
    }
    return -1;
}

// The row of m_table with this id (m_rowOf valid), or -1.
int TasksModel::findRow(QByteArrayView id, quint64 hash) const
{
    if (m_rowOfRows.empty())
        return -1;
    const size_t mask = m_rowOfRows.size() - 1;
    for (size_t i = static_cast<size_t>(hash) & mask;; i = (i + 1) & mask) {
        const qint32 row = m_rowOfRows[i];
        if (row < 0)
            return -1;
        if (m_rowOfHashes[i] == hash && m_table.idUtf8(row) == id)
            return row;
    }
}

void TasksModel::ensureRowOf() const
{
    if (m_rowOfValid)
        return;
    const qsizetype count = m_table.size();
    size_t slots = 16;
    while (slots < size_t(count) * 2)
        slots *= 2;
    m_rowOfHashes.assign(slots, 0);
    m_rowOfRows.assign(slots, -1);
    const size_t mask = slots - 1;
    for (qsizetype row = 0; row < count; ++row) {
        const quint64 hash = idHash(m_table.idUtf8(row));
        size_t i = static_cast<size_t>(hash) & mask;
        while (m_rowOfRows[i] >= 0)
            i = (i + 1) & mask;
        m_rowOfHashes[i] = hash;
        m_rowOfRows[i] = static_cast<qint32>(row);
    }
    m_rowOfValid = true;
}

void TasksModel::emitColumnChanged(int column)
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
}

void TasksModel::setServiceNames(const QHash<QString, QString>& shown, const QHash<QString, QString>& names)
{
    const bool shownChanged = m_text.setServiceNames(shown);
    if (m_values.setServiceNames(names) || shownChanged)
        emitColumnChanged(Service);
}

void TasksModel::setNodeNames(const QHash<QString, QString>& shown, const QHash<QString, QString>& names)
{
    const bool shownChanged = m_text.setNodeNames(shown);
    if (m_values.setNodeNames(names) || shownChanged)
        emitColumnChanged(Node);
}

void TasksModel::setImageNames(const QHash<QString, QString>& names)
{
    const bool shownChanged = m_text.setImageNames(names);
    if (m_values.setImageNames(names) || shownChanged)
        emitColumnChanged(Image);
}

// The first fill: the table is taken as it is (shared, no copy) unless it has duplicate ids. Duplicates are
// found by sorting id hashes, which is much cheaper than a hash set of 100k ids; the id -> row index is
// built on first use only (a refresh in the same order never needs it).
void TasksModel::fill(const DeploymentTable& deployments)
{
    const int count = static_cast<int>(deployments.size());
    // One 64-bit word per row: the upper half of the id's hash, the row below it. Plain integers sort about
    // twice as fast as pairs; equal halves (rare) are compared by id, and within a run the rows ascend.
    constexpr quint64 kHashMask = 0xffffffff00000000ULL;
    std::vector<quint64> keys(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        keys[static_cast<size_t>(i)] = (json::hashBytes(deployments.idUtf8(i)) & kHashMask) |
                                       static_cast<quint64>(static_cast<quint32>(i));
    std::sort(keys.begin(), keys.end());
    const auto rowOfKey = [](quint64 key) { return static_cast<int>(static_cast<quint32>(key)); };
    std::vector<bool> duplicate;
    QStringList duplicateIds;
    for (size_t k = 0; k + 1 < keys.size(); ++k) {
        if ((keys[k] & kHashMask) != (keys[k + 1] & kHashMask))
            continue;
        size_t end = k + 1;
        while (end < keys.size() && (keys[end] & kHashMask) == (keys[k] & kHashMask))
            ++end;
        // A run of equal hashes, in incoming order: later equal ids are duplicates of the first.
        for (size_t a = k; a < end; ++a) {
            for (size_t b = a + 1; b < end; ++b) {
                const int later = rowOfKey(keys[b]);
                if ((duplicate.empty() || !duplicate[static_cast<size_t>(later)]) &&
                    deployments.idUtf8(rowOfKey(keys[a])) == deployments.idUtf8(later)) {
                    if (duplicate.empty())
                        duplicate.resize(static_cast<size_t>(count), false);
                    duplicate[static_cast<size_t>(later)] = true;
                    duplicateIds.append(deployments.id(later));
                }
            }
        }
        k = end - 1;
    }
    for (const QString& id : std::as_const(duplicateIds))
        qCWarning(lcModel) << "tasks: duplicate deployment id ignored:" << id;

    DeploymentTable rows = deployments;
    if (!duplicate.empty()) {
        QList<qsizetype> kept;
        kept.reserve(count - duplicateIds.size());
        for (int i = 0; i < count; ++i) {
            if (!duplicate[static_cast<size_t>(i)])
                kept.append(i);
        }
        rows = deployments.select(kept);
    }
    if (rows.isEmpty())
        return;
    beginInsertRows({}, 0, int(rows.size()) - 1);
    m_table = std::move(rows);
    m_rowOfValid = false;
    endInsertRows();
}

void TasksModel::setDeployments(const QList<Deployment>& deployments)
{
    setDeployments(DeploymentTable::fromList(deployments));
}

void TasksModel::setDeployments(const DeploymentTable& deployments)
{
    if (m_table.isEmpty()) {
        fill(deployments);
        return;
    }
    // 0. One pass over the incoming table: match each row to a model row (position first, then the
    // id -> row index; the semantics of computeKeyedDiff() in keyeddiff.h) and compare fingerprints. Only
    // ids (bytes in the replies) and the rows' fingerprints are read.
    const int oldCount = static_cast<int>(m_table.size());
    const int newCount = static_cast<int>(deployments.size());
    KeyedDiff diff;
    diff.incomingOfOld.fill(-1, oldCount);
    QList<int> changes; // old rows
    QSet<QByteArrayView> addedIds;
    int cursor = 0;
    int matched = 0;
    bool inPlace = true; // every incoming row i matched old row i so far
    for (int i = 0; i < newCount; ++i) {
        // The usual case first: the row at the cursor, unchanged (compares the rows only, not the ids).
        if (cursor < oldCount && diff.incomingOfOld.at(cursor) < 0 &&
            deployments.isSameRow(i, m_table, cursor)) {
            diff.incomingOfOld[cursor] = i;
            inPlace = inPlace && cursor == i;
            ++matched;
            ++cursor;
            continue;
        }
        const QByteArrayView id = deployments.idUtf8(i);
        int oldRow = -1;
        if (cursor < oldCount && diff.incomingOfOld.at(cursor) < 0 && m_table.idUtf8(cursor) == id) {
            oldRow = cursor;
        } else {
            ensureRowOf();
            oldRow = findRow(id, idHash(id));
        }
        if (oldRow >= 0) {
            if (diff.incomingOfOld.at(oldRow) >= 0) {
                diff.duplicates.append(QString::fromUtf8(id));
                inPlace = false;
                continue;
            }
            diff.incomingOfOld[oldRow] = i;
            inPlace = inPlace && oldRow == i;
            ++matched;
            cursor = oldRow + 1;
            if (deployments.fingerprint(i) != m_table.fingerprint(oldRow))
                changes.append(oldRow);
            continue;
        }
        inPlace = false;
        if (addedIds.contains(id)) {
            diff.duplicates.append(QString::fromUtf8(id));
            continue;
        }
        addedIds.insert(id);
        diff.added.append(i);
    }
    diff.removedCount = oldCount - matched;
    for (const QString& id : std::as_const(diff.duplicates))
        qCWarning(lcModel) << "tasks: duplicate deployment id ignored:" << id;

    const auto reportChanges = [this](const QList<int>& rows) {
        for (qsizetype k = 0; k < rows.size();) {
            const int first = rows.at(k);
            int last = first;
            for (++k; k < rows.size() && rows.at(k) == last + 1; ++k)
                last = rows.at(k);
            Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
        }
    };

    // The same ids in the same order (the usual poll): take the new table as it is (shared, no copy), so no
    // row keeps an older reply alive, and report the changed rows. The id index stays valid (same ids, same
    // rows).
    if (inPlace && newCount == oldCount) {
        m_table = deployments;
        reportChanges(changes);
        return;
    }

    // 1. Kept rows read the incoming table from now on, removed rows the previous one; changed rows, in the
    // current numbering, are reported. Consecutive changed rows share one dataChanged.
    m_incoming = deployments;
    m_slots.resize(oldCount);
    for (int row = 0; row < oldCount; ++row) {
        const int incoming = diff.incomingOfOld.at(row);
        m_slots[row] = incoming >= 0 ? static_cast<qint32>(incoming) : static_cast<qint32>(-row - 1);
    }
    m_transition = true;
    std::sort(changes.begin(), changes.end()); // already ascending unless the server reordered
    reportChanges(changes);

    // 2. Removed blocks. Erasing block after block would move the tail once per block (quadratic for
    // scattered removals). Instead the blocks are processed top-down while kept slots are compacted towards
    // the front, so every slot moves at most once. In between, the slots are
    //   [0, m_gapStart)                          kept rows, final positions
    //   [m_gapStart, m_gapStart + m_gapSize)     removed or moved-from slots
    //   [m_gapStart + m_gapSize, size)           rows not processed yet
    // and rowAt() maps logical rows around the gap, so rowCount()/data() are exact at every signal.
    if (diff.removedCount > 0) {
        QList<std::pair<int, int>> ranges = diff.removedRanges();
        std::reverse(ranges.begin(), ranges.end());
        m_rowOfStale = true;
        const auto moveSlots = [this](int from, int to) { // [from, to) down by m_gapSize
            if (m_gapSize == 0)
                return; // before the first removal kept rows are already in place
            for (int k = from; k < to; ++k)
                m_slots[k - m_gapSize] = m_slots.at(k);
        };
        int read = 0; // physical slot after the previous removed block
        for (const auto& [from, to] : ranges) {
            moveSlots(read, from);
            m_gapStart += from - read;
            const int count = to - from + 1;
            beginRemoveRows({}, m_gapStart, m_gapStart + count - 1);
            m_gapSize += count;
            endRemoveRows();
            read = to + 1;
        }
        moveSlots(read, oldCount);
        m_slots.resize(oldCount - m_gapSize);
        m_gapStart = 0;
        m_gapSize = 0;
        m_rowOfStale = false;
    }

    // 3. New rows, appended in incoming order; then the rows become a select() of the incoming table (the
    // previous table, and with it the previous reply, is released).
    const auto finish = [this] {
        bool identity = m_slots.size() == m_incoming.size();
        for (qsizetype k = 0; identity && k < m_slots.size(); ++k)
            identity = m_slots.at(k) == k;
        if (identity) {
            m_table = m_incoming;
        } else {
            QList<qsizetype> order(m_slots.begin(), m_slots.end());
            m_table = m_incoming.select(order);
        }
        m_incoming = DeploymentTable();
        m_slots = QList<qint32>();
        m_transition = false;
        m_rowOfValid = false;
    };
    if (!diff.added.isEmpty()) {
        const int first = static_cast<int>(m_slots.size());
        beginInsertRows({}, first, first + static_cast<int>(diff.added.size()) - 1);
        for (const int incoming : std::as_const(diff.added))
            m_slots.append(static_cast<qint32>(incoming));
        finish();
        endInsertRows();
    } else {
        finish();
    }
}

} // namespace core
} // namespace cloudly