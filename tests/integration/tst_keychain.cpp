// Real QtKeychain round trips through KeychainSecretStore and FallbackSecretStore.
//
// Needs a usable system keychain (Secret Service on Linux). Without one the keychain tests are skipped,
// unless CLOUDLY_REQUIRE_KEYRING=1 is set, in which case they fail. CI runs this test as
//   scripts/with-keyring.sh env CLOUDLY_REQUIRE_KEYRING=1 <build>/tests/integration_tst_keychain
// The fallback test always runs: it starts this executable again with a D-Bus address that leads nowhere.
#include "core/session/fallbacksecretstore.h"
#include "core/session/keychainsecretstore.h"
#include "core/session/secretstore.h"
#include "secretwait.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUuid>

#include <cstdio>

using namespace cloudly::core;
using ReadResult = cloudly::test::SecretReadResult;
using WriteResult = cloudly::test::SecretWriteResult;

namespace {

const char* const ChildModeVariable = "CLOUDLY_TST_KEYCHAIN_CHILD";
const QString TestService = QStringLiteral("cloudly-console-test");

constexpr int WaitMs = 30000;

ReadResult readNow(SecretStore& store, const QString& key)
{
    return cloudly::test::readSecretNow(store, key, WaitMs);
}

WriteResult writeNow(SecretStore& store, const QString& key, const QString& value)
{
    return cloudly::test::writeSecretNow(store, key, value, WaitMs);
}

WriteResult deleteNow(SecretStore& store, const QString& key)
{
    return cloudly::test::deleteSecretNow(store, key, WaitMs);
}

QString uniqueProfile()
{
    return QStringLiteral("tst-") + QUuid::createUuid().toString(QUuid::WithoutBraces).left(8);
}

bool keyringRequired()
{
    return qEnvironmentVariable("CLOUDLY_REQUIRE_KEYRING") == QLatin1String("1");
}

// Empty when the keychain works: one write/read/delete round trip with a throwaway key.
QString keychainUnavailableReason()
{
    static const QString reason = [] {
        KeychainSecretStore store(TestService);
        store.setTimeout(std::chrono::seconds(15));
        const QString key =
            QStringLiteral("availability/") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        const WriteResult written = writeNow(store, key, QStringLiteral("probe"));
        if (!written.ok)
            return written.error.isEmpty() ? QStringLiteral("write failed") : written.error;
        const ReadResult read = readNow(store, key);
        deleteNow(store, key);
        if (!read.error.isEmpty())
            return read.error;
        if (read.value != QStringLiteral("probe"))
            return QStringLiteral("the keychain did not return what was written");
        return QString();
    }();
    return reason;
}

// Child mode: the keychain is unreachable (see fallsBackToMemoryWithoutKeychain). Prints one JSON line.
int runFallbackChild()
{
    auto* keychain = new KeychainSecretStore(TestService);
    keychain->setTimeout(std::chrono::seconds(20));
    FallbackSecretStore store(keychain, new MemorySecretStore);
    QStringList reasons;
    QObject::connect(&store, &FallbackSecretStore::fellBack, &store,
                     [&](const QString& reason) { reasons.append(reason); });

    const QString key = SecretStore::secretKey(QStringLiteral("child"), SecretStore::passwordKind());
    const WriteResult written = writeNow(store, key, QStringLiteral("kept-in-memory"));
    const ReadResult read = readNow(store, key);
    QJsonObject report{
        {QStringLiteral("state"),
         QString::fromLatin1(
             QMetaEnum::fromType<FallbackSecretStore::State>().valueToKey(static_cast<int>(store.state())))},
        {QStringLiteral("persistent"), store.isPersistent()},
        {QStringLiteral("fellBackCount"), reasons.size()},
        {QStringLiteral("reason"), reasons.value(0)},
        {QStringLiteral("statusText"), store.statusText()},
        {QStringLiteral("writeOk"), written.ok},
        {QStringLiteral("readBack"), read.value.value_or(QString())},
    };
    std::fputs(QJsonDocument(report).toJson(QJsonDocument::Compact).append('\n').constData(), stdout);
    std::fflush(stdout);
    return 0;
}

} // namespace

class TstKeychain : public QObject
{
    Q_OBJECT

