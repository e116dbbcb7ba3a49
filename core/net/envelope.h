#pragma once

#include "core/json/scannedjson.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// One typedrequest envelope (docs/PROTOCOL.md, The envelope). Decoding never throws: a frame that is not
// a JSON object, or has no usable correlation, is classified rather than rejected.
struct Envelope
{
    enum class Kind
    {
        Request,        // correlation.phase == "request": a server push (or, on a server, a client call)
        Response,       // correlation.phase == "response"
        VirtualStream,  // method == "##VirtualStream##" (not supported; dropped)
        Unclassifiable, // valid JSON but no correlation / unknown phase
        Invalid,        // not a JSON object
    };

    Kind kind = Kind::Invalid;
    QString method;
    QJsonObject request;
    QJsonValue response; // null or an object
    QString correlationId;
    bool hasError = false;
    QString errorText;
    QJsonValue errorData;
    std::optional<qint64> retryWaitMs; // server retry hint
    QString retryReason;
    QJsonObject raw;    // the whole frame as received
    QString parseError; // for Invalid

    static Envelope decode(const QByteArray& frame);
    // The same judgement for big replies without building their `response` object: every member but an
    // object `response` is decoded as decode() does (so kind, correlation, error and retry are
    // identical), `raw` holds them plus an empty `response` placeholder, and *response is the response
    // object as bytes of `frame` with their hash. A frame under 1 MiB is read with simdjson, and its index
    // goes with *response (so the decoder of the response does not index the frame again); a bigger one is
    // only scanned for where its members end (json/jsonscan_p.h) and *response carries no index: its
    // decoder indexes it piece by piece. A null ScannedJson when the response is not an object (then
    // `response` holds it as decode() would). The response bytes are NOT validated here
    // (decodeDeploymentTable does). Returns false, touching nothing, when the frame cannot be read this
    // way or a key needs escaping rules left to QJsonDocument: then use decode().
    // hashResponse false: response->hash (ScannedJson::hash) stays 0 (one pass over the response's bytes
    // less, for a reader that never compares replies, such as the one-shot cloudlyctl).
    static bool scan(const QByteArray& frame, Envelope* out, ScannedJson* response, bool hashResponse = true);
    // The same, keeping only the response's bytes (the index is freed at once).
    static bool scan(const QByteArray& frame, Envelope* out, JsonSlice* response);
};

namespace envelope {
// A client call: exactly method, request, response:null, correlation{id, phase:"request"}.
QByteArray encodeRequest(const QString& method, const QJsonObject& request, const QString& correlationId);
// The answer to an incoming request: the same object with response filled and phase "response".
QByteArray encodeResponse(const QJsonObject& incoming, const QJsonObject& response);
// An error answer: response null plus error {text, data}.
QByteArray encodeError(const QJsonObject& incoming, const QString& text,
                       const QJsonValue& data = QJsonObject());
// The identical envelope again (for the retry hint).
QByteArray encodeRaw(const QJsonObject& envelope);
} // namespace envelope

} // namespace core
} // namespace cloudly