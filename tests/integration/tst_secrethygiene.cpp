// Secret hygiene (issue #8): after logging in, running preflights (GO and NO-GO, receipts saved and exported)
// and changing grants (set, revoke, audit export) — in process through the core classes and through
// cloudlyctl, against the Node peer and the demo server, with every cloudly.* debug category ON — no file
// under the isolated HOME/XDG/data directories and none of the captured output may contain the password,
// the machine token or any JWT that was issued.
//
// The servers run on a copy of the demo fixture with distinctive secrets (the demo's "demo" password would
// match everywhere); JWTs are matched exactly where the test saw them, and by their shape (peer.<hex>,
// demo.<hex>) where only a child process did. A self-check plants a secret and requires the scan to find it.
// The PDF export (ui/, compressed text as glyph ids, so a byte search proves nothing) is checked by
// tests/ui/tst_secrethygienepdf.cpp on the text pdftotext extracts.
#include "core/api/methods.h"
#include "core/grants/auditlog.h"
#include "core/net/typedsocketclient.h"
#include "core/preflight/receiptexport.h"
#include "core/preflight/receiptstore.h"
#include "core/session/session.h"
#include "ctlprocess.h"
#include "jsontestutil.h"
#include "serverprocess.h"
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

namespace {
const QString kPassword = QStringLiteral("pw-Hyg13ne-c0rrect-h0rse-7f3c9e2a");
const QString kToken = QStringLiteral("mt-hygiene-9b81d0e4c2a6f7e5d3c1b0a9");

// Everything this process logs (all cloudly.* debug categories are on), as the user's terminal would see it.
QString g_root; // HOME, XDG dirs, CLOUDLY_DATA_DIR, exports, logs: everything the console may write
QMutex g_logMutex;
QByteArray g_log;
QtMessageHandler g_previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    {
        QMutexLocker lock(&g_logMutex);
        g_log += QByteArray(context.category ? context.category : "default") + ": " + message.toUtf8() + '\n';
    }
    if (type != QtDebugMsg && g_previousHandler) // debug output is only captured (there is a lot of it)
        g_previousHandler(type, context, message);
}

QString sourceFixture(const char* name)
{
    return QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/") + QLatin1String(name);
}

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

struct Hit
{
    QString where;
    QString what;
};

// Finds every needle (exact bytes) and every JWT-shaped string in `bytes`.
void scanBytes(const QByteArray& bytes, const QString& where, const QMap<QString, QByteArray>& needles,
               QList<Hit>& hits)
{
    for (auto it = needles.cbegin(); it != needles.cend(); ++it) {
        if (!it.value().isEmpty() && bytes.contains(it.value()))
            hits.append({where, it.key()});
    }
    static const QRegularExpression jwtShape(QStringLiteral("(peer\\.[0-9a-f]{32}|demo\\.[0-9a-f]{32,})"));
    QRegularExpressionMatchIterator m = jwtShape.globalMatch(QString::fromUtf8(bytes));
    while (m.hasNext())
        hits.append({where, QStringLiteral("a JWT (%1…)").arg(m.next().captured(1).left(9))});
}

// Scans every regular file under `root` (recursively, hidden files included). Returns the files scanned.
QStringList scanTree(const QString& root, const QMap<QString, QByteArray>& needles, QList<Hit>& hits)
{
    QStringList scanned;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            hits.append({path, QStringLiteral("(unreadable file: %1)").arg(f.errorString())});
            continue;
        }
        scanBytes(f.readAll(), QDir(root).relativeFilePath(path), needles, hits);
        scanned.append(QDir(root).relativeFilePath(path));
    }
    return scanned;
}

QString describe(const QList<Hit>& hits)
{
    QStringList lines;
    for (const Hit& h : hits)
        lines << h.what + QStringLiteral(" in ") + h.where;
    return lines.join(QLatin1Char('\n'));
}
} // namespace

class TestSecretHygiene : public QObject
{
    Q_OBJECT
    QString m_fixture;
    QStringList m_jwts;       // every JWT this process received
    QByteArray m_childOutput; // stdout + stderr of every cloudlyctl run

    static QString dir(const char* name) { return QDir(g_root).filePath(QLatin1String(name)); }

