#pragma once

#include "core/approval/sshkey.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// The key an approver signs with, as `ssh-keygen -Y sign -f PATH` takes it: a private key file, or a
// public key (.pub) whose private half is in the running ssh-agent. Reads only what is in clear text
// (the key type, whether the private key is passphrase-protected, the public key); never the secret.
struct SigningKey
{
    static constexpr qint64 kMaxFileBytes = 64 * 1024;

    QString path;
    bool publicOnly = false;               // a .pub: the private half must be in ssh-agent
    bool encrypted = false;                // a private key protected by a passphrase
    std::optional<SshPublicKey> publicKey; // from the .pub file or the OpenSSH private key's header
    QString comment;                       // the public key's comment, the default principal; "" when unknown

    static std::optional<SigningKey> inspect(const QString& path, QString* error);

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::SigningKey)
};

// Signs `message` in namespace `nameSpace` by running OpenSSH's own `ssh-keygen -Y sign` (our process
// does no private-key crypto). The passphrase, when the key needs one, goes to ssh-keygen on its standard
// input: ssh-keygen runs in a new session (setsid) without a controlling terminal and without
// DISPLAY/SSH_ASKPASS, which is when OpenSSH's readpassphrase() reads standard input. It never appears on
// a command line, in the environment or on disk. Returns the armored signature, checked with our own
// verifier against the key before it is returned; nullopt with a translated *error otherwise.
std::optional<QByteArray> signWithSshKeygen(const QByteArray& message, const SigningKey& key,
                                            const QString& nameSpace, const QByteArray& passphrase,
                                            QString* error, int timeoutMs = 60000);

} // namespace approval
} // namespace core
} // namespace cloudly
