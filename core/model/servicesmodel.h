#pragma once

#include "core/api/service.h"

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

    // The filter fields, one per column (FilterFieldNameRole): name, id, category, strategy, image, replicas
    // (number: the scale factor), domains (number), ports. `image:` also matches the image id or the version
    // alone (FilterValueRole); free text searches the display texts.
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
};

} // namespace core
} // namespace cloudly