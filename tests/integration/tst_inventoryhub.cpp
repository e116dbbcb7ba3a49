// InventoryHub against the demo server over a real socket: the optional lists land in the hub's models
// (each checked by QAbstractItemModelTester), the coverage verdicts come from services × backups, the profile
// switch renames methods and drops the rows of the old profile, a server without the methods is "not
// offered" with nothing else affected, and logging out drops the masked server settings.
#include "core/api/methods.h"
#include "core/filter/filterproxymodel.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/backupsmodel.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/imagebuildsmodel.h"
#include "core/settings/appsettings.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::test::ServerProcess;

class TestInventoryHub : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    ServerProcess m_full{ServerProcess::Kind::DemoServer};
    ServerProcess m_without{ServerProcess::Kind::DemoServer, {QStringLiteral("--without-fleet")}};
    std::unique_ptr<AppSettings> m_settings;

    QString coverageOf(const InventoryHub& hub, const QString& serviceId) const
    {
        for (const BackupCoverage& c : hub.coverage().value_or(QList<BackupCoverage>()))
            if (c.serviceId == serviceId)
                return BackupCoverage::verdictName(c.verdict);
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLOUDLY_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toUtf8());
        m_settings = std::make_unique<AppSettings>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY2(m_full.start(), qPrintable(m_full.error()));
        QVERIFY2(m_without.start(), qPrintable(m_without.error()));
    }

    void listsCoverageAndProfileSwitch()
    {
        QString why;
        auto connection = test::loginTo(m_full.url(), true, {}, &why);
        QVERIFY2(connection, qPrintable(why));
        InventoryRefresher refresher(&connection->session);
        InventoryHub hub(&connection->session, &refresher, m_settings.get());
        QAbstractItemModelTester backupsTester(hub.backupsProxy(),
                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester nodesTester(hub.baseOsNodesProxy(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester buildsTester(hub.imageBuildsProxy(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(hub.coverageGap(), InventoryHub::CoverageGap::NotLoaded);
        QVERIFY(!hub.coverage());
        QSignalSpy coverage(&hub, &InventoryHub::coverageChanged);
        hub.forProfile(QStringLiteral("demo"));
        hub.backupsFeed()->refresh();
        hub.baseOsNodesFeed()->refresh();
        hub.imageBuildsFeed()->refresh();
        hub.settingsFeed()->refresh();

        QTRY_COMPARE_WITH_TIMEOUT(hub.backups()->rowCount(), 8, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(hub.baseOsNodes()->rowCount(), 4, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(hub.imageBuilds()->rowCount(), 4, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(hub.hasServerSettings(), 15000);
        QCOMPARE(hub.backupsProxy()->rowCount(), 8);
        // Coverage: services × backups, once both are there; the same verdicts the Backups page shows.
        QTRY_COMPARE_WITH_TIMEOUT(hub.coverageGap(), InventoryHub::CoverageGap::None, 15000);
        QCOMPARE(coverageOf(hub, QStringLiteral("svc-api")), QStringLiteral("failed"));
        QCOMPARE(coverageOf(hub, QStringLiteral("svc-cores3")), QStringLiteral("ok"));
        QCOMPARE(coverageOf(hub, QStringLiteral("svc-coremongo")), QStringLiteral("uncovered"));
        QVERIFY(coverage.count() >= 1);
        QCOMPARE(hub.cachedFeeds().size(), 3);
        QVERIFY(!hub.cachedFeeds().contains(hub.settingsFeed())); // masked settings are never cached

        // Another profile: the old rows go at once, the methods are that profile's names.
        QVERIFY(m_settings->setMethodOverride(QStringLiteral("renamed"), methods::getBackups,
                                              QStringLiteral("listBackupRecords")));
        QSignalSpy profile(&hub, &InventoryHub::profileChanged);
        hub.forProfile(QStringLiteral("renamed"));
        QCOMPARE(profile.count(), 1);
        QCOMPARE(hub.profile(), QStringLiteral("renamed"));
        QCOMPARE(hub.backups()->rowCount(), 0);
        QCOMPARE(hub.baseOsNodes()->rowCount(), 0);
        QVERIFY(!hub.hasServerSettings());
        QCOMPARE(hub.backupsFeed()->method(), QStringLiteral("listBackupRecords"));
        hub.backupsFeed()->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(hub.backupsFeed()->state(), FeatureFeed::State::NotOffered, 15000);
        QCOMPARE(hub.coverageGap(), InventoryHub::CoverageGap::NotOffered);
        QVERIFY(!hub.coverage());
        // Back: the rows return.
        hub.forProfile(QStringLiteral("demo"));
        hub.backupsFeed()->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(hub.backups()->rowCount(), 8, 15000);

        // Logging out drops the masked settings the identity was shown.
        hub.settingsFeed()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(hub.hasServerSettings(), 15000);
        connection->session.logout();
        QVERIFY(!hub.hasServerSettings());
    }

    void serverWithoutTheMethods()
    {
        QString why;
        auto connection = test::loginTo(m_without.url(), true, {}, &why);
        QVERIFY2(connection, qPrintable(why));
        InventoryRefresher refresher(&connection->session);
        InventoryHub hub(&connection->session, &refresher, m_settings.get());
        hub.forProfile(QStringLiteral("plain"));
        for (FeatureFeed* feed :
             {hub.backupsFeed(), hub.baseOsNodesFeed(), hub.imageBuildsFeed(), hub.settingsFeed()})
            feed->refresh();
        for (FeatureFeed* feed :
             {hub.backupsFeed(), hub.baseOsNodesFeed(), hub.imageBuildsFeed(), hub.settingsFeed()})
            QTRY_COMPARE_WITH_TIMEOUT(feed->state(), FeatureFeed::State::NotOffered, 15000);
        QCOMPARE(hub.coverageGap(), InventoryHub::CoverageGap::NotOffered);
        // The inventory itself is unaffected.
        QTRY_VERIFY_WITH_TIMEOUT(refresher.freshness(InventoryRefresher::Resource::Services).isLoaded(),
                                 15000);
        QVERIFY(!refresher.services().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestInventoryHub)
#include "tst_inventoryhub.moc"
