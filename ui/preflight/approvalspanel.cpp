#include "ui/preflight/approvalspanel.h"

#include "core/approval/approvalreport.h"
#include "core/approval/approvalstore.h"
#include "core/approval/releaseauthorization.h"
#include "core/settings/appsettings.h"
#include "ui/preflight/approvaldialog.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {

using namespace core::approval;

namespace {

QString validityText(const ApprovalResult& r)
{
    switch (r.verdict) {
    case ApprovalVerdict::Valid:
        return r.statement && r.statement->expiresAt
                   ? ApprovalsPanel::tr("counts until %1")
                         .arg(QLocale().toString(r.statement->expiresAt->toLocalTime(), QLocale::ShortFormat))
                   : ApprovalsPanel::tr("counts until the facts change");
    case ApprovalVerdict::OtherSubject:
        return ApprovalsPanel::tr("void: %1").arg(shortChangeText(r.changed));
    case ApprovalVerdict::Expired:
        return ApprovalsPanel::tr("void: expired");
    case ApprovalVerdict::BadSignature:
        return ApprovalsPanel::tr("void: bad signature");
    case ApprovalVerdict::UnknownSigner:
        return ApprovalsPanel::tr("void: signer not trusted");
    case ApprovalVerdict::SelfApproval:
        return ApprovalsPanel::tr("void: the deployer cannot approve");
    case ApprovalVerdict::Duplicate:
        return ApprovalsPanel::tr("void: counted once already");
    case ApprovalVerdict::Rejected:
        return ApprovalsPanel::tr("rejection stands");
    }
    return {};
}

} // namespace

ApprovalsPanel::ApprovalsPanel(QWidget* parent) : QWidget(parent)
{
    setAcceptDrops(true);
    setObjectName(QStringLiteral("approvalsPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading = new QLabel(tr("<b>Approvals</b> — recorded by this console, not by Cloudly"));
    layout->addWidget(heading);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("approvalStatus"));
    layout->addWidget(m_status);
    m_authorization = new QLabel;
    m_authorization->setObjectName(QStringLiteral("releaseAuthorization"));
    m_authorization->setWordWrap(true);
    m_authorization->hide();
    layout->addWidget(m_authorization);
    m_trustProblem = new QLabel;
    m_trustProblem->setWordWrap(true);
    m_trustProblem->hide();
    layout->addWidget(m_trustProblem);
    m_list = new QTreeWidget;
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Principal"), tr("Verdict"), tr("Time"), tr("Reason"), tr("Validity")});
    m_list->setRootIsDecorated(false);
    m_list->setMinimumHeight(90);
    m_list->setAccessibleName(tr("Approvals of this report"));
    m_list->header()->setStretchLastSection(true);
    layout->addWidget(m_list);
    auto* buttons = new QHBoxLayout;
    m_approve = new QPushButton(tr("Approve this report…"));
    m_reject = new QPushButton(tr("Reject…"));
    m_import = new QPushButton(tr("Import approvals…"));
    buttons->addWidget(m_approve);
    buttons->addWidget(m_reject);
    buttons->addWidget(m_import);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    auto* trust = new QHBoxLayout;
    auto* signersLabel = new QLabel(tr("Allowed signers:"));
    trust->addWidget(signersLabel);
    m_signers = new QLineEdit;
    signersLabel->setBuddy(m_signers); // the label names the line for a screen reader
    m_signers->setPlaceholderText(tr("OpenSSH allowed_signers file (as git uses it)"));
    trust->addWidget(m_signers, 1);
    auto* choose = new QPushButton(tr("Choose…"));
    trust->addWidget(choose);
    auto* requiredLabel = new QLabel(tr("Required:"));
    trust->addWidget(requiredLabel);
    m_required = new QSpinBox;
    requiredLabel->setBuddy(m_required);
    m_required->setAccessibleName(tr("Approvals required"));
    m_required->setRange(1, 99);
    trust->addWidget(m_required);
    layout->addLayout(trust);

    connect(m_approve, &QPushButton::clicked, this,
            [this] { openDialog(ApprovalStatement::Verdict::Approve); });
    connect(m_reject, &QPushButton::clicked, this,
            [this] { openDialog(ApprovalStatement::Verdict::Reject); });
    connect(m_import, &QPushButton::clicked, this, &ApprovalsPanel::onImport);
    connect(choose, &QPushButton::clicked, this, &ApprovalsPanel::onChooseSigners);
    connect(m_signers, &QLineEdit::editingFinished, this, &ApprovalsPanel::saveTrust);
    connect(m_required, &QSpinBox::valueChanged, this, &ApprovalsPanel::saveTrust);
    clear();
}

ApprovalsPanel::~ApprovalsPanel() = default;

void ApprovalsPanel::setStorage(const QString& receiptsDirectory, core::AppSettings* settings)
{
    m_store = std::make_unique<ApprovalStore>(receiptsDirectory);
    m_settings = settings;
    setProfile(m_profile);
}

void ApprovalsPanel::setProfile(const QString& profile)
{
    m_profile = profile;
    if (m_settings) {
        const QSignalBlocker b1(m_signers);
        const QSignalBlocker b2(m_required);
        m_signers->setText(m_settings->approvalSignersFile(profile));
        m_required->setValue(m_settings->approvalsRequired(profile));
    }
    reload();
}

void ApprovalsPanel::saveTrust()
{
    if (m_settings) {
        m_settings->setApprovalSignersFile(m_profile, m_signers->text().trimmed());
        m_settings->setApprovalsRequired(m_profile, m_required->value());
    }
    reload();
}

void ApprovalsPanel::showReceipt(const core::preflight::Receipt& receipt)
{
    m_receipt = receipt;
    reload();
}

void ApprovalsPanel::clear()
{
    m_receipt.reset();
    reload();
}

ApprovalCheck ApprovalsPanel::checkReceipt(const core::preflight::Receipt& receipt) const
{
    ApprovalCheck none;
    none.required = m_required->value();
    if (!m_store)
        return none;
    const auto subject = ApprovalSubject::fromReceipt(receipt, nullptr);
    if (!subject)
        return none;
    const std::optional<AllowedSigners> signers =
        m_signers->text().trimmed().isEmpty() ? std::optional<AllowedSigners>(AllowedSigners())
                                              : AllowedSigners::load(m_signers->text().trimmed(), nullptr);
    return checkApprovals(*subject, receipt.identityName, m_store->list(receipt.id),
                          signers.value_or(AllowedSigners()), m_required->value());
}

void ApprovalsPanel::reload()
{
    m_list->clear();
    m_check = ApprovalCheck{};
    QStringList behind;
    if (m_receipt) {
        const QJsonArray attestations = m_receipt->request.value(QStringLiteral("releaseEvidence"))
                                            .toObject()
                                            .value(QStringLiteral("attestations"))
                                            .toArray();
        for (const QJsonValue a : attestations)
            if (a.toObject().value(QStringLiteral("kind")).toString() ==
                QLatin1String("release-authorization"))
                behind << principalsOfVerifier(a.toObject().value(QStringLiteral("verifier")).toString());
    }
    m_authorization->setText(behind.isEmpty()
                                 ? QString()
                                 : tr("The release-authorization evidence sent with this request was "
                                      "made from the approvals of %1.")
                                       .arg(behind.join(QStringLiteral(", "))));
    m_authorization->setVisible(!behind.isEmpty());
    const bool go = m_receipt && m_receipt->isGo();
    m_approve->setEnabled(go && m_store);
    m_reject->setEnabled(go && m_store);
    m_import->setEnabled(go && m_store);
    if (!m_receipt) {
        m_status->setText(tr("No receipt shown."));
        m_trustProblem->hide();
        return;
    }
    if (!go) {
        m_status->setText(tr("A NO-GO report cannot be approved."));
        m_trustProblem->hide();
        return;
    }
    QString trustError;
    const QString signersPath = m_signers->text().trimmed();
    if (signersPath.isEmpty())
        trustError = tr("Choose this profile's allowed signers file: until then no approval can be checked.");
    else if (!AllowedSigners::load(signersPath, &trustError))
        trustError = tr("The allowed signers file cannot be used: %1").arg(trustError);
    else
        trustError.clear();
    m_trustProblem->setText(trustError);
    m_trustProblem->setVisible(!trustError.isEmpty());
    m_check = checkReceipt(*m_receipt);
    m_status->setText(tr("Status: %1").arg(m_check.statusText()));
    for (const ApprovalResult& r : m_check.results) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(PrincipalColumn, r.principal.isEmpty() ? tr("(unreadable)") : r.principal);
        item->setText(VerdictColumn, verdictName(r.verdict));
        item->setText(TimeColumn, r.statement ? QLocale().toString(r.statement->createdAt.toLocalTime(),
                                                                   QLocale::ShortFormat)
                                              : QString());
        item->setText(ReasonColumn,
                      r.statement && !r.statement->reason.isEmpty() ? r.statement->reason : r.reason);
        item->setText(ValidityColumn, validityText(r));
        item->setToolTip(ValidityColumn, r.reason);
        item->setToolTip(PrincipalColumn, r.source);
    }
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_list->resizeColumnToContents(c);
}

