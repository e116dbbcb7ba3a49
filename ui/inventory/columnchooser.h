#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>

class QHeaderView;
class QMenu;
class QWidget;

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// Right-click on a header: a menu of checkable columns. Hidden columns are remembered per view and
// profile in AppSettings::hiddenColumns() by stable column ids (not positions or translated titles), so
// columns added later show up and a language change keeps the choice. Columns that appear later (e.g. a
// platform in the matrix) are hidden when their id is on the list. The last visible column and the
// pinned ones cannot be hidden. Without settings the choice lives in memory only.
// The header's widths and order (QHeaderView::saveState()) are remembered per view and profile too
// (AppSettings::columnState()), saved shortly after each change and when the profile changes.
class ColumnChooser : public QObject
{
    Q_OBJECT
public:
    using ColumnId = std::function<QString(int logicalIndex)>; // "" = not choosable (always shown)

    ColumnChooser(QHeaderView* header, core::AppSettings* settings, const QString& viewName,
                  const QString& profile, ColumnId columnId, QObject* parent = nullptr);

    QString viewName() const { return m_view; }
    QString profile() const { return m_profile; }
    void setProfile(const QString& profile); // saves this profile's layout, loads and applies that one's
    // Writes the header layout of the current profile now (also done shortly after every change).
    void saveLayout();
    void setPinnedColumns(const QStringList& ids);
    // Whether the current profile's saved widths and order were restored (then a page does not fit its
    // columns to their contents: the saved layout wins).
    bool hasSavedLayout() const { return m_savedLayout; }

    QStringList hiddenColumns() const { return m_hidden; }
    bool isColumnHidden(const QString& id) const { return m_hidden.contains(id); }
    // Hides or shows the column with `id` (also when it is not in the model yet) and remembers it.
    // Returns false when refused (pinned, or the last visible column).
    bool setColumnHidden(const QString& id, bool hidden);
    void showAllColumns();

    // The header context menu (the caller owns it); used by the header's context menu and by tests.
    QMenu* createMenu(QWidget* parent);

Q_SIGNALS:
    void hiddenColumnsChanged(const QStringList& ids);

private:
    void load();
    void store();
    void apply();
    int visibleCount() const;

    QHeaderView* m_header;
    core::AppSettings* m_settings;
    QString m_view;
    QString m_profile;
    ColumnId m_columnId;
    QStringList m_hidden;
    QStringList m_pinned;
    QTimer m_layoutTimer;
    bool m_restoring = false;
    bool m_savedLayout = false;
};

} // namespace ui
} // namespace cloudly