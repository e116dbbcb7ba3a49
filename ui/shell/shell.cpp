#include "ui/shell/shell.h"

#include "core/inventory/inventoryhub.h"
#include "core/model/backupsmodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/clustertreemodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/model/servicesmodel.h"
#include "core/model/tasksmodel.h"
#include "core/model/volumesmodel.h"
#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/backups/backupspage.h"
#include "ui/detail/copysupport.h"
#include "ui/fleet/fleetpage.h"
#include "ui/grants/grantspage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/inventorypage.h"
#include "ui/inventory/rowselection.h"
#include "ui/inventory/savedfilters.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/preferencesdialog.h"
#include "ui/shell/shortcutsheet.h"
#include "ui/style/theme.h"
#include "ui/volumes/volumespage.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>

namespace cloudly {
namespace ui {
namespace {
QString id(const char* name)
{
    return QString::fromLatin1(name);
}

// The rows of an interfaces-5.8 table as palette items: `title(row)` and `detail(row)` from its cells.
QList<PaletteItem> keyedItems(const core::KeyedTableModel* model, PaletteItem::Kind kind,
                              const std::function<QString(int)>& title,
                              const std::function<QString(int)>& detail)
{
    QList<PaletteItem> items;
    items.reserve(model->rowCount());
    for (int row = 0; row < model->rowCount(); ++row) {
        PaletteItem item;
        item.kind = kind;
        item.id = model->index(row, 0).data(core::KeyedTableModel::IdRole).toString();
        item.title = title(row);
        item.detail = detail(row);
        items.append(item);
    }
    return items;
}

// "a · b · c", leaving out empty parts and "—".
QString joined(const QStringList& parts)
{
    QStringList shown;
    for (const QString& part : parts) {
        if (!part.isEmpty() && part != QLatin1String("—"))
            shown << part;
    }
    return shown.join(QStringLiteral(" · "));
}

// Shows `page` and selects the row whose IdRole is `id` in `view`, clearing a filter that hides it.
bool showRow(MainWindow* window, InventoryPage* page, QTableView* view, const QString& id)
{
    window->showPage(page);
    if (!selectRowWith(view, core::KeyedTableModel::IdRole, id)) {
        page->setFilterText(QString());
        if (!selectRowWith(view, core::KeyedTableModel::IdRole, id))
            return false;
    }
    view->setFocus(Qt::OtherFocusReason);
    return true;
}
} // namespace

QLocale uiLocale(const QString& languageSetting)
{
    return languageSetting.isEmpty() ? QLocale() : QLocale(languageSetting);
}

Shell::Shell(MainWindow* window, ServicesView* services, FeaturePages* features, core::AppSettings* settings,
             QObject* parent)
    : QObject(parent), m_window(window), m_services(services), m_features(features), m_settings(settings),
      m_theme(new ThemeManager(settings, this)), m_index(new PaletteIndex(this)),
      m_palette(new CommandPalette(m_index, window))
{
    ActionRegistry* actions = m_window->actions();
    connect(actions->action(id(actionid::commandPalette)), &QAction::triggered, this,
            &Shell::showCommandPalette);
    connect(actions->action(id(actionid::shortcuts)), &QAction::triggered, this, &Shell::showShortcuts);
    connect(actions->action(id(actionid::preferences)), &QAction::triggered, this, &Shell::showPreferences);
    connect(actions->action(id(actionid::focusFilter)), &QAction::triggered, this, [this] {
        if (!focusFilter())
            showMessage(tr("This view has no filter."));
    });
    connect(actions->action(id(actionid::copyId)), &QAction::triggered, this, [this] {
        const QString copied = copyCurrentId();
        showMessage(copied.isEmpty() ? tr("Nothing selected to copy.") : tr("Copied %1").arg(copied));
    });
    QAction* toggle = actions->action(id(actionid::toggleTheme));
    toggle->setChecked(m_theme->isDark());
    connect(toggle, &QAction::triggered, this,
            [this] { m_theme->setMode(m_theme->isDark() ? ThemeMode::Light : ThemeMode::Dark); });
    connect(m_theme, &ThemeManager::themeChanged, toggle, &QAction::setChecked);
    connect(m_palette, &CommandPalette::activated, this, [this](const PaletteItem& item) { activate(item); });

    addSources();
    qApp->installEventFilter(this);
}

Shell::~Shell() = default;

ShortcutSheet* Shell::shortcutSheet() const
{
    return m_sheet;
}

PreferencesDialog* Shell::preferencesDialog() const
{
    return m_preferences;
}

bool Shell::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType() &&
        static_cast<QWidget*>(watched)->window() == m_window) {
        auto* key = static_cast<QKeyEvent*>(event);
        const QKeySequence pressed(key->keyCombination());
        const QAction* palette = m_window->actions()->action(id(actionid::commandPalette));
        if (palette->shortcuts().contains(pressed)) {
            event->ignore(); // not overridden: the shortcut map gets it
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void Shell::addSources()
{
    // Views and commands: rebuilt on every search (a few dozen, and their enabled state changes).
    m_index->addSource(QStringLiteral("views"), [this] {
        QList<PaletteItem> items;
        const QList<QWidget*> pages = m_window->pageWidgets();
        for (int i = 0; i < pages.size(); ++i) {
            PaletteItem item;
            item.kind = PaletteItem::Kind::View;
            item.id = actionid::page(i + 1);
            item.title = m_window->pageTitle(pages.at(i));
            if (QAction* action = m_window->actions()->action(item.id))
                item.shortcut = ActionRegistry::shortcutText(action);
            items.append(item);
        }
        return items;
    });
    m_index->addSource(QStringLiteral("commands"), [this] {
        QList<PaletteItem> items;
        for (const ActionRegistry::Entry& entry : m_window->actions()->entries()) {
            if (entry.id.startsWith(QLatin1String("go.page.")) || entry.id == id(actionid::commandPalette))
                continue;
            // A disabled command stays findable and says why; an absent one (hidden) is not offered.
            const QString why = m_window->actions()->reason(entry.id);
            if (!entry.action->isVisible() || (!entry.action->isEnabled() && why.isEmpty()))
                continue;
            PaletteItem item;
            item.kind = PaletteItem::Kind::Action;
            item.id = entry.id;
            item.title = ActionRegistry::plainText(entry.action);
            item.detail =
                entry.action->isEnabled() ? entry.action->statusTip() : tr("not available: %1").arg(why);
            item.shortcut = ActionRegistry::shortcutText(entry.action);
            // The detail is matched too, but the title counts: keep it first in the search text.
            items.append(item);
        }
        return items;
    });

    // The buttons of the current view ("Run preflight", "Export JSON…", "Apply…"): every action of a view
    // is reachable from the keyboard, without a shortcut of its own.
    m_index->addSource(QStringLiteral("page buttons"), [this] {
        QList<PaletteItem> items;
        m_pageButtons.clear();
        QWidget* page = m_window->currentPage();
        if (!page)
            return items;
        const QString title = m_window->pageTitle(page);
        for (QAbstractButton* button : page->findChildren<QAbstractButton*>()) {
            if (!button->isVisibleTo(page) || !button->isEnabled() || button->isCheckable() ||
                ActionRegistry::plainText(button->text()).trimmed().isEmpty())
                continue;
            PaletteItem item;
            item.kind = PaletteItem::Kind::Action;
            item.id = QStringLiteral("button:%1").arg(m_pageButtons.size());
            item.title = ActionRegistry::plainText(button->text());
            item.detail = button->toolTip().isEmpty() ? tr("Button in “%1”").arg(title) : button->toolTip();
            item.shortcut = button->shortcut().toString(QKeySequence::NativeText);
            m_pageButtons.append(button);
            items.append(item);
        }
        return items;
    });

    // Saved filters of every inventory page (per profile; applying one opens its page with it).
    m_index->addSource(QStringLiteral("saved filters"), [this] {
        QList<PaletteItem> items;
        if (!m_features)
            return items;
        const QList<InventoryPage*> pages = m_features->inventoryPages();
        for (int i = 0; i < pages.size(); ++i) {
            const QString title = m_window->pageTitle(pages.at(i));
            for (const auto& [name, text] : pages.at(i)->savedFilters()->filters()) {
                PaletteItem item;
                item.kind = PaletteItem::Kind::Action;
                item.id = QStringLiteral("savedfilter:%1:%2").arg(i).arg(name);
                item.title = tr("Filter: %1").arg(name);
                item.detail = title.isEmpty() ? text : tr("%1 · in “%2”").arg(text, title);
                items.append(item);
            }
        }
        return items;
    });

    // Services: the services page's model.
    auto* servicesModel = m_services->model();
    if (servicesModel) {
        m_index->addSource(QStringLiteral("services"),
                           [servicesModel] {
                               QList<PaletteItem> items;
                               items.reserve(servicesModel->rowCount());
                               for (const core::Service& service : servicesModel->services()) {
                                   PaletteItem item;
                                   item.kind = PaletteItem::Kind::Service;
                                   item.id = service.id;
                                   item.title = servicesModel
                                                    ->index(servicesModel->rowOf(service.id),
                                                            core::ServicesModel::Name)
                                                    .data()
                                                    .toString();
                                   if (item.title.isEmpty())
                                       item.title = service.id;
                                   item.detail = service.id;
                                   items.append(item);
                               }
                               return items;
                           },
                           {servicesModel});
    }
    if (!m_features)
        return;

    // Runtime tasks: the tasks page's model (can be 100 000 rows: built once per change, not per key).
    core::TasksModel* tasks = m_features->tasksView()->model();
    m_index->addSource(QStringLiteral("tasks"),
                       [tasks] {
                           QList<PaletteItem> items;
                           const core::DeploymentTable& table = tasks->table(); // read by field
                           items.reserve(table.size());
                           for (qsizetype row = 0; row < table.size(); ++row) {
                               PaletteItem item;
                               item.kind = PaletteItem::Kind::Task;
                               item.id = table.id(row);
                               item.title = item.id;
                               item.detail =
                                   tr("%1 on %2 · %3")
                                       .arg(tasks->displayText(table, row, core::TasksModel::Service),
                                            tasks->displayText(table, row, core::TasksModel::Node),
                                            table.status(row));
                               items.append(item);
                           }
                           return items;
                       },
                       {tasks});

    // Nodes: the cluster tree (cluster → node → task).
    core::ClusterTreeModel* tree = m_features->clustersView()->model();
    m_index->addSource(
        QStringLiteral("nodes"),
        [tree] {
            QList<PaletteItem> items;
            for (int c = 0; c < tree->rowCount(); ++c) {
                const QModelIndex cluster = tree->index(c, 0);
                const QString clusterName = cluster.data().toString();
                for (int n = 0; n < tree->rowCount(cluster); ++n) {
                    const QModelIndex node = tree->index(n, 0, cluster);
                    if (node.data(core::ClusterTreeModel::KindRole).toString() != QLatin1String("node"))
                        continue;
                    PaletteItem item;
                    item.kind = PaletteItem::Kind::Node;
                    item.id = node.data(core::ClusterTreeModel::IdRole).toString();
                    item.title = node.data().toString();
                    const QString platform = node.data(core::ClusterTreeModel::PlatformRole).toString();
                    item.detail = platform.isEmpty() ? tr("in %1").arg(clusterName)
                                                     : tr("in %1 · %2").arg(clusterName, platform);
                    items.append(item);
                }
            }
            return items;
        },
        {tree});

    // Backups, BaseOS nodes and image builds: the hub's models; volumes: the volumes page's.
    core::InventoryHub* hub = m_features->hub();
    core::BackupsModel* backups = hub->backups();
    m_index->addSource(QStringLiteral("backups"),
                       [backups] {
                           using M = core::BackupsModel;
                           return keyedItems(
                               backups, PaletteItem::Kind::Backup,
                               [backups](int row) { return backups->cellText(row, M::Id); },
                               [backups](int row) {
                                   return joined({backups->cellText(row, M::Service),
                                                  backups->cellText(row, M::Status),
                                                  backups->cellText(row, M::Age)});
                               });
                       },
                       {backups});
    core::VolumesModel* volumes = m_features->volumesPage()->model();
    m_index->addSource(QStringLiteral("volumes"),
                       [volumes] {
                           using M = core::VolumesModel;
                           return keyedItems(
                               volumes, PaletteItem::Kind::Volume,
                               [volumes](int row) { return volumes->cellText(row, M::Name); },
                               [volumes](int row) {
                                   return tr("%1 at %2")
                                       .arg(volumes->cellText(row, M::Service),
                                            volumes->cellText(row, M::MountPath));
                               });
                       },
                       {volumes});
    core::BaseOsNodesModel* nodes = hub->baseOsNodes();
    m_index->addSource(
        QStringLiteral("baseos nodes"),
        [nodes] {
            using M = core::BaseOsNodesModel;
            return keyedItems(
                nodes, PaletteItem::Kind::BaseOsNode,
                [nodes](int row) { return nodes->cellText(row, M::Id); },
                [nodes](int row) {
                    return joined({nodes->cellText(row, M::Connection), nodes->cellText(row, M::OsVersion),
                                   nodes->cellText(row, M::Update), nodes->cellText(row, M::Stale)});
                });
        },
        {nodes});
    core::ImageBuildsModel* builds = hub->imageBuilds();
    m_index->addSource(
        QStringLiteral("image builds"),
        [builds] {
            using M = core::ImageBuildsModel;
            return keyedItems(
                builds, PaletteItem::Kind::ImageBuild,
                [builds](int row) { return builds->cellText(row, M::Id); },
                [builds](int row) {
                    return joined({builds->cellText(row, M::Status), builds->cellText(row, M::Architecture),
                                   builds->cellText(row, M::Hostname), builds->cellText(row, M::Expired)});
                });
        },
        {builds});
}

void Shell::showCommandPalette()
{
    m_palette->popup();
}

void Shell::showShortcuts()
{
    if (!m_sheet)
        m_sheet = new ShortcutSheet(m_window->actions(), m_window);
    m_sheet->show();
    m_sheet->raise();
    m_sheet->activateWindow();
}

void Shell::showPreferences()
{
    if (!m_preferences)
        m_preferences = new PreferencesDialog(m_theme, m_settings, m_window);
    m_preferences->show();
    m_preferences->raise();
    m_preferences->activateWindow();
}

bool Shell::activate(const PaletteItem& item)
{
    switch (item.kind) {
    case PaletteItem::Kind::View:
    case PaletteItem::Kind::Action: {
        if (item.id.startsWith(QLatin1String("savedfilter:")) && m_features) {
            const qsizetype colon = item.id.indexOf(QLatin1Char(':'), 12);
            InventoryPage* page = m_features->inventoryPages().value(item.id.mid(12, colon - 12).toInt());
            const QString text = page ? page->savedFilters()->textOf(item.id.mid(colon + 1)) : QString();
            if (text.isEmpty())
                return false;
            m_window->showPage(page);
            page->setFilterText(text);
            return true;
        }
        if (item.id.startsWith(QLatin1String("button:"))) {
            const int index = item.id.mid(7).toInt();
            QAbstractButton* button = m_pageButtons.value(index);
            if (!button || !button->isEnabled())
                return false;
            button->click();
            return true;
        }
        QAction* action = m_window->actions()->action(item.id);
        if (action && !action->isEnabled() && !m_window->actions()->reason(item.id).isEmpty()) {
            // Chosen although it cannot run: the status bar says why.
            m_window->statusBar()->showMessage(
                tr("%1 is not available: %2")
                    .arg(ActionRegistry::plainText(action), m_window->actions()->reason(item.id)),
                10000);
            return true;
        }
        if (!action || !action->isEnabled())
            return false;
        action->trigger();
        return true;
    }
    case PaletteItem::Kind::Service: {
        m_window->showPage(m_services);
        if (!m_services->selectService(item.id)) {
            m_services->filterEdit()->clear();
            if (!m_services->selectService(item.id))
                return false;
        }
        m_services->table()->setFocus(Qt::OtherFocusReason);
        return true;
    }
    case PaletteItem::Kind::Task: {
        if (!m_features)
            return false;
        TasksView* tasks = m_features->tasksView();
        m_window->showPage(tasks);
        if (!tasks->selectTask(item.id)) {
            tasks->setFilterText(QString());
            if (!tasks->selectTask(item.id))
                return false;
        }
        tasks->table()->setFocus(Qt::OtherFocusReason);
        return true;
    }
    case PaletteItem::Kind::Node: {
        if (!m_features)
            return false;
        ClustersView* clusters = m_features->clustersView();
        clusters->showNode(item.id);
        m_window->showPage(clusters);
        clusters->tree()->setFocus(Qt::OtherFocusReason);
        return clusters->selectedId() == item.id;
    }
    case PaletteItem::Kind::Backup:
    case PaletteItem::Kind::Volume:
    case PaletteItem::Kind::BaseOsNode:
    case PaletteItem::Kind::ImageBuild: {
        if (!m_features)
            return false;
        BackupsPage* backups = m_features->backupsPage();
        VolumesPage* volumes = m_features->volumesPage();
        FleetPage* fleet = m_features->fleetPage();
        switch (item.kind) {
        case PaletteItem::Kind::Backup:
            return showRow(m_window, backups, backups->table(), item.id);
        case PaletteItem::Kind::Volume:
            return showRow(m_window, volumes, volumes->table(), item.id);
        case PaletteItem::Kind::BaseOsNode:
            return showRow(m_window, fleet, fleet->nodesTable(), item.id);
        default:
            return showRow(m_window, fleet, fleet->buildsTable(), item.id);
        }
    }
    }
    return false;
}

QLineEdit* Shell::filterEditOf(QWidget* page)
{
    if (!page)
        return nullptr;
    QLineEdit* fallback = nullptr;
    for (QLineEdit* edit : page->findChildren<QLineEdit*>()) {
        if (!edit->isVisibleTo(page) || !edit->isEnabled() || edit->isReadOnly())
            continue;
        const QString name = edit->objectName();
        if (name == QLatin1String("filterEdit") || name.endsWith(QLatin1String("Filter")))
            return edit;
        if (!fallback && name.contains(QLatin1String("filter"), Qt::CaseInsensitive))
            fallback = edit;
    }
    return fallback;
}

QAbstractItemView* Shell::itemViewOf(QWidget* page)
{
    if (!page)
        return nullptr;
    QAbstractItemView* first = nullptr;
    for (QAbstractItemView* view : page->findChildren<QAbstractItemView*>()) {
        if (!view->isVisibleTo(page) || !view->model())
            continue;
        if (view->hasFocus())
            return view;
        if (!first && view->currentIndex().isValid())
            first = view;
    }
    return first;
}

bool Shell::focusFilter()
{
    QLineEdit* edit = filterEditOf(m_window->currentPage());
    if (!edit)
        return false;
    edit->setFocus(Qt::ShortcutFocusReason);
    edit->selectAll();
    return true;
}

QString Shell::copyCurrentId()
{
    QAbstractItemView* view = itemViewOf(m_window->currentPage());
    if (!view)
        return {};
    const QModelIndex current = view->currentIndex();
    if (!current.isValid())
        return {};
    // Every inventory model keeps the id (or the digest) in Qt::UserRole + 1.
    const QString text = current.siblingAtColumn(0).data(Qt::UserRole + 1).toString();
    if (text.isEmpty())
        return {};
    CopySupport::copyText(text);
    return text;
}

void Shell::showMessage(const QString& text)
{
    m_window->statusBar()->showMessage(text, 4000);
}

} // namespace ui
} // namespace cloudly
