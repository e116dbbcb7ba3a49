#include "core/preflight/receipt.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QUrl>
#include <QUuid>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

const QString kFormat = QStringLiteral("cloudly-console/preflight-receipt");

QString key(const char* name)
{
    return QString::fromLatin1(name);
}

QJsonArray pairsToJson(const QList<Blocker>& blockers)
{
    QJsonArray out;
    for (const Blocker& b : blockers)
        out.append(QJsonObject{{key("code"), b.code}, {key("message"), b.message}});
    return out;
}

std::optional<QList<Blocker>> pairsFromJson(const QJsonValue& value)
{
    if (!value.isArray())
        return std::nullopt;
    QList<Blocker> out;
    for (const QJsonValue& item : value.toArray()) {
        const QJsonObject o = item.toObject();
        if (!item.isObject() || !o.value(key("code")).isString() || !o.value(key("message")).isString())
            return std::nullopt;
        out.append({o.value(key("code")).toString(), o.value(key("message")).toString()});
    }
    return out;
}

QString isoUtc(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

Receipt Receipt::create(const QString& serverUrl, const QString& identityName, const QJsonObject& request,
                        const QJsonValue& report, const QDateTime& now)
{
    Receipt r;
    r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.createdAt = QDateTime::fromMSecsSinceEpoch(now.toMSecsSinceEpoch(), Qt::UTC);
    r.serverUrl = QUrl(serverUrl).toString(QUrl::RemoveUserInfo);
    r.identityName = identityName;
    r.request = request;
    r.request.remove(key("identity"));
    r.report = report;
    r.decision = decide(r.request, report);
    return r;
}

QJsonObject Receipt::toJson() const
{
    QJsonObject o = raw;
    o.insert(key("format"), kFormat);
    o.insert(key("formatVersion"), kFormatVersion);
    o.insert(key("id"), id);
    o.insert(key("createdAt"), isoUtc(createdAt));
    o.insert(key("serverUrl"), serverUrl);
    o.insert(key("identityName"), identityName);
    o.insert(key("request"), request);
    if (report.isUndefined())
        o.remove(key("report"));
    else
        o.insert(key("report"), report);
    if (callError.isEmpty())
        o.remove(key("callError"));
    else
        o.insert(key("callError"), callError);
    o.insert(key("decision"), decisionToJson(decision));
    return o;
}

std::optional<Receipt> Receipt::fromJson(const QJsonValue& value, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<Receipt> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!value.isObject())
        return fail(Receipt::tr("not a JSON object"));
    const QJsonObject o = value.toObject();
    if (o.value(key("format")).toString() != kFormat)
        return fail(Receipt::tr("not a preflight receipt (format is not %1)").arg(kFormat));
    const QJsonValue version = o.value(key("formatVersion"));
    if (!version.isDouble() || version.toDouble() != kFormatVersion)
        return fail(Receipt::tr("unsupported receipt format version %1 (this console reads version %2)")
                        .arg(version.toVariant().toString())
                        .arg(kFormatVersion));
    Receipt r;
    r.raw = o;
    r.id = o.value(key("id")).toString();
    if (r.id.isEmpty())
        return fail(Receipt::tr("the receipt has no id"));
    r.createdAt = QDateTime::fromString(o.value(key("createdAt")).toString(), Qt::ISODateWithMs);
    if (!r.createdAt.isValid())
        return fail(Receipt::tr("createdAt is not an ISO 8601 time"));
    r.createdAt = r.createdAt.toUTC();
    if (!o.value(key("request")).isObject())
        return fail(Receipt::tr("the request is missing"));
    r.request = o.value(key("request")).toObject();
    r.request.remove(key("identity")); // never carried, even if someone edited the file
    r.serverUrl = o.value(key("serverUrl")).toString();
    r.identityName = o.value(key("identityName")).toString();
    r.report = o.value(key("report")); // Undefined when absent
    r.callError = o.value(key("callError")).toObject();
    const std::optional<Decision> decision = decisionFromJson(o.value(key("decision")));
    if (!decision)
        return fail(Receipt::tr("the decision is missing or malformed"));
    r.decision = *decision;
    return r;
}

