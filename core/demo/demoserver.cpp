#include "core/demo/demoserver.h"

#include "core/demo/demochurn.h"
#include "core/demo/demoeventlog.h"
#include "core/demo/demopreflight.h"
#include "core/demo/demoserver_p.h"
#include "core/net/callerror.h"
#include "core/net/envelope.h"
#include "core/net/websocketframes.h"
#include "core/util/logging.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSet>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <cmath>

namespace cloudly {
namespace core {
namespace {
// The request's value for `key` as the client sent it (null when missing), for error data.
QJsonValue sentOrNull(const Envelope& env, QLatin1String key)
{
    const QJsonValue v = env.request.value(key);
    return v.isUndefined() ? QJsonValue(QJsonValue::Null) : v;
}

const QString kIdentityInvalid = QStringLiteral("identity missing or invalid");
constexpr int kMaxSleepMs = 10 * 60 * 1000;
constexpr qsizetype kLargeReplyBytes = 1024 * 1024; // replies timed in the debug log

const QStringList& capabilityNames()
{
    static const QStringList names = {
        QStringLiteral("deployment:preflight"), QStringLiteral("deployment:create-greenfield"),
        QStringLiteral("deployment:promote-route"), QStringLiteral("deployment:rollback-route")};
    return names;
}

// Methods whose frames carry secrets (passwords, tokens) in the echoed request.
bool isSensitive(const QString& method)
{
    return method == QLatin1String("adminLoginWithUsernameAndPassword") ||
           method == QLatin1String("getIdentityByToken");
}
} // namespace

DemoServer::DemoServer(DemoOptions options, QObject* parent) : QObject(parent), m_options(std::move(options))
{
    QString splice = QStringLiteral("__cloudly_demo_splice_");
    for (int i = 0; i < 2; ++i)
        splice +=
            QStringLiteral("%1").arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
    m_splice = splice + QStringLiteral("__");
    registerHandlers();
    ensureLoaded();
}

DemoServer::~DemoServer()
{
    // No signals from the destructor: just drop the connections.
    if (m_server)
        m_server->close();
    for (auto& [id, connection] : m_connections)
        connection->socket->disconnect(this);
    m_connections.clear();
}

bool DemoServer::ensureLoaded()
{
    if (m_loaded)
        return true;
    QString error;
    const QString path =
        m_options.fixturePath.isEmpty() ? DemoData::defaultFixturePath() : m_options.fixturePath;
    if (!m_data.loadFile(path, &error)) {
        m_error = error;
        qCWarning(lcDemo) << "demo fixture not loaded:" << error;
        return false;
    }
    if (m_options.services > 0 || m_options.tasks > 0)
        m_data.generate(m_options.services, m_options.tasks);
    m_auth.setUsers(m_data.users());
    m_preflight = std::make_unique<DemoPreflight>(m_data, m_auth);
    if (m_options.churnPercent > 0)
        m_churn =
            std::make_unique<DemoChurn>(m_data.deployments(), m_options.churnPercent, m_options.churnReplies);
    if (!m_options.eventLogPath.isEmpty()) {
        m_resumedReplies = DemoEventLog::changedReplies(m_options.eventLogPath);
        if (m_churn && m_resumedReplies > 0)
            m_churn->resumeAfter(m_resumedReplies);
        m_log = std::make_unique<DemoEventLog>(m_options.eventLogPath);
        if (!m_log->open(&m_error)) {
            m_log.reset();
            return false;
        }
    }
    m_loaded = true;
    m_error.clear();
    return true;
}

bool DemoServer::listen(const QHostAddress& address, quint16 port)
{
    if (!ensureLoaded())
        return false;
    if (m_server && m_server->isListening())
        return true;
    if (!m_server) {
        const bool tls = !m_options.tlsCertificateFile.isEmpty() || !m_options.tlsKeyFile.isEmpty();
        QSslConfiguration tlsConfiguration;
        if (tls && !loadTls(&tlsConfiguration))
            return false;
        m_server =
            new QWebSocketServer(QStringLiteral("cloudly-demo-server"),
                                 tls ? QWebSocketServer::SecureMode : QWebSocketServer::NonSecureMode, this);
        if (tls)
            m_server->setSslConfiguration(tlsConfiguration);
        connect(m_server, &QWebSocketServer::newConnection, this, &DemoServer::onNewConnection);
    }
    if (!m_server->listen(address, port)) {
        m_error = m_server->errorString();
        qCWarning(lcDemo) << "demo server cannot listen on" << address.toString() << port << ":" << m_error;
        return false;
    }
    qCDebug(lcDemo) << "demo server listening on" << url().toString();
    if (m_log)
        m_log->started(m_server->serverPort(), m_resumedReplies);
    if (m_options.dropEveryMs > 0 && !m_server->findChild<QTimer*>(QStringLiteral("dropTimer"))) {
        auto* timer = new QTimer(m_server);
        timer->setObjectName(QStringLiteral("dropTimer"));
        connect(timer, &QTimer::timeout, this, [this] { dropConnections(); });
        timer->start(m_options.dropEveryMs);
    }
    return true;
}

int DemoServer::dropConnections()
{
    const int count = connectionCount();
    if (m_log)
        m_log->dropped(count);
    // abort() closes the TCP connection at once; disconnected() then removes each (onDisconnected).
    std::vector<QWebSocket*> sockets;
    for (const auto& [id, connection] : m_connections)
        sockets.push_back(connection->socket);
    for (QWebSocket* socket : sockets)
        socket->abort();
    return count;
}

bool DemoServer::loadTls(QSslConfiguration* configuration)
{
#ifndef QT_NO_SSL
    if (m_options.tlsCertificateFile.isEmpty() || m_options.tlsKeyFile.isEmpty()) {
        m_error = tr("TLS needs both a certificate and a private key file");
        return false;
    }
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(m_options.tlsCertificateFile, QSsl::Pem);
    if (chain.isEmpty() || chain.first().isNull()) {
        m_error = tr("%1 holds no PEM certificate").arg(m_options.tlsCertificateFile);
        return false;
    }
    QFile keyFile(m_options.tlsKeyFile);
    if (!keyFile.open(QIODevice::ReadOnly)) {
        m_error =
            tr("cannot read the private key file %1: %2").arg(m_options.tlsKeyFile, keyFile.errorString());
        return false;
    }
    const QByteArray pem = keyFile.readAll();
    QSslKey key(pem, QSsl::Rsa, QSsl::Pem);
    if (key.isNull())
        key = QSslKey(pem, QSsl::Ec, QSsl::Pem);
    if (key.isNull()) {
        m_error = tr("%1 holds no unencrypted PEM RSA or EC private key").arg(m_options.tlsKeyFile);
        return false;
    }
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificateChain(chain);
    config.setPrivateKey(key);
    config.setPeerVerifyMode(QSslSocket::VerifyNone);
    *configuration = config;
    return true;
#else
    Q_UNUSED(configuration)
    m_error = tr("this build has no TLS support");
    return false;
#endif
}

void DemoServer::close()
{
    if (m_server)
        m_server->close();
    auto connections = std::move(m_connections);
    m_connections.clear();
    for (auto& [id, connection] : connections) {
        connection->socket->disconnect(this);
        connection->socket->abort();
        connection->socket->deleteLater();
    }
    if (!connections.empty())
        Q_EMIT connectionCountChanged(0);
}

bool DemoServer::isListening() const
{
    return m_server && m_server->isListening();
}

quint16 DemoServer::port() const
{
    return isListening() ? m_server->serverPort() : 0;
}

QUrl DemoServer::url() const
{
    QUrl url;
    url.setScheme(m_server && m_server->secureMode() == QWebSocketServer::SecureMode ? QStringLiteral("wss")
                                                                                     : QStringLiteral("ws"));
    const QHostAddress address =
        isListening() ? m_server->serverAddress() : QHostAddress(QHostAddress::LocalHost);
    url.setHost(address == QHostAddress::Any || address == QHostAddress::AnyIPv4 ||
                        address == QHostAddress::LocalHost
                    ? QStringLiteral("127.0.0.1")
                    : address.toString());
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    return url;
}

QStringList DemoServer::methods() const
{
    QStringList names = m_handlers.keys();
    names.sort();
    return names;
}

// ---------------------------------------------------------------------------------------------------
// Connections and frames

void DemoServer::onNewConnection()
{
    while (QWebSocket* socket = m_server->nextPendingConnection()) {
        auto connection = std::make_unique<Connection>();
        connection->id = m_nextConnectionId++;
        connection->socket = socket;
        socket->setParent(this); // nextPendingConnection() hands out parentless sockets: never leak one
        connection->tcp = rawSocketOf(socket, m_server);
        const quint64 id = connection->id;
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, id](const QString& message) { onFrame(id, message.toUtf8()); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, id](const QByteArray& message) { onFrame(id, message); });
        connect(socket, &QWebSocket::disconnected, this, [this, id] { onDisconnected(id); });
        m_connections.emplace(id, std::move(connection));
        if (m_log)
            m_log->accepted(id);
        qCDebug(lcDemo) << "connection" << id << "opened;" << m_connections.size() << "open";
        Q_EMIT connectionCountChanged(connectionCount());
    }
}

