// The Journal page and the History sections, offscreen against the in-process demo server: the page reads
// the journal of the feed's profile, says that it shows what this console saw, marks the time it was not
// observing as a "not observed" row (and a new one when observing starts again), filters with the filter
// language, shows the selected entry in the detail pane, never shows an environment or secret value; the
// task and node detail panes list the journal entries of the selected object.
#include "core/demo/demoserver.h"
#include "core/filter/filterproxymodel.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalmodel.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "testutil.h"
#include "ui/detail/detailpane.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/tasksview.h"
#include "ui/journal/journalpage.h"

#include <QDateTime>
#include <QDir>
#include <QLabel>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::ui::ClustersView;
using cloudly::ui::JournalPage;
using cloudly::ui::TasksView;
using R = InventoryRefresher::Resource;

namespace {
const QString kTask = QStringLiteral("d-worker-prod-3");
const char* const kSecret = "s3cr3t-Value-Never-Shown";

int rowsMatching(JournalPage& page, const QString& filter)
{
    page.setFilterText(filter);
    const int rows = page.proxy()->rowCount();
    page.setFilterText(QString());
    return rows;
}
} // namespace

class TestJournalPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<TypedSocketClient> m_client;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<InventoryRefresher> m_refresher;
    QTemporaryDir m_dir;
    std::unique_ptr<AppSettings> m_settings;
    QString m_node; // the node kTask runs on

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
        QVERIFY(QTest::qWaitFor(
            [&] {
                return m_refresher->freshness(R::Deployments).isLoaded() &&
                       m_refresher->freshness(R::Clusters).isLoaded();
            },
            15000));
        const DeploymentTable& tasks = m_refresher->deployments();
        for (qsizetype row = 0; row < tasks.size(); ++row)
            if (tasks.id(row) == kTask)
                m_node = tasks.nodeId(row);
        QVERIFY(!m_node.isEmpty());

        // What an earlier session of the console recorded for profile "demo": observing, a task failing,
        // and a service's environment variable changing (the recorder hides its values).
        const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - 2 * 3600 * 1000;
        QList<JournalEntry> earlier;
        JournalEntry started;
        started.at = t0;
        started.kind = QStringLiteral("observation.started");
        started.objectId = QStringLiteral("demo");
        started.after = QStringLiteral("demo");
        earlier << started;
        JournalEntry failed;
        failed.at = t0 + 1000;
        failed.kind = QStringLiteral("task.status");
        failed.objectId = kTask;
        failed.serviceId = QStringLiteral("svc-worker-prod");
        failed.nodeId = m_node;
        failed.before = QStringLiteral("running");
        failed.after = QStringLiteral("failed");
        earlier << failed;
        const auto env = [](const char* value) {
            return QJsonObject{
                {QStringLiteral("data"),
                 QJsonObject{{QStringLiteral("environment"),
                              QJsonObject{{QStringLiteral("API_KEY"), QString::fromUtf8(value)}}},
                             {QStringLiteral("password"), QString::fromUtf8(value)}}}};
        };
        earlier << JournalRecorder::diffService(env("old-value"), env(kSecret),
                                                QStringLiteral("svc-web-prod"), t0 + 2000);
        QCOMPARE(earlier.size(), 4);
        JournalStore store(m_dir.filePath(QStringLiteral("journal/demo.sqlite")));
        store.append(earlier);
        store.flush();
    }

    void pageShowsWhatWasSeenWithGapsAndNoSecrets()
    {
        // A poller of its own, so its first replies are the journal's first snapshot (as after a connect).
        InventoryRefresher refresher(m_session.get());
        refresher.setInterval(250);
        JournalFeed feed(&refresher, m_dir.filePath(QStringLiteral("journal")));
        JournalPage page(&feed, m_settings.get(), QStringLiteral("demo"));
        page.resize(1300, 700);
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY2(page.notice()->text().contains(QStringLiteral("No journal is open")),
                 qPrintable(page.notice()->text()));
        feed.setProfile(QStringLiteral("demo"));
        // Read on a worker: the page says so until the rows are in.
        QVERIFY(page.isLoading());
        QVERIFY2(page.notice()->text().contains(QStringLiteral("Loading the journal")),
                 qPrintable(page.notice()->text()));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY_WITH_TIMEOUT(!page.isLoading(), 10000);
        QVERIFY(!page.notice()->text().contains(QStringLiteral("Loading the journal")));
        // Read from the file (plus what the poller may have recorded meanwhile, once: see the gap below).
        QVERIFY(page.model()->entryCount() >= 4);
        QCOMPARE(rowsMatching(page, QStringLiteral("kind:service.changed")), 2);
        const QString notice = page.notice()->text();
        QVERIFY2(notice.contains(QStringLiteral("What this console saw change while it was connected")),
                 qPrintable(notice));
        QVERIFY2(notice.contains(QStringLiteral("not connected")), qPrintable(notice));

        // The poller's next replies: this console starts observing again, after a gap.
        QVERIFY(QTest::qWaitFor([&] { return rowsMatching(page, QStringLiteral("kind:gap")) == 1; }, 10000));
        QCOMPARE(rowsMatching(page, QStringLiteral("kind:observation.started")), 2);
        QVERIFY(page.filterBar()->countLabel()->text().contains(QString::number(page.model()->rowCount())));
        // Reconnecting the same profile restarts the observation: another gap row.
        feed.setProfile(QStringLiteral("demo"));
        QVERIFY(QTest::qWaitFor([&] { return rowsMatching(page, QStringLiteral("kind:gap")) == 2; }, 10000));

        // The filter language; the detail pane shows the entry.
        page.setFilterText(QStringLiteral("kind:task.status object:") + kTask);
        QCOMPARE(page.proxy()->rowCount(), 1);
        page.table()->selectRow(0);
        QString detail = page.detail()->plainText();
        QVERIFY2(detail.contains(QStringLiteral("Before: running")), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("After: failed")), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("Node: ") + m_node), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("this console")), qPrintable(detail));

        // A gap row explains itself.
        page.setFilterText(QStringLiteral("kind:gap"));
        page.table()->selectRow(0);
        QVERIFY2(page.detail()->warnings().join(u' ').contains(QStringLiteral("was not seen")),
                 qPrintable(page.detail()->warnings().join(u' ')));

        // Environment and secret values: only that they changed.
        page.setFilterText(QStringLiteral("kind:service.changed"));
        QCOMPARE(page.proxy()->rowCount(), 2);
        for (int row = 0; row < page.proxy()->rowCount(); ++row) {
            page.table()->selectRow(row);
            detail = page.detail()->plainText();
            QVERIFY2(detail.contains(QStringLiteral("After: (hidden)")), qPrintable(detail));
            QVERIFY2(!detail.contains(QLatin1String(kSecret)), qPrintable(detail));
        }
        page.setFilterText(QString());
        for (int row = 0; row < page.model()->rowCount(); ++row)
            for (int column = 0; column < page.model()->columnCount(); ++column)
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    QVERIFY(!page.model()
                                 ->index(row, column)
                                 .data(role)
                                 .toString()
                                 .contains(QLatin1String(kSecret)));
        QString error;
        const auto stored = JournalStore::read(feed.path(), std::nullopt, &error);
        QVERIFY2(stored, qPrintable(error));
        for (const JournalEntry& e : *stored)
            QVERIFY(!e.before.contains(QLatin1String(kSecret)) && !e.after.contains(QLatin1String(kSecret)));
    }

    void historyInTheTaskAndNodeDetail()
    {
        JournalFeed feed(m_refresher.get(), m_dir.filePath(QStringLiteral("journal")));
        JournalPage page(&feed, m_settings.get(), QStringLiteral("demo"));
        feed.setProfile(QStringLiteral("demo"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.isLoading(), 10000);
        QVERIFY(page.model()->entryCount() >= 4);

        TasksView tasks(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        page.attachHistory(tasks.detail());
        tasks.resize(1300, 700);
        tasks.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tasks));
        QVERIFY(tasks.selectTask(kTask));
        QString detail = tasks.detail()->plainText();
        QVERIFY2(detail.contains(QStringLiteral("History (what this console saw)")), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("task status: running → failed")), qPrintable(detail));
        // The narrow pane's time is short: the clock for today (the date only for another day, e.g. a run
        // across midnight), never the whole "yyyy-MM-dd HH:mm:ss" that elided there.
        static const QRegularExpression shortTime(
            QStringLiteral("^  (\\d\\d:\\d\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d): task status: "
                           "running → failed$"),
            QRegularExpression::MultilineOption);
        QVERIFY2(shortTime.match(detail).hasMatch(), qPrintable(detail));
        // Another task: no change seen.
        const DeploymentTable& table = m_refresher->deployments();
        QString other;
        for (qsizetype row = 0; row < table.size() && other.isEmpty(); ++row)
            if (table.id(row) != kTask)
                other = table.id(row);
        QVERIFY(tasks.selectTask(other));
        detail = tasks.detail()->plainText();
        QVERIFY2(detail.contains(QStringLiteral("No change seen")), qPrintable(detail));
        QVERIFY(!detail.contains(QStringLiteral("running → failed")));

        // The node's History lists the changes of the tasks on it.
        ClustersView clusters(m_refresher.get(), m_settings.get(), QStringLiteral("demo"));
        page.attachHistory(clusters.detail());
        clusters.resize(1300, 700);
        clusters.show();
        QVERIFY(QTest::qWaitForWindowExposed(&clusters));
        clusters.showNode(m_node);
        QVERIFY(QTest::qWaitFor([&] { return clusters.selectedId() == m_node; }, 5000));
        detail = clusters.detail()->plainText();
        QVERIFY2(detail.contains(QStringLiteral("History (what this console saw)")), qPrintable(detail));
        QVERIFY2(detail.contains(kTask + QStringLiteral(" · task status: running → failed")),
                 qPrintable(detail));
    }
};

QTEST_MAIN(TestJournalPage)
#include "tst_journalpage.moc"
