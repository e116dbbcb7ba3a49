// The inventory views (services, runtime tasks, clusters & nodes, images & platforms) offscreen against the
// in-process demo server: typing filters, inline filter errors, drill-down service -> tasks -> node and
// back, the architecture warning, no secrets in detail panes, column chooser persistence, Ctrl+C, and
// stale data after the server goes away. With CLOUDLY_SCREENSHOT_DIR set, each view is also saved as PNG.
#include "core/api/methods.h"
#include "core/demo/demoserver.h"
#include "core/filter/filterproxymodel.h"
#include "core/filter/treefilterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/clustertreemodel.h"
#include "core/model/platformmatrixmodel.h"
#include "core/model/servicesmodel.h"
#include "core/model/tasksmodel.h"
#include "core/net/typedsocketclient.h"
#include "core/rules/secretkey.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "docsgate.h"
#include "testutil.h"
#include "ui/detail/copysupport.h"
#include "ui/detail/detailpane.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/inventorytext.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::ui::ClustersView;
using cloudly::ui::ImagesView;
using cloudly::ui::ServicesView;
using cloudly::ui::TasksView;
using R = InventoryRefresher::Resource;

namespace {

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

OciPlatformDescriptorSummary platform(const QString& arch, bool runnable = true, bool present = true)
{
    OciPlatformDescriptorSummary p;
    p.os = QStringLiteral("linux");
    p.architecture = arch;
    p.runnable = runnable;
    p.manifestPresent = present;
    p.digest = QStringLiteral("sha256:") +
               QString(64, arch == QLatin1String("amd64") ? QLatin1Char('1') : QLatin1Char('2'));
    return p;
}

} // namespace

class TestInventoryViews : public QObject
{
    Q_OBJECT

    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<TypedSocketClient> m_client;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<InventoryRefresher> m_refresher;
    QTemporaryDir m_dir;
    std::unique_ptr<AppSettings> m_settings;

    bool waitLoaded()
    {
        return QTest::qWaitFor(
            [&] {
                for (R r : {R::Services, R::Deployments, R::Clusters, R::Images}) {
                    if (!m_refresher->freshness(r).isLoaded())
                        return false;
                }
                return true;
            },
            15000);
    }

    // A real preflight report from the demo server for `request` (a fixture request, maybe changed).
    std::optional<DeploymentPreflightReport> preflight(const QJsonObject& request)
    {
        std::optional<DeploymentPreflightReport> report;
        bool done = false;
        m_session->call(methods::getDeploymentPreflight, request, m_client.get(), [&](const CallResult& r) {
            done = true;
            if (!r.ok())
                return;
            DecodeErrors errors;
            report = decodePreflightReport(r.response, errors);
        });
        (void)QTest::qWaitFor([&] { return done; }, 10000);
        return report;
    }