void DemoServer::onDisconnected(quint64 id)
{
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    it->second->socket->disconnect(this);
    it->second->socket->deleteLater();
    m_connections.erase(it);
    qCDebug(lcDemo) << "connection" << id << "closed;" << m_connections.size() << "open";
    Q_EMIT connectionCountChanged(connectionCount());
}

void DemoServer::onFrame(quint64 id, const QByteArray& frame)
{
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    const Envelope env = Envelope::decode(frame);
    switch (env.kind) {
    case Envelope::Kind::Request:
        handleRequest(*it->second, env);
        return;
    case Envelope::Kind::Response:
        handlePushAnswer(*it->second, env);
        return;
    case Envelope::Kind::VirtualStream:
        qCDebug(lcDemo) << "connection" << id << ": dropping ##VirtualStream## frame (not supported)";
        return;
    case Envelope::Kind::Unclassifiable:
        qCDebug(lcDemo) << "connection" << id << ": dropping weirdly shaped frame (no correlation), method"
                        << (isSensitive(env.method) ? QStringLiteral("<login>") : env.method);
        return;
    case Envelope::Kind::Invalid:
        qCDebug(lcDemo) << "connection" << id << ": dropping unparsable frame:" << env.parseError;
        return;
    }
}

void DemoServer::handleRequest(Connection& connection, const Envelope& env)
{
    // Method and correlation id only: frames echo identities, passwords and tokens.
    qCDebug(lcDemo) << "C>S" << connection.id << env.method << env.correlationId;
    record(env);
    const auto handler = m_handlers.constFind(env.method);
    const Reply reply = handler == m_handlers.constEnd() ? Reply::error(noMethodText(), QJsonObject())
                                                         : (*handler)(connection, env);
    if (reply.kind == Reply::Kind::Deferred)
        return;
    if (reply.rawJson.size() < kLargeReplyBytes) {
        send(connection.id, encode(env.raw, reply));
        return;
    }
    QElapsedTimer timer;
    timer.start();
    qsizetype bytes = 0;
    QByteArray head;
    QByteArray tail;
    if (m_options.responseDelayMs <= 0 && reply.kind == Reply::Kind::Response && connection.tcp &&
        encodeAround(env.raw, reply, &head, &tail)) {
        // The cached array goes to the socket as it is: the envelope around it is the only new bytes.
        bytes = head.size() + reply.rawJson.size() + tail.size();
        sendText(connection, {head, reply.rawJson, tail});
    } else {
        const QByteArray frame = encode(env.raw, reply);
        bytes = frame.size();
        sendNow(connection.id, frame, m_options.responseDelayMs);
    }
    qCDebug(lcDemo) << env.method << "reply of" << bytes << "bytes handed to the socket after"
                    << timer.elapsed() << "ms";
}

