#pragma once

// DemoServer's connection and reply types, shared by its source files (demoserver.cpp: transport and the
// inventory; demoserverprotocol.cpp: pushes and fault switches; demoserverfleet.cpp: backups, BaseOS,
// settings).
#include "core/demo/demoserver.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <QTcpSocket>

#include <functional>
#include <utility>

namespace cloudly {
namespace core {

struct DemoServer::Connection
{
    quint64 id = 0;
    QWebSocket* socket = nullptr;
    // The TCP (or TLS) socket under `socket`: large text replies are framed here and written to it as
    // they are (DemoServer::sendText), without QWebSocket's UTF-8 -> UTF-16 -> UTF-8 round trip. Null
    // when it could not be found (then QWebSocket sends everything).
    QTcpSocket* tcp = nullptr;
    QList<std::pair<QString, QJsonValue>> tags; // insertion order
    // push correlation id -> what to do with the client's answer
    QHash<QString, std::function<void(const Envelope& answer)>> pushes;
};

struct DemoServer::Reply
{
    enum class Kind
    {
        Response, // response object (optionally with one key spliced in from cached JSON)
        Error,    // response null + error {text, data?}
        Null,     // response null, no error (a handler that "crashed")
        Deferred, // answered later by the handler itself (or never)
    };
    Kind kind = Kind::Response;
    QJsonObject response;
    QString errorText;
    QJsonValue errorData = QJsonValue(QJsonValue::Undefined);
    QString rawKey;     // response[rawKey] = rawJson, spliced without re-serializing
    QByteArray rawJson; // compact JSON value

    static Reply ok(QJsonObject response)
    {
        Reply r;
        r.response = std::move(response);
        return r;
    }
    static Reply raw(const QString& key, QByteArray json)
    {
        Reply r;
        r.rawKey = key;
        r.rawJson = std::move(json);
        return r;
    }
    static Reply error(const QString& text, const QJsonValue& data = QJsonValue(QJsonValue::Undefined))
    {
        Reply r;
        r.kind = Kind::Error;
        r.errorText = text;
        r.errorData = data;
        return r;
    }
    static Reply null()
    {
        Reply r;
        r.kind = Kind::Null;
        return r;
    }
    static Reply deferred()
    {
        Reply r;
        r.kind = Kind::Deferred;
        return r;
    }
};

} // namespace core
} // namespace cloudly
