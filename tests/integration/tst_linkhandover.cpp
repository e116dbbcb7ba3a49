// Links between two starts of the real console: the first cloudly-console listens on its user's instance
// socket; a second `cloudly-console cloudly://…` hands its link over and exits 0, and the first then shows
// that page, filter and selection (it prints the view it shows with --print-views). A malformed link is
// refused by the second start (exit 2), one naming an unknown profile by the first (exit 1, its words).
#include "core/links/viewlink.h"
#include "core/session/profilestore.h"
#include "serverprocess.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using cloudly::test::ServerProcess;

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};
} // namespace

class TestLinkHandover : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    QString console() const { return ServerProcess::binary(QStringLiteral("cloudly-console")); }

    Run second(const QStringList& args)
    {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(console(), args);
        Run run;
        if (!p.waitForFinished(20000)) {
            p.kill();
            p.waitForFinished();
            run.err = QStringLiteral("did not finish within 20 s");
            return run;
        }
        run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        run.out = QString::fromUtf8(p.readAllStandardOutput());
        run.err = QString::fromUtf8(p.readAllStandardError());
        return run;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(console()), qPrintable(console()));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.remove(QStringLiteral("CLOUDLY_DATA_DIR"));
        m_env.insert(QStringLiteral("HOME"), m_dir.path());
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral(".config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral(".local/share")));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral(".cache")));
        const QString runtime = m_dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(runtime));
        QVERIFY(QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                   QFileDevice::ExeOwner));
        m_env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
        m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    }

    void secondStartHandsItsLinkToTheFirst()
    {
        ServerProcess server(ServerProcess::Kind::DemoServer);
        QVERIFY2(server.start(), qPrintable(server.error()));
        // The saved profile "alpha" is that server (as `cloudlyctl profiles add` or the connect dialog
        // leave it); the first console is connected to it.
        cloudly::core::ProfileStore profiles(
            m_dir.filePath(QStringLiteral(".config/cloudly-console/cloudly-console.ini")));
        cloudly::core::Profile alpha;
        alpha.name = QStringLiteral("alpha");
        alpha.url = server.url();
        alpha.username = QStringLiteral("admin");
        QVERIFY(!profiles.add(alpha).isError());

        QProcess first;
        first.setProcessEnvironment(m_env);
        first.setProcessChannelMode(QProcess::SeparateChannels);
        first.start(console(), {QStringLiteral("--demo-server"), server.url().toString(),
                                QStringLiteral("--print-views"), QStringLiteral("--poll-interval"),
                                QStringLiteral("1")});
        QVERIFY(first.waitForStarted());
        const QString socket = m_dir.filePath(QStringLiteral("run/cloudly-console/instance"));
        QVERIFY2(QTest::qWaitFor([&] { return QFile::exists(socket); }, 20000),
                 qPrintable(QString::fromUtf8(first.readAllStandardError())));
        const QFileInfo directory(QFileInfo(socket).path());
        QCOMPARE(directory.permissions() & (QFileDevice::ReadGroup | QFileDevice::ExeGroup |
                                            QFileDevice::ReadOther | QFileDevice::ExeOther),
                 QFileDevice::Permissions());

        const QString link =
            cloudly::core::formatViewLink({QStringLiteral("alpha"), QStringLiteral("services"),
                                           QStringLiteral("web"), QStringLiteral("svc-web")});
        const Run handed = second({link});
        QVERIFY2(handed.exitCode == 0, qPrintable(handed.err + handed.out));
        QVERIFY2(handed.out.contains(QStringLiteral("opened in the running console")),
                 qPrintable(handed.out));

        // The first console shows exactly that view (once the row has arrived and is selected).
        QByteArray shown;
        const bool seen = QTest::qWaitFor(
            [&] {
                shown += first.readAllStandardOutput();
                return shown.contains("view ");
            },
            30000);
        QVERIFY2(seen, qPrintable(QString::fromUtf8(first.readAllStandardError())));
        QVERIFY2(shown.contains(QByteArray("view ") + link.toUtf8() + '\n'), shown.constData());
        QCOMPARE(first.state(), QProcess::Running);

        // The second start refuses a malformed link itself (nothing handed over) …
        const Run malformed = second({QStringLiteral("cloudly://alpha/services?run=deploy")});
        QCOMPARE(malformed.exitCode, 2);
        QVERIFY2(malformed.err.contains(QStringLiteral("“run”")), qPrintable(malformed.err));
        // … and the first one a profile it does not have, in words the second start prints.
        const Run unknown = second({QStringLiteral("cloudly://nobody/tasks")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("“nobody”")), qPrintable(unknown.err));
        QVERIFY2(unknown.err.contains(QStringLiteral("alpha")), qPrintable(unknown.err));
        // Not a link at all.
        const Run stray = second({QStringLiteral("/etc/passwd")});
        QCOMPARE(stray.exitCode, 2);
        QCOMPARE(first.state(), QProcess::Running);

        first.terminate();
        if (!first.waitForFinished(10000)) {
            first.kill();
            first.waitForFinished();
        }
    }
};

QTEST_GUILESS_MAIN(TestLinkHandover)
#include "tst_linkhandover.moc"
