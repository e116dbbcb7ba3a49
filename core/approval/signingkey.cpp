#include "core/approval/signingkey.h"

#include "core/approval/sshsig.h"
#include "sshwire_p.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <unistd.h>

namespace cloudly {
namespace core {
namespace approval {
namespace {

const QByteArray kOpenSshBegin = QByteArrayLiteral("-----BEGIN OPENSSH PRIVATE KEY-----");
const QByteArray kOpenSshEnd = QByteArrayLiteral("-----END OPENSSH PRIVATE KEY-----");
const QByteArray kOpenSshMagic = QByteArrayLiteral("openssh-key-v1");

std::optional<QByteArray> readSmall(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = SigningKey::tr("cannot read the key %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    if (f.size() > SigningKey::kMaxFileBytes) {
        if (error)
            *error = SigningKey::tr("%1 is too large to be an SSH key").arg(path);
        return std::nullopt;
    }
    return f.readAll();
}

} // namespace

std::optional<SigningKey> SigningKey::inspect(const QString& path, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<SigningKey> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const std::optional<QByteArray> bytes = readSmall(path, error);
    if (!bytes)
        return std::nullopt;
    SigningKey key;
    key.path = QFileInfo(path).absoluteFilePath();
    const QByteArray trimmed = bytes->trimmed();
    QString lineError;
    if (trimmed.startsWith(kOpenSshBegin)) {
        const qsizetype end = trimmed.indexOf(kOpenSshEnd);
        if (end < 0)
            return fail(tr("%1: the private key is cut short").arg(path));
        const QByteArray base64 =
            trimmed.mid(kOpenSshBegin.size(), end - kOpenSshBegin.size()).simplified().replace(' ', "");
        const auto decoded = QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || !decoded.decoded.startsWith(kOpenSshMagic + '\0'))
            return fail(tr("%1 is not an OpenSSH private key").arg(path));
        SshWireReader r(decoded.decoded.mid(kOpenSshMagic.size() + 1));
        const std::optional<QByteArray> cipher = r.string();
        const std::optional<QByteArray> kdf = r.string();
        const std::optional<QByteArray> kdfOptions = r.string();
        const std::optional<quint32> count = r.uint32();
        const std::optional<QByteArray> publicBlob = r.string();
        if (!cipher || !kdf || !kdfOptions || !count || *count != 1 || !publicBlob)
            return fail(tr("%1 is not an OpenSSH private key with one key").arg(path));
        key.encrypted = *cipher != "none";
        key.publicKey = SshPublicKey::fromBlob(*publicBlob, &lineError);
        if (!key.publicKey)
            return fail(tr("%1: %2").arg(path, lineError));
    } else if (trimmed.startsWith("-----BEGIN ") && trimmed.contains("PRIVATE KEY-----")) {
        // PEM private keys (RSA/EC/PKCS#8): the public half only from a .pub beside it.
        key.encrypted = trimmed.contains("ENCRYPTED");
    } else {
        key.publicKey = SshPublicKey::fromOpenSshLine(QString::fromUtf8(trimmed), &lineError);
        if (!key.publicKey)
            return fail(tr("%1 is neither a private key nor a public key: %2").arg(path, lineError));
        key.publicOnly = true;
        key.comment = key.publicKey->comment;
        return key;
    }
    // The comment of a private key is inside its (possibly encrypted) part: take it from KEY.pub.
    if (QFileInfo::exists(path + QStringLiteral(".pub"))) {
        if (const std::optional<QByteArray> pub = readSmall(path + QStringLiteral(".pub"), nullptr)) {
            const std::optional<SshPublicKey> pk =
                SshPublicKey::fromOpenSshLine(QString::fromUtf8(pub->trimmed()), nullptr);
            if (pk && (!key.publicKey || *pk == *key.publicKey)) {
                key.publicKey = pk;
                key.comment = pk->comment;
            }
        }
    }
    return key;
}

std::optional<QByteArray> signWithSshKeygen(const QByteArray& message, const SigningKey& key,
                                            const QString& nameSpace, const QByteArray& passphrase,
                                            QString* error, int timeoutMs)
{
    const auto fail = [error](const QString& text) -> std::optional<QByteArray> {
        if (error)
            *error = text;
        return std::nullopt;
    };
    const QString program = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
    if (program.isEmpty())
        return fail(SigningKey::tr("ssh-keygen (OpenSSH) is not installed; it signs approvals"));
    QTemporaryDir dir;
    if (!dir.isValid())
        return fail(SigningKey::tr("cannot make a temporary directory: %1").arg(dir.errorString()));
    // The statement is not secret; ssh-keygen reads it from a file so that standard input stays free for
    // the passphrase.
    const QString messagePath = dir.filePath(QStringLiteral("statement"));
    {
        QFile f(messagePath);
        if (!f.open(QIODevice::WriteOnly) || f.write(message) != message.size())
            return fail(SigningKey::tr("cannot write %1: %2").arg(messagePath, f.errorString()));
    }
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "SSH_ASKPASS", "SSH_ASKPASS_REQUIRE"})
        env.remove(QString::fromLatin1(name));
    process.setProcessEnvironment(env);
    // No controlling terminal: readpassphrase() falls back to standard input.
    process.setChildProcessModifier([] { ::setsid(); });
    process.start(program, {QStringLiteral("-q"), QStringLiteral("-Y"), QStringLiteral("sign"),
                            QStringLiteral("-n"), nameSpace, QStringLiteral("-f"), key.path, messagePath});
    if (!process.waitForStarted(timeoutMs))
        return fail(SigningKey::tr("ssh-keygen did not start: %1").arg(process.errorString()));
    if (!passphrase.isEmpty()) {
        QByteArray line = passphrase + '\n';
        process.write(line);
        line.fill('\0');
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return fail(SigningKey::tr("ssh-keygen did not finish within %1 s").arg(timeoutMs / 1000));
    }
    const QString stderrText = QString::fromUtf8(process.readAllStandardError())
                                   .remove(QStringLiteral("Enter passphrase:"))
                                   .simplified();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        if (key.encrypted && passphrase.isEmpty())
            return fail(SigningKey::tr("the key %1 needs its passphrase").arg(key.path));
        return fail(
            SigningKey::tr("ssh-keygen could not sign with %1: %2")
                .arg(key.path, stderrText.isEmpty() ? SigningKey::tr("no reason given") : stderrText));
    }
    QFile sigFile(messagePath + QStringLiteral(".sig"));
    if (!sigFile.open(QIODevice::ReadOnly))
        return fail(SigningKey::tr("ssh-keygen wrote no signature"));
    const QByteArray armored = sigFile.read(SshSignature::kMaxArmoredBytes + 1);
    QString checkError;
    const std::optional<SshSignature> sig = SshSignature::fromArmored(armored, &checkError);
    if (!sig || !sig->verify(message, nameSpace, &checkError))
        return fail(SigningKey::tr("ssh-keygen's signature does not verify: %1").arg(checkError));
    if (key.publicKey && !(sig->key == *key.publicKey))
        return fail(SigningKey::tr("ssh-keygen signed with another key than %1").arg(key.path));
    return armored;
}

} // namespace approval
} // namespace core
} // namespace cloudly
