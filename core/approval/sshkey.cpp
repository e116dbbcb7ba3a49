#include "core/approval/sshkey.h"

#include "sshwire_p.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QStringList>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <memory>

namespace cloudly {
namespace core {
namespace approval {
namespace {

constexpr int kMinRsaBits = 2048;

struct PkeyFree
{
    void operator()(EVP_PKEY* p) const { EVP_PKEY_free(p); }
};
struct PkeyCtxFree
{
    void operator()(EVP_PKEY_CTX* p) const { EVP_PKEY_CTX_free(p); }
};
struct MdCtxFree
{
    void operator()(EVP_MD_CTX* p) const { EVP_MD_CTX_free(p); }
};
struct BnFree
{
    void operator()(BIGNUM* p) const { BN_free(p); }
};
struct ParamBldFree
{
    void operator()(OSSL_PARAM_BLD* p) const { OSSL_PARAM_BLD_free(p); }
};
struct ParamFree
{
    void operator()(OSSL_PARAM* p) const { OSSL_PARAM_free(p); }
};
struct EcdsaSigFree
{
    void operator()(ECDSA_SIG* p) const { ECDSA_SIG_free(p); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
using Bn = std::unique_ptr<BIGNUM, BnFree>;

const unsigned char* bytes(const QByteArray& a)
{
    return reinterpret_cast<const unsigned char*>(a.constData());
}

// An SSH mpint as a non-negative BIGNUM; nullptr for a negative or empty value.
Bn positiveBignum(const QByteArray& mpint)
{
    if (mpint.isEmpty() || (static_cast<quint8>(mpint.at(0)) & 0x80) != 0)
        return nullptr;
    return Bn(BN_bin2bn(bytes(mpint), static_cast<int>(mpint.size()), nullptr));
}

struct KeyParts
{
    QString type;
    QByteArray ed25519; // 32 bytes
    QByteArray ecPoint; // uncompressed point, 65 bytes
    QByteArray rsaE;    // mpint
    QByteArray rsaN;    // mpint
};

std::optional<KeyParts> parseBlob(const QByteArray& blob, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<KeyParts> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    SshWireReader r(blob);
    const std::optional<QByteArray> type = r.string();
    if (!type)
        return fail(SshPublicKey::tr("the key is not in the SSH wire format"));
    KeyParts parts;
    parts.type = QString::fromLatin1(*type);
    if (parts.type == QLatin1String("ssh-ed25519")) {
        const std::optional<QByteArray> key = r.string();
        if (!key || key->size() != 32 || !r.atEnd())
            return fail(SshPublicKey::tr("the ssh-ed25519 key is malformed"));
        parts.ed25519 = *key;
    } else if (parts.type == QLatin1String("ecdsa-sha2-nistp256")) {
        const std::optional<QByteArray> curve = r.string();
        const std::optional<QByteArray> point = r.string();
        if (!curve || *curve != "nistp256" || !point || point->size() != 65 || point->at(0) != 0x04 ||
            !r.atEnd())
            return fail(SshPublicKey::tr("the ecdsa-sha2-nistp256 key is malformed"));
        parts.ecPoint = *point;
    } else if (parts.type == QLatin1String("ssh-rsa")) {
        const std::optional<QByteArray> e = r.string();
        const std::optional<QByteArray> n = r.string();
        if (!e || !n || !r.atEnd() || !positiveBignum(*e) || !positiveBignum(*n))
            return fail(SshPublicKey::tr("the ssh-rsa key is malformed"));
        parts.rsaE = *e;
        parts.rsaN = *n;
    } else if (parts.type.startsWith(QLatin1String("sk-"))) {
        return fail(SshPublicKey::tr("security-key (FIDO) keys such as %1 are not supported; use an Ed25519, "
                                     "ECDSA P-256 or RSA key")
                        .arg(parts.type));
    } else if (parts.type.contains(QLatin1String("-cert-v01@"))) {
        return fail(
            SshPublicKey::tr("SSH certificates (%1) are not supported; use the plain key").arg(parts.type));
    } else {
        return fail(SshPublicKey::tr("unsupported key type \"%1\" (supported: ssh-ed25519, "
                                     "ecdsa-sha2-nistp256, ssh-rsa)")
                        .arg(parts.type.left(64)));
    }
    return parts;
}

Pkey fromParams(const char* algorithm, OSSL_PARAM_BLD* build)
{
    std::unique_ptr<OSSL_PARAM, ParamFree> params(OSSL_PARAM_BLD_to_param(build));
    std::unique_ptr<EVP_PKEY_CTX, PkeyCtxFree> ctx(EVP_PKEY_CTX_new_from_name(nullptr, algorithm, nullptr));
    if (!params || !ctx || EVP_PKEY_fromdata_init(ctx.get()) != 1)
        return nullptr;
    EVP_PKEY* key = nullptr;
    if (EVP_PKEY_fromdata(ctx.get(), &key, EVP_PKEY_PUBLIC_KEY, params.get()) != 1)
        return nullptr;
    return Pkey(key);
}

Pkey makeKey(const KeyParts& parts)
{
    if (!parts.ed25519.isEmpty())
        return Pkey(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, bytes(parts.ed25519),
                                                static_cast<size_t>(parts.ed25519.size())));
    std::unique_ptr<OSSL_PARAM_BLD, ParamBldFree> build(OSSL_PARAM_BLD_new());
    if (!build)
        return nullptr;
    if (!parts.ecPoint.isEmpty()) {
        if (OSSL_PARAM_BLD_push_utf8_string(build.get(), OSSL_PKEY_PARAM_GROUP_NAME, "P-256", 0) != 1 ||
            OSSL_PARAM_BLD_push_octet_string(build.get(), OSSL_PKEY_PARAM_PUB_KEY, parts.ecPoint.constData(),
                                             static_cast<size_t>(parts.ecPoint.size())) != 1)
            return nullptr;
        return fromParams("EC", build.get());
    }
    const Bn n = positiveBignum(parts.rsaN);
    const Bn e = positiveBignum(parts.rsaE);
    if (!n || !e || OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_N, n.get()) != 1 ||
        OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_E, e.get()) != 1)
        return nullptr;
    return fromParams("RSA", build.get());
}

// The ECDSA signature (mpint r, mpint s) as the DER that EVP expects.
QByteArray ecdsaDer(const QByteArray& sshSignature)
{
    SshWireReader r(sshSignature);
    const std::optional<QByteArray> rBytes = r.string();
    const std::optional<QByteArray> sBytes = r.string();
    if (!rBytes || !sBytes || !r.atEnd())
        return {};
    Bn rn = positiveBignum(*rBytes);
    Bn sn = positiveBignum(*sBytes);
    std::unique_ptr<ECDSA_SIG, EcdsaSigFree> sig(ECDSA_SIG_new());
    if (!rn || !sn || !sig || ECDSA_SIG_set0(sig.get(), rn.get(), sn.get()) != 1)
        return {};
    (void)rn.release(); // owned by sig now
    (void)sn.release();
    const int length = i2d_ECDSA_SIG(sig.get(), nullptr);
    if (length <= 0)
        return {};
    QByteArray der(length, Qt::Uninitialized);
    auto* out = reinterpret_cast<unsigned char*>(der.data());
    if (i2d_ECDSA_SIG(sig.get(), &out) != length)
        return {};
    return der;
}

} // namespace

std::optional<SshPublicKey> SshPublicKey::fromBlob(const QByteArray& blob, QString* error)
{
    const std::optional<KeyParts> parts = parseBlob(blob, error);
    if (!parts)
        return std::nullopt;
    SshPublicKey key;
    key.type = parts->type;
    key.blob = blob;
    return key;
}

std::optional<SshPublicKey> SshPublicKey::fromOpenSshLine(const QString& line, QString* error)
{
    const QStringList fields = line.trimmed().split(QRegularExpression(QStringLiteral("[ \t]+")));
    if (fields.size() < 2) {
        if (error)
            *error = tr("not an SSH public key line (expected \"TYPE BASE64 [COMMENT]\")");
        return std::nullopt;
    }
    const auto decoded =
        QByteArray::fromBase64Encoding(fields.at(1).toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty()) {
        if (error)
            *error = tr("the key's base64 field is not valid base64");
        return std::nullopt;
    }
    std::optional<SshPublicKey> key = fromBlob(decoded.decoded, error);
    if (!key)
        return std::nullopt;
    if (key->type != fields.at(0)) {
        if (error)
            *error = tr("the key says it is %1 but its data is %2").arg(fields.at(0).left(64), key->type);
        return std::nullopt;
    }
    key->comment = fields.mid(2).join(QLatin1Char(' '));
    return key;
}

QString SshPublicKey::fingerprint() const
{
    QByteArray b64 = QCryptographicHash::hash(blob, QCryptographicHash::Sha256).toBase64();
    while (b64.endsWith('='))
        b64.chop(1);
    return QStringLiteral("SHA256:") + QString::fromLatin1(b64);
}

QString SshPublicKey::toOpenSshLine() const
{
    QString line = type + QLatin1Char(' ') + QString::fromLatin1(blob.toBase64());
    if (!comment.isEmpty())
        line += QLatin1Char(' ') + comment;
    return line;
}

bool SshPublicKey::verify(const QByteArray& signatureBlob, const QByteArray& data, QString* error) const
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const std::optional<KeyParts> parts = parseBlob(blob, error);
    if (!parts)
        return false;
    SshWireReader r(signatureBlob);
    const std::optional<QByteArray> algorithm = r.string();
    const std::optional<QByteArray> signature = r.string();
    if (!algorithm || !signature || !r.atEnd())
        return fail(tr("the signature is not in the SSH wire format"));
    const QString alg = QString::fromLatin1(*algorithm);

