// The console's safety cues: the stage band and title, the palette's band, the profile switcher's stage,
// the session guard following the profile, and every disabled action saying why.
#include "consoletestbed.h"
#include "core/demo/demoserver.h"
#include "core/grants/auditlog.h"
#include "core/grants/deploymatrixmodel.h"
#include "core/grants/grantcontroller.h"
#include "core/session/profilestore.h"
#include "core/session/session.h"
#include "testutil.h"
#include "ui/actions/actionregistry.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/grants/deploymatrixview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/safety/stageband.h"
#include "ui/services/consoleservices.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/paletteindex.h"
#include "ui/shell/shell.h"
#include "ui/style/theme.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using core::Profile;

class TestSafetyUi : public QObject
{
    Q_OBJECT
    test::ConsoleTestBed m_bed;

private Q_SLOTS:
    void initTestCase() { test::ConsoleTestBed::initTestCase(); }

    void bandTitleAndSwitcherShowTheStage()
    {
        core::DemoServer demo(core::DemoOptions{});
        QVERIFY(demo.listen());
        ui::ConsoleApp app(m_bed.options());
        QVERIFY(app.start());
        QCOMPARE(app.window()->mainWindow()->windowTitle(), QStringLiteral("Cloudly Console"));
        QVERIFY(app.window()->mainWindow()->stageBand()->isHidden());

        ui::ConnectDialog::Request request =
            test::ConsoleTestBed::adminRequest(demo.url(), QStringLiteral("prod-eu"));
        request.profile.stage = Profile::Stage::Production;
        request.profile.isProtected = true;
        app.window()->sessionController()->connectTo(request);
        QTRY_VERIFY_WITH_TIMEOUT(app.window()->services().session.get()->isAuthenticated(), 10000);
        QCOMPARE(app.window()->mainWindow()->windowTitle(),
                 QStringLiteral("[PRODUCTION] prod-eu — Cloudly Console"));
        const ui::StageBand* band = app.window()->mainWindow()->stageBand();
        QVERIFY(!band->isHidden());
        QVERIFY(band->text().contains(QLatin1String("PRODUCTION")));
        QVERIFY(band->text().contains(QLatin1String("prod-eu")));
        QVERIFY(band->text().contains(QLatin1String("protected")));
        QVERIFY(!app.window()->shell()->commandPalette()->stageBand()->isHidden());
        QCOMPARE(app.window()->shell()->commandPalette()->stageBand()->text(), band->text());
        // The guard of every request is this profile's.
        QVERIFY(app.window()->services().session.get()->guard().safety().isProtected);
        QCOMPARE(app.window()->services().session.get()->guard().safety().profileName,
                 QStringLiteral("prod-eu"));
        // The switcher lists the stage next to the name.
        QTRY_VERIFY(
            app.window()->profileSwitcher()->combo()->findText(QStringLiteral("prod-eu — PRODUCTION")) >= 0);

        // Made read-only from the switcher's safety menu: the guard and the band follow at once.
        QCoreApplication::processEvents(); // menus of earlier rebuilds are gone
        QAction* readOnly =
            app.window()->profileSwitcher()->menu()->findChild<QAction*>(QStringLiteral("profileReadOnly"));
        QVERIFY(readOnly);
        QVERIFY(!readOnly->isChecked());
        readOnly->trigger();
        QTRY_VERIFY(app.window()->services().session.get()->guard().safety().readOnly);
        QVERIFY(app.window()->services().profiles.get()->profile(QStringLiteral("prod-eu"))->readOnly);
        QVERIFY(band->text().contains(QLatin1String("read-only")));

        // A profile without a stage: no band, the name still leads the title.
        ui::ConnectDialog::Request plain =
            test::ConsoleTestBed::adminRequest(demo.url(), QStringLiteral("lab"));
        app.window()->sessionController()->connectTo(plain);
        QTRY_VERIFY_WITH_TIMEOUT(app.window()->services().session.get()->isAuthenticated(), 10000);
        QCOMPARE(app.window()->mainWindow()->windowTitle(), QStringLiteral("lab — Cloudly Console"));
        QVERIFY(band->isHidden());
        QVERIFY(!app.window()->services().session.get()->guard().safety().guards());
    }

