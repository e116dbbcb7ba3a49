// Smoke test of the whole console, built the way main() builds it (ConsoleApp) against the in-process
// demo server: the services table fills with the 12 demo services, the status bar says "Connected" and
// names the identity, secrets stay hidden, and a lost connection is shown honestly while the rows stay.
// Set CLOUDLY_SMOKE_SCREENSHOTS=<dir> to save pictures of the connected and the stale window.
#include "core/demo/demoserver.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/connectionindicator.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"

#include "core/model/servicesmodel.h"
#include "core/net/typedsocketclient.h"
#include "ui/detail/detailpane.h"
#include "ui/inventory/servicesview.h"
#include <QAction>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using cloudly::core::ServicesModel;
using cloudly::ui::ConsoleApp;

namespace {

QStringList treeTexts(const QTreeWidget* tree)
{
    QStringList texts;
    std::function<void(const QTreeWidgetItem*)> walk = [&](const QTreeWidgetItem* item) {
        texts << item->text(0) << item->text(1) << item->toolTip(1);
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i));
    };
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        walk(tree->topLevelItem(i));
    return texts;
}

void maybeSave(QWidget* window, const char* name)
{
    const QString dir = qEnvironmentVariable("CLOUDLY_SMOKE_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(300); // let pending layout requests settle, as they would on screen
    window->grab().save(dir + QLatin1Char('/') + QLatin1String(name));
}

} // namespace

class TestMainWindowSmoke : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoConsoleShowsServicesAndIdentity();
    void connectDialogValidatesInline();
    void connectDialogDemoButtonConnects();
    void failedLoginIsShownAndAskedAgain();
};

void TestMainWindowSmoke::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
}

void TestMainWindowSmoke::demoConsoleShowsServicesAndIdentity()
{
    ConsoleApp::Options options;
    options.demo = true;
    options.refreshIntervalMs = 500;
    ConsoleApp console(options);
    QSignalSpy loaded(&console, &ConsoleApp::servicesLoaded);
    QVERIFY2(console.start(), qPrintable(console.errorString()));
    QVERIFY(console.window()->sessionController()->demoServer());
    QVERIFY(console.window()->sessionController()->demoServer()->isListening());
    // The profile's name leads the title (a staged profile's stage before it: tst_safetyui).
    QCOMPARE(console.window()->mainWindow()->windowTitle(), QStringLiteral("demo — Cloudly Console"));
    QVERIFY(console.window()->mainWindow()->isVisible());

    // The table (through the sort/filter proxy) shows the 12 demo services.
    QTableView* table = console.window()->pages()->servicesView()->table();
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 12, 20000);
    QCOMPARE(loaded.count(), 1);
    QStringList names;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        names << table->model()->index(row, ServicesModel::Name).data().toString();
    QVERIFY2(names.contains(QStringLiteral("web")) && names.contains(QStringLiteral("coreflow")),
             qPrintable(names.join(QLatin1Char(','))));
    QCOMPARE(names.first(), QStringLiteral("api")); // sorted by name

    // The status bar says connected and who is logged in, in words.
    cloudly::ui::ConnectionIndicator* indicator = console.window()->indicator();
    QTRY_COMPARE(indicator->stateText(), QStringLiteral("Connected"));
    auto* stateLabel = indicator->findChild<QLabel*>(QStringLiteral("connectionState"));
    auto* identityLabel = indicator->findChild<QLabel*>(QStringLiteral("connectionIdentity"));
    QVERIFY(stateLabel && identityLabel);
    QCOMPARE(stateLabel->text(), QStringLiteral("Connected"));
    QVERIFY(identityLabel->isVisible());
    QVERIFY2(identityLabel->text().contains(QStringLiteral("admin")), qPrintable(identityLabel->text()));
    QCOMPARE(indicator->identityText(), QStringLiteral("admin (admin)"));
    QVERIFY(indicator->serverText().startsWith(QStringLiteral("ws://127.0.0.1:")));
    auto* dataStatus = console.window()->mainWindow()->findChild<QLabel*>(QStringLiteral("dataStatus"));
    QVERIFY(dataStatus);
    QVERIFY2(dataStatus->text().startsWith(QStringLiteral("Services last updated ")),
             qPrintable(dataStatus->text()));
    QVERIFY(!dataStatus->text().contains(QStringLiteral("stale")));

    // Detail pane: every section, environment names but never their values.
    cloudly::ui::ServicesView* view = console.window()->pages()->servicesView();
    QVERIFY(view->selectService(QStringLiteral("svc-web")));
    QCOMPARE(view->selectedServiceId(), QStringLiteral("svc-web"));
    QStringList texts = treeTexts(view->detail()->tree());
    QVERIFY(texts.contains(QStringLiteral("NODE_ENV")));
    QVERIFY(texts.contains(QStringLiteral("PUBLIC_URL")));
    // The values are looked for inside every text (an entry "NODE_ENV=production" must fail too). The URL
    // value is also the prefix of the service's domain entry, which is allowed to show.
    for (const QString& text : std::as_const(texts)) {
        QVERIFY2(!text.contains(QStringLiteral("production")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("https://www.demo.serve.zone")) ||
                     text == QStringLiteral("https://www.demo.serve.zone:443"),
                 qPrintable(text));
    }
    QVERIFY(texts.contains(QStringLiteral("https://www.demo.serve.zone:443")));
    QVERIFY(texts.contains(QStringLiteral("metrics.demo.serve.zone")));
    maybeSave(console.window()->mainWindow(), "connected.png");

    // The selection survives the periodic refreshes (every 500 ms here).
    const QString before = dataStatus->text();
    QTRY_VERIFY_WITH_TIMEOUT(dataStatus->text() != before, 5000);
    QCOMPARE(view->selectedServiceId(), QStringLiteral("svc-web"));
    QCOMPARE(table->model()->rowCount(), 12);

    // Filtering and clearing the filter.
    // The selected service is hidden by the filter: no neighbour gets selected in its place, and it comes
    // back when the filter is cleared.
    QTest::keyClicks(view->filterEdit(), QStringLiteral("core"));
    QCOMPARE(table->model()->rowCount(), 5);
    QCOMPARE(view->selectedServiceId(), QString());
    QVERIFY(treeTexts(view->detail()->tree()).first().contains(QStringLiteral("hidden by the filter")));
    view->filterEdit()->clear();
    QCOMPARE(table->model()->rowCount(), 12);
    QCOMPARE(view->selectedServiceId(), QStringLiteral("svc-web"));
    QVERIFY(treeTexts(view->detail()->tree()).contains(QStringLiteral("NODE_ENV")));

    // The server goes away: state says so in words, the rows stay and are marked stale.
    const quint16 port = console.window()->sessionController()->demoServer()->port();
    console.window()->sessionController()->demoServer()->close();
    QTRY_VERIFY_WITH_TIMEOUT(indicator->stateText().startsWith(QStringLiteral("Disconnected — ")), 10000);
    QVERIFY(stateLabel->text().startsWith(QStringLiteral("Disconnected — ")));
    QTRY_VERIFY(dataStatus->text().contains(QStringLiteral(", stale: ")));
    QVERIFY(view->isStale());
    QCOMPARE(table->model()->rowCount(), 12);
    QCOMPARE(view->selectedServiceId(), QStringLiteral("svc-web"));
    maybeSave(console.window()->mainWindow(), "stale.png");

    // It comes back on the same port: the client reconnects and the data is current again.
    QVERIFY(console.window()->sessionController()->demoServer()->listen(QHostAddress::LocalHost, port));
    QTRY_COMPARE_WITH_TIMEOUT(indicator->stateText(), QStringLiteral("Connected"), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isStale(), 10000);
    QVERIFY(!dataStatus->text().contains(QStringLiteral("stale")));
    QCOMPARE(view->selectedServiceId(), QStringLiteral("svc-web"));
}

