#include "core/net/websocketconnection.h"

#include "core/net/websockethandshake.h"
#include "core/util/logging.h"
#include "core/util/processmemory.h"

#include <QRandomGenerator>
#include <QTcpSocket>
#ifndef QT_NO_SSL
#include <QSslSocket>
#endif

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
// Qt's socket buffer: its chunks stay under the size the malloc policy maps on its own (see open()).
constexpr qint64 kSocketReadBufferBytes = 192 * 1024;
static_assert(kSocketReadBufferBytes < kMallocMmapThreshold);

} // namespace

WebSocketConnection::WebSocketConnection(qint64 maxMessageBytes, QObject* parent)
    : QObject(parent), m_reader(maxMessageBytes)
{
    m_phaseTimer.setSingleShot(true);
    connect(&m_phaseTimer, &QTimer::timeout, this, &WebSocketConnection::onPhaseTimeout);
}

WebSocketConnection::~WebSocketConnection()
{
    if (m_socket) {
        // The socket is our child and dies after this destructor: no signal of it may reach us then.
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

#ifndef QT_NO_SSL
QSslConfiguration WebSocketConnection::sslConfiguration() const
{
    if (auto* tls = qobject_cast<QSslSocket*>(m_socket))
        return tls->sslConfiguration();
    return m_tls.value_or(QSslConfiguration());
}

void WebSocketConnection::ignoreSslErrors(const QList<QSslError>& errors)
{
    if (auto* tls = qobject_cast<QSslSocket*>(m_socket))
        tls->ignoreSslErrors(errors);
}
#endif

QString WebSocketConnection::errorString() const
{
    if (!m_error.isEmpty())
        return m_error;
    if (m_socket && m_socket->error() != QAbstractSocket::UnknownSocketError)
        return m_socket->errorString();
    return {};
}

void WebSocketConnection::open(const QUrl& url)
{
    Q_ASSERT(m_state == State::Idle); // one connection per object
    m_url = url;
    const bool secure = url.scheme() == QLatin1String("wss");
#ifndef QT_NO_SSL
    if (secure) {
        auto* tls = new QSslSocket(this);
        tls->setSslConfiguration(m_tls ? *m_tls : QSslConfiguration::defaultConfiguration());
        connect(tls, &QSslSocket::sslErrors, this, &WebSocketConnection::sslErrors);
        // TCP is up: the TLS handshake's own deadline starts.
        connect(tls, &QSslSocket::connected, this, [this] {
            if (m_state == State::Connecting)
                startPhase(m_timeouts.tlsMs);
        });
        connect(tls, &QSslSocket::encrypted, this, &WebSocketConnection::onEncrypted);
        m_socket = tls;
    }
#endif
    if (!m_socket) {
        m_socket = new QTcpSocket(this);
        connect(m_socket, &QTcpSocket::connected, this, &WebSocketConnection::onSocketConnected);
    }
    // Qt reads what the kernel has into a buffer of that size, and frees a large one once it is read: at
    // most 192 KiB at a time keeps that buffer in the heap (under kMallocMmapThreshold), so a
    // 40 MB reply is not also copied into fresh mapped pages on its way into the frame reader's buffer.
    m_socket->setReadBufferSize(kSocketReadBufferBytes);
    connect(m_socket, &QTcpSocket::readyRead, this, &WebSocketConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this] { Q_EMIT errorOccurred(); });
    connect(m_socket, &QTcpSocket::stateChanged, this, [this](QAbstractSocket::SocketState state) {
        if (state != QAbstractSocket::UnconnectedState || m_state == State::Closed)
            return;
        m_phaseTimer.stop();
        m_state = State::Closed;
        Q_EMIT disconnected();
    });
    m_state = State::Connecting;
    startPhase(m_timeouts.connectMs);
    const auto port = static_cast<quint16>(url.port(secure ? 443 : 80));
#ifndef QT_NO_SSL
    if (secure) {
        static_cast<QSslSocket*>(m_socket)->connectToHostEncrypted(url.host(), port);
        return;
    }
#else
    if (secure) {
        m_error = tr("This build has no TLS support: %1 cannot be opened.").arg(url.toString());
        m_state = State::Closed;
        Q_EMIT errorOccurred();
        Q_EMIT disconnected();
        return;
    }
#endif
    m_socket->connectToHost(url.host(), port);
}

void WebSocketConnection::startPhase(int ms)
{
    if (ms > 0)
        m_phaseTimer.start(ms);
    else
        m_phaseTimer.stop();
}

void WebSocketConnection::onPhaseTimeout()
{
    QString phase;
    int ms = 0;
    if (m_state == State::Handshake) {
        phase = tr("the WebSocket upgrade");
        ms = m_timeouts.upgradeMs;
    } else if (m_state == State::Connecting && m_socket &&
               m_socket->state() == QAbstractSocket::ConnectedState) {
        phase = tr("the TLS handshake");
        ms = m_timeouts.tlsMs;
    } else if (m_state == State::Connecting) {
        phase = tr("the TCP connect");
        ms = m_timeouts.connectMs;
    } else {
        return;
    }
    fail(tr("no answer from %1 within %2 s during %3")
             .arg(m_url.authority(), QString::number(ms / 1000.0), phase));
}

void WebSocketConnection::onSocketConnected()
{
    // ws://: TCP is up, the upgrade goes out.
    if (m_state == State::Connecting)
        sendUpgrade();
}

void WebSocketConnection::onEncrypted()
{
    if (m_state != State::Connecting)
        return;
    // Nothing has been written yet: the verifier (the pin) decides before the upgrade's first byte.
    QString error;
    if (m_verifier && !m_verifier(&error)) {
        fail(error.isEmpty() ? tr("the server's certificate was refused") : error);
        return;
    }
    if (m_state == State::Connecting)
        sendUpgrade();
}

void WebSocketConnection::sendUpgrade()
{
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_key = ws::makeHandshakeKey();
    m_state = State::Handshake;
    startPhase(m_timeouts.upgradeMs);
    m_socket->write(ws::upgradeRequest(m_url, m_key));
}

void WebSocketConnection::onReadyRead()
{
    if (m_state == State::Handshake)
        readHandshake();
    else if (m_state == State::Open || m_state == State::Closing)
        readFrames();
    else if (m_socket)
        m_socket->readAll(); // nothing is read before the upgrade was sent or after the end
}

void WebSocketConnection::readHandshake()
{
    m_handshake += m_socket->readAll();
    const qsizetype end = m_handshake.indexOf("\r\n\r\n");
    if (end < 0 || end + 4 > ws::kMaxHandshakeBytes) {
        if (m_handshake.size() > ws::kMaxHandshakeBytes)
            fail(tr("the server's upgrade response is longer than %1 bytes").arg(ws::kMaxHandshakeBytes));
        return;
    }
    QString error;
    if (!ws::checkUpgradeResponse(QByteArrayView(m_handshake).first(end), m_key, &error)) {
        fail(error);
        return;
    }
    m_phaseTimer.stop();
    const QByteArray rest = m_handshake.mid(end + 4);
    m_handshake = QByteArray();
    m_state = State::Open;
    Q_EMIT connected();
    // Frames that came with the response head.
    qint64 at = 0;
    while (m_state == State::Open && at < rest.size()) {
        qint64 consumed = 0;
        const ws::FrameReader::Result r = m_reader.feed(rest.constData() + at, rest.size() - at, &consumed);
        at += consumed;
        if (!handle(r))
            return;
    }
    if (m_state == State::Open)
        readFrames();
}

void WebSocketConnection::readFrames()
{
    // Straight from the socket's buffer into the reader's: a message's payload is copied once.
    while (m_socket && (m_state == State::Open || m_state == State::Closing)) {
        const qint64 available = m_socket->bytesAvailable();
        if (available <= 0)
            return;
        qint64 room = 0;
        char* at = m_reader.buffer(&room);
        if (!at || room <= 0) {
            m_socket->readAll();
            return;
        }
        const qint64 got = m_socket->read(at, std::min(room, available));
        if (got <= 0)
            return;
        if (!handle(m_reader.commit(got)))
            return;
    }
}

bool WebSocketConnection::handle(ws::FrameReader::Result result)
{
    using Result = ws::FrameReader::Result;
    switch (result) {
    case Result::NeedMore:
        return true;
    case Result::Message:
        if (m_state == State::Open)
            Q_EMIT messageReceived(m_reader.message(), m_reader.isText(), m_reader.digest());
        break;
    case Result::Ping:
        writeFrame(ws::Opcode::Pong, m_reader.control());
        break;
    case Result::Pong:
        Q_EMIT pong(m_reader.control());
        break;
    case Result::Close: {
        m_closeCode = m_reader.closeCode();
        m_closeReason = m_reader.closeReason();
        if (m_state == State::Open) {
            // Echo the code (RFC 6455 §5.5.1), then close the TCP connection.
            writeFrame(ws::Opcode::Close, m_closeCode == ws::kCloseNoStatus
                                              ? QByteArray()
                                              : ws::closePayload(m_closeCode, QString()));
        }
        m_state = State::Closing;
        m_socket->flush();
        m_socket->disconnectFromHost();
        return false;
    }
    case Result::Failed:
        failConnection(m_reader.closeCode(), m_reader.errorText());
        return false;
    }
    return m_state == State::Open || m_state == State::Closing;
}

void WebSocketConnection::failConnection(quint16 code, const QString& text)
{
    qCWarning(lcNet) << "failing the WebSocket connection with code" << code << ":" << text;
    m_closeCode = code;
    m_closeReason = text;
    if (m_state == State::Open)
        writeFrame(ws::Opcode::Close, ws::closePayload(code, text));
    m_state = State::Closing;
    m_socket->flush();
    m_socket->disconnectFromHost();
}

void WebSocketConnection::fail(const QString& text)
{
    m_phaseTimer.stop();
    m_error = text;
    Q_EMIT errorOccurred();
    if (m_socket)
        m_socket->abort();
}

bool WebSocketConnection::writeFrame(ws::Opcode opcode, QByteArrayView payload)
{
    if (!m_socket || m_state != State::Open)
        return false;
    const qint64 frameBytes = payload.size() + 14;
    if (m_maxQueued > 0 && queuedBytes() + frameBytes > m_maxQueued) {
        // A server that does not read (while it floods us with pings, say) must not grow our memory.
        fail(tr("the server has not read the %1 bytes queued for it (at most %2 may wait): the connection "
                "was dropped")
                 .arg(queuedBytes())
                 .arg(m_maxQueued));
        return false;
    }
    const QByteArray frame = ws::encodeClientFrame(opcode, payload, nextMask());
    return m_socket->write(frame) == frame.size();
}

quint32 WebSocketConnection::nextMask()
{
    if (m_nextMask == m_masks.size()) {
        QRandomGenerator::system()->generate(m_masks.begin(), m_masks.end());
        m_nextMask = 0;
    }
    return m_masks[m_nextMask++];
}

qint64 WebSocketConnection::queuedBytes() const
{
    if (!m_socket)
        return 0;
    qint64 queued = m_socket->bytesToWrite();
#ifndef QT_NO_SSL
    // A TLS socket moves what it was given to its encrypted queue at once: that is where a stall piles up.
    if (auto* tls = qobject_cast<QSslSocket*>(m_socket))
        queued += tls->encryptedBytesToWrite();
#endif
    return queued;
}

bool WebSocketConnection::sendText(QByteArrayView utf8)
{
    return writeFrame(ws::Opcode::Text, utf8);
}

void WebSocketConnection::ping(const QByteArray& payload)
{
    writeFrame(ws::Opcode::Ping, payload.left(125));
}

void WebSocketConnection::close(quint16 code, const QString& reason)
{
    if (!m_socket)
        return;
    if (m_state == State::Open) {
        writeFrame(ws::Opcode::Close, ws::closePayload(code, reason));
        m_state = State::Closing;
        m_socket->flush();
        m_socket->disconnectFromHost();
        return;
    }
    if (m_state != State::Closed && m_state != State::Closing)
        m_socket->abort();
}

void WebSocketConnection::abort()
{
    if (m_socket)
        m_socket->abort();
}

} // namespace core
} // namespace cloudly
