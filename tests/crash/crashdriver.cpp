// Test driver for integration/tst_crashsafety: writes in a loop through the real storage classes, at their
// default paths (the data home), until it is killed: a journal batch (JournalStore), the metrics history in
// the same file (HistoryTable, as MetricsArchive saves it), a receipt (ReceiptStore) and a grants audit
// entry (AuditLog). After each write has returned (committed), it prints what it committed on stdout,
// flushed at once, so the test knows what must survive a kill -9 at any point:
//   J <run>-<i>   50 journal entries with object ids j-<run>-<i>-<k>
//   M <savedAt>   the metrics history saved at that time
//   R <file>      a receipt file
//   A <run>-<i>   an audit entry for user u-<run>-<i>
// Usage: cloudly-crash-driver RUN
#include "core/grants/auditlog.h"
#include "core/journal/historytable.h"
#include "core/journal/journalstore.h"
#include "core/preflight/receipt.h"
#include "core/preflight/receiptstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>

#include <cstdio>

using namespace cloudly::core;

namespace {
void committed(const QByteArray& line)
{
    std::fputs((line + '\n').constData(), stdout);
    std::fflush(stdout);
}
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 2)
        return 2;
    const QString run = args.at(1);
    const qint64 base = run.toLongLong() * 1000000;
    const QString journalPath = JournalStore::defaultPath(QStringLiteral("crash"));
    JournalStore journal(journalPath);
    bool journalFailed = false;
    QObject::connect(&journal, &JournalStore::writeFailed, [&journalFailed] { journalFailed = true; });
    preflight::ReceiptStore receipts(QString(), 100000);
    grants::AuditLog audit(grants::AuditLog::defaultPath());
    for (int i = 0;; ++i) {
        const QString id = QStringLiteral("%1-%2").arg(run).arg(i);
        QList<JournalEntry> batch;
        for (int k = 0; k < 50; ++k) {
            JournalEntry e;
            e.at = QDateTime::currentMSecsSinceEpoch();
            e.kind = QStringLiteral("task.status");
            e.objectId = QStringLiteral("j-%1-%2").arg(id).arg(k);
            e.before = QStringLiteral("starting");
            e.after = QString(200, QLatin1Char('x'));
            batch << e;
        }
        journal.append(batch);
        journal.flush();
        QCoreApplication::processEvents(); // writeFailed is queued
        if (journalFailed)
            return 1;
        committed("J " + id.toUtf8());

        const qint64 savedAt = base + i;
        QString error;
        if (!HistoryTable::save(journalPath, 1, savedAt,
                                QByteArray(64 * 1024, static_cast<char>('a' + i % 26)), &error))
            return 1;
        committed("M " + QByteArray::number(savedAt));

        const preflight::Receipt receipt = preflight::Receipt::create(
            QStringLiteral("ws://127.0.0.1:1/"), QStringLiteral("admin"),
            QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-api")}}, QJsonObject{});
        const preflight::ReceiptStore::SaveResult saved = receipts.save(receipt);
        if (!saved.ok)
            return 1;
        committed("R " + saved.fileName.toUtf8());

        grants::AuditEntry entry;
        entry.at = QDateTime::currentDateTimeUtc();
        entry.actor = QStringLiteral("admin");
        entry.server = QStringLiteral("ws://127.0.0.1:1/");
        entry.userId = QStringLiteral("u-") + id;
        entry.serviceId = QStringLiteral("svc-api");
        entry.before = QStringList{};
        entry.after = QStringList{QStringLiteral("deployment:preflight")};
        entry.result = QStringLiteral("ok");
        if (!audit.append(entry, &error))
            return 1;
        committed("A " + id.toUtf8());
    }
}
