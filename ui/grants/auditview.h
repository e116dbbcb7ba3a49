#pragma once

#include "core/grants/auditlog.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace cloudly {
namespace ui {
// The local audit trail of grant changes as a table (when, actor, server, user, service, before, after,
// result, error), newest first, with a substring filter over every column and export to JSON or CSV.
// Lines of the file that cannot be read are listed in a warning banner: never hidden.
class AuditView : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        When,
        Actor,
        Server,
        User,
        Service,
        Before,
        After,
        Result,
        Error,
        ColumnCount
    };

    // `log` is not owned and must outlive the view.
    explicit AuditView(core::grants::AuditLog* log, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QLineEdit* filterEdit() const { return m_filter; }

    // Every entry read, and the ones the filter lets through (in the order shown).
    const QList<core::grants::AuditEntry>& entries() const { return m_entries; }
    QList<core::grants::AuditEntry> visibleEntries() const;
    QStringList problems() const { return m_problems; }
    QString problemsText() const; // the warning banner (empty when every line was read)

    // Write the visible entries (the filter applies) to `path`. On failure return false and set *error.
    bool exportJsonTo(const QString& path, QString* error) const;
    bool exportCsvTo(const QString& path, QString* error) const;

public Q_SLOTS:
    // Reads the audit trail again.
    void reload();
    void setFilterText(const QString& text);

private:
    void onExport(bool json);
    void updateCount();

    core::grants::AuditLog* m_log;
    QList<core::grants::AuditEntry> m_entries;
    QStringList m_problems;
    QLabel* m_problemBanner;
    QLabel* m_status;
    QLineEdit* m_filter;
    QLabel* m_count;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
};

} // namespace ui
} // namespace cloudly