#include "ui/history/revisionlistmodel.h"

#include "core/util/timefmt.h"

#include <QDateTime>

namespace cloudly {
namespace ui {
namespace {
// Short in the narrow pane (the clock for today); the full time is in the tooltip.
QString shortTime(qint64 ms)
{
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(ms);
    return core::displayTimeNear(time, QDateTime::currentDateTime());
}

bool sameRow(const core::Revision& a, const core::Revision& b)
{
    return a.number == b.number && a.firstSeen == b.firstSeen && a.whole == b.whole && a.data == b.data;
}
} // namespace

RevisionListModel::RevisionListModel(QObject* parent) : QAbstractTableModel(parent) {}

void RevisionListModel::setHistory(const core::ServiceHistory& history)
{
    const qsizetype old = m_history.revisions.size();
    bool inPlace = history.serviceId == m_history.serviceId && history.revisions.size() >= old;
    for (qsizetype i = 0; inPlace && i < old; ++i)
        inPlace = sameRow(m_history.revisions.at(i), history.revisions.at(i));
    if (!inPlace) {
        beginResetModel();
        m_history = history;
        endResetModel();
        return;
    }
    const qsizetype added = history.revisions.size() - old;
    if (added > 0)
        beginInsertRows({}, static_cast<int>(old), static_cast<int>(old + added - 1));
    const core::ServiceHistory before = std::exchange(m_history, history);
    if (added > 0)
        endInsertRows();
    for (qsizetype i = 0; i < old; ++i) {
        const core::Revision& was = before.revisions.at(i);
        const core::Revision& is = m_history.revisions.at(i);
        if (was.lastSeen != is.lastSeen || was.current != is.current || was.unobserved != is.unobserved ||
            was.unobservedBefore != is.unobservedBefore)
            Q_EMIT dataChanged(index(static_cast<int>(i), 0), index(static_cast<int>(i), ColumnCount - 1));
    }
}

const core::Revision* RevisionListModel::revisionAt(int row) const
{
    if (row < 0 || row >= m_history.revisions.size())
        return nullptr;
    return &m_history.revisions.at(row);
}

QString RevisionListModel::noteText(const core::Revision& r)
{
    QStringList parts;
    if (r.current)
        parts << tr("current");
    if (!r.whole)
        parts << tr("not seen whole");
    if (r.unobservedBefore)
        parts << tr("not watched before it: changes may have been missed");
    if (!r.unobserved.isEmpty())
        parts << tr("not watched in between (%1 stretches)").arg(r.unobserved.size());
    return parts.join(QStringLiteral("; "));
}

int RevisionListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_history.revisions.size());
}

int RevisionListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RevisionListModel::data(const QModelIndex& index, int role) const
{
    const core::Revision* r = index.isValid() ? revisionAt(index.row()) : nullptr;
    if (!r)
        return {};
    if (role == NumberRole)
        return r->number;
    if (role == Qt::ToolTipRole) {
        QString tip = tr("First seen %1, last seen %2")
                          .arg(core::displayTime(r->firstSeen), core::displayTime(r->lastSeen));
        if (const QString note = noteText(*r); !note.isEmpty())
            tip += QStringLiteral("\n") + note;
        if (!r->whole)
            tip += QStringLiteral("\n") + r->missingReason;
        for (const core::UnobservedSpan& gap : r->unobserved)
            tip +=
                QStringLiteral("\n") +
                tr("not watched from %1 to %2").arg(core::displayTime(gap.from), core::displayTime(gap.to));
        return tip;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Number:
        return r->number;
    case FirstSeen:
        return shortTime(r->firstSeen);
    case LastSeen:
        return shortTime(r->lastSeen);
    case Version:
        return r->version;
    case Image:
        return r->image;
    case Note:
        return noteText(*r);
    default:
        return {};
    }
}

QVariant RevisionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number:
        return tr("#");
    case FirstSeen:
        return tr("First seen");
    case LastSeen:
        return tr("Last seen");
    case Version:
        return tr("Version");
    case Image:
        return tr("Image");
    case Note:
        return tr("Note");
    default:
        return {};
    }
}

} // namespace ui
} // namespace cloudly
