#pragma once

#include "ui/detail/copysupport.h"
#include "ui/inventory/viewexport.h"

#include <QStringList>
#include <QWidget>

#include <functional>

class QAction;
class QAbstractItemView;
class QAbstractProxyModel;
class QHeaderView;
class QLineEdit;
class QTableView;
class QToolButton;

namespace cloudly {
namespace core {
class AppSettings;
class FilterProxyModel;
class FilterState;
class TreeFilterProxyModel;
class Freshness;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ColumnChooser;
class DetailPane;
class FilterBar;
class FreshnessBar;
class SavedFilters;

// The skeleton of every inventory page: a filter bar (the filter language, inline errors, a count) with an
// optional Back button, a freshness bar, the item view beside a DetailPane in a splitter, a ColumnChooser
// whose choices are kept per profile, CopySupport (Ctrl+C + context menu), "Export view…" (CSV or JSON of the
// visible rows and columns) and named saved filters (SavedFilters). LayoutStore re-profiles every
// page through setProfile(), so no page can forget to.
//
// A page derives from InventoryPage, creates its model, filter proxy and view, fills a Parts and calls
// buildPage() once in its constructor; then it only fills the detail pane and wires its own actions:
//
//     InventoryPage::Parts parts{QStringLiteral("backups"), m_table, m_proxy, m_proxy->filterState()};
//     parts.countText = [](int shown, int total) { return tr("%1 of %n backup(s)", nullptr,
//     total).arg(shown); }; parts.placeholder = tr("Filter backups, e.g. status:failed"); parts.columnIds =
//     BackupsModel::filterFieldNames(); parts.copy = [](const QModelIndex& i) { return
//     QList<CopyEntry>{{tr("Copy backup ID"), i.data().toString()}}; }; setUpTable(m_table); buildPage(parts,
//     settings, profile);
class InventoryPage : public QWidget
{
    Q_OBJECT
public:
    ~InventoryPage() override;

    FilterBar* filterBar() const { return m_filterBar; }
    QLineEdit* filterEdit() const;
    DetailPane* detail() const { return m_detail; }
    FreshnessBar* freshnessBar() const { return m_freshness; }
    ColumnChooser* columnChooser() const { return m_columns; }
    CopySupport* copySupport() const { return m_copy; }
    QToolButton* backButton() const { return m_back; } // null on a page without one
    QString pageName() const { return m_name; }        // Parts::name ("tasks")
    // "Export view…" (the filter bar's button and the table's context menu): exactly the visible rows and
    // columns (ViewExport).
    QAction* exportAction() const { return m_export; }
    bool exportView(const QString& path, ViewExport::Format format, QString* error = nullptr) const;
    // Named filters of this view and profile (the filter bar's "Saved filters", its completer, the palette).
    SavedFilters* savedFilters() const { return m_saved; }

public Q_SLOTS:
    // Saves the column layout of the current profile and loads that of `profile` (every chooser of the page).
    virtual void setProfile(const QString& profile);
    void setFilterText(const QString& text);
    void setFreshness(const cloudly::core::Freshness& freshness);

Q_SIGNALS:
    void navigateBack(); // the Back button after a drill-down

protected:
    struct Parts
    {
        QString name;                      // "tasks": object names (tasksFilter, tasksBack) and settings key
        QAbstractItemView* view = nullptr; // the page's table or tree (its header is the chooser's)
        QAbstractProxyModel* proxy = nullptr; // a FilterProxyModel or TreeFilterProxyModel: set by setProxy()
        core::FilterState* filter = nullptr;  // its filterState(): set by setProxy()
        void setProxy(core::FilterProxyModel* flat);
        void setProxy(core::TreeFilterProxyModel* tree);
        std::function<QString(int shown, int total)> countText;
        QString placeholder;   // the filter line's placeholder
        QStringList columnIds; // stable column ids (the model's filter field names)
        QString pinnedColumn;  // never hidden
        CopySupport::Provider copy;
        bool back = true;           // a Back button left of the filter line
        QWidget* content = nullptr; // beside the detail pane instead of `view` (e.g. two stacked tables)
        int contentStretch = 2;     // the splitter's shares when the window grows
        int detailStretch = 1;
        int contentChars = 140; // initial widths in average characters (the table gets the room: at
        int detailChars = 60;   // 1280 px with the sidebar the detail pane is about 320 px wide)
    };

    explicit InventoryPage(QWidget* parent = nullptr);
    void buildPage(const Parts& parts, core::AppSettings* settings, const QString& profile);
    // Shows the Back button (after a drill-down).
    void showBack();
    // The standard table: whole-row single selection, no editing, alternating rows, no row header.
    static void setUpTable(QTableView* table);

    FilterBar* m_filterBar = nullptr;
    QToolButton* m_back = nullptr;
    FreshnessBar* m_freshness = nullptr;
    DetailPane* m_detail = nullptr;
    ColumnChooser* m_columns = nullptr;
    CopySupport* m_copy = nullptr;

private:
    QString m_name;
    QAbstractItemView* m_view = nullptr;
    QStringList m_columnIds;
    QAction* m_export = nullptr;
    SavedFilters* m_saved = nullptr;
};

} // namespace ui
} // namespace cloudly
