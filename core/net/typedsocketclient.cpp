#include "core/net/typedsocketclient.h"

#include "core/api/methods.h"
#include "core/json/jsonbytes.h"
#include "core/net/envelope.h"
#include "core/net/tlstrust.h"
#include "core/net/websocketconnection.h"
#include "core/util/logging.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>

#include <cmath>

namespace cloudly {
namespace core {
namespace {
const QString& kSetTag = methods::setConnectionTag;
const QString& kRemoveTag = methods::removeConnectionTag;
} // namespace

TypedSocketClient::TypedSocketClient(QObject* parent) : TypedSocketClient(Options{}, parent) {}

TypedSocketClient::TypedSocketClient(const Options& options, QObject* parent)
    : QObject(parent), m_options(options)
{
    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, [this] {
        if (!m_closing)
            startSocket();
    });
    connect(&m_pingTimer, &QTimer::timeout, this, &TypedSocketClient::onPingTick);
    m_pongDeadline.setSingleShot(true);
    connect(&m_pongDeadline, &QTimer::timeout, this, [this] {
        if (!m_socket)
            return;
        qCWarning(lcNet) << "no pong within" << m_options.pongTimeoutMs
                         << "ms: the link is dead, reconnecting";
        m_lastError = tr("No answer to a liveness ping within %1 s; the connection was dead.")
                          .arg(m_options.pongTimeoutMs / 1000.0);
        m_socket->abort();
    });
}

TypedSocketClient::~TypedSocketClient()
{
    m_closing = true;
    // Callbacks must not run into a half-destroyed owner: drop them silently.
    for (auto& p : m_pending)
        delete p.timer;
    m_pending.clear();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        delete m_socket;
    }
}

QString TypedSocketClient::stateName(State state)
{
    switch (state) {
    case State::New:
        return QStringLiteral("new");
    case State::Connecting:
        return QStringLiteral("connecting");
    case State::Connected:
        return QStringLiteral("connected");
    case State::Disconnected:
        return QStringLiteral("disconnected");
    case State::Reconnecting:
        return QStringLiteral("reconnecting");
    }
    return QStringLiteral("unknown");
}

QUrl TypedSocketClient::normalizeUrl(const QUrl& input, QString* error)
{
    QUrl url = input;
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http"))
        url.setScheme(QStringLiteral("ws"));
    else if (scheme == QLatin1String("https"))
        url.setScheme(QStringLiteral("wss"));
    else if (scheme != QLatin1String("ws") && scheme != QLatin1String("wss")) {
        if (error)
            *error = tr("Unsupported URL scheme \"%1\" in %2: use ws://, wss://, http:// or https://.")
                         .arg(url.scheme(), input.toString(QUrl::RemoveUserInfo));
        return {};
    }
    if (url.host().isEmpty()) {
        if (error)
            *error = tr("The URL %1 has no host.").arg(input.toString(QUrl::RemoveUserInfo));
        return {};
    }
    // Credentials never travel in a URL (it is shown, logged and kept): refused, and not echoed.
    if (!url.userInfo().isEmpty()) {
        if (error)
            *error =
                tr("The URL %1 contains a user name or password: refused (it would be shown and logged); "
                   "pass credentials in the environment or a profile.")
                    .arg(input.toString(QUrl::RemoveUserInfo));
        return {};
    }
    // TypedSocket servers listen at the root path.
    url.setPath(QStringLiteral("/"));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

void TypedSocketClient::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    qCDebug(lcNet) << "state" << stateName(state);
    Q_EMIT stateChanged(state);
}

