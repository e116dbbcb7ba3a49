#include "app/featurepages.h"

#include "api/preflightcontract.h"
#include "grants/auditlog.h"
#include "grants/grantcontroller.h"
#include "grants/grantspage.h"
#include "inventory/clustersview.h"
#include "inventory/imagesview.h"
#include "inventory/inventoryrefresher.h"
#include "inventory/tasksview.h"
#include "mainwindow/mainwindow.h"
#include "preflight/composerwidget.h"
#include "preflight/preflightcontroller.h"
#include "preflight/receipthistoryview.h"
#include "preflight/receiptstore.h"
#include "preflight/reportview.h"
#include "session/session.h"
#include "settings/appsettings.h"

#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>

namespace cloudly {
namespace ui {
FeaturePages::FeaturePages(MainWindow* window, core::Session* session, QObject* parent,
                           const QString& settingsPath)
    : QObject(parent), m_window(window),
      m_settings(std::make_unique<core::AppSettings>(settingsPath.isEmpty() ? core::defaultSettingsPath()
                                                                            : settingsPath)),
      m_audit(std::make_unique<core::grants::AuditLog>(core::grants::AuditLog::defaultPath())),
      m_refresher(new core::InventoryRefresher(session, this)),
      m_receipts(
          new core::preflight::ReceiptStore({}, core::preflight::ReceiptStore::kDefaultMaxReceipts, this)),
      m_grantController(new core::grants::GrantController(session, m_audit.get(), this))
{
    m_refresher->setInterval(m_settings->refreshIntervalMs());
    const QString profile = QStringLiteral("default");

    m_tasks = new TasksView(m_refresher, m_settings.get(), profile);
    m_clusters = new ClustersView(m_refresher, m_settings.get(), profile);
    m_images = new ImagesView(m_refresher, m_settings.get(), profile);
    m_window->addPage(m_tasks, tr("Runtime tasks"));
    m_window->addPage(m_clusters, tr("Clusters && nodes"));
    m_window->addPage(m_images, tr("Images && platforms"));

    // Preflight: the composer beside the report, and the receipt history on its own tab.
    auto* preflightTabs = new QTabWidget;
    auto* split = new QSplitter(Qt::Horizontal);
    auto* composer = new ComposerWidget;
    auto* composerScroll = new QScrollArea;
    composerScroll->setWidget(composer);
    composerScroll->setWidgetResizable(true);
    auto* report = new ReportView;
    split->addWidget(composerScroll);
    split->addWidget(report);
    split->setStretchFactor(1, 2);
    auto* history = new ReceiptHistoryView(m_receipts);
    preflightTabs->addTab(split, tr("Compose && report"));
    preflightTabs->addTab(history, tr("Receipts"));
    m_preflight = new PreflightController(session, m_receipts, this);
    m_preflight->setReportView(report);
    m_preflight->attachComposer(composer);
    connect(history, &ReceiptHistoryView::receiptActivated, report,
            [report, preflightTabs, split](const auto& r) {
                report->showReceipt(r);
                preflightTabs->setCurrentWidget(split);
            });
    m_window->addPage(preflightTabs, tr("Deployment preflight"));

    m_grants = new GrantsPage(m_grantController);
    m_window->addPage(m_grants, tr("Grants"));

    connect(m_refresher, &core::InventoryRefresher::servicesUpdated, composer, &ComposerWidget::setServices);
    connect(m_refresher, &core::InventoryRefresher::servicesUpdated, m_grants, &GrantsPage::setServices);
    connect(m_refresher, &core::InventoryRefresher::clustersUpdated, m_grants, &GrantsPage::setClusters);

    // Drill-down: task → its node, and back.
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
    // Cloudly 12 serves OCI platforms only inside preflight reports: feed every report to the inventory,
    // so the platform matrix and the node architecture check have data.
    connect(m_preflight, &PreflightController::receiptCreated, this, [this](const auto& receipt) {
        core::DecodeErrors errors;
        const auto decoded =
            core::decodePreflightReport(QJsonObject{{QStringLiteral("report"), receipt.report}}, errors);
        if (decoded)
            m_refresher->addPreflightReport(*decoded);
    });
}

FeaturePages::~FeaturePages() = default;

QList<InventoryPage*> FeaturePages::inventoryPages() const
{
    return {m_tasks, m_clusters, m_images};
}

void FeaturePages::showTasksForService(const QString& serviceId)
{
    m_tasks->showTasksForService(serviceId);
    m_window->showPage(m_tasks);
}

} // namespace ui
} // namespace cloudly