#include "net/envelope.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace cloudly {
namespace core {
Envelope Envelope::decode(const QByteArray& frame)
{
    Envelope e;
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(frame, &err);
    if (err.error != QJsonParseError::NoError) {
        e.parseError = QStringLiteral("invalid JSON at offset %1: %2").arg(err.offset).arg(err.errorString());
        return e;
    }
    if (!doc.isObject()) {
        e.parseError = QStringLiteral("frame is not a JSON object");
        return e;
    }
    e.raw = doc.object();
    e.method = e.raw.value(QLatin1String("method")).toString();
    if (e.method == QLatin1String("##VirtualStream##")) {
        e.kind = Kind::VirtualStream;
        return e;
    }
    const QJsonValue corr = e.raw.value(QLatin1String("correlation"));
    const QJsonObject corrObj = corr.toObject();
    const QJsonValue id = corrObj.value(QLatin1String("id"));
    const QString phase = corrObj.value(QLatin1String("phase")).toString();
    if (!corr.isObject() || !id.isString() || id.toString().isEmpty() || e.method.isEmpty()) {
        e.kind = Kind::Unclassifiable;
        return e;
    }
    e.correlationId = id.toString();
    e.request = e.raw.value(QLatin1String("request")).toObject();
    e.response = e.raw.value(QLatin1String("response"));
    const QJsonValue error = e.raw.value(QLatin1String("error"));
    if (error.isObject()) {
        e.hasError = true;
        e.errorText = error.toObject().value(QLatin1String("text")).toString();
        e.errorData = error.toObject().value(QLatin1String("data"));
    } else if (!error.isUndefined() && !error.isNull()) {
        // A malformed error value still means failure; keep what we can show.
        e.hasError = true;
        e.errorText = error.isString() ? error.toString() : QStringLiteral("malformed error field");
    }
    const QJsonValue retry = e.raw.value(QLatin1String("retry"));
    if (retry.isObject()) {
        const QJsonValue wait = retry.toObject().value(QLatin1String("waitForMs"));
        if (wait.isDouble() && wait.toDouble() >= 0)
            e.retryWaitMs = qint64(wait.toDouble());
        e.retryReason = retry.toObject().value(QLatin1String("reason")).toString();
    }
    if (phase == QLatin1String("response"))
        e.kind = Kind::Response;
    else if (phase == QLatin1String("request"))
        e.kind = Kind::Request;
    else
        e.kind = Kind::Unclassifiable;
    return e;
}

namespace envelope {

QByteArray encodeRequest(const QString& method, const QJsonObject& request, const QString& correlationId)
{
    QJsonObject o;
    o.insert(QLatin1String("method"), method);
    o.insert(QLatin1String("request"), request);
    o.insert(QLatin1String("response"), QJsonValue::Null);
    o.insert(QLatin1String("correlation"), QJsonObject{{QLatin1String("id"), correlationId},
                                                       {QLatin1String("phase"), QLatin1String("request")}});
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

namespace {
QJsonObject asResponse(QJsonObject o)
{
    QJsonObject corr = o.value(QLatin1String("correlation")).toObject();
    corr.insert(QLatin1String("phase"), QLatin1String("response"));
    o.insert(QLatin1String("correlation"), corr);
    o.remove(QLatin1String("localData"));
    o.remove(QLatin1String("serverData"));
    return o;
}
} // namespace

QByteArray encodeResponse(const QJsonObject& incoming, const QJsonObject& response)
{
    QJsonObject o = asResponse(incoming);
    o.insert(QLatin1String("response"), response);
    o.remove(QLatin1String("error"));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray encodeError(const QJsonObject& incoming, const QString& text, const QJsonValue& data)
{
    QJsonObject o = asResponse(incoming);
    o.insert(QLatin1String("response"), QJsonValue::Null);
    QJsonObject err{{QLatin1String("text"), text}};
    if (!data.isUndefined())
        err.insert(QLatin1String("data"), data);
    o.insert(QLatin1String("error"), err);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray encodeRaw(const QJsonObject& env)
{
    return QJsonDocument(env).toJson(QJsonDocument::Compact);
}

} // namespace envelope
} // namespace core
} // namespace cloudly