void TypedSocketClient::open(const QUrl& url)
{
    if (m_replySource) {
        // No server: the source answers. Connected on the next turn of the event loop, like a socket.
        m_url = url;
        m_closing = false;
        m_lastError.clear();
        setState(State::Connecting);
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_closing || !m_replySource || m_state != State::Connecting)
                    return;
                setState(State::Connected);
                qCInfo(lcNet) << "reading" << m_replySource->describe() << "instead of a server";
                Q_EMIT connected();
            },
            Qt::QueuedConnection);
        return;
    }
    QString error;
    const QUrl normalized = normalizeUrl(url, &error);
    if (!normalized.isValid() || normalized.isEmpty()) {
        m_lastError = error;
        setState(State::Disconnected);
        Q_EMIT disconnected(error);
        return;
    }
    m_url = normalized;
    m_closing = false;
    m_attempt = 0;
    m_certificateRejected = false;
    m_refusal = CertificateRefusal();
    QString tlsError;
    if (!prepareTls(&tlsError)) {
        // Fail closed and for good: a pin or CA file that cannot be used would fail every attempt alike.
        qCWarning(lcNet) << "not connecting to" << m_url.toString() << ":" << tlsError;
        m_lastError = tlsError;
        m_certificateRejected = true;
        m_closing = true;
        setState(State::Disconnected);
        Q_EMIT disconnected(tlsError);
        return;
    }
    if (!m_pin.isEmpty() && m_url.scheme() != QLatin1String("wss")) {
        // Refused before a connection is made: the upgrade would otherwise cross in clear text first.
        CertificateRefusal refusal;
        refusal.kind = CertificateRefusal::Kind::PinWithoutEncryption;
        refusal.pinnedSha256 = m_pin;
        refusal.reason = tr("a certificate (SHA-256 %1) is pinned, but the connection to %2 is not "
                            "encrypted: use wss://")
                             .arg(m_pin, m_url.toString());
        refuseCertificate(refusal);
        setState(State::Disconnected);
        Q_EMIT disconnected(m_lastError);
        return;
    }
    startSocket();
}

bool TypedSocketClient::prepareTls(QString* error)
{
    m_pin.clear();
    m_caCertificates.clear();
    const QString pin = m_options.pinnedCertificateSha256.trimmed();
    if (!pin.isEmpty()) {
        const std::optional<QString> normalized = tlstrust::normalizeSha256(pin);
        if (!normalized) {
            *error = tr("The pinned certificate fingerprint \"%1\" is not a SHA-256 fingerprint (64 hex "
                        "digits, colons allowed).")
                         .arg(pin);
            return false;
        }
        m_pin = *normalized;
    }
    if (!m_options.caCertificateFile.isEmpty()) {
#ifndef QT_NO_SSL
        m_caCertificates = tlstrust::loadCaFile(m_options.caCertificateFile, error);
        if (m_caCertificates.isEmpty())
            return false;
        qCInfo(lcNet) << "trusting" << m_caCertificates.size() << "CA certificate(s) from"
                      << m_options.caCertificateFile << "for this connection";
#else
        *error = tr("This build has no TLS support: the CA certificate file %1 cannot be used.")
                     .arg(m_options.caCertificateFile);
        return false;
#endif
    }
    return true;
}

void TypedSocketClient::startSocket()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = new WebSocketConnection(m_options.maxFrameBytes, this);
    m_socket->setHashMessages(m_options.hashRawReplies);
    m_socket->setTimeouts({m_options.connectTimeoutMs, m_options.tlsTimeoutMs, m_options.upgradeTimeoutMs});
    m_socket->setMaxQueuedBytes(m_options.maxQueuedWriteBytes);
    m_socket->setVerifier([this](QString* error) { return verifyPeer(error); });
    connect(m_socket, &WebSocketConnection::connected, this, &TypedSocketClient::onConnected);
    connect(m_socket, &WebSocketConnection::disconnected, this, &TypedSocketClient::onDisconnected);
    connect(m_socket, &WebSocketConnection::messageReceived, this, &TypedSocketClient::onMessage);
    connect(m_socket, &WebSocketConnection::pong, this, [this](const QByteArray&) { m_pongDeadline.stop(); });
    connect(m_socket, &WebSocketConnection::errorOccurred, this, [this] {
        // Keep the more precise certificate message (with its fingerprint) when that was the cause.
        if (m_socket && !m_socket->errorString().isEmpty() && !m_certificateRejected)
            m_lastError = m_socket->errorString();
    });
