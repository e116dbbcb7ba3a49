#include "core/net/callerror.h"

#include <QCoreApplication>

namespace cloudly {
namespace core {
QString CallError::kindName() const
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("ok");
    case Kind::NotConnected:
        return QStringLiteral("not-connected");
    case Kind::ConnectionLost:
        return QStringLiteral("connection-lost");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::Server:
        return QStringLiteral("server-error");
    case Kind::NoMethod:
        return QStringLiteral("no-method");
    case Kind::EmptyResponse:
        return QStringLiteral("empty-response");
    case Kind::Protocol:
        return QStringLiteral("protocol-error");
    case Kind::Cancelled:
        return QStringLiteral("cancelled");
    case Kind::NotAuthenticated:
        return QStringLiteral("not-authenticated");
    case Kind::Decode:
        return QStringLiteral("decode-error");
    case Kind::Overloaded:
        return QStringLiteral("overloaded");
    case Kind::Refused:
        return QStringLiteral("refused");
    }
    return QStringLiteral("unknown");
}

QString CallError::message() const
{
    const char* ctx = "cloudly::core::CallError";
    QString what;
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::NotConnected:
        what = QCoreApplication::translate(ctx, "not connected to Cloudly");
        break;
    case Kind::ConnectionLost:
        what = QCoreApplication::translate(ctx, "connection lost before the server answered");
        break;
    case Kind::Timeout:
        what = QCoreApplication::translate(ctx, "no answer in time");
        break;
    case Kind::Server:
        what = QCoreApplication::translate(ctx, "server error");
        break;
    case Kind::NoMethod:
        what = QCoreApplication::translate(ctx, "this Cloudly does not offer this call");
        break;
    case Kind::EmptyResponse:
        what =
            QCoreApplication::translate(ctx, "empty response (the server handler failed without an error)");
        break;
    case Kind::Protocol:
        what = QCoreApplication::translate(ctx, "unreadable answer");
        break;
    case Kind::Cancelled:
        what = QCoreApplication::translate(ctx, "cancelled");
        break;
    case Kind::NotAuthenticated:
        what = QCoreApplication::translate(ctx, "not logged in");
        break;
    case Kind::Decode:
        what = QCoreApplication::translate(ctx, "the answer does not match the Cloudly contract");
        break;
    case Kind::Overloaded:
        what = QCoreApplication::translate(ctx, "not sent: too many calls are waiting for an answer");
        break;
    case Kind::Refused:
        what = QCoreApplication::translate(ctx, "not sent");
        break;
    }
    QString out = method.isEmpty() ? what : method + QStringLiteral(": ") + what;
    if (!text.isEmpty() && kind != Kind::NoMethod)
        out += QStringLiteral(": ") + text;
    return out;
}

CallError CallError::make(Kind kind, QString method, QString text, QJsonValue data)
{
    CallError e;
    e.kind = kind;
    e.method = std::move(method);
    e.text = std::move(text);
    e.data = std::move(data);
    return e;
}

} // namespace core
} // namespace cloudly