#include "core/approval/allowedsigners.h"

#include <QFile>
#include <QRegularExpression>
#include <QTimeZone>

namespace cloudly {
namespace core {
namespace approval {
namespace {

// Splits a line into fields at blanks outside double quotes; quotes stay in the fields. nullopt when a
// quote is left open.
std::optional<QStringList> fields(const QString& line)
{
    QStringList out;
    QString current;
    bool quoted = false;
    bool inField = false;
    for (const QChar c : line) {
        if (!quoted && (c == QLatin1Char(' ') || c == QLatin1Char('\t'))) {
            if (inField)
                out << current;
            current.clear();
            inField = false;
            continue;
        }
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        current += c;
        inField = true;
    }
    if (quoted)
        return std::nullopt;
    if (inField)
        out << current;
    return out;
}

QString unquoted(const QString& s)
{
    if (s.size() >= 2 && s.startsWith(QLatin1Char('"')) && s.endsWith(QLatin1Char('"')))
        return s.mid(1, s.size() - 2);
    return s;
}

// OpenSSH's absolute time: YYYYMMDD, YYYYMMDDHHMM or YYYYMMDDHHMMSS, a trailing Z for UTC.
std::optional<QDateTime> absoluteTime(QString text)
{
    bool utc = false;
    if (text.endsWith(QLatin1Char('Z')) || text.endsWith(QLatin1Char('z'))) {
        utc = true;
        text.chop(1);
    }
    static const QRegularExpression digits(QStringLiteral("\\A[0-9]+\\z"));
    if (!digits.match(text).hasMatch())
        return std::nullopt;
    QString format;
    if (text.size() == 8)
        format = QStringLiteral("yyyyMMdd");
    else if (text.size() == 12)
        format = QStringLiteral("yyyyMMddHHmm");
    else if (text.size() == 14)
        format = QStringLiteral("yyyyMMddHHmmss");
    else
        return std::nullopt;
    QDateTime t = QDateTime::fromString(text, format);
    if (!t.isValid())
        return std::nullopt;
    t.setTimeZone(utc ? QTimeZone::utc() : QTimeZone::systemTimeZone());
    return t;
}

QString splitOptionsError(const QString& options, QStringList* out)
{
    QString current;
    bool quoted = false;
    for (const QChar c : options) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        if (c == QLatin1Char(',') && !quoted) {
            *out << current;
            current.clear();
            continue;
        }
        current += c;
    }
    *out << current;
    for (const QString& o : std::as_const(*out))
        if (o.isEmpty())
            return AllowedSigners::tr("an empty option");
    return {};
}

} // namespace

bool sshPatternMatch(const QString& text, const QString& pattern)
{
    // Iterative wildcard match with one backtrack point: linear in practice, never exponential.
    qsizetype t = 0;
    qsizetype p = 0;
    qsizetype star = -1;
    qsizetype mark = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern.at(p) == QLatin1Char('?') || pattern.at(p) == text.at(t))) {
            ++t;
            ++p;
        } else if (p < pattern.size() && pattern.at(p) == QLatin1Char('*')) {
            star = p++;
            mark = t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern.at(p) == QLatin1Char('*'))
        ++p;
    return p == pattern.size();
}

bool sshPatternListMatch(const QString& text, const QStringList& patterns)
{
    bool matched = false;
    for (const QString& pattern : patterns) {
        if (pattern.startsWith(QLatin1Char('!'))) {
            if (sshPatternMatch(text, pattern.mid(1)))
                return false;
        } else if (sshPatternMatch(text, pattern)) {
            matched = true;
        }
    }
    return matched;
}

bool AllowedSigner::matchesPrincipal(const QString& principal) const
{
    return sshPatternListMatch(principal, principalPatterns);
}

