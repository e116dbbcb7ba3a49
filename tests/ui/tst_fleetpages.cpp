// The seed-004 pages (Backups, Volumes, BaseOS fleet, Server settings) against real demo server processes:
// each page shows the demo data (coverage verdicts, snapshots and replication evidence, shared volumes,
// stale nodes and the failed update, expired and failed builds with SHA-256 and log, masked settings and
// the provider tests); against `cloudly-demo-server --without-fleet` each page says plainly that this
// Cloudly does not offer it, naming the method (also a profile's renamed one), while the Volumes page (fed
// by getServices) still works; masked setting values never reach the settings file or the data directory.
// With CLOUDLY_SCREENSHOT_DIR set, each page is saved as PNG.
#include "core/api/methods.h"
#include "core/filter/filterproxymodel.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/backupsmodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/model/servicesmodel.h"
#include "core/model/volumesmodel.h"
#include "core/settings/appsettings.h"
#include "serverprocess.h"
#include "testutil.h"
#include "ui/backups/backupspage.h"
#include "ui/backups/coverageview.h"
#include "ui/detail/copysupport.h"
#include "ui/detail/detailpane.h"
#include "ui/features/featurenotice.h"
#include "ui/fleet/fleetpage.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/rowselection.h"
#include "ui/inventory/servicesview.h"
#include "ui/settings/settingspage.h"
#include "ui/volumes/volumespage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDirIterator>
#include <QHeaderView>
#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::test::ServerProcess;
using namespace cloudly::ui;

namespace {

// The row of `view` whose `role` is `value` (through its proxy), or an invalid index.
QModelIndex findRow(QTableView* view, int role, const QString& value)
{
    QAbstractItemModel* model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(role).toString() == value)
            return index;
    }
    return {};
}

QString treeText(const QTreeWidget* tree)
{
    QStringList lines;
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(tree)); *it; ++it) {
        QStringList cells;
        for (int c = 0; c < (*it)->columnCount(); ++c)
            cells << (*it)->text(c);
        lines << cells.join(QLatin1Char('|'));
    }
    return lines.join(QLatin1Char('\n'));
}

void saveScreenshot(QWidget* page, const QString& name)
{
    const QString dir = qEnvironmentVariable("CLOUDLY_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(300);
    QVERIFY(page->grab().save(QDir(dir).filePath(name)));
}

} // namespace

