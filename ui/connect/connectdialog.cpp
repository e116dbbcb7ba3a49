#include "ui/connect/connectdialog.h"

#include "ui/a11y/clearbutton.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using core::Profile;

namespace {

// validateProfile() messages start with "<field>: "; under the field itself that prefix is noise.
QString withoutFieldPrefix(const QString& message, const QString& field)
{
    const QString prefix = field + QStringLiteral(": ");
    QString text = message.startsWith(prefix) ? message.mid(prefix.size()) : message;
    // Sentence case, unless the sentence starts with a URL ("ws://host sends …").
    if (!text.isEmpty() && !text.section(QLatin1Char(' '), 0, 0).contains(QStringLiteral("://")))
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

ConnectDialog::ConnectDialog(QWidget* parent)
    : QDialog(parent), m_url(new QLineEdit(this)), m_authKind(new QComboBox(this)),
      m_usernameLabel(new QLabel(tr("&Username:"), this)), m_username(new QLineEdit(this)),
      m_secretLabel(new QLabel(this)), m_secret(new QLineEdit(this)),
      m_allowInsecure(new QCheckBox(tr("Allow an &unencrypted connection to this remote host"), this)),
      m_pin(new QLineEdit(this)), m_caFile(new QLineEdit(this)),
      m_caBrowse(new QPushButton(tr("&Browse…"), this)), m_refusal(new QLabel(this)),
      m_trust(new QPushButton(tr("&Trust this certificate"), this)),
      m_demo(new QPushButton(tr("&Demo"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Connect to Cloudly"));
    m_url->setObjectName(QStringLiteral("url"));
    m_url->setPlaceholderText(tr("wss://cloudly.example.com"));
    enableClearButton(m_url);
    m_authKind->setObjectName(QStringLiteral("authKind"));
    m_authKind->addItem(tr("Admin password"), int(Profile::AuthKind::AdminPassword));
    m_authKind->addItem(tr("Machine token"), int(Profile::AuthKind::MachineToken));
    m_username->setObjectName(QStringLiteral("username"));
    m_secret->setObjectName(QStringLiteral("secret"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_allowInsecure->setObjectName(QStringLiteral("allowInsecureRemote"));
    m_pin->setObjectName(QStringLiteral("pinnedCertificateSha256"));
    m_pin->setPlaceholderText(tr("optional: SHA-256 fingerprint, e.g. AB:CD:…"));
    m_pin->setToolTip(tr("Accept only the server certificate with this SHA-256 fingerprint, even one that no "
                         "certificate authority vouches for (self-signed). Checked on every connection."));
    enableClearButton(m_pin);
    m_caFile->setObjectName(QStringLiteral("caCertificateFile"));
    m_caFile->setPlaceholderText(tr("optional: PEM file of a private CA"));
    m_caFile->setToolTip(tr("Also trust the certificate authorities in this PEM file, for this server only"));
    enableClearButton(m_caFile);
    m_caBrowse->setObjectName(QStringLiteral("caCertificateFileBrowse"));
    m_caBrowse->setToolTip(tr("Choose the PEM file of a private certificate authority"));
    m_refusal->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_refusal->setObjectName(QStringLiteral("certificateRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_refusal->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_refusal->setVisible(false);
    m_trust->setObjectName(QStringLiteral("trustPresentedCertificate"));
    m_trust->setToolTip(tr("Pin the fingerprint shown above: this server is accepted only with exactly "
                           "this certificate"));
    m_trust->setVisible(false);
    m_demo->setObjectName(QStringLiteral("demo"));
    m_demo->setToolTip(tr("Fill in the embedded demo server (admin / demo)"));
    m_demo->setVisible(false);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("C&onnect"));
    m_buttons->addButton(m_demo, QDialogButtonBox::ResetRole);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto* urlLabel = new QLabel(tr("&Server URL:"), this);
    urlLabel->setBuddy(m_url);
    auto* authLabel = new QLabel(tr("&Log in with:"), this);
    authLabel->setBuddy(m_authKind);
    m_usernameLabel->setBuddy(m_username);
    m_secretLabel->setBuddy(m_secret);

    const auto addField = [&](QLabel* label, QWidget* field, const QString& key) {
        auto* column = new QVBoxLayout;
        column->setSpacing(2);
        column->addWidget(field);
        column->addWidget(makeMessageLabel(key));
        form->addRow(label, column);
    };
    addField(urlLabel, m_url, QStringLiteral("url"));
    form->addRow(QString(), m_allowInsecure);
    form->addRow(QString(), makeMessageLabel(QStringLiteral("allowInsecureRemote")));
    form->addRow(authLabel, m_authKind);
    addField(m_usernameLabel, m_username, QStringLiteral("username"));
    addField(m_secretLabel, m_secret, QStringLiteral("secret"));
    auto* pinLabel = new QLabel(tr("Certificate &pin:"), this);
    pinLabel->setBuddy(m_pin);
    addField(pinLabel, m_pin, QStringLiteral("pinnedCertificateSha256"));
    auto* refusalRow = new QVBoxLayout;
    refusalRow->setSpacing(4);
    refusalRow->addWidget(m_refusal);
    refusalRow->addWidget(m_trust, 0, Qt::AlignLeft);
    form->addRow(QString(), refusalRow);
    auto* caLabel = new QLabel(tr("Private &CA:"), this);
    caLabel->setBuddy(m_caFile);
    auto* caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile);
    caRow->addWidget(m_caBrowse);
    auto* caColumn = new QVBoxLayout;
    caColumn->setSpacing(2);
    caColumn->addLayout(caRow);
    caColumn->addWidget(makeMessageLabel(QStringLiteral("caCertificateFile")));
    form->addRow(caLabel, caColumn);
    buildSafetyFields(form);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 92);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    connect(m_demo, &QPushButton::clicked, this, &ConnectDialog::demoRequested);
    connect(m_caBrowse, &QPushButton::clicked, this, &ConnectDialog::chooseCaFile);
    connect(m_trust, &QPushButton::clicked, this, &ConnectDialog::trustPresented);
    connect(m_authKind, &QComboBox::currentIndexChanged, this, &ConnectDialog::updateAuthKind);
    connect(m_url, &QLineEdit::textChanged, this, [this] {
        const Profile p = collect().profile;
        m_allowInsecure->setVisible(p.isInsecureRemote() || m_allowInsecure->isChecked());
    });
    m_allowInsecure->setVisible(false);
    updateAuthKind();
}

QLabel* ConnectDialog::makeMessageLabel(const QString& field)
{
    auto* label = new QLabel(this);
    label->setObjectName(field + QStringLiteral("Message"));
    label->setWordWrap(true);
    label->setVisible(false);
    // Use the whole field column (QFormLayout only grows expanding fields).
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    label->setPalette(pal);
    m_messages.insert(field, label);
    return label;
}

void ConnectDialog::setProfile(const Profile& profile)
{
    m_url->setText(profile.url.toString());
    m_authKind->setCurrentIndex(m_authKind->findData(static_cast<int>(profile.authKind)));
    m_username->setText(profile.username);
    m_allowInsecure->setChecked(profile.allowInsecureRemote);
    m_allowInsecure->setVisible(profile.isInsecureRemote() || profile.allowInsecureRemote);
    m_pin->setText(profile.pinnedCertificateSha256 ? displayFingerprint(*profile.pinnedCertificateSha256)
                                                   : QString());
    m_caFile->setText(profile.caCertificateFile);
    m_stage->setCurrentIndex(m_stage->findData(static_cast<int>(profile.stage)));
    m_protected->setChecked(profile.isProtected);
    m_readOnly->setChecked(profile.readOnly);
}

void ConnectDialog::buildSafetyFields(QFormLayout* form)
{
    m_stage = new QComboBox(this);
    m_stage->setObjectName(QStringLiteral("stage"));
    m_stage->addItem(tr("None"), static_cast<int>(Profile::Stage::None));
    m_stage->addItem(tr("Development"), static_cast<int>(Profile::Stage::Development));
    m_stage->addItem(tr("Staging"), static_cast<int>(Profile::Stage::Staging));
    m_stage->addItem(tr("Production"), static_cast<int>(Profile::Stage::Production));
    m_stage->setToolTip(tr("Shown in a coloured band across the window and in the title, so this server "
                           "cannot be mistaken for another"));
    m_protected = new QCheckBox(tr("P&rotected: type the profile name before any change is sent"), this);
    m_protected->setObjectName(QStringLiteral("protected"));
    m_readOnly = new QCheckBox(tr("&Read-only: never send a change to this server"), this);
    m_readOnly->setObjectName(QStringLiteral("readOnly"));
    auto* stageLabel = new QLabel(tr("&Stage:"), this);
    stageLabel->setBuddy(m_stage);
    form->addRow(stageLabel, m_stage);
    form->addRow(QString(), m_protected);
    form->addRow(QString(), m_readOnly);
    // Production is protected unless the user unticks it afterwards.
    connect(m_stage, &QComboBox::activated, this, [this] {
        m_protected->setChecked(
            Profile::protectedByDefault(static_cast<Profile::Stage>(m_stage->currentData().toInt())));
    });
}

QString ConnectDialog::displayFingerprint(const QString& sha256)
{
    QStringList pairs;
    for (qsizetype i = 0; i + 1 < sha256.size(); i += 2)
        pairs << sha256.mid(i, 2).toUpper();
    return pairs.join(QLatin1Char(':'));
}

void ConnectDialog::showCertificateRefused(const core::CertificateRefusal& refusal)
{
    using Kind = core::CertificateRefusal::Kind;
    m_presented = refusal.presentedSha256;
    // A pin is offered for a first certificate only: none pinned yet, and self-signed (a CA's certificate
    // that is not trusted here wants that CA's file, not a pin).
    m_trustOffered = refusal.kind == Kind::Untrusted && refusal.pinnedSha256.isEmpty() &&
                     refusal.selfSigned && !m_presented.isEmpty();
    QString text;
    if (refusal.kind == Kind::PinMismatch) {
        text =
            tr("The server's certificate changed. It presented the certificate with SHA-256 fingerprint\n%1\n"
               "but this server is pinned to\n%2\nSomeone may be intercepting the connection. Do not "
               "connect unless your administrator confirms that the certificate was replaced; then enter "
               "the fingerprint they give you as the pin.")
                .arg(displayFingerprint(m_presented), displayFingerprint(refusal.pinnedSha256));
    } else if (m_presented.isEmpty()) {
        text = tr("The connection was refused: %1").arg(refusal.reason);
    } else if (m_trustOffered) {
        text = tr("The server's certificate was refused: %1\nIt presented the certificate with SHA-256 "
                  "fingerprint\n%2\nCompare it with the fingerprint your administrator gave you before you "
                  "trust it.")
                   .arg(refusal.reason, displayFingerprint(m_presented));
    } else {
        text = tr("The server's certificate was refused: %1\nIt presented the certificate with SHA-256 "
                  "fingerprint\n%2")
                   .arg(refusal.reason, displayFingerprint(m_presented));
    }
    m_refusal->setText(text);
    m_refusal->setVisible(true);
    QPalette pal = m_refusal->palette();
    pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_refusal->setPalette(pal);
    m_trust->setVisible(m_trustOffered);
    fitToMessages();
}

void ConnectDialog::trustPresented()
{
    if (m_presented.isEmpty() || !m_trustOffered)
        return;
    m_trustOffered = false;
    // An explicit decision of the user: the pin field now holds exactly the certificate that was shown.
    m_pin->setText(displayFingerprint(m_presented));
    m_trust->setVisible(false);
    m_refusal->setText(tr("Pinned %1: press Connect to try again with exactly this certificate.")
                           .arg(displayFingerprint(m_presented)));
    m_refusal->setPalette(palette());
    fitToMessages();
}

void ConnectDialog::chooseCaFile()
{
    // Qt's own file dialog (not the platform's) so it behaves the same everywhere, tests included.
    auto* chooser = new QFileDialog(this, tr("Choose the PEM file of a private CA"));
    chooser->setObjectName(QStringLiteral("caCertificateFileChooser"));
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setOption(QFileDialog::DontUseNativeDialog, true);
    chooser->setFileMode(QFileDialog::ExistingFile);
    chooser->setNameFilters({tr("PEM certificates (*.pem *.crt *.cer)"), tr("All files (*)")});
    const QString current = m_caFile->text().trimmed();
    if (!current.isEmpty())
        chooser->setDirectory(QFileInfo(current).absolutePath());
    connect(chooser, &QFileDialog::fileSelected, this, [this](const QString& file) {
        m_caFile->setText(QFileInfo(file).absoluteFilePath());
        setMessage(QStringLiteral("caCertificateFile"), QString());
    });
    chooser->open();
}

void ConnectDialog::setDemoAvailable(bool available)
{
    m_demo->setVisible(available);
}

void ConnectDialog::fillDemo(const QUrl& url)
{
    m_url->setText(url.toString());
    m_authKind->setCurrentIndex(m_authKind->findData(static_cast<int>(Profile::AuthKind::AdminPassword)));
    m_username->setText(QStringLiteral("admin"));
    m_secret->setText(QStringLiteral("demo"));
    m_allowInsecure->setChecked(false);
    m_allowInsecure->setVisible(false);
    m_pin->clear();
    m_caFile->clear();
    m_presented.clear();
    m_trustOffered = false;
    m_refusal->setVisible(false);
    m_trust->setVisible(false);
    clearMessages();
}

void ConnectDialog::updateAuthKind()
{
    const bool password =
        m_authKind->currentData().toInt() == static_cast<int>(Profile::AuthKind::AdminPassword);
    m_usernameLabel->setVisible(password);
    m_username->setVisible(password);
    m_messages.value(QStringLiteral("username"))->setVisible(false);
    m_secretLabel->setText(password ? tr("&Password:") : tr("&Token:"));
    m_secret->setPlaceholderText(password ? QString() : tr("machine token of a machine user"));
}

ConnectDialog::Request ConnectDialog::collect() const
{
    Request r;
    r.profile.url = QUrl::fromUserInput(m_url->text().trimmed());
    // fromUserInput turns "host:port" into http://; keep what the user typed when it has a scheme.
    if (m_url->text().contains(QStringLiteral("://")))
        r.profile.url = QUrl(m_url->text().trimmed());
    r.profile.name = r.profile.url.host().isEmpty() ? tr("connection") : r.profile.url.host();
    r.profile.authKind = Profile::AuthKind(m_authKind->currentData().toInt());
    r.profile.username =
        r.profile.authKind == Profile::AuthKind::AdminPassword ? m_username->text().trimmed() : QString();
    r.profile.allowInsecureRemote = m_allowInsecure->isChecked();
    const QString pin = m_pin->text().trimmed();
    if (!pin.isEmpty())
        r.profile.pinnedCertificateSha256 = Profile::normalizeFingerprint(pin).value_or(pin);
    r.profile.caCertificateFile = m_caFile->text().trimmed();
    r.profile.stage = static_cast<Profile::Stage>(m_stage->currentData().toInt());
    r.profile.isProtected = m_protected->isChecked();
    r.profile.readOnly = m_readOnly->isChecked();
    r.secret = m_secret->text();
    return r;
}

void ConnectDialog::clearMessages()
{
    for (QLabel* label : std::as_const(m_messages)) {
        label->clear();
        label->setVisible(false);
    }
    fitToMessages();
}

QString ConnectDialog::messageFor(const QString& field) const
{
    const QLabel* label = m_messages.value(field);
    return label ? label->text() : QString();
}

void ConnectDialog::setMessage(const QString& field, const QString& message)
{
    if (QLabel* label = m_messages.value(field)) {
        label->setText(message);
        label->setVisible(!message.isEmpty());
        fitToMessages();
    }
}

void ConnectDialog::fitToMessages()
{
    // Wrapped labels need height-for-width, which the minimum size of a top-level widget ignores: resize
    // once the layout has settled so no message is cut off.
    QTimer::singleShot(
        0, this, [this] { resize(width(), std::max(minimumSizeHint().height(), heightForWidth(width()))); });
}

bool ConnectDialog::validate()
{
    clearMessages();
    const Request r = collect();
    QWidget* firstBad = nullptr;
    const auto show = [&](const QString& field, const QString& text, QWidget* widget) {
        QLabel* label = m_messages.value(field);
        label->setText(text);
        label->setVisible(true);
        if (!firstBad)
            firstBad = widget;
    };
    const QString pin = m_pin->text().trimmed();
    const bool badPin = !pin.isEmpty() && !Profile::normalizeFingerprint(pin);
    if (badPin)
        show(QStringLiteral("pinnedCertificateSha256"),
             tr("Not a SHA-256 fingerprint: 64 hex digits, colons allowed (got \"%1\")").arg(pin), m_pin);
    if (m_url->text().trimmed().isEmpty()) {
        show(QStringLiteral("url"), tr("Enter the server URL, e.g. wss://cloudly.example.com"), m_url);
    } else if (const core::ProfileError e = core::validateProfile(r.profile);
               e.isError() && !(badPin && e.field == QLatin1String("pinnedCertificateSha256"))) {
        const QString field = e.field == QLatin1String("name") ? QStringLiteral("url") : e.field;
        if (field == QLatin1String("allowInsecureRemote"))
            m_allowInsecure->setVisible(true);
        QWidget* widget = field == QLatin1String("username") ? static_cast<QWidget*>(m_username)
                          : field == QLatin1String("allowInsecureRemote")
                              ? static_cast<QWidget*>(m_allowInsecure)
                          : field == QLatin1String("caCertificateFile") ? static_cast<QWidget*>(m_caFile)
                          : field == QLatin1String("pinnedCertificateSha256") ? static_cast<QWidget*>(m_pin)
                                                                              : static_cast<QWidget*>(m_url);
        show(m_messages.contains(field) ? field : QStringLiteral("url"),
             withoutFieldPrefix(e.message, e.field), widget);
    }
    if (r.profile.authKind == Profile::AuthKind::AdminPassword && r.profile.username.isEmpty() &&
        messageFor(QStringLiteral("username")).isEmpty())
        show(QStringLiteral("username"), tr("Enter the admin user name"), m_username);
    if (r.secret.isEmpty()) {
        show(QStringLiteral("secret"),
             r.profile.authKind == Profile::AuthKind::AdminPassword ? tr("Enter the password")
                                                                    : tr("Paste the machine token"),
             m_secret);
    }
    if (firstBad)
        firstBad->setFocus();
    fitToMessages();
    return firstBad == nullptr;
}

void ConnectDialog::accept()
{
    if (validate())
        QDialog::accept();
}

ConnectDialog::Request ConnectDialog::request() const
{
    return collect();
}

} // namespace ui
} // namespace cloudly