#include "core/grants/auditlog.h"

#include "core/util/csv.h"
#include "core/util/datadir.h"
#include "core/util/logging.h"
#include "core/util/privatefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <limits>
#include <vector>

#include <utility>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace cloudly {
namespace core {
namespace grants {
namespace {

const QString kAt = QStringLiteral("at");
const QString kActor = QStringLiteral("actor");
const QString kServer = QStringLiteral("server");
const QString kUserId = QStringLiteral("userId");
const QString kServiceId = QStringLiteral("serviceId");
const QString kBefore = QStringLiteral("before");
const QString kAfter = QStringLiteral("after");
const QString kResult = QStringLiteral("result");
const QString kError = QStringLiteral("error");

QString formatTime(const QDateTime& at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}

void setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

std::optional<QStringList> stringArray(const QJsonValue& value, const QString& key, QString* error)
{
    if (!value.isArray()) {
        setError(
            error,
            QCoreApplication::translate("cloudly::core::grants", "%1 must be an array of strings").arg(key));
        return std::nullopt;
    }
    QStringList out;
    const QJsonArray array = value.toArray();
    for (const QJsonValue& item : array) {
        if (!item.isString()) {
            setError(error,
                     QCoreApplication::translate("cloudly::core::grants", "%1 must be an array of strings")
                         .arg(key));
            return std::nullopt;
        }
        out.append(item.toString());
    }
    return out;
}

QString csvCaps(const QStringList& caps)
{
    return caps.join(QLatin1Char(';'));
}

QSet<QString> asSet(const QStringList& list)
{
    return QSet<QString>(list.cbegin(), list.cend());
}

} // namespace

// ---- AuditEntry

const QStringList& AuditEntry::allResults()
{
    static const QStringList results{QStringLiteral("ok"), QStringLiteral("error"),
                                     QStringLiteral("mismatch")};
    return results;
}

QJsonObject AuditEntry::toJson() const
{
    QJsonObject o;
    o.insert(kAt, formatTime(at));
    o.insert(kActor, actor);
    o.insert(kServer, server);
    o.insert(kUserId, userId);
    o.insert(kServiceId, serviceId);
    o.insert(kBefore,
             before ? QJsonValue(QJsonArray::fromStringList(*before)) : QJsonValue(QJsonValue::Null));
    o.insert(kAfter, QJsonArray::fromStringList(after));
    o.insert(kResult, result);
    o.insert(kError, error);
    return o;
}

std::optional<AuditEntry> AuditEntry::fromJson(const QJsonObject& object, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<AuditEntry> {
        setError(error, message);
        return std::nullopt;
    };
    auto text = [&object](const QString& key, bool& ok) -> QString {
        const QJsonValue v = object.value(key);
        ok = v.isString();
        return v.toString();
    };

    AuditEntry e;
    bool ok = false;
    const QString at = text(kAt, ok);
    if (!ok)
        return fail(QCoreApplication::translate("cloudly::core::grants", "at must be a string"));
    e.at = QDateTime::fromString(at, Qt::ISODateWithMs);
    if (!e.at.isValid())
        return fail(QCoreApplication::translate("cloudly::core::grants", "at is not an ISO 8601 time: \"%1\"")
                        .arg(at));
    e.at = e.at.toUTC();

    for (const auto& [key, field] : {std::pair{kActor, &e.actor}, std::pair{kServer, &e.server},
                                     std::pair{kUserId, &e.userId}, std::pair{kServiceId, &e.serviceId}}) {
        *field = text(key, ok);
        if (!ok)
            return fail(QCoreApplication::translate("cloudly::core::grants", "%1 must be a string").arg(key));
    }
    if (e.userId.isEmpty())
        return fail(QCoreApplication::translate("cloudly::core::grants", "userId is empty"));
    if (e.serviceId.isEmpty())
        return fail(QCoreApplication::translate("cloudly::core::grants", "serviceId is empty"));

    const QJsonValue before = object.value(kBefore);
    if (!before.isUndefined() && !before.isNull()) {
        e.before = stringArray(before, kBefore, error);
        if (!e.before)
            return std::nullopt;
    }
    std::optional<QStringList> after = stringArray(object.value(kAfter), kAfter, error);
    if (!after)
        return std::nullopt;
    e.after = *after;

    e.result = text(kResult, ok);
    if (!ok || !allResults().contains(e.result))
        return fail(QCoreApplication::translate("cloudly::core::grants", "result must be one of %1")
                        .arg(allResults().join(QStringLiteral(", "))));
    const QJsonValue err = object.value(kError);
    if (!err.isUndefined() && !err.isNull()) {
        if (!err.isString())
            return fail(QCoreApplication::translate("cloudly::core::grants", "error must be a string"));
        e.error = err.toString();
    }
    return e;
}

// ---- AuditLog

AuditLog::AuditLog(QString filePath) : AuditLog(std::move(filePath), Limits{}) {}

AuditLog::AuditLog(QString filePath, Limits limits) : m_filePath(std::move(filePath)), m_limits(limits)
{
    m_limits.maxFileBytes = std::max<qint64>(1, m_limits.maxFileBytes);
    m_limits.keepFiles = std::max(0, m_limits.keepFiles);
}

QString AuditLog::rotatedPath(int n) const
{
    return m_filePath + QLatin1Char('.') + QString::number(n);
}

QMap<int, QString> AuditLog::rotatedFiles() const
{
    QMap<int, QString> out;
    const QFileInfo info(m_filePath);
    const QString prefix = info.fileName() + QLatin1Char('.');
    const QStringList names = info.dir().entryList({prefix + QLatin1Char('*')}, QDir::Files);
    for (const QString& name : names) {
        bool ok = false;
        const int n = name.mid(prefix.size()).toInt(&ok);
        if (ok && n > 0 && name.mid(prefix.size()) == QString::number(n))
            out.insert(n, info.dir().filePath(name));
    }
    return out;
}

QStringList AuditLog::files() const
{
    QStringList out;
    const QMap<int, QString> rotated = rotatedFiles();
    for (auto it = rotated.cend(); it != rotated.cbegin();)
        out.append(*--it);
    if (QFileInfo::exists(m_filePath))
        out.append(m_filePath);
    return out;
}

namespace {
#ifdef Q_OS_UNIX
void syncDirectory(const QString& dir)
{
    const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        (void)::fsync(dirFd);
        ::close(dirFd);
    }
}
#endif

// Holds the log's lock file (<log>.lock) locked while it lives: writers exclusively (append and rotation
// belong together), readers shared (a reader never sees a rotation half done). Advisory; best effort.
class LogLock
{
public:
    LogLock(const QString& logPath, bool exclusive) : m_file(logPath + QStringLiteral(".lock"))
    {
#ifdef Q_OS_UNIX
        const bool opened = exclusive ? m_file.open(QIODevice::ReadWrite, privatefs::kFilePermissions)
                                      : (m_file.exists() && m_file.open(QIODevice::ReadOnly));
        if (exclusive)
            privatefs::tighten(m_file.fileName());
        if (opened && ::flock(m_file.handle(), exclusive ? LOCK_EX : LOCK_SH) != 0)
            qCWarning(lcGrants) << "could not lock the audit log; going on without a lock";
#else
        Q_UNUSED(exclusive)
#endif
    }

private:
    QFile m_file; // closing it releases the lock
};
} // namespace

bool AuditLog::rotate(QString* error, QString* notice)
{
    // Shift .N -> .N+1 from the oldest down, dropping what would go past keepFiles, then the active file
    // becomes .1. Each step is one rename (atomic): an entry is always wholly in exactly one file, and a
    // crash between two renames leaves a gap in the numbers that readAll() tolerates.
    const QMap<int, QString> rotated = rotatedFiles();
    QStringList removed;
    for (auto it = rotated.cend(); it != rotated.cbegin();) {
        --it;
        const int n = it.key();
        if (n + 1 > m_limits.keepFiles) {
            if (!QFile::remove(*it)) {
                setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot remove %1")
                                    .arg(QDir::toNativeSeparators(*it)));
                return false;
            }
            removed.append(QFileInfo(*it).fileName());
            continue;
        }
        const QString target = rotatedPath(n + 1);
        QFile::remove(target); // only a leftover of an interrupted rotation can be in the way
        if (!QFile::rename(*it, target)) {
            setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot rename %1 to %2")
                                .arg(QDir::toNativeSeparators(*it), QDir::toNativeSeparators(target)));
            return false;
        }
    }
    if (m_limits.keepFiles == 0) {
        if (!QFile::remove(m_filePath)) {
            setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot remove %1")
                                .arg(QDir::toNativeSeparators(m_filePath)));
            return false;
        }
        removed.append(QFileInfo(m_filePath).fileName());
    } else {
        const QString target = rotatedPath(1);
        QFile::remove(target);
        if (!QFile::rename(m_filePath, target)) {
            setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot rename %1 to %2")
                                .arg(QDir::toNativeSeparators(m_filePath), QDir::toNativeSeparators(target)));
            return false;
        }
    }
