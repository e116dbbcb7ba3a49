#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QLocalServer;
class QLocalSocket;

namespace cloudly {
namespace ui {

// One console per user: the first one listens on a local socket in a directory only its user can enter
// (0700, owned by the user; refused otherwise), and a later start hands its link over and exits. The
// socket carries one line each way: the link in, "ok" or "error MESSAGE" out. What arrives is only ever
// parsed as a link (core/links) by the handler, never run: a link shows a view and cannot ask for an action.
class InstanceServer : public QObject
{
    Q_OBJECT
public:
    // Opens `link`; returns what was wrong (empty: opened).
    using Handler = std::function<QString(const QString& link)>;
    struct Reply
    {
        bool opened = false;
        QString message; // the running console's words when it did not open the link
    };

    // `directory` empty: defaultDirectory().
    explicit InstanceServer(Handler handler, const QString& directory = {}, QObject* parent = nullptr);
    ~InstanceServer() override;

    // Starts listening. False when another console of this user already listens (or the directory is not
    // safe to use: errorString() says why).
    bool listen();
    bool isListening() const;
    QString errorString() const { return m_error; }
    QString socketPath() const { return m_socketPath; }

    // $XDG_RUNTIME_DIR/cloudly-console, else <temp>/cloudly-console-<uid>.
    static QString defaultDirectory();
    // Creates `directory` (0700) or checks the existing one: a real directory (no link), owned by this user,
    // no access for others (tightened when it is ours). False with `error` otherwise.
    static bool prepareDirectory(const QString& directory, QString* error);
    // The client side: hands `link` to the console listening in `directory` (empty: the default).
    // std::nullopt when none listens there.
    static std::optional<Reply> handOver(const QString& link, const QString& directory = {},
                                         int timeoutMs = 5000);

private:
    void onNewConnection();
    void onReadyRead(QLocalSocket* socket);

    Handler m_handler;
    QString m_directory;
    QString m_socketPath;
    QLocalServer* m_server;
    QString m_error;
};

} // namespace ui
} // namespace cloudly
