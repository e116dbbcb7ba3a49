#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// An SSH public key as OpenSSH writes it ("ssh-ed25519 AAAA… comment"): the key type, the wire blob the
// base64 decodes to, and the comment. Only the key types verify() knows are accepted by fromBlob():
// ssh-ed25519, ecdsa-sha2-nistp256 and ssh-rsa (verified as rsa-sha2-512 / rsa-sha2-256).
struct SshPublicKey
{
    QString type;    // "ssh-ed25519"
    QByteArray blob; // the SSH wire encoding of the key (what the base64 field holds)
    QString comment;

    // Checks that `blob` is a well-formed key of a supported type whose type string is the blob's own.
    static std::optional<SshPublicKey> fromBlob(const QByteArray& blob, QString* error);
    // One `type base64 [comment]` line (the .pub file format).
    static std::optional<SshPublicKey> fromOpenSshLine(const QString& line, QString* error);

    // "SHA256:" + unpadded base64 of SHA-256(blob), as ssh-keygen -l prints it.
    QString fingerprint() const;
    QString toOpenSshLine() const; // "type base64 comment"

    // Verifies an SSH signature blob (string algorithm, string signature) over `data` with this key, with
    // OpenSSL's EVP interface (no hand-written crypto). False with a translated *error on any failure.
    bool verify(const QByteArray& signatureBlob, const QByteArray& data, QString* error) const;

    bool operator==(const SshPublicKey& other) const { return blob == other.blob; }

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::SshPublicKey)
};

} // namespace approval
} // namespace core
} // namespace cloudly
