#pragma once

#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

class QSslConfiguration;
class QTcpSocket;
class QWebSocket;
class QWebSocketServer;

namespace cloudly {
namespace core {
struct Envelope;
class DemoChurn;
class DemoEventLog;
class DemoPreflight;

struct DemoOptions
{
    int services = 0; // 0: the bundled fixture only; otherwise the total number of services (generated)
    int tasks = 0;    // 0: the bundled fixture only; otherwise the total number of deployments (generated)
    QString fixturePath = DemoData::defaultFixturePath();
    int responseDelayMs = 0; // added before every reply
    // Test-only fault switches that need raw socket access (`sendInvalidUtf8`, `pauseSocket`); off by
    // default, enabled by cloudly-demo-server --faults (unknown methods otherwise).
    bool faults = false;
    // The interfaces-5.8 methods (getBackups, getBaseOsNodes, getBaseOsImageBuilds, getSettings,
    // testProviderConnection). Off: a Cloudly without them, which answers "no available method"
    // (cloudly-demo-server --without-fleet).
    bool fleetMethods = true;
    // `getUsers` (admin only; passwords and tokens left out): a Cloudly that lists its users and their
    // deployment grants. No such request is known for Cloudly 12, so it is off unless asked for
    // (cloudly-demo-server --list-users, the console's --demo).
    bool userListing = false;
    // wss:// instead of ws://: the PEM certificate (chain) and private key the server presents. Both or
    // neither (tests of TLS pinning and private CAs; cloudly-demo-server --tls-cert/--tls-key).
    QString tlsCertificateFile;
    QString tlsKeyFile;
    // Changing data for measurements (see DemoChurn): every getDeployments reply after the first changes this
    // share of the deployments (0: the data never changes), for at most churnReplies replies (0: no limit).
    double churnPercent = 0;
    int churnReplies = 0;
    // Soak tests: a log of what the server did (DemoEventLog; a restarted server resumes its churn from
    // it), and every dropEveryMs ms all connections are dropped (TCP closed without a close frame).
    QString eventLogPath;
    int dropEveryMs = 0;
};

// A local TypedSocket 4 server (docs/PROTOCOL.md, server side) that serves the demo inventory with
// the Cloudly methods the console uses, plus the protocol test methods of the Node reference peer
// (tests/peer/server.mjs): tags, sleep, failPlain, triggerPush, neverAnswer. Used for `--demo`, for
// integration tests and by the cloudly-demo-server executable.
class DemoServer : public QObject
{
    Q_OBJECT
public:
    explicit DemoServer(DemoOptions options = {}, QObject* parent = nullptr);
    ~DemoServer() override;

    // Loads the fixture (if not done yet) and listens. Returns false and sets errorString() on failure.
    bool listen(const QHostAddress& address = QHostAddress::LocalHost, quint16 port = 0);
    void close();
    // Drops every connection as a broken link would (TCP closed, no close frame); returns how many.
    int dropConnections();
    bool isListening() const;
    quint16 port() const;
    QUrl url() const; // ws://127.0.0.1:PORT/ (wss:// with a TLS certificate)
    QString errorString() const { return m_error; }
    int connectionCount() const { return static_cast<int>(m_connections.size()); }

    const DemoOptions& options() const { return m_options; }
    const DemoData& data() const { return m_data; }
    DemoAuth& auth() { return m_auth; }
    // Every method name the server answers (protocol + Cloudly).
    QStringList methods() const;

Q_SIGNALS:
    void connectionCountChanged(int count);
    // A getDeployments reply with changed data was served (DemoOptions::churnPercent); `done` on the last.
    void churned(int changedReplies, bool done);

private:
    struct Connection;
    struct Reply;
    using Handler = std::function<Reply(Connection&, const Envelope&)>;
    using AuthedHandler = std::function<Reply(Connection&, const Envelope&, const DemoIdentity&)>;

    bool ensureLoaded();
    bool loadTls(QSslConfiguration* configuration);
    void registerHandlers();
    void registerFaultHandlers();
    void registerFleetHandlers();      // demoserverfleet.cpp
    void registerUserListing();        // demoserverfleet.cpp
    const QJsonObject& liveSections(); // the fixture's interfaces-5.8 sections, times moved to now (once)
    void add(const QString& method, Handler handler);
    void addAuthed(const QString& method, AuthedHandler handler);

    void onNewConnection();
    void onDisconnected(quint64 id);
    void onFrame(quint64 id, const QByteArray& frame);
    void handleRequest(Connection& connection, const Envelope& env);
    void handlePushAnswer(Connection& connection, const Envelope& env);
    QByteArray encode(const QJsonObject& incoming, const Reply& reply) const;
    // The envelope of a reply with a raw (cached) value, split around that value.
    bool encodeAround(const QJsonObject& incoming, const Reply& reply, QByteArray* head,
                      QByteArray* tail) const;
    void send(quint64 connectionId, const QByteArray& frame);
    void sendNow(quint64 connectionId, const QByteArray& frame, int delayMs = 0);
    // One text message made of `parts` (valid UTF-8 together), written as one WebSocket frame straight to
    // the connection's TCP socket: the parts are handed over without a copy (a cached 40 MB array stays
    // shared). Falls back to QWebSocket::sendTextMessage when the raw socket is unknown.
    void sendText(Connection& connection, const QList<QByteArray>& parts);
    static QTcpSocket* rawSocketOf(const QWebSocket* socket, const QObject* server);

    // Cloudly methods.
    Reply login(const Envelope& env);
    Reply tokenLogin(const Envelope& env);
    Reply byId(const Envelope& env, const DemoCollection& collection, QLatin1String idKey,
               QLatin1String resultKey, const QString& notFound);
    Reply configureGrant(const Envelope& env, const DemoIdentity& caller);
    Reply triggerPush(Connection& connection, const Envelope& env);
    Reply pushFlood(Connection& connection, const Envelope& env);
    // Sends a server->client request; `done` runs with the client's answer (never, if the link drops).
    QString push(Connection& connection, const QString& method, const QJsonObject& payload,
                 std::function<void(const Envelope& answer)> done);
    // The `__peer_received` log (request identities' jwts redacted).
    void record(const Envelope& env);

    struct Received
    {
        QString method;
        QJsonValue request;
        QStringList envelopeKeys;
    };
    static constexpr qsizetype kMaxReceived = 10000;

    DemoOptions m_options;
    DemoData m_data;
    DemoAuth m_auth;
    std::unique_ptr<DemoPreflight> m_preflight;
    std::unique_ptr<DemoChurn> m_churn;
    std::unique_ptr<DemoEventLog> m_log;
    int m_resumedReplies = 0;
    bool m_loaded = false;
    QString m_error;
    QWebSocketServer* m_server = nullptr;
    std::unordered_map<quint64, std::unique_ptr<Connection>> m_connections;
    QHash<QString, Handler> m_handlers;
    quint64 m_nextConnectionId = 1;
    quint64 m_pushCounter = 0;
    QList<Received> m_received;
    QString m_splice; // placeholder string spliced out for cached raw arrays
    std::optional<QJsonObject> m_live;
};

} // namespace core
} // namespace cloudly