#ifndef QT_NO_SSL
    connect(m_socket, &WebSocketConnection::sslErrors, this, &TypedSocketClient::onSslErrors);
    if (!m_caCertificates.isEmpty()) {
        // The private CA joins the system's CAs for this connection only (the process default is untouched).
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(tls.caCertificates() + QSslConfiguration::systemCaCertificates() +
                              m_caCertificates);
        m_socket->setSslConfiguration(tls);
    }
#endif
    setState(State::Connecting);
    qCInfo(lcNet) << "connecting to" << m_url.toString();
    m_socket->open(m_url);
}

QString TypedSocketClient::pinMismatchText(const QString& presented) const
{
    return tr("the server's certificate changed: it presented SHA-256 %1, but %2 is pinned")
        .arg(presented, m_pin);
}

void TypedSocketClient::onSslErrors(const QList<QSslError>& errors)
{
#ifndef QT_NO_SSL
    if (!m_socket)
        return;
    const QList<QSslCertificate> chain = m_socket->sslConfiguration().peerCertificateChain();
    const QSslCertificate leaf = chain.isEmpty() ? QSslCertificate() : chain.first();
    const QString sha = tlstrust::sha256(leaf);
    CertificateRefusal refusal;
    refusal.presentedSha256 = sha;
    refusal.pinnedSha256 = m_pin;
    refusal.selfSigned = !leaf.isNull() && leaf.isSelfSigned();
    if (!m_pin.isEmpty() && !leaf.isNull() && sha == m_pin) {
        // The pin is the trust anchor instead of a CA: exactly this certificate, whoever signed it. It does
        // not make an expired certificate, or one for another host, good (tlstrust::pinWaives).
        QStringList kept;
        for (const QSslError& e : errors) {
            if (!tlstrust::pinWaives(e.error()))
                kept << e.errorString();
        }
        if (kept.isEmpty()) {
            qCInfo(lcNet) << "certificate accepted by pin" << sha;
            m_socket->ignoreSslErrors(errors);
            return;
        }
        refusal.kind = CertificateRefusal::Kind::PinnedButInvalid;
        refusal.reason = tr("the pinned certificate (SHA-256 %1) is not valid: %2")
                             .arg(sha, kept.join(QStringLiteral("; ")));
    } else if (!m_pin.isEmpty()) {
        refusal.kind = CertificateRefusal::Kind::PinMismatch;
        refusal.reason = pinMismatchText(sha);
    } else {
        QStringList reasons;
        for (const QSslError& e : errors)
            reasons << e.errorString();
        refusal.kind = CertificateRefusal::Kind::Untrusted;
        refusal.reason = reasons.join(QStringLiteral("; "));
    }
    // Without ignoreSslErrors the handshake aborts.
    refuseCertificate(refusal);
#else
    Q_UNUSED(errors)
#endif
}

bool TypedSocketClient::verifyPeer(QString* error)
{
    // Runs once TLS is up, before the upgrade's first byte: the pin holds for every connection, also when a
    // CA vouches for the certificate (then no TLS error asked onSslErrors()).
    if (m_pin.isEmpty() || !m_socket)
        return true;
#ifndef QT_NO_SSL
    const QSslCertificate leaf = m_socket->sslConfiguration().peerCertificate();
#else
    const QSslCertificate leaf;
#endif
    const QString sha = tlstrust::sha256(leaf);
    if (!sha.isEmpty() && sha == m_pin)
        return true;
    CertificateRefusal refusal;
    refusal.kind = CertificateRefusal::Kind::PinMismatch;
    refusal.presentedSha256 = sha;
    refusal.pinnedSha256 = m_pin;
    refusal.selfSigned = !leaf.isNull() && leaf.isSelfSigned();
    refusal.reason = pinMismatchText(sha);
    refuseCertificate(refusal);
    // Nothing may reach (or come from) this server: the connection drops it unwritten, and onDisconnected()
    // reports the refusal.
    *error = m_lastError;
    return false;
}

