#include "ui/preflight/approvaldialog.h"

#include "core/approval/approvalsigning.h"
#include "core/approval/approvalstore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {

using core::approval::ApprovalStatement;

ApprovalDialog::ApprovalDialog(const core::preflight::Receipt& receipt, ApprovalStatement::Verdict verdict,
                               core::approval::ApprovalStore* store, QWidget* parent)
    : QDialog(parent), m_receipt(receipt), m_verdict(verdict), m_store(store)
{
    const bool approve = verdict == ApprovalStatement::Verdict::Approve;
    setWindowTitle(approve ? tr("Approve this report") : tr("Reject this report"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(approve ? tr("You are signing that you approve exactly these facts. If any of them "
                                "changes, this approval no longer counts.")
                           : tr("You are signing a rejection of exactly these facts. While it stands, "
                                "no number of approvals lets this deployment pass."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_subject = new QLabel;
    m_subject->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subject->setObjectName(QStringLiteral("approvalSubject"));
    QString error;
    const auto subject = core::approval::ApprovalSubject::fromReceipt(receipt, &error);
    if (subject) {
        QString html = QStringLiteral("<table>");
        const auto row = [&html](const QString& name, const QString& value) {
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td><tt>%2</tt></td></tr>")
                        .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
        };
        row(tr("Service"), receipt.serviceLabel());
        row(tr("Version"), subject->version);
        row(tr("Revision"), subject->revision);
        row(tr("Intent digest"), subject->intentDigest);
        row(tr("Configuration digest"), subject->configurationDigest);
        row(tr("Image digest"),
            subject->imageDigest.isString() ? subject->imageDigest.toString() : tr("none"));
        row(tr("Server"), subject->server);
        html += QStringLiteral("</table>");
        m_subject->setText(html);
    } else {
        m_subject->setText(error.toHtmlEscaped());
    }
    layout->addWidget(m_subject);

    auto* form = new QFormLayout;
    auto* keyRow = new QHBoxLayout;
    m_key = new QLineEdit;
    m_key->setPlaceholderText(tr("private key file, or a .pub whose key is in ssh-agent"));
    auto* browse = new QPushButton(tr("Choose…"));
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(browse);
    form->addRow(tr("SSH key"), keyRow);
    m_principal = new QLineEdit;
    m_principal->setPlaceholderText(tr("your name in the allowed signers file"));
    form->addRow(tr("Principal"), m_principal);
    m_passphrase = new QLineEdit;
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setPlaceholderText(tr("only if the key is protected; kept in memory only"));
    form->addRow(tr("Passphrase"), m_passphrase);
    m_reason = new QPlainTextEdit;
    m_reason->setPlaceholderText(approve ? tr("optional") : tr("required: why this must not be deployed"));
    m_reason->setMaximumHeight(70);
    form->addRow(tr("Reason"), m_reason);
    m_validity = new QComboBox(this);
    m_validity->addItem(tr("until the facts change"), 0);
    m_validity->addItem(tr("24 hours"), 24LL * 3600 * 1000);
    m_validity->addItem(tr("7 days"), 7LL * 24 * 3600 * 1000);
    m_validity->setVisible(approve);
    if (approve)
        form->addRow(tr("Valid"), m_validity);
    layout->addLayout(form);

    auto* note =
        new QLabel(tr("Recorded by this console, not by Cloudly: the approval is a file signed with your "
                      "SSH key by ssh-keygen, kept beside the receipt and checked by anyone with the "
                      "allowed signers file."));
    note->setWordWrap(true);
    note->setEnabled(false);
    layout->addWidget(note);
    m_error = new QLabel;
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    m_error->hide();
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(approve ? tr("Sign approval") : tr("Sign rejection"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(subject.has_value());
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ApprovalDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ApprovalDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ApprovalDialog::onBrowse);
    connect(m_key, &QLineEdit::editingFinished, this, [this] { setKeyPath(m_key->text()); });
    const QString defaultKey = QDir::homePath() + QStringLiteral("/.ssh/id_ed25519");
    if (QFileInfo::exists(defaultKey))
        setKeyPath(defaultKey);
}

QString ApprovalDialog::subjectText() const
{
    QString text = m_subject->text();
    text.replace(QStringLiteral("</tr>"), QStringLiteral("\n"));
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    return text.trimmed();
}

QString ApprovalDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ApprovalDialog::setKeyPath(const QString& path)
{
    m_key->setText(path);
    const auto key = core::approval::SigningKey::inspect(path, nullptr);
    if (!key)
        return;
    if (m_principal->text().isEmpty())
        m_principal->setText(key->comment);
    m_passphrase->setEnabled(key->encrypted);
}

void ApprovalDialog::onBrowse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose your SSH key"),
                                                      QDir::homePath() + QStringLiteral("/.ssh"));
    if (!path.isEmpty())
        setKeyPath(path);
}

bool ApprovalDialog::submit()
{
    const auto fail = [this](const QString& message) {
        m_error->setText(message);
        m_error->show();
        return false;
    };
    QString error;
    const auto key = core::approval::SigningKey::inspect(m_key->text(), &error);
    if (!key)
        return fail(error);
    const auto statement = core::approval::statementForReceipt(
        m_receipt, m_verdict, m_principal->text(), m_reason->toPlainText().trimmed(),
        m_verdict == ApprovalStatement::Verdict::Approve ? m_validity->currentData().toLongLong() : 0,
        &error);
    if (!statement)
        return fail(error);
    QByteArray passphrase = m_passphrase->text().toUtf8();
    const auto file = core::approval::signStatement(*statement, *key, passphrase, &error);
    passphrase.fill('\0');
    m_passphrase->clear();
    if (!file)
        return fail(error);
    m_saved = m_store->save(m_receipt.id, *file, &error);
    if (m_saved.isEmpty())
        return fail(error);
    m_error->hide();
    return true;
}

void ApprovalDialog::accept()
{
    if (submit())
        QDialog::accept();
}

} // namespace ui
} // namespace cloudly
