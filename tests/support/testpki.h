#pragma once

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QString>

namespace cloudly {
namespace test {
// A throw-away public-key infrastructure made by openssl for one test run, in `dir`:
//  - ca.pem / ca.key: a test CA that no system trusts;
//  - leaf.pem / leaf.key: a server certificate for localhost and 127.0.0.1 signed by that CA;
//  - other.pem / other.key: a second leaf signed by the same CA (a "CA-valid but not the pinned" one);
//  - self.pem / self.key: a self-signed server certificate for localhost and 127.0.0.1;
//  - expired.pem / expired.key: the same, but valid only on 1 January 2020;
//  - otherhost.pem / otherhost.key: a self-signed certificate for cloudly.invalid only (not this host);
//  - cahost.pem / cahost.key: signed by the test CA, for cloudly.invalid only;
//  - notpem.txt: a file that is not PEM at all.
// Fingerprints are SHA-256, 64 lower-case hex digits.
struct TestPki
{
    QString dir;
    QString caFile, caKeyFile;
    QString leafFile, leafKeyFile, otherFile, otherKeyFile;
    QString selfFile, selfKeyFile;
    QString expiredFile, expiredKeyFile, otherHostFile, otherHostKeyFile, caHostFile, caHostKeyFile;
    QString notPemFile;
    QSslCertificate ca, leaf, other, self, expired, otherHost, caHost;
    QSslKey leafKey, otherKey, selfKey, expiredKey, otherHostKey, caHostKey;
    QString leafSha256, otherSha256, selfSha256, expiredSha256, otherHostSha256, caHostSha256;

    // Makes everything; false with *error set when openssl failed.
    bool make(const QString& directory, QString* error);

    // A server configuration presenting `certificate` with `key` (client certificates not asked for).
    static QSslConfiguration serverConfiguration(const QSslCertificate& certificate, const QSslKey& key);
    static QString sha256(const QSslCertificate& certificate);
    // "AB:CD:…": the fingerprint as `openssl x509 -fingerprint -sha256` prints it.
    static QString withColonsUpper(const QString& sha256);
};

} // namespace test
} // namespace cloudly
