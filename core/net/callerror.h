#pragma once

#include "core/json/scannedjson.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace cloudly {
namespace core {
// Why a call failed. `Server` carries the server's `error {text, data}`; `NoMethod` is the server's
// standard "no available method" answer, which callers use to detect optional server features.
struct CallError
{
    enum class Kind
    {
        None,
        NotConnected,     // the call was made while no connection was open
        ConnectionLost,   // the connection dropped while the call was in flight
        Timeout,          // no reply within the per-request timeout
        Server,           // the server answered with error {text, data}
        NoMethod,         // the server has no handler for this method
        EmptyResponse,    // the server answered with response: null and no error (handler crashed)
        Protocol,         // the reply could not be understood (bad JSON shape, decode error, oversize frame)
        Cancelled,        // the caller went away or the client was shut down
        NotAuthenticated, // no identity yet, or it expired and could not be renewed
        Decode,           // the response arrived but did not match the contract (path in text)
        Overloaded,       // refused before sending: too many calls already in flight (limit in text)
        Refused,          // held back before sending by the profile's safety rules (read-only, protected)
    };

    Kind kind = Kind::None;
    QString method;
    QString text;    // server text or our own description
    QJsonValue data; // server error data, if any

    bool isError() const { return kind != Kind::None; }
    bool isNoMethod() const { return kind == Kind::NoMethod; }
    QString kindName() const;
    // One line for people: "getServices: server error: identity missing or invalid".
    QString message() const;

    static CallError make(Kind kind, QString method, QString text, QJsonValue data = {});
};

// The standard typedrequest text for a method without handler.
inline const QString& noMethodText()
{
    static const QString text =
        QStringLiteral("There is no available method for this call on the server side");
    return text;
}

// Result of a raw call: the `response` object, or an error. For a raw-reply method
// (TypedSocketClient::addRawReplyMethod) the response usually arrives as bytes instead: then `raw` holds
// them (with their hash and the frame's index) and `response` is empty; a reply the scan could not read
// is decoded as usual (`raw` null, `response` filled). Callers handle both.
struct CallResult
{
    QJsonObject response;
    ScannedJson raw;
    CallError error;
    bool ok() const { return !error.isError(); }
};

} // namespace core
} // namespace cloudly