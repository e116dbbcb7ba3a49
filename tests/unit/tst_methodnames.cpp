// The method names of the seed-004 features: defaults in core/api/methods.h, per-profile overrides and the
// per-profile durations in the settings file, and the "feature not offered" message.

#include "core/api/methods.h"
#include "core/settings/appsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

class TestMethodNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheDocumentedNames()
    {
        QCOMPARE(methods::getBackups, QStringLiteral("getBackups"));
        QCOMPARE(methods::getBaseOsNodes, QStringLiteral("getBaseOsNodes"));
        QCOMPARE(methods::getBaseOsImageBuilds, QStringLiteral("getBaseOsImageBuilds"));
        QCOMPARE(methods::getSettings, QStringLiteral("getSettings"));
        QCOMPARE(methods::testProviderConnection, QStringLiteral("testProviderConnection"));
        QCOMPARE(methods::overridableMethods().size(), 5);
        const MethodNames none;
        QCOMPARE(none(methods::getBackups), methods::getBackups);
        QCOMPARE(none(methods::getServices), methods::getServices);
    }

    void overridesPerProfile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        {
            AppSettings settings(path);
            QVERIFY(settings.setMethodOverride(QStringLiteral("edge"), methods::getBackups,
                                               QStringLiteral("listBackups")));
            QVERIFY(!settings.setMethodOverride(QStringLiteral("edge"), methods::getServices,
                                                QStringLiteral("x"))); // not renameable
            QVERIFY(!settings.setMethodOverride(QStringLiteral("edge"), methods::getBaseOsNodes,
                                                QStringLiteral("bad name!")));
            QVERIFY(settings.sync());
        }
        AppSettings settings(path);
        const MethodNames edge = settings.methodNames(QStringLiteral("edge"));
        QCOMPARE(edge(methods::getBackups), QStringLiteral("listBackups"));
        QCOMPARE(edge(methods::getBaseOsNodes), methods::getBaseOsNodes);
        QCOMPARE(settings.methodNames(QStringLiteral("other"))(methods::getBackups), methods::getBackups);
        QVERIFY(settings.setMethodOverride(QStringLiteral("edge"), methods::getBackups, QString()));
        QCOMPARE(settings.methodNames(QStringLiteral("edge"))(methods::getBackups), methods::getBackups);
    }

    void invalidStoredNamesReadAsDefault()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        {
            QSettings raw(path, QSettings::IniFormat);
            raw.setValue(AppSettings::methodOverrideKey(QStringLiteral("p"), methods::getBaseOsNodes),
                         QStringLiteral("get nodes; drop"));
            raw.setValue(AppSettings::methodOverrideKey(QStringLiteral("p"), methods::getSettings),
                         QStringLiteral("readSettings"));
            raw.setValue(AppSettings::backupMaxAgeKey(QStringLiteral("p")), QStringLiteral("5"));
            raw.setValue(AppSettings::heartbeatStaleAfterKey(QStringLiteral("p")), QStringLiteral("90s"));
        }
        AppSettings settings(path);
        const MethodNames p = settings.methodNames(QStringLiteral("p"));
        QCOMPARE(p(methods::getBaseOsNodes), methods::getBaseOsNodes);
        QCOMPARE(p(methods::getSettings), QStringLiteral("readSettings"));
        QCOMPARE(settings.backupMaxAgeMs(QStringLiteral("p")),
                 AppSettings::DefaultBackupMaxAgeMs); // bare number
        QCOMPARE(settings.heartbeatStaleAfterMs(QStringLiteral("p")), 90000);
    }

    void durationsPerProfile()
    {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("s.ini")));
        QCOMPARE(settings.backupMaxAgeMs(QStringLiteral("a")), 24LL * 3600 * 1000);
        QCOMPARE(settings.heartbeatStaleAfterMs(QStringLiteral("a")), 10LL * 60 * 1000);
        settings.setBackupMaxAgeMs(QStringLiteral("a"), 7LL * 24 * 3600 * 1000);
        settings.setHeartbeatStaleAfterMs(QStringLiteral("a"), 30000);
        QCOMPARE(settings.backupMaxAgeMs(QStringLiteral("a")), 7LL * 24 * 3600 * 1000);
        QCOMPARE(settings.heartbeatStaleAfterMs(QStringLiteral("a")), 30000);
        QCOMPARE(settings.backupMaxAgeMs(QStringLiteral("b")), AppSettings::DefaultBackupMaxAgeMs);
        settings.removeProfile(QStringLiteral("a"));
        QCOMPARE(settings.backupMaxAgeMs(QStringLiteral("a")), AppSettings::DefaultBackupMaxAgeMs);
        QCOMPARE(settings.heartbeatStaleAfterMs(QStringLiteral("a")),
                 AppSettings::DefaultHeartbeatStaleAfterMs);
    }

    void notOfferedMessageNamesTheMethod()
    {
        const QString text =
            featureNotOfferedMessage(QStringLiteral("backups"), QStringLiteral("listBackups"));
        QVERIFY2(text.contains(QStringLiteral("\"listBackups\"")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("backups")));
    }
};

QTEST_GUILESS_MAIN(TestMethodNames)
#include "tst_methodnames.moc"
