#include "ui/mainwindow/navigationmodel.h"

#include "ui/actions/actionregistry.h"
#include "ui/style/theme.h"

#include <QApplication>

namespace cloudly {
namespace ui {
namespace {
// internalId of a group row; a page row's is its NavigationGroup + 1 (stable when groups are inserted
// before it, unlike the group's row).
constexpr quintptr kGroupRow = 0;
quintptr idOf(NavigationGroup group)
{
    return static_cast<quintptr>(group) + 1;
}
} // namespace

NavigationModel::NavigationModel(QObject* parent)
    : QAbstractItemModel(parent), m_palette(QApplication::palette())
{}

int NavigationModel::addPage(NavigationGroup group, const QString& title, const QString& iconName)
{
    const QList<NavigationGroup> order = NavigationGroups::all();
    int groupRow = 0;
    while (groupRow < m_groups.size() && order.indexOf(m_groups.at(groupRow).id) < order.indexOf(group))
        ++groupRow;
    if (groupRow == m_groups.size() || m_groups.at(groupRow).id != group) {
        beginInsertRows({}, groupRow, groupRow);
        m_groups.insert(groupRow, Group{group, {}});
        endInsertRows();
    }
    Entry entry;
    entry.title = title;
    entry.iconName = iconName;
    if (!iconName.isEmpty())
        entry.icon = themedIcon(iconName, m_palette);
    QList<Entry>& entries = m_groups[groupRow].entries;
    const int row = static_cast<int>(entries.size());
    beginInsertRows(index(groupRow, 0), row, row);
    entries.append(entry);
    endInsertRows();
    return firstPageOf(groupRow) + row;
}

int NavigationModel::pageCount() const
{
    int count = 0;
    for (const Group& group : m_groups)
        count += static_cast<int>(group.entries.size());
    return count;
}

std::pair<int, int> NavigationModel::locate(int page) const
{
    if (page < 0)
        return {-1, -1};
    for (int g = 0; g < m_groups.size(); ++g) {
        const int size = static_cast<int>(m_groups.at(g).entries.size());
        if (page < size)
            return {g, page};
        page -= size;
    }
    return {-1, -1};
}

int NavigationModel::groupRowOf(const QModelIndex& page) const
{
    for (int g = 0; g < m_groups.size(); ++g) {
        if (idOf(m_groups.at(g).id) == page.internalId())
            return g;
    }
    return -1;
}

int NavigationModel::firstPageOf(int groupRow) const
{
    int first = 0;
    for (int g = 0; g < groupRow && g < m_groups.size(); ++g)
        first += static_cast<int>(m_groups.at(g).entries.size());
    return first;
}

QString NavigationModel::title(int page) const
{
    const auto [g, e] = locate(page);
    return g < 0 ? QString() : m_groups.at(g).entries.at(e).title;
}

NavigationGroup NavigationModel::group(int page) const
{
    const auto [g, e] = locate(page);
    return g < 0 ? NavigationGroup::Home : m_groups.at(g).id;
}

QString NavigationModel::iconName(int page) const
{
    const auto [g, e] = locate(page);
    return g < 0 ? QString() : m_groups.at(g).entries.at(e).iconName;
}

QIcon NavigationModel::icon(int page) const
{
    const auto [g, e] = locate(page);
    return g < 0 ? QIcon() : m_groups.at(g).entries.at(e).icon;
}

int NavigationModel::badge(int page) const
{
    const auto [g, e] = locate(page);
    return g < 0 ? 0 : m_groups.at(g).entries.at(e).badge;
}

void NavigationModel::setIconName(int page, const QString& iconName)
{
    const auto [g, e] = locate(page);
    if (g < 0)
        return;
    Entry& entry = m_groups[g].entries[e];
    entry.iconName = iconName;
    entry.icon = iconName.isEmpty() ? QIcon() : themedIcon(iconName, m_palette);
    pageChanged(page, {Qt::DecorationRole, IconNameRole});
}

void NavigationModel::setBadge(int page, int count)
{
    const auto [g, e] = locate(page);
    if (g < 0)
        return;
    count = std::max(count, 0);
    if (m_groups.at(g).entries.at(e).badge == count)
        return;
    m_groups[g].entries[e].badge = count;
    pageChanged(page, {BadgeRole, Qt::AccessibleTextRole, Qt::ToolTipRole});
}

void NavigationModel::setToolTip(int page, const QString& toolTip)
{
    const auto [g, e] = locate(page);
    if (g < 0 || m_groups.at(g).entries.at(e).toolTip == toolTip)
        return;
    m_groups[g].entries[e].toolTip = toolTip;
    pageChanged(page, {Qt::ToolTipRole});
}

void NavigationModel::setPalette(const QPalette& palette)
{
    m_palette = palette;
    for (Group& group : m_groups) {
        for (Entry& entry : group.entries) {
            if (!entry.iconName.isEmpty())
                entry.icon = themedIcon(entry.iconName, palette);
        }
    }
    for (int g = 0; g < m_groups.size(); ++g) {
        const int last = static_cast<int>(m_groups.at(g).entries.size()) - 1;
        if (last >= 0)
            Q_EMIT dataChanged(index(0, 0, index(g, 0)), index(last, 0, index(g, 0)), {Qt::DecorationRole});
    }
}

void NavigationModel::pageChanged(int page, const QList<int>& roles)
{
    const QModelIndex changed = indexOfPage(page);
    Q_EMIT dataChanged(changed, changed, roles);
}

QList<NavigationGroup> NavigationModel::groups() const
{
    QList<NavigationGroup> result;
    for (const Group& group : m_groups)
        result.append(group.id);
    return result;
}

QModelIndex NavigationModel::indexOfPage(int page) const
{
    const auto [g, e] = locate(page);
    return g < 0 ? QModelIndex() : createIndex(e, 0, idOf(m_groups.at(g).id));
}

int NavigationModel::pageAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == kGroupRow)
        return -1;
    return firstPageOf(groupRowOf(index)) + index.row();
}

