#include "core/session/profilestore.h"
#include "core/session/secretstore.h"
#include "core/settings/appsettings.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

Q_DECLARE_METATYPE(cloudly::core::Profile)

namespace {

Profile adminProfile(const QString& name, const QString& url = QStringLiteral("wss://cloudly.example.com"))
{
    Profile profile;
    profile.name = name;
    profile.url = QUrl(url);
    profile.authKind = Profile::AuthKind::AdminPassword;
    profile.username = QStringLiteral("admin");
    return profile;
}

Profile tokenProfile(const QString& name, const QString& url = QStringLiteral("wss://cloudly.example.com"))
{
    Profile profile;
    profile.name = name;
    profile.url = QUrl(url);
    profile.authKind = Profile::AuthKind::MachineToken;
    return profile;
}

const QString Fingerprint =
    QStringLiteral("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TstProfileStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path =
            m_dir.filePath(QStringLiteral("%1.ini").arg(QString::fromLatin1(QTest::currentTestFunction())));
        QFile::remove(m_path);
    }

    void emptyStore()
    {
        ProfileStore store(m_path);
        QCOMPARE(store.settingsPath(), m_path);
        QVERIFY(store.profiles().isEmpty());
        QVERIFY(store.names().isEmpty());
        QVERIFY(!store.profile(QStringLiteral("prod")));
        QVERIFY(store.lastUsed().isEmpty());
    }

    void addListGetAndPersist()
    {
        Profile prod = adminProfile(QStringLiteral("prod"));
        prod.pinnedCertificateSha256 = Fingerprint;
        Profile ci = tokenProfile(QStringLiteral("ci machine"), QStringLiteral("ws://127.0.0.1:8080"));
        Profile lab = adminProfile(QStringLiteral("lab"), QStringLiteral("ws://lab.internal:3000"));
        lab.allowInsecureRemote = true;
        {
            ProfileStore store(m_path);
            QSignalSpy changed(&store, &ProfileStore::profilesChanged);
            QVERIFY(!store.add(prod).isError());
            QVERIFY(!store.add(ci).isError());
            QVERIFY(!store.add(lab).isError());
            QCOMPARE(changed.count(), 3);
            QCOMPARE(store.names(), (QStringList{QStringLiteral("prod"), QStringLiteral("ci machine"),
                                                 QStringLiteral("lab")}));
        }
        // A fresh store on the same file (another process, next run) sees everything unchanged.
        ProfileStore reopened(m_path);
        const QList<Profile> profiles = reopened.profiles();
        QCOMPARE(profiles.size(), 3);
        QCOMPARE(profiles.at(0), prod);
        QCOMPARE(profiles.at(1), ci);
        QCOMPARE(profiles.at(2), lab);
        QCOMPARE(reopened.profile(QStringLiteral("ci machine")).value_or(Profile{}).authKind,
                 Profile::AuthKind::MachineToken);
        QVERIFY(!reopened.profile(QStringLiteral("ci machine"))->pinnedCertificateSha256);
        QVERIFY(reopened.contains(QStringLiteral("PROD")));
        QVERIFY(!reopened.contains(QStringLiteral("staging")));
    }

