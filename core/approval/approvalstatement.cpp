#include "core/approval/approvalstatement.h"

#include "core/approval/canonicaljson.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>

namespace cloudly {
namespace core {
namespace approval {
namespace {

QString key(const char* name)
{
    return QString::fromLatin1(name);
}

QString rfc3339(const QDateTime& t)
{
    return t.toUTC().toString(Qt::ISODate); // "2026-12-07T15:24:18Z"
}

std::optional<QDateTime> fromRfc3339(const QJsonValue& v)
{
    if (!v.isString() || !v.toString().endsWith(QLatin1Char('Z')))
        return std::nullopt;
    // Qt's ISO reader is lenient (it took "2026-12)07T15:42:21Z"); only the one form we write is a
    // signed time, so the text must be exactly what rfc3339() gives back.
    const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODate);
    if (!t.isValid() || rfc3339(t) != v.toString())
        return std::nullopt;
    return t.toUTC();
}

} // namespace

QByteArray ApprovalStatement::toCanonicalJson() const
{
    QJsonObject o{
        {key("kind"), QStringLiteral("cloudly.approval")},
        {key("version"), 1},
        {key("verdict"), verdict == Verdict::Approve ? QStringLiteral("approve") : QStringLiteral("reject")},
        {key("subject"), subject.toJson()},
        {key("principal"), principal},
        {key("reason"), reason},
        {key("createdAt"), rfc3339(createdAt)},
        {key("receiptId"), receiptId}};
    if (expiresAt)
        o.insert(key("expiresAt"), rfc3339(*expiresAt));
    return canonicalJson(o);
}

std::optional<ApprovalStatement> ApprovalStatement::parse(const QByteArray& text, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<ApprovalStatement> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const std::optional<QJsonObject> parsed = parseCanonicalJson(text);
    if (!parsed)
        return fail(
            tr("the statement is not canonical JSON (sorted keys, no whitespace, no duplicate keys)"));
    const QJsonObject& o = *parsed;
    static const QSet<QString> known{key("kind"),      key("version"),   key("verdict"),
                                     key("subject"),   key("principal"), key("reason"),
                                     key("createdAt"), key("expiresAt"), key("receiptId")};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            return fail(tr("the statement has an unknown key \"%1\"").arg(it.key().left(40)));
    if (o.value(key("kind")).toString() != QLatin1String("cloudly.approval"))
        return fail(tr("the statement is not a cloudly.approval"));
    if (!o.value(key("version")).isDouble() || o.value(key("version")).toDouble() != 1)
        return fail(tr("unsupported statement version %1 (this console reads version 1)")
                        .arg(o.value(key("version")).toVariant().toString().left(16)));
    ApprovalStatement s;
    const QString verdict = o.value(key("verdict")).toString();
    if (verdict == QLatin1String("approve"))
        s.verdict = Verdict::Approve;
    else if (verdict == QLatin1String("reject"))
        s.verdict = Verdict::Reject;
    else
        return fail(tr("the statement's verdict is neither approve nor reject"));
    QString subjectError;
    const std::optional<ApprovalSubject> subject =
        ApprovalSubject::fromJson(o.value(key("subject")), &subjectError);
    if (!subject)
        return fail(subjectError);
    s.subject = *subject;
    for (const char* field : {"principal", "reason", "receiptId"})
        if (!o.value(key(field)).isString())
            return fail(tr("the statement's %1 is not a string").arg(QLatin1String(field)));
    s.principal = o.value(key("principal")).toString();
    s.reason = o.value(key("reason")).toString();
    s.receiptId = o.value(key("receiptId")).toString();
    if (s.principal.isEmpty())
        return fail(tr("the statement names no principal"));
    const std::optional<QDateTime> created = fromRfc3339(o.value(key("createdAt")));
    if (!created)
        return fail(tr("the statement's createdAt is not an RFC 3339 UTC time like 2026-12-07T15:24:18Z"));
    s.createdAt = *created;
    if (o.contains(key("expiresAt"))) {
        s.expiresAt = fromRfc3339(o.value(key("expiresAt")));
        if (!s.expiresAt)
            return fail(
                tr("the statement's expiresAt is not an RFC 3339 UTC time like 2026-12-07T15:24:18Z"));
    }
    return s;
}

QByteArray ApprovalFile::toJson() const
{
    return QJsonDocument(QJsonObject{{key("statement"), QString::fromUtf8(statement)},
                                     {key("signature"), QString::fromUtf8(signature)}})
        .toJson(QJsonDocument::Indented);
}

std::optional<ApprovalFile> ApprovalFile::parse(const QByteArray& bytes, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<ApprovalFile> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (bytes.size() > kMaxFileBytes)
        return fail(tr("larger than %1 bytes").arg(kMaxFileBytes));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(tr("not valid JSON (at byte %1: %2)").arg(pe.offset).arg(pe.errorString()));
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.size() != 2 || !o.value(key("statement")).isString() ||
        !o.value(key("signature")).isString())
        return fail(
            tr("not an approval file (expected exactly {\"statement\", \"signature\"}, both strings)"));
    ApprovalFile f;
    f.statement = o.value(key("statement")).toString().toUtf8();
    f.signature = o.value(key("signature")).toString().toUtf8();
    return f;
}

std::optional<ApprovalFile> ApprovalFile::load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parse(file.read(kMaxFileBytes + 1), error);
}

} // namespace approval
} // namespace core
} // namespace cloudly
