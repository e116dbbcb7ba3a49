#include "core/preflight/digest.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

const QRegularExpression& canonicalDigestPattern()
{
    // Fully anchored with \A and \z: unlike JavaScript's `$`, PCRE's `$` would also accept a final "\n".
    static const QRegularExpression pattern(
        QRegularExpression::anchoredPattern(QStringLiteral("sha256:[a-f0-9]{64}")));
    return pattern;
}

} // namespace

bool isCanonicalSha256(const QString& digest)
{
    return canonicalDigestPattern().match(digest).hasMatch();
}

QString sha256Digest(const QByteArray& bytes)
{
    const QByteArray hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return QStringLiteral("sha256:") + QString::fromLatin1(hash.toHex());
}

std::optional<QString> sha256OfFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("cloudly::core::preflight::Digest", "cannot open %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (;;) {
        const QByteArray chunk = file.read(64 * 1024);
        if (chunk.isEmpty())
            break; // end of file or a read error, told apart below
        hash.addData(chunk);
    }
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = QCoreApplication::translate("cloudly::core::preflight::Digest", "cannot read %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    return QStringLiteral("sha256:") + QString::fromLatin1(hash.result().toHex());
}

} // namespace preflight
} // namespace core
} // namespace cloudly