#include "core/journal/journalmodel.h"

#include "core/filter/filterfields.h"
#include "core/inventory/freshness.h"
#include "core/util/timefmt.h"

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
using FieldKind = FilterExpression::FieldKind;

QString epochSeconds(qint64 ms)
{
    return QString::number(ms / 1000);
}

QString dash(const QString& s)
{
    return s.isEmpty() ? QStringLiteral("—") : s;
}
} // namespace

JournalModel::JournalModel(QObject* parent) : KeyedTableModel(fieldNames(), fieldKinds(), {}, {}, parent)
{
    Q_ASSERT(fieldNames().size() == ColumnCount);
}

const QStringList& JournalModel::fieldNames()
{
    static const QStringList names{QStringLiteral("age"),    QStringLiteral("kind"),
                                   QStringLiteral("object"), QStringLiteral("field"),
                                   QStringLiteral("change"), QStringLiteral("service"),
                                   QStringLiteral("node"),   QStringLiteral("profile")};
    return names;
}

const QList<FilterExpression::FieldKind>& JournalModel::fieldKinds()
{
    static const QList<FieldKind> kinds{FieldKind::Duration, FieldKind::Text, FieldKind::Text,
                                        FieldKind::Text,     FieldKind::Text, FieldKind::Text,
                                        FieldKind::Text,     FieldKind::Text};
    return kinds;
}

void JournalModel::setProfile(const QString& profile)
{
    if (profile == m_profile)
        return;
    m_profile = profile;
    columnsChanged({Profile});
}

QList<JournalModel::Row> JournalModel::rowsFor(const QList<JournalEntry>& entries, qint64 lastAt,
                                               bool haveLast, qint64& nextSeq)
{
    QList<Row> out;
    out.reserve(entries.size());
    for (const JournalEntry& e : entries) {
        if (e.kind == QLatin1String("observation.started") && haveLast) {
            Row gap;
            gap.gap = true;
            gap.gapFrom = lastAt;
            gap.entry.at = e.at;
            gap.entry.kind = gapKind();
            gap.entry.objectId = e.objectId;
            gap.seq = nextSeq++;
            gap.timeText = displayTime(e.at);
            out << gap;
        }
        Row r;
        r.entry = e;
        r.seq = nextSeq++;
        r.timeText = displayTime(e.at);
        out << r;
        lastAt = e.at;
        haveLast = true;
    }
    return out;
}

void JournalModel::setEntries(const QList<JournalEntry>& entries)
{
    setRows(prepareRows(entries));
}

QList<JournalModel::Row> JournalModel::prepareRows(const QList<JournalEntry>& entries)
{
    qint64 seq = 1;
    return rowsFor(entries, 0, false, seq);
}

void JournalModel::setRows(QList<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_nextSeq = m_rows.isEmpty() ? 1 : m_rows.constLast().seq + 1;
    m_dropped = 0;
    dropOldest(false);
    endResetModel();
}

void JournalModel::setRowLimit(int rows)
{
    m_rowLimit = std::max(rows, 0);
    dropOldest(true);
}

void JournalModel::dropOldest(bool notify)
{
    const qsizetype excess = m_rowLimit > 0 ? m_rows.size() - m_rowLimit : 0;
    if (excess <= 0)
        return;
    if (notify)
        beginRemoveRows({}, 0, static_cast<int>(excess) - 1);
    m_dropped +=
        std::count_if(m_rows.cbegin(), m_rows.cbegin() + excess, [](const Row& r) { return !r.gap; });
    m_rows.remove(0, excess);
    if (notify)
        endRemoveRows();
}

void JournalModel::appendEntries(const QList<JournalEntry>& entries)
{
    if (entries.isEmpty())
        return;
    const bool haveLast = !m_rows.isEmpty();
    const QList<Row> rows = rowsFor(entries, haveLast ? m_rows.constLast().entry.at : 0, haveLast, m_nextSeq);
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(rows.size()) - 1);
    m_rows += rows;
    endInsertRows();
    dropOldest(true);
}

int JournalModel::entryCount() const
{
    return static_cast<int>(
        std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row& r) { return !r.gap; }));
}

QList<JournalEntry> JournalModel::entriesFor(const QString& objectId) const
{
    QList<JournalEntry> out;
    if (objectId.isEmpty())
        return out;
    for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it) {
        const JournalEntry& e = it->entry;
        if (!it->gap && (e.objectId == objectId || e.serviceId == objectId || e.nodeId == objectId))
            out << e;
    }
    return out;
}

QString JournalModel::kindText(const QString& kind)
{
    if (kind == QLatin1String("task.appeared"))
        return tr("task appeared");
    if (kind == QLatin1String("task.disappeared"))
        return tr("task disappeared");
    if (kind == QLatin1String("task.status"))
        return tr("task status");
    if (kind == QLatin1String("task.health"))
        return tr("task health");
    if (kind == QLatin1String("node.status"))
        return tr("node status");
    if (kind == QLatin1String("service.appeared"))
        return tr("service appeared");
    if (kind == QLatin1String("service.disappeared"))
        return tr("service disappeared");
    if (kind == QLatin1String("service.changed"))
        return tr("service changed");
    if (kind == QLatin1String("observation.started"))
        return tr("observing started");
    if (kind == gapKind())
        return tr("not observed");
    return kind;
}

