#include "tlsoptions.h"

#include "core/net/tlstrust.h"

#include <QFileInfo>

namespace cloudly {
namespace ctl {

QString applyTlsOptions(Options& options, const std::optional<QString>& pinOption,
                        const std::optional<QString>& caFileOption)
{
    const QString pin = pinOption.value_or(qEnvironmentVariable("CLOUDLY_PIN_SHA256")).trimmed();
    options.pinFromEnvironment = !pinOption.has_value();
    options.pinnedCertificateSha256.clear();
    if (!pin.isEmpty()) {
        const std::optional<QString> normalized = core::tlstrust::normalizeSha256(pin);
        if (!normalized)
            return QStringLiteral(
                       "%1 needs the SHA-256 fingerprint of the server certificate (64 hex digits, "
                       "colons allowed, e.g. AB:CD:…), got \"%2\"")
                .arg(pinOption ? QStringLiteral("--pin-sha256") : QStringLiteral("CLOUDLY_PIN_SHA256"), pin);
        options.pinnedCertificateSha256 = *normalized;
    } else if (pinOption) {
        return QStringLiteral("--pin-sha256 needs the SHA-256 fingerprint of the server certificate, got an "
                              "empty value");
    }

    const QString caFile = caFileOption.value_or(qEnvironmentVariable("CLOUDLY_CA_FILE")).trimmed();
    options.caFileFromEnvironment = !caFileOption.has_value();
    options.caCertificateFile.clear();
    if (!caFile.isEmpty()) {
        QString error;
        if (core::tlstrust::loadCaFile(caFile, &error).isEmpty())
            return QStringLiteral("%1: %2").arg(
                caFileOption ? QStringLiteral("--ca-file") : QStringLiteral("CLOUDLY_CA_FILE"), error);
        options.caCertificateFile = QFileInfo(caFile).absoluteFilePath();
    } else if (caFileOption) {
        return QStringLiteral("--ca-file needs a PEM file of CA certificates, got an empty value");
    }
    return {};
}

QString certificateRefusalText(const Options& options, const QString& sha256, const QString& reason)
{
    QString text = QStringLiteral("cloudlyctl: TLS certificate rejected: %1").arg(reason);
    if (sha256.isEmpty())
        return text;
    text += QStringLiteral("\n  SHA-256 fingerprint presented by the server: %1").arg(sha256);
    if (!options.pinnedCertificateSha256.isEmpty()) {
        text +=
            QStringLiteral("\n  SHA-256 fingerprint pinned: %1"
                           "\n  Only if you know the server's certificate was replaced on purpose, pin the "
                           "new one: --pin-sha256 %2")
                .arg(options.pinnedCertificateSha256, sha256);
        return text;
    }
    text +=
        QStringLiteral("\n  If you trust this certificate, pin it: cloudlyctl --pin-sha256 %1 … (or "
                       "CLOUDLY_PIN_SHA256=%1),"
                       "\n  or save it in a profile: cloudlyctl profiles add NAME --url URL --pin-sha256 %1"
                       "\n  If a private CA signed it, trust that CA instead: --ca-file CA.pem (or "
                       "CLOUDLY_CA_FILE)")
            .arg(sha256);
    return text;
}

} // namespace ctl
} // namespace cloudly