QModelIndex NavigationModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupRow);
    return createIndex(row, column, idOf(m_groups.at(parent.row()).id));
}

QModelIndex NavigationModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kGroupRow)
        return {};
    return createIndex(groupRowOf(child), 0, kGroupRow);
}

int NavigationModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != kGroupRow || parent.row() >= m_groups.size())
        return 0;
    return static_cast<int>(m_groups.at(parent.row()).entries.size());
}

int NavigationModel::columnCount(const QModelIndex& parent) const
{
    Q_UNUSED(parent)
    return 1;
}

QVariant NavigationModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kGroupRow) {
        const NavigationGroup id = m_groups.at(index.row()).id;
        switch (role) {
        case Qt::DisplayRole:
            return NavigationGroups::title(id);
        case Qt::AccessibleTextRole:
            return NavigationGroups::accessibleTitle(id);
        case PageRole:
            return -1;
        case GroupRole:
            return static_cast<int>(id);
        default:
            return {};
        }
    }
    const int g = groupRowOf(index);
    const Entry& entry = m_groups.at(g).entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return ActionRegistry::plainText(entry.title);
    case Qt::AccessibleTextRole:
        return entry.badge > 0 ? tr("%1, %n needing attention", nullptr, entry.badge)
                                     .arg(ActionRegistry::plainText(entry.title))
                               : ActionRegistry::plainText(entry.title);
    case Qt::ToolTipRole: {
        const QString tip = entry.toolTip.isEmpty() ? ActionRegistry::plainText(entry.title) : entry.toolTip;
        return entry.badge > 0 ? tr("%1 — %n needing attention", nullptr, entry.badge).arg(tip) : tip;
    }
    case Qt::DecorationRole:
        return entry.icon.isNull() ? QVariant() : QVariant(entry.icon);
    case PageRole:
        return firstPageOf(g) + index.row();
    case GroupRole:
        return static_cast<int>(m_groups.at(g).id);
    case IconNameRole:
        return entry.iconName;
    case BadgeRole:
        return entry.badge;
    default:
        return {};
    }
}

Qt::ItemFlags NavigationModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || index.internalId() == kGroupRow)
        return Qt::NoItemFlags; // headings: not selectable, skipped by the arrow keys
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace ui
} // namespace cloudly