void DemoServer::handlePushAnswer(Connection& connection, const Envelope& env)
{
    const auto it = connection.pushes.find(env.correlationId);
    if (it == connection.pushes.end()) {
        qCDebug(lcDemo) << "connection" << connection.id << ": dropping response for unknown id"
                        << env.correlationId;
        return;
    }
    const auto done = it.value();
    connection.pushes.erase(it);
    qCDebug(lcDemo) << "connection" << connection.id << ": push" << env.method << "answered"
                    << (env.hasError ? "with an error" : "ok");
    done(env);
}

QString DemoServer::push(Connection& connection, const QString& method, const QJsonObject& payload,
                         std::function<void(const Envelope& answer)> done)
{
    QString id = QStringLiteral("uni_");
    const quint64 a = QRandomGenerator::global()->generate64();
    id +=
        QStringLiteral("%1%2").arg(a, 16, 16, QLatin1Char('0')).arg(++m_pushCounter, 8, 16, QLatin1Char('0'));
    connection.pushes.insert(id, std::move(done));
    qCDebug(lcDemo) << "connection" << connection.id << ": pushing" << method << id;
    sendNow(connection.id, envelope::encodeRequest(method, payload, id));
    return id;
}

QByteArray DemoServer::encode(const QJsonObject& incoming, const Reply& reply) const
{
    switch (reply.kind) {
    case Reply::Kind::Error:
        return envelope::encodeError(incoming, reply.errorText, reply.errorData);
    case Reply::Kind::Null: {
        QJsonObject o = incoming;
        QJsonObject corr = o.value(QLatin1String("correlation")).toObject();
        corr.insert(QStringLiteral("phase"), QStringLiteral("response"));
        o.insert(QStringLiteral("correlation"), corr);
        o.insert(QStringLiteral("response"), QJsonValue::Null);
        o.remove(QLatin1String("error"));
        o.remove(QLatin1String("localData"));
        return envelope::encodeRaw(o);
    }
    case Reply::Kind::Deferred:
        return {};
    case Reply::Kind::Response:
        break;
    }
    if (reply.rawKey.isEmpty())
        return envelope::encodeResponse(incoming, reply.response);
    QByteArray head;
    QByteArray tail;
    if (!encodeAround(incoming, reply, &head, &tail))
        return envelope::encodeError(incoming, QStringLiteral("internal demo server error"));
    QByteArray out;
    out.reserve(head.size() + reply.rawJson.size() + tail.size());
    out.append(head);
    out.append(reply.rawJson);
    out.append(tail);
    return out;
}