    void updateRenameSaveAndRemove()
    {
        ProfileStore store(m_path);
        QVERIFY(!store.add(adminProfile(QStringLiteral("prod"))).isError());
        QVERIFY(!store.add(adminProfile(QStringLiteral("staging"))).isError());

        Profile renamed =
            adminProfile(QStringLiteral("production"), QStringLiteral("wss://prod.example.com"));
        QVERIFY(!store.update(QStringLiteral("prod"), renamed).isError());
        QCOMPARE(store.names(), (QStringList{QStringLiteral("production"), QStringLiteral("staging")}));
        QCOMPARE(store.profile(QStringLiteral("production"))->url,
                 QUrl(QStringLiteral("wss://prod.example.com")));
        QVERIFY(!store.profile(QStringLiteral("prod")));

        // Renaming onto another profile's name is refused.
        ProfileError clash =
            store.update(QStringLiteral("staging"), adminProfile(QStringLiteral("Production")));
        QCOMPARE(clash.field, QStringLiteral("name"));
        QVERIFY2(clash.message.contains(QStringLiteral("already exists")), qPrintable(clash.message));

        // Updating a profile that does not exist is refused.
        ProfileError missing = store.update(QStringLiteral("nope"), adminProfile(QStringLiteral("nope")));
        QCOMPARE(missing.field, QStringLiteral("name"));
        QVERIFY2(missing.message.contains(QStringLiteral("nope")), qPrintable(missing.message));

        // save() is an upsert by (case-insensitive) name.
        Profile staging =
            tokenProfile(QStringLiteral("staging"), QStringLiteral("https://staging.example.com"));
        QVERIFY(!store.save(staging).isError());
        QCOMPARE(store.profile(QStringLiteral("staging")), std::optional<Profile>(staging));
        QVERIFY(!store.save(adminProfile(QStringLiteral("dev"))).isError());
        QCOMPARE(store.names().size(), 3);

        QSignalSpy changed(&store, &ProfileStore::profilesChanged);
        QVERIFY(store.remove(QStringLiteral("STAGING")));
        QVERIFY(!store.remove(QStringLiteral("staging")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(store.names(), (QStringList{QStringLiteral("production"), QStringLiteral("dev")}));
        QCOMPARE(ProfileStore(m_path).names(), store.names());
    }

    void validationNamesTheField_data()
    {
        QTest::addColumn<Profile>("profile");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("messagePart");

        QTest::newRow("empty name") << adminProfile(QString()) << "name"
                                    << "must not be empty";
        QTest::newRow("blank name") << adminProfile(QStringLiteral("   ")) << "name"
                                    << "must not be empty";
        QTest::newRow("padded name") << adminProfile(QStringLiteral(" prod")) << "name"
                                     << "spaces";
        QTest::newRow("slash in name") << adminProfile(QStringLiteral("a/b")) << "name"
                                       << "'/'";
        QTest::newRow("empty url") << adminProfile(QStringLiteral("p"), QString()) << "url"
                                   << "must not be empty";
        QTest::newRow("ftp url") << adminProfile(QStringLiteral("p"), QStringLiteral("ftp://example.com"))
                                 << "url"
                                 << "'ftp'";
        QTest::newRow("no scheme") << adminProfile(QStringLiteral("p"), QStringLiteral("cloudly.example.com"))
                                   << "url"
                                   << "scheme";
        QTest::newRow("no host") << adminProfile(QStringLiteral("p"), QStringLiteral("wss:///path")) << "url"
                                 << "host";
        QTest::newRow("credentials in url")
            << adminProfile(QStringLiteral("p"), QStringLiteral("wss://admin:secret@example.com")) << "url"
            << "password";
        QTest::newRow("plain ws to remote host")
            << adminProfile(QStringLiteral("p"), QStringLiteral("ws://cloudly.example.com"))
            << "allowInsecureRemote"
            << "unencrypted";
        QTest::newRow("plain http to remote ip")
            << adminProfile(QStringLiteral("p"), QStringLiteral("http://10.0.0.5:3000"))
            << "allowInsecureRemote"
            << "unencrypted";
        Profile noUser = adminProfile(QStringLiteral("p"));
        noUser.username.clear();
        QTest::newRow("admin without username") << noUser << "username"
                                                << "required";
        Profile shortPin = adminProfile(QStringLiteral("p"));
        shortPin.pinnedCertificateSha256 = Fingerprint.left(63);
        QTest::newRow("short fingerprint") << shortPin << "pinnedCertificateSha256"
                                           << "64";
        Profile badPin = adminProfile(QStringLiteral("p"));
        badPin.pinnedCertificateSha256 = QString(64, QLatin1Char('g'));
        QTest::newRow("non-hex fingerprint") << badPin << "pinnedCertificateSha256"
                                             << "hex";
    }

    void validationNamesTheField()
    {
        QFETCH(Profile, profile);
        QFETCH(QString, field);
        QFETCH(QString, messagePart);

        ProfileStore store(m_path);
        const ProfileError error = store.add(profile);
        QVERIFY(error.isError());
        QCOMPARE(error.field, field);
        QVERIFY2(error.message.startsWith(field + QLatin1Char(':')), qPrintable(error.message));
        QVERIFY2(error.message.contains(messagePart), qPrintable(error.message));
        QCOMPARE(store.validate(profile).field, field);
        QVERIFY(store.profiles().isEmpty());
        QVERIFY(!QFile::exists(m_path)); // nothing was written
    }

    void validProfilesPass_data()
    {
        QTest::addColumn<Profile>("profile");
        QTest::newRow("wss") << adminProfile(QStringLiteral("a"));
        QTest::newRow("https with port and path") << adminProfile(
            QStringLiteral("a"), QStringLiteral("https://cloudly.example.com:8443/typedrequest"));
        QTest::newRow("ws localhost")
            << adminProfile(QStringLiteral("a"), QStringLiteral("ws://localhost:3000"));
        QTest::newRow("ws 127.0.0.1")
            << adminProfile(QStringLiteral("a"), QStringLiteral("ws://127.0.0.1:3000"));
        QTest::newRow("ws 127.1.2.3") << adminProfile(QStringLiteral("a"), QStringLiteral("ws://127.1.2.3"));
        QTest::newRow("ws ::1") << adminProfile(QStringLiteral("a"), QStringLiteral("ws://[::1]:3000"));
        Profile optIn = adminProfile(QStringLiteral("a"), QStringLiteral("ws://cloudly.lan:3000"));
        optIn.allowInsecureRemote = true;
        QTest::newRow("ws remote with opt-in") << optIn;
        QTest::newRow("token without username") << tokenProfile(QStringLiteral("a"));
        QTest::newRow("unicode name") << adminProfile(QStringLiteral("Prüfung – EU"));
    }

    void validProfilesPass()
    {
        QFETCH(Profile, profile);
        ProfileStore store(m_path);
        const ProfileError error = store.add(profile);
        QVERIFY2(!error.isError(), qPrintable(error.message));
        QCOMPARE(ProfileStore(m_path).profile(profile.name), std::optional<Profile>(profile));
    }

    void duplicateNamesAreRefused()
    {
        ProfileStore store(m_path);
        QVERIFY(!store.add(adminProfile(QStringLiteral("Prod"))).isError());
        const ProfileError error = store.add(tokenProfile(QStringLiteral("prod")));
        QCOMPARE(error.field, QStringLiteral("name"));
        QVERIFY2(error.message.contains(QStringLiteral("'Prod' already exists")), qPrintable(error.message));
        QCOMPARE(store.names(), QStringList{QStringLiteral("Prod")});
        QCOMPARE(store.profile(QStringLiteral("Prod"))->authKind, Profile::AuthKind::AdminPassword);
    }

    void fingerprintIsNormalized()
    {
        ProfileStore store(m_path);
        Profile profile = adminProfile(QStringLiteral("pinned"));
        QStringList pairs;
        for (int i = 0; i < 64; i += 2)
            pairs << Fingerprint.mid(i, 2).toUpper();
        profile.pinnedCertificateSha256 = pairs.join(QLatin1Char(':')); // "01:23:45:...", upper-case
        QVERIFY(!store.add(profile).isError());
        QCOMPARE(store.profile(QStringLiteral("pinned"))->pinnedCertificateSha256,
                 std::optional<QString>(Fingerprint));

        profile.name = QStringLiteral("blank pin");
        profile.pinnedCertificateSha256 = QString();
        QVERIFY(!store.add(profile).isError());
        QVERIFY(!store.profile(QStringLiteral("blank pin"))->pinnedCertificateSha256);
        QCOMPARE(Profile::normalizeFingerprint(QStringLiteral("xyz")), std::nullopt);
    }

    void lastUsedProfile()
    {
        ProfileStore store(m_path);
        QSignalSpy lastUsedChanged(&store, &ProfileStore::lastUsedChanged);
        QVERIFY(!store.add(adminProfile(QStringLiteral("prod"))).isError());
        QVERIFY(!store.add(adminProfile(QStringLiteral("staging"))).isError());
        QVERIFY(store.lastUsed().isEmpty());

        QVERIFY(!store.setLastUsed(QStringLiteral("unknown")));
        QVERIFY(store.lastUsed().isEmpty());
        QCOMPARE(lastUsedChanged.count(), 0);

        QVERIFY(store.setLastUsed(QStringLiteral("staging")));
        QCOMPARE(store.lastUsed(), QStringLiteral("staging"));
        QCOMPARE(ProfileStore(m_path).lastUsed(), QStringLiteral("staging"));
        QCOMPARE(lastUsedChanged.count(), 1);
        QVERIFY(store.setLastUsed(QStringLiteral("staging"))); // unchanged: no signal
        QCOMPARE(lastUsedChanged.count(), 1);

        // It follows a rename...
        QVERIFY(!store.update(QStringLiteral("staging"), adminProfile(QStringLiteral("stage"))).isError());
        QCOMPARE(store.lastUsed(), QStringLiteral("stage"));
        QCOMPARE(lastUsedChanged.count(), 2);
        // ...is untouched by changes to other profiles...
        QVERIFY(store.remove(QStringLiteral("prod")));
        QCOMPARE(store.lastUsed(), QStringLiteral("stage"));
        // ...and is forgotten with its profile.
        QVERIFY(store.remove(QStringLiteral("stage")));
        QVERIFY(store.lastUsed().isEmpty());
        QCOMPARE(lastUsedChanged.count(), 3);
        QCOMPARE(lastUsedChanged.last().first().toString(), QString());
        QVERIFY(ProfileStore(m_path).lastUsed().isEmpty());
    }

    void seesChangesFromAnotherInstance()
    {
        ProfileStore first(m_path);
        ProfileStore second(m_path);
        QVERIFY(!first.add(adminProfile(QStringLiteral("prod"))).isError());
        QCOMPARE(second.names(), QStringList{QStringLiteral("prod")});
        QVERIFY(!second.add(adminProfile(QStringLiteral("dev"))).isError());
        QCOMPARE(first.names().size(), 2);
    }

    void writeFailureIsReported()
    {
        // A path below a regular file can never be created.
        QFile blocker(m_dir.filePath(QStringLiteral("not-a-directory")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        ProfileStore store(blocker.fileName() + QStringLiteral("/profiles.ini"));
        const ProfileError error = store.add(adminProfile(QStringLiteral("prod")));
        QCOMPARE(error.field, QStringLiteral("file"));
        QVERIFY2(error.message.contains(QStringLiteral("could not write")), qPrintable(error.message));
    }

    void noSecretEverReachesTheFile()
    {
        const QString password = QStringLiteral("Pa55-w0rd-that-must-stay-secret");
        const QString token = QStringLiteral("machine-token-8f3a9c1e5d7b");
        MemorySecretStore secrets;
        Profile admin = adminProfile(QStringLiteral("prod"));
        admin.pinnedCertificateSha256 = Fingerprint;
        const Profile machine = tokenProfile(QStringLiteral("ci"));

        bool written = false;
        secrets.writeSecret(SecretStore::secretKey(admin), password, [&](bool ok, const QString&) {
            QVERIFY(ok);
            secrets.writeSecret(SecretStore::secretKey(machine), token, [&](bool ok2, const QString&) {
                QVERIFY(ok2);
                written = true;
            });
        });
        QTRY_VERIFY(written);

        {
            ProfileStore store(m_path);
            AppSettings settings(m_path); // sharing the file must not leak anything either
            QVERIFY(!store.add(admin).isError());
            QVERIFY(!store.add(machine).isError());
            QVERIFY(store.setLastUsed(QStringLiteral("ci")));
            settings.setWindowGeometry(QStringLiteral("prod"), QByteArrayLiteral("geometry"));
            settings.setRefreshIntervalMs(7000);
        }
        {
            // Full load/save cycle: every profile read back and saved again.
            ProfileStore store(m_path);
            for (const Profile& profile : store.profiles())
                QVERIFY(!store.save(profile).isError());
            QCOMPARE(store.profile(QStringLiteral("prod")), std::optional<Profile>(admin));
        }

        const QByteArray raw = readFile(m_path);
        QVERIFY(raw.contains("prod"));
        QVERIFY(raw.contains("wss://cloudly.example.com"));
        QVERIFY(raw.contains(Fingerprint.toLatin1()));
        QVERIFY2(!raw.contains(password.toUtf8()), raw.constData());
        QVERIFY2(!raw.contains(token.toUtf8()), raw.constData());
        // Not even encoded: QSettings would write @ByteArray(...) or @Variant(...) for odd values.
        QVERIFY(!raw.contains(password.toUtf8().toBase64()));
        QVERIFY(!raw.contains(password.toUtf8().toHex()));
        QSettings file(m_path, QSettings::IniFormat);
        for (const QString& key : file.allKeys()) {
            const QString leaf = key.section(QLatin1Char('/'), -1).toLower();
            QVERIFY2(!leaf.contains(QStringLiteral("password")) && !leaf.contains(QStringLiteral("token")) &&
                         !leaf.contains(QStringLiteral("secret")) && !leaf.contains(QStringLiteral("jwt")),
                     qPrintable(key));
        }
        // The secrets are still where they belong.
        QCOMPARE(secrets.keys(),
                 (QStringList{QStringLiteral("profile/ci/token"), QStringLiteral("profile/prod/password")}));
    }

    // --- AppSettings (same INI file conventions) ---------------------------------------------------------

    // The bytes `cloudlyctl profiles add` wrote before profiles had a stage: such a profile keeps working
    // exactly as before (no stage, unprotected, writable).
    void profileSavedBeforeStagesLoadsUnguarded()
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[profiles]\n1\\allowInsecureRemote=false\n1\\authKind=adminPassword\n1\\name=prod-eu\n"
                   "1\\url=wss://cloudly.example.com\n1\\username=admin\nsize=1\n");
        file.close();
        ProfileStore store(m_path);
        const auto p = store.profile(QStringLiteral("prod-eu"));
        QVERIFY(p);
        QCOMPARE(p->username, QStringLiteral("admin"));
        QCOMPARE(p->stage, Profile::Stage::None);
        QVERIFY(!p->isProtected);
        QVERIFY(!p->readOnly);
    }

    void stageProtectionAndReadOnlyRoundTrip()
    {
        ProfileStore store(m_path);
        Profile p = adminProfile(QStringLiteral("prod-eu"));
        p.stage = Profile::Stage::Production;
        p.isProtected = false; // an explicit --unprotected survives the default
        p.readOnly = true;
        QVERIFY(!store.add(p).isError());
        Profile s = tokenProfile(QStringLiteral("stage"));
        s.stage = Profile::Stage::Staging;
        s.isProtected = true;
        QVERIFY(!store.add(s).isError());
        ProfileStore again(m_path);
        QCOMPARE(again.profile(QStringLiteral("prod-eu")).value(), p);
        QCOMPARE(again.profile(QStringLiteral("stage")).value(), s);
        QVERIFY(readFile(m_path).contains("stage=production"));
    }

    // A stage this build does not know (a newer console, a typo) must not silently lose the protection.
    void unknownStageIsTreatedAsProtectedProduction()
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[profiles]\n1\\authKind=machineToken\n1\\name=x\n1\\url=wss://x.example.com\n"
                   "1\\stage=prodution\nsize=1\n");
        file.close();
        const auto p = ProfileStore(m_path).profile(QStringLiteral("x"));
        QVERIFY(p);
        QCOMPARE(p->stage, Profile::Stage::Production);
        QVERIFY(p->isProtected);
    }

