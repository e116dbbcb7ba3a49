// The client WebSocket (core/net/websocketconnection.h) against scripted servers at the TCP level
// (tests/support/rawwsserver): every way an upgrade response can be wrong is refused with its own message, a
// server ping is answered by a pong seen on the wire, masks come from the system's random source, a server
// that does not read cannot grow the send queue past its cap, each phase of opening is bounded (then the
// client reconnects), and a 40 MB message over wss:// arrives byte for byte through the 192 KiB read buffer.
#include "core/net/typedsocketclient.h"
#include "core/net/websocketconnection.h"
#include "core/net/websocketframes.h"
#include "rawwsserver.h"
#include "testpki.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace cloudly;
using core::TypedSocketClient;
using core::WebSocketConnection;
using test::RawWsServer;
using test::TestPki;

namespace {
// The client frames in `bytes` after the request head.
QList<RawWsServer::ClientFrame> clientFrames(const QByteArray& bytes)
{
    QList<RawWsServer::ClientFrame> frames;
    qsizetype at = bytes.indexOf("\r\n\r\n");
    if (at < 0)
        return frames;
    at += 4;
    while (const auto f = RawWsServer::readClientFrame(bytes, at)) {
        frames << *f;
        at += f->size;
    }
    return frames;
}

// A listening socket whose accept queue is full (backlog 0, one connection waiting, never accepted): the
// kernel drops further SYNs, so a connect to it never completes.
struct StalledListener
{
    int fd = -1;
    quint16 port = 0;
    std::vector<std::unique_ptr<QTcpSocket>> fillers;
    bool open()
    {
        fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
            ::listen(fd, 0) != 0 || ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0)
            return false;
        port = ntohs(address.sin_port);
        for (int i = 0; i < 2; ++i) {
            fillers.push_back(std::make_unique<QTcpSocket>());
            fillers.back()->connectToHost(QHostAddress::LocalHost, port);
        }
        QTest::qWait(300);
        return true;
    }
    ~StalledListener()
    {
        fillers.clear();
        if (fd >= 0)
            ::close(fd);
    }
};
} // namespace

