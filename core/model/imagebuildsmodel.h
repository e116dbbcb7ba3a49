#pragma once

#include "core/api/baseos.h"
#include "core/model/keyedtablemodel.h"

namespace cloudly {
namespace core {
// The BaseOS image builds (IBaseOsImageBuild) of getBaseOsImageBuilds, keyed by build id; columns and texts
// are imagebuildrows' (fleet/fleetrows.h). Expires counts down to `expiresAt` relative to setNow() and says
// "expired" once it is past (ExpiredRole). Unknown status, architecture, kind or preset values read
// "unknown (…)".
class ImageBuildsModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Id,
        Status,
        Architecture,
        Kind,
        Preset,
        Version,
        Hostname,
        WifiSsid,
        Size,
        Sha256,
        Created,
        Expires,
        Expired,
        ColumnCount
    };
    Q_ENUM(Column)
    enum ModelRole
    {
        StatusRole = FirstModelRole, // QString: a known status or "unknown"
        ExpiredRole,                 // bool
        Sha256Role,                  // QString: the artifact's SHA-256 ("" without artifact)
    };

    explicit ImageBuildsModel(QObject* parent = nullptr);

    void setBuilds(const QList<BaseOsImageBuild>& builds);
    const BaseOsImageBuild& buildAt(int row) const { return m_rows.at(row); }

protected:
    int count() const override { return static_cast<int>(m_rows.size()); }
    QString idAt(int row) const override { return m_rows.at(row).id; }
    QJsonObject jsonAt(int row) const override { return m_rows.at(row).raw; }
    QStringList cells(int row) const override;
    QStringList filterCells(int row) const override;
    QString title(int column) const override;
    QString headerToolTip(int column) const override;
    QString blankText(int column) const override;
    QVariant sortKey(int row, int column) const override;
    QVariant extraData(int row, int column, int role) const override;

private:
    QList<BaseOsImageBuild> m_rows;
};

} // namespace core
} // namespace cloudly
