#include "core/approval/approvalsubject.h"

#include <QStringList>
#include <QUrl>

namespace cloudly {
namespace core {
namespace approval {
namespace {

QString key(const char* name)
{
    return QString::fromLatin1(name);
}

QString text(const QJsonValue& v)
{
    return v.isString() ? v.toString() : QStringLiteral("null");
}

// "sha256:1bc673e3…" / "bc15ac2d…": enough to tell two values apart in a sentence.
QString shortened(const QString& value)
{
    const qsizetype colon = value.indexOf(QLatin1Char(':'));
    const qsizetype keep = (colon >= 0 ? colon + 1 : 0) + 8;
    return value.size() > keep + 4 ? value.left(keep) + QChar(0x2026) : value;
}

} // namespace

QString ApprovalSubject::serverOf(const QString& url)
{
    const QUrl u(url);
    if (u.host().isEmpty())
        return {};
    const QString scheme = u.scheme().toLower();
    const int defaultPort = scheme == QLatin1String("wss") || scheme == QLatin1String("https") ? 443 : 80;
    return QStringLiteral("%1://%2:%3").arg(scheme, u.host().toLower()).arg(u.port(defaultPort));
}

std::optional<ApprovalSubject> ApprovalSubject::fromReport(const QString& serverUrl, const QJsonValue& report,
                                                           bool consoleSaysGo, QString* error)
{
    if (report.isObject() &&
        (!consoleSaysGo || report.toObject().value(key("decision")).toString() != QLatin1String("GO"))) {
        if (error)
            *error = tr("the preflight is NO-GO: only a GO report can be approved");
        return std::nullopt;
    }
    return observed(serverUrl, report, consoleSaysGo, error);
}

std::optional<ApprovalSubject> ApprovalSubject::observed(const QString& serverUrl, const QJsonValue& report,
                                                         bool consoleSaysGo, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<ApprovalSubject> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QJsonObject r = report.toObject();
    if (!report.isObject())
        return fail(tr("there is no report to approve"));
    ApprovalSubject s;
    s.server = serverOf(serverUrl);
    if (s.server.isEmpty())
        return fail(tr("the receipt does not say which server it came from"));
    const QJsonObject service = r.value(key("service")).toObject();
    const QJsonObject source = r.value(key("source")).toObject();
    const struct
    {
        const char* path;
        QJsonValue value;
        QString* into;
    } facts[] = {
        {"service.serviceId", service.value(key("serviceId")), &s.serviceId},
        {"source.revision", source.value(key("revision")), &s.revision},
        {"source.version", source.value(key("version")), &s.version},
        {"source.intentDigest", source.value(key("intentDigest")), &s.intentDigest},
        {"source.configurationDigest", source.value(key("configurationDigest")), &s.configurationDigest}};
    for (const auto& fact : facts) {
        if (!fact.value.isString() || fact.value.toString().isEmpty())
            return fail(tr("the report has no %1").arg(QLatin1String(fact.path)));
        *fact.into = fact.value.toString();
    }
    const QJsonValue image = r.value(key("requestedImage")).toObject().value(key("digest"));
    if (image.isString())
        s.imageDigest = image;
    else if (!image.isUndefined() && !image.isNull())
        return fail(tr("the report's requestedImage.digest is not a string"));
    s.decision = consoleSaysGo && r.value(key("decision")).toString() == QLatin1String("GO")
                     ? QStringLiteral("GO")
                     : QStringLiteral("NO-GO");
    return s;
}

std::optional<ApprovalSubject> ApprovalSubject::fromReceipt(const preflight::Receipt& receipt, QString* error)
{
    return fromReport(receipt.serverUrl, receipt.report, receipt.isGo(), error);
}

QJsonObject ApprovalSubject::toJson() const
{
    return QJsonObject{{key("server"), server},
                       {key("serviceId"), serviceId},
                       {key("revision"), revision},
                       {key("version"), version},
                       {key("intentDigest"), intentDigest},
                       {key("configurationDigest"), configurationDigest},
                       {key("imageDigest"), imageDigest},
                       {key("decision"), decision}};
}

std::optional<ApprovalSubject> ApprovalSubject::fromJson(const QJsonValue& value, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<ApprovalSubject> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QJsonObject o = value.toObject();
    if (!value.isObject() || o.size() != 8)
        return fail(tr("the subject is not an object of exactly the eight approved facts"));
    ApprovalSubject s;
    const struct
    {
        const char* name;
        QString* into;
    } strings[] = {{"server", &s.server},
                   {"serviceId", &s.serviceId},
                   {"revision", &s.revision},
                   {"version", &s.version},
                   {"intentDigest", &s.intentDigest},
                   {"configurationDigest", &s.configurationDigest},
                   {"decision", &s.decision}};
    for (const auto& field : strings) {
        const QJsonValue v = o.value(key(field.name));
        if (!v.isString())
            return fail(tr("subject.%1 is not a string").arg(QLatin1String(field.name)));
        *field.into = v.toString();
    }
    const QJsonValue image = o.value(key("imageDigest"));
    if (!image.isString() && !image.isNull())
        return fail(tr("subject.imageDigest is neither a string nor null"));
    s.imageDigest = image;
    if (s.decision != QLatin1String("GO"))
        return fail(tr("subject.decision is \"%1\": only GO can be approved").arg(s.decision.left(16)));
    return s;
}

QList<SubjectDifference> subjectDifferences(const ApprovalSubject& approved, const ApprovalSubject& current)
{
    QList<SubjectDifference> out;
    const auto compare = [&out](const char* field, const QJsonValue& a, const QJsonValue& b) {
        if (a != b)
            out.append({QString::fromLatin1(field), text(a), text(b)});
    };
    compare("server", approved.server, current.server);
    compare("serviceId", approved.serviceId, current.serviceId);
    compare("version", approved.version, current.version);
    compare("revision", approved.revision, current.revision);
    compare("intentDigest", approved.intentDigest, current.intentDigest);
    compare("configurationDigest", approved.configurationDigest, current.configurationDigest);
    compare("imageDigest", approved.imageDigest, current.imageDigest);
    compare("decision", approved.decision, current.decision);
    return out;
}

QString describeDifferences(const QList<SubjectDifference>& differences)
{
    QStringList parts;
    for (const SubjectDifference& d : differences)
        parts << ApprovalSubject::tr("approved %1 %2, this one %3")
                     .arg(d.field, shortened(d.approved), shortened(d.current));
    return parts.join(QStringLiteral("; "));
}

QString shortChangeText(const QList<SubjectDifference>& differences)
{
    if (differences.isEmpty())
        return {};
    const QString field = differences.first().field;
    if (field == QLatin1String("imageDigest"))
        return ApprovalSubject::tr("image changed");
    if (field == QLatin1String("configurationDigest"))
        return ApprovalSubject::tr("configuration changed");
    if (field == QLatin1String("intentDigest"))
        return ApprovalSubject::tr("intent changed");
    if (field == QLatin1String("revision"))
        return ApprovalSubject::tr("revision changed");
    if (field == QLatin1String("version"))
        return ApprovalSubject::tr("version changed");
    if (field == QLatin1String("server"))
        return ApprovalSubject::tr("other server");
    if (field == QLatin1String("serviceId"))
        return ApprovalSubject::tr("other service");
    return ApprovalSubject::tr("%1 changed").arg(field);
}

} // namespace approval
} // namespace core
} // namespace cloudly
