// Side-by-side windows and links to a view: two windows on two profiles (two cloudly-demo-server
// processes), each with its own connection, pages, filter, selection, palette and stage band; closing one
// leaves the other connected and polling; Window ▸ New window; "Copy link to this view" gives a link that
// opens the same page, filter and selection; an unknown profile or page is refused in words.
#include "consoletestbed.h"
#include "secretwait.h"
#include "serverprocess.h"

#include "core/inventory/inventoryrefresher.h"
#include "core/links/viewlink.h"
#include "core/net/typedsocketclient.h"
#include "core/session/profilestore.h"
#include "core/session/session.h"
#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/app/instanceserver.h"
#include "ui/app/viewlinknavigator.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/detail/copysupport.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewpage.h"
#include "ui/pages/featurepages.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/safety/stageband.h"
#include "ui/services/consoleservices.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/paletteindex.h"
#include "ui/shell/shell.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QThread>

using cloudly::core::Profile;
using cloudly::test::ServerProcess;
using cloudly::ui::ConsoleApp;
using cloudly::ui::ConsoleWindow;

namespace {
constexpr int kTimeout = 20000;

Profile profile(const QString& name, const QUrl& url, Profile::Stage stage = Profile::Stage::None)
{
    Profile p;
    p.name = name;
    p.url = url;
    p.username = QStringLiteral("admin");
    p.stage = stage;
    p.isProtected = Profile::protectedByDefault(stage);
    return p;
}

bool connected(const ConsoleWindow* window)
{
    return window->services().client->state() == cloudly::core::TypedSocketClient::State::Connected &&
           window->services().session->isAuthenticated();
}

int serviceRows(const ConsoleWindow* window)
{
    return window->pages()->servicesView()->table()->model()->rowCount();
}

QString firstServiceId(const ConsoleWindow* window, int row = 0)
{
    return window->pages()->servicesView()->table()->model()->index(row, 0).data(Qt::UserRole + 1).toString();
}
} // namespace

class TestWindows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        cloudly::test::ConsoleTestBed::initTestCase();
        QVERIFY2(m_alpha.start(), qPrintable(m_alpha.error()));
        QVERIFY2(m_beta.start(), qPrintable(m_beta.error()));
    }

    void twoWindowsOnTwoProfilesStayApart();
    void linksOpenTheSameView();
    void linksAreRefusedInWords();
    void instanceSocketHandsLinksOver();

private:
    // Saves alpha (no stage) and beta (production) with their secrets in `bed`.
    void saveProfiles(ConsoleApp& console, cloudly::test::ConsoleTestBed& bed)
    {
        cloudly::core::ProfileStore* profiles = console.window()->services().profiles.get();
        const Profile alpha = profile(QStringLiteral("alpha"), m_alpha.url());
        const Profile beta = profile(QStringLiteral("beta"), m_beta.url(), Profile::Stage::Production);
        QVERIFY(!profiles->add(alpha).isError());
        QVERIFY(!profiles->add(beta).isError());
        for (const Profile& p : {alpha, beta})
            QVERIFY(cloudly::test::writeSecretNow(bed.secrets, cloudly::core::SecretStore::secretKey(p),
                                                  QStringLiteral("demo"))
                        .ok);
    }

    ServerProcess m_alpha{ServerProcess::Kind::DemoServer}; // the 12 fixture services
    ServerProcess m_beta{ServerProcess::Kind::DemoServer,
                         {QStringLiteral("--services"), QStringLiteral("20"), QStringLiteral("--tasks"),
                          QStringLiteral("60")}};
};