QString ApprovalsPanel::statusText() const
{
    return m_status->text();
}

QString ApprovalsPanel::authorizationText() const
{
    return m_authorization->text();
}

QString ApprovalsPanel::markdown() const
{
    return m_receipt && m_receipt->isGo() ? approvalsMarkdown(m_check) : QString();
}

int ApprovalsPanel::importFiles(const QStringList& paths, QString* error)
{
    if (!m_receipt || !m_store)
        return 0;
    int kept = 0;
    QStringList problems;
    for (const QString& path : paths) {
        QString why;
        const std::optional<ApprovalFile> file = ApprovalFile::load(path, &why);
        if (!file || m_store->save(m_receipt->id, *file, &why).isEmpty()) {
            problems << QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), why);
            continue;
        }
        ++kept;
    }
    if (error)
        *error = problems.join(QLatin1Char('\n'));
    reload();
    if (kept > 0)
        Q_EMIT approvalsChanged(m_receipt->id);
    return kept;
}

void ApprovalsPanel::openDialog(ApprovalStatement::Verdict verdict)
{
    if (!m_receipt || !m_store)
        return;
    ApprovalDialog dialog(*m_receipt, verdict, m_store.get(), this);
    if (dialog.exec() == QDialog::Accepted) {
        reload();
        Q_EMIT approvalsChanged(m_receipt->id);
    }
}

void ApprovalsPanel::onImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import approvals"), QString(),
                                                            tr("Approvals (*.approval.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    QString error;
    importFiles(paths, &error);
    m_trustProblem->setText(error);
    m_trustProblem->setVisible(!error.isEmpty());
}

void ApprovalsPanel::onChooseSigners()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the allowed signers file"));
    if (path.isEmpty())
        return;
    m_signers->setText(path);
    saveTrust();
}

void ApprovalsPanel::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && m_receipt && m_receipt->isGo())
        event->acceptProposedAction();
}

void ApprovalsPanel::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    QString error;
    importFiles(paths, &error);
    event->acceptProposedAction();
}

} // namespace ui
} // namespace cloudly
