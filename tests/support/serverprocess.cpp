#include "serverprocess.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>

namespace cloudly {
namespace test {
ServerProcess::ServerProcess(Kind kind, QStringList extraArgs)
    : m_kind(kind), m_extraArgs(std::move(extraArgs))
{}

ServerProcess::~ServerProcess()
{
    stop();
}

QString ServerProcess::binary(const QString& name)
{
    return QDir(QStringLiteral(CLOUDLY_BIN_DIR)).filePath(name);
}

QUrl ServerProcess::url() const
{
    return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_port));
}

qint64 ServerProcess::pid() const
{
    return m_process.processId();
}

bool ServerProcess::isRunning() const
{
    return m_process.state() == QProcess::Running;
}

bool ServerProcess::start(quint16 port, int timeoutMs)
{
    m_error.clear();
    m_output.clear();
    // Port 0: the server binds a free port itself and says which (probing one here and handing it over
    // raced with the other tests' servers started in parallel: EADDRINUSE).
    m_port = port;
    QStringList args;
    if (m_kind == Kind::NodePeer) {
        const QString dir = QStringLiteral(CLOUDLY_PEER_DIR);
        if (!QFileInfo::exists(dir + QStringLiteral("/node_modules"))) {
            m_error = QStringLiteral("the peer's npm packages are not installed (run scripts/setup.sh)");
            return false;
        }
        m_process.setWorkingDirectory(dir);
        m_process.setProgram(QStringLiteral("node"));
        args << QStringLiteral("server.mjs");
    } else {
        m_process.setProgram(binary(QStringLiteral("cloudly-demo-server")));
    }
    args << QStringLiteral("--port") << QString::number(m_port) << m_extraArgs;
    m_process.setArguments(args);
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start();
    if (!m_process.waitForStarted(timeoutMs)) {
        m_error = QStringLiteral("could not start %1: %2").arg(m_process.program(), m_process.errorString());
        return false;
    }
    QDeadlineTimer deadline(timeoutMs);
    QByteArray buffer;
    while (!deadline.hasExpired()) {
        if (m_process.waitForReadyRead(100))
            buffer += m_process.readAllStandardOutput();
        // "LISTENING <port>" on a line of its own: the server must say it listens on the port it was given,
        // or on the one it picked when given 0 (a mismatch or a garbled port is an error, not a silent pass).
        const qsizetype at = buffer.indexOf("LISTENING ");
        const qsizetype eol = at < 0 ? -1 : buffer.indexOf('\n', at);
        if (eol >= 0) {
            m_output = QString::fromUtf8(buffer);
            bool ok = false;
            const quint16 reported = QByteArray(buffer.mid(at + 10, eol - at - 10)).trimmed().toUShort(&ok);
            if (ok && reported != 0 && (port == 0 || reported == port)) {
                m_port = reported;
                return true;
            }
            m_error = QStringLiteral("server reported \"%1\", expected LISTENING %2")
                          .arg(QString::fromUtf8(buffer.mid(at, eol - at)).trimmed())
                          .arg(port ? QString::number(port) : QStringLiteral("<any port>"));
            stop();
            return false;
        }
        if (m_process.state() != QProcess::Running)
            break;
    }
    m_output = QString::fromUtf8(buffer + m_process.readAllStandardError());
    m_error = QStringLiteral("server did not report LISTENING within %1 ms; output: %2")
                  .arg(timeoutMs)
                  .arg(m_output);
    stop();
    return false;
}

void ServerProcess::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.kill();
    m_process.waitForFinished(5000);
}

} // namespace test
} // namespace cloudly