// libFuzzer target: the check of a server's answer to the WebSocket upgrade (core/net/websockethandshake.h)
// on arbitrary response heads. The token ACCEPT in the input is replaced by the right Sec-WebSocket-Accept
// of the request's key, so the fuzzer gets past that check to the ones behind it.
// Invariants: a refusal says why; an accepted head is at most 64 KiB, its status line is HTTP/1.x 101, it
// carries the right Sec-WebSocket-Accept, an Upgrade: websocket and no extension or subprotocol; the same
// head with the accept value spoilt, or cut after its status line, is refused.
#include "fuzzcheck.h"

#include "core/net/websocketframes.h"
#include "core/net/websockethandshake.h"

#include <QString>

namespace ws = cloudly::core::ws;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const QByteArray key = "dGhlIHNhbXBsZSBub25jZQ==";
    static const QByteArray accept = ws::acceptKey(key);
    QByteArray head = cloudly::fuzz::bytes(data, size);
    head.replace("ACCEPT", accept);
    QString error;
    const bool ok = ws::checkUpgradeResponse(head, key, &error);
    if (!ok) {
        FUZZ_CHECK(!error.isEmpty(), "a refusal says why");
        return 0;
    }
    FUZZ_CHECK(head.size() <= ws::kMaxHandshakeBytes, "an accepted head is at most 64 KiB");
    FUZZ_CHECK(head.startsWith("HTTP/1."), "an accepted head is HTTP/1.x");
    const qsizetype lineEnd = head.indexOf('\n');
    const QByteArray status = head.left(lineEnd < 0 ? head.size() : lineEnd);
    FUZZ_CHECK(status.contains(" 101"), "an accepted head's status is 101");
    FUZZ_CHECK(head.contains(accept), "an accepted head carries the right accept value");
    // The header lines' names (the status line's reason phrase is free text).
    bool upgrade = false;
    const QList<QByteArray> lines = head.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArray name = lines[i].left(colon).trimmed().toLower();
        FUZZ_CHECK(name != "sec-websocket-extensions" && name != "sec-websocket-protocol",
                   "an accepted head chose no extension and no subprotocol");
        if (name == "upgrade" && lines[i].mid(colon + 1).trimmed().toLower() == "websocket")
            upgrade = true;
    }
    FUZZ_CHECK(upgrade, "an accepted head upgrades to websocket");
    QByteArray spoilt = head;
    spoilt.replace(accept, "AAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    FUZZ_CHECK(!ws::checkUpgradeResponse(spoilt, key, &error), "a wrong accept value is refused");
    FUZZ_CHECK(!ws::checkUpgradeResponse(status, key, &error), "a head without its headers is refused");
    return 0;
}