QString JournalModel::changeText(const JournalEntry& e)
{
    if ((e.before.isEmpty() && e.after.isEmpty()) || e.kind == QLatin1String("observation.started"))
        return {};
    return QStringLiteral("%1 → %2").arg(dash(e.before), dash(e.after));
}

QString JournalModel::describe(const Row& row)
{
    if (row.gap)
        return tr("Not observed: this console was not connected (or not running) at some time between %1 and "
                  "%2; what changed then was not seen.")
            .arg(displayTime(row.gapFrom), displayTime(row.entry.at));
    const JournalEntry& e = row.entry;
    const QString change = changeText(e);
    if (e.kind == QLatin1String("observation.started"))
        return tr("This console started observing %1; changes before this were not seen.").arg(e.after);
    if (e.kind == QLatin1String("task.appeared"))
        return tr("Task %1 of %2 appeared on %3 (%4).").arg(e.objectId, e.serviceId, e.nodeId, e.after);
    if (e.kind == QLatin1String("task.disappeared"))
        return tr("Task %1 of %2 on %3 disappeared (was %4).")
            .arg(e.objectId, e.serviceId, e.nodeId, e.before);
    if (e.kind == QLatin1String("task.status"))
        return tr("Task %1 of %2 on %3: status %4.").arg(e.objectId, e.serviceId, e.nodeId, change);
    if (e.kind == QLatin1String("task.health"))
        return tr("Task %1 of %2 on %3: health %4.").arg(e.objectId, e.serviceId, e.nodeId, change);
    if (e.kind == QLatin1String("node.status"))
        return tr("Node %1: status %2.").arg(e.objectId, change);
    if (e.kind == QLatin1String("service.appeared"))
        return tr("Service %1 appeared.").arg(e.objectId);
    if (e.kind == QLatin1String("service.disappeared"))
        return tr("Service %1 disappeared.").arg(e.objectId);
    if (e.kind == QLatin1String("service.changed"))
        return e.before == hiddenValue || e.after == hiddenValue
                   ? tr("Service %1: %2 changed (the value is never recorded).").arg(e.objectId, e.field)
                   : tr("Service %1: %2 %3.").arg(e.objectId, e.field, change);
    return tr("%1 %2").arg(e.kind, e.objectId);
}

QJsonObject JournalModel::jsonAt(int row) const
{
    const Row& r = m_rows.at(row);
    QJsonObject o = r.entry.toJson();
    if (r.gap) {
        o.insert(QStringLiteral("gapFrom"),
                 QDateTime::fromMSecsSinceEpoch(r.gapFrom, Qt::UTC).toString(Qt::ISODateWithMs));
        o.insert(QStringLiteral("summary"), describe(r));
    }
    return o;
}

QStringList JournalModel::cells(int row) const
{
    const Row& r = m_rows.at(row);
    const JournalEntry& e = r.entry;
    const QString change =
        r.gap ? tr("up to %1 not seen").arg(Freshness::formatAge((e.at - r.gapFrom) / 1000)) : changeText(e);
    return {r.timeText, kindText(e.kind), e.objectId, e.field, change, e.serviceId, e.nodeId, m_profile};
}

QStringList JournalModel::filterCells(int row) const
{
    const Row& r = m_rows.at(row);
    const JournalEntry& e = r.entry;
    QStringList c = cells(row);
    c[Time] = filterCellText(c[Time], epochSeconds(e.at));
    c[Kind] = filterCellText(c[Kind], e.kind); // the stable kind: kind:task.status, kind:task.*
    if (!r.gap)
        c[Change] = filterCellText(c[Change], e.before + FilterExpression::kAlternative + e.after);
    return c;
}

QString JournalModel::title(int column) const
{
    switch (static_cast<Column>(column)) {
    case Time:
        return tr("Seen at");
    case Kind:
        return tr("Kind");
    case Object:
        return tr("Object");
    case Field:
        return tr("Field");
    case Change:
        return tr("Before → after");
    case Service:
        return tr("Service");
    case Node:
        return tr("Node");
    case Profile:
        return tr("Profile");
    case ColumnCount:
        break;
    }
    return {};
}

QString JournalModel::headerToolTip(int column) const
{
    switch (static_cast<Column>(column)) {
    case Time:
        return tr("When this console saw the change (at the poll after it happened); filter with age:<1h");
    case Kind:
        return tr("What changed; filter with kind:task.status, kind:service.*, kind:gap");
    case Change:
        return tr("The value before and after; environment and secret values are never recorded");
    default:
        return {};
    }
}

QVariant JournalModel::sortKey(int row, int column) const
{
    const Row& r = m_rows.at(row);
    if (column == Time)
        return r.entry.at * 2 + (r.gap ? 0 : 1); // a gap sorts before the entry that ends it
    return KeyedTableModel::sortKey(row, column);
}

QVariant JournalModel::extraData(int row, int, int role) const
{
    const Row& r = m_rows.at(row);
    switch (role) {
    case EntryKindRole:
        return r.entry.kind;
    case AtRole:
        return r.entry.at;
    case IsGapRole:
        return r.gap;
    case GapFromRole:
        return r.gapFrom;
    case Qt::ToolTipRole:
        return describe(r);
    default:
        return {};
    }
}

} // namespace core
} // namespace cloudly
