#pragma once

#include "core/net/callerror.h"
#include "core/net/replysource.h"
#include "core/net/tlstrust.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSslCertificate>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

class QSslError;

namespace cloudly::core {
class WebSocketConnection;
namespace ws {
struct MessageDigest;
}
} // namespace cloudly::core

namespace cloudly {
namespace core {
// Client side of TypedSocket 4 (docs/PROTOCOL.md): typedrequest JSON envelopes over one
// WebSocket, many calls in flight matched by correlation id, server pushes answered by registered
// handlers, connection tags re-sent after every reconnect, reconnect with backoff and jitter, and a
// ping/pong liveness check so a dead link never looks alive.
class TypedSocketClient : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        New,
        Connecting,
        Connected,
        Disconnected,
        Reconnecting
    };
    Q_ENUM(State)

    struct Options
    {
        int requestTimeoutMs = 30000;
        qint64 maxFrameBytes = 256ll * 1024 * 1024;
        bool autoReconnect = true;
        int initialBackoffMs = 1000;
        int maxBackoffMs = 60000;
        int maxRetries = 100;
        double jitter = 0.2; // ±20 %
        int pingIntervalMs = 25000;
        int pongTimeoutMs = 10000;
        int maxPendingCalls = 10000;
        // Each phase of opening a connection is bounded: the TCP connect, the TLS handshake, the upgrade
        // response. A server that accepts and never answers fails the attempt, which is retried with the
        // backoff above. 0: unbounded.
        int connectTimeoutMs = 10000;
        int tlsTimeoutMs = 10000;
        int upgradeTimeoutMs = 10000;
        // The most bytes that may wait unsent for a server that does not read (its pongs and replies): more
        // fails the connection (then reconnect) instead of growing memory. 0: unbounded.
        qint64 maxQueuedWriteBytes = 16ll * 1024 * 1024;
        // SHA-256 of the server's leaf certificate (hex; colons, spaces and upper case are accepted). When
        // set, every connection must present exactly this certificate: checked on each (re)connect as soon
        // as TLS is up, before the first byte of the HTTP upgrade is written, whether or not the chain
        // verified. A mismatch is refused (naming both fingerprints) and not retried. The pinned certificate
        // is accepted when no CA vouches for it (self-signed), but not when it has expired, is not valid
        // yet or names another host (tlstrust::pinWaives). Plain ws:// is refused before connecting while a
        // pin is set. Empty: the CAs decide.
        QString pinnedCertificateSha256;
        // A PEM file of CA certificates trusted in addition to the system's, for this client's connections
        // only (a private CA). Empty: the system CAs only. Unreadable or not PEM: open() fails, naming it.
        QString caCertificateFile;
        // Raw replies (addRawReplyMethod()) are hashed: CallResult::raw.hash is the response bytes' hash, and
        // an unchanged reply of a poll is recognised by a hash of its frame without a scan. False, for a
        // client that never sees a reply twice (the one-shot cloudlyctl): neither hash is computed (nor the
        // frames' block hashes, ws::MessageDigest), raw.hash is 0 and every reply is scanned.
        bool hashRawReplies = true;
    };

    using Callback = std::function<void(const CallResult&)>;
    // A push handler returns the `response` object, or sets *error to answer with error {text}.
    using PushHandler = std::function<QJsonObject(const QJsonObject& request, QString* error)>;

    explicit TypedSocketClient(QObject* parent = nullptr);
    explicit TypedSocketClient(const Options& options, QObject* parent = nullptr);
    ~TypedSocketClient() override;

    const Options& options() const { return m_options; }
    void setOptions(const Options& options) { m_options = options; }

    // Opens ws(s)://host[:port]/ (http/https are mapped to ws/wss). Reconnects on its own until close().
    void open(const QUrl& url);
    void close();
    State state() const { return m_state; }
    QUrl url() const { return m_url; }
    QString lastError() const { return m_lastError; }
    // The last connection was refused because of its certificate (pin mismatch, untrusted chain) or the TLS
    // settings are unusable: a permanent state, no reconnect is attempted until the next open().
    bool isCertificateRefused() const { return m_certificateRejected; }
    // Why, when isCertificateRefused(): the kind, both fingerprints, whether the certificate was self-signed.
    const CertificateRefusal& certificateRefusal() const { return m_refusal; }
    static QString stateName(State state);
    static QUrl normalizeUrl(const QUrl& url, QString* error = nullptr);

    // Fires `method` with `request`. `done` runs exactly once (unless `context` is destroyed first) with
    // the response or an error. timeoutMs < 0 uses the default. Returns the correlation id.
    QString call(const QString& method, const QJsonObject& request, QObject* context, Callback done,
                 int timeoutMs = -1);
    int pendingCount() const { return static_cast<int>(m_pending.size()); }

    // Methods whose frames must never be logged (login calls: the reply echoes the password).
    void addSensitiveMethod(const QString& method) { m_sensitive.insert(method); }

