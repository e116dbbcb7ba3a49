// The README's screenshots, made from this build: the whole console window on the embedded demo, in the
// light and in the dark look (the overview, a node's metrics chart, services, runtime tasks, clusters &
// nodes, images & platforms, a NO-GO preflight, grants, and the command palette open). Skipped unless
// CLOUDLY_DOCS_SCREENSHOTS=<dir>; run it under Xvfb (QT_QPA_PLATFORM=xcb) for real fonts:
//   HOME=/home/demo CLOUDLY_DOCS_SCREENSHOTS=docs/screenshots CLOUDLY_DOCS_THEMES=dark
//   xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb build/ci/tests/ui_tst_screenshots
#include "core/cache/offlinecache.h"
#include "core/demo/demoserver.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalentry.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalmodel.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"
#include "core/metrics/metricsfeed.h"
#include "core/model/tasksmodel.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/grants/granteditor.h"
#include "ui/grants/grantspage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/journal/journalpage.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewpage.h"
#include "ui/pages/featurepages.h"
#include "ui/preflight/preflightcontroller.h"
#include "ui/services/consoleservices.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shell.h"
#include "ui/style/theme.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using cloudly::ui::ConsoleApp;

class TestScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Screenshots show paths (where receipts are kept) as a user would see them: run with a throw-away
        // HOME (e.g. HOME=/home/demo) rather than QStandardPaths' test mode.
        if (qEnvironmentVariableIsEmpty("CLOUDLY_DOCS_SCREENSHOTS"))
            QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("cloudly-console"));
        QCoreApplication::setOrganizationName(QStringLiteral("serve.zone"));
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void lightAndDark()
    {
        const QString dir = qEnvironmentVariable("CLOUDLY_DOCS_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set CLOUDLY_DOCS_SCREENSHOTS=<dir> to save the README screenshots");
        QVERIFY(QDir().mkpath(dir));
        // CLOUDLY_DOCS_THEMES=light, =dark or =high-contrast: one look per process. CLOUDLY_DOCS_SUFFIX is
        // added to every file name ("-200" for a run with QT_SCALE_FACTOR=2), CLOUDLY_DOCS_ONLY keeps some
        // pictures ("overview,tasks"), CLOUDLY_DOCS_WINDOW sets the window's size ("1280x800").
        const QStringList themes =
            qEnvironmentVariable("CLOUDLY_DOCS_THEMES", QStringLiteral("light,dark")).split(QLatin1Char(','));
        const QString extra = qEnvironmentVariable("CLOUDLY_DOCS_SUFFIX");
        const QList<std::pair<QString, QString>> looks = {
            {QStringLiteral("light"), QStringLiteral(".png")},
            {QStringLiteral("dark"), QStringLiteral("-dark.png")},
            {QStringLiteral("high-contrast"), QStringLiteral("-hc.png")}};
        for (const auto& [look, suffix] : looks) {
            if (!themes.contains(look))
                continue;
            // As a user would: the look is stored in the preferences and applied at start.
            {
                cloudly::core::AppSettings settings(cloudly::core::defaultSettingsPath());
                settings.setTheme(look);
                QVERIFY(settings.sync());
            }
            ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
            shoot(dir, extra + suffix);
            if (QTest::currentTestFailed())
                break;
        }
    }

    // The stage band of a protected, read-only production profile (light and dark), and the grant editor's
    // "Why?" explanation on it (light): docs/SAFETY.md.
    void stageBand()
    {
        const QString dir = qEnvironmentVariable("CLOUDLY_DOCS_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set CLOUDLY_DOCS_SCREENSHOTS=<dir> to save the README screenshots");
        QVERIFY(QDir().mkpath(dir));
        const QStringList themes =
            qEnvironmentVariable("CLOUDLY_DOCS_THEMES", QStringLiteral("light,dark")).split(QLatin1Char(','));
        for (const QString& look :
             {QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("high-contrast")}) {
            if (!themes.contains(look))
                continue;
            const QString suffix = look == QLatin1String("dark")            ? QStringLiteral("-dark.png")
                                   : look == QLatin1String("high-contrast") ? QStringLiteral("-hc.png")
                                                                            : QStringLiteral(".png");
            {
                cloudly::core::AppSettings settings(cloudly::core::defaultSettingsPath());
                settings.setTheme(look);
                QVERIFY(settings.sync());
            }
            ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
            ConsoleApp::Options options;
            options.demo = true;
            options.refreshIntervalMs = 600000;
            QTemporaryDir data;
            options.dataDirectory = data.path();
            ConsoleApp console(options);
            cloudly::core::AppSettings(cloudly::core::defaultSettingsPath()).setTheme(QString());
            QVERIFY2(console.start(), qPrintable(console.errorString()));
            cloudly::ui::MainWindow* window = console.window()->mainWindow();
            window->resize(1360, 820);
            QVERIFY(QTest::qWaitForWindowExposed(window));
            QTRY_VERIFY_WITH_TIMEOUT(console.window()->services().session.get()->isAuthenticated(), 20000);
            cloudly::ui::ConnectDialog::Request request;
            request.profile.name = QStringLiteral("prod-eu");
            request.profile.url = console.window()->sessionController()->demoServer()->url();
            request.profile.username = QStringLiteral("admin");
            request.profile.stage = cloudly::core::Profile::Stage::Production;
            request.profile.isProtected = true;
            request.profile.readOnly = true;
            request.secret = QStringLiteral("demo");
            console.window()->sessionController()->connectTo(request);
            QTRY_VERIFY_WITH_TIMEOUT(console.window()->services().session.get()->isAuthenticated(), 20000);
            QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(),
                                      12, 20000);
            const auto save = [&](const QString& name) {
                QTest::qWait(400);
                const QString file = QDir(dir).filePath(name + suffix);
                QVERIFY2(window->grab().save(file), qPrintable(file));
                qInfo("saved %s", qPrintable(file));
            };
            window->showPage(console.window()->pages()->servicesView());
            save(QStringLiteral("safety-band"));
            if (look == QLatin1String("light")) {
                window->showPage(console.window()->pages()->grantsPage());
                auto* editor =
                    console.window()->pages()->grantsPage()->findChild<cloudly::ui::GrantEditor*>();
                QVERIFY(editor);
                editor->setUserId(QStringLiteral("mu-ci-partial"));
                editor->setServiceId(QStringLiteral("svc-api"));
                QVERIFY(editor->whyLink()->isVisibleTo(window));
                editor->showWhy();
                save(QStringLiteral("safety-why"));
            }
        }
    }

