#include "core/util/privatefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cloudly {
namespace core {
namespace privatefs {
namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("cloudly::core::privatefs", text);
}

void setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

// Follows nothing: a link is left alone, so is a file of another user.
void tightenNative(const QByteArray& native)
{
    struct stat st
    {};
    if (::lstat(native.constData(), &st) != 0 || S_ISLNK(st.st_mode) || st.st_uid != ::geteuid())
        return;
    const mode_t wanted = S_ISDIR(st.st_mode) ? S_IRWXU : (S_IRUSR | S_IWUSR);
    if ((st.st_mode & 07777) != wanted)
        (void)::chmod(native.constData(), wanted);
}
} // namespace

bool makeDirectory(const QString& path, QString* error)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QStringList missing;
    QString at = absolute;
    while (!at.isEmpty() && !QFileInfo(at).exists()) {
        missing.prepend(at);
        const QString up = QFileInfo(at).absolutePath();
        if (up == at)
            break;
        at = up;
    }
    for (const QString& dir : std::as_const(missing)) {
        if (::mkdir(QFile::encodeName(dir).constData(), S_IRWXU) != 0 && errno != EEXIST) {
            setError(error,
                     tr("cannot create the folder %1: %2")
                         .arg(QDir::toNativeSeparators(dir), QString::fromLocal8Bit(std::strerror(errno))));
            return false;
        }
        tightenNative(QFile::encodeName(dir)); // mkdir's mode went through the umask
    }
    if (!QFileInfo(absolute).isDir()) {
        setError(error, tr("%1 is not a folder").arg(QDir::toNativeSeparators(absolute)));
        return false;
    }
    tightenNative(QFile::encodeName(absolute));
    return true;
}

bool makeFile(const QString& path, QString* error)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, S_IRUSR | S_IWUSR);
    if (fd < 0) {
        setError(error,
                 tr("cannot create %1: %2")
                     .arg(QDir::toNativeSeparators(path), QString::fromLocal8Bit(std::strerror(errno))));
        return false;
    }
    ::close(fd);
    tightenNative(native);
    return true;
}

void tighten(const QString& path)
{
    tightenNative(QFile::encodeName(path));
}

void tightenTree(const QString& root)
{
    if (!QFileInfo(root).isDir() || QFileInfo(root).isSymLink())
        return;
    tighten(root);
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories); // does not descend into linked folders
    while (it.hasNext())
        tighten(it.next());
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.setPermissions(kFilePermissions) &&
        file.write(bytes) == bytes.size() && file.commit())
        return true;
    setError(error, tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return false;
}

} // namespace privatefs
} // namespace core
} // namespace cloudly
