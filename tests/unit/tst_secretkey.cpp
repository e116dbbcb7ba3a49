// The one secret-key rule (core::isSecretKey) used by the offline cache, the journal and the detail panes,
// and the one tree scrub that applies it (core::scrubSecrets).
#include "core/rules/secretkey.h"

#include <QJsonArray>
#include <QJsonDocument>
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
        // Separators and case normalised; short words only as whole words.
        QTest::newRow("api_key") << QStringLiteral("api_key") << true;
        QTest::newRow("API-KEY") << QStringLiteral("API-KEY") << true;
        QTest::newRow("x.api.key") << QStringLiteral("x.api.key") << true;
        QTest::newRow("accessKey") << QStringLiteral("accessKey") << true;
        QTest::newRow("awsAccessKey") << QStringLiteral("awsAccessKey") << true;
        QTest::newRow("AWS_SECRET_ACCESS_KEY") << QStringLiteral("AWS_SECRET_ACCESS_KEY") << true;
        QTest::newRow("DB_PASS") << QStringLiteral("DB_PASS") << true;
        QTest::newRow("dbPass") << QStringLiteral("dbPass") << true;
        QTest::newRow("DBPass") << QStringLiteral("DBPass") << true;
        QTest::newRow("pass") << QStringLiteral("pass") << true;
        QTest::newRow("passwd") << QStringLiteral("passwd") << true;
        QTest::newRow("pwd") << QStringLiteral("pwd") << true;
        QTest::newRow("ROOT_PWD") << QStringLiteral("ROOT_PWD") << true;
        QTest::newRow("dsn") << QStringLiteral("dsn") << true;
        QTest::newRow("sentryDsn") << QStringLiteral("sentryDsn") << true;
        QTest::newRow("SENTRY_DSN") << QStringLiteral("SENTRY_DSN") << true;
        QTest::newRow("connectionString") << QStringLiteral("connectionString") << true;
        QTest::newRow("DB_CONNECTION_STRING") << QStringLiteral("DB_CONNECTION_STRING") << true;
        QTest::newRow("registryAuth") << QStringLiteral("registryAuth") << true;
        QTest::newRow("auth") << QStringLiteral("auth") << true;
        QTest::newRow("secret_bundle_id") << QStringLiteral("secret_bundle_id") << false;
        QTest::newRow("long s") << QStringLiteral("pa\u017f\u017fword") << true; // case folding, as before
        // Not secrets: words that only contain the short ones, and the contract's own key names.
        QTest::newRow("passive") << QStringLiteral("passive") << false;
        QTest::newRow("bypass") << QStringLiteral("bypassCache") << false;
        QTest::newRow("compass") << QStringLiteral("compass") << false;
        QTest::newRow("author") << QStringLiteral("author") << false;
        QTest::newRow("oauthScopes") << QStringLiteral("oauthScopes") << false;
        QTest::newRow("dsnap") << QStringLiteral("dsnap") << false;
        QTest::newRow("connectionValid") << QStringLiteral("connectionValid") << false;
        QTest::newRow("cloudlyConnectionStatus") << QStringLiteral("cloudlyConnectionStatus") << false;
        QTest::newRow("idempotencyKey") << QStringLiteral("idempotencyKey") << false;
        QTest::newRow("keyName") << QStringLiteral("keyName") << false;
        QTest::newRow("key") << QStringLiteral("key") << false;
        QTest::newRow("sshPublicKey") << QStringLiteral("sshPublicKey") << false;
        QTest::newRow("sshKeys") << QStringLiteral("sshKeys") << false;
    }
    void matchesSecretKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, secret);
        QCOMPARE(isSecretKey(key), secret);
        // The byte-level check of the cache's row scrub is the same rule.
        QCOMPARE(cloudly::core::isSecretKeyUtf8(key.toUtf8()), secret);
    }

    // The one tree scrub: dropped (cache) or masked (journal), at any depth, arrays included.
    void scrubsTreesAtAnyDepth()
    {
        using cloudly::core::scrubSecrets;
        const QJsonObject tree =
            QJsonDocument::fromJson(R"({"name":"web","registry":{"host":"r","password":"S1"},
            "list":[{"api_key":"S2","n":1},[{"DB_PASS":"S3"}],"plain"],"token":{"deep":"S4"}})")
                .object();
        const QByteArray dropped =
            R"j({"list":[{"n":1},[{}],"plain"],"name":"web","registry":{"host":"r"}})j";
        const QByteArray masked =
            R"j({"list":[{"api_key":"(hidden)","n":1},[{"DB_PASS":"(hidden)"}],"plain"],"name":"web",)j"
            R"j("registry":{"host":"r","password":"(hidden)"},"token":"(hidden)"})j";
        const QJsonValue mask(QStringLiteral("(hidden)"));
        QCOMPARE(QJsonDocument(scrubSecrets(tree)).toJson(QJsonDocument::Compact), dropped);
        QCOMPARE(QJsonDocument(scrubSecrets(tree, isSecretKey, mask)).toJson(QJsonDocument::Compact), masked);
        QCOMPARE(scrubSecrets(QJsonValue(QStringLiteral("leaf"))), QJsonValue(QStringLiteral("leaf")));
    }
};

QTEST_GUILESS_MAIN(TestSecretKey)
#include "tst_secretkey.moc"
