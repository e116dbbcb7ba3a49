#include "core/net/envelope.h"

#include "core/json/jsonindex_p.h"
#include "core/json/jsonscan_p.h"
#include "core/json/simdjson_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace cloudly {
namespace core {
namespace {

// Everything decode() reads from the envelope object `e.raw`.
void classify(Envelope& e)
{
    e.method = e.raw.value(QLatin1String("method")).toString();
    if (e.method == QLatin1String("##VirtualStream##")) {
        e.kind = Envelope::Kind::VirtualStream;
        return;
    }
    const QJsonValue corr = e.raw.value(QLatin1String("correlation"));
    const QJsonObject corrObj = corr.toObject();
    const QJsonValue id = corrObj.value(QLatin1String("id"));
    const QString phase = corrObj.value(QLatin1String("phase")).toString();
    if (!corr.isObject() || !id.isString() || id.toString().isEmpty() || e.method.isEmpty()) {
        e.kind = Envelope::Kind::Unclassifiable;
        return;
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
        // Clamped before the conversion: a double beyond qint64's range is undefined behaviour to convert.
        constexpr double kMaxWaitMs = 9007199254740991.0; // 2^53 - 1
        if (wait.isDouble() && wait.toDouble() >= 0)
            e.retryWaitMs = static_cast<qint64>(wait.toDouble() < kMaxWaitMs ? wait.toDouble() : kMaxWaitMs);
        e.retryReason = retry.toObject().value(QLatin1String("reason")).toString();
    }
    if (phase == QLatin1String("response"))
        e.kind = Envelope::Kind::Response;
    else if (phase == QLatin1String("request"))
        e.kind = Envelope::Kind::Request;
    else
        e.kind = Envelope::Kind::Unclassifiable;
}

// The JSON text of any value (objects and arrays whole, scalars without trailing whitespace).
bool valueText(json::od::value& value, std::string_view& out)
{
    namespace od = json::od;
    od::json_type type;
    if (value.type().get(type))
        return false;
    if (type == od::json_type::object) {
        od::object object;
        return !value.get_object().get(object) && !object.raw_json().get(out);
    }
    if (type == od::json_type::array) {
        od::array array;
        return !value.get_array().get(array) && !array.raw_json().get(out);
    }
    std::string_view token = value.raw_json_token();
    while (!token.empty() &&
           (token.back() == ' ' || token.back() == '\n' || token.back() == '\r' || token.back() == '\t'))
        token.remove_suffix(1);
    out = token;
    // The token's bytes are judged by QJsonDocument (in `rest`), but the iterator must still step over it
    // as a value: skipping an unread string followed by ':' would take it for a key (json::consumeString).
    // Other scalars are one token that a skip steps over as a value.
    if (type == od::json_type::string && !json::consumeString(value))
        return false;
    return !out.empty();
}

} // namespace

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
    classify(e);
    return e;
}

bool Envelope::scan(const QByteArray& frame, Envelope* out, JsonSlice* response)
{
    ScannedJson scanned;
    if (!scan(frame, out, &scanned))
        return false;
    *response = scanned.bytes;
    return true;
}

bool Envelope::scan(const QByteArray& frame, Envelope* out, ScannedJson* response, bool hashResponse)
{
    namespace od = json::od;
    const JsonSlice input = json::padded(JsonSlice{frame, 0, frame.size()});
    // The root's members as text. A small frame is indexed whole by simdjson, and the index goes with the
    // response to its decoder (one index of the frame, not two). A big one (a 40 MB getDeployments reply)
    // is only scanned for where its members end: its decoder indexes the response piece by piece, so the
    // frame's index (~35 MB) is never resident next to it.
    std::vector<json::ScannedMember> members;
    std::shared_ptr<JsonIndex> index;
    if (static_cast<size_t>(input.length) >= json::kScanInsteadOfIndexBytes) {
        if (!json::scanObject(std::string_view(input.source.constData(), size_t(input.length)), members))
            return false;
    } else {
        index = std::make_shared<JsonIndex>();
        index->source = input.source;
        od::document& doc = index->doc;
        od::object root;
        if (index->parser
                .iterate(input.source.constData(), static_cast<size_t>(input.length),
                         static_cast<size_t>(input.length + json::kPadding))
                .get(doc) ||
            doc.get_object().get(root))
            return false;
        for (auto member : root) {
            od::field field;
            std::string_view key;
            std::string_view text;
            if (std::move(member).get(field) || !json::plainKey(field.key(), key) ||
                !valueText(field.value(), text))
                return false;
            members.push_back({key, text});
        }
        const char* after = nullptr;
        if (!doc.current_location().get(after))
            return false; // something after the object
    }
    // Every member but `response` is small: parsed with QJsonDocument into `rest`, so the envelope is
    // judged by exactly the rules of decode().
    QByteArray rest("{");
    std::string_view responseText;
    bool responseIsObject = false;
    bool hasResponse = false;
    for (const json::ScannedMember& member : members) {
        if (member.key == "response") {
            // decode() keeps the last of duplicate keys; the slice would be the first: decode() decides.
            if (hasResponse)
                return false;
            hasResponse = true;
            responseIsObject = member.value.front() == '{';
            responseText = member.value;
            if (responseIsObject)
                continue; // read by the caller (decodeDeploymentsJson validates all of it)
        }
        if (rest.size() > 1)
            rest += ',';
        rest += '"';
        rest.append(member.key.data(), qsizetype(member.key.size()));
        rest += "\":";
        rest.append(member.value.data(), qsizetype(member.value.size()));
    }
    rest += '}';
    QJsonParseError err{};
    const QJsonDocument restDoc = QJsonDocument::fromJson(rest, &err);
    if (err.error != QJsonParseError::NoError || !restDoc.isObject())
        return false;
    Envelope e;
    e.raw = restDoc.object();
    if (responseIsObject)
        e.raw.insert(QLatin1String("response"), QJsonObject()); // a placeholder: the bytes are in *response
    classify(e);
    *out = e;
    if (responseIsObject) {
        const qsizetype offset = responseText.data() - input.source.constData();
        response->bytes = JsonSlice{input.source, offset, static_cast<qsizetype>(responseText.size())};
        response->hash = hashResponse ? json::hashBytes(response->bytes.view()) : 0;
        response->index = std::move(index);
    } else {
        *response = ScannedJson{};
    }
    return true;
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