    // Every action in the registry that is disabled or hidden carries its reason, in its tooltip too; chosen
    // from the palette it says the reason in the status bar.
    void everyDisabledActionSaysWhy()
    {
        ui::ConsoleApp app(m_bed.options());
        QVERIFY(app.start());
        const ui::ActionRegistry* registry = app.window()->mainWindow()->actions();
        int refused = 0;
        for (const ui::ActionRegistry::Entry& e : registry->entries()) {
            if (e.action->isEnabled() && e.action->isVisible())
                continue;
            ++refused;
            const QString why = registry->reason(e.id);
            QVERIFY2(!why.isEmpty(), qPrintable(QStringLiteral("%1 is disabled without a reason").arg(e.id)));
            QVERIFY2(e.action->toolTip().contains(why), qPrintable(e.action->toolTip()));
        }
        QVERIFY2(refused > 0, "nothing is disabled before connecting: the walk checked nothing");

        QAction* refresh = app.window()->mainWindow()->refreshAction();
        QVERIFY(!refresh->isEnabled());
        ui::PaletteItem item;
        item.kind = ui::PaletteItem::Kind::Action;
        item.id = registry->idOf(refresh);
        Q_EMIT app.window()->shell()->commandPalette()->activated(item);
        QTRY_VERIFY(
            app.window()->mainWindow()->statusBar()->currentMessage().contains(registry->reason(item.id)));
    }

    // The Grants page's who-can-deploy tab: filled from a server that lists its users, and saying why it is
    // empty for one that does not.
    void whoCanDeployMatrix()
    {
        for (const bool listing : {true, false}) {
            core::DemoOptions options;
            options.userListing = listing;
            core::DemoServer demo(options);
            QVERIFY(demo.listen());
            auto c = test::loginTo(demo.url(), true);
            QVERIFY(c);
            QTemporaryDir dir;
            core::grants::AuditLog log(dir.filePath(QStringLiteral("audit.jsonl")));
            core::grants::GrantController controller(&c->session, &log);
            ui::DeployMatrixView view(&controller);
            QTRY_VERIFY_WITH_TIMEOUT(
                controller.listing() == core::grants::GrantController::Listing::Available ||
                    controller.listing() == core::grants::GrantController::Listing::Absent,
                10000);
            if (!listing) {
                QCOMPARE(view.model()->rowCount(), 0);
                QVERIFY2(view.statusText().contains(QLatin1String("does not list its users")),
                         qPrintable(view.statusText()));
                continue;
            }
            QVERIFY(view.model()->rowCount() > 0);
            view.filterEdit()->setText(QStringLiteral("mu-ci-partial"));
            QVERIFY(view.model()->toCsv().contains(QLatin1String("mu-ci-partial,svc-api,yes,no,no,no")));
        }
    }

    void stageColoursReadInEveryLook()
    {
        for (const QPalette& palette : {ui::lightPalette(), ui::darkPalette()}) {
            for (const Profile::Stage stage :
                 {Profile::Stage::Production, Profile::Stage::Staging, Profile::Stage::Development}) {
                const ui::StageColors c = ui::stageColors(stage, palette);
                QVERIFY2(ui::contrastRatio(c.fill, c.text) >= 7.0,
                         qPrintable(QStringLiteral("%1 on %2").arg(c.text.name(), c.fill.name())));
            }
        }
        // The three stages differ in more than hue: production and staging differ from each other in
        // fill lightness as well, and each is named in words.
        QVERIFY(ui::stageColors(Profile::Stage::Production, ui::lightPalette()).fill !=
                ui::stageColors(Profile::Stage::Staging, ui::lightPalette()).fill);
        QPalette high;
        high.setColor(QPalette::Window, Qt::black);
        high.setColor(QPalette::WindowText, Qt::white);
        QVERIFY(ui::isHighContrastPalette(high));
        const ui::StageColors hc = ui::stageColors(Profile::Stage::Production, high);
        QCOMPARE(hc.fill, QColor(Qt::white));
        QCOMPARE(hc.text, QColor(Qt::black));
    }
};

QTEST_MAIN(TestSafetyUi)
#include "tst_safetyui.moc"