#ifdef Q_OS_UNIX
    syncDirectory(QFileInfo(m_filePath).absolutePath());
#endif
    if (!removed.isEmpty()) {
        const QString message =
            QCoreApplication::translate(
                "cloudly::core::grants",
                "The grants audit log reached its storage limit (%1 files of up to %2 each): the oldest "
                "entries (%3) were removed. Archive the audit log regularly to keep its whole history.")
                .arg(m_limits.keepFiles + 1)
                .arg(QLocale().formattedDataSize(m_limits.maxFileBytes))
                .arg(removed.join(QStringLiteral(", ")));
        qCWarning(lcGrants).noquote() << message;
        if (notice)
            *notice = message;
    }
    return true;
}

bool AuditLog::append(const AuditEntry& entry, QString* error, QString* notice)
{
    if (notice)
        notice->clear();
    const QFileInfo info(m_filePath);
    if (!privatefs::makeDirectory(info.absolutePath())) {
        setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot create the directory %1")
                            .arg(QDir::toNativeSeparators(info.absolutePath())));
        return false;
    }
    // Serializes writers (another console or CLI run) so the torn-tail check, rotation and the write belong
    // together.
    const LogLock lock(m_filePath, true);
    QByteArray line = QJsonDocument(entry.toJson()).toJson(QJsonDocument::Compact);
    line.append('\n');

    // Unbuffered: QFile's write() then becomes write(2) on the O_APPEND descriptor, so the line is written in
    // one call (no interleaving with another process at the byte level).
    QFile file(m_filePath);
    const auto openFile = [&] {
        // Created 0600 (an older file is tightened to that): who was granted what is nobody else's business.
        if (file.open(QIODevice::ReadWrite | QIODevice::Append | QIODevice::Unbuffered,
                      privatefs::kFilePermissions)) {
            privatefs::tighten(m_filePath);
            return true;
        }
        setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot open %1: %2")
                            .arg(QDir::toNativeSeparators(m_filePath), file.errorString()));
        return false;
    };
    if (!openFile())
        return false;
    qint64 size = file.size();
    if (size > 0 && size + line.size() > m_limits.maxFileBytes) {
        // A torn tail stays as it is in the rotated file (readAll reports it there); the entry starts the new
        // file.
        file.close();
        if (!rotate(error, notice) || !openFile())
            return false;
        size = file.size();
    }
