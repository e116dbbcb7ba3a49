#pragma once

#include <QList>
#include <QSslCertificate>
#include <QSslError>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// Why a connection's certificate was refused, for whoever decides what to offer next (the connect dialog
// offers to pin only a first, unpinned, self-signed certificate; a pin mismatch is refused hard).
struct CertificateRefusal
{
    enum class Kind
    {
        None,
        Untrusted,            // no pin, and no CA vouches for the certificate (or the chain is invalid)
        PinMismatch,          // a pin is set and the server presented another certificate
        PinnedButInvalid,     // the pinned certificate, but expired, not yet valid or for another host
        PinWithoutEncryption, // a pin is set for a ws:// URL: nothing was connected
    };
    Kind kind = Kind::None;
    QString presentedSha256; // 64 lower-case hex digits; empty when none was presented
    QString pinnedSha256;    // the pin in force, empty when none
    bool selfSigned = false; // the presented certificate signed itself
    QString reason;          // translated, names both fingerprints where there are two
};

// What a wss:// connection trusts besides the system's CAs: a pinned leaf certificate (its SHA-256) and the
// CA certificates of one PEM file (a private CA, for that connection only).
namespace tlstrust {

// Accepts "AB:CD:…", "ab cd …" or plain hex; returns 64 lower-case hex digits, or nullopt when the text is
// not a SHA-256 fingerprint.
std::optional<QString> normalizeSha256(const QString& text);

// Whether a certificate that matches the pin is accepted despite `error`: a pin replaces the CAs (who vouches
// for the certificate), nothing else. Expiry, a validity that has not begun, a name that is not the host's
// and a revoked or blacklisted certificate still refuse it.
bool pinWaives(QSslError::SslError error);

// The SHA-256 fingerprint of `certificate`: 64 lower-case hex digits (empty for a null certificate).
QString sha256(const QSslCertificate& certificate);

// The certificates of the PEM file at `path`. Empty, with a translated *error that names the file, when the
// file cannot be read or holds no PEM certificate.
QList<QSslCertificate> loadCaFile(const QString& path, QString* error);

} // namespace tlstrust
} // namespace core
} // namespace cloudly