    QMap<QString, QString> env(const QUrl& url, bool admin) const
    {
        QMap<QString, QString> e{
            {QStringLiteral("CLOUDLY_URL"), url.toString()},
            {QStringLiteral("HOME"), dir("home")},
            {QStringLiteral("XDG_CONFIG_HOME"), dir("home/.config")},
            {QStringLiteral("XDG_DATA_HOME"), dir("home/.local/share")},
            {QStringLiteral("XDG_CACHE_HOME"), dir("home/.cache")},
            {QStringLiteral("XDG_STATE_HOME"), dir("home/.local/state")},
            {QStringLiteral("CLOUDLY_DATA_DIR"), dir("data")},
            {QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("cloudly.*.debug=true")}};
        if (admin) {
            e.insert(QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin"));
            e.insert(QStringLiteral("CLOUDLY_PASSWORD"), kPassword);
        } else {
            e.insert(QStringLiteral("CLOUDLY_TOKEN"), kToken);
        }
        return e;
    }

    CtlRun ctl(const QStringList& args, const QMap<QString, QString>& environment)
    {
        const CtlRun r = test::runCloudlyctl(args, environment, 30000);
        m_childOutput += "$ cloudlyctl " + args.join(QLatin1Char(' ')).toUtf8() + '\n' + r.out + r.err;
        return r;
    }

    QMap<QString, QByteArray> needles() const
    {
        QMap<QString, QByteArray> n{{QStringLiteral("the password"), kPassword.toUtf8()},
                                    {QStringLiteral("the machine token"), kToken.toUtf8()}};
        for (int i = 0; i < m_jwts.size(); ++i)
            n.insert(QStringLiteral("JWT #%1").arg(i + 1), m_jwts.at(i).toUtf8());
        return n;
    }

    static void servers()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("node-peer") << QStringLiteral("peer");
        QTest::newRow("demo-server") << QStringLiteral("demo");
    }

