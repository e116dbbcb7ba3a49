#pragma once

#include "core/api/service.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace cloudly {
namespace ui {

// The rows of a "choose a service" combo box (GrantEditor, ComposerWidget), read straight from the
// implicitly shared services list: setServices() keeps a reference to the caller's list (no copy, no
// per-service item), the label "name (id)" is made when a row is drawn. Qt::UserRole is the service id.
// Optional rows: one leading row (e.g. "— choose a service —", id empty) and extra rows for ids that are
// not in the list (e.g. from an imported request), each with its own label; setServices() drops the extras.
class ServiceChoiceModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit ServiceChoiceModel(QObject* parent = nullptr);

    // Returns false (and changes nothing) when `services` is the list already shown (same shared data).
    bool setServices(const QList<core::Service>& services);
    const QList<core::Service>& services() const { return m_services; }

    void setLeadingRow(const QString& label);                 // a row before the services with an empty id
    int appendExtra(const QString& id, const QString& label); // returns its row

    // Services with an empty name are shown by their id alone.
    static QString label(const core::Service& service);
    QString idAt(int row) const;
    int rowOf(const QString& id) const; // -1 when not present

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Extra
    {
        QString id;
        QString label;
    };
    int leadingRows() const { return m_hasLeading ? 1 : 0; }

    QList<core::Service> m_services;
    QList<Extra> m_extras;
    QString m_leading;
    bool m_hasLeading = false;
};

} // namespace ui
} // namespace cloudly
