#include "ui/inventory/columnchooser.h"

#include "core/settings/appsettings.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QMenu>

namespace cloudly {
namespace ui {
ColumnChooser::ColumnChooser(QHeaderView* header, core::AppSettings* settings, const QString& viewName,
                             const QString& profile, ColumnId columnId, QObject* parent)
    : QObject(parent ? parent : header), m_header(header), m_settings(settings), m_view(viewName),
      m_profile(profile), m_columnId(std::move(columnId))
{
    m_header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_header, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu* menu = createMenu(m_header);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_header->viewport()->mapToGlobal(pos));
    });
    // Columns come and go with the model (the platform matrix adds one per platform).
    const auto reapply = [this] { apply(); };
    connect(m_header, &QHeaderView::sectionCountChanged, this, reapply);
    if (QAbstractItemModel* model = m_header->model()) {
        connect(model, &QAbstractItemModel::columnsInserted, this, reapply);
        connect(model, &QAbstractItemModel::modelReset, this, reapply);
        connect(model, &QAbstractItemModel::headerDataChanged, this, reapply);
        connect(model, &QAbstractItemModel::layoutChanged, this, reapply);
    }
    // Widths and order: saved a moment after the user stops dragging.
    m_layoutTimer.setSingleShot(true);
    m_layoutTimer.setInterval(300);
    connect(&m_layoutTimer, &QTimer::timeout, this, &ColumnChooser::saveLayout);
    const auto layoutChanged = [this] {
        if (!m_restoring && m_settings)
            m_layoutTimer.start();
    };
    connect(m_header, &QHeaderView::sectionResized, this, layoutChanged);
    connect(m_header, &QHeaderView::sectionMoved, this, layoutChanged);
    load();
    apply();
}

void ColumnChooser::setProfile(const QString& profile)
{
    if (profile == m_profile)
        return;
    if (m_layoutTimer.isActive())
        saveLayout();
    m_profile = profile;
    load();
    apply();
    Q_EMIT hiddenColumnsChanged(m_hidden);
}

void ColumnChooser::saveLayout()
{
    m_layoutTimer.stop();
    if (m_settings && m_header->count() > 0)
        m_settings->setColumnState(m_view, m_profile, m_header->saveState());
}

void ColumnChooser::setPinnedColumns(const QStringList& ids)
{
    m_pinned = ids;
    m_hidden.removeIf([&](const QString& id) { return m_pinned.contains(id); });
    apply();
}

void ColumnChooser::load()
{
    m_hidden = m_settings ? m_settings->hiddenColumns(m_view, m_profile) : QStringList();
    m_hidden.removeIf([&](const QString& id) { return m_pinned.contains(id); });
    const QByteArray layout = m_settings ? m_settings->columnState(m_view, m_profile) : QByteArray();
    m_savedLayout = false;
    if (!layout.isEmpty() && m_header->count() > 0) {
        // Hidden columns come from the id list (apply()), whatever the saved layout says.
        m_restoring = true;
        m_savedLayout = m_header->restoreState(layout);
        m_restoring = false;
    }
}

void ColumnChooser::store()
{
    if (m_settings)
        m_settings->setHiddenColumns(m_view, m_profile, m_hidden);
}

void ColumnChooser::apply()
{
    const int count = m_header->count();
    int visible = 0;
    for (int i = 0; i < count; ++i) {
        const QString id = m_columnId(i);
        const bool hide = !id.isEmpty() && m_hidden.contains(id);
        visible += hide ? 0 : 1;
        if (m_header->isSectionHidden(i) != hide)
            m_header->setSectionHidden(i, hide);
    }
    if (visible == 0 && count > 0)
        m_header->setSectionHidden(0, false); // never an empty table, whatever the settings say
}

int ColumnChooser::visibleCount() const
{
    int visible = 0;
    for (int i = 0; i < m_header->count(); ++i)
        visible += m_header->isSectionHidden(i) ? 0 : 1;
    return visible;
}

bool ColumnChooser::setColumnHidden(const QString& id, bool hidden)
{
    if (id.isEmpty())
        return false;
    if (hidden == m_hidden.contains(id))
        return true;
    if (hidden) {
        if (m_pinned.contains(id))
            return false;
        bool present = false;
        for (int i = 0; i < m_header->count(); ++i)
            present = present || (m_columnId(i) == id && !m_header->isSectionHidden(i));
        if (present && visibleCount() <= 1)
            return false;
        m_hidden.append(id);
    } else {
        m_hidden.removeAll(id);
    }
    store();
    apply();
    Q_EMIT hiddenColumnsChanged(m_hidden);
    return true;
}

void ColumnChooser::showAllColumns()
{
    if (m_hidden.isEmpty())
        return;
    m_hidden.clear();
    store();
    apply();
    Q_EMIT hiddenColumnsChanged(m_hidden);
}

QMenu* ColumnChooser::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("columnChooserMenu"));
    menu->setTitle(tr("Columns"));
    menu->setToolTipsVisible(true);
    QAbstractItemModel* model = m_header->model();
    const int visible = visibleCount();
    for (int visual = 0; visual < m_header->count(); ++visual) {
        const int logical = m_header->logicalIndex(visual);
        const QString id = m_columnId(logical);
        const QString title =
            model ? model->headerData(logical, m_header->orientation(), Qt::DisplayRole).toString() : id;
        QAction* action = menu->addAction(title.isEmpty() ? id : title);
        action->setData(id);
        action->setCheckable(true);
        const bool shown = !m_header->isSectionHidden(logical);
        action->setChecked(shown);
        if (id.isEmpty() || m_pinned.contains(id)) {
            action->setEnabled(false);
            action->setToolTip(tr("This column is always shown"));
        } else if (shown && visible <= 1) {
            action->setEnabled(false);
            action->setToolTip(tr("At least one column stays visible"));
        }
        connect(action, &QAction::toggled, this, [this, id](bool checked) { setColumnHidden(id, !checked); });
    }
    menu->addSeparator();
    QAction* all = menu->addAction(tr("Show all columns"));
    all->setObjectName(QStringLiteral("showAllColumns"));
    all->setEnabled(!m_hidden.isEmpty());
    connect(all, &QAction::triggered, this, &ColumnChooser::showAllColumns);
    return menu;
}

} // namespace ui
} // namespace cloudly