void TypedSocketClient::refuseCertificate(CertificateRefusal refusal)
{
    const QString sha256 = refusal.presentedSha256;
    m_lastError = sha256.isEmpty()
                      ? tr("TLS connection refused: %1").arg(refusal.reason)
                      : tr("TLS certificate rejected (SHA-256 %1): %2").arg(sha256, refusal.reason);
    qCWarning(lcNet) << "certificate rejected, sha256" << sha256 << refusal.reason;
    m_certificateRejected = true;
    m_refusal = std::move(refusal);
    // A refused certificate is refused again on every attempt: a permanent error, not a reconnect loop.
    m_closing = true;
    m_reconnectTimer.stop();
    Q_EMIT certificateRejected(sha256, m_refusal.reason);
}

void TypedSocketClient::onConnected()
{
    // The pin was checked once TLS was up (verifyPeer()), before the upgrade: a server that is not the pinned
    // one never gets here, so neither the tags below nor any caller sees it Connected.
    m_attempt = 0;
    m_lastError.clear();
    setState(State::Connected);
    qCInfo(lcNet) << "connected to" << m_url.toString();
    if (m_options.pingIntervalMs > 0)
        m_pingTimer.start(m_options.pingIntervalMs);
    // Tags live on the server's connection object: re-send all of them on every (re)connect.
    for (auto it = m_tags.constBegin(); it != m_tags.constEnd(); ++it)
        sendTag(it.key(), it.value());
    Q_EMIT connected();
}

