#include "tlstestserver.h"

#include <QSslServer>
#include <QSslSocket>
#include <QWebSocket>
#include <QWebSocketServer>

namespace cloudly {
namespace test {

TlsTestServer::TlsTestServer(const QSslConfiguration& configuration, QObject* parent)
    : QObject(parent), m_tls(std::make_unique<QSslServer>()),
      m_ws(std::make_unique<QWebSocketServer>(QStringLiteral("tls-test"), QWebSocketServer::NonSecureMode))
{
    m_tls->setSslConfiguration(configuration);
    connect(m_tls.get(), &QSslServer::startedEncryptionHandshake, this,
            [this](QSslSocket*) { ++m_handshakes; });
    // The TLS layer is done by QSslServer: the WebSocket server only sees the decrypted stream.
    connect(m_tls.get(), &QTcpServer::pendingConnectionAvailable, this, [this] {
        while (QTcpSocket* socket = m_tls->nextPendingConnection())
            m_ws->handleConnection(socket);
    });
    connect(m_ws.get(), &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket* s = m_ws->nextPendingConnection()) {
            s->setParent(this);
            connect(s, &QWebSocket::textMessageReceived, s, [this, s](const QString& text) {
                ++m_frames;
                QString reply = text;
                reply.replace(QStringLiteral("\"phase\":\"request\""),
                              QStringLiteral("\"phase\":\"response\""));
                reply.replace(QStringLiteral("\"response\":null"),
                              QStringLiteral("\"response\":{\"ok\":true}"));
                s->sendTextMessage(reply);
            });
            connect(s, &QWebSocket::disconnected, s, &QObject::deleteLater);
        }
    });
}

TlsTestServer::~TlsTestServer() = default;

bool TlsTestServer::listen()
{
    return m_tls->listen(QHostAddress::LocalHost, 0);
}

void TlsTestServer::setConfiguration(const QSslConfiguration& configuration)
{
    m_tls->setSslConfiguration(configuration);
}

quint16 TlsTestServer::port() const
{
    return m_tls->serverPort();
}

QUrl TlsTestServer::url() const
{
    return QUrl(QStringLiteral("wss://localhost:%1/").arg(port()));
}

} // namespace test
} // namespace cloudly
