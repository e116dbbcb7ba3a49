// ProfileScope: the one key a profile's local data is kept under (journal, metrics, cache, layout).
#include "core/session/profilescope.h"

#include <QTest>

using cloudly::core::Profile;
using cloudly::core::ProfileScope;

class TestProfileScope : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void savedProfileIsItsName()
    {
        Profile p;
        p.name = QStringLiteral("prod-eu");
        p.url = QUrl(QStringLiteral("wss://cloudly.example.com"));
        const ProfileScope scope = ProfileScope::of(p, false);
        QCOMPARE(scope.key, QStringLiteral("prod-eu"));
        QCOMPARE(scope.cacheKey(), QStringLiteral("prod-eu"));
        QCOMPARE(scope.server, p.url);
    }
    void unsavedConnectionIsItsUrl()
    {
        Profile p;
        p.url = QUrl(QStringLiteral("wss://cloudly.example.com:8443/"));
        const ProfileScope scope = ProfileScope::of(p, false);
        // The whole URL, not only the host: two servers on one host are two profiles.
        QCOMPARE(scope.key, QStringLiteral("wss://cloudly.example.com:8443/"));
        QVERIFY(scope.cached);
    }
    void embeddedDemoIsDemoAndNotCached()
    {
        Profile p;
        p.name = QStringLiteral("whatever");
        p.url = QUrl(QStringLiteral("ws://127.0.0.1:40123"));
        const ProfileScope scope = ProfileScope::of(p, true);
        QCOMPARE(scope.key, QStringLiteral("demo"));
        QVERIFY(!scope.cached);
        QVERIFY(scope.cacheKey().isEmpty());
    }
    void noProfileHasNoKey() { QVERIFY(ProfileScope::of(Profile{}, false).key.isEmpty()); }
};

QTEST_GUILESS_MAIN(TestProfileScope)
#include "tst_profilescope.moc"
