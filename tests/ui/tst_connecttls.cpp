// The console's connect flow for TLS (offscreen), against the in-process demo server serving wss:// with a
// throw-away CA made by openssl: a refused certificate opens the connect dialog with the fingerprint the
// server presented, nothing is pinned until the user presses "Trust this certificate" (offered for a first,
// unpinned, self-signed certificate only: a changed certificate is refused hard, showing both fingerprints),
// and the pin or the private CA chosen in the dialog's file chooser is stored in the profile and used.
#include "core/demo/demoserver.h"
#include "core/net/typedsocketclient.h"
#include "core/session/profilestore.h"
#include "core/session/secretstore.h"
#include "testpki.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/connectdialog.h"
#include "ui/connect/connectionindicator.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/services/consoleservices.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using cloudly::core::DemoOptions;
using cloudly::core::DemoServer;
using cloudly::core::TypedSocketClient;
using cloudly::test::TestPki;
using cloudly::ui::ConnectDialog;
using cloudly::ui::ConsoleApp;

class TestConnectTls : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    TestPki m_pki;

    struct Console
    {
        cloudly::core::MemorySecretStore secrets;
        std::unique_ptr<ConsoleApp> app;
    };
    std::unique_ptr<Console> makeConsole(const QString& tag)
    {
        auto c = std::make_unique<Console>();
        ConsoleApp::Options options;
        options.showConnectDialog = false;
        options.dataDirectory = m_dir.filePath(tag + QStringLiteral("/data"));
        options.settingsPath = m_dir.filePath(tag + QStringLiteral("/settings.ini"));
        options.secretStore = &c->secrets;
        c->app = std::make_unique<ConsoleApp>(options);
        return c;
    }
    static ConnectDialog::Request adminRequest(const QUrl& url)
    {
        ConnectDialog::Request r;
        r.profile.name = url.host(); // what the dialog names it
        r.profile.url = url;
        r.profile.username = QStringLiteral("admin");
        r.secret = QStringLiteral("demo");
        return r;
    }
    std::unique_ptr<DemoServer> tlsServer(const QString& cert, const QString& key)
    {
        DemoOptions o;
        o.tlsCertificateFile = cert;
        o.tlsKeyFile = key;
        auto server = std::make_unique<DemoServer>(o);
        if (!server->listen())
            qWarning() << server->errorString();
        return server;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
        QString error;
        QVERIFY2(m_pki.make(m_dir.filePath(QStringLiteral("pki")), &error), qPrintable(error));
    }

    void refusedCertificateIsShownAndPinnedOnlyOnRequest()
    {
        const std::unique_ptr<DemoServer> server = tlsServer(m_pki.selfFile, m_pki.selfKeyFile);
        QVERIFY(server->isListening());
        QCOMPARE(server->url().scheme(), QStringLiteral("wss"));
        const std::unique_ptr<Console> c = makeConsole(QStringLiteral("pin"));
        ConsoleApp& console = *c->app;
        QVERIFY(console.start());
        console.window()->sessionController()->connectTo(adminRequest(server->url()));

        ConnectDialog* dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (dialog = console.window()->mainWindow()->findChild<ConnectDialog*>()) != nullptr, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->presentedFingerprint(), m_pki.selfSha256, 15000);
        auto* refusal = dialog->findChild<QLabel*>(QStringLiteral("certificateRefusal"));
        auto* trust = dialog->findChild<QPushButton*>(QStringLiteral("trustPresentedCertificate"));
        auto* pin = dialog->findChild<QLineEdit*>(QStringLiteral("pinnedCertificateSha256"));
        auto* secret = dialog->findChild<QLineEdit*>(QStringLiteral("secret"));
        QVERIFY(refusal && trust && pin && secret);
        QTRY_VERIFY(refusal->isVisible());
        QVERIFY2(refusal->text().contains(ConnectDialog::displayFingerprint(m_pki.selfSha256)),
                 qPrintable(refusal->text()));
        QVERIFY(trust->isVisible());
        QVERIFY(console.window()->indicator()->lastError().contains(m_pki.selfSha256));
        // Nothing is pinned on its own, nothing is stored, and the refusal is not retried.
        QVERIFY(pin->text().isEmpty());
        QVERIFY(!console.window()->services().profiles.get()->contains(server->url().host()));
        QTest::qWait(1200);
        QCOMPARE(console.window()->services().client.get()->state(), TypedSocketClient::State::Disconnected);
        QVERIFY(console.window()->services().client.get()->isCertificateRefused());
        QCOMPARE(server->connectionCount(), 0);

        // The user decides to trust exactly this certificate.
        trust->click();
        QCOMPARE(pin->text(), ConnectDialog::displayFingerprint(m_pki.selfSha256));
        QCOMPARE(dialog->request().profile.pinnedCertificateSha256.value_or(QString()), m_pki.selfSha256);
        secret->setText(QStringLiteral("demo"));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.window()->indicator()->identityText(),
                                  QStringLiteral("admin (admin)"), 20000);
        QTRY_VERIFY(console.window()->services().profiles.get()->contains(server->url().host()));
        const auto stored = console.window()->services().profiles.get()->profile(server->url().host());
        QCOMPARE(stored->pinnedCertificateSha256.value_or(QString()), m_pki.selfSha256);
        // The settings file holds the (public) fingerprint, never the password.
        QFile settings(console.window()->services().profiles.get()->settingsPath());
        QVERIFY(settings.open(QIODevice::ReadOnly));
        const QByteArray ini = settings.readAll();
        QVERIFY(ini.contains(m_pki.selfSha256.toUtf8()));
        QVERIFY(!ini.contains("=demo"));
    }

    // A pinned server that presents another certificate: no one-click trust. The dialog says that the
    // certificate changed and shows both fingerprints; the pin stays what it was.
    void changedCertificateIsRefusedHard()
    {
        const std::unique_ptr<DemoServer> server = tlsServer(m_pki.selfFile, m_pki.selfKeyFile);
        QVERIFY(server->isListening());
        const std::unique_ptr<Console> c = makeConsole(QStringLiteral("changed"));
        ConsoleApp& console = *c->app;
        QVERIFY(console.start());
        ConnectDialog::Request request = adminRequest(server->url());
        request.profile.pinnedCertificateSha256 = m_pki.otherSha256; // what the server presented before
        console.window()->sessionController()->connectTo(request);

        ConnectDialog* dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (dialog = console.window()->mainWindow()->findChild<ConnectDialog*>()) != nullptr, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->presentedFingerprint(), m_pki.selfSha256, 15000);
        auto* refusal = dialog->findChild<QLabel*>(QStringLiteral("certificateRefusal"));
        auto* trust = dialog->findChild<QPushButton*>(QStringLiteral("trustPresentedCertificate"));
        QVERIFY(refusal && trust);
        QTRY_VERIFY(refusal->isVisible());
        const QString text = refusal->text();
        QVERIFY2(text.contains(QLatin1String("certificate changed")), qPrintable(text));
        QVERIFY2(text.contains(ConnectDialog::displayFingerprint(m_pki.selfSha256)), qPrintable(text));
        QVERIFY2(text.contains(ConnectDialog::displayFingerprint(m_pki.otherSha256)), qPrintable(text));
        QVERIFY(!trust->isVisible());
        QCOMPARE(console.window()->services().client.get()->certificateRefusal().kind,
                 cloudly::core::CertificateRefusal::Kind::PinMismatch);
        // Even a click that reached the hidden button pins nothing.
        trust->click();
        QVERIFY(dialog->request().profile.pinnedCertificateSha256.value_or(QString()) != m_pki.selfSha256);
        QCOMPARE(server->connectionCount(), 0);
    }

    void privateCaIsChosenInTheDialogAndStored()
    {
        const std::unique_ptr<DemoServer> server = tlsServer(m_pki.leafFile, m_pki.leafKeyFile);
        QVERIFY(server->isListening());
        const std::unique_ptr<Console> c = makeConsole(QStringLiteral("ca"));
        ConsoleApp& console = *c->app;
        QVERIFY(console.start());
        console.window()->sessionController()->connectTo(adminRequest(server->url()));

        ConnectDialog* dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (dialog = console.window()->mainWindow()->findChild<ConnectDialog*>()) != nullptr, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->presentedFingerprint(), m_pki.leafSha256, 15000); // unknown CA
        // Signed by a CA (not self-signed): its CA file is the way, not a pin.
        QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("trustPresentedCertificate"))->isVisible());
        auto* caFile = dialog->findChild<QLineEdit*>(QStringLiteral("caCertificateFile"));
        auto* browse = dialog->findChild<QPushButton*>(QStringLiteral("caCertificateFileBrowse"));
        auto* secret = dialog->findChild<QLineEdit*>(QStringLiteral("secret"));
        QVERIFY(caFile && browse && secret);
        QVERIFY(caFile->isVisible() && browse->isVisible());
        secret->setText(QStringLiteral("demo"));

        // A file that is not PEM is refused inline, naming it.
        caFile->setText(m_pki.notPemFile);
        QVERIFY(!dialog->validate());
        QVERIFY2(dialog->messageFor(QStringLiteral("caCertificateFile")).contains(m_pki.notPemFile),
                 qPrintable(dialog->messageFor(QStringLiteral("caCertificateFile"))));

        // The chooser fills the field.
        browse->click();
        QFileDialog* chooser = nullptr;
        QTRY_VERIFY((chooser = dialog->findChild<QFileDialog*>(QStringLiteral("caCertificateFileChooser"))) !=
                    nullptr);
        QTRY_VERIFY(chooser->isVisible());
        chooser->selectFile(m_pki.caFile);
        static_cast<QDialog*>(chooser)->accept(); // QFileDialog::accept(), as the Open button does
        QTRY_COMPARE(caFile->text(), m_pki.caFile);
        QVERIFY(dialog->validate());
        QCOMPARE(dialog->request().profile.caCertificateFile, m_pki.caFile);
        QVERIFY(!dialog->request().profile.pinnedCertificateSha256);

        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.window()->indicator()->identityText(),
                                  QStringLiteral("admin (admin)"), 20000);
        QTRY_VERIFY(console.window()->services().profiles.get()->contains(server->url().host()));
        QCOMPARE(
            console.window()->services().profiles.get()->profile(server->url().host())->caCertificateFile,
            m_pki.caFile);

        // Opening the dialog again for this profile shows the stored CA file.
        ConnectDialog again;
        again.setProfile(*console.window()->services().profiles.get()->profile(server->url().host()));
        QCOMPARE(again.findChild<QLineEdit*>(QStringLiteral("caCertificateFile"))->text(), m_pki.caFile);
    }
};

QTEST_MAIN(TestConnectTls)
#include "tst_connecttls.moc"
