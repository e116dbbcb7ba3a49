#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// Local, append-only audit trail of grant changes (one JSON object per line, "JSON Lines").
namespace cloudly {
namespace core {
namespace grants {
struct AuditEntry
{
    QDateTime at;   // UTC
    QString actor;  // identity name of who made the change
    QString server; // Cloudly URL
    QString userId;
    QString serviceId;
    std::optional<QStringList> before; // nullopt = unknown (never seen)
    QStringList after;
    QString result; // "ok" | "error" | "mismatch"
    QString error;  // empty when ok

    // { at (ISO 8601 UTC with ms), actor, server, userId, serviceId, before (array or null), after,
    //   result, error }
    QJsonObject toJson() const;
    // Strict: `at` must be a valid ISO 8601 time, userId/serviceId non-empty strings, before null/absent
    // or an array of strings, after an array of strings, result one of ok/error/mismatch. Unknown keys are
    // ignored. On failure returns nullopt and sets *error (when not null).
    static std::optional<AuditEntry> fromJson(const QJsonObject& object, QString* error);

    static const QStringList& allResults(); // ok, error, mismatch
};

class AuditLog
{
public:
    // Storage bound: the active file is rotated before an append would take it past maxFileBytes
    // (grants-audit.jsonl -> grants-audit.jsonl.1 -> .2 ...); at most keepFiles rotated files are kept, the
    // oldest beyond that is removed (with a notice). Total size stays below (keepFiles + 1) * maxFileBytes
    // (plus one entry). A single entry larger than maxFileBytes still gets a file of its own.
    struct Limits
    {
        qint64 maxFileBytes = 4ll * 1024 * 1024;
        int keepFiles = 4;
    };

    explicit AuditLog(QString filePath);
    AuditLog(QString filePath, Limits limits);

    QString filePath() const { return m_filePath; }
    const Limits& limits() const { return m_limits; }
    // Every file of this log that exists now, oldest first (rotated files, then the active one).
    QStringList files() const;

    // Appends one JSON line: creates the directory, takes the log's lock (<file>.lock), rotates when the line
    // would not fit, opens the file in append mode, writes the whole line with a single write() and fsyncs
    // it. A torn tail left by an interrupted earlier write is first terminated with a newline (in the same
    // write) so it cannot corrupt this entry. When rotation had to remove the oldest file, *notice (when not
    // null) says so (it is also logged as a warning); otherwise *notice is cleared.
    bool append(const AuditEntry& entry, QString* error, QString* notice = nullptr);

    struct ReadResult
    {
        QList<AuditEntry> entries;
        QStringList problems; // one per bad line, with its 1-based line number; empty when all is well
    };
    // Reads every entry of every file (oldest first). A missing file is an empty log. Bad lines are never
    // dropped silently: each is reported in `problems` (an unterminated last line as a torn write) and not
    // used; problems in a rotated file start with its file name. Blank lines are skipped.
    ReadResult readAll() const;

    // RFC 4180 CSV with a header row (at,actor,server,userId,serviceId,before,after,result,error) and CRLF
    // line ends. Capabilities are joined with ';'; an empty cell is an empty list, and `before` that is
    // unknown is written as "unknown".
    static QString exportCsv(const QList<AuditEntry>& entries);
    // An array of AuditEntry::toJson().
    static QJsonArray exportJson(const QList<AuditEntry>& entries);
    // Moves the log at `fromPath` (with its rotated files) into the log at `intoPath`: renamed as they are
    // when `intoPath` has none, else every entry of both once, ordered by time, as the active file of
    // `intoPath`. Nothing is lost at any point of a crash; a second run changes nothing. *added: the lines
    // (or files) that came from `fromPath`, of which none is left afterwards.
    static bool mergeInto(const QString& intoPath, const QString& fromPath, int* added, QString* error);
    // grants-audit.jsonl in the one data home (core/util/datadir.h), which the console and cloudlyctl share.
    static QString defaultPath();

private:
    // Rotated files that exist, by number (1 = newest rotated).
    QMap<int, QString> rotatedFiles() const;
    QString rotatedPath(int n) const;
    void readFile(const QString& path, const QString& problemPrefix, ReadResult& out) const;
    bool rotate(QString* error, QString* notice);

    QString m_filePath;
    Limits m_limits;
};

// The last known state of one grant.
struct EffectiveGrant
{
    QString userId;
    QString serviceId;
    QStringList capabilities;
    QDateTime since; // time of the successful change that established this capability set
};

// Replays the successful ("ok") entries in order and returns the last known state per
// (userId, serviceId), sorted by userId then serviceId. Revoked (empty) grants are omitted; re-applying an
// unchanged set keeps the earlier `since`.
QList<EffectiveGrant> effectiveGrants(const QList<AuditEntry>& entries);

} // namespace grants
} // namespace core
} // namespace cloudly