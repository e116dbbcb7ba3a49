#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

class QTcpServer;
class QTcpSocket;

namespace cloudly {
namespace test {
// A scripted server at the TCP level, plain or TLS (QSslServer presenting the given configuration): it counts
// every application byte it reads (after decryption, so an HTTP upgrade request counts, a TLS handshake
// does not) and answers what the test's responder writes. By default it never answers: a server that accepts
// and then stalls. The upgrade is done by hand (accept101()), so a test can send what a real WebSocket server
// never would: a wrong Sec-WebSocket-Accept, a redirect, a 70 KiB head, a flood of pings.
class RawWsServer : public QObject
{
    Q_OBJECT
public:
    // Runs on every read with the bytes this connection sent so far (all of them).
    using Responder = std::function<void(QTcpSocket* socket, const QByteArray& received)>;

    explicit RawWsServer(std::optional<QSslConfiguration> tls = std::nullopt, QObject* parent = nullptr);
    ~RawWsServer() override;

    bool listen(); // 127.0.0.1, any free port
    quint16 port() const;
    // ws:// or wss://localhost:PORT/ (the test certificates name localhost and 127.0.0.1).
    QUrl url() const;
    void setResponder(Responder responder) { m_responder = std::move(responder); }

    int connections() const { return m_connections; } // TCP (TLS: encrypted) connections accepted
    int attempts() const { return m_attempts; }       // TCP connections, whether TLS came up or not
    qint64 bytesReceived() const { return m_bytes; }  // application bytes read, all connections
    // The bytes of each connection, in order of acceptance.
    const QList<QByteArray>& received() const { return m_received; }
    QTcpSocket* lastSocket() const { return m_last; }

    // The request head's end ("\r\n\r\n" found): the 101 with the right Sec-WebSocket-Accept (and `extra`
    // header lines, each ending in \r\n), or empty while the head is incomplete.
    static QByteArray accept101(const QByteArray& received, const QByteArray& extraHeaders = {});
    // The Sec-WebSocket-Key of a request head, empty if none.
    static QByteArray keyOf(const QByteArray& request);
    // Stops reading from `socket`: what the client sends piles up in the kernel, then in the client.
    static void stopReading(QTcpSocket* socket);
    // A server frame (unmasked) and the payload of a client frame (unmasked again); nullopt until whole.
    static QByteArray frame(quint8 first, const QByteArray& payload);
    struct ClientFrame
    {
        quint8 first = 0;
        QByteArray payload;
        quint32 mask = 0;
        qsizetype size = 0; // bytes the frame took
    };
    static std::optional<ClientFrame> readClientFrame(const QByteArray& bytes, qsizetype at);

private:
    void adopt(QTcpSocket* socket);

    std::unique_ptr<QTcpServer> m_server;
    Responder m_responder;
    int m_connections = 0;
    int m_attempts = 0;
    qint64 m_bytes = 0;
    QList<QByteArray> m_received;
    QPointer<QTcpSocket> m_last;
};

} // namespace test
} // namespace cloudly
