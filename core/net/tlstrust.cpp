#include "core/net/tlstrust.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace cloudly {
namespace core {
namespace tlstrust {

std::optional<QString> normalizeSha256(const QString& text)
{
    QString hex;
    hex.reserve(64);
    for (const QChar c : text) {
        if (c == QLatin1Char(':') || c.isSpace())
            continue;
        hex.append(c.toLower());
    }
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-f]{64}$"));
    if (!pattern.match(hex).hasMatch())
        return std::nullopt;
    return hex;
}

bool pinWaives(QSslError::SslError error)
{
    switch (error) {
    case QSslError::UnableToGetIssuerCertificate:
    case QSslError::UnableToGetLocalIssuerCertificate:
    case QSslError::UnableToVerifyFirstCertificate:
    case QSslError::SelfSignedCertificate:
    case QSslError::SelfSignedCertificateInChain:
    case QSslError::CertificateUntrusted:
    case QSslError::InvalidCaCertificate:
    case QSslError::PathLengthExceeded:
    case QSslError::UnableToDecryptCertificateSignature:
    case QSslError::CertificateSignatureFailed:
    case QSslError::AuthorityIssuerSerialNumberMismatch:
    case QSslError::SubjectIssuerMismatch:
        return true; // about the issuer: the pin is the trust anchor instead
    default:
        return false;
    }
}

QString sha256(const QSslCertificate& certificate)
{
    if (certificate.isNull())
        return {};
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex());
}

QList<QSslCertificate> loadCaFile(const QString& path, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return QList<QSslCertificate>();
    };
    if (path.isEmpty())
        return fail(QCoreApplication::translate("TlsTrust", "no CA certificate file given"));
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("TlsTrust", "cannot read the CA certificate file %1: %2")
                        .arg(path, QFileInfo(path).isDir()
                                       ? QCoreApplication::translate("TlsTrust", "it is a directory")
                                       : file.errorString()));
    // A CA bundle is small; anything much larger is not one (and is not read whole into memory).
    constexpr qint64 MaxBytes = 16 * 1024 * 1024;
    const QByteArray bytes = file.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes)
        return fail(QCoreApplication::translate("TlsTrust",
                                                "the CA certificate file %1 is larger than 16 MB: not a PEM "
                                                "certificate bundle")
                        .arg(path));
    QList<QSslCertificate> certificates = QSslCertificate::fromData(bytes, QSsl::Pem);
    certificates.removeIf([](const QSslCertificate& c) { return c.isNull(); });
    if (certificates.isEmpty())
        return fail(QCoreApplication::translate(
                        "TlsTrust",
                        "the CA certificate file %1 holds no PEM certificate (expected \"-----BEGIN "
                        "CERTIFICATE-----\")")
                        .arg(path));
    if (error)
        error->clear();
    return certificates;
}

} // namespace tlstrust
} // namespace core
} // namespace cloudly
