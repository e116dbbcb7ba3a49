#pragma once

#include "core/backup/backuprows.h"
#include "core/model/keyedtablemodel.h"

namespace cloudly {
namespace core {
// Every volume of every service (core::volumeEntries: effective name, driver, read-only and backup with
// the defaults applied), one row each, keyed by service id + mount path; columns and texts are volumerows'.
// A volume whose effective name other services mount too is shared: the Shared column names them and
// SharedRole says how many others there are, so `shared:yes` or sorting by name groups them.
class VolumesModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Service,
        MountPath,
        Name,
        Origin,
        Driver,
        ReadOnly,
        Backup,
        Shared,
        Options,
        ColumnCount
    };
    Q_ENUM(Column)
    enum ModelRole
    {
        ServiceIdRole = FirstModelRole, // QString
        NameRole,                       // QString: the effective volume name
        SharedRole,                     // int: how many other services mount it
    };

    explicit VolumesModel(QObject* parent = nullptr);

    void setServices(const QList<cloudly::core::Service>& services);
    const VolumeEntry& entryAt(int row) const { return m_rows.at(row); }
    static QString keyOf(const VolumeEntry& entry)
    {
        return entry.serviceId + QLatin1Char('\n') + entry.mountPath;
    }
    static QString originText(const QString& origin); // translated, for tooltips and the detail pane

protected:
    int count() const override { return static_cast<int>(m_rows.size()); }
    QString idAt(int row) const override { return keyOf(m_rows.at(row)); }
    QJsonObject jsonAt(int row) const override { return m_rows.at(row).toJson(); }
    QStringList cells(int row) const override;
    QStringList filterCells(int row) const override;
    QString title(int column) const override;
    QString headerToolTip(int column) const override;
    QVariant extraData(int row, int column, int role) const override;

private:
    QList<VolumeEntry> m_rows;
};

} // namespace core
} // namespace cloudly
