#pragma once

#include "core/net/websocketframes.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <array>
#include <functional>
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
// the peer's certificates exactly as from a QSslSocket, and a verifier (TypedSocketClient's pin) decides on
// the encrypted connection before the first byte of the upgrade is written.
class WebSocketConnection : public QObject
{
    Q_OBJECT
public:
    explicit WebSocketConnection(qint64 maxMessageBytes, QObject* parent = nullptr);
    // Whether messages arrive with their block hashes (ws::FrameReader::setHashBlocks()); before open().
    void setHashMessages(bool on) { m_reader.setHashBlocks(on); }
    ~WebSocketConnection() override;

    // How long each phase of opening may take before the connection is failed (errorString() names the
    // phase): the TCP connect, the TLS handshake (wss://), the upgrade response. 0: unbounded. Before open().
    struct Timeouts
    {
        int connectMs = 10000;
        int tlsMs = 10000;
        int upgradeMs = 10000;
    };
    void setTimeouts(const Timeouts& timeouts) { m_timeouts = timeouts; }
    // The most bytes that may wait in the send queue (the server is not reading them): a frame that would
    // go over fails the connection instead of growing the queue. 0: unbounded. Default 16 MiB.
    void setMaxQueuedBytes(qint64 bytes) { m_maxQueued = bytes; }
    qint64 queuedBytes() const;
    // Runs once a wss:// connection is encrypted, before anything is written to it: false (with *error)
    // refuses the connection, which is then dropped without a byte sent; errorString() says *error.
    using Verifier = std::function<bool(QString* error)>;
    void setVerifier(Verifier verifier) { m_verifier = std::move(verifier); }

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
    void onEncrypted();
    void sendUpgrade();
    void onPhaseTimeout();
    void startPhase(int ms);
    quint32 nextMask();
    void onReadyRead();
    void readHandshake();
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
    Timeouts m_timeouts;
    QTimer m_phaseTimer;
    qint64 m_maxQueued = 16ll * 1024 * 1024;
    Verifier m_verifier;
    // Frame masks (RFC 6455 §5.3: unpredictable), taken from the system's random source a batch at a time.
    std::array<quint32, 64> m_masks{};
    size_t m_nextMask = 64;
};

} // namespace core
} // namespace cloudly