    // Methods whose (big) replies are handed over as bytes: their frames are read with Envelope::scan()
    // instead of being parsed into a QJsonObject; the callback gets a CallResult whose `raw` is the reply's
    // `response` object as bytes of the frame, with their hash and the frame's simdjson index (see
    // ScannedJson), and an empty `response` object. Errors, retries, timeouts and every other method behave
    // exactly as without. A reply the scan cannot read is decoded as usual (`raw` is then null and
    // `response` is filled): callers handle both.
    void addRawReplyMethod(const QString& method) { m_rawReplyMethods.insert(method); }

    void registerHandler(const QString& method, PushHandler handler);

    // Connection tags (`__typedsocket_setTag` / `__typedsocket_removeTag`), re-sent after every reconnect.
    void setTag(const QString& name, const QJsonValue& payload);
    void removeTag(const QString& name);
    QStringList tagNames() const { return m_tags.keys(); }

    // Answers every call from `source` instead of a server (a support bundle): open() then opens no socket
    // and is Connected at once, nothing is sent anywhere, and each request frame gets the frame the source
    // returns, read like a server's. Null: a server again (from the next open()).
    void setReplySource(std::shared_ptr<ReplySource> source) { m_replySource = std::move(source); }
    ReplySource* replySource() const { return m_replySource.get(); }

    // Test seam: abort the socket as if the network died.
    void abortForTest();

Q_SIGNALS:
    void stateChanged(cloudly::core::TypedSocketClient::State state);
    void connected();
    void disconnected(const QString& reason);
    void pushReceived(const QString& method, const QJsonObject& request);
    void protocolWarning(const QString& message);
    // wss:// certificate rejected; `sha256` is the leaf certificate's fingerprint (hex, lower case).
    void certificateRejected(const QString& sha256, const QString& reason);

private:
    struct Pending
    {
        QString method;
        QPointer<QObject> context;
        bool hasContext = false;
        Callback done;
        QTimer* timer = nullptr;
        QByteArray frame;
        bool retried = false;
    };

    void setState(State state);
    void startSocket();
    void onConnected();
    void onDisconnected();
    void onMessage(const QByteArray& message, bool isText, const ws::MessageDigest& digest);
    void handleFrame(const QByteArray& frame, const ws::MessageDigest& digest);
    bool handleRawReply(const QByteArray& frame, const ws::MessageDigest& digest);
    bool mentionsRawReplyMethod(const QByteArray& frame) const;
    void handleResponse(const struct Envelope& env, ScannedJson raw = {});
    void handleRequest(const struct Envelope& env);
    void finish(const QString& id, const CallResult& result);
    void failAllPending(CallError::Kind kind, const QString& text);
    void scheduleReconnect();
    void sendTag(const QString& name, const QJsonValue& payload);
    void onPingTick();
    void onSslErrors(const QList<QSslError>& errors);
    bool prepareTls(QString* error);
    bool verifyPeer(QString* error);
    void refuseCertificate(CertificateRefusal refusal);
    QString pinMismatchText(const QString& presented) const;
    QString nextId();
    bool sendFrame(const QByteArray& frame);

    Options m_options;
    QUrl m_url;
    State m_state = State::New;
    QString m_lastError;
    WebSocketConnection* m_socket = nullptr;
    QHash<QString, Pending> m_pending;
    QHash<QString, PushHandler> m_handlers;
    QHash<QString, QJsonValue> m_tags;
    QSet<QString> m_sensitive;
    QSet<QString> m_rawReplyMethods;
    // The last scanned reply of each raw-reply method, to recognise the next one without a scan: its frame's
    // hash with the correlation id's bytes left out (see handleRawReply()), and what the scan made of it.
    // No bytes of that frame: an unchanged frame has its response at the same place, so the response is
    // handed over as a slice of the new frame and the old frame is not kept alive by the memo (a services
    // reply at 10k services is 8 MB; the deployments frame is the table's to keep or let go).
    struct RawReplyMemo
    {
        quint64 hash = 0;
        qsizetype frameSize = 0;
        qsizetype idOffset = 0;
        qsizetype idSize = 0;
        std::shared_ptr<struct Envelope> envelope;
        qsizetype responseOffset = 0; // the response's bytes in the frame
        qsizetype responseLength = 0;
        quint64 responseHash = 0;
    };
    QHash<QString, RawReplyMemo> m_rawReplyMemo;
    QTimer m_reconnectTimer;
    QTimer m_pingTimer;
    QTimer m_pongDeadline;
    int m_attempt = 0;
    quint64 m_counter = 0;
    bool m_closing = false;
    bool m_certificateRejected = false;
    CertificateRefusal m_refusal;
    QString m_pin; // normalized Options::pinnedCertificateSha256 of the current connection
    QList<QSslCertificate> m_caCertificates; // Options::caCertificateFile, read by open()
    std::shared_ptr<ReplySource> m_replySource;
};

} // namespace core
} // namespace cloudly