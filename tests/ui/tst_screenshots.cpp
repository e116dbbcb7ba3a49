// The README's screenshots, made from this build: the whole console window on the embedded demo, in the
// light and in the dark look (the overview, a node's metrics chart, services, runtime tasks, clusters &
// nodes, images & platforms, a NO-GO preflight, grants, and the command palette open). Skipped unless
// CLOUDLY_DOCS_SCREENSHOTS=<dir>; run it under Xvfb (QT_QPA_PLATFORM=xcb) for real fonts:
//   HOME=/home/demo CLOUDLY_DOCS_SCREENSHOTS=docs/screenshots CLOUDLY_DOCS_THEMES=dark
//   xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb build/ci/tests/ui_tst_screenshots
#include "core/inventory/inventoryrefresher.h"
#include "core/metrics/metricsfeed.h"
#include "core/model/tasksmodel.h"
#include "core/settings/appsettings.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consoleservices.h"
#include "ui/app/featurepages.h"
#include "ui/grants/grantspage.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/imagesview.h"
#include "ui/inventory/servicesview.h"
#include "ui/inventory/tasksview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/overview/overviewpage.h"
#include "ui/preflight/preflightcontroller.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shell.h"
#include "ui/shell/theme.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

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
        // CLOUDLY_DOCS_THEMES=light or =dark: one look per process.
        const QStringList themes =
            qEnvironmentVariable("CLOUDLY_DOCS_THEMES", QStringLiteral("light,dark")).split(QLatin1Char(','));
        for (const bool dark : {false, true}) {
            if (!themes.contains(dark ? QStringLiteral("dark") : QStringLiteral("light")))
                continue;
            // As a user would: the look is stored in the preferences and applied at start.
            {
                cloudly::core::AppSettings settings(cloudly::core::defaultSettingsPath());
                settings.setTheme(dark ? QStringLiteral("dark") : QStringLiteral("light"));
                QVERIFY(settings.sync());
            }
            ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
            shoot(dir, dark ? QStringLiteral("-dark.png") : QStringLiteral(".png"));
            if (QTest::currentTestFailed())
                break;
        }
    }

private:
    void shoot(const QString& dir, const QString& suffix)
    {
        ConsoleApp::Options options;
        options.demo = true;
        options.refreshIntervalMs = 600000;
        ConsoleApp console(options);
        // The console has read the look; the stored preference goes back to "system" right away, so
        // nothing that runs later inherits it.
        cloudly::core::AppSettings(cloudly::core::defaultSettingsPath()).setTheme(QString());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        cloudly::ui::MainWindow* window = console.window();
        window->resize(1360, 820);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        cloudly::ui::FeaturePages* features = console.features();
        QTRY_COMPARE_WITH_TIMEOUT(console.servicesView()->table()->model()->rowCount(), 12, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(features->tasksView()->model()->rowCount(), 29, 20000);

        // A NO-GO preflight (also gives the platform matrix its data).
        QFile request(QStringLiteral(":/fixtures/preflight-nogo.json"));
        QVERIFY(request.open(QIODevice::ReadOnly));
        QSignalSpy receipts(features->preflight(), &cloudly::ui::PreflightController::receiptCreated);
        features->preflight()->run(QJsonDocument::fromJson(request.readAll()).object());
        QTRY_COMPARE_WITH_TIMEOUT(receipts.count(), 1, 20000);

        cloudly::ui::Shell* shell = console.shell();
        const auto save = [&](const QString& name) {
            QTest::qWait(400); // layouts and repaints settle, as on screen
            const QString file = QDir(dir).filePath(name + suffix);
            QVERIFY2(window->grab().save(file), qPrintable(file));
            qInfo("saved %s", qPrintable(file));
        };
        window->showPage(console.servicesView());
        QVERIFY(console.servicesView()->selectService(QStringLiteral("svc-web")));
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
        // A few polls for the metrics history: the overview's sparklines and the node detail's charts.
        cloudly::core::InventoryRefresher* refresher = console.refresher();
        for (int i = 0; i < 6; ++i) {
            const int calls = refresher->replyCount(cloudly::core::InventoryRefresher::Resource::Clusters);
            QTest::qWait(1100); // samples a second apart
            refresher->refreshNow();
            QTRY_VERIFY_WITH_TIMEOUT(
                refresher->replyCount(cloudly::core::InventoryRefresher::Resource::Clusters) > calls, 10000);
        }
        console.services().metrics->flush();
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