void TypedSocketClient::onDisconnected()
{
    m_pingTimer.stop();
    m_pongDeadline.stop();
    QString reason = m_lastError;
    if (m_socket) {
        const QString closeReason =
            m_socket->closeReason().isEmpty() ? QString() : QStringLiteral(": ") + m_socket->closeReason();
        // 1009 and 1007 are also how WebSocketConnection itself fails a connection on an oversize or
        // non-UTF-8 message from the server: say what happened instead of blaming the server for closing.
        if (reason.isEmpty() && m_socket->closeCode() == ws::kCloseTooBig)
            reason = tr("closed with code 1009 (message too big%1): this console accepts messages of up to "
                        "%2 bytes")
                         .arg(closeReason)
                         .arg(m_options.maxFrameBytes);
        else if (reason.isEmpty() && m_socket->closeCode() == ws::kCloseInvalidData)
            reason = tr("closed with code 1007 (invalid data%1): a message was not valid UTF-8 text")
                         .arg(closeReason);
        else if (reason.isEmpty() && m_socket->closeCode() != 0 &&
                 m_socket->closeCode() != ws::kCloseNormal && m_socket->closeCode() != ws::kCloseNoStatus)
            reason = tr("closed by the server (code %1%2)")
                         .arg(static_cast<int>(m_socket->closeCode()))
                         .arg(closeReason);
        if (reason.isEmpty())
            reason = m_socket->errorString();
        m_socket->disconnect(this);
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    if (reason.isEmpty())
        reason = tr("connection closed");
    m_lastError = reason;
    // Never re-send in-flight calls silently: they may not be idempotent.
    failAllPending(CallError::Kind::ConnectionLost, reason);
    qCInfo(lcNet) << "disconnected:" << reason;
    setState(State::Disconnected);
    Q_EMIT disconnected(reason);
    scheduleReconnect();
}

void TypedSocketClient::scheduleReconnect()
{
    if (m_closing || !m_options.autoReconnect || !m_url.isValid())
        return;
    if (m_attempt >= m_options.maxRetries) {
        m_lastError = tr("gave up after %1 reconnection attempts").arg(m_attempt);
        qCWarning(lcNet) << m_lastError;
        return;
    }
    ++m_attempt;
    const double base = std::min(static_cast<double>(m_options.maxBackoffMs),
                                 double(m_options.initialBackoffMs) * std::pow(2.0, m_attempt - 1));
    const double jitter = 1.0 + m_options.jitter * (QRandomGenerator::global()->generateDouble() * 2.0 - 1.0);
    const int delay = std::max(0, int(base * jitter));
    qCInfo(lcNet) << "reconnecting in" << delay << "ms (attempt" << m_attempt << ")";
    setState(State::Reconnecting);
    m_reconnectTimer.start(delay);
}

void TypedSocketClient::close()
{
    m_closing = true;
    m_reconnectTimer.stop();
    m_pingTimer.stop();
    m_pongDeadline.stop();
    if (m_socket) {
        WebSocketConnection* s = m_socket;
        m_socket = nullptr;
        s->disconnect(this);
        s->close();
        s->deleteLater();
    }
    failAllPending(CallError::Kind::Cancelled, tr("the connection was closed by the user"));
    m_lastError.clear();
    setState(State::Disconnected);
    Q_EMIT disconnected(tr("closed"));
}

void TypedSocketClient::abortForTest()
{
    if (m_socket)
        m_socket->abort();
}

void TypedSocketClient::onPingTick()
{
    if (!m_socket || m_state != State::Connected)
        return;
    if (!m_pongDeadline.isActive())
        m_pongDeadline.start(m_options.pongTimeoutMs);
    m_socket->ping();
}

QString TypedSocketClient::nextId()
{
    return QStringLiteral("qt_%1_%2")
        .arg(++m_counter)
        .arg(QRandomGenerator::global()->generate() & 0xffffff, 6, 16, QLatin1Char('0'));
}

bool TypedSocketClient::sendFrame(const QByteArray& frame)
{
    if (m_replySource && !m_socket && m_state == State::Connected) {
        // Answered on the next turn, as a reply from a server would be.
        std::weak_ptr<ReplySource> source = m_replySource;
        QMetaObject::invokeMethod(
            this,
            [this, source, frame] {
                const std::shared_ptr<ReplySource> s = source.lock();
                if (!s || s != m_replySource || m_state != State::Connected)
                    return;
                const QByteArray answer = s->answer(frame);
                if (!answer.isEmpty())
                    handleFrame(answer, ws::MessageDigest::of(answer));
            },
            Qt::QueuedConnection);
        return true;
    }
    if (!m_socket || m_state != State::Connected)
        return false;
    return m_socket->sendText(frame);
}

QString TypedSocketClient::call(const QString& method, const QJsonObject& request, QObject* context,
                                Callback done, int timeoutMs)
{
    const QString id = nextId();
    auto fail = [&](CallError::Kind kind, const QString& text) {
        // Report asynchronously so callers always see the same (queued) order of events.
        QPointer<QObject> ctx = context;
        const bool hadContext = context != nullptr;
        QMetaObject::invokeMethod(
            this,
            [ctx, hadContext, done, method, kind, text] {
                if (hadContext && !ctx)
                    return;
                CallResult r;
                r.error = CallError::make(kind, method, text);
                done(r);
            },
            Qt::QueuedConnection);
    };
    if (m_state != State::Connected || (!m_socket && !m_replySource)) {
        fail(CallError::Kind::NotConnected,
             m_lastError.isEmpty() ? tr("state is %1").arg(stateName(m_state)) : m_lastError);
        return id;
    }
    if (m_pending.size() >= m_options.maxPendingCalls) {
        fail(CallError::Kind::Overloaded,
             tr("too many calls in flight (%1); refusing more until some finish").arg(m_pending.size()));
        return id;
    }
    Pending p;
    p.method = method;
    p.context = context;
    p.hasContext = context != nullptr;
    p.done = std::move(done);
    p.frame = envelope::encodeRequest(method, request, id);
    const int timeout = timeoutMs < 0 ? m_options.requestTimeoutMs : timeoutMs;
    if (timeout > 0) {
        p.timer = new QTimer(this);
        p.timer->setSingleShot(true);
        connect(p.timer, &QTimer::timeout, this, [this, id, timeout] {
            auto it = m_pending.find(id);
            if (it == m_pending.end())
                return;
            CallResult r;
            r.error = CallError::make(CallError::Kind::Timeout, it->method,
                                      tr("no reply within %1 ms").arg(timeout));
            qCWarning(lcNet) << it->method << "timed out after" << timeout << "ms";
            finish(id, r);
        });
        p.timer->start(timeout);
    }
    // Never log the frame itself: requests carry the identity (jwt) or credentials.
    qCDebug(lcNet) << "C>S" << method << id << p.frame.size() << "bytes"
                   << (m_sensitive.contains(method) ? "(sensitive)" : "");
    const QByteArray frame = p.frame;
    m_pending.insert(id, std::move(p));
    if (!sendFrame(frame)) {
        CallResult r;
        r.error = CallError::make(CallError::Kind::ConnectionLost, method, tr("sending the request failed"));
        finish(id, r);
    }
    return id;
}

void TypedSocketClient::finish(const QString& id, const CallResult& result)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending p = std::move(*it);
    m_pending.erase(it);
    if (p.timer) {
        p.timer->stop();
        p.timer->deleteLater();
    }
    if (p.hasContext && !p.context)
        return; // the caller is gone
    if (p.done)
        p.done(result);
}

