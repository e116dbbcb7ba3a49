#pragma once

#include "core/api/service.h"
#include "core/backup/coveragecheck.h"

#include <QAbstractTableModel>

namespace cloudly {
namespace core {
// The services table. setServices() applies a new inventory as row-level changes keyed by service id
// (removes, moves, inserts, dataChanged), never a reset, so selections and persistent indexes survive
// every refresh.
class ServicesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Name,
        Backup, // the backup coverage verdict (setCoverage); beside the name so it stays in sight
        Id,
        Category,
        Strategy,
        Image,
        Replicas,
        Domains,
        Ports,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role
    {
        IdRole = Qt::UserRole + 1, // QString: the service id
        RawJsonRole,               // QJsonObject: the service exactly as the server sent it
        SortRole,                  // numbers for numeric columns, lower-case text otherwise
        CoverageRole, // QString: the coverage verdict's wire word ("ok", "stale", …); "" when not
                      // checked/known
    };

    explicit ServicesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Applies `services` (the server's order). Duplicate ids: the first one wins.
    void setServices(const QList<Service>& services);
    const QList<Service>& services() const { return m_services; }
    const Service& serviceAt(int row) const { return m_services.at(row); }
    int rowOf(const QString& id) const; // -1 when unknown

    // The backup coverage verdicts (core/backup/coveragecheck) of the checked services; nullopt: not known
    // (backups not loaded or not offered). The Backup column shows the verdict as a word (the delegate adds
    // its icon), the reasons as its tooltip; a service with nothing to back up shows "—" and has no value for
    // `backup:` terms, so it is not counted. Only the Backup column changes (dataChanged).
    void setCoverage(const std::optional<QList<BackupCoverage>>& coverage);
    // The verdict of `serviceId`; null when it is not checked or the check has not run.
    const BackupCoverage* coverageOf(const QString& serviceId) const;
    bool isCoverageKnown() const { return m_coverageKnown; }
    // Whether the service has a volume whose effective backup is true (what the coverage check checks).
    static bool hasBackupVolumes(const Service& service);
    // The verdict as shown ("stale", translated).
    static QString verdictText(BackupCoverage::Verdict verdict);

    // The filter fields, one per column (FilterFieldNameRole): name, backup, id, category, strategy, image,
    // replicas (number: the scale factor), domains (number), ports. `backup:` compares the verdict's wire
    // word or its shown text (`backup:stale`, `-backup:ok`). `image:` also matches the image id or the
    // version alone (FilterValueRole); free text searches the display texts.
    static QStringList filterFieldNames();

    // The display texts, shared with the detail pane.
    static QString imageText(const ServiceData& data);
    static QString replicasText(const ServiceData& data);
    static QString portsText(const ServiceData& data);

private:
    QVariant display(const Service& service, int column) const;
    QVariant toolTip(const Service& service, int column) const;
    QVariant sortKey(const Service& service, int column) const;
    static QVariant filterValues(const Service& service, int column);
    void removeMissing(const QSet<QString>& ids);
    void reorderLike(const QList<Service>& services);
    void insertNew(const QList<Service>& services);
    void updateChanged(const QList<Service>& services);

    QList<Service> m_services;
    mutable QHash<QString, int> m_rows; // id -> row, rebuilt lazily after structural changes
    mutable bool m_rowsDirty = true;
    QHash<QString, BackupCoverage> m_coverage; // service id -> verdict (checked services only)
    bool m_coverageKnown = false;
};

} // namespace core
} // namespace cloudly