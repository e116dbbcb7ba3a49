#pragma once

#include <QObject>
#include <QSslConfiguration>
#include <QUrl>

#include <memory>

class QSslServer;
class QWebSocketServer;

namespace cloudly {
namespace test {
// An in-process wss:// server for TLS tests: a QSslServer presenting the given certificate, each encrypted
// connection upgraded by a QWebSocketServer. Requests are echoed back as responses ({"ok":true}). It counts,
// server side, how many TLS connections were attempted and how many frames arrived, so a test can prove that
// a refused certificate is not retried and that nothing was sent to a server that was refused.
class TlsTestServer : public QObject
{
    Q_OBJECT
public:
    explicit TlsTestServer(const QSslConfiguration& configuration, QObject* parent = nullptr);
    ~TlsTestServer() override;

    bool listen(); // 127.0.0.1, any free port
    // Presents another certificate from the next connection on (a replaced or hijacked server).
    void setConfiguration(const QSslConfiguration& configuration);
    quint16 port() const;
    // wss://localhost:PORT/ (the test certificates name localhost and 127.0.0.1).
    QUrl url() const;

    int handshakesStarted() const { return m_handshakes; }
    int framesReceived() const { return m_frames; }
    void resetCounts() { m_handshakes = m_frames = 0; }

private:
    std::unique_ptr<QSslServer> m_tls;
    std::unique_ptr<QWebSocketServer> m_ws;
    int m_handshakes = 0;
    int m_frames = 0;
};

} // namespace test
} // namespace cloudly
