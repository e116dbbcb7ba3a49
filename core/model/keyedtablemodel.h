#pragma once

#include "core/filter/filterexpression.h"
#include "core/model/keyeddiff.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QStringList>

namespace cloudly {
namespace core {
// The base of the interfaces-5.8 tables (backups, volumes, BaseOS nodes, image builds). The texts come from
// the row helpers the CLI uses too (backup/backuprows.h, fleet/fleetrows.h): column i is field i of their
// fields() list, DisplayRole is cells()[i], FilterValueRole the values filterCells()[i] appends (so the
// filter bar and `cloudlyctl --filter` read the same values), FilterFieldNameRole / KindRole / UnitRole
// name the field. Rows of one value type are replaced by applyKeyed() as row-level changes keyed by id
// (keyeddiff.h: kept rows stay, gone rows are removed, new rows appended, changed rows get dataChanged),
// never a reset, so selections and persistent indexes survive every refresh. Texts relative to the clock
// follow setNow() (only the time columns change).
class KeyedTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        IdRole = Qt::UserRole + 1, // QString: the row's id
        RawJsonRole,               // QJsonObject: the object as sent (secrets dropped by the decoder)
        SortRole,                  // numbers for sizes, times and percentages; lower-case text otherwise
        FirstModelRole,            // the first role of a derived model
    };

    KeyedTableModel(QStringList fields, QList<FilterExpression::FieldKind> kinds, QStringList units,
                    QList<int> timeColumns, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const QStringList& fields() const { return m_fields; }
    qint64 now() const { return m_nowMs; }
    void setNow(qint64 nowMs);          // ms since the epoch
    int rowOf(const QString& id) const; // -1 when unknown
    QString cellText(int row, int column) const { return cells(row).value(column); }

protected:
    virtual int count() const = 0;
    virtual QString idAt(int row) const = 0;
    virtual QJsonObject jsonAt(int row) const = 0;
    virtual QStringList cells(int row) const = 0;
    virtual QStringList filterCells(int row) const = 0;
    virtual QString title(int column) const = 0; // the translated header
    virtual QString headerToolTip(int column) const;
    // What an assistive technology says for a cell whose text is empty (the view shows a blank): "none" by
    // default; a yes/no column says its "no" ("not stale").
    virtual QString blankText(int column) const;
    // SortRole of a cell; the lower-case display text by default.
    virtual QVariant sortKey(int row, int column) const;
    // Roles of the derived model (>= FirstModelRole), decorations, tooltips; invalid: not handled.
    virtual QVariant extraData(int row, int column, int role) const;

    // Replaces `rows` by `incoming`; `same(a, b)` tells whether a kept row is unchanged. Returns the
    // duplicate keys of `incoming` (the first of each wins).
    template <typename T, typename KeyOf, typename Same>
    QStringList applyKeyed(QList<T>& rows, const QList<T>& incoming, const KeyOf& keyOf, const Same& same)
    {
        const KeyedDiff diff = computeKeyedDiff(
            static_cast<int>(rows.size()), [&](int row) { return keyOf(rows.at(row)); }, int(incoming.size()),
            [&](int i) { return keyOf(incoming.at(i)); });
        applyKeyedDiff(
            diff,
            [&](int row, int in) {
                if (same(rows.at(row), incoming.at(in)))
                    return false;
                rows[row] = incoming.at(in);
                return true;
            },
            [&](int first, int last) { Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1)); },
            [&](int first, int last) {
                beginRemoveRows({}, first, last);
                rows.remove(first, last - first + 1);
                endRemoveRows();
            },
            [&](const QList<int>& added) {
                const int first = static_cast<int>(rows.size());
                beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
                for (int i : added)
                    rows.append(incoming.at(i));
                endInsertRows();
            });
        return diff.duplicates;
    }
    // dataChanged for `columns` of every row (the clock moved, a limit changed).
    void columnsChanged(const QList<int>& columns);

private:
    QStringList m_fields;
    QList<FilterExpression::FieldKind> m_kinds;
    QStringList m_units;
    QList<int> m_timeColumns;
    qint64 m_nowMs = 0;
};

} // namespace core
} // namespace cloudly