void TypedSocketClient::failAllPending(CallError::Kind kind, const QString& text)
{
    const QStringList ids = m_pending.keys();
    for (const QString& id : ids) {
        auto it = m_pending.find(id);
        if (it == m_pending.end())
            continue;
        CallResult r;
        r.error = CallError::make(kind, it->method, text);
        finish(id, r);
    }
}

void TypedSocketClient::onMessage(const QByteArray& message, bool isText, const ws::MessageDigest& digest)
{
    // Servers reply with text frames (the UTF-8 bytes as received); a binary frame holding UTF-8 JSON is
    // accepted the same way.
    Q_UNUSED(isText)
    handleFrame(message, digest);
}

void TypedSocketClient::handleFrame(const QByteArray& frame, const ws::MessageDigest& digest)
{
    if (static_cast<qint64>(frame.size()) > m_options.maxFrameBytes) {
        const QString msg = tr("dropped a %1-byte frame: larger than the %2-byte limit")
                                .arg(frame.size())
                                .arg(m_options.maxFrameBytes);
        qCWarning(lcNet) << msg;
        Q_EMIT protocolWarning(msg);
        return;
    }
    if (!m_rawReplyMethods.isEmpty() && handleRawReply(frame, digest))
        return;
    const Envelope env = Envelope::decode(frame);
    switch (env.kind) {
    case Envelope::Kind::Response:
        handleResponse(env);
        return;
    case Envelope::Kind::Request:
        handleRequest(env);
        return;
    case Envelope::Kind::VirtualStream:
        qCDebug(lcNet) << "dropping ##VirtualStream## frame (streams are not supported)";
        return;
    case Envelope::Kind::Unclassifiable:
        qCDebug(lcNet) << "dropping frame without usable correlation, method" << env.method;
        return;
    case Envelope::Kind::Invalid:
        qCDebug(lcNet) << "dropping unparsable frame:" << env.parseError;
        Q_EMIT protocolWarning(tr("dropped an unreadable frame: %1").arg(env.parseError));
        return;
    }
}

bool TypedSocketClient::mentionsRawReplyMethod(const QByteArray& frame) const
{
    // Cheap pre-check: a reply names its method; other frames go the usual way without a scan. The name is
    // looked for near the start and the end first (typedrequest envelopes keep `response`, the big member,
    // apart from `method`): a whole 40 MB frame is searched only when neither holds it.
    constexpr qsizetype kEdge = 64 * 1024;
    const QByteArrayView all(frame);
    const QByteArrayView head = all.first(std::min(kEdge, all.size()));
    const QByteArrayView tail = all.last(std::min(kEdge, all.size()));
    for (const QByteArrayView part : {head, tail}) {
        for (const QString& method : std::as_const(m_rawReplyMethods)) {
            if (part.contains(QByteArray('"' + method.toUtf8() + '"')))
                return true;
        }
    }
    if (all.size() <= kEdge)
        return false;
    for (const QString& method : std::as_const(m_rawReplyMethods)) {
        if (all.contains(QByteArray('"' + method.toUtf8() + '"')))
            return true;
    }
    return false;
}

