// Profiles: two saved servers (two in-process demo servers with different inventories) and the console
// switches between them in one step (toolbar combo box, Profiles menu) with the secret from the
// SecretStore; window geometry, the services table's column widths, the tasks view's hidden columns and the
// watched services are each remembered per profile. A profile without a stored secret asks for it.
#include "consoletestbed.h"
#include "core/alerts/alertengine.h"
#include "core/cache/inventorycache.h"
#include "core/cache/offlinecache.h"
#include "core/demo/demoserver.h"
#include "core/session/profilestore.h"
#include "core/session/secretstore.h"
#include "secretwait.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/services/consoleservices.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QMenu>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using cloudly::core::DemoServer;
using cloudly::core::Profile;
using cloudly::ui::ConsoleApp;

namespace {

Profile profile(const QString& name, const QUrl& url)
{
    Profile p;
    p.name = name;
    p.url = url;
    p.username = QStringLiteral("admin");
    return p;
}

bool storeSecret(cloudly::core::SecretStore& store, const Profile& p, const QString& secret)
{
    return cloudly::test::writeSecretNow(store, cloudly::core::SecretStore::secretKey(p), secret).ok;
}

void chooseInCombo(QComboBox* combo, const QString& name)
{
    const int index = combo->findData(name);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
}

} // namespace

class TestProfileSwitch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }
    void switchesServersInOneStepAndKeepsLayoutPerProfile();
};

