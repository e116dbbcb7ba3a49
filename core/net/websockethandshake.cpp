#include "core/net/websockethandshake.h"

#include "core/net/websocketframes.h"

#include <QCoreApplication>
#include <QList>
#include <QRandomGenerator>

#include <cstring>
#include <iterator>

namespace cloudly {
namespace core {
namespace ws {
namespace {
// The value of the first header `lowerName` (lower case), trimmed; empty when absent.
QByteArray headerValue(const QList<QByteArrayView>& lines, QByteArrayView lowerName)
{
    for (const QByteArrayView line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.first(colon).trimmed().compare(lowerName, Qt::CaseInsensitive) == 0)
            return line.sliced(colon + 1).trimmed().toByteArray();
    }
    return {};
}

bool hasHeader(const QList<QByteArrayView>& lines, QByteArrayView lowerName)
{
    for (const QByteArrayView line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.first(colon).trimmed().compare(lowerName, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// Printable ASCII of `bytes`, at most `max` characters (a server's text in an error message).
QString printable(QByteArrayView bytes, qsizetype max = 200)
{
    QString out;
    for (const char c : bytes.first(std::min(max, bytes.size())))
        out += (c >= 0x20 && c < 0x7f) ? QChar::fromLatin1(c) : QChar(u'?');
    return out;
}
} // namespace

QByteArray makeHandshakeKey()
{
    quint32 words[4];
    QRandomGenerator::system()->generate(std::begin(words), std::end(words));
    QByteArray nonce(sizeof words, Qt::Uninitialized);
    std::memcpy(nonce.data(), words, sizeof words);
    return nonce.toBase64();
}

QByteArray upgradeRequest(const QUrl& url, const QByteArray& key)
{
    const bool secure = url.scheme() == QLatin1String("wss");
    QByteArray host = url.host(QUrl::FullyEncoded).toUtf8();
    if (host.contains(':'))
        host = '[' + host + ']';
    if (url.port() != -1 && url.port() != (secure ? 443 : 80))
        host += ':' + QByteArray::number(url.port());
    QByteArray path = url.path(QUrl::FullyEncoded).toUtf8();
    if (path.isEmpty())
        path = "/";
    if (url.hasQuery())
        path += '?' + url.query(QUrl::FullyEncoded).toUtf8();
    return "GET " + path + " HTTP/1.1\r\nHost: " + host +
           "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + key +
           "\r\nSec-WebSocket-Version: 13\r\n\r\n";
}

bool checkUpgradeResponse(QByteArrayView head, const QByteArray& key, QString* error)
{
    if (head.size() > kMaxHandshakeBytes) {
        *error = QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                             "the server's upgrade response is longer than %1 bytes")
                     .arg(kMaxHandshakeBytes);
        return false;
    }
    QList<QByteArrayView> lines;
    for (qsizetype at = 0; at <= head.size();) {
        qsizetype end = head.indexOf('\n', at);
        if (end < 0)
            end = head.size();
        lines << head.sliced(at, end - at).trimmed();
        at = end + 1;
    }
    const QByteArrayView status = lines.value(0);
    const QList<QByteArray> parts = status.toByteArray().split(' ');
    const QList<QByteArrayView> headers = lines.mid(1);
    // The status line starts the head, HTTP-version first (RFC 9112 §4): nothing in front of it.
    if (parts.size() < 2 || !head.startsWith("HTTP/1.") || !parts[0].startsWith("HTTP/1.")) {
        *error = QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                             "the server's answer to the WebSocket upgrade is not HTTP (%1)")
                     .arg(printable(status));
        return false;
    }
    if (parts[1].size() == 3 && parts[1].startsWith('3')) {
        const QByteArray location = headerValue(headers, "location");
        *error =
            QCoreApplication::translate(
                "cloudly::core::WebSocketConnection",
                "the server answered the WebSocket upgrade with a redirect (%1) to %2; redirects are "
                "not followed: use the address it names if you trust it")
                .arg(printable(status),
                     location.isEmpty()
                         ? QCoreApplication::translate("cloudly::core::WebSocketConnection", "no location")
                         : printable(location, 400));
        return false;
    }
    if (parts[1] != "101") {
        *error = QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                             "the server did not accept the WebSocket upgrade (%1)")
                     .arg(printable(status));
        return false;
    }
    if (headerValue(headers, "upgrade").toLower() != "websocket") {
        *error =
            QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                        "the server's upgrade response has no \"Upgrade: websocket\" header");
        return false;
    }
    if (!headerValue(headers, "connection").toLower().contains("upgrade")) {
        *error = QCoreApplication::translate(
            "cloudly::core::WebSocketConnection",
            "the server's upgrade response has no \"Connection: Upgrade\" header");
        return false;
    }
    if (headerValue(headers, "sec-websocket-accept") != acceptKey(key)) {
        *error =
            QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                        "the server's upgrade response has a wrong Sec-WebSocket-Accept");
        return false;
    }
    if (hasHeader(headers, "sec-websocket-extensions")) {
        *error =
            QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                        "the server chose a WebSocket extension that was not offered (%1)")
                .arg(printable(headerValue(headers, "sec-websocket-extensions")));
        return false;
    }
    if (hasHeader(headers, "sec-websocket-protocol")) {
        *error =
            QCoreApplication::translate("cloudly::core::WebSocketConnection",
                                        "the server chose a WebSocket subprotocol that was not offered (%1)")
                .arg(printable(headerValue(headers, "sec-websocket-protocol")));
        return false;
    }
    return true;
}

} // namespace ws
} // namespace core
} // namespace cloudly