bool DemoServer::encodeAround(const QJsonObject& incoming, const Reply& reply, QByteArray* head,
                              QByteArray* tail) const
{
    QJsonObject response = reply.response;
    response.insert(reply.rawKey, m_splice);
    const QByteArray frame = envelope::encodeResponse(incoming, response);
    const QByteArray placeholder = '"' + m_splice.toLatin1() + '"';
    const qsizetype at = frame.lastIndexOf(placeholder);
    if (at < 0) {
        qCWarning(lcDemo) << "internal error: splice placeholder missing";
        return false;
    }
    *head = frame.first(at);
    *tail = frame.sliced(at + placeholder.size());
    return true;
}

QTcpSocket* DemoServer::rawSocketOf(const QWebSocket* socket, const QObject* server)
{
    // QWebSocket keeps the accepted QTcpSocket privately; find it by its ports among the objects it may be
    // parented to.
    if (auto* tcp = socket->findChild<QTcpSocket*>())
        return tcp;
    QList<QTcpSocket*> candidates;
    if (server)
        candidates += server->findChildren<QTcpSocket*>();
    if (socket->parent())
        candidates += socket->parent()->findChildren<QTcpSocket*>();
    for (QTcpSocket* candidate : std::as_const(candidates)) {
        if (candidate->peerPort() == socket->peerPort() && candidate->localPort() == socket->localPort())
            return candidate;
    }
    return nullptr;
}

void DemoServer::sendText(Connection& connection, const QList<QByteArray>& parts)
{
    qsizetype size = 0;
    for (const QByteArray& part : parts)
        size += part.size();
    if (!connection.tcp || connection.socket->state() != QAbstractSocket::ConnectedState) {
        QByteArray joined;
        joined.reserve(size);
        for (const QByteArray& part : parts)
            joined.append(part);
        connection.socket->sendTextMessage(QString::fromUtf8(joined));
        return;
    }
    // FIN + text, unmasked (a server's frames are never masked).
    connection.tcp->write(ws::frameHeader(0x81, static_cast<quint64>(size), false));
    // QIODevice::write(const QByteArray&) keeps a large array as a chunk of its write buffer: no copy.
    for (const QByteArray& part : parts)
        connection.tcp->write(part);
    // A large reply starts on its way now (as much as the kernel takes without blocking), not once every
    // other request read with it has been answered: the client reads it while the rest are encoded.
    if (size >= kLargeReplyBytes)
        connection.tcp->flush();
}

void DemoServer::send(quint64 connectionId, const QByteArray& frame)
{
    sendNow(connectionId, frame, m_options.responseDelayMs);
}

void DemoServer::sendNow(quint64 connectionId, const QByteArray& frame, int delayMs)
{
    if (delayMs > 0) {
        QTimer::singleShot(delayMs, this, [this, connectionId, frame] { sendNow(connectionId, frame); });
        return;
    }
    const auto it = m_connections.find(connectionId);
    if (it == m_connections.end()) {
        qCDebug(lcDemo) << "connection" << connectionId << "is gone; reply dropped";
        return;
    }
    // Every reply is a text frame, whatever the request frame was.
    sendText(*it->second, {frame});
}

// ---------------------------------------------------------------------------------------------------
// Handlers

void DemoServer::add(const QString& method, Handler handler)
{
    m_handlers.insert(method, std::move(handler));
}

void DemoServer::addAuthed(const QString& method, AuthedHandler handler)
{
    add(method, [this, handler = std::move(handler)](Connection& connection, const Envelope& env) {
        const std::optional<DemoIdentity> caller =
            m_auth.verify(env.request.value(QLatin1String("identity")));
        if (!caller)
            return Reply::error(kIdentityInvalid);
        return handler(connection, env, *caller);
    });
}