    void stageNames()
    {
        QCOMPARE(Profile::stageFromName(QStringLiteral("Production")), Profile::Stage::Production);
        QCOMPARE(Profile::stageFromName(QStringLiteral("none")), Profile::Stage::None);
        QCOMPARE(Profile::stageFromName(QString()), Profile::Stage::None);
        QVERIFY(!Profile::stageFromName(QStringLiteral("prod")));
        QVERIFY(Profile::protectedByDefault(Profile::Stage::Production));
        QVERIFY(!Profile::protectedByDefault(Profile::Stage::Staging));
    }

    void appSettingsDefaults()
    {
        AppSettings settings(m_path);
        QCOMPARE(settings.settingsPath(), m_path);
        QCOMPARE(settings.refreshIntervalMs(), 5000);
        QCOMPARE(settings.requestTimeoutMs(), 30000);
        QCOMPARE(settings.language(), QString());
        QVERIFY(settings.hiddenColumns(QStringLiteral("services"), QStringLiteral("prod")).isEmpty());
        QVERIFY(settings.columnState(QStringLiteral("services"), QStringLiteral("prod")).isEmpty());
        QVERIFY(settings.windowGeometry(QStringLiteral("prod")).isEmpty());
        QVERIFY(settings.windowState(QString()).isEmpty());
        QVERIFY(defaultSettingsPath().endsWith(QStringLiteral("cloudly-console/cloudly-console.ini")));
    }