void TestWindows::twoWindowsOnTwoProfilesStayApart()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    ConsoleApp console(bed.options(300));
    saveProfiles(console, bed);
    QVERIFY(console.start());
    ConsoleWindow* first = console.window();
    QVERIFY(first->sessionController()->switchProfile(QStringLiteral("alpha")));
    ConsoleWindow* second = console.newWindow(QStringLiteral("beta"));
    QCOMPARE(console.windows().size(), 2);
    QVERIFY(second != first);
    QVERIFY(second->mainWindow()->isVisible());

    // A profile saved in one window is offered in the other's switcher.
    cloudly::core::Profile gamma =
        profile(QStringLiteral("gamma"), QUrl(QStringLiteral("ws://127.0.0.1:9/")));
    QVERIFY(!second->services().profiles->add(gamma).isError());
    QTRY_VERIFY(first->profileSwitcher()->profileNames().contains(QStringLiteral("gamma")));
    QVERIFY(first->services().profiles->remove(QStringLiteral("gamma")));
    QTRY_VERIFY(!second->profileSwitcher()->profileNames().contains(QStringLiteral("gamma")));

    // Each its own connection and inventory.
    QTRY_VERIFY_WITH_TIMEOUT(connected(first) && connected(second), kTimeout);
    QTRY_COMPARE_WITH_TIMEOUT(serviceRows(first), 12, kTimeout);
    QTRY_COMPARE_WITH_TIMEOUT(serviceRows(second), 20, kTimeout);
    QVERIFY(first->services().client.get() != second->services().client.get());
    QVERIFY(first->services().hub.get() != second->services().hub.get());

    // The stage band and the title say which server each window is on.
    QCOMPARE(first->mainWindow()->windowTitle(), QStringLiteral("alpha — Cloudly Console"));
    QCOMPARE(second->mainWindow()->windowTitle(), QStringLiteral("[PRODUCTION] beta — Cloudly Console"));
    QVERIFY(first->mainWindow()->stageBand()->isHidden());
    QVERIFY(!second->mainWindow()->stageBand()->isHidden());
    QVERIFY(second->mainWindow()->stageBand()->text().contains(QStringLiteral("beta")));

    // Each window's Window menu lists both, by their titles.
    for (ConsoleWindow* window : {first, second}) {
        QStringList entries;
        for (QAction* action : window->mainWindow()->windowMenu()->actions()) {
            if (action->objectName() == QLatin1String("windowEntry"))
                entries.append(action->text());
        }
        QCOMPARE(entries, (QStringList{QStringLiteral("&1 alpha — Cloudly Console"),
                                       QStringLiteral("&2 [PRODUCTION] beta — Cloudly Console")}));
    }

    // Filters, pages and selection are per window.
    cloudly::ui::TasksView* firstTasks = first->pages()->tasksView();
    cloudly::ui::TasksView* secondTasks = second->pages()->tasksView();
    firstTasks->setFilterText(QStringLiteral("status:failed"));
    QCOMPARE(firstTasks->filterEdit()->text(), QStringLiteral("status:failed"));
    QVERIFY(secondTasks->filterEdit()->text().isEmpty());
    QVERIFY(second->pages()->servicesView()->selectService(firstServiceId(second, 3)));
    QVERIFY(first->pages()->servicesView()->table()->selectionModel()->selectedRows().isEmpty());

    // The palette and the shortcuts act on their own window.
    first->mainWindow()->showPage(first->pages()->overviewPage());
    second->mainWindow()->showPage(second->pages()->overviewPage());
    cloudly::ui::PaletteItem item;
    item.kind = cloudly::ui::PaletteItem::Kind::Service;
    item.id = firstServiceId(second, 5);
    Q_EMIT second->shell()->commandPalette()->activated(item);
    QCOMPARE(second->mainWindow()->currentPage(), second->pages()->servicesView());
    QCOMPARE(second->pages()->servicesView()->table()->currentIndex().data(Qt::UserRole + 1).toString(),
             item.id);
    QCOMPARE(first->mainWindow()->currentPage(), first->pages()->overviewPage());
    QVERIFY(second->mainWindow()->actions()->action(cloudly::ui::actionid::page(3)) !=
            first->mainWindow()->actions()->action(cloudly::ui::actionid::page(3)));
    second->mainWindow()->actions()->action(cloudly::ui::actionid::page(3))->trigger();
    QCOMPARE(second->mainWindow()->pageIndex(second->mainWindow()->currentPage()), 2);
    QCOMPARE(first->mainWindow()->currentPage(), first->pages()->overviewPage());

    // Window ▸ New window (Ctrl+Shift+N) opens a third one that asks where to connect.
    QAction* newWindow =
        first->mainWindow()->actions()->action(QString::fromLatin1(cloudly::ui::actionid::newWindow));
    QVERIFY(newWindow);
    QCOMPARE(newWindow->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QVERIFY(first->mainWindow()->menuBar()->findChildren<QMenu*>().size() > 0);
    newWindow->trigger();
    QCOMPARE(console.windows().size(), 3);
    ConsoleWindow* third = console.windows().last();
    QVERIFY(third->profileName().isEmpty());
    QTRY_VERIFY(third->mainWindow()->findChild<QDialog*>() != nullptr); // the connect dialog
    third->mainWindow()->close();
    QTRY_COMPARE(console.windows().size(), 2);

    // Closing the first window leaves the second connected and polling.
    QPointer<QObject> firstAlive(first);
    first->mainWindow()->close();
    QTRY_COMPARE(console.windows().size(), 1);
    QTRY_VERIFY(firstAlive.isNull()); // its session, connection and pages are gone
    QCOMPARE(console.window(), second);
    // Every answered poll moves the freshness on (unchanged replies included).
    QSignalSpy polls(second->services().refresher.get(),
                     &cloudly::core::InventoryRefresher::freshnessChanged);
    QTRY_VERIFY_WITH_TIMEOUT(polls.count() >= 2, kTimeout);
    QVERIFY(connected(second));
    QCOMPARE(serviceRows(second), 20);

    // The last window is kept when closed: closing it ends the application.
    second->mainWindow()->close();
    QTest::qWait(50);
    QCOMPARE(console.windows().size(), 1);
}

