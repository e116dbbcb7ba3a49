// The RFC 6455 client framing (core/net/websocketframes.h) on hand-made server frames, and the connection
// (core/net/websocketconnection.h) against Qt's QWebSocketServer over a real socket.
#include "core/net/websocketconnection.h"
#include "core/net/websocketframes.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <memory>

using namespace cloudly::core;
using Result = ws::FrameReader::Result;

namespace {
// A server frame (unmasked). `first` is the first byte as sent (FIN, RSV, opcode).
QByteArray serverFrame(quint8 first, const QByteArray& payload, bool masked = false)
{
    QByteArray f = ws::frameHeader(first, static_cast<quint64>(payload.size()), masked);
    if (masked)
        f.append("\0\0\0\0", 4);
    return f + payload;
}

struct Fed
{
    QList<Result> results;
    QList<QByteArray> messages;
    ws::FrameReader* reader = nullptr;
};

// Feeds `bytes` in pieces of `chunk` bytes, collecting every result but NeedMore.
Fed feedAll(ws::FrameReader& reader, const QByteArray& bytes, qint64 chunk)
{
    Fed fed;
    qint64 at = 0;
    while (at < bytes.size()) {
        const qint64 n = std::min<qint64>(chunk, bytes.size() - at);
        qint64 piece = 0;
        while (piece < n) {
            qint64 consumed = 0;
            const Result r = reader.feed(bytes.constData() + at + piece, n - piece, &consumed);
            piece += consumed;
            if (r == Result::NeedMore)
                continue;
            fed.results << r;
            if (r == Result::Message)
                fed.messages << reader.message();
        }
        at += n;
    }
    return fed;
}

QByteArray closeFrame(quint16 code, const QByteArray& reason)
{
    QByteArray p;
    p.append(static_cast<char>(code >> 8));
    p.append(static_cast<char>(code & 0xff));
    return serverFrame(0x88, p + reason);
}
} // namespace