    void appSettingsRoundTripAndSignals()
    {
        const QByteArray header = QByteArray::fromHex("000000ff00000000fd00ff");
        const QByteArray geometry = QByteArray::fromHex("01d9d0cb000300000000");
        {
            AppSettings settings(m_path);
            QSignalSpy changed(&settings, &AppSettings::changed);
            settings.setRefreshIntervalMs(2500);
            settings.setRefreshIntervalMs(2500); // same value: no signal
            settings.setRequestTimeoutMs(10000);
            settings.setLanguage(QStringLiteral("de"));
            settings.setHiddenColumns(QStringLiteral("services"), QStringLiteral("prod"),
                                      {QStringLiteral("image"), QStringLiteral("ports")});
            settings.setColumnState(QStringLiteral("services"), QStringLiteral("prod"), header);
            settings.setWindowGeometry(QStringLiteral("prod"), geometry);
            settings.setWindowState(QStringLiteral("prod"), header);
            QCOMPARE(changed.count(), 7);
            QCOMPARE(changed.at(0).first().toString(), AppSettings::refreshIntervalKey());
            QCOMPARE(changed.at(1).first().toString(), AppSettings::requestTimeoutKey());
            QCOMPARE(changed.at(2).first().toString(), AppSettings::languageKey());
            QCOMPARE(changed.at(3).first().toString(),
                     AppSettings::hiddenColumnsKey(QStringLiteral("services"), QStringLiteral("prod")));
            QCOMPARE(changed.at(5).first().toString(),
                     AppSettings::windowGeometryKey(QStringLiteral("prod")));
        }
        AppSettings settings(m_path);
        QCOMPARE(settings.refreshIntervalMs(), 2500);
        QCOMPARE(settings.requestTimeoutMs(), 10000);
        QCOMPARE(settings.language(), QStringLiteral("de"));
        QCOMPARE(settings.hiddenColumns(QStringLiteral("services"), QStringLiteral("prod")),
                 (QStringList{QStringLiteral("image"), QStringLiteral("ports")}));
        QCOMPARE(settings.columnState(QStringLiteral("services"), QStringLiteral("prod")), header);
        QCOMPARE(settings.windowGeometry(QStringLiteral("prod")), geometry);
        QCOMPARE(settings.windowState(QStringLiteral("prod")), header);

        // Values are per view and per profile.
        QVERIFY(settings.hiddenColumns(QStringLiteral("services"), QStringLiteral("staging")).isEmpty());
        QVERIFY(settings.hiddenColumns(QStringLiteral("clusters"), QStringLiteral("prod")).isEmpty());
        QVERIFY(settings.hiddenColumns(QStringLiteral("services"), QString()).isEmpty());
        QVERIFY(settings.windowGeometry(QStringLiteral("staging")).isEmpty());

        // Resetting restores defaults.
        QSignalSpy changed(&settings, &AppSettings::changed);
        settings.setRefreshIntervalMs(0);
        settings.setLanguage(QString());
        settings.setHiddenColumns(QStringLiteral("services"), QStringLiteral("prod"), {});
        QCOMPARE(changed.count(), 3);
        QCOMPARE(settings.refreshIntervalMs(), AppSettings::DefaultRefreshIntervalMs);
        QCOMPARE(settings.language(), QString());
        QVERIFY(settings.hiddenColumns(QStringLiteral("services"), QStringLiteral("prod")).isEmpty());
        QVERIFY(settings.sync());
    }

