#pragma once

#include "core/history/servicehistory.h"

#include <QAbstractTableModel>

namespace cloudly {
namespace ui {
// The revisions of one service (core::ServiceHistory), oldest first: number, first and last seen, version,
// image and a note (current, not seen whole, not watched before it or in between). A reload of the same
// service that only moved the current revision's last-seen time, or added revisions, updates the rows in
// place, so the selection stays.
class RevisionListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Number,
        FirstSeen,
        LastSeen,
        Version,
        Image,
        Note,
        ColumnCount
    };
    enum Role
    {
        NumberRole = Qt::UserRole + 1 // int: the revision's number
    };

    explicit RevisionListModel(QObject* parent = nullptr);

    void setHistory(const core::ServiceHistory& history);
    const core::ServiceHistory& history() const { return m_history; }
    const core::Revision* revisionAt(int row) const;
    static QString noteText(const core::Revision& revision);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::ServiceHistory m_history;
};

} // namespace ui
} // namespace cloudly