void DemoServer::registerHandlers()
{
    // --- typedsocket internals and protocol test methods (as in the Node reference peer) ---
    add(QStringLiteral("__typedsocket_setTag"), [](Connection& c, const Envelope& env) {
        const QJsonValue name = env.request.value(QLatin1String("name"));
        if (!name.isString() || name.toString().isEmpty())
            return Reply::error(QStringLiteral("tag name required"));
        const QJsonValue payload = env.request.value(QLatin1String("payload"));
        bool replaced = false;
        for (auto& tag : c.tags) {
            if (tag.first == name.toString()) {
                tag.second = payload;
                replaced = true;
            }
        }
        if (!replaced)
            c.tags.append({name.toString(), payload});
        return Reply::ok({{QStringLiteral("success"), true}});
    });
    add(QStringLiteral("__typedsocket_removeTag"), [](Connection& c, const Envelope& env) {
        const QString name = env.request.value(QLatin1String("name")).toString();
        c.tags.removeIf([&](const auto& tag) { return tag.first == name; });
        return Reply::ok({{QStringLiteral("success"), true}});
    });
    add(QStringLiteral("listTags"), [](Connection& c, const Envelope&) {
        QJsonArray tags;
        for (const auto& tag : std::as_const(c.tags)) {
            QJsonObject t{{QStringLiteral("name"), tag.first}};
            if (!tag.second.isUndefined())
                t.insert(QStringLiteral("payload"), tag.second);
            tags.append(t);
        }
        return Reply::ok({{QStringLiteral("tags"), tags}});
    });
    add(QStringLiteral("sleep"), [this](Connection& c, const Envelope& env) {
        // Like the peer's Math.max(0, Number(ms) || 0), bounded to ten minutes.
        const QJsonValue value = env.request.value(QLatin1String("ms"));
        const double requested = value.isString() ? value.toString().trimmed().toDouble() : value.toDouble();
        const int ms =
            std::isfinite(requested) ? static_cast<int>(std::clamp(requested, 0.0, double(kMaxSleepMs))) : 0;
        const quint64 id = c.id;
        const QJsonObject raw = env.raw;
        QTimer::singleShot(ms, this, [this, id, raw, ms] {
            send(id, envelope::encodeResponse(raw, {{QStringLiteral("slept"), ms}}));
        });
        return Reply::deferred();
    });
    add(QStringLiteral("failPlain"), [](Connection&, const Envelope&) { return Reply::null(); });
    add(QStringLiteral("neverAnswer"), [](Connection&, const Envelope&) { return Reply::deferred(); });
    add(QStringLiteral("triggerPush"),
        [this](Connection& c, const Envelope& env) { return triggerPush(c, env); });

    // --- the Node peer's test helpers and fault switches (tests/peer/README.md) ---
    add(QStringLiteral("bigPayload"), [](Connection&, const Envelope& env) {
        const double bytes = env.request.value(QLatin1String("bytes")).toDouble(-1);
        if (bytes < 0 || bytes > 256.0 * 1024 * 1024 || bytes != std::floor(bytes))
            return Reply::error(QStringLiteral("bytes must be an integer in [0, 268435456]"));
        QByteArray data(static_cast<qsizetype>(bytes) + 2, 'x');
        data[0] = '"';
        data[data.size() - 1] = '"';
        Reply r = Reply::raw(QStringLiteral("data"), std::move(data));
        r.response.insert(QStringLiteral("bytes"), qint64(bytes));
        return r;
    });
    add(QStringLiteral("__peer_received"), [this](Connection&, const Envelope& env) {
        const QString method = env.request.value(QLatin1String("method")).toString();
        QJsonArray requests, keys;
        for (const Received& r : std::as_const(m_received)) {
            if (r.method != method)
                continue;
            requests.append(r.request);
            keys.append(QJsonArray::fromStringList(r.envelopeKeys));
        }
        return Reply::ok({{QStringLiteral("requests"), requests}, {QStringLiteral("envelopeKeys"), keys}});
    });
    add(QStringLiteral("__peer_reset"), [this](Connection&, const Envelope&) {
        m_received.clear();
        m_auth.resetGrants();
        return Reply::ok({{QStringLiteral("reset"), true}});
    });
    add(QStringLiteral("__peer_expireIdentities"), [this](Connection&, const Envelope&) {
        return Reply::ok({{QStringLiteral("expired"), m_auth.expireAll()}});
    });
    add(QStringLiteral("sendUnknownIdResponse"), [this](Connection& c, const Envelope& env) {
        QString id =
            QStringLiteral("peer-unknown-%1")
                .arg(QRandomGenerator::global()->generate64() & 0xffffffffffffull, 12, 16, QLatin1Char('0'));
        const QJsonValue method = env.request.value(QLatin1String("method"));
        const QJsonObject stray{
            {QStringLiteral("method"), method.isString() && !method.toString().isEmpty()
                                           ? method.toString()
                                           : QStringLiteral("getServices")},
            {QStringLiteral("request"), QJsonObject()},
            {QStringLiteral("response"), QJsonObject{{QStringLiteral("stray"), true}}},
            {QStringLiteral("correlation"),
             QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("phase"), QStringLiteral("response")}}},
            {QStringLiteral("localData"), QJsonValue::Null}};
        send(c.id, envelope::encodeRaw(stray));
        return Reply::ok({{QStringLiteral("sentStrayId"), id}});
    });
    add(QStringLiteral("sendDuplicateResponse"), [this](Connection& c, const Envelope& env) {
        const QByteArray frame = envelope::encodeResponse(env.raw, {{QStringLiteral("duplicated"), true}});
        send(c.id, frame);
        const quint64 id = c.id;
        QTimer::singleShot(5 + m_options.responseDelayMs, this, [this, id, frame] { sendNow(id, frame); });
        return Reply::deferred();
    });
    add(QStringLiteral("pushFlood"),
        [this](Connection& c, const Envelope& env) { return pushFlood(c, env); });
    add(QStringLiteral("closeWithCode"), [this](Connection& c, const Envelope& env) {
        const QJsonValue value = env.request.value(QLatin1String("code"));
        const double code = value.isUndefined() ? 1000 : value.toDouble(-1);
        const int c16 = static_cast<int>(code);
        const bool valid =
            code == std::floor(code) && (c16 == 1006 || (c16 >= 1000 && c16 <= 1003) ||
                                         (c16 >= 1007 && c16 <= 1014) || (c16 >= 3000 && c16 <= 4999));
        if (!valid)
            return Reply::error(
                QStringLiteral("invalid close code"),
                QJsonObject{{QStringLiteral("code"), value.isUndefined() ? QJsonValue::Null : value}});
        const QJsonValue reasonValue = env.request.value(QLatin1String("reason"));
        const QString reason =
            reasonValue.isString() ? reasonValue.toString().left(100) : QStringLiteral("closeWithCode");
        const quint64 id = c.id;
        send(id, envelope::encodeResponse(env.raw, {{QStringLiteral("closing"), c16}}));
        QTimer::singleShot(20 + m_options.responseDelayMs, this, [this, id, c16, reason] {
            const auto it = m_connections.find(id);
            if (it == m_connections.end())
                return;
            if (c16 == 1006)
                it->second->socket->abort();
            else
                it->second->socket->close(static_cast<QWebSocketProtocol::CloseCode>(c16), reason);
        });
        return Reply::deferred();
    });

    if (m_options.faults)
        registerFaultHandlers();
    if (m_options.fleetMethods)
        registerFleetHandlers();
    if (m_options.userListing)
        registerUserListing();

    // --- Cloudly: login ---
    add(QStringLiteral("adminLoginWithUsernameAndPassword"),
        [this](Connection&, const Envelope& env) { return login(env); });
    add(QStringLiteral("getIdentityByToken"),
        [this](Connection&, const Envelope& env) { return tokenLogin(env); });

    // --- Cloudly: inventory (cached serialized arrays) ---
    addAuthed(QStringLiteral("getServices"), [this](Connection&, const Envelope&, const DemoIdentity&) {
        return Reply::raw(QStringLiteral("services"), m_data.services().serializedArray());
    });
    addAuthed(QStringLiteral("getServiceById"),
              [this](Connection&, const Envelope& env, const DemoIdentity&) {
                  return byId(env, m_data.services(), QLatin1String("serviceId"), QLatin1String("service"),
                              QStringLiteral("service not found"));
              });
    addAuthed(QStringLiteral("getDeployments"), [this](Connection&, const Envelope&, const DemoIdentity&) {
        if (!m_churn)
            return Reply::raw(QStringLiteral("deployments"), m_data.deployments().serializedArray());
        const int before = m_churn->changedReplies();
        Reply reply = Reply::raw(QStringLiteral("deployments"), m_churn->next());
        if (m_log && m_churn->changedReplies() != before)
            m_log->changes(m_churn->changedReplies(), m_churn->lastChanges());
        if (m_churn->changedReplies() != before)
            Q_EMIT churned(m_churn->changedReplies(), m_churn->isDone());
        return reply;
    });
    addAuthed(QStringLiteral("getDeploymentById"),
              [this](Connection&, const Envelope& env, const DemoIdentity&) {
                  return byId(env, m_data.deployments(), QLatin1String("deploymentId"),
                              QLatin1String("deployment"), QStringLiteral("deployment not found"));
              });
    addAuthed(QStringLiteral("getDeploymentsByService"), [this](Connection&, const Envelope& env,
                                                                const DemoIdentity&) {
        const QString serviceId = env.request.value(QLatin1String("serviceId")).toString();
        if (!m_data.services().contains(serviceId))
            return Reply::error(
                QStringLiteral("service not found"),
                QJsonObject{{QStringLiteral("serviceId"), sentOrNull(env, QLatin1String("serviceId"))}});
        return Reply::raw(QStringLiteral("deployments"),
                          m_data.deployments().serializedArray(m_data.deploymentsOfService(serviceId)));
    });
    const auto byNode = [this](Connection&, const Envelope& env, const DemoIdentity&) {
        const QString nodeId = env.request.value(QLatin1String("nodeId")).toString();
        if (!m_data.nodes().contains(nodeId))
            return Reply::error(
                QStringLiteral("node not found"),
                QJsonObject{{QStringLiteral("nodeId"), sentOrNull(env, QLatin1String("nodeId"))}});
        return Reply::raw(QStringLiteral("deployments"),
                          m_data.deployments().serializedArray(m_data.deploymentsOfNode(nodeId)));
    };
    addAuthed(QStringLiteral("getDeploymentsByNode"), byNode);
    addAuthed(QStringLiteral("getNodeDeployments"), byNode);
    addAuthed(QStringLiteral("getNodeConfig"), [this](Connection&, const Envelope& env, const DemoIdentity&) {
        return byId(env, m_data.nodes(), QLatin1String("nodeId"), QLatin1String("configData"),
                    QStringLiteral("node not found"));
    });
    addAuthed(QStringLiteral("getClusters"), [this](Connection&, const Envelope&, const DemoIdentity&) {
        return Reply::raw(QStringLiteral("clusters"), m_data.clusters().serializedArray());
    });
    addAuthed(QStringLiteral("getClusterById"),
              [this](Connection&, const Envelope& env, const DemoIdentity&) {
                  return byId(env, m_data.clusters(), QLatin1String("clusterId"), QLatin1String("cluster"),
                              QStringLiteral("cluster not found"));
              });
    addAuthed(
        QStringLiteral("getNodesByCluster"), [this](Connection&, const Envelope& env, const DemoIdentity&) {
            const QString clusterId = env.request.value(QLatin1String("clusterId")).toString();
            if (!m_data.clusters().contains(clusterId))
                return Reply::error(
                    QStringLiteral("cluster not found"),
                    QJsonObject{{QStringLiteral("clusterId"), sentOrNull(env, QLatin1String("clusterId"))}});
            return Reply::raw(QStringLiteral("nodes"),
                              m_data.nodes().serializedArray(m_data.nodesOfCluster(clusterId)));
        });
    addAuthed(QStringLiteral("getAllImages"), [this](Connection&, const Envelope&, const DemoIdentity&) {
        return Reply::raw(QStringLiteral("images"), m_data.images().serializedArray());
    });
    addAuthed(QStringLiteral("getImage"), [this](Connection&, const Envelope& env, const DemoIdentity&) {
        return byId(env, m_data.images(), QLatin1String("imageId"), QLatin1String("image"),
                    QStringLiteral("image not found"));
    });

    // --- Cloudly: preflight and grants ---
    addAuthed(QStringLiteral("getDeploymentPreflight"),
              [this](Connection&, const Envelope& env, const DemoIdentity& caller) {
                  const DemoPreflight::Result result = m_preflight->evaluate(env.request, caller.userId);
                  if (result.serviceNotFound)
                      return Reply::error(QStringLiteral("service not found"),
                                          QJsonObject{{QStringLiteral("serviceId"), result.serviceId}});
                  return Reply::ok({{QStringLiteral("report"), result.report}});
              });
    addAuthed(QStringLiteral("configureServiceDeploymentMachineUser"),
              [this](Connection&, const Envelope& env, const DemoIdentity& caller) {
                  return configureGrant(env, caller);
              });
}

