#pragma once

#include <QList>
#include <QSslCertificate>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// What a wss:// connection trusts besides the system's CAs: a pinned leaf certificate (its SHA-256) and the
// CA certificates of one PEM file (a private CA, for that connection only).
namespace tlstrust {

// Accepts "AB:CD:…", "ab cd …" or plain hex; returns 64 lower-case hex digits, or nullopt when the text is
// not a SHA-256 fingerprint.
std::optional<QString> normalizeSha256(const QString& text);

// The SHA-256 fingerprint of `certificate`: 64 lower-case hex digits (empty for a null certificate).
QString sha256(const QSslCertificate& certificate);

// The certificates of the PEM file at `path`. Empty, with a translated *error that names the file, when the
// file cannot be read or holds no PEM certificate.
QList<QSslCertificate> loadCaFile(const QString& path, QString* error);

} // namespace tlstrust
} // namespace core
} // namespace cloudly