#ifdef Q_OS_UNIX
    if (size == 0) // a new file: make its directory entry durable too, or a crash could lose the whole log
        syncDirectory(info.absolutePath());
#endif
    if (size > 0 && file.seek(size - 1)) {
        const QByteArray last = file.read(1);
        if (last != "\n") {
            // Torn tail from an interrupted write: end it so it stays one (reported) bad line of its own.
            qCWarning(lcGrants) << "audit log ends with an incomplete line; terminating it before appending";
            line.prepend('\n');
        }
    }

    const qint64 written = file.write(line);
    if (written != line.size()) {
        setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot write to %1: %2")
                            .arg(QDir::toNativeSeparators(m_filePath), file.errorString()));
        return false;
    }
#ifdef Q_OS_UNIX
    if (::fsync(file.handle()) != 0) {
        setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot sync %1 to disk: %2")
                            .arg(QDir::toNativeSeparators(m_filePath), qt_error_string(errno)));
        return false;
    }
#else
    file.flush();
#endif
    file.close();
    return true;
}

AuditLog::ReadResult AuditLog::readAll() const
{
    ReadResult out;
    const LogLock lock(m_filePath, false);
    const QMap<int, QString> rotated = rotatedFiles();
    for (auto it = rotated.cend(); it != rotated.cbegin();) {
        --it;
        readFile(*it, QFileInfo(*it).fileName() + QStringLiteral(": "), out);
    }
    readFile(m_filePath, QString(), out);
    for (const QString& problem : std::as_const(out.problems))
        qCDebug(lcGrants).noquote() << "audit log" << m_filePath << ":" << problem;
    return out;
}

