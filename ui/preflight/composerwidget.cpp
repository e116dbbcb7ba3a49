#include "ui/preflight/composerwidget.h"

#include "ui/a11y/clearbutton.h"
#include "ui/preflight/corestoreresourceseditor.h"
#include "ui/preflight/servicechoicemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QUuid>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using core::preflight::Blocker;

namespace {

QLineEdit* lineEdit(const QString& objectName, const QString& placeholder, QWidget* parent)
{
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    enableClearButton(edit);
    return edit;
}

QWidget* withButtons(QWidget* main, const QList<QWidget*>& buttons, QWidget* parent)
{
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(main, 1);
    for (QWidget* b : buttons)
        layout->addWidget(b);
    return row;
}

} // namespace

ComposerWidget::ComposerWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("preflightComposer"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createForm());

    m_blockerHeading = new QLabel(this);
    m_blockerHeading->setObjectName(QStringLiteral("clientBlockerHeading"));
    QFont bold = m_blockerHeading->font();
    bold.setBold(true);
    m_blockerHeading->setFont(bold);
    m_blockerList = new QListWidget(this);
    m_blockerList->setObjectName(QStringLiteral("clientBlockers"));
    m_blockerList->setAccessibleName(tr("Client-side blockers"));
    m_blockerList->setWordWrap(true);
    m_blockerList->setMinimumHeight(90);
    m_blockerHeading->setBuddy(m_blockerList);
    layout->addWidget(m_blockerHeading);
    layout->addWidget(m_blockerList, 1);
    layout->addWidget(createButtons());

    newRequestId();
    revalidate();
}

QWidget* ComposerWidget::createForm()
{
    auto* form = new QWidget(this);
    auto* layout = new QFormLayout(form);
    layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    m_service = new QComboBox(form);
    m_service->setObjectName(QStringLiteral("service"));
    m_service->setAccessibleName(tr("Service"));
    m_service->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_serviceModel = new ServiceChoiceModel(m_service);
    m_serviceModel->setLeadingRow(tr("— choose a service —"));
    m_service->setModel(m_serviceModel);
    if (auto* list = qobject_cast<QListView*>(m_service->view()))
        list->setUniformItemSizes(true); // 10k services: no per-row size pass when the popup opens
    connect(m_service, &QComboBox::currentIndexChanged, this, &ComposerWidget::revalidate);
    layout->addRow(tr("&Service:"), m_service);

    m_requestId = lineEdit(QStringLiteral("requestId"), tr("a unique id for this preflight"), form);
    m_requestId->setAccessibleName(tr("Request ID")); // its form label names the row, not the line
    auto* newId = new QPushButton(tr("New ID"), form);
    connect(newId, &QPushButton::clicked, this, &ComposerWidget::newRequestId);
    layout->addRow(tr("Re&quest ID:"), withButtons(m_requestId, {newId}, form));

    m_revision = lineEdit(QStringLiteral("sourceRevision"),
                          tr("full 40-character lower-case commit SHA (git rev-parse HEAD)"), form);
    layout->addRow(tr("Source &revision:"), m_revision);
    m_dirty = new QCheckBox(tr("The source &worktree has uncommitted changes"), form);
    m_dirty->setObjectName(QStringLiteral("sourceDirty"));
    layout->addRow(QString(), m_dirty);
    m_version = lineEdit(QStringLiteral("version"), tr("semantic version without \"v\", e.g. 1.4.0"), form);
    layout->addRow(tr("&Version:"), m_version);

    m_intentDigest = lineEdit(QStringLiteral("intentDigest"), tr("sha256:… of your deployment intent"), form);
    m_intentDigest->setAccessibleName(tr("Intent digest"));
    auto* compute = new QPushButton(tr("Compute from &file…"), form);
    compute->setObjectName(QStringLiteral("computeIntent"));
    connect(compute, &QPushButton::clicked, this, &ComposerWidget::onComputeIntent);
    layout->addRow(tr("&Intent digest:"), withButtons(m_intentDigest, {compute}, form));

    m_namespace = lineEdit(QStringLiteral("proposedNamespace"), tr("DNS label, e.g. web-1-4-0"), form);
    layout->addRow(tr("Proposed &namespace:"), m_namespace);
    m_resources = new CorestoreResourcesEditor(form);
    layout->addRow(tr("Corestore resources:"), m_resources);
    connect(m_resources, &CorestoreResourcesEditor::resourcesChanged, this, &ComposerWidget::revalidate);

    m_ociIndexDigest =
        lineEdit(QStringLiteral("ociIndexDigest"), tr("optional: sha256:… of the OCI image index"), form);
    layout->addRow(tr("OCI in&dex digest:"), m_ociIndexDigest);
    m_releaseTag =
        lineEdit(QStringLiteral("releaseTag"), tr("optional: immutable release tag, e.g. 1.4.0"), form);
    layout->addRow(tr("Release &tag:"), m_releaseTag);

    m_evidenceSummary = new QLabel(form);
    m_evidenceSummary->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_evidenceSummary->setObjectName(QStringLiteral("evidenceSummary"));
    m_evidenceSummary->setWordWrap(true);
    m_evidenceSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* importEvidence = new QPushButton(tr("Import &evidence…"), form);
    connect(importEvidence, &QPushButton::clicked, this, &ComposerWidget::onImportEvidence);
    m_clearEvidence = new QPushButton(tr("Clear"), form);
    m_clearEvidence->setAccessibleName(tr("Clear release evidence"));
    connect(m_clearEvidence, &QPushButton::clicked, this, &ComposerWidget::clearEvidence);
    m_authorize = new QPushButton(tr("Add release authorization from approvals…"), form);
    m_authorize->setToolTip(
        tr("Puts a release-authorization attestation made from this deployment's approvals "
           "(recorded by this console, not by Cloudly) into the release evidence."));
    connect(m_authorize, &QPushButton::clicked, this, &ComposerWidget::releaseAuthorizationRequested);
    layout->addRow(tr("Release evidence:"),
                   withButtons(m_evidenceSummary, {importEvidence, m_clearEvidence, m_authorize}, form));
    m_evidenceSummary->setAccessibleName(tr("Release evidence"));

    for (QLineEdit* edit :
         {m_requestId, m_revision, m_version, m_intentDigest, m_namespace, m_ociIndexDigest, m_releaseTag})
        connect(edit, &QLineEdit::textChanged, this, &ComposerWidget::revalidate);
    connect(m_dirty, &QCheckBox::toggled, this, &ComposerWidget::revalidate);
    return form;
}

