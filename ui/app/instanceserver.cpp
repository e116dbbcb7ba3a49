#include "ui/app/instanceserver.h"

#include "core/links/viewlink.h"
#include "core/util/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QTimer>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cloudly {
namespace ui {
namespace {
const char kSocketName[] = "instance";
// A link is at most kMaxViewLinkLength characters, UTF-8 and percent-encoded: this is ample.
constexpr qint64 kMaxLine = 4 * core::kMaxViewLinkLength + 16;
constexpr int kConnectionTimeoutMs = 5000;

QString socketIn(const QString& directory)
{
    return QDir(directory).filePath(QString::fromLatin1(kSocketName));
}
} // namespace

InstanceServer::InstanceServer(Handler handler, const QString& directory, QObject* parent)
    : QObject(parent), m_handler(std::move(handler)),
      m_directory(directory.isEmpty() ? defaultDirectory() : directory), m_socketPath(socketIn(m_directory)),
      m_server(new QLocalServer(this))
{
    // No socket options: with them Qt binds elsewhere and renames the socket into place, which would
    // silently replace a running console's socket. The directory (0700) keeps other users out.
    connect(m_server, &QLocalServer::newConnection, this, &InstanceServer::onNewConnection);
}

InstanceServer::~InstanceServer() = default;

QString InstanceServer::defaultDirectory()
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isDir())
        return QDir(runtime).filePath(QStringLiteral("cloudly-console"));
#ifdef Q_OS_UNIX
    return QDir(QDir::tempPath()).filePath(QStringLiteral("cloudly-console-%1").arg(getuid()));
#else
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("instance"));
#endif
}

bool InstanceServer::prepareDirectory(const QString& directory, QString* error)
{
#ifdef Q_OS_UNIX
    const QByteArray path = QFile::encodeName(directory);
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST) {
        *error = tr("cannot create %1: %2").arg(directory, QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    struct stat info
    {};
    if (::lstat(path.constData(), &info) != 0 || !S_ISDIR(info.st_mode)) {
        *error = tr("%1 is not a directory (a link or a file is in its place)").arg(directory);
        return false;
    }
    if (info.st_uid != getuid()) {
        *error = tr("%1 belongs to another user").arg(directory);
        return false;
    }
    if ((info.st_mode & 077) != 0 && ::chmod(path.constData(), 0700) != 0) {
        *error = tr("%1 is open to other users and cannot be made private").arg(directory);
        return false;
    }
    return true;
#else
    if (!QDir().mkpath(directory)) {
        *error = tr("cannot create %1").arg(directory);
        return false;
    }
    return true;
#endif
}

bool InstanceServer::isListening() const
{
    return m_server->isListening();
}

bool InstanceServer::listen()
{
    if (!prepareDirectory(m_directory, &m_error))
        return false;
    if (QFileInfo::exists(m_socketPath)) {
        QLocalSocket probe;
        probe.connectToServer(m_socketPath);
        if (probe.waitForConnected(1000)) {
            m_error = tr("another console of this user is running");
            return false;
        }
        // Left behind by a console that did not end cleanly.
        QLocalServer::removeServer(m_socketPath);
    }
    if (m_server->listen(m_socketPath))
        return true;
    m_error = m_server->serverError() == QAbstractSocket::AddressInUseError
                  ? tr("another console of this user is running")
                  : m_server->errorString();
    return false;
}

void InstanceServer::onNewConnection()
{
    while (QLocalSocket* socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        // A client that says nothing is let go.
        QTimer::singleShot(kConnectionTimeoutMs, socket, [socket] { socket->abort(); });
        if (socket->bytesAvailable() > 0)
            onReadyRead(socket);
    }
}

void InstanceServer::onReadyRead(QLocalSocket* socket)
{
    if (socket->property("answered").toBool())
        return;
    if (!socket->canReadLine()) {
        if (socket->bytesAvailable() > kMaxLine) {
            socket->setProperty("answered", true);
            socket->write("error the link is too long\n");
            socket->disconnectFromServer();
        }
        return;
    }
    const QByteArray line = socket->readLine(kMaxLine).trimmed();
    socket->setProperty("answered", true);
    const QString link = QString::fromUtf8(line);
    qCInfo(lcLinks) << "link handed over by another start";
    const QString error = m_handler ? m_handler(link) : tr("this console does not open links");
    socket->write(error.isEmpty() ? QByteArray("ok\n")
                                  : QByteArray("error ") + error.simplified().toUtf8() + '\n');
    socket->flush();
    socket->disconnectFromServer();
}

std::optional<InstanceServer::Reply> InstanceServer::handOver(const QString& link, const QString& directory,
                                                              int timeoutMs)
{
    const QString path = socketIn(directory.isEmpty() ? defaultDirectory() : directory);
    if (!QFileInfo::exists(path))
        return std::nullopt;
    QLocalSocket socket;
    socket.connectToServer(path);
    if (!socket.waitForConnected(qMin(timeoutMs, 2000)))
        return std::nullopt;
    socket.write(link.simplified().toUtf8() + '\n');
    socket.waitForBytesWritten(timeoutMs);
    Reply reply;
    QByteArray answer;
    while (!answer.contains('\n') && socket.waitForReadyRead(timeoutMs))
        answer += socket.readAll();
    answer += socket.readAll();
    answer = answer.trimmed();
    if (answer == "ok") {
        reply.opened = true;
    } else if (answer.startsWith("error ")) {
        reply.message = QString::fromUtf8(answer.mid(6));
    } else {
        reply.message = tr("the running console did not answer");
    }
    return reply;
}

} // namespace ui
} // namespace cloudly
