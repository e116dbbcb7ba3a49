#include "ui/history/revisiondiffmodel.h"

#include "core/journal/journalentry.h"

namespace cloudly {
namespace ui {

RevisionDiffModel::RevisionDiffModel(QObject* parent) : QAbstractTableModel(parent) {}

void RevisionDiffModel::setDiff(const core::RevisionDiff& diff)
{
    beginResetModel();
    m_diff = diff;
    m_hasDiff = true;
    endResetModel();
}

void RevisionDiffModel::clear()
{
    beginResetModel();
    m_diff = {};
    m_hasDiff = false;
    endResetModel();
}

QString RevisionDiffModel::status() const
{
    if (!m_hasDiff)
        return tr("Select two revisions to compare them (one: with the revision before it).");
    const QString pair = tr("Revision %1 → %2").arg(m_diff.from).arg(m_diff.to);
    if (!m_diff.available)
        return tr("%1: diff unavailable — %2").arg(pair, m_diff.reason);
    if (m_diff.from == m_diff.to)
        return tr("%1: the same revision").arg(pair);
    if (m_diff.changes.isEmpty())
        return tr("%1: no changes").arg(pair);
    return tr("%1: %2 changed fields").arg(pair).arg(m_diff.changes.size());
}

QString RevisionDiffModel::kindText(core::FieldChange::Kind kind)
{
    switch (kind) {
    case core::FieldChange::Kind::Added:
        return tr("added");
    case core::FieldChange::Kind::Removed:
        return tr("removed");
    case core::FieldChange::Kind::Changed:
        break;
    }
    return tr("changed");
}

int RevisionDiffModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_diff.available ? 0 : static_cast<int>(m_diff.changes.size());
}

int RevisionDiffModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RevisionDiffModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::FieldChange& c = m_diff.changes.at(index.row());
    if (role == Qt::ToolTipRole && (index.column() == Before || index.column() == After)) {
        const QJsonValue v = index.column() == Before ? c.before : c.after;
        if (v == QJsonValue(core::hiddenValue))
            return tr("Environment and secret values are never kept, only their names");
        return core::valueText(v);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Field:
        return c.path;
    case Change:
        return kindText(c.kind);
    case Before:
        return core::valueText(c.before);
    case After:
        return core::valueText(c.after);
    default:
        return {};
    }
}

QVariant RevisionDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Field:
        return tr("Field");
    case Change:
        return tr("Change");
    case Before:
        return tr("Before");
    case After:
        return tr("After");
    default:
        return {};
    }
}

} // namespace ui
} // namespace cloudly