class TestWebSocketConnection : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    TestPki m_pki;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_pki.make(m_dir.path(), &error), qPrintable(error));
    }

    // --- the upgrade response ------------------------------------------------------------------------------

    void wrongUpgradeResponsesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("response"); // "ACCEPT" is replaced by the right Sec-WebSocket-Accept
        QTest::addColumn<QString>("says");
        const QByteArray ok =
            "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Accept: ACCEPT\r\n";
        QTest::newRow("wrong Sec-WebSocket-Accept")
            << QByteArray("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n")
            << QStringLiteral("wrong Sec-WebSocket-Accept");
        QTest::newRow("no Sec-WebSocket-Accept")
            << QByteArray(
                   "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
            << QStringLiteral("wrong Sec-WebSocket-Accept");
        QTest::newRow("no Upgrade header")
            << QByteArray("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: "
                          "ACCEPT\r\n\r\n")
            << QStringLiteral("no \"Upgrade: websocket\" header");
        QTest::newRow("Upgrade: h2c")
            << QByteArray("HTTP/1.1 101 Switching Protocols\r\nUpgrade: h2c\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Accept: ACCEPT\r\n\r\n")
            << QStringLiteral("no \"Upgrade: websocket\" header");
        QTest::newRow("no Connection header")
            << QByteArray("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nSec-WebSocket-Accept: "
                          "ACCEPT\r\n\r\n")
            << QStringLiteral("no \"Connection: Upgrade\" header");
        QTest::newRow("an extension nobody offered")
            << QByteArray(ok + "Sec-WebSocket-Extensions: permessage-deflate\r\n\r\n")
            << QStringLiteral("extension that was not offered (permessage-deflate)");
        QTest::newRow("a subprotocol nobody offered")
            << QByteArray(ok + "Sec-WebSocket-Protocol: mqtt\r\n\r\n")
            << QStringLiteral("subprotocol that was not offered (mqtt)");
        QTest::newRow("301 redirect")
            << QByteArray("HTTP/1.1 301 Moved Permanently\r\nLocation: wss://elsewhere.example/\r\n\r\n")
            << QStringLiteral("redirect (HTTP/1.1 301 Moved Permanently) to wss://elsewhere.example/");
        QTest::newRow("307 redirect without location")
            << QByteArray("HTTP/1.1 307 Temporary Redirect\r\n\r\n") << QStringLiteral("redirect");
        QTest::newRow("404") << QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
                             << QStringLiteral(
                                    "did not accept the WebSocket upgrade (HTTP/1.1 404 Not Found)");
        QTest::newRow("space before the status line")
            << QByteArray(" HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Accept: ACCEPT\r\n\r\n")
            << QStringLiteral("is not HTTP");
        QTest::newRow("not HTTP") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n\r\n")
                                  << QStringLiteral("is not HTTP");
        // A valid 101 whose head is over 64 KiB, sent in one piece with its blank line.
        QTest::newRow("head over 64 KiB, whole")
            << QByteArray(ok + "X-Pad: " + QByteArray(70000, 'a') + "\r\n\r\n")
            << QStringLiteral("longer than 65536 bytes");
        QTest::newRow("head over 64 KiB, no end")
            << QByteArray("HTTP/1.1 101 Switching Protocols\r\nX-Pad: " + QByteArray(70000, 'a'))
            << QStringLiteral("longer than 65536 bytes");
    }
    void wrongUpgradeResponsesAreRefused()
    {
        QFETCH(QByteArray, response);
        QFETCH(QString, says);
        RawWsServer server;
        server.setResponder([&](QTcpSocket* s, const QByteArray& received) {
            if (!received.endsWith("\r\n\r\n"))
                return;
            QByteArray r = response;
            r.replace("ACCEPT", core::ws::acceptKey(RawWsServer::keyOf(received)));
            s->write(r);
            // Frames after the head must not be read as a message either.
            s->write(RawWsServer::frame(0x81, "{\"late\":true}"));
        });
        QVERIFY(server.listen());
        WebSocketConnection c(1 << 20);
        QSignalSpy opened(&c, &WebSocketConnection::connected);
        QSignalSpy closed(&c, &WebSocketConnection::disconnected);
        QSignalSpy messages(&c, &WebSocketConnection::messageReceived);
        c.open(server.url());
        QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 1, 10000);
        QCOMPARE(opened.size(), 0);
        QCOMPARE(messages.size(), 0);
        QVERIFY2(c.errorString().contains(says), qPrintable(c.errorString()));
    }

    void rightUpgradeResponseOpens()
    {
        // Control for the rows above: the same server, with the right head, opens (header names in any case).
        RawWsServer server;
        server.setResponder([&](QTcpSocket* s, const QByteArray& received) {
            if (!received.endsWith("\r\n\r\n"))
                return;
            s->write("HTTP/1.1 101 Switching Protocols\r\nupgrade: WebSocket\r\nCONNECTION: keep-alive, "
                     "Upgrade\r\n"
                     "sec-websocket-accept: " +
                     core::ws::acceptKey(RawWsServer::keyOf(received)) + "\r\n\r\n" +
                     RawWsServer::frame(0x81, "{\"first\":true}"));
        });
        QVERIFY(server.listen());
        WebSocketConnection c(1 << 20);
        QList<QByteArray> messages;
        connect(&c, &WebSocketConnection::messageReceived, this, [&](const QByteArray& m) { messages << m; });
        c.open(server.url());
        QTRY_COMPARE(messages.size(), 1);
        QVERIFY(c.isOpen());
        QCOMPARE(messages.first(), QByteArray("{\"first\":true}"));
    }

    // --- ping / pong and masks on the wire -----------------------------------------------------------------

    void serverPingIsAnsweredByAPong()
    {
        RawWsServer server;
        server.setResponder([](QTcpSocket* s, const QByteArray& received) {
            if (received.endsWith("\r\n\r\n"))
                s->write(RawWsServer::accept101(received) + RawWsServer::frame(0x89, "are you there?"));
        });
        QVERIFY(server.listen());
        WebSocketConnection c(1 << 20);
        c.open(server.url());
        QTRY_VERIFY(!server.received().isEmpty() && !clientFrames(server.received().first()).isEmpty());
        const QList<RawWsServer::ClientFrame> frames = clientFrames(server.received().first());
        QCOMPARE(frames.size(), 1);
        QCOMPARE(frames.first().first, static_cast<quint8>(0x8A)); // FIN + pong
        QCOMPARE(frames.first().payload, QByteArray("are you there?"));
    }

    // RFC 6455 §5.3: the masking key must be unpredictable to the server. Masks from a seeded Mersenne
    // Twister (QRandomGenerator::global(), std::mt19937) are not: 624 consecutive outputs give away its
    // state, and so the next mask. Ours come from the system's random source: the prediction fails.
    void masksAreUnpredictable()
    {
        RawWsServer server;
        server.setResponder([](QTcpSocket* s, const QByteArray& received) {
            if (received.endsWith("\r\n\r\n"))
                s->write(RawWsServer::accept101(received));
        });
        QVERIFY(server.listen());
        WebSocketConnection c(1 << 20);
        QSignalSpy opened(&c, &WebSocketConnection::connected);
        c.open(server.url());
        QTRY_COMPARE(opened.size(), 1);
        constexpr int kFrames = 624 + 8;
        for (int i = 0; i < kFrames; ++i)
            QVERIFY(c.sendText(QByteArray::number(i)));
        QTRY_COMPARE(clientFrames(server.received().last()).size(), kFrames);
        std::vector<quint32> masks;
        for (const auto& f : clientFrames(server.received().last())) {
            QCOMPARE(f.first, static_cast<quint8>(0x81));
            QCOMPARE(f.payload, QByteArray::number(static_cast<int>(masks.size())));
            masks.push_back(f.mask);
        }
        // The Mersenne Twister's recurrence on the untempered outputs: x[k+624] from x[k], x[k+1], x[k+397].
        const auto undoRight = [](quint32 y, int shift) {
            quint32 r = y;
            for (int i = 0; i < 32 / shift + 1; ++i)
                r = y ^ (r >> shift);
            return r;
        };
        const auto undoLeft = [](quint32 y, int shift, quint32 mask) {
            quint32 r = y;
            for (int i = 0; i < 32 / shift + 1; ++i)
                r = y ^ ((r << shift) & mask);
            return r;
        };
        const auto untemper = [&](quint32 y) {
            return undoRight(undoLeft(undoLeft(undoRight(y, 18), 15, 0xefc60000u), 7, 0x9d2c5680u), 11);
        };
        const auto temper = [](quint32 y) {
            y ^= y >> 11;
            y ^= (y << 7) & 0x9d2c5680u;
            y ^= (y << 15) & 0xefc60000u;
            return y ^ (y >> 18);
        };
        int predicted = 0;
        for (size_t k = 0; k + 624 < masks.size(); ++k) {
            const quint32 y = (untemper(masks[k]) & 0x80000000u) | (untemper(masks[k + 1]) & 0x7fffffffu);
            const quint32 next = untemper(masks[k + 397]) ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
            if (temper(next) == masks[k + 624])
                ++predicted;
        }
        QCOMPARE(predicted, 0);
        // The check itself works: a Mersenne Twister's own outputs are predicted every time.
        QRandomGenerator seeded(42);
        std::vector<quint32> twister(kFrames);
        seeded.generate(twister.begin(), twister.end());
        int control = 0;
        for (size_t k = 0; k + 624 < twister.size(); ++k) {
            const quint32 y = (untemper(twister[k]) & 0x80000000u) | (untemper(twister[k + 1]) & 0x7fffffffu);
            const quint32 next = untemper(twister[k + 397]) ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
            if (temper(next) == twister[k + 624])
                ++control;
        }
        QCOMPARE(control, kFrames - 624);
    }

    // --- a server that floods and never reads --------------------------------------------------------------

    void sendQueueIsBounded()
    {
        RawWsServer server;
        QPointer<QTcpSocket> peer;
        server.setResponder([&](QTcpSocket* s, const QByteArray& received) {
            if (peer || !received.endsWith("\r\n\r\n"))
                return;
            s->write(RawWsServer::accept101(received));
            RawWsServer::stopReading(s); // our pongs pile up in the kernel, then in the client
            peer = s;
        });
        QVERIFY(server.listen());
        constexpr qint64 kCap = 1 << 20;
        WebSocketConnection c(1 << 20);
        c.setMaxQueuedBytes(kCap);
        QSignalSpy closed(&c, &WebSocketConnection::disconnected);
        c.open(server.url());
        QTRY_VERIFY(peer);
        const QByteArray ping = RawWsServer::frame(0x89, QByteArray(125, 'p'));
        QByteArray batch;
        for (int i = 0; i < 512; ++i)
            batch += ping;
        qint64 sent = 0;
        qint64 mostQueued = 0;
        QTimer flood;
        connect(&flood, &QTimer::timeout, this, [&] {
            mostQueued = std::max(mostQueued, c.queuedBytes());
            if (!peer || closed.size() > 0 || sent > (48 << 20)) {
                flood.stop();
                return;
            }
            if (peer->bytesToWrite() < (1 << 20)) {
                peer->write(batch);
                sent += batch.size();
            }
        });
        flood.start(0);
        QTRY_VERIFY_WITH_TIMEOUT(closed.size() == 1 || !flood.isActive(), 60000);
        QVERIFY2(closed.size() == 1,
                 qPrintable(QStringLiteral("still open after %1 bytes of pings, %2 queued")
                                .arg(sent)
                                .arg(c.queuedBytes())));
        QVERIFY2(c.errorString().contains(QLatin1String("has not read")), qPrintable(c.errorString()));
        QVERIFY2(mostQueued <= kCap, qPrintable(QString::number(mostQueued)));
        qInfo() << "failed after" << sent << "bytes of pings; at most" << mostQueued << "bytes queued";
    }

    // --- each phase of opening is bounded ------------------------------------------------------------------

    void stalledPhasesTimeOut_data()
    {
        QTest::addColumn<QString>("phase");
        QTest::newRow("TCP connect (accept queue full)") << QStringLiteral("the TCP connect");
        QTest::newRow("TLS handshake (never answered)") << QStringLiteral("the TLS handshake");
        QTest::newRow("upgrade (never answered)") << QStringLiteral("the WebSocket upgrade");
    }
    void stalledPhasesTimeOut()
    {
        QFETCH(QString, phase);
        RawWsServer silent; // accepts, reads, never answers
        QVERIFY(silent.listen());
        StalledListener stalled;
        QUrl url = silent.url();
        if (phase == QLatin1String("the TCP connect")) {
            QVERIFY(stalled.open());
            url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(stalled.port));
        } else if (phase == QLatin1String("the TLS handshake")) {
            url.setScheme(QStringLiteral("wss"));
        }
        WebSocketConnection c(1 << 20);
        c.setTimeouts({300, 300, 300});
        QSignalSpy opened(&c, &WebSocketConnection::connected);
        QSignalSpy closed(&c, &WebSocketConnection::disconnected);
        c.open(url);
        QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 1, 5000);
        QCOMPARE(opened.size(), 0);
        QVERIFY2(c.errorString().contains(phase) && c.errorString().contains(QLatin1String("0.3 s")),
                 qPrintable(c.errorString()));
        if (phase == QLatin1String("the WebSocket upgrade"))
            QVERIFY(silent.received().value(0).startsWith("GET / HTTP/1.1\r\n"));
    }

    // TypedSocketClient: a server that accepts and never answers is given up on and tried again with the
    // backoff, never left "connecting".
    void clientRetriesAStalledServer()
    {
        RawWsServer silent;
        QVERIFY(silent.listen());
        TypedSocketClient::Options o;
        o.upgradeTimeoutMs = 300;
        o.initialBackoffMs = 100;
        o.maxBackoffMs = 200;
        TypedSocketClient c(o);
        QList<TypedSocketClient::State> states;
        connect(&c, &TypedSocketClient::stateChanged, this, [&](TypedSocketClient::State s) { states << s; });
        c.open(silent.url());
        QTRY_VERIFY_WITH_TIMEOUT(silent.attempts() >= 3, 10000);
        QVERIFY(states.contains(TypedSocketClient::State::Reconnecting));
        QVERIFY(!states.contains(TypedSocketClient::State::Connected));
        QVERIFY2(c.lastError().contains(QLatin1String("WebSocket upgrade")), qPrintable(c.lastError()));
        QVERIFY(!c.isCertificateRefused());
        c.close();
    }

    void defaultTimeoutsAreBounded()
    {
        const TypedSocketClient::Options o;
        QVERIFY(o.connectTimeoutMs > 0 && o.connectTimeoutMs <= 30000);
        QVERIFY(o.tlsTimeoutMs > 0 && o.tlsTimeoutMs <= 30000);
        QVERIFY(o.upgradeTimeoutMs > 0 && o.upgradeTimeoutMs <= 30000);
        QVERIFY(o.maxQueuedWriteBytes > 0);
    }

    // --- a big message over TLS ----------------------------------------------------------------------------

    void fortyMegabytesOverTlsArriveWhole()
    {
        // Valid UTF-8 with 2- and 3-byte characters at every offset against the 64 KiB blocks and the reads.
        QByteArray payload;
        payload.reserve(40'000'000 + 64);
        const QByteArray piece = "{\"n\":\"gr\xc3\xbc\xc3\x9f \xe2\x82\xac 0123456789abcdefghijklmnopq\"},";
        while (payload.size() < 40'000'000)
            payload += piece;
        payload.truncate(40'000'000 - (40'000'000 % piece.size()));
        RawWsServer server(TestPki::serverConfiguration(m_pki.self, m_pki.selfKey));
        server.setResponder([&](QTcpSocket* s, const QByteArray& received) {
            if (received.endsWith("\r\n\r\n"))
                s->write(RawWsServer::accept101(received) + RawWsServer::frame(0x81, payload));
        });
        QVERIFY(server.listen());
        WebSocketConnection c(256 << 20);
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates({m_pki.self}); // the self-signed certificate as the only CA
        c.setSslConfiguration(tls);
        QByteArray message;
        bool text = false;
        connect(&c, &WebSocketConnection::messageReceived, this, [&](const QByteArray& m, bool isText) {
            message = m;
            text = isText;
        });
        c.open(server.url());
        QTRY_VERIFY_WITH_TIMEOUT(!message.isEmpty() || !c.errorString().isEmpty(), 60000);
        QVERIFY2(c.errorString().isEmpty(), qPrintable(c.errorString()));
        QVERIFY(text);
        QCOMPARE(message.size(), payload.size());
        QVERIFY(message == payload);
    }
};

QTEST_GUILESS_MAIN(TestWebSocketConnection)
#include "tst_websocketconnection.moc"