void TestMainWindowSmoke::connectDialogValidatesInline()
{
    using cloudly::ui::ConnectDialog;
    ConnectDialog dialog;
    dialog.setDemoAvailable(true);
    dialog.show();
    auto* url = dialog.findChild<QLineEdit*>(QStringLiteral("url"));
    auto* username = dialog.findChild<QLineEdit*>(QStringLiteral("username"));
    auto* secret = dialog.findChild<QLineEdit*>(QStringLiteral("secret"));
    auto* authKind = dialog.findChild<QComboBox*>(QStringLiteral("authKind"));
    auto* insecure = dialog.findChild<QCheckBox*>(QStringLiteral("allowInsecureRemote"));
    auto* demo = dialog.findChild<QPushButton*>(QStringLiteral("demo"));
    QVERIFY(url && username && secret && authKind && insecure && demo);
    QCOMPARE(secret->echoMode(), QLineEdit::Password);

    // Empty form: one message per missing field, shown under the field, and the dialog stays open.
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QVERIFY(!dialog.messageFor(QStringLiteral("url")).isEmpty());
    QVERIFY(!dialog.messageFor(QStringLiteral("username")).isEmpty());
    QVERIFY(!dialog.messageFor(QStringLiteral("secret")).isEmpty());
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("urlMessage"))->isVisible());

    // Bad scheme, then plain ws to a remote host: the profile rules explain what to do.
    url->setText(QStringLiteral("ftp://cloudly.example.com"));
    QVERIFY(!dialog.validate());
    QVERIFY2(dialog.messageFor(QStringLiteral("url")).contains(QStringLiteral("ftp")),
             qPrintable(dialog.messageFor(QStringLiteral("url"))));
    url->setText(QStringLiteral("ws://cloudly.example.com"));
    username->setText(QStringLiteral("admin"));
    secret->setText(QStringLiteral("pw"));
    QVERIFY(!dialog.validate());
    QVERIFY(insecure->isVisible());
    QVERIFY(!dialog.messageFor(QStringLiteral("allowInsecureRemote")).isEmpty());
    QVERIFY(dialog.messageFor(QStringLiteral("secret")).isEmpty());
    maybeSave(&dialog, "connectdialog-errors.png");
    insecure->setChecked(true);
    QVERIFY(dialog.validate());

    // Machine token: no username needed, the token is.
    authKind->setCurrentIndex(
        authKind->findData(static_cast<int>(cloudly::core::Profile::AuthKind::MachineToken)));
    QVERIFY(!username->isVisible());
    secret->clear();
    QVERIFY(!dialog.validate());
    QVERIFY(dialog.messageFor(QStringLiteral("username")).isEmpty());
    QVERIFY(!dialog.messageFor(QStringLiteral("secret")).isEmpty());

    // Demo: the owner answers demoRequested with fillDemo().
    QSignalSpy demoRequested(&dialog, &ConnectDialog::demoRequested);
    QVERIFY(demo->isVisible());
    demo->click();
    QCOMPARE(demoRequested.count(), 1);
    dialog.fillDemo(QUrl(QStringLiteral("ws://127.0.0.1:4000/")));
    QVERIFY(dialog.validate());
    const ConnectDialog::Request request = dialog.request();
    QCOMPARE(request.profile.url, QUrl(QStringLiteral("ws://127.0.0.1:4000/")));
    QCOMPARE(request.profile.authKind, cloudly::core::Profile::AuthKind::AdminPassword);
    QCOMPARE(request.profile.username, QStringLiteral("admin"));
    QCOMPARE(request.secret, QStringLiteral("demo"));
    maybeSave(&dialog, "connectdialog-demo.png");
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestMainWindowSmoke::connectDialogDemoButtonConnects()
{
    // Without --demo the console asks where to connect; "Demo" starts the embedded server on demand.
    ConsoleApp::Options options;
    ConsoleApp console(options);
    QVERIFY(console.start());
    QVERIFY(!console.window()->sessionController()->demoServer());
    cloudly::ui::ConnectDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = console.window()->mainWindow()->findChild<cloudly::ui::ConnectDialog*>()) !=
                nullptr);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(console.window()->indicator()->stateText(), QStringLiteral("Not connected"));
    dialog->findChild<QPushButton*>(QStringLiteral("demo"))->click();
    QVERIFY(console.window()->sessionController()->demoServer());
    QCOMPARE(dialog->request().profile.url, console.window()->sessionController()->demoServer()->url());
    dialog->accept();
    QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                              20000);
    QTRY_COMPARE(console.window()->indicator()->identityText(), QStringLiteral("admin (admin)"));
    QVERIFY(console.window()->mainWindow()->disconnectAction()->isEnabled());

    // Disconnect from the menu: honest state, rows kept and marked stale.
    console.window()->mainWindow()->disconnectAction()->trigger();
    QCOMPARE(console.window()->indicator()->stateText(), QStringLiteral("Disconnected — closed"));
    QCOMPARE(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12);
    QVERIFY(console.window()->pages()->servicesView()->dataStatusText().contains(
        QStringLiteral(", stale: disconnected by the user")));
    QVERIFY(!console.window()->mainWindow()->disconnectAction()->isEnabled());
}

