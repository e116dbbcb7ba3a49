// The one secret-key rule (core::isSecretKey) used by the offline cache and the detail panes.
#include "core/rules/secretkey.h"

#include <QTest>

using cloudly::core::isSecretKey;

class TestSecretKey : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesSecretKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("secret");
        QTest::newRow("password") << QStringLiteral("password") << true;
        QTest::newRow("adminPassword") << QStringLiteral("adminPassword") << true;
        QTest::newRow("passphrase") << QStringLiteral("sshPassphrase") << true;
        QTest::newRow("serverSecret") << QStringLiteral("serverSecret") << true;
        QTest::newRow("SECRET") << QStringLiteral("SECRET") << true;
        QTest::newRow("token") << QStringLiteral("accessToken") << true;
        QTest::newRow("credential") << QStringLiteral("registryCredentials") << true;
        QTest::newRow("private_key") << QStringLiteral("private_key") << true;
        QTest::newRow("privateKey") << QStringLiteral("privateKey") << true;
        QTest::newRow("apikey") << QStringLiteral("ApiKey") << true;
        QTest::newRow("jwt") << QStringLiteral("jwt") << true;
        QTest::newRow("secretBundleId") << QStringLiteral("secretBundleId") << false;
        QTest::newRow("secretBundleIds") << QStringLiteral("secretBundleIds") << false;
        QTest::newRow("secretBundleIdsExtra") << QStringLiteral("secretBundleIdsExtra") << true;
        QTest::newRow("name") << QStringLiteral("name") << false;
        QTest::newRow("privateIp") << QStringLiteral("privateIp") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void matchesSecretKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, secret);
        QCOMPARE(isSecretKey(key), secret);
    }
};

QTEST_GUILESS_MAIN(TestSecretKey)
#include "tst_secretkey.moc"