private:
    static void addJournalStory(ConsoleApp& console, cloudly::ui::FeaturePages* features)
    {
        using cloudly::core::JournalEntry;
        const cloudly::core::DeploymentTable& tasks = features->tasksView()->model()->table();
        QString node;
        for (qsizetype row = 0; row < tasks.size(); ++row)
            if (tasks.id(row) == QLatin1String("d-web-prod-1"))
                node = tasks.nodeId(row);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qint64 min = 60 * 1000;
        QList<JournalEntry> story;
        const auto add = [&](qint64 agoMin, const char* kind, const QString& object, const char* field,
                             const char* before, const char* after, const QString& nodeId = {}) {
            JournalEntry e;
            e.at = now - agoMin * min;
            e.kind = QString::fromUtf8(kind);
            e.objectId = object;
            e.field = QString::fromUtf8(field);
            e.before = QString::fromUtf8(before);
            e.after = QString::fromUtf8(after);
            e.nodeId = nodeId;
            if (e.kind.startsWith(QLatin1String("task.")) || e.kind.startsWith(QLatin1String("service.")))
                e.serviceId = QStringLiteral("svc-web");
            story << e;
        };
        add(190, "observation.started", QStringLiteral("demo"), "", "", "demo");
        add(172, "node.status", QStringLiteral("n-edge-2"), "", "online", "offline",
            QStringLiteral("n-edge-2"));
        add(168, "node.status", QStringLiteral("n-edge-2"), "", "offline", "online",
            QStringLiteral("n-edge-2"));
        add(121, "observation.started", QStringLiteral("demo"), "", "", "demo");
        const QJsonObject before{
            {QStringLiteral("data"),
             QJsonObject{{QStringLiteral("imageVersion"), QStringLiteral("1.4.2")},
                         {QStringLiteral("environment"),
                          QJsonObject{{QStringLiteral("API_KEY"), QStringLiteral("old")}}}}}};
        const QJsonObject after{
            {QStringLiteral("data"),
             QJsonObject{{QStringLiteral("imageVersion"), QStringLiteral("1.5.0")},
                         {QStringLiteral("environment"),
                          QJsonObject{{QStringLiteral("API_KEY"), QStringLiteral("new")}}}}}};
        for (JournalEntry e : cloudly::core::JournalRecorder::diffService(
                 before, after, QStringLiteral("svc-web"), now - 47 * min))
            story << e;
        add(46, "task.status", QStringLiteral("d-web-prod-1"), "", "running", "stopping", node);
        add(45, "task.disappeared", QStringLiteral("d-web-prod-1"), "", "stopping", "", node);
        add(45, "task.appeared", QStringLiteral("d-web-prod-1"), "", "", "starting", node);
        add(44, "task.status", QStringLiteral("d-web-prod-1"), "", "starting", "running", node);
        add(43, "task.health", QStringLiteral("d-web-prod-1"), "", "", "healthy", node);
        std::sort(story.begin(), story.end(),
                  [](const JournalEntry& a, const JournalEntry& b) { return a.at < b.at; });
        cloudly::core::JournalStore* store = console.window()->services().journal.get()->store();
        QVERIFY(store);
        // Older than what this run recorded (its observation.started): the page re-reads in time order.
        store->append(story);
        store->flush();
        features->journalPage()->reload(); // read on a worker
        QTRY_VERIFY_WITH_TIMEOUT(!features->journalPage()->isLoading() &&
                                     features->journalPage()->model()->entryCount() >= story.size(),
                                 10000);
    }

    void shoot(const QString& dir, const QString& suffix)
    {
        ConsoleApp::Options options;
        options.demo = true;
        options.refreshIntervalMs = 600000;
        QTemporaryDir data; // a journal of this run only
        options.dataDirectory = data.path();
        ConsoleApp console(options);
        // The console has read the look; the stored preference goes back to "system" right away, so
        // nothing that runs later inherits it.
        cloudly::core::AppSettings(cloudly::core::defaultSettingsPath()).setTheme(QString());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        cloudly::ui::MainWindow* window = console.window()->mainWindow();
        const QStringList size =
            qEnvironmentVariable("CLOUDLY_DOCS_WINDOW", QStringLiteral("1360x820")).split(QLatin1Char('x'));
        window->resize(size.value(0).toInt(), size.value(1).toInt());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        cloudly::ui::FeaturePages* features = console.window()->pages();
        QTRY_COMPARE_WITH_TIMEOUT(console.window()->pages()->servicesView()->table()->model()->rowCount(), 12,
                                  20000);
        QTRY_COMPARE_WITH_TIMEOUT(features->tasksView()->model()->rowCount(), 29, 20000);

        // A NO-GO preflight (also gives the platform matrix its data).
        QFile request(QStringLiteral(":/fixtures/preflight-nogo.json"));
        QVERIFY(request.open(QIODevice::ReadOnly));
        QSignalSpy receipts(features->preflight(), &cloudly::ui::PreflightController::receiptCreated);
        features->preflight()->run(QJsonDocument::fromJson(request.readAll()).object());
        QTRY_COMPARE_WITH_TIMEOUT(receipts.count(), 1, 20000);

        // What the journal would hold after a morning of watching: a deploy of svc-web, a node going away and
        // back, and a time the console was not connected.
        QTRY_VERIFY_WITH_TIMEOUT(console.window()->pages()->journalPage()->model()->entryCount() > 0, 20000);
        addJournalStory(console, features);

        cloudly::ui::Shell* shell = console.window()->shell();
        const QStringList only =
            qEnvironmentVariable("CLOUDLY_DOCS_ONLY").split(QLatin1Char(','), Qt::SkipEmptyParts);
        const auto save = [&](const QString& name) {
            if (!only.isEmpty() && !only.contains(name))
                return;
            QTest::qWait(400); // layouts and repaints settle, as on screen
            const QString file = QDir(dir).filePath(name + suffix);
            QVERIFY2(window->grab().save(file), qPrintable(file));
            qInfo("saved %s", qPrintable(file));
        };
        window->showPage(console.window()->pages()->servicesView());
        QVERIFY(console.window()->pages()->servicesView()->selectService(QStringLiteral("svc-web")));
        save(QStringLiteral("services"));
        window->showPage(features->tasksView());
        QVERIFY(features->tasksView()->selectTask(QStringLiteral("d-web-prod-1")));
        save(QStringLiteral("tasks"));
        features->clustersView()->showNode(QStringLiteral("n-edge-2"));
        window->showPage(features->clustersView());
        save(QStringLiteral("clusters"));
        window->showPage(features->imagesView());
        save(QStringLiteral("images-platforms"));
        QWidget* preflight = features->preflightPage();
        if (auto* split = preflight->findChild<QSplitter*>())
            split->setSizes({620, 740}); // the composer's fields readable beside the report
        window->showPage(preflight);
        save(QStringLiteral("preflight-nogo"));
        window->showPage(features->grantsPage());
        save(QStringLiteral("grants"));
        cloudly::ui::JournalPage* journal = features->journalPage();
        window->showPage(journal);
        QTRY_VERIFY_WITH_TIMEOUT(!journal->isLoading(), 10000); // read on a worker
        journal->table()->selectRow(1);
        save(QStringLiteral("journal"));
        // A few polls for the metrics history: the overview's sparklines and the node detail's charts.
        cloudly::core::InventoryRefresher* refresher = console.window()->services().refresher.get();
        for (int i = 0; i < 6; ++i) {
            const int calls = refresher->replyCount(cloudly::core::InventoryRefresher::Resource::Clusters);
            QTest::qWait(1100); // samples a second apart
            refresher->refreshNow();
            QTRY_VERIFY_WITH_TIMEOUT(
                refresher->replyCount(cloudly::core::InventoryRefresher::Resource::Clusters) > calls, 10000);
        }
        console.window()->services().metrics->flush();
        window->showPage(features->overviewPage());
        save(QStringLiteral("overview"));
        features->clustersView()->showNode(QStringLiteral("n-prod-2"));
        window->showPage(features->clustersView());
        save(QStringLiteral("node-chart"));
        window->showPage(features->tasksView());
        shell->showCommandPalette();
        QTest::keyClicks(shell->commandPalette()->lineEdit(), QStringLiteral("web"));
        save(QStringLiteral("palette"));
        shell->commandPalette()->dismiss();
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