    // Skips (or fails with CLOUDLY_REQUIRE_KEYRING=1) when there is no usable keychain.
#define REQUIRE_KEYCHAIN()                                                                                   \
    do {                                                                                                     \
        const QString reason = keychainUnavailableReason();                                                  \
        if (!reason.isEmpty()) {                                                                             \
            if (keyringRequired())                                                                           \
                QFAIL(qPrintable(                                                                            \
                    QStringLiteral("CLOUDLY_REQUIRE_KEYRING=1 but the keychain is unusable: ") + reason));   \
            QSKIP(qPrintable(QStringLiteral("no usable keychain (run via scripts/with-keyring.sh): ") +      \
                             reason));                                                                       \
        }                                                                                                    \
    } while (false)

private Q_SLOTS:
    void roundTrip()
    {
        REQUIRE_KEYCHAIN();
        KeychainSecretStore store(TestService);
        QVERIFY(store.isPersistent());
        QCOMPARE(store.service(), TestService);
        QCOMPARE(KeychainSecretStore::defaultService(), QStringLiteral("cloudly-console"));

        const QString key = SecretStore::secretKey(uniqueProfile(), SecretStore::passwordKind());
        const QString secret = QStringLiteral("pä$$ wörd ✓ \"quoted\" \\ end");

        ReadResult missing = readNow(store, key);
        QVERIFY(missing.done);
        QVERIFY2(missing.error.isEmpty(), qPrintable(missing.error));
        QVERIFY(!missing.value);

        WriteResult written = writeNow(store, key, secret);
        QVERIFY2(written.ok, qPrintable(written.error));
        ReadResult read = readNow(store, key);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.value, std::optional<QString>(secret));

        // Overwrite.
        written = writeNow(store, key, QStringLiteral("second"));
        QVERIFY2(written.ok, qPrintable(written.error));
        QCOMPARE(readNow(store, key).value, std::optional<QString>(QStringLiteral("second")));

        // A second store instance (the next run) sees the same entry.
        KeychainSecretStore other(TestService);
        QCOMPARE(readNow(other, key).value, std::optional<QString>(QStringLiteral("second")));

