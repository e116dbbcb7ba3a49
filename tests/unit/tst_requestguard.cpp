// The request table (core/api/requestkinds.h) and the guard every request passes
// (core/session/requestguard.h).
#include "core/api/methods.h"
#include "core/api/requestkinds.h"
#include "core/session/requestguard.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cloudly;
using core::RequestCheck;
using core::RequestGuard;
using core::RequestKind;

namespace {
QString sourceDir()
{
    return QStringLiteral(CLOUDLY_SOURCE_DIR);
}

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Every wire name core/api/methods.h declares: the methods the client knows how to send.
QMap<QString, QString> declaredMethods()
{
    QMap<QString, QString> byConstant;
    static const QRegularExpression decl(
        QStringLiteral("inline const QString (\\w+) = QStringLiteral\\(\"([^\"]+)\"\\);"));
    const QString text = readText(sourceDir() + QStringLiteral("/core/api/methods.h"));
    for (auto it = decl.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        byConstant.insert(m.captured(1), m.captured(2));
    }
    return byConstant;
}

core::ProfileSafety safety(bool isProtected, bool readOnly)
{
    return {QStringLiteral("prod-eu"), core::Profile::Stage::Production, isProtected, readOnly};
}
} // namespace

class TstRequestGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDeclaredMethodIsClassified()
    {
        const QMap<QString, QString> declared = declaredMethods();
        QVERIFY2(declared.size() >= 20, "methods.h could not be read or its declarations changed shape");
        for (auto it = declared.cbegin(); it != declared.cend(); ++it)
            QVERIFY2(core::requestKind(it.value()).has_value(),
                     qPrintable(QStringLiteral("methods::%1 (\"%2\") is not in classifiedRequests(): say "
                                               "whether it changes server state")
                                    .arg(it.key(), it.value())));
        // And the table names nothing the client does not declare.
        for (const core::ClassifiedRequest& r : core::classifiedRequests())
            QVERIFY2(declared.values().contains(r.method), qPrintable(r.method));
    }

    // Every place that sends a request names it through methods.h (or forwards a name it was given), so
    // the check above covers every request the client can send. A new call with a literal name fails here.
    void everyCallSiteNamesADeclaredMethod()
    {
        const QMap<QString, QString> declared = declaredMethods();
        // Arguments that forward a method name chosen elsewhere (each comes from methods.h in turn).
        static const QSet<QString> forwarders{
            QStringLiteral("method"),
            QStringLiteral("call.method"),
            QStringLiteral("c.method"),
            QStringLiteral("methodFor(resource)"),
            QStringLiteral("kGetUsers"),
            QStringLiteral("kSetTag"),
            QStringLiteral("kRemoveTag"),
            QStringLiteral("imagePlatformsMethod()"),
            QStringLiteral("m_names(method)"),
            QStringLiteral("sent"),
            QStringLiteral("name"),
        };
        static const QRegularExpression callSite(
            QStringLiteral("(?:->|\\.)call(?:Confirmed)?\\(\\s*([^,;()]+(?:\\([^()]*\\))?)\\s*,"));
        static const QRegularExpression named(QStringLiteral("^(?:core::)?methods::(\\w+)$"));
        int sites = 0;
        QStringList offenders;
        for (const char* layer : {"core", "ui", "app"}) {
            QDirIterator files(sourceDir() + QLatin1Char('/') + QLatin1String(layer),
                               {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                if (path.contains(QLatin1String("/core/demo/")))
                    continue; // the demo server answers requests, it does not send them
                const QString text = readText(path);
                for (auto it = callSite.globalMatch(text); it.hasNext();) {
                    const QString arg = it.next().captured(1).simplified();
                    ++sites;
                    if (forwarders.contains(arg))
                        continue;
                    const auto m = named.match(arg);
                    if (!m.hasMatch() || !declared.contains(m.captured(1)))
                        offenders
                            << QStringLiteral("%1 sends \"%2\"").arg(path.mid(sourceDir().size() + 1), arg);
                }
            }
        }
        QVERIFY2(offenders.isEmpty(),
                 qPrintable(offenders.join(QStringLiteral("; ")) +
                            QStringLiteral(": name each request in core/api/methods.h and classify it in "
                                           "core/api/requestkinds.cpp")));
        QVERIFY2(sites >= 15, qPrintable(QStringLiteral("only %1 call sites found").arg(sites)));
    }

    void grantChangesAreWritesAndListingsAreReads()
    {
        QCOMPARE(core::requestKind(core::methods::configureGrant), RequestKind::Write);
        QCOMPARE(core::requestKind(core::methods::getServices), RequestKind::Read);
        QCOMPARE(core::requestKind(core::methods::getUsers), RequestKind::Read);
        QCOMPARE(core::requestKind(core::methods::adminLogin), RequestKind::Read);
        QVERIFY(!core::requestKind(QStringLiteral("deleteService")).has_value());
    }

    void readOnlyRefusesEveryWrite()
    {
        const RequestGuard guard(safety(false, true));
        const RequestCheck write = guard.check(core::methods::configureGrant, QStringLiteral("prod-eu"));
        QCOMPARE(write.verdict, RequestCheck::Verdict::ReadOnly);
        QCOMPARE(write.message, QStringLiteral("profile prod-eu is read-only"));
        // An unknown request might change something: held back as a write.
        QCOMPARE(guard.check(QStringLiteral("deleteService"), {}).verdict, RequestCheck::Verdict::ReadOnly);
        QVERIFY(guard.check(core::methods::getServices, {}).allowed());
        QVERIFY(guard.check(core::methods::getDeploymentPreflight, {}).allowed());
    }

    void protectedNeedsTheExactName()
    {
        const RequestGuard guard(safety(true, false));
        QCOMPARE(guard.check(core::methods::configureGrant, {}).verdict,
                 RequestCheck::Verdict::NeedsConfirmation);
        QCOMPARE(guard.check(core::methods::configureGrant, QStringLiteral("prod-EU")).verdict,
                 RequestCheck::Verdict::NeedsConfirmation);
        QCOMPARE(guard.check(core::methods::configureGrant, QStringLiteral("prod-eu ")).verdict,
                 RequestCheck::Verdict::NeedsConfirmation);
        QVERIFY(guard.check(core::methods::configureGrant, QStringLiteral("prod-eu")).allowed());
        QVERIFY(guard.check(core::methods::getServices, {}).allowed());
        QVERIFY(guard.check(core::methods::configureGrant, {}).message.contains("--confirm-profile prod-eu"));
    }

    void unguardedProfilesSendEverything()
    {
        QVERIFY(RequestGuard().check(core::methods::configureGrant, {}).allowed());
        QVERIFY(RequestGuard(safety(false, false)).check(core::methods::configureGrant, {}).allowed());
    }

    void renamesKeepTheKindOfTheRequestTheyName()
    {
        core::MethodNames names;
        QVERIFY(names.setOverride(core::methods::getBackups, QStringLiteral("listBackups")));
        const RequestGuard guard(safety(false, true), names);
        QVERIFY(guard.check(QStringLiteral("listBackups"), {}).allowed());
        // Naming a read after a write does not make the write a read.
        QVERIFY(names.setOverride(core::methods::getSettings, core::methods::configureGrant));
        const RequestGuard renamed(safety(false, true), names);
        QCOMPARE(renamed.check(core::methods::configureGrant, {}).verdict, RequestCheck::Verdict::ReadOnly);
    }
};

QTEST_GUILESS_MAIN(TstRequestGuard)
#include "tst_requestguard.moc"