    void saveScreenshot(QWidget* view, const QString& name)
    {
        const QString dir = qEnvironmentVariable("CLOUDLY_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QTest::qWait(50);
        QVERIFY(view->grab().save(QDir(dir).filePath(name)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<AppSettings>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        TypedSocketClient::Options options;
        options.initialBackoffMs = 50;
        options.maxBackoffMs = 200;
        options.jitter = 0;
        m_client = std::make_unique<TypedSocketClient>(options);
        m_session = std::make_unique<Session>(m_client.get());
        m_client->open(m_server->url());
        QVERIFY(test::waitForState(*m_client, TypedSocketClient::State::Connected));
        bool done = false;
        CallError error;
        m_session->loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), m_client.get(),
                                     [&](const CallError& e) {
                                         error = e;
                                         done = true;
                                     });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 10000));
        QVERIFY2(!error.isError(), qPrintable(error.message()));
        m_refresher = std::make_unique<InventoryRefresher>(m_session.get());
        m_refresher->setInterval(250);
        QVERIFY(waitLoaded());
    }

    void typingAFilterShrinksTheRows()
    {
        TasksView view(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.proxy()->rowCount(), 29);
        QTest::keyClicks(view.filterEdit(), QStringLiteral("status:failed"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        QCOMPARE(view.proxy()->index(0, 0).data(TasksModel::IdRole).toString(),
                 QStringLiteral("d-worker-prod-3"));
        QVERIFY(!view.filterErrorLabel()->isVisible());
        QVERIFY2(view.filterBar()->countLabel()->text().contains(QStringLiteral("1 of 29")),
                 qPrintable(view.filterBar()->countLabel()->text()));
        // The field itself says what the filter matched (a screen reader in the field hears it), and why a
        // wrong filter does not apply.
        QCOMPARE(view.filterEdit()->accessibleDescription(), view.filterBar()->countLabel()->text());
        QTest::keyClicks(view.filterEdit(), QStringLiteral(" bogus:x"));
        QVERIFY2(
            view.filterEdit()->accessibleDescription().contains(QStringLiteral("the filter has an error")),
            qPrintable(view.filterEdit()->accessibleDescription()));
        view.filterEdit()->setText(QStringLiteral("status:failed"));
        QCOMPARE(view.filterEdit()->accessibleDescription(), view.filterBar()->countLabel()->text());

        // Negation and several terms.
        view.filterEdit()->clear();
        QTest::keyClicks(view.filterEdit(), QStringLiteral("-status:running node:edge-*"));
        for (int row = 0; row < view.proxy()->rowCount(); ++row)
            QVERIFY(view.proxy()->index(row, TasksModel::Status).data().toString() !=
                    QLatin1String("running"));
        QCOMPARE(view.proxy()->rowCount(), 0); // every task on the edge nodes runs
        view.filterEdit()->clear();
        QCOMPARE(view.proxy()->rowCount(), 29);
    }

    void aBadTermIsShownInlineAndNamed()
    {
        TasksView view(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::keyClicks(view.filterEdit(), QStringLiteral("status:failed"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        QTest::keyClicks(view.filterEdit(), QStringLiteral(" nod:x"));
        QVERIFY(view.filterErrorLabel()->isVisible());
        const QString text = view.filterErrorLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("&quot;nod&quot;")) || text.contains(QStringLiteral("\"nod\"")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("unknown field")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("not applied")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("color:#")), qPrintable(text)); // in red
        QVERIFY(view.filterEdit()->property("invalid").toBool());
        QVERIFY(!view.filterBar()->errorText().isEmpty());
        saveScreenshot(&view, QStringLiteral("tasks-filter-error.png"));
        // Fixing the term removes the message.
        view.filterEdit()->setText(QStringLiteral("status:failed node:prod-*"));
        QVERIFY(!view.filterErrorLabel()->isVisible());
        QCOMPARE(view.proxy()->rowCount(), 1);
    }

    void servicesFilterWithTheFilterLanguage()
    {
        ServicesModel model;
        model.setServices(m_refresher->services());
        ServicesView view(m_refresher.get(), &model, m_settings.get(), QStringLiteral("demo"));
        QAbstractItemModelTester tester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int total = static_cast<int>(m_refresher->services().size());
        QCOMPARE(view.proxy()->rowCount(), total);
        QCOMPARE(view.filterEdit()->objectName(), QStringLiteral("servicesFilter"));
        QVERIFY(!view.freshnessBar()->isStale());

        // A number field: replicas is the scale factor, counted here from the services themselves.
        int scaled = 0;
        for (const Service& s : m_refresher->services())
            scaled += s.data.scaleFactor && *s.data.scaleFactor > 1 ? 1 : 0;
        QVERIFY2(scaled > 0 && scaled < total, qPrintable(QString::number(scaled)));
        QTest::keyClicks(view.filterEdit(), QStringLiteral("replicas:>1"));
        QVERIFY(!view.filterErrorLabel()->isVisible());
        QCOMPARE(view.proxy()->rowCount(), scaled);
        for (int row = 0; row < view.proxy()->rowCount(); ++row) {
            const QString id = view.proxy()->index(row, 0).data(ServicesModel::IdRole).toString();
            QVERIFY(*model.serviceAt(model.rowOf(id)).data.scaleFactor > 1);
        }
        QVERIFY2(view.filterBar()->countLabel()->text().contains(
                     QStringLiteral("%1 of %2").arg(scaled).arg(total)),
                 qPrintable(view.filterBar()->countLabel()->text()));

        // An unknown field is named inline; the last valid filter stays in force.
        view.filterEdit()->setText(QStringLiteral("replicas:>1 replica:2"));
        QVERIFY(view.filterErrorLabel()->isVisible());
        QVERIFY2(view.filterErrorLabel()->text().contains(QStringLiteral("unknown field")),
                 qPrintable(view.filterErrorLabel()->text()));
        QCOMPARE(view.proxy()->rowCount(), scaled);

        // Field terms match exactly (name:web is not "webhooks"), free text is a substring of any column.
        view.filterEdit()->setText(QStringLiteral("name:web"));
        QVERIFY(!view.filterErrorLabel()->isVisible());
        QCOMPARE(view.proxy()->rowCount(), 1);
        QCOMPARE(view.proxy()->index(0, 0).data(ServicesModel::IdRole).toString(), QStringLiteral("svc-web"));
        view.filterEdit()->setText(QStringLiteral("core"));
        QVERIFY(view.proxy()->rowCount() > 1);
        for (int row = 0; row < view.proxy()->rowCount(); ++row) {
            QStringList cells;
            for (int column = 0; column < ServicesModel::ColumnCount; ++column)
                cells << view.proxy()->index(row, column).data().toString();
            QVERIFY2(cells.join(QLatin1Char(' ')).contains(QStringLiteral("core"), Qt::CaseInsensitive),
                     qPrintable(cells.join(QLatin1Char(' '))));
        }
        // image: matches the image id or its version alone.
        const ServiceData& web = model.serviceAt(model.rowOf(QStringLiteral("svc-web"))).data;
        QVERIFY(web.imageId && web.imageVersion);
        view.filterEdit()->setText(QStringLiteral("image:") + ui::quoteFilterValue(*web.imageId) +
                                   QStringLiteral(" name:web"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        view.filterEdit()->clear();
        QCOMPARE(view.proxy()->rowCount(), total);
    }

    void servicesDetailNeverShowsSecretValues()
    {
        DecodeErrors errors;
        const QList<Service> services =
            decodeServices(QJsonDocument::fromJson(R"({"services": [{"id": "svc-s", "data": {"name": "s",
                "environment": {"DB_PASSWORD": "env-value-1", "PLAIN": "env-value-2"},
                "domains": [{"name": "s.example.com", "protocol": "https", "port": 443}]},
                "registryToken": "token-value-3"}]})")
                               .object(),
                           errors);
        QVERIFY2(errors.isEmpty() && services.size() == 1, qPrintable(QString::number(errors.size())));
        ServicesModel model;
        model.setServices(services);
        ServicesView view(nullptr, &model, nullptr, QStringLiteral("demo"));
        QVERIFY(view.selectService(QStringLiteral("svc-s")));
        QTreeWidget* tree = view.detail()->tree();
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            (*it)->setExpanded(true);
        QString text = view.detail()->plainText();
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            text += QLatin1Char('\n') + (*it)->toolTip(0) + QLatin1Char('\n') + (*it)->toolTip(1);
        QVERIFY2(text.contains(QStringLiteral("DB_PASSWORD")) && text.contains(QStringLiteral("PLAIN")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("https://s.example.com:443")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("registryToken")), qPrintable(text));
        for (const char* secret : {"env-value-1", "env-value-2", "token-value-3"})
            QVERIFY2(!text.contains(QLatin1String(secret)), secret);
        // Copying the row copies no environment either.
        for (const ui::CopyEntry& entry : view.copySupport()->entries(view.proxy()->index(0, 0)))
            QVERIFY(!entry.text.contains(QStringLiteral("env-value")));
    }

    void drillDownFromServiceToTasksToNodeAndBack()
    {
        TasksView tasks(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        tasks.resize(1200, 700);
        clusters.resize(1200, 700);
        tasks.show();
        clusters.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tasks));
        QSignalSpy nodeRequested(&tasks, &TasksView::nodeRequested);
        QSignalSpy tasksBack(&tasks, &TasksView::navigateBack);
        QSignalSpy clustersBack(&clusters, &ClustersView::navigateBack);
        connect(&tasks, &TasksView::nodeRequested, &clusters, &ClustersView::showNode);

        // What the services view's double-click leads to.
        tasks.showTasksForService(QStringLiteral("svc-web"));
        QCOMPARE(tasks.filterEdit()->text(), QStringLiteral("service:svc-web"));
        QCOMPARE(tasks.proxy()->rowCount(), 3);
        for (int row = 0; row < 3; ++row)
            QCOMPARE(tasks.proxy()->index(row, 0).data(TasksModel::ServiceIdRole).toString(),
                     QStringLiteral("svc-web"));
        QVERIFY(tasks.backButton()->isVisible());

        // Double-click a task: its node is selected in the clusters view.
        const QModelIndex first = tasks.proxy()->index(0, TasksModel::Node);
        const QString nodeId = first.data(TasksModel::NodeIdRole).toString();
        const QString taskId = first.data(TasksModel::IdRole).toString();
        const QRect rect = tasks.table()->visualRect(first);
        QTest::mouseClick(tasks.table()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(tasks.selectedTaskId(), taskId);
        QVERIFY2(tasks.detail()->plainText().contains(taskId), qPrintable(tasks.detail()->plainText()));
        QTest::mouseDClick(tasks.table()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(nodeRequested.count(), 1);
        QCOMPARE(nodeRequested.first().first().toString(), nodeId);
        QCOMPARE(clusters.selectedKind(), QStringLiteral("node"));
        QCOMPARE(clusters.selectedId(), nodeId);
        QVERIFY(clusters.detail()->plainText().contains(nodeId));
        QVERIFY(clusters.backButton()->isVisible());

        // Back, from the clusters view and from the tasks view.
        QTest::mouseClick(clusters.backButton(), Qt::LeftButton);
        QCOMPARE(clustersBack.count(), 1);
        QTest::mouseClick(tasks.backButton(), Qt::LeftButton);
        QCOMPARE(tasksBack.count(), 1);

        // And from a node to its tasks.
        QSignalSpy nodeTasks(&clusters, &ClustersView::nodeTasksRequested);
        connect(&clusters, &ClustersView::nodeTasksRequested, &tasks, &TasksView::showTasksForNode);
        const QModelIndex node = clusters.tree()->selectionModel()->currentIndex();
        QVERIFY(node.isValid());
        Q_EMIT clusters.tree()->activated(node);
        QCOMPARE(nodeTasks.count(), 1);
        QCOMPARE(tasks.filterEdit()->text(), QStringLiteral("node:") + nodeId);
        for (int row = 0; row < tasks.proxy()->rowCount(); ++row)
            QCOMPARE(tasks.proxy()->index(row, 0).data(TasksModel::NodeIdRole).toString(), nodeId);
    }

    void showNodeClearsAFilterThatHidesIt()
    {
        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        clusters.setFilterText(QStringLiteral("name:production"));
        QVERIFY(!clusters.proxy()
                     ->mapFromSource(
                         clusters.model()->findIndex(QStringLiteral("node"), QStringLiteral("n-edge-1")))
                     .isValid());
        clusters.showNode(QStringLiteral("n-edge-1"));
        QCOMPARE(clusters.selectedId(), QStringLiteral("n-edge-1"));
        QVERIFY(clusters.filterEdit()->text().isEmpty());
    }

    void statusIsIconTextAndColour()
    {
        TasksView view(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        view.setFilterText(QStringLiteral("status:failed"));
        const QModelIndex status = view.proxy()->index(0, TasksModel::Status);
        QStyleOptionViewItem option;
        option.initFrom(view.table());
        // The delegate decorates: an icon and a colour, and the word stays.
        QAbstractItemDelegate* delegate = view.table()->itemDelegateForColumn(TasksModel::Status);
        QVERIFY(delegate);
        const QSize hint = delegate->sizeHint(option, status);
        QVERIFY(hint.width() > view.fontMetrics().horizontalAdvance(QStringLiteral("failed")));
        QCOMPARE(status.data().toString(), QStringLiteral("failed"));
    }

    void detailPanesNeverShowSecrets()
    {
        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        clusters.showCluster(QStringLiteral("c-prod"));
        QCOMPARE(clusters.selectedId(), QStringLiteral("c-prod"));
        QTreeWidget* tree = clusters.detail()->tree();
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            (*it)->setExpanded(true);
        const QString text = clusters.detail()->plainText();
        QVERIFY2(text.contains(QStringLiteral("acme-v02.api.letsencrypt.org")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("MUST-NOT-BE-SHOWN")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("never shown")));
        QVERIFY(core::isSecretKey(QStringLiteral("serverSecret")));
        QVERIFY(!core::isSecretKey(QStringLiteral("secretBundleId")));
    }

    void columnChooserIsRememberedPerProfile()
    {
        {
            TasksView view(m_refresher.get(), m_settings.get(), QStringLiteral("prof-a"));
            QHeaderView* header = view.table()->horizontalHeader();
            QVERIFY(!header->isSectionHidden(TasksModel::Version));
            std::unique_ptr<QMenu> menu(view.columnChooser()->createMenu(nullptr));
            QAction* version = nullptr;
            QAction* id = nullptr;
            for (QAction* a : menu->actions()) {
                if (a->data().toString() == QLatin1String("version"))
                    version = a;
                if (a->data().toString() == QLatin1String("id"))
                    id = a;
            }
            QVERIFY(version && id);
            QVERIFY(!id->isEnabled()); // pinned
            version->trigger();        // uncheck: hide
            QVERIFY(header->isSectionHidden(TasksModel::Version));
            QVERIFY(m_settings->hiddenColumns(TasksView::viewName(), QStringLiteral("prof-a"))
                        .contains(QStringLiteral("version")));
        }
        {
            TasksView again(m_refresher.get(), m_settings.get(), QStringLiteral("prof-a"));
            QVERIFY(again.table()->horizontalHeader()->isSectionHidden(TasksModel::Version));
            TasksView other(m_refresher.get(), m_settings.get(), QStringLiteral("prof-b"));
            QVERIFY(!other.table()->horizontalHeader()->isSectionHidden(TasksModel::Version));
            other.setProfile(QStringLiteral("prof-a"));
            QVERIFY(other.table()->horizontalHeader()->isSectionHidden(TasksModel::Version));
            again.columnChooser()->showAllColumns();
            QVERIFY(!again.table()->horizontalHeader()->isSectionHidden(TasksModel::Version));
        }
    }

    void ctrlCCopiesTheId()
    {
        TasksView view(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.selectTask(QStringLiteral("d-api-lab-1")));
        view.table()->setFocus();
        QSignalSpy copied(view.copySupport(), &ui::CopySupport::copied);
        QTest::keySequence(view.table(), QKeySequence::Copy);
        QCOMPARE(copied.count(), 1);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("d-api-lab-1"));
        const QList<ui::CopyEntry> entries = view.copySupport()->entries(view.table()->currentIndex());
        QVERIFY(entries.size() >= 3);

        ImagesView images(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        QVERIFY(images.showImage(QStringLiteral("img-webapp")));
        QCOMPARE(images.imagesCopySupport()->entries(images.imagesTable()->currentIndex()).first().text,
                 QStringLiteral("img-webapp"));
        QVERIFY(images.imagesCopySupport()->copyCurrent());
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("img-webapp"));
    }

    void architectureWarningOnNodeAndInMatrix()
    {
        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        ImagesView images(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        const QModelIndex edge =
            clusters.model()->findIndex(QStringLiteral("node"), QStringLiteral("n-edge-1"));
        QVERIFY(edge.isValid());
        QVERIFY(edge.data(ClusterTreeModel::WarningRole).toString().isEmpty());
        QVERIFY(images.platformWarnings().isEmpty());
        QVERIFY2(images.platformNotice()->text().contains(QStringLiteral("preflight")),
                 qPrintable(images.platformNotice()->text()));

        // svc-web's current image said to be amd64-only: edge-1 (arm64) runs d-web-edge-1.
        DeploymentPreflightReport report;
        report.service.serviceId = QStringLiteral("svc-web");
        report.service.serviceName = QStringLiteral("web");
        report.currentImage.tag = QStringLiteral("1.3.0");
        report.currentImage.digest = QStringLiteral("sha256:") + QString(64, QLatin1Char('c'));
        report.currentImage.mediaType = QStringLiteral("application/vnd.oci.image.index.v1+json");
        report.currentImage.platforms = {platform(QStringLiteral("amd64"))};
        m_refresher->addPreflightReport(report);

        const QString warning = edge.data(ClusterTreeModel::WarningRole).toString();
        QVERIFY2(warning.contains(QStringLiteral("linux/arm64")), qPrintable(warning));
        QVERIFY2(warning.contains(QStringLiteral("webapp")), qPrintable(warning));
        // prod-1 (amd64) is fine.
        QVERIFY(clusters.model()
                    ->findIndex(QStringLiteral("node"), QStringLiteral("n-prod-1"))
                    .data(ClusterTreeModel::WarningRole)
                    .toString()
                    .isEmpty());
        clusters.showNode(QStringLiteral("n-edge-1"));
        QVERIFY(!clusters.detail()->warnings().isEmpty());
        QVERIFY(clusters.detail()->warnings().first().contains(QStringLiteral("linux/arm64")));

        QCOMPARE(images.platformWarnings().size(), 1);
        QVERIFY2(images.platformWarnings().first().contains(QStringLiteral("edge-1")),
                 qPrintable(images.platformWarnings().first()));
        QVERIFY(images.platformWarningsLabel()->text().contains(QStringLiteral("⚠")));
        PlatformMatrixModel* matrix = images.matrixModel();
        const int row = matrix->rowOfImage(QStringLiteral("web current (1.3.0)"));
        QVERIFY(row >= 0);
        const int arm = matrix->columnOfPlatform(QStringLiteral("linux/arm64"));
        QVERIFY(arm >= 0); // a node platform: always a column
        QCOMPARE(matrix->index(row, arm).data(PlatformMatrixModel::StateRole).toString(),
                 QStringLiteral("missing"));
        QVERIFY(
            images.isPlatformNeeded(QStringLiteral("web current (1.3.0)"), QStringLiteral("linux/arm64")));

        // svc-worker runs on amd64 nodes only: an amd64-only image is fine, its arm64 gap is not needed.
        DeploymentPreflightReport worker;
        worker.service.serviceId = QStringLiteral("svc-worker");
        worker.service.serviceName = QStringLiteral("worker");
        worker.currentImage.tag = QStringLiteral("0.9.1");
        worker.currentImage.platforms = {platform(QStringLiteral("amd64"))};
        m_refresher->addPreflightReport(worker);
        QVERIFY(!images.isPlatformNeeded(QStringLiteral("worker current (0.9.1)"),
                                         QStringLiteral("linux/arm64")));
        QVERIFY(
            images.isPlatformNeeded(QStringLiteral("worker current (0.9.1)"), QStringLiteral("linux/amd64")));
        QCOMPARE(images.platformWarnings().size(), 1); // still only edge-1

        // A corrected report clears the warning.
        report.currentImage.platforms.append(platform(QStringLiteral("arm64")));
        m_refresher->addPreflightReport(report);
        QVERIFY(edge.data(ClusterTreeModel::WarningRole).toString().isEmpty());
        QVERIFY(images.platformWarnings().isEmpty());
    }

    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("CLOUDLY_SCREENSHOT_DIR"))
            QSKIP("set CLOUDLY_SCREENSHOT_DIR to save the screenshots");
        // Real preflight reports of the demo server: GO for svc-web, and svc-web against an amd64-only index.
        const QJsonObject go =
            readJson(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/preflight-go.json"));
        const QJsonObject nogo =
            readJson(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/preflight-nogo.json"));
        QVERIFY(!go.isEmpty() && !nogo.isEmpty());
        std::optional<DeploymentPreflightReport> web = preflight(go);
        QVERIFY(web);
        m_refresher->addPreflightReport(*web);
        std::optional<DeploymentPreflightReport> api = preflight(nogo);
        QVERIFY(api);
        m_refresher->addPreflightReport(*api);
        QJsonObject amd64 = go;
        amd64.insert(QStringLiteral("serviceId"), QStringLiteral("svc-worker"));
        amd64.insert(
            QStringLiteral("ociIndexDigest"),
            QStringLiteral("sha256:fa1bd930f44bf362bda83c361be198b1d2d0e5f4fafb0a76673a6304cca2e5ab"));
        std::optional<DeploymentPreflightReport> worker = preflight(amd64);
        QVERIFY(worker);
        m_refresher->addPreflightReport(*worker);

        TasksView tasks(m_refresher.get(), m_settings.get(), QStringLiteral("shots"));
        tasks.resize(1500, 760);
        tasks.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tasks));
        QVERIFY(tasks.selectTask(QStringLiteral("d-worker-prod-3")));
        saveScreenshot(&tasks, QStringLiteral("tasks.png"));

        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("shots"));
        clusters.resize(1500, 760);
        clusters.show();
        QVERIFY(QTest::qWaitForWindowExposed(&clusters));
        clusters.showNode(QStringLiteral("n-prod-3"));
        clusters.backButton()->setVisible(false);
        saveScreenshot(&clusters, QStringLiteral("clusters.png"));

        ImagesView images(m_refresher.get(), m_settings.get(), QStringLiteral("shots"));
        images.resize(1500, 820);
        images.show();
        QVERIFY(QTest::qWaitForWindowExposed(&images));
        images.matrixTable()->setCurrentIndex(images.matrixTable()->model()->index(0, 3));
        saveScreenshot(&images, QStringLiteral("images.png"));

        // The architecture warning, with a made-up report (the demo fixture has no such mismatch).
        DeploymentPreflightReport bad;
        bad.service.serviceId = QStringLiteral("svc-web");
        bad.service.serviceName = QStringLiteral("web");
        bad.currentImage.tag = QStringLiteral("1.3.0-amd64");
        bad.currentImage.digest =
            QStringLiteral("sha256:fa1bd930f44bf362bda83c361be198b1d2d0e5f4fafb0a76673a6304cca2e5ab");
        bad.currentImage.mediaType = QStringLiteral("application/vnd.oci.image.index.v1+json");
        bad.currentImage.platforms = {platform(QStringLiteral("amd64"))};
        m_refresher->addPreflightReport(bad);
        clusters.showNode(QStringLiteral("n-edge-1"));
        clusters.backButton()->setVisible(false);
        saveScreenshot(&clusters, QStringLiteral("clusters-platform-warning.png"));
        saveScreenshot(&images, QStringLiteral("images-platform-warning.png"));
        m_refresher->addPreflightReport(*web); // restore
    }

    void staleDataStaysVisibleAndSaysSo()
    {
        TasksView tasks(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        tasks.resize(1400, 700);
        tasks.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tasks));
        QVERIFY(!tasks.freshnessBar()->isStale());
        QVERIFY2(tasks.freshnessBar()->text().startsWith(QStringLiteral("Updated")),
                 qPrintable(tasks.freshnessBar()->text()));
        const quint16 port = m_server->port();
        m_server->close();
        QVERIFY(QTest::qWaitFor([&] { return tasks.freshnessBar()->isStale(); }, 5000));
        QVERIFY2(tasks.freshnessBar()->text().startsWith(QStringLiteral("STALE")),
                 qPrintable(tasks.freshnessBar()->text()));
        QVERIFY(tasks.freshnessBar()->text().contains(QStringLiteral("connection lost")));
        QVERIFY(clusters.freshnessBar()->isStale());
        QCOMPARE(tasks.proxy()->rowCount(), 29); // the last good data stays
        saveScreenshot(&tasks, QStringLiteral("tasks-stale.png"));
        QVERIFY(m_server->listen(QHostAddress::LocalHost, port));
        QVERIFY(QTest::qWaitFor([&] { return !tasks.freshnessBar()->isStale(); }, 10000));
        // Its own reply: it may come in a later read than the tasks'.
        QVERIFY(QTest::qWaitFor([&] { return !clusters.freshnessBar()->isStale(); }, 10000));
    }
};

// `screenshots` only runs with CLOUDLY_SCREENSHOT_DIR set (it makes pictures, it checks nothing in CI).
CLOUDLY_QTEST_MAIN_WITHOUT_DOCS(TestInventoryViews, "CLOUDLY_SCREENSHOT_DIR", "screenshots")
#include "tst_inventoryviews.moc"