    const EVP_MD* md = nullptr;
    QByteArray sig = *signature;
    if (parts->type == QLatin1String("ssh-ed25519")) {
        if (alg != parts->type || sig.size() != 64)
            return fail(tr("the signature is not an ssh-ed25519 signature"));
    } else if (parts->type == QLatin1String("ecdsa-sha2-nistp256")) {
        if (alg != parts->type)
            return fail(tr("the signature is not an ecdsa-sha2-nistp256 signature"));
        md = EVP_sha256();
        sig = ecdsaDer(sig);
        if (sig.isEmpty())
            return fail(tr("the ECDSA signature is malformed"));
    } else {
        if (alg == QLatin1String("rsa-sha2-512"))
            md = EVP_sha512();
        else if (alg == QLatin1String("rsa-sha2-256"))
            md = EVP_sha256();
        else
            return fail(tr("RSA signature algorithm \"%1\" is not accepted (only rsa-sha2-512 and "
                           "rsa-sha2-256; SHA-1 ssh-rsa signatures are refused)")
                            .arg(alg.left(64)));
    }
    const Pkey key = makeKey(*parts);
    if (!key)
        return fail(tr("OpenSSL could not load the %1 key").arg(parts->type));
    if (parts->type == QLatin1String("ssh-rsa") && EVP_PKEY_get_bits(key.get()) < kMinRsaBits)
        return fail(tr("the RSA key has fewer than %1 bits").arg(kMinRsaBits));
    std::unique_ptr<EVP_MD_CTX, MdCtxFree> ctx(EVP_MD_CTX_new());
    if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, md, nullptr, key.get()) != 1)
        return fail(tr("OpenSSL could not start verifying"));
    const int result = EVP_DigestVerify(ctx.get(), bytes(sig), static_cast<size_t>(sig.size()), bytes(data),
                                        static_cast<size_t>(data.size()));
    if (result != 1)
        return fail(tr("the signature does not match the signed data"));
    return true;
}

} // namespace approval
} // namespace core
} // namespace cloudly