void TestMainWindowSmoke::failedLoginIsShownAndAskedAgain()
{
    cloudly::core::DemoServer server;
    QVERIFY2(server.listen(), qPrintable(server.errorString()));
    ConsoleApp::Options options;
    options.showConnectDialog = false;
    ConsoleApp console(options);
    QVERIFY(console.start());
    cloudly::ui::ConnectDialog::Request request;
    request.profile.name = QStringLiteral("local");
    request.profile.url = server.url();
    request.profile.username = QStringLiteral("admin");
    request.secret = QStringLiteral("wrong password");
    console.window()->sessionController()->connectTo(request);

    cloudly::ui::ConnectDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (dialog = console.window()->mainWindow()->findChild<cloudly::ui::ConnectDialog*>()) != nullptr,
        15000);
    QTRY_VERIFY(dialog->messageFor(QStringLiteral("secret")).startsWith(QStringLiteral("Login failed: ")));
    QCOMPARE(console.window()->indicator()->stateText(), QStringLiteral("Connected, not logged in"));
    QVERIFY(console.window()->indicator()->lastError().startsWith(QStringLiteral("Login failed: ")));
    QVERIFY(console.window()->indicator()->identityText().isEmpty());
    QCOMPARE(console.window()->pages()->servicesView()->table()->model()->rowCount(), 0);
    QVERIFY(console.window()->pages()->servicesView()->dataStatusText().startsWith(
        QStringLiteral("Services not loaded: Login failed")));
    // The password typed before is not put back into the form.
    QVERIFY(dialog->request().secret.isEmpty());
    QCOMPARE(dialog->request().profile.url, server.url());
}

QTEST_MAIN(TestMainWindowSmoke)
#include "tst_mainwindow_smoke.moc"