void AuditLog::readFile(const QString& path, const QString& problemPrefix, ReadResult& out) const
{
    QFile file(path);
    if (!file.exists())
        return;
    if (!file.open(QIODevice::ReadOnly)) {
        out.problems.append(QCoreApplication::translate("cloudly::core::grants", "cannot read %1: %2")
                                .arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    const QByteArray data = file.readAll();
    qsizetype start = 0;
    int lineNumber = 0;
    while (start < data.size()) {
        ++lineNumber;
        const qsizetype newline = data.indexOf('\n', start);
        const bool terminated = newline >= 0;
        const qsizetype end = terminated ? newline : data.size();
        const QByteArray line = data.mid(start, end - start);
        start = end + 1;

        if (!terminated) {
            // Every append writes its line including the newline in one go: no newline means the write
            // was interrupted (crash, power loss, full disk).
            out.problems.append(problemPrefix +
                                QCoreApplication::translate(
                                    "cloudly::core::grants",
                                    "line %1 is incomplete (torn write, %2 bytes): kept aside, not used")
                                    .arg(lineNumber)
                                    .arg(line.size()));
            break;
        }
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            // A line cut short (an interrupted write whose tail a later append terminated) fails with one of
            // these; anything else is damage of another kind.
            const bool truncated = parseError.error == QJsonParseError::UnterminatedObject ||
                                   parseError.error == QJsonParseError::UnterminatedArray ||
                                   parseError.error == QJsonParseError::UnterminatedString ||
                                   parseError.error == QJsonParseError::IllegalNumber ||
                                   parseError.error == QJsonParseError::MissingValueSeparator ||
                                   parseError.error == QJsonParseError::IllegalUTF8String ||
                                   parseError.offset >= line.trimmed().size();
            out.problems.append(
                problemPrefix +
                (truncated
                     ? QCoreApplication::translate("cloudly::core::grants",
                                                   "line %1 is not valid JSON: %2 at offset %3 (%4 bytes; "
                                                   "probably cut short by an interrupted write): not used")
                     : QCoreApplication::translate("cloudly::core::grants",
                                                   "line %1 is not valid JSON: %2 at offset %3 (%4 bytes): "
                                                   "not used"))
                    .arg(lineNumber)
                    .arg(parseError.errorString())
                    .arg(parseError.offset)
                    .arg(line.size()));
            continue;
        }
        if (!doc.isObject()) {
            out.problems.append(
                problemPrefix +
                QCoreApplication::translate("cloudly::core::grants", "line %1 is not a JSON object: not used")
                    .arg(lineNumber));
            continue;
        }
        QString error;
        std::optional<AuditEntry> entry = AuditEntry::fromJson(doc.object(), &error);
        if (!entry) {
            out.problems.append(problemPrefix + QCoreApplication::translate(
                                                    "cloudly::core::grants",
                                                    "line %1 is not a valid audit entry: %2: not used")
                                                    .arg(lineNumber)
                                                    .arg(error));
            continue;
        }
        out.entries.append(*entry);
    }
}

QString AuditLog::exportCsv(const QList<AuditEntry>& entries)
{
    const QString crlf = QStringLiteral("\r\n");
    QString out = QStringLiteral("at,actor,server,userId,serviceId,before,after,result,error") + crlf;
    for (const AuditEntry& e : entries) {
        const QStringList fields{
            formatTime(e.at), e.actor,     e.server,
            e.userId,         e.serviceId, e.before ? csvCaps(*e.before) : QStringLiteral("unknown"),
            csvCaps(e.after), e.result,    e.error,
        };
        out += core::csvLine(fields);
    }
    return out;
}

QJsonArray AuditLog::exportJson(const QList<AuditEntry>& entries)
{
    QJsonArray out;
    for (const AuditEntry& e : entries)
        out.append(e.toJson());
    return out;
}

bool AuditLog::mergeInto(const QString& intoPath, const QString& fromPath, int* added, QString* error)
{
    if (added)
        *added = 0;
    const QStringList theirs = AuditLog(fromPath).files();
    if (theirs.isEmpty())
        return true;
    const QString dir = QFileInfo(intoPath).absolutePath();
    if (!privatefs::makeDirectory(dir, error))
        return false;
    const LogLock lock(intoPath, true);
    const QStringList ours = AuditLog(intoPath).files();
    if (ours.isEmpty()) {
        // Nothing here yet: the files move as they are (each rename is atomic; a crash part way leaves
        // some here and some there, which the next run merges).
        for (const QString& file : theirs) {
            const QString target = intoPath + file.mid(fromPath.size());
            if (!QFile::rename(file, target)) {
                setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot rename %1 to %2")
                                    .arg(QDir::toNativeSeparators(file), QDir::toNativeSeparators(target)));
                return false;
            }
            privatefs::tighten(target);
            if (added)
                *added += 1;
        }
        QFile::remove(fromPath + QStringLiteral(".lock"));
        return true;
    }
    // Both have entries: every line of both, each once, ordered by its time (stable: a line without a
    // readable time keeps its place after the line before it), written as the active file of `intoPath` in
    // one atomic step; then the rotated files here (now part of it) and the files of `fromPath` go. A crash
    // at any point leaves every line in at least one place, and the next run converges to the same file.
    struct Line
    {
        QByteArray bytes;
        qint64 at;
    };
    std::vector<Line> lines;
    QSet<QByteArray> seen;
    qint64 lastAt = std::numeric_limits<qint64>::min();
    int fromTheirs = 0;
    const auto take = [&](const QString& file, bool theirsFile) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        const QList<QByteArray> split = f.readAll().split('\n');
        for (const QByteArray& raw : split) {
            if (raw.trimmed().isEmpty() || seen.contains(raw))
                continue;
            seen.insert(raw);
            const QJsonObject o = QJsonDocument::fromJson(raw).object();
            const QDateTime at = QDateTime::fromString(o.value(kAt).toString(), Qt::ISODateWithMs);
            if (at.isValid())
                lastAt = at.toMSecsSinceEpoch();
            lines.push_back({raw, lastAt});
            if (theirsFile)
                ++fromTheirs;
        }
        return true;
    };
    for (const QString& file : ours)
        if (!take(file, false)) {
            setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot read %1")
                                .arg(QDir::toNativeSeparators(file)));
            return false;
        }
    for (const QString& file : theirs)
        if (!take(file, true)) {
            setError(error, QCoreApplication::translate("cloudly::core::grants", "cannot read %1")
                                .arg(QDir::toNativeSeparators(file)));
            return false;
        }
    std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.at < b.at; });
    QByteArray merged;
    for (const Line& line : lines)
        merged += line.bytes + '\n';
    if (!privatefs::writeFileAtomically(intoPath, merged, error))
        return false;
    for (const QString& file : ours)
        if (file != intoPath)
            QFile::remove(file);