DemoServer::Reply DemoServer::login(const Envelope& env)
{
    DemoAuth::Failure failure = DemoAuth::Failure::None;
    const auto identity =
        m_auth.loginWithPassword(env.request.value(QLatin1String("username")).toString(),
                                 env.request.value(QLatin1String("password")).toString(), &failure);
    if (!identity)
        return Reply::error(QStringLiteral("login failed"),
                            QJsonObject{{QStringLiteral("reason"), QStringLiteral("bad credentials")}});
    if (m_log)
        m_log->login(identity->name);
    return Reply::ok({{QStringLiteral("identity"), identity->toJson()}});
}

DemoServer::Reply DemoServer::tokenLogin(const Envelope& env)
{
    DemoAuth::Failure failure = DemoAuth::Failure::None;
    const auto identity =
        m_auth.loginWithToken(env.request.value(QLatin1String("token")).toString(), &failure);
    if (!identity) {
        return Reply::error(failure == DemoAuth::Failure::TokenExpired ? QStringLiteral("token expired")
                                                                       : QStringLiteral("invalid token"));
    }
    if (m_log)
        m_log->login(identity->name);
    return Reply::ok({{QStringLiteral("identity"), identity->toJson()}});
}

DemoServer::Reply DemoServer::byId(const Envelope& env, const DemoCollection& collection, QLatin1String idKey,
                                   QLatin1String resultKey, const QString& notFound)
{
    const QString id = env.request.value(idKey).toString();
    const int index = collection.indexOf(id);
    if (index < 0)
        return Reply::error(notFound, QJsonObject{{idKey, sentOrNull(env, idKey)}});
    return Reply::raw(resultKey, collection.jsonAt(index).toByteArray());
}

