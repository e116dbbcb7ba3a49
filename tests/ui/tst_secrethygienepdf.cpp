// Secret hygiene of the PDF export (issue #8; the other files and exports are scanned by
// tests/integration/tst_secrethygiene). After logging in with a password and with a machine token, running
// preflights (GO and NO-GO, receipts saved) and changing a grant (set and revoke), every receipt is exported
// to PDF the way the report and the receipt history do it (ui::exportReceipt), fresh and as reloaded from the
// receipt store, against the Node peer and the demo server. The password, the machine token and every JWT
// that was issued must not appear in any PDF.
//
// Qt writes PDFs with compressed streams and text as glyph ids, so searching the bytes proves nothing: the
// text is extracted with pdftotext (Debian: poppler-utils, installed by scripts/setup.sh). Without it the
// test fails, never passes silently. A planted canary and planted secrets must be found in an exported PDF,
// so the extraction is known to work.
#include "core/api/methods.h"
#include "core/grants/auditlog.h"
#include "core/grants/grantchange.h"
#include "core/grants/grantcontroller.h"
#include "core/preflight/receiptstore.h"
#include "jsontestutil.h"
#include "serverprocess.h"
#include "testutil.h"
#include "ui/preflight/receiptexportactions.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::ServerProcess;

namespace {
const QString kPassword = QStringLiteral("pw-Pdf-Hyg13ne-b4ttery-st4ple-51c0e7d2");
const QString kToken = QStringLiteral("mt-pdf-hygiene-4e2d9c7b1a0f8e6d5c3b");
const QString kCanary = QStringLiteral("CanaryPdfText7d1e0c93b5");

QString g_root; // HOME, XDG dirs and CLOUDLY_DATA_DIR of this process (set in main())

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

QString pdfToTextTool()
{
    return QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

// The text of a PDF (pdftotext, UTF-8, reading order). Empty and *error set when it cannot be extracted.
QString pdfText(const QString& path, QString* error)
{
    const QString tool = pdfToTextTool();
    if (tool.isEmpty()) {
        *error =
            QStringLiteral("pdftotext is missing (Debian package poppler-utils; scripts/setup.sh installs "
                           "it): the PDF export cannot be checked for secrets");
        return {};
    }
    QProcess p;
    p.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = QStringLiteral("pdftotext failed on %1: %2")
                     .arg(path, QString::fromUtf8(p.readAllStandardError()));
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Every secret found in `text`, as written and with all white space removed (a long token may be wrapped
// over two lines of a table cell; no secret contains white space), plus every JWT-shaped string.
QStringList findSecrets(const QString& text, const QMap<QString, QString>& needles)
{
    QString joined = text;
    joined.remove(QRegularExpression(QStringLiteral("\\s+")));
    QStringList found;
    for (auto it = needles.cbegin(); it != needles.cend(); ++it) {
        if (!it.value().isEmpty() && (text.contains(it.value()) || joined.contains(it.value())))
            found << it.key();
    }
    static const QRegularExpression jwtShape(QStringLiteral("(peer\\.[0-9a-f]{32}|demo\\.[0-9a-f]{32,})"));
    QRegularExpressionMatchIterator m = jwtShape.globalMatch(joined);
    while (m.hasNext())
        found << QStringLiteral("a JWT (%1…)").arg(m.next().captured(1).left(9));
    return found;
}

// A NO-GO receipt from the fixtures (no server needed) with `identityName` as its author.
core::preflight::Receipt fixtureReceipt(const QString& identityName, const QString& version)
{
    QJsonObject request = readJson(sourceFixture("preflight-nogo.json"));
    request.insert(QStringLiteral("version"), version);
    const QJsonObject report{{QStringLiteral("verdict"), QStringLiteral("no-go")}};
    return core::preflight::Receipt::create(QStringLiteral("ws://127.0.0.1:1"), identityName, request,
                                            report);
}
} // namespace

class TestSecretHygienePdf : public QObject
{
    Q_OBJECT
    QString m_fixture;
    QStringList m_jwts;

    QMap<QString, QString> needles() const
    {
        QMap<QString, QString> n{{QStringLiteral("the password"), kPassword},
                                 {QStringLiteral("the machine token"), kToken}};
        for (int i = 0; i < m_jwts.size(); ++i)
            n.insert(QStringLiteral("JWT #%1").arg(i + 1), m_jwts.at(i));
        return n;
    }

    // Exports `receipt` as PDF into `dir` (as the report and the history do) and extracts its text. False
    // and *error when either fails.
    static bool exportAndExtract(const core::preflight::Receipt& receipt, const QString& dir,
                                 const QString& name, QString* text, QString* error)
    {
        const QString path = QDir(dir).filePath(name + QStringLiteral(".pdf"));
        if (!ui::exportReceipt(receipt, ui::ReceiptFormat::Pdf, path, error))
            return false;
        *text = pdfText(path, error);
        return error->isEmpty();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(!g_root.isEmpty());
        QCOMPARE(qEnvironmentVariable("CLOUDLY_DATA_DIR"), QDir(g_root).filePath(QStringLiteral("data")));
        QVERIFY2(!pdfToTextTool().isEmpty(),
                 "pdftotext is missing (Debian package poppler-utils; "
                 "scripts/setup.sh installs it): the PDF export cannot be checked");
        // The demo fixture with distinctive secrets (the demo's "demo" password would match everywhere).
        int changed = 0;
        const QJsonObject fixture =
            test::withDistinctiveSecrets(readJson(sourceFixture("demo.json")), kPassword, kToken, &changed);
        QCOMPARE(changed, 2);
        m_fixture = QDir::temp().filePath(
            QStringLiteral("cloudly-pdf-hygiene-%1.json").arg(QCoreApplication::applicationPid()));
        QFile f(m_fixture);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write(QJsonDocument(fixture).toJson()) > 0);
    }

    void cleanupTestCase()
    {
        if (!m_fixture.isEmpty())
            QFile::remove(m_fixture);
    }

    // The check must be able to fail: text planted in a receipt is found in its exported PDF (a canary, the
    // password, a JWT-shaped string), and the PDF's bytes alone would not have shown it.
    void extractionFindsPlantedSecrets()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString jwt = QStringLiteral("peer.0123456789abcdef0123456789abcdef");
        QString text, error;
        QVERIFY2(exportAndExtract(fixtureReceipt(kCanary + QStringLiteral(" ") + jwt, kPassword), dir.path(),
                                  QStringLiteral("planted"), &text, &error),
                 qPrintable(error));
        QVERIFY2(text.contains(kCanary),
                 qPrintable(QStringLiteral("the canary is not in the text:\n") + text));
        const QStringList found = findSecrets(text, needles());
        QVERIFY2(found.contains(QStringLiteral("the password")), qPrintable(found.join(u", ")));
        QVERIFY2(found.contains(QStringLiteral("a JWT (peer.0123…)")), qPrintable(found.join(u", ")));
        QFile pdf(QDir(dir.path()).filePath(QStringLiteral("planted.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        qInfo("the canary is %s in the PDF's raw bytes", bytes.contains(kCanary.toUtf8()) ? "also" : "not");

        // A clean receipt: nothing found, but the canary check above used the same extraction.
        QString clean;
        QVERIFY2(exportAndExtract(fixtureReceipt(QStringLiteral("admin"), QStringLiteral("1.2.3")),
                                  dir.path(), QStringLiteral("clean"), &clean, &error),
                 qPrintable(error));
        QVERIFY(clean.contains(QStringLiteral("NO-GO")));
        QVERIFY2(findSecrets(clean, needles()).isEmpty(),
                 qPrintable(findSecrets(clean, needles()).join(u", ")));
    }

    void noSecretInPdfExports_data()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("node-peer") << QStringLiteral("peer");
        QTest::newRow("demo-server") << QStringLiteral("demo");
    }

    void noSecretInPdfExports()
    {
        QFETCH(QString, server);
        ServerProcess s(server == QLatin1String("peer") ? ServerProcess::Kind::NodePeer
                                                        : ServerProcess::Kind::DemoServer,
                        {QStringLiteral("--fixture"), m_fixture});
        QVERIFY2(s.start(), qPrintable(s.error()));
        const QString exports = QDir(g_root).filePath(QStringLiteral("exports/") + server);
        QVERIFY(QDir().mkpath(exports));

        core::preflight::ReceiptStore store; // CLOUDLY_DATA_DIR/receipts
        core::grants::AuditLog audit(core::grants::AuditLog::defaultPath());
        QMap<QString, QString> texts; // PDF name -> its text
        for (const bool admin : {true, false}) {
            QString why;
            const auto connection = test::loginTo(s.url(), admin, admin ? kPassword : kToken, &why);
            QVERIFY2(connection, qPrintable(why));
            test::LoggedInConnection& c = *connection;
            QVERIFY(c.session.identity().jwt.size() >= 16);
            m_jwts << c.session.identity().jwt;

            for (const char* name : {"preflight-go.json", "preflight-nogo.json"}) {
                const QJsonObject request = readJson(sourceFixture(name));
                QVERIFY(!request.isEmpty());
                QString callError;
                const auto answer = test::preflightReceipt(c, request, &callError);
                QVERIFY2(answer, qPrintable(callError));
                const core::preflight::Receipt& receipt = *answer;
                const auto saved = store.save(receipt);
                QVERIFY2(saved.ok, qPrintable(saved.error));
                const QString pdfName =
                    (admin ? QStringLiteral("admin-") : QStringLiteral("machine-")) + receipt.id;
                QString text, exportError;
                QVERIFY2(exportAndExtract(receipt, exports, pdfName, &text, &exportError),
                         qPrintable(exportError));
                texts.insert(pdfName, text);
            }

            if (admin) { // a grant set and revoked, as the grant editor does it
                core::grants::GrantController grants(&c.session, &audit);
                for (const QStringList& caps :
                     {QStringList{QStringLiteral("deployment:preflight")}, QStringList{}}) {
                    QSignalSpy finished(&grants, &core::grants::GrantController::finished);
                    QVERIFY(grants.apply(
                        grants.makeChange(QStringLiteral("mu-ci-partial"), QStringLiteral("svc-api"), caps)));
                    QVERIFY(finished.wait(15000));
                    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
                }
            }
        }
        QVERIFY(audit.readAll().entries.size() >= 2);

        // After all flows: every stored receipt as the receipt history exports it (read back from disk).
        const core::preflight::ReceiptStore::Listing listing = store.list();
        QVERIFY(listing.receipts.size() >= 4);
        for (const core::preflight::Receipt& r : listing.receipts) {
            const QString pdfName = QStringLiteral("stored-") + r.id;
            QString text, exportError;
            QVERIFY2(exportAndExtract(r, exports, pdfName, &text, &exportError), qPrintable(exportError));
            texts.insert(pdfName, text);
        }

        QStringList hits;
        for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
            // Not vacuous: the text of each PDF was extracted (the decision and the user are on every
            // receipt).
            QVERIFY2(it.value().contains(QStringLiteral("GO")),
                     qPrintable(it.key() + QStringLiteral(": ") + it.value()));
            for (const QString& what : findSecrets(it.value(), needles()))
                hits << what + QStringLiteral(" in ") + it.key() + QStringLiteral(".pdf");
        }
        qInfo("%s: %lld PDFs checked, %lld JWTs known", qPrintable(server),
              static_cast<long long>(texts.size()), static_cast<long long>(m_jwts.size()));
        QVERIFY2(hits.isEmpty(), qPrintable(hits.join(QLatin1Char('\n'))));
    }
};

int main(int argc, char** argv)
{
    // Isolate everything the console may write before Qt reads any of it.
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
    QApplication app(argc, argv);
    TestSecretHygienePdf test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secrethygienepdf.moc"
