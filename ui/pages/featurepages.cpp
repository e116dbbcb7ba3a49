#include "ui/pages/featurepages.h"

#include "ui/services/consoleservices.h"

#include "core/alerts/alertengine.h"
#include "core/api/preflightcontract.h"
#include "core/approval/releaseauthorization.h"
#include "core/cache/offlinecache.h"
#include "core/grants/grantcontroller.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/preflight/receiptstore.h"
#include "core/settings/appsettings.h"
#include "ui/alerts/alertnotifier.h"
#include "ui/alerts/alertspage.h"
#include "ui/backups/backupspage.h"
#include "ui/charts/charteventsource.h"
#include "ui/fleet/fleetpage.h"
#include "ui/grants/grantspage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/journal/journalpage.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewpage.h"
#include "ui/preflight/approvalspanel.h"
#include "ui/preflight/composerwidget.h"
#include "ui/preflight/preflightcontroller.h"
#include "ui/preflight/receipthistoryview.h"
#include "ui/preflight/reportview.h"
#include "ui/settings/settingspage.h"
#include "ui/volumes/volumespage.h"

#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace cloudly {
namespace ui {

FeaturePages::FeaturePages(MainWindow* window, ConsoleServices& services, QObject* parent)
    : QObject(parent), m_window(window), m_services(services)
{
    using enum NavigationGroup;
    // The pages; each goes to the end of its group in the sidebar (numbered in sidebar order: Ctrl+<n>).
    m_overview =
        addPage<OverviewPage>(Home, tr("Overview"), "overview", services.refresher.get(),
                              services.metrics.get(), services.receipts.get(), services.alerts.get());
    m_servicesView =
        addPage<ServicesView>(Workloads, tr("Services"), "services", inventoryRefresher(),
                              services.servicesModel.get(), appSettings(), QStringLiteral("default"));
    m_tasks = addInventoryPage<TasksView>(Workloads, tr("Runtime tasks"), "tasks");
    m_clusters = addInventoryPage<ClustersView>(Infrastructure, tr("Clusters && nodes"), "clusters");
    m_images = addInventoryPage<ImagesView>(Workloads, tr("Images && platforms"), "images");
    m_preflightPage = buildPreflightPage();
    addToWindow(m_preflightPage, Delivery, tr("Deployment preflight"), "preflight");
    // Built when first shown (or asked for): nothing else reads it, and it is the costliest page to build
    // (three tab views) on the way to the first load.
    m_grantsSlot = m_window->addLazyPage(tr("Grants"), Delivery, QStringLiteral("grants"), [this] {
        auto* page = new GrantsPage(m_services.grants.get());
        core::InventoryRefresher* inventory = m_services.refresher.get();
        page->setServices(inventory->services());
        connect(inventory, &core::InventoryRefresher::servicesUpdated, page, &GrantsPage::setServices);
        return page;
    });
    // Backups (Delivery), volumes (Workloads), the BaseOS fleet (Infrastructure), server settings (Server):
    // rows, feeds and verdicts are the hub's.
    core::InventoryHub* hub = services.hub.get();
    m_backups = addPage<BackupsPage>(Delivery, tr("Backups"), "backups", hub, QStringLiteral("default"));
    m_volumes = addPage<VolumesPage>(Workloads, tr("Volumes"), "volumes", inventoryRefresher(), appSettings(),
                                     QStringLiteral("default"));
    m_fleet = addPage<FleetPage>(Infrastructure, tr("BaseOS fleet"), "fleet", hub, QStringLiteral("default"));
    m_serverSettings = addPage<SettingsPage>(Server, tr("Server settings"), "serversettings", hub);
    m_overview->attachHub(hub); // the backup coverage and BaseOS fleet tiles
    // Backups and the BaseOS fleet are kept in the offline cache (volumes are the services'; server
    // settings never: the cache refuses their feed, and it is not offered).
    for (core::FeatureFeed* feed : hub->cachedFeeds())
        services.offline->addFeature(feed);
    m_notifier = new AlertNotifier(services.alerts.get(), this);
    m_alertsPage = addPage<AlertsPage>(Activity, tr("Alerts"), "alerts", services.alerts.get(), m_notifier);
    m_journal = addPage<JournalPage>(Activity, tr("Journal"), "journal", services.journal.get(),
                                     appSettings(), QStringLiteral("default"));
    for (InventoryPage* page : std::initializer_list<InventoryPage*>{m_servicesView, m_tasks, m_clusters})
        m_journal->attachHistory(page->detail());       // the History section of their detail panes
    m_servicesView->setJournal(services.journal.get()); // the Revisions tab of a service's details

    core::InventoryRefresher* refresher = services.refresher.get();
    // The machine-user suggestions come from the clusters, whether the grants page is built or not.
    connect(refresher, &core::InventoryRefresher::clustersUpdated, services.grants.get(),
            &core::grants::GrantController::setClusters);
    m_tasks->setMetrics(services.metrics.get()); // charts in the detail panes
    m_clusters->setMetrics(services.metrics.get());
    // Their event marks: journal entries, receipts and failed backups; a click opens the event.
    auto* events = new ChartEventSource(m_journal->model(), services.receipts.get(), this);
    connect(hub, &core::InventoryHub::backupsChanged, events, &ChartEventSource::setBackups);
    connect(services.receipts.get(), &core::preflight::ReceiptStore::receiptSaved, events,
            &ChartEventSource::receiptsChanged);
    connect(events, &ChartEventSource::eventActivated, this, [this](const core::TimelineEvent& e) {
        if (e.page == QLatin1String("preflight") && !e.select.isEmpty()) {
            m_receiptHistory->setFilterText(QString());
            m_receiptHistory->selectReceipts({e.select});
            m_preflightTabs->setCurrentWidget(m_receiptHistory);
            m_window->showPage(m_preflightPage);
            return;
        }
        openFromOverview(e.page, e.filter);
    });
    m_tasks->setChartEvents(events);
    m_clusters->setChartEvents(events);
    wireDrillDowns();
    wireAlerts();
}

FeaturePages::~FeaturePages() = default;

core::InventoryRefresher* FeaturePages::inventoryRefresher() const
{
    return m_services.refresher.get();
}

core::InventoryHub* FeaturePages::hub() const
{
    return m_services.hub.get();
}

core::AppSettings* FeaturePages::appSettings() const
{
    return m_services.settings.get();
}

void FeaturePages::addToWindow(QWidget* page, NavigationGroup group, const QString& title, const char* icon)
{
    m_window->addPage(page, title, group, QString::fromLatin1(icon));
}

QWidget* FeaturePages::buildPreflightPage()
{
    // Preflight: the composer beside the report, and the receipt history on its own tab.
    auto* preflightTabs = new QTabWidget;
    auto* split = new QSplitter(Qt::Horizontal);
    auto* composer = new ComposerWidget;
    auto* composerScroll = new QScrollArea;
    composerScroll->setWidget(composer);
    composerScroll->setWidgetResizable(true);
    auto* report = new ReportView;
    report->approvals()->setStorage(m_services.receipts->directory(), m_services.settings.get());
    split->addWidget(composerScroll);
    split->addWidget(report);
    split->setStretchFactor(1, 2);
    auto* history = new ReceiptHistoryView(m_services.receipts.get());
    history->setApprovalChecker(
        [panel = report->approvals()](const auto& r) { return panel->checkReceipt(r); });
    connect(report->approvals(), &ApprovalsPanel::approvalsChanged, history, &ReceiptHistoryView::refresh);
    connect(composer, &ComposerWidget::releaseAuthorizationRequested, this, [this, composer, report] {
        QString error;
        const auto authorized = core::approval::authorizeFromReceipts(
            composer->request(), m_services.receipts->list().receipts,
            [panel = report->approvals()](const auto& r) { return panel->checkReceipt(r); },
            QDateTime::currentMSecsSinceEpoch(), &error);
        if (!authorized) {
            QMessageBox::warning(composer, tr("No release authorization"), error);
            return;
        }
        composer->loadRequest(*authorized);
    });
    m_receiptHistory = history;
    m_preflightTabs = preflightTabs;
    preflightTabs->addTab(split, tr("Compose && report"));
    preflightTabs->addTab(history, tr("Receipts"));
    m_preflight = new PreflightController(m_services.session.get(), m_services.receipts.get(), this);
    m_preflight->setReportView(report);
    m_preflight->attachComposer(composer);
    connect(history, &ReceiptHistoryView::receiptActivated, report,
            [report, preflightTabs, split](const auto& r) {
                report->showReceipt(r);
                preflightTabs->setCurrentWidget(split);
            });
    connect(m_services.refresher.get(), &core::InventoryRefresher::servicesUpdated, composer,
            &ComposerWidget::setServices);
    // Cloudly 12 serves OCI platforms only inside preflight reports: feed every report to the inventory,
    // so the platform matrix and the node architecture check have data.
    connect(m_preflight, &PreflightController::receiptCreated, this, [this](const auto& receipt) {
        core::DecodeErrors errors;
        const auto decoded =
            core::decodePreflightReport(QJsonObject{{QStringLiteral("report"), receipt.report}}, errors);
        if (decoded)
            m_services.refresher->addPreflightReport(*decoded);
    });
    return preflightTabs;
}

void FeaturePages::wireDrillDowns()
{
    // Overview: every number opens the list it counts, with its filter.
    connect(m_overview, &OverviewPage::linkActivated, this, &FeaturePages::openFromOverview);
    // A service (double-click, Enter or its action) → its runtime tasks.
    connect(m_servicesView, &ServicesView::tasksRequested, this, &FeaturePages::showTasksForService);
    // Task → its node, and back.
    connect(m_tasks, &TasksView::nodeRequested, this, [this](const QString& nodeId) {
        m_clusters->showNode(nodeId);
        m_window->showPage(m_clusters);
    });
    connect(m_clusters, &ClustersView::navigateBack, this, [this] { m_window->showPage(m_tasks); });
    connect(m_clusters, &ClustersView::nodeTasksRequested, this, [this](const QString& nodeId) {
        m_tasks->showTasksForNode(nodeId);
        m_window->showPage(m_tasks);
    });
    connect(m_clusters, &ClustersView::serviceTasksRequested, this, &FeaturePages::showTasksForService);
    // Backups → the services page's coverage column and per-service Backups section.
    core::InventoryHub* hub = m_services.hub.get();
    // Approvals are checked against this profile's allowed signers file.
    if (auto* approvals = m_preflightTabs->findChild<ApprovalsPanel*>())
        connect(hub, &core::InventoryHub::profileChanged, approvals, &ApprovalsPanel::setProfile);
    connect(hub, &core::InventoryHub::backupsChanged, m_servicesView, &ServicesView::setBackups);
    connect(hub, &core::InventoryHub::coverageChanged, m_servicesView, &ServicesView::setCoverage);
}

void FeaturePages::wireAlerts()
{
    // Watched services raise alerts (listed on their page) and desktop notifications.
    core::AlertEngine* alerts = m_services.alerts.get();
    connect(m_notifier, &AlertNotifier::notified, this, [this](const core::AlertNotification& n) {
        if (!m_notifier->trayAvailable()) // no desktop notification: at least the status bar says it
            m_window->statusBar()->showMessage(tr("Alert — %1: %2").arg(n.title, n.body), 15000);
    });
    connect(m_notifier, &AlertNotifier::activated, this, [this] {
        m_window->showPage(m_alertsPage);
        m_window->raise();
        m_window->activateWindow();
    });
    // The Alerts entry of the sidebar counts the alerts listed on the page.
    const auto countAlerts = [this, alerts] {
        m_window->setPageBadge(m_alertsPage, static_cast<int>(alerts->alerts().size()));
    };
    connect(alerts, &core::AlertEngine::alertAdded, this, countAlerts);
    connect(alerts, &core::AlertEngine::alertsCleared, this, countAlerts);
    countAlerts();
    connect(m_servicesView, &ServicesView::watchToggled, alerts, &core::AlertEngine::setWatched);
    // Watched services whose backup coverage is not ok (each check of the Backups page).
    connect(m_services.hub.get(), &core::InventoryHub::coverageChanged, alerts,
            [alerts](const std::optional<QList<core::BackupCoverage>>& coverage) {
                if (coverage)
                    alerts->updateBackupCoverage(*coverage);
            });
    connect(alerts, &core::AlertEngine::watchedChanged, m_servicesView, &ServicesView::setWatchedServices);
    connect(m_preflight, &PreflightController::receiptCreated, alerts,
            [alerts](const core::preflight::Receipt& receipt) {
                QString detail;
                if (!receipt.decision.serverBlockers.isEmpty())
                    detail = receipt.decision.serverBlockers.first().code;
                else if (!receipt.decision.clientBlockers.isEmpty())
                    detail = receipt.decision.clientBlockers.first().code;
                else if (!receipt.decision.reasons.isEmpty())
                    detail = receipt.decision.reasons.first().code;
                alerts->addPreflightResult(receipt.serviceId(), receipt.serviceName(), receipt.isGo(),
                                           receipt.id, receipt.isGo() ? QString() : detail);
            });
}

GrantsPage* FeaturePages::grantsPage() const
{
    return static_cast<GrantsPage*>(m_window->ensurePage(m_grantsSlot));
}

bool FeaturePages::isGrantsPageBuilt() const
{
    return m_window->isPageBuilt(m_grantsSlot);
}

void FeaturePages::openFromOverview(const QString& page, const QString& filter)
{
    InventoryPage* list = nullptr;
    if (page == QLatin1String("tasks"))
        list = m_tasks;
    else if (page == QLatin1String("clusters"))
        list = m_clusters;
    else if (page == QLatin1String("services"))
        list = m_servicesView;
    else if (page == QLatin1String("fleet"))
        list = m_fleet;
    else if (page == QLatin1String("journal"))
        list = m_journal;
    else if (page == QLatin1String("backups"))
        list = m_backups;
    if (list) {
        list->setFilterText(filter);
        m_window->showPage(list);
    } else if (page == QLatin1String("preflight")) {
        m_receiptHistory->setFilterText(filter); // a ReceiptFilter the overview made
        m_preflightTabs->setCurrentWidget(m_receiptHistory);
        m_window->showPage(m_preflightPage);
    } else if (page == QLatin1String("alerts")) {
        m_alertsPage->setFilterText(filter); // an AlertFilter the overview made
        m_window->showPage(m_alertsPage);
    }
}

void FeaturePages::showTasksForService(const QString& serviceId)
{
    m_tasks->showTasksForService(serviceId);
    m_window->showPage(m_tasks);
}

} // namespace ui
} // namespace cloudly
