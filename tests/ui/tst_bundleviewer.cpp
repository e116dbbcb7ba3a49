// `cloudly-console --open-bundle FILE`: the console shows a support bundle read-only — the pages are
// populated from it, the window says whose bundle it is and as of when, nothing connects anywhere, nothing
// that changes a server is sent, and nothing is kept in the user's own data home.
#include "bundlefixture.h"
#include "consoletestbed.h"
#include "core/bundle/bundlereader.h"
#include "core/bundle/bundlereplysource.h"
#include "core/bundle/bundlewriter.h"
#include "core/inventory/inventoryhub.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalstore.h"
#include "core/model/backupsmodel.h"
#include "core/model/servicesmodel.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "ui/actions/actionregistry.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/bundle/bundleactions.h"
#include "ui/bundle/bundleviewer.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QAbstractSocket>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QLabel>
#include <QTest>

using namespace cloudly;
using R = core::InventoryRefresher::Resource;

class TestBundleViewer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::ConsoleTestBed::initTestCase(); }

    void showsTheBundleReadOnlyAndConnectsNowhere()
    {
        QTemporaryDir userHome;
        qputenv("CLOUDLY_DATA_DIR", QFile::encodeName(userHome.filePath(QStringLiteral("data"))));
        const QJsonObject fixture = [] {
            QFile f(QStringLiteral(":/fixtures/demo.json"));
            f.open(QIODevice::ReadOnly);
            return QJsonDocument::fromJson(f.readAll()).object();
        }();
        // The profile's journal, as the console kept it where the bundle was made.
        core::BundleInputs inputs = test::demoBundleInputs();
        inputs.journalPath = userHome.filePath(QStringLiteral("made/journal.sqlite"));
        QDir().mkpath(userHome.filePath(QStringLiteral("made")));
        {
            core::JournalStore store(inputs.journalPath);
            core::JournalEntry e;
            e.at = QDateTime::currentMSecsSinceEpoch() - 60000;
            e.kind = QStringLiteral("task.status");
            e.objectId = QStringLiteral("d-from-the-bundle");
            e.before = QStringLiteral("running");
            e.after = QStringLiteral("failed");
            store.append({e});
            store.flush();
        }
        QString error;
        const std::optional<core::BundleContent> content = core::BundleCollector::collect(inputs, &error);
        QVERIFY2(content, qPrintable(error));
        const core::BundleFile* journalFile = content->file(core::bundle::journalFile);
        QVERIFY2(journalFile && journalFile->bytes.contains("d-from-the-bundle"),
                 qPrintable(content->notes.join(u';')));
        const QString file = userHome.filePath(QStringLiteral("bundle.zip"));
        QVERIFY2(core::BundleWriter::write(file, *content, &error), qPrintable(error));

        QElapsedTimer clock;
        clock.start();
        ui::ConsoleApp::Options options;
        options.refreshIntervalMs = 300;
        std::unique_ptr<ui::BundleViewer> viewer = ui::BundleViewer::open(file, &options, &error);
        QVERIFY2(viewer, qPrintable(error));
        QVERIFY(options.settingsPath != QString() && !options.settingsPath.startsWith(userHome.path()));
        ui::ConsoleApp console(options);
        ui::installBundleActions(*console.window());
        QVERIFY(console.window()->mainWindow()->actions()->action(QStringLiteral("help.createBundle")));
        QVERIFY(console.window()->mainWindow()->actions()->action(QStringLiteral("connection.openBundle")));
        QVERIFY(console.start());
        viewer->attach(*console.window());

        core::InventoryRefresher* refresher = console.window()->services().refresher.get();
        QVERIFY(QTest::qWaitFor(
            [&] { return console.window()->services().servicesModel.get()->rowCount() > 0; }, 10000));
        qInfo("first page populated %lld ms after opening the bundle",
              static_cast<long long>(clock.elapsed()));
        QCOMPARE(console.window()->services().servicesModel.get()->rowCount(),
                 fixture.value(QStringLiteral("services")).toArray().size());
        QVERIFY(QTest::qWaitFor(
            [&] {
                return refresher->freshness(R::Deployments).isLoaded() &&
                       refresher->freshness(R::Clusters).isLoaded() &&
                       refresher->freshness(R::Images).isLoaded();
            },
            10000));
        QCOMPARE(refresher->deployments().size(),
                 fixture.value(QStringLiteral("deployments")).toArray().size());
        QCOMPARE(refresher->clusters().size(), fixture.value(QStringLiteral("clusters")).toArray().size());
        QVERIFY(!refresher->freshness().isStale());
        QVERIFY(QTest::qWaitFor([&] { return console.window()->pages()->hub()->backups()->rowCount() > 0; },
                                10000));

        // Whose bundle, as of when.
        QVERIFY2(console.window()->mainWindow()->windowTitle().contains(
                     QLatin1String("Support bundle of demo-prod")),
                 qPrintable(console.window()->mainWindow()->windowTitle()));
        const QLabel* banner =
            console.window()->mainWindow()->findChild<QLabel*>(QStringLiteral("supportBundleBanner"));
        QVERIFY(banner);
        QVERIFY(banner->text().contains(QLatin1String("read-only")));

        // Nothing connects: no socket was ever made, and every answer came from the bundle.
        QVERIFY(console.window()->services().client.get()->findChildren<QAbstractSocket*>().isEmpty());
        const auto* source = dynamic_cast<const core::BundleReplySource*>(
            console.window()->services().client.get()->replySource());
        QVERIFY(source);
        QVERIFY(source->answered() >= 4);
        // A change is held back before anything is handed over.
        core::CallResult refused;
        bool done = false;
        console.window()->services().session.get()->call(core::methods::configureGrant, {}, &console,
                                                         [&](const core::CallResult& r) {
                                                             refused = r;
                                                             done = true;
                                                         });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 5000));
        QCOMPARE(refused.error.kind, core::CallError::Kind::Refused);

        // The bundle's journal is the Journal page's.
        const std::optional<QList<core::JournalEntry>> journal =
            core::JournalStore::read(console.window()->services().journal.get()->path(), {}, &error);
        QVERIFY2(journal, qPrintable(error));
        bool seen = false;
        for (const core::JournalEntry& e : *journal)
            seen = seen || e.objectId == QLatin1String("d-from-the-bundle");
        QVERIFY2(seen, qPrintable(console.window()->services().journal.get()->path()));

        // Help > Create support bundle... of what this window shows: a bundle again, from its "server".
        const QString again = userHome.filePath(QStringLiteral("again.zip"));
        std::optional<ui::BundleCreation> created;
        ui::createSupportBundle(*console.window(), again, [&](const ui::BundleCreation& r) { created = r; });
        QVERIFY(QTest::qWaitFor([&] { return created.has_value(); }, 10000));
        QVERIFY2(created->ok, qPrintable(created->message));
        QVERIFY2(created->message.contains(QLatin1String("from the server")), qPrintable(created->message));
        const std::optional<core::BundleContent> reread = core::BundleReader::read(again, &error);
        QVERIFY2(reread, qPrintable(error));
        QCOMPARE(reread->file(core::bundle::inventoryFile(core::methods::getDeployments))->bytes,
                 content->file(core::bundle::inventoryFile(core::methods::getDeployments))->bytes);
        QVERIFY(QFile::remove(again));

        // The user's own data home got nothing.
        int kept = 0;
        QDirIterator it(userHome.filePath(QStringLiteral("data")), QDir::Files | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            ++kept;
        }
        QCOMPARE(kept, 0);
    }

    void damagedBundleIsRefused()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("x.zip")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a zip at all");
        f.close();
        ui::ConsoleApp::Options options;
        QString error;
        QVERIFY(!ui::BundleViewer::open(f.fileName(), &options, &error));
        QVERIFY2(error.contains(QLatin1String("not a zip archive")), qPrintable(error));
        QVERIFY(options.settingsPath.isEmpty());
    }
};

QTEST_MAIN(TestBundleViewer)
#include "tst_bundleviewer.moc"
