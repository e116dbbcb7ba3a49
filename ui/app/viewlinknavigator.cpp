#include "ui/app/viewlinknavigator.h"

#include "ui/alerts/alertspage.h"
#include "ui/grants/grantspage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/inventorypage.h"
#include "ui/inventory/rowselection.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewpage.h"
#include "ui/pages/featurepages.h"
#include "ui/settings/settingspage.h"
#include "ui/shell/shell.h"

#include <QAbstractItemView>
#include <QDateTime>
#include <QLineEdit>

namespace cloudly {
namespace ui {
namespace {
// Every inventory model keeps the row's id (or digest) here, in column 0.
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kRetryMs = 200;
} // namespace

ViewLinkNavigator::ViewLinkNavigator(MainWindow* window, FeaturePages* pages, QObject* parent)
    : QObject(parent), m_window(window), m_pages(pages)
{
    m_pendingTimer.setInterval(kRetryMs);
    connect(&m_pendingTimer, &QTimer::timeout, this, [this] {
        if (trySelect())
            return;
        if (QDateTime::currentMSecsSinceEpoch() < m_pendingUntil && m_pendingPage)
            return;
        m_pendingTimer.stop();
        const QString page = keyOf(m_pendingPage);
        QTimer::singleShot(0, this, &ViewLinkNavigator::viewSettled);
        Q_EMIT selectionFailed(tr("The link's row “%1” is not shown on the page “%2” (not there, or hidden "
                                  "by the filter).")
                                   .arg(m_pendingId, page));
    });
}

QString ViewLinkNavigator::keyOf(QWidget* page) const
{
    if (!page || !m_pages)
        return {};
    page = m_window->isPageBuilt(page) ? m_window->ensurePage(page) : page;
    if (auto* inventory = qobject_cast<InventoryPage*>(page))
        return inventory->pageName();
    if (page == m_pages->overviewPage())
        return QStringLiteral("overview");
    if (page == m_pages->preflightPage())
        return QStringLiteral("preflight");
    if (page == static_cast<QWidget*>(m_pages->alertsPage()))
        return QStringLiteral("alerts");
    if (page == static_cast<QWidget*>(m_pages->serverSettingsPage()))
        return QStringLiteral("settings");
    if (!m_window->isPageBuilt(page) ||
        (m_pages->isGrantsPageBuilt() && page == static_cast<QWidget*>(m_pages->grantsPage())))
        return QStringLiteral("grants"); // the one page built on first show
    return {};
}

QStringList ViewLinkNavigator::pageKeys() const
{
    QStringList keys;
    for (QWidget* page : m_window->pageWidgets()) {
        const QString key = keyOf(page);
        if (!key.isEmpty())
            keys.append(key);
    }
    return keys;
}

QWidget* ViewLinkNavigator::pageFor(const QString& key) const
{
    for (QWidget* page : m_window->pageWidgets()) {
        if (keyOf(page) == key)
            return page;
    }
    return nullptr;
}

core::ViewLink ViewLinkNavigator::currentView(const QString& profile) const
{
    core::ViewLink link;
    link.profile = profile;
    QWidget* page = m_window->currentPage();
    link.page = keyOf(page);
    if (auto* inventory = qobject_cast<InventoryPage*>(page)) {
        link.filter = inventory->filterEdit() ? inventory->filterEdit()->text().trimmed() : QString();
        if (auto* clusters = qobject_cast<ClustersView*>(page))
            link.select = clusters->selectedId();
        else if (QAbstractItemView* view = Shell::itemViewOf(page))
            link.select = view->currentIndex().isValid()
                              ? view->currentIndex().siblingAtColumn(0).data(kIdRole).toString()
                              : QString();
    } else if (auto* alerts = qobject_cast<AlertsPage*>(page)) {
        link.filter = alerts->filterText();
    }
    return link;
}

QString ViewLinkNavigator::open(const core::ViewLink& link)
{
    const QString error = show(link);
    if (!m_pendingTimer.isActive())
        QTimer::singleShot(0, this, &ViewLinkNavigator::viewSettled);
    return error;
}

QString ViewLinkNavigator::show(const core::ViewLink& link)
{
    m_pendingTimer.stop();
    QWidget* page = pageFor(link.page);
    if (!page)
        return tr("This console has no page “%1” (pages: %2).")
            .arg(link.page, pageKeys().join(QStringLiteral(", ")));
    m_window->showPage(page);
    page = m_window->ensurePage(page);
    if (auto* inventory = qobject_cast<InventoryPage*>(page)) {
        inventory->setFilterText(link.filter);
    } else if (auto* alerts = qobject_cast<AlertsPage*>(page)) {
        QString error;
        if (!alerts->setFilterText(link.filter, &error))
            return tr("The link's filter does not apply to the alerts: %1").arg(error);
    } else if (!link.filter.isEmpty()) {
        return tr("The page “%1” has no filter; the link's filter “%2” was not applied.")
            .arg(link.page, link.filter);
    }
    if (link.select.isEmpty())
        return {};
    if (!qobject_cast<InventoryPage*>(page))
        return tr("The page “%1” has no rows to select; “%2” was not selected.").arg(link.page, link.select);
    m_pendingPage = page;
    m_pendingId = link.select;
    if (trySelect())
        return {};
    m_pendingUntil = QDateTime::currentMSecsSinceEpoch() + m_selectWaitMs;
    m_pendingTimer.start();
    return {};
}

bool ViewLinkNavigator::trySelect()
{
    QWidget* page = m_pendingPage;
    if (!page)
        return false;
    bool selected = false;
    if (auto* services = qobject_cast<ServicesView*>(page))
        selected = services->selectService(m_pendingId);
    else if (auto* tasks = qobject_cast<TasksView*>(page))
        selected = tasks->selectTask(m_pendingId);
    else if (auto* clusters = qobject_cast<ClustersView*>(page)) {
        clusters->showNode(m_pendingId);
        selected = clusters->selectedId() == m_pendingId;
    } else if (QAbstractItemView* view = Shell::itemViewOf(page))
        selected = selectRowWith(view, kIdRole, m_pendingId);
    if (selected) {
        const bool waited = m_pendingTimer.isActive();
        m_pendingTimer.stop();
        m_pendingPage.clear();
        if (waited)
            QTimer::singleShot(0, this, &ViewLinkNavigator::viewSettled);
    }
    return selected;
}

} // namespace ui
} // namespace cloudly