void TestWindows::linksOpenTheSameView()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    ConsoleApp console(bed.options(300));
    saveProfiles(console, bed);
    QVERIFY(console.start());
    ConsoleWindow* first = console.window();
    QVERIFY(first->sessionController()->switchProfile(QStringLiteral("beta")));
    QTRY_COMPARE_WITH_TIMEOUT(serviceRows(first), 20, kTimeout);
    QTRY_VERIFY_WITH_TIMEOUT(first->pages()->tasksView()->table()->model()->rowCount() > 10, kTimeout);

    // The view: tasks of beta, filtered, one row selected; "Copy link to this view" gives its link.
    cloudly::ui::TasksView* tasks = first->pages()->tasksView();
    first->mainWindow()->showPage(tasks);
    tasks->setFilterText(QStringLiteral("status:running"));
    QTRY_VERIFY(tasks->table()->model()->rowCount() > 2);
    const QString taskId = tasks->table()->model()->index(2, 0).data(Qt::UserRole + 1).toString();
    QVERIFY(!taskId.isEmpty());
    QVERIFY(tasks->selectTask(taskId));
    QAction* copyLink =
        first->mainWindow()->actions()->action(QString::fromLatin1(cloudly::ui::actionid::copyLink));
    QVERIFY(copyLink && copyLink->isEnabled());
    copyLink->trigger();
    const QString text = QApplication::clipboard()->text();
    QCOMPARE(text, cloudly::core::formatViewLink({QStringLiteral("beta"), QStringLiteral("tasks"),
                                                  QStringLiteral("status:running"), taskId}));
    // The same from the command palette of that window.
    QApplication::clipboard()->clear();
    const QList<cloudly::ui::PaletteResult> found =
        first->shell()->paletteIndex()->search(QStringLiteral("copy link to this view"));
    QVERIFY(!found.isEmpty());
    QCOMPARE(found.first().item.id, QString::fromLatin1(cloudly::ui::actionid::copyLink));
    QVERIFY(first->shell()->activate(found.first().item));
    QCOMPARE(QApplication::clipboard()->text(), text);
    // In the page's context menu too.
    QMenu* menu = tasks->copySupport()->createMenu(tasks->table()->currentIndex(), tasks);
    QVERIFY(menu->actions().contains(copyLink));
    delete menu;

    // Another link of the same profile opens in the same window; the selection waits for its row.
    QApplication::clipboard()->clear();
    const QString serviceId = firstServiceId(first, 7);
    QVERIFY(console
                .openLink(cloudly::core::formatViewLink(
                    {QStringLiteral("beta"), QStringLiteral("services"), QString(), serviceId}))
                .isEmpty());
    QCOMPARE(console.windows().size(), 1);
    QCOMPARE(first->mainWindow()->currentPage(), first->pages()->servicesView());
    QCOMPARE(first->pages()->servicesView()->table()->currentIndex().data(Qt::UserRole + 1).toString(),
             serviceId);

    // A link to another profile opens a new window on it, with the page, filter and selection.
    QVERIFY(console.openLink(text).isEmpty()); // beta: the same window again
    QCOMPARE(first->mainWindow()->currentPage(), tasks);
    QCOMPARE(tasks->filterEdit()->text(), QStringLiteral("status:running"));
    const QString alphaLink =
        cloudly::core::formatViewLink({QStringLiteral("alpha"), QStringLiteral("services"),
                                       QStringLiteral("web"), QStringLiteral("svc-web")});
    QVERIFY(console.openLink(alphaLink).isEmpty());
    QCOMPARE(console.windows().size(), 2);
    ConsoleWindow* alpha = console.window(1);
    QTRY_VERIFY_WITH_TIMEOUT(connected(alpha), kTimeout);
    QCOMPARE(alpha->profileName(), QStringLiteral("alpha"));
    QTRY_COMPARE_WITH_TIMEOUT(alpha->mainWindow()->currentPage(), alpha->pages()->servicesView(), kTimeout);
    QCOMPARE(alpha->pages()->servicesView()->filterEdit()->text(), QStringLiteral("web"));
    QTRY_COMPARE_WITH_TIMEOUT(
        alpha->pages()->servicesView()->table()->currentIndex().data(Qt::UserRole + 1).toString(),
        QStringLiteral("svc-web"), kTimeout);
    QVERIFY(!alpha->links()->isSelectionPending());
    // Only reads happened: a link carries no action.
    QCOMPARE(first->profileName(), QStringLiteral("beta"));
}