void TestProfileSwitch::switchesServersInOneStepAndKeepsLayoutPerProfile()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    DemoServer alphaServer; // the 12 fixture services
    QVERIFY2(alphaServer.listen(), qPrintable(alphaServer.errorString()));
    cloudly::core::DemoOptions big;
    big.services = 20;
    DemoServer betaServer(big);
    QVERIFY2(betaServer.listen(), qPrintable(betaServer.errorString()));

    cloudly::core::MemorySecretStore& secrets = bed.secrets;
    ConsoleApp::Options options = bed.options();
    ConsoleApp console(options);
    const Profile alpha = profile(QStringLiteral("alpha"), alphaServer.url());
    const Profile beta = profile(QStringLiteral("beta"), betaServer.url());
    const Profile gamma = profile(QStringLiteral("gamma"), QUrl(QStringLiteral("ws://127.0.0.1:9/")));
    QVERIFY(!console.window()->services().profiles.get()->add(alpha).isError());
    QVERIFY(!console.window()->services().profiles.get()->add(beta).isError());
    QVERIFY(!console.window()->services().profiles.get()->add(gamma).isError());
    QVERIFY(storeSecret(secrets, alpha, QStringLiteral("demo")));
    QVERIFY(storeSecret(secrets, beta, QStringLiteral("demo")));
    QVERIFY(console.start());

    cloudly::ui::ProfileSwitcher* switcher = console.window()->profileSwitcher();
    QVERIFY(switcher);
    QCOMPARE(switcher->profileNames(),
             (QStringList{QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma")}));
    QComboBox* combo = switcher->combo();
    QCOMPARE(combo->count(), 4); // "(no profile)" + three
    QTableView* services = console.window()->pages()->servicesView()->table();
    cloudly::ui::ColumnChooser* taskColumns = console.window()->pages()->tasksView()->columnChooser();
    // Every inventory page is re-profiled (the clusters page once kept "default" for every profile).
    cloudly::ui::ColumnChooser* clusterColumns = console.window()->pages()->clustersView()->columnChooser();
    cloudly::ui::ColumnChooser* imageColumns = console.window()->pages()->imagesView()->imagesColumnChooser();

    // alpha, in one step from the toolbar.
    chooseInCombo(combo, QStringLiteral("alpha"));
    QTRY_COMPARE_WITH_TIMEOUT(services->model()->rowCount(), 12, 20000);
    QCOMPARE(console.window()->sessionController()->profileKey(), QStringLiteral("alpha"));
    QCOMPARE(combo->currentData().toString(), QStringLiteral("alpha"));
    console.window()->mainWindow()->resize(1100, 760);
    const QSize alphaSize = console.window()->mainWindow()->size();
    services->horizontalHeader()->resizeSection(0, 211);
    QVERIFY(taskColumns->setColumnHidden(QStringLiteral("node"), true));
    QVERIFY(clusterColumns->setColumnHidden(QStringLiteral("count"), true));
    QVERIFY(imageColumns->setColumnHidden(QStringLiteral("location"), true));
    console.window()->services().alerts.get()->setWatched(QStringLiteral("svc-web"), true);

    // beta, from the Profiles menu: another server, its own layout.
    QAction* betaAction = switcher->menu()->findChild<QAction*>(QStringLiteral("profile:beta"));
    QVERIFY(betaAction);
    QVERIFY(!betaAction->isChecked());
    betaAction->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(services->model()->rowCount(), 20, 20000);
    QCOMPARE(console.window()->sessionController()->profileKey(), QStringLiteral("beta"));
    QVERIFY(!taskColumns->isColumnHidden(QStringLiteral("node")));
    QCOMPARE(clusterColumns->profile(), QStringLiteral("beta"));
    QVERIFY(!clusterColumns->isColumnHidden(QStringLiteral("count")));
    QVERIFY(!imageColumns->isColumnHidden(QStringLiteral("location")));
    QVERIFY(console.window()->services().alerts.get()->watchedServices().isEmpty());
    // alpha's offline cache was written on the way out (from a snapshot, on the writer thread).
    const cloudly::core::InventoryCache cache(options.dataDirectory);
    QTRY_VERIFY(cache.load(QStringLiteral("alpha"), alpha.url).ok());
    QCOMPARE(cache.load(QStringLiteral("alpha"), alpha.url).inventory.services->items.size(), 12);
    console.window()->mainWindow()->resize(900, 640);
    const QSize betaSize = console.window()->mainWindow()->size();
    QVERIFY(betaSize != alphaSize);
    services->horizontalHeader()->resizeSection(0, 123);

    // Back to alpha: its window size, column width, hidden column and watched service come back.
    chooseInCombo(combo, QStringLiteral("alpha"));
    QTRY_COMPARE_WITH_TIMEOUT(services->model()->rowCount(), 12, 20000);
    QCOMPARE(console.window()->mainWindow()->size(), alphaSize);
    QCOMPARE(services->horizontalHeader()->sectionSize(0), 211);
    QVERIFY(taskColumns->isColumnHidden(QStringLiteral("node")));
    QVERIFY(clusterColumns->isColumnHidden(QStringLiteral("count")));
    QVERIFY(imageColumns->isColumnHidden(QStringLiteral("location")));
    QCOMPARE(console.window()->services().alerts.get()->watchedServices(),
             QStringList{QStringLiteral("svc-web")});
    QVERIFY(console.window()->pages()->servicesView()->isWatched(QStringLiteral("svc-web")));
    QVERIFY(switcher->menu()->findChild<QAction*>(QStringLiteral("profile:alpha"))->isChecked());

    // And beta's layout was kept as well.
    chooseInCombo(combo, QStringLiteral("beta"));
    QTRY_COMPARE_WITH_TIMEOUT(services->model()->rowCount(), 20, 20000);
    QCOMPARE(console.window()->mainWindow()->size(), betaSize);
    QCOMPARE(services->horizontalHeader()->sectionSize(0), 123);

    // gamma has no stored secret: the connect dialog asks for it, filled with the profile.
    chooseInCombo(combo, QStringLiteral("gamma"));
    cloudly::ui::ConnectDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = console.window()->mainWindow()->findChild<cloudly::ui::ConnectDialog*>()) !=
                nullptr);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->request().profile.url, gamma.url);
    QVERIFY2(dialog->messageFor(QStringLiteral("secret")).contains(QStringLiteral("gamma")),
             qPrintable(dialog->messageFor(QStringLiteral("secret"))));
    QCOMPARE(services->model()->rowCount(), 20); // nothing switched yet
}

QTEST_MAIN(TestProfileSwitch)
#include "tst_profileswitch.moc"
