#include "core/net/websocketconnection.h"

#include "core/util/logging.h"
#include "core/util/processmemory.h"

#include <QRandomGenerator>
#include <QTcpSocket>
#ifndef QT_NO_SSL
#include <QSslSocket>
#endif

#include <algorithm>
#include <cstring>
#include <iterator>

namespace cloudly {
namespace core {
namespace {
// The longest response head accepted for the upgrade (a real one is a few hundred bytes).
constexpr qsizetype kMaxHandshakeBytes = 64 * 1024;
// Qt's socket buffer: its chunks stay under the size the malloc policy maps on its own (see open()).
constexpr qint64 kSocketReadBufferBytes = 192 * 1024;
static_assert(kSocketReadBufferBytes < kMallocMmapThreshold);

QByteArray headerValue(const QList<QByteArray>& lines, const QByteArray& lowerName)
{
    for (const QByteArray& line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == lowerName)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}
} // namespace

WebSocketConnection::WebSocketConnection(qint64 maxMessageBytes, QObject* parent)
    : QObject(parent), m_reader(maxMessageBytes)
{}

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
        connect(tls, &QSslSocket::encrypted, this, &WebSocketConnection::onSocketConnected);
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
        m_state = State::Closed;
        Q_EMIT disconnected();
    });
    m_state = State::Connecting;
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

void WebSocketConnection::onSocketConnected()
{
    if (m_state != State::Connecting)
        return;
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    quint32 words[4];
    QRandomGenerator::system()->generate(std::begin(words), std::end(words));
    QByteArray nonce(sizeof words, Qt::Uninitialized);
    std::memcpy(nonce.data(), words, sizeof words);
    m_key = nonce.toBase64();
    const bool secure = m_url.scheme() == QLatin1String("wss");
    QByteArray host = m_url.host(QUrl::FullyEncoded).toUtf8();
    if (host.contains(':'))
        host = '[' + host + ']';
    if (m_url.port() != -1 && m_url.port() != (secure ? 443 : 80))
        host += ':' + QByteArray::number(m_url.port());
    QByteArray path = m_url.path(QUrl::FullyEncoded).toUtf8();
    if (path.isEmpty())
        path = "/";
    if (m_url.hasQuery())
        path += '?' + m_url.query(QUrl::FullyEncoded).toUtf8();
    const QByteArray request =
        "GET " + path + " HTTP/1.1\r\nHost: " + host +
        "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + m_key +
        "\r\nSec-WebSocket-Version: 13\r\n\r\n";
    m_state = State::Handshake;
    m_socket->write(request);
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

bool WebSocketConnection::checkHandshake(const QByteArray& head, QString* error) const
{
    const QList<QByteArray> lines = head.split('\n');
    QList<QByteArray> headers;
    for (qsizetype i = 1; i < lines.size(); ++i)
        headers << lines[i].trimmed();
    const QByteArray status = lines.value(0).trimmed();
    const QList<QByteArray> parts = status.split(' ');
    if (parts.size() < 2 || !parts[0].startsWith("HTTP/1.") || parts[1] != "101") {
        *error = tr("the server did not accept the WebSocket upgrade (%1)")
                     .arg(QString::fromLatin1(status.left(200)));
        return false;
    }
    if (headerValue(headers, "upgrade").toLower() != "websocket" ||
        !headerValue(headers, "connection").toLower().contains("upgrade")) {
        *error = tr("the server's upgrade response is not a WebSocket upgrade");
        return false;
    }
    if (headerValue(headers, "sec-websocket-accept") != ws::acceptKey(m_key)) {
        *error = tr("the server's upgrade response has a wrong Sec-WebSocket-Accept");
        return false;
    }
    if (!headerValue(headers, "sec-websocket-extensions").isEmpty() ||
        !headerValue(headers, "sec-websocket-protocol").isEmpty()) {
        *error = tr("the server chose a WebSocket extension or subprotocol that was not offered");
        return false;
    }
    return true;
}

void WebSocketConnection::readHandshake()
{
    m_handshake += m_socket->readAll();
    const qsizetype end = m_handshake.indexOf("\r\n\r\n");
    if (end < 0) {
        if (m_handshake.size() > kMaxHandshakeBytes)
            fail(tr("the server's upgrade response is longer than %1 bytes").arg(kMaxHandshakeBytes));
        return;
    }
    QString error;
    if (!checkHandshake(m_handshake.left(end), &error)) {
        fail(error);
        return;
    }
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
    m_error = text;
    Q_EMIT errorOccurred();
    if (m_socket)
        m_socket->abort();
}

bool WebSocketConnection::writeFrame(ws::Opcode opcode, QByteArrayView payload)
{
    if (!m_socket || m_state != State::Open)
        return false;
    const QByteArray frame = ws::encodeClientFrame(opcode, payload, QRandomGenerator::global()->generate());
    return m_socket->write(frame) == frame.size();
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