QWidget* ComposerWidget::createButtons()
{
    auto* row = new QWidget(this);
    auto* importRequest = new QPushButton(tr("Import request…"), row);
    importRequest->setObjectName(QStringLiteral("importRequest"));
    connect(importRequest, &QPushButton::clicked, this, &ComposerWidget::onImportRequest);
    auto* exportRequest = new QPushButton(tr("Export request…"), row);
    exportRequest->setObjectName(QStringLiteral("exportRequest"));
    connect(exportRequest, &QPushButton::clicked, this, &ComposerWidget::onExportRequest);
    m_runStatus = new QLabel(row);
    m_runStatus->setTextFormat(Qt::PlainText);
    m_runStatus->setObjectName(QStringLiteral("runStatus"));
    m_runStatus->setWordWrap(true);
    m_runStatus->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_run = new QPushButton(tr("Run preflight"), row);
    m_run->setObjectName(QStringLiteral("runPreflight"));
    m_run->setDefault(true);
    connect(m_run, &QPushButton::clicked, this, &ComposerWidget::onRun);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(importRequest);
    layout->addWidget(exportRequest);
    layout->addWidget(m_runStatus, 1);
    layout->addWidget(m_run);
    return row;
}

void ComposerWidget::setServices(const QList<core::Service>& services)
{
    const QString current = m_service->currentData().toString();
    m_loading = true;
    const bool changed = m_serviceModel->setServices(services);
    m_loading = false;
    if (changed)
        selectService(current);
}

void ComposerWidget::selectService(const QString& serviceId)
{
    int index = m_serviceModel->rowOf(serviceId);
    if (index < 0)
        index = m_serviceModel->appendExtra(serviceId, tr("%1 (not in the service list)").arg(serviceId));
    m_service->setCurrentIndex(index);
    revalidate();
}

QJsonObject ComposerWidget::request() const
{
    QJsonObject r{
        {QStringLiteral("requestId"), m_requestId->text()},
        {QStringLiteral("serviceId"), m_service->currentData().toString()},
        {QStringLiteral("sourceRevision"), m_revision->text()},
        {QStringLiteral("sourceDirty"), m_dirty->isChecked()},
        {QStringLiteral("version"), m_version->text()},
        {QStringLiteral("intentDigest"), m_intentDigest->text()},
        {QStringLiteral("proposedNamespace"), m_namespace->text()},
        {QStringLiteral("proposedCorestoreResources"), m_resources->resources()},
        {QStringLiteral("greenfield"), true},
    };
    if (!m_ociIndexDigest->text().isEmpty())
        r.insert(QStringLiteral("ociIndexDigest"), m_ociIndexDigest->text());
    if (!m_releaseTag->text().isEmpty())
        r.insert(QStringLiteral("releaseTag"), m_releaseTag->text());
    if (!m_evidence.isUndefined())
        r.insert(QStringLiteral("releaseEvidence"), m_evidence);
    return r;
}

bool ComposerWidget::canRun() const
{
    return m_blockers.isEmpty() && m_runBlockedReason.isEmpty();
}

QString ComposerWidget::runStatusText() const
{
    return m_runStatus->text();
}

void ComposerWidget::setRunBlockedReason(const QString& reason)
{
    m_runBlockedReason = reason;
    revalidate();
}

void ComposerWidget::newRequestId()
{
    m_requestId->setText(QStringLiteral("console-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
}

void ComposerWidget::revalidate()
{
    if (m_loading || !m_run)
        return;
    m_blockers = core::preflight::validateRequest(request());
    m_blockerList->clear();
    for (const Blocker& b : std::as_const(m_blockers)) {
        auto* item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(b.code, b.message), m_blockerList);
        item->setData(Qt::UserRole, b.code);
        item->setToolTip(b.message);
    }
    m_blockerHeading->setText(
        m_blockers.isEmpty()
            ? tr("Client-side checks: none failing — the request passes every rule this "
                 "console can check before sending.")
            : tr("Client-side blockers (%1): fix these before running.").arg(m_blockers.size()));
    m_blockerList->setVisible(!m_blockers.isEmpty());

    QString status;
    if (!m_blockers.isEmpty())
        status = tr("Fix the %n client-side blocker(s) listed above to run the preflight.", nullptr,
                    int(m_blockers.size()));
    else if (!m_runBlockedReason.isEmpty())
        status = m_runBlockedReason;
    else
        status = tr("Ready: the request will be sent to Cloudly as shown.");
    m_runStatus->setText(status);
    m_run->setEnabled(canRun());
    m_run->setToolTip(status);
    m_run->setAccessibleDescription(status);
    updateEvidenceSummary();
    Q_EMIT requestChanged();
}

void ComposerWidget::onRun()
{
    revalidate();
    if (canRun())
        Q_EMIT runRequested(request());
}

} // namespace ui
} // namespace cloudly