DemoServer::Reply DemoServer::configureGrant(const Envelope& env, const DemoIdentity& caller)
{
    if (m_auth.userRole(caller.userId) != QLatin1String("admin"))
        return Reply::error(QStringLiteral("admin role required"));
    const QString userId = env.request.value(QLatin1String("userId")).toString();
    const QString serviceId = env.request.value(QLatin1String("serviceId")).toString();
    if (!m_auth.hasUser(userId))
        return Reply::error(
            QStringLiteral("user not found"),
            QJsonObject{{QStringLiteral("userId"), sentOrNull(env, QLatin1String("userId"))}});
    if (!m_data.services().contains(serviceId))
        return Reply::error(
            QStringLiteral("service not found"),
            QJsonObject{{QStringLiteral("serviceId"), sentOrNull(env, QLatin1String("serviceId"))}});
    const QJsonValue capsValue = env.request.value(QLatin1String("capabilities"));
    if (!capsValue.isArray())
        return Reply::error(QStringLiteral("unknown capability"),
                            QJsonObject{{QStringLiteral("capability"), QJsonValue::Null}});
    QSet<QString> requested;
    for (const QJsonValue& c : capsValue.toArray()) {
        if (!c.isString() || !capabilityNames().contains(c.toString()))
            return Reply::error(QStringLiteral("unknown capability"),
                                QJsonObject{{QStringLiteral("capability"), c}});
        requested.insert(c.toString());
    }
    // The stored grant: de-duplicated, in the canonical capability order; empty removes the grant.
    QStringList capabilities;
    for (const QString& name : capabilityNames())
        if (requested.contains(name))
            capabilities.append(name);
    m_auth.setGrant(userId, serviceId, capabilities);
    qCDebug(lcDemo) << "grant for" << userId << "on" << serviceId << "set to" << capabilities;
    return Reply::ok({{QStringLiteral("userId"), userId},
                      {QStringLiteral("serviceId"), serviceId},
                      {QStringLiteral("capabilities"), QJsonArray::fromStringList(capabilities)},
                      {QStringLiteral("tokenRolesNormalized"), true}});
}

void DemoServer::record(const Envelope& env)
{
    QJsonObject request = env.request;
    QJsonObject identity = request.value(QLatin1String("identity")).toObject();
    if (identity.contains(QLatin1String("jwt"))) {
        identity.insert(QStringLiteral("jwt"), QStringLiteral("<redacted>"));
        request.insert(QStringLiteral("identity"), identity);
    }
    QStringList keys = env.raw.keys();
    if (env.raw.value(QLatin1String("localData")).toObject().isEmpty() &&
        !env.raw.value(QLatin1String("localData")).isNull())
        keys.removeAll(QStringLiteral("localData"));
    m_received.append({env.method,
                       env.raw.value(QLatin1String("request")).isObject()
                           ? QJsonValue(request)
                           : env.raw.value(QLatin1String("request")),
                       keys});
    if (m_received.size() > kMaxReceived)
        m_received.remove(0, m_received.size() - kMaxReceived);
}

} // namespace core
} // namespace cloudly