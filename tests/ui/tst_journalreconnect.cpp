// The console's journal marks a dropped connection as a gap: after the link comes back (same profile, same
// login) a new "observation.started" is recorded, so the Journal page shows the time in between as a gap
// instead of presenting what changed meanwhile as watched live.
#include "consoletestbed.h"
#include "core/demo/demoserver.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalstore.h"
#include "core/net/typedsocketclient.h"
#include "testutil.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QTest>

using cloudly::core::DemoServer;
using cloudly::core::JournalEntry;
using cloudly::core::JournalStore;
using cloudly::core::TypedSocketClient;
using cloudly::ui::ConsoleApp;

namespace {
int startedCount(const QString& path)
{
    QString error;
    const auto entries = JournalStore::read(path, std::nullopt, &error);
    if (!entries)
        return -1;
    int count = 0;
    for (const JournalEntry& e : *entries)
        count += e.kind == QLatin1String("observation.started") ? 1 : 0;
    return count;
}
} // namespace

class TestJournalReconnect : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cloudly::test::ConsoleTestBed::initTestCase(); }

    void aDropIsAGapInTheJournal()
    {
        cloudly::test::ConsoleTestBed bed;
        QVERIFY(bed.isValid());
        DemoServer server;
        QVERIFY(server.listen());
        ConsoleApp console(bed.options());
        TypedSocketClient::Options options = console.window()->services().client.get()->options();
        options.initialBackoffMs = 100;
        options.jitter = 0;
        console.window()->services().client.get()->setOptions(options);
        QVERIFY(console.start());
        console.window()->sessionController()->connectTo(
            cloudly::test::ConsoleTestBed::adminRequest(server.url()));
        const auto journalPath = [&] { return console.window()->services().journal.get()->path(); };
        QVERIFY(QTest::qWaitFor([&] { return !journalPath().isEmpty() && startedCount(journalPath()) == 1; },
                                15000));

        for (int drop = 1; drop <= 2; ++drop) {
            QCOMPARE(server.dropConnections(), 1);
            QVERIFY(cloudly::test::waitForState(*console.window()->services().client.get(),
                                                TypedSocketClient::State::Reconnecting));
            QVERIFY(cloudly::test::waitForState(*console.window()->services().client.get(),
                                                TypedSocketClient::State::Connected));
            QVERIFY2(QTest::qWaitFor([&] { return startedCount(journalPath()) == 1 + drop; }, 10000),
                     qPrintable(QString::number(startedCount(journalPath()))));
        }
        // One mark per reconnect, not one per poll.
        QTest::qWait(1500);
        QCOMPARE(startedCount(journalPath()), 3);
    }
};

QTEST_MAIN(TestJournalReconnect)
#include "tst_journalreconnect.moc"
