// The console and cloudlyctl share one data home, as users get it: only XDG_DATA_HOME, XDG_CONFIG_HOME and
// HOME are set (no CLOUDLY_DATA_DIR, no QStandardPaths test mode). The real console, connected to a demo
// server that changes its tasks, records its journal; `cloudlyctl --profile demo journal` then prints
// those entries. A grant changed with cloudlyctl shows in the console's Audit view. With umask 022 every
// file the run left in the home is 0600 and every folder 0700.
#include "consoletestbed.h"
#include "core/cache/offlinecache.h"
#include "core/grants/auditlog.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalstore.h"
#include "ctlprocess.h"
#include "serverprocess.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/grants/auditview.h"
#include "ui/grants/grantspage.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace cloudly;

class TestDataHomeConsole : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;

    QString home() const { return m_root.filePath(QStringLiteral("data/serve.zone/cloudly")); }

private Q_SLOTS:
    void initTestCase()
    {
        ::umask(022);
        QVERIFY(m_root.isValid());
        qunsetenv("CLOUDLY_DATA_DIR");
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_root.filePath(QStringLiteral("data"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_root.filePath(QStringLiteral("config"))));
        qputenv("HOME", QFile::encodeName(m_root.filePath(QStringLiteral("home"))));
        ui::ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void consoleAndCloudlyctlShareOneHome()
    {
        test::ServerProcess server(test::ServerProcess::Kind::DemoServer,
                                   {QStringLiteral("--churn-percent"), QStringLiteral("20")});
        QVERIFY2(server.start(), qPrintable(server.error()));
        core::MemorySecretStore secrets;
        ui::ConsoleApp::Options options;
        options.showConnectDialog = false;
        options.refreshIntervalMs = 300;
        options.secretStore = &secrets; // settings and data at their defaults
        const QString journalPath = home() + QStringLiteral("/journal/demo.sqlite");
        qsizetype recorded = 0;
        {
            ui::ConsoleApp console(options);
            QVERIFY(console.start());
            console.window()->sessionController()->connectTo(
                test::ConsoleTestBed::adminRequest(server.url(), QStringLiteral("demo")));
            QTRY_COMPARE_WITH_TIMEOUT(console.window()->services().journal.get()->path(), journalPath, 20000);
            QString error;
            QTRY_VERIFY_WITH_TIMEOUT(journalCount(journalPath) > 0, 30000);

            // A grant changed from a terminal, seen in the console's Audit view.
            const test::CtlRun set = test::runCloudlyctl(
                {QStringLiteral("grants"), QStringLiteral("set"), QStringLiteral("--user"),
                 QStringLiteral("mu-ci-partial"), QStringLiteral("--service"), QStringLiteral("svc-api"),
                 QStringLiteral("--cap"), QStringLiteral("deployment:preflight"), QStringLiteral("--yes")},
                {{QStringLiteral("CLOUDLY_URL"), server.url().toString()},
                 {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                 {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}});
            QVERIFY2(set.exitCode == 0, set.err.constData());
            ui::AuditView* audit = console.window()->pages()->grantsPage()->auditView();
            audit->reload();
            QStringList users;
            for (const core::grants::AuditEntry& e : audit->entries())
                users << e.userId;
            QCOMPARE(users, QStringList{QStringLiteral("mu-ci-partial")});
        } // the console quits: the journal and the metrics history are written
        recorded = journalCount(journalPath);
        QVERIFY(recorded > 0);

        const test::CtlRun journal = test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("demo"),
                                                          QStringLiteral("--format"), QStringLiteral("json"),
                                                          QStringLiteral("journal")});
        QCOMPARE(journal.exitCode, 0);
        const QList<QByteArray> lines = journal.out.trimmed().split('\n');
        QCOMPARE(lines.size(), recorded);
        QVERIFY(!QJsonDocument::fromJson(lines.first())
                     .object()
                     .value(QStringLiteral("objectId"))
                     .toString()
                     .isEmpty());

        // Every file of the run is the user's only: journal (+ -wal/-shm), metrics history, offline cache,
        // audit log and its lock.
        QStringList loose, seen;
        QDirIterator it(home(), QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            struct stat st
            {};
            QCOMPARE(::lstat(QFile::encodeName(path).constData(), &st), 0);
            seen << QDir(home()).relativeFilePath(path);
            if ((st.st_mode & 07777) != (S_ISDIR(st.st_mode) ? 0700u : 0600u))
                loose << QStringLiteral("%1 %2").arg(QString::number(st.st_mode & 07777, 8), path);
        }
        QVERIFY2(loose.isEmpty(), qPrintable(loose.join(u'\n')));
        for (const char* expected : {"journal", "journal/demo.sqlite", "grants-audit.jsonl",
                                     "grants-audit.jsonl.lock", "inventory-cache"})
            QVERIFY2(seen.contains(QLatin1String(expected)), qPrintable(seen.join(u' ')));
        const QFileInfo dir(home());
        QCOMPARE(dir.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                 QFileDevice::Permissions());
    }

private:
    static qsizetype journalCount(const QString& path)
    {
        QString error;
        const auto entries = core::JournalStore::read(path, std::nullopt, &error);
        return entries ? entries->size() : -1;
    }
};

QTEST_MAIN(TestDataHomeConsole)
#include "tst_datahomeconsole.moc"