void TestWindows::linksAreRefusedInWords()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    ConsoleApp console(bed.options(300));
    saveProfiles(console, bed);
    QVERIFY(console.start());
    ConsoleWindow* first = console.window();

    QString error = console.openLink(QStringLiteral("cloudly://nobody/tasks"));
    QVERIFY2(error.contains(QStringLiteral("“nobody”")) && error.contains(QStringLiteral("alpha, beta")),
             qPrintable(error));
    QCOMPARE(console.windows().size(), 1);
    QVERIFY(first->profileName().isEmpty()); // nothing was connected
    QVERIFY(first->mainWindow()->statusBar()->currentMessage().contains(QStringLiteral("nobody")));

    error = console.openLink(QStringLiteral("cloudly://alpha/deployments"));
    QVERIFY2(error.contains(QStringLiteral("“deployments”")) && error.contains(QStringLiteral("tasks")),
             qPrintable(error));
    QVERIFY(first->profileName().isEmpty());

    error = console.openLink(QStringLiteral("cloudly://alpha/grants?action=revoke"));
    QVERIFY2(error.contains(QStringLiteral("“action”")), qPrintable(error));
    QVERIFY(first->profileName().isEmpty());

    // The embedded demo and unsaved servers have no link: the action says why.
    QAction* copyLink =
        first->mainWindow()->actions()->action(QString::fromLatin1(cloudly::ui::actionid::copyLink));
    QVERIFY(!copyLink->isEnabled());
    QVERIFY(!first->mainWindow()
                 ->actions()
                 ->reason(QString::fromLatin1(cloudly::ui::actionid::copyLink))
                 .isEmpty());
    QVERIFY(first->copyLink().isEmpty());
}

