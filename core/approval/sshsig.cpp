#include "core/approval/sshsig.h"

#include "sshwire_p.h"

#include <QCryptographicHash>

namespace cloudly {
namespace core {
namespace approval {
namespace {

const QByteArray kMagic = QByteArrayLiteral("SSHSIG");
const QByteArray kBegin = QByteArrayLiteral("-----BEGIN SSH SIGNATURE-----");
const QByteArray kEnd = QByteArrayLiteral("-----END SSH SIGNATURE-----");
constexpr quint32 kVersion = 1;

} // namespace

std::optional<SshSignature> SshSignature::fromArmored(const QByteArray& armored, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<SshSignature> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (armored.size() > kMaxArmoredBytes)
        return fail(tr("the signature is larger than %1 bytes").arg(kMaxArmoredBytes));
    QList<QByteArray> lines = armored.split('\n');
    for (QByteArray& line : lines)
        if (line.endsWith('\r'))
            line.chop(1);
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    if (lines.size() < 3 || lines.first() != kBegin || lines.last() != kEnd)
        return fail(tr("not an SSH signature (expected the lines %1 … %2)")
                        .arg(QString::fromLatin1(kBegin), QString::fromLatin1(kEnd)));
    QByteArray base64;
    for (qsizetype i = 1; i + 1 < lines.size(); ++i)
        base64 += lines.at(i);
    const auto decoded = QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return fail(tr("the SSH signature is not valid base64"));

    SshWireReader r(decoded.decoded);
    const std::optional<QByteArray> magic = r.raw(kMagic.size());
    const std::optional<quint32> version = r.uint32();
    if (!magic || *magic != kMagic)
        return fail(tr("the SSH signature does not start with SSHSIG"));
    if (!version || *version != kVersion)
        return fail(tr("unsupported SSH signature version %1").arg(version.value_or(0)));
    const std::optional<QByteArray> publicKey = r.string();
    const std::optional<QByteArray> nameSpace = r.string();
    const std::optional<QByteArray> reserved = r.string();
    const std::optional<QByteArray> hash = r.string();
    const std::optional<QByteArray> signature = r.string();
    if (!publicKey || !nameSpace || !reserved || !hash || !signature || !r.atEnd())
        return fail(tr("the SSH signature is truncated or has trailing data"));
    SshSignature out;
    QString keyError;
    const std::optional<SshPublicKey> key = SshPublicKey::fromBlob(*publicKey, &keyError);
    if (!key)
        return fail(tr("the signing key: %1").arg(keyError));
    out.key = *key;
    out.nameSpace = QString::fromUtf8(*nameSpace);
    out.reserved = *reserved;
    out.hashAlgorithm = QString::fromLatin1(*hash);
    if (out.hashAlgorithm != QLatin1String("sha512") && out.hashAlgorithm != QLatin1String("sha256"))
        return fail(
            tr("unsupported signature hash \"%1\" (sha512 or sha256)").arg(out.hashAlgorithm.left(32)));
    out.signature = *signature;
    return out;
}

QByteArray SshSignature::signedData(const QByteArray& message) const
{
    const auto algorithm =
        hashAlgorithm == QLatin1String("sha256") ? QCryptographicHash::Sha256 : QCryptographicHash::Sha512;
    return kMagic + sshString(nameSpace.toUtf8()) + sshString(reserved) +
           sshString(hashAlgorithm.toLatin1()) + sshString(QCryptographicHash::hash(message, algorithm));
}

bool SshSignature::verify(const QByteArray& message, const QString& expectedNamespace, QString* error) const
{
    if (nameSpace != expectedNamespace) {
        if (error)
            *error = tr("signed for namespace \"%1\", not \"%2\"").arg(nameSpace.left(64), expectedNamespace);
        return false;
    }
    return key.verify(signature, signedData(message), error);
}

} // namespace approval
} // namespace core
} // namespace cloudly
