#include "testpki.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>

namespace cloudly {
namespace test {
namespace {

bool run(const QStringList& args, QString* error)
{
    QProcess openssl;
    openssl.setProcessChannelMode(QProcess::MergedChannels);
    openssl.start(QStringLiteral("openssl"), args);
    if (!openssl.waitForFinished(60000) || openssl.exitStatus() != QProcess::NormalExit ||
        openssl.exitCode() != 0) {
        *error = QStringLiteral("openssl %1 failed: %2 %3")
                     .arg(args.join(QLatin1Char(' ')), openssl.errorString(),
                          QString::fromLocal8Bit(openssl.readAll()));
        return false;
    }
    return true;
}

bool readCertificate(const QString& path, QSslCertificate* out, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return false;
    }
    *out = QSslCertificate(&f, QSsl::Pem);
    if (out->isNull())
        *error = QStringLiteral("%1 is not a PEM certificate").arg(path);
    return !out->isNull();
}

bool readKey(const QString& path, QSslKey* out, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return false;
    }
    *out = QSslKey(&f, QSsl::Rsa, QSsl::Pem);
    if (out->isNull())
        *error = QStringLiteral("%1 is not a PEM RSA key").arg(path);
    return !out->isNull();
}

} // namespace

bool TestPki::make(const QString& directory, QString* error)
{
    dir = directory;
    if (!QDir().mkpath(directory)) {
        *error = QStringLiteral("cannot create %1").arg(directory);
        return false;
    }
    const QDir d(directory);
    caFile = d.filePath(QStringLiteral("ca.pem"));
    caKeyFile = d.filePath(QStringLiteral("ca.key"));
    leafFile = d.filePath(QStringLiteral("leaf.pem"));
    leafKeyFile = d.filePath(QStringLiteral("leaf.key"));
    otherFile = d.filePath(QStringLiteral("other.pem"));
    otherKeyFile = d.filePath(QStringLiteral("other.key"));
    selfFile = d.filePath(QStringLiteral("self.pem"));
    selfKeyFile = d.filePath(QStringLiteral("self.key"));
    notPemFile = d.filePath(QStringLiteral("notpem.txt"));
    expiredFile = d.filePath(QStringLiteral("expired.pem"));
    expiredKeyFile = d.filePath(QStringLiteral("expired.key"));
    otherHostFile = d.filePath(QStringLiteral("otherhost.pem"));
    otherHostKeyFile = d.filePath(QStringLiteral("otherhost.key"));
    const QString ext = d.filePath(QStringLiteral("leaf.ext"));
    {
        QFile f(ext);
        if (!f.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("cannot write %1").arg(ext);
            return false;
        }
        f.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n"
                "basicConstraints=critical,CA:FALSE\n"
                "keyUsage=critical,digitalSignature,keyEncipherment\n"
                "extendedKeyUsage=serverAuth\n");
    }
    {
        QFile f(notPemFile);
        if (!f.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("cannot write %1").arg(notPemFile);
            return false;
        }
        f.write("this is not a certificate\n");
    }
    const auto s = [](const char* text) { return QString::fromLatin1(text); };
    if (!run({s("req"), s("-x509"), s("-newkey"), s("rsa:2048"), s("-nodes"), s("-keyout"), caKeyFile,
              s("-out"), caFile, s("-days"), s("2"), s("-subj"), s("/CN=Cloudly throw-away test CA"),
              s("-addext"), s("basicConstraints=critical,CA:TRUE"), s("-addext"),
              s("keyUsage=critical,keyCertSign,cRLSign")},
             error))
        return false;
    const QString hostExt = d.filePath(QStringLiteral("cahost.ext"));
    {
        QFile f(hostExt);
        if (!f.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("cannot write %1").arg(hostExt);
            return false;
        }
        f.write("subjectAltName=DNS:cloudly.invalid\nbasicConstraints=critical,CA:FALSE\n"
                "extendedKeyUsage=serverAuth\n");
    }
    const auto signedLeaf = [&](const QString& cert, const QString& key, const QString& cn,
                                const QString& extensions) {
        const QString csr = cert + QStringLiteral(".csr");
        return run({s("req"), s("-new"), s("-newkey"), s("rsa:2048"), s("-nodes"), s("-keyout"), key,
                    s("-out"), csr, s("-subj"), QStringLiteral("/CN=") + cn},
                   error) &&
               run({s("x509"), s("-req"), s("-in"), csr, s("-CA"), caFile, s("-CAkey"), caKeyFile,
                    s("-CAcreateserial"), s("-out"), cert, s("-days"), s("2"), s("-extfile"), extensions},
                   error);
    };
    caHostFile = d.filePath(QStringLiteral("cahost.pem"));
    caHostKeyFile = d.filePath(QStringLiteral("cahost.key"));
    if (!signedLeaf(leafFile, leafKeyFile, s("localhost"), ext) ||
        !signedLeaf(otherFile, otherKeyFile, s("localhost"), ext) ||
        !signedLeaf(caHostFile, caHostKeyFile, s("cloudly.invalid"), hostExt) ||
        !readCertificate(caHostFile, &caHost, error) || !readKey(caHostKeyFile, &caHostKey, error))
        return false;
    caHostSha256 = sha256(caHost);
    if (!run({s("req"), s("-x509"), s("-newkey"), s("rsa:2048"), s("-nodes"), s("-keyout"), selfKeyFile,
              s("-out"), selfFile, s("-days"), s("2"), s("-subj"), s("/CN=localhost"), s("-addext"),
              s("subjectAltName=DNS:localhost,IP:127.0.0.1")},
             error))
        return false;
    if (!run({s("req"), s("-x509"), s("-newkey"), s("rsa:2048"), s("-nodes"), s("-keyout"), otherHostKeyFile,
              s("-out"), otherHostFile, s("-days"), s("2"), s("-subj"), s("/CN=cloudly.invalid"),
              s("-addext"), s("subjectAltName=DNS:cloudly.invalid")},
             error))
        return false;
    {
        // Expired: `openssl req` only counts days from now, `openssl ca` takes dates (self-signed here).
        const QString cnf = d.filePath(QStringLiteral("expired.cnf"));
        const QString csr = d.filePath(QStringLiteral("expired.csr"));
        QFile index(d.filePath(QStringLiteral("index.txt")));
        QFile serial(d.filePath(QStringLiteral("serial")));
        QFile config(cnf);
        if (!index.open(QIODevice::WriteOnly) || !serial.open(QIODevice::WriteOnly) ||
            !config.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("cannot write the openssl ca files in %1").arg(directory);
            return false;
        }
        serial.write("01\n");
        config.write(
            QStringLiteral("[ca]\ndefault_ca=d\n[d]\ndatabase=%1\nnew_certs_dir=%2\nserial=%3\n"
                           "default_md=sha256\npolicy=p\nunique_subject=no\n[p]\ncommonName=supplied\n")
                .arg(index.fileName(), directory, serial.fileName())
                .toUtf8());
        index.close();
        serial.close();
        config.close();
        if (!run({s("req"), s("-new"), s("-newkey"), s("rsa:2048"), s("-nodes"), s("-keyout"), expiredKeyFile,
                  s("-out"), csr, s("-subj"), s("/CN=localhost")},
                 error) ||
            !run({s("ca"), s("-batch"), s("-notext"), s("-config"), cnf, s("-selfsign"), s("-keyfile"),
                  expiredKeyFile, s("-in"), csr, s("-startdate"), s("20200101000000Z"), s("-enddate"),
                  s("20200102000000Z"), s("-extfile"), ext, s("-out"), expiredFile},
                 error))
            return false;
    }
    if (!readCertificate(expiredFile, &expired, error) ||
        !readCertificate(otherHostFile, &otherHost, error) || !readKey(expiredKeyFile, &expiredKey, error) ||
        !readKey(otherHostKeyFile, &otherHostKey, error))
        return false;
    expiredSha256 = sha256(expired);
    otherHostSha256 = sha256(otherHost);
    if (!readCertificate(caFile, &ca, error) || !readCertificate(leafFile, &leaf, error) ||
        !readCertificate(otherFile, &other, error) || !readCertificate(selfFile, &self, error) ||
        !readKey(leafKeyFile, &leafKey, error) || !readKey(otherKeyFile, &otherKey, error) ||
        !readKey(selfKeyFile, &selfKey, error))
        return false;
    leafSha256 = sha256(leaf);
    otherSha256 = sha256(other);
    selfSha256 = sha256(self);
    return true;
}

QSslConfiguration TestPki::serverConfiguration(const QSslCertificate& certificate, const QSslKey& key)
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificate(certificate);
    config.setPrivateKey(key);
    config.setPeerVerifyMode(QSslSocket::VerifyNone);
    return config;
}

QString TestPki::sha256(const QSslCertificate& certificate)
{
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex());
}

QString TestPki::withColonsUpper(const QString& sha256)
{
    QStringList pairs;
    for (qsizetype i = 0; i < sha256.size(); i += 2)
        pairs << sha256.mid(i, 2).toUpper();
    return pairs.join(QLatin1Char(':'));
}

} // namespace test
} // namespace cloudly
