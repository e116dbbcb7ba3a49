#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QUrl>

namespace cloudly {
namespace core {
// The opening handshake of a client WebSocket (RFC 6455 §4.1): the upgrade request and the check of the
// server's response head. No sockets here (core/net/websocketconnection.h writes and reads them), so the
// check is fuzzed on its own (tests/fuzz/fuzz_handshake.cpp).
namespace ws {

// The longest response head accepted for the upgrade, its blank line included (a real one is a few hundred
// bytes).
inline constexpr qsizetype kMaxHandshakeBytes = 64 * 1024;

// A fresh Sec-WebSocket-Key: 16 bytes from the system's random source, base64.
QByteArray makeHandshakeKey();
// GET PATH HTTP/1.1 with Host, Upgrade, Connection, Sec-WebSocket-Key and -Version; no extension and no
// subprotocol is offered.
QByteArray upgradeRequest(const QUrl& url, const QByteArray& key);
// Whether `head` (the response up to, not including, its blank line) accepts the upgrade offered with `key`:
// status 101, Upgrade: websocket, Connection: upgrade, the Sec-WebSocket-Accept of the key, no extension or
// subprotocol (none was offered). False with a translated *error naming what was wrong; a redirect is not
// followed (its Location is named).
bool checkUpgradeResponse(QByteArrayView head, const QByteArray& key, QString* error);

} // namespace ws
} // namespace core
} // namespace cloudly
