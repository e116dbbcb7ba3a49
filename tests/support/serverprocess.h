#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace cloudly {
namespace test {
// A real server process on a free loopback port, for integration tests: the Node reference peer
// (tests/peer/server.mjs) or our own cloudly-demo-server. Both print "LISTENING <port>" when ready.
// The process is stopped by PID (SIGKILL) in stop() and in the destructor.
class ServerProcess
{
public:
    enum class Kind
    {
        NodePeer,
        DemoServer
    };

    explicit ServerProcess(Kind kind, QStringList extraArgs = {});
    ~ServerProcess();
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;

    // Starts on `port` (0: pick a free one). Returns false and fills error() when it did not come up.
    bool start(quint16 port = 0, int timeoutMs = 20000);
    void stop();
    bool isRunning() const;
    quint16 port() const { return m_port; }
    QUrl url() const;
    qint64 pid() const;
    QString error() const { return m_error; }
    QString output() const { return m_output; }

    static QString binary(const QString& name); // a built executable next to cloudlyctl

private:
    Kind m_kind;
    QStringList m_extraArgs;
    QProcess m_process;
    quint16 m_port = 0;
    QString m_error;
    QString m_output;
};

} // namespace test
} // namespace cloudly