QString Receipt::serviceId() const
{
    const QJsonValue fromRequest = request.value(key("serviceId"));
    if (fromRequest.isString())
        return fromRequest.toString();
    const QJsonValue fromReport = report.toObject().value(key("service")).toObject().value(key("serviceId"));
    return fromReport.isString() ? fromReport.toString() : QString();
}

QString Receipt::serviceName() const
{
    return report.toObject().value(key("service")).toObject().value(key("serviceName")).toString();
}

QString Receipt::serviceLabel() const
{
    const QString name = serviceName();
    const QString sid = serviceId();
    if (name.isEmpty())
        return sid;
    if (sid.isEmpty())
        return name;
    return QStringLiteral("%1 (%2)").arg(name, sid);
}

QString Receipt::version() const
{
    return request.value(key("version")).toString();
}

QList<ReceiptBlocker> mergedBlockers(const Decision& decision)
{
    QList<ReceiptBlocker> out;
    QHash<QString, qsizetype> index;
    const auto add = [&](const Blocker& b, bool server) {
        const QString k = b.code + QChar(0) + b.message;
        auto it = index.constFind(k);
        if (it != index.constEnd()) {
            (server ? out[*it].fromServer : out[*it].fromConsole) = true;
            return;
        }
        ReceiptBlocker rb;
        rb.code = b.code;
        rb.message = b.message;
        rb.fromServer = server;
        rb.fromConsole = !server;
        rb.info = blockerInfo(b.code);
        index.insert(k, out.size());
        out.append(rb);
    };
    for (const Blocker& b : decision.serverBlockers)
        add(b, true);
    for (const Blocker& b : decision.clientBlockers)
        add(b, false);
    return out;
}

bool isAuthorizationMissing(const Decision& decision)
{
    for (const Blocker& b : decision.serverBlockers)
        if (b.code == QLatin1String("AUTHORIZATION_MISSING"))
            return true;
    for (const DecisionReason& r : decision.reasons)
        if (r.code == QLatin1String(kReasonAuthorizationMissing))
            return true;
    return false;
}

QJsonObject decisionToJson(const Decision& decision)
{
    QJsonArray reasons;
    for (const DecisionReason& r : decision.reasons)
        reasons.append(QJsonObject{{key("code"), r.code}, {key("message"), r.message}});
    return QJsonObject{
        {key("verdict"), decision.verdict == Verdict::Go ? QStringLiteral("GO") : QStringLiteral("NO-GO")},
        {key("reasons"), reasons},
        {key("clientBlockers"), pairsToJson(decision.clientBlockers)},
        {key("serverBlockers"), pairsToJson(decision.serverBlockers)},
    };
}

std::optional<Decision> decisionFromJson(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    const QString verdict = o.value(key("verdict")).toString();
    if (!value.isObject() || (verdict != QLatin1String("GO") && verdict != QLatin1String("NO-GO")))
        return std::nullopt;
    const auto reasons = pairsFromJson(o.value(key("reasons")));
    const auto client = pairsFromJson(o.value(key("clientBlockers")));
    const auto server = pairsFromJson(o.value(key("serverBlockers")));
    if (!reasons || !client || !server)
        return std::nullopt;
    Decision d;
    d.verdict = verdict == QLatin1String("GO") ? Verdict::Go : Verdict::NoGo;
    for (const Blocker& b : *reasons)
        d.reasons.append({b.code, b.message});
    d.clientBlockers = *client;
    d.serverBlockers = *server;
    // A stored GO that carries reasons or blockers is contradictory: fail closed.
    if (d.verdict == Verdict::Go &&
        (!d.reasons.isEmpty() || !d.clientBlockers.isEmpty() || !d.serverBlockers.isEmpty()))
        return std::nullopt;
    return d;
}

} // namespace preflight
} // namespace core
} // namespace cloudly