    void appSettingsKeysSurviveOddNames()
    {
        const QStringList names{QString(),
                                QStringLiteral("_"),
                                QStringLiteral("a/b"),
                                QStringLiteral("a\\b"),
                                QStringLiteral("A/B"),
                                QStringLiteral("ä ö"),
                                QStringLiteral("%41"),
                                QStringLiteral("A"),
                                QStringLiteral("_41")};
        {
            AppSettings settings(m_path);
            for (int i = 0; i < names.size(); ++i) {
                settings.setWindowGeometry(names.at(i), QByteArray::number(i));
                settings.setHiddenColumns(names.at(i), names.at(i), {QString::number(i)});
            }
        }
        AppSettings settings(m_path);
        for (int i = 0; i < names.size(); ++i) {
            QCOMPARE(settings.windowGeometry(names.at(i)), QByteArray::number(i));
            QCOMPARE(settings.hiddenColumns(names.at(i), names.at(i)), QStringList{QString::number(i)});
        }
    }

    void appSettingsInvalidValuesFallBackToDefaults()
    {
        {
            QSettings raw(m_path, QSettings::IniFormat);
            raw.setValue(AppSettings::refreshIntervalKey(), QStringLiteral("soon"));
            raw.setValue(AppSettings::requestTimeoutKey(), -5);
        }
        AppSettings settings(m_path);
        QCOMPARE(settings.refreshIntervalMs(), AppSettings::DefaultRefreshIntervalMs);
        QCOMPARE(settings.requestTimeoutMs(), AppSettings::DefaultRequestTimeoutMs);
    }

