// `cloudlyctl profiles add` + `--profile`: the URL goes to the settings file, the password only to the OS
// keychain, and a later run logs in with no credentials in its environment. Needs a Secret Service (CI runs
// the suite inside scripts/with-keyring.sh and sets CLOUDLY_REQUIRE_KEYRING=1).
#include "core/session/keychainsecretstore.h"
#include "core/session/secretstore.h"
#include "ctlprocess.h"
#include "serverprocess.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

namespace {
// Reads `key` straight from the OS keychain (the real Secret Service, as cloudlyctl's store does).
// Returns {found, value, error}; `done` is false when the keychain did not answer.
struct KeychainRead
{
    bool done = false;
    std::optional<QString> value;
    QString error;
};
KeychainRead readKeychain(const QString& key)
{
    core::KeychainSecretStore store;
    KeychainRead r;
    QObject context;
    store.readSecret(key, &context, [&](std::optional<QString> value, QString error) {
        r.value = std::move(value);
        r.error = std::move(error);
        r.done = true;
    });
    (void)QTest::qWaitFor([&] { return r.done; }, 15000);
    return r;
}
} // namespace

class TestProfilesCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_peer;
    QTemporaryDir m_home;

    QMap<QString, QString> env(QMap<QString, QString> extra = {}) const
    {
        extra.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        extra.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        return extra;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_peer = std::make_unique<ServerProcess>(ServerProcess::Kind::NodePeer);
        QVERIFY2(m_peer->start(), qPrintable(m_peer->error()));
    }

    void profileSecretLivesOnlyInTheKeychain()
    {
        const QString name = QStringLiteral("peer-%1").arg(m_peer->port());
        const CtlRun add = test::runCloudlyctl(
            {QStringLiteral("profiles"), QStringLiteral("add"), name, QStringLiteral("--url"),
             m_peer->url().toString(), QStringLiteral("--user"), QStringLiteral("admin")},
            env({{QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}}));
        if (add.exitCode == 1 && add.err.contains("NOT stored")) {
            if (qEnvironmentVariable("CLOUDLY_REQUIRE_KEYRING") == QLatin1String("1"))
                QFAIL(add.err.constData());
            QSKIP("no usable keychain here (run under scripts/with-keyring.sh)");
        }
        QVERIFY2(add.exitCode == 0, add.err.constData());
        QVERIFY(add.err.contains("OS keychain"));

        // No credentials in the environment: the profile's keychain entry logs in.
        const CtlRun who =
            test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("whoami")}, env());
        QVERIFY2(who.exitCode == 0, who.err.constData());
        QVERIFY(who.out.contains("u-admin"));

        // The settings file knows the profile but never its password.
        bool sawProfile = false;
        QDirIterator it(m_home.filePath(QStringLiteral("config")), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            sawProfile = sawProfile || bytes.contains(name.toUtf8());
            QVERIFY2(!bytes.contains("demo"), qPrintable(QStringLiteral("secret found in ") + f.fileName()));
        }
        QVERIFY(sawProfile);

        const CtlRun list = test::runCloudlyctl({QStringLiteral("profiles")}, env());
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains(name.toUtf8()));
        QVERIFY(!list.out.contains("demo"));

        // The password is in the keychain under the profile's key (positive control for the check below).
        const QString key = core::SecretStore::secretKey(name, core::SecretStore::passwordKind());
        const KeychainRead before = readKeychain(key);
        QVERIFY2(before.done && before.value == QStringLiteral("demo"), qPrintable(before.error));

        const CtlRun remove =
            test::runCloudlyctl({QStringLiteral("profiles"), QStringLiteral("remove"), name}, env());
        QCOMPARE(remove.exitCode, 0);
        // ...and `profiles remove` deleted it from the keychain, not only from the settings file.
        const KeychainRead after = readKeychain(key);
        QVERIFY(after.done);
        QVERIFY2(!after.value.has_value(), qPrintable(QStringLiteral("still in the keychain: ") + key));
        const CtlRun gone =
            test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("whoami")}, env());
        QCOMPARE(gone.exitCode, 2);
        QVERIFY(gone.err.contains("no profile named"));
    }

    // A profile's keychain secret goes only to the profile's own URL: `--profile P --url X` is refused
    // (exit 2) before anything is sent, also where X would accept P's credentials.
    void profileSecretNeverGoesToAnotherUrl()
    {
        const QString name = QStringLiteral("own-%1").arg(m_peer->port());
        const CtlRun add = test::runCloudlyctl(
            {QStringLiteral("profiles"), QStringLiteral("add"), name, QStringLiteral("--url"),
             m_peer->url().toString(), QStringLiteral("--user"), QStringLiteral("admin")},
            env({{QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}}));
        if (add.exitCode == 1 && add.err.contains("NOT stored")) {
            if (qEnvironmentVariable("CLOUDLY_REQUIRE_KEYRING") == QLatin1String("1"))
                QFAIL(add.err.constData());
            QSKIP("no usable keychain here (run under scripts/with-keyring.sh)");
        }
        QVERIFY2(add.exitCode == 0, add.err.constData());
        ServerProcess other(ServerProcess::Kind::DemoServer); // would log admin/demo in
        QVERIFY2(other.start(), qPrintable(other.error()));
        CtlRun r = test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("--url"),
                                        other.url().toString(), QStringLiteral("whoami")},
                                       env());
        QVERIFY2(r.exitCode == 2, r.out + r.err);
        QVERIFY2(r.err.contains("is not the server of profile"), r.err.constData());
        QVERIFY(!r.out.contains("u-admin"));
        // The same server spelled the same way is the profile's own: allowed.
        r = test::runCloudlyctl({QStringLiteral("--profile"), name, QStringLiteral("--url"),
                                 m_peer->url().toString(), QStringLiteral("whoami")},
                                env());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(test::runCloudlyctl({QStringLiteral("profiles"), QStringLiteral("remove"), name}, env())
                    .exitCode == 0);
    }

    // User info in a URL is refused everywhere, and never echoed: --url, CLOUDLY_URL, profiles add.
    void userInfoInAUrlIsRefusedAndNotEchoed()
    {
        const QString url = QStringLiteral("ws://admin:pw-in-url-7f3c@127.0.0.1:%1").arg(m_peer->port());
        const QList<std::pair<QStringList, QMap<QString, QString>>> runs{
            {{QStringLiteral("--url"), url, QStringLiteral("whoami")},
             {{QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
              {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}}},
            {{QStringLiteral("whoami")},
             {{QStringLiteral("CLOUDLY_URL"), url}, {QStringLiteral("CLOUDLY_TOKEN"), QStringLiteral("t")}}},
            {{QStringLiteral("profiles"), QStringLiteral("add"), QStringLiteral("withuser"),
              QStringLiteral("--url"), url, QStringLiteral("--user"), QStringLiteral("admin")},
             {}},
        };
        for (const auto& [args, extra] : runs) {
            const CtlRun r = test::runCloudlyctl(args, env(extra));
            QVERIFY2(r.exitCode == 2,
                     qPrintable(args.join(u' ') + QLatin1Char(' ') + QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains("user name or password"), r.err.constData());
            QVERIFY2(!r.err.contains("pw-in-url") && !r.out.contains("pw-in-url"), r.err.constData());
        }
        QVERIFY(!test::runCloudlyctl({QStringLiteral("profiles")}, env()).out.contains("withuser"));
    }

    void unknownProfileIsAUsageError()
    {
        const CtlRun r = test::runCloudlyctl(
            {QStringLiteral("--profile"), QStringLiteral("nope"), QStringLiteral("services")}, env());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no profile named \"nope\""));
    }
};

QTEST_GUILESS_MAIN(TestProfilesCli)
#include "tst_profilescli.moc"
