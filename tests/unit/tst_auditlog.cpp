#include "core/grants/auditlog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace cloudly::core::grants;

namespace {

const QString kPre = QStringLiteral("deployment:preflight");
const QString kGreen = QStringLiteral("deployment:create-greenfield");
const QString kPromote = QStringLiteral("deployment:promote-route");

AuditEntry makeEntry(int n, const QString& userId = QStringLiteral("mu-ci-web"),
                     const QString& serviceId = QStringLiteral("svc-web"), QStringList after = {kPre},
                     const QString& result = QStringLiteral("ok"))
{
    AuditEntry e;
    e.at = QDateTime(QDate(2025, 3, 1), QTime(12, 0, 0, 125), Qt::UTC).addSecs(n * 60);
    e.actor = QStringLiteral("admin");
    e.server = QStringLiteral("https://cloudly.example.com");
    e.userId = userId;
    e.serviceId = serviceId;
    e.after = std::move(after);
    e.result = result;
    if (result != QLatin1String("ok"))
        e.error = QStringLiteral("failed #%1").arg(n);
    return e;
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool appendRaw(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append))
        return false;
    return f.write(bytes) == bytes.size();
}

void compareEntries(const AuditEntry& a, const AuditEntry& b)
{
    QCOMPARE(a.at, b.at);
    QCOMPARE(a.actor, b.actor);
    QCOMPARE(a.server, b.server);
    QCOMPARE(a.userId, b.userId);
    QCOMPARE(a.serviceId, b.serviceId);
    QCOMPARE(a.before, b.before);
    QCOMPARE(a.after, b.after);
    QCOMPARE(a.result, b.result);
    QCOMPARE(a.error, b.error);
}

// Child modes (this binary started again by the test):
//   --child-torn <path>: appends 3 entries, then writes half of a 4th line and dies by SIGKILL.
//   --child-loop <path>: appends entries until it is killed.
//   --child-rotate <path>: appends entries (userId from $AUDIT_CHILD_USER) to a log with tiny rotation
//   limits until it is killed.
int childMain(const QString& mode, const QString& path)
{
    AuditLog log(path);
    QString error;
    if (mode == QLatin1String("--child-rotate")) {
        AuditLog small(path, AuditLog::Limits{4096, 100000});
        const QString user = qEnvironmentVariable("AUDIT_CHILD_USER");
        for (int i = 0;; ++i) {
            if (!small.append(makeEntry(i, user), &error))
                return 3;
        }
    }
    if (mode == QLatin1String("--child-loop")) {
        for (int i = 0;; ++i) {
            if (!log.append(makeEntry(i), &error))
                return 3;
        }
    }
    for (int i = 0; i < 3; ++i) {
        if (!log.append(makeEntry(i), &error))
            return 3;
    }
    const QByteArray line = QJsonDocument(makeEntry(3).toJson()).toJson(QJsonDocument::Compact) + '\n';
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return 4;
    const QByteArray half = line.left(line.size() / 2);
    if (::write(f.handle(), half.constData(), size_t(half.size())) != half.size())
        return 5;
    ::raise(SIGKILL);
    return 6;
}

} // namespace

class TestAuditLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonRoundTrip()
    {
        AuditEntry e = makeEntry(1);
        e.before = QStringList{kPre, kGreen};
        e.error = QStringLiteral("x");
        QString error;
        std::optional<AuditEntry> back = AuditEntry::fromJson(e.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        compareEntries(*back, e);
        QCOMPARE(e.toJson().value(QStringLiteral("at")).toString(),
                 QStringLiteral("2025-03-01T12:01:00.125Z"));

        // Unknown vs empty `before` survive the round trip as different things.
        e.before.reset();
        QVERIFY(e.toJson().value(QStringLiteral("before")).isNull());
        back = AuditEntry::fromJson(e.toJson(), &error);
        QVERIFY(back);
        QVERIFY(!back->before.has_value());
        e.before = QStringList{};
        back = AuditEntry::fromJson(e.toJson(), &error);
        QVERIFY(back && back->before.has_value() && back->before->isEmpty());

        // A time with an offset is converted to UTC.
        QJsonObject o = e.toJson();
        o.insert(QStringLiteral("at"), QStringLiteral("2025-03-01T14:00:00.000+02:00"));
        back = AuditEntry::fromJson(o, &error);
        QVERIFY(back);
        QCOMPARE(back->at, QDateTime(QDate(2025, 3, 1), QTime(12, 0), Qt::UTC));
        QCOMPARE(back->at.timeSpec(), Qt::UTC);
    }

    void fromJsonRejects_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("at missing") << "at" << QJsonValue(QJsonValue::Undefined) << "at must be a string";
        QTest::newRow("at garbage") << "at" << QJsonValue("yesterday") << "at is not an ISO 8601 time";
        QTest::newRow("userId empty") << "userId" << QJsonValue("") << "userId is empty";
        QTest::newRow("serviceId number") << "serviceId" << QJsonValue(4) << "serviceId must be a string";
        QTest::newRow("after missing")
            << "after" << QJsonValue(QJsonValue::Undefined) << "after must be an array";
        QTest::newRow("after numbers") << "after" << QJsonValue(QJsonArray{1}) << "after must be an array";
        QTest::newRow("before string") << "before" << QJsonValue("x") << "before must be an array";
        QTest::newRow("result unknown")
            << "result" << QJsonValue("maybe") << "result must be one of ok, error, mismatch";
        QTest::newRow("error number") << "error" << QJsonValue(1) << "error must be a string";
    }
    void fromJsonRejects()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject o = makeEntry(0).toJson();
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
        QString error;
        QVERIFY(!AuditEntry::fromJson(o, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void appendAndReadBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The directory is created on the first append.
        const QString path = dir.filePath(QStringLiteral("nested/deeper/grants-audit.jsonl"));
        AuditLog log(path);
        QCOMPARE(log.filePath(), path);

        // A missing file is an empty log, not a problem.
        AuditLog::ReadResult read = log.readAll();
        QVERIFY(read.entries.isEmpty());
        QVERIFY(read.problems.isEmpty());

        QList<AuditEntry> written;
        for (int i = 0; i < 3; ++i) {
            AuditEntry e = makeEntry(i, QStringLiteral("mu-%1").arg(i));
            if (i == 1)
                e.before = QStringList{kPre};
            written.append(e);
            QString error;
            QVERIFY2(log.append(e, &error), qPrintable(error));
        }
        read = log.readAll();
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join('\n')));
        QCOMPARE(read.entries.size(), 3);
        for (int i = 0; i < 3; ++i)
            compareEntries(read.entries.at(i), written.at(i));

        // One line per entry, each ending with a newline.
        const QByteArray raw = readFile(path);
        QCOMPARE(raw.count('\n'), 3);
        QVERIFY(raw.endsWith('\n'));
    }

    void survivesRestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        {
            AuditLog first(path);
            QVERIFY(first.append(makeEntry(0), nullptr));
            QVERIFY(first.append(makeEntry(1), nullptr));
        }
        {
            AuditLog second(path);
            QCOMPARE(second.readAll().entries.size(), 2);
            QVERIFY(second.append(makeEntry(2, QStringLiteral("mu-late")), nullptr));
        }
        const AuditLog::ReadResult read = AuditLog(path).readAll();
        QVERIFY(read.problems.isEmpty());
        QCOMPARE(read.entries.size(), 3);
        QCOMPARE(read.entries.at(2).userId, QStringLiteral("mu-late"));
    }

    void appendFailsOnUnwritablePath()
    {
        QTemporaryDir dir;
        // A regular file where the directory should be.
        QVERIFY(appendRaw(dir.filePath(QStringLiteral("blocker")), "x"));
        AuditLog log(dir.filePath(QStringLiteral("blocker/grants-audit.jsonl")));
        QString error;
        QVERIFY(!log.append(makeEntry(0), &error));
        QVERIFY(!error.isEmpty());
    }

    void tornLastLineByHand()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        AuditLog log(path);
        QVERIFY(log.append(makeEntry(0), nullptr));
        QVERIFY(log.append(makeEntry(1), nullptr));
        const QByteArray torn = "{\"at\":\"2025-03-01T12:05:00.000Z\",\"actor\":\"adm";
        QVERIFY(appendRaw(path, torn));

        AuditLog::ReadResult read = log.readAll();
        QCOMPARE(read.entries.size(), 2);
        QCOMPARE(read.problems.size(), 1);
        QCOMPARE(read.problems.at(0),
                 QStringLiteral("line 3 is incomplete (torn write, %1 bytes): kept aside, not used")
                     .arg(torn.size()));

        // The next append terminates the torn tail first: the new entry is a clean line of its own.
        const AuditEntry next = makeEntry(9, QStringLiteral("mu-after-crash"));
        QString error;
        QVERIFY2(log.append(next, &error), qPrintable(error));
        const QList<QByteArray> lines = readFile(path).split('\n');
        QCOMPARE(lines.size(), 5); // 4 lines + empty remainder after the final newline
        QCOMPARE(lines.at(2), torn);
        QCOMPARE(lines.at(3), QJsonDocument(next.toJson()).toJson(QJsonDocument::Compact));
        QVERIFY(lines.at(4).isEmpty());

        read = log.readAll();
        QCOMPARE(read.entries.size(), 3);
        compareEntries(read.entries.at(2), next);
        // The torn line is still reported, now as a bad (terminated) line.
        QCOMPARE(read.problems.size(), 1);
        QVERIFY2(read.problems.at(0).startsWith(QLatin1String("line 3 is not valid JSON: ")),
                 qPrintable(read.problems.at(0)));
        QVERIFY2(read.problems.at(0).contains(QLatin1String("interrupted write")),
                 qPrintable(read.problems.at(0)));

        // Appending again adds no further newline (the tail is clean now).
        QVERIFY(log.append(makeEntry(10), nullptr));
        QCOMPARE(readFile(path).split('\n').size(), 6);
        QCOMPARE(log.readAll().entries.size(), 4);
    }

    void badLinesAreReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        AuditLog log(path);
        QVERIFY(log.append(makeEntry(0), nullptr));
        QJsonObject invalid = makeEntry(1).toJson();
        invalid.insert(QStringLiteral("result"), QStringLiteral("perhaps"));
        QVERIFY(appendRaw(path, "not json at all\n\n[1,2]\n" +
                                    QJsonDocument(invalid).toJson(QJsonDocument::Compact) + "\n"));
        QVERIFY(log.append(makeEntry(2), nullptr));

        const AuditLog::ReadResult read = log.readAll();
        QCOMPARE(read.entries.size(), 2);
        QCOMPARE(read.problems.size(), 3);
        QVERIFY2(read.problems.at(0).startsWith(QLatin1String("line 2 is not valid JSON: ")),
                 qPrintable(read.problems.at(0)));
        QVERIFY(!read.problems.at(0).contains(QLatin1String("interrupted")));
        QCOMPARE(read.problems.at(1), QStringLiteral("line 4 is not a JSON object: not used"));
        QVERIFY2(read.problems.at(2).startsWith(
                     QLatin1String("line 5 is not a valid audit entry: result must be one of")),
                 qPrintable(read.problems.at(2)));
    }

    void processKilledMidWrite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child-torn"), path});
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        AuditLog log(path);
        AuditLog::ReadResult read = log.readAll();
        QCOMPARE(read.entries.size(), 3);
        for (int i = 0; i < 3; ++i)
            compareEntries(read.entries.at(i), makeEntry(i));
        QCOMPARE(read.problems.size(), 1);
        QVERIFY2(read.problems.at(0).startsWith(QLatin1String("line 4 is incomplete (torn write, ")),
                 qPrintable(read.problems.at(0)));

        QVERIFY(log.append(makeEntry(4, QStringLiteral("mu-next")), nullptr));
        read = log.readAll();
        QCOMPARE(read.entries.size(), 4);
        QCOMPARE(read.entries.last().userId, QStringLiteral("mu-next"));
        QCOMPARE(read.problems.size(), 1);
        QVERIFY(read.problems.at(0).startsWith(QLatin1String("line 4 is not valid JSON")));
    }

    void processKilledWhileAppending()
    {
        // A writer killed at an arbitrary moment: every complete entry is intact; at most the last line is
        // reported as torn.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child-loop"), path});
        QVERIFY(child.waitForStarted());
        QVERIFY(QTest::qWaitFor([&] { return readFile(path).count('\n') >= 20; }, 30000));
        child.kill();
        QVERIFY(child.waitForFinished(10000));

        const AuditLog::ReadResult read = AuditLog(path).readAll();
        QVERIFY(read.entries.size() >= 20);
        for (int i = 0; i < read.entries.size(); ++i)
            compareEntries(read.entries.at(i), makeEntry(i));
        QVERIFY2(read.problems.size() <= 1, qPrintable(read.problems.join('\n')));
        if (!read.problems.isEmpty())
            QVERIFY(read.problems.at(0).contains(QLatin1String("torn write")));
    }

    // ---- storage bound and rotation

    void rotationKeepsEveryEntry()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        const AuditLog::Limits limits{2000, 100};
        AuditLog log(path, limits);
        for (int i = 0; i < 100; ++i) {
            QString error, notice = QStringLiteral("stale");
            QVERIFY2(log.append(makeEntry(i), &error, &notice), qPrintable(error));
            QVERIFY2(notice.isEmpty(), qPrintable(notice)); // nothing removed: no notice
        }
        const QStringList files = log.files();
        QVERIFY2(files.size() >= 10, qPrintable(files.join(' ')));
        QCOMPARE(files.last(), path);
        QCOMPARE(files.first(), path + QStringLiteral(".%1").arg(files.size() - 1)); // oldest first
        for (const QString& f : files) {
            const QByteArray bytes = readFile(f);
            QVERIFY2(bytes.size() <= limits.maxFileBytes, qPrintable(f));
            QVERIFY(bytes.endsWith('\n')); // rotation never splits a line
        }
        const AuditLog::ReadResult read = log.readAll();
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join('\n')));
        QCOMPARE(read.entries.size(), 100);
        for (int i = 0; i < 100; ++i)
            compareEntries(read.entries.at(i), makeEntry(i));
        // Another instance (a later run) reads the same history.
        QCOMPARE(AuditLog(path).readAll().entries.size(), 100);
    }

    void rotationBoundRemovesOldestWithNotice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        const AuditLog::Limits limits{1000, 2};
        AuditLog log(path, limits);
        QStringList notices;
        for (int i = 0; i < 60; ++i) {
            QString error, notice;
            QVERIFY2(log.append(makeEntry(i), &error, &notice), qPrintable(error));
            if (!notice.isEmpty())
                notices << notice;
        }
        QVERIFY(!notices.isEmpty());
        QVERIFY2(notices.first().contains(QLatin1String("storage limit")) &&
                     notices.first().contains(QLatin1String("grants-audit.jsonl.2")),
                 qPrintable(notices.first()));
        const QStringList files = log.files();
        QCOMPARE(files, (QStringList{path + QStringLiteral(".2"), path + QStringLiteral(".1"), path}));
        qint64 total = 0;
        for (const QString& f : files)
            total += QFileInfo(f).size();
        QVERIFY2(total <= (limits.keepFiles + 1) * limits.maxFileBytes, qPrintable(QString::number(total)));
        // What is left is the newest entries, contiguous and in order.
        const AuditLog::ReadResult read = log.readAll();
        QVERIFY(read.problems.isEmpty());
        QVERIFY(read.entries.size() >= 6 && read.entries.size() < 60);
        const int first = 60 - static_cast<int>(read.entries.size());
        for (int i = 0; i < read.entries.size(); ++i)
            compareEntries(read.entries.at(i), makeEntry(first + i));
    }

    void rotationWithNoKeptFilesAndHugeEntry()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        AuditLog log(path, AuditLog::Limits{300, 0});
        QVERIFY(log.append(makeEntry(0), nullptr));
        AuditEntry huge = makeEntry(1);
        huge.error = QString(5000, QLatin1Char('e')); // larger than a whole file: gets a file of its own
        huge.result = QStringLiteral("error");
        QString notice;
        QVERIFY(log.append(huge, nullptr, &notice));
        QVERIFY(notice.contains(QLatin1String("storage limit")));
        const AuditLog::ReadResult read = log.readAll();
        QCOMPARE(read.entries.size(), 1);
        compareEntries(read.entries.at(0), huge);
        QCOMPARE(log.files(), QStringList{path});
    }

    void tornTailStaysInTheRotatedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        AuditLog log(path, AuditLog::Limits{900, 5});
        for (int i = 0; i < 3; ++i)
            QVERIFY(log.append(makeEntry(i), nullptr));
        const QByteArray line = QJsonDocument(makeEntry(3).toJson()).toJson(QJsonDocument::Compact);
        QVERIFY(appendRaw(path, line.left(line.size() / 2)));
        QVERIFY(log.append(makeEntry(4), nullptr)); // does not fit: rotates, the torn line goes with it
        const AuditLog::ReadResult read = log.readAll();
        QCOMPARE(read.entries.size(), 4);
        compareEntries(read.entries.last(), makeEntry(4));
        QCOMPARE(read.problems.size(), 1);
        QVERIFY2(read.problems.at(0).startsWith(
                     QLatin1String("grants-audit.jsonl.1: line 4 is incomplete (torn write, ")),
                 qPrintable(read.problems.at(0)));
    }

    void concurrentWritersAcrossRotations()
    {
        // Two processes append as fast as they can to a log rotating every ~4 KiB and are killed at an
        // arbitrary moment: no entry of either is lost or torn except at most each one's last line.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grants-audit.jsonl"));
        QList<QProcess*> children;
        for (const char* user : {"mu-a", "mu-b"}) {
            auto* child = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("AUDIT_CHILD_USER"), QString::fromLatin1(user));
            child->setProcessEnvironment(env);
            child->start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child-rotate"), path});
            QVERIFY(child->waitForStarted());
            children << child;
        }
        const AuditLog log(path, AuditLog::Limits{4096, 100000});
        QVERIFY(QTest::qWaitFor([&] { return log.files().size() >= 20; }, 30000));
        for (QProcess* child : std::as_const(children)) {
            child->kill();
            QVERIFY(child->waitForFinished(10000));
            QCOMPARE(child->exitStatus(), QProcess::CrashExit); // killed, not failed with an error
        }
        const AuditLog::ReadResult read = log.readAll();
        QVERIFY2(read.problems.size() <= 2, qPrintable(read.problems.join('\n')));
        for (const QString& p : read.problems)
            QVERIFY2(p.contains(QLatin1String("torn write")) || p.contains(QLatin1String("interrupted")),
                     qPrintable(p));
        QMap<QString, int> next;
        for (const AuditEntry& e : read.entries) {
            const int n = next.value(e.userId);
            compareEntries(e, makeEntry(n, e.userId));
            next[e.userId] = n + 1;
        }
        QCOMPARE(next.size(), 2);
        qInfo("%d + %d entries in %lld files", next.value(QStringLiteral("mu-a")),
              next.value(QStringLiteral("mu-b")), static_cast<long long>(log.files().size()));
        for (const QString& f : log.files())
            QVERIFY2(QFileInfo(f).size() <= 4096 + 1024, qPrintable(f));
    }

    void csvExport()
    {
        AuditEntry plain = makeEntry(0);
        plain.before = QStringList{kPre};
        plain.after = {kPre, kGreen};
        AuditEntry nasty =
            makeEntry(1, QStringLiteral("mu,comma"), QStringLiteral("svc-api"), {}, QStringLiteral("error"));
        nasty.actor = QStringLiteral("ad\"min");
        nasty.error = QStringLiteral("server said \"no\", then\nleft\r\nearly");
        AuditEntry revoked = makeEntry(2);
        revoked.before = QStringList{};
        revoked.after = {};

        const QString csv = AuditLog::exportCsv({plain, nasty, revoked});
        const QString expected = QStringLiteral(
            "at,actor,server,userId,serviceId,before,after,result,error\r\n"
            "2025-03-01T12:00:00.125Z,admin,https://"
            "cloudly.example.com,mu-ci-web,svc-web,deployment:preflight,"
            "deployment:preflight;deployment:create-greenfield,ok,\r\n"
            "2025-03-01T12:01:00.125Z,\"ad\"\"min\",https://"
            "cloudly.example.com,\"mu,comma\",svc-api,unknown,,"
            "error,\"server said \"\"no\"\", then\nleft\r\nearly\"\r\n"
            "2025-03-01T12:02:00.125Z,admin,https://cloudly.example.com,mu-ci-web,svc-web,,,ok,\r\n");
        QCOMPARE(csv, expected);
        QCOMPARE(AuditLog::exportCsv({}),
                 QStringLiteral("at,actor,server,userId,serviceId,before,after,result,error\r\n"));
    }

    void jsonExport()
    {
        const QList<AuditEntry> entries{makeEntry(0), makeEntry(1, QStringLiteral("mu-2"))};
        const QJsonArray array = AuditLog::exportJson(entries);
        QCOMPARE(array.size(), 2);
        QCOMPARE(array.at(0).toObject(), entries.at(0).toJson());
        QCOMPARE(array.at(1).toObject().value(QStringLiteral("userId")).toString(), QStringLiteral("mu-2"));
    }

    void defaultPath()
    {
        const QByteArray old = qgetenv("CLOUDLY_DATA_DIR");
        qputenv("CLOUDLY_DATA_DIR", "/tmp/cloudly-data-test");
        QCOMPARE(AuditLog::defaultPath(), QStringLiteral("/tmp/cloudly-data-test/grants-audit.jsonl"));
        qunsetenv("CLOUDLY_DATA_DIR");
        const QString fallback = AuditLog::defaultPath();
        QVERIFY(fallback.endsWith(QLatin1String("/grants-audit.jsonl")));
        QVERIFY(!fallback.startsWith(QLatin1String("/tmp/cloudly-data-test")));
        if (!old.isNull())
            qputenv("CLOUDLY_DATA_DIR", old);
    }

    void effective()
    {
        const QString u = QStringLiteral("mu-ci-web");
        const QString web = QStringLiteral("svc-web");
        const QString api = QStringLiteral("svc-api");
        QList<AuditEntry> entries;
        entries << makeEntry(0, u, web, {kPre});                                            // set
        entries << makeEntry(1, u, api, {kPre, kGreen});                                    // another service
        entries << makeEntry(2, u, web, {kPre, kGreen});                                    // change
        entries << makeEntry(3, u, web, {kPre, kGreen, kPromote}, QStringLiteral("error")); // failed: ignored
        entries << makeEntry(4, u, web, {kPromote}, QStringLiteral("mismatch")); // mismatch: ignored
        entries << makeEntry(5, QStringLiteral("mu-a"), web, {kPre});            // other user
        entries << makeEntry(6, QStringLiteral("mu-a"), web, {});                // revoked
        entries << makeEntry(7, u, web, {kGreen, kPre});                         // same set again

        const QList<EffectiveGrant> grants = effectiveGrants(entries);
        QCOMPARE(grants.size(), 2);
        QCOMPARE(grants.at(0).userId, u);
        QCOMPARE(grants.at(0).serviceId, api);
        QCOMPARE(grants.at(0).capabilities, (QStringList{kPre, kGreen}));
        QCOMPARE(grants.at(0).since, makeEntry(1).at);
        QCOMPARE(grants.at(1).userId, u);
        QCOMPARE(grants.at(1).serviceId, web);
        QCOMPARE(grants.at(1).capabilities, (QStringList{kGreen, kPre}));
        QCOMPARE(grants.at(1).since, makeEntry(2).at); // unchanged set keeps the earlier time

        // Revoke then grant again: present, since the new grant.
        entries << makeEntry(8, QStringLiteral("mu-a"), web, {kPre});
        const QList<EffectiveGrant> again = effectiveGrants(entries);
        QCOMPARE(again.size(), 3);
        QCOMPARE(again.at(0).userId, QStringLiteral("mu-a"));
        QCOMPARE(again.at(0).since, makeEntry(8).at);

        QVERIFY(effectiveGrants({}).isEmpty());
        QVERIFY(effectiveGrants({makeEntry(0, u, web, {kPre}, QStringLiteral("error"))}).isEmpty());
    }
};

int main(int argc, char** argv)
{
    if (argc == 3 && (qstrcmp(argv[1], "--child-torn") == 0 || qstrcmp(argv[1], "--child-loop") == 0 ||
                      qstrcmp(argv[1], "--child-rotate") == 0)) {
        QCoreApplication app(argc, argv);
        return childMain(QString::fromLocal8Bit(argv[1]), QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    TestAuditLog test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_auditlog.moc"
