// The revisions of a service end to end: the console's core polls the demo server, the server's data then
// changes (a restarted demo server with svc-web at another version), the core polls again, and
// `cloudlyctl history` reads the same journal file (the same data home): two revisions, and a diff that is
// exactly the version change. Unknown service: exit 1; a bad range: exit 2.
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalstore.h"
#include "ctlprocess.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::test::ServerProcess;

namespace {
const QString kProfile = QStringLiteral("hist");
}

class TestHistoryCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    QMap<QString, QString> env() const { return {{QStringLiteral("CLOUDLY_DATA_DIR"), dataDir()}}; }

    // The demo fixture with svc-web at `version`, written to a file of its own.
    QString fixtureWith(const QString& version)
    {
        QFile demo(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
        if (!demo.open(QIODevice::ReadOnly))
            return {};
        QJsonObject fixture = QJsonDocument::fromJson(demo.readAll()).object();
        QJsonArray services = fixture.value(QStringLiteral("services")).toArray();
        for (qsizetype i = 0; i < services.size(); ++i) {
            QJsonObject s = services.at(i).toObject();
            if (s.value(QStringLiteral("id")).toString() != QLatin1String("svc-web"))
                continue;
            QJsonObject data = s.value(QStringLiteral("data")).toObject();
            data.insert(QStringLiteral("imageVersion"), version);
            s.insert(QStringLiteral("data"), data);
            services.replace(i, s);
        }
        fixture.insert(QStringLiteral("services"), services);
        const QString path = m_dir.filePath(QStringLiteral("fixture-%1.json").arg(version));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(QJsonDocument(fixture).toJson());
        return path;
    }

    // One console session: connects to `server`, records one services poll in the profile's journal.
    bool pollOnce(const ServerProcess& server, QString* why)
    {
        auto connection = test::loginTo(server.url(), true, {}, why);
        if (!connection)
            return false;
        InventoryRefresher refresher(&connection->session);
        JournalFeed feed(&refresher, dataDir() + QStringLiteral("/journal"));
        feed.setProfile(kProfile);
        QSignalSpy written(&feed, &JournalFeed::revisionsWritten);
        refresher.refreshNow();
        if (!written.wait(20000)) {
            *why = QStringLiteral("no services poll was recorded");
            return false;
        }
        return true;
    }

    static QJsonObject json(const test::CtlRun& r) { return QJsonDocument::fromJson(r.out).object(); }

    test::CtlRun history(const QStringList& args) const
    {
        return test::runCloudlyctl(
            QStringList{QStringLiteral("history"), QStringLiteral("--profile"), kProfile} + args, env());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLOUDLY_DATA_DIR", dataDir().toUtf8());
    }

    void twoPollsAcrossAVersionChangeAreTwoRevisions()
    {
        QString why;
        {
            ServerProcess before(ServerProcess::Kind::DemoServer,
                                 {QStringLiteral("--fixture"), fixtureWith(QStringLiteral("1.3.0"))});
            QVERIFY2(before.start(), qPrintable(before.error()));
            QVERIFY2(pollOnce(before, &why), qPrintable(why));
        }
        {
            ServerProcess after(ServerProcess::Kind::DemoServer,
                                {QStringLiteral("--fixture"), fixtureWith(QStringLiteral("1.4.0"))});
            QVERIFY2(after.start(), qPrintable(after.error()));
            QVERIFY2(pollOnce(after, &why), qPrintable(why));
        }
        // The journal the CLI reads is the one the console wrote (the same data home).
        QVERIFY(QFile::exists(JournalStore::defaultPath(kProfile)));

        const test::CtlRun list = history({QStringLiteral("--service"), QStringLiteral("svc-web"),
                                           QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(list.exitCode == 0, list.err.constData());
        const QJsonArray revisions = json(list).value(QStringLiteral("revisions")).toArray();
        QCOMPARE(revisions.size(), 2);
        QCOMPARE(revisions.at(0)[QStringLiteral("n")].toInt(), 1);
        QCOMPARE(revisions.at(0)[QStringLiteral("version")].toString(), QStringLiteral("1.3.0"));
        QCOMPARE(revisions.at(1)[QStringLiteral("n")].toInt(), 2);
        QCOMPARE(revisions.at(1)[QStringLiteral("version")].toString(), QStringLiteral("1.4.0"));
        QCOMPARE(revisions.at(1)[QStringLiteral("image")].toString(), QStringLiteral("img-webapp"));
        for (const QJsonValue& r : revisions)
            for (const char* key : {"firstSeen", "lastSeen"})
                QVERIFY2(QDateTime::fromString(r[QLatin1String(key)].toString(), Qt::ISODateWithMs).isValid(),
                         key);
        // Another service did not change: one revision.
        const test::CtlRun api = history({QStringLiteral("--service"), QStringLiteral("svc-api"),
                                          QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(api.exitCode, 0);
        QCOMPARE(json(api).value(QStringLiteral("revisions")).toArray().size(), 1);

        for (const QString& range : {QStringLiteral("1..2"), QStringLiteral("latest~1..latest")}) {
            const test::CtlRun diff =
                history({QStringLiteral("--service"), QStringLiteral("svc-web"), QStringLiteral("--diff"),
                         range, QStringLiteral("--format"), QStringLiteral("json")});
            QVERIFY2(diff.exitCode == 0, diff.err.constData());
            const QJsonObject d = json(diff);
            QCOMPARE(d.value(QStringLiteral("from")).toInt(), 1);
            QCOMPARE(d.value(QStringLiteral("to")).toInt(), 2);
            const QJsonArray changes = d.value(QStringLiteral("changes")).toArray();
            QCOMPARE(changes.size(), 1);
            const QJsonObject c = changes.at(0).toObject();
            QCOMPARE(c.value(QStringLiteral("path")).toString(), QStringLiteral("data.imageVersion"));
            QCOMPARE(c.value(QStringLiteral("kind")).toString(), QStringLiteral("changed"));
            QCOMPARE(c.value(QStringLiteral("before")).toString(), QStringLiteral("1.3.0"));
            QCOMPARE(c.value(QStringLiteral("after")).toString(), QStringLiteral("1.4.0"));
        }
        // The table says the same for people.
        const test::CtlRun table = history({QStringLiteral("--service"), QStringLiteral("svc-web"),
                                            QStringLiteral("--diff"), QStringLiteral("1..2")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("data.imageVersion") && table.out.contains("1.4.0"),
                 table.out.constData());

        // Environment values never reach the journal (the names do).
        QFile journal(JournalStore::defaultPath(kProfile));
        QVERIFY(journal.open(QIODevice::ReadOnly));
        const QByteArray bytes = journal.readAll() + [] {
            QFile wal(JournalStore::defaultPath(kProfile) + QStringLiteral("-wal"));
            return wal.open(QIODevice::ReadOnly) ? wal.readAll() : QByteArray();
        }();
        QVERIFY(bytes.contains("PUBLIC_URL"));
        QVERIFY(!bytes.contains("https://www.demo.serve.zone"));
    }

    void unknownServiceExitsOneAndABadRangeTwo()
    {
        const test::CtlRun unknown = history({QStringLiteral("--service"), QStringLiteral("svc-nope")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("svc-nope"), unknown.err.constData());
        for (const QString& range : {QStringLiteral("1..7"), QStringLiteral("latest~5..latest"),
                                     QStringLiteral("one..two"), QStringLiteral("2")}) {
            const test::CtlRun bad = history(
                {QStringLiteral("--service"), QStringLiteral("svc-web"), QStringLiteral("--diff"), range});
            QVERIFY2(bad.exitCode == 2, qPrintable(range + QLatin1Char(' ') + QString::fromUtf8(bad.err)));
            QVERIFY2(bad.err.contains("--diff"), bad.err.constData());
        }
        // A bad range is a usage error even for an unknown service.
        const test::CtlRun both = history({QStringLiteral("--service"), QStringLiteral("svc-nope"),
                                           QStringLiteral("--diff"), QStringLiteral("x")});
        QCOMPARE(both.exitCode, 2);
        const test::CtlRun noService = history({});
        QCOMPARE(noService.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestHistoryCli)
#include "tst_historycli.moc"