#ifdef Q_OS_UNIX
    syncDirectory(dir);
#endif
    for (const QString& file : theirs)
        QFile::remove(file);
    QFile::remove(fromPath + QStringLiteral(".lock"));
    if (added)
        *added = fromTheirs;
    return true;
}

QString AuditLog::defaultPath()
{
    return dataPath(QStringLiteral("grants-audit.jsonl"));
}

// ---- effective grants

QList<EffectiveGrant> effectiveGrants(const QList<AuditEntry>& entries)
{
    QMap<std::pair<QString, QString>, EffectiveGrant> state;
    for (const AuditEntry& e : entries) {
        if (e.result != QLatin1String("ok"))
            continue;
        const auto key = std::pair{e.userId, e.serviceId};
        auto it = state.find(key);
        if (it != state.end() && asSet(it->capabilities) == asSet(e.after)) {
            it->capabilities = e.after; // same set again: keep `since`
            continue;
        }
        state.insert(key, EffectiveGrant{e.userId, e.serviceId, e.after, e.at});
    }
    QList<EffectiveGrant> out;
    for (const EffectiveGrant& grant : std::as_const(state)) {
        if (!grant.capabilities.isEmpty())
            out.append(grant);
    }
    return out;
}

} // namespace grants
} // namespace core
} // namespace cloudly