    // Login, preflight GO and NO-GO, receipts saved and exported — through the core classes.
    void inProcessFlows(const QUrl& url, const QString& exportDir)
    {
        for (const bool admin : {true, false}) {
            QString why;
            const auto connection = test::loginTo(url, admin, admin ? kPassword : kToken, &why);
            QVERIFY2(connection, qPrintable(why));
            test::LoggedInConnection& c = *connection;
            QVERIFY(c.session.identity().jwt.size() >= 16);
            m_jwts << c.session.identity().jwt;

            core::preflight::ReceiptStore store; // CLOUDLY_DATA_DIR/receipts
            for (const char* name : {"preflight-go.json", "preflight-nogo.json"}) {
                const QJsonObject request = readJson(sourceFixture(name));
                QVERIFY(!request.isEmpty());
                QString callError;
                const auto answer = test::preflightReceipt(c, request, &callError);
                QVERIFY2(answer, qPrintable(callError));
                const core::preflight::Receipt& receipt = *answer;
                const auto saved = store.save(receipt);
                QVERIFY2(saved.ok, qPrintable(saved.error));
                const QString base = QDir(exportDir).filePath(QStringLiteral("%1-%2").arg(
                    admin ? QStringLiteral("admin") : QStringLiteral("machine"), receipt.id));
                QVERIFY(
                    writeBytes(base + QStringLiteral(".json"), core::preflight::receiptToJsonBytes(receipt)));
                QVERIFY(writeBytes(base + QStringLiteral(".md"),
                                   core::preflight::receiptToMarkdown(receipt).toUtf8()));
            }
            QVERIFY(store.list().receipts.size() >= 2);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(!g_root.isEmpty());
        // This process's own paths were redirected by main() before QCoreApplication existed. QTest installs
        // its own message handler in qExec(); ours goes on top to capture the debug output.
        g_previousHandler = qInstallMessageHandler(captureMessage);
        QCOMPARE(qEnvironmentVariable("CLOUDLY_DATA_DIR"), dir("data"));
        int changed = 0;
        const QJsonObject fixture =
            test::withDistinctiveSecrets(readJson(sourceFixture("demo.json")), kPassword, kToken, &changed);
        QCOMPARE(changed, 2);
        // The fixture lives outside the scanned tree (it holds the secrets by design).
        m_fixture = QDir::temp().filePath(
            QStringLiteral("cloudly-hygiene-%1.json").arg(QCoreApplication::applicationPid()));
        QVERIFY(writeBytes(m_fixture, QJsonDocument(fixture).toJson()));
    }

    void cleanupTestCase()
    {
        qInstallMessageHandler(g_previousHandler);
        QFile::remove(m_fixture);
    }

    void noSecretAnywhere_data() { servers(); }
    void noSecretAnywhere()
    {
        QFETCH(QString, server);
        ServerProcess s(server == QLatin1String("peer") ? ServerProcess::Kind::NodePeer
                                                        : ServerProcess::Kind::DemoServer,
                        {QStringLiteral("--fixture"), m_fixture});
        QVERIFY2(s.start(), qPrintable(s.error()));
        const QString exports = dir("exports/") + server;

        inProcessFlows(s.url(), exports);

        // cloudlyctl: preflight GO (exit 0) and NO-GO (exit 3) in every format, as a CI job runs it.
        const auto machine = env(s.url(), false);
        const auto admin = env(s.url(), true);
        QCOMPARE(ctl({QStringLiteral("whoami")}, machine).exitCode, 0);
        for (const QString& format :
             {QStringLiteral("json"), QStringLiteral("markdown"), QStringLiteral("table")}) {
            CtlRun go = ctl({QStringLiteral("preflight"), QStringLiteral("--format"), format,
                             sourceFixture("preflight-go.json")},
                            machine);
            QCOMPARE(go.exitCode, 0);
            QVERIFY(writeBytes(exports + QStringLiteral("/ctl-go.") + format, go.out));
            CtlRun nogo = ctl({QStringLiteral("preflight"), QStringLiteral("--format"), format,
                               sourceFixture("preflight-nogo.json")},
                              machine);
            QCOMPARE(nogo.exitCode, 3);
            QVERIFY(writeBytes(exports + QStringLiteral("/ctl-nogo.") + format, nogo.out));
        }
        // Grants: set, revoke, and the audit trail exported as JSON and CSV.
        const QStringList target{QStringLiteral("--user"), QStringLiteral("mu-ci-partial"),
                                 QStringLiteral("--service"), QStringLiteral("svc-api")};
        CtlRun set =
            ctl(QStringList{QStringLiteral("grants"), QStringLiteral("set")} + target +
                    QStringList{QStringLiteral("--cap"), QStringLiteral("deployment:preflight"),
                                QStringLiteral("--cap"), QStringLiteral("deployment:create-greenfield"),
                                QStringLiteral("--yes")},
                admin);
        QVERIFY2(set.exitCode == 0, set.err.constData());
        CtlRun revoke = ctl(QStringList{QStringLiteral("grants"), QStringLiteral("revoke")} + target +
                                QStringList{QStringLiteral("--yes")},
                            admin);
        QVERIFY2(revoke.exitCode == 0, revoke.err.constData());
        for (const QString& format : {QStringLiteral("json"), QStringLiteral("csv")}) {
            CtlRun audit =
                ctl({QStringLiteral("grants"), QStringLiteral("audit"), QStringLiteral("--format"), format},
                    admin);
            QCOMPARE(audit.exitCode, 0);
            QVERIFY(writeBytes(exports + QStringLiteral("/audit.") + format, audit.out));
        }
        const core::grants::AuditLog log(core::grants::AuditLog::defaultPath());
        QVERIFY(log.readAll().entries.size() >= 2);
        // A saved connection profile (its secret goes to the keychain, never to the settings file).
        QMap<QString, QString> profileEnv = admin;
        profileEnv.remove(QStringLiteral("CLOUDLY_URL"));
        // No real keyring is touched: without a session bus the secret stays in memory (and the run says so).
        profileEnv.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                          QStringLiteral("unix:path=/nonexistent"));
        ctl({QStringLiteral("profiles"), QStringLiteral("add"), QStringLiteral("hygiene-") + server,
             QStringLiteral("--url"), s.url().toString(), QStringLiteral("--user"), QStringLiteral("admin")},
            profileEnv);

        QVERIFY(writeBytes(dir("logs/") + server + QStringLiteral("-console.log"), [] {
            QMutexLocker lock(&g_logMutex);
            return g_log;
        }()));
        QVERIFY(writeBytes(dir("logs/") + server + QStringLiteral("-cloudlyctl.log"), m_childOutput));

        // --- the scan
        QList<Hit> hits;
        const QStringList scanned = scanTree(g_root, needles(), hits);
        qInfo("%s: scanned %lld files, %lld JWTs known, %lld bytes of cloudlyctl output, %lld bytes of debug "
              "log",
              qPrintable(server), static_cast<long long>(scanned.size()),
              static_cast<long long>(m_jwts.size()), static_cast<long long>(m_childOutput.size()),
              static_cast<long long>(g_log.size()));
        QVERIFY2(hits.isEmpty(), qPrintable(describe(hits)));
        // Not vacuous: the scan covered receipts, the audit log, the settings file, exports and logs, and the
        // debug log really was on.
        const auto has = [&](const QString& part) {
            return std::any_of(scanned.cbegin(), scanned.cend(),
                               [&](const QString& p) { return p.contains(part); });
        };
        QVERIFY2(has(QStringLiteral("data/receipts/preflight-")), qPrintable(scanned.join(' ')));
        QVERIFY2(has(QStringLiteral("data/grants-audit.jsonl")), qPrintable(scanned.join(' ')));
        QVERIFY2(has(QStringLiteral("home/.config/")), qPrintable(scanned.join(' ')));
        QVERIFY2(has(QStringLiteral("exports/") + server + QStringLiteral("/audit.csv")),
                 qPrintable(scanned.join(' ')));
        QVERIFY2(has(QStringLiteral(".md")), qPrintable(scanned.join(' ')));
        {
            QMutexLocker lock(&g_logMutex);
            QVERIFY2(g_log.contains("cloudly.net: C>S"), "the debug log was not captured");
        }
        QVERIFY2(m_childOutput.contains("cloudly.net"), "cloudlyctl's debug log was not captured");
    }

