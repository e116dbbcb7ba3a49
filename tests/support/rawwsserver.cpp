#include "rawwsserver.h"

#include "core/net/websocketframes.h"

#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>

namespace cloudly {
namespace test {

RawWsServer::RawWsServer(std::optional<QSslConfiguration> tls, QObject* parent) : QObject(parent)
{
    if (tls) {
        auto* server = new QSslServer;
        server->setSslConfiguration(*tls);
        connect(server, &QSslServer::startedEncryptionHandshake, this, [this](QSslSocket*) { ++m_attempts; });
        m_server.reset(server);
    } else {
        m_server = std::make_unique<QTcpServer>();
    }
    // QSslServer hands a connection over once it is encrypted; QTcpServer once TCP is up.
    connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, [this] {
        while (QTcpSocket* socket = m_server->nextPendingConnection())
            adopt(socket);
    });
}

RawWsServer::~RawWsServer() = default;

bool RawWsServer::listen()
{
    return m_server->listen(QHostAddress::LocalHost, 0);
}

quint16 RawWsServer::port() const
{
    return m_server->serverPort();
}

QUrl RawWsServer::url() const
{
    const bool tls = qobject_cast<QSslServer*>(m_server.get()) != nullptr;
    return QUrl(QStringLiteral("%1://localhost:%2/")
                    .arg(tls ? QStringLiteral("wss") : QStringLiteral("ws"))
                    .arg(port()));
}

void RawWsServer::adopt(QTcpSocket* socket)
{
    socket->setParent(this);
    ++m_connections;
    if (!qobject_cast<QSslSocket*>(socket))
        ++m_attempts;
    m_last = socket;
    const qsizetype index = m_received.size();
    m_received << QByteArray();
    const auto read = [this, socket, index] {
        if (socket->property("cloudlyStopReading").toBool())
            return;
        const QByteArray bytes = socket->readAll();
        if (bytes.isEmpty())
            return;
        m_bytes += bytes.size();
        m_received[index] += bytes;
        if (m_responder)
            m_responder(socket, m_received[index]);
    };
    connect(socket, &QTcpSocket::readyRead, this, read);
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    read(); // what arrived with the handshake
}

QByteArray RawWsServer::keyOf(const QByteArray& request)
{
    for (const QByteArray& line : request.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "sec-websocket-key")
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

QByteArray RawWsServer::accept101(const QByteArray& received, const QByteArray& extraHeaders)
{
    if (!received.contains("\r\n\r\n"))
        return {};
    return "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Accept: " +
           core::ws::acceptKey(keyOf(received)) + "\r\n" + extraHeaders + "\r\n";
}

void RawWsServer::stopReading(QTcpSocket* socket)
{
    socket->setProperty("cloudlyStopReading", true);
    socket->setReadBufferSize(4096); // Qt stops taking bytes from the kernel once this is full
}

QByteArray RawWsServer::frame(quint8 first, const QByteArray& payload)
{
    return core::ws::frameHeader(first, static_cast<quint64>(payload.size()), false) + payload;
}

std::optional<RawWsServer::ClientFrame> RawWsServer::readClientFrame(const QByteArray& bytes, qsizetype at)
{
    if (bytes.size() - at < 2)
        return std::nullopt;
    ClientFrame f;
    f.first = static_cast<quint8>(bytes[at]);
    const auto b1 = static_cast<quint8>(bytes[at + 1]);
    quint64 length = b1 & 0x7f;
    qsizetype pos = at + 2;
    const int extra = length == 126 ? 2 : length == 127 ? 8 : 0;
    if (bytes.size() - pos < extra + 4)
        return std::nullopt;
    if (extra > 0) {
        length = 0;
        for (int i = 0; i < extra; ++i)
            length = (length << 8) | static_cast<quint8>(bytes[pos + i]);
        pos += extra;
    }
    if (!(b1 & 0x80))
        return std::nullopt; // a client frame is always masked: not one
    const char key[4] = {bytes[pos], bytes[pos + 1], bytes[pos + 2], bytes[pos + 3]};
    f.mask = (static_cast<quint32>(static_cast<quint8>(key[0])) << 24) |
             (static_cast<quint32>(static_cast<quint8>(key[1])) << 16) |
             (static_cast<quint32>(static_cast<quint8>(key[2])) << 8) | static_cast<quint8>(key[3]);
    pos += 4;
    if (static_cast<quint64>(bytes.size() - pos) < length)
        return std::nullopt;
    f.payload = bytes.mid(pos, static_cast<qsizetype>(length));
    for (qsizetype i = 0; i < f.payload.size(); ++i)
        f.payload[i] = static_cast<char>(f.payload[i] ^ key[i & 3]);
    f.size = pos + static_cast<qsizetype>(length) - at;
    return f;
}

} // namespace test
} // namespace cloudly
