#include "core/net/websocketframes.h"

#include "core/json/hashmix_p.h"
#include "core/json/jsonbytes.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <simdjson.h>

#include <algorithm>
#include <cstring>

namespace cloudly {
namespace core {
namespace ws {
namespace {
static_assert(FrameReader::kPadding >= json::kPadding);

// Above this a buffer is worth keeping for the next message; a much smaller message is handed over in a copy
// of its own size (it would otherwise pin the big buffer while a caller keeps it).
constexpr qsizetype kReuseBytes = 1024 * 1024;
// A buffer above this is not kept for the next message at all: it would stay resident between polls for the
// one reply of its size (a 100k-task reply's 40 MB, the 10k services' 7.7 MB) to save its page faults, about
// 0.4 ms per MB each poll (docs/PERFORMANCE.md, "The console sitting idle").
constexpr qsizetype kKeepBytes = 2 * 1024 * 1024;

QString trWs(const char* text)
{
    return QCoreApplication::translate("cloudly::core::ws::FrameReader", text);
}

bool validCloseCode(quint16 code)
{
    // RFC 6455 §7.4: 1004–1006 and 1015 are never sent; 1000–2999 are the protocol's, 3000–4999
    // applications'.
    return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);
}
} // namespace

FrameReader::FrameReader(qint64 maxMessageBytes) : m_max(maxMessageBytes) {}

char* FrameReader::buffer(qint64* size)
{
    switch (m_state) {
    case State::Header:
        *size = m_headerNeed - m_headerHave;
        return m_header + m_headerHave;
    case State::Payload:
        if (!m_intoMessage) {
            *size = m_payloadLeft;
            return m_control.data() + m_writePos;
        }
        *size = messageRoom();
        return m_buffer.data() + m_writePos;
    case State::Failed:
    case State::Closed:
        break;
    }
    *size = 0;
    return nullptr;
}

FrameReader::Result FrameReader::commit(qint64 size)
{
    if (size <= 0)
        return Result::NeedMore;
    if (m_state == State::Header) {
        m_headerHave += size;
        if (m_headerHave < m_headerNeed)
            return Result::NeedMore;
        if (m_headerNeed == 2) {
            const auto b0 = static_cast<quint8>(m_header[0]);
            const auto b1 = static_cast<quint8>(m_header[1]);
            if (b0 & 0x70)
                return fail(kCloseProtocolError,
                            trWs("the server set reserved bits (no extension was agreed)"));
            if (b1 & 0x80)
                return fail(kCloseProtocolError, trWs("the server sent a masked frame"));
            const quint8 len7 = b1 & 0x7f;
            const qint64 extra = len7 == 126 ? 2 : len7 == 127 ? 8 : 0;
            if (extra > 0) {
                m_headerNeed += extra;
                return Result::NeedMore;
            }
        }
        return headerComplete();
    }
    if (m_state == State::Payload) {
        m_writePos += size;
        m_payloadLeft -= size;
        if (m_intoMessage)
            m_buffer.resize(m_writePos); // within the room buffer() made: no allocation
        if (m_intoMessage && !digestWritten(m_writePos, false))
            return fail(kCloseInvalidData, trWs("the server sent a text message that is not valid UTF-8"));
        if (m_payloadLeft > 0)
            return Result::NeedMore;
        return frameComplete();
    }
    return Result::NeedMore;
}

FrameReader::Result FrameReader::feed(const char* data, qint64 size, qint64* consumed)
{
    *consumed = 0;
    while (*consumed < size) {
        qint64 room = 0;
        char* at = buffer(&room);
        if (!at || room <= 0) {
            *consumed = size; // after a close or a failure nothing more is read
            return Result::NeedMore;
        }
        const qint64 n = std::min(room, size - *consumed);
        std::memcpy(at, data + *consumed, static_cast<size_t>(n));
        *consumed += n;
        const Result r = commit(n);
        if (r != Result::NeedMore)
            return r;
    }
    return Result::NeedMore;
}

FrameReader::Result FrameReader::fail(quint16 code, const QString& text)
{
    m_state = State::Failed;
    m_closeCode = code;
    m_error = text;
    m_buffer = QByteArray();
    m_message = QByteArray();
    return Result::Failed;
}

FrameReader::Result FrameReader::headerComplete()
{
    const auto b0 = static_cast<quint8>(m_header[0]);
    const auto b1 = static_cast<quint8>(m_header[1]);
    const quint8 len7 = b1 & 0x7f;
    quint64 length = len7;
    if (len7 == 126) {
        length =
            (static_cast<quint64>(static_cast<quint8>(m_header[2])) << 8) | static_cast<quint8>(m_header[3]);
    } else if (len7 == 127) {
        length = 0;
        for (int i = 2; i < 10; ++i)
            length = (length << 8) | static_cast<quint8>(m_header[i]);
        if (length >> 63)
            return fail(kCloseProtocolError, trWs("the server sent a frame length with the top bit set"));
    }
    m_headerHave = 0;
    m_headerNeed = 2;
    m_fin = (b0 & 0x80) != 0;
    const quint8 opcode = b0 & 0x0f;
    switch (opcode) {
    case 0x0:
    case 0x1:
    case 0x2:
    case 0x8:
    case 0x9:
    case 0xA:
        m_opcode = static_cast<Opcode>(opcode);
        break;
    default:
        return fail(kCloseProtocolError, trWs("the server sent a frame with an unknown opcode"));
    }
    m_writePos = 0;
    if (opcode >= 0x8) {
        if (!m_fin)
            return fail(kCloseProtocolError, trWs("the server sent a fragmented control frame"));
        if (length > 125)
            return fail(kCloseProtocolError, trWs("the server sent a control frame of more than 125 bytes"));
        m_intoMessage = false;
        m_control.resize(static_cast<qsizetype>(length));
    } else {
        if (m_opcode == Opcode::Continuation && !m_inMessage)
            return fail(kCloseProtocolError, trWs("the server sent a continuation frame outside a message"));
        if (m_opcode != Opcode::Continuation && m_inMessage)
            return fail(kCloseProtocolError, trWs("the server began a message inside another one"));
        const quint64 have = m_inMessage ? static_cast<quint64>(m_buffer.size()) : 0;
        if (length > static_cast<quint64>(m_max) || have + length > static_cast<quint64>(m_max))
            return fail(kCloseTooBig, trWs("the server sent a message of more than %1 bytes").arg(m_max));
        if (!m_inMessage) {
            startMessage();
            m_inMessage = true;
            m_messageText = m_opcode == Opcode::Text;
        }
        growMessage(static_cast<qint64>(length));
        m_intoMessage = true;
    }
    m_payloadLeft = static_cast<qint64>(length);
    if (m_payloadLeft == 0)
        return frameComplete();
    m_state = State::Payload;
    return Result::NeedMore;
}

void FrameReader::startMessage()
{
    // The last message is the caller's now; its buffer is filled again only when nobody else holds it.
    m_message = QByteArray();
    if (!m_buffer.isDetached())
        m_buffer = QByteArray();
    m_buffer.resize(0); // keeps the capacity
    m_digest.blocks.clear();
    m_digested = 0;
    m_validated = 0;
    m_checkedEdge = 0;
}

bool FrameReader::digestWritten(qsizetype written, bool last)
{
    const char* bytes = m_buffer.constData();
    if (m_hashBlocks)
        m_digested = m_digest.append(QByteArrayView(bytes, written), m_digested, last);
    if (!m_messageText)
        return true;
    qsizetype end = written;
    if (!last) {
        // Checked up to the last 64 KiB block edge the bytes have reached, whatever pieces they arrived in:
        // a message is failed at the same place however TCP cut it. Up to the start of the character at the
        // edge (a byte that is not 10xxxxxx, at most three back), which may go on past it; checked pieces
        // that end before a character's first byte check like the whole.
        const qsizetype edge = written / MessageDigest::kBlock * MessageDigest::kBlock;
        if (edge <= m_checkedEdge)
            return true;
        m_checkedEdge = edge;
        end = edge - 1;
        while (end > m_validated && end > edge - 4 && (static_cast<quint8>(bytes[end]) & 0xc0) == 0x80)
            --end;
    }
    if (!isValidUtf8(QByteArrayView(bytes + m_validated, end - m_validated)))
        return false;
    m_validated = end;
    return true;
}

void FrameReader::growMessage(qint64 bytes)
{
    // Room for the frame's first bytes only: a header may declare up to the limit (256 MiB by default) in
    // ten bytes, so more is reserved as the payload actually arrives (messageRoom()), never on its word.
    const qint64 offset = m_buffer.size();
    const qint64 needed = offset + std::min(bytes, kFirstReserve) + kPadding;
    if (needed > m_buffer.capacity()) {
        // A fragmented message grows geometrically (a 40 MB reply in 512 KiB fragments is not copied 80
        // times).
        const qint64 grown = offset > 0 ? m_buffer.capacity() + m_buffer.capacity() / 2 : 0;
        m_buffer.reserve(std::max(needed, grown));
    }
    m_writePos = offset;
}

qint64 FrameReader::messageRoom()
{
    qint64 room = m_buffer.capacity() - kPadding - m_writePos;
    if (room <= 0) {
        // Doubles with what arrived, up to the frame's end: a 40 MB reply is reallocated a few times
        // (glibc moves such mapped blocks with mremap, not by copying), a lying header costs nothing.
        const qint64 end = m_writePos + m_payloadLeft;
        const qint64 target = std::min(end, std::max(m_writePos * 2, m_writePos + kFirstReserve));
        m_buffer.reserve(target + kPadding);
        room = m_buffer.capacity() - kPadding - m_writePos;
    }
    room = std::min(room, m_payloadLeft);
    m_buffer.resize(m_writePos + room); // within the capacity: sets the size only
    return room;
}

FrameReader::Result FrameReader::frameComplete()
{
    m_state = State::Header;
    switch (m_opcode) {
    case Opcode::Ping:
        return Result::Ping;
    case Opcode::Pong:
        return Result::Pong;
    case Opcode::Close: {
        if (m_control.size() == 1)
            return fail(kCloseProtocolError, trWs("the server sent a close frame with a one-byte code"));
        if (m_control.isEmpty()) {
            m_closeCode = kCloseNoStatus;
        } else {
            const auto code = static_cast<quint16>((static_cast<quint8>(m_control[0]) << 8) |
                                                   static_cast<quint8>(m_control[1]));
            if (!validCloseCode(code))
                return fail(kCloseProtocolError, trWs("the server sent the invalid close code %1").arg(code));
            const QByteArrayView reason(m_control.constData() + 2, m_control.size() - 2);
            if (!isValidUtf8(reason))
                return fail(kCloseInvalidData, trWs("the server's close reason is not valid UTF-8"));
            m_closeCode = code;
            m_closeReason = QString::fromUtf8(reason);
        }
        m_state = State::Closed;
        return Result::Close;
    }
    case Opcode::Continuation:
    case Opcode::Text:
    case Opcode::Binary:
        break;
    }
    if (!m_fin)
        return Result::NeedMore;
    m_inMessage = false;
    if (!digestWritten(m_buffer.size(), true))
        return fail(kCloseInvalidData, trWs("the server sent a text message that is not valid UTF-8"));
    const qsizetype size = m_buffer.size();
    if (m_buffer.capacity() > kReuseBytes && size * 2 < m_buffer.capacity()) {
        m_message = QByteArray();
        m_message.reserve(size + kPadding);
        m_message.append(m_buffer.constData(), size);
        m_buffer.resize(0);
    } else {
        m_message = m_buffer;
    }
    if (m_buffer.capacity() > kKeepBytes)
        m_buffer = QByteArray(); // the message's alone (or freed)
    return Result::Message;
}

QByteArray frameHeader(quint8 first, quint64 payloadLength, bool masked)
{
    const char maskBit = masked ? static_cast<char>(0x80) : static_cast<char>(0);
    QByteArray header;
    header.reserve(14);
    header.append(static_cast<char>(first));
    if (payloadLength < 126) {
        header.append(static_cast<char>(maskBit | static_cast<char>(payloadLength)));
    } else if (payloadLength <= 0xffff) {
        header.append(static_cast<char>(maskBit | 126));
        header.append(static_cast<char>(payloadLength >> 8));
        header.append(static_cast<char>(payloadLength & 0xff));
    } else {
        header.append(static_cast<char>(maskBit | 127));
        for (int shift = 56; shift >= 0; shift -= 8)
            header.append(static_cast<char>((payloadLength >> shift) & 0xff));
    }
    return header;
}

QByteArray encodeClientFrame(Opcode opcode, QByteArrayView payload, quint32 mask)
{
    QByteArray frame = frameHeader(static_cast<quint8>(0x80 | static_cast<quint8>(opcode)),
                                   static_cast<quint64>(payload.size()), true);
    frame.reserve(frame.size() + 4 + payload.size());
    const char key[4] = {static_cast<char>(mask >> 24), static_cast<char>((mask >> 16) & 0xff),
                         static_cast<char>((mask >> 8) & 0xff), static_cast<char>(mask & 0xff)};
    frame.append(key, 4);
    const qsizetype start = frame.size();
    frame.append(payload.data(), payload.size());
    char* out = frame.data() + start;
    for (qsizetype i = 0; i < payload.size(); ++i)
        out[i] = static_cast<char>(out[i] ^ key[i & 3]);
    return frame;
}

QByteArray closePayload(quint16 code, const QString& reason)
{
    QByteArray payload;
    payload.append(static_cast<char>(code >> 8));
    payload.append(static_cast<char>(code & 0xff));
    QByteArray text = reason.toUtf8();
    qsizetype cut = std::min<qsizetype>(text.size(), 123);
    // Never cut inside a UTF-8 sequence: step back over continuation bytes.
    while (cut > 0 && cut < text.size() && (static_cast<quint8>(text[cut]) & 0xC0) == 0x80)
        --cut;
    payload.append(text.constData(), cut);
    return payload;
}

QByteArray acceptKey(const QByteArray& key)
{
    return QCryptographicHash::hash(key + QByteArrayLiteral("258EAFA5-E914-47DA-95CA-C5AB0DC85B11"),
                                    QCryptographicHash::Sha1)
        .toBase64();
}

MessageDigest MessageDigest::of(QByteArrayView message)
{
    MessageDigest d;
    d.append(message, 0, true);
    return d;
}

qsizetype MessageDigest::append(QByteArrayView bytes, qsizetype from, bool last)
{
    for (; from + kBlock <= bytes.size(); from += kBlock)
        blocks.push_back(json::hashBytes(bytes.sliced(from, kBlock)));
    if (last && from < bytes.size()) {
        blocks.push_back(json::hashBytes(bytes.sliced(from)));
        from = bytes.size();
    }
    return from;
}

quint64 MessageDigest::without(QByteArrayView message, qsizetype from, qsizetype length) const
{
    const auto count = static_cast<size_t>((message.size() + kBlock - 1) / kBlock);
    if (blocks.size() != count)
        return of(message).without(message, from, length);
    const qsizetype to = from + length;
    quint64 h = json::mix(0x452821e638d01377ULL, static_cast<quint64>(message.size() - length));
    for (size_t i = 0; i < count; ++i) {
        const qsizetype begin = static_cast<qsizetype>(i) * kBlock;
        const qsizetype end = std::min(begin + kBlock, message.size());
        quint64 block = blocks[i];
        if (length > 0 && begin < to && end > from) { // the block again, without its part of the range
            const qsizetype cutFrom = std::max(begin, from);
            const qsizetype cutTo = std::min(end, to);
            block = json::mix(json::hashBytes(message.sliced(begin, cutFrom - begin)),
                              json::hashBytes(message.sliced(cutTo, end - cutTo)));
        }
        h = json::mix(h, block);
    }
    return h;
}

bool isValidUtf8(QByteArrayView bytes)
{
    return simdjson::validate_utf8(bytes.data(), static_cast<size_t>(bytes.size()));
}

} // namespace ws
} // namespace core
} // namespace cloudly
