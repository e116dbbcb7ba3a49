#pragma once

#include "core/net/websocketframes.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QUrl>

#include <optional>
#ifndef QT_NO_SSL
#include <QSslConfiguration>
#include <QSslError>
#endif

class QTcpSocket;

namespace cloudly {
namespace core {
// The client end of one WebSocket (RFC 6455) over a QTcpSocket, or a QSslSocket for wss://: the opening
// handshake, masked client frames, fragmented messages, ping/pong and the closing handshake. Messages arrive
// as the bytes they were sent in (a text message's UTF-8, never converted to a QString): see
// core/net/websocketframes.h for why this is not QWebSocket. TLS is Qt's: the caller sees sslErrors() and
// the peer's certificates exactly as from a QSslSocket (TypedSocketClient checks its pin there).
class WebSocketConnection : public QObject
{
    Q_OBJECT
public:
    explicit WebSocketConnection(qint64 maxMessageBytes, QObject* parent = nullptr);
    // Whether messages arrive with their block hashes (ws::FrameReader::setHashBlocks()); before open().
    void setHashMessages(bool on) { m_reader.setHashBlocks(on); }
    ~WebSocketConnection() override;

#ifndef QT_NO_SSL
    // Used for wss:// connections opened after this call. Without one, a wss:// connection starts from
    // QSslConfiguration::defaultConfiguration(), read only then: a ws:// connection never touches the TLS
    // backend (loading it and OpenSSL's CA store was a visible share of a short cloudlyctl run).
    void setSslConfiguration(const QSslConfiguration& configuration)
    {
        m_tls = configuration;
    }
    // The socket's (after the handshake: with the peer's certificate chain). For ws:// the configuration
    // set, else an empty one (no peer certificate: a pin never matches an unencrypted connection).
    QSslConfiguration sslConfiguration() const;
    void ignoreSslErrors(const QList<QSslError>& errors);
#endif

    // ws:// or wss://; connected() once the server accepted the upgrade, disconnected() when the socket is
    // closed again (also when connecting failed: then errorString() says why).
    void open(const QUrl& url);
    bool isOpen() const
    {
        return m_state == State::Open;
    }
    // One text message (UTF-8 bytes). False when not open.
    bool sendText(QByteArrayView utf8);
    void ping(const QByteArray& payload = {});
    // The closing handshake: a close frame, then the TCP connection is closed.
    void close(quint16 code = ws::kCloseNormal, const QString& reason = {});
    // Drops the connection at once (no close frame).
    void abort();

    // The close code the server sent, or the one this end failed the connection with (1002, 1007, 1009);
    // 0 when none.
    quint16 closeCode() const
    {
        return m_closeCode;
    }
    QString closeReason() const
    {
        return m_closeReason;
    }
    QString errorString() const;

Q_SIGNALS:
    void connected();
    void disconnected();
    // A whole message: the payload shares the connection's buffer (see ws::FrameReader::message()).
    void messageReceived(const QByteArray& message, bool isText, const ws::MessageDigest& digest);
    void pong(const QByteArray& payload);
    void errorOccurred();
#ifndef QT_NO_SSL
    void sslErrors(const QList<QSslError>& errors);
#endif

private:
    enum class State
    {
        Idle,
        Connecting, // TCP / TLS
        Handshake,  // upgrade request sent, reading the response
        Open,
        Closing, // close frame sent or received
        Closed,
    };
    void onSocketConnected();
    void onReadyRead();
    void readHandshake();
    bool checkHandshake(const QByteArray& head, QString* error) const;
    void readFrames();
    bool handle(ws::FrameReader::Result result);
    void failConnection(quint16 code, const QString& text);
    void fail(const QString& text);
    bool writeFrame(ws::Opcode opcode, QByteArrayView payload);

    QUrl m_url;
    QTcpSocket* m_socket = nullptr;
#ifndef QT_NO_SSL
    std::optional<QSslConfiguration> m_tls; // setSslConfiguration()'s; nullopt: the default, for wss:// only
#endif
    State m_state = State::Idle;
    QByteArray m_key;
    QByteArray m_handshake; // the response head while it arrives
    ws::FrameReader m_reader;
    quint16 m_closeCode = 0;
    QString m_closeReason;
    QString m_error;
};

} // namespace core
} // namespace cloudly