std::optional<AllowedSigners> AllowedSigners::parse(const QByteArray& text, QString* error)
{
    AllowedSigners out;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i + 1);
        const auto fail = [&](const QString& message) -> std::optional<AllowedSigners> {
            if (error)
                *error = tr("line %1: %2").arg(lineNo).arg(message);
            return std::nullopt;
        };
        QByteArray raw = lines.at(i);
        if (raw.endsWith('\r'))
            raw.chop(1);
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const std::optional<QStringList> f = fields(line);
        if (!f)
            return fail(tr("a double quote is not closed"));
        if (f->size() < 3)
            return fail(tr("expected PRINCIPALS [OPTIONS] KEYTYPE BASE64"));
        AllowedSigner entry;
        entry.line = lineNo;
        const QString principals = unquoted(f->at(0));
        if (principals.contains(QLatin1Char('"')))
            return fail(tr("the principals field has a stray double quote"));
        entry.principalPatterns = principals.split(QLatin1Char(','));
        for (const QString& p : std::as_const(entry.principalPatterns))
            if (p.isEmpty() || p == QLatin1String("!"))
                return fail(tr("the principals list has an empty entry"));

        qsizetype keyAt = 1;
        // A key type never contains '=' or ','; options do (or are the bare word cert-authority).
        const QString second = f->at(1);
        const bool hasOptions = second.contains(QLatin1Char('=')) || second.contains(QLatin1Char(',')) ||
                                second.compare(QLatin1String("cert-authority"), Qt::CaseInsensitive) == 0;
        if (hasOptions) {
            keyAt = 2;
            QStringList options;
            if (const QString e = splitOptionsError(second, &options); !e.isEmpty())
                return fail(e);
            for (const QString& option : std::as_const(options)) {
                const QString name = option.section(QLatin1Char('='), 0, 0).toLower();
                const bool hasValue = option.contains(QLatin1Char('='));
                const QString value = unquoted(option.section(QLatin1Char('='), 1));
                if (name == QLatin1String("cert-authority"))
                    return fail(
                        tr("cert-authority (trusting certificates signed by a CA key) is not supported; "
                           "list each signer's own key instead"));
                if (!hasValue || value.contains(QLatin1Char('"')))
                    return fail(tr("option \"%1\" needs a value").arg(name.left(40)));
                if (name == QLatin1String("namespaces")) {
                    entry.namespaces = value.split(QLatin1Char(','));
                    if (entry.namespaces.contains(QString()))
                        return fail(tr("namespaces= has an empty entry"));
                } else if (name == QLatin1String("valid-after") || name == QLatin1String("valid-before")) {
                    const std::optional<QDateTime> t = absoluteTime(value);
                    if (!t)
                        return fail(tr("%1=\"%2\" is not a time (YYYYMMDD[Z] or YYYYMMDDHHMM[SS][Z])")
                                        .arg(name, value.left(40)));
                    (name == QLatin1String("valid-after") ? entry.validAfter : entry.validBefore) = t;
                } else {
                    return fail(tr("unknown option \"%1\" (supported: namespaces, valid-after, valid-before)")
                                    .arg(name.left(40)));
                }
            }
        }
        if (f->size() < keyAt + 2)
            return fail(tr("the key is missing (expected KEYTYPE BASE64 after the principals)"));
        QString keyError;
        const std::optional<SshPublicKey> key =
            SshPublicKey::fromOpenSshLine(f->mid(keyAt).join(QLatin1Char(' ')), &keyError);
        if (!key)
            return fail(keyError);
        entry.key = *key;
        out.m_entries << entry;
    }
    return out;
}

std::optional<AllowedSigners> AllowedSigners::load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read the allowed signers file %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxFileBytes) {
        if (error)
            *error = tr("the allowed signers file %1 is larger than %2 bytes").arg(path).arg(kMaxFileBytes);
        return std::nullopt;
    }
    QString parseError;
    std::optional<AllowedSigners> signers = parse(file.readAll(), &parseError);
    if (!signers && error)
        *error = tr("%1: %2").arg(path, parseError);
    return signers;
}

AllowedSigners::Match AllowedSigners::check(const QString& principal, const SshPublicKey& key,
                                            const QString& nameSpace, const QDateTime& now,
                                            QString* why) const
{
    bool expired = false;
    QString reason = tr("no allowed signer \"%1\" with key %2").arg(principal, key.fingerprint());
    for (const AllowedSigner& entry : m_entries) {
        if (!(entry.key == key) || !entry.matchesPrincipal(principal))
            continue;
        if (!entry.namespaces.isEmpty() && !sshPatternListMatch(nameSpace, entry.namespaces)) {
            reason = tr("the key of \"%1\" (line %2) is not allowed to sign for namespace %3")
                         .arg(principal)
                         .arg(entry.line)
                         .arg(nameSpace);
            continue;
        }
        if (entry.validAfter && now < *entry.validAfter) {
            reason = tr("the key of \"%1\" (line %2) is valid only from %3")
                         .arg(principal)
                         .arg(entry.line)
                         .arg(entry.validAfter->toUTC().toString(Qt::ISODate));
            continue;
        }
        if (entry.validBefore && now >= *entry.validBefore) {
            expired = true;
            reason = tr("the key of \"%1\" (line %2) was valid only until %3")
                         .arg(principal)
                         .arg(entry.line)
                         .arg(entry.validBefore->toUTC().toString(Qt::ISODate));
            continue;
        }
        return Match::Allowed;
    }
    if (why)
        *why = reason;
    return expired ? Match::KeyExpired : Match::UnknownSigner;
}

} // namespace approval
} // namespace core
} // namespace cloudly