    // The scanner must be able to fail: a planted secret in any form it checks is found.
    void scannerFindsPlantedSecrets()
    {
        QTemporaryDir planted;
        QVERIFY(planted.isValid());
        m_jwts << QStringLiteral("some-opaque-jwt-value-0123456789");
        QVERIFY(writeBytes(planted.filePath(QStringLiteral("a/settings.ini")),
                           "[x]\nsecret=" + kPassword.toUtf8()));
        QVERIFY(writeBytes(planted.filePath(QStringLiteral(".hidden.log")), "token " + kToken.toUtf8()));
        QVERIFY(writeBytes(planted.filePath(QStringLiteral("receipt.json")),
                           R"({"identity":{"jwt":"some-opaque-jwt-value-0123456789"}})"));
        QVERIFY(writeBytes(
            planted.filePath(QStringLiteral("b/c/peer.log")),
            "jwt=peer.0123456789abcdef0123456789abcdef and demo.00112233445566778899aabbccddeeff"));
        QVERIFY(writeBytes(planted.filePath(QStringLiteral("clean.txt")),
                           "nothing to see: demo server, peer.log"));
        QList<Hit> hits;
        const QStringList scanned = scanTree(planted.path(), needles(), hits);
        m_jwts.removeLast();
        QCOMPARE(scanned.size(), 5);
        const QString found = describe(hits);
        QCOMPARE(hits.size(), 5);
        for (const char* expected :
             {"the password in a/settings.ini", "the machine token in .hidden.log", "in receipt.json",
              "a JWT (peer.0123…) in b/c/peer.log", "a JWT (demo.0011…) in b/c/peer.log"})
            QVERIFY2(found.contains(QString::fromUtf8(expected)), qPrintable(found));
    }
};

int main(int argc, char** argv)
{
    // Isolate every place the console and cloudlyctl may write, and turn every debug category on, before Qt
    // reads any of it.
    QTemporaryDir root;
    if (!root.isValid())
        return 1;
    g_root = root.path();
    const QByteArray base = g_root.toLocal8Bit();
    qputenv("HOME", base + "/home");
    qputenv("XDG_CONFIG_HOME", base + "/home/.config");
    qputenv("XDG_DATA_HOME", base + "/home/.local/share");
    qputenv("XDG_CACHE_HOME", base + "/home/.cache");
    qputenv("XDG_STATE_HOME", base + "/home/.local/state");
    qputenv("CLOUDLY_DATA_DIR", base + "/data");
    qputenv("QT_LOGGING_RULES", "cloudly.*.debug=true");
    QCoreApplication app(argc, argv);
    TestSecretHygiene test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secrethygiene.moc"
