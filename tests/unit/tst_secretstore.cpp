#include "core/session/fallbacksecretstore.h"
#include "core/session/profile.h"
#include "core/session/secretstore.h"
#include "secretwait.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace cloudly::core;
using ReadResult = cloudly::test::SecretReadResult;
using WriteResult = cloudly::test::SecretWriteResult;

namespace {

ReadResult readNow(SecretStore& store, const QString& key)
{
    return cloudly::test::readSecretNow(store, key);
}

WriteResult writeNow(SecretStore& store, const QString& key, const QString& value)
{
    return cloudly::test::writeSecretNow(store, key, value);
}

WriteResult deleteNow(SecretStore& store, const QString& key)
{
    return cloudly::test::deleteSecretNow(store, key);
}

// A keychain stand-in whose steps can be made to fail, answering asynchronously like the real one.
class FakeKeychain : public SecretStore
{
public:
    enum class Fail
    {
        Nothing,
        Write,
        Read,
        ReadMissing,
        ReadWrongValue,
        Delete
    };

    explicit FakeKeychain(Fail failure = Fail::Nothing) : fail(failure) {}

    bool isPersistent() const override { return true; }
    QString statusText() const override { return QStringLiteral("fake keychain"); }

    Fail fail; // may be changed at any time
    QHash<QString, QString> values;
    QStringList calls; // "write <key>", "read <key>", "delete <key>"

protected:
    void doRead(const QString& key, ReadCallback callback) override
    {
        calls.append(QStringLiteral("read ") + key);
        later([this, key, callback] {
            if (fail == Fail::Read)
                callback(std::nullopt, QStringLiteral("fake: keychain is locked"));
            else if (fail == Fail::ReadMissing)
                callback(std::nullopt, QString());
            else if (fail == Fail::ReadWrongValue && values.contains(key))
                callback(QStringLiteral("something else"), QString());
            else if (values.contains(key))
                callback(values.value(key), QString());
            else
                callback(std::nullopt, QString());
        });
    }
    void doWrite(const QString& key, const QString& value, WriteCallback callback) override
    {
        calls.append(QStringLiteral("write ") + key);
        later([this, key, value, callback] {
            if (fail == Fail::Write) {
                callback(false, QStringLiteral("fake: no Secret Service provider"));
                return;
            }
            values.insert(key, value);
            callback(true, QString());
        });
    }
    void doDelete(const QString& key, WriteCallback callback) override
    {
        calls.append(QStringLiteral("delete ") + key);
        later([this, key, callback] {
            if (fail == Fail::Delete) {
                callback(false, QStringLiteral("fake: cannot delete"));
                return;
            }
            values.remove(key);
            callback(true, QString());
        });
    }

private:
    void later(std::function<void()> fn) { QTimer::singleShot(1, this, std::move(fn)); }
};

} // namespace

class TstSecretStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void secretKeyIsScopedByProfile()
    {
        QCOMPARE(SecretStore::secretKey(QStringLiteral("prod"), QStringLiteral("password")),
                 QStringLiteral("profile/prod/password"));
        QCOMPARE(SecretStore::secretKey(QStringLiteral("prod"), SecretStore::tokenKind()),
                 QStringLiteral("profile/prod/token"));

        Profile admin;
        admin.name = QStringLiteral("Staging EU");
        admin.authKind = Profile::AuthKind::AdminPassword;
        QCOMPARE(SecretStore::secretKey(admin), QStringLiteral("profile/Staging EU/password"));
        Profile machine = admin;
        machine.authKind = Profile::AuthKind::MachineToken;
        QCOMPARE(SecretStore::secretKey(machine), QStringLiteral("profile/Staging EU/token"));
        QVERIFY(SecretStore::secretKey(admin) != SecretStore::secretKey(machine));
    }

    void memoryStoreRoundTrip()
    {
        MemorySecretStore store;
        QVERIFY(!store.isPersistent());
        QVERIFY(!store.statusText().isEmpty());

        const QString key = SecretStore::secretKey(QStringLiteral("prod"), SecretStore::passwordKind());
        ReadResult missing = readNow(store, key);
        QVERIFY(missing.done);
        QVERIFY(!missing.value);
        QVERIFY(missing.error.isEmpty()); // not found is not an error

        QVERIFY(writeNow(store, key, QStringLiteral("hunter2")).ok);
        QCOMPARE(readNow(store, key).value, std::optional<QString>(QStringLiteral("hunter2")));
        QVERIFY(writeNow(store, key, QStringLiteral("changed")).ok);
        QCOMPARE(readNow(store, key).value, std::optional<QString>(QStringLiteral("changed")));
        QCOMPARE(store.keys(), QStringList{key});

        QVERIFY(deleteNow(store, key).ok);
        QVERIFY(!readNow(store, key).value);
        QVERIFY(deleteNow(store, key).ok); // deleting a missing secret succeeds
        QVERIFY(store.keys().isEmpty());
    }

    void memoryStoreKeepsProfilesApart()
    {
        MemorySecretStore store;
        const QString a = SecretStore::secretKey(QStringLiteral("a"), SecretStore::passwordKind());
        const QString b = SecretStore::secretKey(QStringLiteral("b"), SecretStore::passwordKind());
        const QString aToken = SecretStore::secretKey(QStringLiteral("a"), SecretStore::tokenKind());
        QVERIFY(writeNow(store, a, QStringLiteral("pa")).ok);
        QVERIFY(writeNow(store, b, QStringLiteral("pb")).ok);
        QVERIFY(writeNow(store, aToken, QStringLiteral("ta")).ok);
        QCOMPARE(readNow(store, a).value.value_or(QString()), QStringLiteral("pa"));
        QCOMPARE(readNow(store, b).value.value_or(QString()), QStringLiteral("pb"));
        QCOMPARE(readNow(store, aToken).value.value_or(QString()), QStringLiteral("ta"));
        QVERIFY(deleteNow(store, a).ok);
        QCOMPARE(readNow(store, b).value.value_or(QString()), QStringLiteral("pb"));
        QCOMPARE(readNow(store, aToken).value.value_or(QString()), QStringLiteral("ta"));
    }

    void callbacksAreNeverSynchronous()
    {
        MemorySecretStore store;
        bool called = false;
        store.writeSecret(QStringLiteral("k"), QStringLiteral("v"),
                          [&](bool, const QString&) { called = true; });
        QVERIFY(!called);
        QTRY_VERIFY(called);

        called = false;
        store.readSecret(QStringLiteral("k"), nullptr,
                         [&](std::optional<QString>, const QString&) { called = true; });
        QVERIFY(!called);
        QTRY_VERIFY(called);
    }

    void destroyedContextSuppressesCallback()
    {
        MemorySecretStore store;
        QVERIFY(writeNow(store, QStringLiteral("k"), QStringLiteral("v")).ok);
        auto* context = new QObject;
        int calls = 0;
        store.readSecret(QStringLiteral("k"), context,
                         [&](std::optional<QString>, const QString&) { ++calls; });
        store.writeSecret(QStringLiteral("k"), QStringLiteral("w"), context,
                          [&](bool, const QString&) { ++calls; });
        store.deleteSecret(QStringLiteral("other"), context, [&](bool, const QString&) { ++calls; });
        delete context;
        QCOMPARE(calls, 0);

        // A live context gets its callback. It is also the barrier (no sleep): the store answers in order, so
        // once this answer is in, the three dropped ones would have come first; exactly one call means none
        // did.
        QObject alive;
        bool aliveDone = false;
        store.readSecret(QStringLiteral("k"), &alive, [&](std::optional<QString>, const QString&) {
            ++calls;
            aliveDone = true;
        });
        QTRY_VERIFY(aliveDone);
        QCOMPARE(calls, 1);
    }

    void emptyKeyIsAnError()
    {
        MemorySecretStore store;
        const WriteResult written = writeNow(store, QString(), QStringLiteral("v"));
        QVERIFY(written.done);
        QVERIFY(!written.ok);
        QVERIFY(!written.error.isEmpty());
        const ReadResult read = readNow(store, QString());
        QVERIFY(!read.value);
        QVERIFY(!read.error.isEmpty());
        QVERIFY(store.keys().isEmpty());
    }

    void fallbackKeepsWorkingKeychain()
    {
        auto* keychain = new FakeKeychain;
        auto* memory = new MemorySecretStore;
        FallbackSecretStore store(keychain, memory);
        QCOMPARE(keychain->parent(), &store); // adopted
        QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
        QSignalSpy probed(&store, &FallbackSecretStore::probeFinished);
        QCOMPARE(store.state(), FallbackSecretStore::State::Unprobed);

        const QString key = SecretStore::secretKey(QStringLiteral("prod"), SecretStore::passwordKind());
        QVERIFY(writeNow(store, key, QStringLiteral("s3cret")).ok);
        QCOMPARE(store.state(), FallbackSecretStore::State::Primary);
        QVERIFY(store.isPersistent());
        QCOMPARE(store.statusText(), QStringLiteral("fake keychain"));
        QCOMPARE(fellBack.count(), 0);
        QCOMPARE(probed.count(), 1);
        QCOMPARE(probed.first().first().toBool(), true);

        // The probe wrote, read and deleted its own unique key before the real write went through.
        QCOMPARE(keychain->calls.size(), 4);
        QVERIFY(keychain->calls.at(0).startsWith(QStringLiteral("write ") +
                                                 FallbackSecretStore::probeKeyPrefix()));
        QVERIFY(keychain->calls.at(1).startsWith(QStringLiteral("read ") +
                                                 FallbackSecretStore::probeKeyPrefix()));
        QVERIFY(keychain->calls.at(2).startsWith(QStringLiteral("delete ") +
                                                 FallbackSecretStore::probeKeyPrefix()));
        QCOMPARE(keychain->calls.at(3), QStringLiteral("write ") + key);
        QCOMPARE(keychain->values.keys(), QStringList{key}); // no probe leftovers
        QVERIFY(memory->keys().isEmpty());

        QCOMPARE(readNow(store, key).value.value_or(QString()), QStringLiteral("s3cret"));
        QVERIFY(deleteNow(store, key).ok);
        QVERIFY(keychain->values.isEmpty());
    }

    void fallbackSwitchesToMemory_data()
    {
        QTest::addColumn<int>("fail");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("write fails") << int(FakeKeychain::Fail::Write)
                                     << QStringLiteral("no Secret Service provider");
        QTest::newRow("read fails") << int(FakeKeychain::Fail::Read) << QStringLiteral("keychain is locked");
        QTest::newRow("read loses entry") << int(FakeKeychain::Fail::ReadMissing) << QStringLiteral("lost");
        QTest::newRow("read wrong value")
            << int(FakeKeychain::Fail::ReadWrongValue) << QStringLiteral("different");
        QTest::newRow("delete fails") << int(FakeKeychain::Fail::Delete) << QStringLiteral("cannot delete");
    }

    void fallbackSwitchesToMemory()
    {
        QFETCH(int, fail);
        QFETCH(QString, reasonPart);
        auto* keychain = new FakeKeychain(static_cast<FakeKeychain::Fail>(fail));
        auto* memory = new MemorySecretStore;
        FallbackSecretStore store(keychain, memory);
        QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
        QSignalSpy probed(&store, &FallbackSecretStore::probeFinished);

        // Several operations issued before the probe finished all wait for it and run in order.
        const QString key = SecretStore::secretKey(QStringLiteral("prod"), SecretStore::tokenKind());
        QStringList order;
        WriteResult written;
        ReadResult read;
        store.writeSecret(key, QStringLiteral("tok-123"), [&](bool ok, const QString& error) {
            order << QStringLiteral("write");
            written = {true, ok, error};
        });
        store.readSecret(key, nullptr, [&](std::optional<QString> value, const QString& error) {
            order << QStringLiteral("read");
            read = {true, value, error};
        });
        QCOMPARE(store.state(), FallbackSecretStore::State::Probing);
        QTRY_VERIFY(read.done);

        QCOMPARE(order, (QStringList{QStringLiteral("write"), QStringLiteral("read")}));
        QVERIFY2(written.ok, qPrintable(written.error));
        QCOMPARE(read.value.value_or(QString()), QStringLiteral("tok-123"));
        QCOMPARE(store.state(), FallbackSecretStore::State::FellBack);
        QVERIFY(!store.isPersistent());
        QCOMPARE(fellBack.count(), 1);
        const QString reason = fellBack.first().first().toString();
        QVERIFY2(reason.contains(reasonPart), qPrintable(reason));
        QCOMPARE(store.fallbackReason(), reason);
        QVERIFY2(store.statusText().contains(QStringLiteral("memory only")), qPrintable(store.statusText()));
        QVERIFY(store.statusText().contains(reason));
        QCOMPARE(probed.count(), 1);
        QCOMPARE(probed.first().first().toBool(), false);
        QCOMPARE(store.activeStore(), memory);

        // The secret lives in memory, not in the (broken) keychain.
        QCOMPARE(memory->keys(), QStringList{key});
        QVERIFY(!keychain->values.contains(key));
        const int keychainCalls = static_cast<int>(keychain->calls.size());

        // Later operations go straight to memory; the keychain is not probed again, fellBack stays single.
        QVERIFY(writeNow(store, key, QStringLiteral("tok-456")).ok);
        QCOMPARE(readNow(store, key).value.value_or(QString()), QStringLiteral("tok-456"));
        QVERIFY(deleteNow(store, key).ok);
        QVERIFY(memory->keys().isEmpty());
        QCOMPARE(keychain->calls.size(), keychainCalls);
        QCOMPARE(fellBack.count(), 1);
    }

    void explicitProbeRunsOnce()
    {
        auto* keychain = new FakeKeychain(FakeKeychain::Fail::Write);
        FallbackSecretStore store(keychain, new MemorySecretStore);
        QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
        QVERIFY(store.isPersistent()); // optimistic until probed
        store.probe();
        store.probe();
        QTRY_COMPARE(store.state(), FallbackSecretStore::State::FellBack);
        QCOMPARE(fellBack.count(), 1);
        QCOMPARE(keychain->calls.size(), 1); // one write attempt only
        QVERIFY(!store.isPersistent());
    }

    void fallbackDoesNotSwitchAfterSuccessfulProbe()
    {
        auto* keychain = new FakeKeychain;
        auto* memory = new MemorySecretStore;
        FallbackSecretStore store(keychain, memory);
        QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
        store.probe();
        QTRY_COMPARE(store.state(), FallbackSecretStore::State::Primary);

        // The keychain breaks later: the error reaches the caller; no silent switch that would lose secrets.
        keychain->fail = FakeKeychain::Fail::Write;
        const WriteResult written =
            writeNow(store, QStringLiteral("profile/prod/password"), QStringLiteral("x"));
        QVERIFY(written.done);
        QVERIFY(!written.ok);
        QVERIFY2(written.error.contains(QStringLiteral("no Secret Service provider")),
                 qPrintable(written.error));
        QCOMPARE(store.state(), FallbackSecretStore::State::Primary);
        QVERIFY(store.isPersistent());
        QCOMPARE(fellBack.count(), 0);
        QVERIFY(memory->keys().isEmpty());
    }

    void parentedStoresAreNotAdopted()
    {
        QObject owner;
        auto* keychain = new FakeKeychain;
        keychain->setParent(&owner);
        auto* memory = new MemorySecretStore(&owner);
        {
            FallbackSecretStore store(keychain, memory);
            QCOMPARE(keychain->parent(), &owner);
            QCOMPARE(memory->parent(), &owner);
        }
        // Still alive and usable after the FallbackSecretStore is gone.
        QVERIFY(writeNow(*memory, QStringLiteral("k"), QStringLiteral("v")).ok);
    }

    void storeDestroyedBeforeAnswerDropsCallback()
    {
        int calls = 0;
        bool laterAnswered = false;
        FakeKeychain alive;
        {
            FakeKeychain keychain;
            keychain.writeSecret(QStringLiteral("k"), QStringLiteral("v"),
                                 [&](bool, const QString&) { ++calls; });
        }
        // A store that lives answers after the destroyed one would have (same delay, asked later): once it
        // has, the dropped callback had its chance. No sleep that a slow machine could outrun.
        alive.writeSecret(QStringLiteral("k"), QStringLiteral("v"),
                          [&](bool, const QString&) { laterAnswered = true; });
        QTRY_VERIFY_WITH_TIMEOUT(laterAnswered, 10000);
        QCOMPARE(calls, 0);
    }
};

QTEST_GUILESS_MAIN(TstSecretStore)
#include "tst_secretstore.moc"
