#pragma once

#include "ui/mainwindow/navigationgroup.h"

#include <QAbstractItemModel>
#include <QIcon>
#include <QList>
#include <QPalette>
#include <QString>

namespace cloudly {
namespace ui {

// The entries of the navigation sidebar: a two-level tree of groups (top-level rows, in the order of
// NavigationGroups::all(), only those with pages) and their pages (children, in the order added). A page is
// addressed by its position in that order, which is also its number (Ctrl+<position + 1>). Groups are not
// enabled, so keyboard navigation skips them. Holds the page icons for the current palette.
class NavigationModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role
    {
        PageRole = Qt::UserRole + 1, // int: the page's position; -1 on a group row
        GroupRole,                   // int: the NavigationGroup of the row (page or group)
        IconNameRole,                // QString: resources/icons/{light,dark}/<name>.svg; "" for none
        BadgeRole,                   // int: attention count shown beside the page (0: none)
    };

    explicit NavigationModel(QObject* parent = nullptr);

    // Adds a page at the end of `group`. Returns its position; the pages after it move down by one.
    int addPage(NavigationGroup group, const QString& title, const QString& iconName = {});
    int pageCount() const;
    QString title(int page) const; // as given (may carry "&&")
    NavigationGroup group(int page) const;
    QString iconName(int page) const;
    QIcon icon(int page) const; // for the current palette; null without an icon
    int badge(int page) const;
    void setIconName(int page, const QString& iconName);
    void setBadge(int page, int count); // count < 0 is treated as 0
    void setToolTip(int page, const QString& toolTip);
    // Re-picks every icon for `palette` (light or dark variant).
    void setPalette(const QPalette& palette);

    // The groups shown, in order.
    QList<NavigationGroup> groups() const;
    QModelIndex indexOfPage(int page) const;
    int pageAt(const QModelIndex& index) const; // -1 for a group row or an invalid index

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Entry
    {
        QString title;
        QString iconName;
        QString toolTip;
        QIcon icon;
        int badge = 0;
    };
    struct Group
    {
        NavigationGroup id;
        QList<Entry> entries;
    };
    // (group row, entry row) of the page at `page`; {-1, -1} when out of range.
    std::pair<int, int> locate(int page) const;
    int firstPageOf(int groupRow) const;
    int groupRowOf(const QModelIndex& page) const; // the row of a page index's group
    void pageChanged(int page, const QList<int>& roles);

    QList<Group> m_groups;
    QPalette m_palette;
};

} // namespace ui
} // namespace cloudly
