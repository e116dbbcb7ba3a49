#include "core/demo/demoserver_p.h"

#include "core/net/envelope.h"
#include "core/util/logging.h"

#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <cmath>

namespace cloudly {
namespace core {
namespace {
const QString kDefaultPushMethod = QStringLiteral("pushClusterConfig");
constexpr int kMaxSleepMs = 10 * 60 * 1000;
} // namespace

void DemoServer::registerFaultHandlers()
{
    // Like the peer's sendInvalidUtf8: a TEXT frame whose payload is not UTF-8. QWebSocket only sends valid
    // UTF-8, so the frame (unmasked, as a server sends it) goes straight to the connection's TCP socket.
    add(QStringLiteral("sendInvalidUtf8"), [this](Connection& c, const Envelope& env) {
        QTcpSocket* tcp = c.tcp ? c.tcp : rawSocketOf(c.socket, m_server);
        if (!tcp)
            return Reply::error(QStringLiteral("raw socket unavailable"));
        static const char payload[] = {'{', '"', '\xff', '\xfe', '\xc3', '(', '"', '}'};
        QByteArray frame;
        frame.append('\x81'); // FIN + text
        frame.append(static_cast<char>(sizeof(payload)));
        frame.append(payload, qsizetype(sizeof(payload)));
        tcp->write(frame);
        tcp->flush();
        qCDebug(lcDemo) << "fault: sent a text frame with invalid UTF-8 to connection" << c.id;
        send(c.id, envelope::encodeResponse(env.raw, {{QStringLiteral("sent"), true}}));
        return Reply::deferred();
    });
    // A server that stops reading and answering (half-open link: no pongs, no replies) for `ms`, then
    // carries on. Blocks the whole event loop, like a hung process.
    add(QStringLiteral("pauseSocket"), [this](Connection& c, const Envelope& env) {
        const int ms = std::clamp(env.request.value(QLatin1String("ms")).toInt(1000), 0, 60000);
        const quint64 id = c.id;
        const QJsonObject raw = env.raw;
        send(id, envelope::encodeResponse(raw, {{QStringLiteral("stalling"), ms}}));
        QTimer::singleShot(20, this, [ms] {
            qCDebug(lcDemo) << "fault: stalling for" << ms << "ms";
            QThread::msleep(static_cast<unsigned long>(ms));
        });
        return Reply::deferred();
    });
}

DemoServer::Reply DemoServer::triggerPush(Connection& connection, const Envelope& env)
{
    const QJsonValue methodValue = env.request.value(QLatin1String("method"));
    const QString method = methodValue.isString() && !methodValue.toString().isEmpty()
                               ? methodValue.toString()
                               : kDefaultPushMethod;
    const QJsonValue payloadValue = env.request.value(QLatin1String("payload"));
    const QJsonObject payload =
        payloadValue.isObject()
            ? payloadValue.toObject()
            : QJsonObject{{QStringLiteral("configData"),
                           QJsonObject{{QStringLiteral("hello"), QStringLiteral("from server")}}}};
    const quint64 connectionId = connection.id;
    const QJsonObject trigger = env.raw;
    push(connection, method, payload, [this, connectionId, trigger](const Envelope& answer) {
        QJsonObject result;
        if (answer.hasError)
            result.insert(QStringLiteral("clientError"), answer.errorText);
        else
            result.insert(QStringLiteral("clientAnswered"), answer.response);
        send(connectionId, envelope::encodeResponse(trigger, result));
    });
    return Reply::deferred();
}

DemoServer::Reply DemoServer::pushFlood(Connection& connection, const Envelope& env)
{
    const QJsonValue countValue = env.request.value(QLatin1String("count"));
    const double count = countValue.isUndefined() ? 100 : countValue.toDouble(-1);
    if (count < 0 || count > 100000 || count != std::floor(count))
        return Reply::error(QStringLiteral("count must be an integer in [0, 100000]"));
    const int timeoutMs =
        std::clamp(env.request.value(QLatin1String("timeoutMs")).toInt(10000), 0, kMaxSleepMs);
    const QJsonValue methodValue = env.request.value(QLatin1String("method"));
    const QString method = methodValue.isString() && !methodValue.toString().isEmpty()
                               ? methodValue.toString()
                               : kDefaultPushMethod;
    struct Flood
    {
        int sent = 0;
        int answered = 0;
        int errors = 0;
        bool finished = false;
        QJsonObject trigger;
        quint64 connectionId = 0;
    };
    auto flood = std::make_shared<Flood>();
    flood->sent = static_cast<int>(count);
    flood->trigger = env.raw;
    flood->connectionId = connection.id;
    const auto finish = [this, flood](bool timedOut) {
        if (flood->finished)
            return;
        flood->finished = true;
        send(flood->connectionId,
             envelope::encodeResponse(flood->trigger, {{QStringLiteral("sent"), flood->sent},
                                                       {QStringLiteral("answered"), flood->answered},
                                                       {QStringLiteral("errors"), flood->errors},
                                                       {QStringLiteral("timedOut"), timedOut}}));
    };
    if (flood->sent == 0) {
        finish(false);
        return Reply::deferred();
    }
    for (int i = 0; i < flood->sent; ++i) {
        push(connection, method,
             {{QStringLiteral("configData"), QJsonObject{{QStringLiteral("seq"), i}}},
              {QStringLiteral("services"), QJsonArray()}},
             [flood, finish](const Envelope& answer) {
                 if (answer.hasError)
                     ++flood->errors;
                 else
                     ++flood->answered;
                 if (flood->answered + flood->errors == flood->sent)
                     finish(false);
             });
    }
    QTimer::singleShot(timeoutMs, this, [finish] { finish(true); });
    return Reply::deferred();
}

} // namespace core
} // namespace cloudly
