// TypedSocketClient against a scripted in-process WebSocket server: the edge cases a well-behaved
// server never produces (retry hints, unknown and duplicate ids, oversize and unreadable frames).
#include "core/json/jsonbytes.h"
#include "core/net/envelope.h"
#include "core/net/typedsocketclient.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace cloudly;
using core::CallError;
using core::TypedSocketClient;

namespace {
// A server whose answer to each request is decided by the test.
class ScriptedServer : public QObject
{
public:
    std::function<void(QWebSocket*, const core::Envelope&)> onRequest;
    QList<QJsonObject> received;

    ScriptedServer() : m_server(QStringLiteral("scripted"), QWebSocketServer::NonSecureMode)
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            QWebSocket* s = m_server.nextPendingConnection();
            s->setParent(this); // parentless otherwise: deleted with the server
            m_sockets << s;
            connect(s, &QWebSocket::textMessageReceived, this, [this, s](const QString& text) {
                const core::Envelope env = core::Envelope::decode(text.toUtf8());
                received << env.raw;
                if (onRequest && env.kind == core::Envelope::Kind::Request)
                    onRequest(s, env);
            });
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server.serverPort())); }
    QList<QWebSocket*> sockets() const { return m_sockets; }

private:
    QWebSocketServer m_server;
    QList<QWebSocket*> m_sockets;
};

QString reply(const core::Envelope& env, const QJsonObject& extra)
{
    QJsonObject o = env.raw;
    QJsonObject corr = o.value(QStringLiteral("correlation")).toObject();
    corr.insert(QStringLiteral("phase"), QStringLiteral("response"));
    o.insert(QStringLiteral("correlation"), corr);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
} // namespace

class TestTypedSocketClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void requestEnvelopeHasExactlyFourKeys()
    {
        ScriptedServer server;
        server.onRequest = [](QWebSocket* s, const core::Envelope& env) {
            s->sendTextMessage(
                reply(env, {{QStringLiteral("response"), QJsonObject{{QStringLiteral("x"), 1}}}}));
        };
        TypedSocketClient c;
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("m"), {{QStringLiteral("a"), 1}});
        QVERIFY(r.ok());
        QCOMPARE(r.response.value(QStringLiteral("x")).toInt(), 1);
        QCOMPARE(server.received.size(), 1);
        const QJsonObject sent = server.received.first();
        QCOMPARE(sent.keys(), (QStringList{QStringLiteral("correlation"), QStringLiteral("method"),
                                           QStringLiteral("request"), QStringLiteral("response")}));
        QVERIFY(sent.value(QStringLiteral("response")).isNull());
        QCOMPARE(
            sent.value(QStringLiteral("correlation")).toObject().value(QStringLiteral("phase")).toString(),
            QStringLiteral("request"));
    }

    // A raw-reply method's response comes in the result itself: its bytes (a slice of the frame), their
    // hash and the frame's index, valid for as long as the result is kept (no side channel on the client).
    void rawReplyIsCarriedByTheResult()
    {
        ScriptedServer server;
        const QJsonObject big{
            {QStringLiteral("deployments"), QJsonArray{QJsonObject{{QStringLiteral("id"), 1}}}}};
        server.onRequest = [&](QWebSocket* s, const core::Envelope& env) {
            if (env.method == QLatin1String("broken"))
                s->sendTextMessage(
                    reply(env, {{QStringLiteral("error"),
                                 QJsonObject{{QStringLiteral("text"), QStringLiteral("nope")}}}}));
            else
                s->sendTextMessage(reply(env, {{QStringLiteral("response"), big}}));
        };
        TypedSocketClient c;
        c.addRawReplyMethod(QStringLiteral("big"));
        c.addRawReplyMethod(QStringLiteral("broken"));
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));

        const core::CallResult r = test::callAndWait(c, QStringLiteral("big"), {});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        const QByteArray expected = QJsonDocument(big).toJson(QJsonDocument::Compact);
        QCOMPARE(r.raw.bytes.view(), QByteArrayView(expected));
        QCOMPARE(r.raw.hash, core::json::hashBytes(expected));
        QVERIFY(r.raw.index);
        QVERIFY(r.response.isEmpty());

        const core::CallResult plain = test::callAndWait(c, QStringLiteral("other"), {});
        QVERIFY(plain.ok());
        QVERIFY(plain.raw.isNull());
        QVERIFY(!plain.raw.index);
        QCOMPARE(plain.response, big);

        const core::CallResult failed = test::callAndWait(c, QStringLiteral("broken"), {});
        QCOMPARE(failed.error.kind, CallError::Kind::Server);
        QVERIFY(failed.raw.isNull());
    }

    void unchangedRawReplyIsRecognisedWithoutAScan()
    {
        ScriptedServer server;
        QJsonObject big{{QStringLiteral("deployments"), QJsonArray{QJsonObject{{QStringLiteral("id"), 1}}}}};
        server.onRequest = [&](QWebSocket* s, const core::Envelope& env) {
            s->sendTextMessage(reply(env, {{QStringLiteral("response"), big}}));
        };
        TypedSocketClient c;
        c.addRawReplyMethod(QStringLiteral("big"));
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const QByteArray expected = QJsonDocument(big).toJson(QJsonDocument::Compact);

        const core::CallResult first = test::callAndWait(c, QStringLiteral("big"), {});
        QVERIFY2(first.ok(), qPrintable(first.error.message()));
        QVERIFY(first.raw.index); // scanned
        // The same reply but for its correlation id: the last scan's result, no index made.
        const core::CallResult again = test::callAndWait(c, QStringLiteral("big"), {});
        QVERIFY2(again.ok(), qPrintable(again.error.message()));
        QCOMPARE(again.raw.bytes.view(), QByteArrayView(expected));
        QCOMPARE(again.raw.hash, first.raw.hash);
        QVERIFY(!again.raw.index);
        // A changed reply is scanned again.
        big.insert(QStringLiteral("deployments"), QJsonArray{QJsonObject{{QStringLiteral("id"), 2}}});
        const core::CallResult changed = test::callAndWait(c, QStringLiteral("big"), {});
        QVERIFY2(changed.ok(), qPrintable(changed.error.message()));
        QVERIFY(changed.raw.index);
        QCOMPARE(changed.raw.bytes.view(), QByteArrayView(QJsonDocument(big).toJson(QJsonDocument::Compact)));
        QVERIFY(changed.raw.hash != first.raw.hash);
    }

    // hashRawReplies false (cloudlyctl): no hash of the reply nor of its frame, and so no memo: an unchanged
    // reply is scanned again and handed over whole, the same bytes as with hashing.
    void rawRepliesUnhashedWhenAskedTo()
    {
        ScriptedServer server;
        const QJsonObject big{
            {QStringLiteral("deployments"), QJsonArray{QJsonObject{{QStringLiteral("id"), 1}}}}};
        server.onRequest = [&](QWebSocket* s, const core::Envelope& env) {
            s->sendTextMessage(reply(env, {{QStringLiteral("response"), big}}));
        };
        TypedSocketClient::Options options;
        QVERIFY(options.hashRawReplies); // the console's default
        options.hashRawReplies = false;
        TypedSocketClient c(options);
        c.addRawReplyMethod(QStringLiteral("big"));
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const QByteArray expected = QJsonDocument(big).toJson(QJsonDocument::Compact);
        for (int i = 0; i < 2; ++i) {
            const core::CallResult r = test::callAndWait(c, QStringLiteral("big"), {});
            QVERIFY2(r.ok(), qPrintable(r.error.message()));
            QCOMPARE(r.raw.bytes.view(), QByteArrayView(expected));
            QCOMPARE(r.raw.hash, quint64(0));
            QVERIFY(r.raw.index); // scanned each time: no memo without the frame's hash
        }
    }

    void retryHintHonouredOnce()
    {
        ScriptedServer server;
        int seen = 0;
        server.onRequest = [&](QWebSocket* s, const core::Envelope& env) {
            ++seen;
            if (seen == 1)
                s->sendTextMessage(
                    reply(env, {{QStringLiteral("retry"),
                                 QJsonObject{{QStringLiteral("waitForMs"), 50},
                                             {QStringLiteral("reason"), QStringLiteral("busy")}}}}));
            else
                s->sendTextMessage(
                    reply(env, {{QStringLiteral("response"), QJsonObject{{QStringLiteral("n"), seen}}}}));
        };
        TypedSocketClient c;
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("m"), {});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QCOMPARE(seen, 2);
        // The identical envelope (same correlation id) was sent again.
        QCOMPARE(server.received.at(0), server.received.at(1));
    }

    void secondRetryHintIsAnError()
    {
        ScriptedServer server;
        server.onRequest = [](QWebSocket* s, const core::Envelope& env) {
            s->sendTextMessage(
                reply(env, {{QStringLiteral("retry"),
                             QJsonObject{{QStringLiteral("waitForMs"), 10},
                                         {QStringLiteral("reason"), QStringLiteral("busy")}}}}));
        };
        TypedSocketClient c;
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("m"), {});
        QCOMPARE(r.error.kind, CallError::Kind::Server);
        QVERIFY(r.error.text.contains(QStringLiteral("busy")));
    }

    void unknownAndDuplicateIdsAreDropped()
    {
        ScriptedServer server;
        server.onRequest = [](QWebSocket* s, const core::Envelope& env) {
            QJsonObject other = env.raw;
            other.insert(QStringLiteral("correlation"),
                         QJsonObject{{QStringLiteral("id"), QStringLiteral("nope")},
                                     {QStringLiteral("phase"), QStringLiteral("response")}});
            other.insert(QStringLiteral("response"), QJsonObject{{QStringLiteral("wrong"), true}});
            s->sendTextMessage(QString::fromUtf8(QJsonDocument(other).toJson()));
            s->sendTextMessage(
                reply(env, {{QStringLiteral("response"), QJsonObject{{QStringLiteral("first"), true}}}}));
            s->sendTextMessage(
                reply(env, {{QStringLiteral("response"), QJsonObject{{QStringLiteral("second"), true}}}}));
        };
        TypedSocketClient c;
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        int calls = 0;
        core::CallResult last;
        c.call(QStringLiteral("m"), {}, &c, [&](const core::CallResult& r) {
            ++calls;
            last = r;
        });
        // A later call on the same socket is the barrier (no sleep): its answer comes after the stray and the
        // duplicate replies of the first call, so when it is done those have been read and dropped.
        QTRY_COMPARE(calls, 1);
        QVERIFY(test::callAndWait(c, QStringLiteral("m")).ok());
        QCOMPARE(calls, 1);
        QVERIFY(last.response.value(QStringLiteral("first")).toBool());
    }

    void errorWithoutDataAndNonObjectResponse()
    {
        ScriptedServer server;
        server.onRequest = [](QWebSocket* s, const core::Envelope& env) {
            if (env.method == QLatin1String("e"))
                s->sendTextMessage(
                    reply(env, {{QStringLiteral("error"),
                                 QJsonObject{{QStringLiteral("text"), QStringLiteral("invalid token")}}}}));
            else
                s->sendTextMessage(reply(env, {{QStringLiteral("response"), QJsonArray{1, 2}}}));
        };
        TypedSocketClient c;
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const core::CallResult e = test::callAndWait(c, QStringLiteral("e"), {});
        QCOMPARE(e.error.kind, CallError::Kind::Server);
        QCOMPARE(e.error.text, QStringLiteral("invalid token"));
        QVERIFY(e.error.data.isUndefined());
        const core::CallResult p = test::callAndWait(c, QStringLiteral("p"), {});
        QCOMPARE(p.error.kind, CallError::Kind::Protocol);
    }

    void junkFramesAreDroppedAndConnectionSurvives()
    {
        ScriptedServer server;
        server.onRequest = [](QWebSocket* s, const core::Envelope& env) {
            s->sendTextMessage(QStringLiteral("not json"));
            s->sendTextMessage(QStringLiteral("[1,2,3]"));
            s->sendTextMessage(QStringLiteral("{\"method\":\"##VirtualStream##\",\"request\":{}}"));
            s->sendTextMessage(QStringLiteral("{\"method\":\"x\",\"request\":{}}"));
            s->sendBinaryMessage(
                reply(env, {{QStringLiteral("response"), QJsonObject{{QStringLiteral("bin"), true}}}})
                    .toUtf8());
        };
        TypedSocketClient c;
        QSignalSpy warnings(&c, &TypedSocketClient::protocolWarning);
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("m"), {});
        QVERIFY2(r.ok(), qPrintable(r.error.message()));
        QVERIFY(r.response.value(QStringLiteral("bin")).toBool());
        QCOMPARE(c.state(), TypedSocketClient::State::Connected);
        QVERIFY(warnings.size() >= 2); // the two unreadable frames are reported, not silently ignored
    }

    void oversizeFrameIsRefusedWithClearError()
    {
        ScriptedServer server;
        server.onRequest = [](QWebSocket* s, const core::Envelope& env) {
            s->sendTextMessage(
                reply(env, {{QStringLiteral("response"),
                             QJsonObject{{QStringLiteral("blob"), QString(4096, QLatin1Char('x'))}}}}));
        };
        TypedSocketClient::Options o;
        o.maxFrameBytes = 1024;
        o.autoReconnect = false;
        TypedSocketClient c(o);
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        const core::CallResult r = test::callAndWait(c, QStringLiteral("m"), {}, 3000);
        QVERIFY(r.error.isError());
        // Refused at once, with a message that says why and names the limit (not a bare timeout).
        QVERIFY2(r.error.kind == CallError::Kind::ConnectionLost, qPrintable(r.error.message()));
        QVERIFY2(r.error.message().contains(QLatin1String("1009")), qPrintable(r.error.message()));
        QVERIFY2(r.error.message().contains(QLatin1String("1024 bytes")), qPrintable(r.error.message()));
    }

    void disconnectFailsEveryCallAtOnce()
    {
        ScriptedServer server; // never answers
        TypedSocketClient::Options o;
        o.autoReconnect = false;
        TypedSocketClient c(o);
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        QList<CallError::Kind> kinds;
        for (int i = 0; i < 5; ++i)
            c.call(QStringLiteral("m"), {}, &c, [&](const core::CallResult& r) { kinds << r.error.kind; });
        QTRY_COMPARE(server.received.size(), 5);
        server.sockets().first()->abort();
        QTRY_COMPARE_WITH_TIMEOUT(kinds.size(), 5, 3000);
        for (CallError::Kind k : kinds)
            QCOMPARE(k, CallError::Kind::ConnectionLost);
    }

    void pushHandlerErrorIsAnsweredAsError()
    {
        ScriptedServer server;
        TypedSocketClient c;
        c.registerHandler(QStringLiteral("p"), [](const QJsonObject&, QString* error) {
            *error = QStringLiteral("not supported here");
            return QJsonObject();
        });
        c.open(server.url());
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        QJsonObject answer;
        QTRY_VERIFY(!server.sockets().isEmpty());
        QWebSocket* s = server.sockets().first();
        connect(s, &QWebSocket::textMessageReceived, this,
                [&](const QString& t) { answer = QJsonDocument::fromJson(t.toUtf8()).object(); });
        s->sendTextMessage(QStringLiteral(
            R"({"method":"p","request":{"a":1},"response":null,"correlation":{"id":"uni_1","phase":"request"}})"));
        QTRY_VERIFY(!answer.isEmpty());
        QCOMPARE(answer.value(QStringLiteral("error")).toObject().value(QStringLiteral("text")).toString(),
                 QStringLiteral("not supported here"));
        QCOMPARE(
            answer.value(QStringLiteral("correlation")).toObject().value(QStringLiteral("phase")).toString(),
            QStringLiteral("response"));
        QCOMPARE(answer.value(QStringLiteral("request")).toObject().value(QStringLiteral("a")).toInt(), 1);
    }

    void urlNormalisation()
    {
        QString error;
        QCOMPARE(TypedSocketClient::normalizeUrl(QUrl(QStringLiteral("https://cloudly.example.com/x?y=1")),
                                                 &error),
                 QUrl(QStringLiteral("wss://cloudly.example.com/")));
        QCOMPARE(TypedSocketClient::normalizeUrl(QUrl(QStringLiteral("http://h:3000")), &error),
                 QUrl(QStringLiteral("ws://h:3000/")));
        QVERIFY(TypedSocketClient::normalizeUrl(QUrl(QStringLiteral("ftp://h")), &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("ftp")));
    }

    void deadLinkDetectedByPing()
    {
        // A server that completes the WebSocket handshake and then goes silent, like a peer behind a dead
        // NAT or a laptop that slept: pongs never come back, and the link must not look alive.
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        QList<QTcpSocket*> held;
        connect(&silent, &QTcpServer::newConnection, this, [&] {
            QTcpSocket* s = silent.nextPendingConnection();
            held << s;
            connect(s, &QTcpSocket::readyRead, s, [s] {
                if (s->property("upgraded").toBool()) {
                    s->readAll(); // swallow pings, never answer
                    return;
                }
                const QByteArray head = s->readAll();
                const int at = head.indexOf("Sec-WebSocket-Key:");
                const QByteArray key = head.mid(at + 18, head.indexOf("\r\n", at) - at - 18).trimmed();
                const QByteArray accept =
                    QCryptographicHash::hash(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                                             QCryptographicHash::Sha1)
                        .toBase64();
                s->write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         "Sec-WebSocket-Accept: " +
                         accept + "\r\n\r\n");
                s->setProperty("upgraded", true);
            });
        });
        TypedSocketClient::Options o;
        o.pingIntervalMs = 100;
        o.pongTimeoutMs = 300;
        o.autoReconnect = false;
        TypedSocketClient c(o);
        c.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(silent.serverPort())));
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Connected));
        QVERIFY(test::waitForState(c, TypedSocketClient::State::Disconnected, 3000));
        QVERIFY2(c.lastError().contains(QStringLiteral("ping")), qPrintable(c.lastError()));
    }
};

QTEST_GUILESS_MAIN(TestTypedSocketClient)
#include "tst_typedsocketclient.moc"
