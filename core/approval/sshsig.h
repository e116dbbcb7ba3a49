#pragma once

#include "core/approval/sshkey.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// An OpenSSH signature in the SSHSIG format (what `ssh-keygen -Y sign` writes): the armored text
// "-----BEGIN SSH SIGNATURE-----" … "-----END SSH SIGNATURE-----" around the base64 of
//   "SSHSIG" uint32(1) string(public key) string(namespace) string(reserved) string(hash) string(signature)
// The signature covers "SSHSIG" string(namespace) string(reserved) string(hash) string(H(message)), H being
// SHA-512 or SHA-256 as `hash` names it.
struct SshSignature
{
    static constexpr int kMaxArmoredBytes = 64 * 1024;

    SshPublicKey key;
    QString nameSpace;
    QByteArray reserved;
    QString hashAlgorithm; // "sha512" | "sha256"
    QByteArray signature;  // SSH signature blob: string(algorithm) string(bytes)

    // Parses the armored text. Fails (nullopt, translated *error) on anything not exactly that format,
    // unknown hash algorithms and key types included.
    static std::optional<SshSignature> fromArmored(const QByteArray& armored, QString* error);

    // The bytes the signature covers for `message`.
    QByteArray signedData(const QByteArray& message) const;

    // True when the signature is a valid one by `key` over `message` in `expectedNamespace`.
    bool verify(const QByteArray& message, const QString& expectedNamespace, QString* error) const;

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::SshSignature)
};

} // namespace approval
} // namespace core
} // namespace cloudly
