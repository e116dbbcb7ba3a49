#pragma once

#include "core/net/tlstrust.h"
#include "core/session/profile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cloudly {
namespace ui {
// Asks where to connect and how to log in: server URL, admin password or machine token, username and the
// secret. Problems are shown inline under the field they concern; OK stays usable so the user learns
// what is wrong by trying. The secret never leaves this dialog except through request().
class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    struct Request
    {
        core::Profile profile; // name is derived from the host
        QString secret;        // admin password or machine token
    };

    explicit ConnectDialog(QWidget* parent = nullptr);

    void setProfile(const core::Profile& profile);
    // Enables the "Demo" button; pressing it emits demoRequested(), the owner answers with fillDemo().
    void setDemoAvailable(bool available);
    // Fills the form for the embedded demo server (admin / demo).
    void fillDemo(const QUrl& url);

    // The validated request; only meaningful after accept().
    Request request() const;
    // Runs the checks and shows the messages; returns true when the form can be submitted.
    bool validate();
    // The message currently shown under `field` ("url", "username", "secret", ...), empty if none.
    QString messageFor(const QString& field) const;
    // Shows `message` under `field` (e.g. a failed login under "secret").
    void setMessage(const QString& field, const QString& message);
    // The server's certificate was refused: shows why and the SHA-256 fingerprint it presented. Only a first,
    // unpinned, self-signed certificate may be pinned from here (the user has to press "Trust this
    // certificate"; nothing is pinned on its own). A pin mismatch is refused hard: the certificate changed,
    // both fingerprints are shown and nothing is offered; neither is a pinned certificate that expired or
    // names another host, nor one a CA signed that is not trusted here (its CA file is the way).
    void showCertificateRefused(const core::CertificateRefusal& refusal);
    // The fingerprint shown by showCertificateRefused(), empty when none is shown.
    QString presentedFingerprint() const { return m_presented; }
    // Formats 64 hex digits as "AB:CD:…" (how browsers and openssl show fingerprints).
    static QString displayFingerprint(const QString& sha256);

    void accept() override;

Q_SIGNALS:
    void demoRequested();

private:
    Request collect() const;
    void updateAuthKind();
    void clearMessages();
    void fitToMessages();
    QLabel* makeMessageLabel(const QString& field);
    void chooseCaFile();
    void trustPresented();

    QLineEdit* m_url;
    QComboBox* m_authKind;
    QLabel* m_usernameLabel;
    QLineEdit* m_username;
    QLabel* m_secretLabel;
    QLineEdit* m_secret;
    QCheckBox* m_allowInsecure;
    QLineEdit* m_pin;
    QLineEdit* m_caFile;
    QPushButton* m_caBrowse;
    QLabel* m_refusal;
    QPushButton* m_trust;
    QString m_presented;
    bool m_trustOffered = false;
    QPushButton* m_demo;
    QDialogButtonBox* m_buttons;
    QHash<QString, QLabel*> m_messages;
    // Safety (docs/SAFETY.md): the profile's stage, protection and read-only flag.
    QComboBox* m_stage = nullptr;
    QCheckBox* m_protected = nullptr;
    QCheckBox* m_readOnly = nullptr;
    void buildSafetyFields(QFormLayout* form);
};

} // namespace ui
} // namespace cloudly