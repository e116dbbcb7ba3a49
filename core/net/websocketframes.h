#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <vector>

namespace cloudly {
namespace core {
// RFC 6455 framing for the client side of a WebSocket (core/net/websocketconnection.h): the reader of the
// frames a server sends and the encoder of the (masked) frames a client sends. No sockets here: the reader is
// fed bytes, which is what the fuzz target (tests/fuzz/fuzz_wsframes.cpp) and the tests do.
//
// Why our own framing instead of QWebSocket: Qt 6.4's QWebSocket hands a text message over as a QString
// (UTF-16), so a 40 MB reply became 80 MB of UTF-16 plus a conversion back to UTF-8 for the JSON reader. This
// reader keeps a message as the UTF-8 bytes it arrived in, in one buffer with room for simdjson's padding,
// hashed and UTF-8-checked block by block as it arrives (MessageDigest). A buffer of up to 2 MiB is reused
// for the next message; a bigger one is freed with its message (kept, it would stay resident between polls).
namespace ws {

enum class Opcode : quint8
{
    Continuation = 0x0,
    Text = 0x1,
    Binary = 0x2,
    Close = 0x8,
    Ping = 0x9,
    Pong = 0xA,
};

// Close codes (RFC 6455 §7.4.1) the reader fails a connection with, and the normal one.
inline constexpr quint16 kCloseNormal = 1000;
inline constexpr quint16 kCloseProtocolError = 1002;
inline constexpr quint16 kCloseNoStatus = 1005; // received a close frame without a code
inline constexpr quint16 kCloseInvalidData = 1007;
inline constexpr quint16 kCloseTooBig = 1009;

// The hashes of a message's 64 KiB blocks (json::hashBytes of each; the last block may be shorter), taken by
// FrameReader as the bytes arrive, while they are still in the cache: a 40 MB reply is not read from memory
// again to be recognised as unchanged (docs/PERFORMANCE.md, "The console sitting idle").
struct MessageDigest
{
    static constexpr qsizetype kBlock = 64 * 1024;
    std::vector<quint64> blocks;

    // The blocks of `message` hashed here (for a message that did not come through a reader).
    static MessageDigest of(QByteArrayView message);
    // Appends the hashes of the whole blocks of `bytes` from `from` on (a block boundary), and of the shorter
    // last one when `last`; returns where the hashed bytes end.
    qsizetype append(QByteArrayView bytes, qsizetype from, bool last);
    // One hash of `message` with the bytes [from, from + length) left out, e.g. a reply's correlation id:
    // only the blocks that overlap the range are hashed again. Equal for equal bytes outside the range at
    // equal places. `message` must be the one the blocks were taken of (a digest of another size is taken
    // again here).
    quint64 without(QByteArrayView message, qsizetype from, qsizetype length) const;
};

// Reads the server→client byte stream frame by frame. Bytes are written straight into the reader's buffers
// (buffer() + commit()), so a message's payload is copied once, from the socket into the message buffer.
class FrameReader
{
public:
    enum class Result
    {
        NeedMore, // nothing complete yet
        Message,  // a whole (possibly fragmented) text or binary message: message(), isText()
        Ping,     // control(): the payload to echo in the pong
        Pong,
        Close,  // closeCode() (kCloseNoStatus when none), closeReason()
        Failed, // a protocol violation: closeCode() is the code to close with, errorText() says why
    };

    explicit FrameReader(qint64 maxMessageBytes);
    // Whether messages get their block hashes (digest()); on by default. Off for a reader whose messages are
    // never compared (the one-shot cloudlyctl): a text message's UTF-8 is checked all the same.
    void setHashBlocks(bool on) { m_hashBlocks = on; }

    // Where the next bytes of the stream go, and how many are wanted there at most (≥ 1). Write up to *size
    // bytes at the returned address, then commit() how many were written. Not after Failed or Close.
    char* buffer(qint64* size);
    Result commit(qint64 size);
    // The same for bytes at hand: takes bytes from `data` up to the next result; *consumed says how many.
    Result feed(const char* data, qint64 size, qint64* consumed);