class TestFleetPages : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    ServerProcess m_full{ServerProcess::Kind::DemoServer};
    ServerProcess m_without{ServerProcess::Kind::DemoServer, {QStringLiteral("--without-fleet")}};
    std::unique_ptr<test::LoggedInConnection> m_fullConnection;
    std::unique_ptr<test::LoggedInConnection> m_withoutConnection;
    std::unique_ptr<InventoryRefresher> m_fullRefresher;
    std::unique_ptr<InventoryRefresher> m_withoutRefresher;
    std::unique_ptr<AppSettings> m_settings;

    QString settingsFile() const { return m_dir.filePath(QStringLiteral("settings.ini")); }
    // The pages read a hub, as in the console; one per test, on `profile`.
    std::unique_ptr<InventoryHub> hubOf(test::LoggedInConnection& connection, InventoryRefresher* refresher,
                                        const QString& profile)
    {
        auto hub = std::make_unique<InventoryHub>(&connection.session, refresher, m_settings.get());
        hub->forProfile(profile);
        return hub;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLOUDLY_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toUtf8());
        m_settings = std::make_unique<AppSettings>(settingsFile());
        QVERIFY2(m_full.start(), qPrintable(m_full.error()));
        QVERIFY2(m_without.start(), qPrintable(m_without.error()));
        QString why;
        m_fullConnection = test::loginTo(m_full.url(), true, {}, &why);
        QVERIFY2(m_fullConnection, qPrintable(why));
        m_withoutConnection = test::loginTo(m_without.url(), true, {}, &why);
        QVERIFY2(m_withoutConnection, qPrintable(why));
        m_fullRefresher = std::make_unique<InventoryRefresher>(&m_fullConnection->session);
        m_withoutRefresher = std::make_unique<InventoryRefresher>(&m_withoutConnection->session);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_fullRefresher->freshness(InventoryRefresher::Resource::Services).isLoaded(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_withoutRefresher->freshness(InventoryRefresher::Resource::Services).isLoaded(), 15000);
    }

    void backupsPageShowsRecordsCoverageAndEvidence()
    {
        const auto hub = hubOf(*m_fullConnection, m_fullRefresher.get(), QStringLiteral("demo"));
        BackupsPage page(hub.get(), QStringLiteral("demo"));
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1360, 820);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.model()->rowCount(), 8, 15000);
        QVERIFY(!page.notice()->isVisible());
        QCOMPARE(page.feed()->method(), methods::getBackups);

        // The coverage check over the demo services: the failed api backup, the covered services.
        QTRY_COMPARE_WITH_TIMEOUT(page.coverage()->verdictOf(QStringLiteral("svc-api")),
                                  QStringLiteral("failed"), 5000);
        const QString coverage = treeText(page.coverage());
        for (const char* verdict : {"failed", "ok"})
            QVERIFY2(coverage.contains(QLatin1String(verdict)), qPrintable(coverage));

        // Unknown status never appears as a known one; a failed record says its error.
        const QModelIndex failed = findRow(page.table(), BackupsModel::IdRole, QStringLiteral("bk-api-0002"));
        QVERIFY(failed.isValid());
        QCOMPARE(failed.siblingAtColumn(BackupsModel::Status).data().toString(), QStringLiteral("failed"));
        QVERIFY(!failed.siblingAtColumn(BackupsModel::Error).data().toString().isEmpty());

        // A replicated record: snapshots and the replication evidence.
        const QModelIndex replicated =
            findRow(page.table(), BackupsModel::IdRole, QStringLiteral("bk-cores3-0002"));
        QVERIFY(replicated.isValid());
        selectRow(page.table(), replicated);
        QString detail = page.detail()->plainText();
        for (const char* field : {"Snapshots (", "Replication evidence", "Manifest SHA-256", "Target path",
                                  "Objects", "Total size"})
            QVERIFY2(detail.contains(QLatin1String(field)), qPrintable(detail));
        QVERIFY2(!detail.contains(QStringLiteral("(not replicated)")), qPrintable(detail));
        // A restored one: its restore history as a timeline, oldest first, the failed attempt with its error.
        const QModelIndex restored =
            findRow(page.table(), BackupsModel::IdRole, QStringLiteral("bk-cores3-0001"));
        QVERIFY(restored.isValid());
        selectRow(page.table(), restored);
        detail = page.detail()->plainText();
        QVERIFY2(detail.contains(QStringLiteral("Restore history (2)")), qPrintable(detail));
        const qsizetype failedAt = detail.indexOf(QStringLiteral(": failed: "));
        const qsizetype restoredAt = detail.indexOf(QStringLiteral(": restored"), failedAt);
        QVERIFY2(failedAt > 0 && restoredAt > failedAt, qPrintable(detail));

        QVERIFY(page.filterBar() != nullptr);
        page.setFilterText(QStringLiteral("status:failed"));
        QCOMPARE(page.table()->model()->rowCount(), 1);
        page.setFilterText(QString());
        saveScreenshot(&page, QStringLiteral("backups.png"));
    }

    void servicesPageShowsCoverageAndPerServiceBackups()
    {
        // The hub's records and verdicts reach the Services page (as FeaturePages wires them): a Backup
        // column with every verdict in words, `backup:` terms, and a Backups section per service.
        const auto hub = hubOf(*m_fullConnection, m_fullRefresher.get(), QStringLiteral("demo"));
        ServicesModel model;
        model.setServices(m_fullRefresher->services());
        ServicesView view(m_fullRefresher.get(), &model, m_settings.get(), QStringLiteral("demo"));
        QAbstractItemModelTester tester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        connect(hub.get(), &InventoryHub::backupsChanged, &view, &ServicesView::setBackups);
        connect(hub.get(), &InventoryHub::coverageChanged, &view, &ServicesView::setCoverage);
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY_WITH_TIMEOUT(model.isCoverageKnown(), 15000);
        const auto verdict = [&](const QString& id) {
            return model.index(model.rowOf(id), ServicesModel::Backup).data().toString();
        };
        QCOMPARE(verdict(QStringLiteral("svc-cores3")), QStringLiteral("ok"));
        QCOMPARE(verdict(QStringLiteral("svc-coremongo")), QStringLiteral("uncovered"));
        QCOMPARE(verdict(QStringLiteral("svc-api")), QStringLiteral("failed"));
        QCOMPARE(verdict(QStringLiteral("svc-shared-a")), QStringLiteral("stale"));
        QCOMPARE(verdict(QStringLiteral("svc-shared-b")), QStringLiteral("none"));
        QCOMPARE(verdict(QStringLiteral("svc-worker")), QStringLiteral("—")); // nothing to back up
        QVERIFY(model.index(model.rowOf(QStringLiteral("svc-coremongo")), ServicesModel::Backup)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("coremongo-config")));

        view.setFilterText(QStringLiteral("backup:stale"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        QCOMPARE(view.proxy()->index(0, 0).data(ServicesModel::IdRole).toString(),
                 QStringLiteral("svc-shared-a"));
        view.setFilterText(QStringLiteral("-backup:ok backup:*"));
        QCOMPARE(view.proxy()->rowCount(), 4); // failed, stale, uncovered, none; svc-worker not counted
        view.setFilterText(QString());

        // The failed service's detail: its verdict with reasons and its records with status and error.
        QVERIFY(view.selectService(QStringLiteral("svc-api")));
        const QString detail = view.detail()->plainText();
        for (const char* text : {"Backups (2)", "Coverage: failed", "Backup bk-api-0002: failed", "Trigger",
                                 "Original size", "Stored size", "Error", "Reason"})
            QVERIFY2(detail.contains(QLatin1String(text)), qPrintable(detail));
        // One with nothing to back up has no Backups section.
        QVERIFY(view.selectService(QStringLiteral("svc-worker")));
        QVERIFY2(!view.detail()->plainText().contains(QStringLiteral("Coverage:")),
                 qPrintable(view.detail()->plainText()));
        QVERIFY(view.selectService(QStringLiteral("svc-coremongo")));
        saveScreenshot(&view, QStringLiteral("services-coverage.png"));
    }

    void volumesPageShowsEffectiveValuesAndSharing()
    {
        VolumesPage page(m_fullRefresher.get(), m_settings.get(), QStringLiteral("demo"));
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1360, 820);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.model()->rowCount(), 7, 15000);
        page.setFilterText(QStringLiteral("shared:yes"));
        QTRY_VERIFY(page.table()->model()->rowCount() >= 2);
        const QModelIndex shared = page.table()->model()->index(0, 0);
        selectRow(page.table(), shared);
        QVERIFY2(page.detail()->plainText().contains(QStringLiteral("Other services mounting")),
                 qPrintable(page.detail()->plainText()));
        page.setFilterText(QString());
        saveScreenshot(&page, QStringLiteral("volumes.png"));
    }

    void fleetPageShowsNodesAndBuilds()
    {
        const auto hub = hubOf(*m_fullConnection, m_fullRefresher.get(), QStringLiteral("demo"));
        FleetPage page(hub.get(), QStringLiteral("demo"));
        QAbstractItemModelTester nodesTester(page.nodesModel(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester buildsTester(page.buildsModel(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.nodesModel()->rowCount(), 4, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(page.buildsModel()->rowCount(), 4, 15000);
        QVERIFY(!page.nodesNotice()->isVisible());
        QVERIFY(!page.buildsNotice()->isVisible());

        int stale = 0;
        int failedUpdates = 0;
        int downloading = 0;
        for (int row = 0; row < page.nodesModel()->rowCount(); ++row) {
            const QModelIndex index = page.nodesModel()->index(row, 0);
            stale += index.data(BaseOsNodesModel::StaleRole).toBool() ? 1 : 0;
            failedUpdates += index.data(BaseOsNodesModel::UpdateFailedRole).toBool() ? 1 : 0;
            downloading += page.nodesModel()
                                   ->cellText(row, BaseOsNodesModel::Update)
                                   .startsWith(QStringLiteral("downloading"))
                               ? 1
                               : 0;
            const QString raw = QString::fromUtf8(
                QJsonDocument(index.data(BaseOsNodesModel::RawJsonRole).toJsonObject()).toJson());
            QVERIFY2(!raw.contains(QStringLiteral("nodeToken")), qPrintable(raw));
        }
        QVERIFY(stale >= 1);
        QVERIFY(failedUpdates >= 1);
        QVERIFY(downloading >= 1);

        int expired = 0;
        for (int row = 0; row < page.buildsModel()->rowCount(); ++row)
            expired += page.buildsModel()->index(row, 0).data(ImageBuildsModel::ExpiredRole).toBool() ? 1 : 0;
        QVERIFY(expired >= 1);

        // A ready build: Ctrl+C copies its SHA-256; the detail pane shows it and the build log.
        const QModelIndex ready =
            findRow(page.buildsTable(), ImageBuildsModel::IdRole, QStringLiteral("bld-0004"));
        QVERIFY(ready.isValid());
        const QString sha = ready.data(ImageBuildsModel::Sha256Role).toString();
        QCOMPARE(sha.size(), 64);
        page.buildsTable()->setCurrentIndex(ready);
        selectRow(page.buildsTable(), ready);
        QVERIFY(page.buildsCopy()->copyCurrent());
        QCOMPARE(QApplication::clipboard()->text(), sha);
        QVERIFY2(page.detail()->plainText().contains(sha), qPrintable(page.detail()->plainText()));
        QVERIFY(!page.detail()->textView()->toPlainText().isEmpty()); // the build log
        saveScreenshot(&page, QStringLiteral("fleet.png"));

        // The failed build says why.
        const QModelIndex failed =
            findRow(page.buildsTable(), ImageBuildsModel::IdRole, QStringLiteral("bld-0002"));
        QVERIFY(failed.isValid());
        QCOMPARE(failed.data(ImageBuildsModel::StatusRole).toString(), QStringLiteral("failed"));
        selectRow(page.buildsTable(), failed);
        QVERIFY(!page.detail()->warnings().isEmpty());
    }

    void fleetKeepsUpdateInSightAt1280()
    {
        // A column layout saved before the glance columns moved (model order: Update seventh), restored for
        // the profile: Heartbeat, Stale and Update still come right after the node, and Update is whole
        // inside the table at a 1280 px wide page.
        {
            BaseOsNodesModel model;
            QTableView legacy;
            legacy.setModel(&model);
            QCOMPARE(legacy.horizontalHeader()->visualIndex(BaseOsNodesModel::Update),
                     int(BaseOsNodesModel::Update));
            m_settings->setColumnState(FleetPage::viewName(), QStringLiteral("legacy"),
                                       legacy.horizontalHeader()->saveState());
        }
        const auto hub = hubOf(*m_fullConnection, m_fullRefresher.get(), QStringLiteral("legacy"));
        FleetPage page(hub.get(), QStringLiteral("legacy"));
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.nodesModel()->rowCount(), 4, 15000);
        QTest::qWait(50);
        QHeaderView* header = page.nodesTable()->horizontalHeader();
        const auto inSight = [&](int column) {
            return !header->isSectionHidden(column) && header->sectionViewportPosition(column) >= 0 &&
                   header->sectionViewportPosition(column) + header->sectionSize(column) <=
                       page.nodesTable()->viewport()->width();
        };
        QCOMPARE(header->visualIndex(BaseOsNodesModel::Id), 0);
        QCOMPARE(header->visualIndex(BaseOsNodesModel::Heartbeat), 1);
        QCOMPARE(header->visualIndex(BaseOsNodesModel::Stale), 2);
        QCOMPARE(header->visualIndex(BaseOsNodesModel::Update), 3);
        for (int column :
             {int(BaseOsNodesModel::Id), int(BaseOsNodesModel::Heartbeat), int(BaseOsNodesModel::Stale),
              int(BaseOsNodesModel::Update), int(BaseOsNodesModel::Connection)})
            QVERIFY2(inSight(column), qPrintable(QStringLiteral("column %1 at %2+%3 of %4")
                                                     .arg(column)
                                                     .arg(header->sectionViewportPosition(column))
                                                     .arg(header->sectionSize(column))
                                                     .arg(page.nodesTable()->viewport()->width())));
        // A switch to another profile with its own saved layout: the same.
        m_settings->setColumnState(FleetPage::viewName(), QStringLiteral("legacy-2"), header->saveState());
        header->moveSection(header->visualIndex(BaseOsNodesModel::Update), header->count() - 1);
        m_settings->setColumnState(FleetPage::viewName(), QStringLiteral("legacy-2"), header->saveState());
        page.setProfile(QStringLiteral("legacy-2"));
        QCOMPARE(header->visualIndex(BaseOsNodesModel::Update), 3);
    }

    void settingsPageShowsMaskedValuesAndTestsProviders()
    {
        const auto hub = hubOf(*m_fullConnection, m_fullRefresher.get(), QStringLiteral("demo"));
        SettingsPage page(hub.get());
        page.resize(1360, 820);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY_WITH_TIMEOUT(treeText(page.values()).contains(QStringLiteral("****3f9a")), 15000);
        const QString values = treeText(page.values());
        QVERIFY2(values.contains(QStringLiteral("hetznerToken|****3f9a")), qPrintable(values));
        QVERIFY2(values.contains(QStringLiteral("cloudflareToken|****c21d")), qPrintable(values));
        QVERIFY(!page.notice()->isVisible());

        QTest::mouseClick(page.testButton(QStringLiteral("hetzner")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.testResult(QStringLiteral("hetzner")).startsWith(QStringLiteral("connection valid")), 10000);
        QTest::mouseClick(page.testButton(QStringLiteral("aws")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.testResult(QStringLiteral("aws")).startsWith(QStringLiteral("connection not valid")), 10000);
        saveScreenshot(&page, QStringLiteral("settings.png"));

        // Nothing of it is written anywhere: not the settings file (which has something in it), not the data
        // directory.
        m_settings->setBackupMaxAgeMs(QStringLiteral("demo"), 48LL * 3600 * 1000);
        QVERIFY(m_settings->sync());
        QDirIterator files(m_dir.path(), QDir::Files, QDirIterator::Subdirectories);
        int checked = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            ++checked;
            for (const char* masked : {"****3f9a", "3f9a", "****c21d", "****0d44"})
                QVERIFY2(!bytes.contains(masked), qPrintable(file.fileName()));
        }
        QVERIFY(checked >= 1); // at least the settings file
    }

    void serverWithoutTheMethodsSaysSoAndTheRestWorks()
    {
        const auto hub = hubOf(*m_withoutConnection, m_withoutRefresher.get(), QStringLiteral("plain"));
        BackupsPage backups(hub.get(), QStringLiteral("plain"));
        VolumesPage volumes(m_withoutRefresher.get(), m_settings.get(), QStringLiteral("plain"));
        FleetPage fleet(hub.get(), QStringLiteral("plain"));
        SettingsPage settings(hub.get());
        for (QWidget* w : std::initializer_list<QWidget*>{&backups, &volumes, &fleet, &settings}) {
            w->resize(1360, 820);
            w->show();
        }
        QTRY_VERIFY_WITH_TIMEOUT(backups.notice()->isVisible(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(fleet.nodesNotice()->isVisible(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(fleet.buildsNotice()->isVisible(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(settings.notice()->isVisible(), 15000);
        const auto says = [](FeatureNotice* notice, const QString& method) {
            return notice->text().contains(QStringLiteral("does not offer")) &&
                   notice->text().contains(QLatin1Char('"') + method + QLatin1Char('"'));
        };
        QVERIFY2(says(backups.notice(), methods::getBackups), qPrintable(backups.notice()->text()));
        QVERIFY2(says(fleet.nodesNotice(), methods::getBaseOsNodes), qPrintable(fleet.nodesNotice()->text()));
        QVERIFY2(says(fleet.buildsNotice(), methods::getBaseOsImageBuilds),
                 qPrintable(fleet.buildsNotice()->text()));
        QVERIFY2(says(settings.notice(), methods::getSettings), qPrintable(settings.notice()->text()));
        QCOMPARE(backups.feed()->state(), FeatureFeed::State::NotOffered);
        QVERIFY(!backups.freshnessBar()->isStale()); // "not offered" is not an error of the data
        // The rest is unaffected: volumes come from getServices.
        QTRY_COMPARE_WITH_TIMEOUT(volumes.model()->rowCount(), 7, 15000);
        QVERIFY(m_withoutRefresher->freshness().isLoaded());
        QVERIFY(!m_withoutRefresher->freshness().isStale());
        saveScreenshot(&backups, QStringLiteral("backups-not-offered.png"));

        // A profile that names the method differently: the hub asks for that name and the page says so.
        QVERIFY(m_settings->setMethodOverride(QStringLiteral("renamed"), methods::getBackups,
                                              QStringLiteral("listBackupRecords")));
        const int calls = backups.feed()->callCount();
        hub->forProfile(QStringLiteral("renamed"));
        QCOMPARE(backups.feed()->method(), QStringLiteral("listBackupRecords"));
        QTRY_VERIFY_WITH_TIMEOUT(backups.feed()->callCount() > calls, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(says(backups.notice(), QStringLiteral("listBackupRecords")), 15000);
    }

    void renamedMethodReachesAServerThatHasIt()
    {
        // The full server answers getBackups; a profile renaming it to a name the server lacks gets the
        // notice, and renaming it back brings the records back.
        QVERIFY(m_settings->setMethodOverride(QStringLiteral("odd"), methods::getBackups,
                                              QStringLiteral("getBackupRecords")));
        const auto hub = hubOf(*m_fullConnection, m_fullRefresher.get(), QStringLiteral("odd"));
        BackupsPage page(hub.get(), QStringLiteral("odd"));
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.notice()->isVisible(), 15000);
        QVERIFY(page.notice()->text().contains(QStringLiteral("getBackupRecords")));
        hub->forProfile(QStringLiteral("demo"));
        QTRY_COMPARE_WITH_TIMEOUT(page.model()->rowCount(), 8, 15000);
        QTRY_VERIFY(!page.notice()->isVisible());
    }
};

QTEST_MAIN(TestFleetPages)
#include "tst_fleetpages.moc"