void TestWindows::instanceSocketHandsLinksOver()
{
    cloudly::test::ConsoleTestBed bed;
    QVERIFY(bed.isValid());
    const QString directory = bed.dir.filePath(QStringLiteral("run"));
    ConsoleApp::Options options = bed.options(300);
    options.acceptLinks = true;
    options.instanceDirectory = directory;
    ConsoleApp console(options);
    saveProfiles(console, bed);
    QVERIFY(console.start());
    QVERIFY(console.instanceServer()->isListening());
    QCOMPARE(QFileInfo(directory).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                                                   QFileDevice::ExeGroup | QFileDevice::ExeOther),
             QFileDevice::Permissions());
    // A second console of the same user does not listen too.
    cloudly::ui::InstanceServer other([](const QString&) { return QString(); }, directory);
    QVERIFY(!other.listen());
    QVERIFY(other.errorString().contains(QStringLiteral("running")));

    // The hand-over is blocking on the client side: run it on another thread while this one serves.
    std::optional<cloudly::ui::InstanceServer::Reply> reply;
    const QString link = QStringLiteral("cloudly://alpha/tasks?filter=status:failed");
    QThread* thread =
        QThread::create([&] { reply = cloudly::ui::InstanceServer::handOver(link, directory); });
    thread->start();
    QTRY_VERIFY_WITH_TIMEOUT(thread->isFinished(), 10000);
    delete thread;
    QVERIFY(reply.has_value());
    QVERIFY2(reply->opened, qPrintable(reply->message));
    QCOMPARE(console.window()->profileName(), QStringLiteral("alpha"));
    QCOMPARE(console.window()->pages()->tasksView()->filterEdit()->text(), QStringLiteral("status:failed"));

    thread = QThread::create([&] {
        reply = cloudly::ui::InstanceServer::handOver(QStringLiteral("cloudly://gamma/tasks"), directory);
    });
    thread->start();
    QTRY_VERIFY_WITH_TIMEOUT(thread->isFinished(), 10000);
    delete thread;
    QVERIFY(reply.has_value());
    QVERIFY(!reply->opened);
    QVERIFY2(reply->message.contains(QStringLiteral("gamma")), qPrintable(reply->message));

    // The directory must be the user's own, private one: a link in its place is refused, a directory open to
    // others is closed first.
    const QString open = bed.dir.filePath(QStringLiteral("open"));
    QVERIFY(QDir().mkpath(open));
    QVERIFY(QFile::setPermissions(open, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther));
    QString why;
    QVERIFY2(cloudly::ui::InstanceServer::prepareDirectory(open, &why), qPrintable(why));
    QCOMPARE(QFileInfo(open).permissions() & (QFileDevice::ReadOther | QFileDevice::ExeOther),
             QFileDevice::Permissions());
    const QString link2 = bed.dir.filePath(QStringLiteral("link"));
    QVERIFY(QFile::link(open, link2));
    QVERIFY(!cloudly::ui::InstanceServer::prepareDirectory(link2, &why));
    QVERIFY2(why.contains(QStringLiteral("not a directory")), qPrintable(why));

    // Nobody listening: no reply, the caller starts a console itself.
    QVERIFY(!cloudly::ui::InstanceServer::handOver(link, bed.dir.filePath(QStringLiteral("elsewhere"))));
}

QTEST_MAIN(TestWindows)
#include "tst_windows.moc"