    // Message: the payload, valid UTF-8 when isText(). The reader keeps its buffer and fills it again with a
    // later message when nobody else holds it any more (a copy of it is shared, never overwritten). The
    // buffer has at least kPadding bytes allocated after the payload (simdjson reads past the end).
    QByteArray message() const { return m_message; }
    bool isText() const { return m_messageText; }
    // Message: its block hashes. A text message's UTF-8 is checked the same way, block by block as it
    // arrives (a message that is not valid UTF-8 fails the connection, at the latest when it is complete).
    const MessageDigest& digest() const { return m_digest; }
    // Ping / Pong payload.
    QByteArray control() const { return m_control; }
    quint16 closeCode() const { return m_closeCode; }
    QString closeReason() const { return m_closeReason; }
    QString errorText() const { return m_error; }
    bool isFailed() const { return m_state == State::Failed; }
    // The bytes the message buffer holds allocated (what a frame header's declared length has cost so far).
    qsizetype reservedBytes() const { return m_buffer.capacity(); }

    static constexpr qsizetype kPadding = 64;
    // What a data frame's header alone reserves at most; more is reserved as its payload arrives.
    static constexpr qint64 kFirstReserve = 1024 * 1024;

private:
    enum class State
    {
        Header,
        Payload,
        Failed,
        Closed,
    };
    Result fail(quint16 code, const QString& text);
    Result headerComplete();
    Result frameComplete();
    void startMessage();
    void growMessage(qint64 bytes);
    // Room for the message's next payload bytes at m_writePos (≥ 1 while some are due), grown as needed;
    // m_buffer's size then covers it until commit() sets it to what was written.
    qint64 messageRoom();
    // Hashes and checks the message's bytes [m_digested, written) in whole blocks; `last`: all of them.
    bool digestWritten(qsizetype written, bool last);

    qint64 m_max;
    State m_state = State::Header;
    char m_header[14] = {};
    qint64 m_headerHave = 0;
    qint64 m_headerNeed = 2;
    // The frame being read.
    Opcode m_opcode = Opcode::Continuation;
    bool m_fin = false;
    qint64 m_payloadLeft = 0;
    qint64 m_writePos = 0;
    bool m_intoMessage = false; // payload goes to m_message (data frame) or m_control
    // The message being assembled (fragments appended).
    bool m_inMessage = false;
    bool m_messageText = false;
    QByteArray m_buffer;         // written into (its size: the bytes so far); kept for the next message
    QByteArray m_message;        // the last whole message (m_buffer itself or, when much smaller, a copy)
    MessageDigest m_digest;      // of the message being assembled, then of m_message
    qsizetype m_digested = 0;    // bytes of m_buffer hashed into m_digest (whole blocks)
    qsizetype m_validated = 0;   // bytes of m_buffer checked as UTF-8 (a text message)
    qsizetype m_checkedEdge = 0; // the last 64 KiB block edge up to which m_validated was taken
    bool m_hashBlocks = true;
    QByteArray m_control;
    quint16 m_closeCode = 0;
    QString m_closeReason;
    QString m_error;
};

// A frame's header up to its masking key (RFC 6455 §5.2): `first` as given (FIN, RSV, opcode), the mask bit
// when `masked`, the payload length in 7, 16 or 64 bits. The one encoder of it: the client's frames below,
// the demo server's unmasked text frames, the tests' hand-made server frames.
QByteArray frameHeader(quint8 first, quint64 payloadLength, bool masked);
// One client frame: FIN set, masked with `mask` (RFC 6455 §5.3: every client frame is masked).
QByteArray encodeClientFrame(Opcode opcode, QByteArrayView payload, quint32 mask);
// A close frame's payload: the code (big-endian) and a UTF-8 reason cut to fit a control frame (≤ 125 bytes).
QByteArray closePayload(quint16 code, const QString& reason);
// Sec-WebSocket-Accept for a Sec-WebSocket-Key (RFC 6455 §4.2.2).
QByteArray acceptKey(const QByteArray& key);
// Whether `bytes` are valid UTF-8 (RFC 3629: no overlong forms, no surrogates, ≤ U+10FFFF).
bool isValidUtf8(QByteArrayView bytes);

} // namespace ws
} // namespace core
} // namespace cloudly
