// The pieces of TLS trust that are not a connection: fingerprint normalization (colons, spaces, upper case),
// reading a private CA's PEM file with errors that name the file, and the profile fields (pin and CA file)
// as validated and stored by ProfileStore.
#include "core/net/tlstrust.h"
#include "core/session/profilestore.h"
#include "testpki.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using core::Profile;
using core::ProfileStore;
namespace tlstrust = core::tlstrust;

class TestTlsTrust : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    test::TestPki m_pki;

    Profile profile(const QString& name) const
    {
        Profile p;
        p.name = name;
        p.url = QUrl(QStringLiteral("wss://cloudly.example.com"));
        p.authKind = Profile::AuthKind::MachineToken;
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_pki.make(m_dir.filePath(QStringLiteral("pki")), &error), qPrintable(error));
    }

    void normalizeSha256_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected"); // empty: rejected
        const QString hex =
            QStringLiteral("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
        QTest::newRow("plain") << hex << hex;
        QTest::newRow("upper") << hex.toUpper() << hex;
        QTest::newRow("colons upper") << test::TestPki::withColonsUpper(hex) << hex;
        QTest::newRow("spaces") << QStringLiteral(
                                       " 01 23 45 67 89 ab cd ef 01 23 45 67 89 ab cd ef 01 23 45 67 89 "
                                       "ab cd ef 01 23 45 67 89 ab cd ef ")
                                << hex;
        QTest::newRow("too short") << hex.left(62) << QString();
        QTest::newRow("too long") << hex + QStringLiteral("00") << QString();
        QTest::newRow("not hex") << QString(hex).replace(0, 1, QLatin1Char('g')) << QString();
        QTest::newRow("sha1 length") << hex.left(40) << QString();
        QTest::newRow("empty") << QString() << QString();
    }
    void normalizeSha256()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const std::optional<QString> got = tlstrust::normalizeSha256(input);
        QCOMPARE(got.value_or(QString()), expected);
        QCOMPARE(Profile::normalizeFingerprint(input).value_or(QString()), expected);
    }

    void sha256IsTheLeafDigest()
    {
        QCOMPARE(tlstrust::sha256(m_pki.self), m_pki.selfSha256);
        QCOMPARE(tlstrust::sha256(m_pki.self).size(), 64);
        QVERIFY(tlstrust::sha256(QSslCertificate()).isEmpty());
    }

    void loadCaFileReadsPem()
    {
        QString error = QStringLiteral("stale");
        const QList<QSslCertificate> certs = tlstrust::loadCaFile(m_pki.caFile, &error);
        QCOMPARE(certs.size(), 1);
        QCOMPARE(certs.first(), m_pki.ca);
        QVERIFY(error.isEmpty());

        // A bundle: every certificate is read.
        const QString bundle = m_dir.filePath(QStringLiteral("bundle.pem"));
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_pki.ca.toPem() + m_pki.self.toPem());
        f.close();
        QCOMPARE(tlstrust::loadCaFile(bundle, &error).size(), 2);
    }

    void loadCaFileNamesTheFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QTest::newRow("missing") << m_dir.filePath(QStringLiteral("missing.pem"))
                                 << QStringLiteral("cannot read");
        QTest::newRow("directory") << m_dir.path() << QStringLiteral("directory");
        QTest::newRow("not pem") << QStringLiteral("NOTPEM") << QStringLiteral("no PEM certificate");
        QTest::newRow("a key, no certificate")
            << QStringLiteral("KEY") << QStringLiteral("no PEM certificate");
    }
    void loadCaFileNamesTheFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        if (path == QLatin1String("NOTPEM"))
            path = m_pki.notPemFile;
        else if (path == QLatin1String("KEY"))
            path = m_pki.selfKeyFile;
        QString error;
        QVERIFY(tlstrust::loadCaFile(path, &error).isEmpty());
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void profileValidatesTheCaFile()
    {
        Profile p = profile(QStringLiteral("private"));
        p.caCertificateFile = m_pki.notPemFile;
        const core::ProfileError bad = core::validateProfile(p);
        QCOMPARE(bad.field, QStringLiteral("caCertificateFile"));
        QVERIFY2(bad.message.startsWith(QStringLiteral("caCertificateFile: ")), qPrintable(bad.message));
        QVERIFY2(bad.message.contains(m_pki.notPemFile), qPrintable(bad.message));
        p.caCertificateFile = m_pki.caFile;
        QVERIFY(!core::validateProfile(p).isError());
    }

    void profileStoreKeepsPinAndCaFile()
    {
        const QString settings = m_dir.filePath(QStringLiteral("settings.ini"));
        Profile p = profile(QStringLiteral("private"));
        p.pinnedCertificateSha256 = test::TestPki::withColonsUpper(m_pki.leafSha256);
        p.caCertificateFile = m_pki.caFile;
        {
            ProfileStore store(settings);
            const core::ProfileError error = store.add(p);
            QVERIFY2(!error.isError(), qPrintable(error.message));
        }
        ProfileStore again(settings);
        const std::optional<Profile> read = again.profile(QStringLiteral("private"));
        QVERIFY(read);
        QCOMPARE(read->pinnedCertificateSha256.value_or(QString()), m_pki.leafSha256); // normalized
        QCOMPARE(read->caCertificateFile, m_pki.caFile);

        // An unusable CA file is refused and the file is left as it was.
        Profile broken = profile(QStringLiteral("broken"));
        broken.caCertificateFile = m_pki.notPemFile;
        const core::ProfileError error = again.add(broken);
        QCOMPARE(error.field, QStringLiteral("caCertificateFile"));
        QVERIFY(!again.contains(QStringLiteral("broken")));

        // Without a CA file nothing is written for it.
        Profile plain = profile(QStringLiteral("plain"));
        QVERIFY(!again.add(plain).isError());
        QCOMPARE(again.profile(QStringLiteral("plain"))->caCertificateFile, QString());
    }
};

QTEST_GUILESS_MAIN(TestTlsTrust)
#include "tst_tlstrust.moc"
