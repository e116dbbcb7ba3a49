// libFuzzer target: the WebSocket frame reader (core/net/websocketframes.h) on arbitrary server bytes.
// The first input byte picks the piece size the rest is fed in (the socket hands bytes over in any pieces).
// With its top bit set, the stream starts with a text fragment of about 64 KiB (the next two bytes choose
// how much short of a block it ends and of which 1-4 byte characters it is made, so it may end inside one):
// the input's bytes then continue the message across the 64 KiB block edge where the UTF-8 check walks back.
// Invariants: the same results and messages whatever the pieces; a failure has a close code the RFC allows
// for it (1002, 1007, 1009) and says why; nothing is reported after a failure or a close; a text message is
// valid UTF-8; no message exceeds the limit; every message has simdjson's padding allocated after it. A
// message re-framed as the server would send it reads back the same.
#include "fuzzcheck.h"

#include "core/net/websocketframes.h"

#include <QList>

namespace ws = cloudly::core::ws;
using Result = ws::FrameReader::Result;

namespace {
// Above one 64 KiB block (ws::MessageDigest::kBlock), so messages cross block edges.
constexpr qint64 kMax = 256 * 1024;

struct Run
{
    QList<Result> results;
    QList<QByteArray> payloads; // messages, control payloads
    QList<quint16> codes;
};

Run readAll(const char* data, qint64 size, qint64 piece)
{
    Run run;
    ws::FrameReader reader(kMax);
    bool ended = false;
    for (qint64 at = 0; at < size;) {
        const qint64 n = std::min(piece, size - at);
        qint64 done = 0;
        while (done < n) {
            qint64 consumed = 0;
            const Result r = reader.feed(data + at + done, n - done, &consumed);
            FUZZ_CHECK(consumed > 0 && consumed <= n - done, "feed takes bytes");
            done += consumed;
            if (r == Result::NeedMore)
                continue;
            FUZZ_CHECK(!ended, "nothing is reported after a close or a failure");
            run.results << r;
            switch (r) {
            case Result::Message: {
                const QByteArray m = reader.message();
                FUZZ_CHECK(m.size() <= kMax, "a message is within the limit");
                FUZZ_CHECK(m.capacity() >= m.size() + ws::FrameReader::kPadding, "padding is allocated");
                FUZZ_CHECK(!reader.isText() || ws::isValidUtf8(m), "a text message is valid UTF-8");
                run.payloads << m;
                break;
            }
            case Result::Ping:
            case Result::Pong:
                FUZZ_CHECK(reader.control().size() <= 125, "a control payload fits a control frame");
                run.payloads << reader.control();
                break;
            case Result::Close:
                ended = true;
                run.codes << reader.closeCode();
                break;
            case Result::Failed:
                ended = true;
                FUZZ_CHECK(reader.closeCode() == ws::kCloseProtocolError ||
                               reader.closeCode() == ws::kCloseInvalidData ||
                               reader.closeCode() == ws::kCloseTooBig,
                           "a failure closes with 1002, 1007 or 1009");
                FUZZ_CHECK(!reader.errorText().isEmpty(), "a failure says why");
                run.codes << reader.closeCode();
                break;
            case Result::NeedMore:
                break;
            }
        }
        at += n;
    }
    return run;
}

QByteArray serverFrame(quint8 first, const QByteArray& payload)
{
    // The client encoder with the mask bit and key taken out again: the server's unmasked form.
    QByteArray masked = ws::encodeClientFrame(static_cast<ws::Opcode>(first & 0x0f), payload, 0);
    const int header = payload.size() < 126 ? 2 : payload.size() <= 0xffff ? 4 : 10;
    masked[1] = static_cast<char>(masked[1] & 0x7f);
    return masked.left(header) + masked.mid(header + 4);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 1)
        return 0;
    const qint64 piece = 1 + (data[0] & 0x3f);
    QByteArray stream;
    size_t at = 1;
    if (data[0] & 0x80) {
        if (size < 3)
            return 0;
        static const char* const characters[] = {"a", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80"};
        const QByteArray character = characters[data[2] % 4];
        const qsizetype length = ws::MessageDigest::kBlock - data[1] % 8;
        QByteArray fragment;
        fragment.reserve(length + 4);
        while (fragment.size() < length)
            fragment += character;
        fragment.truncate(length);
        stream = ws::frameHeader(0x01, static_cast<quint64>(length), false) + fragment;
        at = 3;
    }
    stream.append(reinterpret_cast<const char*>(data + at), static_cast<qsizetype>(size - at));
    const char* bytes = stream.constData();
    const auto n = static_cast<qint64>(stream.size());

    const Run whole = readAll(bytes, n, n > 0 ? n : 1);
    const Run pieces = readAll(bytes, n, piece);
    FUZZ_CHECK(whole.results == pieces.results, "the same results whatever the pieces");
    FUZZ_CHECK(whole.payloads == pieces.payloads, "the same payloads whatever the pieces");
    FUZZ_CHECK(whole.codes == pieces.codes, "the same close codes whatever the pieces");

    // Each payload read back from the frame a server would send for it (binary: no UTF-8 judgement).
    for (const QByteArray& p : whole.payloads) {
        const QByteArray frame = serverFrame(0x82, p);
        const Run again = readAll(frame.constData(), frame.size(), piece);
        FUZZ_CHECK(again.results == QList<Result>{Result::Message} && again.payloads.first() == p,
                   "a payload re-framed reads back the same");
    }
    return 0;
}