bool TypedSocketClient::handleRawReply(const QByteArray& frame, const ws::MessageDigest& digest)
{
    if (!mentionsRawReplyMethod(frame))
        return false;
    // An unchanged reply (the usual poll) is the last one's frame again but for the correlation id: it is
    // recognised by a hash of the frame with the id's bytes left out, and answered with what the scan of that
    // frame found — no simdjson pass, no index, and the new frame's buffer is free again at once.
    constexpr qsizetype kIdWithin = 64 * 1024;
    const QByteArrayView head = QByteArrayView(frame).first(std::min(kIdWithin, frame.size()));
    QString memoId;
    QString memoMethod;
    qsizetype idOffset = -1;
    qsizetype idSize = 0;
    for (auto it = m_pending.constBegin(); it != m_pending.constEnd() && idOffset < 0; ++it) {
        if (!m_rawReplyMethods.contains(it->method))
            continue;
        const QByteArray quoted = '"' + it.key().toUtf8() + '"';
        const qsizetype at = head.indexOf(quoted);
        if (at >= 0) {
            memoId = it.key();
            memoMethod = it->method;
            idOffset = at;
            idSize = quoted.size();
        }
    }
    quint64 maskedHash = 0;
    if (idOffset >= 0 && m_options.hashRawReplies) {
        maskedHash = digest.without(frame, idOffset, idSize); // the block hashes taken as the frame arrived
        const auto memo = m_rawReplyMemo.constFind(memoMethod);
        if (memo != m_rawReplyMemo.constEnd() && memo->hash == maskedHash &&
            memo->frameSize == frame.size() && memo->idOffset == idOffset && memo->idSize == idSize) {
            Envelope env = *memo->envelope;
            env.correlationId = memoId;
            ScannedJson response;
            response.bytes = json::padded(JsonSlice{frame, memo->responseOffset, memo->responseLength});
            response.hash = memo->responseHash;
            handleResponse(env, std::move(response));
            return true;
        }
    }
    Envelope env;
    ScannedJson response;
    if (!Envelope::scan(frame, &env, &response, m_options.hashRawReplies) ||
        env.kind != Envelope::Kind::Response)
        return false;
    const auto it = m_pending.constFind(env.correlationId);
    if (it == m_pending.constEnd() || !m_rawReplyMethods.contains(it->method))
        return false;
    if (idOffset >= 0 && m_options.hashRawReplies && env.correlationId == memoId && !env.hasError &&
        !env.retryWaitMs) {
        RawReplyMemo memo;
        memo.hash = maskedHash;
        memo.frameSize = frame.size();
        memo.idOffset = idOffset;
        memo.idSize = idSize;
        memo.envelope = std::make_shared<Envelope>(env);
        memo.responseOffset = response.bytes.offset;
        memo.responseLength = response.bytes.length;
        memo.responseHash = response.hash;
        m_rawReplyMemo.insert(it->method, std::move(memo));
    } else {
        m_rawReplyMemo.remove(it->method);
    }
    handleResponse(env, std::move(response));
    return true;
}