class TestWebSocketFrames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeTextMessageKeepsItsUtf8Bytes_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("chunk");
        QTest::newRow("7-bit length, one piece") << 100 << 1000;
        QTest::newRow("16-bit length, byte by byte") << 3000 << 1;
        QTest::newRow("64-bit length, 4 KiB pieces") << 200000 << 4096;
    }
    void wholeTextMessageKeepsItsUtf8Bytes()
    {
        QFETCH(int, size);
        QFETCH(int, chunk);
        QByteArray text;
        while (text.size() < size)
            text += QByteArrayLiteral("{\"n\":\"gr\xc3\xbc\xc3\x9f \xe2\x82\xac\"}");
        text.truncate(size - size % 17); // whole sequences only (17 bytes per piece)
        ws::FrameReader reader(1 << 20);
        const Fed fed = feedAll(reader, serverFrame(0x81, text), chunk);
        QCOMPARE(fed.results, QList<Result>{Result::Message});
        QCOMPARE(fed.messages.first(), text);
        QVERIFY(reader.isText());
        // simdjson may read kPadding bytes past the end: they are allocated.
        QVERIFY(fed.messages.first().capacity() >= text.size() + ws::FrameReader::kPadding);
    }

    // The block hashes are taken (and a text message's UTF-8 checked) while the message arrives: whatever the
    // pieces the socket hands over and however the server fragments it, they are those of the whole message,
    // and characters split between pieces or frames are accepted.
    void digestIsTakenAsTheBytesArrive_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::addColumn<int>("fragments");
        QTest::newRow("one piece, one frame") << (1 << 24) << 1;
        QTest::newRow("7-byte pieces") << 7 << 1;
        QTest::newRow("65537-byte pieces, 3 fragments") << 65537 << 3;
        QTest::newRow("192 KiB pieces, 5 fragments") << 192 * 1024 << 5;
    }
    void digestIsTakenAsTheBytesArrive()
    {
        QFETCH(int, chunk);
        QFETCH(int, fragments);
        QByteArray text;
        // Two-, three- and four-byte characters land on every offset of the 64 KiB blocks.
        while (text.size() < 5 * ws::MessageDigest::kBlock + 123)
            text += QByteArrayLiteral("{\"n\":\"gr\xc3\xbc\xc3\x9f \xe2\x82\xac \xf0\x9f\x9a\x80\"},");
        QByteArray stream;
        const qsizetype part = text.size() / fragments + 1;
        for (int i = 0; i < fragments; ++i) {
            const bool fin = i == fragments - 1;
            const quint8 first = static_cast<quint8>((fin ? 0x80 : 0x00) | (i == 0 ? 0x01 : 0x00));
            stream += serverFrame(first, text.mid(i * part, fin ? -1 : part));
        }
        ws::FrameReader reader(1 << 24);
        const Fed fed = feedAll(reader, stream, chunk);
        QCOMPARE(fed.results, QList<Result>{Result::Message});
        QCOMPARE(fed.messages.value(0), text);
        const ws::MessageDigest whole = ws::MessageDigest::of(text);
        QCOMPARE(whole.blocks.size(), size_t(6));
        QVERIFY(reader.digest().blocks == whole.blocks);
    }

    // Without block hashes (the one-shot CLI) the message is the same and its UTF-8 is still checked.
    void blockHashesCanBeLeftOut()
    {
        QByteArray text(3 * ws::MessageDigest::kBlock + 5, 'a');
        ws::FrameReader reader(1 << 24);
        reader.setHashBlocks(false);
        const Fed fed = feedAll(reader, serverFrame(0x81, text), 4096);
        QCOMPARE(fed.results, QList<Result>{Result::Message});
        QCOMPARE(fed.messages.value(0), text);
        QVERIFY(reader.digest().blocks.empty());
        // A digest without blocks is taken again by without(): the same hash as from the blocks.
        QCOMPARE(reader.digest().without(text, 10, 4), ws::MessageDigest::of(text).without(text, 10, 4));
        text[2 * ws::MessageDigest::kBlock] = '\xff';
        ws::FrameReader unhashed(1 << 24);
        unhashed.setHashBlocks(false);
        QCOMPARE(feedAll(unhashed, serverFrame(0x81, text), 4096).results, QList<Result>{Result::Failed});
        QCOMPARE(unhashed.closeCode(), ws::kCloseInvalidData);
    }

    // Bytes that are not UTF-8 fail the message wherever they are: in the first block, across a block's or a
    // piece's end, or in the last bytes.
    void invalidUtf8IsFoundInAnyPiece_data()
    {
        QTest::addColumn<int>("at");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<int>("chunk");
        const int block = int(ws::MessageDigest::kBlock);
        QTest::newRow("stray continuation byte at the start") << 0 << QByteArray("\x80") << 4096;
        QTest::newRow("truncated 3-byte character before a block end")
            << block - 2 << QByteArray("\xe2\x82") << 1000;
        QTest::newRow("5 continuation bytes across a piece end")
            << 3 * block - 3 << QByteArray("\xc3\x80\x80\x80\x80\x80") << block;
        QTest::newRow("overlong encoding in the middle") << 2 * block + 77 << QByteArray("\xc0\xaf") << 7;
        QTest::newRow("lead byte as the very last byte") << -1 << QByteArray("\xf0") << 65536;
    }
    void invalidUtf8IsFoundInAnyPiece()
    {
        QFETCH(int, at);
        QFETCH(QByteArray, bad);
        QFETCH(int, chunk);
        QByteArray text(4 * ws::MessageDigest::kBlock, 'a');
        if (at < 0)
            text.append(bad);
        else
            text.replace(at, bad.size(), bad);
        ws::FrameReader reader(1 << 24);
        const Fed fed = feedAll(reader, serverFrame(0x81, text), chunk);
        QCOMPARE(fed.results, QList<Result>{Result::Failed});
        QCOMPARE(reader.closeCode(), ws::kCloseInvalidData);
        // The same bytes as a binary message are not judged.
        ws::FrameReader binary(1 << 24);
        QCOMPARE(feedAll(binary, serverFrame(0x82, text), chunk).results, QList<Result>{Result::Message});
    }

    // Found by fuzz_wsframes once its messages crossed 64 KiB: a bad byte just past a block edge failed the
    // message at once when its frame came in one piece, but only at the end when it came in small ones (a
    // ping in between was reported or not). Checked up to block edges only, the results are the same for
    // every piece size.
    void utf8FailureDoesNotDependOnPieces_data()
    {
        QTest::addColumn<int>("chunk");
        for (const int chunk : {1, 9, 4096, 65536, 1 << 20})
            QTest::newRow(qPrintable(QString::number(chunk))) << chunk;
    }
    void utf8FailureDoesNotDependOnPieces()
    {
        QFETCH(int, chunk);
        QByteArray tail(42, '\0');
        tail.replace(25, 4, "\xea\xea\xea\xea");
        const QByteArray stream = serverFrame(0x01, QByteArray(65535, 'a')) + serverFrame(0x00, tail) +
                                  serverFrame(0x89, "p") + serverFrame(0x80, "a");
        ws::FrameReader reader(1 << 20);
        QCOMPARE(feedAll(reader, stream, chunk).results, (QList<Result>{Result::Ping, Result::Failed}));
        QCOMPARE(reader.closeCode(), ws::kCloseInvalidData);
    }

    // without(): equal for messages that differ only inside the range (at the same place), different when a
    // byte outside it differs, also where the range crosses a block's end.
    void digestWithoutARange()
    {
        const qsizetype block = ws::MessageDigest::kBlock;
        QByteArray a(3 * block + 500, 'x');
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = static_cast<char>('a' + (i * 7) % 26);
        for (const qsizetype from : {qsizetype(10), block - 5, 2 * block + 499}) {
            QByteArray b = a;
            b.replace(from, 12, QByteArray(12, '#'));
            const ws::MessageDigest da = ws::MessageDigest::of(a);
            const ws::MessageDigest db = ws::MessageDigest::of(b);
            QVERIFY(da.blocks != db.blocks);
            QCOMPARE(da.without(a, from, 12), db.without(b, from, 12));
            QVERIFY(da.without(a, from, 12) != da.without(a, from + 1, 12)); // another range
            QByteArray c = b;
            c[from + 12] = '!'; // just after the range
            QVERIFY(ws::MessageDigest::of(c).without(c, from, 12) != db.without(b, from, 12));
            // A digest of other bytes is taken again rather than trusted.
            QCOMPARE(ws::MessageDigest().without(b, from, 12), db.without(b, from, 12));
        }
        QVERIFY(ws::MessageDigest::of(a).without(a, 0, 0) != ws::MessageDigest::of(a).without(a, 0, 1));
    }

    void fragmentsAreJoinedAndControlFramesInterleave()
    {
        ws::FrameReader reader(1 << 20);
        const QByteArray bytes = serverFrame(0x01, "hel") + serverFrame(0x89, "are you there") +
                                 serverFrame(0x00, "lo ") + serverFrame(0x8A, "") +
                                 serverFrame(0x80, "world");
        for (const qint64 chunk : {static_cast<qint64>(1), qint64(5), qint64(1000)}) {
            ws::FrameReader r(1 << 20);
            const Fed fed = feedAll(r, bytes, chunk);
            QCOMPARE(fed.results, (QList<Result>{Result::Ping, Result::Pong, Result::Message}));
            QCOMPARE(fed.messages.first(), QByteArray("hello world"));
        }
        qint64 consumed = 0;
        QCOMPARE(reader.feed(bytes.constData(), bytes.size(), &consumed), Result::Ping);
        QCOMPARE(reader.control(), QByteArray("are you there"));
    }

    void binaryMessagesAreNotJudgedAsText()
    {
        ws::FrameReader reader(1024);
        const Fed fed = feedAll(reader, serverFrame(0x82, QByteArray("\xff\xfe\x00", 3)), 100);
        QCOMPARE(fed.results, QList<Result>{Result::Message});
        QVERIFY(!reader.isText());
        QCOMPARE(fed.messages.first(), QByteArray("\xff\xfe\x00", 3));
    }

    void violationsFailWithTheirCloseCode_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::newRow("masked server frame") << serverFrame(0x81, "x", true) << 1002;
        QTest::newRow("reserved bit") << serverFrame(0xC1, "x") << 1002;
        QTest::newRow("unknown opcode") << serverFrame(0x83, "x") << 1002;
        QTest::newRow("unknown control opcode") << serverFrame(0x8B, "") << 1002;
        QTest::newRow("fragmented ping") << serverFrame(0x09, "x") << 1002;
        QTest::newRow("control frame over 125 bytes") << serverFrame(0x89, QByteArray(126, 'p')) << 1002;
        QTest::newRow("continuation outside a message") << serverFrame(0x80, "x") << 1002;
        QTest::newRow("message inside a message") << serverFrame(0x01, "a") + serverFrame(0x81, "b") << 1002;
        QTest::newRow("one-byte close code") << serverFrame(0x88, "x") << 1002;
        QTest::newRow("close code 1005 sent") << closeFrame(1005, "") << 1002;
        QTest::newRow("close reason not UTF-8") << closeFrame(1000, "\xc3") << 1007;
        QTest::newRow("text not UTF-8") << serverFrame(0x81, "ok \xed\xa0\x80") << 1007;
        QTest::newRow("text cut inside a sequence") << serverFrame(0x81, "\xe2\x82") << 1007;
        QTest::newRow("message over the limit") << serverFrame(0x81, QByteArray(1025, 'a')) << 1009;
        QTest::newRow("fragments over the limit")
            << serverFrame(0x01, QByteArray(600, 'a')) + serverFrame(0x80, QByteArray(600, 'a')) << 1009;
        QByteArray huge = serverFrame(0x82, "");
        huge[1] = 127;
        huge.append("\x80\0\0\0\0\0\0\0", 8);
        QTest::newRow("64-bit length with the top bit") << huge << 1002;
    }
    void violationsFailWithTheirCloseCode()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        ws::FrameReader reader(1024);
        const Fed fed = feedAll(reader, bytes, 3);
        QCOMPARE(fed.results, QList<Result>{Result::Failed});
        QCOMPARE(static_cast<int>(reader.closeCode()), code);
        QVERIFY(!reader.errorText().isEmpty());
        QVERIFY(reader.isFailed());
        // The limit is judged from the header: a too-big message is refused before its payload is read.
        if (code == 1009 && bytes.size() < 1100) {
            ws::FrameReader early(1024);
            qint64 consumed = 0;
            QCOMPARE(early.feed(bytes.constData(), 4, &consumed), Result::Failed);
        }
    }

    void closeFrames()
    {
        ws::FrameReader reader(1024);
        QCOMPARE(feedAll(reader, closeFrame(4001, "bye \xe2\x82\xac"), 2).results,
                 QList<Result>{Result::Close});
        QCOMPARE(reader.closeCode(), static_cast<quint16>(4001));
        QCOMPARE(reader.closeReason(), QStringLiteral("bye €"));
        // Nothing after a close is read.
        qint64 consumed = 0;
        QCOMPARE(reader.feed("\x81\x01x", 3, &consumed), Result::NeedMore);
        ws::FrameReader empty(1024);
        QCOMPARE(feedAll(empty, serverFrame(0x88, ""), 1).results, QList<Result>{Result::Close});
        QCOMPARE(empty.closeCode(), ws::kCloseNoStatus);
    }

    void bigBufferIsReusedOnlyWhenNobodyHoldsIt()
    {
        ws::FrameReader reader(64 << 20);
        const QByteArray a(3 << 19, 'a'); // 1.5 MiB: over kReuseBytes, under kKeepBytes
        const QByteArray b(3 << 19, 'b');
        Fed first = feedAll(reader, serverFrame(0x82, a), 1 << 20);
        const char* address = first.messages.first().constData();
        first.messages.clear(); // the caller let go
        Fed second = feedAll(reader, serverFrame(0x82, b), 1 << 20);
        QCOMPARE(second.messages.first().constData(), address); // no fresh pages
        QCOMPARE(second.messages.first(), b);
        // Held by the caller: never overwritten.
        Fed third = feedAll(reader, serverFrame(0x82, a), 1 << 20);
        QVERIFY(third.messages.first().constData() != address);
        QCOMPARE(second.messages.first(), b);
        QCOMPARE(third.messages.first(), a);
        // A small message does not pin the big buffer: it comes in a buffer of its own size.
        third.messages.clear();
        Fed small = feedAll(reader, serverFrame(0x81, "{}"), 100);
        QCOMPARE(small.messages.first(), QByteArray("{}"));
        QVERIFY(small.messages.first().capacity() < 4096);
    }

    // A buffer of more than 2 MiB is not kept for the next message (it would stay resident between polls,
    // next to the frame its caller keeps, e.g. the 10k services' 7.7 MB reply): only the caller and the
    // reader's message() handle (dropped when the next message starts) refer to it; a 1.5 MiB one is also
    // kept as the reader's buffer.
    void hugeBufferIsNotKept()
    {
        const auto references = [](QByteArray& bytes) {
            return bytes.data_ptr().d_ptr()->ref_.loadRelaxed();
        };
        ws::FrameReader reader(64 << 20);
        const QByteArray huge(3 << 20, 'a');
        QByteArray keep = feedAll(reader, serverFrame(0x82, huge), 1 << 20).messages.first();
        QCOMPARE(keep, huge);
        QCOMPARE(references(keep), 2); // `keep` and message()
        const QByteArray big(3 << 19, 'b');
        QByteArray kept = feedAll(reader, serverFrame(0x82, big), 1 << 20).messages.first();
        QCOMPARE(kept, big);
        QCOMPARE(references(kept), 3); // and the reader's buffer, for the next message
        QCOMPARE(references(keep), 1); // the next message started: the reader let go of the huge one
    }

    // A frame header declares up to the limit in ten bytes: the reader reserves memory as the payload
    // arrives, never on the header's word, and the message still arrives whole.
    void declaredLengthIsNotReservedUpFront()
    {
        ws::FrameReader reader(256ll << 20);
        const qint64 declared = 200ll << 20;
        const QByteArray header = ws::frameHeader(0x82, static_cast<quint64>(declared), false);
        QCOMPARE(header.size(), 10);
        QCOMPARE(feedAll(reader, header, 10).results, QList<Result>{});
        QVERIFY2(reader.reservedBytes() <= 2 * ws::FrameReader::kFirstReserve,
                 qPrintable(QString::number(reader.reservedBytes())));
        // 5 MiB arrive: the buffer grows with them (at most twice what arrived, plus the first reserve).
        QByteArray chunk(5 << 20, 'x');
        QCOMPARE(feedAll(reader, chunk, 192 * 1024).results, QList<Result>{});
        QVERIFY2(reader.reservedBytes() <= 2 * chunk.size() + ws::FrameReader::kFirstReserve,
                 qPrintable(QString::number(reader.reservedBytes())));

        // A whole 40 MB message, fed in socket-sized pieces, arrives byte for byte with its padding.
        ws::FrameReader whole(256ll << 20);
        QByteArray payload(40'000'000, Qt::Uninitialized);
        for (qsizetype i = 0; i < payload.size(); ++i)
            payload[i] = static_cast<char>('a' + (i * 7919) % 26);
        const Fed fed = feedAll(whole, serverFrame(0x81, payload), 192 * 1024);
        QCOMPARE(fed.results, QList<Result>{Result::Message});
        QVERIFY(fed.messages.first() == payload);
        QVERIFY(fed.messages.first().capacity() >= payload.size() + ws::FrameReader::kPadding);
    }

    void clientFramesAreMasked_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("headerBytes");
        QTest::newRow("7-bit") << 125 << 6;
        QTest::newRow("16-bit") << 126 << 8;
        QTest::newRow("64-bit") << 70000 << 14;
    }
    void clientFramesAreMasked()
    {
        QFETCH(int, size);
        QFETCH(int, headerBytes);
        QByteArray payload(size, Qt::Uninitialized);
        for (int i = 0; i < size; ++i)
            payload[i] = static_cast<char>(i * 7);
        const QByteArray frame = ws::encodeClientFrame(ws::Opcode::Text, payload, 0x11223344);
        QCOMPARE(frame.size(), size + headerBytes);
        QCOMPARE(static_cast<quint8>(frame[0]), static_cast<quint8>(0x81));
        QVERIFY(static_cast<quint8>(frame[1]) & 0x80);
        const QByteArray key = frame.mid(headerBytes - 4, 4);
        QCOMPARE(key, QByteArray("\x11\x22\x33\x44"));
        QByteArray unmasked = frame.mid(headerBytes);
        for (int i = 0; i < unmasked.size(); ++i)
            unmasked[i] = static_cast<char>(unmasked[i] ^ key[i % 4]);
        QCOMPARE(unmasked, payload);
    }

    void acceptKeyIsTheRfcExample()
    {
        QCOMPARE(ws::acceptKey("dGhlIHNhbXBsZSBub25jZQ=="), QByteArray("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="));
        // A close reason is cut to fit a control frame, never inside a UTF-8 sequence.
        const QByteArray p = ws::closePayload(1000, QString(200, QChar(0x20AC)));
        QVERIFY(p.size() <= 125);
        QVERIFY(ws::isValidUtf8(p.mid(2)));
    }

    void connectionAgainstQtServer()
    {
        QWebSocketServer server(QStringLiteral("t"), QWebSocketServer::NonSecureMode);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QWebSocket* peer = nullptr;
        std::unique_ptr<QWebSocket> ownedPeer; // nextPendingConnection() hands the socket to the caller
        QList<QString> received;
        connect(&server, &QWebSocketServer::newConnection, this, [&] {
            ownedPeer.reset(server.nextPendingConnection());
            peer = ownedPeer.get();
            connect(peer, &QWebSocket::textMessageReceived, this, [&](const QString& t) { received << t; });
        });
        WebSocketConnection c(8 << 20);
        QSignalSpy opened(&c, &WebSocketConnection::connected);
        QSignalSpy closed(&c, &WebSocketConnection::disconnected);
        QSignalSpy pongs(&c, &WebSocketConnection::pong);
        QList<QByteArray> messages;
        connect(&c, &WebSocketConnection::messageReceived, this,
                [&](const QByteArray& m, bool isText) { messages << (isText ? m : QByteArray("binary")); });
        c.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server.serverPort())));
        QTRY_COMPARE(opened.size(), 1);
        QTRY_VERIFY(peer);
        // Client → server: masked text, read by Qt as the same text.
        QVERIFY(c.sendText(QByteArrayLiteral("gr\xc3\xbc\xc3\x9f")));
        QTRY_COMPARE(received, QList<QString>{QStringLiteral("grüß")});
        // Server → client: a 3 MB message (Qt sends it in fragments) arrives as its UTF-8 bytes.
        const QString big = QString(1 << 20, QChar(0x20AC)); // 3 bytes each in UTF-8
        peer->sendTextMessage(big);
        QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 1, 10000);
        QCOMPARE(messages.first(), big.toUtf8());
        c.ping("x");
        QTRY_COMPARE(pongs.size(), 1);
        QCOMPARE(pongs.first().first().toByteArray(), QByteArray("x"));
        // The server's close code and reason reach the client.
        peer->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported, QStringLiteral("bye"));
        QTRY_COMPARE(closed.size(), 1);
        QCOMPARE(c.closeCode(), static_cast<quint16>(1003));
        QCOMPARE(c.closeReason(), QStringLiteral("bye"));
        QVERIFY(!c.isOpen());
        QVERIFY(!c.sendText("late"));
    }

    void refusedUpgradeIsReported()
    {
        QTcpServer http;
        QVERIFY(http.listen(QHostAddress::LocalHost, 0));
        connect(&http, &QTcpServer::newConnection, this, [&] {
            QTcpSocket* s = http.nextPendingConnection();
            connect(s, &QTcpSocket::readyRead, s, [s] {
                s->readAll();
                s->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
            });
        });
        WebSocketConnection c(1024);
        QSignalSpy closed(&c, &WebSocketConnection::disconnected);
        c.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(http.serverPort())));
        QTRY_COMPARE(closed.size(), 1);
        QVERIFY2(c.errorString().contains(QLatin1String("404")), qPrintable(c.errorString()));
    }

    void refusedConnectionIsReported()
    {
        QTcpServer unused;
        QVERIFY(unused.listen(QHostAddress::LocalHost, 0));
        const quint16 port = unused.serverPort();
        unused.close();
        WebSocketConnection c(1024);
        QSignalSpy closed(&c, &WebSocketConnection::disconnected);
        c.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
        QTRY_COMPARE(closed.size(), 1);
        QVERIFY(!c.errorString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestWebSocketFrames)
#include "tst_websocketframes.moc"