        const WriteResult deleted = deleteNow(store, key);
        QVERIFY2(deleted.ok, qPrintable(deleted.error));
        read = readNow(store, key);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QVERIFY(!read.value);
        QVERIFY(deleteNow(store, key).ok); // deleting a missing entry succeeds
    }

    void keysAreScopedByProfileKindAndService()
    {
        REQUIRE_KEYCHAIN();
        KeychainSecretStore store(TestService);
        KeychainSecretStore otherService(TestService + QStringLiteral("-other"));
        const QString profileA = uniqueProfile();
        const QString profileB = uniqueProfile();
        const QString aPassword = SecretStore::secretKey(profileA, SecretStore::passwordKind());
        const QString aToken = SecretStore::secretKey(profileA, SecretStore::tokenKind());
        const QString bPassword = SecretStore::secretKey(profileB, SecretStore::passwordKind());

        QVERIFY(writeNow(store, aPassword, QStringLiteral("a-pw")).ok);
        QVERIFY(writeNow(store, aToken, QStringLiteral("a-token")).ok);
        QVERIFY(writeNow(store, bPassword, QStringLiteral("b-pw")).ok);
        QCOMPARE(readNow(store, aPassword).value.value_or(QString()), QStringLiteral("a-pw"));
        QCOMPARE(readNow(store, aToken).value.value_or(QString()), QStringLiteral("a-token"));
        QCOMPARE(readNow(store, bPassword).value.value_or(QString()), QStringLiteral("b-pw"));
        QVERIFY(!readNow(otherService, aPassword).value); // another service does not see our entries

        QVERIFY(deleteNow(store, aPassword).ok);
        QCOMPARE(readNow(store, bPassword).value.value_or(QString()), QStringLiteral("b-pw"));
        QCOMPARE(readNow(store, aToken).value.value_or(QString()), QStringLiteral("a-token"));
        QVERIFY(deleteNow(store, aToken).ok);
        QVERIFY(deleteNow(store, bPassword).ok);
    }

    void secretLandsInTheSecretService()
    {
        REQUIRE_KEYCHAIN();
        const QString secretTool = QStandardPaths::findExecutable(QStringLiteral("secret-tool"));
        if (secretTool.isEmpty()) {
            if (qEnvironmentVariable("CLOUDLY_REQUIRE_KEYRING") == QLatin1String("1"))
                QFAIL("secret-tool (libsecret-tools) is not installed, and CLOUDLY_REQUIRE_KEYRING=1");
            QSKIP("secret-tool (libsecret-tools) is not installed");
        }
        KeychainSecretStore store(TestService);
        const QString key = SecretStore::secretKey(uniqueProfile(), SecretStore::tokenKind());
        const QString token = QStringLiteral("token-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        QVERIFY(writeNow(store, key, token).ok);

        // QtKeychain's libsecret schema: user=<key>, server=<service>. Ask the Secret Service directly, so we
        // know the secret is in the keyring and not in some plaintext fallback file.
        QProcess lookup;
        lookup.start(secretTool, {QStringLiteral("lookup"), QStringLiteral("server"), TestService,
                                  QStringLiteral("user"), key});
        QVERIFY(lookup.waitForFinished(WaitMs));
        const QString found = QString::fromUtf8(lookup.readAllStandardOutput()).trimmed();
        QVERIFY(deleteNow(store, key).ok);
        QCOMPARE(lookup.exitCode(), 0);
        QCOMPARE(found, token);
    }

    void fallbackStoreKeepsWorkingKeychain()
    {
        REQUIRE_KEYCHAIN();
        auto* keychain = new KeychainSecretStore(TestService);
        FallbackSecretStore store(keychain, new MemorySecretStore);
        QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
        QSignalSpy probed(&store, &FallbackSecretStore::probeFinished);
        store.probe();
        QTRY_COMPARE_WITH_TIMEOUT(probed.count(), 1, WaitMs);
        QCOMPARE(store.state(), FallbackSecretStore::State::Primary);
        QVERIFY(store.isPersistent());
        QCOMPARE(fellBack.count(), 0);

        const QString key = SecretStore::secretKey(uniqueProfile(), SecretStore::passwordKind());
        QVERIFY(writeNow(store, key, QStringLiteral("persistent")).ok);
        KeychainSecretStore direct(TestService);
        QCOMPARE(readNow(direct, key).value, std::optional<QString>(QStringLiteral("persistent")));
        QVERIFY(deleteNow(store, key).ok);
        QVERIFY(!readNow(direct, key).value);
    }

    void fallsBackToMemoryWithoutKeychain()
    {
        // QtKeychain picks its backend once per process, so the broken environment needs a fresh process.
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(ChildModeVariable), QStringLiteral("fallback"));
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                   QStringLiteral("unix:path=/nonexistent/cloudly-tst-keychain/bus"));
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION",
                                 "KDE_FULL_SESSION", "KDE_SESSION_VERSION", "GNOME_DESKTOP_SESSION_ID"})
            env.remove(QString::fromLatin1(name));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY2(child.waitForFinished(60000), "child did not finish");
        const QByteArray err = child.readAllStandardError();
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QVERIFY2(child.exitCode() == 0, err.constData());

        const QByteArray out = child.readAllStandardOutput().trimmed();
        const QByteArray lastLine = out.mid(out.lastIndexOf('\n') + 1);
        QJsonParseError parseError;
        const QJsonObject report = QJsonDocument::fromJson(lastLine, &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError, out.constData());
        const QByteArray dump = QJsonDocument(report).toJson() + "\nstderr:\n" + err;

        QVERIFY2(report.value(QStringLiteral("state")).toString() == QLatin1String("FellBack"),
                 dump.constData());
        QVERIFY2(!report.value(QStringLiteral("persistent")).toBool(true), dump.constData());
        QVERIFY2(report.value(QStringLiteral("fellBackCount")).toInt() == 1, dump.constData());
        QVERIFY2(!report.value(QStringLiteral("reason")).toString().isEmpty(), dump.constData());
        QVERIFY2(
            report.value(QStringLiteral("statusText")).toString().contains(QStringLiteral("memory only")),
            dump.constData());
        QVERIFY2(report.value(QStringLiteral("writeOk")).toBool(), dump.constData());
        QVERIFY2(report.value(QStringLiteral("readBack")).toString() == QLatin1String("kept-in-memory"),
                 dump.constData());
        qInfo("fallback reason: %s", qPrintable(report.value(QStringLiteral("reason")).toString()));
    }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariable(ChildModeVariable) == QLatin1String("fallback"))
        return runFallbackChild();
    TstKeychain test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_keychain.moc"