void TypedSocketClient::handleResponse(const Envelope& env, ScannedJson raw)
{
    auto it = m_pending.find(env.correlationId);
    if (it == m_pending.end()) {
        // Late (after timeout), duplicate, or unknown id: never matched to anything.
        qCDebug(lcNet) << "dropping response for unknown or finished call" << env.correlationId;
        return;
    }
    // Frames are never logged whole: every authenticated reply echoes request.identity (with its jwt)
    // and login replies echo the password. Method, id and outcome are enough to debug the transport.
    qCDebug(lcNet) << "S>C" << it->method << env.correlationId << (env.hasError ? "error" : "ok");
    CallResult r;
    if (env.hasError) {
        const bool noMethod = env.errorText == noMethodText();
        r.error = CallError::make(noMethod ? CallError::Kind::NoMethod : CallError::Kind::Server, it->method,
                                  env.errorText, env.errorData);
        finish(env.correlationId, r);
        return;
    }
    if (env.retryWaitMs && !it->retried) {
        // Honour the server's retry hint once: re-send the identical envelope after the wait.
        it->retried = true;
        const QString id = env.correlationId;
        const qint64 wait = std::min<qint64>(*env.retryWaitMs, 60000);
        qCInfo(lcNet) << it->method << "server asked to retry in" << wait << "ms:" << env.retryReason;
        QTimer::singleShot(wait, this, [this, id] {
            auto p = m_pending.find(id);
            if (p == m_pending.end())
                return;
            if (!sendFrame(p->frame)) {
                CallResult lost;
                lost.error = CallError::make(CallError::Kind::ConnectionLost, p->method,
                                             tr("connection lost before the retry"));
                finish(id, lost);
            }
        });
        return;
    }
    if (env.retryWaitMs) {
        r.error = CallError::make(CallError::Kind::Server, it->method,
                                  tr("server asked to retry again (%1); giving up").arg(env.retryReason));
        finish(env.correlationId, r);
        return;
    }
    if (!env.response.isObject()) {
        if (env.response.isNull() || env.response.isUndefined())
            r.error = CallError::make(CallError::Kind::EmptyResponse, it->method, QString());
        else
            r.error = CallError::make(CallError::Kind::Protocol, it->method, tr("response is not an object"));
        finish(env.correlationId, r);
        return;
    }
    r.response = env.response.toObject();
    r.raw = std::move(raw);
    finish(env.correlationId, r);
}

void TypedSocketClient::handleRequest(const Envelope& env)
{
    Q_EMIT pushReceived(env.method, env.request);
    auto handler = m_handlers.constFind(env.method);
    QByteArray answer;
    if (handler == m_handlers.constEnd()) {
        qCInfo(lcNet) << "server push" << env.method << "has no handler: answering with the no-method error";
        answer = envelope::encodeError(env.raw, noMethodText(), QJsonObject());
    } else {
        QString error;
        const QJsonObject response = (*handler)(env.request, &error);
        answer = error.isEmpty() ? envelope::encodeResponse(env.raw, response)
                                 : envelope::encodeError(env.raw, error);
    }
    // A push is always answered: the server waits forever otherwise.
    sendFrame(answer);
}

void TypedSocketClient::registerHandler(const QString& method, PushHandler handler)
{
    m_handlers.insert(method, std::move(handler));
}

void TypedSocketClient::setTag(const QString& name, const QJsonValue& payload)
{
    m_tags.insert(name, payload);
    if (m_state == State::Connected)
        sendTag(name, payload);
}

void TypedSocketClient::removeTag(const QString& name)
{
    m_tags.remove(name);
    if (m_state != State::Connected)
        return;
    call(kRemoveTag, QJsonObject{{QStringLiteral("name"), name}}, this, [name](const CallResult& r) {
        if (!r.ok())
            qCWarning(lcNet) << "removing tag" << name << "failed:" << r.error.message();
    });
}

void TypedSocketClient::sendTag(const QString& name, const QJsonValue& payload)
{
    // Tag payloads may hold the identity (with its jwt): never log them.
    call(kSetTag, QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("payload"), payload}}, this,
         [name](const CallResult& r) {
             if (!r.ok())
                 qCWarning(lcNet) << "setting tag" << name << "failed (non-fatal):" << r.error.message();
         });
}

} // namespace core
} // namespace cloudly