#pragma once

#include "core/api/backup.h"
#include "core/model/keyedtablemodel.h"

namespace cloudly {
namespace core {
// The backup records (IBackupRecord) of getBackups, keyed by record id; columns and texts are
// backuprows' (backup/backuprows.h). Status and trigger keep what the server sent: a value outside the
// known unions reads "unknown (…)" and StatusRole says "unknown", never a guess. Age follows setNow().
class BackupsModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Id,
        Service,
        Status,
        Trigger,
        Age,
        Size,
        Stored,
        Snapshots,
        Replication,
        RequestedBy,
        Error,
        ColumnCount
    };
    Q_ENUM(Column)
    enum ModelRole
    {
        StatusRole = FirstModelRole, // QString: a known status or "unknown"
        ServiceIdRole,               // QString
    };

    explicit BackupsModel(QObject* parent = nullptr);

    void setBackups(const QList<BackupRecord>& backups);
    const QList<BackupRecord>& backups() const { return m_rows; }
    const BackupRecord& recordAt(int row) const { return m_rows.at(row); }

protected:
    int count() const override { return static_cast<int>(m_rows.size()); }
    QString idAt(int row) const override { return m_rows.at(row).id; }
    QJsonObject jsonAt(int row) const override { return m_rows.at(row).toJson(); }
    QStringList cells(int row) const override;
    QStringList filterCells(int row) const override;
    QString title(int column) const override;
    QString headerToolTip(int column) const override;
    QVariant sortKey(int row, int column) const override;
    QVariant extraData(int row, int column, int role) const override;

private:
    QList<BackupRecord> m_rows;
};

} // namespace core
} // namespace cloudly
