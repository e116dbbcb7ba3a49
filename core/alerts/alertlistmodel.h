#pragma once

#include "core/alerts/alertengine.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace cloudly {
namespace core {
// Every alert of an AlertEngine, newest first: time, service, event, what changed, notified.
class AlertListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Time,
        Service,
        Event,
        Change,
        Notified,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role
    {
        AlertIdRole = Qt::UserRole + 1, // quint64
        ServiceIdRole,                  // QString
        KindRole,                       // int (Alert::Kind)
    };

    explicit AlertListModel(AlertEngine* engine, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void onAdded(const Alert& alert);
    void onUpdated(const Alert& alert);

    QPointer<AlertEngine> m_engine;
    QList<Alert> m_rows; // newest first
};

} // namespace core
} // namespace cloudly
