#pragma once

#include "core/history/revisiondiff.h"

#include <QAbstractTableModel>

namespace cloudly {
namespace ui {
// The changes between two revisions (core::RevisionDiff), one row per field: path, change (added,
// removed, changed), before and after. An unavailable diff has no rows and says so in status(); it is
// never presented as "no changes".
class RevisionDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Field,
        Change,
        Before,
        After,
        ColumnCount
    };

    explicit RevisionDiffModel(QObject* parent = nullptr);

    void setDiff(const core::RevisionDiff& diff);
    void clear(); // no two revisions chosen
    bool hasDiff() const { return m_hasDiff; }
    const core::RevisionDiff& diff() const { return m_diff; }
    // One line above the table: "Revision 1 → 3: 2 changes", "… no changes", "Diff unavailable: …".
    QString status() const;
    static QString kindText(core::FieldChange::Kind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::RevisionDiff m_diff;
    bool m_hasDiff = false;
};

} // namespace ui
} // namespace cloudly