    void appSettingsRemoveProfile()
    {
        AppSettings settings(m_path);
        settings.setWindowGeometry(QStringLiteral("prod"), QByteArrayLiteral("g1"));
        settings.setHiddenColumns(QStringLiteral("services"), QStringLiteral("prod"), {QStringLiteral("x")});
        settings.setWindowGeometry(QStringLiteral("dev"), QByteArrayLiteral("g2"));
        QSignalSpy changed(&settings, &AppSettings::changed);
        settings.removeProfile(QStringLiteral("prod"));
        QCOMPARE(changed.count(), 2);
        QVERIFY(settings.windowGeometry(QStringLiteral("prod")).isEmpty());
        QVERIFY(settings.hiddenColumns(QStringLiteral("services"), QStringLiteral("prod")).isEmpty());
        QCOMPARE(settings.windowGeometry(QStringLiteral("dev")), QByteArrayLiteral("g2"));
    }

    void profilesAndSettingsShareOneFile()
    {
        ProfileStore store(m_path);
        AppSettings settings(m_path);
        QVERIFY(!store.add(adminProfile(QStringLiteral("prod"))).isError());
        settings.setRefreshIntervalMs(1234);
        QVERIFY(settings.sync());
        QVERIFY(!store.add(adminProfile(QStringLiteral("dev"))).isError());
        QVERIFY(store.remove(QStringLiteral("prod")));
        QVERIFY(settings.sync());
        QCOMPARE(AppSettings(m_path).refreshIntervalMs(), 1234);
        QCOMPARE(ProfileStore(m_path).names(), QStringList{QStringLiteral("dev")});
    }
};

QTEST_GUILESS_MAIN(TstProfileStore)
#include "tst_profilestore.moc"
