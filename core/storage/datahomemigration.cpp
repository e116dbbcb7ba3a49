#include "core/storage/datahomemigration.h"

#include "core/grants/auditlog.h"
#include "core/journal/journalstore.h"
#include "core/util/datadir.h"
#include "core/util/logging.h"
#include "core/util/privatefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/file.h>
#include <unistd.h>

namespace cloudly {
namespace core {
namespace {
const QString kAuditLog = QStringLiteral("grants-audit.jsonl");

bool sameBytes(const QString& a, const QString& b)
{
    QFile fa(a), fb(b);
    if (fa.size() != fb.size() || !fa.open(QIODevice::ReadOnly) || !fb.open(QIODevice::ReadOnly))
        return false;
    while (!fa.atEnd())
        if (fa.read(1 << 16) != fb.read(1 << 16))
            return false;
    return true;
}

// A companion SQLite keeps next to a database: moved or merged with it, never on its own.
bool isSqliteCompanion(const QFileInfo& info)
{
    const QString name = info.fileName();
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        const QString s = QLatin1String(suffix);
        if (name.endsWith(s) &&
            QFileInfo::exists(info.absolutePath() + QLatin1Char('/') + name.chopped(s.size())))
            return true;
    }
    return false;
}

class Migration
{
public:
    Migration(QString home, QString legacy, DataHomeMigration& report)
        : m_home(std::move(home)), m_legacy(std::move(legacy)), m_legacyName(QFileInfo(m_legacy).fileName()),
          m_report(report)
    {}

    void run()
    {
        const QString& legacy = m_legacy;
        tree(legacy, m_home);
        // The audit log and its rotated files, as one.
        int added = 0;
        QString error;
        const QString ours = QDir(m_home).filePath(kAuditLog);
        const bool hadOurs = !grants::AuditLog(ours).files().isEmpty();
        if (!grants::AuditLog(QDir(legacy).filePath(kAuditLog)).files().isEmpty()) {
            if (!grants::AuditLog::mergeInto(ours, QDir(legacy).filePath(kAuditLog), &added, &error))
                problem(QDir(legacy).filePath(kAuditLog), error);
            else
                (hadOurs ? m_report.merged : m_report.moved).append(kAuditLog);
        }
        removeEmpty(legacy);
    }

private:
    QString relative(const QString& path) const { return QDir(m_home).relativeFilePath(path); }
    void problem(const QString& path, const QString& why)
    {
        m_report.problems.append(QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why));
    }

    void tree(const QString& from, const QString& to)
    {
        QString error;
        if (!privatefs::makeDirectory(to, &error))
            return problem(to, error);
        const QFileInfoList entries = QDir(from).entryInfoList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo& entry : entries) {
            const QString name = entry.fileName();
            const QString target = QDir(to).filePath(name);
            if (from == m_legacy && name.startsWith(kAuditLog))
                continue; // after the walk, as one
            if (entry.isDir() && !entry.isSymLink()) {
                tree(entry.absoluteFilePath(), target);
                removeEmpty(entry.absoluteFilePath());
            } else if (name.endsWith(QLatin1String(".lock"))) {
                QFile::remove(entry.absoluteFilePath()); // holds no data
            } else if (isSqliteCompanion(entry)) {
                continue; // with its database
            } else if (name.endsWith(QLatin1String(".sqlite"))) {
                journal(entry.absoluteFilePath(), target);
            } else {
                file(entry.absoluteFilePath(), target);
            }
        }
    }

    void journal(const QString& from, const QString& to)
    {
        QString error;
        if (!QFileInfo::exists(to)) {
            if (JournalStore::relocate(from, to, &error))
                m_report.moved.append(relative(to));
            else
                problem(from, error);
            return;
        }
        const qint64 added = JournalStore::mergeInto(to, from, &error);
        if (added < 0)
            return problem(from, error);
        m_report.merged.append(relative(to));
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(from + QLatin1String(suffix));
    }

    void file(const QString& from, const QString& to)
    {
        if (!QFileInfo::exists(to) && !QFileInfo(to).isSymLink()) {
            if (QFile::rename(from, to)) {
                privatefs::tighten(to);
                m_report.moved.append(relative(to));
            } else {
                problem(from, QStringLiteral("cannot be moved to %1").arg(QDir::toNativeSeparators(to)));
            }
            return;
        }
        if (sameBytes(from, to)) {
            QFile::remove(from);
            return;
        }
        // A copy kept aside by an earlier (interrupted) run is not kept twice.
        QString aside = QStringLiteral("%1.from-%2").arg(to, m_legacyName);
        for (int n = 2; QFileInfo::exists(aside); ++n) {
            if (sameBytes(from, aside)) {
                QFile::remove(from);
                return;
            }
            aside = QStringLiteral("%1.from-%2-%3").arg(to, m_legacyName).arg(n);
        }
        if (QFile::rename(from, aside)) {
            privatefs::tighten(aside);
            m_report.keptAside.append(relative(aside));
        } else {
            problem(from, QStringLiteral("cannot be moved to %1").arg(QDir::toNativeSeparators(aside)));
        }
    }

    static void removeEmpty(const QString& dir) { QDir().rmdir(dir); }

    QString m_home;
    QString m_legacy;
    QString m_legacyName;
    DataHomeMigration& m_report;
};
} // namespace

DataHomeMigration migrateDataHome(const QStringList& legacyHomes, const QString& home)
{
    DataHomeMigration report;
    QStringList present;
    const QString cleanHome = QDir::cleanPath(QFileInfo(home).absoluteFilePath());
    for (const QString& legacy : legacyHomes) {
        const QFileInfo info(legacy);
        if (info.isDir() && !info.isSymLink() && QDir::cleanPath(info.absoluteFilePath()) != cleanHome)
            present.append(QDir::cleanPath(info.absoluteFilePath()));
    }
    if (present.isEmpty())
        return report;
    QString error;
    if (!privatefs::makeDirectory(cleanHome, &error)) {
        report.problems.append(error);
        return report;
    }
    // One binary at a time (the console and a cloudlyctl started together): the second waits, then finds
    // nothing left to do.
    QFile lock(QDir(cleanHome).filePath(QStringLiteral(".migration.lock")));
    if (lock.open(QIODevice::ReadWrite, privatefs::kFilePermissions))
        (void)::flock(lock.handle(), LOCK_EX);
    for (const QString& legacy : std::as_const(present)) {
        if (!QFileInfo(legacy).isDir())
            continue;
        Migration(cleanHome, legacy, report).run();
    }
    return report;
}

DataHomeMigration prepareDataHome()
{
    const QString home = dataHome();
    const DataHomeMigration report = migrateDataHome(legacyDataHomes(), home);
    for (const QString& path : report.moved)
        qCInfo(lcStorage).noquote() << "data home" << home << ": moved in" << path;
    for (const QString& path : report.merged)
        qCInfo(lcStorage).noquote() << "data home" << home << ": merged into" << path;
    for (const QString& path : report.keptAside)
        qCWarning(lcStorage).noquote()
            << "data home" << home << ": an older copy that differs from the one here was kept as" << path;
    for (const QString& problem : report.problems)
        qCWarning(lcStorage).noquote() << "data home" << home << ": not migrated:" << problem;
    if (QFileInfo(home).isDir())
        privatefs::tightenTree(home);
    return report;
}

} // namespace core
} // namespace cloudly
